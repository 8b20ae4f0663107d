"""The lag (derecho de salida, art. 9; guide 14).

Both players shoot at the same moment from the cabaña string, one on each side of the pin axis
(player 0 plays ball "1" on the left, player 1 ball "2" on the right; after the lag the breaker
takes ball 1). The balls must run two table lengths: up to the foot cushion and back. The one
that stops nearest the head (cabaña) cushion — smallest ``y`` — chooses to break or cede.

A player loses the right to choose when his ball touches the mingo, knocks a pin, leaves the
table, is pocketed, or (our reading of "recorran dos largos") never reaches the foot cushion.
The lag is repeated when the balls collide, when both knock pins, when both lose the right, or
when they stop at equal distance (within :data:`EQUAL_DISTANCE`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import InputError, quote
from ..events import Event
from ..position import Position
from ..table import Table

LAG_BALLS: tuple[str, str] = ("1", "2")
#: Two lag balls closer than this to the head cushion difference are "at equal distance".
EQUAL_DISTANCE = 0.001  # m


def lag_position(table: Table) -> Position:
    """Art. 9: pins and mingo on their spots, balls 1 and 2 on the cabaña string, one on each
    side of the pin axis (at a quarter and three quarters of the width)."""
    y = table.cabana_salida_y
    return Position.initial(table, {"1": (table.width / 4, y), "2": (3 * table.width / 4, y)})


@dataclass(frozen=True)
class LagOutcome:
    """``winner``: player index, or ``None`` when the lag is repeated (``repeat`` says why).
    ``lost``: per player, the reason he lost the right to choose, or ``None``. ``distance``:
    per player, how far his ball stopped from the head cushion (``None`` off the table)."""

    winner: int | None
    repeat: str | None
    lost: tuple[str | None, str | None]
    distance: tuple[float | None, float | None]

    def to_json(self) -> dict:
        return {
            "winner": self.winner,
            "repeat": self.repeat,
            "lost": list(self.lost),
            "distance": list(self.distance),
        }

    @staticmethod
    def from_json(d: dict) -> LagOutcome:
        """Read back from a save, checked: the window draws the distances and names the
        reasons of a resumed lag (a hand-edited ``"distance": ["a", "b"]`` passed the save's
        check and stopped the game on resuming)."""
        winner, repeat = d["winner"], d["repeat"]
        lost, dist = list(d["lost"]), list(d["distance"])
        if winner not in (None, 0, 1) or isinstance(winner, bool) or repeat not in REPEATS:
            raise InputError("lags", f"winner {quote(winner)}, repeat {quote(repeat)}")
        if (winner is None) == (repeat is None):
            raise InputError("lags", "either a winner or a reason to repeat")
        if len(lost) != 2 or any(x not in LOST_REASONS for x in lost):
            raise InputError("lags", f"lost {quote(lost)}: two reasons or nulls")
        if len(dist) != 2 or not all(_distance(x) for x in dist):
            raise InputError("lags", f"distance {quote(dist)}: two distances in m or nulls")
        return LagOutcome(winner, repeat, (lost[0], lost[1]), (dist[0], dist[1]))


#: Why a lag is repeated, and why a player lost the right to choose (``None``: neither).
REPEATS = (None, "collided", "pins", "both_lost", "equal")
LOST_REASONS = (None, "off_table", "pocketed", "mingo", "pin", "short")


def _distance(x: object) -> bool:
    """A distance from the head cushion on the table (m), or ``None``."""
    if x is None:
        return True
    return type(x) in (int, float) and 0.0 <= x <= 10.0  # type: ignore[operator]


def lost_reason(ball: str, events: Sequence[Event], final: Position) -> str | None:
    """Why a lag ball loses the right to choose (:data:`LOST_REASONS`), or ``None``."""
    for e in events:
        if e.type == "off_table" and e["ball"] == ball:
            return "off_table"
    for e in events:
        if e.type == "pocketed" and e["ball"] == ball:
            return "pocketed"
    if final.balls.get(ball) is None:
        return "pocketed"
    for e in events:
        if e.type == "ball_ball" and e.other_ball(ball) == "mingo":
            return "mingo"
    if _knocked_pin(ball, events):
        return "pin"
    if not any(
        e.type == "ball_cushion" and e["ball"] == ball and e["cushion"] == "foot" for e in events
    ):
        return "short"
    return None


def _knocked_pin(ball: str, events: Sequence[Event]) -> bool:
    return any(e.type == "pin_down" and e.get("ball") == ball for e in events)


def judge_lag(table: Table, events: Sequence[Event], final: Position) -> LagOutcome:
    """Judge a lag from its event log and final position (pure)."""
    a, b = LAG_BALLS
    dist = tuple(
        None if final.balls.get(x) is None else final.balls[x][1]  # type: ignore[index]
        for x in LAG_BALLS
    )
    lost = (lost_reason(a, events, final), lost_reason(b, events, final))
    if any(e.type == "ball_ball" and {e["a"], e["b"]} == {a, b} for e in events):
        return LagOutcome(None, "collided", lost, dist)  # type: ignore[arg-type]
    if _knocked_pin(a, events) and _knocked_pin(b, events):
        return LagOutcome(None, "pins", lost, dist)  # type: ignore[arg-type]
    if lost[0] and lost[1]:
        return LagOutcome(None, "both_lost", lost, dist)  # type: ignore[arg-type]
    if lost[0]:
        return LagOutcome(1, None, lost, dist)  # type: ignore[arg-type]
    if lost[1]:
        return LagOutcome(0, None, lost, dist)  # type: ignore[arg-type]
    da, db = dist
    assert da is not None and db is not None
    if abs(da - db) < EQUAL_DISTANCE:
        return LagOutcome(None, "equal", lost, dist)  # type: ignore[arg-type]
    return LagOutcome(0 if da < db else 1, None, lost, dist)  # type: ignore[arg-type]
