"""The replay screen's title (:mod:`.scenes.replay`): who played the shot, the replay's state
and its running time — «Repetición: Ana (bola 1), partida 1, tiro 1 — en pausa — 0,52 s de
8,17 s».

Why a class of its own: the time changes on every frame the replay runs, and the whole title
was fitted and set anew each frame (a line of some sixty letters, set four times larger and
scaled down: :mod:`.face`). Its hundreds of texts of one frame each also filled the window's
cache of rendered text, which is emptied when full, so every other text on the screen was set
again every few seconds. Now the words before and after the time are fitted and set once,
when they change (the state, the window's size, the language); only the few figures of the
time are set as it changes (and kept: the replay watched again sets none). The title is
fitted to the bar with the time at its widest, so its size holds while the time runs. A title
too long for the bar even at the smallest text is fitted whole and shortened as before.

The demo's automatic replays show the title in the score board's middle, on up to two lines
(:class:`Running`, :meth:`ReplayTitle.draw_rows`): there too it was fitted and set anew each
frame, and the board's share of the bar measured anew for it (1.4–1.6 ms of the board's
drawing a frame at 1920×1080, 300 texts set in 400 frames).
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from .face import ACCENTED
from .fonts import ELLIPSIS, Fonts
from .memo import Memo

Colour = tuple[int, ...]
#: The title's largest size (the 1280×720 scale), as every screen's title bar.
SIZE = 30
#: Times kept set (a few KB each): a replay of 20 s, watched again, sets none anew.
TIMES_KEPT = 1200


def widest(time: str, fonts: Fonts, size: int) -> str:
    """``time`` with each figure the widest at ``size``: as wide as any time of the replay
    (none has more figures than its length)."""
    face = fonts.font(size)
    digit = max("0123456789", key=lambda d: face.size(d)[0])
    return "".join(digit if c.isdigit() else c for c in time)


class ReplayTitle:
    """The title drawn from parts: ``before`` + ``time`` + ``after`` (:meth:`draw`)."""

    def __init__(self) -> None:
        #: the size the title is set at, or ``None``: fitted whole (shortened), by what it was
        #: worked out from
        self._size: Memo[int | None] = Memo(1)
        #: each time set: by its text, colour and face (the size on this window), the surface
        #: and how far it rises
        self._times: Memo[tuple[pygame.Surface, int]] = Memo(TIMES_KEPT)
        #: :meth:`draw_rows`' layout, by what it was worked out from
        self._rows: Memo[tuple[int, list[str], int, int, str] | None] = Memo(1)

    def _fitted(
        self, fonts: Fonts, before: str, longest: str, after: str, box: pygame.Rect
    ) -> int | None:
        """The size the title fits ``box`` at on one line, whole, with its time at its
        widest (worked out again only when one of these changes); ``None``: it fits nowhere."""
        key = (before, longest, after, tuple(box), fonts.unit, fonts.floor)
        return self._size.get(
            key, lambda: _one_line(fonts, f"{before}{widest(longest, fonts, SIZE)}{after}", box)
        )

    def _time_surface(
        self, fonts: Fonts, time: str, size: int, colour: Colour
    ) -> tuple[pygame.Surface, int]:
        """The time set once, and how far it rises above the line, kept here rather than in
        the window's text cache (which its one-frame texts emptied)."""
        face = fonts.font(size)
        return self._times.get(
            (time, colour, face), lambda: (face.render(time, colour), face.rise(time))
        )

    def draw(
        self,
        surf: pygame.Surface,
        fonts: Fonts,
        parts: tuple[str, str, str],
        longest: str,
        box: pygame.Rect,
        colour: Colour,
    ) -> pygame.Rect:
        """The title ``before + time + after`` (``parts``) on one line at the left of
        ``box``, centred in its height; ``longest``: the longest time the replay shows (its
        length), fitted in place of the time. Returns where it went."""
        before, time, after = parts
        title = f"{before}{time}{after}"
        size = self._fitted(fonts, before, longest, after, box)
        if size is None:
            size, rows = fonts.fit(title, SIZE, box.width, box.height, max_lines=1)
            return fonts.draw_lines(surf, rows, size, colour, box, align="left")[0]
        y = box.centery - fonts.line_height(size) // 2 + fonts.lift(ACCENTED, size)
        return self._blit_parts(surf, fonts, parts, size, colour, (box.x, y))

    def _blit_parts(
        self,
        surf: pygame.Surface,
        fonts: Fonts,
        parts: tuple[str, str, str],
        size: int,
        colour: Colour,
        at: tuple[int, int],
    ) -> pygame.Rect:
        """``head + time + tail`` (``parts``) set side by side from ``at`` (the left, and the
        line's top under its accents' room): the words from the window's text cache, the time
        from this title's own (:meth:`_time_surface`); noted as one text, as the watcher reads
        it. Where it went."""
        x, y = at
        drawn = []
        for i, text in enumerate(parts):
            if not text:
                continue
            if i == 1:  # the time
                img, rise = self._time_surface(fonts, text, size, colour)
            else:
                img, rise = fonts.text(text, size, colour), fonts.lift(text, size)
            surf.blit(img, (x, y - rise))
            drawn.append(img.get_rect(topleft=(x, y - rise)))
            x += img.get_width()
        rect = drawn[0].unionall(drawn[1:])
        fonts.note(surf, "".join(parts), rect)
        return rect

    def _laid_out(
        self, fonts: Fonts, parts: tuple[str, str, str], longest: str, box: pygame.Rect, size: int
    ) -> tuple[int, list[str], int, int, str] | None:
        """The title fitted to ``box`` on up to two lines with its time at its widest: the
        size, the rows, the row the time is on, where on it the time starts, and the widest
        time (worked out again only when one of these changes); ``None``: it does not fit
        whole, or the time is not found on one row."""
        before, _time, after = parts
        key = (before, longest, after, tuple(box), size, fonts.unit, fonts.floor)
        return self._rows.get(
            key, lambda: _two_lines(fonts, before, widest(longest, fonts, size), after, box, size)
        )

    def draw_rows(
        self,
        surf: pygame.Surface,
        fonts: Fonts,
        parts: tuple[str, str, str],
        longest: str,
        box: pygame.Rect,
        colour: Colour,
        size: int,
    ) -> None:
        """The title centred in ``box`` on up to two lines (the score board's middle, in the
        demo's replays): the rows set once, as they change; on the time's row only the time
        set as it runs, the row placed by its width at the widest time so it holds still."""
        before, time, after = parts
        got = self._laid_out(fonts, parts, longest, box, size)
        if got is None:
            fitted, rows = fonts.fit(f"{before}{time}{after}", size, box.width, box.height, 2)
            fonts.draw_lines(surf, rows, fitted, colour, box)
            return
        fitted, rows, at_row, at, wide = got
        line_h = fonts.line_height(fitted)
        y = box.centery - line_h * len(rows) // 2 + fonts.lift(ACCENTED, fitted)
        for i, row in enumerate(rows):
            if i != at_row:
                fonts.draw(surf, row, fitted, colour, midtop=(box.centerx, y))
            else:
                head, tail = row[:at], row[at + len(wide) :]
                span = sum(fonts.text(s, fitted, colour).get_width() for s in (head, wide, tail))
                x = box.centerx - span // 2
                self._blit_parts(surf, fonts, (head, time, tail), fitted, colour, (x, y))
            y += line_h


