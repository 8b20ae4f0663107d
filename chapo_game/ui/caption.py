"""The caption bar's text under the table: one text in up to two lines, or two texts a line
each — and, where one of two would be cut short on its own line, the two run on as one text in
two lines, each in its own colour.

Why: at 960×540 the bar holds two lines of the smallest text. Practice's verdict ("Objetivo
cumplido: 1 de 1") took a whole line, and what the shot did, with where the ball played comes
back, was cut with "…" on the other — the sentence the player needed — while the two together
fit the two lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .fonts import Fonts

Colour = tuple[int, int, int]
#: Between the two texts run on as one.
JOIN = " · "


#: The caption's words, at whatever count of lines or texts: one text alone was said at 30,
#: its two lines balanced at half the bar's width, and at 26 full-width beside a second text,
#: so practice's hint changed size and breaks from one shot to the next.
SIZE = 26


def filled(
    f: Fonts,
    text: str,
    size: int,
    r: pygame.Rect,
    keep: Callable[[list[str]], bool] = lambda rows: True,
) -> tuple[int, list[str]] | None:
    """The largest size from ``size`` down at which ``text`` fills the bar ``r`` in at most two
    lines, each as full as it goes (as two texts take a line each: not balanced), and where
    ``keep`` takes its lines; those lines, or ``None`` if none does."""
    for sz in range(max(size, f.floor), f.floor - 1, -2):
        rows = f.wrap(text, sz, r.width)
        # fit_line's answers remembered: a caption's lines are not measured every frame
        fits = all(f.fit_line(row, sz, r.width) == sz for row in rows)
        if fits and len(rows) <= 2 and len(rows) * f.line_height(sz) <= r.height and keep(rows):
            return sz, rows
    return None


def run_on(
    f: Fonts, first: str, second: str, size: int, r: pygame.Rect
) -> tuple[int, list[str]] | None:
    """The largest size from ``size`` down at which ``first``, :data:`JOIN` and ``second``
    fit the bar ``r`` in two lines with ``first`` whole on the first line, and those lines;
    ``None`` if they do not."""
    head = first + JOIN.rstrip()  # the first text on the first line
    return filled(f, f"{first}{JOIN}{second}", size, r, lambda rows: rows[0].startswith(head))


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
    first_cut = len(shown) == 2 and f.fit_line(shown[0][0], SIZE, r.width) is None
    if first_cut and run_on(f, shown[0][0], shown[1][0], SIZE, r) is None:
        shown = shown[:1]
    if len(shown) == 1:
        text, colour = shown[0]
        size, rows = filled(f, text, SIZE, r) or f.fit(text, SIZE, r.width, r.height, max_lines=2)
        f.draw_lines(surf, rows, size, colour, r, align="left")
        return
    (first, c1), (second, c2) = shown
    cut = any(f.fit_line(t, SIZE, r.width) is None for t, _c in shown)
    joined = run_on(f, first, second, SIZE, r) if cut else None
    if joined is not None:
        _draw_run_on(surf, f, first, joined, (c1, c2), r)
        return
    half = r.height // 2
    size = min(f.fit(t, SIZE, r.width, half, max_lines=1)[0] for t, _c in shown)  # one size
    for i, (text, colour) in enumerate(shown):
        box = pygame.Rect(r.x, r.y + i * half, r.width, half)
        size, rows = f.fit(text, size, r.width, half, max_lines=1)
        f.draw_lines(surf, rows, size, colour, box, align="left")


def _draw_run_on(
    surf: pygame.Surface,
    f: Fonts,
    first: str,
    joined: tuple[int, list[str]],
    colours: tuple[Colour, Colour],
    r: pygame.Rect,
) -> None:
    """Two texts run on as one (:func:`run_on`): ``first`` in its colour, the rest in the
    second's."""
    (size, rows), (c1, c2) = joined, colours
    line_h = f.line_height(size)
    top = r.centery - line_h * len(rows) // 2
    boxes = [pygame.Rect(r.x, top + i * line_h, r.width, line_h) for i in range(len(rows))]
    f.draw_lines(surf, [first], size, c1, boxes[0], align="left")
    rest = rows[0][len(first) :]
    if rest.strip():  # ended where the whole line was measured to end: the two parts measured
        # apart came to a pixel more than it, past the bar's edge
        x = f.font(size).size(rows[0])[0] - f.font(size).size(rest)[0]
        f.draw_lines(surf, [rest], size, c2, boxes[0].move(x, 0), align="left")
    for row, box in zip(rows[1:], boxes[1:], strict=True):
        f.draw_lines(surf, [row], size, c2, box, align="left")
