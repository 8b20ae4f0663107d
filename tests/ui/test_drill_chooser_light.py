"""The drill chooser opens with the keys' light on the drill being played, the one it shows
chosen in gold: the light was on none, so Enter there did nothing and the first ↓ lit the top
drill wherever the drill being played stood."""

from __future__ import annotations

import pygame
from ui_screens import choose_drill

from chapo_game.ui.scenes.drill_chooser import DrillChooser
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene


def practice_on_drill(app, drive, index: int) -> PracticeScene:
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    choose_drill(app, drive, p, index)
    return p


def open_by_keys(app, drive, p: PracticeScene) -> DrillChooser:
    """Tab along the buttons on top to the drill button, Enter: the chooser, by keys alone."""
    drill = p.button_named("drill")
    for _ in range(20):
        if drill.hover:
            break
        drive.key(pygame.K_TAB)
    assert drill.hover
    drive.key(pygame.K_RETURN)
    chooser = app.top
    assert isinstance(chooser, DrillChooser)
    return chooser


def test_enter_in_the_drill_chooser_keeps_the_drill_that_is_shown_chosen(app, drive):
    p = practice_on_drill(app, drive, 3)
    chooser = open_by_keys(app, drive, p)
    app.step()
    lit = [b for b in chooser.buttons if b.hover]
    assert lit == [chooser.drills[3]] and chooser.drills[3].selected()
    drive.key(pygame.K_RETURN)
    assert app.top is p and p.drill_index == 3  # Enter did nothing: the chooser stayed open


def test_the_arrows_in_the_drill_chooser_start_from_the_drill_being_played(app, drive):
    p = practice_on_drill(app, drive, 2)
    chooser = open_by_keys(app, drive, p)
    drive.key(pygame.K_DOWN)  # down its column: two on in a list of two columns
    assert chooser.drills[4].hover  # the first ↓ lit the top drill
    drive.key(pygame.K_RETURN)
    assert app.top is p and p.drill_index == 4


def test_a_pointer_moved_off_the_drills_takes_the_light_away_as_ever(app, drive):
    p = practice_on_drill(app, drive, 1)
    chooser = open_by_keys(app, drive, p)
    drive.move((1, 1))
    assert not any(b.hover for b in chooser.buttons)
    drive.key(pygame.K_RETURN)
    assert app.top is chooser  # nothing lit, nothing pressed
