"""The window on a laptop's 1366×768 screen, with a window manager keeping room for its panel.
Headless SDL has no window manager: its answers are played back as they were recorded under
Xvfb 1366×768 with openbox keeping 40 px for a panel (a maximised window: 1366×709 under a
19-px title bar, and SDL's VIDEORESIZE saying so)."""

from __future__ import annotations

from typing import ClassVar

import pygame
import pytest

from chapo_game.settings import Settings
from chapo_game.ui import display

MAXIMISED = (1366, 709)


class OpenboxWindow:
    """``pygame.Window`` as openbox answered it: ``maximize`` makes the window the screen less
    the panel and the title bar, and SDL tells the game so."""

    #: the window's size at each maximise asked (for the whole run: the fixture empties it)
    maximised: ClassVar[list[tuple[int, int]]] = []

    def __init__(self) -> None:
        self.minimum_size = (0, 0)

    @classmethod
    def from_display_module(cls) -> OpenboxWindow:
        return cls()

    def maximize(self) -> None:
        OpenboxWindow.maximised.append(pygame.display.get_window_size())
        pygame.display.set_mode(MAXIMISED, pygame.RESIZABLE)
        resized = pygame.event.Event(pygame.VIDEORESIZE, w=MAXIMISED[0], h=MAXIMISED[1])
        pygame.event.post(resized)

    def show(self) -> None:
        pass


@pytest.fixture
def laptop(monkeypatch):
    """A real display (the window must fit it) of ``desk`` pixels, its window played back."""
    from chapo_game.ui.app import App
    from chapo_game.ui.scenes.menu import MenuScene

    OpenboxWindow.maximised = []
    monkeypatch.setattr(display, "must_fit", lambda: True)
    monkeypatch.setattr(pygame, "Window", OpenboxWindow)
    apps = []

    def start(desk: tuple[int, int]) -> App:
        monkeypatch.setattr(display, "desktop_size", lambda: desk)
        app = App(size=(1280, 720), settings=Settings(), audio=False)
        apps.append(app)
        app.reset_to(MenuScene(app))
        app.step()  # SDL's answer, if any, read; the menu drawn
        app.step()
        return app

    yield start
    for a in apps:
        a.quit()


def hint_rect(app) -> pygame.Rect:
    return next(d.rect for d in app.fonts.drawn if d.text.startswith("F1: "))


def test_on_a_1366x768_laptop_the_window_opens_between_the_desktops_bars(laptop):
    """The 1280×720 window, centred on the whole screen under a 20-px title bar, had its bottom
    36 px under a 40-px panel: the calls, Pause and the advice out of reach, the menu's F1 hint
    gone. It opens maximised: the window manager fits it between its bars."""
    app = laptop((1366, 768))
    assert OpenboxWindow.maximised == [(1280, 720)]
    assert app.size == MAXIMISED == pygame.display.get_surface().get_size()
    assert app.screen.get_rect().contains(hint_rect(app))  # drawn for the window it has


def test_on_a_large_screen_the_window_opens_at_its_size(laptop):
    """1920×1080 leaves room for any bars: 1280×720, as asked."""
    app = laptop((1920, 1080))
    assert OpenboxWindow.maximised == []
    assert app.size == (1280, 720)


def test_back_from_fullscreen_on_the_laptop_the_window_is_between_the_bars_again(laptop):
    """F11 and F11 again gave back a window centred on the whole screen, 10 px under the
    panel (seen under Xvfb with openbox): it is maximised again."""
    app = laptop((1366, 768))
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    app.step()
    assert not app.fullscreen and len(OpenboxWindow.maximised) == 2
    assert app.size == MAXIMISED
