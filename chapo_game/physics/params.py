"""Physical parameters of the Chapó engine — every figure the physics uses lives here.

No pymunk import: ``chapo table --json`` reads :data:`DEFAULT_PARAMS` without loading the engine.

Sources (see docs/PHYSICS.md for the discussion of each value):

* [Marlow] W. C. Marlow, *The Physics of Pocket Billiards* (1995): cloth sliding friction
  0.15–0.25, rolling resistance 0.005–0.015, ball–ball restitution 0.92–0.98.
* [Alciatore] D. G. Alciatore, *Technical Proofs* TP A.4–A.6, TP 4.1: sliding-to-rolling at
  5/7 of the speed, cue-tip offset ``b`` gives ``ω = 5 v b / (2 R²)``, natural roll at ``b = 2R/5``.
* [pooltool] E. Kiefl, *pooltool* default ball parameters: ``u_s = 0.2``, ``u_r = 0.01``,
  ``u_sp = (10·2/5/9)·R``, ``e_b = 0.95``, ``e_c = 0.85``, ``f_c = 0.2``, ``g = 9.81``.
* [Mathavan 2010] S. Mathavan, M. R. Jackson, R. M. Parkin, "A theoretical analysis of billiard
  ball dynamics under cushion impacts", Proc. IMechE C 224: ball–cushion sliding friction
  ≈ 0.14, restitution ≈ 0.85–0.98 depending on speed.
* [Han 2005] I. Han, "Dynamics in carom and three cushion billiards", J. Mech. Sci. Tech. 19:
  cushion nose at height 7R/5 (our 56 mm cushion with R = 40 mm is exactly 7R/5).
* Ball mass: phenolic resin (Aramith) density ≈ 1740 kg/m³ (a 57.15 mm pool ball weighs 170 g),
  so a Ø 80 mm ball weighs 4/3·π·0.04³·1740 ≈ 0.466 kg.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

PHENOLIC_DENSITY = 1740.0  # kg/m³ (170 g / 97.7 cm³ of a 57.15 mm pool ball)


def _ball_mass(radius: float = 0.040) -> float:
    return 4.0 / 3.0 * math.pi * radius**3 * PHENOLIC_DENSITY


@dataclass(frozen=True)
class PhysicsParams:
    """Every coefficient of the engine. Frozen: a simulation never changes its parameters."""

    # --- cloth ----------------------------------------------------------------------------
    #: Sliding friction ball–cloth [Marlow 0.15–0.25; pooltool 0.2].
    mu_slide: float = 0.2
    #: Rolling resistance [Marlow 0.005–0.015; pooltool 0.01]: a rolling ball decelerates at
    #: ``mu_roll·g``.
    mu_roll: float = 0.01
    #: Spin (pivot) friction: side spin decays at ``5·mu_spin·g/(2R)`` rad/s² [pooltool
    #: ``u_sp = (10·2/5/9)·R`` = 0.0178 for R = 40 mm].
    mu_spin: float = 0.0178
    g: float = 9.81
    # --- ball -----------------------------------------------------------------------------
    ball_mass: float = round(_ball_mass(), 4)
    #: Ball–ball normal restitution [Marlow 0.92–0.98; pooltool 0.95]. Ball–ball friction is
    #: neglected (pooltool's 0.05 changes throw by about 1-2 degrees): spin is unchanged by a hit.
    e_ball: float = 0.95
    # --- cushion --------------------------------------------------------------------------
    #: Ball–cushion normal restitution [pooltool 0.85; Mathavan 2010].
    e_cushion: float = 0.85
    #: Ball–cushion friction at the nose. Calibrated, below the measured 0.14 [Mathavan 2010]
    #: and pooltool's 0.2: our 2-D impulse model applies all of it at once at the nose, where a
    #: rolling ball slips at 1.4·v_t; 0.08 makes a rolling ball without side leave at its
    #: incoming angle (45° → 45°, 30° → 27°, 60° → 62°) as play shows, and still lets side spin
    #: widen or narrow the rebound.
    mu_cushion: float = 0.08
    #: Height of the cushion's contact point above the ball centre, in ball radii [Han 2005:
    #: nose at 7R/5 above the cloth, i.e. 0.4 R above the centre].
    cushion_nose: float = 0.4
    #: A cushion impact with a normal speed above this throws the ball off the table (GUIDE
    #: reading 11). 8.5 m/s: a 10 m/s straight shot reaches the far short cushion at about
    #: 9.5 m/s and leaves; ordinary 3–5 m/s shots never do.
    off_table_speed: float = 8.5
    # --- pockets --------------------------------------------------------------------------
    #: Restitution of a ball rebounding out of a full pocket (art. 13).
    e_pocket_reject: float = 0.3
    # --- pins -----------------------------------------------------------------------------
    #: Pin mass: a Ø 12 mm × 45 mm cylindro-conical pin of the same resin ≈ 6 g.
    pin_mass: float = 0.006
    #: Ball–pin and pin–pin restitution (a light, tall pin takes the hit high and wobbles:
    #: much energy goes into rotation; 0.5 is our estimate).
    e_pin: float = 0.5
    #: A standing pin falls when the normal approach speed of the ball (or pin) that hits it
    #: is at least this. Estimate: tipping a 6 g pin over its 6 mm base edge needs its centre
    #: of mass (≈18 mm high) raised ≈1 mm, i.e. a kick of ≈0.1 m/s at the contact height.
    pin_knock_speed: float = 0.12
    #: Friction of a standing pin sliding on its base after a soft touch.
    mu_pin_stand: float = 0.3
    #: Friction of a knocked pin sliding while it falls and lies on the cloth.
    mu_pin_down: float = 0.5
    #: Time a knocked pin takes to fall flat. Its top sweeps out to one pin height (45 mm) in
    #: the direction it was hit: reach = h·sin(θ), θ = 90°·(t/T)² (gravity accelerates the fall).
    pin_fall_time: float = 0.15
    #: Restitution of a lying or sliding pin stopped by a cushion.
    e_pin_cushion: float = 0.2
    # --- integration ----------------------------------------------------------------------
    #: No body moves more than this fraction of (ball radius + pin radius) in one step.
    step_fraction: float = 0.5
    #: Longest step when everything moving is slow (s).
    max_dt: float = 0.05
    #: Hard cap on a shot's simulated time (s); the log then ends with an honest ``rest``.
    max_time: float = 60.0

    def spin_decel(self, radius: float) -> float:
        """Angular deceleration of side spin on the cloth (rad/s²)."""
        return 5.0 * self.mu_spin * self.g / (2.0 * radius)

    def to_json(self) -> dict[str, Any]:
        """Every parameter (SI units), for ``chapo table --json`` under ``"physics"``."""
        out: dict[str, Any] = asdict(self)
        out["units"] = "SI: kg, m, s, m/s; friction coefficients dimensionless"
        return out


DEFAULT_PARAMS = PhysicsParams()
