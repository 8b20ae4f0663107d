"""Practice drills: ready-made positions for the practice screen, each with its goal.

The positions were chosen by playing them through the physics and the referee (ball 1 at each
quarter degree of a hit on each ball, four speeds from 2 to 6.5 m/s): each has scoring shots,
and ``tests/ui/test_practice.py`` shows that each goal said under the table can be met.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from chapo_game.ai.goals import Goal
from chapo_game.ai.start import free_start, option_start
from chapo_game.errors import ChapoError
from chapo_game.events import Event
from chapo_game.i18n import N_, _
from chapo_game.position import Position
from chapo_game.rules.match import Match, MatchSettings
from chapo_game.table import Table

from .power import power_for_speed
from .powerbar import power_to_speed

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


def start_aim(
    name: str, table: Table, position: Position, ball: str, power: float
) -> tuple[float, float]:
    """:func:`start_angle` and the power bar's fill: ``power`` as it is, except where the
    start needs a speed of its own — in the bricole drill, the game's own start once bricole
    is declared (:func:`ai.start.option_start`: a bank off the foot cushion onto a ball, hard
    enough to arrive). The cue pointed at the foot cushion at the power left from before,
    1.2 m/s, and the ball stopped short of any ball: "goal missed, touched no ball"."""
    situation = SITUATIONS.get(name, {})
    xy = position.balls.get(ball)
    if situation.get("declared_option") == "bricole" and xy is not None:
        m = practice_match(position, ball, situation=situation)
        own = option_start(m, xy) if m is not None else None
        if own is not None:
            return own[0], power_for_speed(own[1], power_to_speed)
    return start_angle(name, table, position, ball), power


def start_angle(name: str, table: Table, position: Position, ball: str) -> float:
    """Where the cue first points in drill ``name`` (its position as set; ``name`` "" once
    it has changed): at a ball the player can hit straight or by a cut
    (:func:`ai.start.free_start`), the drill's own ball first, else by a one-cushion bank as
    a game's start; in the bricole drill at the foot cushion, wide of the cross on the
    mingo's side, as the rules page draws it (it pointed at the mingo, a shot that can never
    meet that drill's goal)."""
    if SITUATIONS.get(name, {}).get("declared_option") == "bricole":
        start, mingo = position.balls.get(ball), position.balls.get("mingo")
        if start is not None and mingo is not None:
            side = 0.9 if mingo[0] >= table.width / 2 else 0.1
            rail = (table.width * side, table.length - table.ball_radius)
            return math.degrees(math.atan2(rail[1] - start[1], rail[0] - start[0]))
    # every line and cut blocked: a bank onto a ball, as a game's start offers it (the cue
    # pointed through a pin, a foul the guide marked at once)
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
        (  # ball 1 straight behind the mingo, the mingo straight behind the head lateral
            N_("The mingo through the cross"),
            Position.initial(t, {"1": (cx, 0.75)}).with_ball("mingo", (cx, 1.05)),
        ),
    ]
