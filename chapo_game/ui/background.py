"""Values worked out off the frame loop, one at a time, cached by key — the lag's hint and
the cue ball's guide path, each a simulation too slow to run in a frame."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Any

#: The name its worker threads go by (a test waits for an earlier screen's).
WORKER_NAME = "chapo-background"


#: How far (degrees) from the aim a value worked out for another aim is still shown.
NEAR_AIM = 2.0


def near_aim(k: Hashable, key: tuple) -> bool:
    """Two keys of the form (what, what, what, aim in degrees, …) — the guide's and the lag
    hint's: the same three first parts (table, ball), the aims ``NEAR_AIM`` apart at most,
    whatever the rest (a power or spin step keeps the last paths until its own land: matched
    on the stroke too, every notch of the wheel blanked the guide and its foul). Farther, none
    is shown: the plain line follows the cue."""
    if not isinstance(k, tuple) or len(k) != len(key) or k[:3] != key[:3]:
        return False
    return abs((k[3] - key[3] + 180.0) % 360.0 - 180.0) <= NEAR_AIM


class Background:
    """Values computed off the frame loop, one at a time, cached by key: ``get`` gives the
    value when it is ready (``None`` until then) and starts the work when it is new."""

    def __init__(self, limit: int = 64) -> None:
        self.limit = limit
        self.done: dict[Hashable, Any] = {}
        self._thread: threading.Thread | None = None
        self._pending: tuple[Hashable, Callable[[], Any]] | None = None
        self._working: Hashable = None  # the key being worked out now
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
        finally:  # ended otherwise (an error): the next ask starts another worker
            with self._lock:
                if self._thread is threading.current_thread():  # not a newer worker's
                    self._thread, self._working = None, None

    def busy(self) -> bool:
        """Work asked for is not yet done: a screen drawing from it changes when it lands,
        with no input (the window keeps no picture of it meanwhile)."""
        with self._lock:
            return self._thread is not None

    def newest_near(self, key: tuple) -> Any:
        """The newest value worked out for a key :func:`near_aim` ``key``, or ``None``: shown
        while ``key``'s own is worked out. While the aim sweeps, each value lands already out
        of date, and the guide showed only one asked for by a hand at rest — the line stuck
        27-39° behind the cue until the hand stopped."""
        with self._lock:
            return next(
                (v for k, v in reversed(self.done.items()) if v is not None and near_aim(k, key)),
                None,
            )

    def wait(self, timeout: float = 10.0) -> bool:
        """Until the work in hand is done (tests, screenshots): whether it is. ``False`` only
        where ``timeout`` ran out first — a caller that needs the value says so, rather than
        reading a screen drawn without it as if it were the one with it."""
        t = self._thread
        if t is None:
            return True
        t.join(timeout)
        return not t.is_alive()

    def has(self, key: Hashable) -> bool:
        """Whether the value for ``key`` is worked out (tests wait on this, the very
        condition, not on a number of frames)."""
        with self._lock:
            return key in self.done
