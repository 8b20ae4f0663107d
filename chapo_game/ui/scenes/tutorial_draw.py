"""Drawing for the tutorial's screen that needs none of its state: the ball in hand over the
shaded cabaña de salida."""

from __future__ import annotations

import pygame

from chapo_game.position import Position
from chapo_game.table import Table

from .. import tutorial as tut
from ..draw.balls import BallDraw
from ..draw.view import TableView
from ..widgets import BAD, GOOD


def offered(table: Table) -> tuple[float, float]:
    """Where the ball in hand is shown while the pointer is off the table."""
    return (table.width / 2, table.length * 0.12)


def draw_hand(
    surf: pygame.Surface, v: TableView, table: Table, position: Position, shown: tuple[float, float]
) -> None:
    """The cabaña shaded and the ball where it would go, ringed green where it may, red
    (and faint) where it may not."""
    a = v.to_screen((0.0, 0.0))
    b = v.to_screen((table.width, table.cabana_salida_y))
    rect = pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1]))
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((120, 230, 140, 40))
    surf.blit(shade, rect.topleft)
    pygame.draw.rect(surf, GOOD, rect, 2)
    ok = tut.check_place(table, position, shown).passed
    v.draw_ball(surf, "1", BallDraw(shown), alpha=230 if ok else 120)
    c = v.to_screen(shown)
    pygame.draw.circle(surf, GOOD if ok else BAD, c, v.ball_radius_px() + 3, 2)
