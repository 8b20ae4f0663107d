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

Here are the slots (their files named after the players, written, taken by one window, deleted,
looked for) and the questions the window asks of the saves, some answered by the modules this
one stands on, by job: :mod:`chapo_game.save_folder` (the folder, and a save as read),
:mod:`chapo_game.save_listing` (the folder's listing, kept between questions) and
:mod:`chapo_game.save_index` (the saves' summaries, and their index).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import file_lock, player_counts, player_list, record
from .file_names import slug
from .fileio import WriteFailure, is_file
from .names import same_name
from .save_folder import (
    Listing,
    Slot,
    clean_ids,
    folder_problems,
    mode_of,
    saves_dir,
    slot_files,
    slot_key,
)
from .save_index import (
    INDEX,
    any_saved,
    index_gone_with_the_last,
    keep_index,
    know_saved,
    known,
    learn,
    load_slot,
    newest_first,
    read_listing,
    summaries,
    unknown,
)
from .save_listing import changing, forget_listing, listed, recheck

#: What the window asks of the saves, here or in the modules this one stands on.
__all__ = [
    "INDEX",
    "Found",
    "Listing",
    "Slot",
    "any_saved",
    "clean_ids",
    "counting_for",
    "delete",
    "destination",
    "find",
    "find_renamed",
    "folder_problems",
    "forget_listing",
    "in_use",
    "keep_index",
    "known",
    "learn",
    "let_go",
    "list_slots",
    "list_summaries",
    "listed",
    "load_slot",
    "naming",
    "newest_first",
    "of_newer_version",
    "recheck",
    "save",
    "saves_dir",
    "slot_files",
    "slot_key",
    "slot_path",
    "slot_paths",
    "summaries",
    "take",
    "unknown",
]


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


def list_slots() -> Listing:
    """Load every slot whole (a damaged one is kept aside and reported, the others still
    listed), newest first."""
    return read_listing(slot_files(), summaries=False)


def list_summaries() -> Listing:
    """Every slot at once, as the resume screen lists it: its payload cut to the summary
    (players, levels, scores, partida); a file unchanged since it was last checked (this run,
    or an earlier one: the index) is not read again. The window reads a page at a time
    (:func:`newest_first`, :func:`summaries`); this whole-folder reading is what the tests
    check the list against. Resume one with :func:`load_slot` on its path."""
    return read_listing(newest_first(), summaries=True)


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


def counting_for(roster: player_list.Roster, pid: str) -> list[Slot]:
    """The saved encuentros whose partidas count for this player of the list, as their seats
    are counted when a partida ends (:func:`player_counts.seat_ids`: by his id, or by his name where
    the seat's id is on no list) — what removing him leaves counting for nobody. Among every
    save whose summary is known, nothing read: the window has the others read off its loop
    first (:func:`unknown`), and the folder not listed (:func:`listed`). Found by his name in
    the files' names, a save under a name he had before, or of a version that kept no ids, was
    missed. A save neither holding his id nor a seat of his name (folded) cannot count for him
    and is passed over before the list is searched by name for its seats: that search, at
    every seat of a club's 3,000 saves of no ids, was most of the question."""
    player = roster.by_id(pid)
    his = same_name(player["name"]) if player is not None else None
    found = []
    for brief in known(newest_first()).values():
        ids = brief.player_ids
        if pid not in ids and his not in map(same_name, brief.players):
            continue
        if pid in player_counts.seat_ids(roster, brief.players, ids, brief.computers):
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
    """Write the encuentro to its slot (:func:`destination`); a save loaded from another file
    (the legacy one, or one named by an earlier version's key) is removed once its slot holds
    it."""
    m = payload["match"]
    computers, encuentro_id = payload.get("computers", {}), payload.get("encuentro_id")
    path = destination(m["players"], computers, encuentro_id, loaded_from)
    with changing(path, *([] if loaded_from is None else [loaded_from])):
        failure = record.save(payload, path)
        if failure is None:
            know_saved(path, payload)
        if failure is None and loaded_from is not None and loaded_from != path:
            record.clear(loaded_from)
    return failure


def destination(
    names: tuple[str, str] | list[str],
    computers: dict[Any, Any],
    encuentro_id: Any,
    loaded_from: Path | None,
) -> Path:
    """Where the encuentro ``encuentro_id`` is kept: its slot's file — or the file it was resumed
    from, of an earlier version's name, while the slot's holds another encuentro of the pair.
    Chapó 0.2.0 hashed a key that folded case alone, so "Íñigo" named another file: a club
    machine kept on 0.2.0 did not find the pair's save under its new name and began them
    another under the old one, and that one, resumed here, was written over the first."""
    path = slot_path(names, computers)
    if loaded_from is None or loaded_from == path or not is_file(path):
        return path
    held, loaded = load_slot(path)  # (damaged: set aside; a newer version's: kept)
    mine = held.payload.get("encuentro_id") == encuentro_id if held else not loaded.newer
    return path if mine else loaded_from


# ---------------------------------------------------------------------- one window a slot
#: The slots this process plays, each with its lock held (:func:`take`).
_PLAYING: dict[Path, file_lock.Hold] = {}


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
    with changing():  # its lock file, made
        held = file_lock.hold(_lock_of(path))
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
        with changing():  # its lock file, maybe removed
            held.release(remove=None if is_file(path) else _lock_of(path))


def delete(path: Path) -> WriteFailure | None:
    """Forget a slot (the window has asked first); what stopped it, if anything. Its lock file
    goes too, taken first (:func:`let_go` removes it when this window plays the slot; another
    window's is left to it)."""
    with changing(path):
        failure = record.clear(path)
        if failure is None and path not in _PLAYING and (held := file_lock.hold(_lock_of(path))):
            held.release(remove=None if is_file(path) else _lock_of(path))
    if failure is None:
        index_gone_with_the_last()
    return failure
