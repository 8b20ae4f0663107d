"""Drawing the table to scale: one :class:`TableView` per window size maps table metres to
screen pixels and draws the table, balls with their rolling marks, pins, the cue and the
aiming guide. Each concern is its own module: :mod:`.geometry` (the mapping), :mod:`.cloth`
(the static table), :mod:`.balls`, :mod:`.pins`, :mod:`.cue`; the colours are in
:mod:`.style`.
"""

from __future__ import annotations

from .balls import BallArt
from .cloth import ClothArt
from .cue import CueArt
from .pins import PinArt


class TableView(CueArt, BallArt, PinArt, ClothArt):
    """Maps the table into a screen rectangle, keeping the aspect ratio, and draws it."""

    def release(self) -> None:
        """Drop the pictures made once (the cloth and rails, the sprites): made again if
        drawn again."""
        self._static = None
        self._ball_sprites.clear()
        self._mark_sprites.clear()
        self._highlight = None
        self._pin_cache.clear()
