"""Writing the user's files safely: atomic writes, failed writes reported, damaged files kept.

Settings and the saved encuentro follow the same rules:

* a write never leaves a half-written file: a temporary file in the same folder, flushed to the
  disk, then ``os.replace`` over the old one;
* a write that fails (full disk, a folder in the way, no permission) leaves the previous file
  exactly as it was and comes back as one :class:`WriteFailure` the window shows in one line —
  the game goes on;
* a file that cannot be used is never deleted but renamed to ``<name>.damaged-<timestamp>``
  (a link's file is, beside the link, and the link stays: :func:`keep_aside`);
* temporary files left by a process that died mid-write (``kill -9``, power cut) are removed at
  the next start: their names carry the writer's process id, and the writer holds its file's
  lock until the rename, so a live writer's file is spared — whatever the clocks say (a clock
  set by hours, another machine's clock): age is only asked of a file no writer holds, and
  one seen unchanged for long enough by the monotonic clock is stale whatever its time.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import stat
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import one_line

#: ``.<name>.<pid>.<random>.tmp``; older versions wrote ``.<name>.<random>.tmp`` (no pid).
_TEMP = re.compile(r"^\.(?P<name>.+?)\.(?:(?P<pid>\d+)\.)?[^.]+\.tmp$")
#: A temporary file whose writer cannot be identified is stale after this many seconds.
STALE_AFTER_S = 3600.0
#: A temporary file of a pid no process here has is another machine's write for this long at
#: most (a 25 MB list on a slow share takes seconds), then a crashed writer's leftover.
WRITE_GRACE_S = 120.0

#: Why a write failed, in words a player understands, by errno (the rest: the OS's words).
_REASONS: dict[int, str] = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is exhausted",
    errno.EISDIR: "a folder is in the way",
    errno.ENOTDIR: "a file is in the way of the folder",
    errno.EEXIST: "a file is in the way of the folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EROFS: "the disk is read-only",
}


@dataclass(frozen=True)
class WriteFailure:
    """A write that did not happen: which file, and why (one line, English; the window shows a
    translated sentence around it). The previous file, if any, is intact; ``had_file`` says
    whether there was one (the first save of a file said "the previous file is kept")."""

    path: Path
    reason: str
    had_file: bool = True
    deleting: bool = False  # the file was to be deleted (:func:`remove_or_report`), not written

    def line(self) -> str:
        if self.deleting:
            return one_line(f"could not delete {self.path.name} ({self.reason}); it is still there")
        kept = "the previous file is kept" if self.had_file else "nothing was written"
        return one_line(f"could not save {self.path.name} ({self.reason}); {kept}")


def stamp(path: Path) -> tuple[int, int, int] | None:
    """A file's size, time of change (ns) and inode: what a cache of what was read from it is
    kept by, to read it again only once it changed; ``None`` when there is no such file. Every
    write here is a new file renamed over the old (a new inode): on a folder whose times are
    coarse (FAT's two seconds, some shares) a change of the same size, within the same tick,
    was never read."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ino)


def reason_of(exc: OSError) -> str:
    """A short phrase for a failed write."""
    if exc.errno in _REASONS:
        return _REASONS[exc.errno]
    return exc.strerror or type(exc).__name__


def atomic_write_text(path: Path, text: str) -> None:
    """:func:`atomic_write_bytes` of ``text`` in UTF-8."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes, new: bool = False) -> None:
    """Write via a temporary file in the same folder and ``os.replace``: a crash mid-write never
    leaves a half-written file behind; on an error the temporary file is removed and the error
    raised (the previous file is untouched). The file keeps the permissions it had, or gets
    those the user's umask gives a new file (the temporary file alone is private) — and its
    owner can always read it back: a file of mode 000 written over kept 000, and the game
    could not read its own settings at every later start. A link (a club's list kept on a
    share) is written through, never replaced by a file of its own — and where its target's
    folder is not there (the share not mounted) nothing is written."""
    if path.is_symlink():
        path = Path(os.path.realpath(path))
        if not path.parent.is_dir():
            raise FileNotFoundError(errno.ENOENT, LINK_FOLDER_NOT_THERE, str(path))
    if dangling_folder(path.parent):  # mkdir said "a file is in the way of the folder"
        raise FileNotFoundError(errno.ENOENT, LINK_FOLDER_NOT_THERE, str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_dir():  # os.replace would fail after the whole text was written
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    try:
        mode = stat.S_IMODE(path.stat().st_mode) | stat.S_IRUSR | stat.S_IWUSR
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp = _temp_beside(path)
    writing = _mark_writing(tmp)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):  # a folder that keeps no modes (FAT) still saves
            os.chmod(tmp, mode)
        if new:
            _claim(tmp, path)
        else:
            os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    finally:
        if writing is not None:
            os.close(writing)  # the lock goes with it


def try_writing_beside(path: Path) -> None:
    """Raise the ``OSError`` :func:`atomic_write_bytes` would meet making its temporary file
    for ``path``, by making one and removing it at once (nothing is left behind, and the file
    itself is not touched): a check of the folder's permission bits passed ``/proc``, a
    read-only disk and, for root, every folder, and the write failed only at the end. The
    folder is not created. The name is the temporary file's own, so a crash in between
    leaves what the next start sweeps away."""
    if path.is_symlink():  # written through, as the write does
        path = Path(os.path.realpath(path))
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, LINK_FOLDER_NOT_THERE, str(path))
    fd, tmp = _temp_beside(path)
    os.close(fd)
    os.unlink(tmp)


def _temp_beside(path: Path) -> tuple[int, str]:
    """A new private temporary file in ``path``'s folder (its descriptor and name) for a write
    of ``path``: the stem cut where it and mkstemp's 8 letters and ".tmp" would pass a name's
    255 bytes; its suffix kept, for the sweep of a crashed writer's leftovers to know it."""
    return tempfile.mkstemp(
        prefix="." + name_within(path.stem, f"{path.suffix}.{os.getpid()}.", NAME_BYTES - 13),
        suffix=".tmp",
        dir=path.parent,
    )


def _claim(tmp: str, path: Path) -> None:
    """``tmp`` becomes ``path`` only if no file has that name (``FileExistsError`` if one
    does): a hard link where the folder takes one, else the name claimed by an exclusive
    create and written over."""
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise
    except OSError:  # a folder without hard links (FAT, some shares)
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        os.replace(tmp, path)
    else:
        os.unlink(tmp)


def write_new(path_for: Callable[[int], Path], text: str) -> tuple[Path, WriteFailure | None]:
    """``text`` in a new file: the first of ``path_for(1)``, ``path_for(2)``… free when it is
    written, not only when it was chosen (two windows exporting in one second each chose the
    same free name, and one file was lost). A failure is returned and said, as
    :func:`write_or_report` says it."""
    n = first_free_number(path_for)
    for k in range(n, n + 100):
        path = path_for(k)
        try:
            atomic_write_bytes(path, text.encode("utf-8"), new=True)
            return path, None
        except FileExistsError:
            continue  # taken meanwhile: the next name
        except OSError as exc:
            failure = WriteFailure(path, reason_of(exc), had_file=False)
            break
    else:
        failure = WriteFailure(path, "every name was taken", had_file=False)
    sys.stderr.write(f"chapo: {failure.line()}\n")
    return path, failure


def _umask() -> int:
    """The process's umask, read where the system tells it without changing it (Linux's
    ``/proc/self/status``); elsewhere as it was at start (reading it there means setting it,
    which other threads writing files must not see)."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    return _START_UMASK


def _umask_at_start() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_START_UMASK = _umask_at_start()


#: Why a file was not written that its reader would refuse.
TOO_LARGE = "it would be too large to read back"
#: Why a file that cannot be read was not written over.
UNREADABLE = "the file there cannot be read, so it is not written over"


def write_or_report(
    path: Path, text: str, max_bytes: int | None = None, readable: bool = True
) -> WriteFailure | None:
    """:func:`atomic_write_text`, but a failure is returned (and said in one line on stderr)
    instead of raised: losing one save must never end the game. A text over ``max_bytes``
    (what its reader accepts), or one its reader would refuse otherwise (``readable`` False:
    too many objects and lists), is not written: the previous file stays readable. Nor is a file
    written over that cannot be read (another user's settings, a save of mode 000): what it
    holds is unknown, so writing over it could lose it — the start has said it is unreadable
    and left it where it is."""
    try:
        if not readable or (max_bytes is not None and len(text.encode("utf-8")) > max_bytes):
            failure = WriteFailure(path, TOO_LARGE, is_file(path))
        elif unreadable(path):
            failure = WriteFailure(path, UNREADABLE)
        else:
            atomic_write_text(path, text)
            return None
    except OSError as exc:
        failure = WriteFailure(path, reason_of(exc), is_file(path))
    sys.stderr.write(f"chapo: {failure.line()}\n")
    return failure


def remove_or_report(path: Path) -> WriteFailure | None:
    """Delete a file the player chose to delete; one gone already is no harm. A deletion that
    fails (a read-only folder) is returned and said on stderr, as a failed write is: the
    window said nothing and listed the file again at the next visit."""
    try:
        path.unlink()
    except FileNotFoundError:
        return None
    except OSError as exc:
        failure = WriteFailure(path, reason_of(exc), deleting=True)
        sys.stderr.write(f"chapo: {failure.line()}\n")
        return failure
    return None


def unreadable(path: Path) -> bool:
    """Whether a file is there that this user may not read (a missing one is not)."""
    try:
        with open(path, "rb"):
            return False
    except PermissionError:
        return is_file(path)
    except OSError:
        return False


def is_file(path: Path) -> bool:
    """Whether ``path`` is a file, ``False`` where its folder cannot be entered (Python 3.11's
    ``Path.is_file`` raises ``PermissionError`` there)."""
    try:
        return path.is_file()
    except OSError:
        return False


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
#: it where the folder it points into is there (:func:`atomic_write_bytes`).
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


def link_target(path: Path) -> str:
    """Where the link ``path`` points, as it is written in it ("" where it cannot be read)."""
    try:
        return os.readlink(path)
    except OSError:
        return ""


def first_free(path_for: Callable[[int], Path]) -> Path:
    """The first of ``path_for(1)``, ``path_for(2)``… that names no file: a new name, never
    another's. A folder that cannot be searched gives the name reached; the write or move that
    follows says why it failed."""
    return path_for(first_free_number(path_for))


def first_free_number(path_for: Callable[[int], Path]) -> int:
    """The ``n`` of :func:`first_free`."""
    n = 1
    try:
        while path_for(n).exists():
            n += 1
    except OSError:
        pass
    return n


#: The longest file name most file systems take, in bytes (``NAME_MAX`` of ext4, APFS, NTFS).
NAME_BYTES = 255


def name_within(name: str, tail: str, limit: int = NAME_BYTES) -> str:
    """``name + tail`` with ``name`` cut, letter by letter, until the whole fits in ``limit``
    bytes as the file system stores it: a kept position named with 120 accented letters was a
    legal file whose ``.damaged-…`` name was not, so it could never be set aside."""
    while name and len(os.fsencode(name + tail)) > limit:
        name = name[:-1]
    return name + tail


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
    link (:func:`atomic_write_bytes`), back onto the share."""
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


def remove_stale_temp_files(folder: Path, names: tuple[str, ...], suffix: str = "") -> int:
    """Remove the temporary files of ``names`` (e.g. ``settings.json``) in ``folder`` whose
    writer is gone — or, with ``suffix``, of any name ending in it (a folder of saves, where
    the file a crashed first save was writing never came to exist); return how many. Never
    raises: a folder that cannot be listed is left."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        m = _TEMP.match(entry.name)
        if m is None or not (m["name"] in names or (suffix and m["name"].endswith(suffix))):
            continue
        if _writer_alive(m["pid"], entry):
            continue
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
            removed += 1
    return removed


def _writer_alive(pid_text: str | None, entry: os.DirEntry[str]) -> bool:
    """Whether the process that wrote this temporary file may still be writing it. A pid no
    process here has may be another machine's writer on a folder they share: its file is
    left for :data:`WRITE_GRACE_S` (one written that very second was deleted, and that
    machine's change lost at its rename).

    Its age is not taken from the wall clock alone, which jumps (NTP setting a bar PC's clock
    right by hours) and differs between machines: a writer that holds its file's lock
    (:func:`_mark_writing`) is alive whatever the clocks say — another machine's write, its
    clock hours behind, was taken for hours old and deleted mid-write — and a file this
    process has seen unchanged for the time allowed, by the monotonic clock, is stale however
    young its time of change says it is — one written just before the clock was set back by
    hours was kept for hours."""
    try:
        st = entry.stat()
    except OSError:
        return True
    here = pid_text is not None and os.name == "posix"
    if here:
        pid = int(pid_text or 0)
        if pid == os.getpid():
            return True
        try:
            os.kill(pid, 0)
        except (ProcessLookupError, OverflowError, ValueError):
            pass  # no such process here: another machine's, or a crashed writer's
        except OSError:
            return True  # another user's live process
        else:
            return True
    if _held_by_writer(entry.path):
        return True
    allowed = WRITE_GRACE_S if here else STALE_AFTER_S
    if _unchanged_for(entry.path, (st.st_size, st.st_mtime_ns, st.st_ino)) >= allowed:
        return False
    return _wall_clock() - st.st_mtime < allowed


#: The wall clock and the monotonic clock the sweep reads (a test sets them to jump).
_wall_clock: Callable[[], float] = time.time
_monotonic: Callable[[], float] = time.monotonic
#: Each temporary file of no live writer here as first seen this run: its stamp, and when
#: (:data:`_monotonic`) — its age by a clock that never jumps.
_FIRST_SEEN: dict[str, tuple[tuple[int, int, int], float]] = {}


def _unchanged_for(path: str, stamp_: tuple[int, int, int]) -> float:
    """For how long (monotonic seconds) this run has seen ``path`` as it is now: 0 the first
    time, and again whenever it changed."""
    now = _monotonic()
    seen = _FIRST_SEEN.get(path)
    if seen is None or seen[0] != stamp_:
        if len(_FIRST_SEEN) > 1000:  # a run's leftovers are few: forget them all at worst
            _FIRST_SEEN.clear()
        _FIRST_SEEN[path] = (stamp_, now)
        return 0.0
    return now - seen[1]


def _mark_writing(tmp: str) -> int | None:
    """A second descriptor of the temporary file ``tmp``, locked (``flock``) until the write
    is renamed into place: the sweep of another window or machine (where the folder shares its
    locks) sees it written now whatever its clock says. ``None`` where no lock is had (not
    POSIX, a folder that takes none): the pid and the age judge there, as before."""
    if os.name != "posix":
        return None
    import fcntl

    try:
        fd = os.open(tmp, os.O_RDONLY)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd


def _held_by_writer(path: str) -> bool:
    """Whether a writer holds ``path``'s lock now (:func:`_mark_writing`); False where that
    cannot be told (no POSIX, no lock on the folder, a file that is no regular file)."""
    if os.name != "posix":
        return False
    import fcntl

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)  # (a lock had is let go with it)
    return False


# ---------------------------------------------------------------------- one writer at a time
#: How long a change waits for another window's change of the same file (they take
#: milliseconds: a read, a change, a write, up to a second for a club's fullest list); past it
#: the change is refused (:class:`Busy`) — the settings' and the players' list's alike: a
#: partida's count, off the frame loop, tries again and is kept in its save meanwhile; a
#: settings change stays in the window and goes with its next save (five seconds: a backup
#: and a write on a slow share take some).
LOCK_WAIT_S = 5.0
#: Said when the lock was not had: another window held it all that time.
BUSY = "another window kept the file busy"


class Busy(OSError):
    """Another window held the lock all the time :func:`locked` waited: the change is not
    made. Made without the lock, it could be written over by the holder's write (or write
    over it) — one of two partidas ending together at a club's two tables lost, a setting
    chosen in one window undone by the other's, a damaged list mended by two windows at
    once."""

    def __init__(self) -> None:
        super().__init__(errno.EAGAIN, BUSY)


def refused_busy(path: Path, had_file: bool = True) -> WriteFailure:
    """The change of ``path`` that :func:`locked` refused (:class:`Busy`), said on stderr:
    what the caller returns for the window's one line."""
    failure = WriteFailure(path, BUSY, had_file)
    sys.stderr.write(f"chapo: {failure.line()}\n")
    return failure


@contextlib.contextmanager
def locked(path: Path, wait_s: float | None = None) -> Iterator[bool]:
    """Hold the lock file ``path`` (created if missing, never removed) while the block runs,
    yielding whether it is held: two windows or processes changing one file each read it,
    change it and write it back in turn, so neither writes over the other's change. The lock
    is the operating system's, on the open file (``flock`` on Linux and macOS,
    ``msvcrt.locking`` on Windows): it goes with the process that held it, so a window killed
    mid-change (``kill -9``, a power cut) leaves no lock behind to block the next. Where it
    cannot be had — a share that takes no lock (NFS without its lock daemon, some SMB and
    FUSE mounts), a lock file that cannot be opened — the block runs without it, said on
    stderr: a change is never refused for the lock's sake (it refused every change there,
    the file itself writable). Another holder past ``wait_s`` seconds (:data:`LOCK_WAIT_S`)
    raises :class:`Busy` instead: the caller keeps its change for later rather than risk it
    — one policy for every file changed under a lock."""
    fd, why = _open_lock(path)
    held = False
    try:
        if fd is not None:
            held, why = _wait_for(fd, LOCK_WAIT_S if wait_s is None else wait_s)
        if not held and why == BUSY:
            raise Busy()
        if not held:
            target = path.name.removeprefix(".").removesuffix(".lock")
            sys.stderr.write(f"chapo: {target}: {why}; changing it without its lock\n")
        yield held
    finally:
        if fd is not None:
            if held:
                _unlock(fd)
            os.close(fd)


class Hold:
    """A lock file held for as long as something stays open — a saved encuentro played in
    this window — rather than for one change (:func:`locked`). Like that lock it goes with
    the process, so a window that crashed holds nothing."""

    def __init__(self, fd: int | None) -> None:
        self.fd = fd  # None: the folder takes no lock; nothing is held, nothing refused

    def release(self, remove: Path | None = None) -> None:
        """Let the lock go; ``remove``: its file is deleted first, while still held — what it
        guarded is gone (a finished encuentro's slot), and a lock file left for each pair of
        players that ever met was one more hidden file a week in a club's saves. A window
        that opened the file meanwhile finds, once it has the lock, that the file is no
        longer the one of that name, and takes that one's (:func:`hold`)."""
        if self.fd is not None:
            if remove is not None:
                with contextlib.suppress(OSError):  # (Windows: not while open; left, as before)
                    os.unlink(remove)
            _unlock(self.fd)
            os.close(self.fd)
            self.fd = None


#: How many times :func:`hold` opens the lock file again after finding it deleted under it.
HOLD_TRIES = 5


def hold(path: Path) -> Hold | None:
    """Take the lock file ``path`` without waiting and keep it: ``None`` when another process
    holds it. Where no lock can be had (a lock file that cannot be opened, a share that takes
    none) an empty :class:`Hold`: nothing is refused for the lock's sake. A lock had on a file
    its holder deleted as it let go (:meth:`Hold.release`) is no lock — another window may
    have made a new file of that name and hold it — so it is taken again on the file the name
    now holds."""
    for _ in range(HOLD_TRIES):
        fd, _why = _open_lock(path)
        if fd is None:
            return Hold(None)
        held, why = _wait_for(fd, 0.0)  # one try, as :func:`locked` takes it
        if not held:
            os.close(fd)
            return None if why == BUSY else Hold(None)
        if _same_file(fd, path):
            return Hold(fd)
        _unlock(fd)
        os.close(fd)
    return Hold(None)  # deleted under it every time: nothing refused for the lock's sake


def _same_file(fd: int, path: Path) -> bool:
    """Whether the open file ``fd`` is still the file named ``path``."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False


def _open_lock(path: Path) -> tuple[int | None, str]:
    """The lock file opened (created readable and writable by every account sharing the
    folder), or read-only where another account's is not this one's to write — a read handle
    takes the lock all the same; ``None`` and why when it cannot be opened at all."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    except PermissionError as denied:
        try:
            return os.open(path, os.O_RDONLY), ""
        except FileNotFoundError:  # none to read: why it could not be made is the reason
            return None, f"the lock file cannot be opened ({reason_of(denied)})"
        except OSError as exc:
            return None, f"the lock file cannot be opened ({reason_of(exc)})"
    except OSError as exc:
        return None, f"the lock file cannot be opened ({reason_of(exc)})"
    if hasattr(os, "fchmod"):  # past the umask's 0644, which shut another account out
        with contextlib.suppress(OSError):
            os.fchmod(fd, 0o666)
    return fd, ""


def _wait_for(fd: int, wait_s: float) -> tuple[bool, str]:
    """Take the lock, waiting up to ``wait_s`` for another holder: whether it was had, and why
    not."""
    deadline = time.monotonic() + wait_s
    while True:
        try:
            if _try_lock(fd):
                return True, ""
        except OSError as exc:  # the folder takes no lock: ENOLCK, EOPNOTSUPP, ENOSYS...
            return False, f"the folder takes no lock ({reason_of(exc)})"
        if time.monotonic() >= deadline:
            return False, BUSY
        time.sleep(0.01)


def _try_lock(fd: int) -> bool:
    """Take the lock without waiting (False: another holds it)."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)  # the first byte: locked whether or not the file has one
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    with contextlib.suppress(OSError):  # closing the file lets it go all the same
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)


def slug(name: str) -> str:
    """A name as a file's name may carry it: ASCII letters, digits and dashes, 16 at most
    (a saved encuentro's slot, a score sheet's CSV)."""
    ascii_ = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_.lower()).strip("-")[:16] or "x"
