"""When the game itself fails: an exception no screen expected (a bug) ends the window with a
report on disk and one line on stderr, never a bare traceback — a windowed build's stderr goes
nowhere, and a club's screen fell back to the desktop with no word at all.

* :func:`write_report`: the traceback, the versions, the screens open and the window's
  settings, in ``crash-reports/`` of the game's own folder (:func:`~chapo_game.paths.config_dir`,
  so ``CHAPO_CONFIG_DIR`` moves it too: one folder holds everything the game writes), written
  atomically and named by the time; only the newest :data:`KEEP_REPORTS` are kept, so a demo
  failing all day cannot fill a disk. No player is named in it: the screens by their class,
  the encuentro by its mode and strokes; only the exception's own message is copied as it is.
* The encuentro: nothing of the failed window runs again (finishing the shot in play, as a
  quit does, would run the very code that just failed, and could save a state half changed),
  so the save on disk stays the one written, atomically, after the last stroke that was
  judged — and the next start offers to resume it as always. :func:`encuentro_kept` says which.
* :func:`run_window`: the window run under that guard; the club's demo (``--demo``) is started
  again in the same process, at most :data:`RESTARTS` times in :data:`RESTART_WINDOW_S`.
* :func:`last_time_note`: the next start's menu says once that the game closed on an error,
  and where the report is — the sure way to tell the player: drawing a message in a window
  whose drawing just failed may fail again.
"""

from __future__ import annotations

import contextlib
import gc
import os
import platform
import sys
import time
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import saves
from ..errors import CannotRun, ChapoError, cut, one_line
from ..fileio import atomic_write_bytes, atomic_write_text, is_file, reason_of
from ..i18n import _
from ..paths import config_dir

if TYPE_CHECKING:
    from .app import App

REPORTS_DIR = "crash-reports"
#: How many reports are kept (the oldest are removed as a new one is written).
KEEP_REPORTS = 20
#: The name of the next start's notice: the report it names is said once on the menu.
UNSEEN = ".unseen"
#: The club's demo is started again after a failure at most this many times ...
RESTARTS = 3
#: ... within this many seconds; one more failure ends the program.
RESTART_WINDOW_S = 600.0
#: The exception as quoted on the stderr line.
SAID_LIMIT = 120


def reports_dir() -> Path:
    return config_dir() / REPORTS_DIR


def _safe(part: Callable[[], str]) -> str:
    """One part of the report; one that fails is said so, and the rest is still written."""
    try:
        return part()
    except Exception as exc:
        return f"(could not be read: {type(exc).__name__})"


def encuentro_kept(app: App | None) -> tuple[str, str]:
    """What became of the encuentro under way: (the stderr clause, empty when none was
    under way; the report's line)."""
    from .scenes.game.keeping import GameKeeping
    from .scenes.practice import PracticeScene

    if app is None:
        return "", "none: the window had not started"
    games = [s for s in app.scenes if isinstance(s, GameKeeping) and not s.demo]
    if not games:
        practice = any(isinstance(s, PracticeScene) for s in app.scenes)
        line = "none (practice under way: practice is never saved)" if practice else "none"
        return "", line
    g = games[-1]
    path = saves.slot_path(g.match.players, g.computers)
    mode = "against the computer" if g.computers else "two players"
    strokes = len(g.match.sheet.rows)
    if not (is_file(path) or (g.loaded_from is not None and is_file(g.loaded_from))):
        return (
            "your encuentro had not been saved yet",
            f"{mode}, {strokes} strokes in play: not saved yet (none judged)",
        )
    if g.save_failed:
        return (
            "your encuentro is kept as it was last saved (its last save had failed)",
            f"{mode}, {strokes} strokes in play: kept as last saved (a later save failed)",
        )
    return (
        "your encuentro is saved",
        f"{mode}, {strokes} strokes in play: kept, saved after its last judged stroke "
        "(a shot still rolling is not in it)",
    )


def report_text(exc: BaseException, app: App | None, when: datetime, kept: str) -> str:
    """The report: when, the versions, the screens, the settings, the encuentro, the
    traceback."""
    from . import identity

    lines = ["Chapó stopped on an error", f"time: {when.isoformat(timespec='seconds')}"]
    lines += _safe(lambda: "\n".join(identity.files_report())).splitlines()
    lines.append(_safe(lambda: f"python: {sys.version.split()[0]} on {platform.platform()}"))
    if app is None:
        lines.append("screens: none (the window had not started)")
    else:
        lines.append(_safe(lambda: "screens: " + " > ".join(type(s).__name__ for s in app.scenes)))
        lines.append(_safe(lambda: _settings_line(app)))
    lines.append(f"encuentro: {kept}")
    lines.append("")
    lines.append(_safe(lambda: "".join(traceback.format_exception(exc)).rstrip()))
    return "\n".join(lines) + "\n"


def _settings_line(app: App) -> str:
    s = app.settings
    w, h = app.size
    return (
        f"settings: language {s.language}, window {w}x{h}, fullscreen {app.fullscreen}, "
        f"large text {s.large_text}"
    )


