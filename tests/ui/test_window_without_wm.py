"""The window on a club's screen with no window manager (an X session running the game alone;
Xvfb reproduces it). Headless SDL cannot show what X does, so SDL's answers are played back as
they were recorded from the real window under Xvfb (no window manager, and openbox)."""

from __future__ import annotations

import warnings

import pygame

from chapo_game.ui import display
from chapo_game.ui.scenes.menu import MenuScene

F11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")


def sdl_as_under_xvfb(monkeypatch) -> list[tuple[tuple[int, int], int]]:
    """``set_mode`` as SDL 2.32 answered under Xvfb: the first windowed mode asked after
    fullscreen kept the desktop-sized window (and pygame warned "Requested window was forcibly
    resized by the OS"); asked again, it had the size asked. The calls are returned."""
    real_mode = pygame.display.set_mode
    calls: list[tuple[tuple[int, int], int]] = []

    def set_mode(size=(0, 0), flags=0):
        was_full = bool(calls) and bool(calls[-1][1] & pygame.FULLSCREEN)
        calls.append((tuple(size), flags))
        if was_full and not flags & pygame.FULLSCREEN:
            desk = display.desktop_size()
            warnings.warn(
                "Requested window was forcibly resized by the OS.\n"
                f"\tRequested window size: {tuple(size)}\n\tNew window size: {desk}",
                RuntimeWarning,
                stacklevel=2,
            )
            return real_mode(desk, flags)
        return real_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    return calls


def test_f11_twice_brings_back_the_window_at_its_size_wholly_on_the_screen(app, monkeypatch):
    """Seen under Xvfb: 1280×720 at 320,180 → F11 → F11 gave a 1920×1080 window at 320,180,
    its right and bottom off the screen, the menu drawn for 1920×1080."""
    app.resize_window((1280, 720))
    app.reset_to(MenuScene(app))
    sdl_as_under_xvfb(monkeypatch)
    desk = display.desktop_size()
    app.step([F11])
    assert app.fullscreen and app.size == desk
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # mended: pygame's warning is not printed
        app.step([F11])
    assert not app.fullscreen
    assert app.size == (1280, 720) == pygame.display.get_surface().get_size()
    assert pygame.display.get_window_position() == display.centred((1280, 720), desk)


def test_a_window_resized_by_the_player_comes_back_at_that_size(app, monkeypatch):
    """1500×900 dragged, F11, F11: 1500×900 again (it came back desktop-sized)."""
    app.reset_to(MenuScene(app))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600))])
    sdl_as_under_xvfb(monkeypatch)
    app.step([F11])
    app.step([F11])
    assert not app.fullscreen and app.size == (1000, 600)


def test_started_fullscreen_f11_opens_the_window_at_its_size(monkeypatch):
    """``chapo --fullscreen`` then F11: the window came back desktop-sized, at 320,180."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    calls = sdl_as_under_xvfb(monkeypatch)
    app = App(size=(1000, 600), settings=Settings(), fullscreen=True, audio=False)
    try:
        assert calls[-1][1] & pygame.FULLSCREEN
        app.step([F11])
        assert not app.fullscreen and app.size == (1000, 600)
    finally:
        app.quit()


def test_a_window_not_mended_still_says_so(monkeypatch):
    """Where asking again does not help either, pygame's warning stands (nothing hidden)."""
    real_mode = pygame.display.set_mode
    pygame.display.set_mode((1000, 600))

    def set_mode(size=(0, 0), flags=0):
        warnings.warn("Requested window was forcibly resized by the OS.", RuntimeWarning, 2)
        return real_mode((1100, 700), flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        surface = display.windowed_mode((1000, 600))
    assert surface.get_size() == (1100, 700)
    assert any("forcibly resized" in str(w.message) for w in said)
