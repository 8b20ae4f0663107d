"""The banks a start offers (:mod:`.start`, :mod:`.start_options`): the one-cushion mirror
banks drawn in plane geometry, and the banks off the foot cushion that pasar and bricole keep.

The mirror aim is only where a bank starts: a ball does not leave a cushion at the angle it
came in, so a bank kept is measured on the simulator as the computer's banks are
(:func:`.banks.calibrate`, two or three lone-ball simulations). Drawing is cheap enough to ask
of every place in a cabaña (:func:`mirror_banks`); measuring is done for the one kept.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..physics.params import DEFAULT_PARAMS
from ..rules.geometry import touching
from ..rules.match import Match
from ..table import CUSHION_IDS, Table, Vec
from . import banks
from . import speeds as sp
from .geometry import bank_points, bank_two_points, hit_on_rail, rail_lines
from .start_paths import legs_clear, others

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


def foot_bank(match: Match, start: Vec) -> tuple[float, float] | None:
    """The bank off the foot cushion from ``start`` back onto the first ball (the mingo
    first) with both legs free, as :func:`bank` gives it: what pasar and bricole keep."""
    return bank(match, start, others(match), ("foot",))


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
    for t in others(match):
        txy = position.balls.get(t)
        if txy is None:
            continue
        for c1, c2, h1, h2, angle in bank_two_points(table, start, txy):
            if "foot" not in (c1, c2):
                continue
            if legs_clear(table, position, ball, t, (start, h1, h2, txy)):
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
            if hit is not None and legs_clear(table, position, ball, t, (start, hit, txy)):
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
            if name in cushions and legs_clear(table, position, ball, t, (start, hit, txy))
        )
    return out


def _meets_rail(table: Table, cushion: str, start: Vec, angle: float) -> Vec | None:
    """Where a ball's centre sent from ``start`` at ``angle`` meets that cushion's rail line
    (the ray taken as a segment longer than the table's diagonal)."""
    reach = 2 * math.hypot(table.width, table.length)
    a = math.radians(angle)
    far = (start[0] + reach * math.cos(a), start[1] + reach * math.sin(a))
    return hit_on_rail(start, far, rail_lines(table)[cushion])
