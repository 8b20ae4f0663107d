"""Practice drills: ready-made positions for the practice screen, each with its goal.

The positions were chosen by playing them through the physics and the referee (ball 1 at each
quarter degree of a hit on each ball, four speeds from 2 to 6.5 m/s): each has scoring shots,
and ``tests/ui/test_practice.py`` shows that each goal said under the table can be met.
"""

from __future__ import annotations

from collections.abc import Sequence

from chapo_game.ai.geometry import angle_to
from chapo_game.ai.goals import Goal
from chapo_game.ai.start import free_start
from chapo_game.errors import ChapoError
from chapo_game.events import Event
from chapo_game.i18n import N_, _
from chapo_game.position import Position
from chapo_game.rules.match import Match, MatchSettings
from chapo_game.table import Table

#: What each drill asks, said under the table while its position is untouched (msgids): what
#: :data:`DRILL_GOALS` judges, in words ("the rey alone is 5 points", then "(alone, 5 points)"
#: read as "only the rey", and rey, three laterals and the mingo sunk met it; "7 points (the rey
#: and two laterals)" as pins only, and two laterals and the mingo pocketed met it; "5 points,
#: more with laterals" taught a lateral beside the rey adds, where art. 7 counts the rey and one
#: lateral 5, as the rey alone).
GOALS: dict[str, str] = {
    "Rey off the mingo": N_(
        "Cut the mingo into the rey: the goal is the rey felled by the mingo (5 points, the same "
        "with one lateral; 7 with two, 9 with three)."
    ),
    "The salida": N_("The salida: from the cabaña de salida, ball 1 must hit the mingo first."),
    "Bricole from the cabaña": N_(
        "Both other balls are in the cabaña: off the foot cushion first (bricole), then onto one."
    ),
    "Pocket the mingo": N_("Pocket the mingo, in any pocket: 3 points."),
    "Cut ball 2 into the cross": N_(
        "Cut ball 2 into the cross: the pins it fells and the pocketed balls, 7 points or more "
        "(the rey and two laterals are 7); all five, chapó."
    ),
    "The mingo through the cross": N_(
        "Drive the mingo through the cross: the pins it fells and the pocketed balls, 7 points "
        "or more (the rey and two laterals are 7)."
    ),
}


#: The ball a drill is about, where the cue first points (the mingo otherwise).
TARGETS: dict[str, str] = {"Cut ball 2 into the cross": "2"}

#: The game's situation a drill's goal is the rule of, as the referee's record says it (open
#: play otherwise): what the maestro's advice on ball 1 is searched under, so that it plays
#: for the goal — in open play it advised a straight shot at the mingo in the bricole drill.
SITUATIONS: dict[str, dict[str, str]] = {
    "The salida": {"phase": "salida"},
    "Bricole from the cabaña": {"phase": "ball_in_hand", "declared_option": "bricole"},
}


def start_angle(name: str, table: Table, position: Position, ball: str) -> float:
    """Where the cue first points in drill ``name`` (its position as set; ``name`` "" once
    it has changed): straight at the drill's own ball (:data:`TARGETS`, else the mingo),
    centre to centre, whatever stands in the way — a line the player must change, since no
    drill is a straight shot. It opened on the answer: the bricole drill on the game's own
    bricole start, the salida on a bank onto the mingo, the mingo through the cross straight
    on, and Space at once said "Objetivo cumplido: 1 de 1". Elsewhere, at a ball the player
    can hit straight or by a cut (:func:`ai.start.free_start`), else by a one-cushion bank
    as a game's start (the cue pointed through a pin, a foul the guide marked at once)."""
    start, target = position.balls.get(ball), position.balls.get(TARGETS.get(name, "mingo"))
    if name in GOALS and start is not None and target is not None and ball != "mingo":
        return angle_to(start, target)
    return free_start(
        table, position, ball, TARGETS.get(name), lambda: practice_match(position, ball)
    )


