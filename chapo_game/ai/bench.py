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
asserted in tests (benchmarks are commands).

Beside the clock, the machine's own speed (:mod:`..machine`: a plain-Python loop timed before
and after the decisions): each level's slowest decision in those references, and the slowest
reference at which it would still fit in its limit — so a figure from this shared, sometimes
slow machine says what it means on another one."""

from __future__ import annotations

import json
import statistics
import sys
from collections.abc import Sequence
from typing import Any

from ..machine import reference_needed, reference_seconds
from ..rules.match import Match
from . import banks
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


def decisions(level: int, states: list[Match]) -> list[tuple[float, float, int, int]]:
    """Each decision of ``level`` on one core over ``states``: (wall s, processor s,
    simulations, events they logged — the work, :mod:`.meter`). The bank measurements are
    forgotten first (:func:`.banks.measured` keeps them): the pass before, on the same
    positions, had measured level 3's banks for it, and its decisions were timed 10–15 %
    faster than a game's, where each position is new."""
    banks.measured.cache_clear()
    cpu = ComputerPlayer(level, seed=1, workers=1)
    rows = []
    for m in states:
        d = cpu.decide(m)
        rows.append((d.seconds, d.cpu_seconds, d.simulations, d.events))
    return rows


def figures(
    level: int, rows: list[tuple[float, float, int, int]], reference: float | None = None
) -> dict[str, Any]:
    """Mean and max decision time, simulations and events of ``rows`` (:func:`decisions`);
    with the machine's ``reference`` (s), the slowest decision in references and the slowest
    reference at which it fits in the level's limit."""
    wall, proc, sims, events = (list(c) for c in zip(*rows, strict=True))
    out = {
        "mean_s": round(statistics.fmean(wall), 4),
        "max_s": round(max(wall), 4),
        "cpu_mean_s": round(statistics.fmean(proc), 4),
        "cpu_max_s": round(max(proc), 4),
        "limit_s": LIMITS_S[level],
        "within_limit": max(proc) <= LIMITS_S[level],
        "simulations_mean": round(statistics.fmean(sims), 1),
        "simulations_max": max(sims),
        "events_mean": round(statistics.fmean(events)),
        "events_max": max(events),
    }
    if reference:
        out["cpu_max_references"] = round(max(proc) / reference, 3)
        out["fits_at_reference_s"] = round(
            reference_needed(max(proc), reference, LIMITS_S[level]), 3
        )
    return out


def work_model(rows: list[tuple[float, float, int, int]]) -> dict[str, Any]:
    """How well each count predicts a decision's processor time over ``rows``: the leave is
    bounded by events (:data:`.levels.BUDGET_EVENTS`) because they follow the clock more
    closely than simulations do; this shows it on the machine at hand."""
    proc = [r[1] for r in rows]
    sims = [float(r[2]) for r in rows]
    events = [float(r[3]) for r in rows]
    return {
        "decisions": len(rows),
        "ms_per_event": round(1000 * sum(proc) / sum(events), 4),
        "correlation_with_events": round(statistics.correlation(proc, events), 3),
        "correlation_with_simulations": round(statistics.correlation(proc, sims), 3),
    }


def run(count: int | None = None, levels: tuple[int, ...] = (1, 2, 3)) -> dict[str, Any]:
    """Decision times per level on the stored positions, level 3's near the end, and how its
    processor time follows its work."""
    states = positions()[:count] if count else positions()
    before = reference_seconds()
    rows = {str(level): (level, decisions(level, states)) for level in levels}
    if 3 in levels:
        rows["3 near the end"] = (3, decisions(3, [near_the_end(m) for m in states]))
    after = reference_seconds()
    reference = (before + after) / 2
    out: dict[str, Any] = {
        "positions": len(states),
        "workers": 1,
        "reference_s": {"before": round(before, 3), "after": round(after, 3)},
        "levels": {name: figures(level, r, reference) for name, (level, r) in rows.items()},
    }
    if 3 in levels:
        out["level 3 work"] = work_model(rows["3"][1] + rows["3 near the end"][1])
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m chapo_game.ai.bench``: the figures as JSON. It takes no option, and says so
    for one given: ``--help`` ran the whole bench (minutes) and printed no usage."""
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    OneLineParser(
        prog="python -m chapo_game.ai.bench",
        description="Decision times per level on one core, over the stored positions, as "
        "JSON (the ai section of chapo bench).",
    ).parse_args(argv)
    sys.stdout.write(json.dumps(run(), indent=2) + "\n")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
