"""Whether the final positions shots leave could be on a real table (``chapo physics
--final-shots N``).

Why: the engine's pins are 2-D bodies met by closed forms; what its events miss shows in the
position a shot leaves — a ball inside a pin that is down, a pin lying past a cushion's nose,
two lying pins through each other. The checks read the position as the game keeps it (a pin's
``fall`` included), on shots from random positions with pins standing and down near balls and
cushions, every speed and spin (seeded: the same figures every run).
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection
from typing import Any

from ..errors import InputError
from ..position import PinState, Position, position_problems
from ..shot import MAX_TIP_OFFSET, Shot
from ..table import BALL_IDS, PIN_IDS, Table, Vec, normal_spot_of
from .engine import Simulator
from .geom import lying_contact, point_segment, segs_dist
from .params import DEFAULT_PARAMS, PhysicsParams

#: Deeper than this (m) is a defect: far below what a frame shows, far above rounding.
DEPTH = 1e-3


def defects(
    pos: Position, table: Table, across: Collection[tuple[str, str]] = ()
) -> dict[str, float]:
    """The deepest of each kind of defect in ``pos`` (m; absent: none deeper than
    :data:`DEPTH`): ``ball_in_pin``, ``pin_past_cushion``, ``pins_crossed`` (two lying pins
    through each other — not the pairs ``across``, which the shot left one lying across the
    other)."""
    out: dict[str, float] = {}
    lying = {k: p for k, p in pos.pins.items() if not p.standing and p.pocket is None}
    reach = lying_contact(table.ball_radius, table.pin_radius)

    def note(kind: str, depth: float) -> None:
        if depth > DEPTH:
            out[kind] = max(out.get(kind, 0.0), depth)

    for p in lying.values():
        x0, y0, x1, y1 = p.axis(table.pin_height)
        for xy in pos.on_table().values():
            note("ball_in_pin", reach - point_segment(*xy, x0, y0, x1, y1)[0])
        for seg in table.cushions.values():
            (ax, ay), (nx, ny) = seg.a, seg.normal
            for px, py in ((x0, y0), (x1, y1)):
                note("pin_past_cushion", table.pin_radius - ((px - ax) * nx + (py - ay) * ny))
    ids = sorted(lying)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if (a, b) in across:
                continue
            h = table.pin_height
            gap = segs_dist(*lying[a].axis(h), *lying[b].axis(h))
            note("pins_crossed", 2.0 * table.pin_radius - gap)
    return out


def _free(rng: random.Random, table: Table, taken: list[Vec], r: float) -> Vec | None:
    """A point at least ``r`` inside the cushions and ``2r`` (ball) from each of ``taken``."""
    for _ in range(50):
        xy = (rng.uniform(r, table.width - r), rng.uniform(r, table.length - r))
        if all(math.dist(xy, t) >= 2.0 * table.ball_radius for t in taken):
            return xy
    return None


def random_position(rng: random.Random, table: Table) -> Position | None:
    """Balls anywhere; each pin on its spot, standing elsewhere, or down in any direction —
    half the time within a pin's height of a cushion or beside a ball. ``None``: the draw
    was not a position the game accepts, or already had a defect."""
    balls: dict[str, Vec | None] = dict.fromkeys(BALL_IDS)
    taken: list[Vec] = []
    for bid in BALL_IDS[: rng.randint(1, 3)]:
        balls[bid] = _free(rng, table, taken, table.ball_radius)
        if balls[bid] is not None:
            taken.append(balls[bid])  # type: ignore[arg-type]
    pins: dict[str, PinState] = {}
    rp, h = table.pin_radius, table.pin_height
    for pid in PIN_IDS:
        kind = rng.random()
        if kind < 0.4:
            pins[pid] = PinState(table.spots[normal_spot_of(pid)], True)
            continue
        if rng.random() < 0.5 and taken:  # beside a ball
            bx, by = rng.choice(taken)
            a = rng.uniform(0.0, 2.0 * math.pi)
            d = table.ball_radius + rp + rng.uniform(0.0, 0.05)
            xy = (bx + d * math.cos(a), by + d * math.sin(a))
        elif rng.random() < 0.5:  # near a cushion
            side = rng.choice(("x0", "x1", "y0", "y1"))
            near = rng.uniform(rp, h + rp)
            x, y = rng.uniform(rp, table.width - rp), rng.uniform(rp, table.length - rp)
            xy = {"x0": (near, y), "x1": (table.width - near, y),
                  "y0": (x, near), "y1": (x, table.length - near)}[side]  # fmt: skip
        else:
            xy = (rng.uniform(rp, table.width - rp), rng.uniform(rp, table.length - rp))
        xy = (min(max(xy[0], rp), table.width - rp), min(max(xy[1], rp), table.length - rp))
        if kind < 0.7:
            pins[pid] = PinState(xy, True)
        else:
            pins[pid] = PinState(xy, False, None, rng.uniform(0.0, 360.0))
    pos = Position(balls, pins)
    if next(position_problems(pos, table), None) is not None or defects(pos, table):
        return None
    return pos


def random_shot(rng: random.Random, pos: Position) -> Shot:
    """Any ball on the table, at a pin or a ball or anywhere, at any speed and spin."""
    on = pos.on_table()
    bid = rng.choice(sorted(on))
    x, y = on[bid]
    marks = [p.xy for p in pos.pins.values()] + [xy for b, xy in on.items() if b != bid]
    if marks and rng.random() < 0.7:
        tx, ty = rng.choice(marks)
        angle = math.degrees(math.atan2(ty - y, tx - x)) + rng.gauss(0.0, 3.0)
    else:
        angle = rng.uniform(0.0, 360.0)
    r = MAX_TIP_OFFSET * math.sqrt(rng.random())
    t = rng.uniform(0.0, 2.0 * math.pi)
    speed = rng.uniform(0.1, 8.0)
    return Shot.make(bid, angle, speed, r * math.cos(t), r * math.sin(t))


def audit(
    table: Table, shots: int, seed: int = 11, params: PhysicsParams = DEFAULT_PARAMS
) -> dict[str, Any]:
    """``shots`` shots from random positions (see the module doc): in how many the final
    position has each kind of defect, and the deepest (mm); and in how many one pin was left
    lying across another (``pins_across``: not a defect, a pin that fell on another)."""
    if shots < 1:
        raise InputError("--final-shots", f"must be at least 1, got {shots}")
    rng = random.Random(seed)
    sim = Simulator(table, params)
    found: dict[str, list[float]] = {"ball_in_pin": [], "pin_past_cushion": [], "pins_crossed": []}
    across = 0
    done = 0
    while done < shots:
        pos = random_position(rng, table)
        if pos is None:
            continue
        result = sim.simulate(pos, random_shot(rng, pos))
        for kind, depth in defects(result.final, table, result.meta["across"]).items():
            found[kind].append(depth)
        across += bool(result.meta["across"])
        done += 1
    return {
        "shots": shots,
        "seed": seed,
        **{k: len(v) for k, v in found.items()},
        "pins_across": across,
        **{f"{k}_deepest_mm": round(max(v, default=0.0) * 1000, 1) for k, v in found.items()},
    }
