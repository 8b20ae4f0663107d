"""The saves' summaries, known between the window's questions and from one run to the next.

The window lists the slots a page at a time: :func:`newest_first` orders the files by their
time of change alone (nothing read), and :func:`summaries` gives the page's. Each file is
checked whole the first time it is seen and only its summary is kept, by the file's size, time
of change and inode — in memory, and in the folder's index (``.summaries``) for the next runs:
a club's three hundred abandoned long encuentros (about 23 ms each to check) took 7 s to read
at every start, and the window's frames ran at 250 ms meanwhile. Nothing reads every save at
start now; a file is checked once, when a list first shows it — and a save this version
writes is known as it is written (:func:`know_saved`), never read back for its summary.

The index is written off the frame loop (:func:`keep_index`, the window's reader and writer),
an entry at a time with the interpreter handed back between a few (:func:`index_text`).
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from . import file_problems, fileio, record, temp_files
from .save_folder import Listing, Slot, each_slot_file, folder_problems, saves_dir, summary
from .save_listing import changing, forget_listing, listed

#: A file's stamp (:func:`chapo_game.fileio.stamp`): size, time of change, inode.
Stamp = tuple[int, int, int]

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
#: Files found written by a newer version, by their size and time of change: not listed.
_NEWER: dict[Path, tuple[int, int, int]] = {}
#: The index's entries encoded between two hand-overs of the interpreter (:func:`index_text`):
#: 1–2 ms of encoding.
ENTRIES_A_TURN = 150


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


def newest_first(files: Mapping[Path, Stamp] | None = None) -> list[Path]:
    """Every slot's file, the newest first, by its time of change alone: nothing is read, and
    the folder is listed only when it changed (:func:`listed`; ``files``: as listed just
    now)."""
    # a newer version's, unchanged since: not listed
    listing = listed() if files is None else files
    when = {p: s[1] for p, s in listing.items() if _NEWER.get(p) != s}
    return sorted(when, key=lambda p: (-when[p], p.name))


def any_saved() -> bool:
    """Whether the resume screen has anything to offer (no file is read; one found to be a
    newer version's, and unchanged since, offers nothing — the button was lit over an empty
    list). Asked at every frame of the menu: answered from the folder's listing
    (:func:`listed`), looked at once a second — it listed the folder at every frame, up to its
    first save, on a slow share a stall of every frame."""
    return any(_NEWER.get(p) != stamp for p, stamp in listed().items())


def summaries(paths: Sequence[Path]) -> Listing:
    """The summaries of ``paths`` (a page of the list), in their order: each known one (same
    size, time of change and inode) taken from memory or the folder's index, the others
    checked whole now — a damaged one kept aside and reported, one gone left out."""
    return read_listing(list(paths), summaries=True, whole=False)


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


def known(paths: Sequence[Path], files: Mapping[Path, Stamp] | None = None) -> dict[Path, Slot]:
    """The summaries of those ``paths`` that are known and whose files are unchanged since, by
    their stamps as listed (:func:`listed`, or ``files`` as listed just now; a file is looked
    at only where its listed stamp is not the summary's: learned since): the saves list
    searches these while it reads the others. Nothing read but the index, once a run or when
    another window wrote it."""
    files = listed() if files is None else files
    found = {}
    _load_index()
    with _LISTING:
        for path in paths:
            hit = _SUMMARIES.get(path)
            if hit is not None and (hit[0] == files.get(path) or hit[0] == fileio.stamp(path)):
                found[path] = hit[1]  # (looked at only when learned since it was listed)
    return found


def unknown() -> list[Path]:
    """The slots' files, newest first, whose summaries neither memory nor the folder's index
    knows as they are now (saves of a version before the index, or changed by hand): the
    window reads them off its frame loop (:class:`chapo_game.ui.save_indexer.SaveIndexer`),
    listing the folder afresh (:func:`listed`) for the frame loop's questions too — and
    judging by that listing: one crossed by this window's own change (its writer's index) is
    not kept, and the listing kept from before had a save spoilt where it lies (by hand, the
    folder's time unchanged) at its old stamp, known, never read nor set aside, and offered."""
    files = listed(fresh=True)
    paths = newest_first(files)
    seen = known(paths, files)
    return [p for p in paths if p not in seen]


def learn(path: Path) -> record.Loaded | None:
    """Check one file whose summary is not known, for the index, off the frame loop
    (:class:`chapo_game.ui.save_indexer.SaveIndexer`): what it found wrong to say, if anything
    (the damaged file set aside, or one of a newer version kept). The file is read and checked
    outside the listing's lock, which is held only to look the summary up and to keep it: the
    window's frame asks that lock for a page's known summaries, and would wait the whole
    check of a long save (240 ms at 2,000 shots) at the reader's every file."""
    _load_index()
    with _LISTING:
        stamp = fileio.stamp(path)
        hit = _SUMMARIES.get(path)
        if stamp is None or (hit is not None and hit[0] == stamp) or _NEWER.get(path) == stamp:
            return None  # gone, known since it was found unknown, or a newer version's
    slot, loaded = load_slot(path)
    with _LISTING:
        if slot is None:
            return _unread(path, stamp, loaded)
        if fileio.stamp(path) == stamp:  # (one saved again meanwhile is checked when next seen)
            _SUMMARIES[path] = (stamp, summary(slot))
            _UNWRITTEN[0] = True
    return None


def read_listing(paths: list[Path], summaries: bool, whole: bool = True) -> Listing:
    """The slots of ``paths``; ``whole``: every slot, the folder looked at too (what is no
    save said, a crashed write's leftovers removed) and the index written — a page
    (:func:`summaries`) only marks it to write (:func:`keep_index`): with a club's 3,000 files
    both took 60 ms a page."""
    slots, problems = [], []
    # a saves folder that cannot be read (or a file in its place) listed nothing, unsaid
    if whole:
        problems += folder_problems()
    if summaries:
        _load_index()  # (outside the listing's lock: read an entry at a time)
    with _LISTING:
        if whole:
            temp_files.remove_stale_temp_files(saves_dir(), (INDEX,), suffix=".json")
        for path in paths:
            slot, problem = _read(path, summaries)
            slots += [] if slot is None else [slot]
            problems += [] if problem is None else [problem]
    if whole:
        keep_index()
    if len(paths) > 1 and not summaries:
        slots.sort(key=lambda s: s.saved, reverse=True)
    return Listing(slots, problems)


def _read(path: Path, summaries: bool) -> tuple[Slot | None, record.Loaded | None]:
    """One file of a listing, under the listing's lock: its summary if known as it is now
    (``summaries``), else the file checked whole and its summary kept — the slot (or its
    summary), and what was found wrong to say; neither for a file gone since it was listed."""
    stamp = fileio.stamp(path)
    known_ = _SUMMARIES.get(path)
    if summaries and known_ is not None and known_[0] == stamp:
        return known_[1], None
    if stamp is None:
        _SUMMARIES.pop(path, None)
        return None, None  # gone since it was listed
    slot, loaded = load_slot(path)
    if slot is None:
        return None, _unread(path, stamp, loaded)
    brief = summary(slot)
    _SUMMARIES[path] = (stamp, brief)
    _UNWRITTEN[0] = True
    return brief if summaries else slot, None


def _unread(path: Path, stamp: tuple[int, int, int], loaded: record.Loaded) -> record.Loaded | None:
    """A file checked that held no slot, forgotten (under the listing's lock): one of a newer
    version kept by its stamp, never listed while unchanged; what is to be said, if anything
    (the damaged file set aside)."""
    _SUMMARIES.pop(path, None)
    if loaded.newer:
        _NEWER[path] = stamp  # kept for its version: nothing to resume here
    return loaded if loaded.message is not None else None


def _load_index() -> None:
    """The folder's index into memory, when another window (or an earlier run) wrote it since
    it was last read: each entry whose file is unchanged spares reading that file. Read and
    checked outside the listing's lock (never called under it), an entry at a time
    (:func:`_read_index`); taken in under it, unless another thread read or wrote the index
    meanwhile."""
    read = _read_index()
    if read is None:
        return
    with _LISTING:
        if _INDEX_READ[0] != read[0]:
            return  # read or written since: that one is the newer
        _INDEX_READ[0] = read[1]
        for path, entry in read[2]:
            mine = _SUMMARIES.get(path)
            # another window's entry of a file it wrote since this one learned it: the file's
            # (each save of a window played beside this one was read again here to be found)
            if mine is None or (mine[0] != entry[0] and fileio.stamp(path) == entry[0]):
                _SUMMARIES[path] = entry


_Entry = tuple[Path, tuple[tuple[int, int, int], Slot]]


def _read_index() -> tuple[Any, tuple[int, int, int], list[_Entry]] | None:
    """The index as read now if it is not the one last read: the stamp it was read over
    (:data:`_INDEX_READ`), its own, and its entries fit for the list (:func:`_from_index`)."""
    path = saves_dir() / INDEX
    with _LISTING:
        was = _INDEX_READ[0]
    stamp = fileio.stamp(path)
    if stamp is None or stamp == was:
        return None
    entries = []
    for n, (name, entry) in enumerate(_index_entries(path).items()):
        _hand_over(n)
        got = _from_index(name, entry)
        entries += [] if got is None else [got]
    return was, stamp, entries


def _hand_over(n: int) -> None:
    """The interpreter handed back every :data:`ENTRIES_A_TURN` entries of the index's read
    or write, off the frame loop (the window's reader and writer): one ``json.loads`` of a
    club's 3,000 summaries and their checks held it 30-40 ms, and the frame loop waited as
    long."""
    if n and not n % ENTRIES_A_TURN and _off_loop():
        time.sleep(0)  # the frame loop's turn


def _off_loop() -> bool:
    """Whether this is a thread beside the frame loop (the window's reader or writer)."""
    return threading.current_thread() is not threading.main_thread()


def _index_entries(path: Path) -> dict[Any, Any]:
    """The index's entries as its file holds them, none if it cannot be read: a damaged index
    is only a cache lost (each file is checked again); one that is no file is never opened — a
    FIFO in its place froze the window at the saves list, waiting for a writer."""
    if file_problems.not_a_file(path) is not None:
        return {}
    try:
        entries = _parsed(path.read_bytes(), by_entry=_off_loop())
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    return entries if isinstance(entries, dict) else {}


def _parsed(data: bytes, by_entry: bool) -> Any:
    """The index's ``files``, exactly as ``json.loads(data)["files"]`` gives them; ``by_entry``
    (off the frame loop): the text :func:`index_text` writes read an entry at a time
    (:func:`_entry_by_entry`), any other (an older version's, hand-edited, damaged) by
    ``json.loads`` — which says what is wrong. On the frame loop, one ``json.loads``: nothing
    to hand the interpreter to, and the entries one at a time take half as long again."""
    if by_entry:
        with contextlib.suppress(ValueError):
            return _entry_by_entry(data.decode("utf-8"))
    return json.loads(data)["files"]


#: The index's text as :func:`index_text` begins it.
_HEAD = '{"files":{'
_DECODER = json.JSONDecoder()


def _entry_by_entry(text: str) -> dict[str, Any]:
    """The entries of an index written by :func:`index_text` (compact, no other key), one
    at a time, the interpreter handed back between a few (:func:`_hand_over`): ValueError for
    any other text."""
    if not text.startswith(_HEAD):
        raise ValueError("not the index's own text")
    entries: dict[str, Any] = {}
    at, sep = len(_HEAD), "}" if text.startswith("}", len(_HEAD)) else ","
    while sep == ",":
        _hand_over(len(entries))
        name, at = _DECODER.raw_decode(text, at + (len(entries) > 0))
        if not isinstance(name, str) or not text.startswith(":", at):
            raise ValueError("not a name")
        entries[name], at = _DECODER.raw_decode(text, at + 1)
        sep = text[at : at + 1]
    if text[at:] != "}}":
        raise ValueError("not the index's own end")
    return entries


def _from_index(name: Any, entry: Any) -> tuple[Path, tuple[tuple[int, int, int], Slot]] | None:
    """One entry of the index, checked as the list will read it (a hand-edited one, or one of
    another version, is skipped: its file is checked whole instead)."""
    try:
        size, ns, ino, saved, brief = entry
        stamp = (int(size), int(ns), int(ino))
    except (TypeError, ValueError):
        return None
    named = isinstance(name, str) and "/" not in name and "\\" not in name
    if not (named and isinstance(saved, (int, float)) and _listable(brief)):
        return None
    path = record.save_path() if name == _LEGACY_IN_INDEX else saves_dir() / name
    return path, (stamp, Slot(path, brief, float(saved)))


def _listable(brief: Any) -> bool:
    """Whether an index entry's summary holds what the list reads of it (:class:`Slot`'s
    properties), each of its type."""
    try:
        match = brief["match"]
        names = match["players"]
        numbers = [*match["scores"], *match["partidas_won"], match["partida_number"]]
        numbers += [match["settings"]["partidas"], match["settings"]["target"]]
        computers = {int(k): int(v) for k, v in brief.get("computers", {}).items()}
        return (
            len(names) == 2 and all(isinstance(n, str) for n in names)
            and all(type(n) is int for n in numbers) and len(numbers) == 7
            and set(computers) <= {0, 1}
        )  # fmt: skip
    except (KeyError, TypeError, ValueError, AttributeError):
        return False


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
    if not files and index_gone_with_the_last():
        return
    target = saves_dir() / INDEX
    text = index_text(files)
    with changing(), contextlib.suppress(OSError):
        fileio.atomic_write_text(target, text)
        with _LISTING:
            _INDEX_READ[0] = fileio.stamp(target)  # this window's own: not read back


def index_text(files: dict[str, list[Any]]) -> str:
    """The index's text, exactly ``json.dumps({"files": files}, separators=(",", ":"),
    sort_keys=True)``, built an entry at a time, the interpreter handed back between a few
    (:data:`ENTRIES_A_TURN`), and at the interpreter's own turns (5 ms) between any two: one
    ``json.dumps`` of a club's 3,000 summaries (830 KiB) held it 19–33 ms on the writer's
    thread, and the frame loop waited as long (frames of 40–50 ms as a game was left for the
    menu)."""
    parts = []
    for n, name in enumerate(sorted(files)):
        _hand_over(n)
        parts.append(f"{_json(name)}:{_json(files[name])}")
    return '{"files":{' + ",".join(parts) + "}}"


def _json(value: Any) -> str:
    """``value`` as the index's text writes it: compact, keys sorted."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def index_gone_with_the_last() -> bool:
    """With no save left, the index goes too (True): no index of none is left behind in a
    folder an encuentro's end, or a delete, left empty."""
    if any(each_slot_file()):
        return False
    with changing(), contextlib.suppress(OSError):
        (saves_dir() / INDEX).unlink()
    return True


def know_saved(path: Path, payload: dict[str, Any]) -> None:
    """The summary of the save just written, known without reading it back (in memory; the
    index gets it at the next :func:`keep_index`, at the latest when the window leaves the
    game): a save neither player's name finds any more (both renamed) is still found by
    :func:`chapo_game.saves.find_renamed` without reading the club's every save."""
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
