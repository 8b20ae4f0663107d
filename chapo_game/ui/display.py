"""The window on the desktop: its smallest size, and keeping it on the screen.

A window comes back from fullscreen centred (SDL would put it back where it was, partly off
the screen if the desktop changed or the window had been dragged to an edge) and a resized
window is moved back inside the desktop. On a real display the window is never made larger
than the desktop; headless (SDL's ``dummy`` driver) any size is kept, for screenshots.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import sys
import tempfile
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path

import pygame

from ..errors import quoted_arg
from ..fileio import atomic_write_bytes
from . import window_show

MIN_SIZE = (960, 540)
#: The room, in pixels, a desktop takes around a window: its title bar (20–40) and a panel or
#: a task bar (30–50). A window opened with less room round it on the screen is maximised.
BARS_ROOM = 80
#: A size asked for (``--size``): at most an 8K screen. The least is the window's own: the
#: command line once asked for 1280×720 at least, refusing a size the window takes when resized.
MAX_SIZE = (7680, 4320)
DEFAULT_SIZE = (1280, 720)

#: The window events that put it in front of the player or take it away (the shot clock
#: stands still while another window has the keys or the game is minimised).
IN_FRONT = {
    pygame.WINDOWFOCUSGAINED: True,
    pygame.WINDOWRESTORED: True,
    pygame.WINDOWSHOWN: True,
    pygame.WINDOWFOCUSLOST: False,
    pygame.WINDOWMINIMIZED: False,
    pygame.WINDOWHIDDEN: False,
}
#: The window events that show it or hide it: behind another window it is still seen (a
#: club's demo comes back there), minimised or hidden it is not.
SEEN = {
    pygame.WINDOWRESTORED: True,
    pygame.WINDOWSHOWN: True,
    pygame.WINDOWMAXIMIZED: True,
    pygame.WINDOWMINIMIZED: False,
    pygame.WINDOWHIDDEN: False,
}


#: ``WIDTHxHEIGHT`` as written on a command line.
SIZE_WRITTEN = re.compile(r"-?[0-9]+[xX]-?[0-9]+")  # a minus: said out of range


def size_of(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` as asked for on a command line, within :data:`MIN_SIZE` ..
    :data:`MAX_SIZE`; ``ValueError`` saying what is wrong otherwise."""
    try:
        # plain digits only: ``int`` also read "1_280", "+1280", " 1280 " and full-width
        # digits, which no other number on the command line takes
        if len(text) > 20 or not SIZE_WRITTEN.fullmatch(text):
            raise ValueError
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"expected WIDTHxHEIGHT, got {quoted_arg(text, 20)}") from None
    (lw, lh), (hw, hh) = MIN_SIZE, MAX_SIZE
    if w < lw or h < lh or w > hw or h > hh:
        raise ValueError(f"{text} is outside {lw}x{lh} .. {hw}x{hh}")
    return (w, h)


