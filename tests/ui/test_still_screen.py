"""A still screen left alone costs next to nothing: it is put on the screen once, not at every
idle frame; what changes by itself (a shot clock's seconds) and any input are still shown at
once."""

from __future__ import annotations

import pygame
from test_shot_clock import POS, FakeTime

from chapo_game.ui.pace import IDLE_AFTER
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene


class Screen:
    """What the player sees: the picture of the last flip, beside the picture just drawn."""

    def __init__(self, app, monkeypatch) -> None:
        self.app, self.flips = app, 0
        self.seen = b""
        monkeypatch.setattr(pygame.display, "flip", self.flip)

    def flip(self) -> None:
        self.flips += 1
        self.seen = pygame.image.tobytes(self.app.screen, "RGB")

    def is_current(self) -> bool:
        return self.seen == pygame.image.tobytes(self.app.screen, "RGB")


def idle(app) -> None:
    app.last_input -= IDLE_AFTER + 1.0


def test_a_still_menu_is_put_on_the_screen_once_and_a_key_shows_at_once(app, drive, monkeypatch):
    """A menu left alone was copied to the screen 20 (then 4) times a second, the same picture
    each time: most of its idle cost."""
    app.reset_to(MenuScene(app))
    screen = Screen(app, monkeypatch)
    drive.steps(3)  # someone at the window: every frame
    assert screen.flips == 3 and screen.is_current()
    idle(app)
    drive.steps(20)
    assert screen.flips == 4 and screen.is_current()  # the first still frame, then none
    drive.key(pygame.K_DOWN)  # the light moves down a row: shown in that frame
    assert screen.flips == 5 and screen.is_current()
    idle(app)
    drive.steps(20)
    assert screen.flips == 6 and screen.is_current()


def test_a_shot_clock_on_a_still_table_is_shown_as_each_second_goes(
    app, drive, play_match, monkeypatch
):
    """Nobody touches the game while a player thinks over his shot: the table stands, but the
    seconds left count down on the board — each shown as it comes, and nothing else."""
    app.apply_settings(app.settings.with_(shot_clock=30))
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=play_match(POS))
    g.clock_time = FakeTime(0.25)  # the deep idle rate: four frames a second
    app.push(g)
    drive.steps(1)
    g.cue_path.cache.wait()  # the aiming guide, worked out off the loop, in place
    drive.steps(1)
    screen = Screen(app, monkeypatch)
    idle(app)
    shown = []
    for _ in range(40):  # ten seconds
        drive.steps(1)
        assert screen.is_current()
        shown.append(g.clock_label()[0])
    assert shown[-1] == "0:20"
    assert screen.flips == len(set(shown)) == 11  # 0:30 to 0:20, each once
