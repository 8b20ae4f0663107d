"""Shared helpers for the physics tests: an empty table, positions by hand."""

from __future__ import annotations

import math
from collections.abc import Mapping

from chapo_game.physics.params import DEFAULT_PARAMS
from chapo_game.position import PinState, Position
from chapo_game.table import BALL_IDS, get_table

TABLE = get_table()
P = DEFAULT_PARAMS
R = TABLE.ball_radius


def position(
    balls: Mapping[str, tuple[float, float]], pins: Mapping[str, PinState] | None = None
) -> Position:
    """Balls given, the others off the table; pins given, or none at all (clear cloth)."""
    b = {bid: balls.get(bid) for bid in BALL_IDS}
    return Position(balls=b, pins=dict(pins) if pins is not None else {})


def only_pins(**standing: tuple[float, float]) -> dict[str, PinState]:
    """Only the pins given, standing where given; the others are not on the cloth (lying pins
    are met by balls, so a clear cloth is made by leaving them out)."""
    return {pid: PinState(xy, True) for pid, xy in standing.items()}


def direction_deg(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
