"""The window's background worker (:class:`chapo_game.ui.background.Background`, the lag hint's):
a value asked is worked out, however the asking meets the worker's coming and going."""

from __future__ import annotations

import threading

from chapo_game.ui.background import Background


class PausingLock:
    """The worker's lock, which holds the worker just after its ``pause_at``-th release (the
    moment it has looked for work and found none): the gap a job asked then fell into."""

    def __init__(self, pause_at: int) -> None:
        self.lock = threading.Lock()
        self.pause_at = pause_at
        self.released = 0
        self.paused = threading.Event()
        self.go = threading.Event()

    def __enter__(self) -> PausingLock:
        self.lock.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.lock.release()
        if threading.current_thread() is threading.main_thread():
            return
        self.released += 1
        if self.released == self.pause_at:
            self.paused.set()
            self.go.wait(5.0)


def test_a_value_asked_as_the_worker_stops_is_worked_out():
    """The worker took "a" (its lock's first release), stored it (the second), found nothing
    more (the third) — and a job asked right then was left pending with no worker to do it,
    until the next ask: the worker now says it has stopped under that lock, so the ask starts
    another."""
    bg = Background()
    gate = PausingLock(pause_at=3)
    bg._lock = gate  # type: ignore[assignment]
    bg.get("a", lambda: 1)
    assert gate.paused.wait(5.0)  # the worker is past its last look, not yet gone
    bg.get("b", lambda: 2)
    gate.go.set()
    bg.wait()
    assert bg.done == {"a": 1, "b": 2}
