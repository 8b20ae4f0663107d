"""Physical parameters of the Chapó engine — every figure the physics uses lives here, grouped
in named profiles (:data:`PROFILES`; ``chapo table --json`` prints the one in use under
``"physics"``).

No pymunk import: ``chapo table --json`` reads :data:`DEFAULT_PARAMS` without loading the engine.

Sources (docs/PHYSICS.md discusses each value):

* [Marlow] W. C. Marlow, *The Physics of Pocket Billiards* (1995): cloth sliding friction
  0.15–0.25, rolling resistance 0.005–0.015, ball–ball restitution 0.92–0.98.
* [Alciatore] D. G. Alciatore, *Technical Proofs*: TP A.4 (sliding to rolling at 5/7), TP A.5
  (tip offset ``b`` gives ``ω = 5 v b / 2R²``), TP A.14 (ball–ball friction
  ``μ = a + b e^{−c v}`` fitted to measured throw), TP A.31 (squirt from the cue's end mass).
* [pooltool] E. Kiefl, *pooltool* 0.6 default ball parameters: ``u_s = 0.2``, ``u_r = 0.01``,
  ``u_sp = (10·2/5/9)·R``, ``e_b = 0.95``, ``e_c = 0.85``, ``f_c = 0.2``, ``g = 9.81``.
* [Mathavan 2010] S. Mathavan, M. R. Jackson, R. M. Parkin, Proc. IMechE C 224: the cushion
  model; ball–cushion sliding friction 0.14 and restitution 0.98 measured on snooker.
* [Han 2005] I. Han, J. Mech. Sci. Tech. 19: the nose of a carom cushion at 7R/5 above the cloth
  (our 56 mm cushion with R = 40 mm is exactly that), and the closed-form cushion model.
* Ball and pin masses: phenolic resin (Aramith) density ≈ 1740 kg/m³ (a 57.15 mm pool ball
  weighs 170 g), so a Ø 80 mm ball weighs 4/3·π·0.04³·1740 ≈ 0.466 kg.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from typing import Any

PHENOLIC_DENSITY = 1740.0  # kg/m³ (170 g / 97.7 cm³ of a 57.15 mm pool ball)


def _ball_mass(radius: float = 0.040) -> float:
    return 4.0 / 3.0 * math.pi * radius**3 * PHENOLIC_DENSITY


@dataclass(frozen=True)
class PhysicsParams:
    """Every coefficient of the engine, as one named profile. Frozen: a simulation never changes
    its parameters."""

    #: Name of the profile (``PROFILES``).
    name: str = "chapo"
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
    #: Ball–ball model (``resolve.ball_ball.MODELS``).
    ball_ball_model: str = "frictional_inelastic"
    #: Ball–ball normal restitution [Marlow 0.92–0.98; pooltool 0.95].
    e_ball: float = 0.95
    #: Ball–ball friction ``μ = a + b·exp(−c·u)``, ``u`` the contact points' relative speed
    #: (m/s) [Alciatore TP A.14; pooltool's defaults].
    throw_a: float = 9.951e-3
    throw_b: float = 0.108
    throw_c: float = 1.088
    # --- cue --------------------------------------------------------------------------------
    #: Effective end mass of the cue's tip (kg), for squirt [Alciatore TP A.31: 5–10 g for pool
    #: cues; a carom-style tip assumed at 6 g]: 0.5° of squirt at side 0.3 on our 466 g ball.
    cue_end_mass: float = 0.006
    # --- cushion --------------------------------------------------------------------------
    #: Cushion model (``resolve.ball_cushion.MODELS``).
    cushion_model: str = "mathavan_2010"
    #: Ball–cushion restitution [pooltool ``e_c`` 0.85; Mathavan 2010 measured 0.98 on a
    #: snooker cushion at low speed; 0.85 matches a carom cushion's liveliness].
    e_cushion: float = 0.85
    #: Ball–cushion sliding friction at the nose [pooltool ``f_c`` 0.2; Mathavan 2010 measured
    #: 0.14 on snooker cloth].
    mu_cushion: float = 0.2
    #: Height of the cushion's nose above the ball's centre, in ball radii: ``sin θ`` of the
    #: contact. Han 2005's 7R/5 above the cloth → 0.4 (our 56 mm cushion, 40 mm ball).
    cushion_nose: float = 0.4
    #: Heun steps per phase (compression, restitution) of the Mathavan integration: 10 keeps
    #: the rebound within 0.24° and 0.8 % of a 2000-step solution at every angle and tip
    #: offset up to 0.6 (docs/PHYSICS.md; ``test_mathavan_integration_error_is_what_the_docs_say``).
    mathavan_steps: int = 10
    #: A cushion impact with a normal speed above this throws the ball off the table (GUIDE
    #: reading 11). Chosen so that only the hardest hits leave: a 10 m/s straight shot from the
    #: cabaña reaches the far short cushion at about 9.5 m/s and leaves; 3–5 m/s shots never do.
    off_table_speed: float = 8.5
    # --- pockets --------------------------------------------------------------------------
    #: Restitution of a ball rebounding out of a full pocket (art. 13).
    e_pocket_reject: float = 0.3
    # --- pins -----------------------------------------------------------------------------
    #: Pin mass: a Ø 12 mm × 45 mm cylindro-conical pin of the same resin ≈ 6 g.
    pin_mass: float = 0.006
    #: Height of a pin's centre of mass (m): a turned pin, a little heavier at the base than a
    #: plain cylinder (22.5 mm), estimated at 20 mm.
    pin_com_height: float = 0.020
    #: Ball–pin and pin–pin restitution (a light, tall pin takes the hit high and wobbles:
    #: much energy goes into rotation; 0.5 is our estimate).
    e_pin: float = 0.5
    #: A standing pin falls at once when the normal approach speed of the ball (or pin) that
    #: hits it is at least this: the kick must lift its centre of mass over the base's edge.
    #: Rotating about that edge, ``½ I ω² ≥ m g (√(h_cm² + r²) − h_cm)`` with ``I`` of a
    #: 45 × 12 mm cylinder about the edge, met at the ball's equator (40 mm) with the contact
    #: point kicked at ``(1 + e_pin)`` times the ball's speed, gives 0.14 m/s
    #: (:func:`knock_speed_estimate`).
    pin_knock_speed: float = 0.14
    #: Friction of a standing pin sliding on its base after a low hit (a lying pin sliding into
    #: its base; a ball meets a pin at 40 mm, near its top, and tips it instead).
    mu_pin_stand: float = 0.3
    #: Friction of a knocked pin sliding while it falls and lies on the cloth.
    mu_pin_down: float = 0.5
    #: Time a knocked pin takes to fall flat. Its top sweeps out to one pin height (45 mm) in
    #: the direction it was hit: reach = h·sin(θ), θ = 90°·(t/T)² (gravity accelerates the fall).
    pin_fall_time: float = 0.15
    #: Restitution of a lying or sliding pin stopped by a cushion.
    e_pin_cushion: float = 0.2
    # --- integration ----------------------------------------------------------------------
    #: No body moves more than this in one step (m). It sets the broad phase's reach, not the
    #: accuracy: every event is solved at its exact time, whatever the step.
    step_travel: float = 0.15
    #: Longest step when everything moving is slow (s).
    max_dt: float = 0.5
    #: Hard cap on a shot's simulated time (s); the log then ends with an honest ``rest``.
    max_time: float = 60.0

    def spin_decel(self, radius: float) -> float:
        """Angular deceleration of side spin on the cloth (rad/s²)."""
        return 5.0 * self.mu_spin * self.g / (2.0 * radius)

    def pin_tip_depth(self, pin_radius: float, ball_radius: float) -> float:
        """How far (m) a ball pressing a standing pin may move into it before the pin tips over.

        A ball meets a pin at its own equator, ``R`` above the cloth, near the pin's top; pushed
        there, a pin on a 12 mm base tips rather than slides (tipping needs a force of
        ``m g r/h_c`` ≈ 0.15 m g, sliding ``μ m g`` ≈ 0.3 m g). It leans away about its base's
        far edge and falls once its centre of mass passes over that edge, at a tilt of
        ``atan(r / h_cm)``: the ball has then moved ``R·r/h_cm`` into the pin's footprint."""
        return ball_radius * pin_radius / self.pin_com_height

    def finer(self, factor: float) -> PhysicsParams:
        """The same physics with every step ``factor`` times shorter (step-independence check)."""
        return replace(
            self,
            name=f"{self.name}/step÷{factor:g}",
            step_travel=self.step_travel / factor,
            max_dt=self.max_dt / factor,
        )

    def to_json(self) -> dict[str, Any]:
        """Every parameter (SI units), for ``chapo table --json`` under ``"physics"``."""
        out: dict[str, Any] = asdict(self)
        out["units"] = "SI: kg, m, s, m/s; friction coefficients dimensionless"
        return out


