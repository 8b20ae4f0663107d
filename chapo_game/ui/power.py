"""Power a player can judge: the speed of a good lag, and the power bar's scale in speeds.

How far a speed runs (the bar's "largos") is :mod:`.lengths`. The lag's speed comes from the
physics at run time, so it stays right when the physics changes: :class:`LagHint` — the speed
that stops a lag ball near the head cushion after the foot cushion. That involves the whole
table, so it is found with the :class:`~chapo_game.physics.Simulator` itself: a bisection on
the speed, each try a real simulation of the shot alone from where the ball stands. Found in a
worker thread and cached per table, physics parameters, ball spot and angle.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from chapo_game.physics.params import DEFAULT_PARAMS, PhysicsParams
from chapo_game.position import Position
from chapo_game.rules.lag import lost_reason
from chapo_game.shot import MAX_SPEED, MIN_SPEED, Shot
from chapo_game.table import Table

from .background import Background

#: The lag hint aims for the ball's edge this far from the head cushion (m): near, not on it.
LAG_GAP = 0.05
#: Bisection steps for the lag speed, within a bracket a quarter wide: well under 1 mm/s.
LAG_STEPS = 12


# ------------------------------------------------------------------ the lag
@dataclass(frozen=True)
class LagAdvice:
    """The hinted lag speed, where that shot stops, and its path (table points, 60 Hz)."""

    speed: float
    stop: tuple[float, float]
    path: tuple[tuple[float, float], ...]
    #: Why the lag rule takes the right away from this shot (art. 9: "mingo", "pin",
    #: "off_table", "pocketed"), or ``None``: a line through the cross is no lag to follow.
    lost: str | None = None

    def gap(self, table: Table) -> float:
        """How far the hinted ball's edge stops from the head cushion (m)."""
        return self.stop[1] - table.ball_radius


def lag_ok(ball: str, events: Any, final: Position, target_y: float) -> bool:
    """A lag try that went far enough: the ball met the foot cushion and then either stopped
    at ``target_y`` or nearer the head, or came back to the head cushion. It grows with the
    speed, so a bisection finds the softest such shot: the one stopping at ``target_y``."""
    foot_at = None
    for e in events:
        if e.type == "ball_cushion" and e.get("ball") == ball:
            if foot_at is None and e.get("cushion") == "foot":
                foot_at = e.t
            elif foot_at is not None and e.get("cushion") == "head":
                return True
    if foot_at is None:
        return False
    xy = final.balls.get(ball)
    return xy is not None and xy[1] <= target_y


def find_lag_speed(
    table: Table,
    position: Position,
    ball: str,
    angle: float,
    params: PhysicsParams = DEFAULT_PARAMS,
    gap: float = LAG_GAP,
) -> LagAdvice | None:
    """The lag speed for ``ball`` at ``angle`` from ``position``, the ball played alone (the
    other lag ball is left out: each player sets his shot without the other's); ``None`` if
    no speed reaches the foot cushion and comes back."""
    from chapo_game.physics import Simulator

    sim = Simulator(table, params)
    alone = lag_alone(position, ball)
    target = table.ball_radius + gap

    def ok(v: float) -> bool:
        r = sim.simulate(alone, Shot.make(ball, angle, v))
        return lag_ok(ball, r.events, r.final, target)

    # bracket from the soft end up (a shot hard enough to leave the table is no lag at all)
    lo, hi = MIN_SPEED, 0.5
    while not ok(hi):
        lo, hi = hi, hi * 1.25
        if hi > MAX_SPEED:
            return _no_lag(sim, alone, ball, angle)
    for _ in range(LAG_STEPS):
        mid = 0.5 * (lo + hi)
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return _advice(sim, alone, ball, angle, round(hi, 3))


def lag_alone(position: Position, ball: str) -> Position:
    """``position`` with the other lag ball left out (each player sets his lag without the
    other's); the mingo and the pins stay where they are."""
    others = {"1", "2"} - {ball}
    return Position(
        {b: (None if b in others else xy) for b, xy in position.balls.items()}, position.pins
    )


