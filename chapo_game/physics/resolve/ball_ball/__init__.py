"""Ball–ball impact: the interface shared by every model.

A model is ``solve(a, b, nx, ny, radius, params) -> normal approach speed`` acting in place on
two equal balls' states, ``n`` the unit line of centres from ``a`` to ``b``; it returns 0 and
changes nothing when the balls are not approaching.
"""

from __future__ import annotations

from collections.abc import Callable

from ...ball import BallState
from ...params import PhysicsParams
from . import frictional_inelastic, frictionless

#: The ball–ball models by name (``PhysicsParams.ball_ball_model``).
MODELS: dict[str, Callable[[BallState, BallState, float, float, float, PhysicsParams], float]] = {
    "frictional_inelastic": frictional_inelastic.solve,
    "frictionless": frictionless.solve,
}


def resolve(
    a: BallState, b: BallState, nx: float, ny: float, radius: float, p: PhysicsParams
) -> float:
    """Apply the impact of ``a`` on ``b`` with the model named by ``p.ball_ball_model``."""
    return MODELS[p.ball_ball_model](a, b, nx, ny, radius, p)
