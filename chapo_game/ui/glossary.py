"""The Chapó words the game uses, each named once with its English name and its meaning (issue
10): shown on the Rules screen's last page and in the README's glossary (a test keeps the two
the same). The explanation is translated. In English the words proper to Chapó stay Spanish
(partida, encuentro, mingo, rey, lateral — "laterals" as an English plural —, chapó, cabaña,
salida, rematada, bricole, …), while what every billiard table has is said in English (pocket,
cushion, ball in hand, foul, score sheet): the list gives both, so a player reading the
Reglamento or hearing a club's referee knows the Spanish word for what the screen says.

The partida's and the encuentro's meanings say the rules in play (``{target}``, ``{encuentro}``):
"30 unless changed" and "three" stood over a club's partidas to 40, best of 5, on the very
screen whose first page said them; the README gives them at the defaults. The settings screen
says the same meanings beside the rows named by these words (:func:`meaning`): it had
sentences of its own that said the same in other words.
"""

from __future__ import annotations

from ..i18n import N_, _

#: (Chapó term, English name and meaning — the msgid).
GLOSSARY: tuple[tuple[str, str], ...] = (
    ("partida", N_("a game: the first to {target} points wins it, or a chapó at once")),
    ("encuentro", N_("the match: {encuentro} between two players")),
    ("mingo", N_("the third ball, with the star: nobody plays it with the cue")),
    ("maestro", N_("the computer at its strongest, level 3; its advice is asked with H")),
    ("rey", N_("the king pin, in the centre of the cross")),
    ("lateral, laterales", N_("the four side pins around the rey")),
    ("chapó", N_("all five pins down in one shot: 30 points and the partida")),
    (
        "derecho de salida",
        N_("the lag: both shoot at once; the ball nearest the head cushion chooses"),
    ),
    (
        "salida",
        N_("the break: the first shot of a partida, ball in hand (ball 1, then alternately)"),
    ),
    ("rematada", N_("the reply: the other player's first shot, their ball in hand")),
    ("cabaña", N_("the quarter of the table at each end: de salida (head), del mingo (foot)")),
    ("bola en mano", N_("ball in hand: placed in the cabaña, played at a ball outside it")),
    ("línea, línea media", N_("the string of the cabaña; the string across the middle")),
    (
        "dentro, libre",
        N_(
            "a ball on the cabaña's string is dentro (inside) if its centre is on the string or "
            "in the cabaña, libre (free) if its centre is outside"
        ),
    ),
    (
        "pasar, no pasar",
        N_(
            "ball-in-hand options: cross the línea media before touching a ball, or stay short "
            "touching none"
        ),
    ),
    ("bricole", N_("a shot that meets a cushion before any ball")),
    ("taco seco", N_("the seco cue: a cue without a tip, allowed only for a bricole")),
    ("retaque", N_("a push: shooting into a ball or a cushion that your ball touches")),
    ("tronera", N_("a pocket: one in each corner")),
    ("banda", N_("a cushion")),
    ("falta", N_("a foul: its points go to the opponent")),
    ("por 5 … por 1", N_("the points a player still needs to win the partida")),
    ("punto auxiliar", N_("an auxiliary spot: where a pin goes when its own spot is taken")),
    ("hoja de marcaciones", N_("the score sheet: every shot, its breakdown, the running score")),
)


#: Each term's meaning (msgid), looked up by :func:`meaning` (the Rules screen asks for every
#: entry's at each frame it draws the glossary page).
MEANINGS: dict[str, str] = dict(GLOSSARY)


def meaning(term: str, target: int, encuentro: str) -> str:
    """``term``'s meaning in the current language, the partida and the encuentro at the rules
    given (``encuentro``: its length as said, "best of 3 partidas"), wherever it is said."""
    return _(MEANINGS[term]).format(target=target, encuentro=encuentro)
