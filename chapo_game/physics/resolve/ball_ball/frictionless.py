"""Two equal balls, frictionless: the textbook exchange (Marlow ch. 3; Alciatore TP A.5).

The velocity components along the line of centres ``n`` exchange with restitution ``e``:
``j = ½ (1 + e) vₙ``; tangential velocities and every spin are unchanged, so there is no
throw. Kept as the reference the frictional model reduces to when its friction is zero.
"""

from __future__ import annotations

from ...ball import BallState
from ...params import PhysicsParams


def solve(a: BallState, b: BallState, nx: float, ny: float, radius: float, p: PhysicsParams):
    vn = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny
    if vn <= 0.0:
        return 0.0
    j = 0.5 * (1.0 + p.e_ball) * vn
    a.vx -= j * nx
    a.vy -= j * ny
    b.vx += j * nx
    b.vy += j * ny
    return vn
