"""Drawing the table to scale: one :class:`TableView` per window size maps table metres to
screen pixels and draws the table, balls with their rolling marks, pins, the cue and the
aiming guide. Each concern is its own module: :mod:`.geometry` (the mapping), :mod:`.cloth`
(the static table), :mod:`.balls`, :mod:`.pins`, :mod:`.cue`; the colours are in
:mod:`.style`.
"""

from __future__ import annotations

import pygame

from .balls import BallArt
from .cloth import ClothArt
from .cue import CueArt
from .marks import Runs, draw_runs, trace_runs
from .pins import PinArt


class TableView(CueArt, BallArt, PinArt, ClothArt):
    """Maps the table into a screen rectangle, keeping the aspect ratio, and draws it."""

    #: The traces last drawn (by identity: a shot makes a new one) and their lines on screen.
    _traced: tuple[object, Runs] = (None, [])

    def draw_traces(self, surf: pygame.Surface, traces: dict[str, list]) -> None:
        """Each ball's trace (table coordinates), its pattern worked out once a trace, not
        every frame (0.45 ms a frame for a 600-point trace)."""
        if self._traced[0] is not traces:
            runs = [
                run
                for bid, path in traces.items()
                if len(path) > 1
                for run in trace_runs(bid, [self.to_screen(p) for p in path])
            ]
            self._traced = (traces, runs)
        draw_runs(surf, self._traced[1])

    def release(self) -> None:
        """Drop the pictures made once (the cloth and rails, the sprites): made again if
        drawn again."""
        self._static.clear()
        self._ball_sprites.clear()
        self._mark_sprites.clear()
        self._highlight.clear()
        self._pins_drawn.clear()
        self._traced = (None, [])
