"""The headless soak: the demo loop for many shots, watching for errors and memory growth.

A club leaves the demo running all evening; this runs the same :class:`~.demo.DemoDriver` loop
without a window and reports the resident memory (RSS, from ``/proc/self/statm`` where it
exists, else the peak from ``resource``) after a warm-up and at the end. Run it with
``chapo selfplay --soak 500``.
"""

from __future__ import annotations

import gc
import os
import time
from typing import Any

from ..rules.match import MatchSettings
from .demo import DemoDriver

WARMUP_SHOTS = 20


def rss_mb() -> float:
    """Resident memory of this process in MB."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):  # pragma: no cover - not Linux
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run(
    shots: int = 500, levels: tuple[int, int] = (1, 2), seed: int = 0, target: int = 30
) -> dict[str, Any]:
    """Play ``shots`` shots of computer vs computer; return errors (none expected), partidas
    completed and memory figures."""
    driver = DemoDriver(levels, seed=seed, settings=MatchSettings(target=target), workers=1)
    t0 = time.perf_counter()
    start_mb = None
    partidas = 0
    actions = 0
    while driver.shots < shots:
        step = driver.step()
        actions += 1
        if step.decision.kind == "next_partida" or step.decision.kind == "new_encuentro":
            partidas += 1
        if start_mb is None and driver.shots >= WARMUP_SHOTS:
            gc.collect()
            start_mb = rss_mb()
    gc.collect()
    end_mb = rss_mb()
    start_mb = end_mb if start_mb is None else start_mb
    return {
        "shots": driver.shots,
        "actions": actions,
        "encuentros_started": driver.match_number,
        "partida_transitions": partidas,
        "rss_after_warmup_mb": round(start_mb, 1),
        "rss_end_mb": round(end_mb, 1),
        "growth_mb": round(end_mb - start_mb, 1),
        "seconds": round(time.perf_counter() - t0, 1),
    }
