"""Power a player can judge: how far a speed runs on this cloth, and the speed of a good lag.

Nothing here is a measured constant. Both figures come from the physics at run time, so they
stay right when the physics changes:

* :func:`run_distance` — how far the struck ball runs up and down the table before it stops,
  struck from against a short cushion: the closed-form motion of
  :mod:`chapo_game.physics.ball` (sliding, then rolling, with the follow or draw the tip
  gives) and the physics' cushion model at each cushion. The power scale shows it in table
  lengths ("largos"). (:func:`roll_distance`: the same on an endless cloth.)
* :class:`LagHint` — the speed that stops a lag ball near the head cushion after the foot
  cushion. That involves cushions, so it is found with the :class:`~chapo_game.physics.
  Simulator` itself: a bisection on the speed, each try a real simulation of the shot alone
  from where the ball stands. Found in a worker thread and cached per table, physics
  parameters, ball spot and angle.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from chapo_game.physics.ball import BallState, advance, evolve
from chapo_game.physics.params import DEFAULT_PARAMS, PhysicsParams
from chapo_game.physics.resolve.ball_cushion import resolve
from chapo_game.position import Position
from chapo_game.rules.lag import lost_reason
from chapo_game.shot import MAX_SPEED, MIN_SPEED, Shot
from chapo_game.table import Table

from .background import Background

#: The lag hint aims for the ball's edge this far from the head cushion (m): near, not on it.
LAG_GAP = 0.05
#: Bisection steps for the lag speed, within a bracket a quarter wide: well under 1 mm/s.
LAG_STEPS = 12
#: Power-bar marks, in table lengths.
LENGTH_MARKS: tuple[float, ...] = (0.5, 1.0, 2.0, 3.0, 4.0)


@lru_cache(maxsize=1)
def _strike() -> Callable[..., BallState]:
    """The physics' own cue strike (``(x, y, angle, speed, side, vertical, radius)``), wherever
    the physics keeps it: the spin a tip offset gives is the physics' business, not ours."""
    try:
        from chapo_game.physics.ball import strike_state  # type: ignore[attr-defined]

        return strike_state
    except ImportError:  # the physics of issue 8 keeps the strike with squirt
        from chapo_game.physics.resolve.stick_ball import strike  # type: ignore[import-not-found]

        return strike


@lru_cache(maxsize=4096)
def roll_distance(
    speed: float, vertical: float, radius: float, params: PhysicsParams = DEFAULT_PARAMS
) -> float:
    """How far (m, along the aim; negative if draw brings it back) a ball struck at ``speed``
    with tip offset ``vertical`` runs on an endless cloth, in closed form."""
    s = _strike()(0.0, 0.0, 90.0, speed, 0.0, vertical, radius)
    p = params
    a_spin = p.spin_decel(radius)
    for _ in range(8):  # sliding, rolling, stopped: each call finishes at least one phase
        if advance(s, 1e6, radius, p.mu_slide * p.g, p.mu_roll * p.g, a_spin) is not None:
            break
        if not s.moving():
            break
    return s.y


#: Cushions a run up and down the table meets at most (the hardest stroke meets five).
RUN_CUSHIONS = 32


def first_reach(y0: float, v: float, a: float, span: float, wall: float) -> float | None:
    """The earliest time in ``(0, span]`` at which ``y0 + v t + a t² / 2`` is ``wall``, or
    ``None`` (one phase of a ball's motion along the table: sliding or rolling)."""
    qa, qb, qc = 0.5 * a, v, y0 - wall
    if qa == 0.0:
        roots = [-qc / qb] if qb != 0.0 else []
    else:
        disc = qb * qb - 4.0 * qa * qc
        if disc < 0.0:
            return None
        q = -0.5 * (qb + math.copysign(math.sqrt(disc), qb))
        roots = [q / qa] + ([qc / q] if q != 0.0 else [])
    found = [t for t in roots if 1e-12 < t <= span]
    return min(found) if found else None


def phase_travel(v: float, a: float, t: float) -> float:
    """The path length of ``v u + a u² / 2`` over ``[0, t]``: a slide may turn the ball back
    (follow off a cushion), and then both ways count."""
    turn = -v / a
    y_t = v * t + 0.5 * a * t * t
    if not 0.0 < turn < t:
        return abs(y_t)
    y_turn = v * turn + 0.5 * a * turn * turn
    return abs(y_turn) + abs(y_t - y_turn)


