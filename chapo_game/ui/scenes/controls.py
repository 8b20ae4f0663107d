"""The controls on one screen: F1 anywhere, or **Controles** in the pause menu.

Why: a player who never opens the README found the cue, the power and Space by the captions,
but not spin on W A S D, the seco cue on X, the replay on V or the score sheet on Tab. The
rows name the buttons by their own labels, so the table cannot drift from the screen it tells
about when a label changes.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _

from ..draw.geometry import stands_upright
from ..keyrepeat import is_repeat
from ..memo import Memo
from ..page import held_button_height, held_gain, held_size
from ..widgets import ACCENT, DIM, PANEL, TEXT, Button
from .base import BaseScene
from .control_rows import Row, button, rows

__all__ = ["ControlsScene", "button", "filled"]  # button: the rows' way to name one

SIZES = range(24, 15, -1)  # the largest text size at which every row fits is used
UPRIGHT_LARGEST = 36  # ... from this one on a window standing upright (a club's portrait screen)
COLUMNS = (0.22, 0.41, 0.37)  # shares of the table's width: action, mouse, keys
# at the least size, rows closer and the columns shared as the words need before a second page
# (the rows took 866 px of 817 at 1920×1080 in English: two half-empty pages)
TIGHT = ((0.18, 0.38, 0.44), (0.18, 0.40, 0.42), (0.20, 0.38, 0.42))


def filled(heights: list[int], room: float) -> list[list[int]]:
    """The rows of ``heights`` (by index) on pages, each filled while the next fits in
    ``room``, at least one row a page."""
    pages: list[list[int]] = [[]]
    used = 0
    for i, h in enumerate(heights):
        if pages[-1] and used + h > room:
            pages.append([])
            used = 0
        pages[-1].append(i)
        used += h
    return pages


class ControlsScene(BaseScene):
    """Every control of the table, with the mouse and with the keys; Esc, F1 (the window's
    key, :meth:`App.window_key`) or Back closes it."""

    keys_move_focus = True
    held_buttons = True
    closes_on_escape = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.page = 0  # with large text the rows take two pages
        self.back = Button(lambda: _("Back"), app.pop, name="back")
        self.page_button = Button(self._page_label, self.next_page, name="page")
        self.buttons = [self.back]
        self.drawn_rows: list[pygame.Rect] = []  # each row's box as last drawn
        #: the last fitting (:meth:`fitted`): one, as the shares and the padding are its
        self._fitted: Memo[tuple[int, list[list[list[str]]]]] = Memo(1)
        self.shares, self.gap = COLUMNS, 8  # the columns' shares and the rows' padding, fitted
        self.resize()

    def pages(self) -> list[list[int]]:
        """The rows (by index, the header apart) on each page: one page where they all fit,
        else as many as fill each page — with large text, whose least size cannot shrink,
        the last rows ran off the window's foot behind Back."""
        size, cells = self.fitted(self.table_area())
        room = self.room() - self.row_height(size, cells[0])
        heights = [self.row_height(size, c) for c in cells[1:]]
        pages = filled(heights, room)
        if len(pages) > 1:  # as even as the rows allow (14 rows and 1 at 2560×1080): the
            # least room that takes no more pages (a guess at it split 11 and 6 once the last
            # row said a finger's ways on two lines)
            lo, hi = max(heights) - 1, int(room)  # lo takes more pages, hi no more
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (lo, mid) if len(filled(heights, mid)) <= len(pages) else (mid, hi)
            pages = filled(heights, hi)
        return [[i + 1 for i in page] for page in pages]

    def room(self) -> int:
        """The table's height down to Back, a gap above it."""
        return self.back.rect.top - self.app.fonts.px(8) - self.table_area().y

    def _page_label(self) -> str:
        """The page, and which way the button turns: on to the next, or from the last back to
        the first (the last page's "›" promised a page that was not there)."""
        n = len(self.pages())
        if self.page + 1 == n:
            return _("Page {i} of {n} ‹").format(i=self.page + 1, n=n)
        return _("Page {i} of {n} ›").format(i=self.page + 1, n=n)

    def next_page(self, step: int = 1) -> None:
        self.page = (self.page + step) % len(self.pages())

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            return self.next_page(1 if ev.key == pygame.K_PAGEDOWN else -1)
        turn = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}  # as the rules' pages turn
        if ev.type == pygame.KEYDOWN and ev.key in turn and len(self.pages()) > 1:
            return None if is_repeat(ev) else self.next_page(turn[ev.key])
        if ev.type == pygame.MOUSEWHEEL and ev.y:  # down the pages and up, no further round
            self.page = min(max(0, self.page - (1 if ev.y > 0 else -1)), len(self.pages()) - 1)
            return
        super().handle(ev)

    @property
    def rows(self) -> list[Row]:
        return rows()

    def resize(self) -> None:
        """Back (and the page button), and their words, as large as held across
        (:func:`~..page.held_gain`: at 1080×1920 they were 53 px high, 70 at 1920×1080)."""
        w, h = self.app.size
        f = self.app.fonts
        for b in (self.back, self.page_button):
            b.rect = pygame.Rect(0, 0, round(w * 0.18 * held_gain(f)), held_button_height((w, h)))
        self.back.rect.center = (w // 2, round(h * 0.93))
        paged = len(self.pages()) > 1  # the page button only where there are pages
        gap = round(w * 0.02)
        if paged:  # the pair centred, as Back alone is (the page button hung off its right)
            self.back.rect.left = w // 2 - (2 * self.back.rect.width + gap) // 2
        self.page_button.rect.midleft = (self.back.rect.right + gap, round(h * 0.93))
        self.buttons = [self.back, self.page_button] if paged else [self.back]
        self.page = min(self.page, len(self.pages()) - 1)

    def table_area(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(round(w * 0.04), round(h * 0.13), round(w * 0.92), round(h * 0.74))

    def widths(self, area: pygame.Rect, shares: tuple[float, ...]) -> list[int]:
        pad = self.app.fonts.px(12)
        return [round(area.width * share) - pad for share in shares]

    def cells(self, size: int, widths: list[int]) -> list[list[list[str]]]:
        """Each row's three cells, wrapped at ``size`` to their columns."""
        f = self.app.fonts
        header = [_("Action"), _("Mouse or finger"), _("Keys")]
        texts = [header, *rows()]
        return [
            [f.wrap(t, size, w) if t else [] for t, w in zip(row, widths, strict=True)]
            for row in texts
        ]

    def fitted(self, area: pygame.Rect) -> tuple[int, list[list[list[str]]]]:
        """The largest size whose rows all fit down to Back, and the rows at it; at the least
        size, the rows closer and the columns shared as :data:`TIGHT` says before they take
        pages (worked out again only when the window or the language changes: wrapping every
        row at every size took 10 ms a frame)."""
        key = (area.size, _("Controls"), self.app.fonts.floor)  # large text turned on
        return self._fitted.get(key, lambda: self.fit(area))

    def fit(self, area: pygame.Rect) -> tuple[int, list[list[list[str]]]]:
        """:meth:`fitted`, worked out: the columns' shares and the rows' padding set as it
        tries them, the last tried kept."""
        # upright, larger words where they fit: at 24 the rows took half a portrait screen
        top = UPRIGHT_LARGEST if stands_upright(self.app.size) else SIZES[0]
        ways = [(size, COLUMNS, 8) for size in range(top, SIZES[-1] - 1, -1)]
        ways += [(SIZES[-1], shares, 4) for shares in TIGHT] + [ways[-1]]
        for size, self.shares, self.gap in ways:
            cells = self.cells(size, self.widths(area, self.shares))
            if sum(self.row_height(size, row) for row in cells) <= self.room():
                break
        return size, cells

    def row_height(self, size: int, row: list[list[str]]) -> int:
        f = self.app.fonts
        return max(1, *(len(c) for c in row)) * f.line_height(size) + f.px(self.gap)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Controls"), held_size(f, 52), ACCENT, midtop=(w // 2, round(h * 0.03)))
        area = self.table_area()
        size, cells = self.fitted(area)
        lefts = [area.x]
        for share in self.shares[:-1]:
            lefts.append(lefts[-1] + round(area.width * share))
        y, self.drawn_rows = area.y, []
        shown = [0, *self.pages()[self.page]]
        for n, i in enumerate(shown):
            row = cells[i]
            box = pygame.Rect(area.x, y, area.width, self.row_height(size, row))
            if n % 2 == 1:
                pygame.draw.rect(surf, PANEL, box, border_radius=4)
            for c, (x, lines) in enumerate(zip(lefts, row, strict=True)):
                colour = DIM if i == 0 else (ACCENT if c == 0 else TEXT)
                for k, line in enumerate(lines):
                    at = (x + f.px(6), y + f.px(self.gap // 2) + k * f.line_height(size))
                    f.draw(surf, line, size, colour, topleft=at)
            if i > 0:
                self.drawn_rows.append(box)
            y = box.bottom
        super().draw(surf)
