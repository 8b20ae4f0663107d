"""The end panels' row of buttons (the game's: Siguiente partida, Repetición, Hoja de
marcaciones, Revancha, Menú; the tutorial's upright: Empezar de nuevo, Contra el ordenador,
Menú): one text size for all, each button as wide as its words need where equal
widths do not hold them — at equal widths "Hoja de marcaciones" broke onto two lines in
Spanish at every window but the smallest (where it came out smaller than its neighbours),
and "Siguiente partida" too at 720×1280; the tutorial's two first broke at 720×1280."""

from __future__ import annotations

import pygame

from ..fonts import Fonts
from ..widgets import Button, label_margin

#: The end panel's buttons' text size, at most (at the 1280×720 scale).
END_TEXT = 28


def end_row_size(
    fonts: Fonts, labels: list[str], room: int, largest: int = END_TEXT
) -> tuple[int, list[int]]:
    """The largest size from ``largest`` down to the floor at which ``labels``, each on one
    line inside its button's margins, fit ``room`` side by side; and each one's need."""
    edge = 2 * label_margin(fonts) + fonts.px(12)
    for size in range(largest, fonts.floor - 1, -2):
        needs = [fonts.font(size).size(label)[0] + edge for label in labels]
        if sum(needs) <= room:
            break
    return size, needs


def lay_out_end_row(
    buttons: list[Button],
    box: pygame.Rect,
    fonts: Fonts,
    most: int,
    top: int,
    largest: int = END_TEXT,
) -> int:
    """``buttons`` side by side across ``box`` from ``top``, centred, ``fonts.px(20)`` apart:
    alike (``most`` wide at most) where every label fits one, else each as wide as its words
    and a like share of the room left. The size to draw their words at (``largest`` at
    most)."""
    gap, n = fonts.px(20), len(buttons)
    room = box.width - (n + 1) * gap
    size, needs = end_row_size(fonts, [b.label() for b in buttons], room, largest)
    equal = min(most, room // max(1, n))
    left = room - sum(needs)
    widths = [equal] * n if max(needs, default=0) <= equal else [w + left // n for w in needs]
    x = box.centerx - (sum(widths) + (n - 1) * gap) // 2
    for b, width in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, top, width, b.rect.height)
        x += width + gap
    return size
