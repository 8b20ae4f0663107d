"""Fixtures of the physics tests."""

from __future__ import annotations

import pytest
from physics_helpers import TABLE

from chapo_game.physics import Simulator


@pytest.fixture(scope="session")
def sim() -> Simulator:
    return Simulator(TABLE)
