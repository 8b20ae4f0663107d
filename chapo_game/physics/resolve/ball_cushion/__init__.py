"""Ball–cushion impact: the interface and the cushion frame shared by every model.

A model is a function ``solve(vx, vy, ωx, ωy, ωz, radius, sin_theta, e, ...)`` in the *cushion
frame*: ``y`` points into the cushion, ``x`` along it, ``z`` up (the frame of Mathavan 2010).
:func:`resolve` turns a ball's table-frame state into that frame, calls the model named by
``params.cushion_model`` and turns the result back. Adding a model is one module beside these
two and one line in :data:`MODELS`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...ball import BallState
from ...params import PhysicsParams
from . import han_2005, mathavan_2010

Model = Callable[[float, float, float, float, float, float, PhysicsParams], tuple]


def _mathavan(vx, vy, wx, wy, wz, radius, sin_theta, p: PhysicsParams):
    return mathavan_2010.solve(
        vx, vy, wx, wy, wz, radius, sin_theta, p.e_cushion, p.mu_slide, p.mu_cushion,
        p.mathavan_steps,
    )  # fmt: skip


def _han(vx, vy, wx, wy, wz, radius, sin_theta, p: PhysicsParams):
    return han_2005.solve(vx, vy, wx, wy, wz, radius, sin_theta, p.e_cushion, p.mu_cushion)


#: The cushion models by name (``PhysicsParams.cushion_model``).
MODELS: dict[str, Callable[..., tuple]] = {"mathavan_2010": _mathavan, "han_2005": _han}


def resolve(s: BallState, nx: float, ny: float, radius: float, p: PhysicsParams) -> float:
    """Apply the impact of a ball on a cushion whose inward normal (into the playing surface)
    is ``n``, in place. Returns the normal impact speed (0 when the ball is not moving into the
    cushion: nothing done)."""
    # cushion frame: ŷ = −n (into the cushion), x̂ = (−n_y, n_x), ẑ up (right-handed)
    vn = -(s.vx * nx + s.vy * ny)
    if vn <= 0.0:
        return 0.0
    ex, ey = -ny, nx
    vx = s.vx * ex + s.vy * ey
    wx = s.wx * ex + s.wy * ey
    wy = -(s.wx * nx + s.wy * ny)
    sin_theta = p.cushion_nose  # nose height above the ball's centre, in radii
    vx, vy, wx, wy, wz = MODELS[p.cushion_model](vx, vn, wx, wy, s.wz, radius, sin_theta, p)
    s.vx = vx * ex - vy * nx
    s.vy = vx * ey - vy * ny
    s.wx = wx * ex - wy * nx
    s.wy = wx * ey - wy * ny
    s.wz = wz
    return vn