def _one_line(fonts: Fonts, template: str, box: pygame.Rect) -> int | None:
    """The size ``template`` (the title with its time at its widest) fits ``box`` at on one
    line, whole; ``None``: only shortened."""
    size, rows = fonts.fit(template, SIZE, box.width, box.height, max_lines=1)
    return size if rows == [template] else None


def _two_lines(
    fonts: Fonts, before: str, wide: str, after: str, box: pygame.Rect, size: int
) -> tuple[int, list[str], int, int, str] | None:
    """The title with ``wide`` for its time fitted to ``box`` on up to two lines from
    ``size``, and where its time is on them (:func:`_place`)."""
    fitted, rows = fonts.fit(f"{before}{wide}{after}", size, box.width, box.height, 2)
    return _place(rows, before, wide, fitted)


def _place(
    rows: list[str], before: str, wide: str, size: int
) -> tuple[int, list[str], int, int, str] | None:
    """Where in ``rows`` (the title fitted with ``wide`` for its time) the time is: the
    wrap keeps every letter but the spaces it breaks at, so it starts after as many letters
    as ``before`` has. ``None`` where the title was shortened or the time is not found."""
    if not rows or rows[-1].endswith(ELLIPSIS):
        return None
    letters = sum(not c.isspace() for c in before)
    for i, row in enumerate(rows):
        for j, c in enumerate(row):
            if c.isspace():
                continue
            if letters == 0:
                return (size, rows, i, j, wide) if row[j : j + len(wide)] == wide else None
            letters -= 1
    return None


class Running(NamedTuple):
    """A replay's title as another screen draws it (the demo's score board, in place of
    whose turn it is): its three parts, the longest time, and the title that sets it."""

    title: ReplayTitle
    parts: tuple[str, str, str]
    longest: str

    def template(self, fonts: Fonts, size: int) -> str:
        """The title with its time at its widest: what the board makes room for."""
        before, _time, after = self.parts
        return f"{before}{widest(self.longest, fonts, size)}{after}"

    def draw(
        self, surf: pygame.Surface, fonts: Fonts, box: pygame.Rect, colour: Colour, size: int
    ) -> None:
        self.title.draw_rows(surf, fonts, self.parts, self.longest, box, colour, size)
