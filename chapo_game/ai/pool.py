"""A process pool created once and reused, so a decision can simulate on every core.

Why processes: the simulator is pure Python on pymunk and holds the GIL, so threads would not
help. Why one pool: forking per decision would cost more than a level-1 decision takes.

Determinism: work is cut into tasks in a fixed order, every task carries everything that
decides its result (state, shot, RNG parts), and results come back in task order
(``Pool.map``) — so the answer is the same for 1, 2 or 16 workers.

Errors: an exception raised in a worker always reaches the caller. ``multiprocessing`` sends it
back pickled, and an exception whose class cannot be rebuilt from its pickle (one with required
``__init__`` arguments, such as :class:`~chapo_game.errors.InputError`) would break the pool's
result thread and leave the caller waiting for ever. So every task runs guarded
(:func:`_guarded`): what it raises is sent back as itself when it survives a pickle round trip,
else as a :class:`WorkerError` naming its type and message with the worker's traceback.
"""

from __future__ import annotations

import atexit
import functools
import multiprocessing as mp
import os
import pickle
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from ..errors import ChapoError

T = TypeVar("T")
R = TypeVar("R")

_POOLS: dict[int, Any] = {}


class WorkerError(ChapoError):
    """An exception raised in a worker process that could not travel back as itself: its type
    name and message, and the worker's traceback (``trace``)."""

    def __init__(self, kind: str, message: str, trace: str = "") -> None:
        self.kind = kind
        self.message = message
        self.trace = trace
        super().__init__(f"{kind} in a worker process: {message}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (WorkerError, (self.kind, self.message, self.trace))


def portable(exc: BaseException) -> BaseException:
    """``exc`` itself when it survives a pickle round trip, else a :class:`WorkerError` that
    says what it was."""
    try:
        back = pickle.loads(pickle.dumps(exc))
        if type(back) is type(exc) and str(back) == str(exc):
            return exc
    except Exception:  # any failure to pickle or rebuild: send a description instead
        pass
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return WorkerError(type(exc).__name__, str(exc), trace)


def _guarded(fn: Callable[[T], R], x: T) -> tuple[bool, Any]:
    """Run ``fn(x)`` in a worker: (True, result) or (False, what it raised, made portable)."""
    try:
        return True, fn(x)
    except BaseException as exc:  # everything goes back to the caller, nothing stays here
        return False, portable(exc)


def _unwrap(item: tuple[bool, Any]) -> Any:
    ok, value = item
    if not ok:
        raise value
    return value


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
    return [_unwrap(r) for r in pool.map(functools.partial(_guarded, fn), items, chunksize=chunk)]


def parallel_imap(
    fn: Callable[[T], R], items: Iterable[T], workers: int, chunk: int = 4
) -> Iterator[R]:
    """``fn(x) for x in items``, in order, spread over ``workers`` processes: the items are
    drawn from ``items`` as the workers need them, so a long run never builds every task up
    front. One worker runs in this process."""
    if workers <= 1:
        return (fn(x) for x in items)
    guarded = functools.partial(_guarded, fn)
    return (_unwrap(r) for r in _get_pool(workers).imap(guarded, items, chunksize=chunk))


def shutdown() -> None:
    """Close every pool (at exit, and from tests that want a clean slate)."""
    for pool in _POOLS.values():
        pool.terminate()
        pool.join()
    _POOLS.clear()


atexit.register(shutdown)
