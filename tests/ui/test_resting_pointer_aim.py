"""A pointer left where a button was clicked: the cue offered on the table screen that button
opened stays as offered until the pointer moves clear of that place (a hand's slip is no
aim); once moved clear, the cue follows the pointer as ever."""

from __future__ import annotations

import math

import pygame
import pytest
import ui_screens
from ui_screens import open_game

from chapo_game.position import Position
from chapo_game.rules.match import Phase
from chapo_game.table import get_table
from chapo_game.ui.scenes.game.scene import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


def nudge(drive, dx: int, dy: int) -> None:
    """The hand's slip: the pointer moved a few pixels from where it rests."""
    x, y = drive.pointer
    drive.move((x + dx, y + dy))


def test_a_rematchs_lag_keeps_its_straight_cue_under_a_pointer_left_on_the_button(app, drive):
    """After Revancha the lag's cue swung from straight up the table to a diagonal at the
    pointer's first stir (its speed mark with it), the pointer still where the button was."""
    ui_screens.encuentro_over(app)
    g = app.top
    app.step()
    rematch = next(b for b in g.end_buttons if b.name == "rematch")
    drive.click(rematch.rect.center)
    assert g.match.phase == Phase.LAG and g.view.outer.collidepoint(rematch.rect.center)
    # the lag's speed mark is worked out off the frame loop: offered once it has come (taken
    # after three frames, a loaded machine's mark came after them and read as a swing)
    drive.until(lambda: g.aim.hint_speed is not None)
    offered = (g.aim.state.angle, g.aim.state.power, g.aim.hint_speed)
    for dx, dy in ((1, 0), (3, 2), (6, -4), (-5, 8)):
        nudge(drive, dx, dy)
        app.step()
        assert (g.aim.state.angle, g.aim.state.power, g.aim.hint_speed) == offered
    ball = g.view.to_screen(g.position.balls["1"])
    drive.move((ball[0] + 150, ball[1] - 150))  # a move the player means: the cue follows
    assert g.aim.state.angle != pytest.approx(90.0, abs=5.0)
    drive.move((ball[0] + 150, ball[1] - 152))  # and from then on, pixel by pixel
    assert g.aim.state.angle != offered[0]


def test_a_click_on_the_table_still_aims_at_once(app, drive, play_match):
    """The place a click on the table took is no rest: a click that frees a fixed aim aims at
    the pointer, and its next small move turns the cue with it."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    ball = g.view.to_screen(g.position.balls["1"])
    drive.click((ball[0] + 120, ball[1]))  # fixes
    drive.click((ball[0] + 120, ball[1] + 40))  # frees, aiming there
    freed = g.aim.state.angle
    nudge(drive, 0, 6)
    assert g.aim.state.angle != freed


def opened_by_a_click(app, drive, how: str):
    """The table screen ``how`` opens (or uncovers) by a click on a button, and where it was."""
    menu = MenuScene(app)
    app.reset_to(menu)
    app.step()
    if how == "start":
        drive.click(menu.button("two_players").rect.center)
        button = app.top.button("start")
    elif how == "resume":
        ui_screens.resume_two(app)
        app.step()
        button = app.top.button("resume0")
    elif how == "practice":
        button = menu.button("practice")
    else:
        ui_screens.play_aiming(app)
        app.step()
        drive.key(pygame.K_ESCAPE)
        app.step()
        button = app.top.button("resume")
    drive.click(button.rect.center)
    app.step()
    return app.top, button.rect.center


@pytest.mark.parametrize("how", ["start", "resume", "practice", "pause"])
def test_the_first_aim_after_a_button_waits_for_a_move_clear_of_it(app, drive, how):
    """Empezar, a saved encuentro resumed, Práctica from the menu and the pause's Reanudar:
    each a click on a button over the table of the screen it opens (or uncovers)."""
    g, at = opened_by_a_click(app, drive, how)
    assert isinstance(g, GameScene | PracticeScene) and g.view.outer.collidepoint(at)
    assert not g.aim.held
    offered = g.aim.state.angle
    for dx, dy in ((2, 1), (4, -3), (-6, 5)):
        nudge(drive, dx, dy)
        assert g.aim.state.angle == offered
    meant = g.view.to_screen((T.width * 0.85, T.length * 0.3))  # a move the player means
    assert g.view.outer.collidepoint(meant) and math.dist(meant, at) > 100
    drive.move(meant)
    assert g.aim.state.angle != pytest.approx(offered, abs=5.0)
