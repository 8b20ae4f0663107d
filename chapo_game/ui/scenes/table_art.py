"""The table screens' background — the window's ground, its bars and side panel, and the table
without balls or pins — kept for the window's next table screen (:func:`table_background`).

Why kept beyond its screen: each demo, game or practice drew it afresh on its first frame —
the cloth's glow, grain and chalk on a surface as large as the table, then the whole window
converted — so a demo started again took 28-30 ms for its first frame at 1920×1080 (headless;
up to 85 on a busy machine), 5-6 ms with the table kept. On a club's screen the demo starts
again every time a passer-by leaves it or a screen is left alone (:mod:`.club_screen`). One
is kept (8 MB at 1920×1080), also while no table screen is up: the window shows one table
screen at a time, and the next is most often the demo again.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..draw.view import TableView
from ..memo import Memo
from ..widgets import BG, PANEL, PANEL_EDGE

#: The last background drawn, by what it was drawn from.
_KEPT: Memo[pygame.Surface] = Memo(1)


def table_background(
    size: tuple[int, int], bars: Sequence[pygame.Rect], view: TableView
) -> pygame.Surface:
    """The background of a window of ``size`` with the top, bottom and side ``bars`` (in that
    order) and the table as ``view`` draws it: the one kept if drawn from the same, else
    drawn (and kept in the window's own pixel format, where there is a window)."""
    shown = pygame.display.get_surface()
    form = None if shown is None else (shown.get_bitsize(), shown.get_masks())
    key = (size, tuple(tuple(r) for r in bars), view.table, tuple(view.area), view.upright, form)
    return _KEPT.get(key, lambda: _paint(size, bars, view, form is not None))


def _paint(
    size: tuple[int, int], bars: Sequence[pygame.Rect], view: TableView, convert: bool
) -> pygame.Surface:
    top, bottom, side = bars
    bg = pygame.Surface(size)
    bg.fill(BG)
    for r in bars:
        pygame.draw.rect(bg, PANEL, r)
    pygame.draw.line(bg, PANEL_EDGE, top.bottomleft, top.bottomright)
    pygame.draw.line(bg, PANEL_EDGE, bottom.topleft, bottom.topright)
    pygame.draw.line(bg, PANEL_EDGE, side.topleft, side.bottomleft)
    bg.blit(view.static_surface(), view.outer.topleft)
    return bg.convert() if convert else bg
