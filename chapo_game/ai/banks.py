"""Bank (bricole) aims measured on the simulator instead of mirrored.

A mirror image in the rail line assumes the ball leaves a cushion at the angle it came in. On
this table it does not: a rolling ball leaves wider (30° in → 36° out), a fast, still-sliding
one narrower, and side spin spreads the rebound by up to 35° (docs/PHYSICS.md). So a bank aim is
*found*: start from the mirror aim, play the cue ball alone on the simulator (no other ball, no
pin: only its own path matters), measure by how much its path after the last cushion misses the
target ball's centre, and correct the angle by the secant method. Two or three lone-ball
simulations (about a third of the cost of a real trial each) put the path within a few
millimetres of the target at the speed and spin actually played.

Pure and deterministic: the same request gives the same angle in any process.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ..physics.params import PhysicsParams
from ..position import Position
from ..shot import Shot
from ..table import Table, Vec, get_table
from .meter import counted

#: Secant iterations after the first two probes.
ITERATIONS = 1
#: Angle step of the second probe (degrees).
PROBE_STEP = 0.6
#: A path passing within this of the target's centre counts as found (m): a full hit within a
#: twentieth of a ball.
TOLERANCE = 0.004
#: Chords that follow the sliding (curved) part of the path after the last cushion.
SLIDE_CHORDS = 24


def _lone(profile: str, params: PhysicsParams):
    from .referee import simulator_for

    return simulator_for(profile, params)


def signed_miss(
    profile: str,
    params: PhysicsParams,
    cue: Vec,
    target: Vec,
    angle: float,
    speed: float,
    side: float,
    vertical: float,
    cue_kind: str,
    cushions: int,
) -> float | None:
    """Signed distance (m) by which the cue ball, played alone, passes the target's centre after
    meeting ``cushions`` cushions: positive when the target lies to the left of its path. None
    when it never meets that many cushions or stops far from it."""
    table = get_table(profile)
    sim = _lone(profile, params)
    shot = Shot.make("1", angle, speed, side, vertical, cue_kind)
    res = sim.simulate(Position(balls={"1": cue}, pins={}), shot, trace=True)
    states = [s for s in (res.trace or []) if s["ball"] == "1" and s["type"] == "ball_cushion"]
    if len(states) < cushions:
        return None
    miss = path_miss(table, params, states[cushions - 1], target)
    if miss is None or abs(miss) > 6 * table.ball_radius:
        return None  # nowhere near: the wrong rail, or it stops short
    return miss


def path_miss(table: Table, p: PhysicsParams, s0: dict[str, float], target: Vec) -> float | None:
    """Signed closest approach of a free ball's path to ``target``, from state ``s0`` until it
    stops or reaches a rail line. The path is the ball model's: a parabola while the ball
    slides (friction opposes a slip of constant direction), then a straight roll; the sliding
    part is followed on a few dozen chords, the roll in one."""
    r = table.ball_radius
    a_s, a_r = p.mu_slide * p.g, p.mu_roll * p.g
    x, y, vx, vy = s0["x"], s0["y"], s0["vx"], s0["vy"]
    ux, uy = vx - r * s0["wy"], vy + r * s0["wx"]
    u = math.hypot(ux, uy)
    points = [(x, y)]
    if u > 1e-9:
        ex, ey = ux / u, uy / u
        ts = u / (3.5 * a_s)
        for k in range(1, SLIDE_CHORDS + 1):
            t = ts * k / SLIDE_CHORDS
            points.append(
                (x + vx * t - 0.5 * a_s * t * t * ex, y + vy * t - 0.5 * a_s * t * t * ey)
            )
        vx, vy = vx - a_s * ts * ex, vy - a_s * ts * ey
    v = math.hypot(vx, vy)
    if v > 1e-9:
        run = v * v / (2.0 * a_r)
        lx, ly = points[-1]
        points.append((lx + vx / v * run, ly + vy / v * run))
    best: tuple[float, float] | None = None
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        bx, by, inside = _clip(table, (ax, ay), (bx, by))
        dx, dy = bx - ax, by - ay
        n2 = dx * dx + dy * dy
        if n2 < 1e-18:
            continue
        t = max(0.0, min(1.0, ((target[0] - ax) * dx + (target[1] - ay) * dy) / n2))
        cx, cy = ax + t * dx, ay + t * dy
        d = math.hypot(target[0] - cx, target[1] - cy)
        if best is None or d < best[0]:
            cross = dx * (target[1] - cy) - dy * (target[0] - cx)
            best = (d, math.copysign(d, cross))
        if not inside:
            break
    return None if best is None else best[1]


def _clip(table: Table, a: Vec, b: Vec) -> tuple[float, float, bool]:
    """``b``, or where the chord ``a → b`` first meets a rail line (and False) if it does."""
    r = table.ball_radius
    lo_x, hi_x, lo_y, hi_y = r, table.width - r, r, table.length - r
    t = 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx > 1e-12 and b[0] > hi_x:
        t = min(t, (hi_x - a[0]) / dx)
    if dx < -1e-12 and b[0] < lo_x:
        t = min(t, (lo_x - a[0]) / dx)
    if dy > 1e-12 and b[1] > hi_y:
        t = min(t, (hi_y - a[1]) / dy)
    if dy < -1e-12 and b[1] < lo_y:
        t = min(t, (lo_y - a[1]) / dy)
    t = max(t, 0.0)
    return a[0] + t * dx, a[1] + t * dy, t >= 1.0


@lru_cache(maxsize=4096)
def measured(
    profile: str,
    params: PhysicsParams,
    cue: Vec,
    target: Vec,
    angle: float,
    speed: float,
    side: float = 0.0,
    vertical: float = 0.0,
    cue_kind: str = "taco",
    cushions: int = 1,
) -> tuple[float | None, int, int]:
    """The aim angle in degrees whose bank off ``cushions`` cushions meets ``target`` full, at
    this speed and spin, starting from the mirror aim ``angle`` (None when no nearby angle
    does), the lone-ball simulations that took and the events they logged (:mod:`.meter`).
    Cached: the counts are the same whether the answer was measured now or remembered, so the
    effort reported never depends on which process did the work before."""
    args = (profile, params, cue, target)
    rest = (speed, side, vertical, cue_kind, cushions)
    sims = 0

    def miss(a: float) -> float | None:
        nonlocal sims
        sims += 1
        return signed_miss(*args, a, *rest)

    angle_found, events = counted(_secant, angle, miss, get_table(profile).ball_radius)
    return angle_found, sims, events


def calibrate(*args: Any, **kwargs: Any) -> float | None:
    """The measured bank aim alone: :func:`measured`'s angle, with its arguments."""
    return measured(*args, **kwargs)[0]


