"""Work done off the frame loop: a daemon thread computes, the frame loop polls ``ready``.

The window must keep drawing while a shot is simulated or the computer thinks; both run their
work here and the scene picks up ``result`` (or ``error``: a failure is shown to the player,
never raised into the frame loop) once ``ready``.
"""

from __future__ import annotations

import threading
from typing import Any


class OffLoop:
    """Runs :meth:`work` on a daemon thread from construction; subclasses set what it needs
    before calling ``super().__init__()``."""

    #: How long ``ready`` lets a running worker have the interpreter (s): a busy frame loop
    #: could starve it otherwise.
    YIELD_S = 0.004

    def __init__(self, start: bool = True) -> None:
        """``start``: at once; else at :meth:`begin` (``ready`` stays False until then)."""
        self.result: Any = None
        self.error: BaseException | None = None
        self.begun = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        if start:
            self.begin()

    def begin(self) -> None:
        """Start the work (once)."""
        if not self.begun:
            self.begun = True
            self._thread.start()

    def work(self) -> Any:  # pragma: no cover - every subclass has its own
        raise NotImplementedError

    def failed(self, exc: BaseException) -> None:
        """Called on the worker thread when :meth:`work` raised (after ``error`` is set)."""

    def _run(self) -> None:
        try:
            self.result = self.work()
        except BaseException as exc:  # shown to the player; the game stays usable
            self.error = exc
            self.failed(exc)

    @property
    def ready(self) -> bool:
        """Whether the work is over, a running worker first left the interpreter for
        :data:`YIELD_S`."""
        if self.begun and self._thread.is_alive():
            self._thread.join(self.YIELD_S)
        return self.ended

    @property
    def ended(self) -> bool:
        """Whether the work is over, asked without :attr:`ready`'s yield: for a question
        asked again within the frame (what it draws), which would wait a second time."""
        return self.begun and not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        self.begin()
        self._thread.join(timeout)
