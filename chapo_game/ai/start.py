"""Where a person's ball in hand first appears, and where his cue first points.

Why: the window offers every player a start he can take with Enter and then Space: the keyboard
player, the beginner. A start that fouls teaches the wrong thing, and the obvious one does. From
the middle of the cabaña de salida the mingo lies straight behind the pin cross, so the salida's
first aim was "palos antes que bola" (a pin before any ball). The start is therefore a *legal
straight line*: at the first ball the rules let him meet first, with no ball and no standing pin
in the way — or, when a pin hides the ball's centre, the fullest clear cut of it, and only when
neither is clear a one-cushion bricole. With ball in hand it comes from the place in the cabaña
nearest its middle that has such a line (at the salida, 0.26 m off the pin axis). The practice
table, which has no rules, points the cue the same way at any other ball (:func:`free_aim`).

Plane geometry on the match's position, like the rest of the aim geometry (:mod:`.geometry`),
but for a declared option's start: a bank drawn there, or found by a sweep of the lone ball on
the simulator, is played in full and judged before it is offered
(:func:`.start_options.keeps`), since a drawn bank that fouled was offered where the pins hid
every clear one. It proposes; the player decides. Each job has its module: the clear lines
(:mod:`.start_paths`), the banks (:mod:`.start_banks`), a declared option's start
(:mod:`.start_options`); this one chooses among them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..position import Position
from ..rules.match import Match
from ..table import Table, Vec
from .geometry import angle_to
from .start_banks import bank, mirror_banks
from .start_options import option_start
from .start_paths import PREFERENCE, first_aim, first_cut, others

#: Spacing of the places tried in the cabaña (a quarter of a ball's diameter).
STEP = 0.02  # m


def _in_order(balls: Sequence[str]) -> list[str]:
    return [b for b in PREFERENCE if b in balls]


def start_aim(match: Match, start: Vec) -> float:
    """Where the cue first points for the ball to play at ``start``: at the first legal ball
    (the mingo before the other ball) with a clear line; else, every line blocked, at the
    first legal ball all the same (a bricole is the player's to find). With an option
    declared no straight line keeps it: the cue points at the first ball on the table, until
    :func:`option_start` sets the option's own start."""
    ball = match.ball_to_play
    legal = _straight_targets(match)
    if ball is None or not legal:
        return _at_any_ball(match.position, ball, start)
    order = _in_order(legal)
    angle = first_aim(match.table, match.position, ball, start, order)
    return _at_first(match, start, order) if angle is None else angle % 360


def _at_first(match: Match, start: Vec, order: Sequence[str]) -> float:
    """Every line blocked: the first ball of ``order`` all the same (a bricole is the
    player's to find)."""
    return angle_to(start, match.position.balls[order[0]])  # type: ignore[arg-type]


def start_shot(match: Match, start: Vec) -> tuple[float, float | None]:
    """The start for the ball to play at ``start``: its angle, and its speed when the start
    needs one of its own (``None``: the player's power as it is). A declared option's own
    start (:func:`option_start`); else a clear straight line (:func:`start_aim`); else, every
    straight line blocked, a clear one-cushion bank onto a legal ball (:func:`bank`, with the
    speed it needs); else the straight line at the first legal ball all the same."""
    if match.declared_option is not None:
        own = option_start(match, start)
        return own if own is not None else (start_aim(match, start), None)
    ball = match.ball_to_play
    legal = _in_order(match.legal_first_targets())
    if ball is None or not legal:
        return start_aim(match, start), None
    straight = first_aim(match.table, match.position, ball, start, legal)
    if straight is not None:
        return straight % 360, None
    cut = first_cut(match.table, match.position, ball, start, legal)
    if cut is not None:
        return cut, None
    banked = bank(match, start, legal)
    return banked if banked is not None else (_at_first(match, start, legal), None)


def free_aim(table: Table, position: Position, ball: str, first: str | None = None) -> float:
    """Where the cue first points on the practice table, where no rule says which ball is
    legal: at another ball (``first`` if given — a drill's own target — else the mingo first,
    as :func:`start_aim` prefers) along the fullest clear line, a cut past a pin in the way if
    need be (:data:`CUT_OFFSETS`); else at the first other ball on the table all the same;
    straight up the table when the ball is alone."""
    return free_start(table, position, ball, first)


def free_start(
    table: Table,
    position: Position,
    ball: str,
    first: str | None = None,
    match_for: Callable[[], Match | None] | None = None,
) -> float:
    """:func:`free_aim`, with a one-cushion bank onto a ball (:func:`bank`, as a game's
    start) before the straight line at a hidden one, where ``match_for`` gives the position
    as the referee holds it (built only then: a bank is measured on the simulator)."""
    start = position.balls.get(ball)
    if start is None:
        return 90.0
    order = free_targets(ball, first)
    angle = first_cut(table, position, ball, start, order)
    if angle is not None:
        return angle
    m = match_for() if match_for is not None else None
    banked = bank(m, start, order) if m is not None else None
    return banked[0] % 360 if banked is not None else _at_any_ball(position, ball, start)


def free_targets(ball: str, first: str | None = None) -> list[str]:
    """The other balls in the order practice's cue looks for one: ``first`` (a drill's own
    ball), then as :data:`PREFERENCE` has them."""
    order = [first] if first is not None and first != ball else []
    return order + [b for b in PREFERENCE if b != ball and b not in order]


def _straight_targets(match: Match) -> tuple[str, ...]:
    """The balls a straight line may meet first: none while an option is declared (pasar and
    bricole must cross the línea media or meet the foot cushion first, no pasar meets none)."""
    return () if match.declared_option is not None else match.legal_first_targets()


def _at_any_ball(position: Position, ball: str | None, start: Vec) -> float:
    for t in PREFERENCE:
        xy = position.balls.get(t)
        if t != ball and xy is not None:
            return angle_to(start, xy) % 360
    return 90.0


def start_place(match: Match) -> Vec | None:
    """Where the ball in hand is first offered: the legal place nearest the middle of the
    cabaña from which a legal ball can be hit straight, with nothing in the way (ties go to the
    smaller ``x``, then ``y``, so the start is the same every time). With the options on offer
    (both other balls in the cabaña), the nearest place with a clear bank off the foot cushion
    back onto one of them, which pasar and bricole both keep (no pasar keeps anywhere): drawn
    in plane geometry at every place (:func:`mirror_banks`), measured on the simulator only
    once declared, at the place kept (:func:`option_start`). Without
    such a place the match's own default place, the middle of the cabaña or the nearest free
    place to it."""
    area = match.placement_area()
    ball = match.ball_to_play
    targets = _straight_targets(match)
    if area is None or ball is None:
        return None
    banks = not targets and bool(match.options()) and match.declared_option != "no_pasar"
    if targets or banks:
        cx, cy = (area.x_min + area.x_max) / 2, (area.y_min + area.y_max) / 2
        nx = int((area.x_max - area.x_min) / (2 * STEP))
        ny = int((area.y_max - area.y_min) / (2 * STEP))
        places = sorted(
            (
                (cx + i * STEP, cy + j * STEP)
                for i in range(-nx, nx + 1)
                for j in range(-ny, ny + 1)
            ),
            key=lambda p: (round(math.hypot(p[0] - cx, p[1] - cy), 9), p[0], p[1]),
        )
        order = _in_order(targets)
        for xy in places:
            if not match.is_legal_placement(xy):
                continue
            if banks and mirror_banks(match, xy, others(match), ("foot",)):
                return xy
            if not banks and first_aim(match.table, match.position, ball, xy, order) is not None:
                return xy
    return match.default_placement()
