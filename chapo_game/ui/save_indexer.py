"""The saves no index knows of, read off the frame loop from the window's start.

Why: the saves list and the question "a saved encuentro of these two" read a save's summary
from the folder's index (:mod:`chapo_game.saves`), and a save written by a version before the
index is in none until it is read once. The first new encuentro of two listed players after an
upgrade read every such save on the frame loop — a club's three hundred long encuentros froze
the window 7.5 s. Read on the window's frame, one a frame once it was left alone, they were
never read under the club's demo (never idle), and a save of 2,000 shots took 240 ms of a
frame all the same. A worker thread reads them now, from the window's start
(:func:`chapo_game.ui.launch.open_app`), one at a time with a pause between two so that the
frame loop keeps the interpreter; the saves list asks for its page's first (:meth:`want`), and
a new encuentro's question waits for it without freezing
(:class:`.scenes.looking.LookingScene`). The index is written when the last is read.

Each pass lists the saves folder afresh (:func:`chapo_game.saves.listed`), for the frame loop's
questions too, which answer from that listing: the saves list starts one as it opens, so that
a save changed where it lies (spoilt by hand, its folder's time unchanged) is found, set aside
and said, and leaves the list.

The index is written off the frame loop too when a game or the saves list is left
(:meth:`SaveIndexer.keep`): written there, the club's 3,000 files were listed and the whole
index rewritten in the frame that left (130 ms at the saves list's Back; at a game's Menu on
top of the menu's own listing of the folder, which the save had changed). One write at a
time — the reader's own end of a pass included (:func:`chapo_game.saves.keep_index` lets one
writer in at a time, and holds the listing's lock only to take what it writes) — and the
window's quit waits for one under way (:meth:`SaveIndexer.finish`): a summary learned just
before closing is found at the next start without reading its file. After the window's own
writes the folder is listed afresh here (:func:`kept`), off the frame loop.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from pathlib import Path
from typing import Any

from chapo_game import saves
from chapo_game.record import Loaded

from .damaged import said_saves

#: The name its worker threads go by (tests tell the frame loop's reads from its).
WORKER_NAME = "chapo-save-indexer"


def kept() -> None:
    """The index written if it is behind, then the folder listed afresh if this window's own
    writes were put into the listing since it was listed (:func:`chapo_game.saves.recheck`):
    off the frame loop, the reader's pass done or a game or the saves list left."""
    saves.keep_index()
    saves.recheck()


