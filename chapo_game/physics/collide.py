"""Collision responses, each a small pure function on the bodies' velocities (pooltool-style:
one replaceable model per kind of contact, its equations in its docstring).

All impulses are instantaneous. Vectors are plain floats; ``n`` is always a unit vector.
"""

from __future__ import annotations

import math

from .ball import BallState


def ball_ball(a: BallState, b: BallState, nx: float, ny: float, e: float) -> float:
    """Two equal balls, frictionless: the normal components along the line of centres ``n``
    (from ``a`` to ``b``) exchange with restitution ``e``; tangential velocities and all spins
    are unchanged (Marlow ch. 3; Alciatore TP A.5; ball–ball friction neglected).

    Returns the normal approach speed (0 if the balls were separating: nothing done).
    """
    vn = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny
    if vn <= 0.0:
        return 0.0
    j = 0.5 * (1.0 + e) * vn
    a.vx -= j * nx
    a.vy -= j * ny
    b.vx += j * nx
    b.vy += j * ny
    return vn


def ball_cushion(
    s: BallState,
    nx: float,
    ny: float,
    radius: float,
    e: float,
    mu: float,
    nose: float,
) -> float:
    """A ball meets a cushion whose inward normal is ``n`` (a simplified Han 2005 model).

    The rubber nose touches the ball at height ``nose·R`` above its centre (7R/5 above the
    cloth for our 56 mm cushions), at ``r = −a n + c ẑ`` with ``c = nose·R``,
    ``a = R √(1 − nose²)``. The normal impulse ``J`` is horizontal at that height, so it also
    turns the spin about the tangent ``t = ẑ × n``: ``Δω = c J t / I``. Restitution acts on the
    contact point, whose speed into the cushion is ``u = vₙ − c ω_t``:
    ``J = m (1+e) u / (1 + m c²/I)`` — so a rolling ball comes straight back rolling at ``e·v``
    with no curl (Han's reason for 7R/5), a stun ball comes back with some topspin, and no
    impact ever adds energy. Friction at the nose opposes the tangential slip of the contact
    point, ``u_t = v_t − a ωz − c ωₙ``, with Coulomb's limit ``μ J`` and at most enough to stop
    the slip (effective mass ``2/7 m``): side spin (``ωz``) thus changes the rebound angle, and
    the impact itself gives the ball some running side. A ball carrying draw into the cushion
    (``u < vₙ``) is pushed through its centre instead: ``J = m (1+e) vₙ``, no torque.

    Returns the normal impact speed ``vₙ`` of the centre (0 if the ball was not moving into the
    cushion).
    """
    vn = -(s.vx * nx + s.vy * ny)
    if vn <= 0.0:
        return 0.0
    c = nose * radius
    a = radius * math.sqrt(max(0.0, 1.0 - nose * nose))
    inv_i = 2.5 / (radius * radius)  # m / I
    tx, ty = -ny, nx  # t = ẑ × n
    u_in = vn - c * (s.wx * tx + s.wy * ty)  # contact point's speed into the cushion
    if u_in >= vn:
        jn = (1.0 + e) * u_in / (1.0 + c * c * inv_i)  # per unit mass, at the nose
        lever = c
    else:
        # draw into the cushion: the nose point approaches slower than the centre, and a
        # horizontal push there could let the centre sink into the rubber or gain energy;
        # the impulse then goes through the centre (no torque)
        jn = (1.0 + e) * vn
        lever = 0.0
    # normal impulse, applied at the nose height
    s.vx += jn * nx
    s.vy += jn * ny
    dw = lever * jn * inv_i
    s.wx += dw * tx
    s.wy += dw * ty
    # friction along the tangent
    w_n = s.wx * nx + s.wy * ny
    ut = s.vx * tx + s.vy * ty - a * s.wz - c * w_n
    jt = min(mu * jn, abs(ut) / 3.5)
    if ut > 0.0:
        jt = -jt
    s.vx += jt * tx
    s.vy += jt * ty
    # Δω = (r × t) jt m / I with r × t = −a ẑ − c n
    s.wz -= a * jt * inv_i
    s.wx -= c * jt * inv_i * nx
    s.wy -= c * jt * inv_i * ny
    return vn


def disc_impulse(
    vax: float,
    vay: float,
    ma: float,
    vbx: float,
    vby: float,
    mb: float,
    nx: float,
    ny: float,
    e: float,
) -> tuple[float, float, float, float, float]:
    """Frictionless impact of two discs of masses ``ma``, ``mb`` along ``n`` (from a to b).

    Returns ``(vn, vax', vay', vbx', vby')`` with ``vn`` the normal approach speed (0 and the
    velocities unchanged when they separate).
    """
    vn = (vax - vbx) * nx + (vay - vby) * ny
    if vn <= 0.0:
        return 0.0, vax, vay, vbx, vby
    j = (1.0 + e) * vn / (1.0 / ma + 1.0 / mb)
    return (
        vn,
        vax - j / ma * nx,
        vay - j / ma * ny,
        vbx + j / mb * nx,
        vby + j / mb * ny,
    )


def pocket_rebound(s: BallState, nx: float, ny: float, e: float) -> None:
    """A ball thrown back by a full pocket (art. 13): its velocity into the pocket (along
    ``−n``, ``n`` pointing from the pocket centre to the ball) reverses with restitution ``e``;
    spin unchanged."""
    vn = s.vx * nx + s.vy * ny
    if vn < 0.0:
        s.vx -= (1.0 + e) * vn * nx
        s.vy -= (1.0 + e) * vn * ny
