"""Instant replay of the last shot: the shot's own recorded 60 Hz frames (the ones the physics
gave when it was played, never a new simulation: what is shown is exactly what happened), at
normal speed or a quarter of it, paused, stepped frame by frame, with an optional close-up of
the pins' cross.

Between two recorded frames the balls and pins are interpolated, so the quarter speed is
smooth; a paused replay shows the recorded frames themselves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from chapo_game.i18n import N_, _
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import Table, Vec

from .draw.balls import BallDraw
from .draw.pins import PinDraw
from .draw.rays import first_hit
from .fonts import ELLIPSIS
from .playback import frame_balls, frame_pins

SLOW = 0.25  # the slow-motion speed
#: The first frames show the cue where it struck (a replay paused at its start shows the aim).
CUE_FRAMES = 20
#: The demo's automatic replay slows down this long (s) either side of a pin falling.
SLOW_AROUND_PINS = 0.6


#: A replay's words: a text, or a function that says it in the window's language of the
#: moment (a language changed since the shot was played is followed, as the sheet's are).
Words = str | Callable[[], str]


def said_now(words: Words) -> str:
    return words() if callable(words) else words


#: The keys, said under a replay's time bar (not by the demo's replay, which any key leaves).
KEYS = N_(
    "Esc close · Space pause · Left/Right frame · S speed · Z close-up · Home restart · "
    "End to the end"
)
#: ... and where they do not fit (large text, a computer's intent above them), the two a
#: watcher needs first and where the others are: the line cut short lost "Fin al final".
KEYS_SHORT = N_("Esc close · Space pause · F1 every key")


def keys_said(keys: str) -> str:
    """The keys' line, each "key what" held together by no-break spaces, and its dot to it:
    wrapped at any space, it put "S" at a line's end and "velocidad" at the next's start."""
    return "\u00a0· ".join(item.replace(" ", "\u00a0") for item in keys.split(" · "))


def keys_fitted(fonts: Any, box: Any) -> tuple[int, list[str]]:
    """The keys' line fitted in ``box`` (two lines at most): every key, or else the short
    line — judged as :func:`.textcut.whole` judges a text, by the ellipsis of a cut one. (Its
    two rows joined again lacked the dot the break fell on, were taken for a line cut short,
    and the short line was all a replay showed wherever the whole one took two rows: in
    Spanish at every size.)"""
    for keys in (KEYS, KEYS_SHORT):
        size, rows = fonts.fit(keys_said(_(keys)), 22, box.width, box.height, max_lines=2)
        if not rows[-1].endswith(ELLIPSIS):
            break
    return size, rows


@dataclass(frozen=True)
class ShotRecord:
    """One played shot as the physics gave it: the position before, the shots (two in the
    lag), the frames and the event log."""

    position: Position
    shots: tuple[Shot, ...]
    frames: Sequence[Any]
    events: Sequence[Any]
    label: Words = ""  # who played it ("Ana, ball 1", "The lag"), for the replay's title
    said: Words = ""  # what it came to (the referee's calls), shown when the replay ends
    #: a computer's shot: (its Intent, the shooter's name), said while the replay runs, in the
    #: language of the moment (:func:`..intents.meant_text`)
    meant: Any = None
    #: the board as the shot was struck (a game's: its texts and the player lit): the demo's
    #: replay showed the score after it beside the next player's box lit
    board: Any = None
    #: the pins' close-up (:class:`..close_up.CloseUp`), placed off the frame loop while the
    #: balls rolled (:func:`..close_up.placed_ahead`); ``None``: its replay places it
    close_up: Any = field(default=None, compare=False, repr=False)

    @property
    def duration(self) -> float:
        """The last frame's time: frames are taken at 0, 1/60 s, …, so a replay that has run
        to its end reads "7,97 s de 7,97 s" (one frame more read "7,95 s de 7,97 s")."""
        return max(0, len(self.frames) - 1) / 60.0

    def pin_times(self) -> list[float]:
        return [e.t for e in self.events if e.type == "pin_down"]


def record_of(position: Position, shots: Shot | Sequence[Shot], result: Any) -> ShotRecord | None:
    """The record of a shot just played, or ``None`` when the physics gave no frames."""
    if result is None or not result.frames:
        return None
    seq = (shots,) if isinstance(shots, Shot) else tuple(shots)
    return ShotRecord(position, seq, tuple(result.frames), tuple(result.events))


def aimed_lines(record: ShotRecord, table: Table) -> list[tuple[Vec, Vec]]:
    """Each shot's aim as it was struck: from the ball along the cue's line to the first ball,
    standing pin or cushion on it. Shown under the replay, the ball's own path is seen leaving
    it — the side's squirt, the swerve, the throw — which the recorded frames alone never
    showed (the cue was gone a third of a second in)."""
    pos = record.position
    pins = pos.standing_pins()
    lines = []
    for shot in record.shots:
        start = pos.balls.get(shot.ball)
        if start is None:
            continue
        d = (math.cos(math.radians(shot.angle)), math.sin(math.radians(shot.angle)))
        dist, _ball, _pin = first_hit(table, shot.ball, pos.balls, start, d, pins)
        lines.append((start, (start[0] + d[0] * dist, start[1] + d[1] * dist)))
    return lines


def _nlerp(q0: tuple, q1: tuple, a: float) -> tuple:
    """Normalised linear interpolation of two unit quaternions (the shorter way round)."""
    dot = sum(x * y for x, y in zip(q0, q1, strict=True))
    if dot < 0:
        q1 = tuple(-x for x in q1)
    q = tuple(x + (y - x) * a for x, y in zip(q0, q1, strict=True))
    n = math.sqrt(sum(x * x for x in q)) or 1.0
    return tuple(x / n for x in q)


def _angle_lerp(d0: float, d1: float, a: float) -> float:
    diff = (d1 - d0 + 180.0) % 360.0 - 180.0
    return d0 + diff * a


def heard_between(events: Sequence[Any], t0: float, t1: float) -> list[Any]:
    """The events a replay frame from ``t0`` to ``t1`` (s) sounds: those after ``t0`` up to
    ``t1``, and from the start those at the start too (the stroke, at t = 0)."""
    return [e for e in events if t0 < e.t <= t1 or e.t == t0 == 0.0]


def draw_at(record: ShotRecord, at: float) -> tuple[dict[str, BallDraw | None], dict[str, PinDraw]]:
    """Balls and pins at frame position ``at`` (a float: between two frames they are
    interpolated; a ball that left the table in between is shown where it was last)."""
    frames = record.frames
    last = len(frames) - 1
    at = min(max(0.0, at), float(last))
    i = min(int(at), last)
    a = at - i
    b0, p0 = frame_balls(frames[i]), frame_pins(frames[i])
    if a <= 1e-9 or i >= last:
        return b0, p0
    b1, p1 = frame_balls(frames[i + 1]), frame_pins(frames[i + 1])
    balls: dict[str, BallDraw | None] = {}
    for bid, x0 in b0.items():
        x1 = b1.get(bid)
        if x0 is None or x1 is None:
            balls[bid] = x0 if a < 0.5 or x1 is None else x1
            continue
        xy = (x0.xy[0] + (x1.xy[0] - x0.xy[0]) * a, x0.xy[1] + (x1.xy[1] - x0.xy[1]) * a)
        alpha = x0.alpha if a < 0.5 else x1.alpha  # fading as it leaves the table
        balls[bid] = BallDraw(xy, _nlerp(x0.quat, x1.quat, a), alpha)  # type: ignore[arg-type]
    pins: dict[str, PinDraw] = {}
    for pid, q0 in p0.items():
        q1 = p1.get(pid)
        if q1 is None:
            pins[pid] = q0
            continue
        xy = (q0.xy[0] + (q1.xy[0] - q0.xy[0]) * a, q0.xy[1] + (q1.xy[1] - q0.xy[1]) * a)
        standing = q0.standing if a < 0.5 else q1.standing
        direction = q1.direction if q0.standing else _angle_lerp(q0.direction, q1.direction, a)
        fall = q0.fall + (q1.fall - q0.fall) * a
        pins[pid] = PinDraw(xy, standing, fall, direction)
    return balls, pins


class ReplayClock:
    """Where a replay is, in frames (a float), how fast it runs and whether it is paused.

    ``tick`` is one window frame (1/60 s): at normal speed it moves one recorded frame, at
    slow speed a quarter of one. ``auto`` (the demo) runs at normal speed but slows down
    around the moments pins fall, then stops at the end."""

    def __init__(self, record: ShotRecord, auto: bool = False) -> None:
        self.record = record
        self.at = 0.0
        self.slow = False
        self.paused = False
        self.auto = auto
        self._slow_windows = [
            (60.0 * (t - SLOW_AROUND_PINS), 60.0 * (t + SLOW_AROUND_PINS))
            for t in record.pin_times()
        ]

    @property
    def last(self) -> float:
        return float(len(self.record.frames) - 1)

    @property
    def at_end(self) -> bool:
        return self.at >= self.last

    def speed(self) -> float:
        if self.auto:
            return SLOW if any(a <= self.at <= b for a, b in self._slow_windows) else 1.0
        return SLOW if self.slow else 1.0

    def tick(self, behind: int = 1) -> tuple[float, float]:
        """One window frame (``behind``: worth that many sixtieths of a second, on a machine
        drawing fewer than 60 a second); returns the time span (s) it covered, for the
        sounds."""
        before = self.at
        for _step in range(behind):  # the speed read at each sixtieth: the demo's slows change
            if not self.paused and not self.at_end:
                self.at = min(self.last, self.at + self.speed())
        return before / 60.0, self.at / 60.0

    def step(self, n: int) -> None:
        """``n`` recorded frames forward (or back), paused on a recorded frame."""
        self.paused = True
        self.at = float(min(self.last, max(0.0, round(self.at) + n)))

    def seek(self, fraction: float) -> None:
        self.at = round(max(0.0, min(1.0, fraction)) * self.last)

    def restart(self) -> None:
        self.at = 0.0
        self.paused = False

    def toggle_pause(self) -> None:
        if self.at_end:
            self.restart()
        else:
            self.paused = not self.paused
