"""Temporary files left by a process that died mid-write (``kill -9``, power cut), removed at
the next start: their names carry the writer's process id, and the writer holds its file's
lock until the rename, so a live writer's file is spared — whatever the clocks say (a clock
set by hours, another machine's clock): age is only asked of a file no writer holds, and one
seen unchanged for long enough by the monotonic clock is stale whatever its time.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import time
from collections.abc import Callable
from pathlib import Path

#: ``.<name>.<pid>.<random>.tmp``; older versions wrote ``.<name>.<random>.tmp`` (no pid).
_TEMP = re.compile(r"^\.(?P<name>.+?)\.(?:(?P<pid>\d+)\.)?[^.]+\.tmp$")
#: A temporary file whose writer cannot be identified is stale after this many seconds.
STALE_AFTER_S = 3600.0
#: A temporary file of a pid no process here has is another machine's write for this long at
#: most (a 25 MB list on a slow share takes seconds), then a crashed writer's leftover.
WRITE_GRACE_S = 120.0


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
    (:func:`mark_writing`) is alive whatever the clocks say — another machine's write, its
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


def mark_writing(tmp: str) -> int | None:
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
    """Whether a writer holds ``path``'s lock now (:func:`mark_writing`); False where that
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
