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

Plane geometry on the match's position only, like the rest of the aim geometry
(:mod:`.geometry`): it proposes; the player, the simulator and the referee decide.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

from ..physics.params import DEFAULT_PARAMS
from ..position import Position
from ..rules.geometry import touching
from ..rules.match import Match
from ..table import CUSHION_IDS, Table, Vec
from . import banks
from . import speeds as sp
from .geometry import angle_to, bank_points, bank_two_points, hit_on_rail, path_clear, rail_lines

#: Room kept between the cue ball's path and a ball or pin it should pass (on top of touching):
#: a hair more than the aim line's own width on the screen, so the start does not graze.
MARGIN = 0.004  # m
#: Spacing of the places tried in the cabaña (a quarter of a ball's diameter).
STEP = 0.02  # m
#: The order in which a start looks at the balls: the mingo first, as a player would.
PREFERENCE = ("mingo", "1", "2")


def _in_order(balls: Sequence[str]) -> list[str]:
    return [b for b in PREFERENCE if b in balls]


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
            if banks and mirror_banks(match, xy, _others(match), ("foot",)):
                return xy
            if not banks and first_aim(match.table, match.position, ball, xy, order) is not None:
                return xy
    return match.default_placement()


#: Pace a bank played for an option should still have when it meets the ball (enough to move
#: it, little enough that the start is no smash), and the share of its speed a ball keeps
#: through the foot cushion on the way (:data:`ai.candidates.BANK_KEEP`'s figure).
OPTION_PACE = 0.5  # m/s
CUSHION_KEEP = 0.6
#: A bank whose path the simulator finds nowhere near the ball is measured again this much
#: harder (the cushion took more than the fixed share, or the path ran long).
HARDER = 1.5
#: The cushions a start's bank may use.
CUSHIONS = CUSHION_IDS
#: A no pasar start rolls this share of the way to the head cushion: it stops short of it, so
#: it neither crosses the línea media nor comes back off a cushion.
NO_PASAR_REACH = 0.6


def option_start(match: Match, start: Vec) -> tuple[float, float] | None:
    """Where the cue first points, and how hard, once an option is declared, so that playing
    it at once keeps the option: *no pasar*, a soft roll towards the head cushion that stops
    short of it; *pasar* and *bricole*, a bank off the foot cushion back onto the first ball
    (the mingo first) whose two legs pass no ball and no standing pin, hard enough to arrive
    (it crosses the línea media and meets the foot cushion before any ball, which keeps
    both); where the cross leaves no such bank clear, straight up to the foot cushion and
    back (:func:`up_the_table`). ``None`` when no option is declared, or every line up is
    blocked too (the player's to find)."""
    option = match.declared_option
    if option is None or match.ball_to_play is None:
        return None
    if option == "no_pasar":
        reach = NO_PASAR_REACH * max(start[1] - match.table.ball_radius, 0.0)
        return 270.0, sp.speed_for(reach, 0.0)
    return foot_bank(match, start) or foot_bank_two(match, start) or up_the_table(match, start)


#: Turns from straight up the table (degrees) tried for :func:`up_the_table`, nearest first.
UP_TURNS = (0, 4, -4, 8, -8, 12, -12, 16, -16, 20, -20, 25, -25, 30, -30)


def up_the_table(match: Match, start: Vec) -> tuple[float, float] | None:
    """No bank onto a ball is clear: straight up the table to the foot cushion on a line that
    meets no ball and no standing pin, hard enough to come back down as far as it started —
    so it crosses the línea media and meets the foot cushion before any ball, which pasar and
    bricole ask; the ball to meet on the way back is the player's to find (the cue pointed
    straight at a ball inside the cabaña: the foul the guide marked). ``None`` if every such
    line is blocked."""
    table, ball = match.table, match.ball_to_play
    r = table.ball_radius
    for turn in UP_TURNS:
        a = math.radians(90 + turn)
        run = (table.length - r - start[1]) / math.sin(a)
        end = (start[0] + run * math.cos(a), table.length - r)
        if r <= end[0] <= table.width - r and path_free(table, match.position, (ball,), start, end):
            return float(90 + turn), sp.speed_for(2 * run, OPTION_PACE) / CUSHION_KEEP
    return None


def foot_bank(match: Match, start: Vec) -> tuple[float, float] | None:
    """The bank off the foot cushion from ``start`` back onto the first ball (the mingo
    first) with both legs free, as :func:`bank` gives it: what pasar and bricole keep."""
    return bank(match, start, _others(match), ("foot",))


