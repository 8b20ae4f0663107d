"""Pins in the engine: a ball meeting a standing pin, the knock and the fall, a down pin meeting
a standing one, pins against cushions and into pockets (docs/PHYSICS.md, "Pins"). A mixin of
the engine's world: it shares the world's state (time, bodies, the pymunk rig) and adds these
times of impact and responses.

The pins' closed forms and shapes are in :mod:`.pin_motion`, a ball meeting a lying pin in
:mod:`.pin_lying`, leaning pins in :mod:`.pin_leaning`, down pins meeting each other in
:mod:`.pin_pairs`.
"""

from __future__ import annotations

import math
from typing import Any

from .bodies import Ball, Pin
from .geom import point_gap, point_segment
from .toi import first_contact, first_contact_sampled

#: Below this closing speed (m/s) a pin meeting a cushion does not bounce (it stops along the
#: contact): a lying pin between a cushion and a pin bounced between them at one instant, each
#: bounce slower, thousands of times.
_SETTLE = 0.005
#: Events at one instant (or meetings of two pins, each within :data:`_JAM_TIME` of the last)
#: after which a pin contact slower than :data:`JAMMED` (m/s) stops the pins in it: a pin
#: wedged between a cushion and a pin pushed on towards it meets both in turn at that
#: instant, each time a little slower, without end — the two contacts' normals are not
#: parallel, so taking the speed along each in turn never ends either; and two pins the cloth
#: slows differently press together, met every half microsecond (5,583 meetings in one shot).
#: Light pins so jammed come to rest (balls have their own limit, in the engine).
_WEDGED = 8
JAMMED = 0.05
_JAM_TIME = 1e-3


