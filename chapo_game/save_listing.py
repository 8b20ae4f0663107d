"""The saves folder's listing, kept between the window's questions: each slot's file with its
stamp (size, time of change, inode), listed once, not at each question.

The folder is listed again only when its time of change (or the legacy save's) has changed —
looked at once a second; this window's own changes (a save written or deleted, a slot's lock,
the index) are put into the listing as they are made (:func:`changing`), never a cause to list
it again; the window's reader lists it afresh off the frame loop at each of its passes (the
saves list's opening starts one), and its reader or writer once more after this window's own
changes (:func:`recheck`). The menu's every frame, the new encuentro's and the removal's
questions and the saves list's opening each listed a club's 3,000 files and looked at each;
the menu's first frame after a game listed them all the same (100–200 ms), the game's saves
having forgotten the listing, and again a second later, the index's write having changed the
folder.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import fileio, record
from .save_folder import each_slot_file, saves_dir

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
#: How many times this window changed the folder or forgot the listing (:func:`changing`,
#: :func:`forget_listing`): a listing begun before is not kept (it may miss the change).
_CHANGES = [0]
#: How many of this window's own changes are under way (:func:`changing`): the folder's
#: time, changed by them, says nothing of another window's until they are in the listing.
_UNDER_WAY = [0]


def listed(fresh: bool = False) -> dict[Path, tuple[int, int, int]]:
    """Every slot's file with its stamp, as last listed: the folder is listed again only when
    it changed — looked at once a second (:data:`LOOK_EVERY_S`), this window's own changes
    already in (:func:`changing`) — or at once after the listing was forgotten
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
def changing(*paths: Path) -> Iterator[None]:
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
    it was last listed (:func:`changing`), off the frame loop (the window's reader and
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
    listing as it ends (:func:`changing`)."""
    if _UNDER_WAY[0] or now - looked.at < LOOK_EVERY_S:
        return False
    looked.at = now
    return _marks(looked.where) != looked.marks


def _look(where: tuple[Path, Path], now: float) -> _Looked:
    """The folder listed, each file's stamp taken (what :func:`chapo_game.save_index.known`
    tells an unchanged summary by), and the marks taken first: a change made during the
    listing is seen at the next look."""
    marks = _marks(where)
    files = {p: s for p in each_slot_file() if (s := fileio.stamp(p)) is not None}
    return _Looked(where, files, marks, now)
