"""The headless soak: the demo loop for many shots, checking every step and the memory.

A club leaves the demo running all evening; this runs the same :class:`~.demo.DemoDriver` loop
without a window and counts **errors** — it does not just report that it did not crash:

* an exception out of a step (the soak then starts a new encuentro and goes on);
* a position after a shot that the game's own validator refuses (a ball in a ball or in a
  cushion, a standing pin in a ball);
* a match whose save would not load back as the identical match (:func:`record.check_encuentro`
  and the record round trip);
* a stall: many actions in a row without a shot.

It also reports the resident memory (RSS, from ``/proc/self/statm`` where it exists, else the
peak from ``resource``) after a warm-up and at the end. ``chapo selfplay --soak 500`` exits
with status 1 when there was any error.
"""

from __future__ import annotations

import gc
import os
import time
from typing import Any

from .. import record
from ..errors import one_line
from ..position import validate_position
from ..rules.match import Match, MatchSettings
from .demo import DemoDriver

WARMUP_SHOTS = 20
#: Actions in a row without a shot that count as a stall (a lag, its choice, a rey spot and
#: the next partida take a handful).
STALL_ACTIONS = 50


def rss_mb() -> float:
    """Resident memory of this process in MB."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):  # pragma: no cover - not Linux
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def check_after_shot(match: Match) -> str | None:
    """What is wrong with the match after a shot (``None`` when nothing): its position must
    validate and its save must load back as the identical match."""
    try:
        validate_position(match.position, match.table)
    except ValueError as exc:
        return f"impossible position after a shot: {exc}"
    data = match.to_json()
    try:
        checked, _ = record.check_encuentro({"kind": "encuentro", "computers": {}, "match": data})
        again = Match.from_json(checked["match"]).to_json()
    except Exception as exc:  # any refusal of the save is the error being looked for
        return f"the save would not load: {exc}"
    if again != data:
        return "the save does not load back as the same match"
    return None


def run(
    shots: int = 500, levels: tuple[int, int] = (1, 2), seed: int = 0, target: int = 30
) -> dict[str, Any]:
    """Play ``shots`` shots of computer vs computer; return the error count (and the first
    error), partidas completed and memory figures."""
    settings = MatchSettings(target=target)
    driver = DemoDriver(levels, seed=seed, settings=settings, workers=1)
    t0 = time.perf_counter()
    start_mb = None
    partidas = 0
    actions = 0
    errors = 0
    first_error: str | None = None
    since_shot = 0
    while driver.shots < shots:
        actions += 1
        problem = None
        try:
            step = driver.step()
        except Exception as exc:  # counted, then a new encuentro: the soak goes on
            problem = f"{type(exc).__name__}: {exc}"
            step = None
        if step is not None:
            kind = step.decision.kind
            if kind in ("next_partida", "new_encuentro"):
                partidas += 1
            since_shot = 0 if kind == "shot" else since_shot + 1
            if kind == "shot":
                problem = check_after_shot(driver.match)
            elif since_shot > STALL_ACTIONS:
                problem = f"stalled: {since_shot} actions without a shot"
        if problem is not None:
            errors += 1
            first_error = first_error or one_line(problem)
            driver.match = Match(driver.names, settings)
            driver.match_number += 1
            driver.shots += step is None  # a failed step counts, so even endless failures end
            since_shot = 0
        if start_mb is None and driver.shots >= WARMUP_SHOTS:
            gc.collect()
            start_mb = rss_mb()
    gc.collect()
    end_mb = rss_mb()
    start_mb = end_mb if start_mb is None else start_mb
    return {
        "shots": driver.shots,
        "actions": actions,
        "errors": errors,
        "first_error": first_error,
        "encuentros_started": driver.match_number,
        "partida_transitions": partidas,
        "rss_after_warmup_mb": round(start_mb, 1),
        "rss_end_mb": round(end_mb, 1),
        "growth_mb": round(end_mb - start_mb, 1),
        "seconds": round(time.perf_counter() - t0, 1),
    }
