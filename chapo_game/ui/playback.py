"""A shot on the screen: simulated in a worker thread, then its precomputed 60 Hz frames played
back one per window frame (``App.fast_forward`` per frame in tests) with their sounds; and
what to draw for a physics frame or a position at rest.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from typing import Any

from chapo_game.errors import one_line
from chapo_game.physics.results import Frame
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import BALL_IDS, PIN_IDS, Table

from .draw.balls import BallDraw
from .draw.pins import PinDraw
from .leaving import Airborne, with_leaving
from .offloop import OffLoop

IDENTITY = (1.0, 0.0, 0.0, 0.0)
STRIKE_FRAMES = 6  # the cue's stroke, drawn before the balls start to roll


def frame_balls(frame: Frame) -> dict[str, BallDraw | None]:
    """Ball positions and orientations of one physics frame (a ball leaving the table or
    dropping, faded: :class:`.leaving.Airborne`)."""
    out: dict[str, BallDraw | None] = {}
    for bid in BALL_IDS:
        b = frame.balls.get(bid)
        if b is None:
            out[bid] = None
            continue
        alpha = b.alpha if isinstance(b, Airborne) else 255
        out[bid] = BallDraw((float(b.xy[0]), float(b.xy[1])), b.quat, alpha)
    return out


def frame_pins(frame: Frame) -> dict[str, PinDraw]:
    out: dict[str, PinDraw] = {}
    for pid in PIN_IDS:
        p = frame.pins.get(pid)
        if p is None or p.pocket is not None:
            continue  # a pin that dropped into a pocket is off the cloth
        # the physics gives the fall as 0 (upright) .. 1 (lying flat)
        xy = (float(p.xy[0]), float(p.xy[1]))
        out[pid] = PinDraw(xy, p.standing, 90.0 * p.fall, p.direction)
    return out


def event_pan(e: Any, frames: Sequence[Frame], length: float) -> float | None:
    """Where across the screen ``e`` is heard: the table's length runs left to right on the
    screen (head cushion on the left), so the place along it of the balls or pins the event is
    about, in the 60 Hz frame of its time; ``None`` when none of them is on the cloth. A pin is
    found even in a pocket (there it is at the pocket): a pin knocking another and a pin
    dropping into a foot pocket were heard in the middle of the room, seen at its right."""
    if not frames:
        return None
    frame = frames[min(max(0, round(e.t * 60)), len(frames) - 1)]
    balls, pins = frame.balls, frame.pins
    ids = (e.get("pin"),) if e.type == "pin_down" else (e.get(k) for k in ("ball", "pin", "a", "b"))
    along = []
    for i in ids:
        thing = balls.get(i) or pins.get(i) if i else None
        if thing is not None:
            along.append(float(thing.xy[1]))
    return sum(along) / len(along) / length if along else None


def position_balls(
    pos: Position, quats: dict[str, tuple] | None = None
) -> dict[str, BallDraw | None]:
    q = quats or {}
    return {
        bid: (None if xy is None else BallDraw(xy, q.get(bid, IDENTITY)))
        for bid, xy in pos.balls.items()
    }


def position_pins(pos: Position, directions: dict[str, float] | None = None) -> dict[str, PinDraw]:
    """Pins of a position at rest. A knocked pin lies the way the last shot's frames left it
    (``directions``), else its own ``direction`` — without one along +x, as the physics lays
    it (docs/POSITION.md; it was drawn out from the pins' cross, and a file written by hand
    was played other than seen); flat, or leaning as far as it has fallen (``PinState.fall``:
    its head on a ball or a cushion)."""
    d = directions or {}
    out: dict[str, PinDraw] = {}
    for pid, p in pos.pins.items():
        if p.standing:
            out[pid] = PinDraw(p.xy, True, 0.0)
            continue
        if p.pocket is not None:
            continue  # dropped into a pocket: off the cloth
        ang = d.get(pid, p.direction)
        out[pid] = PinDraw(p.xy, False, 90.0 if p.fall is None else p.fall, ang or 0.0)
    return out


def shown(result: Any, table: Table) -> Any:
    """A shot's result with the frames the window plays: a ball that left the table is seen
    going over the rail, one that dropped going into the hole from where it dropped — the
    trace's place, where the result has one (:mod:`.leaving`); events and final position as
    the physics gave."""
    if not result.frames:
        return result
    frames = with_leaving(result.frames, result.events, table, result.trace)
    return dataclasses.replace(result, frames=frames)


class Playback(OffLoop):
    """A shot being simulated (off the frame loop) and then played back frame by frame."""

    def __init__(
        self,
        table: Table,
        position: Position,
        shots: Shot | Sequence[Shot],
        on_done: Callable[[Any], None],
        prepare: Callable[[Any], Any] | None = None,
    ) -> None:
        self.table = table
        self.position = position
        self.shots = shots
        self.on_done = on_done
        self.index = 0
        self.lead = STRIKE_FRAMES  # frames of the cue moving into the ball before it rolls
        self.played_events = 0
        self.finished = False
        #: what ``prepare`` makes of the shown result (:attr:`prepared`), worked out on a
        #: worker of its own while the balls roll: work a frame would otherwise do at once
        #: once the shot is over. Not by the simulation's worker: the cue's stroke waits for
        #: that one, and was held 40-60 ms longer, its frames sharing the interpreter with it.
        self.prepare = prepare
        self.preparing: Preparing | None = None
        super().__init__()

    def work(self) -> Any:
        from chapo_game.physics import Simulator

        shots = self.shots if isinstance(self.shots, Shot) else list(self.shots)
        sim = Simulator(self.table)  # traced: where each dropping ball went in (:func:`shown`)
        return shown(sim.simulate(self.position, shots, frames=True, trace=True), self.table)

    def failed(self, exc: BaseException) -> None:
        sys.stderr.write(f"chapo: the simulation failed: {one_line(repr(exc))}\n")

    def frame(self) -> Any:
        if self.result is None or not self.result.frames:
            return None
        return self.result.frames[min(self.index, len(self.result.frames) - 1)]

    def advance(self, n: int, sound: Any) -> None:
        """Play ``n`` frames; when past the last one, call ``on_done(result)`` once."""
        if self.finished or not self.ready:
            return
        if self.error is not None or self.result is None:
            self.finished = True
            self.on_done(None)
            return
        if self.preparing is None and self.prepare is not None:
            self.preparing = Preparing(self.prepare, self.result)
        frames = self.result.frames or []
        if self.lead > 0:
            self.lead = max(0, self.lead - n)
            return
        self.index += n
        t = self.index / 60.0
        events = self.result.events
        new = []
        while self.played_events < len(events) and events[self.played_events].t <= t:
            new.append(events[self.played_events])
            self.played_events += 1
        if new and sound is not None:
            length = self.table.length
            sound.for_events(new, lambda e: event_pan(e, frames, length))
        if self.index >= len(frames):
            self.finished = True
            self.on_done(self.result)

    @property
    def prepared(self) -> Any:
        """What ``prepare`` made of the result (``None``: nothing, or it failed) — waited for
        (10 s at most) where the shot ended before it was done (hurried, or finished at once)."""
        if self.preparing is None:
            return None
        self.preparing.wait(10.0)
        return self.preparing.result

    def finish(self) -> None:
        """Played to its end at once, its simulation waited for (10 s at most): the shot is
        judged before anything else is done to the encuentro (the screen left mid-shot, an
        abandono asked while the balls roll)."""
        if not self.finished:
            self.wait(10.0)
            self.lead = 0
            self.advance(10**9, None)


class Preparing(OffLoop):
    """``make(result)`` worked out off the frame loop (:attr:`Playback.prepare`)."""

    def __init__(self, make: Callable[[Any], Any], result: Any) -> None:
        self._make, self._result = make, result
        super().__init__()

    def work(self) -> Any:
        return self._make(self._result)
