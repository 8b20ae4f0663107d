"""A club coach's practice: positions set up by hand in the editor, kept, loaded another day,
played, undone and advised on — driven through real pygame events as he would."""

from __future__ import annotations

import pygame
from ui_screens import choose_drill

from chapo_game import kept_positions
from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


def practice(app) -> PracticeScene:
    """A new practice from the menu (another day: the kept positions read again)."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    return p


def test_a_kept_position_without_ball_1_comes_back_on_a_ball_that_is_there(app, drive):
    """A coach drags ball 1 off the table (ball 2 hidden behind the cross, the mingo on its
    spot) and keeps it; chosen again, it came back with the cue on ball 1, which is not there:
    «Bola: 1» on top, Space and H did nothing. It comes back on ball 2, Space strikes it."""
    hidden = Position.initial(T, {"2": (0.71, 1.62)}).with_ball("1", None)
    assert kept_positions.save(hidden, "El 2 tapado", T)[0] is not None
    p = practice(app)
    choose_drill(app, drive, p, len(p.drill_list) - 1)
    assert p.position == hidden
    assert p.button_named("ball").label() == "Bola: 2"
    drive.key(pygame.K_SPACE)
    assert p.animating
    drive.until(lambda: not p.animating)
    assert p.position.balls["2"] != hidden.balls["2"]
