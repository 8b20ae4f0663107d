"""The end of a shot in the engine's world (docs/PHYSICS.md): its duration, the final position
tidied for what rounding leaves, pins left leaning counted down, and the result put together.
A mixin of the engine's world.

Why its own module: a shot's final position must be one the game accepts as a start
(``validate_position``); what makes it so is a job of its own, done once, after the loop.
"""

from __future__ import annotations

import math
from typing import Any

from ..position import PinState, Position
from .bodies import Ball, Pin
from .results import ShotResult


class ShotEnd:
    """The world's end of a shot (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    p: Any
    t: float
    R: float
    rp: float
    table: Any
    last_stop: float
    step_no: int
    events: list[Any]
    trace: list[dict[str, Any]] | None
    frames: list[Any]
    want_frames: bool
    balls: list[Ball]
    pins: list[Pin]
    ball_by_id: dict[str, Ball]
    _event: Any
    _record_frame: Any
    _lean_pressed: Any
    _fall_written: Any
    _across: Any

    def _finish(self, capped: bool) -> ShotResult:
        """The shot's result once every body is at rest (or the time cap stopped them): its
        duration (the last body to stop, or the last pin to finish falling), the final position
        tidied for what rounding leaves (:meth:`_tidy`), the ``rest`` event, the last frame,
        and the events in time order."""
        fall_end = max((q.t_flat for q in self.pins), default=0.0)
        duration = self.t if capped else max(self.last_stop, fall_end, 0.0)
        self._lean_pressed(duration)
        self._tidy(duration)
        if capped:
            note = f"time cap of {self.p.max_time:g} s reached; bodies stopped"
            self._event(self.t, "rest", note=note)
        else:
            self._event(duration, "rest")
        if self.want_frames:
            self.frames = [f for f in self.frames if f.t < duration - 1e-9]
            self._record_frame(duration)
        self.events.sort(key=lambda e: e.t)  # stable: same-time events keep causal order
        return ShotResult(
            events=self.events,
            final=self._final(),
            frames=self.frames if self.want_frames else None,
            duration=duration,
            steps=self.step_no,
            meta={"across": self._across()},
            trace=self.trace,
        )

    def _tidy(self, t_end: float) -> None:
        """The final position must be one the game accepts as a start (``validate_position``).
        Exact contacts leave touching balls exactly 2R apart; what rounding or a pair that came
        to rest pressing together leaves over (micrometres) is put right here: overlapping balls
        are moved apart along their line of centres, a ball past a cushion's nose back onto the
        cloth, and a pin standing inside a ball counts as leaning on it (art. 5.2)."""
        on = [b for b in self.balls if b.active]
        self._part_balls(on)
        self._press_pins(on)
        self._lean_pressed(t_end)

    def _part_balls(self, on: list[Ball]) -> None:
        """Balls overlapping (by what rounding leaves) moved apart along their line of centres,
        each ball kept on the cloth; moving one pair apart may push it into a third, so a few
        rounds."""
        R, W, L = self.R, self.table.width, self.table.length
        for _ in range(4):
            moved = False
            for i, a in enumerate(on):
                for b in on[i + 1 :]:
                    dx, dy = b.cur.x - a.cur.x, b.cur.y - a.cur.y
                    d = math.hypot(dx, dy)
                    if 0.0 < d < 2.0 * R:
                        push = 0.5 * (2.0 * R - d) + 1e-12
                        a.cur.x -= dx / d * push
                        a.cur.y -= dy / d * push
                        b.cur.x += dx / d * push
                        b.cur.y += dy / d * push
                        moved = True
            for b in on:
                b.cur.x = min(max(b.cur.x, R), W - R)
                b.cur.y = min(max(b.cur.y, R), L - R)
            if not moved:
                break

    def _press_pins(self, on: list[Ball]) -> None:
        """A standing pin with a ball inside its footprint leans on that ball (art. 5.2): it is
        pressed by it, away from it, by as far as the ball is in."""
        lim = self.R + self.rp
        for q in self.pins:
            if q.mode != "standing":
                continue
            for b in on:
                if math.hypot(b.cur.x - q.x, b.cur.y - q.y) < lim - 1e-7:
                    q.presser, q.mode = b, "pressed"
                    q.lean = lim - math.hypot(b.cur.x - q.x, b.cur.y - q.y)
                    q.dx, q.dy = (q.x - b.cur.x) / lim, (q.y - b.cur.y) / lim
                    break

    def _final(self) -> Position:
        balls = {
            bid: ((b.cur.x, b.cur.y) if b.active else None) for bid, b in self.ball_by_id.items()
        }
        pins = {}
        for q in self.pins:
            standing = q.mode == "standing"
            direction = None if standing else round(math.degrees(math.atan2(q.dy, q.dx)), 6)
            fall = self._fall_written(q)
            pins[q.id] = PinState((q.x, q.y), standing, q.cause, direction, q.pocket, fall)
        return Position(balls=balls, pins=pins)
