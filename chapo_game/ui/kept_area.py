"""A part of the window drawn once and put back as it was while what it shows holds
(:class:`KeptArea`).

Why: the score board above the table was drawn again at every frame — two rounded boxes, a
dozen texts fitted to them, the ball's dots — a third of a game frame's drawing (0.3 ms of the
demo's 1.1 at 1280×720), though it changes once a shot or a second of the shot clock. Kept as
the pixels it left (with the background under it: the board's area is the window's own,
no ball or cue is drawn there) and the texts it logged (the tests and the notices read them),
it is one blit while its key holds. One picture is kept, so it cannot grow; a screen that
keeps one lets go of it in its ``release`` (:func:`.scenes.base.released`), or the picture
and whatever its key holds wait for the cycle collector, which never counts their pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from .fonts import Drawn, Fonts


class KeptArea:
    """The last picture of one area of the window, under the key it was drawn for."""

    def __init__(self) -> None:
        self._key: Hashable | None = None
        self._image: pygame.Surface | None = None
        self._notes: list[tuple[str, pygame.Rect, str, int]] = []

    def draw(
        self,
        surf: pygame.Surface,
        fonts: Fonts,
        area: pygame.Rect,
        key: Hashable | None,
        paint: Callable[[], None],
        under: bool = False,
        layered: bool = False,
    ) -> bool:
        """``paint()`` drawing into ``area`` of ``surf``, or the picture it left for ``key``
        put back; ``key`` ``None``: what it shows may change by itself, painted and nothing
        held (a whole window's picture is 33 MB at 4K). What lies under ``area`` must be in
        the key, or the same at each frame — or
        ``under``: its pixels are compared (a copy, 11 µs for a side panel's box at 1280×720),
        for an area other parts of the screen may have drawn into first. Whether the kept
        picture was put back. A painting that logs a text outside ``area`` is not kept (it
        would not be put back whole). ``layered``: each text is put back on the layer it was
        drawn on (several screens kept as one picture), not the one drawing now."""
        if key is None:
            self.forget()
            paint()
            return False
        key = (key, tuple(area), surf.get_size(), surf.get_clip(), self._on_window(surf))
        if under and surf.get_rect().contains(area):
            key += (surf.subsurface(area).copy().get_view("1").raw,)
        if key == self._key and self._image is not None:
            surf.blit(self._image, area)
            for text, rect, kind, layer in self._notes:
                at = layer if layered else fonts.layer
                fonts.drawn.append(Drawn(text, pygame.Rect(rect), at, kind))
            return True
        start = len(fonts.drawn)
        paint()
        notes = fonts.drawn[start:]
        whole = surf.get_rect().contains(area) and all(area.contains(n.rect) for n in notes)
        self._key = key if whole else None
        self._image = surf.subsurface(area).copy() if whole else None
        self._notes = [(n.text, pygame.Rect(n.rect), n.kind, n.layer) for n in notes]
        return False

    def forget(self) -> None:
        self._key, self._image, self._notes = None, None, []

    @staticmethod
    def _on_window(surf: pygame.Surface) -> bool:
        return surf is pygame.display.get_surface()
