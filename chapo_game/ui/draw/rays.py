"""Where a straight line from a ball first meets a ball, a standing pin or a cushion: the
aiming guide's line until the simulation of the shot lands, the object ball's line without
one, the replay's aim and the tutorial's check of an aim."""

from __future__ import annotations

import math
from collections.abc import Mapping

from chapo_game.rules.geometry import CONTACT_GAP
from chapo_game.table import Table

from .geometry import Vec


def ray_circle(
    start: Vec, d: Vec, centre: Vec, reach: float, met_inside: float | None = None
) -> float | None:
    """Distance along unit ``d`` from ``start`` until a point comes within ``reach`` of
    ``centre`` (None if it never does or only behind the start). ``met_inside``: a start
    within ``reach`` plus that much going towards the centre meets it at once — two balls
    touching as the referee counts it (the guide's line ran through the ball, or missed it
    where the referee called a push); the cue's drawn length, which starts from beside the
    ball, keeps the plain answer (it vanished by a touching ball)."""
    fx, fy = start[0] - centre[0], start[1] - centre[1]
    b = fx * d[0] + fy * d[1]
    c = fx * fx + fy * fy - reach * reach
    if met_inside is not None and (near := math.hypot(fx, fy)) <= reach + met_inside:
        return 0.0 if b < -1e-9 * near else None  # touching: into it or not, as the push reads
    disc = b * b - c
    if disc < 0:
        return None
    dist = -b - math.sqrt(disc)
    return dist if dist >= 0 else None


def first_hit(
    t: Table,
    ball: str,
    balls: Mapping[str, Vec | None],
    start: Vec,
    d: Vec,
    pins: Mapping[str, Vec] | None = None,
) -> tuple[float, str | None, str | None]:
    """Distance along unit direction ``d`` until the ball meets another ball (centre distance
    2R), a standing pin (R + pin radius) or a cushion (centre at R from it); and which ball or
    which pin it meets first, if any (both ``None`` for a cushion)."""
    r = t.ball_radius
    best = math.inf
    best_ball: str | None = None
    best_pin: str | None = None
    for oid, o in balls.items():
        if oid == ball or o is None:
            continue
        dist = ray_circle(start, d, o, 2 * r, met_inside=CONTACT_GAP)
        if dist is not None and dist < best:
            best, best_ball = dist, oid
    for pid, p in (pins or {}).items():
        dist = ray_circle(start, d, p, r + t.pin_radius)
        if dist is not None and dist < best:
            best, best_ball, best_pin = dist, None, pid
    for axis, lo, hi in ((0, r, t.width - r), (1, r, t.length - r)):
        if d[axis] > 1e-12:
            dist = (hi - start[axis]) / d[axis]
        elif d[axis] < -1e-12:
            dist = (lo - start[axis]) / d[axis]
        else:
            continue
        if 0 <= dist < best:
            best, best_ball, best_pin = dist, None, None
    if best is math.inf:
        best = 0.0
    return best, best_ball, best_pin
