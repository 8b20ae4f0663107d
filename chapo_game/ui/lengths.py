"""How far a stroke runs, the power scale's figure: table lengths ("largos") up and down the
table, struck from against a short cushion, worked out from the physics at run time — its
closed-form motion of a ball between the cushions and its own cushion model at each — so they
stay right when the physics changes (:func:`run_distance`; on an endless cloth, as it was
counted before, the hardest stroke ran "96 largos")."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from chapo_game.physics.ball import BallState, evolve
from chapo_game.physics.params import DEFAULT_PARAMS, PhysicsParams
from chapo_game.physics.resolve.ball_cushion import resolve
from chapo_game.shot import MAX_SPEED, MIN_SPEED
from chapo_game.table import Table

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
    the hardest stroke ran "96 largos"; the table's cushions take more than half a rolling
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
            met = [(t, w) for w in (lo, hi) if (t := first_reach(y, vy, a, span, w)) is not None]
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
