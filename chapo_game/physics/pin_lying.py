"""A ball meeting a lying pin in the engine's world (docs/PHYSICS.md, "Pins"): when it first
touches a pin that lies (or falls) on the cloth, how the pin is pushed off or lands on the ball,
and how a pin the ball keeps meeting is caught and ridden over. A mixin of the engine's world,
beside :class:`.pins.PinMechanics`.

Why its own module: a lying pin is met as an axis, not a disc, and a ball pushing one along
meets it again and again; the windows that keep such meetings few (:data:`_REMEET`,
:data:`_FLEE`, :data:`_CAUGHT`) are one story, read here together.
"""

from __future__ import annotations

import math
from typing import Any

from .bodies import Ball, Pin
from .geom import point_segment
from .resolve.discs import disc_impulse
from .toi import first_contact

#: A ball meets the same lying pin again no sooner than this (s) after it last did, and
#: :data:`_FLEE` keeps a pushed pin ahead of it for longer: at 0.1 s, a ball that caught up
#: with a pin it had pushed (slowed by the cloth, it is caught again and again, each time at
#: half the speed) ran on into it, in 28 of 400 shots into the cross by more than 10 mm, up to
#: right over it.
_REMEET = 0.005
#: ... but no later than the ball, going on at its speed, could be this far (m) into the pin
#: it last met: a pin it pushed that cannot give way (held by another, itself held) does not
#: flee, and at 0.5 m/s 5 ms is 2.5 mm. A ball squeezing into the V of two such pins went in
#: so, window after window, and came to rest 27 mm inside one (1 of 10,000 random shots).
_DEPTH = 0.001
#: The least speed (m/s) a lying pin leaves a ball at (or the speed they met at, or the
#: ball's own, if both are slower: a creeping ball does not flick a pin away): a pushed pin is
#: flicked ahead at least this fast, so the ball meets it again only after the cloth has
#: slowed it, ``2·u/(µ g)`` ≈ 40 ms on — pushed, never overrun, at most a millimetre ahead.
_FLEE = 0.1
#: A pin met again in less than this share of the time the cloth alone takes to bring it
#: back (``2·u/(µ g)`` after parting at ``u``) has been thrown back by something it cannot
#: pass — a cushion, another ball (end on, a 45 mm pin does not fit between two balls) — and
#: after :data:`_CAUGHT` such meetings in a row it is caught: the ball rides over it, meeting
#: it again only :data:`_RIDE` later (a pin between two balls was met without end).
_QUICK = 0.5
_CAUGHT = 3
_RIDE = 0.1
#: A caught pin is ridden over only by a ball going towards it fast enough to climb it: to get
#: its centre up over a 12 mm pin a rolling ball needs ``½·(7/5)·v² ≥ g·2r`` (this factor
#: times ``g·2r``), 0.41 m/s. A slower ball meets it as a wall it cannot move (a cushion or a
#: ball behind it) and comes back off it: it crept on over the pin for 0.1 s, up to 26 mm into
#: it, and stopped there.
_CLIMB_G = 10.0 / 7.0

_NEVER = (-math.inf, 0, 0.0, False)


