"""A club's demo runs for days: whatever the computer player and the physics remember from one
decision to the next must stop at a size. Their caches are keyed on positions and shots (floats
that seldom come back), so an unbounded one would grow with every partida for the whole week.

Measured (``chapo --demo`` headless, 45 partidas): the only such cache that fills is
:func:`chapo_game.ai.banks.measured`, which stops at 4096 entries (2.4 MB); the window's RSS
climbs while the window's rendered-text cache fills (:class:`chapo_game.ui.fonts.Fonts`, 600
texts), then stays flat. This guards that no cache added later is left without a bound.
"""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import chapo_game.ai
import chapo_game.physics


def cached_functions(package) -> list[tuple[str, object]]:
    """Every function of ``package``'s modules wrapped by :mod:`functools`' caches."""
    found = []
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if hasattr(value, "cache_info") and getattr(value, "__module__", None) == info.name:
                found.append((f"{info.name}.{name}", value))
    return found


@pytest.mark.parametrize("package", [chapo_game.ai, chapo_game.physics])
def test_every_cache_of_the_computer_and_the_physics_stops_at_a_size(package):
    for name, fn in cached_functions(package):
        maxsize = fn.cache_parameters()["maxsize"]
        assert maxsize is not None and maxsize <= 4096, name


def test_the_bank_measures_are_a_bounded_cache_of_a_pure_function():
    """The one cache that fills in the demo: the same answer remembered as measured."""
    from chapo_game.ai import banks
    from chapo_game.physics.params import DEFAULT_PARAMS

    args = ("match", DEFAULT_PARAMS, (0.4, 0.5), (1.0, 2.0), 80.0, 3.0)
    banks.measured.cache_clear()
    first = banks.measured(*args)
    again = banks.measured.__wrapped__(*args)  # measured afresh, not remembered
    assert banks.measured(*args) == first == again
    assert banks.measured.cache_info().hits == 1
