"""The ``chapo`` command: the game by default, and the headless sub-commands.

Each sub-command lives in its own module under :mod:`chapo_game.commands` exposing
``add_parser(subparsers)`` and ``run(args) -> int``; they are imported only when used, so
``chapo table`` never loads pygame. Bad input is one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from . import __version__
from .commands.bounds import OneLineParser
from .errors import CannotRun, CannotWrite, ChapoError, one_line
from .fileio import reason_of

#: sub-command name -> module under chapo_game.commands
COMMANDS: dict[str, str] = {
    "table": "table",
    "sim": "sim",
    "bench": "bench",
    "physics": "physics",
    "selfplay": "selfplay",
    "ai-bench": "aibench",
    "desktop": "desktop",
}


def _available_commands() -> dict[str, object]:
    mods = {}
    for name, mod in COMMANDS.items():
        try:
            mods[name] = importlib.import_module(f"chapo_game.commands.{mod}")
        except ModuleNotFoundError as exc:
            if exc.name != f"chapo_game.commands.{mod}":
                raise
    return mods


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, object]]:
    parser = OneLineParser(
        prog="chapo",
        description="Chapó (billar de palos). Without a sub-command, starts the game window.",
    )
    parser.add_argument("--version", action="version", version=f"chapo {__version__}")
    from .commands import game

    game.add_arguments(parser)
    subs = parser.add_subparsers(dest="command", parser_class=OneLineParser)
    mods = _available_commands()
    for mod in mods.values():
        mod.add_parser(subs)  # type: ignore[attr-defined]
    return parser, mods


class OutputError(CannotWrite):
    """Standard output could not be written (a full disk, a closed terminal)."""


class GuardedOutput:
    """Standard output whose write failures are an :class:`OutputError` (a broken pipe stays
    itself: the reader left, which is no failure)."""

    def __init__(self, stream: TextIO | None) -> None:
        self.missing = stream is None  # closed before the start (``chapo table >&-``)
        self.stream = stream or open(os.devnull, "w")  # noqa: SIM115 - for the window's libraries

    def write(self, text: str) -> int:
        if self.missing and text:  # the table or the sim went nowhere, and the exit said 0
            raise OutputError("could not write the output: standard output is closed")
        return self._guarded(self.stream.write, text)

    def flush(self) -> None:
        self._guarded(self.stream.flush)

    def _guarded(self, call: Callable[..., Any], *args: Any) -> Any:
        try:
            return call(*args)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(f"could not write the output: {reason_of(exc)}") from None
        except UnicodeEncodeError:  # a terminal that cannot show "ó" or "–" (ASCII, cp932):
            enc = getattr(self.stream, "encoding", None) or "ascii"  # as standard error does
            return self._guarded(
                call, *(a.encode(enc, "backslashreplace").decode(enc) for a in args)
            )

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _drop_stdout() -> None:
    """What could not be written is dropped, so the interpreter's own flush at exit does not
    fail again with a traceback."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.__stdout__.fileno() if sys.__stdout__ else 1)
        finally:
            os.close(devnull)


def window_failed(exc: Exception) -> int:
    """A failure of the game window that its own guard (:mod:`chapo_game.ui.failure`) did
    not catch — pygame missing or broken, the window's modules not importable: reported as
    the guard does when it can, else said in one line; status 1, never a traceback."""
    try:
        from .ui import failure

        line = failure.handle(exc, None)
    except Exception:
        line = one_line(f"chapo: the game stopped on an error ({type(exc).__name__}: {exc})")
    with contextlib.suppress(Exception):
        sys.stderr.write(line + "\n")
    return 1


def parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments, or the exit argparse asks for: ``--help`` and ``--version`` are written
    out here, where a full disk is one line and status 1 (they exited 0 with nothing written);
    the game window's options with a sub-command are refused (``chapo --lang fr table`` ran
    the table and said nothing of ``--lang``)."""
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:
        if done.code == 0:
            sys.stdout.flush()
        raise
    if args.command is not None:
        from .commands import game

        given = game.window_options(args)
        if given:
            parser.error(f"{given[0]} is an option of the game window, not of '{args.command}'")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    # pygame greets on standard output when first imported; a game prints nothing it was
    # not asked for (``--verbose`` names the pygame and SDL versions instead), and a refused
    # option must be its one line alone
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser, mods = build_parser()
    if sys.stderr is None:  # pythonw: no console at all, and a message must go somewhere
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - for the life of the process
    out = sys.stdout
    sys.stdout = GuardedOutput(out)
    try:
        args = parse(parser, argv)
        if args.command is None:
            from .commands import game

            # the window prints nothing; a windowed build has no standard output at all, and
            # whatever a library writes there is dropped, not an error that ends the game
            sys.stdout.missing = False  # type: ignore[attr-defined]

            try:
                return game.run(args)
            except (ChapoError, BrokenPipeError):
                raise
            except Exception as exc:
                return window_failed(exc)
        status = int(mods[args.command].run(args))  # type: ignore[attr-defined]
        sys.stdout.flush()  # here, where a full disk is one line, not at exit
        return status
    except CannotRun as exc:  # a disk that cannot be written, no screen
        if isinstance(exc, OutputError):
            _drop_stdout()
        sys.stderr.write(one_line(f"chapo: {exc}") + "\n")
        return 1
    except ChapoError as exc:  # InputError included
        sys.stderr.write(one_line(f"chapo: {exc}") + "\n")
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    finally:
        sys.stdout = out


def entry() -> None:
    raise SystemExit(main())


if __name__ == "__main__":
    entry()
