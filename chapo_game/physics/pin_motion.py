"""Pins' closed forms in the engine's world (docs/PHYSICS.md, "Pins"): where a pin's base is as
it slides, how far a down pin's top reaches as it falls, the point of its axis over a spot, how
fast a kick starts it turning, how far it has fallen; and its shapes in the pymunk rig. A
mixin of the engine's world, beside :class:`.pins.PinMechanics`.

Why its own module: every other pin module (the meetings of :mod:`.pins`, :mod:`.pin_lying`,
:mod:`.pin_pairs`, the leaning of :mod:`.pin_leaning`) and the frames read these; they only
read a pin, never change what it does.
"""

from __future__ import annotations

import math
from typing import Any

from .bodies import Pin
from .rig import CP_SET_ENDPOINTS, CP_SET_RADIUS, CP_SET_SEG_RADIUS, INFLATE

#: The least fall (degrees) a position writes for a pin held up: one a ball only touches, or
#: knocked standing against a cushion, leans by nothing, and a fall of 0 (or -0.0) is no fall
#: a position may hold.
_LEAST_FALL = 1e-6


class PinMotion:
    """The world's pins as they move, and their shapes (mixed into the engine's world)."""

    # attributes and methods of the world this mixin uses
    p: Any
    t: float
    R: float
    rp: float
    a_pin_stand: float
    a_pin_down: float
    fall_alpha: float
    pin_k2: float
    table: Any
    rig: Any
    _forget: Any

    def _add_circle(self, q: Pin) -> None:
        c = self.rig.pins[q.id][1]
        CP_SET_RADIUS(c._shape, self.rp)  # chipmunk's setter: every standing pin, every shot
        self.rig.add(c, q)
        q.circle = c

    def _add_segment(self, q: Pin) -> None:
        h = self.table.pin_height
        s = self.rig.pins[q.id][2]
        # chipmunk's setters: every down pin, every shot
        CP_SET_ENDPOINTS(s._shape, (0.0, 0.0), (h * q.dx, h * q.dy))
        CP_SET_SEG_RADIUS(s._shape, self.rp + INFLATE)
        self.rig.add(s, q)
        q.seg = s

    def _remove_pin_shapes(self, q: Pin) -> None:
        for name in ("circle", "seg"):
            sh = getattr(q, name)
            if sh is not None:
                self.rig.remove(sh)
                setattr(q, name, None)
        self._forget(q)

    def _pin_at(self, q: Pin, tau: float) -> tuple[float, float, float, float]:
        """A pin's base and velocity ``tau`` after the world's time (constant deceleration)."""
        vx, vy = q.vx, q.vy
        if (vx == 0.0 and vy == 0.0) or tau <= 0.0:  # a still pin first: no hypot for it
            return q.x, q.y, vx, vy
        v = math.hypot(vx, vy)
        a = self.a_pin_stand if q.mode in ("standing", "pressed") else self.a_pin_down
        ts = v / a
        ex, ey = q.vx / v, q.vy / v
        if tau >= ts:
            d = 0.5 * v * ts
            return q.x + ex * d, q.y + ey * d, 0.0, 0.0
        d = v * tau - 0.5 * a * tau * tau
        nv = v - a * tau
        return q.x + ex * d, q.y + ey * d, ex * nv, ey * nv

    def _reach(self, q: Pin, t: float) -> float:
        """How far a down pin's top lies from its base (horizontally) at time ``t``: it turns
        about its base at ``θ(τ) = w0·τ + ½·α·τ²`` — the kick's rate plus gravity's — until flat,
        and its top is then ``h·sin θ`` out."""
        h = self.table.pin_height
        if t >= q.t_flat:
            return h if q.top > h else q.top
        tau = t - q.t_knock
        if tau <= 0.0:
            return 0.0
        return h * math.sin(q.w0 * tau + 0.5 * self.fall_alpha * tau * tau)

    def _reach_rate(self, q: Pin, t: float) -> float:
        """How fast a falling pin's top sweeps out (m/s)."""
        if t >= q.t_flat:
            return 0.0
        tau = max(0.0, t - q.t_knock)
        w = q.w0 + self.fall_alpha * tau
        return self.table.pin_height * math.cos(q.w0 * tau + 0.5 * self.fall_alpha * tau**2) * w

    def _seg_at(
        self, q: Pin, tau: float, at: tuple[float, float, float, float] | None = None
    ) -> tuple[float, float, float, float]:
        """A down pin's axis at ``tau``: base and top. Where its base is then (``at``,
        :meth:`_pin_at`), when the caller has it already, is not worked out again."""
        x, y, _, _ = self._pin_at(q, tau) if at is None else at
        r = self._reach(q, self.t + tau)
        return x, y, x + r * q.dx, y + r * q.dy

    def _axis_motion(self, q: Pin, x: float, y: float, reach: float) -> tuple[float, float, float]:
        """The point of down pin ``q``'s axis over ``(x, y)``, its top ``reach`` out: its
        velocity seen from above and its height. It moves with the base and sweeps out with the
        fall; on a pin tilted θ a point ``s`` out is ``s/tan θ`` high (lying flat, it is met
        at its axis, ``r`` up)."""
        s_out = math.hypot(x - q.x, y - q.y)
        sweep = self._reach_rate(q, self.t) * (s_out / reach if reach > 0.0 else 0.0)
        h = self.table.pin_height
        if reach >= h:
            height = self.rp
        elif reach > 0.0:
            height = s_out * math.sqrt(h * h - reach * reach) / reach
        else:
            height = h
        return q.vx + sweep * q.dx, q.vy + sweep * q.dy, height

    def _spin_of_kick(self, j: float, height: float) -> float:
        """The rate (rad/s) at which an impulse ``j`` met ``height`` above the cloth starts a pin
        turning: a free rod, ``ω = j·d/(m k²)`` with ``d`` the height over its centre of mass
        (a kick below the centre of mass starts no forward turn: gravity fells it)."""
        d = height - self.p.pin_com_height
        return max(0.0, j * d / (self.p.pin_mass * self.pin_k2))

    def _fall_angle(self, q: Pin, t: float, lean: float | None = None) -> float:
        """How far (radians from upright) a pin has fallen at time ``t``: one a ball holds up
        (pressed, or left leaning) tilted about its base's far edge until its top rests on the
        ball, ``lean`` into its footprint (its own, unless the frame gives the ball's depth
        now); a down pin as far out as its top reaches — flat, or less where its fall came
        to rest on a ball or a cushion, or while it falls."""
        if q.mode == "pressed" or q.leaning:
            return math.atan2(q.lean if lean is None else lean, self.R)
        return math.asin(min(1.0, self._reach(q, t) / self.table.pin_height))

    def _fall_written(self, q: Pin) -> float | None:
        """How far (degrees from upright) a down pin has fallen, as the final position writes
        it (:class:`~chapo_game.position.PinState`) and the last frame draws it: ``None``, lying
        flat."""
        if q.mode != "down":
            return None
        fall = self._fall_angle(q, max(self.t, q.t_flat))  # as it comes to rest
        if fall >= 0.5 * math.pi:
            return None
        return max(_LEAST_FALL, round(math.degrees(fall), 6))  # at least a hair off upright
