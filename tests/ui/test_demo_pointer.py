"""The mouse pointer over a club's big screen: the demo hides it once the mouse rests."""

from __future__ import annotations

import time

import pygame

from chapo_game.ui.pointer_rest import POINTER_RESTS_AFTER
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.menu import MenuScene


def left_alone(app) -> None:
    """A frame drawn after nobody touched the mouse or the keys for longer than the rest."""
    app.last_input = time.monotonic() - POINTER_RESTS_AFTER - 1
    app.step([])


def test_the_demo_hides_a_resting_pointer_and_a_move_or_the_menu_shows_it(app, drive):
    """On a club's big screen the arrow sat over the demo's table all evening, wherever the
    mouse was left: it goes once the mouse rests, comes back the moment the mouse moves (a
    hand reaching for the fast-forward button), and is always there on the menu."""
    app.reset_to(MenuScene(app))
    left_alone(app)
    assert pygame.mouse.get_visible()  # the menu: never hidden
    drive.move((300, 300))  # the hand that opens the demo
    app.push(DemoScene.for_club(app, club=True))
    app.step([])
    assert pygame.mouse.get_visible()  # just opened with the mouse: still there
    left_alone(app)
    assert not pygame.mouse.get_visible()
    drive.move((200, 200))
    assert isinstance(app.top, DemoScene) and pygame.mouse.get_visible()  # a move: shown
    left_alone(app)
    assert not pygame.mouse.get_visible()
    drive.key(pygame.K_a)  # a passer-by's key: the menu, the pointer at once
    assert isinstance(app.top, MenuScene) and pygame.mouse.get_visible()
    left_alone(app)
    assert pygame.mouse.get_visible()


def test_a_home_game_never_hides_the_pointer(app, play_match):
    """Only the demo hides it: a player thinking over a shot with the mouse still keeps his
    arrow where he left it."""
    from ui_screens import open_game

    from chapo_game.position import Position
    from chapo_game.table import get_table

    open_game(app, play_match(Position.initial(get_table())))
    left_alone(app)
    assert pygame.mouse.get_visible()
