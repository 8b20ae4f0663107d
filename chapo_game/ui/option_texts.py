"""What the ball-in-hand options are called, what the aiming guide says of the balls a ball in
hand may not meet first, and of a push — in the game, practice and the tutorial alike. Pure: no
pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from chapo_game.i18n import N_, _, said, said_name, translations
from chapo_game.position import Position
from chapo_game.rules import words
from chapo_game.rules.judge import push_fouls
from chapo_game.rules.match import Match
from chapo_game.shot import Shot
from chapo_game.table import Table

#: The options' buttons, as the player reads them (guide 4).
OPTION_LABELS = {
    "pasar": N_("Pasar: cross the línea media before touching a ball"),
    "no_pasar": N_("No pasar: short of the línea media, touching no ball"),
    "bricole": N_("Bricole: the foot cushion before any ball"),
}

#: What a declared option (or the seco cue) puts before any ball, said when a ball comes first.
OPTION_FOULS = {
    "pasar": N_("Foul: with pasar, the ball must cross the línea media before meeting a ball"),
    "bricole": N_("Foul: with bricole, the ball must meet the foot cushion before any ball"),
    "seco": N_("Foul: with the seco cue, the ball must meet a cushion before any ball"),
}


def option_name(option: str) -> str:
    """An option as the player reads it ("Pasar"): its button's label up to the colon."""
    return _(OPTION_LABELS[option]).split(":")[0]


def option_word(option: str) -> str:
    """An option mid-sentence, in lower case as the rules write it ("no pasar")."""
    return option_name(option).lower()


def declared_said(option: str, name: str | None = None) -> str:
    """The option declared, as a referee says it: "El ordenador declara pasar" — the option in
    lower case, as the rules write it (the bar said "Declarado: Pasar"); with no name, to the
    learner ("Ha declarado pasar"). ``name`` is the seat's name as the match keeps it."""
    o = option_word(option)
    if name is None:
        return _("You declared {o}").format(o=o)
    return said(_("{name} declares {o}").format(name=said_name(name), o=o))


def inside_said(balls: Sequence[str]) -> dict[str, str]:
    """Each ball a ball in hand may not meet first because it is inside the cabaña, with the
    foul the aiming guide says of it (the game's guide and the tutorial's alike)."""
    tr = translations()
    return {b: _("Foul: {ball} is inside the cabaña").format(ball=words.ball(b, tr)) for b in balls}


def in_hand_said(
    others: Sequence[str], option: str | None, inside: Sequence[str], seco: bool = False
) -> dict[str, str]:
    """What the guide says of each ball a ball in hand meets first: with the seco cue or once
    pasar or bricole is declared, any ball straight on is the foul (guide 4, 000 foul 8) —
    bricole's own words with the seco too (it asks the foot cushion, where the seco's "a
    cushion" let a learner bank off another one into a foul); otherwise (no option, or no
    pasar) those ``inside`` the cabaña are."""
    if option == "bricole" or (option in OPTION_FOULS and not seco):
        return dict.fromkeys(others, _(OPTION_FOULS[option]))
    if seco:
        return dict.fromkeys(others, _(OPTION_FOULS["seco"]))
    return inside_said(inside)


def balls_inside(m: Match, ball: str) -> list[str]:
    """The other balls ``ball`` in hand may not meet first on ``m``: inside its cabaña
    (art. 12, :meth:`~chapo_game.rules.match.Match.legal_first_targets`)."""
    legal = m.legal_first_targets()
    return [b for b in m.position.on_table() if b != ball and b not in legal]


def first_ball_fouls(m: Match, ball: str, seco: bool) -> dict[str, str]:
    """The balls ``ball`` may not meet first on ``m`` as it stands, with the foul each would
    be, as the referee rules: with ball in hand those inside its cabaña, or any ball straight
    on once pasar or bricole is declared (guide 4; none before); with the seco cue, any (000
    foul 8) — the game's guide, and practice's in a drill played under a rule."""
    others = [b for b in m.position.on_table() if b != ball]
    if seco:
        return in_hand_said(others, m.declared_option, (), seco=True)
    if m.hand_cabana is None:
        return {}
    return in_hand_said(others, m.declared_option, balls_inside(m, ball))


def open_play_fouls(position: Position, ball: str, seco: bool) -> dict[str, str]:
    """Out of any rule's situation (practice's positions and drills under no rule), the balls
    ``ball`` may not meet first: any, with the seco cue (000 foul 8), as in a game's open play
    — practice's guide drew that hit as fair, and its caption then called the foul."""
    others = [b for b in position.on_table() if b != ball]
    return in_hand_said(others, None, (), seco=True) if seco else {}


def push_said(table: Table, position: Position, shot: Shot) -> str | None:
    """The push a shot would be (art. 15: into a ball or a cushion its ball touches), as the
    referee's own test finds it on the cue's line (:func:`~chapo_game.rules.judge.push_fouls`),
    in the guide's words; ``None`` for none. Said whatever the guide's line meets: cast with
    the side's squirt, that line reached a touching ball the cue's did not, or missed one it
    did, within a degree of the tangent."""
    for foul in push_fouls(table, position, shot):
        if foul.code == "push_ball":
            ball = words.ball(foul.params["ball"], translations())
            return _("Foul: a push (touching {ball})").format(ball=ball)
        if foul.code == "push_cushion":
            return _("Foul: a push (touching the cushion)")
    return None
