"""Motion of one ball on the cloth between collisions, in closed form.

Model (Marlow ch. 2; Alciatore TP A.4–A.6; the same as pooltool's "motion" functions):

* The contact point with the cloth moves at ``u = v + ω × (−R ẑ) = (vx − R ωy, vy + R ωx)``.
* **Sliding** (``u ≠ 0``): kinetic friction ``μs m g`` opposes ``û``, so
  ``dv/dt = −μs g û`` and ``dω/dt = (5 μs g / 2R) (ẑ × û)`` (``I = 2/5 m R²``). Then
  ``du/dt = −(7/2) μs g û``: ``û`` is constant and ``|u|`` falls to zero at
  ``t_s = 2|u₀| / (7 μs g)``. A centre-hit ball (``ω₀ = 0``) then rolls at exactly ``5/7 v₀``.
* **Rolling** (``u = 0``, ``v ≠ 0``): ``dv/dt = −μr g v̂`` and ``ω = ẑ × v / R`` throughout; it
  stops after ``t_r = |v| / (μr g)``, having run ``|v|² / (2 μr g)``.
* **Side spin** ``ωz`` is independent of the sliding friction (the friction force is horizontal
  and acts at the bottom point) and decays at ``5 μsp g / (2R)`` rad/s² until it is zero.

Every phase has a closed form, so :func:`advance` moves a ball by any time step exactly, splitting
the step where a phase ends: the distance run never depends on the step size.

The cue strike that starts the motion is :mod:`.resolve.stick_ball`'s.
"""

from __future__ import annotations

import math

#: Speeds (m/s) and slips below this are zero: far below anything visible.
EPS_V = 1e-9
#: :func:`evolve` runs tens of thousands of times a shot: one global, not ``math``'s attribute
_hypot = math.hypot


class BallState:
    """Position, velocity and 3-D angular velocity of a ball at time ``t``. Mutable, slotted:
    the engine advances thousands of these per shot."""

    __slots__ = ("t", "vx", "vy", "wx", "wy", "wz", "x", "y")

    def __init__(
        self,
        x: float,
        y: float,
        vx: float = 0.0,
        vy: float = 0.0,
        wx: float = 0.0,
        wy: float = 0.0,
        wz: float = 0.0,
        t: float = 0.0,
    ) -> None:
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.wx = wx
        self.wy = wy
        self.wz = wz
        self.t = t

    def copy(self) -> BallState:
        return BallState(self.x, self.y, self.vx, self.vy, self.wx, self.wy, self.wz, self.t)

    def speed(self) -> float:
        return math.hypot(self.vx, self.vy)

    def slip(self, radius: float) -> tuple[float, float]:
        """Velocity of the contact point with the cloth."""
        return (self.vx - radius * self.wy, self.vy + radius * self.wx)

    def moving(self) -> bool:
        return self.vx != 0.0 or self.vy != 0.0 or self.wx != 0.0 or self.wy != 0.0

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return (
            f"BallState(x={self.x:.4f}, y={self.y:.4f}, v=({self.vx:.4f}, {self.vy:.4f}), "
            f"w=({self.wx:.2f}, {self.wy:.2f}, {self.wz:.2f}), t={self.t:.4f})"
        )