def size_arg(text: str) -> tuple[int, int]:
    """:func:`size_of` as an ``argparse`` type: what is wrong said on one line, exit 2."""
    try:
        return size_of(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def desktop_size() -> tuple[int, int]:
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else DEFAULT_SIZE


def unseen_reason(asked_driver: str | None) -> str | None:
    """Why a window opened now would be seen by nobody, or None: with no graphical session
    (an SSH login, a text console) SDL falls back to its ``offscreen`` driver, and the game
    ran on, invisible, until killed. A driver asked for by name (``SDL_VIDEODRIVER``: the
    tests' ``dummy``, or ``offscreen`` itself) is taken as meant."""
    how = "start it from the desktop, or set SDL_VIDEODRIVER=dummy to run it unseen"
    try:
        said = sdl_said(pygame.display.init)
    except pygame.error as exc:  # an SDL built without a driver to fall back on
        return f"no screen to open the window on ({exc}); {how}"
    if asked_driver or pygame.display.get_driver() != "offscreen":
        sys.stderr.write(said)  # a window opens: whatever SDL said stands, as it was
        return None
    return f"no screen to open the window on ({no_session_why(os.environ)}); {how}"


def no_session_why(environ: Mapping[str, str]) -> str:
    """Why SDL found no screen: no session named at all, or the one named out of reach
    (``DISPLAY=:99`` with no server there was told "DISPLAY … not set")."""
    named = [f"{k}={environ[k]}" for k in ("DISPLAY", "WAYLAND_DISPLAY") if environ.get(k)]
    if not named:
        return "no graphical session: DISPLAY and WAYLAND_DISPLAY are not set"
    return f"{' and '.join(named)} could not be opened"


def sdl_said(call: Callable[[], object]) -> str:
    """Run ``call`` with the process's standard error caught, and return what was written
    there: SDL writes to it directly, and its "XDG_RUNTIME_DIR is invalid" stood above the
    one line that says there is no screen. Where standard error has no file (a windowed
    build), ``call`` runs as it is."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        call()
        return ""
    sys.stderr.flush()
    saved = os.dup(fd)
    with tempfile.TemporaryFile() as caught:
        try:
            os.dup2(caught.fileno(), fd)
            call()
        finally:
            os.dup2(saved, fd)
            os.close(saved)
        caught.seek(0)
        return caught.read().decode("utf-8", "replace")


def must_fit() -> bool:
    """Whether the window must fit the desktop: on a real display, not headless — SDL's
    ``dummy`` driver has no screen to fit, nor its ``offscreen`` one, which it falls back on
    with no graphical session (the README's ``--frames --screenshot`` run over SSH gave a
    1024×768 picture for ``--size 1920x1080``: its made-up desktop's size)."""
    return pygame.display.get_driver() not in ("dummy", "offscreen")


def fullscreen_for(asked: bool) -> bool:
    """Whether the display is fullscreen when ``asked`` (at start, by F11, by the settings):
    as asked, except that a desktop smaller than the smallest window is always fullscreen (an
    800×600 bar monitor: the 960×540 window hung off both edges, the pockets and F11's hint
    cut off with it; fullscreen draws all of it). Never forced headless."""
    return asked or fullscreen_forced()


def fullscreen_forced() -> bool:
    """The desktop is smaller than the smallest window: the game is always fullscreen there."""
    desk = desktop_size()
    return must_fit() and (desk[0] < MIN_SIZE[0] or desk[1] < MIN_SIZE[1])


def window_size(asked: tuple[int, int], desktop: tuple[int, int], fit: bool) -> tuple[int, int]:
    """``asked`` made at least :data:`MIN_SIZE` and, with ``fit``, at most the desktop."""
    w, h = max(MIN_SIZE[0], asked[0]), max(MIN_SIZE[1], asked[1])
    if fit:
        w, h = max(MIN_SIZE[0], min(w, desktop[0])), max(MIN_SIZE[1], min(h, desktop[1]))
    return (w, h)


def inside(
    pos: tuple[int, int], size: tuple[int, int], desktop: tuple[int, int]
) -> tuple[int, int]:
    """The nearest window position to ``pos`` that keeps a ``size`` window on the desktop."""
    return (
        min(max(0, pos[0]), max(0, desktop[0] - size[0])),
        min(max(0, pos[1]), max(0, desktop[1] - size[1])),
    )


def centred(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    return inside(((desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2), size, desktop)


#: SDL's hint for how a window's pixels reach the screen (:func:`plain_framebuffer`).
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def plain_framebuffer(env: MutableMapping[str, str] = os.environ) -> None:
    """On X11, each frame handed to the X server as it is (its shared-memory image), not
    through an OpenGL texture: SDL's default there uploaded the whole window into a texture
    and drew it at every frame — under Mesa's software GL (a PC without a GPU driver, Xvfb)
    4.8 ms of a 1280×720 frame and 13 ms of a 1920×1080 one, most of what a club's demo cost
    (0.16 and 0.34 ms this way; the same pixels). SDL itself goes this way on Windows and
    WSL. Only X11: Wayland has no other way than the texture. Read once, at the first
    window; a hint set by the user is kept."""
    if pygame.display.get_init() and pygame.display.get_driver() == "x11":
        env.setdefault(FRAMEBUFFER_HINT, "0")


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """The display surface: fullscreen at the desktop's size, or a resizable window.

    Fullscreen, the window is also put at the desktop's corner: a window manager does that
    itself, but an X session with none (a club's screen running the game alone, or Xvfb) left
    the desktop-sized window where the smaller one had been, its right and bottom off the
    screen."""
    plain_framebuffer()
    first = pygame.display.get_surface() is None
    hidden = pygame.HIDDEN if first and must_fit() else 0
    if hidden:  # shown with its first frame (window_show.show_first)
        window_show.unshown[0] = True
    if fullscreen:
        if not first:
            pygame.display.set_window_position((0, 0))
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN | hidden)
    surface = window_show.windowed_mode(size, hidden)
    window = window_show.display_window()
    if window is not None:
        window.minimum_size = MIN_SIZE  # the edge dragged stops there (display_window)
        if must_fit() and crowds_the_bars(size, desktop_size()):
            window.maximize()
    return surface


def crowds_the_bars(size: tuple[int, int], desktop: tuple[int, int]) -> bool:
    """Whether a window of ``size`` leaves the desktop less than :data:`BARS_ROOM` around it:
    so on a 1366×768 laptop, the 1280×720 window centred on the whole screen with a title bar
    (20 px) and a 40-px panel had its bottom 36 px — the calls, Pause, the advice — under the
    panel (seen under Xvfb with openbox keeping the panel's room). Maximised, the window
    manager fits it between its bars (1366×709 there); with none, it stays as it was."""
    return desktop[0] - size[0] < BARS_ROOM or desktop[1] - size[1] < BARS_ROOM


def resized_by_player(ev: pygame.event.Event, fullscreen: bool) -> bool:
    """Whether a ``VIDEORESIZE`` is the player's resize of the window, to be followed. Not in
    fullscreen; nor, on a real display, one telling a size the window no longer has: SDL sends
    the size a change gave, and one still waiting when the window changed again is out of
    date. Under Xvfb two quick F11 presses came as [F11, F11, resized to 1920×1080 (the
    first F11's)]: the window, back at 1280×720, was made 1920×1080 by it and kept that size
    as its own. Headless there is no window to ask: any size is followed, as asked."""
    if fullscreen:
        return False
    return not must_fit() or (ev.w, ev.h) == pygame.display.get_window_size()


def place_window(size: tuple[int, int], centre: bool) -> None:
    """Centre the window, or only move it back inside the desktop."""
    desk = desktop_size()
    if centre:
        pygame.display.set_window_position(centred(size, desk))
    else:
        pos = pygame.display.get_window_position()
        if inside(pos, size, desk) != pos:
            pygame.display.set_window_position(inside(pos, size, desk))


def save_image(surface: pygame.Surface, path: str) -> None:
    """``surface`` as an image of the type its name ends in, written whole or not at all:
    pygame writes a PNG or a JPEG straight into the file and says nothing when the disk fills
    (a cut-off file, and success); a name that is not UTF-8 is kept as given. Raises
    ``OSError`` or ``pygame.error``."""
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "image" + Path(path).suffix.lower())  # the type it names
    data = buf.getvalue()
    if not data:
        raise pygame.error("the image could not be made")
    atomic_write_bytes(Path(path), data)
