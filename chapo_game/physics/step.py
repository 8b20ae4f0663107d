"""One step of the engine's loop (docs/PHYSICS.md, "The step scheme and why", 2, 4–5): which
bodies move, how long the step is, every moving body swept to the step's end for pymunk, and
the world moved to the step's first event (or its end) and that event resolved. A mixin of the
engine's world, beside :class:`.next_event.NextEvent`, which finds that event.

Why its own module: the loop itself (:meth:`.engine._World.run`) reads as the five phases of a
step; each phase is here, with the closed forms and chipmunk's setters called inline — these
are the engine's hottest lines, kept free of any call layer more.
"""

from __future__ import annotations

import math
from typing import Any

from .ball import BallState, evolve, flown
from .bodies import Ball, Pin
from .next_event import Hit
from .rig import (
    CP_SET_ENDPOINTS,
    CP_SET_POSITION,
    CP_SET_RADIUS,
    CP_SET_SEG_RADIUS,
    INFLATE,
)

#: Events at one instant before the engine stops resolving a cluster of touching balls there.
_SAME_INSTANT = 200


def may_cross(dy: float, vy: float, acc: float, tau: float) -> bool:
    """Whether a centre ``dy`` from a line, moving across it at ``vy``, can reach the line
    within ``tau``, its acceleration being at most ``acc`` (the sliding one). Its distance from
    the line is at least ``d + v τ − ½ a τ²`` (``v`` away from the line, signed): a concave
    bound, least at one end of the step — so a ball moving away from the line is looked at only
    if friction could turn it back inside the step, where a bound on ``|vy|`` alone looked at
    every ball within a step's travel of the line."""
    away = vy if dy > 0.0 else -vy
    d = abs(dy)
    return d <= 0.0 or d + away * tau - 0.5 * acc * tau * tau <= 0.0


