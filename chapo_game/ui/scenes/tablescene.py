"""What every screen with the table in it shares: the layout (score board on top, the table,
the side panel, the announcement line at the bottom), drawing the position or the frame being
played back, and running a shot (see :mod:`..playback`); watching it: the shot's record kept for
the replay (V or the side panel's button) and fast-forward while the balls roll (F or the
button, held or tapped: 4×, the same frames, so the same outcome)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import BALL_IDS, PIN_IDS, Table, get_table

from ..calls import caption_bar_height
from ..caption import draw_caption
from ..close_up import placed_ahead
from ..draw.balls import BallDraw
from ..draw.geometry import stands_upright
from ..draw.pins import PinDraw
from ..draw.view import TableView
from ..memo import Memo
from ..pace import FPS
from ..playback import (
    STRIKE_FRAMES,
    Playback,
    frame_balls,
    frame_pins,
    position_balls,
    position_pins,
)
from ..power import LagHint
from ..replay import ShotRecord, Words, record_of
from ..simpaths import CuePath
from ..ways import contact_places, way_between
from ..widgets import ACCENT, Button, button_height, side_button, side_width
from .base import BaseScene
from .table_art import table_background
from .watching import Watching

Colour = tuple[int, ...]

STROKE = 0.12  # m: how far back the stroke starts


class TableScene(Watching, BaseScene):
    """Base of the game, practice and demo screens."""

    opaque = True  # the cached background covers the whole window

    def __init__(self, app: Any, table: Table | None = None) -> None:
        super().__init__(app)
        self.table = table or get_table()
        self.position: Position = Position.initial(self.table)
        self.quats: dict[str, tuple] = {}
        self.pin_dirs: dict[str, float] = {}  # where the knocked pins lie, from the last frame
        self.playback: Playback | None = None
        self.trace: dict[str, list[tuple[float, float]]] = {}
        self.replay_record: ShotRecord | None = None  # the last shot, for the replay
        self.fast_held: dict[str, float] = {}  # what keeps fast-forward on (watching.Watching)
        self.watch_button = Button(self._watch_label, lambda: None, name="watch")
        self.lag_hint = LagHint(self.table)  # the helps of watching.Watching.draw_aim_helps
        self.cue_path = CuePath(self.table)
        self.chips: list[pygame.Rect] = []  # the aim helps' labels this frame (AimHelps)
        self.view = TableView(self.table, pygame.Rect(0, 0, 100, 100))
        self.layout()

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        w, h = self.app.size
        top, bottom = button_height((w, h), 0.1), caption_bar_height((w, h), self.app.fonts)
        self.top_rect = pygame.Rect(0, 0, w, top)
        self.bottom_rect = pygame.Rect(0, h - bottom, w, bottom)
        side_w = side_width(w, self.app.fonts)
        self.side_rect = pygame.Rect(
            w - side_w, self.top_rect.bottom, side_w, self.bottom_rect.y - self.top_rect.bottom
        )
        area = pygame.Rect(0, self.top_rect.bottom, w - side_w, self.side_rect.height)
        self.table_area = area
        inner = area.inflate(-8, -8)
        self.view = TableView(self.table, inner, stands_upright((w, h)))
        self._background: Memo[pygame.Surface] = Memo(1)  # by the window's size: window-sized
        # replay / fast-forward: at the foot of the side panel, above the game's "move" button
        gap = self.app.fonts.px(12)
        bh = button_height(self.app.size)
        top = self.side_rect.bottom - 2 * bh - gap - gap // 2
        self.watch_button.rect = side_button(self.side_rect, self.app.fonts, top, bh)

    def resize(self) -> None:
        self.layout()

    def release(self) -> None:
        self._background.clear()  # (see scenes.base.released; made again if drawn again)
        self.view.release()

    # ------------------------------------------------------------------ shots
    @property
    def animating(self) -> bool:
        return self.playback is not None

    def moving(self) -> bool:
        return self.animating

    def board_now(self) -> Any:
        """The score board as it stands, kept with a shot for its replay (a game's; none here)."""
        return None

    def run_shot(
        self,
        shots: Shot | Sequence[Shot],
        on_done: Callable[[Any], None],
        position: Position | None = None,
    ) -> None:
        pos = position or self.position
        seq = (shots,) if isinstance(shots, Shot) else tuple(shots)
        label, meant = self.replay_label(seq), self.replay_meant()
        board = self.board_now()

        def done(result: Any) -> None:
            played, self.playback = self.playback, None
            self.fast_held.clear()
            record = (played.prepared if played else None) or record_of(pos, seq, result)
            if record is not None:
                record = replace(record, label=label, meant=meant, board=board)
            self.replay_record = record or self.replay_record
            if result is not None and result.frames:
                self._remember_trace(result.frames, result.trace)
                last = frame_balls(result.frames[-1])
                self.quats = {k: v.quat for k, v in last.items() if v is not None}
                pins = frame_pins(result.frames[-1])
                self.pin_dirs = {k: p.direction for k, p in pins.items() if not p.standing}
            on_done(result)
            if record is not None and self.replay_record is record:  # judged by now
                self.replay_record = replace(record, said=self.replay_said())

        prepare = partial(placed_ahead, pos, seq, view=self.view)  # off the loop, as struck
        self.playback = Playback(self.table, pos, shots, done, prepare)

    def replay_label(self, shots: Sequence[Shot]) -> Words:
        """Who plays ``shots``, about to run, for their replay's title ("": the title says
        only "the last shot"); as :data:`..replay.Words`, said when shown."""
        return ""

    def replay_said(self) -> Words:
        """What the shot came to, shown at its replay's end (it ends on the call, as the shot)."""
        return ""

    def _remember_trace(self, frames: Sequence[Any], trace: Any = None) -> None:
        """Each ball's way through the shot, for practice's "Trace: on": every second frame
        (a line as smooth, half the points), and through every place the simulator's
        ``trace`` has of it — a cushion, a ball, a pin, a pocket's lip, where it dropped or
        left. Joined frame to frame, each such turn was a corner cut: 25 mm off the cushion
        at 4 m/s."""
        places = contact_places(trace)
        kept = list(frames[::2])
        if frames and kept[-1] is not frames[-1]:
            kept.append(frames[-1])  # where it stopped
        paths = {b: way_between(kept, b, 0.0, math.inf, places) for b in BALL_IDS}
        self.trace = {b: p for b, p in paths.items() if len(p) > 1}

    def close(self) -> None:
        """Leaving the screen mid-shot: finish the shot at once, so it is judged and saved."""
        if self.playback is not None:
            self.playback.finish()

    def update(self) -> None:
        if self.playback is not None:
            due = self.app.fast_forward * self.app.pacer.behind  # kept in real time
            self.playback.advance(due * self.fast_factor(), self.app.sound)

    # ------------------------------------------------------------------ drawing
    def current_draw(self) -> tuple[dict[str, BallDraw | None], dict[str, PinDraw]]:
        fr = self.playback.frame() if self.playback is not None else None
        if fr is not None:
            return frame_balls(fr), frame_pins(fr)
        return (
            position_balls(self.position, self.quats),
            position_pins(self.position, self.pin_dirs),
        )

    def background(self) -> pygame.Surface:
        """Window background, bars, side panel and the table, drawn once per window size (and
        kept for the window's next table screen: :mod:`.table_art`)."""
        size = self.app.size
        bars = (self.top_rect, self.bottom_rect, self.side_rect)
        return self._background.get(size, lambda: table_background(size, bars, self.view))

    def draw_table(self, surf: pygame.Surface, hide: Sequence[str] = ()) -> None:
        """The background (one opaque blit), then pins and balls."""
        v = self.view
        surf.blit(self.background(), (0, 0))
        balls, pins = self.current_draw()
        for pid in PIN_IDS:
            if pid in pins:
                v.draw_pin(surf, pid, pins[pid])
        for bid in BALL_IDS:
            b = balls.get(bid)
            if b is not None and bid not in hide:
                v.draw_ball(surf, bid, b)
        self.draw_stroke(surf)

    def draw_cue(
        self,
        surf: pygame.Surface,
        xy: tuple[float, float],
        angle: float,
        pull: float,
        seco: bool = False,
        ball: str | None = None,
        position: Position | None = None,
    ) -> None:
        """The cue, kept inside the table's part of the window (never over the score board)
        and short of the other balls and standing pins of ``position`` behind ``ball``."""
        pos = position or self.position
        obstacles = [
            (b, self.table.ball_radius)
            for bid, b in pos.balls.items()
            if b is not None and bid != ball and b != xy
        ]
        pin_r = self.view.pin_radius_px() / self.view.scale
        obstacles += [(p, pin_r) for p in pos.standing_pins().values()]
        old = surf.get_clip()
        surf.set_clip(self.table_area)
        self.view.draw_cue(surf, xy, angle, pull, seco, obstacles)
        surf.set_clip(old)

    def draw_stroke(self, surf: pygame.Surface) -> None:
        """While a shot starts: the cue (or both cues in the lag) moving into the ball."""
        pb = self.playback
        if pb is None or pb.lead <= 0:
            return
        shots = [pb.shots] if isinstance(pb.shots, Shot) else list(pb.shots)
        for shot in shots:
            xy = pb.position.balls.get(shot.ball)
            if xy is not None:
                pull = STROKE * pb.lead / STRIKE_FRAMES
                seco = shot.cue == "seco"
                self.draw_cue(surf, xy, shot.angle, pull, seco, shot.ball, pb.position)

    def draw_trace(self, surf: pygame.Surface) -> None:
        """Where each ball went in the last shot, in the ball's colour and pattern."""
        self.view.draw_traces(surf, self.trace)

    def draw_caption(self, surf: pygame.Surface, lines: Sequence[tuple[str, Colour]]) -> None:
        """The caption bar under the table (:func:`..caption.draw_caption`)."""
        draw_caption(surf, self.app.fonts, lines, self.caption_rect())

    def bar_buttons(self) -> list[Button]:
        """The buttons in the caption bar now: its text keeps clear of them."""
        return []

    def caption_rect(self) -> pygame.Rect:
        """Where the caption bar's text goes, left of the bar's buttons."""
        r = self.bottom_rect.inflate(-2 * self.app.fonts.px(20), -self.app.fonts.px(4))
        left = min((b.rect.x for b in self.bar_buttons()), default=None)
        if left is not None:
            r.width = left - self.app.fonts.px(12) - r.x
        return r

    def side_box(self, top: float, height: float) -> pygame.Rect:
        """A box across the side panel, ``top`` and ``height`` as fractions of it."""
        r = self.side_rect
        pad = self.app.fonts.px(12)
        return pygame.Rect(
            r.x + pad, r.y + round(r.height * top), r.width - 2 * pad, round(r.height * height)
        )

    def thinking_angle(self) -> float:
        """Where the thinking arc starts (radians); with "Reducir movimiento" a twelfth of a
        turn on once a second, as a clock's second hand: it spun all through the computer's
        search, the one thing turning by itself; still, it would pass for a hung game."""
        played = self.app.pacer.played
        if self.app.settings.reduce_motion:
            return (played // FPS) * math.tau / 12 % math.tau
        return (played * 0.15) % math.tau

    def draw_thinking(self, surf: pygame.Surface, label: str) -> None:
        """A visible 'thinking' indicator in the side panel: an arc over a label, turning
        1.4 times a second by the clock (:attr:`.pace.Pacer.played`), not a step a frame: on a
        slow machine it crawled while the computer thought, as a game that had hung."""
        f = self.app.fonts
        box = self.side_box(0.56, 0.24)
        d = f.px(24)
        c = (box.centerx, box.y + d // 2)
        a = self.thinking_angle()
        pygame.draw.arc(surf, ACCENT, pygame.Rect(c[0] - d // 2, box.y, d, d), a, a + 4.2, 3)
        text = box.copy()
        text.y += d + f.px(6)
        text.height -= d + f.px(6)
        size, rows = f.fit(label, 26, text.width, text.height, max_lines=3)
        rect = pygame.Rect(text.x, text.y, text.width, f.line_height(size) * len(rows))
        f.draw_lines(surf, rows, size, ACCENT, rect)
