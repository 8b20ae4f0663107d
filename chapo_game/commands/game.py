"""The default command: the game window (``chapo``, ``chapo --demo`` ...)."""

from __future__ import annotations

import argparse
import errno
import os
from pathlib import Path

from ..errors import InputError, cut, one_line
from ..fileio import reason_of, try_writing_beside
from ..jsonio import PATH_SHOWN
from .bounds import check_range, given, whole_number

#: ``--frames``: at 60 frames a second, a little over four and a half hours.
MAX_FRAMES = 1_000_000
#: What ``--screenshot`` can write (pygame picks the format by the extension).
SCREENSHOT_SUFFIXES = (".png", ".bmp", ".tga", ".jpg", ".jpeg")


def _size(text: str) -> tuple[int, int]:
    from ..ui.display import size_arg  # the window's own bounds, which a resize also keeps

    return size_arg(text)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--demo", action="store_true", help="self-playing demo for clubs")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--frames", type=whole_number, default=None, help="run N frames, then quit")
    parser.add_argument(
        "--screenshot",
        default=None,
        help="save the last frame as an image (.png, .bmp, .tga or .jpg)",
    )
    parser.add_argument(
        "--lang",
        default=None,
        help="es or en, for this run (default: the language in the settings, at first es)",
    )
    parser.add_argument(
        "--verbose", action="store_true", help="say what was loaded (sounds, catalogues, folders)"
    )
    parser.add_argument(
        "--size",
        type=_size,
        default=None,
        help="window size WIDTHxHEIGHT, from 960x540 (default 1280x720)",
    )


#: The game window's options, with the value each has when not given.
WINDOW_OPTIONS = {
    "demo": False,
    "fullscreen": False,
    "frames": None,
    "screenshot": None,
    "lang": None,
    "verbose": False,
    "size": None,
}


def window_options(args: argparse.Namespace) -> list[str]:
    """The game window's options given on a command line that runs a sub-command instead,
    which would ignore them (as ``--name``)."""
    return given(args, WINDOW_OPTIONS)


def check_screenshot(path: str) -> None:
    """Refuse, before a single frame is run, a screenshot that could not be written: a folder
    given for the file, a folder that does not exist (it is not created: a typo would scatter
    folders), an unknown image type, a folder where no file can be made (no permission, a
    read-only disk, ``/proc``: tried, as the bits told root yes and /proc nothing), a link to a
    folder that is not there."""
    if not path:
        raise InputError("--screenshot", "empty file name: give one such as shot.png")
    shown = cut(one_line(path), PATH_SHOWN)  # a 5,000-letter path made a 5,000-letter line
    p = Path(path)
    # os.path's checks, not Path's: these are False where a folder cannot be entered, where
    # Python 3.11's Path.is_dir raised PermissionError out of the check (a traceback)
    if os.path.isdir(p) or path.endswith(("/", os.sep)):
        raise InputError("--screenshot", f"{shown} is a folder: give a file name such as shot.png")
    if p.name.lower() in SCREENSHOT_SUFFIXES:  # ".png": Path reads it as a name with no type
        raise InputError("--screenshot", f"{shown}: give a name before the type, such as shot.png")
    if p.suffix.lower() not in SCREENSHOT_SUFFIXES:
        raise InputError(
            "--screenshot", f"{shown}: the name must end in {', '.join(SCREENSHOT_SUFFIXES)}"
        )
    folder = p.parent
    if not os.path.isdir(folder):
        raise InputError(
            "--screenshot", f"no such folder: {cut(one_line(str(folder)), PATH_SHOWN)}"
        )
    try:
        longest = os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):  # not said by this system: the usual limit
        longest = 255
    if len(os.fsencode(p.name)) > longest:  # found only after every frame had run
        raise InputError("--screenshot", f"the file name is longer than {longest} bytes")
    try:  # a file made and removed: permission bits passed /proc, a read-only disk, root
        try_writing_beside(p)
    except OSError as exc:
        where = cut(one_line(str(folder)), PATH_SHOWN)
        # a folder that is there but takes no new file (/proc) says ENOENT: "no such file"
        # of a folder just found there read as a contradiction
        plain = exc.errno == errno.ENOENT and exc.strerror == os.strerror(errno.ENOENT)
        why = "it takes no new files" if plain else reason_of(exc)
        raise InputError("--screenshot", f"cannot write in {where}: {why}") from None


def run(args: argparse.Namespace) -> int:
    if args.frames is not None:
        if args.frames < 1:
            raise InputError("--frames", f"must be at least 1, got {args.frames}")
        check_range("--frames", args.frames, 1, MAX_FRAMES)
    if args.screenshot is not None:
        check_screenshot(args.screenshot)
    from ..ui.launch import main as ui_main

    return int(ui_main(args))
