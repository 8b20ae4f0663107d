"""Players and their records, kept across encuentros; the computer's last level.

The list lives in ``players.json`` in the config folder, written and read as the saves are
(:mod:`chapo_game.record`: the versioned ``chapo-save`` document, atomic writes, the guarded
reader, a damaged file kept aside with one line to show). Its payload is ``{"kind":
"players", "players": [<player>...], "computer_level": 1-3, "counted": [<partida key>...]}``.

A player is ``{"id", "name", "shots", "points", "fouls", "chapos", "partidas": [won, lost],
"encuentros": [won, lost], "best": <best partida> | null, "opponents": {<key>: {"name",
"partidas": [won, lost], "encuentros": [won, lost]}}}``: an opponent's key is the other
player's id, or ``computer:<level>`` — the record against the computer by level. A player and
a head-to-head line may hold ``"conceded": [won, lost]``, the encuentros of theirs that ended
by an abandono (:func:`count_conceded`): absent where none is known — none conceded, or a
record kept before they were counted (a line's were not, at first: the player's alone). The best
partida is the won partida that made the most of its target a shot (``{"shots", "target",
"score", "opponent", "date"}``: :func:`beats`; a record kept before the target was, has none).
Each partida is counted once: its key (the encuentro's id and the partida's number)
is remembered in ``counted``, so a partida resumed after a crash is never counted twice.
"""

from __future__ import annotations

import io
import re
import secrets
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any, Generic, TypeVar

from . import jsonio, record
from .errors import InputError, quote
from .fileio import (
    BUSY,
    LINK_NOT_THERE,
    UNREADABLE,
    Busy,
    WriteFailure,
    atomic_write_text,
    is_file,
    locked,
    mended_in_place,
    reason_of,
    refused_busy,
    remove_stale_temp_files,
    stamp,
    unreadable,
    write_new,
    write_or_report,
)
from .i18n import decimal
from .names import folded, kept, list_key, same_name, tidy
from .paths import config_dir
from .rules.match import CONCEDED
from .rules.scoring import is_chapo
from .rules.words import RefereeWords, msg, player_name
from .spreadsheet import EXCEL_MARK, as_text, csv_names, csv_writer, number, records_stem

PLAYERS_NAME = "players.json"
KIND = "players"
MAX_PLAYERS = 500  # the most a players.json may hold and still be read
#: The most the list takes. Every pair of players who met keeps a head-to-head record, so the
#: file grows with the square of the list: 200 players who have all met, with the longest
#: names, fill about 25 MB (:data:`.jsonio.PLAYERS_LIMITS` reads up to 32).
FULL = 200
MAX_COUNT = 10**9
KEEP_COUNTED = 1000  # partida keys remembered against double counting
LEVELS = (1, 2, 3)
#: the head-to-head keys of the computer, one per level (the records read the level back)
COMPUTER_KEYS = frozenset(f"computer:{n}" for n in LEVELS)
DEFAULT_LEVEL = 2


def matching(folded_names: dict[str, str], typed: str) -> list[str]:
    """The names that hold what is being typed (all of them while nothing is), from a map of
    each name to its :func:`folded` form (folded once, searched at every key)."""
    part = folded(typed)
    return [n for n, f in folded_names.items() if part in f]


def players_path() -> Path:
    return config_dir() / PLAYERS_NAME


def lock_path() -> Path:
    """The file every change of the list is made under (:func:`update`); never removed."""
    return config_dir() / f".{PLAYERS_NAME}.lock"


def acceptable(name: str) -> bool:
    """Whether the list's reader takes this name (:func:`_name`, the very check): a name it
    refused — an invisible zero-width space, say — set the whole list aside at the next
    start."""
    try:
        _name(name, "name")
    except InputError:
        return False
    return True


def new_player(name: str) -> dict[str, Any]:
    return {
        "id": secrets.token_hex(4),
        "name": name,
        "shots": 0,
        "points": 0,
        "fouls": 0,
        "chapos": 0,
        "partidas": [0, 0],
        "encuentros": [0, 0],
        "best": None,
        "opponents": {},
    }


