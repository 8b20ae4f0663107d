"""What holds up a pin a position writes leaning (``PinState.fall``): its head on a ball, its
head against a cushion, or — nearly upright, leaning away from a ball in its footprint — the
ball pressing it (art. 5.2). Pure geometry on a position's figures, so that the engine starting
a shot and practice's editor moving things about read a lean the same way (docs/PHYSICS.md,
"A position keeps the lean")."""

from __future__ import annotations

import math
from collections.abc import Mapping

from ..table import Table, Vec
from .geom import lying_contact, point_segment
from .params import DEFAULT_PARAMS, PhysicsParams

#: How near what holds it up (m) a pin written leaning must be to lean on it there (a
#: position's figures are rounded, to micrometres and a millionth of a degree).
HELD = 1e-4


def held_by(
    table: Table,
    base: Vec,
    way: Vec,
    fall: float,
    balls: Mapping[str, Vec | None],
    params: PhysicsParams = DEFAULT_PARAMS,
) -> tuple[str, str] | None:
    """What holds up a pin whose base is at ``base``, leaning along the unit vector ``way``,
    ``fall`` degrees from upright: ``("ball", id)`` its head on that ball, ``("cushion", id)``
    its head against that cushion, ``("pressed", id)`` nearly upright, that ball in its
    footprint; ``None``: nothing — it falls on."""
    R, rp, h = table.ball_radius, table.pin_radius, table.pin_height
    top = h * math.sin(math.radians(fall))
    head = (base[0] + top * way[0], base[1] + top * way[1])
    on = {bid: xy for bid, xy in balls.items() if xy is not None}
    reach = lying_contact(R, rp) + HELD
    for bid, (x, y) in on.items():
        towards = (x - base[0]) * way[0] + (y - base[1]) * way[1] > 0.0
        if towards and point_segment(x, y, *base, *head)[0] <= reach:
            return "ball", bid
    for cid, seg in table.cushions.items():
        (ax, ay), (nx, ny) = seg.a, seg.normal
        # the cushion's line, as the engine meets it (at a pocket's mouth its jaw goes on)
        against = (head[0] - ax) * nx + (head[1] - ay) * ny - rp <= HELD
        if way[0] * nx + way[1] * ny < 0.0 and against:
            return "cushion", cid
    upright = math.degrees(math.atan2(params.pin_tip_depth(rp, R), R)) + 0.5
    for bid, (x, y) in on.items():
        dx, dy = base[0] - x, base[1] - y
        if fall <= upright and math.hypot(dx, dy) < R + rp + HELD and dx * way[0] + dy * way[1] > 0:
            return "pressed", bid
    return None
