"""The window draws 60 frames a second while anything moves or the player acts, and 20 while
the screen stands still: a menu left open took 56 % of a core, for the same picture."""

from __future__ import annotations

import pygame

from chapo_game.position import Position
from chapo_game.rules.match import Match
from chapo_game.table import get_table
from chapo_game.ui.pace import FPS, IDLE_AFTER, IDLE_FPS
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.replay import ReplayScene

T = get_table()


def idle(app) -> None:
    """As if the last input came longer ago than IDLE_AFTER."""
    app.last_input -= IDLE_AFTER + 1.0


def test_a_still_menu_drops_to_the_idle_rate_and_any_input_brings_it_back(app, drive):
    app.reset_to(MenuScene(app))
    drive.key(pygame.K_DOWN)
    assert app.frame_rate() == FPS
    idle(app)
    assert app.frame_rate() == IDLE_FPS == 20
    drive.move((10, 10))
    assert app.frame_rate() == FPS
    idle(app)
    app.notify("a save failed")  # a notice counts down in frames: it keeps the full rate
    assert app.frame_rate() == FPS


def test_a_rolling_shot_and_a_playing_replay_keep_the_full_rate_without_input(app, drive):
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.key(pygame.K_SPACE)
    assert p.animating
    idle(app)
    assert app.frame_rate() == FPS
    drive.until(lambda: not p.animating)
    idle(app)
    assert app.frame_rate() == IDLE_FPS
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    idle(app)
    assert app.frame_rate() == FPS
    drive.key(pygame.K_SPACE)  # paused: a still picture
    idle(app)
    assert app.frame_rate() == IDLE_FPS


def test_the_computers_turn_and_the_demo_keep_the_full_rate(app, drive):
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Ordenador")), computers={1: 1})
    app.push(g)
    app.step()
    idle(app)
    assert not g.is_computer(g.acting_player()) and app.frame_rate() == IDLE_FPS  # Ana lags
    g.match.position = Position.initial(T, {"1": (0.5, 0.6), "2": (1.0, 2.4)})
    g.computers = {0: 1, 1: 1}  # now the computer acts
    idle(app)
    assert app.frame_rate() == FPS
    d = DemoScene(app, levels=(1, 1))
    app.reset_to(d)
    idle(app)
    assert app.frame_rate() == FPS
