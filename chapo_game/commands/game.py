"""The default command: the game window (``chapo``, ``chapo --demo`` ...)."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--demo", action="store_true", help="self-playing demo for clubs")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--frames", type=int, default=None, help="run N frames, then quit")
    parser.add_argument("--screenshot", default=None, help="save the last frame as a PNG")
    parser.add_argument("--lang", default=None, help="es (default) or en")


def run(args: argparse.Namespace) -> int:
    try:
        from ..ui.app import main as ui_main
    except ImportError:
        sys.stderr.write(
            "chapo: the game window is not built yet; try `chapo table --json` or `chapo sim`\n"
        )
        return 1
    return int(ui_main(args))
