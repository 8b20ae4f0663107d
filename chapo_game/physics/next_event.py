"""Finding a step's first event (docs/PHYSICS.md, "The step scheme and why", 3–4). A mixin of
the engine's world, beside :class:`.contacts.BallContacts` and :class:`.pins.PinMechanics`.

Why its own module: the step loop (:mod:`.engine`) only asks *when* the first thing happens in
the step and *what* it is; how each kind of pair pymunk reports is looked at — a cheap test on
the chords of the paths first, then the exact time of impact from :mod:`.contacts` or
:mod:`.pins` — is one small test per kind (:data:`PAIR_TESTS`), each readable on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .bodies import Ball, Pin
from .geom import clear_of_sweep, seg_dist, segs_dist
from .rig import T_BALL, T_CUSHION, T_PIN, T_SEG, T_SEGS

#: What a pair's test returns: ``(tau, handler, args)`` — the pair meets ``tau`` into the step
#: and ``handler(*args)`` resolves it — or ``None``.
Found = tuple[float, Callable[..., None], tuple[Any, ...]] | None


class NextEvent:
    """The world's search for the first event of a step (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    t: float
    R: float
    rp: float
    d_lying: float
    table: Any
    _toi_balls: Any
    _toi_cushion: Any
    _toi_ball_pin: Any
    _toi_lying: Any
    _toi_downs: Any
    _toi_seg_pin: Any
    _ball_ball: Any
    _ball_pin: Any
    _ball_lying: Any
    _downs_meet: Any
    _seg_pin: Any

    # ------------------------------------------------------------------ one test per kind of pair
    def _pair_balls(self, a: Ball, b: Ball, dt: float) -> Found:
        """Two balls, at least one moving. Each path lies within ``sag`` of its chord, so the
        paths cannot come closer than the two chords do, less both sags: most pairs pymunk
        reports are rejected so, before any path is made for them."""
        if not (a.active and b.active) or not (a.mov or b.mov):
            return None
        a0, a1, b0, b1 = a.cur, a.end if a.mov else a.cur, b.cur, b.end if b.mov else b.cur
        if (
            segs_dist(a0.x, a0.y, a1.x, a1.y, b0.x, b0.y, b1.x, b1.y)
            > 2.0 * self.R + a.sag + b.sag + 1e-9
        ):
            return None
        tau = self._toi_balls(a, b, dt)
        return None if tau is None else (tau, self._ball_ball, (a, b))

    def _pair_cushion(self, a: Ball, cid: str, dt: float) -> Found:
        """A moving ball and a cushion (its nose or its jaws: :meth:`.contacts._toi_cushion`)."""
        if not a.active or not a.mov:
            return None
        return self._toi_cushion(a, cid, dt)

    def _pair_pin(self, a: Ball, b: Pin, dt: float) -> Found:
        """A ball and a standing (or pressed) pin, one of them moving; a ball is never met by
        the pin it presses (its tip is :meth:`_earliest`'s). A pin standing still is met only
        where the ball's chord, widened by its ``sag``, comes within a ball and a pin's radius
        of its base."""
        if not a.active or b.mode not in ("standing", "pressed") or b.presser is a:
            return None
        if not b.moving():
            if not a.mov:
                return None
            lim = self.R + self.rp + a.sag + 1e-9
            if seg_dist(b.x, b.y, a.cur.x, a.cur.y, a.end.x, a.end.y) > lim:
                return None
        tau = self._toi_ball_pin(a, b, self.R + self.rp, dt)
        return None if tau is None else (tau, self._ball_pin, (a, b))

    def _pair_lying(self, a: Ball, b: Pin, dt: float) -> Found:
        """A ball and a down pin, lying or still falling (its axis then reaches out as far as
        it has fallen): the pin is met low, at its axis. The pin's axis stays inside the
        parallelogram its base's chord sweeps with the axis's full length, the ball's path
        within ``sag`` of its chord (:func:`.geom.clear_of_sweep`)."""
        if not a.active or b.mode != "down":
            return None
        moving = b.moving()
        if not (a.mov or moving or self.t < b.t_flat):
            return None
        a1 = a.end if a.mov else a.cur
        hx, hy = self.table.pin_height * b.dx, self.table.pin_height * b.dy
        bx1, by1 = (b.end[0], b.end[1]) if moving else (b.x, b.y)
        lim = self.d_lying + a.sag + 1e-9
        if clear_of_sweep(a.cur.x, a.cur.y, a1.x, a1.y, b.x, b.y, bx1, by1, hx, hy, lim):
            return None
        tau = self._toi_lying(a, b, dt)
        return None if tau is None else (tau, self._ball_lying, (a, b))

    def _pair_downs(self, a: Pin, b: Pin, dt: float) -> Found:
        """Two down pins, one of them sliding or falling (:mod:`.pin_pairs`)."""
        if a.mode != "down" or b.mode != "down":
            return None
        t = self.t
        if not (a.moving() or b.moving() or t < a.t_flat or t < b.t_flat):
            return None
        tau = self._toi_downs(a, b, dt)
        return None if tau is None else (tau, self._downs_meet, (a, b))

    def _pair_down_standing(self, a: Pin, b: Pin, dt: float) -> Found:
        """A down pin (falling, or sliding) and a standing pin."""
        if a.mode != "down" or b.mode not in ("standing", "pressed"):
            return None
        if not (self.t < a.t_flat or a.moving() or b.moving()):
            return None
        tau = self._toi_seg_pin(a, b, dt)
        return None if tau is None else (tau, self._seg_pin, (a, b))


#: The test of each kind of pair :mod:`.rig`'s handlers report (``world.touching``), called as
#: ``PAIR_TESTS[kind](world, a, b, dt)``: a table of plain functions, where a table of the
#: world's bound methods would tie every world into a reference cycle.
PAIR_TESTS: dict[int, Callable[[Any, Any, Any, float], Found]] = {
    T_BALL: NextEvent._pair_balls,
    T_CUSHION: NextEvent._pair_cushion,
    T_PIN: NextEvent._pair_pin,
    T_SEG: NextEvent._pair_lying,
    T_SEGS: NextEvent._pair_downs,
    -T_SEG: NextEvent._pair_down_standing,
}
