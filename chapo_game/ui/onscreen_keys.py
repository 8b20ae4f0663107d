"""The keys of the game's own on-screen keyboard, and where they lie in a window.

Why the game has one: a bar's touch screen has no keyboard, and a system's on-screen keyboard
is not always there (a kiosk session, a Linux without Onboard): a name's box took a finger's
tap and waited for keys that never came. The keys are the Spanish names' own: the letters with
ñ, a row of the accented vowels (á é í ó ú ü — no long press to find them), the digits and the
signs names hold (. - '), a space, Mayús for a capital, Borrar, and Intro: without it a name
typed had to be put away with Hecho before the screen's Empezar or Guardar, under the keys, could
be reached. What a key types goes the way a real key's does (:mod:`.scenes.onscreen_keyboard`),
so a box's every rule holds.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from chapo_game.i18n import N_

from .draw.geometry import stands_upright
from .touch import FINGER

#: The keys that type no letter: their names and their labels (gettext, said when drawn).
SHIFT, ERASE, SPACE, DONE, ENTER = "shift", "erase", "space", "done", "enter"
LABELS = {
    SHIFT: N_("Shift"),
    ERASE: N_("Delete"),
    SPACE: N_("Space"),
    DONE: N_("Done"),
    ENTER: N_("Enter"),
}

#: The rows, each key with its width in columns (a gap is ``None``): eleven columns a row.
ROWS: tuple[tuple[tuple[str | None, float], ...], ...] = (
    tuple((c, 1.0) for c in "1234567890'"),
    tuple((c, 1.0) for c in "qwertyuiop-"),
    ((None, 0.5), *((c, 1.0) for c in "asdfghjklñ"), (None, 0.5)),
    ((SHIFT, 1.5), *((c, 1.0) for c in "zxcvbnm."), (ERASE, 1.5)),
    # Intro at the right end, where a keyboard has it; Hecho beside it, Mayús and Borrar's width
    (*((c, 1.0) for c in "áéíóúü"), (SPACE, 2.0), (DONE, 1.5), (ENTER, 1.5)),
)
COLUMNS = 11

#: A key's height in a window lying across (px at the 1280×720 scale): nearly twice a
#: finger's 9 mm (:data:`.touch.FINGER`), the five rows a third of a 1280×720 window.
KEY_HEIGHT = 44
#: A key's width over its height at most, lying across: 1280 px wide, the eleven columns had
#: been 116 px wide keys, a reach from ñ to Borrar.
WIDEST = 2.2
#: Upright (a club's screen in portrait), a key is as high as a column is wide: the columns
#: are what the width allows, and a portrait screen has the height to spare.
UPRIGHT_HEIGHT = 1.0


def layout(
    size: tuple[int, int], px: Callable[[float], int]
) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
    """The keyboard's band at the foot of a window of ``size`` (its whole width: the screen's
    buttons beside the keys, cut by them, were taps a finger would miss) and each key's rect,
    by name (a letter's name is the letter). ``px`` is the window's scale
    (:meth:`.fonts.Fonts.px`)."""
    w, h = size
    gap = max(2, px(5))
    column = (w - gap) / COLUMNS
    if stands_upright(size):
        key_h = round(column * UPRIGHT_HEIGHT)
    else:
        key_h = max(px(KEY_HEIGHT), px(FINGER))
        column = min(column, key_h * WIDEST)
    band_h = len(ROWS) * (key_h + gap) + gap
    band = pygame.Rect(0, h - band_h, w, band_h)
    left = (w - column * COLUMNS) / 2
    keys: dict[str, pygame.Rect] = {}
    for r, row in enumerate(ROWS):
        x, y = left, band.y + gap + r * (key_h + gap)
        for name, span in row:
            if name is not None:
                a, b = round(x + gap / 2), round(x + column * span - gap / 2)
                keys[name] = pygame.Rect(a, y, b - a, key_h)
            x += column * span
    return band, keys


def capital(ch: str) -> str:
    """What a letter key types with Mayús: its capital (ñ Ñ, í Í, ü Ü); a sign, itself."""
    return ch.upper() if len(ch.upper()) == 1 else ch
