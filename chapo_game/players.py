"""The players' file, kept across encuentros with the computer's last level: read, written
and changed under its lock, with a copy of each day's list kept in ``backups/``.

The list lives in ``players.json`` in the config folder, written and read as the saves are
(:mod:`chapo_game.record`: the versioned ``chapo-save`` document, atomic writes, the guarded
reader, a damaged file kept aside with one line to show). What it holds, and what its reader
takes, is :mod:`chapo_game.player_check`'s; the list in hand is a
:class:`~chapo_game.player_list.Roster`.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from . import jsonio, record
from .errors import InputError
from .file_aside import mended_in_place
from .file_lock import BUSY, Busy, locked, refused_busy
from .file_problems import LINK_NOT_THERE
from .fileio import (
    UNREADABLE,
    WriteFailure,
    atomic_write_text,
    is_file,
    reason_of,
    stamp,
    unreadable,
)
from .paths import config_dir
from .player_check import COMPUTER_KEYS, check_list, check_payload, mended_list, salvaged
from .player_list import Roster
from .temp_files import remove_stale_temp_files

PLAYERS_NAME = "players.json"


def players_path() -> Path:
    return config_dir() / PLAYERS_NAME


def lock_path() -> Path:
    """The file every change of the list is made under (:func:`update`); never removed."""
    return config_dir() / f".{PLAYERS_NAME}.lock"


def load() -> Roster:
    """The players' file; missing: an empty list; damaged: kept aside, an empty list and the problem
    in one line — but a player its reader refuses is left out, not the list
    (:func:`.player_check.salvaged`): one bad value in a club's list of three hundred took every
    record from sight. The file as it was is then set aside and the others written back at once, or
    the next start would find the same player and set the list aside again — under the lock of
    :func:`update`, the list read afresh there (a plain read takes no lock: in a read-only folder
    every read said the lock file could not be opened). Another window keeping the lock busy past
    the wait leaves the file as it is (mended by two windows at once, one could write its mended
    list over the other's change): the players are left out of what is shown, as said, and the next
    read mends it."""
    roster = _load(mend=False)
    if roster.left_out or roster.mended:
        try:
            with locked(lock_path()):
                return _load(mend=True)
        except Busy:
            sys.stderr.write(f"chapo: {PLAYERS_NAME}: {BUSY}; not mended this time\n")
    return roster


def _load(mend: bool = True) -> Roster:
    """:func:`load`; ``mend``: players left out (or a value of the list mended) set the file
    aside and the list is written back (only under the lock), else they are only left out of
    what is returned."""
    refused: list[tuple[str, str]] = []
    mends: list[str] = []

    def checked(payload: Any) -> dict[str, Any]:
        check_list(payload)
        payload, mends[:] = mended_list(payload)
        kept, refused[:] = salvaged(payload)
        return kept

    loaded = record.load(players_path(), checked, jsonio.PLAYERS_LIMITS)
    if loaded.payload is None:
        if loaded.message is None:
            return Roster()
        if not loaded.newer:
            pin_backup()
        return Roster(
            problem=loaded.message,
            moved_to=loaded.moved_to,
            newer=loaded.newer,
            unread=loaded.unread,
        )
    p = loaded.payload
    roster = Roster(list(p["players"]), p["computer_level"], list(p.get("counted", [])))
    if refused or mends:
        if mend:
            pin_backup()
        roster.left_out = tuple(name for name, _why in refused)
        roster.mended = bool(mends)
        reasons = mends + [why for _name, why in refused]
        roster.problem = "; ".join(reasons[:MAX_REFUSED_SAID])
        if len(reasons) > MAX_REFUSED_SAID:
            roster.problem += f"; {len(reasons) - MAX_REFUSED_SAID} more"
        # copied aside, then the others written over it: killed between the two, the next
        # start reads the damaged list again, where a list moved first was gone
        if mend:  # (the others not written back: the list as it was, its copy gone)
            write = lambda: _write(roster, None, backup=False)  # noqa: E731
            roster.moved_to = mended_in_place(players_path(), write)[0]
    return roster


#: The reasons said on stderr for the players left out: the first few, then how many more.
MAX_REFUSED_SAID = 3


def pin_backup() -> Path | None:
    """Keep the newest daily copy of the list for good (``players-<day>-kept.json``, which the
    daily turnover never removes): once a damaged list is set aside the copies that follow are
    of the emptier list, and in a week the one the notice points to was gone. Never raises."""
    day = newest_backup_day()
    if day is None:
        return None
    source = backups_dir() / f"players-{day}.json"
    target = backups_dir() / f"players-{day}-kept.json"
    try:
        if not target.exists():
            atomic_write_text(target, source.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None
    return target


_NOW: dict[tuple[str, Any], Roster] = {}  # the list as last read, by its file's stamp


def load_now() -> Roster:
    """The list as it is on disk, read again only once its file changed (a club's list of 200
    players takes half a second to read): for what only looks at it, the demo's standings and
    the names of saved encuentros. Not to be changed: :func:`update` changes the list."""
    path = players_path()
    key = (str(path), stamp(path))
    if key not in _NOW:
        _NOW.clear()
        _NOW[key] = load()
    return _NOW[key]


def names_now(names: Sequence[str], ids: Sequence[str | None]) -> tuple[str, str]:
    """A saved encuentro's two names as the list of players has them now, by the seats'
    player ids: a player renamed since is shown (and resumed) by his new name, where the save
    kept the old one on its score board, end panel and sheet; a guest, the computer or a
    player removed keeps the saved name."""
    roster = load_now()
    now = [
        (p["name"] if (p := roster.by_id(pid)) is not None else name) if pid else name
        for name, pid in zip(names, ids, strict=True)
    ]
    return (now[0], now[1])


def save(roster: Roster, today: str | None = None) -> WriteFailure | None:
    """Write this whole list (atomically, under the lock of :func:`update`); the first change
    of a day keeps the list as it stood before it in ``backups/`` (:func:`keep_backup`).
    A list read a while ago writes over what other windows changed since: a change of the
    list is made through :func:`update`. Another window keeping the lock busy past the wait
    refuses it, as :func:`update` does: nothing written, the failure says so."""
    try:
        with locked(lock_path()):
            return _write(roster, today)
    except Busy:
        return refused_busy(players_path(), is_file(players_path()))


def _write(roster: Roster, today: str | None, backup: bool = True) -> WriteFailure | None:
    """The list written; first, the day's copy of it as it stood (``backup``: not of a
    damaged list being mended — its copy is the one kept aside, and the day's copy of it
    would have stood for the day in place of the mended one's). A list its own reader would
    refuse is not written (the file before stays): a figure out of its range, counted in from
    a hand-edited save, set the list aside at the next start and left the player out."""
    try:
        check_payload(roster.to_payload())
    except InputError as exc:
        return WriteFailure(players_path(), f"the list would not read back: {exc}")
    if backup:
        keep_backup(today or time.strftime("%Y-%m-%d"))
    lines = sum(len(p["opponents"]) for p in roster.players)  # three containers each
    big = 3 * lines > jsonio.PLAYERS_LIMITS.max_containers // 2
    if big and not record.readable_shape({"payload": roster.to_payload()}, jsonio.PLAYERS_LIMITS):
        dropped = forget_departed(roster)
        sys.stderr.write(
            f"chapo: {players_path().name}: {dropped} head-to-head lines against players no "
            "longer on the list dropped, or the list would be more than its reader takes\n"
        )
    return record.save(roster.to_payload(), players_path(), jsonio.PLAYERS_LIMITS)


def forget_departed(roster: Roster) -> int:
    """Drop every head-to-head line against a player no longer on the list (the computer's stay),
    how many. They stay when a player is removed (:meth:`.player_list.Roster.remove`), so a club
    whose members come and go grows its list past what its reader takes — the whole list was then
    set aside at the next start, every record out of sight."""
    here = {p["id"] for p in roster.players}
    dropped = 0
    for p in roster.players:
        gone = [k for k in p["opponents"] if k not in here and k not in COMPUTER_KEYS]
        for k in gone:
            del p["opponents"][k]
        dropped += len(gone)
    return dropped


#: Why a change was not written: the list was found damaged and could not be set aside, and
#: writing would have put an empty list in its place.
DAMAGED_IN_PLACE = "the damaged list could not be set aside"

T = TypeVar("T")


@dataclass(frozen=True)
class Updated(Generic[T]):
    """What :func:`update` did: the list as it now stands on disk (as read, when nothing was
    written), what the change returned, and the write that failed, if one did (the list
    damaged in place, a full disk: ``failure`` says why). A list found damaged has its
    ``problem`` and ``moved_to`` set, as :func:`load` sets them."""

    roster: Roster
    result: T | None
    failure: WriteFailure | None = None


def update(
    change: Callable[[Roster], T],
    changed: Callable[[T], bool] = bool,
    today: str | None = None,
    wait_s: float | None = None,
) -> Updated[T]:
    """Make one change of the list: under the lock (:func:`~chapo_game.file_lock.locked`) the
    file is read afresh, ``change`` applied to it, and the result written atomically — so
    a partida counted by another window (or process) a moment before stays counted: a
    screen that wrote back the list it read when it opened erased it. Written only when
    ``changed(result)`` (by default: a result that is true; a refusal, a partida already
    counted, writes nothing). A damaged file is set aside as :func:`load` sets it aside, and
    the change made to an empty list — unless it could not be moved: then nothing is
    written over it. A link to no file (:data:`~chapo_game.file_problems.LINK_NOT_THERE`) holds
    nothing to lose: the list is written through it, back where the link points (its file
    set aside by :func:`~chapo_game.file_aside.keep_aside`, or not yet made), or the write fails
    and says why (the share not connected) — the link left as it is either way.

    Another window holding the lock past :data:`~chapo_game.file_lock.LOCK_WAIT_S` (``wait_s``)
    refuses the change: nothing is written, ``failure`` says the list was busy and the list
    is the one read without the lock. Made without it, the change was written over by the
    holder's write, or wrote over the partida the holder was counting — the game keeps a
    partida refused so uncounted, in its save, and counts it at the next chance."""
    try:
        return _update(change, changed, today, wait_s)
    except Busy:
        return Updated(_load(mend=False), None, refused_busy(players_path()))


def _update(
    change: Callable[[Roster], T],
    changed: Callable[[T], bool],
    today: str | None,
    wait_s: float | None,
) -> Updated[T]:
    """:func:`update` under the lock (:class:`~chapo_game.file_lock.Busy` raised where another
    window kept it)."""
    with locked(lock_path(), wait_s):
        roster = _load()
        result = change(roster)
        if not changed(result):
            return Updated(roster, result)
        if roster.problem == LINK_NOT_THERE:
            failure = _write(roster, today)
            if failure is None:  # there now: "not there" would be said of the list just made
                roster.problem = None
            return Updated(roster, result, failure)
        if roster.problem is not None and roster.moved_to is None:
            # a list this user may not read is not damaged: it is said as what it is
            why = UNREADABLE if unreadable(players_path()) else DAMAGED_IN_PLACE
            failure = WriteFailure(players_path(), why, True)
            sys.stderr.write(f"chapo: {failure.line()}\n")
            return Updated(roster, result, failure)
        return Updated(roster, result, _write(roster, today))


#: How many days of the list ``backups/`` keeps (the newest).
BACKUP_DAYS = 7


def backups_dir() -> Path:
    return config_dir() / "backups"


def keep_backup(today: str) -> Path | None:
    """A club's records are years of partidas, and a player removed, renamed by mistake or
    counted wrong cannot be put back from the list itself: before the first change of each
    day the list as it stood is copied to ``backups/players-<day>.json``, and the newest
    :data:`BACKUP_DAYS` are kept. To go back, copy one over ``players.json`` with the game
    closed. Never raises: a backup that cannot be made (disk full, read-only folder) is
    skipped, and the list is still saved."""
    source = players_path()
    target = backups_dir() / f"players-{today}.json"
    if not is_file(source) or target.exists():
        return None
    remove_stale_temp_files(backups_dir(), (), suffix=".json")
    try:
        atomic_write_text(target, source.read_text(encoding="utf-8"))
        kept = day_copies()
        for old in kept[:-BACKUP_DAYS]:
            old.unlink()
    except (OSError, UnicodeDecodeError) as exc:  # said: a club took it for made
        why = reason_of(exc) if isinstance(exc, OSError) else "the list is not UTF-8"
        sys.stderr.write(f"chapo: backups/{target.name}: the day's copy was not made ({why})\n")
        return None
    return target


DAY_COPY = re.compile(r"players-\d{4}-\d\d-\d\d\.json")


def day_copies() -> list[Path]:
    """The daily copies in ``backups/``, oldest first (not those :func:`pin_backup` kept)."""
    try:
        return sorted(p for p in backups_dir().glob("players-*.json") if DAY_COPY.fullmatch(p.name))
    except OSError:
        return []


def newest_backup_day() -> str | None:
    """The day of the newest daily copy in ``backups/`` (``"2026-12-01"``), or ``None``."""
    kept = day_copies()
    return kept[-1].stem.removeprefix("players-") if kept else None
