"""Decision-time figures for ``chapo bench``: how long the computer thinks, per level, on one
core (``workers=1``), over the stored positions of real games (:mod:`.headroom_set`: salidas,
rematadas, balls in hand with and without the options, and play).

Both clocks are reported: *wall* (what a player waits) and *processor* time of the deciding
process (the work itself — on a machine shared with other jobs the wall clock also counts
their turns on the core). The limits are the issue's, on one core. Timing is reported, never
asserted in tests (benchmarks are commands)."""

from __future__ import annotations

import statistics
from typing import Any

from .headroom import positions
from .player import ComputerPlayer

#: Decision-time limits on one core (s): level 3 must decide within 1.5 s (issue 14).
LIMITS_S = {1: 0.5, 2: 1.5, 3: 1.5}


def run(count: int | None = None, levels: tuple[int, ...] = (1, 2, 3)) -> dict[str, Any]:
    """Mean and max decision time per level on one core, with the simulations per decision."""
    states = positions()[:count] if count else positions()
    out: dict[str, Any] = {"positions": len(states), "workers": 1, "levels": {}}
    for level in levels:
        cpu = ComputerPlayer(level, seed=1, workers=1)
        wall, proc, sims = [], [], []
        for m in states:
            d = cpu.decide(m)
            wall.append(d.seconds)
            proc.append(d.cpu_seconds)
            sims.append(d.simulations)
        out["levels"][str(level)] = {
            "mean_s": round(statistics.fmean(wall), 4),
            "max_s": round(max(wall), 4),
            "cpu_mean_s": round(statistics.fmean(proc), 4),
            "cpu_max_s": round(max(proc), 4),
            "limit_s": LIMITS_S[level],
            "within_limit": max(proc) <= LIMITS_S[level],
            "simulations_mean": round(statistics.fmean(sims), 1),
            "simulations_max": max(sims),
        }
    return out


if __name__ == "__main__":  # pragma: no cover
    import json

    print(json.dumps(run(), indent=2))
