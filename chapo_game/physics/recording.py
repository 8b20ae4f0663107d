"""What the engine's world records as a shot runs (docs/PHYSICS.md): its events, the trace of
each ball's state after every strike and impact, and the 60 Hz frames the replay draws. A
mixin of the engine's world.

Why its own module: recording reads the world and never changes what it computes — frames are
read off the closed forms ahead of the world's time, so asking for them leaves the steps
taken as they were; kept apart, that is plain to see.
"""

from __future__ import annotations

import math
from typing import Any

from .. import events as ev
from ..events import Event
from ..table import BALL_IDS
from .bodies import Ball, Pin
from .geom import rotate
from .results import BallFrame, Frame, PinFrame

FRAME_RATE = 60.0


class Recording:
    """The world's events, trace and frames (mixed into the engine's world)."""

    # attributes and methods of the world and of the other mixins this one uses
    t: float
    R: float
    rp: float
    last_stop: float
    events: list[Event]
    trace: list[dict[str, Any]] | None
    frames: list[Frame]
    frame_k: int
    want_frames: bool
    pins: list[Pin]
    ball_by_id: dict[str, Ball]
    _adv: Any
    _pin_at: Any
    _fall_angle: Any

    def _event(self, t: float, type_: str, **data: Any) -> None:
        self.events.append(ev.make(t, type_, **data))
        if t > self.last_stop:  # as :meth:`_lasts_until`, inline: every event passes here
            self.last_stop = t

    def _lasts_until(self, t: float) -> None:
        """Something happened, or came to rest, at ``t``: the shot lasts at least until then
        (nothing is at rest before the last thing that happened)."""
        if t > self.last_stop:
            self.last_stop = t

    def _trace(self, t: float, type_: str, b: Ball) -> None:
        if self.trace is not None:
            s = b.cur
            self.trace.append(
                {"t": t, "type": type_, "ball": b.id, "x": s.x, "y": s.y, "vx": s.vx,
                 "vy": s.vy, "wx": s.wx, "wy": s.wy, "wz": s.wz}
            )  # fmt: skip

    def _frames_until(self, t_to: float) -> None:
        """Every 60 Hz frame due up to ``t_to``, read off the closed forms before the world
        moves there (so recording frames never changes the steps taken)."""
        frame_dt = 1.0 / FRAME_RATE
        while self.frame_k * frame_dt <= t_to + 1e-12:
            self._record_frame(self.frame_k * frame_dt)
            self.frame_k += 1

    def _record_frame(self, tf: float) -> None:
        """A 60 Hz sample at simulated time ``tf`` (at or after the world's time), read off the
        closed forms: recording frames never changes the steps taken."""
        tau = tf - self.t
        balls = self._ball_frames(tf, tau)
        pins = {q.id: self._pin_frame(q, tf, tau, balls) for q in self.pins}
        self.frames.append(Frame(tf, balls, pins))

    def _ball_frames(self, tf: float, tau: float) -> dict[str, BallFrame | None]:
        """Each ball at ``tf``, ``tau`` after the world's time (``None`` off the table), its
        orientation turned on from the last frame by the mean of the two frames' ω."""
        balls: dict[str, BallFrame | None] = {}
        for bid in BALL_IDS:
            b = self.ball_by_id[bid]
            if not b.active:
                balls[bid] = None
                continue
            st = self._adv(b.cur, tau, b.air is not None)[0] if b.cur.moving() else b.cur
            w = (st.wx, st.wy, st.wz)
            if b.w_frame is not None:
                b.quat = rotate(
                    b.quat,
                    0.5 * (w[0] + b.w_frame[0]),
                    0.5 * (w[1] + b.w_frame[1]),
                    0.5 * (w[2] + b.w_frame[2]),
                    tf - b.t_frame,
                )
            b.w_frame, b.t_frame = w, tf
            balls[bid] = BallFrame((st.x, st.y), b.quat)
        return balls

    def _pin_frame(
        self, q: Pin, tf: float, tau: float, balls: dict[str, BallFrame | None]
    ) -> PinFrame:
        """Pin ``q`` at ``tf``, ``tau`` after the world's time: in a pocket, standing, leaning
        on a ball (:meth:`_lean_tilt`), or falling and lying."""
        x, y, _, _ = self._pin_at(q, tau)
        direction = math.degrees(math.atan2(q.dy, q.dx))
        if q.mode == "pocketed":
            return PinFrame((x, y), False, 1.0, direction, q.pocket)
        if q.mode == "standing":
            return PinFrame((x, y), True, 0.0, 0.0)
        if q.mode == "pressed" or q.leaning:
            tilt = self._lean_tilt(q, tf, balls)
            return PinFrame((x, y), q.mode == "pressed", tilt, direction)
        fall = self._fall_angle(q, tf) / (0.5 * math.pi)
        return PinFrame((x, y), False, fall, direction)

    def _lean_tilt(self, q: Pin, tf: float, balls: dict[str, BallFrame | None]) -> float:
        """How far (0 upright … 1 flat) a pin leaning on a ball is tilted at ``tf``: about its
        base's far edge until its top rests on the ball — as far as the ball presses it at
        this frame (``balls``): the lean kept from the step's end drew it upright for 0.4 s
        while a slow ball sank 8 mm into it, then tilted at once."""
        lean = q.lean
        seen = balls.get(q.presser.id) if q.presser is not None else None
        if q.mode == "pressed" and seen is not None:
            lim = self.R + self.rp
            lean = max(0.0, lim - math.hypot(seen.xy[0] - q.x, seen.xy[1] - q.y))
        return self._fall_angle(q, tf, lean) / (0.5 * math.pi)

    def _first_frame(self) -> None:
        """With frames asked for, the one at the instant 0 (then one each ``1/FRAME_RATE`` s,
        as :meth:`_commit` moves the world past it)."""
        self.frame_k = 0
        if self.want_frames:
            self._record_frame(0.0)
            self.frame_k = 1