@lru_cache(maxsize=4096)
def run_distance(
    speed: float,
    vertical: float,
    radius: float,
    length: float,
    params: PhysicsParams = DEFAULT_PARAMS,
) -> float:
    """How far (m) a ball struck at ``speed`` with tip offset ``vertical`` runs up and down a
    table ``length`` long, struck from against one short cushion: the closed-form motion of
    :mod:`chapo_game.physics.ball` between the cushions, each phase (sliding, rolling) solved
    for where it meets one, and at each the physics' own cushion model. On an endless cloth
    the hardest stroke ran "76 largos"; the table's cushions take more than half a rolling
    ball's speed each, and the same stroke runs about four lengths — what a player counts."""
    p = params
    acc = (radius, p.mu_slide * p.g, p.mu_roll * p.g, p.spin_decel(radius))
    s = _strike()(0.0, radius, 90.0, speed, 0.0, vertical, radius)
    st = (s.x, s.y, s.vx, s.vy, s.wx, s.wy, s.wz)
    lo, hi = radius, length - radius
    run = 0.0
    for _ in range(RUN_CUSHIONS):
        wall = None
        while wall is None:  # phase by phase, until a cushion or a stop
            y, vy, wx = st[1], st[3], st[4]
            slip = vy + radius * wx
            if abs(slip) > 1e-9:
                span, a = abs(slip) / (3.5 * acc[1]), -math.copysign(acc[1], slip)
            elif abs(vy) > 1e-9:
                span, a = abs(vy) / acc[2], -math.copysign(acc[2], vy)
            else:
                return run
            times = {w: first_reach(y, vy, a, span, w) for w in (lo, hi)}
            met = [(t, w) for w, t in times.items() if t is not None]
            t, wall = min(met) if met else (span, None)
            run += phase_travel(vy, a, t)
            st = evolve(*st, t, *acc)[:7]
        b = BallState(st[0], wall, *st[2:7])
        resolve(b, 0.0, -1.0 if wall == hi else 1.0, radius, p)
        st = (b.x, b.y, b.vx, b.vy, b.wx, b.wy, b.wz)
    return run


def table_lengths(
    speed: float, vertical: float, table: Table, params: PhysicsParams = DEFAULT_PARAMS
) -> float:
    """:func:`run_distance` in lengths of this table's playing surface: the power scale's
    figure ("largos")."""
    r = table.ball_radius
    return run_distance(round(speed, 4), round(vertical, 3), r, table.length, params) / (
        table.length
    )


def speed_for_lengths(
    lengths: float,
    vertical: float,
    table: Table,
    params: PhysicsParams = DEFAULT_PARAMS,
) -> float | None:
    """The speed that runs ``lengths`` table lengths (bisection on :func:`table_lengths`,
    which grows with the speed; to the 0.1 mm/s it rounds speeds to); ``None`` beyond the
    hardest shot."""
    lo, hi = MIN_SPEED, MAX_SPEED
    if table_lengths(hi, vertical, table, params) < lengths:
        return None
    for _ in range(17):
        mid = 0.5 * (lo + hi)
        if table_lengths(mid, vertical, table, params) < lengths:
            lo = mid
        else:
            hi = mid
    return hi


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
    others = {"1", "2"} - {ball}  # the other lag ball; the mingo stays where it is
    alone = Position(
        {b: (None if b in others else xy) for b, xy in position.balls.items()}, position.pins
    )
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
        self._starts: dict[Hashable, float | None] = {}

    def start_speed(self, position: Position, ball: str) -> float | None:
        """The lag offered to a player who shoots at once: straight up the table, back off
        the foot cushion to about the cabaña string it started from. A fair lag, where the
        bar's usual power only just comes back off the foot cushion; he still has to judge
        it to win (a little harder stops nearer the head cushion), and the hint, where guides
        are on, shows the shot that stops by it. Found once per ball spot by simulation
        (about 30 ms) and kept."""
        xy = position.balls.get(ball)
        if xy is None:
            return None
        key = (ball, round(xy[0], 4), round(xy[1], 4))
        if key not in self._starts:
            gap = self.table.cabana_salida_y - self.table.ball_radius
            advice = find_lag_speed(self.table, position, ball, 90.0, self.params, gap)
            self._starts[key] = None if advice is None else advice.speed
        return self._starts[key]

    def advice(self, position: Position, ball: str, angle: float) -> LagAdvice | None:
        xy = position.balls.get(ball)
        if xy is None:
            return None
        a = round(angle * 2) / 2  # half a degree: the hint does not flicker while aiming
        key = (ball, round(xy[0], 4), round(xy[1], 4), a)
        return self.cache.get(
            key, lambda: find_lag_speed(self.table, position, ball, a, self.params)
        )


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
