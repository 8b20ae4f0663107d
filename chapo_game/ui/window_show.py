"""The window as SDL makes it and shows it: back from fullscreen at the size asked, and the first
window shown with its first frame (never black on the screen while the first screen is made).
"""

from __future__ import annotations

import warnings

import pygame


def windowed_mode(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
    """A resizable window of ``size`` (``flags`` more). Out of fullscreen, SDL asks the window
    manager to end the fullscreen state and keeps the desktop-sized window meanwhile: with no
    window manager to answer (a club's screen running the game alone, Xvfb), or with one that
    sizes nothing (openbox), the window stayed 1920×1080 where the 1280×720 one had been
    centred, its right and bottom off the screen, and pygame warned "forcibly resized by the
    OS". Asked once more, SDL sets the size on the window itself (seen under Xvfb, alone and
    with openbox)."""
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        surface = pygame.display.set_mode(size, pygame.RESIZABLE | flags)
        if surface.get_size() != size:
            surface = pygame.display.set_mode(size, pygame.RESIZABLE | flags)
    for w in said:  # what was mended is not said; anything else stands, as it was
        if surface.get_size() != size or "forcibly resized" not in str(w.message):
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    return surface


def display_window() -> pygame.Window | None:
    """The display module's window, to tell the window manager what the display module does
    not (its smallest size: a drag of the window's edge stops there — below it the game made
    a new window at the minimum, which vanished and came back under the player's pointer, the
    drag cut off, the focus lost and the shot clock paused). ``None`` with an older pygame or
    no window."""
    try:
        with warnings.catch_warnings():  # pygame-ce wants a Window of our own for drawing
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


#: Whether the first window, opened hidden, waits for its first frame (:func:`show_first`).
unshown = [False]


def drawable() -> bool:
    """Whether a frame is to be drawn now: not while the window is minimised (a fullscreen
    window's surface is freed then), but the first window's first frame, drawn before the
    window is shown, is."""
    return unshown[0] or pygame.display.get_active()


def show_first() -> None:
    """Show the first window (:func:`.display.open_window`), its first frame drawn, just before
    that frame is put on it. Opened at once, it stood black on the screen while the game made
    its first screen and drew it: 30–70 ms for the menu under Xvfb, 70–130 ms for the club's
    demo, longer on a slow machine; now the window comes with its picture (X
    puts the frame on after mapping the window: the requests go in order)."""
    if not unshown[0]:
        return
    unshown[0] = False
    window = display_window()
    if window is not None:
        window.show()
    else:  # an older pygame: shown by set_mode
        pygame.display.set_mode(pygame.display.get_surface().get_size(), pygame.SHOWN)
