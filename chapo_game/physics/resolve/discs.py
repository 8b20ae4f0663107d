"""Pins: frictionless impacts of discs of unequal mass, and the full pocket's rebound.

A pin is 6 g against the ball's 466 g, so a ball barely notices a pin; what matters is where
the pin goes (and whether it falls: the engine decides that from the approach speed, see
docs/PHYSICS.md). A lying pin is met low, at its axis 6 mm above the cloth: the 3-D contact
normal points down into the cloth, which takes the vertical part; the horizontal exchange is
then the same as for two discs (the cosines cancel), so lying pins use this function too.
"""

from __future__ import annotations

from ..ball import BallState


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
    """Frictionless impact of two discs of masses ``ma``, ``mb`` along ``n`` (from a to b):
    ``J = (1 + e) vₙ / (1/ma + 1/mb)``.

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
