"""Practice positions kept as files, so that a drill set up once can be played again.

Each is one file in ``positions/`` in the config folder, in the position format of
``docs/POSITION.md`` — the one ``chapo sim --position`` reads — named after the position: a
player's "Mi posición 3" is ``Mi posición 3.json``, and a file written by hand or by another
club member and dropped there joins the practice drills too. Every file is read through the
guarded reader and checked as ``chapo sim`` checks it; a damaged one is kept aside
(``<name>.damaged-<timestamp>``), never deleted, and said in one line. A position is written
atomically, and only if it reads back.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from . import jsonio
from .errors import InputError, one_line, readable
from .file_aside import keep_aside
from .file_names import first_free
from .file_problems import missing_said, not_a_file
from .fileio import WriteFailure, remove_or_report, unreadable, write_new, write_or_report
from .names import list_key, same_name, tidy
from .paths import config_dir
from .position import Position
from .table import Table
from .temp_files import remove_stale_temp_files

FOLDER = "positions"
#: The longest name a coach types for a position ("La bola 2 tapada detrás de la cruz").
NAME_CHARS = 40
#: What no file name takes on one system or another (the name is the file's): refused, said.
NOT_IN_A_NAME = '/\\:*?"<>|'


@dataclass(frozen=True)
class Kept:
    """A kept position: its name (the file's, without ``.json``), the position, the file."""

    name: str
    position: Position
    path: Path


@dataclass(frozen=True)
class Unread:
    """A file that could not be used: the position's name, what was wrong, and where the
    file was kept aside (``None``: it could not be moved)."""

    name: str
    reason: str
    kept: Path | None
    #: There, but this account may not read it (another account's, mode 000): not damaged,
    #: and nothing tried to move it.
    unread: bool = False


def folder() -> Path:
    return config_dir() / FOLDER


@dataclass(frozen=True)
class Listed:
    """A kept position's file, not read yet: its name (the file's, without ``.json``) and
    the file. Practice lists a coach's thousand positions by their names alone, and reads one
    as it is set on the table (:func:`read`): it read every file to open, 0.4 s."""

    name: str
    path: Path


def listed() -> tuple[list[Listed], list[Unread]]:
    """Every kept position's file, in the order of a Spanish list of names, nothing read; and
    what the folder holds that is no position's file (a folder, a FIFO, a link to no file
    under a position's name: left where it is and said), or the folder itself unreadable."""
    found: list[Listed] = []
    problems: list[Unread] = []
    # a folder that cannot be read, a file in its place, a link to a share not connected:
    # practice showed the ready-made drills alone, and no word of the kept ones
    if (unread := missing_said(folder() / "position.json")) is not None:
        return found, [Unread("", unread, None, unread=True)]
    remove_stale_temp_files(folder(), (), suffix=".json")  # a crashed keeping's leftovers
    try:
        with os.scandir(folder()) as scan:
            entries = [e for e in scan if e.name.endswith(".json")]
    except OSError:
        return found, problems
    entries.sort(key=lambda e: list_key(e.name[: -len(".json")]))
    for entry in entries:
        path = Path(entry.path)
        plain = entry.is_file(follow_symlinks=False)  # the folder's listing says: no look
        # anything else told by its type: a FIFO is never opened
        if not plain and (why := not_a_file(path)) is not None:
            problems.append(Unread(readable(path.stem), why, None, unread=True))
        elif plain or path.is_file():
            found.append(Listed(readable(path.stem), path))
    return found, problems


def read(entry: Listed, table: Table) -> Kept | Unread:
    """The kept position of ``entry``, read and checked as ``chapo sim`` checks it; or, for a
    file that could not be used, why — kept aside as a damaged save is (one this user may
    not read stays where it is)."""
    path = entry.path
    try:
        data = jsonio.read_file(path, path.name, jsonio.POSITION_LIMITS)
        return Kept(entry.name, Position.from_json(data, table), path)
    except Exception as exc:  # anything unusable is damaged, as a save is (record.load)
        why, moved = one_line(str(exc)), keep_aside(path)
        return Unread(entry.name, why, moved, moved is None and unreadable(path))


def load_all(table: Table) -> tuple[list[Kept], list[Unread]]:
    """Every kept position read (:func:`listed`, then :func:`read` each), in the order of a
    Spanish list of names, and each file that could not be used (kept aside). Practice reads
    each as it is set (:class:`chapo_game.ui.drill_list.Drills`); this whole-folder reading is
    what the tests check the files against."""
    entries, problems = listed()
    kept: list[Kept] = []
    for entry in entries:
        got = read(entry, table)
        (kept if isinstance(got, Kept) else problems).append(got)  # type: ignore[arg-type]
    return kept, problems


def next_name(base: str) -> str:
    """ "<base> <n>" with the first n that names no kept position."""
    return first_free(lambda n: folder() / f"{base} {n}.json").stem


def _text(position: Position, table: Table) -> tuple[str, str]:
    """The file's text of ``position``, and what the reader would refuse in it ("": nothing):
    it must read back, or it would be kept aside next time."""
    text = json.dumps(position.to_json(), indent=1, sort_keys=True) + "\n"
    try:
        Position.loads(text, table)
    except InputError as exc:
        return text, str(exc)
    return text, ""


def save(
    position: Position, name: str, table: Table, path: Path | None = None
) -> tuple[Kept | None, str]:
    """Keep ``position`` as ``name`` (over a kept one of that name, or over the file ``path``:
    a kept one replaced, whose file's name may not be its name as shown — one not in UTF-8
    was kept again beside itself); returns it, or ``None`` and the reason it was not kept: a
    position the reader would refuse, or a failed write."""
    text, problem = _text(position, table)
    if problem:
        return None, problem
    path = path or folder() / f"{name}.json"
    failure: WriteFailure | None = write_or_report(path, text, jsonio.POSITION_LIMITS.max_bytes)
    if failure is not None:
        return None, failure.reason
    return Kept(name, position, path), ""


def save_new(position: Position, base: str, table: Table) -> tuple[Kept | None, str]:
    """Keep ``position`` as a new one, "<base> <n>" with the first n free when it is written
    (not when the question offering it opened): two windows on one folder (a club's two
    tables) each offered "Mi posición 1", and the second to answer wrote over the first's
    position without a word. Returns it under the name it got, or ``None`` and why not."""
    text, problem = _text(position, table)
    if problem:
        return None, problem
    path, failure = write_new(lambda n: folder() / f"{base} {n}.json", text)
    if failure is not None:
        return None, failure.reason
    return Kept(path.stem, position, path), ""


def delete(kept: Kept) -> WriteFailure | None:
    """Forget a kept position (the window has asked first); gone already is no harm. What
    stopped it (a read-only folder) is returned: it raised and closed the window."""
    return remove_or_report(kept.path)


def name_problem(name: str, kept: Sequence[Kept | Listed], own: Kept | None = None) -> str:
    """Why ``name`` (tidied) cannot name a kept position, in English for the window to
    translate — "" if it can: empty, a character no file name takes, a leading dot (a hidden
    file), or the name of another kept position (``own``, being renamed, may keep its own)."""
    name = tidy(name)
    if not name:
        return "empty"
    if any(ch in NOT_IN_A_NAME for ch in name) or not name.isprintable():
        return "character"
    if name.startswith("."):
        return "dot"
    others = [k for k in kept if own is None or k.path != own.path]
    taken = [k for k in others if same_name(k.name) == same_name(name)]
    mine = own is not None and same_name(own.name) == same_name(name)  # "mi" to "Mi"
    if taken or (not mine and (folder() / f"{name}.json").exists()):
        return "taken"
    return ""


def rename(kept: Kept, name: str, table: Table) -> tuple[Kept | None, str]:
    """``kept`` under ``name``: written anew, then its old file removed (a failed write leaves
    it as it was); returns the renamed one, or ``None`` and why not."""
    new, why = save(kept.position, name, table)
    if new is None or new.path == kept.path or same_file(new.path, kept.path):
        return new, why  # one file (a case-blind disk renamed "mi" to "Mi"): nothing to remove
    failure = delete(kept)
    return new, "" if failure is None else failure.reason


def same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` are one file (a case-blind disk's two spellings of a name)."""
    try:
        return a.samefile(b)
    except OSError:
        return False