@lru_cache(maxsize=16)
def _start_speed(table: Table, params: PhysicsParams, ball: str, alone: str) -> float | None:
    """:meth:`LagHint.start_speed` for the lag position ``alone`` (its JSON): kept for the
    whole run, since it depends on nothing else. Every encuentro begins its lag from the same
    spots, and each new game searched the same 30–70 ms again before its first frame."""
    gap = table.cabana_salida_y - table.ball_radius
    start = Position.from_json(json.loads(alone), table)
    advice = find_lag_speed(table, start, ball, 90.0, params, gap)
    return None if advice is None else advice.speed


#: A lag's usual speed (m/s): what a line no speed brings back is shown at.
LAG_NOMINAL = 2.2


def _no_lag(sim: Any, alone: Position, ball: str, angle: float) -> LagAdvice | None:
    """No speed comes back off the foot cushion at this angle (straight at the mingo or the
    cross, across the table): the line at a lag's usual speed, when it loses the lag that way
    (drawn red with its reason at that speed; nothing was drawn at all) — else nothing."""
    advice = _advice(sim, alone, ball, angle, LAG_NOMINAL)
    return advice if advice.lost not in (None, "short") else None


def _advice(sim: Any, alone: Position, ball: str, angle: float, speed: float) -> LagAdvice:
    """The lag shot at ``speed``: where it stops, its path, and whether the lag rule takes the
    right away from it (:func:`rules.lag.lost_reason`)."""
    r = sim.simulate(alone, Shot.make(ball, angle, speed), frames=True)
    path = tuple(fr.balls[ball].xy for fr in (r.frames or ()) if fr.balls.get(ball) is not None)
    stop = r.final.balls.get(ball) or (path[-1] if path else alone.balls[ball])
    lost = lost_reason(ball, r.events, r.final)
    return LagAdvice(speed, stop, path[::2], lost)  # type: ignore[arg-type]


class LagHint:
    """The lag hint of one table scene: the speed for the ball and angle being aimed."""

    def __init__(self, table: Table, params: PhysicsParams = DEFAULT_PARAMS) -> None:
        self.table = table
        self.params = params
        self.cache = Background()

    def start_speed(self, position: Position, ball: str) -> float | None:
        """The lag offered to a player who shoots at once: straight up the table, back off
        the foot cushion to about the cabaña string it started from. A fair lag, where the
        bar's usual power only just comes back off the foot cushion; he still has to judge
        it to win (a little harder stops nearer the head cushion), and the hint, where guides
        are on, shows the shot that stops by it. Found by simulation (30–70 ms) once per
        lag position in a run (:func:`_start_speed`)."""
        if position.balls.get(ball) is None:
            return None
        alone = json.dumps(lag_alone(position, ball).to_json(), sort_keys=True)
        return _start_speed(self.table, self.params, ball, alone)

    def advice(self, position: Position, ball: str, angle: float) -> LagAdvice | None:
        xy = position.balls.get(ball)
        if xy is None:
            return None
        a = round(angle * 2) / 2  # half a degree: the hint does not flicker while aiming
        key = (ball, round(xy[0], 4), round(xy[1], 4), a)
        got = self.cache.get(
            key, lambda: find_lag_speed(self.table, position, ball, a, self.params)
        )
        # while the new aim's is worked out, the newest of a near aim of the same ball where it
        # stands: the hint blinked off on a quarter of the frames while the lag was aimed
        return got if got is not None else self.cache.newest_near(key)


def power_for_speed(speed: float, to_speed: Callable[[float], float]) -> float:
    """The power (0..1) whose speed is ``speed`` for a rising ``to_speed`` curve."""
    lo, hi = 0.0, 1.0
    for _ in range(30):
        mid = 0.5 * (lo + hi)
        if to_speed(mid) < speed:
            lo = mid
        else:
            hi = mid
    return hi if math.isfinite(hi) else 1.0
