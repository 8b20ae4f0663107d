"""The score sheet's head (:mod:`.sheet`): its title, the head starts given, and which shots
are in sight — the last two as large as the screen held across draws them (at 1080×1920 the
head start was 14 px words over 30 px rows)."""

from __future__ import annotations

import pygame

from chapo_game.i18n import _

from ..fonts import Fonts
from ..page import held_size
from ..widgets import ACCENT, DIM


def small_size(fonts: Fonts) -> int:
    """The size of the sheet's lesser lines (the head start, which shots are shown, the
    chart's legend): 22 held across, as large upright (:func:`..page.held_size`)."""
    return held_size(fonts, 22)


def draw_head(
    surf: pygame.Surface, fonts: Fonts, box: pygame.Rect, title: str, given: str
) -> tuple[pygame.Rect, int]:
    """The title, and under it the head starts ``given`` ("" none) on one line; returns the
    title's rectangle and where the rows may begin."""
    f, pad = fonts, fonts.px(16)
    at = (box.x + pad, box.y + f.px(10))
    head = f.draw(surf, title, held_size(f, 40), ACCENT, topleft=at)
    y0 = head.bottom + f.px(12)
    if given:  # the first row's score's start
        small = small_size(f)
        size, lines = f.fit(given, small, box.width - 2 * pad, f.line_height(small), 1)
        y0 = f.draw(surf, lines[0], size, DIM, topleft=(box.x + pad, y0)).bottom + f.px(8)
    return head, y0


def draw_in_sight(
    surf: pygame.Surface, fonts: Fonts, shown: tuple[int, int, int], head: pygame.Rect, right: int
) -> None:
    """Which shots are in sight (``shown``: first, end, of how many), beside the title ``head``
    up to ``right``: with the keys that reach the others where that fits at its size, else
    which shots alone — at 1080×1920 the keys' words, shrunk to fit beside the title, were
    14 px high (24 held across)."""
    f, small = fonts, small_size(fonts)
    n, room = {"a": shown[0] + 1, "b": shown[1], "n": shown[2]}, right - head.right - f.px(16)
    where = _("Shots {a}–{b} of {n}: wheel, Page Up / Page Down").format(**n)
    if f.font(small).size(where)[0] > room:  # which shots, not "Re Pág / Av P…"
        where = _("Shots {a}–{b} of {n}").format(**n)
    size = f.fit_line(where, small, room) or f.floor
    f.draw(surf, f.shorten(where, size, room), size, DIM, bottomright=(right, head.bottom))
