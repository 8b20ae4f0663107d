"""Where the records screen's parts go on a window standing upright.

Across, the names stand in a column a quarter of the window wide beside the record's panel.
Upright (a club's 1080×1920 screen) that column was 281 px wide: drawn as large as the screen
held across draws them, the names, the order and the five buttons did not fit in it. There the
screen is set down the window instead: the box finding or adding a player and the order side
by side at the top, the names in rows across the width under them, the record's panel under
the names in the height they leave, the actions in two rows at the foot — all as large as on
the screen held across (:mod:`..page`), and every one reached by the pointer, a finger and the
keys as across.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..page import held_button_height, held_page, held_size
from ..pager import ROW, Pager, columns_fitting
from ..widgets import Button, TextField, layout_row

#: the names' size, as the screen's buttons' (at the 1280×720 scale)
NAME_SIZE = 26
#: the share of the height between the boxes and the actions the names take at most: the
#: record's panel keeps the rest (a club of 32 still on one page at 1080×1920 and 1200×1920)
LIST_SHARE = 0.6
#: the actions' rows' tops, as shares of the page from its foot (:meth:`..page.Page.foot`)
ACTION_ROWS = (0.79, 0.87)


class RecordUpright:
    """The records screen laid out down a window standing upright
    (:class:`~.records.RecordsScene` holds the state)."""

    app: Any
    pager: Pager
    chips: list[Button]
    actions: list[Button]
    order_button: Button
    cancel: Button
    field: TextField
    new_field: TextField
    keys_top: int | None
    list_place: tuple[pygame.Rect, int, int, int]
    panel: pygame.Rect

    def place_list(self) -> None: ...

    def place_upright(self) -> None:
        """The parts down the window, from the boxes at the top to the actions at its foot."""
        f, (w, h) = self.app.fonts, self.app.size
        page, fh, gap = held_page(f), held_button_height((w, h), 0.07), f.px(14)
        x = round(w * 0.04)
        wide = w - 2 * x
        self.new_field.rect = pygame.Rect(x, page.top(0.15), round(wide * 0.6), fh)
        beside = self.new_field.rect.right + gap
        self.order_button.rect = pygame.Rect(beside, page.top(0.15), x + wide - beside, fh)
        first, second = (pygame.Rect(x, page.foot(at), wide, fh) for at in ACTION_ROWS)
        layout_row(self.actions[:3], first, gap)
        layout_row(self.actions[3:], second.inflate(-wide // 3, 0), gap)
        # the pages' span over the list's top right corner, as across
        top = self.new_field.rect.bottom + f.line_height(22) + gap
        self.place_names(pygame.Rect(x, top, wide, first.y - gap - top))

    def place_names(self, room: pygame.Rect) -> None:
        """The names in rows across the top of ``room``, as many rows as they need (three at
        least, for what the list says when none holds what is typed) up to
        :data:`LIST_SHARE` of it; the record's panel under them, the rename's box and Cancel
        at its top."""
        f, gap = self.app.fonts, self.app.fonts.px(5)
        row = min(held_page(f).size(0.06), f.px(held_size(f, ROW)))  # as held across
        labels = [b.label() for b in self.chips]
        cols = columns_fitting(f, labels, room, row, gap, held_size(f, NAME_SIZE), (3, 2))
        rows = max(3, -(-len(self.chips) // cols))
        band = pygame.Rect(room.topleft, (room.w, min(rows * (row + gap), room.h * LIST_SHARE)))
        self.panel = pygame.Rect(room.x, band.bottom + gap, room.w, room.bottom - band.bottom - gap)
        if self.keys_top is not None:  # the rows whole above the on-screen keys
            band.height = max(row, min(band.height, self.keys_top - gap - band.y))
        self.list_place = (band, cols, row, gap)
        self.place_list()
        edge, fh = self.panel.inflate(-2 * f.px(20), 0), held_button_height(self.app.size, 0.07)
        self.field.rect = pygame.Rect(edge.x, self.panel.y + f.px(20), round(edge.w * 0.68), fh)
        beside = self.field.rect.right + f.px(14)
        self.cancel.rect = pygame.Rect(beside, self.field.rect.y, edge.right - beside, fh)
