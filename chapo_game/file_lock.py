"""One writer at a time: a change of a file made under its lock file, by one window or
process after the other (:func:`locked`), or a lock held for as long as something stays open
(:func:`hold`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from .fileio import WriteFailure, reason_of

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
