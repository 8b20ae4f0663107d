"""The replay screen: the last shot again over the same table, from its recorded frames (see
:mod:`..replay`), with its controls in the side panel and a time bar under the table.

Keys: Space pauses and goes on, ← → step one frame back or forward, S (or ↓) switches between
normal and quarter speed, Z the close-up of the pins, Home starts again, Esc, V or Enter
close. The screen it opens over is frozen meanwhile: nothing in the game moves on.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _, decimal
from chapo_game.table import BALL_IDS, PIN_IDS

from ..calls import ToldCalls, draw_calls, rows_fitting
from ..close_up import CloseUp
from ..draw.cue import GUIDE_COLOUR
from ..draw.marks import dashed
from ..intents import meant_text
from ..keyrepeat import is_repeat
from ..playback import event_pan
from ..replay import (
    CUE_FRAMES,
    ReplayClock,
    ShotRecord,
    aimed_lines,
    draw_at,
    heard_between,
    keys_fitted,
    said_now,
)
from ..replay_title import ReplayTitle, Running
from ..stroke import draw_played_stroke
from ..widgets import ACCENT, DIM, TEXT, Button, button_height
from .base import BaseScene

CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_v, pygame.K_RETURN, pygame.K_KP_ENTER)


class ReplayScene(BaseScene):
    """Opened over a table screen (``host``); ``auto``: the demo's replay, which slows down
    around the pins by itself, shows the close-up and closes at the end."""

    opaque = True

    def __init__(self, app: Any, host: Any, record: ShotRecord, auto: bool = False) -> None:
        super().__init__(app)
        self.host = host
        self.record = record
        self.clock = ReplayClock(record, auto=auto)
        self.auto = auto
        self.zoom = auto and bool(record.pin_times())
        self.aims = aimed_lines(record, host.view.table)  # found once, drawn every frame
        # the pins' close-up: its corner, when it gives way (placed ahead, where it could be)
        self.close_up: CloseUp = record.close_up or CloseUp(record)
        self.title_bar = ReplayTitle()  # set once as it changes, but for the running time
        self.end_wait = 0  # frames shown at the end before an automatic replay closes
        self.buttons = [
            Button(self.play_label, self.clock.toggle_pause, name="pause"),
            Button(
                lambda: _("Speed: ¼") if self.clock.speed() < 1 else _("Speed: normal"),
                self.toggle_slow,
                name="slow",
            ),
            Button(lambda: _("« Frame"), lambda: self.clock.step(-1), name="back"),
            Button(lambda: _("Frame »"), lambda: self.clock.step(1), name="forward"),
            Button(
                lambda: _("Pins close-up: on") if self.zoom else _("Pins close-up: off"),
                self.toggle_zoom,
                name="zoom",
            ),
            Button(lambda: _("Close replay"), self.close, name="close"),
        ]
        self.time_rect = pygame.Rect(0, 0, 0, 0)
        self.face = pygame.Rect(0, 0, 0, 0)  # the stroke's ball face, as last drawn
        self.resize()

    # ------------------------------------------------------------------ actions
    def play_label(self) -> str:
        """What the button does now: at the end it starts again (it said "Seguir" there)."""
        c = self.clock
        return _("Watch again") if c.at_end else _("Continue") if c.paused else _("Pause")

    def toggle_slow(self) -> None:
        self.clock.slow = not self.clock.slow

    def toggle_zoom(self) -> None:
        self.zoom = not self.zoom

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ layout
    def resize(self) -> None:
        h = self.host
        side = h.side_rect
        f = self.app.fonts
        gap = f.px(8)
        bh = button_height(self.app.size, 0.06)
        y = side.y + f.line_height(26) + 2 * gap
        for b in self.buttons:
            b.rect = pygame.Rect(side.x + gap, y, side.width - 2 * gap, bh)
            y += bh + gap
        bar = h.bottom_rect
        self.time_rect = pygame.Rect(
            bar.x + f.px(20), bar.y + bar.height // 2 - f.px(6), bar.width // 3, f.px(12)
        )

    # ------------------------------------------------------------------ events
    def handle(self, ev: pygame.event.Event) -> None:
        c = self.clock
        if self.auto:
            if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.close()  # the demo's replay: any key or click leaves it, and the demo,
                again = ev.type == pygame.KEYDOWN and ev.key in (pygame.K_v, pygame.K_f)
                if self.app.top is self.host and not again:  # as anywhere in it (it took two)
                    if ev.type == pygame.MOUSEBUTTONUP:  # not to the button under it: a tap
                        self.app.to_menu()  # there replayed the shot again, on and on
                    else:
                        self.host.handle(ev)  # (V or F only close it, as they always did)
            return
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k in CLOSE_KEYS:
                self.close()
            elif k == pygame.K_SPACE:
                c.toggle_pause()
            elif k in (pygame.K_LEFT, pygame.K_RIGHT):
                c.step(-1 if k == pygame.K_LEFT else 1)
            elif k in (pygame.K_s, pygame.K_DOWN) and not is_repeat(ev):
                self.toggle_slow()
            elif k == pygame.K_z:
                self.toggle_zoom()
            elif k == pygame.K_HOME:
                c.restart()
            elif k == pygame.K_END:  # the end, where the calls are said
                c.seek(1.0)
                c.paused = True
            return
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self._on_time_bar(ev):
            c.seek((ev.pos[0] - self.time_rect.x) / max(1, self.time_rect.width))
            c.paused = True
            return
        super().handle(ev)

    def _on_time_bar(self, ev: pygame.event.Event) -> bool:
        hit = self.time_rect.inflate(0, self.app.fonts.px(16)).collidepoint(ev.pos)
        if ev.type == pygame.MOUSEMOTION:
            return hit and bool(getattr(ev, "buttons", (0,))[0])
        return hit and ev.button == 1

    def moving(self) -> bool:
        return self.auto or not (self.clock.paused or self.clock.at_end)

    def update(self) -> None:
        # the window frames owed (Pacer), each as many as the app's fast-forward plays of a
        # shot (tests, screenshots, the monkey: 1 in a player's window)
        due = self.app.pacer.behind * self.app.fast_forward
        t0, t1 = self.clock.tick(due)
        if t1 > t0:
            frames, length = self.record.frames, self.host.view.table.length
            self.app.sound.for_events(
                heard_between(self.record.events, t0, t1),
                lambda e: event_pan(e, frames, length),
            )
        if self.auto and self.clock.at_end:
            self.end_wait += due  # in time, as the replay itself
            if self.end_wait >= 45:
                self.close()

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        h = self.host
        v = h.view
        surf.blit(h.background(), (0, 0))
        balls, pins = draw_at(self.record, self.clock.at)
        for a, b in self.aims:  # under the balls, which leave it
            dashed(surf, GUIDE_COLOUR, v.to_screen(a), v.to_screen(b), v.dash_px())
        for pid in PIN_IDS:
            if pid in pins:
                v.draw_pin(surf, pid, pins[pid])
        for bid in BALL_IDS:
            b = balls.get(bid)
            if b is not None:
                v.draw_ball(surf, bid, b)
        if self.clock.at < CUE_FRAMES:  # the cue where it struck, along its line
            for shot in self.record.shots:
                xy = self.record.position.balls.get(shot.ball)
                if xy is not None:
                    seco = shot.cue == "seco"
                    h.draw_cue(surf, xy, shot.angle, 0.0, seco, shot.ball, self.record.position)
        if self.zoom:
            self._draw_zoom(surf)
        self._draw_bars(surf)
        if self.auto:  # the demo's: any key or click leaves it, so no controls, the host's tag
            self.host.draw_tag(surf, self.buttons[0].rect.union(self.buttons[-1].rect))
        for b in [] if self.auto else self.buttons:
            b.draw(surf, self.app.fonts, 22)
        self._draw_stroke(surf)

    def _draw_stroke(self, surf: pygame.Surface) -> None:
        """Under the buttons, how the shot was struck (:func:`..stroke.draw_played_stroke`)."""
        gap = self.app.fonts.px(8)
        side = self.host.side_rect
        y = self.buttons[-1].rect.bottom + 2 * gap
        room = pygame.Rect(side.x + gap, y, side.width - 2 * gap, side.bottom - y - gap)
        table = self.host.view.table
        face = draw_played_stroke(surf, self.app.fonts, room, self.record.shots, table)
        self.face = face or pygame.Rect(0, 0, 0, 0)

    def zoom_rect(self) -> pygame.Rect:
        """Where the close-up goes (:meth:`..close_up.CloseUp.place`; tests read it)."""
        return self.close_up.place(self.host.view)

    def _draw_zoom(self, surf: pygame.Surface) -> None:
        self.close_up.draw(surf, self.host.view, self.clock.at)

    def _judged(self) -> ShotRecord:
        """The host's record of the same shot, if it has one, else this one."""
        now = self.host.replay_record
        return now if now is not None and now.frames is self.record.frames else self.record

    def said(self) -> str:
        """What the shot came to. Read from the host's record of the same shot: the demo opens
        its replay while the shot is still being judged, before the calls are on the record."""
        return said_now(self._judged().said)

    def said_items(self) -> list[tuple[str, str]]:
        """:meth:`said` call by call, (text, kind), for chips as the game's bar has them; a
        summary that is no referee's calls (practice, the tutorial) is one item."""
        record = self._judged()
        if isinstance(record.said, ToldCalls):
            return [item for item in record.said.items() if item[0]]
        return [(text, "info")] if (text := said_now(record.said)) else []

    def title(self) -> str:
        return "".join(self.title_parts()[0])

    def title_parts(self) -> tuple[tuple[str, str, str], str]:
        """The title in three parts: the words before the running time, the time, the words
        after it; and the longest time it shows (:class:`..replay_title.ReplayTitle`)."""
        c = self.clock
        speed = _("¼ speed") if c.speed() < 1 else _("normal speed")
        state = _("at the end") if c.at_end else _("paused") if c.paused else speed
        t, d = decimal(c.at / 60.0, 2), decimal(self.record.duration, 2)
        if who := said_now(self.record.label):
            said = _("Replay: {who} — {state} — {t} s of {d} s")
        else:
            said = _("Replay of the last shot — {state} — {t} s of {d} s")
        before, _t, after = said.partition("{t}")
        words = {"who": who, "state": state, "d": d}
        return (before.format(**words), t, after.format(**words)), d

    def _draw_bars(self, surf: pygame.Surface) -> None:
        h = self.host
        f = self.app.fonts
        c = self.clock
        parts, longest = self.title_parts()
        # a club's screen: the score in sight (its replays hid it a third of the time), as it
        # stood when the shot was struck, the title in its middle line
        running = Running(self.title_bar, parts, longest)
        if not (self.auto and h.draw_scoreboard(surf, turn=running, board=self.record.board)):
            top = h.top_rect.inflate(-2 * f.px(20), -f.px(8))
            self.title_bar.draw(surf, f, parts, longest, top, ACCENT)
        # the time bar: where the replay is in the shot; click or drag to go there
        r = self.time_rect
        pygame.draw.rect(surf, (30, 36, 44), r, border_radius=r.height // 2)
        done = r.copy()
        done.width = round(r.width * (c.at / max(1.0, c.last)))
        pygame.draw.rect(surf, ACCENT, done, border_radius=r.height // 2)
        for t in self.record.pin_times():  # where pins fell
            x = r.x + round(r.width * min(1.0, 60.0 * t / max(1.0, c.last)))
            pygame.draw.line(surf, TEXT, (x, r.y - 3), (x, r.bottom + 2), 2)
        # at the end, the call the shot got (as the game said it); else the keys, under what
        # a computer meant its shot to do
        said = self.said_items() if c.at_end else []
        box = pygame.Rect(r.right + f.px(20), h.bottom_rect.y, 0, h.bottom_rect.height)
        box.width = h.bottom_rect.right - f.px(20) - box.x
        meant = meant_text(self.record.meant)
        if not said and meant:
            top, box = box.copy(), box.copy()
            top.height = box.height // 2
            box.y, box.height = top.bottom, box.height - top.height
            size, rows = f.fit(meant, 22, top.width, top.height, max_lines=1)
            f.draw_lines(surf, rows, size, TEXT, top, align="left")
        if said:  # each call whole, as the game's bar keeps them (wrapped as one line, a
            # call broke across the two: "… 11 for" / "Player 1")
            draw_calls(surf, f, box, said, rows_fitting(f, box), sizes=(22, 20))
        elif not self.auto:
            size, rows = keys_fitted(f, box)
            f.draw_lines(surf, rows, size, DIM, box, align="left")
