"""The score sheet (Tab): every shot of the partida with its breakdown — what fell, what was
pocketed, what each was worth, the points or the foul and its reason, as the referee called it
— the running score, a chart of both scores, and the sheet saved as CSV (breakdown included).
The newest shots are shown; a long partida's first ones are reached with the wheel, Page Up /
Page Down and Home / End. A click on a shot watches it again (:mod:`.sheet_replay`)."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.fileio import write_new
from chapo_game.i18n import _, language, shown_name
from chapo_game.settings import config_dir
from chapo_game.spreadsheet import EXCEL_MARK, csv_names, sheet_stem

from ..calls import calls_said, draw_calls, row_height, rows_needed, told_items
from ..draw.geometry import stands_upright
from ..memo import Memo
from ..page import across_share, held_gain, held_row, held_size
from ..pager import PAGE_KEYS
from ..widgets import BG, DIM, TEXT, Button, dim, panel
from .base import BaseScene
from .sheet_chart import CHART_ASPECT, PLAYER_COLOURS, draw_chart
from .sheet_head import draw_head, draw_in_sight, small_size
from .sheet_layout import (
    BREAKDOWN_SIZE,
    columns,
    head_starts,
    least_row,
    phase_said,
    rows_size,
    score_heads,
    sheet_window,
)
from .sheet_replay import SheetReplays


class ScoreSheetScene(SheetReplays, BaseScene):
    """``host``: the game screen under it, whose strokes let a shot be watched again."""

    overlay = True
    veil = 190  # the screens under it dimmed (kept so with them: :mod:`..beneath`)
    keys_move_focus = True  # the arrows light a button, Enter presses it (Tab still closes)
    held_buttons = True

    def __init__(self, app: Any, match: Any, host: Any = None) -> None:
        super().__init__(app)
        self.match = match
        self.init_replays(host)
        self.partida = match.partida_number
        self.buttons = [
            Button(
                lambda: _("Previous partida"),
                self.prev,
                name="prev",
                enabled=lambda: self.partida > 1,
            ),
            Button(
                lambda: _("Next partida"),
                self.next,
                name="next",
                enabled=lambda: self.partida < self.match.partida_number,
            ),
            # greyed before the first shot: it wrote a file of column names alone
            Button(
                lambda: _("Save CSV"),
                self.save_csv,
                name="csv",
                enabled=lambda: bool(self.match.sheet.rows),
            ),
            Button(lambda: _("Close"), app.pop, name="close"),
        ]
        self.placed: list[tuple[Any, list[Any]]] = []  # (row, its breakdown as drawn)
        self.top: int | None = None  # the first row shown; None: the newest that fit
        self.shown = (0, 0)  # the rows shown at the last frame, first to end (excluded)
        self.rows_rect = pygame.Rect(0, 0, 0, 0)  # where the rows are drawn
        self.line_h = 1  # a one-line row's height
        self.size = BREAKDOWN_SIZE  # the rows' text size (larger across a portrait sheet)
        #: every row's height, measured once for a partida's rows at a size and language (a
        #: long partida's breakdowns took 4 ms a frame to measure again)
        self.heights: Memo[list[int]] = Memo(1)
        self.grab: tuple[int, int] | None = None  # a drag's start: its y, the first row shown
        self.resize()

    def prev(self) -> None:
        self.partida = max(1, self.partida - 1)
        self.top = self.light_next = None

    def next(self) -> None:
        self.partida = min(self.match.partida_number, self.partida + 1)
        self.top = self.light_next = None

    def scroll(self, ev: pygame.event.Event) -> bool:
        """The wheel (a row), a drag on the rows (a finger's or the pointer's), Page Up / Page
        Down (a page), Home and End move the rows shown; back at the newest, the sheet follows
        new shots again. True: used."""
        first, end = self.shown
        page = max(1, end - first - 1)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            inside = self.rows_rect.collidepoint(ev.pos)
            self.grab = (ev.pos[1], first) if inside else None
            return inside
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.grab is not None:
            self.grab = None
            return True
        if ev.type == pygame.MOUSEMOTION and self.grab is not None:  # a finger or the pointer
            top = self.grab[1] + (self.grab[0] - ev.pos[1]) // self.line_h
        elif ev.type == pygame.MOUSEWHEEL:
            top = first - ev.y
        elif ev.type == pygame.KEYDOWN and ev.key in PAGE_KEYS:
            top = first + PAGE_KEYS[ev.key] * page
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_HOME, pygame.K_END):
            top = 0 if ev.key == pygame.K_HOME else len(self.rows())
        else:
            return False
        self.top = None if top + (end - first) >= len(self.rows()) else max(0, top)
        return True

    def resize(self) -> None:
        """The buttons, and their words, as large as held across (:func:`held_row`); upright
        two rows of two, wider: four in a row were 244 px wide at 1080×1920, «Siguiente
        partida» 27 px words where 1920×1080 draws them 32."""
        f = self.app.fonts
        if not stands_upright(f.size):
            held_row(self.buttons, f, 0.18, 0.06)
            return
        for k, pair in enumerate((self.buttons[:2], self.buttons[2:])):
            held_row(pair, f, 0.25, 0.06)
            for b in pair:
                b.rect.y += (2 * k - 1) * (b.rect.height + f.px(8)) // 2

    def save_csv(self) -> None:
        """The whole encuentro's sheet, breakdown in the window's language, written atomically
        into the config folder; where it went (or why not) is said in one line."""
        csv = self.match.sheet.to_csv(language(), self.match.head_start_calls())
        names = csv_names(config_dir() / "sheets", sheet_stem(self.match.players))
        path, failure = write_new(names, EXCEL_MARK + csv)
        if failure is None:
            self.tell(_("Score sheet saved: {path}").format(path=path))
        else:
            self.app.notify(
                _("Could not save the score sheet ({reason}).").format(reason=_(failure.reason))
            )

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_TAB, pygame.K_ESCAPE):
            self.app.pop()
            return
        self.row_click(ev)
        if self.scroll(ev) or self.step_past_edge(ev):
            return
        super().handle(ev)

    def rows(self) -> list[Any]:
        return self.match.sheet.partida_rows(self.partida)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, self.veil)
        self.draw_over(surf)

    def draw_over(self, surf: pygame.Surface) -> None:
        """An opaque sheet over the dimmed game: the shots on the left, the chart on the right;
        neither the game's score board nor its calls (between the buttons) show through."""
        w, h = surf.get_size()
        f = self.app.fonts
        breadth = across_share((w, h), 0.94)  # ultra-wide: not the whole 3440 px
        box = pygame.Rect(round((w - breadth) / 2), round(h * 0.04), breadth, round(h * 0.82))
        surf.fill(BG, (0, box.bottom, w, h - box.bottom))
        panel(surf, box, 255)
        self.box = box
        pad = f.px(16)
        title = _("Score sheet — partida {n}").format(n=self.partida)
        head, y0 = draw_head(surf, f, box, title, calls_said(head_starts(self.match)))
        rows, small = self.rows(), small_size(f)
        # on a window narrower than 6:5 the chart goes under the shots, both across the sheet
        # (beside them, at 1080×1920, it was a strip 250 px wide and the shots' rows a
        # quarter of the sheet, the rest of it empty)
        under = w < 1.2 * h
        split = box.bottom
        if under:  # the chart at the sheet's foot, a plot twice as wide as high (it took 45 %
            # of a portrait sheet, 0.7 as high as wide over 7 shots); the shots the rest
            legend_h = f.line_height(small) + f.px(6)
            tall = min(
                round((box.width - 2 * pad) * CHART_ASPECT) + legend_h, (box.bottom - y0) * 0.45
            )
            split = box.bottom - pad - round(tall)
        wide = box.width - 2 * pad if under else round(box.width * 0.68)
        foot = box.clip(box.x, box.y, box.width, split - box.y)
        height = split - y0 - pad - self.draw_watch_hint(surf, foot, pad, rows, wide)
        table = pygame.Rect(box.x + pad, y0, wide, height)
        self.size = BREAKDOWN_SIZE
        if under:  # as held across, so far as the rows' names stay whole
            self.size = rows_size(
                table.width / f.unit,
                f.floor,
                held_gain(f),
                lambda z: columns(f, z, self.match.players, rows, table.width).whole,
            )
        self.placed = self.draw_rows(surf, table, rows)
        first, end = self.shown
        if first > 0 or end < len(rows):
            draw_in_sight(surf, f, (first, end, len(rows)), head, table.right)
        if not rows:
            at = (table.x, y0 + f.line_height(small))
            f.draw(surf, _("No shots yet."), held_size(f, 24), DIM, topleft=at)
        # chart of both scores over the partida
        chart = pygame.Rect(
            table.right + 2 * pad, y0, box.right - table.right - 3 * pad, box.bottom - y0 - pad
        )
        if under:
            chart = pygame.Rect(table.x, split + pad, table.width, box.bottom - split - 2 * pad)
        self.plot = draw_chart(surf, self.app.fonts, chart, self.match, rows)
        self.draw_watchable(surf)
        super().draw(surf)

    def draw_rows(
        self, surf: pygame.Surface, table: pygame.Rect, rows: list[Any]
    ) -> list[tuple[Any, list[Any]]]:
        """The shots that fit (the newest, or from the one scrolled to): number, player and
        phase, the breakdown as the referee's calls (wrapped between calls), and the running
        score of both players."""
        f = self.app.fonts
        m = self.match
        names = (shown_name(m.players[0]), shown_name(m.players[1]))  # "Computer" in English
        cols = [_("Shot"), _("Player"), _("Breakdown")]
        num, split, _whole = columns(f, self.size, m.players, rows, table.width)
        head = self.size + 2  # the heads and the scores two sizes over the rows (22 over 20)
        xs = [0.0, num, split, 0.88, 0.94, 1.0]
        left = [table.x + round(x * table.width) for x in xs]

        def room(k: int) -> int:
            return left[k + 1] - left[k] - f.px(6)

        def cell(k: int, text: str, y: int, colour: tuple[int, int, int], size: int = head) -> None:
            f.draw(surf, f.shorten(text, size, room(k)), size, colour, topleft=(left[k], y))

        for k, c in enumerate(cols):
            cell(k, c, table.y, DIM)
        # each score column headed in its player's colour, as in the chart's legend
        heads = score_heads(names, lambda s: f.shorten(s, head, room(3)) == s)
        for p, name in enumerate(heads):
            cell(3 + p, name, table.y, PLAYER_COLOURS[p])
        head_h = f.line_height(head) + f.px(6)
        strip_w = left[3] - left[2] - f.px(8)
        line_h = row_height(f, self.size)
        heights = self.row_heights(rows, strip_w, line_h)
        first, end = self.shown = sheet_window(heights, table.height - head_h, self.top)
        self.rows_rect = pygame.Rect(table.x, table.y + head_h, table.width, table.height - head_h)
        self.line_h = max(line_h, f.px(least_row(self.size)))  # a one-line row: a drag's step
        shown = list(zip(rows[first:end], heights[first:end], strict=True))
        out = []
        placed_rows = []
        y = table.y + head_h
        for r, hgt in shown:
            placed_rows.append((r, pygame.Rect(table.x, y, table.width, hgt)))
            pygame.draw.line(surf, (50, 60, 72), (table.x, y), (table.right, y))
            # a one-line row is a finger's height: its text centred in it
            first = y + (min(hgt, self.line_h) - f.line_height(self.size)) // 2
            # shot 0: an abandono at the lag, no shot to number (it said "1")
            cell(0, str(r.shot or ""), first, TEXT, self.size)
            # The phase kept whole, the name shortened: the score in the shooter's colour
            # already says whose shot it was, nothing else says from where he played it.
            phase = f" · {phase_said(r.phase, r.option)}"
            who = f.shorten_head(shown_name(r.name), phase, self.size, room(1))
            f.draw(surf, who, self.size, TEXT, topleft=(left[1], first))
            for k in (0, 1):  # the shooter's score in his colour, the other's dimmed
                cell(3 + k, str(r.score[k]), first, PLAYER_COLOURS[k] if r.player == k else DIM)
            strip = pygame.Rect(left[2], y, strip_w, hgt)
            items = told_items(r.calls)
            placed = draw_calls(surf, f, strip, items, max_rows=8, sizes=(self.size,))
            out.append((r, placed))
            y += hgt
        self.place_rows(placed_rows)
        return out

    def row_heights(self, rows: list[Any], strip_w: int, line_h: int) -> list[int]:
        """Each row's height: a line for each row its breakdown's calls wrap onto, and never
        less than a finger's (:func:`.sheet_layout.least_row`): a row is tapped to watch its
        shot, and a one-line row was 31 px at 1920×1080, under a finger's 9 mm."""
        f = self.app.fonts
        key = (self.partida, len(rows), strip_w, line_h, self.size, language())
        return self.heights.get(
            key,
            lambda: [
                max(
                    f.px(least_row(self.size)),
                    line_h
                    * (rows_needed(f, strip_w, told_items(r.calls), self.size) if r.calls else 1),
                )
                for r in rows
            ],
        )
