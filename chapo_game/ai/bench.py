"""Decision-time figures for ``chapo bench``: how long the computer thinks, per level, on one
core (``workers=1``), over a fixed, seeded set of reachable positions.

Timing is reported, never asserted in tests (benchmarks are commands)."""

from __future__ import annotations

import statistics
import time
from typing import Any

from ..rules.match import Match, MatchSettings
from ..rules.settings import SHOOTING_PHASES, Phase
from .player import ComputerPlayer

#: Issue 5's limits on one core.
LIMITS_S = {1: 0.5, 2: 2.0, 3: 2.0}


def bench_states(count: int = 8, seed: int = 0) -> list[Match]:
    """``count`` shooting positions reached by level-1 play from a fixed seed."""
    states: list[Match] = []
    m = Match(("A", "B"), MatchSettings(target=30, partidas=99))
    cpus = (ComputerPlayer(1, seed=seed, workers=1), ComputerPlayer(1, seed=seed + 1, workers=1))
    guard = 0
    while len(states) < count and guard < 2000:
        guard += 1
        if m.phase in SHOOTING_PHASES and not m.pending_rey_choice:
            states.append(m.copy())
        if m.phase == Phase.ENCUENTRO_OVER:
            m = Match(("A", "B"), MatchSettings(target=30, partidas=99))
        who = m.deciding_player
        cpus[who if who is not None else 0].act(m, other=cpus[1])
    return states


def run(count: int = 8, levels: tuple[int, ...] = (1, 2, 3)) -> dict[str, Any]:
    """Mean and max decision time per level on one core, with the simulations per decision."""
    states = bench_states(count)
    out: dict[str, Any] = {"positions": len(states), "workers": 1, "levels": {}}
    for level in levels:
        cpu = ComputerPlayer(level, seed=1, workers=1)
        times, sims = [], []
        for m in states:
            t0 = time.perf_counter()
            d = cpu.decide(m)
            times.append(time.perf_counter() - t0)
            sims.append(d.simulations)
        out["levels"][str(level)] = {
            "mean_s": round(statistics.fmean(times), 4),
            "max_s": round(max(times), 4),
            "limit_s": LIMITS_S[level],
            "within_limit": max(times) <= LIMITS_S[level],
            "simulations_mean": round(statistics.fmean(sims), 1),
        }
    return out


if __name__ == "__main__":  # pragma: no cover
    import json

    print(json.dumps(run(), indent=2))