def foot_bank_two(match: Match, start: Vec) -> tuple[float, float] | None:
    """Where the pin cross hides every one-cushion bank off the foot cushion (a ball in hand in
    the middle of the cabaña, the others in its corners), a two-cushion bank with the foot
    cushion as one of the two — the foot met before any ball all the same — onto the first
    ball (the mingo first) whose three legs pass no ball and no standing pin, the shortest;
    its angle measured on the simulator as :func:`bank`'s is. The cue pointed up the table at
    no ball, and the declared bricole played at once was a foul ("no tocó ninguna bola")."""
    ball = match.ball_to_play
    if ball is None:
        return None
    table, position = match.table, match.position
    drawn = []
    for t in _others(match):
        txy = position.balls.get(t)
        if txy is None:
            continue
        for c1, c2, h1, h2, angle in bank_two_points(table, start, txy):
            if "foot" not in (c1, c2):
                continue
            if _legs_clear(table, position, ball, t, (start, h1, h2, txy)):
                path = math.dist(start, h1) + math.dist(h1, h2) + math.dist(h2, txy)
                drawn.append((path, t, txy, angle))
        if drawn:
            break  # the first ball in the order that has one
    for path, _t, txy, angle in sorted(drawn):
        speed = sp.speed_for(path, OPTION_PACE) / CUSHION_KEEP**2
        found = banks.calibrate(
            match.settings.profile, DEFAULT_PARAMS, start, txy, angle, speed, cushions=2
        )
        if found is not None:
            return found, speed
    return None


def bank(
    match: Match, start: Vec, targets: Sequence[str], cushions: Sequence[str] = CUSHIONS
) -> tuple[float, float] | None:
    """A one-cushion bank (bricole) from ``start`` onto the first of ``targets`` that has one
    off one of ``cushions`` with both legs free (the shortest, if several): its angle, and a
    speed that meets the ball with :data:`OPTION_PACE` after losing a share through the
    cushion; ``None`` if every such bank is blocked. The mirror aim is where it starts: the
    angle is then measured on the simulator as the computer's banks are (:mod:`.banks`, two
    or three lone-ball simulations), since a ball does not leave a cushion at the angle it
    came in."""
    ball = match.ball_to_play
    if ball is None:
        return None
    table, position = match.table, match.position
    drawn = mirror_banks(match, start, targets, cushions)
    for t, path, angle, name in drawn:
        txy = position.balls[t]
        assert txy is not None
        least = sp.speed_for(path, OPTION_PACE) / CUSHION_KEEP
        for speed in (least, least * HARDER):  # no path that reaches it: once more, harder
            found = banks.calibrate(
                match.settings.profile, DEFAULT_PARAMS, start, txy, angle, speed
            )
            hit = None if found is None else _meets_rail(table, name, start, found)
            if hit is not None and _legs_clear(table, position, ball, t, (start, hit, txy)):
                return found, speed
    if drawn:  # none measured: the shortest mirror aim, as drawn
        t, path, angle, _ = drawn[0]
        return angle, sp.speed_for(path, OPTION_PACE) / CUSHION_KEEP
    return None


def mirror_banks(
    match: Match, start: Vec, targets: Sequence[str], cushions: Sequence[str] = CUSHIONS
) -> list[tuple[str, float, float, str]]:
    """The one-cushion mirror banks from ``start`` whose two straight legs are free, as
    (target, path length, angle, cushion): target by target in the order given, the shortest
    first. Plane geometry only, no simulation: what :func:`start_place` can afford to ask of
    every place in a cabaña before :func:`bank` measures the one it keeps."""
    ball = match.ball_to_play
    table, position = match.table, match.position
    here = position.balls.get(ball) if ball is not None else None
    out = []
    for t in targets:
        txy = position.balls.get(t)
        if t == ball or txy is None or ball is None:
            continue
        if here is not None and touching(here, txy, 2 * table.ball_radius):
            continue  # a push, however it is played (art. 15)
        out += sorted(
            (t, math.dist(start, hit) + math.dist(hit, txy), angle, name)
            for name, hit, angle in bank_points(table, start, txy)
            if name in cushions and _legs_clear(table, position, ball, t, (start, hit, txy))
        )
    return out


def _meets_rail(table: Table, cushion: str, start: Vec, angle: float) -> Vec | None:
    """Where a ball's centre sent from ``start`` at ``angle`` meets that cushion's rail line
    (the ray taken as a segment longer than the table's diagonal)."""
    reach = 2 * math.hypot(table.width, table.length)
    a = math.radians(angle)
    far = (start[0] + reach * math.cos(a), start[1] + reach * math.sin(a))
    return hit_on_rail(start, far, rail_lines(table)[cushion])


def _others(match: Match) -> list[str]:
    return [b for b in PREFERENCE if b != match.ball_to_play]


def _legs_clear(
    table: Table, position: Position, ball: str, target: str, legs: tuple[Vec, ...]
) -> bool:
    """Every straight leg of a bank (start → each cushion → target) is free; the legs before
    the last pass the target too."""
    *before, last = itertools.pairwise(legs)
    return all(path_free(table, position, (ball,), a, b) for a, b in before) and path_free(
        table, position, (ball, target), *last
    )
