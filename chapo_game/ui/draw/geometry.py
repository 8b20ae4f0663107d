"""The mapping between table metres and screen pixels.

The table lies across the screen with the head (cabaña de salida) on the left: screen x grows
with the table's ``y`` and screen y with the table's ``x`` (x = 0, the head's left-hand side,
is at the top). Angles are converted through :meth:`TableGeometry.angle_of` and
:meth:`TableGeometry.dir_to_screen`, never by hand.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from chapo_game.table import Table

from .style import PIN_MIN_PX, PIN_VISUAL

Vec = tuple[float, float]

RAIL = 0.105  # m of wooden rail outside the cushion nose (drawn)
CUSHION = 0.035  # m of rubber cushion between the nose and the wood (drawn)


class TableGeometry:
    """Maps the table, with its drawn rails, into a screen rectangle keeping the aspect ratio."""

    def __init__(self, table: Table, area: pygame.Rect) -> None:
        self.table = table
        self.area = pygame.Rect(area)
        border = RAIL + CUSHION
        total_w = table.length + 2 * border  # along screen x
        total_h = table.width + 2 * border  # along screen y
        self.scale = min(self.area.width / total_w, self.area.height / total_h)
        pw, ph = total_w * self.scale, total_h * self.scale
        self.outer = pygame.Rect(
            round(self.area.x + (self.area.width - pw) / 2),
            round(self.area.y + (self.area.height - ph) / 2),
            round(pw),
            round(ph),
        )
        self.ox = self.outer.x + border * self.scale
        self.oy = self.outer.y + border * self.scale

    # ------------------------------------------------------------------ mapping
    def to_screen(self, xy: Vec) -> Vec:
        return (self.ox + xy[1] * self.scale, self.oy + xy[0] * self.scale)

    def to_table(self, sxy: Iterable[float]) -> Vec:
        sx, sy = sxy
        return ((sy - self.oy) / self.scale, (sx - self.ox) / self.scale)

    def px(self, metres: float) -> float:
        return metres * self.scale

    def dir_to_screen(self, angle: float) -> Vec:
        """Screen unit vector of a table angle (degrees)."""
        a = math.radians(angle)
        return (math.sin(a), math.cos(a))

    def angle_of(self, dsx: float, dsy: float) -> float:
        """Table angle (degrees, 0..360) of a screen direction."""
        return math.degrees(math.atan2(dsx, dsy)) % 360.0

    def playing_rect(self) -> pygame.Rect:
        t = self.table
        return pygame.Rect(
            round(self.ox),
            round(self.oy),
            round(t.length * self.scale),
            round(t.width * self.scale),
        )

    def ball_radius_px(self) -> int:
        return max(3, round(self.table.ball_radius * self.scale))

    def pin_radius_px(self) -> float:
        """On-screen radius of a standing pin. Seen from above a pin shows its turned head over
        the 12 mm base, and its 45 mm height deserves a larger mark than the base alone: a
        scaled base would be a 4-pixel dot at 1280x720."""
        return max(self.table.pin_radius * self.scale * PIN_VISUAL, PIN_MIN_PX)
