"""The demo loop's driver: the computer plays both sides, partida after partida, for ever.

The headless soak (:mod:`.soak`, ``chapo selfplay --soak``) and the tests drive this loop
without a window. The window's demo (:class:`chapo_game.ui.scenes.demo.DemoScene`) is its own
loop over the game screen, with its replays, celebrations and standings — the soak does not
stand for it; ``make monkey`` and the window's tests do. Everything a step can
meet — the lag (and its repeats), the break choice, placements and options, the rey's spot, the
end of a partida or of the encuentro — is handled here, so the loop never stalls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.match import Match, MatchSettings
from ..rules.settings import Phase
from .player import ComputerPlayer, Decision


@dataclass(frozen=True)
class Step:
    """One action of the demo: the decision taken, its result (Verdict, LagOutcome or None),
    and the match number it belongs to."""

    decision: Decision
    result: Any
    match_number: int


class DemoDriver:
    """Computer vs computer, for ever: a new encuentro starts when one ends."""

    def __init__(
        self,
        levels: tuple[int, int] = (2, 2),
        seed: int = 0,
        settings: MatchSettings | None = None,
        workers: int | None = 1,
        names: tuple[str, str] = ("Ordenador A", "Ordenador B"),
    ) -> None:
        self.settings = settings or MatchSettings()
        self.names = names
        self.seed = seed
        self.players = (
            ComputerPlayer(levels[0], seed=seed * 2 + 1, workers=workers),
            ComputerPlayer(levels[1], seed=seed * 2 + 2, workers=workers),
        )
        self.match_number = 1
        self.match = Match(names, self.settings)
        self.shots = 0

    def step(self) -> Step:
        """Take the next action; returns what happened."""
        m = self.match
        if m.phase == Phase.ENCUENTRO_OVER:
            self.match_number += 1
            self.match = Match(self.names, self.settings)
            return Step(Decision("new_encuentro"), None, self.match_number)
        who = m.deciding_player
        cpu = self.players[who if who is not None else 0]
        d, result = cpu.act(m, other=self.players[1])
        if d.kind == "shot":
            self.shots += 1
        return Step(d, result, self.match_number)
