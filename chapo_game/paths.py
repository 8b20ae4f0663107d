"""Where the player's files live: one folder for settings, saved encuentros and records.

:func:`config_dir` is the one place every module asks. It is

* ``$CHAPO_CONFIG_DIR`` when set (tests, portable set-ups, several clubs on one machine), a
  leading ``~`` read as the home folder;
* otherwise the platform's folder for per-user application files, from ``platformdirs``:
  ``$XDG_CONFIG_HOME/chapo`` or ``~/.config/chapo`` on Linux, ``%APPDATA%\\chapo`` on Windows,
  ``~/Library/Application Support/chapo`` on macOS.

Versions before 0.2 used ``$XDG_CONFIG_HOME/chapo`` or ``~/.config/chapo`` on *every* platform.
On Linux that is the same folder; on Windows and macOS the first call moves the old folder to
the new place once (only when the new one does not exist yet, so nothing is ever merged or
overwritten) and says so in one line on stderr.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import platformdirs

from .errors import InputError

APP_NAME = "chapo"

_tried: set[tuple[Path, Path]] = set()  # one attempt per process, so a failure is said once


def platform_config_dir() -> Path:
    """The platform's per-user folder for the game (``roaming`` = ``%APPDATA%`` on Windows, so
    settings and saves follow a roaming profile between the club's computers)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True))


def legacy_config_dir() -> Path:
    """Where versions before 0.2 kept the files, whatever the platform."""
    xdg = os.environ.get("XDG_CONFIG_HOME")
    base = Path(xdg) if xdg else Path.home() / ".config"
    return base / APP_NAME


def move_legacy(old: Path, new: Path) -> bool:
    """Move the folder ``old`` to ``new`` if ``old`` exists and ``new`` does not; True if moved.

    ``shutil.move`` renames on one file system and copies then deletes across two, so a
    failure leaves the old folder in place (the game then starts with the new, empty one)."""
    if old == new or not old.is_dir() or new.exists():
        return False
    new.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(old), str(new))
    return True


def config_dir() -> Path:
    """The folder for settings, saves and records (created by the first write, not here)."""
    env = os.environ.get("CHAPO_CONFIG_DIR")
    if env:
        # expanded here: a launcher that quotes the variable passes "~" as it is
        try:
            return Path(env).expanduser()
        except RuntimeError:  # "~nobody/…": no such user, no home to put in its place
            who = env.split("/")[0]
            raise InputError("CHAPO_CONFIG_DIR", f"no home folder for {who!r}") from None
    new = platform_config_dir()
    old = legacy_config_dir()
    if (old, new) in _tried:
        return new
    _tried.add((old, new))
    try:
        if move_legacy(old, new):
            sys.stderr.write(f"chapo: moved your settings and saves from {old} to {new}\n")
    except OSError as exc:
        sys.stderr.write(f"chapo: could not move {old} to {new} ({exc}); left it where it was\n")
    return new
