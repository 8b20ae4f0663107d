"""The window's rendered text, kept for the next frame (:class:`TextCache`).

Why a budget in bytes as well as a count: the score board, captions and panels draw the same
strings every frame, and rendering them again each time costs more than the frame. But what a
text takes grows with the window's size squared: the 600 texts a club's demo fills the cache
with took 18 MB at 1280×720, 28 MB at 1920×1080 for fewer, and about nine times the first at
3840×2160 — the demo's memory rose for half an hour on a big screen and stayed there. Past
either bound the cache starts again, keeping the texts asked for since (a frame's own stay).

Why so few bytes: most of what the demo renders is drawn for one shot and never again — the
computer's plan and the rule it teaches, one line of about 200 kB at 1920×1080, each call of the
referee, each score — so a cache emptied only when full is always full. At 32 MB it was: a
club's demo at 1920×1080 rose from 70 to 120 MB over its first six encuentros (about 40 MB in
its first half hour) and stayed there, read as a leak of 1 GB a night. A demo frame draws at
most 34 texts, 1.3 MB at 1920×1080; 8 MB keeps six such frames, and empties about once an
encuentro (its 34 texts rendered again once).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

#: At most this many texts…
MAX_TEXTS = 600
#: …and at most this many bytes of pixels (the count alone held about 160 MB at 3840×2160;
#: 32 MB, reached by a demo's one-shot lines within half an hour, held 30 MB of them).
MAX_BYTES = 8 * 1024 * 1024
#: Never emptied below this many: a frame's own texts (a full score sheet's page, the rules'
#: page) must not be rendered afresh at every frame on a big screen (the busiest frame, the
#: score sheet, draws about 50).
MIN_TEXTS = 100


def surface_bytes(surf: pygame.Surface) -> int:
    """The pixels' memory of a rendered text."""
    return surf.get_height() * surf.get_pitch()


class TextCache:
    """Rendered texts by their key, within :data:`MAX_TEXTS` and :data:`MAX_BYTES`."""

    def __init__(self) -> None:
        self._texts: dict[Hashable, pygame.Surface] = {}
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._texts)

    def get(self, key: Hashable, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The text kept under ``key``, or ``render()``'s, kept."""
        surf = self._texts.get(key)
        if surf is None:
            surf = render()
            size = surface_bytes(surf)
            full = len(self._texts) >= MAX_TEXTS or (
                self.bytes + size > MAX_BYTES and len(self._texts) >= MIN_TEXTS
            )
            if full:
                self.clear()
            self._texts[key] = surf
            self.bytes += size
        return surf

    def clear(self) -> None:
        self._texts.clear()
        self.bytes = 0