class SaveIndexer:
    """Reads the saves whose summaries are not known, off the frame loop: the files asked for
    (:meth:`want`) first, then every unknown one, newest first."""

    #: Between two files (s): a long save's check holds the interpreter some milliseconds, and
    #: the frame loop gets it back in between.
    PAUSE_S = 0.02
    #: The same while someone waits for the reading (:meth:`hurry`): the window shows only the
    #: question's box meanwhile (300 long saves: 15.7 s read at the pace above, 7.6 s so).
    HURRIED_S = 0.002

    def __init__(self) -> None:
        self.read = 0  # files checked (how far, for the waiting question)
        self.found = 0  # files found unknown when it began
        #: Every file checked, in order (:meth:`checked_since`): the saves list takes in those
        #: it waits for from here, a few a frame, never looking at the others' files.
        self._checked: list[Path] = []
        #: Whether a whole reading has ended since the window began (:meth:`behind`).
        self.passed = False
        self._wanted: dict[Path, None] = {}  # in their order (a dict: a club's 3,000 at once)
        self._problems: list[Loaded] = []
        self._thread: threading.Thread | None = None
        #: The last reader started: :attr:`_thread` is cleared as its reading ends, before it
        #: writes the index (:meth:`wait` joins this one).
        self._reader: threading.Thread | None = None
        self._lock = threading.Lock()
        self.hurried = False
        #: The index's writer (:meth:`keep`), and whether it is to write once more.
        self._writer: threading.Thread | None = None
        self._to_keep = False
        #: A write asked for this frame, and one to start at this frame (:meth:`step`).
        self._asked = self._due = False
        #: The files left where they are that were said this session, with what was said of
        #: each (:meth:`say`; the frame loop's alone).
        self._said: set[tuple[Path | None, str | None]] = set()

    def hurry(self) -> None:
        """Someone waits for the reading: the rest read with a shorter pause, started now if
        it was not."""
        self.hurried = True
        self.start()

    def calm(self) -> None:
        """Nobody waits any more (the search has its saves): the pause between two files is
        the frame loop's again."""
        self.hurried = False

    def start(self) -> None:
        """Read what no index knows, from now, off the frame loop (again, if it had ended:
        files may have come since)."""
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True, name=WORKER_NAME)
                self._reader = self._thread
                self._thread.start()

    def want(self, paths: list[Path], soon: bool = True) -> None:
        """These files before the others: next (``soon``: the page the saves list shows), or
        after those asked for already (the page after it, read ahead; the search's)."""
        with self._lock:
            if soon:
                self._wanted = {**dict.fromkeys(paths), **self._wanted}
            else:
                self._wanted.update((p, None) for p in paths if p not in self._wanted)
        self.start()

    def keep(self) -> None:
        """Write the folder's index off the frame loop (a game or the saves list left), from
        the frame after this one (:meth:`step`): the screen this one leaves for draws its
        first frame meanwhile, and a writer at work then held the interpreter in turns — the
        leaving frame took 280–380 ms instead of 180, when the menu still listed the folder
        there."""
        self._asked = True

    def finish(self, timeout: float = 30.0) -> None:
        """The window closing: the index's write asked for, or under way, is ended first — a
        daemon thread dies with the process, and the summaries it held were lost."""
        if self._asked or self._due:
            self._asked = self._due = False
            self._write_soon()
        writer = self._writer
        if writer is not None:
            writer.join(timeout)

    def checked_since(self, seen: int) -> list[Path]:
        """The files checked after the first ``seen`` (:meth:`checked`): known now, or set
        aside, gone, or kept for a newer version (said by :meth:`step`)."""
        with self._lock:
            return self._checked[seen:]

    def checked(self) -> int:
        """How many files it has checked since the window began (a mark for
        :meth:`checked_since`)."""
        with self._lock:
            return len(self._checked)

    def behind(self) -> bool:
        """Whether saves no index knows may be left: it is reading them, or has not read the
        folder through since the window began (started now). The frame loop asks this where
        it listed the folder (:func:`chapo_game.saves.unknown`): 3,000 files on a slow disk."""
        if not self.passed:
            self.start()
        return not self.passed or self.busy()

    def busy(self) -> bool:
        """Whether it is still reading."""
        with self._lock:
            return self._thread is not None

    def wait(self, timeout: float = 30.0) -> bool:
        """Until it has read them all and written the index (tests): whether it has. The
        reading is said over before the index is written (:meth:`_next`): a wait on the
        reading alone found the index not yet on disk, one time in four on a busy machine."""
        t = self._reader
        if t is not None:
            t.join(timeout)
        return not self.busy() and (t is None or not t.is_alive())

    def step(self, app: Any) -> None:
        """The window's every frame: a damaged save it set aside is said, as the saves list
        says it (only the frame loop draws); a write of the index asked for the frame before
        is started (:meth:`keep`)."""
        if self._due:
            self._write_soon()
        self._due, self._asked = self._asked, False
        if self._problems:
            with self._lock:
                found, self._problems = self._problems, []
            self.say(app, found)

    def say(self, app: Any, problems: list[Loaded]) -> None:
        """The saves found unusable said on ``app``'s notice (:func:`.damaged.said_saves`) —
        a file left where it is (another account's, a newer version's, a damaged one a
        read-only folder keeps) only the first time this session: it is found again at every
        listing of the saves and at every new encuentro of a player named in it, and "could
        not be read" came back each time. A file set aside is said always: whatever is found
        in its place later is another file."""
        said_saves(app, [p for p in problems if self._first_time(p)])

    def _first_time(self, loaded: Loaded) -> bool:
        """Whether ``loaded`` is to be said: set aside, or not said yet as it is (the same
        file found with another problem is said again)."""
        if loaded.moved_to is not None:
            return True
        key = (loaded.path, loaded.message)
        first = key not in self._said
        self._said.add(key)
        return first

    def _run(self) -> None:
        try:
            todo = deque(saves.unknown())
            self.found, self.read = len(todo), 0
            # a file asked for (the page shown) is in the pass's own list too: one that holds
            # no slot (another account's, one a read-only folder keeps) was read, and said, twice
            done: set[Path] = set()
            while (path := self._next(todo)) is not None:
                problem = None if path in done else saves.learn(path)
                done.add(path)
                self.read += 1
                with self._lock:
                    self._checked.append(path)
                    if problem is not None:
                        self._problems.append(problem)
                time.sleep(self.HURRIED_S if self.hurried else self.PAUSE_S)
            kept()
        finally:  # ended otherwise (an error): the next start begins again
            with self._lock:
                if self._thread is threading.current_thread():
                    self._thread = None

    def _write_soon(self) -> None:
        """A writer started, or the one writing told to write again once done — what was
        learned after it took its summaries is written too."""
        with self._lock:
            self._to_keep = True
            if self._writer is None:
                self._writer = threading.Thread(target=self._write, daemon=True, name=WORKER_NAME)
                self._writer.start()

    def _write(self) -> None:
        """The writer's thread: the index written for as long as it is asked to."""
        try:
            while self._still_to_keep():
                kept()
        finally:  # ended otherwise (an error): the next keep starts another
            with self._lock:
                if self._writer is threading.current_thread():
                    self._writer = None

    def _still_to_keep(self) -> bool:
        """Whether the writer writes again (taken, under the lock :meth:`keep` asks); if not,
        it is said ended there, and the next keep starts another."""
        with self._lock:
            again, self._to_keep = self._to_keep, False
            if not again:
                self._writer = None
            return again

    def _next(self, todo: deque[Path]) -> Path | None:
        """The next file to check: one asked for, else the next unknown; ``None``: ended, and
        said so under the lock :meth:`want` asks (a file asked for later starts it again)."""
        with self._lock:
            if self._wanted:
                path = next(iter(self._wanted))
                del self._wanted[path]
                return path
            if todo:
                return todo.popleft()
            self._thread, self.passed = None, True
            return None
