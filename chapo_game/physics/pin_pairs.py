"""Two down pins meeting each other (docs/PHYSICS.md, "Pins"). A mixin of the engine's world,
beside :class:`.pins.PinMechanics`.

Why: down pins met balls, cushions and standing pins, but not each other. A pin sliding away
from a chapó passed through one lying in its way, and one shot in fifty of those that felled
two pins or more left two lying through each other. Two lying pins are two cylinders on the
cloth, their axes a pin radius up: they meet where their axes come within a pin's diameter
of each other (seen from above), and push each other off along that line as two equal
discs would (the engine's pins do not turn about the vertical). A falling pin is met where
its axis passes at that point: low enough (below the other's top, ``2r``) its lower body
knocks the other aside; higher, it comes down across it, and the two lie one across the other
— as a pin dropping on another does — until they part (``stacked``), as two pins that
overlap at a shot's start do. Lying across, their bodies pass over each other, but each base
still on the cloth beside the other (a *foot*) meets it: the base of a pin that came down
across another slid on through it.
"""

from __future__ import annotations

import math
from typing import Any

from .bodies import Pin
from .geom import point_segment, segs_closest, segs_dist
from .pins import JAMMED
from .toi import SLOPE_NOISE, first_contact, first_contact_sampled

#: Two pins lying one across the other are apart again (and meet again) only this far (m)
#: apart: at the instant one comes down across the other their gap is nil, and read as
#: "apart" they met again at once, over and over.
_APART = 1e-5
#: Pins through each other by more than this (m) lie one across the other; less is two pins
#: touching, with what the rounding of a position leaves (a position's micrometres, or a
#: nanometre's overlap the engine left two pins at): taken as across, a ball then pushed one
#: right through the other.
_DEEP = 1e-4