def practice_match(
    position: Position, ball: str, ball1_value: int = 2, situation: dict[str, str] | None = None
) -> Match | None:
    """Practice's position as open play with ``ball``'s player to move (in the referee's record
    format), for the search, ball 1 pocketed worth ``ball1_value`` as the settings say (as
    practice's own score line counts it) — or in a drill's ``situation``
    (:data:`..drills.SITUATIONS`: the salida, a ball in hand with bricole declared);
    ``None`` for the mingo or a ball off the table."""
    if ball not in ("1", "2") or position.balls.get(ball) is None:
        return None
    data = Match(("1", "2"), MatchSettings(ball1_pocket_value=ball1_value)).to_json()
    data.update(
        phase="play",
        to_move=0 if ball == "1" else 1,
        breaker=0,
        first_breaker=0,
        lag_winner=0,
        position=position.to_json(),
        announcements=[],
    )
    data.update(situation or {})
    try:
        return Match.from_json(data)
    except ChapoError:  # a position the referee would not play (balls overlapping, say)
        return None


def goal(name: str) -> str:
    """The goal of the ready-made drill ``name`` in the current language; "" for a kept one."""
    return _(GOALS[name]) if name in GOALS else ""


#: What a shot of ball 1 from each drill's position must do to meet its goal: judged on the
#: shot's physics events and the points it would score in a game (pins and pocketed balls),
#: and what the maestro's advice in the drill plays for (:mod:`chapo_game.ai.goals`).
DRILL_GOALS: dict[str, Goal] = {
    "Rey off the mingo": Goal(pin="rey", pin_by="mingo"),
    "The salida": Goal(first="mingo"),
    "Bricole from the cabaña": Goal(first_cushion="foot"),
    "Pocket the mingo": Goal(pocketed="mingo"),
    "Cut ball 2 into the cross": Goal(first="2", min_points=7, pins_by="2"),
    "The mingo through the cross": Goal(first="mingo", min_points=7, pins_by="mingo"),
}


def goal_met(name: str, events: Sequence[Event], points: int) -> bool | None:
    """Whether ball 1's shot met drill ``name``'s goal; ``None`` for a drill without one."""
    spec = DRILL_GOALS.get(name)
    return None if spec is None else spec.met("1", events, points)


def drills(t: Table) -> list[tuple[str, Position]]:
    """Ready-made positions: (name msgid, position)."""
    cx, cy = t.width / 2, t.length / 2
    return [
        (  # the mingo short of the cross and to its side, ball 1 straight behind it: a
            # straight shot sends the mingo past the cross; a cut of about 8° into the rey
            # (ball 1 stood where a straight shot took the rey and two laterals: no cut at all)
            N_("Rey off the mingo"),
            Position.initial(t, {"1": (cx + 0.14, cy - 0.6)}).with_ball(
                "mingo", (cx + 0.14, cy - 0.22)
            ),
        ),
        (
            N_("The salida"),
            Position.initial(t, {"1": (cx - 0.25, t.length * 0.15)}),
        ),
        (
            N_("Bricole from the cabaña"),
            Position.initial(
                t,
                {
                    "1": (cx, t.length * 0.12),
                    "2": (cx - 0.35, t.length * 0.2),
                    "mingo": (cx + 0.4, t.length * 0.18),
                },
            ),
        ),
        (
            N_("Pocket the mingo"),
            Position.initial(t, {"1": (t.width - 0.35, t.length - 0.7)}).with_ball(
                "mingo", (t.width - 0.2, t.length - 0.25)
            ),
        ),
        (  # ball 2 short of the cross and to its side, ball 1 where a cut of about 30° sends
            # it through the pins and ball 1 off to the side (from where it stood only a cut of
            # 63° did, 7 strokes in 726, once the pins ball 1 ran on into stopped counting, and
            # the maestro's advice found none)
            N_("Cut ball 2 into the cross"),
            Position.initial(t, {"1": (cx - 0.15, cy - 0.65), "2": (cx + 0.05, cy - 0.30)}),
        ),
        (  # the mingo straight behind the head lateral, ball 1 10 cm to the side of that line:
            # straight at the mingo it goes wide of the rey at any speed; a cut of 5–7°, hard,
            # drives it through (ball 1 stood straight behind it: the cue as offered met it)
            N_("The mingo through the cross"),
            Position.initial(t, {"1": (cx + 0.1, 0.75)}).with_ball("mingo", (cx, 1.05)),
        ),
    ]