class Stepping:
    """The phases of the world's step (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    p: Any
    t: float
    R: float
    rp: float
    a_slide: float
    a_roll: float
    a_spin: float
    mid: float
    want_frames: bool
    same_instant: int
    stuck: set[tuple[int, ...]]
    balls: list[Ball]
    pins: list[Pin]
    _adv: Any
    _pin_at: Any
    _reach: Any
    _line_crossings: Any
    _lasts_until: Any
    _frames_until: Any

    def _movers(self) -> tuple[list[Ball], list[Pin]]:
        """The balls and the pins moving at the world's time (a ball over a hole counts as
        moving until it drops or climbs out): only they are moved and looked at in a step.
        Loops, not list comprehensions: in Python 3.11 each comprehension is a call of its
        own, and the two cost more, every step, than this method's call (callgrind)."""
        movers: list[Ball] = []
        for b in self.balls:
            if b.mov:
                movers.append(b)
        pmovers: list[Pin] = []
        for q in self.pins:
            if q.vx != 0.0 or q.vy != 0.0:
                pmovers.append(q)
        return movers, pmovers

    def _step_length(self, movers: list[Ball], pmovers: list[Pin], falling: bool) -> float:
        """How long the step is: no body moves more than ``step_travel`` in it, it lasts at
        most ``max_dt`` (``pin_fall_time / 8`` while a pin falls, so a falling pin's swept
        shape stays close to it), and it does not run past the time cap."""
        p = self.p
        dmax, max_dt = p.step_travel, p.max_dt
        vmax = 0.0
        for b in movers:
            v = math.hypot(b.cur.vx, b.cur.vy)
            if v > vmax:
                vmax = v
        for q in pmovers:
            v = math.hypot(q.vx, q.vy)
            if v > vmax:
                vmax = v
        dt = max_dt if vmax * max_dt <= dmax else dmax / vmax
        fall_dt = p.pin_fall_time / 8.0
        if falling and dt > fall_dt:
            dt = fall_dt
        if dt > p.max_time - self.t:
            dt = p.max_time - self.t
        return dt

    def _sweep_balls(self, movers: list[Ball], dt: float) -> None:
        """Each moving ball's exact state at the step's end (``end``, ``end_stop``), where its
        body is put; its circle grows by its path in the step (``sweep``: travel, plus how far
        friction can bend the path from its chord, ``sag``), so pymunk reports every pair it
        may touch during the step. The engine's hottest loop: the closed form and chipmunk's
        setters are called inline, on local names."""
        R, a_slide, a_roll, a_spin = self.R, self.a_slide, self.a_roll, self.a_spin
        cp_set_position, cp_set_radius = CP_SET_POSITION, CP_SET_RADIUS
        r_ball = R + INFLATE  # a ball's circle as pymunk sees it, before its path in the step
        for b in movers:
            cur = b.cur
            if b.air is not None:  # over a hole: straight on, nothing bends its path
                b.end, b.end_stop = flown(cur, dt), None
                cp_set_position(b.cp_body, (b.end.x, b.end.y))
                b.sag, b.sweep = 0.0, math.hypot(b.end.x - cur.x, b.end.y - cur.y)
                cp_set_radius(b.cp_shape, r_ball + b.sweep)
                continue
            # :func:`.ball.advanced`, inlined: the hottest call of the engine (dt > 0 here)
            x, y, vx, vy, wx, wy, wz, b.end_stop = evolve(
                cur.x, cur.y, cur.vx, cur.vy, cur.wx, cur.wy, cur.wz, dt, R, a_slide,
                a_roll, a_spin,
            )  # fmt: skip
            b.end = BallState(x, y, vx, vy, wx, wy, wz, cur.t + dt)
            cp_set_position(b.cp_body, (x, y))
            # the circle pymunk sees at the step's end covers the whole path: travel, plus
            # how far a path bent by friction strays from its chord (a·dt²/8)
            ux, uy = cur.vx - R * cur.wy, cur.vy + R * cur.wx
            acc = a_slide if ux * ux + uy * uy > 1e-18 else a_roll
            b.sag = sag = 0.125 * acc * dt * dt
            b.sweep = sweep = math.hypot(x - cur.x, y - cur.y) + sag
            cp_set_radius(b.cp_shape, r_ball + sweep)

    def _sweep_pins(self, pmovers: list[Pin], dt: float) -> None:
        """While a pin slides or falls: each sliding pin's base at the step's end (``end``),
        where its body is put, a standing pin's circle grown by its travel in the step; then
        the down pins' axes (:meth:`_sweep_down_pins`)."""
        for q in pmovers:
            q.end = self._pin_at(q, dt)
            CP_SET_POSITION(q.body._body, (q.end[0], q.end[1]))
            if q.circle is not None:
                swept = math.hypot(q.end[0] - q.x, q.end[1] - q.y)
                CP_SET_RADIUS(q.circle._shape, self.rp + INFLATE + swept)
        self._sweep_down_pins(dt)

    def _sweep_down_pins(self, dt: float) -> None:
        """Each down pin's axis as pymunk sees it at the step's end: a falling pin's reaches
        out as far as it will have fallen, and a sliding or falling pin's is widened by its
        base's travel in the step (a pin lying still keeps its segment as it was)."""
        t = self.t
        origin = (0.0, 0.0)
        for q in self.pins:
            if q.mode != "down" or q.seg is None:
                continue
            fell = t < q.t_flat
            seg = q.seg._shape
            if fell:
                reach = self._reach(q, t + dt)
                CP_SET_ENDPOINTS(seg, origin, (reach * q.dx, reach * q.dy))
            if fell or q.vx != 0.0 or q.vy != 0.0:
                swept = math.hypot(q.end[0] - q.x, q.end[1] - q.y) if q.moving() else 0.0
                CP_SET_SEG_RADIUS(seg, self.rp + INFLATE + swept)

    def _commit(self, movers: list[Ball], pmovers: list[Pin], tau: float, dt: float) -> None:
        """Move the world ``tau`` into the step: the frames on the way recorded, each moving
        ball taken to its exact state there (at the step's end, the one :meth:`_sweep_balls`
        worked out), the línea media crossings on its way logged, and the pins moved
        (:meth:`_commit_pins`)."""
        t = self.t
        if self.want_frames:
            self._frames_until(t + tau)
        mid = self.mid
        for b in movers:
            if tau == dt:
                new, stop = b.end, b.end_stop
            else:
                new, stop = self._adv(b.cur, tau, b.air is not None)
                CP_SET_POSITION(b.cp_body, (new.x, new.y))
            y0, vy0 = b.cur.y, b.cur.vy  # a ball may cross and come back inside one step
            if (y0 > mid) != (new.y > mid) or may_cross(y0 - mid, vy0, self.a_slide, tau):
                self._line_crossings(b, mid, tau)
            if stop is not None:
                self._lasts_until(t + stop)
            b.cur = new
            b.mov = new.moving() or b.air is not None
            if not b.mov:
                b.sweep = b.sag = 0.0
                CP_SET_RADIUS(b.cp_shape, self.R + INFLATE)
        if pmovers:
            self._commit_pins(pmovers, tau, dt)
        self.t = t + tau

    def _commit_pins(self, pmovers: list[Pin], tau: float, dt: float) -> None:
        """Each sliding pin moved ``tau`` into the step (to the end :meth:`_sweep_pins` worked
        out, at the step's end); a pin that stops there is the last thing to come to rest so
        far."""
        t = self.t
        for q in pmovers:
            end = q.end if tau == dt else self._pin_at(q, tau)
            q.x, q.y, q.vx, q.vy = end
            if tau != dt:
                CP_SET_POSITION(q.body._body, (q.x, q.y))
            if q.vx == 0.0 and q.vy == 0.0:
                self._lasts_until(t + tau)

    def _resolve(self, hit: Hit, movers: list[Ball], pmovers: list[Pin], dt: float) -> None:
        """Move the world to the step's first event and resolve it, unless
        :meth:`_held_at_instant` holds it."""
        self._commit(movers, pmovers, hit[0], dt)
        if not self._held_at_instant(hit, movers, pmovers, dt):
            hit[1](*hit[2])
        for b in self.balls:
            b.refresh()

    def _held_at_instant(self, hit: Hit, movers: list[Ball], pmovers: list[Pin], dt: float) -> bool:
        """Whether ``hit``, just reached, is left unresolved, events at one instant being
        counted. Past :data:`_SAME_INSTANT` of them, a cluster of touching balls fed energy
        along its line keeps colliding at one instant: this pair is left alone until time moves
        on. Past twice that, an event its own response does not undo: time moves on by a
        nanosecond, so a shot always ends."""
        if hit[0] < 1e-12:
            self.same_instant += 1
        else:
            self.same_instant = 0
            self.stuck.clear()
        if self.same_instant > 2 * _SAME_INSTANT:
            self._commit(movers, pmovers, 1e-9, dt)
            self.same_instant = 0
            return True
        if self.same_instant > _SAME_INSTANT:
            self.stuck.add(tuple(id(o) for o in hit[2][:2]))
            return True
        return False
