"""Save slots: one encuentro in progress per pair of players and mode, never lost.

Each slot is a file ``saves/<mode>-<names>-<hash>.json`` in the config folder, written and read
exactly as :mod:`chapo_game.record` writes and reads the saved encuentro (atomic writes, the
guarded reader, a damaged file kept aside with one line to show). The slot of an encuentro
follows from its two players' names (in either seat, folded as the list of players folds them:
case and accents aside) and its mode (two players, or against the computer), so a new
encuentro between other players never touches it; the window asks before a new encuentro
replaces a slot, and before one is deleted.

A save written by versions before 0.2 (``encuentro.json`` in the config folder) is listed as
a slot too, and moved into its place by the next save of that encuentro.

The window lists the slots a page at a time: :func:`newest_first` orders the files by their
time of change alone (nothing read), and :func:`summaries` gives the page's. Each file is
checked whole the first time it is seen and only its summary is kept, by the file's size, time
of change and inode — in memory, and in the folder's index (``.summaries``) for the next runs:
a club's three hundred abandoned long encuentros (about 23 ms each to check) took 7 s to read
at every start, and the window's frames ran at 250 ms meanwhile. Nothing reads every save at
start now; a file is checked once, when a list first shows it — and a save this version
writes is known as it is written (:func:`save`), never read back for its summary.

The folder itself is listed once, not at each question: :func:`listed` keeps each file's stamp
as listed, and lists the folder again only when its time of change (or the legacy save's)
has changed — looked at once a second; this window's own changes (a save written or deleted,
a slot's lock, the index) are put into the listing as they are made (:func:`_changing`),
never a cause to list it again; the window's reader lists it afresh off the frame loop at
each of its passes (the saves list's opening starts one), and its reader or writer once more
after this window's own changes (:func:`recheck`). The menu's every frame, the new
encuentro's and the removal's questions and the saves list's opening each listed a club's
3,000 files and looked at each; the menu's first frame after a game listed them all the same
(100–200 ms), the game's saves having forgotten the listing, and again a second later, the
index's write having changed the folder.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import fileio, players, record
from .errors import readable
from .fileio import WriteFailure, is_file, slug
from .paths import config_dir

SAVES_DIR = "saves"
TWO_PLAYERS = "two"
VS_COMPUTER = "computer"


def saves_dir() -> Path:
    return config_dir() / SAVES_DIR


def mode_of(computers: dict[Any, Any]) -> str:
    return VS_COMPUTER if computers else TWO_PLAYERS


def slot_key(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> str:
    """The same for the same two players in either seat and mode: their names folded as the
    list of players folds them (:func:`players.same_name`: case, accents, spacing and Unicode
    form aside, the ñ kept) — "Maria" typed is María there, and her saved encuentro here."""
    folded = sorted(players.same_name(n) for n in names)
    return f"{mode_of(computers)}:{folded[0]}|{folded[1]}"


def _named(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> str:
    """A slot file's name before its hash: the mode and the two names readable."""
    a, b = sorted(slug(n) for n in names)
    return f"{mode_of(computers)}-{a}-{b}-"


