"""How far balls run into pins that are down, frame by frame (``chapo physics --pin-shots N``).

Why: a pin down on the cloth is met at its axis, 6 mm up; a ball whose centre comes nearer
that axis than ``√((R+r)² − (R−r)²)`` (31 mm) is drawn running into the pin or over it. The
figure is read off the 60 Hz frames the window plays, as a player sees them, on shots into the
cross from the head of the table: random places, speeds 1–8 m/s, aims within 3° of the rey,
spin within 0.4 of the tip — where knocked pins lie in the balls' way.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..errors import InputError
from ..position import Position
from ..shot import Shot
from ..table import Table
from .engine import Simulator
from .geom import lying_contact, point_segment
from .params import DEFAULT_PARAMS, PhysicsParams
from .results import Frame


def deepest(frames: list[Frame], table: Table) -> float:
    """How far (m) any ball's centre came inside a down pin's reach at any frame (0: never)."""
    d, h = lying_contact(table.ball_radius, table.pin_radius), table.pin_height
    worst = 0.0
    for f in frames:
        for p in f.pins.values():
            if p.standing or p.pocket is not None or p.fall <= 0.0:
                continue
            axis = p.axis(h)
            for b in f.balls.values():
                if b is not None:
                    worst = max(worst, d - point_segment(*b.xy, *axis)[0])
    return worst


def audit(
    table: Table, shots: int, seed: int = 7, params: PhysicsParams = DEFAULT_PARAMS
) -> dict[str, Any]:
    """``shots`` shots into the cross (see the module doc): in how many a ball ran more than
    1 mm and more than 10 mm into a pin that was down, and the deepest (mm)."""
    if shots < 1:
        raise InputError("--pin-shots", f"must be at least 1, got {shots}")
    rng = random.Random(seed)
    sim = Simulator(table, params)
    cx, cy = table.spots["center"]
    depths: list[float] = []
    while len(depths) < shots:
        one = (rng.uniform(0.2, table.width - 0.2), rng.uniform(0.3, 1.0))
        two = (rng.uniform(0.15, table.width - 0.15), rng.uniform(1.6, table.length - 0.2))
        aim = math.degrees(math.atan2(cy - one[1], cx - one[0])) + rng.uniform(-3.0, 3.0)
        shot = Shot.make(
            "1", aim, rng.uniform(1.0, 8.0), rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4)
        )
        pos = Position.initial(table, {"1": one, "2": two})
        if math.dist(two, pos.balls["mingo"]) < 2 * table.ball_radius:
            continue  # ball 2 drawn on the mingo: drawn again
        frames = sim.simulate(pos, shot, frames=True).frames or []
        depths.append(deepest(frames, table))
    return {
        "shots": shots,
        "seed": seed,
        "over_1mm": sum(x > 0.001 for x in depths),
        "over_10mm": sum(x > 0.010 for x in depths),
        "deepest_mm": round(max(depths) * 1000, 1),
    }