def _report_path(folder: Path, when: datetime, n: int) -> Path:
    tail = f"-{n}" if n > 1 else ""
    return folder / f"chapo-error-{when:%Y%m%d-%H%M%S}{tail}.txt"


def write_report(text: str, when: datetime) -> Path:
    """The report in a new file named by the time (a second one in the same second gets a
    number); the oldest beyond :data:`KEEP_REPORTS` removed; the next start told of it."""
    folder = reports_dir()
    data = text.encode("utf-8", "backslashreplace")
    for n in range(1, 100):
        path = _report_path(folder, when, n)
        try:
            atomic_write_bytes(path, data, new=True)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(f"every name for {when:%Y%m%d-%H%M%S} was taken")
    prune(folder)
    with contextlib.suppress(OSError):
        atomic_write_text(folder / UNSEEN, path.name)
    return path


def reports(folder: Path) -> list[Path]:
    """The reports in ``folder``, oldest first."""
    found = [p for p in folder.glob("chapo-error-*.txt") if p.is_file()]
    return sorted(found, key=lambda p: (p.stat().st_mtime_ns, p.name))


def prune(folder: Path) -> None:
    """Keep the newest :data:`KEEP_REPORTS` reports."""
    with contextlib.suppress(OSError):
        for old in reports(folder)[:-KEEP_REPORTS]:
            with contextlib.suppress(OSError):
                old.unlink()


def _exception_said(exc: BaseException) -> str:
    try:
        said = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    except Exception:
        said = type(exc).__name__
    return cut(one_line(said), SAID_LIMIT)


def handle(exc: BaseException, app: App | None, what: str = "the game") -> str:
    """Report the failure; the one line for stderr (not written here). Never raises: a
    failure in here still ends in one line."""
    try:
        said = _exception_said(exc)
        kept_said, kept_line = "", "unknown"
        try:
            kept_said, kept_line = encuentro_kept(app)
        except Exception as inner:
            kept_line = f"unknown (could not be told: {type(inner).__name__})"
        when = datetime.now().astimezone()
        try:
            where = (
                f"report written to {write_report(report_text(exc, app, when, kept_line), when)}"
            )
        except OSError as inner:
            where = f"no report could be written ({reason_of(inner)})"
        except Exception as inner:
            where = f"no report could be written ({type(inner).__name__})"
        parts = [f"chapo: {what} stopped on an error ({said})", where, kept_said]
        return one_line("; ".join(p for p in parts if p))
    except Exception:
        return f"chapo: {what} stopped on an error; no report could be written"


def say(line: str) -> None:
    """The line on stderr; a stderr that cannot be written (closed) loses it, nothing more."""
    with contextlib.suppress(Exception):
        sys.stderr.write(line + "\n")
        sys.stderr.flush()


def last_time_note(restarted: bool = False) -> Callable[[], str] | None:
    """The menu's line at start when the game closed on an error last time (said once: the
    mark is removed as it is read), or None. ``restarted``: the club's demo started again in
    the same run — nothing closed, and the menu under it said "Chapó closed on an error last
    time" to whoever left the demo."""
    mark = reports_dir() / UNSEEN
    try:
        name = mark.read_text(encoding="utf-8").strip()
    except (OSError, ValueError):
        return None
    with contextlib.suppress(OSError):
        mark.unlink()
    if not name or os.sep in name or "/" in name:
        return None
    path = str(reports_dir() / name)
    if restarted:
        return lambda: _(
            "The demo stopped on an error and started again. The report is in {path}."
        ).format(path=path)
    return lambda: _("Chapó closed on an error last time. The report is in {path}.").format(
        path=path
    )


def run_window(
    start: Callable[[bool], App],
    frames: int | None = None,
    screenshot: str | None = None,
    demo: bool = False,
    clock: Callable[[], float] = time.monotonic,
) -> int:
    """``start(first)`` makes the window, which is then run; an unexpected exception is
    reported (:func:`handle`) and ends it with status 1 — or, for the club's demo, starts it
    again (the frames of a bounded run counted across). ``CannotRun`` (a screenshot that
    could not be written), ``KeyboardInterrupt`` and ``SystemExit`` pass as they are, as does
    a ``ChapoError`` of the start (bad input, such as ``CHAPO_CONFIG_DIR``)."""
    failures: list[float] = []
    left = frames
    first = True
    while True:
        app: Any = None
        try:
            app = start(first)
            return app.run(frames=left, screenshot=screenshot)
        except CannotRun:
            raise
        except Exception as exc:
            if app is None and isinstance(exc, ChapoError):
                raise
            first = False
            now = clock()
            failures = [t for t in failures if now - t < RESTART_WINDOW_S] + [now]
            if left is not None:
                left -= (app.frame if app is not None else 0) + 1
            again = demo and len(failures) <= RESTARTS and (left is None or left > 0)
            line = handle(exc, app, "the demo" if demo else "the game")
            if not again:
                say(line)
                return 1
            say(f"{line}; started again ({len(failures)} of {RESTARTS} in 10 minutes)")
            app = None
            gc.unfreeze()  # the old window, frozen at its start, can be freed now
            gc.collect()
