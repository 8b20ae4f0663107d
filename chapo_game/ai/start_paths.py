"""The clear lines a start (:mod:`.start`) is made of: a ball's path that meets nothing on the
way, a straight line or the fullest cut at a ball, and a bank's legs.

Why apart: the straight start, the banks it falls back on (:mod:`.start_banks`) and the
options' starts (:mod:`.start_options`) all ask the same question — does the ball's centre run
from here to there touching nothing it should pass, with :data:`MARGIN` to spare — and the order
in which they look at the balls (:data:`PREFERENCE`). Plane geometry on the match's position.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ..position import Position
from ..rules.geometry import touching
from ..rules.match import Match
from ..table import Table, Vec
from .geometry import angle_to, path_clear

#: Room kept between the cue ball's path and a ball or pin it should pass (on top of touching):
#: a hair more than the aim line's own width on the screen, so the start does not graze.
MARGIN = 0.004  # m
#: The order in which a start looks at the balls: the mingo first, as a player would.
PREFERENCE = ("mingo", "1", "2")


def path_free(table: Table, position: Position, skip: Sequence[str], a: Vec, b: Vec) -> bool:
    """A ball's centre can run from ``a`` to ``b`` touching no ball but those in ``skip`` and
    no standing pin (a pin lying on the cloth is passed over), with :data:`MARGIN` to spare; a
    ball behind the start (one it touches and rolls away from) is not in the way."""
    r = table.ball_radius
    ahead = [  # what lies behind the start is never met: the ball moves away from it
        xy
        for bid, xy in position.on_table().items()
        if bid not in skip and (xy[0] - a[0]) * (b[0] - a[0]) + (xy[1] - a[1]) * (b[1] - a[1]) > 0
    ]
    pins = [p.xy for p in position.pins.values() if p.standing]
    return path_clear(a, b, ahead, 2 * r + MARGIN, skip_end=False) and path_clear(
        a, b, pins, r + table.pin_radius + MARGIN, skip_end=False
    )


def line_clear(table: Table, position: Position, ball: str, start: Vec, target: str) -> bool:
    """The ball at ``start`` sent straight at ``target``'s centre meets nothing on the way,
    and is not touching it (shooting into a touching ball is a push, art. 15)."""
    end = position.balls.get(target)
    if end is None or touching(start, end, 2 * table.ball_radius):
        return False
    return path_free(table, position, (ball, target), start, end)


def first_aim(
    table: Table, position: Position, ball: str, start: Vec, targets: Sequence[str]
) -> float | None:
    """The angle at the first of ``targets`` (in the order given) with a clear line, or
    ``None`` when every line is blocked."""
    for t in targets:
        if line_clear(table, position, ball, start, t):
            return angle_to(start, position.balls[t])  # type: ignore[arg-type]
    return None


#: Where a start may meet a ball whose centre is hidden: the offset of the cue ball's line
#: from the ball's centre, in ball radii (0 = full ball, 2 = no contact), fullest first.
CUT_OFFSETS = (0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5)


def cut_clear(
    table: Table, position: Position, ball: str, start: Vec, target: str, offset: float
) -> float | None:
    """The angle that sends the ball at ``start`` past ``target``'s centre at ``offset`` ball
    radii (a cut), when the way to the contact meets nothing else; else ``None``."""
    end = position.balls.get(target)
    r = table.ball_radius
    d = offset * r
    dist = math.dist(start, end) if end is not None else 0.0
    if end is None or touching(start, end, 2 * r) or abs(d) >= min(2 * r, dist):
        return None
    turn = math.asin(d / dist)
    heading = math.atan2(end[1] - start[1], end[0] - start[0]) + turn
    run = math.sqrt(dist * dist - d * d) - math.sqrt(4 * r * r - d * d)  # to the contact
    contact = (start[0] + run * math.cos(heading), start[1] + run * math.sin(heading))
    if not path_free(table, position, (ball, target), start, contact):
        return None
    return math.degrees(heading) % 360


def first_cut(
    table: Table, position: Position, ball: str, start: Vec, targets: Sequence[str]
) -> float | None:
    """The fullest clear cut (:data:`CUT_OFFSETS`, the full ball first) at the first of
    ``targets`` that has one, or ``None``."""
    for target in targets:
        for offset in CUT_OFFSETS:
            angle = cut_clear(table, position, ball, start, target, offset)
            if angle is not None:
                return angle
    return None


def others(match: Match) -> list[str]:
    """The balls other than the one to play, in :data:`PREFERENCE`'s order (a bank's targets)."""
    return [b for b in PREFERENCE if b != match.ball_to_play]


def legs_clear(
    table: Table, position: Position, ball: str, target: str, legs: tuple[Vec, ...]
) -> bool:
    """Every straight leg of a bank (start → each cushion → target) is free; the legs before
    the last pass the target too."""
    *before, last = itertools.pairwise(legs)
    return all(path_free(table, position, (ball,), a, b) for a, b in before) and path_free(
        table, position, (ball, target), *last
    )
