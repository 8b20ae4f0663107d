"""A panel is filled as round as its edge: filled square, each corner of the pause menu, the
questions, the score sheet and the tutorial's boxes showed a few dark pixels beyond the
rounded edge, on the cloth or the dimmed screen."""

from __future__ import annotations

import pygame
from ui_screens import open_game

from chapo_game.ui.palette import PANEL
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene


def corners_and_beyond(surf: pygame.Surface, box: pygame.Rect) -> list[tuple[tuple, tuple]]:
    """The colour of each corner pixel of ``box``, with that of the pixel diagonally beyond it."""
    pairs = (
        ((box.left, box.top), (box.left - 1, box.top - 1)),
        ((box.right - 1, box.top), (box.right, box.top - 1)),
        ((box.left, box.bottom - 1), (box.left - 1, box.bottom)),
        ((box.right - 1, box.bottom - 1), (box.right, box.bottom)),
    )
    return [(surf.get_at(c)[:3], surf.get_at(b)[:3]) for c, b in pairs]


def assert_round(surf: pygame.Surface, box: pygame.Rect) -> None:
    for corner, beyond in corners_and_beyond(surf, box):
        assert corner != PANEL
        assert max(abs(a - b) for a, b in zip(corner, beyond, strict=True)) <= 4, (corner, beyond)


def test_the_pause_menus_panel_has_round_corners_over_the_game(app, drive, new_salida):
    open_game(app, new_salida())
    drive.key(pygame.K_ESCAPE)
    pause = app.scenes[-1]
    assert isinstance(pause, PauseScene)
    assert_round(app.screen, pause.panel_rect())


def test_the_quit_questions_opaque_panel_has_round_corners(app, drive):
    app.reset_to(MenuScene(app))
    app.step()
    drive.key(pygame.K_ESCAPE)  # Esc on the menu asks before the game closes
    ask = app.scenes[-1]
    assert isinstance(ask, ConfirmScene)
    assert_round(app.screen, ask.box())