def slot_path(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> Path:
    """The slot's file: readable names, and a hash of the key so that names differing only in
    symbols never share a file (names one player's share it: :func:`slot_key`)."""
    digest = hashlib.sha256(slot_key(names, computers).encode("utf-8")).hexdigest()[:8]
    return saves_dir() / f"{_named(names, computers)}{digest}.json"


def slot_paths(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> list[Path]:
    """Where the slot of these players may be: its file; then the files of the same readable
    names under another hash — versions up to 0.2 hashed a key that folded case alone, so
    "María" and "Maria" were two files, and a file saved then must still be found (its next
    save moves it to :func:`slot_path`); then the single save of versions before 0.2."""
    own, named = slot_path(names, computers), _named(names, computers)
    hashed = re.compile(re.escape(named) + r"[0-9a-f]{8}\.json")
    others = sorted(p for p in listed() if hashed.fullmatch(p.name) and p.parent == own.parent)
    return [own, *(p for p in others if p != own), record.save_path()]


def clean_ids(value: Any) -> list[str | None]:
    """A saved ``player_ids`` entry made safe: two short ids or None each (anything else in a
    hand-edited file only loses the link to the records, never the encuentro)."""
    if not isinstance(value, list) or len(value) != 2:
        return [None, None]
    return [v if isinstance(v, str) and v.isalnum() and len(v) <= 32 else None for v in value]


@dataclass(frozen=True)
class Slot:
    """A saved encuentro as the resume screen lists it."""

    path: Path
    payload: dict[str, Any]
    saved: float  # when it was last saved (seconds since the epoch)
    #: The referee's match its check built, read whole (:func:`load_slot`): taken once by the
    #: game that resumes it (:meth:`take_match`).
    checked: list[Any] = field(default_factory=list, compare=False, repr=False)

    def take_match(self) -> Any:
        """The match the slot's check built, once (a second resume of this slot parses its
        own: the first plays on, and changes, this one); ``None`` when there is none. Parsing
        a 2,000-shot score sheet a second time was 15 % of a long save's resume."""
        return self.checked.pop() if self.checked else None

    @property
    def match(self) -> dict[str, Any]:
        return self.payload["match"]

    @property
    def players(self) -> tuple[str, str]:
        a, b = self.match["players"]
        return (a, b)

    @property
    def computers(self) -> dict[int, int]:
        return {int(k): int(v) for k, v in self.payload.get("computers", {}).items()}

    @property
    def player_ids(self) -> list[str | None]:
        """The seats' links to the list of players (:func:`clean_ids`)."""
        return clean_ids(self.payload.get("player_ids"))

    @property
    def key(self) -> str:
        return slot_key(self.players, self.computers)

    @property
    def scores(self) -> tuple[int, int]:
        a, b = self.match["scores"]
        return (a, b)

    @property
    def partidas_won(self) -> tuple[int, int]:
        a, b = self.match["partidas_won"]
        return (a, b)

    @property
    def partida(self) -> int:
        return int(self.match["partida_number"])

    @property
    def finished(self) -> bool:
        """An encuentro over whose last partida the records have not taken yet (the window
        closed while it was counted, or the list could not be written): the slot stays until
        it is counted (resumed, it is)."""
        return self.match.get("phase") == "encuentro_over"

    @property
    def winner(self) -> int | None:
        w = self.match.get("winner")
        return w if w in (0, 1) else None

    @property
    def format(self) -> tuple[int, int]:
        """The encuentro's partidas and each partida's target, as it keeps them (the settings
        changed since are the next encuentro's)."""
        settings = self.match["settings"]
        return int(settings["partidas"]), int(settings["target"])


@dataclass(frozen=True)
class Listing:
    """Every slot that loads, newest first, and one line for each file that did not (moved
    aside as ``<name>.damaged-<timestamp>``)."""

    slots: list[Slot]
    problems: list[record.Loaded] = field(default_factory=list)


def slot_files() -> list[Path]:
    files = []
    with contextlib.suppress(OSError):
        files = sorted(p for p in saves_dir().glob("*.json") if p.is_file())
    legacy = record.save_path()
    return [*files, legacy] if is_file(legacy) else files


def load_slot(path: Path) -> tuple[Slot | None, record.Loaded]:
    loaded = record.load_encuentro(path)
    if loaded.payload is None:
        forget_listing()  # (set aside, maybe)
        return None, loaded
    try:
        saved = path.stat().st_mtime
    except OSError:
        saved = 0.0
    checked = [] if loaded.match is None else [loaded.match]
    return Slot(path, loaded.payload, saved, checked), loaded


def list_slots() -> Listing:
    """Load every slot whole (a damaged one is kept aside and reported, the others still
    listed), newest first."""
    return _listing(slot_files(), summaries=False)


def list_summaries() -> Listing:
    """Every slot at once, as the resume screen lists it: its payload cut to the summary
    (players, levels, scores, partida); a file unchanged since it was last checked (this run,
    or an earlier one: the index) is not read again. The window reads a page at a time
    (:func:`newest_first`, :func:`summaries`); this whole-folder reading is what the tests
    check the list against. Resume one with :func:`load_slot` on its path."""
    return _listing(newest_first(), summaries=True)


def newest_first() -> list[Path]:
    """Every slot's file, the newest first, by its time of change alone: nothing is read, and
    the folder is listed only when it changed (:func:`listed`)."""
    # a newer version's, unchanged since: not listed
    when = {p: s[1] for p, s in listed().items() if _NEWER.get(p) != s}
    return sorted(when, key=lambda p: (-when[p], p.name))


#: How often (s) the window's questions look whether the saves folder changed (one look at the
#: folder itself, not at its files): a save another window wrote, or one deleted by hand, is
#: seen within this.
LOOK_EVERY_S = 1.0


@dataclass
class _Looked:
    """The saves folder as last listed: each slot's file with its stamp (size, time of change,
    inode), and what says whether it changed since (the folder's and the legacy save's
    stamps)."""

    where: tuple[Path, Path]
    files: dict[Path, tuple[int, int, int]]
    marks: tuple[Any, Any]
    at: float  # when the folder was last looked at (monotonic)
    #: Whether this window's own changes were put in since it was listed (:func:`recheck`).
    followed: bool = False


#: The last listing (:func:`listed`), and the lock it is taken and changed under.
_LOOKED: list[_Looked | None] = [None]
_LOOKING = threading.Lock()
#: How many times this window changed the folder or forgot the listing (:func:`_changing`,
#: :func:`forget_listing`): a listing begun before is not kept (it may miss the change).
_CHANGES = [0]
#: How many of this window's own changes are under way (:func:`_changing`): the folder's
#: time, changed by them, says nothing of another window's until they are in the listing.
_UNDER_WAY = [0]


def listed(fresh: bool = False) -> dict[Path, tuple[int, int, int]]:
    """Every slot's file with its stamp, as last listed: the folder is listed again only when
    it changed — looked at once a second (:data:`LOOK_EVERY_S`), this window's own changes
    already in (:func:`_changing`) — or at once after the listing was forgotten
    (:func:`forget_listing`); ``fresh``: now (the window's reader and writer, off the frame
    loop). The menu asked at every frame, the new encuentro's and the removal's
    questions and the saves list at each opening, each listing a club's 3,000 files and
    looking at each (85 ms; every frame, on a slow share). A file changed where it lies, by
    hand, keeps the stamp listed until the folder changes or the reader passes again; a save
    is read whole before it is resumed, so a damaged one is still found, set aside and said."""
    where = (saves_dir(), record.save_path())
    now = time.monotonic()
    with _LOOKING:
        looked, changes = _LOOKED[0], _CHANGES[0]
        if not (fresh or looked is None or looked.where != where or _changed(looked, now)):
            return looked.files
    looked = _look(where, now)  # outside the lock: the frame loop never waits for the reader's
    with _LOOKING:
        if _CHANGES[0] == changes:
            _LOOKED[0] = looked
    return looked.files


def forget_listing() -> None:
    """The saves folder changed in a way this window does not follow (a save set aside as
    damaged): the next question lists it again, not a second later."""
    with _LOOKING:
        _LOOKED[0] = None
        _CHANGES[0] += 1


@contextlib.contextmanager
def _changing(*paths: Path) -> Iterator[None]:
    """This window changes the saves folder in the block — ``paths``, the slots' files it
    writes or removes (none for a lock or the index): the listing kept takes their stamps as
    they are after it, rather than being forgotten. The menu's first frame after a game
    listed a club's 3,000 files on the frame loop (100–200 ms) for the save just written; and a
    second later again, for the index's write. The folder's marks taken before and after the
    block are the listing's from then on only where they were its own before: a change of
    another window's since the listing is still listed at the next look, as one made between
    them is at the window's writer's or reader's next pass (:func:`recheck`)."""
    where = (saves_dir(), record.save_path())
    with _LOOKING:
        _UNDER_WAY[0] += 1
    before = _marks(where)
    try:
        yield
    finally:
        after, stamps = _marks(where), {p: fileio.stamp(p) for p in paths}
        with _LOOKING:
            _UNDER_WAY[0] -= 1
            _CHANGES[0] += 1
            looked = _LOOKED[0]
            if looked is not None and looked.where == where:
                _follow(looked, stamps, after if looked.marks == before else looked.marks)


def _follow(
    looked: _Looked, stamps: dict[Path, tuple[int, int, int] | None], marks: tuple[Any, Any]
) -> None:
    """The listing kept with this window's change in: each slot's file as it is now (gone:
    left out), and the folder's marks it is to be told changed by."""
    for path, stamp in stamps.items():
        if stamp is None:
            looked.files.pop(path, None)
        else:
            looked.files[path] = stamp
    looked.marks, looked.followed = marks, True


def recheck() -> None:
    """The folder listed afresh if this window's own changes were put into the listing since
    it was last listed (:func:`_changing`), off the frame loop (the window's reader and
    writer, :mod:`chapo_game.ui.save_indexer`): a save another window wrote while one of this
    window's writes was under way shares the folder's time with it, and is found here rather
    than missed until the folder next changes."""
    with _LOOKING:
        due = _LOOKED[0] is not None and _LOOKED[0].followed
    if due:
        listed(fresh=True)


def _marks(where: tuple[Path, Path]) -> tuple[Any, Any]:
    """What changes with the listing: the folder's stamp (a file added, renamed over or
    removed) and the legacy save's."""
    return fileio.stamp(where[0]), fileio.stamp(where[1])


def _changed(looked: _Looked, now: float) -> bool:
    """Whether the folder changed since it was listed, looked at no more than once a second
    — and not while this window changes it (the writer's index, its temporary file made and
    renamed): the frame loop listed the whole folder for that, and the change is put into the
    listing as it ends (:func:`_changing`)."""
    if _UNDER_WAY[0] or now - looked.at < LOOK_EVERY_S:
        return False
    looked.at = now
    return _marks(looked.where) != looked.marks


def _look(where: tuple[Path, Path], now: float) -> _Looked:
    """The folder listed, each file's stamp taken (what :func:`known` tells an unchanged
    summary by), and the marks taken first: a change made during the listing is seen at the
    next look."""
    marks = _marks(where)
    files = {p: s for p in _each_slot_file() if (s := fileio.stamp(p)) is not None}
    return _Looked(where, files, marks, now)


def summaries(paths: Sequence[Path]) -> Listing:
    """The summaries of ``paths`` (a page of the list), in their order: each known one (same
    size, time of change and inode) taken from memory or the folder's index, the others
    checked whole now — a damaged one kept aside and reported, one gone left out."""
    return _listing(list(paths), summaries=True, whole=False)


def keep_index() -> None:
    """Write the folder's index if summaries were learned since it was last written (the
    window's reader and writer, off its frame loop: a game or the saves list left, a pass
    done). One write at a time, whichever thread asks (:data:`_WRITING`); the
    listing's lock is held only to take the summaries to write, the file written outside it —
    written under it, the saves list's page on the frame loop, asking that lock for the
    summaries it shows, waited for the disk."""
    with _WRITING:
        with _LISTING:
            if not _UNWRITTEN[0]:
                return
        there = listed()  # (outside the lock: a listing due is not the page's wait either)
        with _LISTING:
            files = _to_index(there)
            _UNWRITTEN[0] = False
        _write_index(files)


def known(paths: Sequence[Path]) -> dict[Path, Slot]:
    """The summaries of those ``paths`` that are known and whose files are unchanged since, by
    their stamps as listed (:func:`listed`; a file is looked at only where its listed stamp is
    not the summary's: learned since): the saves list searches these while it reads the
    others. Nothing read but the index, once a run or when another window wrote it."""
    files = listed()
    found = {}
    with _LISTING:
        _load_index()
        for path in paths:
            hit = _SUMMARIES.get(path)
            if hit is not None and (hit[0] == files.get(path) or hit[0] == fileio.stamp(path)):
                found[path] = hit[1]  # (looked at only when learned since it was listed)
    return found


def unknown() -> list[Path]:
    """The slots' files, newest first, whose summaries neither memory nor the folder's index
    knows as they are now (saves of a version before the index, or changed by hand): the
    window reads them off its frame loop (:class:`chapo_game.ui.save_indexer.SaveIndexer`),
    listing the folder afresh (:func:`listed`) for the frame loop's questions too."""
    listed(fresh=True)
    paths = newest_first()
    seen = known(paths)
    return [p for p in paths if p not in seen]


def learn(path: Path) -> record.Loaded | None:
    """Check one file whose summary is not known, for the index, off the frame loop
    (:class:`chapo_game.ui.save_indexer.SaveIndexer`): what it found wrong to say, if anything
    (the damaged file set aside, or one of a newer version kept). The file is read and checked
    outside the listing's lock, which is held only to look the summary up and to keep it: the
    window's frame asks that lock for a page's known summaries, and would wait the whole
    check of a long save (240 ms at 2,000 shots) at the reader's every file."""
    with _LISTING:
        _load_index()
        stamp = fileio.stamp(path)
        hit = _SUMMARIES.get(path)
        if stamp is None or (hit is not None and hit[0] == stamp) or _NEWER.get(path) == stamp:
            return None  # gone, known since it was found unknown, or a newer version's
    slot, loaded = load_slot(path)
    with _LISTING:
        if slot is None:
            _SUMMARIES.pop(path, None)
            if loaded.newer:
                _NEWER[path] = stamp  # kept for its version: nothing to resume here
            return loaded if loaded.message is not None else None
        if fileio.stamp(path) == stamp:  # (one saved again meanwhile is checked when next seen)
            _SUMMARIES[path] = (stamp, summary(slot))
            _UNWRITTEN[0] = True
    return None


def folder_problems() -> list[record.Loaded]:
    """What a look at the saves folder finds wrong without reading a save: the folder that
    cannot be read (or a file in its place), and each ``*.json`` that is no file."""
    unread = fileio.missing_said(saves_dir() / "slot.json")
    if unread is not None:
        return [record.Loaded(None, message=unread)]
    return not_saves()


#: Checked files' summaries by path: (size, time of change and inode, the summary slot).
_SUMMARIES: dict[Path, tuple[tuple[int, int, int], Slot]] = {}
#: One listing at a time (a damaged file is moved aside once).
_LISTING = threading.Lock()
#: One write of the index at a time (:func:`keep_index`): the last summaries taken are the
#: last written.
_WRITING = threading.Lock()
#: The index's file in the saves folder (no ``.json``: never taken for a save).
INDEX = ".summaries"
#: The legacy single save's name in the index (it lives outside the saves folder).
_LEGACY_IN_INDEX = ":legacy"
#: Whether summaries were learned since the index was last written.
_UNWRITTEN = [False]
#: The index as last read or written (its stamp): read again only once another window wrote it.
_INDEX_READ: list[tuple[int, int, int] | None] = [None]


def _listing(paths: list[Path], summaries: bool, whole: bool = True) -> Listing:
    """The slots of ``paths``; ``whole``: every slot, the folder looked at too (what is no
    save said, a crashed write's leftovers removed) and the index written — a page
    (:func:`summaries`) only marks it to write (:func:`keep_index`): with a club's 3,000 files
    both took 60 ms a page."""
    slots, problems = [], []
    # a saves folder that cannot be read (or a file in its place) listed nothing, unsaid
    if whole:
        problems += folder_problems()
    with _LISTING:
        if whole:
            fileio.remove_stale_temp_files(saves_dir(), (INDEX,), suffix=".json")
        if summaries:
            _load_index()
        for path in paths:
            stamp = fileio.stamp(path)
            known_ = _SUMMARIES.get(path)
            if summaries and known_ is not None and known_[0] == stamp:
                slots.append(known_[1])
                continue
            if stamp is None:
                _SUMMARIES.pop(path, None)
                continue  # gone since it was listed
            slot, loaded = load_slot(path)
            if slot is None:
                _SUMMARIES.pop(path, None)
                if loaded.newer and stamp is not None:
                    _NEWER[path] = stamp  # kept for its version: nothing to resume here
                if loaded.message is not None:
                    problems.append(loaded)
                continue
            brief = summary(slot)
            _SUMMARIES[path] = (stamp, brief)
            _UNWRITTEN[0] = True
            slots.append(brief if summaries else slot)
    if whole:
        keep_index()
    if len(paths) > 1 and not summaries:
        slots.sort(key=lambda s: s.saved, reverse=True)
    return Listing(slots, problems)


def _load_index() -> None:
    """The folder's index into memory, when another window (or an earlier run) wrote it since
    it was last read: each entry whose file is unchanged spares reading that file. A damaged
    index is only a cache lost (each file is checked again); one that is no file is never
    opened — a FIFO in its place froze the window at the saves list, waiting for a writer."""
    path = saves_dir() / INDEX
    stamp = fileio.stamp(path)
    if stamp is None or stamp == _INDEX_READ[0]:
        return
    _INDEX_READ[0] = stamp
    if fileio.not_a_file(path) is not None:
        return
    try:
        entries = json.loads(path.read_bytes())["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return
    if not isinstance(entries, dict):
        return
    for name, entry in entries.items():
        got = _from_index(name, entry)
        if got is None:
            continue
        mine = _SUMMARIES.get(got[0])
        # another window's entry of a file it wrote since this one learned it: the file's
        # (each save of a window played beside this one was read again here to be found)
        if mine is None or (mine[0] != got[1][0] and fileio.stamp(got[0]) == got[1][0]):
            _SUMMARIES[got[0]] = got[1]


def _from_index(name: Any, entry: Any) -> tuple[Path, tuple[tuple[int, int, int], Slot]] | None:
    """One entry of the index, checked as the list will read it (a hand-edited one, or one of
    another version, is skipped: its file is checked whole instead)."""
    try:
        size, ns, ino, saved, brief = entry
        stamp = (int(size), int(ns), int(ino))
        match = brief["match"]
        names = match["players"]
        numbers = [*match["scores"], *match["partidas_won"], match["partida_number"]]
        numbers += [match["settings"]["partidas"], match["settings"]["target"]]
        computers = {int(k): int(v) for k, v in brief.get("computers", {}).items()}
        ok = (
            isinstance(name, str) and "/" not in name and "\\" not in name
            and len(names) == 2 and all(isinstance(n, str) for n in names)
            and all(type(n) is int for n in numbers) and len(numbers) == 7
            and set(computers) <= {0, 1} and isinstance(saved, (int, float))
        )  # fmt: skip
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    if not ok:
        return None
    path = record.save_path() if name == _LEGACY_IN_INDEX else saves_dir() / name
    return path, (stamp, Slot(path, brief, float(saved)))


def _to_index(there: dict[Path, tuple[int, int, int]]) -> dict[str, list[Any]]:
    """The index's entries: the summaries known of this folder's files as listed (``there``;
    the others forgotten, gone), by their names. Under the listing's lock."""
    files = {}
    for path, (stamp, slot) in list(_SUMMARIES.items()):
        if path not in there:
            del _SUMMARIES[path]  # gone: forgotten
            continue
        if path.parent == saves_dir():
            name = path.name
        elif path == record.save_path():
            name = _LEGACY_IN_INDEX
        else:
            continue
        files[name] = [*stamp, slot.saved, slot.payload]
    return files


def _write_index(files: dict[str, list[Any]]) -> None:
    """The index's ``files`` written for the next run, whole or not at all (a failure only
    costs reading them again; never said), outside the listing's lock (:func:`keep_index`)."""
    if not files and _index_gone_with_the_last():
        return
    target = saves_dir() / INDEX
    text = json.dumps({"files": files}, separators=(",", ":"), sort_keys=True)
    with _changing(), contextlib.suppress(OSError):
        fileio.atomic_write_text(target, text)
        with _LISTING:
            _INDEX_READ[0] = fileio.stamp(target)  # this window's own: not read back


def _index_gone_with_the_last() -> bool:
    """With no save left, the index goes too (True): no index of none is left behind in a
    folder an encuentro's end, or a delete, left empty."""
    if any(_each_slot_file()):
        return False
    with _changing(), contextlib.suppress(OSError):
        (saves_dir() / INDEX).unlink()
    return True


def not_saves() -> list[record.Loaded]:
    """Each ``*.json`` in the saves folder that is no file (a folder, a FIFO, a link to no
    file), as one that could not be read, named, and left where it is (nothing damaged, or
    moved): they vanished from the list unsaid, and a folder among good saves was said as
    every save unread. Told by its type alone: a FIFO is never opened (reading it waits)."""
    found = []
    with contextlib.suppress(OSError):
        for path in sorted(saves_dir().glob("*.json")):
            why = fileio.not_a_file(path)
            if why is not None:
                found.append(
                    record.Loaded(None, message=f"{readable(path.name)}: {why}", unread=True)
                )
    return found


def summary(slot: Slot) -> Slot:
    """The slot with only what the list shows (:class:`Slot`'s properties read nothing
    else): a long encuentro's payload is about a megabyte in memory, its summary a few
    hundred bytes."""
    m = slot.match
    said = ("players", "scores", "partidas_won", "partida_number", "phase", "winner")
    brief = {k: m[k] for k in said if k in m}
    brief["settings"] = {k: m["settings"][k] for k in ("partidas", "target")}
    kept = {k: slot.payload[k] for k in ("computers", "player_ids") if k in slot.payload}
    return Slot(slot.path, {**kept, "match": brief}, slot.saved)  # ids: the names of now


#: Files found written by a newer version, by their size and time of change: not listed.
_NEWER: dict[Path, tuple[int, int, int]] = {}


def any_saved() -> bool:
    """Whether the resume screen has anything to offer (no file is read; one found to be a
    newer version's, and unchanged since, offers nothing — the button was lit over an empty
    list). Asked at every frame of the menu: answered from the folder's listing
    (:func:`listed`), looked at once a second — it listed the folder at every frame, up to its
    first save, on a slow share a stall of every frame."""
    return any(_NEWER.get(p) != stamp for p, stamp in listed().items())


def _each_slot_file() -> Iterator[Path]:
    """:func:`slot_files` one at a time, unsorted: the legacy save, then the folder's."""
    legacy = record.save_path()
    if is_file(legacy):
        yield legacy
    with contextlib.suppress(OSError), os.scandir(saves_dir()) as entries:
        for entry in entries:
            if entry.name.endswith(".json") and entry.is_file():
                yield Path(entry.path)


#: A slot looked for, and what was found wrong on the way (:func:`find`, :func:`find_renamed`).
Found = tuple[Slot | None, list[record.Loaded]]


def find(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> Found:
    """The saved encuentro a new one between these players in this mode would replace: its
    own slot, or the legacy single save if it holds them. Only those are read — a club's two
    hundred saves took a second to read at every start. With it, each file found damaged
    (set aside) or of a newer version, to be said: one damaged since it was last saved was
    set aside unsaid, and the new encuentro began as if none had been kept."""
    key = slot_key(names, computers)
    problems = []
    for path in slot_paths(names, computers):
        if is_file(path):
            slot, loaded = load_slot(path)
            if slot is not None and slot.key == key:
                return slot, problems
            if slot is None and loaded.message is not None:
                problems.append(loaded)
    return None, problems


def find_renamed(
    ids: Sequence[str | None],
    computers: dict[Any, Any],
    names: Sequence[str] = (),
    known_only: bool = False,
) -> Found:
    """A saved encuentro of the same players of the list (``ids``, in either seat), in this
    mode, under a name one of them has since changed: :func:`find` looks by name, so a player
    renamed was not asked about it, a second encuentro was started beside it, and resuming
    the older one (saved under the new names) then wrote over the newer. Read from the
    summaries known (this run's, the index's — every save this version writes is known
    there: :func:`save`) and the files named after one of ``names`` (the players' names now:
    one renamed leaves the other's in the file's name). Only when neither holds it are the
    files nothing is known of checked — saves of versions before the index, each read once
    and kept in the index: with both players renamed, their save, never shown in the list,
    was not found, and the new encuentro began beside it; ``known_only``: not those (the window
    has them read off its loop first, :class:`chapo_game.ui.save_indexer.SaveIndexer`). The
    slot found is read whole; a file found damaged on the way (the one the index knew, since
    spoilt or gone: set aside unsaid, the new encuentro began beside nothing) is handed back
    to be said, as :func:`find` does."""
    wanted = sorted(i or "" for i in ids)
    if not any(wanted):
        return None, []  # guests: nobody to recognise but by name
    every = newest_first()
    briefs = known(every)  # from memory and the listing: the club's saves not looked at
    sought = _Sought(every, briefs, wanted, computers)
    found, problems = sought.reading(naming(names, sought.unread()))
    if found is None and not known_only:
        found, more = sought.reading(sought.unread())
        problems += more
        keep_index()  # read once: the next encuentro's question reads none of them
    if found is None:
        return None, problems
    slot, loaded = load_slot(found.path)
    return slot, problems if slot is not None or loaded.message is None else [*problems, loaded]


@dataclass
class _Sought:
    """:func:`find_renamed`'s search: every slot's file (newest first), the summaries known
    of them so far, and the players' ids (sorted) and mode it looks for."""

    every: list[Path]
    briefs: dict[Path, Slot]
    wanted: list[str]
    computers: dict[Any, Any]

    def unread(self) -> list[Path]:
        """The files whose summaries are not known yet, newest first."""
        return [p for p in self.every if p not in self.briefs]

    def reading(self, paths: list[Path]) -> tuple[Slot | None, list[record.Loaded]]:
        """The summaries of ``paths`` read in; then the newest known of these players, if
        any, and what was found wrong on the way, to be said."""
        listing = summaries(paths)
        self.briefs.update((brief.path, brief) for brief in listing.slots)
        known_ = [self.briefs[p] for p in self.every if p in self.briefs]
        return _same_players(known_, self.wanted, self.computers), list(listing.problems)


def _same_players(
    briefs: Sequence[Slot], wanted: list[str], computers: dict[Any, Any]
) -> Slot | None:
    """The first of ``briefs`` whose seats hold the ids ``wanted`` (sorted), in this mode."""
    for brief in briefs:  # (``wanted`` holds an id: two seats of none are never it)
        same = sorted(i or "" for i in brief.player_ids) == wanted
        if same and mode_of(brief.computers) == mode_of(computers):
            return brief
    return None


def counting_for(roster: players.Roster, pid: str) -> list[Slot]:
    """The saved encuentros whose partidas count for this player of the list, as their seats
    are counted when a partida ends (:func:`players.seat_ids`: by his id, or by his name where
    the seat's id is on no list) — what removing him leaves counting for nobody. Among every
    save whose summary is known, nothing read: the window has the others read off its loop
    first (:func:`unknown`), and the folder not listed (:func:`listed`). Found by his name in
    the files' names, a save under a name he had before, or of a version that kept no ids, was
    missed. A save neither holding his id nor a seat of his name (folded) cannot count for him
    and is passed over before the list is searched by name for its seats: that search, at
    every seat of a club's 3,000 saves of no ids, was most of the question."""
    player = roster.by_id(pid)
    his = players.same_name(player["name"]) if player is not None else None
    found = []
    for brief in known(newest_first()).values():
        ids = brief.player_ids
        if pid not in ids and his not in map(players.same_name, brief.players):
            continue
        if pid in players.seat_ids(roster, brief.players, ids, brief.computers):
            found.append(brief)
    return found


def naming(names: Sequence[str], unknown: Sequence[Path]) -> list[Path]:
    """Of the files whose summaries are not known (``unknown``), those that may hold an
    encuentro of these players, found without reading a save: those whose file's name holds
    one of ``names`` (a file is named after its players), and the legacy single save. A
    club's every save was read to find one player's."""
    marks = [f"-{slug(n)}-" for n in names]
    legacy = record.save_path()
    return [p for p in unknown if p == legacy or any(m in p.name for m in marks)]


def of_newer_version(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> bool:
    """Whether the slot of these players holds an encuentro saved by a newer version of
    Chapó: not listed here and never set aside, a new encuentro of theirs would write over
    it (a club whose machines share one folder but not one version)."""
    path = slot_path(names, computers)
    return is_file(path) and record.load_encuentro(path).newer


def save(payload: dict[str, Any], loaded_from: Path | None = None) -> WriteFailure | None:
    """Write the encuentro to its slot; a save loaded from another file (the legacy one, or
    one named by an earlier version's key) is removed once its slot holds it."""
    m = payload["match"]
    path = slot_path(m["players"], payload.get("computers", {}))
    with _changing(path, *([] if loaded_from is None else [loaded_from])):
        failure = record.save(payload, path)
        if failure is None:
            _learn(path, payload)
        if failure is None and loaded_from is not None and loaded_from != path:
            record.clear(loaded_from)
    return failure


def _learn(path: Path, payload: dict[str, Any]) -> None:
    """The summary of the save just written, known without reading it back (in memory; the
    index gets it at the next :func:`keep_index`, at the latest when the window leaves the
    game): a save neither player's name finds any more (both renamed) is still found by
    :func:`find_renamed` without reading the club's every save."""
    stamp = fileio.stamp(path)
    if stamp is None:
        return
    try:
        brief = summary(Slot(path, payload, stamp[1] / 1e9))
        brief = Slot(path, json.loads(json.dumps(brief.payload)), brief.saved)  # its own copy
    except (KeyError, TypeError, ValueError):
        return  # read whole when it is next wanted
    with _LISTING:
        _SUMMARIES[path] = (stamp, brief)
        _NEWER.pop(path, None)
        _UNWRITTEN[0] = True


# ---------------------------------------------------------------------- one window a slot
#: The slots this process plays, each with its lock held (:func:`take`).
_PLAYING: dict[Path, fileio.Hold] = {}


def _lock_of(slot: Path) -> Path:
    """The lock file a window holds while it plays the slot (hidden; never listed)."""
    return slot.with_name(f".{slot.stem}.lock")


def take(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> Path | None:
    """Claim the slot of these players for this window while it plays their encuentro: the
    slot, or None when another window plays it. Two windows on one save each wrote their own
    shots over the other's, and the score sheet ended up mixing two encuentros."""
    path = slot_path(names, computers)
    if path in _PLAYING:
        return path
    with _changing():  # its lock file, made
        held = fileio.hold(_lock_of(path))
    if held is None:
        return None
    _PLAYING[path] = held
    return path


def in_use(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> bool:
    """Whether another window plays the slot of these players now (nothing is taken)."""
    path = slot_path(names, computers)
    if path in _PLAYING:
        return False
    if take(names, computers) is None:
        return True
    let_go(path)  # taken only to see: given back
    return False


def let_go(path: Path) -> None:
    """This window no longer plays the slot ``path`` (:func:`take`): another may take it. A
    slot with no save (the encuentro finished, deleted, or only looked at by :func:`in_use`)
    takes its lock file with it: one was left for every pair of players that ever met. The
    last save's summary goes into the index with the window's next write, off its frame loop
    (:meth:`chapo_game.ui.save_indexer.SaveIndexer.keep`): written here, the club's 3,000
    files were listed and the whole index rewritten in the frame that left the game."""
    held = _PLAYING.pop(path, None)
    if held is not None:
        with _changing():  # its lock file, maybe removed
            held.release(remove=None if is_file(path) else _lock_of(path))


def delete(path: Path) -> WriteFailure | None:
    """Forget a slot (the window has asked first); what stopped it, if anything. Its lock file
    goes too, taken first (:func:`let_go` removes it when this window plays the slot; another
    window's is left to it)."""
    with _changing(path):
        failure = record.clear(path)
        if failure is None and path not in _PLAYING and (held := fileio.hold(_lock_of(path))):
            held.release(remove=None if is_file(path) else _lock_of(path))
    if failure is None:
        _index_gone_with_the_last()
    return failure