class PinMechanics:
    """The world's pins (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    p: Any
    t: float
    same_instant: int
    pins_met: dict
    table: Any
    R: float
    rp: float
    fall_alpha: float
    fall_until: float
    pin_eff_mass: float
    cushions: dict[str, tuple[float, float, float, float, float, float]]
    pocket_list: list[tuple[str, float, float]]
    _stack_knocked: Any
    _most_speed: Any
    _pin_at: Any
    _reach: Any
    _reach_rate: Any
    _seg_at: Any
    _axis_motion: Any
    _spin_of_kick: Any
    _remove_pin_shapes: Any
    _add_segment: Any
    _lean_on_cushion: Any
    _event: Any
    _trace: Any

    def _toi_seg_pin(self, a: Pin, b: Pin, dt: float):
        d = 2.0 * self.rp
        speed = self._most_speed(a, dt) + math.hypot(b.vx, b.vy)  # b stands: its base slides
        return first_contact_sampled(lambda tau: self._seg_pin_gap(a, b, tau, d), dt, speed)

    def _seg_pin_gap(self, a: Pin, b: Pin, tau: float, d: float) -> float:
        qx0, qy0, qx1, qy1 = self._seg_at(a, tau)
        x, y, _, _ = self._pin_at(b, tau)
        dist, _, _ = point_segment(x, y, qx0, qy0, qx1, qy1)
        return dist - d

    def _pin_bounds(self, q: Pin, dt: float):
        """A moving pin meeting a cushion (base, and the top of a down pin) or a pocket."""
        tb = self.table
        r = self.rp
        best = None
        x0, y0 = q.x, q.y
        x1, y1 = (q.end[0], q.end[1]) if q.moving() else (x0, y0)
        reach = self.table.pin_height if q.mode == "down" else 0.0
        for cid, (ax, ay, _bx, _by, nx, ny) in self.cushions.items():
            # the pin slides straight: its distance to a cushion line is least at an end
            d0, d1 = (x0 - ax) * nx + (y0 - ay) * ny, (x1 - ax) * nx + (y1 - ay) * ny
            if (d1 if d1 < d0 else d0) > r + reach:  # min(d0, d1), without a call
                continue
            # a down pin's head, when it lies towards the cushion, is nearer it than its base
            # (the cushion's line: at a pocket's mouth its jaw goes on round to the hole)
            along = q.dx * nx + q.dy * ny if q.mode == "down" else 0.0

            def gap(tau: float, ax=ax, ay=ay, nx=nx, ny=ny, along=along) -> tuple[float, float]:
                x, y, vx, vy = self._pin_at(q, tau)
                g, slope = (x - ax) * nx + (y - ay) * ny - r, vx * nx + vy * ny
                if along < 0.0:
                    t = self.t + tau
                    return g + self._reach(q, t) * along, slope + self._reach_rate(q, t) * along
                return g, slope

            tau = first_contact(gap, dt)
            if tau is not None and (best is None or tau < best[0]):
                best = (tau, self._pin_cushion, (q, cid))
        x, y = q.x, q.y
        zone = tb.pocket_radius + tb.pin_height + self.p.step_travel
        for pid, cx, cy in self.pocket_list:
            if -zone < x - cx < zone and -zone < y - cy < zone:

                def mid(tau: float) -> tuple[float, float, float, float]:
                    bx, by, vx, vy = self._pin_at(q, tau)
                    half = 0.5 * self._reach(q, self.t + tau) if q.mode == "down" else 0.0
                    return bx + half * q.dx, by + half * q.dy, vx, vy

                tau = first_contact(
                    point_gap(mid, lambda tau, cx=cx, cy=cy: (cx, cy, 0.0, 0.0),
                               tb.pocket_radius ** 2), dt)  # fmt: skip
                if tau is not None and (best is None or tau < best[0]):
                    best = (tau, self._pin_pocket, (q, pid, cx, cy))
        return best

    def _ball_pin(self, a: Ball, q: Pin) -> None:
        """A ball meets a standing pin: a kick at least ``pin_knock_speed`` tips it over at once;
        a softer one leaves it leaning on the ball, which tips it later if it goes on pressing
        (``pin_tip_depth``), or leaves it leaning if it stops first."""
        s = a.cur
        dx, dy = q.x - s.x, q.y - s.y
        d = math.hypot(dx, dy) or 1.0
        nx, ny = dx / d, dy / d
        vn = (s.vx - q.vx) * nx + (s.vy - q.vy) * ny
        if vn <= 0.0:
            return
        self._event(self.t, "ball_pin", ball=a.id, pin=q.id, speed=vn)
        if vn >= self.p.pin_knock_speed:
            # the pin is met at the ball's equator, above its centre of mass: it takes the kick
            # with the effective mass of a free rod there, and its centre moves at J/m
            m = self.p.pin_mass
            j = (1.0 + self.p.e_pin) * vn / (1.0 / self.p.ball_mass + 1.0 / self.pin_eff_mass)
            s.vx -= j / self.p.ball_mass * nx
            s.vy -= j / self.p.ball_mass * ny
            q.vx += j / m * nx
            q.vy += j / m * ny
            self._knock(q, a.id, a.id, nx, ny, self._spin_of_kick(j, self.R))
            self._trace(self.t, "ball_pin", a)
        else:
            q.mode = "pressed"
            q.presser = a
            q.vx = q.vy = 0.0
            q.dx, q.dy = nx, ny

    def _tip(self, q: Pin) -> None:
        """The ball pressing ``q`` has pushed it past its tipping point: it falls away."""
        b = q.presser
        assert b is not None
        dx, dy = q.x - b.cur.x, q.y - b.cur.y
        d = math.hypot(dx, dy) or 1.0
        self._knock(q, b.id, b.id, dx / d, dy / d)

    def _seg_pin(self, a: Pin, b: Pin) -> None:
        """A down pin meets a standing one: a falling pin always takes it down with it; a lying
        pin sliding into its base knocks it when fast enough, otherwise pushes it along."""
        qx0, qy0, qx1, qy1 = self._seg_at(a, 0.0)
        dist, cx, cy = point_segment(b.x, b.y, qx0, qy0, qx1, qy1)
        if dist == 0.0:
            nx, ny = a.dx, a.dy
        else:
            nx, ny = (b.x - cx) / dist, (b.y - cy) / dist
        # the falling pin meets b where its axis passes
        falling = self.t < a.t_flat
        reach = math.hypot(qx1 - qx0, qy1 - qy0)
        pvx, pvy, height = self._axis_motion(a, cx, cy, reach)
        vn = (pvx - b.vx) * nx + (pvy - b.vy) * ny
        if not falling and vn < JAMMED and self._jammed(a, b):
            a.vx = a.vy = b.vx = b.vy = 0.0  # wedged or pressed together (see _WEDGED)
            return
        if vn <= 0.0 and not falling:
            return
        vn = max(vn, 0.0)
        m = self.p.pin_mass
        knocks = falling or vn >= self.p.pin_knock_speed
        e = self.p.e_pin
        if b.mode == "pressed" and not knocks:
            # held up by the ball pressing it, it is a wall to a 6 g pin sliding into it: met
            # as a free pin and then stood still again, it left the sliding pin closing on it
            # at a quarter of its speed, and the two met again at that instant, down to 1e-17
            # m/s (7,445 meetings in one shot)
            a.vx -= (1.0 + e) * vn * nx
            a.vy -= (1.0 + e) * vn * ny
            if vn > 0.0:
                self._event(self.t, "pin_pin", a=a.id, b=b.id, speed=vn)
            return
        j = (1.0 + e) * vn / (2.0 / m)
        if not falling:
            # a sliding pin gives up momentum along the normal; a falling one is met at its
            # head, where the reaction slows its turn (not modelled) rather than its base
            a.vx -= j / m * nx
            a.vy -= j / m * ny
        b.vx += j / m * nx
        b.vy += j / m * ny
        if knocks:
            self._event(self.t, "pin_pin", a=a.id, b=b.id, speed=vn)
            self._knock(b, a.id, a.root or a.id, nx, ny, self._spin_of_kick(j, height))
        elif vn > 0.0:
            self._event(self.t, "pin_pin", a=a.id, b=b.id, speed=vn)

    def _jammed(self, a: Pin, b: Pin) -> bool:
        """Whether pins ``a`` and ``b`` have met more than :data:`_WEDGED` times, each within
        :data:`_JAM_TIME` of the last, or this is past that many events at one instant."""
        key = (a.id, b.id)
        last, n = self.pins_met.get(key, (-math.inf, 0))
        n = n + 1 if self.t - last < _JAM_TIME else 1
        self.pins_met[key] = (self.t, n)
        return n > _WEDGED or self.same_instant > _WEDGED

    def _knock(self, q: Pin, by: str, root: str, nx: float, ny: float, w0: float = 0.0) -> None:
        """A standing pin starts to fall towards where it was pushed, turning at ``w0`` (the
        kick's) and faster under gravity, flat when it has turned 90°."""
        v = math.hypot(q.vx, q.vy)
        if v > 1e-12:
            q.dx, q.dy = q.vx / v, q.vy / v
        else:
            q.dx, q.dy = nx, ny
        # a pin a ball held up at the shot's start (:meth:`_lean_at_start`) was down before it:
        # it falls now, but is not knocked again (a drill's goal counted it, and it was drawn
        # and written leaning while it slid away flat)
        was_down, q.leaning = q.leaning, False
        q.mode = "down"
        q.presser = None
        q.t_knock = self.t
        a = self.fall_alpha
        q.w0 = w0
        q.t_flat = self.t + (-w0 + math.sqrt(w0 * w0 + math.pi * a)) / a
        self.fall_until = max(self.fall_until, q.t_flat)
        q.root = root
        self._remove_pin_shapes(q)
        self._add_segment(q)
        q.seg.unsafe_set_endpoints((0.0, 0.0), (0.0, 0.0))
        self._stack_knocked(q)
        if not was_down:
            q.cause = {"by": by, "ball": root}
            self._event(self.t, "pin_down", pin=q.id, by=by, ball=root)

    def _pin_cushion(self, q: Pin, cid: str) -> None:
        nx, ny = self.cushions[cid][4:]
        if q.mode == "down" and self.t < q.t_flat and q.dx * nx + q.dy * ny < 0.0:
            self._lean_on_cushion(q, cid, nx, ny)
            return
        vn = q.vx * nx + q.vy * ny
        if self.same_instant > _WEDGED and -JAMMED < vn < 0.0:
            q.vx = q.vy = 0.0  # wedged (see _WEDGED)
            return
        if vn < 0.0:
            k = 1.0 + (self.p.e_pin_cushion if vn < -_SETTLE else 0.0)
            q.vx -= k * vn * nx
            q.vy -= k * vn * ny

    def _pin_pocket(self, q: Pin, pid: str, cx: float, cy: float) -> None:
        if q.mode in ("standing", "pressed"):
            self._knock(q, q.id, q.root or q.id, q.vx, q.vy)
        speed = math.hypot(q.vx, q.vy)
        q.mode = "pocketed"
        q.pocket = pid
        q.vx = q.vy = 0.0
        q.x, q.y = cx, cy
        self._remove_pin_shapes(q)
        self._event(self.t, "pin_pocketed", pin=q.id, pocket=pid, speed=speed)
