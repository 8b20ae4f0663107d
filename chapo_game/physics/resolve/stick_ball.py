"""The cue's strike: spin from the tip offset and squirt from the cue's end mass.

* **Spin** (Alciatore TP A.5): a tip offset ``b`` from the centre gives ``ω = 5 v b / (2R²)``
  about the axis perpendicular to the offset. Offsets are in ball radii, so
  ``ω = 2.5 v·offset / R``: vertical → follow (+) or draw (−) about ``ẑ × d``; side →
  ``ωz = +2.5 v·side / R``. Right-hand english (``side > 0``) spins the ball counter-clockwise
  seen from above (``ẑ`` up): the tip drives the ball's right side forward (torque ``b F ẑ``).
  So a ball with right english comes off a cushion met square to the right, and throws an
  object ball to the left [Alciatore TP A.14, A.22]; pooltool's ``cue_strike`` agrees, its
  legacy offset ``a`` counted positive to the *left* (``ωz = −a v / I``). It was
  ``−2.5 v·side / R`` here: right english did on cushions and balls what left english does,
  while its squirt went the right way. The speed given is the ball's speed after the strike.
* **Squirt** (Alciatore TP A.31): with side, the cue pushes the ball off its line, away from the
  side used, by

      α = atan( (5/2) b √(1 − b²) / (1 + m/mₑ + (5/2)(1 − b²)) )

  with ``b`` the side offset in radii, ``m`` the ball's mass and ``mₑ`` the cue tip's
  effective end mass. Our 466 g ball is heavy for a cue, so squirt is small: about 0.5° at
  side 0.3 and 0.75° at side 0.5 with a 6 g end mass.
"""

from __future__ import annotations

import math

from ..ball import BallState


def squirt_angle(side: float, ball_mass: float, end_mass: float) -> float:
    """Squirt in degrees: positive turns the ball's path clockwise (to the right as the shooter
    sees it), which is what left-hand side (``side < 0``) does."""
    if side == 0.0 or end_mass <= 0.0:
        return 0.0
    b = max(-0.99, min(0.99, side))
    a = 1.0 - b * b
    return -math.degrees(math.atan2(2.5 * b * math.sqrt(a), 1.0 + ball_mass / end_mass + 2.5 * a))


def strike(
    x: float,
    y: float,
    angle_deg: float,
    speed: float,
    side: float,
    vertical: float,
    radius: float,
    squirt_deg: float = 0.0,
) -> BallState:
    """The ball just after the cue meets it: spin about the cue's line ``angle_deg``, travel
    turned by ``squirt_deg`` (clockwise positive) off that line."""
    a = math.radians(angle_deg)
    dx, dy = math.cos(a), math.sin(a)
    w_roll = 2.5 * speed * vertical / radius  # about ẑ × d (positive = follow)
    m = math.radians(angle_deg - squirt_deg)
    return BallState(
        x,
        y,
        speed * math.cos(m),
        speed * math.sin(m),
        -dy * w_roll,
        dx * w_roll,
        2.5 * speed * side / radius,
    )
