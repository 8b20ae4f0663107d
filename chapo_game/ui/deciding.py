"""One decision of a computer player, computed off the frame loop: the computer's own turn at
the table and the maestro's advice to a person are the same work.
"""

from __future__ import annotations

import threading
from typing import Any

from chapo_game.rules.match import Match

from .offloop import OffLoop


class DecisionTurn(OffLoop):
    """``player.decide`` on a copy of the match (drawing never sees a half-changed state); the
    decision is ``result``. :meth:`cancel` stops the search at its next simulation, when its
    answer is no longer wanted."""

    YIELD_S = 0.002

    def __init__(
        self, player: Any, match: Match, seat: int | None = None, start: bool = True
    ) -> None:
        """``start``: at once, else at :meth:`begin` (the match is copied now either way)."""
        self._m = match.copy()
        self._player = player
        self._seat = seat
        self._stop = threading.Event()
        super().__init__(start)

    def work(self) -> Any:
        from chapo_game.ai import meter  # the window starts without the search

        meter.stop_on(self._stop)
        return self._player.decide(self._m, self._seat)

    def cancel(self) -> None:
        """Not wanted any more: the search stops (``meter.Abandoned``), so abandoned searches
        do not pile up beside the frame loop and the computer's."""
        self._stop.set()
