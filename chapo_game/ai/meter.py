"""The work the computer player's simulations do, counted in events.

A simulation's processor time follows the events it logs (every collision, cushion, pin and
motion change is one step of the event-driven engine): about 0.13 ms an event on one core,
correlation 0.91 with a whole level-3 decision's processor time, against 0.77 for the count of
simulations, which a soft roll and a fast shot through the pins weigh alike (docs/AI.md). So
the search bounds its one open-ended stage, the leave, by events: a count — the same in any
process, with any number of workers — that tracks the clock.

Every simulator the player uses is wrapped in :class:`Metered`, which adds the events of each
simulation to this thread's running total; the work of a piece of the search is the
difference of that total across it (:func:`counted`). The total is the
thread's own: the window decides the computer's shot and the maestro's advice in threads of
one process, and one shared total had each search count the other's work (and stop its
leave early, so the same position did not always get the same decision). Work whose result is
cached (a bank's measured aim) must report the events it took when it was measured, so that
the count does not depend on which process happened to measure it first.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")


class Abandoned(Exception):
    """Raised by the next simulation of a search whose thread was told to stop (the window's
    advice for a table that has since changed): its answer is no longer wanted."""


class _Tally(threading.local):
    """Events the metered simulators have logged on this thread, and what stops its search."""

    events = 0
    stop: threading.Event | None = None


_TALLY = _Tally()


def stop_on(event: threading.Event | None) -> None:
    """The searches of this thread stop (:class:`Abandoned`) at their next simulation once
    ``event`` is set; ``None``: they run to the end."""
    _TALLY.stop = event


class Metered:
    """A simulator that counts the events it logs (only :meth:`simulate` is metered)."""

    def __init__(self, sim: Any) -> None:
        self.sim = sim

    def simulate(self, *args: Any, **kwargs: Any) -> Any:
        stop = _TALLY.stop
        if stop is not None and stop.is_set():
            raise Abandoned("the search was abandoned")
        result = self.sim.simulate(*args, **kwargs)
        _TALLY.events += len(result.events)
        return result


def counted(work: Callable[..., R], *args: Any) -> tuple[R, int]:
    """``work(*args)`` and the events its simulations logged (on this thread)."""
    before = _TALLY.events
    result = work(*args)
    return result, _TALLY.events - before
