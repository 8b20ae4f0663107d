"""How hard to hit: cue speeds from the ball model's closed forms, never from old constants.

The physics (:mod:`chapo_game.physics.ball`) moves a ball between collisions in closed form: a
centre-hit ball *slides* at ``μs·g`` deceleration until its slip is gone (for a long time on
this cloth: a 7 m/s ball slides about 6 m), then *rolls* at ``5/7`` of its speed and loses only
``μr·g``. Inverting those two phases tells the computer player what speed carries a ball a given
distance and leaves it a given pace; the object ball of a hit starts with the cue ball's normal
speed times ``(1 + e)/2`` and no spin, so the same law carries it on.

These figures only *scale* the candidates; the simulator still plays every one of them, and the
referee still judges it. What they replace: one rolling-resistance constant and a guessed 7/5
factor, which put most of the old candidates below 2 m/s.
"""

from __future__ import annotations

import math

from ..physics.params import DEFAULT_PARAMS, PhysicsParams
from ..shot import MAX_SPEED

#: The fastest speed the search proposes (m/s). A cushion met head-on faster than the physics'
#: ``off_table_speed`` (8.5 m/s) throws the ball off the table (2 points to the opponent); a
#: ball loses a little on the way, so 8 m/s is the top of the useful range.
TOP_SPEED = 8.0
#: The slowest a candidate is played (m/s): anything less barely leaves the cabaña.
FLOOR_SPEED = 0.3
#: Pace an object ball should keep when it reaches the pins (m/s): a pin falls at a normal kick
#: of ``pin_knock_speed`` (0.14 m/s), and a ball should go *through* the cross, not stop in it.
PIN_PACE = 0.6
#: Pace a ball should keep when it reaches a pocket's mouth (m/s).
POCKET_PACE = 0.3


def slide_distance(v0: float, p: PhysicsParams = DEFAULT_PARAMS) -> float:
    """Distance a centre-hit ball slides before it rolls: ``12 v₀² / (49 μs g)``."""
    return 12.0 * v0 * v0 / (49.0 * p.mu_slide * p.g)


def speed_after(v0: float, distance: float, p: PhysicsParams = DEFAULT_PARAMS) -> float:
    """Speed of a centre-hit ball (no spin) after running ``distance`` metres on open cloth;
    0 when it stops short."""
    a_s, a_r = p.mu_slide * p.g, p.mu_roll * p.g
    ds = slide_distance(v0, p)
    if distance <= ds:
        return math.sqrt(max(v0 * v0 - 2.0 * a_s * distance, 0.0))
    vr = 5.0 / 7.0 * v0
    return math.sqrt(max(vr * vr - 2.0 * a_r * (distance - ds), 0.0))


def speed_for(distance: float, pace: float, p: PhysicsParams = DEFAULT_PARAMS) -> float:
    """The start speed of a centre-hit ball that still has ``pace`` after ``distance`` metres
    (the inverse of :func:`speed_after`)."""
    a_s, a_r = p.mu_slide * p.g, p.mu_roll * p.g
    d = max(distance, 0.0)
    sliding = math.sqrt(pace * pace + 2.0 * a_s * d)
    if d <= slide_distance(sliding, p):
        return sliding
    # Rolling when it gets there: pace² = (5/7 v₀)² − 2 a_r (d − 12 v₀²/(49 a_s)).
    k = 25.0 / 49.0 + 24.0 * a_r / (49.0 * a_s)
    return math.sqrt((pace * pace + 2.0 * a_r * d) / k)


def transfer(cos_cut: float, p: PhysicsParams = DEFAULT_PARAMS) -> float:
    """Share of the cue ball's speed an object ball leaves with at a cut of ``acos(cos_cut)``
    (the normal component times ``(1 + e)/2``; throw is a degree or two, ignored here)."""
    return max(cos_cut, 0.05) * (1.0 + p.e_ball) / 2.0


def drive_speed(
    to_contact: float,
    cos_cut: float,
    onward: float,
    pace: float = PIN_PACE,
    p: PhysicsParams = DEFAULT_PARAMS,
) -> float:
    """The least cue speed that sends an object ball ``onward`` metres with ``pace`` left, the
    cue ball first running ``to_contact`` metres to meet it at a cut of ``acos(cos_cut)``."""
    needed_object = speed_for(onward, pace, p)
    at_contact = needed_object / transfer(cos_cut, p)
    return speed_for(to_contact, at_contact, p)


def ladder(least: float, count: int, top: float = TOP_SPEED) -> list[float]:
    """``count`` speeds from ``least`` to ``top``, evenly spread on a log scale (the useful range
    of a shot: from just enough to the hardest that stays on the table). The first two are the
    ones a player thinks of first: enough with a margin, and hard."""
    lo = min(max(least, FLOOR_SPEED), top)
    if count <= 1 or top / lo < 1.15:
        return [round(min(lo * 1.3, top), 3)]
    steps = [lo * (top / lo) ** (i / (count - 1)) for i in range(count)]
    # Screen order: a firm speed (a third of the way up), the top, then the rest low to high.
    firm = steps[min(1, count - 1)] if count > 2 else steps[0]
    order = [firm, steps[-1]] + [s for s in steps if s not in (firm, steps[-1])]
    return [round(min(max(s, FLOOR_SPEED), MAX_SPEED), 3) for s in order]
