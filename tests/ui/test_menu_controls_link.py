"""The main menu's keys line ("F1: controls · F11: fullscreen") is the mouse's way to the
controls page: it was reached only by F1 or from a game's pause menu, so a player who never
touches the keys read "F1: controls" on the menu and could not open them."""

from __future__ import annotations

import pygame
from ui_screens import texts

from chapo_game.ui.scenes.controls import ControlsScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.widgets import DIM, TEXT


def keys_line(app) -> object:
    return next(d for d in app.fonts.drawn if d.text == "F1: controles · F11: pantalla completa")


def test_a_click_on_the_menus_keys_line_opens_the_controls_and_back_closes_them(app, drive):
    menu = MenuScene(app)
    app.reset_to(menu)
    app.step()
    line = keys_line(app).rect
    drive.move(line.center)
    assert menu.keys_hover  # lit under the pointer, as a button is
    drive.click(line.center)
    assert isinstance(app.top, ControlsScene)
    assert "Controles" in texts(app)
    drive.click(app.top.back.rect.center)  # and the mouse closes them again
    assert app.top is menu


def test_the_keys_line_lights_under_the_pointer_only(app, drive):
    menu = MenuScene(app)
    app.reset_to(menu)
    app.step()
    line = keys_line(app).rect
    at = (line.centerx, line.centery)
    drive.move(at)
    lit = app.screen.copy()
    drive.move((at[0], line.top - 60))  # off it: dim again, and a click there opens nothing
    assert not menu.keys_hover
    drive.click((at[0], line.top - 60))
    assert app.top is menu
    # drawn in the text's colour while lit, dim otherwise
    seen_lit = {
        lit.get_at((x, y))[:3]
        for x in range(line.left, line.right)
        for y in range(line.top, line.bottom)
    }
    now = app.screen
    seen_dim = {
        now.get_at((x, y))[:3]
        for x in range(line.left, line.right)
        for y in range(line.top, line.bottom)
    }
    assert TEXT in seen_lit and TEXT not in seen_dim and DIM in seen_dim


def test_a_press_begun_elsewhere_and_let_go_on_the_line_opens_nothing(app, drive):
    menu = MenuScene(app)
    app.reset_to(menu)
    app.step()
    line = keys_line(app).rect
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=line.center, button=1))
    assert app.top is menu
