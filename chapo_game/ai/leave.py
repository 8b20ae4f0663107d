"""What a shot leaves the opponent, read off the table without playing his reply.

The opponent's best reply is what a shot gives away, and in Chapó it is large: a maestro answers
a typical leave with about 12 points (chapó chances counted as the partida they end). Measured
on 50 positions of level-3 games, the leaves of one decision's eight best shots differ in the
reply they allow by about 3.6 points (standard deviation) — as much as the shots differ in what
they score. But judging a leave by *searching* the reply is hopeless inside a decision's budget:
one stroke of a fast shot scatters the balls differently from the next, and one reply search
answers a leave with a chapó or with nothing, so a leave judged on a few strokes by a few
searches carries ±6 points of noise for 3.6 of signal.

So the leave is judged statically, on **every** noisy execution the search already plays: a few
features of the position the shot leaves, weighted by a model fitted on real replies (level 3's
own search, its chosen shot played 12 times with its hand, on 1,400 leaves of 50 positions):

* ``in_hand`` — the opponent's ball is off the table (pocketed, or not yet played): he places
  it where he likes, which is worth points to him (more than the 2 a pocketed ball pays us);
* ``object_to_pins`` — how far the object ball nearest the pins is from the rey's spot: a ball
  sitting by the cross is the easy reply;
* ``ease`` — the best straight line the opponent has: a clear path from his ball to an object
  ball that sends it at the rey (cosine of the cut squared, shorter is easier);
* ``ball_off_cushion`` — his ball's distance from the nearest cushion (a frozen ball cannot be
  struck freely); capped at 0.2 m;
* ``object_off_cushion`` — the same for the object ball nearest the pins.

The features read the physics' final position with the referee's re-spotting approximated
(pins back on their normal spots, a pocketed mingo on its spot): a static estimate of a
search's result, not a ruling. The coefficients and how they were measured are in
docs/AI.md; :func:`estimate` is their only user.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ..table import Table, Vec

#: The capped distance from a cushion beyond which a ball counts as free (m).
CUSHION_CAP = 0.2


@dataclass(frozen=True)
class LeaveModel:
    """Expected value of the opponent's best reply = ``intercept`` + Σ weight × feature."""

    intercept: float
    in_hand: float
    object_to_pins: float  # per metre
    ease: float
    ball_off_cushion: float  # per metre (capped)
    object_off_cushion: float  # per metre (capped)


#: Fitted by ridge regression (λ = 1) on the replies described in the module docstring.
MODEL = LeaveModel(
    intercept=21.4,
    in_hand=4.9,
    object_to_pins=-13.6,
    ease=25.3,
    ball_off_cushion=29.0,
    object_off_cushion=-17.4,
)


@dataclass(frozen=True)
class LeaveFeatures:
    in_hand: float
    object_to_pins: float
    ease: float
    ball_off_cushion: float
    object_off_cushion: float


def _segment_distance(p: Vec, a: Vec, b: Vec) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = (
        0.0
        if length2 == 0
        else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    )
    return math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1])


def _off_cushion(table: Table, xy: Vec) -> float:
    x, y = xy
    return min(x, table.width - x, y, table.length - y, CUSHION_CAP)


def respotted_balls(table: Table, balls: Mapping[str, Vec | None]) -> dict[str, Vec]:
    """The balls on the table once the referee has re-spotted a pocketed mingo (art. 6, guide
    9: its spot, or the cushion spot when a ball is on it)."""
    out = {b: xy for b, xy in balls.items() if xy is not None}
    if "mingo" in balls and balls["mingo"] is None:
        spot = table.spots["mingo_normal"]
        taken = any(math.dist(spot, xy) < 2 * table.ball_radius for xy in out.values())
        out["mingo"] = table.spots["mingo_cushion"] if taken else spot
    return out


def features(
    table: Table, balls: Mapping[str, Vec | None], pins: list[Vec], opponent_ball: str
) -> LeaveFeatures:
    """The leave's features for the opponent, who plays ``opponent_ball`` next. ``balls`` as
    the shot left them (None: off the table), ``pins``: where the pins will stand."""
    on = respotted_balls(table, balls)
    centre = table.spots["center"]
    mine = on.get(opponent_ball)
    objects = [(b, xy) for b, xy in on.items() if b != opponent_ball]
    if not objects:
        return LeaveFeatures(float(mine is None), 0.0, 0.0, 0.0, 0.0)
    nearest = min(objects, key=lambda o: math.dist(o[1], centre))[1]
    to_pins = math.dist(nearest, centre)
    object_free = _off_cushion(table, nearest)
    if mine is None:
        return LeaveFeatures(1.0, to_pins, 0.0, 0.0, object_free)
    r, pin_r = table.ball_radius, table.pin_radius
    best = 0.0
    for b, xy in objects:
        d1 = math.dist(mine, xy)
        d2 = math.dist(xy, centre)
        if d1 == 0.0 or d2 == 0.0:
            continue
        cos_cut = (
            (xy[0] - mine[0]) * (centre[0] - xy[0]) + (xy[1] - mine[1]) * (centre[1] - xy[1])
        ) / (d1 * d2)
        blocked = any(_segment_distance(p, mine, xy) < r + pin_r for p in pins) or any(
            _segment_distance(o, mine, xy) < 2 * r for ob, o in objects if ob != b
        )
        if not blocked and cos_cut > 0:
            best = max(best, cos_cut * cos_cut / (1.0 + d1))
    return LeaveFeatures(0.0, to_pins, best, _off_cushion(table, mine), object_free)


def estimate(f: LeaveFeatures, model: LeaveModel = MODEL) -> float:
    """The opponent's expected best reply from a leave with features ``f`` (points, a partida
    he would end counted as the search counts it)."""
    return (
        model.intercept
        + model.in_hand * f.in_hand
        + model.object_to_pins * f.object_to_pins
        + model.ease * f.ease
        + model.ball_off_cushion * f.ball_off_cushion
        + model.object_off_cushion * f.object_off_cushion
    )
