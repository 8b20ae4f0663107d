"""How fast the machine at hand runs plain Python: a yardstick for the benches' figures.

Why: the same decision of the computer player, the same work counted event for event, has taken
0.6 s on one day and 2 s on another on the shared two-core machine this project is built on —
the host, not the code. A fixed workload timed beside the figures lets a reader convert them to
another machine: a figure of *k* references takes *k* × that machine's reference. The workload
is CPython's own (integer additions in a loop), the kind of work the physics and the search do
between their few calls into C.
"""

from __future__ import annotations

import statistics
import time

#: Integer additions in the reference loop: about 0.5 s on a current desktop core.
REFERENCE_ADDITIONS = 10_000_000


def reference_seconds(additions: int = REFERENCE_ADDITIONS, repeat: int = 3) -> float:
    """Processor seconds CPython takes to add ``additions`` integers in a loop: the median of
    ``repeat`` runs. Not the quickest: on a shared machine the figures beside it are slowed by
    the neighbours' work too (caches, a shared core), and the yardstick must be read under the
    same conditions as what it measures."""
    runs = []
    for _ in range(repeat):
        start = time.process_time()
        total = 0
        for i in range(additions):
            total += i
        runs.append(time.process_time() - start)
    return statistics.median(runs)


def reference_needed(seconds: float, reference: float, limit: float) -> float:
    """The slowest reference at which work that took ``seconds`` here still fits in ``limit``
    seconds: work scales with the reference, so limit / (seconds / reference)."""
    return limit * reference / seconds
