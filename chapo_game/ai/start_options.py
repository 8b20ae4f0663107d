"""The start offered once an option is declared (ball in hand with both other balls in the
cabaña de salida): a shot that, played at once, keeps the option — *no pasar*'s soft roll that
meets nothing, *pasar*'s and *bricole*'s bank that comes back from the foot end onto a ball.

Why apart from the straight start (:mod:`.start`): a straight line never keeps an option, so
these starts are banks (:mod:`.start_banks`), found on the simulator where none is drawn
(:func:`swept_bank`), and every one is played in full and judged before it is offered
(:func:`keeps`): a drawn bank that fouled was offered where the pins hid every clear one.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence

from ..physics.params import DEFAULT_PARAMS
from ..position import Position
from ..rules.geometry import touching
from ..rules.judge import judge
from ..rules.match import Match
from ..shot import Shot
from ..table import Table, Vec
from . import banks
from . import speeds as sp
from .referee import simulator_for
from .start_banks import CUSHION_KEEP, OPTION_PACE, foot_bank, foot_bank_two
from .start_paths import MARGIN, PREFERENCE, legs_clear, others, path_free

#: A no pasar start rolls this share of the way to the head cushion: it stops short of it, so
#: it neither crosses the línea media nor comes back off a cushion.
NO_PASAR_REACH = 0.6
#: Turns from straight down the table (degrees) a no pasar roll tries, nearest first, where a
#: ball lies in the way: sideways, then up (short of the línea media).
NO_PASAR_TURNS = (0, 30, -30, 60, -60, 90, -90, 120, -120, 150, -150, 180)
#: The softest speed the power bar plays (``ui.powerbar.SOFTEST``, m/s): a start slower than
#: that is played at it, so it is offered, and judged, at it.
SOFTEST = 0.15


def no_pasar_start(match: Match, start: Vec) -> tuple[float, float]:
    """A soft roll that keeps *no pasar*: it must meet no ball (every other ball is inside the
    cabaña, and meeting one first is a foul) and not cross the línea media. Straight down the
    table first, :data:`NO_PASAR_REACH` of the way to the head cushion, but stopping short of
    the first ball or pin on the way; where a ball lies close ahead, turned aside
    (:data:`NO_PASAR_TURNS`); each played in full and judged (:func:`keeps`) at the speed the
    bar plays (never under :data:`SOFTEST`). Before, it rolled straight down into a ball lying
    below: "bola dentro de la cabaña", a foul. Straight down as before if none keeps it."""
    table, ball = match.table, match.ball_to_play
    r = table.ball_radius
    obstacles = [
        (xy, 2 * r + MARGIN) for b, xy in match.position.on_table().items() if b != ball
    ] + [(p.xy, r + table.pin_radius + MARGIN) for p in match.position.pins.values() if p.standing]
    for turn in NO_PASAR_TURNS:
        angle = (270.0 + turn) % 360
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        room = _room(table, start, (ux, uy))
        if uy > 1e-9:  # up the table: not beyond the línea media
            room = min(room, (table.length / 2 - start[1]) / uy)
        reach = NO_PASAR_REACH * room
        for xy, clearance in obstacles:
            ahead = (xy[0] - start[0]) * ux + (xy[1] - start[1]) * uy
            aside = abs((xy[0] - start[0]) * uy - (xy[1] - start[1]) * ux)
            if ahead > 0 and aside < clearance:
                reach = min(reach, ahead - math.sqrt(clearance**2 - aside**2))
        if reach <= 0:
            continue
        speed = max(sp.speed_for(reach, 0.0), SOFTEST)
        if keeps(match, start, angle, speed):
            return angle, speed
    down = NO_PASAR_REACH * max(start[1] - r, 0.0)
    return 270.0, max(sp.speed_for(down, 0.0), SOFTEST)


def _room(table: Table, start: Vec, way: Vec) -> float:
    """How far a ball's centre runs from ``start`` along the unit vector ``way`` before it
    meets a rail line (a cushion)."""
    r = table.ball_radius
    runs = []
    for d, p, lo, hi in (
        (way[0], start[0], r, table.width - r),
        (way[1], start[1], r, table.length - r),
    ):
        if d > 1e-9:
            runs.append((hi - p) / d)
        elif d < -1e-9:
            runs.append((lo - p) / d)
    return max(min(runs), 0.0)


def option_start(match: Match, start: Vec) -> tuple[float, float] | None:
    """Where the cue first points, and how hard, once an option is declared, so that playing
    it at once keeps the option: *no pasar*, a soft roll towards the head cushion that stops
    short of it; *pasar* and *bricole*, a bank that crosses the línea media and meets the foot
    cushion before any ball (which keeps both) and then meets one: off the foot cushion
    (:func:`foot_bank`), else off two cushions one of them the foot (:func:`foot_bank_two`),
    each kept only if, played in full, the referee calls no foul (:func:`keeps`); else one
    found on the simulator (:func:`swept_bank`); only where none is found, straight up to
    the foot cushion and back (:func:`up_the_table`). ``None`` when no option is declared, or
    every line up is blocked too (the player's to find)."""
    option = match.declared_option
    if option is None or match.ball_to_play is None:
        return None
    if option == "no_pasar":
        return no_pasar_start(match, start)
    for family in (foot_bank, foot_bank_two):
        drawn = family(match, start)
        if drawn is not None and keeps(match, start, *drawn):
            return drawn
    return swept_bank(match, start) or up_the_table(match, start)


def keeps(match: Match, start: Vec, angle: float, speed: float) -> bool:
    """The shot, played at once from ``start`` with every ball and pin on the table, is judged
    no foul by the referee's own judge with the match's context (the declared option in it):
    the drawn and measured banks are measured on the ball *alone*, and a bank that meets its
    ball on the lone path can still clip a pin on the way, drop in a pocket, or come back
    short; one simulation (2–5 ms) says so before the cue is set on it."""
    ball = match.ball_to_play
    if ball is None:
        return False
    before = match.position.with_ball(ball, start)
    shot = Shot.make(ball, angle, speed)
    result = simulator_for(match.settings.profile, DEFAULT_PARAMS).simulate(before, shot)
    verdict = judge(match.table, before, shot, result.events, result.final, match.shot_context())
    return verdict.foul is None


#: The sweep's passes (:func:`swept_bank`), in order: a speed (m/s) and the angles it plays
#: (from, to, degrees). Up the table first, where the foot cushion and the línea media are, the
#: softest first (from about the least that comes back down off two cushions to a hard shot
#: that still stays on the table); then down off the head cushion first, hard, for a ball
#: with the other two between it and every bank up the table.
SWEEPS = ((2.5, 4.0, 176.0), (3.5, 4.0, 176.0), (5.0, 4.0, 176.0), (4.5, 184.0, 356.0))
#: The step between the sweep's angles (degrees): a path four metres long after its cushion
#: moves 0.2 m across a ball per step, and a pass through the ball is told by the miss
#: changing sign between two steps, not by landing on it.
SWEEP_STEP = 3.0
#: At most this many of the sweep's banks are played in full and judged (:func:`keeps`).
SWEEP_TRIALS = 12


def swept_bank(match: Match, start: Vec) -> tuple[float, float] | None:
    """Where no drawn bank of one or two cushions keeps the option and meets a ball (the pins,
    the other ball or a pocket in the way: a ball in hand in the middle of the cabaña, the
    others in its corners), a bank of any number of cushions found on the simulator: the
    ball alone is played every :data:`SWEEP_STEP` degrees of each pass of :data:`SWEEPS`
    (up the table, the softest first; then down off the head cushion), and after each cushion
    from which the option is kept (the foot cushion met, for bricole; the línea media crossed,
    for pasar) its path is measured against each other ball (:func:`banks.path_miss`). Where
    the miss changes sign between two neighbouring angles the path runs through the ball; if
    its straight legs pass no pin and no other ball, that angle is measured as the computer's
    banks are (:func:`banks.calibrate`), then played in full and judged (:func:`keeps`, at
    most :data:`SWEEP_TRIALS`), the fewest cushions first, the mingo first. Before it, the cue
    pointed straight up the table and the start came back short of every ball: "no tocó
    ninguna bola", a foul. ``None`` when no such bank keeps the option."""
    ball, option = match.ball_to_play, match.declared_option
    if ball is None or option not in ("pasar", "bricole"):
        return None
    table, position, profile = match.table, match.position, match.settings.profile
    targets = [
        (t, xy)
        for t in others(match)
        if (xy := position.balls.get(t)) is not None
        and not touching(start, xy, 2 * table.ball_radius)  # a push, however played (art. 15)
    ]
    if not targets:
        return None
    trials = 0
    for speed, first, last in SWEEPS:
        angles = [first + k * SWEEP_STEP for k in range(round((last - first) / SWEEP_STEP) + 1)]
        paths = [_lone_path(profile, start, angle, speed) for angle in angles]
        found = []
        for (t, txy), (c, after) in itertools.product(targets, _kept_after(option, table, paths)):
            for guess, near in _passes(table, angles, paths, c, after, txy):
                legs = (start, *((st["x"], st["y"]) for st, _ in near[:c]), txy)
                if legs_clear(table, position, ball, t, legs):  # else through pins or a ball
                    found.append((c, PREFERENCE.index(t), guess, txy))
        for c, _rank, guess, txy in sorted(found):
            if trials >= SWEEP_TRIALS:
                return None
            angle = banks.calibrate(profile, DEFAULT_PARAMS, start, txy, guess, speed, cushions=c)
            angle = guess if angle is None else angle
            trials += 1
            if keeps(match, start, angle, speed):
                return angle % 360, speed
    return None


def _passes(
    table: Table,
    angles: list[float],
    paths: Sequence[tuple[tuple[dict[str, float], str], ...]],
    c: int,
    after: set[int],
    txy: Vec,
) -> list[tuple[float, tuple[tuple[dict[str, float], str], ...]]]:
    """Where the sweep's paths run through the ball at ``txy`` after their ``c``-th cushion
    (of those in ``after``, which keep the option from there): the signed miss changes sign
    between two neighbouring angles. Each as the angle between them the misses point to, and
    the nearer path."""
    row = [
        banks.path_miss(table, DEFAULT_PARAMS, p[c - 1][0], txy) if k in after else None
        for k, p in enumerate(paths)
    ]
    out = []
    for k, (m0, m1) in enumerate(itertools.pairwise(row)):
        if m0 is None or m1 is None or (m0 > 0) == (m1 > 0):
            continue
        if min(abs(m0), abs(m1)) > 0.5:
            continue  # a jump from one side to the other: another cushion, not a pass
        near = paths[k if abs(m0) <= abs(m1) else k + 1]
        out.append((angles[k] + SWEEP_STEP * m0 / (m0 - m1), near))
    return out


@functools.lru_cache(maxsize=4096)
def _lone_path(
    profile: str, start: Vec, angle: float, speed: float
) -> tuple[tuple[dict[str, float], str], ...]:
    """The ball alone played from ``start``: its state as it leaves each cushion, and that
    cushion's name, in order. It hangs on the place and the shot only, so pasar and bricole
    declared at one place share their sweep (:func:`swept_bank`)."""
    sim = simulator_for(profile, DEFAULT_PARAMS)
    res = sim.simulate(
        Position(balls={"1": start}, pins={}), Shot.make("1", angle, speed), trace=True
    )
    states = [s for s in (res.trace or []) if s["type"] == "ball_cushion"]
    names = [e["cushion"] for e in res.events if e.type == "ball_cushion"]
    return tuple(zip(states, names, strict=False))


def _kept_after(
    option: str, table: Table, paths: Sequence[tuple[tuple[dict[str, float], str], ...]]
) -> list[tuple[int, set[int]]]:
    """For each count of cushions ``c``, the paths (by index) that keep ``option`` once they
    have met their ``c``-th cushion (:func:`_keeps_by`)."""
    kept: dict[int, set[int]] = {}
    for k, path in enumerate(paths):
        on = False
        for c, (state, name) in enumerate(path, start=1):
            on = on or _keeps_by(option, table, state, name)
            if on:
                kept.setdefault(c, set()).add(k)
    return sorted(kept.items())


def _keeps_by(option: str, table: Table, state: dict[str, float], cushion: str) -> bool:
    """Whether a ball that has met this cushion keeps ``option`` from then on: bricole, the
    foot cushion met; pasar, the ball beyond the línea media (it crossed it to get there)."""
    if option == "bricole":
        return cushion == "foot"
    return state["y"] > table.length / 2


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
