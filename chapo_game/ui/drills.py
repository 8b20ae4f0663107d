"""Practice drills: ready-made positions for the practice screen, each with its goal.

The positions were chosen by playing them through the physics and the referee (ball 1 at each
quarter degree of a hit on each ball, four speeds from 2 to 6.5 m/s): each has scoring shots,
and ``tests/ui/test_practice.py`` shows that each goal said under the table can be met.
"""

from __future__ import annotations

from chapo_game.i18n import N_, _
from chapo_game.position import Position
from chapo_game.table import Table

#: What each drill asks, said under the table while its position is untouched (msgids).
GOALS: dict[str, str] = {
    "Rey off the mingo": N_("Cut the mingo into the rey: the rey alone is 5 points."),
    "The salida": N_("The salida: from the cabaña de salida, ball 1 must hit the mingo first."),
    "Bricole from the cabaña": N_(
        "Both other balls are in the cabaña: off the foot cushion first (bricole), then onto one."
    ),
    "Pocket the mingo": N_("Pocket the mingo in the corner: 3 points."),
    "Cut ball 2 into the cross": N_(
        "Cut ball 2 into the cross: the rey and two laterals are 7; all five, chapó."
    ),
    "The mingo through the cross": N_(
        "Hit the mingo full and hard through the cross: the more pins fall, the more points."
    ),
}


#: The ball a drill is about, where the cue first points (the mingo otherwise).
TARGETS: dict[str, str] = {"Cut ball 2 into the cross": "2"}


def goal(name: str) -> str:
    """The goal of the ready-made drill ``name`` in the current language; "" for a kept one."""
    return _(GOALS[name]) if name in GOALS else ""


def drills(t: Table) -> list[tuple[str, Position]]:
    """Ready-made positions: (name msgid, position)."""
    cx, cy = t.width / 2, t.length / 2
    return [
        (  # the mingo short of the cross, a cut away from sending it into the rey alone
            N_("Rey off the mingo"),
            Position.initial(t, {"1": (cx + 0.34, cy - 0.47)}).with_ball(
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
        (  # ball 2 short of the cross and to its side: a cut sends it through the pins
            N_("Cut ball 2 into the cross"),
            Position.initial(t, {"1": (cx - 0.45, cy - 0.55), "2": (cx + 0.05, cy - 0.30)}),
        ),
        (  # ball 1 straight behind the mingo, the mingo straight behind the head lateral
            N_("The mingo through the cross"),
            Position.initial(t, {"1": (cx, 0.75)}).with_ball("mingo", (cx, 1.05)),
        ),
    ]
