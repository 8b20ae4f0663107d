"""The mapping between table metres and screen pixels.

The table lies across the screen with the head (cabaña de salida) on the left: screen x grows
with the table's ``y`` and screen y with the table's ``x`` (x = 0, the head's left-hand side,
is at the top). On a window taller than wide (a club's screen hung in portrait) it stands
*upright*, the same picture turned a quarter left: the head at the bottom, x = 0 on the left,
as a player standing at the head end sees it. Everything drawn or pointed at goes through the
methods here — points, directions, angles, rectangles — never through ``ox``/``oy`` by hand,
so both ways round draw and aim alike.
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

    def __init__(self, table: Table, area: pygame.Rect, upright: bool = False) -> None:
        self.table = table
        self.area = pygame.Rect(area)
        #: The head at the bottom of the screen, the table's length along screen y.
        self.upright = upright
        border = RAIL + CUSHION
        along, across = table.length + 2 * border, table.width + 2 * border
        total_w, total_h = (across, along) if upright else (along, across)
        self.scale = min(self.area.width / total_w, self.area.height / total_h)
        pw, ph = total_w * self.scale, total_h * self.scale
        self.outer = pygame.Rect(
            round(self.area.x + (self.area.width - pw) / 2),
            round(self.area.y + (self.area.height - ph) / 2),
            round(pw),
            round(ph),
        )
        # the playing surface's top-left corner on the screen: private, read through the mapping
        self._ox = self.outer.x + border * self.scale
        self._oy = self.outer.y + border * self.scale

    # ------------------------------------------------------------------ mapping
    def to_screen(self, xy: Vec) -> Vec:
        if self.upright:
            s = self.scale
            return (self._ox + xy[0] * s, self._oy + (self.table.length - xy[1]) * s)
        return (self._ox + xy[1] * self.scale, self._oy + xy[0] * self.scale)

    def to_table(self, sxy: Iterable[float]) -> Vec:
        sx, sy = sxy
        if self.upright:
            return ((sx - self._ox) / self.scale, self.table.length - (sy - self._oy) / self.scale)
        return ((sy - self._oy) / self.scale, (sx - self._ox) / self.scale)

    def vec_to_screen(self, v: Vec) -> Vec:
        """A table vector (any unit) as a screen one of the same length: a direction, a ball's
        mark seen off its centre."""
        return (v[0], -v[1]) if self.upright else (v[1], v[0])

    def vec_to_table(self, d: Vec) -> Vec:
        """A screen vector as a table one of the same length (an arrow key's step)."""
        return (d[0], -d[1]) if self.upright else (d[1], d[0])

    def px(self, metres: float) -> float:
        return metres * self.scale

    def dir_to_screen(self, angle: float) -> Vec:
        """Screen unit vector of a table angle (degrees)."""
        a = math.radians(angle)
        return self.vec_to_screen((math.cos(a), math.sin(a)))

    def angle_of(self, dsx: float, dsy: float) -> float:
        """Table angle (degrees, 0..360) of a screen direction."""
        tx, ty = self.vec_to_table((dsx, dsy))
        return math.degrees(math.atan2(ty, tx)) % 360.0

    def table_rect(
        self, x0: float, y0: float, dx: float, dy: float, off: tuple[int, int] = (0, 0)
    ) -> pygame.Rect:
        """The screen rectangle of the table's ``x0 .. x0 + dx`` by ``y0 .. y0 + dy`` (metres;
        may reach past the cushions), moved by ``off`` pixels (a surface's own origin)."""
        s = self.scale
        if self.upright:
            left, top = self._ox + x0 * s, self._oy + (self.table.length - y0 - dy) * s
            w, h = dx * s, dy * s
        else:
            left, top, w, h = self._ox + y0 * s, self._oy + x0 * s, dy * s, dx * s
        return pygame.Rect(round(left + off[0]), round(top + off[1]), round(w), round(h))

    def playing_rect(self) -> pygame.Rect:
        t = self.table
        return self.table_rect(0.0, 0.0, t.width, t.length)

    def short_side(self) -> int:
        """The drawn table's width on the screen, rails included, whichever way it lies."""
        return min(self.outer.width, self.outer.height)

    def ball_radius_px(self) -> int:
        return max(3, round(self.table.ball_radius * self.scale))

    def pin_radius_px(self) -> float:
        """On-screen radius of a standing pin. Seen from above a pin shows its turned head over
        the 12 mm base, and its 45 mm height deserves a larger mark than the base alone: a
        scaled base would be a 4-pixel dot at 1280x720."""
        return max(self.table.pin_radius * self.scale * PIN_VISUAL, PIN_MIN_PX)


def stands_upright(size: tuple[int, int]) -> bool:
    """Whether the table stands upright in a window of ``size``: on a window taller than wide
    (a club's screen in portrait) the table lying across filled a third of it. One rule, on
    the window's shape, for every screen that draws the table: each deciding on its own area
    (where the table would show larger), the game stood the table upright at 1000x1100 and
    the menu's backdrop laid it across, and turning large text on (a wider side panel) could
    turn the game's table — a jump between screens. Taller than wide, the game's table is
    the larger upright anyway (its side panel takes width, its bars little height)."""
    return size[1] > size[0]
