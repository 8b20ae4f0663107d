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
"""

from __future__ import annotations

import pygame

from .face import ACCENTED, Face
from .fonts import Fonts

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
        self._key: tuple | None = None
        #: the size the title is set at, or ``None``: fitted whole (shortened)
        self._size: int | None = None
        #: each time set: by its text, colour and face (the size on this window), the surface
        #: and how far it rises
        self._times: dict[tuple[str, Colour, Face], tuple[pygame.Surface, int]] = {}

    def _fitted(
        self, fonts: Fonts, before: str, longest: str, after: str, box: pygame.Rect
    ) -> int | None:
        """The size the title fits ``box`` at on one line, whole, with its time at its
        widest (worked out again only when one of these changes); ``None``: it fits nowhere."""
        key = (before, longest, after, tuple(box), fonts.unit, fonts.floor)
        if key != self._key:
            self._key = key
            template = f"{before}{widest(longest, fonts, SIZE)}{after}"
            size, rows = fonts.fit(template, SIZE, box.width, box.height, max_lines=1)
            self._size = size if rows == [template] else None
        return self._size

    def _time_surface(
        self, fonts: Fonts, time: str, size: int, colour: Colour
    ) -> tuple[pygame.Surface, int]:
        """The time set once, and how far it rises above the line, kept here rather than in
        the window's text cache (which its one-frame texts emptied)."""
        face = fonts.font(size)
        key = (time, colour, face)
        got = self._times.get(key)
        if got is None:
            if len(self._times) >= TIMES_KEPT:
                self._times.clear()
            got = self._times[key] = (face.render(time, colour), face.rise(time))
        return got

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
        x = box.x
        drawn = []
        for i, text in enumerate(parts):
            if i == 1:  # the time
                img, rise = self._time_surface(fonts, time, size, colour)
                at = (x, y - rise)
                x += img.get_width()
            elif text:
                img = fonts.text(text, size, colour)
                at = (x, y - fonts.lift(text, size))
                x += img.get_width()
            else:
                continue
            surf.blit(img, at)
            drawn.append(img.get_rect(topleft=at))
        rect = drawn[0].unionall(drawn[1:])
        fonts.note(surf, title, rect)  # one text, as the watcher reads it
        return rect
