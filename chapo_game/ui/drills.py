"""Practice drills: ready-made positions for the practice screen."""

from __future__ import annotations

from chapo_game.i18n import N_
from chapo_game.position import Position
from chapo_game.table import Table


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
    ]
