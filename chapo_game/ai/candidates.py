"""Candidate shots and ball-in-hand spots, the way a Chapó player looks at the table.

The scoring ideas of the game, each a **family** of aims (:data:`FAMILIES`):

* ``ghost_pin`` — drive a ball into the pins: aim the cue ball at the *ghost ball* that sends
  the mingo (or the opponent's ball) at the rey, into a gap between the rey and a lateral, or at
  a standing lateral ("el rey con el mingo");
* ``direct`` — hit a ball fully or thinly (1, ¾, ½, ¼ ball to either side) and let both balls
  carry on into the pins;
* ``ghost_pocket`` — sink a ball into a pocket (2 or 3 points);
* ``bank1``, ``bank2`` — when balls hide in a cabaña or behind one another, a **bricole** off
  one or two cushions first, its angle measured on the simulator (:mod:`.banks`), not mirrored.

Aims are made **per legal first ball and per family** (a :class:`Group`), so the search can
split its budget fairly among them (:func:`interleave`) instead of spending it all on the first
ball's first few aims. Each aim knows the least speed that does its job (from the ball model's
closed forms, :mod:`.speeds`); its candidates take speeds from there up to the top of the useful
range. Nothing here knows the rules but the push (art. 15), which a player sees before he
shoots: an aim into a ball or cushion the cue ball touches is never made, and a ball it touches
is the last it looks at. The referee judges every other candidate after the simulator plays it,
so a candidate that turns out illegal simply scores its foul.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from ..position import Position
from ..rules.geometry import touching
from ..rules.judge import push_fouls
from ..shot import Shot
from ..table import Table, Vec
from . import geometry as g
from . import speeds as sp

FAMILIES: tuple[str, ...] = ("ghost_pin", "direct", "ghost_pocket", "bank1", "bank2")


@dataclass(frozen=True)
class Candidate:
    """One thing the computer might do: a shot, plus where the ball goes when it is in hand and
    the option it declares (both None when they do not apply). ``family`` and ``target`` say
    what it was meant to do; ``bank`` (cushions, target centre) asks for the angle to be
    measured on the simulator before it is played (:func:`.trials.resolve`)."""

    shot: Shot
    placement: Vec | None = None
    option: str | None = None
    note: str = ""
    family: str = ""
    target: str | None = None
    bank: tuple[int, Vec] | None = None
    aim: int = -1  # which aim of the search it came from (variants of one aim share it)
    pins: tuple[str, ...] = ()  # the pins it fells when played as meant (once described)
    pocketed: tuple[str, ...] = ()  # the balls it sinks as meant (the same), its own last


@dataclass(frozen=True)
class Effort:
    """How widely a level looks at the table (breadth of the candidate generator)."""

    families: tuple[str, ...] = FAMILIES
    fractions: tuple[float, ...] = (1.0, 0.75, 0.5, 0.25)  # ball-fraction hits (direct)
    gaps: bool = True  # ghost aims into the gaps between the rey and each lateral
    speeds: int = 5  # speeds per aim, from just enough to the top of the range
    top_speed: float = sp.TOP_SPEED
    spins: tuple[tuple[float, float], ...] = ((0.0, 0.0),)  # (side, vertical) tip offsets
    targets_seen: int = 3  # how many of the legal first balls it considers (nearest first)


@dataclass(frozen=True)
class Aim:
    """One aim line and what it is for. ``least``: the least cue speed that does its job."""

    angle: float
    target: str
    family: str
    note: str
    least: float
    cushions: int = 0
    target_xy: Vec | None = None


@dataclass
class Group:
    """The aims of one family at one first ball from one cue-ball position (and option)."""

    key: tuple[object, ...]
    aims: list[Aim] = field(default_factory=list)
    placement: Vec | None = None
    option: str | None = None


# ---------------------------------------------------------------------------- goals
def pin_goals(position: Position, gaps: bool = True) -> list[tuple[str, Vec]]:
    """Points worth sending a ball at, most valuable first: the rey, the gaps between the rey
    and each standing lateral (a ball through a gap takes both), then each standing lateral."""
    standing = position.standing_pins()
    goals: list[tuple[str, Vec]] = []
    laterals = sorted(p for p in standing if p != "rey")
    if "rey" in standing:
        rx, ry = standing["rey"]
        goals.append(("rey", (rx, ry)))
        if gaps:
            for pid in laterals:
                lx, ly = standing[pid]
                goals.append(
                    (f"rey–{pid.removeprefix('lateral_')} gap", ((rx + lx) / 2, (ry + ly) / 2))
                )
    for pid in laterals:
        goals.append((pid, standing[pid]))
    return goals


def _cos_fraction(f: float) -> float:
    """Cosine of the cut of an ``f``-ball hit (the object ball leaves at that angle)."""
    s = min(max(1.0 - f, 0.0), 0.999)
    return math.sqrt(1.0 - s * s)


# ---------------------------------------------------------------------------- aims
@dataclass(frozen=True)
class _Sight:
    """What the cue ball sees of one target ball: where it is, what else is on the table, and
    how far the pins are from it (the least speed of an aim carries the ball on to them)."""

    table: Table
    cue_xy: Vec
    target: str
    txy: Vec
    others: list[Vec]  # the other balls on the table, neither the cue ball nor the target
    goals: list[tuple[str, Vec]]  # :func:`pin_goals`
    to_pins: float  # from the target to the nearest goal

    @property
    def r(self) -> float:
        return self.table.ball_radius


def _ghost_pin_aims(s: _Sight, effort: Effort) -> list[Aim]:
    """The target sent at each pin goal (a ghost-ball aim), most valuable goal first."""
    aims = (
        _ghost(s.table, s.cue_xy, s.txy, gxy, s.others, s.target, label, sp.PIN_PACE)
        for label, gxy in s.goals
    )
    return [replace(a, family="ghost_pin") for a in aims if a is not None]


def _direct_aims(s: _Sight, effort: Effort) -> list[Aim]:
    """Each of the level's hit fractions on the target, both sides of a cut."""
    d = math.dist(s.cue_xy, s.txy)
    aims = []
    for f in effort.fractions:
        for a in g.cut_angles(s.cue_xy, s.txy, s.r, f):
            least = sp.drive_speed(d - 2 * s.r, _cos_fraction(f), s.to_pins)
            name = "full" if f >= 1 else f"{f:g}-ball"
            aims.append(Aim(a, s.target, "direct", f"{name} on {s.target}", least))
    return aims


