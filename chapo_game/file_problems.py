"""Why a file is not there to read, where that is worth saying: a folder in its place, a
folder that cannot be read, a link to no file (a club's share not connected), an entry of a
folder that is no file (a FIFO, a device).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


def missing_said(path: Path) -> str | None:
    """Why there is no file ``path`` to read, where that is worth saying at start: a folder in
    its place, or a folder of its own that cannot be read (another user's, or a file where
    the folder should be) — the settings fell back to their defaults and the club's list
    showed empty without a word — or a link to no file (the share a club's list is kept on
    not connected), said as well. ``None``: simply none yet."""
    if dangling(path):
        return LINK_NOT_THERE
    if folder_in_the_way(path):
        return FOLDER_IN_THE_WAY
    folder = path.parent
    if dangling_folder(folder):  # the saves kept on a share that is not connected
        return FOLDER_LINK_NOT_THERE
    try:
        folder.stat()
    except FileNotFoundError:
        return None
    except NotADirectoryError:  # a file where a folder above it should be
        return FOLDER_A_FILE
    except OSError:  # a folder above it that cannot be entered
        return FOLDER_UNREADABLE
    if not folder.is_dir():
        return FOLDER_A_FILE
    if not os.access(folder, os.R_OK | os.X_OK):
        return FOLDER_UNREADABLE
    return None


def folder_in_the_way(path: Path) -> bool:
    """Whether a folder stands where the file ``path`` should be (``False`` where that cannot
    be told): said at start as a file that cannot be read — it was taken for no file at all,
    the club's list shown empty and the settings at their defaults without a word."""
    try:
        return path.is_dir()
    except OSError:
        return False


#: Why a file was not read: the folder it would be in cannot be read (another user's).
FOLDER_UNREADABLE = "its folder cannot be read"
#: Why a file was not read: a file stands where its folder should be ("its folder cannot be
#: read" sent a club's volunteer looking at permissions).
FOLDER_A_FILE = "a file is in the way of its folder"
#: Why a file was not read: a folder of its name stands there.
FOLDER_IN_THE_WAY = "a folder is in the way"  # as a write says it (errno.EISDIR)
#: Why a file was not read: it is a link to a file that is not there (a share not connected,
#: or its file set aside by another machine). The link is left as it is; a save writes through
#: it where the folder it points into is there (:func:`.fileio.atomic_write_bytes`).
LINK_NOT_THERE = "it is a link to a file that is not there"
#: Why a file was not read: its folder (or one above it) is a link to a folder that is not
#: there — ``saves/`` linked to a club's share that is not connected listed nothing, unsaid.
FOLDER_LINK_NOT_THERE = "its folder is a link to a folder that is not there"
#: Why a file was not written: the folder it goes in is a link to a folder that is not there
#: (a share not connected); making that folder said "a file is in the way of the folder".
LINK_FOLDER_NOT_THERE = "the link's folder is not there"
#: Each reason a file was not read that is no damage of the file: nothing tried to move it.
FOLDER_PROBLEMS = (
    FOLDER_IN_THE_WAY,
    FOLDER_UNREADABLE,
    FOLDER_A_FILE,
    LINK_NOT_THERE,
    FOLDER_LINK_NOT_THERE,
)


def dangling_folder(folder: Path) -> bool:
    """Whether ``folder``, or the nearest folder above it that is there, is a link to nothing
    (``False`` where that cannot be told): what stands nearest is the link, not a file."""
    for f in (folder, *folder.parents):
        try:
            f.lstat()
        except FileNotFoundError:
            continue
        except OSError:
            return False
        return dangling(f)
    return False


def dangling(path: Path) -> bool:
    """Whether ``path`` is a link to no file (``False`` where that cannot be told)."""
    try:
        return path.is_symlink() and not path.exists()
    except OSError:
        return False


#: What a folder's entry that is no file is, by its type (``stat``'s), in a reason.
_NOT_FILES = (
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


def not_a_file(path: Path) -> str | None:
    """Why the entry ``path`` of a listed folder (a ``*.json`` among the saves or the kept
    positions) is no file to read, said by its type alone — a FIFO is never opened, where
    reading it would wait for a writer for ever: a folder, a link to no file (and where it
    points), a FIFO, a socket, a device. ``None``: a file, a link to one, or nothing there.
    Such entries were left out of the list without a word."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return f"{LINK_NOT_THERE}: {link_target(path)}" if dangling(path) else None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # links pointing at each other: no file at the end
            return f"{LINK_NOT_THERE}: {link_target(path)}"
        return None
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return FOLDER_IN_THE_WAY
    kind = next((k for test, k in _NOT_FILES if test(mode)), None)
    return f"it is {kind}, not a file" if kind else "it is not a file"


def link_target(path: Path) -> str:
    """Where the link ``path`` points, as it is written in it ("" where it cannot be read)."""
    try:
        return os.readlink(path)
    except OSError:
        return ""
