"""Any shot of the score sheet watched again (a part of :class:`~.sheet.ScoreSheetScene`).

A click (or a tap) on a shot's row — one that does not drag the rows — opens the replay
screen for it, played again through the physics from the stroke the game kept
(:mod:`..strokes`). From the keyboard the rows are lit before the buttons (↑ ↓) and Enter
watches the lit one. The row under the pointer or the keys' light is framed, to say it can
be watched. A turn lost to the shot clock has no stroke and is never lit. Opened over a game
that kept no strokes (a sheet without a host), the rows are only read.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from chapo_game.i18n import N_, _, shown_name

from ..calls import ToldCalls
from ..hand_words import HandWords
from ..page import held_size
from ..widgets import ACCENT, DIM, Button
from .replay import ReplayScene

if TYPE_CHECKING:
    from .game.state import GameState

#: How far (px at 1280×720) a press may move and still be a click on a row, not a drag.
CLICK_SLOP = 6
#: How long (s) the sheet's own news (where its CSV went) stays at its foot. In time, not in
#: frames: the sheet stands still, its window drops to 20 and then 4 frames a second
#: (:mod:`..pace`), and the 480 frames meant for 8 s kept the news there about 40 s.
FOOT_NEWS_SECONDS = 8.0
#: The sheet's foot when a shot can be watched again: the mouse's names the keys' way too (the
#: font has no arrows: they are named; the rows are lit by them before the buttons, Enter
#: watches); a finger has a tap only.
WATCH = HandWords(
    N_("Tap a shot to watch it again."),
    N_("Click a shot (or light it with the up and down arrows, then Enter) to watch it again."),
)


def row_record(host: Any, row: Any) -> Any:
    """``row``'s shot played again from the stroke ``host`` kept, titled with who played it
    and where in the encuentro, ending on the referee's calls on it as the game's bar said them
    after the shot — the sheet's, then the next turn's (:meth:`..strokes.StrokeLog.said`) —
    (None: no stroke kept, or its simulation failed)."""

    def label() -> str:
        return shot_title(row.name, row.ball, row.partida, row.shot)

    said = ToldCalls(host.strokes.said(row, host.match.players))
    return host.strokes.record(row, host.table, label, said)


def shot_title(name: str, ball: str, partida: int, shot: int) -> str:
    """A shot's replay title: who played it, and where in the encuentro — the same from the
    score sheet and from the game screen (a replay with V said only "Ordenador, bola 1")."""
    return _("{name} (ball {b}), partida {p}, shot {n}").format(
        name=shown_name(name), b=ball, p=partida, n=shot
    )


def unwatchable(row: Any) -> str:
    """Why a row of the sheet has no shot to watch (the click on it did nothing, unsaid)."""
    if row.timed_out:
        return _("{name} lost this turn to the clock: no shot was played.").format(
            name=shown_name(row.name)
        )
    if row.phase == "conceded":  # the abandono's row: he left, nothing was played
        return _("{name} left the encuentro: no shot was played.").format(name=shown_name(row.name))
    return _("This shot cannot be shown again.")


class SheetReplays:
    """Fields set by :class:`~.sheet.ScoreSheetScene`."""

    app: Any
    #: the game screen under the sheet (its strokes, its table for the replay); None: none
    host: GameState | None
    row_rects: list[tuple[Any, pygame.Rect]]  # each row shown and where, at the last frame
    pressed_at: tuple[int, int] | None  # where a press on the rows began
    buttons: list[Button]
    focus: Any  # the keys' light (BaseScene)
    row_buttons: list[Button]  # the rows shown, as the keys' light goes over them
    foot_news: tuple[str, float] | None  # a line said at the sheet's foot, and its time
    #: The time the news is counted in (tests put their own in its place).
    news_clock: Callable[[], float] = staticmethod(time.monotonic)
    shown: tuple[int, int]  # the rows in sight: first, end (ScoreSheetScene)
    top: int | None  # the first row shown, None: following the newest

    def rows(self) -> list[Any]: ...

    def init_replays(self, host: GameState | None) -> None:
        self.host = host
        self.row_rects = []
        self.row_buttons = []
        self.pressed_at = None
        self.foot_news = None
        self.light_next: tuple[str, int] | None = None  # a row to light once drawn, its place

    def tell(self, line: str) -> None:
        """Say ``line`` at the sheet's foot for a while, in the sheet's own colours: good
        news (where the CSV went) drawn in the error colour over the sheet's header read
        as a failure."""
        self.foot_news = (line, self.news_clock())

    def focusable(self) -> list[Button]:
        """The keys' light goes over the rows shown, then the sheet's buttons."""
        return [*self.row_buttons, *self.buttons]

    def place_rows(self, rows: list[tuple[Any, pygame.Rect]]) -> None:
        """The rows just drawn, and where: each one a button for the keys' light (drawn as a
        frame, pressed by Enter; a click goes through :meth:`row_click`). The keys' light
        stays on what it was on — a button, or the same shot — though the rows before it
        changed (another partida's page, the wheel), else it goes out."""
        lit = self.focus.lit(self.focusable())
        self.row_rects = rows
        self.row_buttons = [
            Button(
                lambda: "",
                lambda row=row: self.watch(row),
                rect,
                enabled=lambda row=row: self.can_watch(row),
                name=f"shot {row.partida}.{row.shot}",
            )
            for row, rect in rows
        ]
        if self.light_next is not None:
            at = self.light_next[1]
            if self.top is not None and at >= self.shown[1] and self.rows()[at:]:
                self.top += 1  # scrolled down onto a taller row: one more shot off the top,
                if lit is not None:  # and it is lit once in sight, a frame later
                    self.focus.light_named(lit.name, self.focusable())
                return
        name = self.light_next[0] if self.light_next is not None else None
        name = name or (lit.name if lit is not None else None)
        self.light_next = None
        if name is not None:
            self.focus.light_named(name, self.focusable())

    def step_past_edge(self, ev: pygame.event.Event) -> bool:
        """↑ on the top row in sight (↓ on the bottom one) scrolls a shot and lights it: the
        keys' light went round to the buttons, and the shots out of sight were out of its
        reach. True: used."""
        if ev.type != pygame.KEYDOWN or ev.key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        lit = self.focus.lit(self.focusable())
        live = [b for b in self.row_buttons if b.enabled()]  # a lost turn is never lit
        rows, (first, end) = self.rows(), self.shown
        if lit is None or lit not in live:
            return False
        if ev.key == pygame.K_UP and lit is live[0]:
            beyond = [i for i in range(first - 1, -1, -1) if self.can_watch(rows[i])]
        elif ev.key == pygame.K_DOWN and lit is live[-1]:
            beyond = [i for i in range(end, len(rows)) if self.can_watch(rows[i])]
        else:
            return False
        if not beyond:
            return False
        i = beyond[0]
        top = i if ev.key == pygame.K_UP else first + i - end + 1
        self.top = None if ev.key == pygame.K_DOWN and i == len(rows) - 1 else top
        self.light_next = (f"shot {rows[i].partida}.{rows[i].shot}", i)
        return True

    def can_watch(self, row: Any) -> bool:
        return self.host is not None and self.host.strokes.has(row)

    def row_at(self, pos: tuple[int, int]) -> Any | None:
        """The row under ``pos``, if any."""
        return next((row for row, rect in self.row_rects if rect.collidepoint(pos)), None)

    def row_click(self, ev: pygame.event.Event) -> None:
        """Note a press on the rows; on its release where it began, watch that shot."""
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.pressed_at = ev.pos
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.pressed_at is not None:
            start, self.pressed_at = self.pressed_at, None
            slop = self.app.fonts.px(CLICK_SLOP)
            if max(abs(ev.pos[0] - start[0]), abs(ev.pos[1] - start[1])) <= slop:
                row = self.row_at(ev.pos)
                if row is not None and self.can_watch(row):
                    self.watch(row)
                elif row is not None and self.host is not None:
                    self.tell(unwatchable(row))  # said: the sheet asks for a click on a shot

    def watch(self, row: Any) -> None:
        """The replay screen for ``row``'s shot (:func:`row_record`)."""
        record = row_record(self.host, row)
        if record is None:
            self.app.notify(_("This shot cannot be shown again."))
            return
        self.app.push(ReplayScene(self.app, self.host, record))

    def draw_watchable(self, surf: pygame.Surface) -> None:
        """The row under the pointer or the keys' light framed, when it can be watched."""
        self.focus.show(self.focusable())
        for b in self.row_buttons:
            if b.hover and b.enabled():
                pygame.draw.rect(surf, ACCENT, b.rect.inflate(4, 0), 1, border_radius=4)

    def draw_watch_hint(
        self, surf: pygame.Surface, box: pygame.Rect, pad: int, rows: list[Any], room: int
    ) -> int:
        """The hint along the sheet's foot, when a shot of this partida can be watched again
        — or the sheet's news for a while (:meth:`tell`); returns the height it takes from
        the rows (``rows``: the partida's), ``room`` wide as they are (across a portrait
        sheet: the whole width, its words as large as held across; at 720×1280 where the CSV
        went was 12 px words on two thirds of it)."""
        f = self.app.fonts
        news = self.foot_news
        small = held_size(f, 20)
        if news is not None and self.news_clock() - news[1] < FOOT_NEWS_SECONDS:
            # up to three lines: where the CSV went, cut to one, lost its own file name; in
            # two, a long folder's path shrank it to 18 px at 1080×1920 (22 px across)
            size, lines = f.fit(news[0], small, room, 3 * f.line_height(small), max_lines=3)
            high = len(lines) * f.line_height(size)
            at = pygame.Rect(box.x + pad, box.bottom - pad // 2 - high, room, high)
            f.draw_lines(surf, lines, size, ACCENT, at, align="left")
            return high
        if not any(self.can_watch(row) for row in rows):
            return 0
        hint = WATCH.said(self.app.pointer.by_finger)
        size, lines = f.fit(hint, small, room, f.line_height(small), max_lines=1)
        f.draw(surf, lines[0], size, DIM, bottomleft=(box.x + pad, box.bottom - pad // 2))
        return f.line_height(small)
