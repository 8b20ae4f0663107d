"""The table without balls or pins: wooden frame, cushions, cloth, chalk strings, spots,
pockets and diamonds, drawn once per window size."""

from __future__ import annotations

import pygame

from chapo_game.table import Table

from ..memo import Memo
from .geometry import CUSHION, RAIL, TableGeometry, Vec
from .style import (
    CHALK,
    CHALK_STRING_ALPHA,
    CLOTH,
    CLOTH_DARK,
    CUSHION_COL,
    DIAMOND,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)

#: A pocket's leather rim, as a share of its hole's radius.
POCKET_RIM = 1.22


class ClothArt(TableGeometry):
    """The static table surface, cached."""

    def __init__(self, table: Table, area: pygame.Rect, upright: bool = False) -> None:
        super().__init__(table, area, upright)
        self._static: Memo[pygame.Surface] = Memo(1)  # by the table's size: one, as drawn

    def static_surface(self) -> pygame.Surface:
        """The table without balls or pins, drawn once per window size."""
        return self._static.get(self.outer.size, self._draw_static)

    def _draw_static(self) -> pygame.Surface:
        t = self.table
        s = self.scale
        surf = pygame.Surface(self.outer.size, pygame.SRCALPHA)
        off = (-self.outer.x, -self.outer.y)  # drawn on a surface of the table's own

        def P(xy: Vec) -> tuple[int, int]:
            x, y = self.to_screen(xy)
            return (round(x + off[0]), round(y + off[1]))

        # wooden frame with a bevel
        full = pygame.Rect(0, 0, *self.outer.size)
        rad = max(4, round(0.05 * s))
        pygame.draw.rect(surf, WOOD_DARK, full, border_radius=rad)
        pygame.draw.rect(
            surf, WOOD, full.inflate(-max(2, s * 0.012), -max(2, s * 0.012)), border_radius=rad
        )
        inner_wood = full.inflate(-2 * RAIL * s * 0.55, -2 * RAIL * s * 0.55)
        pygame.draw.rect(
            surf,
            WOOD_LIGHT,
            full.inflate(-s * 0.03, -s * 0.03),
            width=max(1, round(s * 0.008)),
            border_radius=rad,
        )
        # grain: a few faint lines along each rail
        grain = pygame.Surface(self.outer.size, pygame.SRCALPHA)
        for k in range(1, 7):
            f = k / 7 * RAIL * s
            col = (60, 30, 10, 40)
            pygame.draw.rect(grain, col, full.inflate(-2 * f, -2 * f), width=1, border_radius=rad)
        surf.blit(grain, (0, 0))
        del inner_wood
        # cushions (rubber, cloth-covered) and the playing surface
        cush = self.table_rect(
            -CUSHION, -CUSHION, t.width + 2 * CUSHION, t.length + 2 * CUSHION, off
        )
        pygame.draw.rect(surf, CUSHION_COL, cush)
        play = self.table_rect(0.0, 0.0, t.width, t.length, off)
        pygame.draw.rect(surf, CLOTH, play)
        # soft lighting: lighter in the middle
        glow = pygame.Surface(play.size, pygame.SRCALPHA)
        for k in range(8):
            f = k / 8
            r = play.copy()
            r.topleft = (0, 0)
            r = r.inflate(-f * play.width * 0.8, -f * play.height * 0.8)
            pygame.draw.ellipse(glow, (255, 255, 255, 5), r)
        surf.blit(glow, play.topleft)
        # cushion nose line
        pygame.draw.rect(surf, CLOTH_DARK, play, width=max(1, round(s * 0.004)))

        # chalk strings: the two cabaña strings and the línea media
        chalk = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        lw = max(1, round(s * 0.0025))
        for y in (t.cabana_salida_y, t.linea_media_y, t.cabana_mingo_y):
            pygame.draw.line(chalk, (*CHALK, CHALK_STRING_ALPHA), P((0, y)), P((t.width, y)), lw)
        surf.blit(chalk, (0, 0))

        # painted spots
        spot_r = max(2, round(t.ball_radius * 0.22 * s))
        for sid, xy in t.spots.items():
            c = P(xy)
            if sid.startswith("aux_"):
                pygame.draw.circle(surf, (*CHALK, 255), c, spot_r, width=max(1, spot_r // 3))
            elif sid.startswith("mingo"):
                pygame.draw.circle(surf, (*CHALK, 255), c, max(2, spot_r - 1))
            else:
                pygame.draw.circle(surf, (*CHALK, 255), c, spot_r + 1, width=max(1, spot_r // 3))
                pygame.draw.circle(surf, (*CHALK, 255), c, max(1, spot_r // 2))

        # pockets: dark holes with a leather rim, cut into cushion and rail
        pr = t.pocket_radius * s
        for pxy in t.pockets.values():
            c = P(pxy)
            pygame.draw.circle(surf, (40, 24, 12), c, round(pr * POCKET_RIM))
            pygame.draw.circle(surf, (8, 8, 8), c, round(pr))
            pygame.draw.circle(surf, (24, 24, 24), c, round(pr * 0.7))

        # diamonds on the wooden rail
        dsz = max(3, round(0.012 * s))
        for dxy in t.diamonds:
            x, y = dxy
            nx = -1 if x <= 0 else (1 if x >= t.width else 0)
            ny = -1 if y <= 0 else (1 if y >= t.length else 0)
            out = CUSHION + RAIL * 0.5
            cx, cy = P((x + nx * out, y + ny * out))
            pts = [(cx, cy - dsz), (cx + dsz, cy), (cx, cy + dsz), (cx - dsz, cy)]
            pygame.draw.polygon(surf, DIAMOND, pts)
        return surf
