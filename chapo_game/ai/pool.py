"""A process pool created once and reused, so a decision can simulate on every core.

Why processes: the simulator is pure Python on pymunk and holds the GIL, so threads would not
help. Why one pool: forking per decision would cost more than a level-1 decision takes.

Determinism: work is cut into tasks in a fixed order, every task carries everything that
decides its result (state, shot, RNG parts), and results come back in task order
(``Pool.map``) — so the answer is the same for 1, 2 or 16 workers.
"""

from __future__ import annotations

import atexit
import multiprocessing as mp
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

_POOLS: dict[int, Any] = {}


def resolve_workers(workers: int | None) -> int:
    """``None`` means every core; anything below 1 means in-process."""
    if workers is None:
        return max(1, os.cpu_count() or 1)
    return max(1, int(workers))


def _get_pool(n: int) -> Any:
    pool = _POOLS.get(n)
    if pool is None:
        method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
        pool = mp.get_context(method).Pool(n)
        _POOLS[n] = pool
    return pool


def parallel_map(fn: Callable[[T], R], items: Sequence[T], workers: int) -> list[R]:
    """``[fn(x) for x in items]``, spread over ``workers`` processes when that pays.

    ``fn`` must be a module-level function (it is pickled by name). Fewer than two items, or one
    worker, run in this process: no pickling, no pool."""
    if workers <= 1 or len(items) < 2:
        return [fn(x) for x in items]
    pool = _get_pool(workers)
    chunk = max(1, len(items) // (workers * 2))
    return pool.map(fn, items, chunksize=chunk)


def parallel_imap(
    fn: Callable[[T], R], items: Iterable[T], workers: int, chunk: int = 4
) -> Iterator[R]:
    """``fn(x) for x in items``, in order, spread over ``workers`` processes: the items are
    drawn from ``items`` as the workers need them, so a long run never builds every task up
    front. One worker runs in this process."""
    if workers <= 1:
        return (fn(x) for x in items)
    return _get_pool(workers).imap(fn, items, chunksize=chunk)


def shutdown() -> None:
    """Close every pool (at exit, and from tests that want a clean slate)."""
    for pool in _POOLS.values():
        pool.terminate()
        pool.join()
    _POOLS.clear()


atexit.register(shutdown)
