"""Plane geometry for the engine: gap functions of moving points, distances to segments, and
turning an orientation by an angular velocity. Pure functions on plain numbers."""

from __future__ import annotations

import math
from typing import Any

#: Closing speed (m/s) below which bodies in contact are resting against each other, not
#: striking: two balls drifting together by rounding, or rolling side by side with their paths
#: bending into each other by micrometres, would otherwise be struck again every microsecond.
#: What such drift leaves over at the end of a shot (micrometres) the final tidy-up puts right.
DRIFT_SPEED = 1e-6


def point_gap(pa, pb, d2: float):
    """Gap function of two moving points that touch at distance ``√d2``: ``|Δp|² − d2``."""

    drift = 2.0 * math.sqrt(d2) * DRIFT_SPEED  # the same speed, in the squared gap's units

    def gap(tau: float) -> tuple[float, float]:
        ax, ay, avx, avy = pa(tau)
        bx, by, bvx, bvy = pb(tau)
        rx, ry = ax - bx, ay - by
        slope = 2.0 * (rx * (avx - bvx) + ry * (avy - bvy))
        if -drift < slope < 0.0:
            slope = 0.0  # resting against each other, not striking
        return rx * rx + ry * ry - d2, slope

    return gap


def name_of(o: Any) -> str:
    """A body's or cushion's id, for ordering events at the same instant."""
    return o if isinstance(o, str) else o.id


