"""The typeface every text of the window is set in, at one pixel size.

It is the font pygame's own ``Font(None, size)`` gives (FreeSans Bold, shipped with pygame),
set :data:`SUPERSAMPLE` times larger and scaled down. Set at its size, FreeType's hinting
snaps each letter's stems and advance to whole pixels (SDL_ttf and ``pygame.freetype`` alike;
neither lets a program ask for lighter hinting), and at many sizes the letters came out
unevenly spaced — «ju ego», «Partid a», «A na», «billi ards» on the score board and the menu.
Set four times larger, the same rounding is a quarter of a pixel once scaled down: the
spacing is the typeface's own, the stems a touch softer. Four, not three: pygame's
``smoothscale`` averages exactly only by a power of two (by three, a text's own colour came
out as (84, 178, 231, 253) for (86, 180, 233, 255)).

Only what the window asks of a font is offered: its size in pixels for a text, the rendered
text, and how far a text rises above the font's ascent (an accented capital does:
:meth:`chapo_game.ui.fonts.Fonts.lift`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame
import pygame.freetype

from .memo import Memo

#: ``pygame.font.Font(None, size)`` sets its default font at this share of ``size`` points;
#: the same share keeps every text as large as it was drawn before.
DEFAULT_SCALE = 0.6875
#: Characters the typeface has no glyph for, set as the nearest it has: a no-break space
#: (the replay's key line keeps "Esc close" on one line with it, and Spanish writes "70 %"
#: so) came out as a missing glyph's box where SDL_ttf had drawn a space. The line breaks
#: are made before a text reaches the face, so they still hold.
_SET_AS = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2007": " "})
#: The capitals whose accents rise highest: what a line's height and baseline make room for.
ACCENTED = "ÑÁÉÍÓÚ"
#: How many times larger a text is set before it is scaled down to its size (a power of two).
SUPERSAMPLE = 4


class Face:
    """The window's typeface at ``px`` pixels (``pygame.font.Font(None, px)``'s size)."""

    def __init__(self, px: int) -> None:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        self._ft = pygame.freetype.Font(None, px * DEFAULT_SCALE * SUPERSAMPLE)
        self._ft.pad = True  # every line as tall as the font, the baseline in one place
        self._ft.kerning = True
        self._ascent = self._ft.get_sized_ascender()
        #: each text's size, measured once: a frame asked again for the same texts' widths —
        #: the score sheet's columns (its players' names, phases), the score board's lines, a
        #: name field's text, a call's chip — each a FreeType layout of the large text (37 µs)
        self._sizes: Memo[tuple[int, int]] = Memo(2000)
        #: what a line of stacked text takes: capitals with accents and descenders together,
        #: measured once (asked of every stacked line, it was 8 measures a replay frame)
        self.line_height = self.size(ACCENTED + "gjp|")[1]

    def size(self, s: str) -> tuple[int, int]:
        """Width and height (px) of ``s`` as :meth:`render` draws it (measured once)."""
        return self._sizes.get(s, lambda: self.measure(s))

    def measure(self, s: str) -> tuple[int, int]:
        """:meth:`size`, measured by FreeType."""
        r = self._ft.get_rect(s.translate(_SET_AS))
        return _down(r.width), _down(r.height + _margin(r.y))

    def render(self, s: str, colour: tuple[int, ...]) -> pygame.Surface:
        """``s`` in ``colour`` on a transparent surface, :meth:`size` large, its baseline on a
        whole pixel (every text's on the same one: :meth:`rise` apart)."""
        s = s.translate(_SET_AS)
        r = self._ft.get_rect(s)
        m = _margin(r.y)
        w, h = _down(r.width), _down(r.height + m)
        if w == 0:
            return pygame.Surface((0, h), pygame.SRCALPHA)
        # set on a canvas a whole number of times its size, so every pixel of the text is
        # the mean of SUPERSAMPLE² of the large one, the baseline between two rows
        canvas = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
        self._ft.render_to(canvas, (0, m), s, colour)
        small = pygame.transform.smoothscale(canvas, (w, h))
        # the edges fade out in the text's colour, not towards the canvas's black
        small.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_MAX)
        return small

    def rise(self, s: str) -> int:
        """How far (px) the top of the rendered ``s`` lies above the font's ascent."""
        return max(0, _down(self._ft.get_rect(s.translate(_SET_AS)).y) - _down(self._ascent))


@lru_cache(maxsize=48)
def face(px: int) -> Face:
    """The face at ``px``, one a size for the whole run, its measured sizes with it: a window
    resized back to a size it had measured its texts again (a FreeType layout each), and so
    did every window opened after another (the tests open thousands). A face keeps no
    picture, only sizes (:attr:`Face._sizes`), so keeping it costs a few kilobytes."""
    return Face(px)


def _margin(top: int) -> int:
    """Rows (of the large text) laid above a text whose top is ``top`` above its baseline, so
    that the baseline falls between two rows of the scaled-down text."""
    return -top % SUPERSAMPLE


def _down(n: int) -> int:
    """Pixels of the scaled-down text that hold ``n`` pixels of the large one."""
    return -(-n // SUPERSAMPLE)