def _secant(angle: float, miss: Callable[[float], float | None], radius: float) -> float | None:
    """Solve ``miss(a) = 0`` near ``angle`` by the secant method (see the module doc)."""
    a0 = angle
    m0 = miss(a0)
    if m0 is None:
        return None
    if abs(m0) <= TOLERANCE:
        return a0 % 360.0
    a1 = a0 + PROBE_STEP
    m1 = miss(a1)
    if m1 is None:
        a1 = a0 - PROBE_STEP
        m1 = miss(a1)
        if m1 is None:
            return None
    for _ in range(ITERATIONS):
        if abs(m1) <= TOLERANCE:
            break
        if abs(m1 - m0) < 1e-9:
            break
        a2 = a1 - m1 * (a1 - a0) / (m1 - m0)
        if abs(a2 - angle) > 12.0:  # left the neighbourhood of the mirror aim: another route
            return None
        m2 = miss(a2)
        if m2 is None:
            break
        a0, m0, a1, m1 = a1, m1, a2, m2
    if abs(m1) > radius:
        return None
    if abs(m1) > TOLERANCE and abs(m1 - m0) > 1e-9:
        # one more secant step, not played: it converges fast, and a trial plays it anyway
        a2 = a1 - m1 * (a1 - a0) / (m1 - m0)
        if abs(a2 - a1) < 1.0:
            a1 = a2
    return a1 % 360.0