@dataclass
class Roster:
    """The players, the computer's level, the partidas already counted; ``problem`` says
    what was wrong when the file was damaged, and ``moved_to`` where it was kept aside."""

    players: list[dict[str, Any]] = field(default_factory=list)
    computer_level: int = DEFAULT_LEVEL
    counted: list[str] = field(default_factory=list)
    problem: str | None = None
    moved_to: Path | None = None
    newer: bool = False  # the file is a newer version's: left as it is, never written over
    unread: bool = False  # there, but this account may not read it: not damaged, left as it is
    #: The players its reader refused and left out, by name (``players[i]`` where the name
    #: itself was bad): the others kept, the file as it was set aside (:func:`load`).
    left_out: tuple[str, ...] = ()
    #: Whether a value of the list as a whole was back to its default (:func:`mended_list`).
    mended: bool = False

    def by_id(self, pid: str | None) -> dict[str, Any] | None:
        return next((p for p in self.players if p["id"] == pid), None)

    def by_name(self, name: str) -> dict[str, Any] | None:
        """The player of that name, however its case and accents were typed (:func:`same_name`);
        where a list from before holds both "María" and "Maria", the one spelt as typed."""
        exact = tidy(name).casefold()
        key = same_name(name)
        return next((p for p in self.players if p["name"].casefold() == exact), None) or next(
            (p for p in self.players if same_name(p["name"]) == key), None
        )

    def names(self) -> list[str]:
        return sorted((p["name"] for p in self.players), key=list_key)

    def add(self, name: str) -> dict[str, Any] | None:
        """The player of that name, created if new (names are unique, case and accents
        ignored: :func:`same_name`); None
        when the list is full (:data:`FULL`): a list larger than its reader accepts would be
        kept aside as damaged at the next start, every record out of sight — and None for a
        name its reader refuses (:func:`acceptable`), for the same reason."""
        name = kept(name, record.MAX_NAME_CHARS)
        found = self.by_name(name)
        if found is not None:
            return found
        if len(self.players) >= FULL or not acceptable(name):
            return None
        p = new_player(name)
        self.players.append(p)
        return p

    def remove(self, pid: str) -> bool:
        """Take a player off the list, his record with him (False: no such player). The
        others' head-to-head lines against him are their history and stay, under his name;
        an encuentro saved with him plays on without counting for him — unless a player of his
        name is on the list again when a partida of it ends: then it counts for that one."""
        p = self.by_id(pid)
        if p is None:
            return False
        self.players.remove(p)
        return True

    def rename(self, pid: str, name: str) -> bool:
        """False when the name is empty, another player's or one the list's reader refuses
        (:func:`acceptable`). The others' head-to-head lines against him take the new name too
        (they went on saying the old one, in the CSV as well), and so do their best partidas
        won against him: a name is mended for a typo, and the screen showed both spellings."""
        name = kept(name, record.MAX_NAME_CHARS)
        other = self.by_name(name)
        p = self.by_id(pid)
        if p is None or not acceptable(name) or (other is not None and other is not p):
            return False
        old, p["name"] = p["name"], name
        for q in self.players:  # the head-to-head lines against him say his name as it is
            if pid in q["opponents"]:
                q["opponents"][pid]["name"] = name
                best = q["best"]
                if best is not None and best.get("opponent") == old:
                    best["opponent"] = name
        return True

    def to_payload(self) -> dict[str, Any]:
        return {
            "kind": KIND,
            "players": self.players,
            "computer_level": self.computer_level,
            "counted": self.counted[-KEEP_COUNTED:],
        }


def load() -> Roster:
    """The players' file; missing: an empty list; damaged: kept aside, an empty list and the
    problem in one line — but a player its reader refuses is left out, not the list
    (:func:`salvaged`): one bad value in a club's list of three hundred took every record
    from sight. The file as it was is then set aside and the others written back at once, or
    the next start would find the same player and set the list aside again — under the lock
    of :func:`update`, the list read afresh there (a plain read takes no lock: in a read-only
    folder every read said the lock file could not be opened). Another window keeping the
    lock busy past the wait leaves the file as it is (mended by two windows at once, one
    could write its mended list over the other's change): the players are left out of what
    is shown, as said, and the next read mends it."""
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


def mended_list(payload: Any) -> tuple[Any, list[str]]:
    """``payload`` — a list that passes :func:`check_list` — with each value of the list as a
    whole that its reader refuses back to its default, and why: a computer's level of 9 or a
    damaged record of partidas counted set the whole club's list aside, every player with it.
    Of the partidas counted, the keys that are text are kept (a partida whose key is lost
    could be counted again if its encuentro is still saved: one partida, not every record)."""
    mends = []
    level = payload.get("computer_level")
    if type(level) is not int or level not in LEVELS:
        mends.append(f"computer_level: {quote(level)} is not 1-3; {DEFAULT_LEVEL} taken")
        payload = {**payload, "computer_level": DEFAULT_LEVEL}
    counted = payload.get("counted", [])
    if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
        mends.append("counted: expected a list of partida keys; the keys that are text kept")
        kept = [c for c in counted if isinstance(c, str)] if isinstance(counted, list) else []
        payload = {**payload, "counted": kept}
    return payload, mends


#: Before a place in the list, for a player left out without a name: a character no name can
#: hold (names are printable), so no name reads as a place.
PLACE_MARK = "\x1f"


