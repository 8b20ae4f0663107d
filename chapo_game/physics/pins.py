"""Pins in the engine: how they stand, lean, tip, fall, lie, slide and drop into pockets
(docs/PHYSICS.md, "Pins"). A mixin of the engine's world: it shares the world's state (time,
bodies, the pymunk rig) and adds the pins' closed forms, times of impact and responses."""

from __future__ import annotations

import math
from typing import Any

from .bodies import Ball, Pin
from .geom import point_gap, point_segment
from .lean import held_by
from .resolve.discs import disc_impulse
from .rig import CP_SET_ENDPOINTS, CP_SET_RADIUS, CP_SET_SEG_RADIUS, INFLATE
from .toi import first_contact, first_contact_sampled

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
#: The least fall (degrees) a position writes for a pin held up: one a ball only touches, or
#: knocked standing against a cushion, leans by nothing, and a fall of 0 (or -0.0) is no fall
#: a position may hold.
_LEAST_FALL = 1e-6

_NEVER = (-math.inf, 0, 0.0, False)


class PinMechanics:
    """The world's pins (mixed into the engine's world)."""

    # attributes of the world this mixin uses
    p: Any
    t: float
    same_instant: int
    a_pin_down: float
    pins_met: dict
    table: Any
    rig: Any
    R: float
    rp: float
    pins: list[Pin]
    _stack_knocked: Any
    pocket_list: list[tuple[str, float, float]]
    _most_speed: Any

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

    def _fall_on(self, q: Pin) -> None:
        """A pin leaning on a ball that has gone falls on from where it leant, from rest."""
        h = self.table.pin_height
        theta = math.asin(min(1.0, q.top / h))
        a = self.fall_alpha
        q.t_knock = self.t - math.sqrt(2.0 * theta / a)
        q.w0, q.top, q.rests_on, q.wall = 0.0, math.inf, None, None
        q.t_flat = q.t_knock + math.sqrt(math.pi / a)
        self.fall_until = max(self.fall_until, q.t_flat)

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

    def _jammed(self, a: Pin, b: Pin) -> bool:
        """Whether pins ``a`` and ``b`` have met more than :data:`_WEDGED` times, each within
        :data:`_JAM_TIME` of the last, or this is past that many events at one instant."""
        key = (a.id, b.id)
        last, n = self.pins_met.get(key, (-math.inf, 0))
        n = n + 1 if self.t - last < _JAM_TIME else 1
        self.pins_met[key] = (self.t, n)
        return n > _WEDGED or self.same_instant > _WEDGED

    def _spin_of_kick(self, j: float, height: float) -> float:
        """The rate (rad/s) at which an impulse ``j`` met ``height`` above the cloth starts a pin
        turning: a free rod, ``ω = j·d/(m k²)`` with ``d`` the height over its centre of mass
        (a kick below the centre of mass starts no forward turn: gravity fells it)."""
        d = height - self.p.pin_com_height
        return max(0.0, j * d / (self.p.pin_mass * self.pin_k2))

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

    def _lean_on_cushion(self, q: Pin, cid: str, nx: float, ny: float) -> None:
        """A falling pin's head comes against a cushion (its nose, 56 mm up, is above the 45 mm
        pin): it stops there, leaning on it, drawn tilted, until its base slides away from
        the cushion (:meth:`_release_pressed`). It fell on through the cushion before, its
        head up to 35 mm past the nose, and a shot's final position wrote it lying so."""
        reach = self._reach(q, self.t)
        q.top, q.t_flat, q.wall = reach, self.t, cid
        vn = q.vx * nx + q.vy * ny
        if vn < 0.0:  # its base slides on, but no longer towards the cushion its head is on
            q.vx -= vn * nx
            q.vy -= vn * ny
        if q.seg is not None:
            q.seg.unsafe_set_endpoints((0.0, 0.0), (reach * q.dx, reach * q.dy))

    def _lean_at_start(self, q: Pin, fall: float) -> None:
        """A pin the position writes leaning (``fall`` degrees from upright) leans on what holds
        it up (:func:`.lean.held_by`): its head on a ball or against a cushion, or — nearly
        upright, leaning away from a ball in its footprint — pressed by that ball, as the shot
        that left it so. Held up by nothing (the ball has been moved), it falls on from there
        as the shot starts."""
        top = self.table.pin_height * math.sin(math.radians(fall))
        q.top = top
        q.seg.unsafe_set_endpoints((0.0, 0.0), (top * q.dx, top * q.dy))
        balls = {b.id: (b.cur.x, b.cur.y) for b in self.balls}
        held = held_by(self.table, (q.x, q.y), (q.dx, q.dy), fall, balls, self.p)
        if held is None:
            self._fall_on(q)
        elif held[0] == "ball":
            q.rests_on = self.ball_by_id[held[1]]
        elif held[0] == "cushion":
            q.wall = held[1]
        else:
            b = self.ball_by_id[held[1]]
            self._remove_pin_shapes(q)
            q.mode, q.presser, q.top, q.leaning = "pressed", b, math.inf, True
            q.lean = max(0.0, self.R + self.rp - math.hypot(q.x - b.cur.x, q.y - b.cur.y))
            self._add_circle(q)

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

    def _release_pressed(self) -> None:
        """A pressed pin whose ball has moved away stands upright again; a pin whose fall came
        to rest on a ball that has moved away, or against a cushion its base has slid away
        from, falls on."""
        lim = self.R + self.rp
        for q in self.pins:  # every step: each pin's mode is looked at once
            mode = q.mode
            if mode == "down":
                if q.rests_on is not None:
                    c = q.rests_on.cur
                    qx0, qy0, qx1, qy1 = self._seg_at(q, 0.0)
                    if not q.rests_on.active or (
                        point_segment(c.x, c.y, qx0, qy0, qx1, qy1)[0] > self.d_lying + 1e-7
                    ):
                        self._fall_on(q)
                elif q.wall is not None:
                    ax, ay, _bx, _by, nx, ny = self.cushions[q.wall]
                    gap = (q.x + q.top * q.dx - ax) * nx + (q.y + q.top * q.dy - ay) * ny - self.rp
                    if gap > 1e-7:  # its base has slid away from the cushion
                        self._fall_on(q)
            elif mode == "pressed" and (b := q.presser) is not None:
                d = math.hypot(b.cur.x - q.x, b.cur.y - q.y)
                if d > lim + 1e-7:  # clearly apart (not just touching): upright again
                    q.mode, q.presser, q.lean, q.leaning = "standing", None, 0.0, False
                else:
                    q.lean = lim - d

    def _lean_pressed(self, t_end: float) -> None:
        """Pins left leaning on a ball at the end of the shot count as down (art. 5.2, guide 8):
        they are knocked by that ball, at the end of the shot."""
        for q in self.pins:
            b = q.presser
            if q.mode == "pressed" and b is not None:
                q.mode = "down"
                if q.leaning:  # leaning on it when the shot began: down before it, not by it
                    continue
                q.leaning = True
                q.cause = {"by": b.id, "ball": b.id}
                q.root = b.id
                self._event(t_end, "pin_down", pin=q.id, by=b.id, ball=b.id, lean=True)
