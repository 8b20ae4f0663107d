"""The window's class for the desktop (the desktop entry's ``StartupWMClass``), named before
pygame is imported.

Why before: on import, pygame names the X11 class itself after the program
(``basename(sys.argv[0])``) whenever ``DISPLAY`` is set, and a value already there is the
player's own to keep — so naming it at the window's making came too late. Run as ``python -m
chapo_game`` the class was ``__main__.py``, and the desktop did not match the window to its
entry and icon. This module imports no pygame: :mod:`chapo_game.ui` runs it as it loads.
"""

from __future__ import annotations

import os

APP_ID = "chapo"
#: The hints that name the window's class: X11's, Wayland's, and SDL's own.
HINTS = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID")


def set_app_id() -> None:
    """Name the window's class for the desktop, unless the player named it already."""
    for hint in HINTS:
        os.environ.setdefault(hint, APP_ID)
