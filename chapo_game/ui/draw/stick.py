"""The cue itself behind the ball: ending short of a ball or a pin behind it where there is
room, raised over it where there is not, and its shadow in the colour of what it falls on."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .geometry import CUSHION, TableGeometry, Vec
from .rays import ray_circle

#: The cue's drawn length (m) and its half-widths at the tip and the butt.
CUE_LENGTH = 1.45
CUE_TIP, CUE_BUTT = 0.0065, 0.016
Obstacle = tuple[Vec, float]  # centre and radius (m) of a ball or pin the cue must not cross
#: Where the cue's shadow falls, from the cue (m on the screen's x and y: below and right).
SHADOW = (0.02, 0.03)
#: Below this much clear cloth behind the ball (m) the cue is drawn raised over what is there.
RAISED_BELOW = 0.25
#: How far a raised cue's butt is seen shortened from above (cos of its ~35° elevation), and
#: how much farther than its tip's its butt's shadow falls (the butt is high above the cloth).
RAISED_SEEN, RAISED_SHADOW = 0.82, 3.0
#: The shadow's colour on the cloth and cushions, and on the wooden rail (solid: a
#: window-sized translucent layer per frame would cost more than the whole table).
CLOTH_SHADOW = (16, 62, 100)
RAIL_SHADOW = (48, 26, 12)


def cue_reach(
    ball_xy: Vec, angle: float, start: float, width: float, obstacles: Sequence[Obstacle]
) -> float:
    """How much of the cue (m from its tip) shows before it would cross a ball or a pin
    behind the cue ball. A player shooting over a ball raises the butt: with a cue's length
    of cloth clear the cue is drawn ending short of whatever it would pass over; with less
    (:data:`RAISED_BELOW`) it is drawn raised over it (:meth:`StickArt.draw_cue`)."""
    back = (-math.cos(math.radians(angle)), -math.sin(math.radians(angle)))
    reach = CUE_LENGTH
    for centre, radius in obstacles:
        dist = ray_circle(ball_xy, back, centre, radius + width)
        if dist is not None:
            reach = min(reach, max(0.0, dist - start - 0.005))
    return reach


class StickArt(TableGeometry):
    """Draws the cue itself and its shadow, behind the ball it strikes."""

    def draw_cue(
        self,
        surf: pygame.Surface,
        ball_xy: Vec,
        angle: float,
        pull: float,
        seco: bool = False,
        obstacles: Sequence[Obstacle] = (),
    ) -> None:
        """The cue behind the ball along ``angle``, its tip ``pull`` metres back from it,
        drawn short of the ``obstacles`` (the other balls and standing pins) where a cue's
        length of cloth is clear, and raised over them where it is not: with a ball or a pin
        a few centimetres behind, the player cocks the butt up and shoots over it, and a cue
        shortened to the gap showed none at all — the computer's ball set off by itself."""
        s = self.scale
        t = self.table
        dx, dy = self.dir_to_screen(angle)
        cx, cy = self.to_screen(ball_xy)
        start = t.ball_radius + 0.01 + pull
        # neither the cue nor its shadow (drawn a little aside) crosses a ball or a pin
        sx, sy = self.to_screen(ball_xy)
        shadow_xy = self.to_table((sx + SHADOW[0] * s, sy + SHADOW[1] * s))
        length = min(
            cue_reach(xy, angle, start, CUE_BUTT, obstacles) for xy in (ball_xy, shadow_xy)
        )
        raised = length < RAISED_BELOW
        seen = RAISED_SEEN if raised else 1.0  # the whole cue, shortened as seen from above
        if raised:
            length = CUE_LENGTH
        nx, ny = -dy, dx
        tw = CUE_TIP * s

        def at(f: float) -> Vec:  # f: fraction of the whole cue from the tip
            d = (start + CUE_LENGTH * seen * f) * s
            return (cx - dx * d, cy - dy * d)

        def width(f: float) -> float:
            return tw + (CUE_BUTT * s - tw) * f

        def quad(f0: float, f1: float, shift0: Vec = (0.0, 0.0), grow: float = 1.0) -> list[Vec]:
            """The cue from ``f0`` to ``f1`` of its length; moved by ``shift0`` at the tip and
            ``grow`` times as much at the butt (a raised cue's shadow falls ever farther)."""
            a, b = at(f0), at(f1)
            wa, wb = width(f0), width(f1)
            ka, kb = (1.0 + (grow - 1.0) * f for f in (f0, f1))
            sa = (shift0[0] * ka, shift0[1] * ka)
            sb = (shift0[0] * kb, shift0[1] * kb)
            return [
                (a[0] + nx * wa + sa[0], a[1] + ny * wa + sa[1]),
                (b[0] + nx * wb + sb[0], b[1] + ny * wb + sb[1]),
                (b[0] - nx * wb + sb[0], b[1] - ny * wb + sb[1]),
                (a[0] - nx * wa + sa[0], a[1] - ny * wa + sa[1]),
            ]

        end = length / CUE_LENGTH
        shadow = (SHADOW[0] * s, SHADOW[1] * s)
        self.draw_cue_shadow(surf, quad(0.0, end, shadow, RAISED_SHADOW if raised else 1.0))
        pygame.draw.polygon(surf, (222, 196, 150), quad(0.0, min(end, 0.62)))
        if end > 0.62:
            pygame.draw.polygon(surf, (70, 34, 16), quad(0.62, end))
            pygame.draw.polygon(surf, (20, 20, 20), quad(0.62, min(end, 0.66)))
        pygame.draw.polygon(surf, (245, 245, 240), quad(0.0, min(end, 0.015)))
        if not seco:
            pygame.draw.polygon(surf, (60, 110, 200), quad(0.0, min(end, 0.005)))

    def draw_cue_shadow(self, surf: pygame.Surface, shadow: list[Vec]) -> None:
        """The cue's shadow in the colour of what it falls on: the cloth's shade over the cloth
        and the cushions, the wood's over the rail, none off the table. One cloth-blue shadow
        laid a blue band across the wooden rail beside every cue reaching over it — on a
        club's big screen, in nearly every shot of the demo."""
        t = self.table
        cloth = self.table_rect(-CUSHION, -CUSHION, t.width + 2 * CUSHION, t.length + 2 * CUSHION)
        old = surf.get_clip()
        for colour, area in ((RAIL_SHADOW, self.outer), (CLOTH_SHADOW, cloth)):
            surf.set_clip(old.clip(area))
            pygame.draw.polygon(surf, colour, shadow)
        surf.set_clip(old)


def cue_band(segment: tuple[Vec, Vec], scale: float) -> list[tuple[Vec, Vec]]:
    """The screen lines a label must not cross to stay clear of the cue along ``segment``: its
    axis, its edges at the butt, its shadow (a chip clear of the axis had the shadow on it)."""
    (ax, ay), (bx, by) = segment
    w, sx, sy = CUE_BUTT * scale, SHADOW[0] * scale, SHADOW[1] * scale
    offsets = ((0.0, 0.0), (w, w), (-w, -w), (sx, sy), (sx + w, sy + w))
    return [((ax + dx, ay + dy), (bx + dx, by + dy)) for dx, dy in offsets]
