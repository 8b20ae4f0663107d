"""Values worked out off the frame loop, one at a time, cached by key — the lag's hint and
the cue ball's guide path, each a simulation too slow to run in a frame."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Any

#: The name its worker threads go by (a test waits for an earlier screen's).
WORKER_NAME = "chapo-background"


class Background:
    """Values computed off the frame loop, one at a time, cached by key: ``get`` gives the
    value when it is ready (``None`` until then) and starts the work when it is new."""

    def __init__(self, limit: int = 64) -> None:
        self.limit = limit
        self.done: dict[Hashable, Any] = {}
        self._thread: threading.Thread | None = None
        self._pending: tuple[Hashable, Callable[[], Any]] | None = None
        self._working: Hashable = None  # the key being worked out now
        #: The last value worked out, and its key: while the aim sweeps, each value is out of
        #: date as it lands, and the screens showed none until the hand stopped.
        self.latest: tuple[Hashable, Any] | None = None
        self._lock = threading.Lock()

    def get(self, key: Hashable, work: Callable[[], Any]) -> Any:
        with self._lock:
            if key in self.done:
                return self.done[key]
            if key == self._working:
                return None  # under way: not asked twice (every lag hint was simulated twice)
            self._pending = (key, work)
            if self._thread is None:  # the worker says it has stopped under this lock
                thread = threading.Thread(target=self._run, daemon=True, name=WORKER_NAME)
                thread.start()  # if it cannot start, the next ask tries again
                self._thread = thread
        return None

    def _run(self) -> None:
        """Work through what is asked until nothing is. It stops, and says so, under the lock
        that asks: a job asked while it was on its way out (alive, but past its last look)
        was left undone — the lag hint missing until the aim moved, a test failing under
        load."""
        try:
            while True:
                with self._lock:
                    job, self._pending = self._pending, None
                    if job is None:  # stopped, and said so, under the lock that asks
                        self._thread = None
                        return
                    self._working = job[0]
                key, work = job
                try:
                    value = work()
                except Exception:  # a failed figure is simply not shown
                    value = None
                with self._lock:
                    if len(self.done) >= self.limit:
                        self.done.pop(next(iter(self.done)))
                    self.done[key] = value
                    self._working = None
                    if value is not None:
                        self.latest = (key, value)
        finally:  # ended otherwise (an error): the next ask starts another worker
            with self._lock:
                if self._thread is threading.current_thread():  # not a newer worker's
                    self._thread, self._working = None, None

    def latest_for(self, matches: Callable[[Hashable], bool]) -> Any:
        """The last value worked out whose key ``matches`` (the same table and ball, another
        aim), or ``None``: shown while the one asked is worked out."""
        got = self.latest
        return got[1] if got is not None and matches(got[0]) else None

    def wait(self, timeout: float = 10.0) -> None:
        """Until the work in hand is done (tests, screenshots)."""
        t = self._thread
        if t is not None:
            t.join(timeout)
