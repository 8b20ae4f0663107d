"""The caption bar's text under the table: one text in up to two lines, or two texts a line
each — and, where one of two would be cut short on its own line, the two run on as one text in
two lines, each in its own colour.

Why: at 960×540 the bar holds two lines of the smallest text. Practice's verdict ("Objetivo
cumplido: 1 de 1") took a whole line, and what the shot did, with where the ball played comes
back, was cut with "…" on the other — the sentence the player needed — while the two together
fit the two lines.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .fonts import Fonts

Colour = tuple[int, int, int]
#: Between the two texts run on as one.
JOIN = " · "


def run_on(
    f: Fonts, first: str, second: str, size: int, width: int, height: int
) -> tuple[int, list[str]] | None:
    """The largest size from ``size`` down at which ``first``, :data:`JOIN` and ``second``
    fit ``width``×``height`` in two lines with ``first`` whole on the first line, and those
    lines; ``None`` if they do not."""
    joined = f"{first}{JOIN}{second}"
    for sz in range(max(size, f.floor), f.floor - 1, -2):
        rows = f.wrap(joined, sz, width)
        fits = all(f.font(sz).size(row)[0] <= width for row in rows)
        whole = rows[0].startswith(first + JOIN.rstrip())  # the first text on the first line
        if fits and whole and len(rows) <= 2 and 2 * f.line_height(sz) <= height:
            return sz, rows
    return None


def draw_caption(
    surf: pygame.Surface, f: Fonts, lines: Sequence[tuple[str, Colour]], r: pygame.Rect
) -> None:
    """``lines`` (text, colour), the empty ones left out, fitted to the bar ``r`` — text never
    goes over the table. Of two that neither fit a line each nor run on as one, the first (the
    more important: a drill's goal before how to strike) takes both lines alone, whole, rather
    than both cut (large text cut the cut drill's goal "…los cinco, ch…")."""
    shown = [(t, c) for t, c in lines if t][:2]
    if not shown:
        return
    first_cut = len(shown) == 2 and f.fit_line(shown[0][0], 26, r.width) is None
    if first_cut and run_on(f, shown[0][0], shown[1][0], 26, r.width, r.height) is None:
        shown = shown[:1]
    if len(shown) == 1:
        size, rows = f.fit(shown[0][0], 30, r.width, r.height, max_lines=2)
        f.draw_lines(surf, rows, size, shown[0][1], r, align="left")
        return
    half = r.height // 2
    (first, c1), (second, c2) = shown
    cut = any(f.fit_line(t, 26, r.width) is None for t, _c in shown)
    joined = run_on(f, first, second, 26, r.width, r.height) if cut else None
    if joined is not None:
        size, rows = joined
        line_h = f.line_height(size)
        top = r.centery - line_h * len(rows) // 2
        boxes = [pygame.Rect(r.x, top + i * line_h, r.width, line_h) for i in range(len(rows))]
        f.draw_lines(surf, [first], size, c1, boxes[0], align="left")
        rest = rows[0][len(first) :]
        if rest.strip():
            x = f.font(size).size(first)[0]
            f.draw_lines(surf, [rest], size, c2, boxes[0].move(x, 0), align="left")
        for row, box in zip(rows[1:], boxes[1:], strict=True):
            f.draw_lines(surf, [row], size, c2, box, align="left")
        return
    for i, (text, colour) in enumerate(shown):
        box = pygame.Rect(r.x, r.y + i * half, r.width, half)
        size, rows = f.fit(text, 26, r.width, half, max_lines=1)
        f.draw_lines(surf, rows, size, colour, box, align="left")
