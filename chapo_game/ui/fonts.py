"""Text on the screen: fonts scaled to the window, rendered text cached, text fitted into a box,
and a log of where every text of the frame went.

Sizes in the code are for a 1280×720 window and scale with the window (by the smaller of its
width and height ratios, so a narrow window does not get text too wide for it). No text is
ever drawn smaller than :data:`MIN_TEXT`: a line 15–16 px high at 1280×720, 11–12 at
960×540. Text that does not fit its box is wrapped, then made smaller down to that floor,
and only then shortened with an ellipsis — never scaled down to an unreadable smudge.

The log (:attr:`Fonts.drawn`) lists each text blitted on the window this frame with its
rectangle and the screen it belongs to; tests read it to check sizes and overlaps.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .face import ACCENTED, Face, face
from .linebreaks import has_quote, line_end, parts_quote, quotes_whole, unbreakable_words
from .memo import Memo
from .palette import TEXT
from .text_cache import TextCache

BASE = (1280, 720)
MIN_UNIT = 0.75  # the smallest window, 960×540
MIN_TEXT = 20  # the smallest text size asked for (at the 1280×720 scale)
#: The smallest with "large text" (a club's big screen read from 2–3 m): at 20 the calls' capitals
#: were 12 arcmin high on a 55-inch screen at 2.5 m, where 16 is the usual least (ISO 9241-303).
LARGE_TEXT = 26
#: Large text from 1152×648 up (of 1280×720): a 1366×768 laptop's maximised window had none.
LARGE_UNIT = 0.9
#: ... or, taller than wide, from this width: a 1080p screen in portrait (0.84) had none.
LARGE_TALL_WIDTH = 1080
ELLIPSIS = "…"
#: Text fitted in at most this many lines (headings, captions, buttons, questions) is broken
#: into lines of even length; longer text (a rules page) is filled line by line.
BALANCED_LINES = 5


@dataclass(frozen=True)
class Drawn:
    """One text (or a button's box, ``kind="box"``) drawn on the window this frame."""

    text: str
    rect: pygame.Rect
    layer: int
    kind: str = "text"


class Fonts:
    """Fonts per pixel size, rendered text cached (the score board re-renders only what
    changed), and the frame's log of drawn text."""

    def __init__(self, size: tuple[int, int] | None = None, large: bool = False) -> None:
        self.unit = 1.0
        self.size = BASE  # the window's (large text's room: :meth:`_floor`)
        self.large = large
        self.floor = MIN_TEXT  # the smallest size drawn (:meth:`_floor`)
        self._text = TextCache()  # by (text, size, colour)
        # laid out once, not every frame: :meth:`fit`'s, :meth:`fit_line`'s, :meth:`lift`'s,
        # :meth:`wrap`'s, :meth:`shorten`'s answers (a panel's lines were measured every frame)
        self._fits: Memo[tuple[int, tuple[str, ...]]] = Memo(400)
        self._lines: Memo[int | None] = Memo(400)
        self._lifts: Memo[int] = Memo(600)
        self._wraps: Memo[tuple[str, ...]] = Memo(600)
        self._shorts: Memo[str] = Memo(600)
        self.drawn: list[Drawn] = []
        self.layer = 0  # which screen of the stack is drawing (set by the window)
        if size is not None:
            self.resize(size)
        self.floor = self._floor()

    def set_large(self, on: bool) -> bool:
        """Large text on or off; True when that changed what is drawn (then lay out again)."""
        self.large = on
        floor = self._floor()
        if floor == self.floor:
            return False
        self.floor = floor
        self._clear()
        return True

    def _floor(self) -> int:
        """Large text from :data:`LARGE_UNIT` up, or :data:`LARGE_TALL_WIDTH` wide and taller:
        a smaller window has no room for it (a tall one's rows as long as 1152×648's, nearly)."""
        room = self.unit >= LARGE_UNIT or self.size[1] > self.size[0] >= LARGE_TALL_WIDTH
        return LARGE_TEXT if self.large and room else MIN_TEXT

    def resize(self, size: tuple[int, int]) -> None:
        unit = max(MIN_UNIT, min(size[0] / BASE[0], size[1] / BASE[1]))
        self.size, was, self.unit = size, (self.unit, self.floor), unit
        self.floor = self._floor()
        if (unit, self.floor) != was:
            self._clear()

    def _clear(self) -> None:
        self._text.clear()
        self._fits.clear()
        self._lines.clear()
        self._lifts.clear()
        self._wraps.clear()
        self._shorts.clear()

    def px(self, size: float) -> int:
        """Pixels of a length given at the 1280×720 scale."""
        return round(size * self.unit)

    def font(self, size: int) -> Face:
        px = max(8, round(max(size, self.floor) * self.unit))
        return face(px)

    def text(self, s: str, size: int, colour: tuple[int, ...] = TEXT) -> pygame.Surface:
        return self._text.get((s, size, tuple(colour)), lambda: self.font(size).render(s, colour))

    def line_height(self, size: int) -> int:
        """Height of one rendered line (what each line of stacked text takes): a rendered
        line is as tall as its tallest glyph, so this measures capitals with accents and
        descenders together (once a face: :attr:`Face.line_height`)."""
        return self.font(size).line_height

    def wrap(
        self, s: str, size: int, width: int, balanced: bool = False, quotes: bool = True
    ) -> list[str]:
        """``s`` broken into lines no wider than ``width`` (a word wider than that has a line
        of its own), each paragraph filled greedily; ``balanced``, each paragraph is given
        the same number of lines at the narrowest width that keeps it — a heading or a caption
        then breaks as ``Derecho de salida: Jugador 1 / prepara su tiro (bola 1)``, not with a
        last line of one word (``1)``) under a full one. A number stays with the word before
        it (:func:`unbreakable_words`), a quotation (``quotes``) is whole where it fits a line
        (:func:`quotes_whole`); a line never ends with a ``·`` (:func:`line_end`)."""
        key = (s, size, width, balanced, quotes)
        return list(self._wraps.get(key, lambda: self._wrap(s, size, width, balanced, quotes)))

    def _wrap(self, s: str, size: int, width: int, balanced: bool, quotes: bool) -> tuple[str, ...]:
        lines: list[str] = []
        for para in s.split("\n"):
            words = unbreakable_words(para)  # once: the balancing fills them a dozen times
            words = quotes_whole(words, lambda w: quotes and self.font(size).size(w)[0] <= width)
            rows = self._fill(words, size, width)
            if balanced and len(rows) > 1:
                rows = self._fill(words, size, self._narrowest(words, size, width, len(rows)))
            lines.extend([*(line_end(r) for r in rows[:-1]), rows[-1]])
        return tuple(lines)

    def _fill(self, words: list[str], size: int, width: int) -> list[str]:
        """One paragraph's words, each line filled with as many as fit."""
        f = self.font(size)
        lines: list[str] = []
        cur = ""
        for word in words:
            trial = f"{cur} {word}".strip()
            if f.size(trial)[0] <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = word.lstrip(" ")  # a line starts at its word (after a "·": " b")
        lines.append(cur)
        return lines

    def _narrowest(self, words: list[str], size: int, width: int, rows: int) -> int:
        """The least width (px) at which ``words`` still fill no more than ``rows`` lines."""
        lo, hi = 1, width  # fills more than ``rows`` at lo - 1 … at most ``rows`` at hi
        while lo < hi:
            mid = (lo + hi) // 2
            if len(self._fill(words, size, mid)) <= rows:
                hi = mid
            else:
                lo = mid + 1
        return hi

    def shorten(self, s: str, size: int, width: int) -> str:
        """``s``, cut and ended with an ellipsis if it is wider than ``width``."""
        return self._shorts.get((s, size, width), lambda: self._shorten(s, size, width))

    def _shorten(self, s: str, size: int, width: int) -> str:
        f = self.font(size)
        if f.size(s)[0] <= width:
            return s
        while s and f.size(s + ELLIPSIS)[0] > width:
            s = s[:-1]
        return s.rstrip() + ELLIPSIS

    def shorten_start(self, s: str, size: int, width: int) -> str:
        """``s``, its start given up to an ellipsis if it is wider than ``width`` (the end of a
        text being typed, where the typing goes)."""
        f = self.font(size)
        if f.size(s)[0] <= width:
            return s
        while s and f.size(ELLIPSIS + s)[0] > width:
            s = s[1:]
        return ELLIPSIS + s

    def shorten_head(self, head: str, tail: str, size: int, width: int) -> str:
        """``head + tail`` in ``width``, the tail kept whole and the head shortened first (a
        long name before what the row says of it); both cut when even the tail is too wide."""
        f = self.font(size)
        if f.size(head + tail)[0] <= width:
            return head + tail
        room = width - f.size(tail)[0]
        if room < f.size("MM" + ELLIPSIS)[0]:
            return self.shorten(head + tail, size, width)
        return self.shorten(head, size, room) + tail

    def fit(
        self, s: str, size: int, width: int, height: int, max_lines: int = 2
    ) -> tuple[int, list[str]]:
        """The largest size from ``size`` down to the floor (:data:`MIN_TEXT`) at which ``s`` fits a
        ``width``×``height`` box in at most ``max_lines`` lines, and those lines (of even length
        up to :data:`BALANCED_LINES` lines: see :meth:`wrap`); at the floor
        the last line is shortened with an ellipsis if it still does not fit (remembered: the
        same text in the same box is fitted once, not every frame)."""
        key = (s, size, width, height, max_lines)
        got = self._fits.get(key, lambda: self._fit(s, size, width, height, max_lines))
        return got[0], list(got[1])

    def fit_line(self, s: str, size: int, width: int) -> int | None:
        """The largest size from ``size`` down to the floor at which ``s`` fits ``width`` on
        one line as written — its double spaces too, which :meth:`fit`'s wrap closes up — or
        ``None`` (remembered: asked every frame)."""
        sizes = range(max(size, self.floor), self.floor - 1, -2)
        return self._lines.get(
            (s, size, width),
            lambda: next((z for z in sizes if self.font(z).size(s)[0] <= width), None),
        )

    def _fit(
        self, s: str, size: int, width: int, height: int, max_lines: int
    ) -> tuple[int, tuple[str, ...]]:
        balanced = max_lines <= BALANCED_LINES
        for whole in (True, False) if has_quote(s) else (False,):  # “name” whole, any lines
            for sz in range(max(size, self.floor), self.floor - 1, -2):
                lines = self.wrap(s, sz, width, balanced, quotes=whole)
                fits_w = all(self.font(sz).size(ln)[0] <= width for ln in lines)
                fits = len(lines) <= max_lines and self.line_height(sz) * len(lines) <= height
                if fits and fits_w and not (whole and parts_quote(lines)):
                    return sz, tuple(lines)
        sz = self.floor
        lines = self.wrap(s, sz, width, quotes=False)
        n = max(1, min(max_lines, height // self.line_height(sz), len(lines)))
        rest = " ".join(lines[n - 1 :])
        kept = [self.shorten(ln, sz, width) for ln in lines[: n - 1]]  # a word wider than all
        return sz, (*kept, self.shorten(rest, sz, width))

    # ------------------------------------------------------------------ drawing
    def draw(
        self, surf: pygame.Surface, s: str, size: int, colour: tuple[int, ...] = TEXT, **at: object
    ) -> pygame.Rect:
        """Blit ``s`` placed by a ``pygame.Rect`` keyword (``center=``, ``topleft=``, …). An
        accent over a capital (Á, Í, Ó, Ñ) is drawn above the placed box rather than pushing the
        word down: "Íñigo" sits on the same line as "Begoña" (it sat 3 px lower)."""
        img = self.text(s, size, colour)
        lift = self.lift(s, size)
        rect = pygame.Rect(0, 0, img.get_width(), img.get_height() - lift)
        for key, value in at.items():
            setattr(rect, key, value)
        drawn = img.get_rect(topleft=(rect.x, rect.y - lift))  # what it covers, accent too
        surf.blit(img, drawn)
        self.note(surf, s, drawn)
        return drawn

    def lift(self, s: str, size: int) -> int:
        """How far a rendered ``s`` is taller at the top than the font's ascent: the baseline
        lies lower in the image when a glyph (an accented capital) rises above it."""
        return self._lifts.get((s, size), lambda: self.font(size).rise(s))

    def draw_lines(
        self,
        surf: pygame.Surface,
        lines: list[str],
        size: int,
        colour: tuple[int, ...],
        box: pygame.Rect,
        align: str = "center",
    ) -> list[pygame.Rect]:
        """Lines stacked and centred vertically in ``box``; ``align`` is ``center`` or
        ``left``. Each line is set on the baseline of the tallest (an accented capital's), so
        that an accent stays inside its line's slot (:meth:`line_height` makes room for it)."""
        line_h = self.line_height(size)
        y = box.centery - line_h * len(lines) // 2 + self.lift(ACCENTED, size)
        out = []
        for ln in lines:
            if align == "left":
                out.append(self.draw(surf, ln, size, colour, topleft=(box.x, y)))
            else:
                out.append(self.draw(surf, ln, size, colour, midtop=(box.centerx, y)))
            y += line_h
        return out

    def note(self, surf: pygame.Surface, s: str, rect: pygame.Rect, kind: str = "text") -> None:
        """Log a text (or box) drawn on the window itself; off-screen images are not logged."""
        if surf is pygame.display.get_surface():
            self.drawn.append(Drawn(s, pygame.Rect(rect), self.layer, kind))