def evolve(
    x: float,
    y: float,
    vx: float,
    vy: float,
    wx: float,
    wy: float,
    wz: float,
    dt: float,
    radius: float,
    a_slide: float,
    a_roll: float,
    a_spin: float,
) -> tuple[float, float, float, float, float, float, float, float | None]:
    """The closed-form motion of a ball's state over ``dt``, on plain numbers (the engine's hot
    path: no objects made). Returns ``(x, y, vx, vy, ωx, ωy, ωz, stop)`` with ``stop`` the time
    within ``dt`` at which the ball stopped translating, or ``None``.

    ``a_slide = μs g``, ``a_roll = μr g`` (m/s²), ``a_spin`` = side-spin decay (rad/s²).
    """
    if wz != 0.0:
        dw = a_spin * dt
        wz = 0.0 if -dw <= wz <= dw else (wz - dw if wz > 0 else wz + dw)  # |ωz| ≤ dw: no call
    left = dt
    elapsed = 0.0
    while left > 0.0:
        ux = vx - radius * wy
        uy = vy + radius * wx
        u = _hypot(ux, uy)
        if u > EPS_V:
            # sliding
            ts = u / (3.5 * a_slide)
            tau = ts if ts < left else left
            ex, ey = ux / u, uy / u
            dv = a_slide * tau
            x += vx * tau - 0.5 * dv * tau * ex
            y += vy * tau - 0.5 * dv * tau * ey
            vx -= dv * ex
            vy -= dv * ey
            if tau == ts:
                # exactly rolling now: set ω from v so no rounding slip remains
                wx, wy = -vy / radius, vx / radius
            else:
                k = 2.5 * dv / radius
                wx -= k * ey
                wy += k * ex
            left -= tau
            elapsed += tau
            continue
        v = _hypot(vx, vy)
        if v > EPS_V:
            tr = v / a_roll
            tau = tr if tr < left else left
            ex, ey = vx / v, vy / v
            dv = a_roll * tau
            x += vx * tau - 0.5 * dv * tau * ex
            y += vy * tau - 0.5 * dv * tau * ey
            if tau == tr:
                return x, y, 0.0, 0.0, 0.0, 0.0, wz, elapsed + tau
            nv = v - dv
            vx, vy = nv * ex, nv * ey
            return x, y, vx, vy, -vy / radius, vx / radius, wz, None
        if vx != 0.0 or vy != 0.0 or wx != 0.0 or wy != 0.0:
            return x, y, 0.0, 0.0, 0.0, 0.0, wz, elapsed
        return x, y, vx, vy, wx, wy, wz, None
    return x, y, vx, vy, wx, wy, wz, None


def advance(s: BallState, dt: float, radius: float, a_slide: float, a_roll: float, a_spin: float):
    """Move ``s`` forward by ``dt`` in closed form, in place (:func:`evolve`). Returns the time
    within the step at which the ball stopped translating, or ``None``."""
    s.t += dt
    s.x, s.y, s.vx, s.vy, s.wx, s.wy, s.wz, stop = evolve(
        s.x, s.y, s.vx, s.vy, s.wx, s.wy, s.wz, dt, radius, a_slide, a_roll, a_spin
    )
    return stop


def advanced(
    s: BallState, dt: float, radius: float, a_slide: float, a_roll: float, a_spin: float
) -> tuple[BallState, float | None]:
    """A new state ``dt`` after ``s`` (which is left as it is), and when it stopped."""
    x, y, vx, vy, wx, wy, wz, stop = evolve(
        s.x, s.y, s.vx, s.vy, s.wx, s.wy, s.wz, dt, radius, a_slide, a_roll, a_spin
    )
    return BallState(x, y, vx, vy, wx, wy, wz, s.t + dt), stop


def flown(s: BallState, dt: float) -> BallState:
    """A new state ``dt`` after ``s`` for a ball with no cloth under it (over a pocket's hole):
    it goes straight on at its velocity, its spin kept (:mod:`.lip`)."""
    return BallState(s.x + s.vx * dt, s.y + s.vy * dt, s.vx, s.vy, s.wx, s.wy, s.wz, s.t + dt)


def catch_up_spin(s: BallState, t: float, a_spin: float) -> None:
    """A still ball's side spin keeps decaying while nobody steps it: bring it to time ``t``."""
    if t > s.t:
        if s.wz != 0.0:
            dw = a_spin * (t - s.t)
            s.wz = 0.0 if abs(s.wz) <= dw else math.copysign(abs(s.wz) - dw, s.wz)
        s.t = t


# ------------------------------------------------------------------ closed forms (docs, tests)
def slide_time(v0: float, mu_slide: float, g: float) -> float:
    """Time a centre-hit ball slides before rolling: ``2 v₀ / (7 μs g)``."""
    return 2.0 * v0 / (7.0 * mu_slide * g)


def centre_hit_distance(v0: float, mu_slide: float, mu_roll: float, g: float) -> float:
    """Total distance of a centre-hit (stun) ball on an endless cloth: sliding part
    ``v₀ t_s − ½ μs g t_s²`` plus rolling part ``(5/7 v₀)² / (2 μr g)``."""
    ts = slide_time(v0, mu_slide, g)
    slide = v0 * ts - 0.5 * mu_slide * g * ts * ts
    vr = 5.0 / 7.0 * v0
    return slide + vr * vr / (2.0 * mu_roll * g)


def rolling_distance(v0: float, mu_roll: float, g: float) -> float:
    """Distance a ball rolling at ``v₀`` runs before it stops: ``v₀² / (2 μr g)``."""
    return v0 * v0 / (2.0 * mu_roll * g)
