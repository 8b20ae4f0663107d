"""A list of buttons longer than its place on the screen, shown a page at a time.

A club keeps more players than any screen holds: a list that drew only the names that fit left
the rest out of reach. The page that fits is shown; **Previous** and **Next** under it turn
it (so the keys' light reaches every name too), the wheel over it moves it a row at a time,
and a chosen name is brought into sight.
"""

from __future__ import annotations

import pygame

from chapo_game.i18n import _

from . import textcut
from .page import held_size
from .widgets import DIM, Button, Fonts, button_height, label_margin, layout_row

#: Page Up / Page Down: a page back (-1) or on (+1), wherever a list or a text scrolls.
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
#: A list's row at the 1280×720 scale: 0.06 of that window's height, room for a long name on
#: two lines of the smallest text.
ROW = 43


def row_height(size: tuple[int, int], fonts: Fonts) -> int:
    """A list's row on this window: :data:`ROW` at the text's scale, never taller than 0.06 of
    the window's height (a 4:3 one's on a portrait window) — the rows were that share of the
    height alone, so a window taller than 16:9 (1280×1024, 1920×1200, a club's portrait screen)
    drew rows twice as high as their names and paged the records' list at six or seven names
    with the room of ten left empty."""
    return min(button_height(size, 0.06), fonts.px(ROW))


class Pager:
    """Which of ``items`` are shown in ``area``: a window of them starting at ``first``."""

    def __init__(self, name: str) -> None:
        self.first = 0
        #: turned by page (Next, Previous, a page shown): the last page may be short, as a
        #: book's is (a full last page repeated 8 of the 12 names before it as "17–25 of 25")
        self.by_page = False
        self.items: list[Button] = []
        self.per_page = 0
        self.cols = 1
        self.area = pygame.Rect(0, 0, 0, 0)
        self.height = self.gap = 0
        self.shown: list[Button] = []  # the items on the page in sight
        self.pointer: tuple[int, int] | None = None  # the last place the pointer moved to
        self.prev = Button(
            lambda: _("Previous"), self.back, name=f"{name}:prev", enabled=lambda: self.first > 0
        )
        self.next = Button(
            lambda: _("Next"), self.forward, name=f"{name}:next", enabled=self.more_after
        )

    @property
    def paged(self) -> bool:
        """More items than one page holds: the page buttons are shown."""
        return len(self.items) > self.per_page

    def controls(self) -> list[Button]:
        return [self.prev, self.next] if self.paged else []

    def span(self) -> str:
        """Which items are in sight, "8–14 de 26" ("" while one page holds them all)."""
        if not self.paged:
            return ""
        last = min(len(self.items), self.first + self.per_page)
        return _("{a}–{b} of {n}").format(a=self.first + 1, b=last, n=len(self.items))

    def draw_span(self, surf: pygame.Surface, fonts: Fonts) -> None:
        """The span, small, over the list's top right corner; upright as large as held across
        (:func:`~.page.held_size`: at 1080×1920 it was 14 px high beside names drawn 24)."""
        text = self.span()
        if text:
            at = (self.area.right, self.area.y - 2)
            fonts.draw(surf, text, held_size(fonts, 22), DIM, bottomright=at)

    def more_after(self) -> bool:
        return self.first + self.per_page < len(self.items)

    def layout(
        self, items: list[Button], area: pygame.Rect, cols: int, height: int, gap: int
    ) -> list[Button]:
        """Lay out ``items`` in rows of ``cols`` buttons ``height`` high; returns those shown."""
        self.items, self.area, self.cols, self.height, self.gap = items, area, cols, height, gap
        return self._place()

    def _place(self) -> list[Button]:
        """The page holding ``first``, the last row given to the page buttons when they are
        needed. Items off the page get an empty rectangle: neither the pointer nor the keys
        find them."""
        area, cols, height, gap = self.area, self.cols, self.height, self.gap
        rows = max(1, (area.height + gap) // (height + gap))
        if len(self.items) > rows * cols and rows > 1:
            rows -= 1
            row = pygame.Rect(area.x, area.bottom - height, area.width, height)
            layout_row([self.prev, self.next], row, gap)
        self.per_page = rows * cols
        self.first = self._clamp(self.first, self.by_page)
        bw = (area.width - gap * (cols - 1)) // cols
        self.shown = []
        for i, b in enumerate(self.items):
            k = i - self.first
            if 0 <= k < self.per_page:
                r, c = divmod(k, cols)
                x, y = area.x + c * (bw + gap), area.y + r * (height + gap)
                b.rect = pygame.Rect(x, y, bw, height)
                self.shown.append(b)
            else:
                b.rect = pygame.Rect(0, 0, 0, 0)
        if not self.paged:
            self.prev.rect = pygame.Rect(0, 0, 0, 0)
            self.next.rect = pygame.Rect(0, 0, 0, 0)
        return self.shown

    def _clamp(self, first: int, by_page: bool = False) -> int:
        """A whole row at the top, and never a page emptier than it need be — but for the last
        of pages turned a page at a time (``by_page``), which holds what is left."""
        last = max(0, len(self.items) - self.per_page)
        last += -last % self.cols
        if by_page and len(self.items) > self.per_page:
            last = max(0, len(self.items) - 1)
        return max(0, min(first - first % self.cols, last))

    def scroll_to(self, first: int, by_page: bool = False) -> None:
        self.by_page = by_page
        self.first = self._clamp(first, by_page)
        self._place()

    def back(self) -> None:
        self.scroll_to(self.first - self.per_page, by_page=True)

    def forward(self) -> None:
        self.scroll_to(self.first + self.per_page, by_page=True)

    def show(self, index: int) -> None:
        """Turn to the page that shows item ``index``, if it is not in sight."""
        if not self.first <= index < self.first + self.per_page:
            self.scroll_to(index - index % max(1, self.per_page), by_page=True)

    def handle(self, ev: pygame.event.Event) -> bool:
        """The wheel over the list moves it a row at a time (True: used)."""
        if ev.type == pygame.MOUSEMOTION:
            self.pointer = ev.pos
        elif ev.type == pygame.MOUSEWHEEL and self.paged and self.over(self.area):
            self.scroll_to(self.first - ev.y * self.cols)
            return True
        return False

    def over(self, rect: pygame.Rect) -> bool:
        """Whether the pointer was last seen over ``rect`` (the wheel's event has no place)."""
        return self.pointer is not None and rect.collidepoint(self.pointer)


def columns_fitting(
    fonts: Fonts,
    labels: list[str],
    area: pygame.Rect,
    height: int,
    gap: int,
    size: int,
    choices: tuple[int, ...],
) -> int:
    """The first of ``choices`` (columns, most first) at which every label fits whole in a
    button ``height`` high, as :meth:`Button.draw` fits it (smaller, on two lines where they
    fit); the last choice if none does."""
    for cols in choices:
        room = (area.width - (cols - 1) * gap) // cols - 2 * label_margin(fonts)
        if all(textcut.whole(fonts, label, size, room, height - 4) for label in labels):
            return cols
    return choices[-1]
