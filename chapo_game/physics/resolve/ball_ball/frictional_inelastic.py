"""Two equal balls with friction at the contact: throw (Alciatore TP A.14; pooltool's
``frictional_inelastic`` resolver).

Why: a real object ball does not leave exactly along the line of centres. Friction between the
balls while they touch drags it a degree or several towards the cue ball's path (*cut-induced
throw*) or away from the side spin (*spin-induced throw*), most at slow speeds and on stun
hits, and it takes some of the cue ball's draw or follow with it.

Model, in the contact frame (``n`` from ``a`` to ``b``):

* normal: ``vₙ`` exchanges with restitution ``e`` as in the frictionless model;
* the contact points' relative surface velocity, 3-D (side spin and draw/follow both make the
  surfaces rub): ``u = (v_a + ω_a × R n) − (v_b + ω_b × (−R n))``, its normal part removed;
* friction ``μ(|u|) = a + b·exp(−c |u|)`` (Alciatore's fit to measured throw: a = 9.951e-3,
  b = 0.108, c = 1.088 s/m) acts for the whole impact, impulse ``μ · Δvₙ`` against ``u``,
  ``Δvₙ = e vₙ`` being the normal speed change of either ball... ``(1+e)/2 vₙ`` per ball in
  pooltool's transcription; if that impulse would reverse the slip, the balls *roll* on each
  other instead and the impulse is the one that stops the slip: ``Δv = −u/7`` per ball
  (effective mass ``2/7 m`` per ball, two balls);
* the impulse changes each ball's velocity and spin (``Δω = (5/2R) n × Δv`` and the mirror on
  the other ball); its vertical component is taken by the cloth (the balls stay on it).
"""

from __future__ import annotations

import math

from ...ball import BallState
from ...params import PhysicsParams


def solve(a: BallState, b: BallState, nx: float, ny: float, radius: float, p: PhysicsParams):
    vn = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny
    if vn <= 0.0:
        return 0.0
    e = p.e_ball
    R = radius
    # normal exchange
    j = 0.5 * (1.0 + e) * vn
    dvn = e * vn  # |v2n' - v1n'|: pooltool's D_v_n_magnitude
    # tangent frame: t = ẑ × n (horizontal), ẑ
    tx, ty = -ny, nx

    # surface velocity of a at its contact point (r = R n): v + ω × R n
    # ω × n = (wx, wy, wz) × (nx, ny, 0) = (-wz ny, wz nx, wx ny - wy nx)
    def surface(s: BallState, sign: float) -> tuple[float, float]:
        # components along t and z of v + ω × (sign R n)
        cx = -s.wz * ny * sign * R
        cy = s.wz * nx * sign * R
        cz = (s.wx * ny - s.wy * nx) * sign * R
        return (s.vx + cx) * tx + (s.vy + cy) * ty, cz

    ua_t, ua_z = surface(a, 1.0)
    ub_t, ub_z = surface(b, -1.0)
    ut, uz = ua_t - ub_t, ua_z - ub_z
    u = math.hypot(ut, uz)
    # normal impulse first (velocity only)
    a.vx -= j * nx
    a.vy -= j * ny
    b.vx += j * nx
    b.vy += j * ny
    if u <= 1e-12:
        return vn
    mu = p.throw_a + p.throw_b * math.exp(-p.throw_c * u)
    # sliding impulse on a (per unit mass), against u
    f = mu * dvn
    # each unit of impulse (on a, opposite on b) changes the slip by 7/2 per ball, two balls: 7
    if 7.0 * f >= u:
        f = u / 7.0  # the slip stops: the balls roll on each other (no reversal)
    dt_ = -f * ut / u
    dz_ = -f * uz / u
    # a: Δv = dt_ t (+ dz_ ẑ, taken by the cloth), Δω = (5/2R) (n × Δv)
    # n × t = ẑ;  n × ẑ = (ny, -nx, 0) = -t
    k = 2.5 / R
    a.vx += dt_ * tx
    a.vy += dt_ * ty
    a.wz += k * dt_
    a.wx += -k * dz_ * tx
    a.wy += -k * dz_ * ty
    # b: Δv = −(dt_ t + dz_ ẑ) at r = −R n: Δω = (5/2R)(−n × Δv_b) = (5/2R)(n × (dt_ t + dz_ ẑ))
    b.vx -= dt_ * tx
    b.vy -= dt_ * ty
    b.wz += k * dt_
    b.wx += -k * dz_ * tx
    b.wy += -k * dz_ * ty
    return vn
