"""The practice editor's rings: white round the ball or pin held, as the keys light a button;
fainter round the one a press would take, under the pointer.

Why the second: a pin lying on the cloth is taken, and turned by the wheel or R, by any of its
length — nothing showed which pin that was until it moved, and of two down pins side by side
the wheel turned the one the player was not looking at.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.position import Position

from ..draw.balls import BallDraw
from ..palette import TEXT

Ring = tuple[tuple[float, float], float]  # a circle on the screen: its centre and radius
#: The ring under the pointer: the cloth lit, fainter than the white of the piece held, and no
#: ivory — a grey ring beside a lying pin read as another pin's edge.
POINTED = (140, 182, 210)


class EditRings:
    """Drawn over the editor's table (mixed into :class:`~.practice.PracticeScene`)."""

    position: Position
    view: Any
    grab: tuple[str, str] | None
    turn_pointer: tuple[int, int] | None  # where the pointer was last heard (PinTurner)
    # the editor's own (declared, not defined: a body here would stand in for the real one)
    current_draw: Any  # PinTurner: the pins as drawn now
    _hit: Any  # PositionEditor: what a press at a point takes

    def ring_of(self, kind: str, gid: str) -> Ring | None:
        """The circle round ball or pin ``gid`` as it is drawn; None if it is not in sight."""
        if kind == "ball":
            xy = self.position.balls.get(gid)
            if xy is None:
                return None
            return self.view.to_screen(xy), self.view.ball_radius_px() + 4
        pin = self.current_draw()[1].get(gid)  # (in a pocket: not drawn)
        return None if pin is None else self.view.pin_ring(pin)

    def draw_rings(self, surf: pygame.Surface) -> None:
        """The piece held (the ball drawn again over the others: one moved onto a ball was
        hidden under it), else the one under the pointer."""
        if self.grab is not None:
            kind, gid = self.grab
            if kind == "ball" and (xy := self.position.balls.get(gid)) is not None:
                self.view.draw_ball(surf, gid, BallDraw(xy))
            ring, colour, width = self.ring_of(kind, gid), TEXT, 3  # white: the light
        else:
            at = self.turn_pointer
            hit = self._hit(at) if at is not None else None
            ring, colour, width = (self.ring_of(*hit) if hit else None), POINTED, 2
        if ring is not None:
            pygame.draw.circle(surf, colour, ring[0], ring[1], width)