def knock_speed_estimate(
    p: PhysicsParams, pin_radius: float, pin_height: float, contact_height: float
) -> float:
    """The ball speed whose kick tips a standing pin over its base's edge (see
    ``PhysicsParams.pin_knock_speed``): the pin, a cylinder of the pin's size rotating about the
    far edge of its base, must gain ``m g Δh`` of potential energy, ``Δh = √(h_cm² + r²) − h_cm``;
    the ball meets it at ``contact_height`` and, being 80 times heavier, kicks that point at
    ``(1 + e_pin)`` times its own normal speed."""
    h, r = p.pin_com_height, pin_radius
    d2 = h * h + r * r
    inertia = (3 * r * r + pin_height * pin_height) / 12.0 + d2  # per unit mass, about the edge
    omega = math.sqrt(2.0 * p.g * (math.sqrt(d2) - h) / inertia)
    return omega * contact_height / (1.0 + p.e_pin)


DEFAULT_PARAMS = PhysicsParams()

#: Named physics profiles. ``chapo``: the default, a Chapó table's cloth, cushions and balls as
#: above. ``chapo_han``: the same table with Han 2005's closed-form cushion (cheaper, livelier
#: angles) — the second implementation of the cushion interface.
PROFILES: dict[str, PhysicsParams] = {
    "chapo": DEFAULT_PARAMS,
    "chapo_han": replace(DEFAULT_PARAMS, name="chapo_han", cushion_model="han_2005"),
}
