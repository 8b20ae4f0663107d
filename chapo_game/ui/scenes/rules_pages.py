"""The rules screen's pages (:mod:`.rules_screen`): each a title, its text in brief and the
diagram drawn beside it, with the partida, encuentro and ball 1 value of the rules in play."""

from __future__ import annotations

from collections.abc import Callable

from chapo_game.i18n import _
from chapo_game.rules.settings import MatchSettings

Page = tuple[Callable[[], str], Callable[[], str], str]


def encuentro_said(partidas: int) -> str:
    return _("a single partida") if partidas == 1 else _("best of {n} partidas").format(n=partidas)


def pins_said(ball1: int) -> str:
    """What the pins and the pocketed balls are worth, ball 1 at its value in play (1 in the
    000 variant)."""
    if ball1 == 2:
        return _(
            "Rey alone: 5. Each lateral: 2 (2, 4, 6, 8). Rey and one lateral: 5; rey and "
            "two: 7; rey and three: 9. All five at once is chapó: 30 points and the "
            "partida. A pocketed ball adds: ball 1 and ball 2: 2 each, the mingo: 3."
        )
    return _(
        "Rey alone: 5. Each lateral: 2 (2, 4, 6, 8). Rey and one lateral: 5; rey and two: 7; "
        "rey and three: 9. All five at once is chapó: 30 points and the partida. A pocketed "
        "ball adds: ball 1: {b1}, ball 2: 2, the mingo: 3."
    ).format(b1=ball1)


def pages(rules: MatchSettings | None = None) -> list[Page]:
    """The pages, with ``rules``' partida, encuentro and ball 1 value: the encuentro's being
    played (in a match it said 30 points and best of three in a game to 20 of one partida),
    or the next one's."""
    r = rules or MatchSettings()
    return [
        (  # the turns said (guide 1): a carom or pool player keeps the table after a score
            lambda: _("The table and the game"),
            lambda: _(
                "Chapó is played with three balls (ball 1, ball 2 and the red mingo with its star) "
                "and five pins standing in a cross in the middle of the table: the rey (the king "
                "pin) in the centre and four laterals (side pins) around it. The quarter of the "
                "table at each end is a cabaña: the cabaña de salida at the head, the cabaña del "
                "mingo at the foot. Each player always plays their own ball and scores by "
                "knocking pins down and pocketing balls after their ball has touched another "
                "ball. Players take turns, one shot each, whether it scored or not. A partida (a "
                "game) is played to {target} points and the encuentro (the match) is "
                "{encuentro}; a club may change both in the settings, and give each shot a time "
                "limit: a player who has not struck when it runs out loses the turn."
            ).format(target=r.target, encuentro=encuentro_said(r.partidas)),
            "table",
        ),
        (lambda: _("What the pins are worth"), lambda: pins_said(r.ball1_pocket_value), "pins"),
        (
            lambda: _("Lag, break and reply"),
            lambda: _(
                "Both players shoot at the same time from the head string towards the foot "
                "cushion; the ball that stops nearest the head cushion wins and chooses to "
                "break or cede, unless it touched the mingo, knocked a pin, was pocketed, left "
                "the table or never reached the foot cushion. The break (salida) is played "
                "with ball 1 in hand from the cabaña de salida at a ball outside it: the "
                "mingo. The reply (rematada) is played with ball 2, off the table until then, "
                "in hand from the cabaña del mingo at a ball outside it; when none is outside "
                "it, from the cabaña de salida. Each player keeps their ball, and the break "
                "alternates: ball 2 breaks the second partida and ball 1 replies. The lag is "
                "played again if the balls meet, both knock pins, both lose it (both short of "
                "the foot cushion, say) or both stop as near."
            ),
            "salida",
        ),
        (
            lambda: _("Ball in hand"),
            lambda: _(
                "A player whose ball was pocketed or left the table places it anywhere in the "
                "cabaña de salida and must hit a ball outside it first. If every other ball on "
                "the table is inside, the player declares one option: pasar (cross the línea media "
                "before touching a ball), no pasar (neither cross it nor touch a ball; the "
                "ball then goes on the middle of the cabaña del mingo string), or bricole (the "
                "foot cushion before any ball). The seco cue, without a tip and so without "
                "spin, may play any bricole: a shot that meets a cushion before any ball."
            ),
            "hand",
        ),
        (
            lambda: _("Pins and mingo back on their spots"),
            lambda: _(
                "After every shot the knocked pins stand again on their spots. A lateral whose "
                "spot a ball covers stands on the auxiliary spot across the cross; when a ball "
                "covers the rey's spot, the player who just shot chooses the auxiliary spot it "
                "stands on (pressing the spot itself, or the number key shown beside it). A pin "
                "goes back to its own spot once it is free, and four pins never stand in a line. A "
                "pin pushed less than its height stays where it is; one pushed its height or "
                "more, or left leaning on a ball, counts as knocked. The mingo, pocketed or off "
                "the table, goes back to its spot; if a ball is there, to the spot by the foot "
                "cushion; if that is taken too, to the middle of its cabaña's string. It goes "
                "home once its spot is free, if nobody has played it."
            ),
            "respot",
        ),
        (
            lambda: _("Fouls"),
            lambda: _(
                "Fouls give points to the opponent and nothing to the shooter: touching no "
                "ball, except under no pasar (1), playing a ball in hand at a ball inside the "
                "cabaña (1), a push or breaking the declared option (1), the seco cue touching "
                "a ball before a cushion (1), pocketing your own ball without touching another "
                "or sending any ball off the table (2), pins knocked before touching a ball "
                "(their value; all five: chapó for the opponent). Of several fouls in one "
                "shot, the gravest counts."
            ),
            "fouls",
        ),
        (
            lambda: _("Chapó words"),
            lambda: _("The words of Chapó, each with its English name and its meaning."),
            "glossary",
        ),
    ]
