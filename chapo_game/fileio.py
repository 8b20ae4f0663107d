"""Writing the user's files safely: atomic writes, failed writes reported.

Settings and the saved encuentro follow the same rules:

* a write never leaves a half-written file: a temporary file in the same folder, flushed to the
  disk, then ``os.replace`` over the old one;
* a write that fails (full disk, a folder in the way, no permission) leaves the previous file
  exactly as it was and comes back as one :class:`WriteFailure` the window shows in one line —
  the game goes on;
* a file that cannot be used is never deleted but kept aside (:mod:`chapo_game.file_aside`);
* temporary files left by a process that died mid-write are removed at the next start
  (:mod:`chapo_game.temp_files`); a change made by two windows at once is made in turn
  (:mod:`chapo_game.file_lock`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .errors import one_line
from .file_names import NAME_BYTES, first_free_number, name_within
from .file_problems import LINK_FOLDER_NOT_THERE, dangling_folder
from .temp_files import mark_writing

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
    writing = mark_writing(tmp)
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