def seg_dist(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
    """Distance from P to segment AB."""
    sx, sy = bx - ax, by - ay
    return _to_segment(px, py, ax, ay, sx, sy, sx * sx + sy * sy)


def _to_segment(
    px: float, py: float, ax: float, ay: float, sx: float, sy: float, ll: float
) -> float:
    """Distance from P to the segment from A along S, ``ll`` being ``|S|²``: a segment's own
    numbers are worked out once for the two points :func:`segs_dist` measures from it."""
    u = 0.0 if ll == 0.0 else ((px - ax) * sx + (py - ay) * sy) / ll
    if not 0.0 < u < 1.0:  # clamped to the segment (the engine's hottest distance: no calls)
        u = 0.0 if u <= 0.0 else 1.0
    return math.hypot(px - ax - u * sx, py - ay - u * sy)


def crossing(
    ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float
) -> tuple[float, float] | None:
    """Where segments AB and CD cross, or ``None`` (parallel ones never do)."""
    return _crossing(ax, ay, bx - ax, by - ay, cx, cy, dx - cx, dy - cy)


def _crossing(
    ax: float, ay: float, rx: float, ry: float, cx: float, cy: float, sx: float, sy: float
) -> tuple[float, float] | None:
    """Where the segments from A along R and from C along S cross, or ``None``."""
    den = rx * sy - ry * sx
    if den != 0.0:
        u = ((cx - ax) * sy - (cy - ay) * sx) / den
        w = ((cx - ax) * ry - (cy - ay) * rx) / den
        if 0.0 <= u <= 1.0 and 0.0 <= w <= 1.0:
            return ax + u * rx, ay + u * ry
    return None


def segs_dist(
    ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float
) -> float:
    """Distance between segments AB and CD (zero when they cross). The hot path of two pins'
    gap: each segment's direction and squared length are worked out once for all five tests."""
    rx, ry, sx, sy = bx - ax, by - ay, dx - cx, dy - cy
    if _crossing(ax, ay, rx, ry, cx, cy, sx, sy) is not None:
        return 0.0
    rr, ss = rx * rx + ry * ry, sx * sx + sy * sy
    return min(
        _to_segment(ax, ay, cx, cy, sx, sy, ss),
        _to_segment(bx, by, cx, cy, sx, sy, ss),
        _to_segment(cx, cy, ax, ay, rx, ry, rr),
        _to_segment(dx, dy, ax, ay, rx, ry, rr),
    )


def _apart_along(a0: float, a1: float, p0: float, p1: float, h: float, m: float) -> bool:
    """Whether, along one axis, the span of a chord from ``a0`` to ``a1`` lies more than ``m``
    from the span a base running from ``p0`` to ``p1`` covers with an axis ``h`` long on it:
    one axis of the boxes :func:`clear_of_sweep` compares before it measures any distance."""
    lo, hi = (p0, p1) if p0 < p1 else (p1, p0)
    lo, hi = (lo + h, hi) if h < 0.0 else (lo, hi + h)
    return (a0 if a0 > a1 else a1) + m < lo or (a0 if a0 < a1 else a1) - m > hi


def clear_of_sweep(
    ax0: float,
    ay0: float,
    ax1: float,
    ay1: float,
    x0: float,
    y0: float,
    x1: float,
    y1: float,
    hx: float,
    hy: float,
    lim: float,
) -> bool:
    """Whether the chord from A0 to A1 stays farther than ``lim`` from the parallelogram that
    an axis ``(hx, hy)`` long sweeps while its base runs from (x0, y0) to (x1, y1) — a lying
    pin sliding, which a ball's path (within ``lim`` of its chord) then cannot meet. The boxes
    round both are compared first: apart by more than ``lim`` (and 2 nm, over any rounding),
    so is every edge, and the four edges' distances (six calls each) are not measured."""
    m = lim + 2e-9
    if _apart_along(ax0, ax1, x0, x1, hx, m) or _apart_along(ay0, ay1, y0, y1, hy, m):
        return True
    return (
        segs_dist(ax0, ay0, ax1, ay1, x0, y0, x0 + hx, y0 + hy) > lim
        and segs_dist(ax0, ay0, ax1, ay1, x1, y1, x1 + hx, y1 + hy) > lim
        and segs_dist(ax0, ay0, ax1, ay1, x0, y0, x1, y1) > lim
        and segs_dist(ax0, ay0, ax1, ay1, x0 + hx, y0 + hy, x1 + hx, y1 + hy) > lim
    )


def segs_closest(
    ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float
) -> tuple[float, float, float, float, float]:
    """Distance between segments AB and CD and their closest points ``(d, px, py, qx, qy)``,
    P on AB and Q on CD (where they cross, both the crossing)."""
    at = crossing(ax, ay, bx, by, cx, cy, dx, dy)
    if at is not None:
        return 0.0, *at, *at
    best = (math.inf, 0.0, 0.0, 0.0, 0.0)
    for px, py, on_cd in ((ax, ay, True), (bx, by, True), (cx, cy, False), (dx, dy, False)):
        if on_cd:
            d, qx, qy = point_segment(px, py, cx, cy, dx, dy)
            found = (d, px, py, qx, qy)
        else:
            d, qx, qy = point_segment(px, py, ax, ay, bx, by)
            found = (d, qx, qy, px, py)
        if d < best[0]:
            best = found
    return best


def point_segment(
    px: float, py: float, ax: float, ay: float, bx: float, by: float
) -> tuple[float, float, float]:
    """Distance from P to segment AB and the closest point of AB."""
    sx, sy = bx - ax, by - ay
    ll = sx * sx + sy * sy
    u = 0.0 if ll == 0.0 else ((px - ax) * sx + (py - ay) * sy) / ll
    if not 0.0 < u < 1.0:  # clamped to the segment, as :func:`seg_dist` does
        u = 0.0 if u <= 0.0 else 1.0
    cx, cy = ax + u * sx, ay + u * sy
    return math.hypot(px - cx, py - cy), cx, cy


def rotate(
    q: tuple[float, float, float, float], wx: float, wy: float, wz: float, dt: float
) -> tuple[float, float, float, float]:
    """Turn orientation ``q`` by the world-frame angular velocity ω over ``dt``."""
    w = math.sqrt(wx * wx + wy * wy + wz * wz)
    if w == 0.0:
        return q
    half = 0.5 * w * dt
    sn = math.sin(half) / w
    rw, rx, ry, rz = math.cos(half), wx * sn, wy * sn, wz * sn
    qw, qx, qy, qz = q
    nw = rw * qw - rx * qx - ry * qy - rz * qz
    nx = rw * qx + rx * qw + ry * qz - rz * qy
    ny = rw * qy - rx * qz + ry * qw + rz * qx
    nz = rw * qz + rx * qy - ry * qx + rz * qw
    n = math.sqrt(nw * nw + nx * nx + ny * ny + nz * nz)
    return (nw / n, nx / n, ny / n, nz / n)


def lying_contact(ball_radius: float, pin_radius: float) -> float:
    """The centre distance, in the plane, at which a ball meets a lying pin's axis: the pin is
    met low, at its axis a pin radius above the cloth, ``√((R+r)² − (R−r)²)``."""
    return math.sqrt((ball_radius + pin_radius) ** 2 - (ball_radius - pin_radius) ** 2)