class LyingPins:
    """Balls against the world's lying pins (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    p: Any
    t: float
    rp: float
    d_lying: float
    a_pin_down: float
    lying_met: dict[tuple[str, str], tuple[float, int, float, bool]]
    _ball_path: Any
    _seg_at: Any
    _pin_at: Any
    _event: Any
    _trace: Any

    def _toi_lying(self, a: Ball, q: Pin, dt: float):
        pa = self._ball_path(a)
        d = self.d_lying
        t_flat = q.t_flat - self.t  # the pin lies flat from here on

        def dist(tau: float, at: tuple | None = None) -> tuple[float, float, float, float, float]:
            x, y, vx, vy = pa(tau)
            qx0, qy0, qx1, qy1 = self._seg_at(q, tau, at)
            r, cx, cy = point_segment(x, y, qx0, qy0, qx1, qy1)
            return r, x - cx, y - cy, vx, vy

        def still_gap(tau: float) -> tuple[float, float]:
            # :func:`gap` for a pin lying flat and still: its axis, worked out once, stays put
            x, y, vx, vy = pa(tau)
            r, cx, cy = point_segment(x, y, qx0, qy0, qx1, qy1)
            if r == 0.0:
                return -d, 0.0
            return r - d, ((vx - pvx) * (x - cx) + (vy - pvy) * (y - cy)) / r

        def gap(tau: float) -> tuple[float, float]:
            # where the pin is, worked out once for the distance and for its velocity
            at = self._pin_at(q, tau)
            r, rx, ry, vx, vy = dist(tau, at)
            if tau < t_flat:  # still falling: the axis grows, so the slope is taken numerically
                h = 1e-7
                return r - d, (dist(tau + h)[0] - r) / h
            if r == 0.0:  # right over its axis: no way to push it (:meth:`_ball_lying`)
                return -d, 0.0
            _, _, pvx, pvy = at
            return r - d, ((vx - pvx) * rx + (vy - pvy) * ry) / r

        pvx, pvy = q.vx, q.vy
        still = pvx == 0.0 and pvy == 0.0 and self.t >= q.t_flat  # lying flat and still
        look = gap
        if still:  # most pins a ball meets
            qx0, qy0, qx1, qy1 = self._seg_at(q, 0.0)
            look = still_gap
        # the same ball meets the same lying pin again only after ``_REMEET``, or sooner if it
        # goes fast enough to be ``_DEPTH`` into it by then (``_RIDE`` once it is caught)
        last, _n, _back, rides = self.lying_met.get((a.id, q.id), _NEVER)
        if rides:
            start = last + _RIDE - self.t
        else:
            s = a.cur
            # still, and not leaning on a ball or a cushion (such a pin is met as before)
            held = still and q.rests_on is None and q.wall is None
            speed = math.hypot(s.vx, s.vy) if held else 0.0
            start = last + (_REMEET if speed * _REMEET <= _DEPTH else _DEPTH / speed) - self.t
        if start <= 0.0:
            return first_contact(look, dt)
        if start >= dt:
            return None
        tau = first_contact(lambda u: look(start + u), dt - start)
        return None if tau is None else start + tau

    def _ball_lying(self, a: Ball, q: Pin) -> None:
        """A ball meets a lying pin: the pin is pushed away, the ball barely deflected. A pin
        whose fall carries it into a ball comes to rest leaning on it (:meth:`_land`)."""
        s = a.cur
        qx0, qy0, qx1, qy1 = self._seg_at(q, 0.0)
        dist, cx, cy = point_segment(s.x, s.y, qx0, qy0, qx1, qy1)
        if dist == 0.0:
            return
        nx, ny = (cx - s.x) / dist, (cy - s.y) / dist
        _last, n, _back, _rides = self.lying_met.get((a.id, q.id), _NEVER)
        if n >= _CAUGHT and self._quick(a, q) and self.t >= q.t_flat:
            self._met_caught(a, q, nx, ny)
            return
        going = s.vx * nx + s.vy * ny  # the ball's own speed towards the pin
        vn, s.vx, s.vy, q.vx, q.vy = disc_impulse(
            s.vx, s.vy, self.p.ball_mass, q.vx, q.vy, self.p.pin_mass, nx, ny, self.p.e_pin
        )
        if vn > 0.0:
            flee = (q.vx - s.vx) * nx + (q.vy - s.vy) * ny
            # no faster than they met or than the ball goes: a creeping ball does not flick
            # a pin away
            least = min(_FLEE, max(vn, going))
            if flee < least:  # flicked ahead, so a push is not a meeting every instant
                k = least - flee
                q.vx += k * nx
                q.vy += k * ny
                r = self.p.pin_mass / self.p.ball_mass
                s.vx -= r * k * nx
                s.vy -= r * k * ny
                flee = (q.vx - s.vx) * nx + (q.vy - s.vy) * ny
            self._event(self.t, "ball_pin", ball=a.id, pin=q.id, speed=vn, lying=True)
            self._trace(self.t, "ball_pin", a)
        if self.t < q.t_flat and q.dx * nx + q.dy * ny < 0.0:
            self._land(q, a, math.hypot(qx1 - qx0, qy1 - qy0), nx, ny)
        elif vn > 0.0:
            self._met_lying(a, q, flee)

    def _land(self, q: Pin, a: Ball, reach: float, nx: float, ny: float) -> None:
        """A falling pin's head comes down on ball ``a``: the 6 g pin cannot move the 466 g
        ball, so it stops there, leaning on it, its top ``reach`` out (drawn tilted), until the
        ball goes (:meth:`_release_pressed`). Before, only its base met balls, and a pin knocked
        towards a ball at rest fell on through it, its axis 1–25 mm from the ball's centre."""
        q.top, q.t_flat, q.rests_on = reach, self.t, a
        s = a.cur
        vn = (q.vx - s.vx) * nx + (q.vy - s.vy) * ny
        if vn < 0.0:  # its base slides on, but no longer towards the ball it leans on
            q.vx -= vn * nx
            q.vy -= vn * ny
        q.seg.unsafe_set_endpoints((0.0, 0.0), (reach * q.dx, reach * q.dy))
        self._met_lying(a, q, 0.0)

    def _met_caught(self, a: Ball, q: Pin, nx: float, ny: float) -> None:
        """Ball ``a`` meets again a lying pin ``q`` it has caught (:data:`_CAUGHT`): fast enough
        (:data:`_CLIMB_G`), it rides over it; slower, the pin is a wall to it, and it comes
        back off it (``e_pin``), the pin unmoved."""
        s = a.cur
        closing = (s.vx - q.vx) * nx + (s.vy - q.vy) * ny
        # the ball's own speed lifts it over, not the 6 g pin's coming back off a cushion
        going = s.vx * nx + s.vy * ny
        climbs = going > 0.0 and going * going >= _CLIMB_G * self.p.g * 2.0 * self.rp
        if closing > 0.0 and not climbs:
            k = (1.0 + self.p.e_pin) * closing
            s.vx -= k * nx
            s.vy -= k * ny
            self._event(self.t, "ball_pin", ball=a.id, pin=q.id, speed=closing, lying=True)
            self._trace(self.t, "ball_pin", a)
        self._met_lying(a, q, 0.0, rides=climbs)

    def _met_lying(self, a: Ball, q: Pin, parting: float, rides: bool = False) -> None:
        """Ball ``a`` has met lying pin ``q`` now, parting at ``parting`` (m/s): when, how many
        times in quick succession (see :data:`_QUICK`), when the cloth alone would bring
        them together again, and whether the ball rides over it from here (:data:`_RIDE`)."""
        key = (a.id, q.id)
        n = self.lying_met.get(key, _NEVER)[1]
        met = (self.t, n + 1 if self._quick(a, q) else 1, 2.0 * parting / self.a_pin_down, rides)
        self.lying_met[key] = met

    def _quick(self, a: Ball, q: Pin) -> bool:
        """Whether ball ``a`` meets pin ``q`` now as soon as it could again (see :data:`_QUICK`):
        the pin was in the ball's way all along."""
        last, _n, back, _rides = self.lying_met.get((a.id, q.id), _NEVER)
        return self.t - last < max(_QUICK * back, 1.5 * _REMEET)