def left_out_name(p: Any, i: int) -> str:
    """How a player left out of the list is named: his name; a name the list refuses, its
    printable part cut to the longest name (a 60-character name was named "players[5]", a
    place in a file no club reads); no name at all, his place counted from 1 after
    :data:`PLACE_MARK`, which no name holds (said by the window as the list's n.º 6 — "#6"
    was also a name the list takes)."""
    name = p.get("name") if isinstance(p, dict) else None
    if not isinstance(name, str):
        return f"{PLACE_MARK}{i + 1}"
    shown = " ".join("".join(c for c in name if c.isprintable()).split())
    if not shown:
        return f"{PLACE_MARK}{i + 1}"
    cut = record.MAX_NAME_CHARS
    return shown if len(shown) <= cut else shown[: cut - 1].rstrip() + "…"


def salvaged(payload: Any) -> tuple[Any, list[tuple[str, str]]]:
    """``payload`` — a list that passes :func:`check_list` — less the players its reader
    refuses (:func:`check_player`), and for each one left out its name (or place in the list)
    and why."""
    kept, refused = [], []
    ids: set[str] = set()
    names: set[str] = set()
    for i, p in enumerate(payload["players"]):
        try:
            check_player(p, f"players[{i}]", ids, names)
        except InputError as exc:
            refused.append((left_out_name(p, i), str(exc)))
            continue
        kept.append(p)
    return {**payload, "players": kept}, refused


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


