"""The computer player: shot search on the Simulator and the referee (see docs/AI.md).

``from chapo_game.ai import ComputerPlayer``; :mod:`.selfplay` plays whole partidas headless,
:mod:`.soak` runs the long demo-like loop, :mod:`.bench` times decisions.
"""

from __future__ import annotations

from .player import ComputerPlayer, Decision

__all__ = ["ComputerPlayer", "Decision"]
