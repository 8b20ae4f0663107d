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
    ``a = R √(1 − nose²)``. The normal impulse ``J = m (1+e) vₙ`` is horizontal, so it also
    turns the spin about the tangent: ``Δω = (5c / 2R²)(J/m)(ẑ × n)`` — at 7R/5 that keeps a
    rolling ball rolling (straight back at ``e·v`` with no curl), as Han's choice of nose
    height intends. Friction at the nose opposes the slip along the tangent ``t = ẑ × n``,
    ``u_t = v_t − a ωz − c ωₙ``, with Coulomb's limit ``μ J`` and at most enough to stop the
    slip (effective mass ``2/7 m``): side spin (``ωz``) thus changes the rebound angle, and the
    impact itself gives the ball some running side.

    Returns the normal impact speed ``vₙ`` (0 if the ball was not moving into the cushion).
    """
    vn = -(s.vx * nx + s.vy * ny)
    if vn <= 0.0:
        return 0.0
    c = nose * radius
    a = radius * math.sqrt(max(0.0, 1.0 - nose * nose))
    inv_i = 2.5 / (radius * radius)  # m / I
    jn = (1.0 + e) * vn  # per unit mass
    tx, ty = -ny, nx  # t = ẑ × n
    # normal impulse, applied at the nose height
    s.vx += jn * nx
    s.vy += jn * ny
    dw = c * jn * inv_i
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
