"""The captions a keyboard player reads name the keys that do what they ask: the tutorial's
"Both balls inside" step asked to declare an option by its buttons and named no key for it
(its every other step names its keys, and the game's own question says "the arrows and Enter
choose too"); practice's caption named Left/Right and Space, never the power's Up/Down, so a
player without a mouse struck every shot at the power the drill set."""

from __future__ import annotations

import pygame
from ui_screens import texts

from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.tutorial import TutorialScene


def caption(app) -> str:
    """The words drawn on the screen at the last frame, as one line (a caption wraps)."""
    app.fonts.drawn.clear()
    app.step()
    return " ".join(texts(app))


def test_the_tutorials_option_step_names_the_keys_that_declare(app, drive, english):
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    app.step()
    while t.step.key != "options":  # Skip step reached by Tab, pressed by Enter
        drive.key(pygame.K_TAB)
        if t.tab_focus.focused(t.nav) is not t.nav[1]:
            drive.key(pygame.K_TAB)
        drive.key(pygame.K_RETURN)
    assert "the arrows and Enter" in caption(app)
    drive.key(pygame.K_DOWN)  # and they do: the first press lights the first option
    drive.key(pygame.K_UP)
    drive.key(pygame.K_RETURN)
    assert t.declared == "bricole"


def test_practices_caption_names_the_power_keys(app, drive, english):
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    words = caption(app)
    assert "Up/Down" in words and "Space" in words
    power = p.aim.state.power
    drive.key(pygame.K_UP)  # and they do: Up raises the power
    assert p.aim.state.power > power
