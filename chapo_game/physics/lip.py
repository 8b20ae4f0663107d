"""A ball over a pocket's hole: its fall, and whether it climbs back out over the far edge.

Why: a ball whose centre only clips the hole's edge at speed has no time to fall (at 8 m/s a
10 mm chord lasts 1.25 ms, ½ g t² ≈ 8 µm) and stays on the table; dropping it the instant its
centre passed the edge, at any speed, sank balls that glance a pocket's lip.

The model, in closed form (docs/PHYSICS.md, "Pockets"):

* From the instant its centre passes the hole's edge the ball is unsupported: it goes on along
  the straight chord across the hole at its velocity (no cloth) while it falls,
  ``d(s) = ½ g s²``, ``s`` the time since it left the cloth.
* The chord leaves the hole at ``E``. The edge there runs along the rim's tangent, its outward
  normal ``n̂``; the centre closes on that edge at ``v_s = v·n̂`` and is ``X(τ) = v_s (τ_E − τ)``
  from it. A ball sunk by ``d`` meets an edge at cloth level when ``X = √(2Rd − d²)``:
  ``X`` falls and the root grows while ``d < R``, so the meeting is the one root of a monotone
  function, found by bisection (a fixed number of halvings: deterministic).
* At the edge, an inelastic impact about it (no slip), the angular momentum about the edge kept.
  With ``r = (−X, R − d)`` from the edge to the centre (forward, up), the centre's velocity
  ``(v_s, −g s)`` and ``ω_f`` the spin about the edge's axis in the forward-roll sense:
  ``L/m = (R − d) v_s − X g s + (2/5) R² ω_f``, the pivot rate ``Ω = L / ((7/5) m R²)``.
  It climbs out iff ``Ω > 0`` and ``(7/10) R² Ω² ≥ g d``, and leaves the edge rolling at
  ``v' = √(R² Ω² − (10/7) g d)`` across the edge. A rolling ball meeting a step of height ``h``
  (no fall: ``s = 0``, ``d = h``) pivots at ``R Ω = v (1 − 5h/(7R))``, the classic result.

Pure functions on plain numbers: the engine (:mod:`.contacts`) calls them; the tests check them
against the closed forms.
"""

from __future__ import annotations

import math
from typing import NamedTuple

#: Halvings of the bracket for the meeting with the far edge: 2⁻⁶⁰ of a flight of at most
#: 90 ms is far below a femtosecond.
_HALVINGS = 60


class Lip(NamedTuple):
    """Where a ball's straight chord over a hole meets the far edge, and what it does there."""

    #: time from now to the meeting (s)
    tau: float
    #: the outward normal of the edge (the rim's, at the chord's exit)
    nx: float
    ny: float
    #: where the chord leaves the hole, and when (s from now)
    ex: float
    ey: float
    tau_exit: float
    #: the speed across the edge after climbing (m/s); only meaningful when ``climbs``
    v_out: float
    climbs: bool


def chord_exit(
    px: float, py: float, vx: float, vy: float, cx: float, cy: float, radius: float
) -> float | None:
    """When a centre at ``p`` moving at ``v`` in a straight line leaves the circle of ``radius``
    about ``c`` (the larger root of ``|p + vτ − c| = radius``), or ``None`` if it does not
    move."""
    a = vx * vx + vy * vy
    if a <= 0.0:
        return None
    ox, oy = px - cx, py - cy
    b = ox * vx + oy * vy
    c = ox * ox + oy * oy - radius * radius
    disc = b * b - a * c
    if disc < 0.0:  # the centre is outside and passes by (rounding at the rim): it is leaving
        disc = 0.0
    return max(0.0, (-b + math.sqrt(disc)) / a)


def pivot_rate(v_s: float, w_fwd: float, x: float, d: float, s: float, R: float, g: float) -> float:
    """The rate ``Ω`` (rad/s, forward) at which a ball turns about an edge it meets: centre
    ``x`` behind the edge and ``R − d`` above it, moving at ``v_s`` towards it and falling at
    ``g s``, spinning at ``w_fwd`` about the edge's axis (forward roll positive). The impact
    keeps the angular momentum about the edge:
    ``L/m = (R − d) v_s − x g s + (2/5) R² ω``, ``Ω = L / ((7/5) m R²)``."""
    return ((R - d) * v_s - x * g * s + 0.4 * R * R * w_fwd) / (1.4 * R * R)


def climb_speed(omega: float, d: float, R: float, g: float) -> float | None:
    """The speed across the edge of a ball pivoting at ``omega`` about it, sunk ``d`` below
    the cloth, once it has climbed it: its centre rises ``d`` to stand over the edge
    (``(7/10) R² Ω'² = (7/10) R² Ω² − g d``) and it rolls on at ``R Ω'``. ``None`` if it cannot
    climb (``Ω ≤ 0``, too little energy, or sunk a radius)."""
    if omega <= 0.0 or d >= R:
        return None
    left = R * R * omega * omega - (10.0 / 7.0) * g * d
    if left < 0.0:
        return None
    return math.sqrt(left)


def far_edge(
    px: float,
    py: float,
    vx: float,
    vy: float,
    wx: float,
    wy: float,
    cx: float,
    cy: float,
    radius: float,
    s0: float,
    R: float,
    g: float,
    over_slate,
) -> Lip | None:
    """The far-edge meeting of a ball over a hole of ``radius`` about ``c``, its centre at ``p``
    moving at ``v`` with spin ``(wx, wy)``, having fallen for ``s0`` seconds. ``over_slate(x,
    y)`` says whether the rim point where the chord leaves the hole is over the playing
    surface (else it is under the cushion or the rail, the pocket's back, and the ball drops).
    ``None``: it drops (a still ball, a chord leaving at the back, sunk a radius before it meets
    the edge)."""
    tau_e = chord_exit(px, py, vx, vy, cx, cy, radius)
    if tau_e is None:
        return None
    ex, ey = px + vx * tau_e, py + vy * tau_e
    if not over_slate(ex, ey):
        return None
    nx, ny = (ex - cx) / radius, (ey - cy) / radius
    v_s = vx * nx + vy * ny
    if v_s <= 0.0:
        return None
    s_sunk = math.sqrt(2.0 * R / g)  # d = R: the centre at the edge's level, past climbing
    if s0 >= s_sunk:
        return None
    hi = tau_e if s0 + tau_e < s_sunk else s_sunk - s0

    def gap(tau: float) -> float:
        s = s0 + tau
        d = 0.5 * g * s * s
        return v_s * (tau_e - tau) - math.sqrt(max(0.0, 2.0 * R * d - d * d))

    if gap(0.0) <= 0.0:
        tau = 0.0
    else:
        if gap(hi) > 0.0:  # sunk a radius while still short of the edge
            return None
        lo = 0.0
        for _ in range(_HALVINGS):
            mid = 0.5 * (lo + hi)
            if gap(mid) > 0.0:
                lo = mid
            else:
                hi = mid
        tau = hi
    s = s0 + tau
    d = 0.5 * g * s * s
    x = v_s * (tau_e - tau)
    w_fwd = -wx * ny + wy * nx  # ω · (ẑ × n̂): a ball rolling along n̂ has ω_f = v/R
    omega = pivot_rate(v_s, w_fwd, x, d, s, R, g)
    v_out = climb_speed(omega, d, R, g)
    return Lip(tau, nx, ny, ex, ey, tau_e, v_out or 0.0, v_out is not None)
