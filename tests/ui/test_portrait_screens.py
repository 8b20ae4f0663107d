"""The screens round the table on a club's screen hung in portrait (1080x1920, 1200x1920) or
a window barely taller than wide (1000x1100): every word where the player reads it, nothing
over the drawing of the table, and the window's height used rather than left in bands."""

from __future__ import annotations

import math

import pygame
import pytest

from chapo_game.ui.scenes.menu import Backdrop, MenuScene

TALL = [(1000, 1100), (1024, 1280), (1080, 1920), (1200, 1920)]
WIDE = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("large", [False, True], ids=["text", "large_text"])
@pytest.mark.parametrize("size", TALL + WIDE, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_menus_buttons_leave_the_backdrops_pockets_in_sight(app, size, large):
    """Every pixel of the four pockets of the menu's backdrop shows as the backdrop drew it:
    at 1000x1100 the panel of buttons ran the whole length of the upright table's cloth,
    hardly wider than it, and covered half of each pocket."""
    app.apply_settings(app.settings.with_(large_text=large))
    app.resize_window(size)
    app.reset_to(MenuScene(app))
    app.step()
    alone = pygame.Surface(size)
    backdrop = Backdrop()
    backdrop.draw(alone)
    view = backdrop.view
    r = view.table.pocket_radius * view.scale * 1.22  # the leather rim, as drawn
    for xy in view.table.pockets.values():
        cx, cy = view.to_screen(xy)
        covered = [
            (x, y)
            for x in range(math.floor(cx - r), math.ceil(cx + r) + 1)
            for y in range(math.floor(cy - r), math.ceil(cy + r) + 1)
            if math.hypot(x - cx, y - cy) <= r and app.screen.get_at((x, y)) != alone.get_at((x, y))
        ]
        assert not covered, (size, large, xy, covered[:3])
    # and the buttons stay on the cloth, all ten in the window
    cloth = view.playing_rect()
    for b in app.top.buttons:
        assert cloth.contains(b.rect), (size, b.name)
