"""Finding a step's first event (docs/PHYSICS.md, "The step scheme and why", 3–4). A mixin of
the engine's world, beside :class:`.contacts.BallContacts` and :class:`.pins.PinMechanics`.

Why its own module: the step loop (:mod:`.engine`) only asks *when* the first thing happens in
the step and *what* it is; how each kind of pair pymunk reports is looked at — a cheap test on
the chords of the paths first, then the exact time of impact from :mod:`.contacts`,
:mod:`.pins` or :mod:`.pin_lying` — is one small test per kind (:data:`PAIR_TESTS`), each
readable on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .bodies import Ball, Pin
from .geom import clear_of_sweep, name_of, seg_dist, segs_dist
from .rig import T_BALL, T_CUSHION, T_PIN, T_SEG, T_SEGS

#: An event found in the step: ``(tau, handler, args)`` — it happens ``tau`` into the step and
#: ``handler(*args)`` resolves it.
Hit = tuple[float, Callable[..., None], tuple[Any, ...]]
#: What a search or a pair's test returns: the event it found first, or ``None``.
Found = Hit | None


class NextEvent:
    """The world's search for the first event of a step (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    t: float
    R: float
    rp: float
    d_lying: float
    tip_depth: float
    fall_until: float
    table: Any
    pins: list[Pin]
    pocket_list: list[tuple[str, float, float]]
    touching: dict[tuple[int, int, int], tuple[int, Any, Any]]
    stuck: set[tuple[int, ...]]
    _over_hole: Any
    _leaving: Any
    _toi_point: Any
    _pocket: Any
    _tip: Any
    _pin_bounds: Any
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

    # ------------------------------------------------------------------ the step's first event
    def _earliest(self, movers: list[Ball], pmovers: list[Pin], dt: float) -> Found:
        """The first event in the step: ``(tau, handler, args)`` or ``None``. First the pairs
        whose shapes overlap (pymunk's pairs), each looked at by the test of its kind
        (:data:`PAIR_TESTS`); then pockets and pin tips (:meth:`_first_at_point`) and, while a
        pin slides or falls, pins' bounds (:meth:`_first_bound`). Events at one instant are so
        taken in a fixed order (docs/PHYSICS.md): a later search replaces what an earlier one
        found only by a strictly earlier event, and pairs met at one instant go by kind and names
        (:func:`_sooner`), never by the order pymunk reported them in. Pairs left alone at this
        instant (``stuck``, see :data:`.step._SAME_INSTANT`) are passed by."""
        best: Found = None
        best_key: tuple = ()
        best_kind = 0
        stuck = self.stuck
        tests = PAIR_TESTS
        # pins lying at rest side by side (out of play by a cushion) overlap as pymunk sees
        # them: while no pin moves or falls their pairs are passed by at once (looked at in
        # full, four such pairs cost a fifth of every step of a shot that never came near them)
        pins_still = not pmovers and self.t >= self.fall_until
        for key, (kind, a, b) in list(self.touching.items()):
            if (kind == T_SEGS and pins_still) or (stuck and (key[1], key[2]) in stuck):
                continue
            found = tests[kind](self, a, b, dt)
            if found is not None:
                best, best_key, best_kind = _sooner(kind, a, b, found, (best, best_key, best_kind))
        best = self._first_at_point(movers, dt, best)
        return best if pins_still else self._first_bound(pmovers, dt, best)

    def _first_at_point(self, movers: list[Ball], dt: float, best: Found) -> Found:
        """``best``, or a moving ball coming within reach of a fixed point before it: over a
        pocket's hole (:meth:`_hole_met`), at a pocket's edge (:meth:`_pocket_met`: the
        pockets whose hole the ball's path, its chord within ``sag``, comes near), or far
        enough into a pin it presses to tip it over (:meth:`_tip_met`). Pockets then tips,
        as the engine always took them; the loops run every step, so their cheap tests stay
        inline and only what they find is handed on."""
        reach_p = self.table.pocket_radius + 1e-4
        for b in movers:
            if b.air is not None:
                best = self._hole_met(b, dt, best)
                continue
            s1 = b.end
            x1, y1 = s1.x, s1.y
            lim = reach_p + b.sweep
            for pid, cx, cy in self.pocket_list:
                if (
                    -lim
                    < x1 - cx
                    < lim  # |x1 − cx| < lim, without a call (every mover, every step)
                    and -lim < y1 - cy < lim
                    and seg_dist(cx, cy, b.cur.x, b.cur.y, x1, y1) - b.sag < reach_p
                ):
                    best = self._pocket_met(b, pid, cx, cy, dt, best)
        for q in self.pins:
            if q.mode == "pressed":
                best = self._tip_met(q, dt, best)
        return best

    def _hole_met(self, b: Ball, dt: float, best: Found) -> Found:
        """``best``, or ball ``b``, over a hole, dropping or meeting the far edge before it
        (:meth:`.contacts._over_hole`)."""
        found = self._over_hole(b, dt)
        if found is not None and (best is None or found[0] < best[0]):
            return found
        return best

    def _pocket_met(self, b: Ball, pid: str, cx: float, cy: float, dt: float, best: Found) -> Found:
        """``best``, or ball ``b`` crossing the edge of pocket ``pid``'s hole before it — unless
        it is leaving the hole whose far edge it has just climbed (``lip``)."""
        if b.lip == pid and self._leaving(b, cx, cy):
            return best
        tau = self._toi_point(b, cx, cy, self.table.pocket_radius, dt)
        if tau is not None and (best is None or tau < best[0]):
            return (tau, self._pocket, (b, pid, cx, cy))
        return best

    def _tip_met(self, q: Pin, dt: float, best: Found) -> Found:
        """``best``, or pressed pin ``q`` tipped over before it: its presser, moving on, comes
        within the tip depth of its base (:meth:`.pins._tip`)."""
        if q.presser is None or not q.presser.mov:
            return best
        tau = self._toi_point(q.presser, q.x, q.y, self.R + self.rp - self.tip_depth, dt)
        if tau is not None and (best is None or tau < best[0]):
            return (tau, self._tip, (q,))
        return best

    def _first_bound(self, pmovers: list[Pin], dt: float, best: Found) -> Found:
        """``best``, or a moving pin meeting a cushion or a pocket before it
        (:meth:`.pins._pin_bounds`) — and while any pin falls, one falling where it stands:
        its head sweeps out to a cushion. Looked at only while a pin slides or falls."""
        t = self.t
        bounded = pmovers
        if t < self.fall_until:
            bounded = [q for q in self.pins if q.moving() or (q.mode == "down" and t < q.t_flat)]
        for q in bounded:
            found = self._pin_bounds(q, dt)
            if found is not None and (best is None or found[0] < best[0]):
                best = found
        return best

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


def _sooner(
    kind: int, a: Any, b: Any, found: Hit, held: tuple[Found, tuple, int]
) -> tuple[Found, tuple, int]:
    """Of the pair ``(a, b)``, of ``kind``, met at ``found``, and the best pair so far
    (``held``: it, its key, its kind): the earlier, with its key and kind. At the same instant,
    the one first by ``(kind, name, name)`` — so that the order pymunk reported the pairs in
    does not matter. The key is empty while the best came before every other pair; it is made
    from its own kind and bodies when a tie needs it (it was made with the newcomer's kind, so
    pairs of two kinds met at one instant went by their names alone)."""
    best, best_key, best_kind = held
    if best is None or found[0] < best[0]:
        return found, (), kind
    if found[0] != best[0]:
        return held
    mine = (kind, name_of(a), name_of(b))
    if not best_key:
        best_key = (best_kind, *(name_of(o) for o in best[2][:2]))
    return (found, mine, kind) if mine < best_key else (best, best_key, best_kind)


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