def seat_ids(
    roster: Roster, names: Sequence[str], ids: Sequence[str | None], computers: Any
) -> list[str | None]:
    """Whose records an encuentro's partidas count for, seat by seat: the seat's player of the
    list, found by name when the encuentro has no id for him — or an id no longer on the list
    (a player removed and added again has a new one: his partidas go to him, not to nobody) —
    never the player of the other seat (one renamed to the removed one's name); a computer's
    seat, nobody's. One rule for the count as a partida ends and for the question before a
    player is removed: the question counted only the saves holding his id, and missed those
    that counted for him by name."""
    out = list(ids)
    for i, name in enumerate(names):
        if i not in computers and roster.by_id(out[i]) is None:
            found = roster.by_name(name)
            if found is not None and found["id"] != out[1 - i]:
                out[i] = found["id"]
    return out


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
    """Drop every head-to-head line against a player no longer on the list (the computer's
    stay), how many. They stay when a player is removed (:meth:`Roster.remove`), so a club
    whose members come and go grows its list past what its reader takes — the whole list was
    then set aside at the next start, every record out of sight."""
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
    """Make one change of the list: under the lock (:func:`~chapo_game.fileio.locked`) the
    file is read afresh, ``change`` applied to it, and the result written atomically — so
    a partida counted by another window (or process) a moment before stays counted: a
    screen that wrote back the list it read when it opened erased it. Written only when
    ``changed(result)`` (by default: a result that is true; a refusal, a partida already
    counted, writes nothing). A damaged file is set aside as :func:`load` sets it aside, and
    the change made to an empty list — unless it could not be moved: then nothing is
    written over it. A link to no file (:data:`~chapo_game.fileio.LINK_NOT_THERE`) holds
    nothing to lose: the list is written through it, back where the link points (its file
    set aside by :func:`~chapo_game.fileio.keep_aside`, or not yet made), or the write fails
    and says why (the share not connected) — the link left as it is either way.

    Another window holding the lock past :data:`~chapo_game.fileio.LOCK_WAIT_S` (``wait_s``)
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
    """:func:`update` under the lock (:class:`~chapo_game.fileio.Busy` raised where another
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


# ---------------------------------------------------------------------- checking the file
def _count(value: Any, at: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise InputError(at, f"expected a whole number from 0 to {MAX_COUNT}, got {quote(value)}")
    return value


def _pair(value: Any, at: str) -> None:
    if not isinstance(value, list) or len(value) != 2:
        raise InputError(at, "expected [won, lost]")
    for i, v in enumerate(value):
        _count(v, f"{at}[{i}]")


def _target(value: Any, at: str) -> None:
    """A partida's target: a partida to 0 points was never won in so many shots."""
    if type(value) is not int or not 1 <= value <= MAX_COUNT:
        raise InputError(at, f"expected a target from 1 to {MAX_COUNT} points, got {quote(value)}")


def _name(value: Any, at: str) -> None:
    if not isinstance(value, str) or not value.strip() or len(value) > record.MAX_NAME_CHARS:
        raise InputError(at, f"expected a name of 1 to {record.MAX_NAME_CHARS} characters")
    if not value.isprintable():
        raise InputError(at, f"text {quote(value)} holds a control character")


def _date(value: Any, at: str) -> None:
    try:
        ok = isinstance(value, str) and date.fromisoformat(value).isoformat() == value
    except ValueError:
        ok = False
    if not ok:
        raise InputError(at, f"expected a day as YYYY-MM-DD, got {quote(value)}")


def check_player(p: Any, at: str, ids: set[str], names: set[str]) -> None:
    """Raise :class:`InputError` naming what is wrong with one player of the list (``at``:
    where he stands in it); ``ids`` and ``names`` are the players' before him, his added when
    he passes (two of one id or one name would be one player)."""
    if not isinstance(p, dict):
        raise InputError(at, "expected an object")
    pid = p.get("id")
    if not isinstance(pid, str) or not pid.isalnum() or len(pid) > 32 or pid in ids:
        raise InputError(f"{at}.id", f"{quote(pid)} is not a unique short id")
    _name(p.get("name"), f"{at}.name")
    folded = p["name"].casefold()
    if folded in names:  # the list finds a player by name: two would be one
        raise InputError(f"{at}.name", f"{quote(p['name'])} is in the list twice")
    for k in ("shots", "points", "fouls", "chapos"):
        _count(p.get(k), f"{at}.{k}")
    _pair(p.get("partidas"), f"{at}.partidas")
    _pair(p.get("encuentros"), f"{at}.encuentros")
    if "conceded" in p:  # written once an encuentro of his was conceded
        _pair(p["conceded"], f"{at}.conceded")
    if "best" not in p:  # the records and their CSV read it: null when none yet
        raise InputError(f"{at}.best", "missing (null when no partida was won)")
    best = p.get("best")
    if best is not None and (not isinstance(best, dict) or not isinstance(best.get("score"), list)):
        raise InputError(f"{at}.best", "expected the best partida or null")
    if best is not None:
        _count(best.get("shots"), f"{at}.best.shots")
        _pair(best.get("score"), f"{at}.best.score")
        if "target" in best:  # kept since the best partida is judged by it (:func:`beats`)
            _target(best["target"], f"{at}.best.target")
        if "opponent" in best:
            _name(best["opponent"], f"{at}.best.opponent")
        if "date" in best:
            _date(best["date"], f"{at}.best.date")
        if "chapo" in best and type(best["chapo"]) is not bool:  # kept since it is said
            raise InputError(
                f"{at}.best.chapo", f"expected true or false, got {quote(best['chapo'])}"
            )
    _check_opponents(p.get("opponents"), f"{at}.opponents")
    ids.add(pid)
    names.add(folded)


def _check_opponents(opponents: Any, at: str) -> None:
    """Raise :class:`InputError` naming what is wrong with a player's head-to-head lines."""
    if not isinstance(opponents, dict):
        raise InputError(at, "expected an object")
    for key, o in opponents.items():
        if _plain_line(key, o):
            continue  # what the checks below take, asked at once (a full list: 40,000 lines)
        if key.startswith("computer:") and key not in COMPUTER_KEYS:
            raise InputError(at, f"{quote(key)} is not a computer level 1-3")
        if not isinstance(o, dict):
            raise InputError(f"{at}.{key}", "expected an object")
        _name(o.get("name"), f"{at}.{key}.name")
        _pair(o.get("partidas"), f"{at}.{key}.partidas")
        _pair(o.get("encuentros"), f"{at}.{key}.encuentros")
        if "conceded" in o:  # written once an encuentro between them was conceded
            _pair(o["conceded"], f"{at}.{key}.conceded")


def _plain_line(key: str, o: Any) -> bool:
    """Whether a head-to-head line is one the checks of :func:`check_player` take, asked in one
    expression of exact types: a club's fullest list holds 40,000 lines, each checked on
    every read and before every write, and the call for each value was a fifth of a
    partida's count. False sends the line through those checks, which name what is wrong
    (a type they take that this does not — a subclass — passes there), and a line with the
    abandonos of :func:`count_conceded`, few in any list, which they check too."""
    if type(o) is not dict or "conceded" in o:
        return False
    name, won_lost, enc = o.get("name"), o.get("partidas"), o.get("encuentros")
    return (
        (key in COMPUTER_KEYS or not key.startswith("computer:"))
        and type(name) is str
        and 0 < len(name) <= record.MAX_NAME_CHARS
        and name.isprintable()
        and not name.isspace()
        and type(won_lost) is list
        and len(won_lost) == 2
        and type(enc) is list
        and len(enc) == 2
        and type(won_lost[0]) is int
        and type(won_lost[1]) is int
        and type(enc[0]) is int
        and type(enc[1]) is int
        and 0 <= won_lost[0] <= MAX_COUNT
        and 0 <= won_lost[1] <= MAX_COUNT
        and 0 <= enc[0] <= MAX_COUNT
        and 0 <= enc[1] <= MAX_COUNT
    )


def check_list(payload: Any) -> None:
    """Raise :class:`InputError` naming what is wrong with the list as a whole — all but each
    player (:func:`check_player`)."""
    if not isinstance(payload, dict) or payload.get("kind") != KIND:
        raise InputError("kind", "not a list of players")
    players = payload.get("players")
    if not isinstance(players, list) or len(players) > MAX_PLAYERS:
        raise InputError("players", f"expected a list of at most {MAX_PLAYERS} players")


def check_payload(payload: Any) -> dict[str, Any]:
    """Raise :class:`InputError` naming the first problem; a payload that passes is usable
    as it is (nothing to mend: :func:`mended_list` leaves it unchanged)."""
    check_list(payload)
    _same, mends = mended_list(payload)
    if mends:
        raise InputError("players list", mends[0])
    ids: set[str] = set()
    names: set[str] = set()
    for i, p in enumerate(payload["players"]):
        check_player(p, f"players[{i}]", ids, names)
    return payload


# ---------------------------------------------------------------------- counting a partida
@dataclass(frozen=True)
class Seat:
    """Who sat at one side of the table: a player of the list (``pid``), a guest (no record)
    or the computer at a level."""

    name: str
    pid: str | None = None
    level: int | None = None

    def key(self) -> str | None:
        return f"computer:{self.level}" if self.level is not None else self.pid


def figures(rows: list[Any], seat: int) -> tuple[int, int, int, int]:
    """A seat's shots, points, fouls and chapós over score-sheet rows (a turn lost to the
    shot clock, or the row of an encuentro conceded, is no stroke: it scored nothing, and it
    is not counted as a shot)."""
    mine = [r for r in rows if r.player == seat and not r.timed_out and not conceded(r)]
    return (
        len(mine),
        sum(r.points for r in mine),
        sum(1 for r in mine if r.foul),
        sum(1 for r in mine if chapo_made(r)),
    )


def chapo_made(row: Any) -> bool:
    """Whether a score-sheet row is a chapó of its shooter's (all five down in a foul shot is
    none: before contact, it is the opponent's)."""
    return not row.foul and is_chapo(row.pins_down)


def conceded(row: Any) -> bool:
    """The row an encuentro conceded ends with (an abandono: no stroke, nothing scored)."""
    return row.phase == CONCEDED


def count_partida(
    roster: Roster,
    key: str,
    seats: tuple[Seat, Seat],
    rows: list[Any],
    winner: int,
    encuentro_winner: int | None = None,
    head_start: tuple[int, int] = (0, 0),
    *,
    target: int,
) -> bool:
    """Add one finished partida to both players' records (``rows``: its score-sheet rows;
    ``encuentro_winner`` when it also ended the encuentro; ``head_start``: the points each
    seat started from; ``target``: the points it was played to, the encuentro's rules', kept
    with a best partida so it is judged by them, :func:`beats`). False if already counted. A
    partida won from a head start of one's own is no best partida: "won in 4 shots, 22–0"
    was 15 points given and 7 scored."""
    listed = first_count(roster, key, seats)
    if listed is None:
        return False
    left = bool(rows) and conceded(rows[-1])  # won because the other left: not played out
    for seat, p in listed:
        shots, points, fouls, chapos = figures(rows, seat)
        p["shots"] += shots
        p["points"] += points
        p["fouls"] += fouls
        p["chapos"] += chapos
        won = winner == seat
        p["partidas"][0 if won else 1] += 1
        if encuentro_winner is not None:
            p["encuentros"][0 if encuentro_winner == seat else 1] += 1
        name, opp = line_against(roster, p, seats[1 - seat])
        if opp is not None:
            opp["partidas"][0 if won else 1] += 1
            if encuentro_winner is not None:
                opp["encuentros"][0 if encuentro_winner == seat else 1] += 1
        score = list(rows[-1].score) if rows else [0, 0]
        if won and not left and not head_start[seat] and beats(shots, target, p["best"]):
            p["best"] = {
                "shots": shots,
                "target": target,
                "score": [score[seat], score[1 - seat]],
                "opponent": name,
                "date": time.strftime("%Y-%m-%d"),
                "chapo": ended_by_chapo(rows, seat),
            }
    return True


def ended_by_chapo(rows: list[Any], seat: int) -> bool:
    """Whether ``seat`` won the partida of ``rows`` by a chapó, its last shot: his own, or the
    one the other's ball made before touching a ball, given to him («¡Chapó! La partida para
    Luis»). Kept with his best partida, whose "1 tiro, a 40, 30–0" read as a partida not won
    (and "3 tiros, a 40, 15–4", won by the other's chapó, as well)."""
    if not rows:
        return False
    last = rows[-1]
    return chapo_made(last) if last.player == seat else last.foul == "chapo_before_contact"


def beats(shots: int, target: int, best: dict[str, Any] | None) -> bool:
    """Whether a partida won to ``target`` in ``shots`` of one's own is better than the ``best``
    kept, as a club player judges it: by the points of its target a shot made, ``target /
    shots`` — fewer shots alone kept a win to 20 in 6 over one to 40 in 9 (3,33 a shot against
    4,44) for a club that plays to both. The target, not the score: a win is the target
    reached, however far past it the last shot went, and a chapó's win is what it is, the
    partida won — its whole target, at the shots it took, whatever the score then stood at.
    Compared cross-multiplied, whole numbers: 20 in 6 and 40 in 12 are even, and an even one
    leaves the best kept, the first to get there. A best kept before the target was (no
    ``target``) is taken as played to this partida's: nothing says to what it was, and so it
    is judged by shots, as it was when kept, until a better one takes its place."""
    if best is None:
        return True
    kept_target = best.get("target", target)
    return target * best["shots"] > kept_target * shots


def count_conceded(roster: Roster, key: str, seats: tuple[Seat, Seat], winner: int) -> bool:
    """An encuentro conceded (:meth:`~chapo_game.rules.match.Match.concede`) into both
    players' records: won by ``winner``, lost by the other, and kept apart as an abandono
    (``"conceded": [won, lost]``, shown beside the encuentros), in their head-to-head lines
    too: «Contra Luis: encuentros 1–0» read the same whether Luis lost at the table or walked
    away at 2–8. Its partida in play, if any, is counted by :func:`count_partida` with no
    encuentro. False if already counted."""
    listed = first_count(roster, key, seats)
    if listed is None:
        return False
    for seat, p in listed:
        at = 0 if winner == seat else 1
        p["encuentros"][at] += 1
        p.setdefault("conceded", [0, 0])[at] += 1
        _name, opp = line_against(roster, p, seats[1 - seat])
        if opp is not None:
            opp["encuentros"][at] += 1
            opp.setdefault("conceded", [0, 0])[at] += 1
    return True


def first_count(
    roster: Roster, key: str, seats: tuple[Seat, Seat]
) -> list[tuple[int, dict[str, Any]]] | None:
    """The seats' players on the list, each (seat, record), with ``key`` marked counted — or
    ``None`` when it was already: a partida or an encuentro is counted once, however many
    times the window that ended it asks (a resume, a retry after a failed write)."""
    if key in roster.counted:
        return None
    roster.counted.append(key)
    found = [(seat, roster.by_id(seats[seat].pid)) for seat in (0, 1)]
    return [(seat, p) for seat, p in found if p is not None]


def line_against(
    roster: Roster, p: dict[str, Any], other: Seat
) -> tuple[str, dict[str, Any] | None]:
    """The other seat's name as the list has it now, and ``p``'s head-to-head line against
    him (made if new; ``None`` for a guest, who is nobody in particular). The name is the
    list's: an encuentro saved before a rename carries the old one, which wrote it back over
    the rename (head to head and best partida)."""
    listed = roster.by_id(other.pid) if other.pid is not None else None
    name = listed["name"] if listed is not None else other.name
    if other.key() is None:
        return name, None
    opp = p["opponents"].setdefault(
        other.key(), {"name": name, "partidas": [0, 0], "encuentros": [0, 0]}
    )
    opp["name"] = name
    return name, opp


# ---------------------------------------------------------------------- CSV
CSV_COLUMNS = (
    "player",
    "encuentros_won",
    "encuentros_lost",
    "partidas_won",
    "partidas_lost",
    "shots",
    "points",
    "points_per_shot",
    "fouls",
    "fouls_per_shot",
    "chapos",
    "best_partida_shots",
    "best_partida_target",  # the points it was played to; empty for one kept before it was
    "best_partida_score",
    # 1 where it was won by a chapó ("30–0" to 40), 0 where not, empty for one kept before
    # it was said
    "best_partida_by_chapo",
    "best_partida_opponent",  # whom the best partida was won against, as the screen says
    "best_partida_date",  # and when (year-month-day: every spreadsheet reads it as a date)
    "opponent",
    "computer_level",  # the opponent's level where he is the computer (1-3), else empty
    # a player's row: what the standings rank (:func:`against_people`), where the columns
    # above hold the computer's too; a head-to-head row: empty (its opponent is the row's)
    "encuentros_vs_people_won",
    "encuentros_vs_people_lost",
    "partidas_vs_people_won",
    "partidas_vs_people_lost",
    # of the encuentros won and lost (a player's, or against the row's opponent), those that
    # ended by an abandono: empty where none is known (a record kept before they were counted)
    "encuentros_won_by_concession",
    "encuentros_lost_by_concession",
    "place",  # in the standings the file was written in (shared by equals), else empty
)


def per_shot(n: int, shots: int) -> float:
    """``n`` a shot to the hundredth, a half rounded up as a scorer writes it: 34 points in
    16 shots are 2,13 (``round`` gave 2,12, a half going to the even digit)."""
    if not shots:
        return 0.0
    exact = Decimal(n) / Decimal(shots)
    return float(exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def per_shot_text(n: int, shots: int) -> str:
    """So many a shot, as every screen shows it: "6,54" (two decimals, the language's mark)."""
    return decimal(per_shot(n, shots), 2)


def points_a_shot(p: dict[str, Any]) -> float:
    """A player's points per shot over his record."""
    return per_shot(p["points"], p["shots"])


def against_people(p: dict[str, Any], what: str) -> tuple[int, int]:
    """A player's ``what`` ("partidas" or "encuentros") won and lost less those against the
    computer (his head-to-head lines against it, by level): the club's standings rank members
    on what they did against people — a member climbed them by beating level 1. Guests count
    (a person at the club's table); the computer's stay in his record, under their heading."""
    won, lost = p[what]
    for key, o in p["opponents"].items():
        if key in COMPUTER_KEYS:
            won, lost = won - o[what][0], lost - o[what][1]
    return max(0, won), max(0, lost)


def _by_encuentros(q: dict[str, Any]) -> tuple[Any, ...]:
    """Encuentros won (fewer lost among equals), then partidas won less lost, then points per
    shot — as a championship's table tells equals apart — all but the last against people."""
    (ew, el), (pw, pl) = against_people(q, "encuentros"), against_people(q, "partidas")
    return (-ew, el, -(pw - pl), -points_a_shot(q), list_key(q["name"]))


def _by_partidas(q: dict[str, Any]) -> tuple[Any, ...]:
    won, lost = against_people(q, "partidas")
    return (-won, lost, list_key(q["name"]))


#: How each order of the records screen (:data:`~chapo_game.settings.RECORDS_ORDERS`) lists
#: the players: by name, or as a club's standings — encuentros won (:func:`_by_encuentros`),
#: partidas won (fewer lost first among equals), both against people (:func:`against_people`),
#: or points per shot over every shot (more shots first; the record keeps no shots by
#: opponent, and a shot's points are the player's own whoever sat across).
_ORDER_KEYS: dict[str, Callable[[dict[str, Any]], tuple[Any, ...]]] = {
    "name": lambda q: (list_key(q["name"]),),
    "encuentros": _by_encuentros,
    "partidas": _by_partidas,
    "points": lambda q: (-points_a_shot(q), -q["shots"], list_key(q["name"])),
}


def ordered(people: list[dict[str, Any]], order: str = "name") -> list[dict[str, Any]]:
    """The players in ``order`` (one of :data:`~chapo_game.settings.RECORDS_ORDERS`); equals
    stand by name."""
    return sorted(people, key=_ORDER_KEYS[order])


def has_standing(p: dict[str, Any], order: str) -> bool:
    """Whether a player has anything to be ranked by in ``order``: a member who has not played
    a partida (or taken a shot) is not 44th at 0,00 points a shot, he is not in it yet."""
    if order in ("encuentros", "partidas"):  # against people: not by playing the computer
        return sum(against_people(p, order)) > 0
    if order == "points":
        return p["shots"] > 0
    return True


def ranked(people: list[dict[str, Any]], order: str) -> list[tuple[int | None, dict[str, Any]]]:
    """The players in a standings ``order``, each with his place: equals by what the order
    ranks (not by name) share it, and the next place is counted past them (1, 2, 2, 4), as
    sports tables do — two members with the same record are not first and second. Those with
    nothing to rank by (:func:`has_standing`) follow, by name, with no place (None)."""

    def standing(q: dict[str, Any]) -> tuple[Any, ...]:
        return _ORDER_KEYS[order](q)[:-1]  # the order's key less the name

    out: list[tuple[int | None, dict[str, Any]]] = []
    for k, p in enumerate(ordered([q for q in people if has_standing(q, order)], order), 1):
        same = bool(out) and standing(out[-1][1]) == standing(p)
        out.append((out[-1][0] if same else k, p))
    return out + [(None, p) for p in ordered([q for q in people if not has_standing(q, order)])]


def place_labels(places: Sequence[tuple[int | None, Any]]) -> list[str]:
    """Each place of :func:`ranked` as a table writes it: "3." alone, "7=" shared — two members
    level at 7th read "7." twice, as if one of them were misprinted; none: empty."""
    shared = shared_places(places)
    return ["" if k is None else f"{k}=" if k in shared else f"{k}." for k, _p in places]


def shared_places(places: Sequence[tuple[int | None, Any]]) -> set[int]:
    """The places of :func:`ranked` that more than one player holds."""
    count = Counter(k for k, _p in places if k is not None)
    return {k for k, n in count.items() if n > 1}


def head_to_head_order(line: tuple[str, dict[str, Any]]) -> tuple[Any, ...]:
    """A record's head-to-head lines as the records screen lists them: the people by name,
    then the computer by level — the export had "Ordenador" sorted among the people, between
    Luis and Pilar, where the screen shows it under its own heading after them."""
    key, o = line
    machine = key.startswith("computer:")
    return (machine, "" if machine else list_key(o["name"]), key)


#: A head-to-head line against a player no longer on the list, in the CSV as on the screen
#: (the same words as the records screen's, in the file's language).
REMOVED = msg("{name} (removed)", "{name} (ya no está en la lista)")


def records_csv(roster: Roster, lang: str = "es", order: str = "name") -> str:
    """One row per player (``opponent`` empty), then one per player and opponent (head to head,
    the computer by level: its rows, all named "Ordenador", differ by ``computer_level``), same
    columns; separated and with decimals as ``lang``'s spreadsheets read them. The computer is
    named in ``lang``, as the score sheet's CSV names it: a partida played in English stored it
    as "Computer", and the Spanish file said "Computer" where the screen said "Nivel 2".

    The players come in ``order``, the records screen's: a club that exports its standings
    gets them as it saw them, each with his ``place`` (:func:`ranked`; empty by name, and for
    a member with nothing to rank by yet). The best partida says to what target it was
    played, whom it was won against and when, as the screen does: the file gave its shots and
    score alone, and 6 shots to 20 read as better than 9 to 40."""
    out = io.StringIO()
    w = csv_writer(out, lang)
    w.writerow(CSV_COLUMNS)
    words = RefereeWords(lang)
    listed = (
        ranked(roster.players, order)
        if order != "name"
        else [(None, p) for p in ordered(roster.players)]
    )
    for place, p in listed:
        best = p["best"] or {}
        score = "–".join(str(v) for v in best.get("score", []))  # "20-5" read as a date
        w.writerow(
            [
                as_text(p["name"]),
                *p["encuentros"],
                *p["partidas"],
                p["shots"],
                p["points"],
                number(points_a_shot(p), lang),
                p["fouls"],
                number(per_shot(p["fouls"], p["shots"]), lang),
                p["chapos"],
                best.get("shots", ""),
                best.get("target", ""),
                score,
                int(best["chapo"]) if "chapo" in best else "",
                as_text(player_name(best["opponent"], words)) if "opponent" in best else "",
                best.get("date", ""),
                "",
                "",
                *against_people(p, "encuentros"),
                *against_people(p, "partidas"),
                *by_concession(p),
                "" if place is None else place,
            ]
        )
    here = {p["id"] for p in roster.players}
    for _place, p in listed:
        for key, o in sorted(p["opponents"].items(), key=head_to_head_order):
            who = player_name(o["name"], words)
            if key not in here and key not in COMPUTER_KEYS:  # a removed player's line, marked
                # as the screen marks it: beside a new member of his name, two rows alike
                who = words.gettext(REMOVED).format(name=who)
            w.writerow(
                [
                    as_text(p["name"]),
                    *o["encuentros"],
                    *o["partidas"],
                    *[""] * 12,  # a player's row's figures and best partida
                    as_text(who),
                    key.removeprefix("computer:") if key.startswith("computer:") else "",
                    *[""] * 4,  # against people: a player's row's
                    *by_concession(o),
                    "",  # place: a player's row's
                ]
            )
    return out.getvalue()


def by_concession(record: dict[str, Any]) -> list[int | str]:
    """A record's (a player's or a head-to-head line's) encuentros won and lost by an
    abandono, as the CSV writes them: empty where none are known, not 0 — a record kept
    before they were counted may hold some."""
    return list(record.get("conceded", ("", "")))


def export_csv(
    roster: Roster, path: Path | None = None, lang: str = "es", order: str = "name"
) -> tuple[Path, WriteFailure | None]:
    """Write the records in ``order`` to a new ``exports/records-<time>.csv`` in the config
    folder (atomically), with UTF-8's byte-order mark: without it Excel on Windows read "Peña"
    as "PeÃ±a"."""
    text = EXCEL_MARK + records_csv(roster, lang, order)
    if path is not None:
        return path, write_or_report(path, text)
    return write_new(csv_names(config_dir() / "exports", records_stem()), text)