def _ghost_pocket_aims(s: _Sight, effort: Effort) -> list[Aim]:
    """The target sent into each pocket it has a clear way to, nearest pocket first."""
    pockets = sorted(s.table.pockets.items(), key=lambda kv: math.dist(s.txy, kv[1]))
    aims = []
    for pid, pxy in pockets:
        if not g.path_clear(s.txy, pxy, [*s.others, s.cue_xy], 2 * s.r):
            continue
        label = f"pocket {pid.replace('_', ' ')}"
        aim = _ghost(s.table, s.cue_xy, s.txy, pxy, s.others, s.target, label, sp.POCKET_PACE)
        if aim is not None:
            aims.append(replace(aim, family="ghost_pocket"))
    return aims


def _bank1_aims(s: _Sight, effort: Effort) -> list[Aim]:
    """One-cushion bricoles onto the target, the shortest path first."""
    banks = []
    for cushion, a in g.bank_one(s.table, s.cue_xy, s.txy):
        image = g.mirror(s.txy, g.rail_lines(s.table)[cushion])
        path = math.dist(s.cue_xy, image)
        least = sp.speed_for(path + s.to_pins, sp.PIN_PACE) / BANK_KEEP
        note = f"bricole off the {cushion} cushion onto {s.target}"
        banks.append((path, Aim(a, s.target, "bank1", note, least, 1, s.txy)))
    return [a for _, a in sorted(banks, key=lambda pa: pa[0])]


def _bank2_aims(s: _Sight, effort: Effort) -> list[Aim]:
    """Two-cushion bricoles onto the target, the shortest path first."""
    banks = []
    for c1, c2, a in g.bank_two(s.table, s.cue_xy, s.txy):
        lines = g.rail_lines(s.table)
        image = g.mirror(g.mirror(s.txy, lines[c2]), lines[c1])
        path = math.dist(s.cue_xy, image)
        least = sp.speed_for(path + s.to_pins, sp.PIN_PACE) / BANK_KEEP**2
        note = f"two-cushion bricole, {c1} then {c2}, onto {s.target}"
        banks.append((path, Aim(a, s.target, "bank2", note, least, 2, s.txy)))
    return [a for _, a in sorted(banks, key=lambda pa: pa[0])]


