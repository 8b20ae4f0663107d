"""Where a setup screen's parts go down a window standing upright.

The setup screens place their parts at shares of the window's height, and their text and
buttons scale with the window's width on a window taller than wide (:mod:`.fonts`). On a
club's screen hung in portrait (1080×1920) each share grew 1.8 times while nothing else did:
the two name boxes stood 270 px apart, the hint floated in the middle of nowhere. There, a
:class:`Page` sets the parts above a screen's list as on a 4:3 screen as wide, the parts
under it as much from the foot, and gives the list (the players to pick, the saves) the
height left between. A window lying across is laid out exactly as before.
"""

from __future__ import annotations

import pygame

from .draw.geometry import stands_upright
from .widgets import button_height


class Page:
    """The vertical places of a window of ``size``: :meth:`top` from its top, :meth:`foot`
    towards its foot, :meth:`span` the height between them (a list's)."""

    def __init__(self, size: tuple[int, int]) -> None:
        w, h = size
        self.window, self.height = size, h
        #: the height the shares are of: a 4:3 window's as wide, on a window standing upright
        self.shares_of = min(h, round(w * 0.75)) if stands_upright(size) else h

    @property
    def flat(self) -> bool:
        """Whether the shares are of the window's own height (a window lying across)."""
        return self.shares_of == self.height

    def top(self, share: float) -> int:
        """A place above the list: ``share`` of the page down from the window's top."""
        return round(self.shares_of * share)

    def foot(self, share: float) -> int:
        """A place under the list: where ``share`` of the page falls, the page set on the
        window's foot."""
        if self.flat:
            return round(self.height * share)
        return self.height - round(self.shares_of * (1 - share))

    def span(self, top: float, share: float) -> int:
        """The height of a list from :meth:`top` ``(top)`` to :meth:`foot` ``(top + share)``:
        ``share`` of the window lying across, all the room between standing upright."""
        if self.flat:
            return round(self.height * share)
        return self.foot(top + share) - self.top(top)

    def size(self, share: float) -> int:
        """A height (a row's) as ``share`` of the page."""
        return round(self.shares_of * share)

    def button(
        self, x: float, y: float, width: float, share: float, foot: bool = False
    ) -> pygame.Rect:
        """A button's rectangle as :func:`~.widgets.frac_button` places it, its top at
        :meth:`top` ``(y)``, or at :meth:`foot` ``(y)`` for one under the list."""
        w = self.window[0]
        at = self.foot(y) if foot else self.top(y)
        return pygame.Rect(round(w * x), at, round(w * width), button_height(self.window, share))

    def band(self, x: float, y: float, width: float, share: float) -> pygame.Rect:
        """A list's rectangle as :func:`~.widgets.frac_rect` places it, from :meth:`top`
        ``(y)`` as high as :meth:`span` makes ``share``."""
        w = self.window[0]
        return pygame.Rect(round(w * x), self.top(y), round(w * width), self.span(y, share))
