"""Pins leaning in the engine's world (docs/PHYSICS.md, "Pins"): a pin a ball presses, or whose
fall came to rest on a ball or against a cushion, and what becomes of it when that ball goes or
its base slides away, when a shot starts with it so, and when the shot ends (art. 5.2). A mixin
of the engine's world, beside :class:`.pins.PinMechanics`.

Why its own module: a leaning pin is held up by something else; whether it still is, is looked
at every step (:meth:`PinLeaning._release_pressed`) and once more at the shot's end.
"""

from __future__ import annotations

import math
from typing import Any

from .bodies import Ball, Pin
from .geom import point_segment
from .lean import held_by


class PinLeaning:
    """The world's leaning pins (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    p: Any
    t: float
    R: float
    rp: float
    d_lying: float
    fall_alpha: float
    fall_until: float
    table: Any
    pins: list[Pin]
    balls: list[Ball]
    ball_by_id: dict[str, Ball]
    cushions: dict[str, tuple[float, float, float, float, float, float]]
    _reach: Any
    _seg_at: Any
    _remove_pin_shapes: Any
    _add_circle: Any
    _event: Any

    def _fall_on(self, q: Pin) -> None:
        """A pin leaning on a ball that has gone falls on from where it leant, from rest."""
        h = self.table.pin_height
        theta = math.asin(min(1.0, q.top / h))
        a = self.fall_alpha
        q.t_knock = self.t - math.sqrt(2.0 * theta / a)
        q.w0, q.top, q.rests_on, q.wall = 0.0, math.inf, None, None
        q.t_flat = q.t_knock + math.sqrt(math.pi / a)
        self.fall_until = max(self.fall_until, q.t_flat)

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
