"""The default command: the game window (``chapo``, ``chapo --demo`` ...)."""

from __future__ import annotations

import argparse

from ..errors import InputError


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from None
    if w < 1280 or h < 720 or w > 7680 or h > 4320:
        raise argparse.ArgumentTypeError(f"{text} is outside 1280x720 .. 7680x4320")
    return (w, h)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--demo", action="store_true", help="self-playing demo for clubs")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--frames", type=int, default=None, help="run N frames, then quit")
    parser.add_argument("--screenshot", default=None, help="save the last frame as a PNG")
    parser.add_argument("--lang", default=None, help="es (default) or en")
    parser.add_argument(
        "--size", type=_size, default=None, help="window size WIDTHxHEIGHT (default 1280x720)"
    )


def run(args: argparse.Namespace) -> int:
    if args.frames is not None and args.frames < 1:
        raise InputError("--frames", f"must be at least 1, got {args.frames}")
    from ..ui.app import main as ui_main

    return int(ui_main(args))
