"""The work the computer player's simulations do, counted in events.

A simulation's processor time follows the events it logs (every collision, cushion, pin and
motion change is one step of the event-driven engine): about 0.13 ms an event on one core,
correlation 0.91 with a whole level-3 decision's processor time, against 0.77 for the count of
simulations, which a soft roll and a fast shot through the pins weigh alike (docs/AI.md). So
the search bounds its one open-ended stage, the leave, by events: a count — the same in any
process, with any number of workers — that tracks the clock.

Every simulator the player uses is wrapped in :class:`Metered`, which adds the events of each
simulation to this process's running total; the work of a piece of the search is the
difference of :func:`events_simulated` across it (:func:`counted`). Work whose result is
cached (a bank's measured aim) must report the events it took when it was measured, so that
the count does not depend on which process happened to measure it first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")

#: Events every metered simulator of this process has logged.
_EVENTS = [0]


class Metered:
    """A simulator that counts the events it logs (only :meth:`simulate` is metered)."""

    def __init__(self, sim: Any) -> None:
        self.sim = sim

    def simulate(self, *args: Any, **kwargs: Any) -> Any:
        result = self.sim.simulate(*args, **kwargs)
        _EVENTS[0] += len(result.events)
        return result


def events_simulated() -> int:
    """Events logged so far by this process's metered simulators."""
    return _EVENTS[0]


def counted(work: Callable[..., R], *args: Any) -> tuple[R, int]:
    """``work(*args)`` and the events its simulations logged."""
    before = _EVENTS[0]
    result = work(*args)
    return result, _EVENTS[0] - before