class PinPairs:
    """The world's down pins against each other (mixed into the engine's world)."""

    # attributes and methods of the world and of PinMechanics this mixin uses
    p: Any
    t: float
    rp: float
    table: Any
    pins: list[Pin]
    lying_met: dict[tuple[str, str], tuple[float, int, float, bool]]
    fall_alpha: float
    #: pairs of down pins (ids, in name order) lying one across the other, with their *feet*:
    #: the pins whose base, beside the other, still meets it
    stacked: dict[tuple[str, str], tuple[Pin, ...]]
    _seg_at: Any
    _pin_at: Any
    _reach: Any
    _axis_motion: Any
    _jammed: Any
    _event: Any

    def _stack_overlapping(self) -> None:
        """Down pins a position gives lying through each other lie one across the other."""
        down = [q for q in self.pins if q.mode == "down"]
        for i, a in enumerate(down):
            for b in down[i + 1 :]:
                if self._may_touch(a, b) and self._down_gap(a, b, 0.0) < -_DEEP:
                    self._stack(a, b)

    def _may_touch(self, a: Pin, b: Pin) -> bool:
        """Whether down pins ``a`` and ``b`` lie near enough to touch now: each axis lies
        within half its reach of its middle, so middles further apart than both halves and a
        pin's width cannot touch. Most pairs of a position are so, and looking at each pair's
        nearest points was a tenth of a shot's time where pins lay out of play in a row."""
        ra, rb = self._reach(a, self.t), self._reach(b, self.t)
        dx = a.x + 0.5 * ra * a.dx - b.x - 0.5 * rb * b.dx
        dy = a.y + 0.5 * ra * a.dy - b.y - 0.5 * rb * b.dy
        return math.hypot(dx, dy) <= 0.5 * (ra + rb) + 2.0 * self.rp

    def _stack_knocked(self, q: Pin) -> None:
        """A pin just knocked, its base inside a down pin (practice's editor can stand one on
        a lying pin), falls across it: met as two pins through each other, they were pushed
        apart again and again at one instant, and lay crossed all the same."""
        for o in self.pins:
            if o is q or o.mode != "down" or not self._may_touch(q, o):
                continue
            if self._down_gap(q, o, 0.0) < -_DEEP:
                self._stack(q, o)

    def _stack(self, a: Pin, b: Pin) -> None:
        """``a`` and ``b`` lie one across the other from now; a base outside the other is a
        foot (see the module doc)."""
        feet = tuple(q for q, o in ((a, b), (b, a)) if self._foot_gap(q, o, 0.0) >= 0.0)
        self.stacked[_key(a, b)] = feet

    def _across(self) -> list[tuple[str, str]]:
        """The pairs of down pins lying one across the other now, in name order."""
        by_id = {q.id: q for q in self.pins}
        return sorted(
            (a, b)
            for a, b in self.stacked
            if by_id[a].mode == by_id[b].mode == "down"
            and self._down_gap(by_id[a], by_id[b], 0.0) < 0.0
        )

    def _down_gap(self, a: Pin, b: Pin, tau: float) -> float:
        """How far apart (m) down pins ``a`` and ``b`` are ``tau`` from now (negative: through
        each other)."""
        return segs_dist(*self._seg_at(a, tau), *self._seg_at(b, tau)) - 2.0 * self.rp

    def _foot_gap(self, q: Pin, o: Pin, tau: float) -> float:
        """How far (m) pin ``q``'s base is from meeting pin ``o``'s body ``tau`` from now."""
        x, y, _, _ = self._pin_at(q, tau)
        return point_segment(x, y, *self._seg_at(o, tau))[0] - 2.0 * self.rp

    def _flat_gap(self, a: Pin, b: Pin, tau: float) -> tuple[float, float]:
        """:meth:`_down_gap` of two pins done falling, and its slope (m/s): how fast their
        nearest points close along the line between them. Read from two nearby instants
        instead (as a falling pin's must be), the slope cost every look at the pair twice and
        left Newton's method a noisy slope to follow."""
        at_a, at_b = self._pin_at(a, tau), self._pin_at(b, tau)
        d, px, py, qx, qy = segs_closest(*self._seg_at(a, tau, at_a), *self._seg_at(b, tau, at_b))
        if d == 0.0:  # through each other: no line between them to close along
            return -2.0 * self.rp, 0.0
        (_, _, avx, avy), (_, _, bvx, bvy) = at_a, at_b
        slope = ((bvx - avx) * (qx - px) + (bvy - avy) * (qy - py)) / d
        return d - 2.0 * self.rp, 0.0 if abs(slope) < SLOPE_NOISE else slope

    def _toi_downs(self, a: Pin, b: Pin, dt: float) -> float | None:
        """When two down pins, one of them moving or falling, first meet within ``dt``: their
        bodies, or — lying one across the other — a foot and the other's body."""
        key = _key(a, b)
        feet = self.stacked.get(key)
        apart = self._down_gap(a, b, 0.0)
        if feet is not None and apart >= _APART:
            del self.stacked[key]  # apart: they meet again from here
            feet = None
        # no point of either pin moves faster than this within the step (every gap below is
        # a distance between their points)
        speed = self._most_speed(a, dt) + self._most_speed(b, dt)
        reach = speed * dt
        if feet is None:
            if apart > reach:  # too far apart to meet within the step
                return None
            if self.t >= max(a.t_flat, b.t_flat):
                return first_contact(lambda tau: self._flat_gap(a, b, tau), dt, speed)
            # the gap at the step's start is ``apart``, worked out above
            gap_of = lambda tau: apart if tau == 0.0 else self._down_gap(a, b, tau)  # noqa: E731
            return first_contact_sampled(gap_of, dt, speed)
        pairs = [(q, b if q is a else a) for q in feet]
        if not pairs or min(self._foot_gap(q, o, 0.0) for q, o in pairs) > reach:
            return None
        return first_contact_sampled(
            lambda tau: min(self._foot_gap(q, o, tau) for q, o in pairs), dt, speed
        )

    def _most_speed(self, q: Pin, dt: float) -> float:
        """The most any point of down pin ``q`` moves at within ``dt`` (m/s): its base slows
        on the cloth, and a falling pin's top sweeps out at ``h·ω`` at most, ``ω`` growing
        under gravity. Two pins further apart than both can move in a step cannot meet in it
        (pymunk gives every pair whose inflated shapes overlap)."""
        speed = (q.vx * q.vx + q.vy * q.vy) ** 0.5
        if self.t < q.t_flat:
            w = q.w0 + self.fall_alpha * (self.t + dt - q.t_knock)
            speed += self.table.pin_height * w
        return speed

    def _point_motion(self, q: Pin, x: float, y: float) -> tuple[float, float, float]:
        """The velocity (m/s, seen from above) of the point of down pin ``q``'s axis over
        ``(x, y)``, and its height there (m): a lying pin's axis is ``r`` up; a falling pin's
        point ``s`` out is ``s/tan θ`` up and sweeps out with the fall."""
        if self.t >= q.t_flat:
            return q.vx, q.vy, self.rp
        vx, vy, height = self._axis_motion(q, x, y, self._reach(q, self.t))
        return vx, vy, max(height, self.rp)

    def _downs_meet(self, a: Pin, b: Pin) -> None:
        """Down pins ``a`` and ``b`` meet: pushed apart along the line between their axes'
        nearest points (``e_pin``), or — a falling pin's body coming down over the other — one
        across the other; lying so, a foot meets the other (see the module doc)."""
        key = _key(a, b)
        feet = self.stacked.get(key)
        if feet is not None:
            if feet:
                q = min(feet, key=lambda f: self._foot_gap(f, b if f is a else a, 0.0))
                self._foot_meets(q, b if q is a else a)
            return
        dist, px, py, qx, qy = segs_closest(*self._seg_at(a, 0.0), *self._seg_at(b, 0.0))
        if dist == 0.0:
            self._stack(a, b)
            return
        avx, avy, a_high = self._point_motion(a, px, py)
        bvx, bvy, b_high = self._point_motion(b, qx, qy)
        if max(a_high, b_high) > 2.0 * self.rp:  # a falling pin's body passes over the other
            self._stack(a, b)
            return
        nx, ny = (qx - px) / dist, (qy - py) / dist
        self._push(a, b, nx, ny, (avx - bvx) * nx + (avy - bvy) * ny)

    def _foot_meets(self, q: Pin, o: Pin) -> None:
        """The base of ``q``, lying across ``o``, meets ``o``'s body beside it."""
        d, cx, cy = point_segment(q.x, q.y, *self._seg_at(o, 0.0))
        if d == 0.0:
            return
        nx, ny = (cx - q.x) / d, (cy - q.y) / d
        ovx, ovy, _ = self._point_motion(o, cx, cy)
        self._push(q, o, nx, ny, (q.vx - ovx) * nx + (q.vy - ovy) * ny)

    def _push(self, a: Pin, b: Pin, nx: float, ny: float, vn: float) -> None:
        """``a`` meets ``b`` closing at ``vn`` along ``(nx, ny)`` (from ``a`` to ``b``): equal
        masses, each base takes half the change of the closing speed."""
        if vn < JAMMED and self._jammed(a, b):
            a.vx = a.vy = b.vx = b.vy = 0.0  # wedged or pressed together (pins._WEDGED)
            return
        if vn <= 0.0:
            return
        k = 0.5 * (1.0 + self.p.e_pin) * vn
        a.vx -= k * nx
        a.vy -= k * ny
        b.vx += k * nx
        b.vy += k * ny
        self._event(self.t, "pin_pin", a=a.id, b=b.id, speed=vn)
        # a pin that has pushed another has not been thrown back by a wall: a ball meeting it
        # again soon after has not caught it (pin_lying._CAUGHT) — driven into a pin that gives way,
        # it was "caught" and the ball rode over it, drawn 21 mm into it. Pressed together
        # slower than JAMMED they are a wall: a creeping ball squeezed between two pins crept
        # on through them, 5 ms at a time, never caught (2 of 10,000 random shots, 31 mm)
        if vn < JAMMED:
            return
        for key, (last, _n, back, rides) in list(self.lying_met.items()):
            if key[1] in (a.id, b.id):
                self.lying_met[key] = (last, 0, back, rides)


def _key(a: Pin, b: Pin) -> tuple[str, str]:
    return (a.id, b.id) if a.id < b.id else (b.id, a.id)
