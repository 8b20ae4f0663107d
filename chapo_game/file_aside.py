"""Damaged files kept aside: a file that cannot be used is never deleted but renamed to
``<name>.damaged-<timestamp>`` (a link's file is, beside the link, and the link stays:
:func:`keep_aside`), or copied there while its mended version is written over it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .file_names import first_free, name_within
from .fileio import is_file


def set_aside_from(link: Path) -> Path | None:
    """The newest copy the game set aside of the file the dangling ``link`` pointed to
    (:func:`keep_aside`: ``<link's name>.damaged-<timestamp>`` beside the link, or, with no
    room there, ``<file's name>.damaged-<timestamp>`` beside the file), or ``None``.

    Found only while the folder the link points into is there: a link left dangling by the
    game's own setting aside was said at the next start as a share not connected, sending a
    club to check a share that was connected. A share that is not connected has no such
    folder, and a copy from long ago (a list mended once, then written through the link
    again) must not be taken for why the file is not there now."""
    real = Path(os.path.realpath(link))
    try:
        if not real.parent.is_dir():
            return None
    except OSError:
        return None
    found: list[tuple[str, Path]] = []
    for folder, name in ((link.parent, link.name), (real.parent, real.name)):
        prefix = f"{name}.damaged-"
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(prefix) and is_file(Path(entry.path)):
                found.append((entry.name[len(prefix) :], Path(entry.path)))
    return max(found)[1] if found else None


def aside_name(p: Path) -> Path:
    """``<name>.damaged-<timestamp>`` beside ``p``, a name no other file has (its own name cut
    where the two would be longer than a file name may be)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return first_free(
        lambda n: p.with_name(name_within(p.name, f".damaged-{stamp}" + (f"-{n}" if n > 1 else "")))
    )


def move_aside(p: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged-<timestamp>`` (never overwriting another)."""
    target = aside_name(p)
    os.replace(p, target)
    return target


def copy_aside(p: Path) -> Path | None:
    """A damaged file's copy kept as ``<name>.damaged-<timestamp>`` (a second name for the
    same file where the folder allows, else a copy), the file itself left in place for its
    mended version to be written over it atomically; ``None`` as :func:`keep_aside`. Moved
    first, a game killed before the mended file was written left none: the next start showed
    an empty list of players, or the default settings, and said nothing."""
    if not os.access(p, os.R_OK):
        return None
    try:
        target = aside_name(p)
        try:  # the file itself: a link's second name is a second link, and the mended
            os.link(os.path.realpath(p), target)  # file written through it lost the damage
        except OSError:  # a folder without links (FAT, some shares), another file system
            shutil.copy2(p, target)
        return target
    except OSError:
        return None


def mended_in_place(p: Path, write: Callable[[], Any]) -> tuple[Path | None, Any]:
    """A damaged file copied aside (:func:`copy_aside`), then its mended version written over
    it by ``write`` (which returns a failure, or ``None``): the copy and the failure. Where the
    write fails (a full disk, a read-only folder) the file stays as it was, to be read again
    next time, and its copy goes — kept, it was one more copy at every start."""
    moved = copy_aside(p)
    if moved is None:
        return None, None
    failed = write()
    if failed is not None:
        with contextlib.suppress(OSError):
            os.unlink(moved)
        return None, failed
    return moved, None


def keep_aside(p: Path) -> Path | None:
    """A damaged file moved aside (:func:`move_aside`), or ``None``: left where it is when this
    user may not read it — another user's file (a ``sudo chapo``) is unreadable, not damaged —
    or when even the move fails (a read-only folder); the game starts all the same.

    What the player ends up with, as the settings and the players' list use it: the file read
    as none — the default settings, an empty list, and the window's one line naming the
    ``.damaged-`` file beside ``settings.json`` or ``players.json`` — and the next save
    writes a new file where the old one was. For ``p`` a link (a club's list kept on a share,
    linked into the config folder) "where the old one was" is the share: the link itself was
    moved aside, and the next list was written into the config folder as a file of its own —
    the machine had left the share without a word. So a link stays, pointing where it
    pointed, and the file it points to is what is moved (:func:`_target_aside`): into the
    link's folder under the link's name, where the window says it is and where
    :func:`copy_aside` keeps its copy of a link's file (with no room there, on the share
    under its own ``.damaged-`` name); the next save is written through the
    link (:func:`.fileio.atomic_write_bytes`), back onto the share."""
    if not os.access(p, os.R_OK):
        return None
    try:
        return _target_aside(p) if p.is_symlink() else move_aside(p)
    except OSError:
        return None


def _target_aside(link: Path) -> Path:
    """The file ``link`` points to moved to ``<link's name>.damaged-<timestamp>`` beside the
    link, the link left as it is (dangling until the next save writes through it). Across
    file systems (a share) it is first renamed aside where it is, in one step, then copied
    beside the link and its renamed self removed: copied first and removed after, a list
    another machine wrote there meanwhile (its own damaged list set aside a moment sooner)
    was what was removed. Where the copy cannot be made (a full disk) the file stays set
    aside on the share, under its own ``.damaged-`` name, and that is returned; where even
    the rename fails (a read-only share) the error is raised and nothing was moved."""
    real = Path(os.path.realpath(link))
    target = aside_name(link)
    try:
        os.rename(real, target)  # one step on one file system: never both, never neither
        return target
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
    staged = aside_name(real)
    os.rename(real, staged)  # the share's name is free at once: what is written there stays
    try:
        shutil.copy2(staged, target)
        os.unlink(staged)
    except OSError:  # a copy cut short (a full disk) is no copy: the one on the share is kept
        with contextlib.suppress(OSError):
            os.unlink(target)
        return staged
    return target