#: Each family's aims at one target, in the order a target's groups are made.
FAMILY_AIMS: dict[str, Callable[[_Sight, Effort], list[Aim]]] = {
    "ghost_pin": _ghost_pin_aims,
    "direct": _direct_aims,
    "ghost_pocket": _ghost_pocket_aims,
    "bank1": _bank1_aims,
    "bank2": _bank2_aims,
}


def _targets_seen(
    cue_xy: Vec, targets: Sequence[str], on: dict[str, Vec], r: float, count: int
) -> list[str]:
    """The ``count`` targets on the table the player looks at: those the cue ball does not
    touch first, then the nearest."""
    return sorted(
        (t for t in targets if t in on),
        key=lambda t: (touching(cue_xy, on[t], 2 * r), math.dist(cue_xy, on[t]), t),
    )[: max(count, 1)]


def groups_for(
    table: Table,
    position: Position,
    ball: str,
    cue_xy: Vec,
    targets: Sequence[str],
    effort: Effort,
    placement: Vec | None = None,
    option: str | None = None,
) -> list[Group]:
    """The aim groups (first ball x family) from ``cue_xy``, each in its own priority order.

    Direct and ghost aims whose straight line is plainly blocked by another ball are dropped;
    banks are kept (their path bends, and the simulator is the judge). Aims that push (into a
    ball or cushion the cue ball touches) are dropped too, and a ball the cue ball touches is
    seen after the others: a beginner who looks at one ball looks at one he may shoot at."""
    r = table.ball_radius
    on = {b: xy for b, xy in position.on_table().items() if b != ball}
    goals = pin_goals(position, effort.gaps)
    before = position.with_ball(ball, cue_xy)
    out: list[Group] = []
    for t in _targets_seen(cue_xy, targets, on, r, effort.targets_seen):
        txy = on[t]
        others = [xy for b, xy in on.items() if b != t]
        to_pins = min((math.dist(txy, gxy) for _, gxy in goals), default=0.6)
        sight = _Sight(table, cue_xy, t, txy, others, goals, to_pins)
        clear = g.path_clear(cue_xy, txy, others, 2 * r)
        for family, aims_of in FAMILY_AIMS.items():
            if family not in effort.families or (family == "direct" and not clear):
                continue
            aims = [
                a
                for a in aims_of(sight, effort)
                if not push_fouls(table, before, Shot.make(ball, a.angle, 1))
            ]
            if aims:
                out.append(Group((placement, option, t, family), aims, placement, option))
    return out


#: Share of its speed a ball keeps through a cushion at the angles of a bank (rolling head-on
#: it keeps 0.47, at a glancing angle much more: docs/PHYSICS.md); only a scale for the least
#: speed of a bank — its angle is measured (:mod:`.banks`).
BANK_KEEP = 0.6


def _ghost(
    table: Table,
    cue_xy: Vec,
    txy: Vec,
    goal: Vec,
    others: list[Vec],
    t: str,
    label: str,
    pace: float,
) -> Aim | None:
    r = table.ball_radius
    ghost = g.ghost_ball(txy, goal, r)
    if ghost is None or not table.on_surface(ghost):
        return None
    if not g.cut_is_makeable(cue_xy, txy, ghost):
        return None
    if not g.path_clear(cue_xy, ghost, others, 2 * r):
        return None
    ax, ay = ghost[0] - cue_xy[0], ghost[1] - cue_xy[1]
    bx, by = goal[0] - txy[0], goal[1] - txy[1]
    cos_cut = (ax * bx + ay * by) / max(math.hypot(ax, ay) * math.hypot(bx, by), 1e-9)
    least = sp.drive_speed(math.dist(cue_xy, ghost), cos_cut, math.dist(txy, goal), pace)
    return Aim(g.angle_to(cue_xy, ghost), t, "ghost", f"{t} to {label}", least)


# ---------------------------------------------------------------------------- candidates
def aim_speeds(aim: Aim, effort: Effort) -> list[float]:
    """The speeds an aim is played at, in screen order (see :func:`.speeds.ladder`)."""
    return sp.ladder(aim.least, effort.speeds, effort.top_speed)


