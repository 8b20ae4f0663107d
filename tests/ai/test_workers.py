"""An exception raised in a worker process always reaches the caller, typed; nothing hangs."""

from __future__ import annotations

import pytest

from chapo_game.ai.pool import WorkerError, parallel_imap, parallel_map
from chapo_game.errors import InputError


class Stubborn(Exception):
    """Cannot be rebuilt from its pickle (its ``__init__`` needs two arguments), like the
    overlap error that used to hang ``chapo selfplay``."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")


def raise_on_three(x: int) -> int:
    if x == 3:
        raise Stubborn("balls", "overlap by 3 um")
    return x * x


def raise_input_error(x: int) -> int:
    if x == 2:
        raise InputError("position", "two balls overlap")
    return x


def raise_value_error(x: int) -> int:
    if x == 1:
        raise ValueError("plain and picklable")
    return x


@pytest.mark.timeout(60)
def test_an_unpicklable_error_in_a_worker_comes_back_typed_instead_of_hanging():
    with pytest.raises(WorkerError) as info:
        parallel_map(raise_on_three, list(range(6)), workers=2)
    err = info.value
    assert err.kind == "Stubborn" and "overlap by 3 um" in str(err)
    assert "raise_on_three" in err.trace  # the worker's traceback comes with it
    with pytest.raises(WorkerError, match="InputError in a worker process: position: two"):
        list(parallel_imap(raise_input_error, range(4), workers=2))
    # the pool is still usable afterwards
    assert parallel_map(raise_on_three, [0, 1, 2], workers=2) == [0, 1, 4]


@pytest.mark.timeout(60)
def test_a_picklable_error_comes_back_as_itself():
    with pytest.raises(ValueError, match="plain and picklable"):
        parallel_map(raise_value_error, [0, 1, 2], workers=2)
    with pytest.raises(Stubborn):  # one worker: raised in place, untouched
        parallel_map(raise_on_three, [3], workers=1)
