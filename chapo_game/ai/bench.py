"""Decision-time figures for ``chapo bench``: how long the computer thinks, per level, on one
core (``workers=1``), over the stored positions of real games (:mod:`.headroom_set`: salidas,
rematadas, balls in hand with and without the options, and play).

Level 3 is timed twice: on the stored positions as they are, and on the same positions with the
opponent needing only :data:`END_NEEDS` points (``"3 near the end"``), where it also judges what
each of its best shots leaves him — its heaviest decisions, and the ones its budget of
simulations exists to bound.

Both clocks are reported: *wall* (what a player waits) and *processor* time of the deciding
process (the work itself — on a machine shared with other jobs the wall clock also counts
their turns on the core). The limits are the issue's, on one core. Timing is reported, never
asserted in tests (benchmarks are commands)."""

from __future__ import annotations

import statistics
from typing import Any

from ..rules.match import Match
from .headroom import compact, positions, restore
from .player import ComputerPlayer

#: Decision-time limits on one core (s): level 3 must decide within 1.5 s (issue 14).
LIMITS_S = {1: 0.5, 2: 1.5, 3: 1.5}
#: Points the opponent still needs in the "near the end" pass (within level 3's leave reach).
END_NEEDS = 8


def near_the_end(m: Match, needs: int = END_NEEDS) -> Match:
    """The same position with the opponent of the player to move needing at most ``needs``
    points (his score raised, never lowered)."""
    state = compact(m)
    scores = list(state["scores"])
    other = 1 - m.to_move
    scores[other] = max(scores[other], m.settings.target - needs)
    state["scores"] = scores
    return restore(state)


def timed(level: int, states: list[Match]) -> dict[str, Any]:
    """Mean and max decision time of ``level`` on one core over ``states``, with the
    simulations per decision."""
    cpu = ComputerPlayer(level, seed=1, workers=1)
    wall, proc, sims = [], [], []
    for m in states:
        d = cpu.decide(m)
        wall.append(d.seconds)
        proc.append(d.cpu_seconds)
        sims.append(d.simulations)
    return {
        "mean_s": round(statistics.fmean(wall), 4),
        "max_s": round(max(wall), 4),
        "cpu_mean_s": round(statistics.fmean(proc), 4),
        "cpu_max_s": round(max(proc), 4),
        "limit_s": LIMITS_S[level],
        "within_limit": max(proc) <= LIMITS_S[level],
        "simulations_mean": round(statistics.fmean(sims), 1),
        "simulations_max": max(sims),
    }


def run(count: int | None = None, levels: tuple[int, ...] = (1, 2, 3)) -> dict[str, Any]:
    """Decision times per level on the stored positions, and level 3's near the end."""
    states = positions()[:count] if count else positions()
    out: dict[str, Any] = {"positions": len(states), "workers": 1, "levels": {}}
    for level in levels:
        out["levels"][str(level)] = timed(level, states)
    if 3 in levels:
        out["levels"]["3 near the end"] = timed(3, [near_the_end(m) for m in states])
    return out


if __name__ == "__main__":  # pragma: no cover
    import json

    print(json.dumps(run(), indent=2))