def candidate(
    ball: str,
    aim: Aim,
    speed: float,
    spin: tuple[float, float],
    cue: str,
    group: Group,
    aim_id: int,
) -> Candidate:
    side, vertical = (0.0, 0.0) if cue == "seco" else spin
    shot = Shot.make(ball, aim.angle, speed, side, vertical, cue)
    bank = (aim.cushions, aim.target_xy) if aim.cushions and aim.target_xy else None
    note = f"{aim.note} at {speed:.1f} m/s"
    if side or vertical:
        note += f", tip {side:+.2f}/{vertical:+.2f}"
    if cue == "seco":
        note += ", seco cue"
    return Candidate(
        shot, group.placement, group.option, note, aim.family, aim.target, bank, aim_id
    )


#: What a bank candidate costs against a budget, in trials: its own, plus the three or so
#: lone-ball simulations (a third of a trial each) that measure its angle (:mod:`.banks`).
BANK_COST = 2


def cost(c: Candidate) -> int:
    return BANK_COST if c.bank is not None else 1


def interleave(
    streams: Sequence[Iterator[Candidate]],
    cap: int,
    skip: Callable[[Candidate], bool] = lambda c: False,
) -> list[Candidate]:
    """Take one candidate from each stream in turn until they cost ``cap`` trials: every first
    ball and every family gets its share of the budget before any gets a second helping.
    Candidates ``skip`` says were already played cost nothing and are left out."""
    out: list[Candidate] = []
    spent = 0
    live = list(streams)
    while live and spent < cap:
        nxt = []
        for s in live:
            if spent >= cap:
                break
            c = next(s, None)
            while c is not None and skip(c):
                c = next(s, None)
            if c is not None:
                out.append(c)
                spent += cost(c)
                nxt.append(s)
        live = nxt
    return out


# ---------------------------------------------------------------------------- ball in hand
def placement_spots(
    table: Table,
    position: Position,
    targets: Sequence[str],
    cabana: str,
    gaps: bool = True,
) -> list[tuple[Vec, str]]:
    """Where a player would put a ball in hand, most promising first: on the line from a pin
    goal (or a pocket) through a target ball, continued into the cabaña, at two depths — a
    straight drive; then a little to either side of it (a gentle cut); then a spread of spots
    across the cabaña string and its middle (angles for banks). The caller keeps the legal ones
    (:meth:`Match.is_legal_placement`)."""
    r = table.ball_radius
    on = position.on_table()
    head = cabana == "salida"
    y_string = table.cabana_salida_y if head else table.cabana_mingo_y
    depth_far = (y_string + (r if head else table.length - r)) / 2
    inner_y = y_string - 1.2 * r if head else y_string + 1.2 * r
    lines: list[tuple[Vec, Vec, str]] = []
    goals = pin_goals(position, gaps)[:3]
    for t in targets:
        txy = on.get(t)
        if txy is None:
            continue
        for label, gxy in goals:
            lines.append((gxy, txy, f"behind {t} in line with the {label}"))
        for pid, pxy in sorted(table.pockets.items(), key=lambda kv: math.dist(txy, kv[1]))[:2]:
            lines.append((pxy, txy, f"behind {t} in line with pocket {pid.replace('_', ' ')}"))
    out: list[tuple[Vec, str]] = []
    lo, hi = r * 1.05, table.width - r * 1.05
    for depth in (inner_y, depth_far):
        for gxy, txy, note in lines:
            dx, dy = txy[0] - gxy[0], txy[1] - gxy[1]
            if abs(dy) < 1e-6 or (dy < 0) != head:
                continue
            k = (depth - gxy[1]) / dy
            x = gxy[0] + k * dx
            # a line that leaves the cabaña by its side has no spot at this depth: pulled in
            # to the rail, it was "in line with the rey" no longer, and the computer set its
            # ball against a side cushion at the string's end in two decisions of three
            if k <= 1.0 or not lo <= x <= hi:
                continue
            out.append(((x, depth), note))
    cx = table.width / 2
    for y in (inner_y, depth_far):
        for dx in (0.0, -0.35, 0.35, -0.55, 0.55):
            out.append(((cx + dx, y), "on the cabaña string" if y == inner_y else "in the cabaña"))
    uniq: list[tuple[Vec, str]] = []
    for xy, note in out:
        xy = (min(max(xy[0], lo), hi), xy[1])
        if all(math.dist(xy, u) > 1.5 * r for u, _ in uniq):
            uniq.append((xy, note))
    return uniq
