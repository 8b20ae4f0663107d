"""Candidate shots and ball-in-hand placements, the way a Chapó player looks at the table.

The scoring ideas of the game, in the order a player considers them:

* drive a ball into the pins — aim the cue ball at the *ghost ball* that sends the mingo (or the
  opponent's ball) at the rey or at a standing lateral ("el rey con el mingo");
* hit a ball fully or thinly and let the cue ball carry on into the pins (follow, draw, side);
* sink a ball into a pocket (2 or 3 points) — ghost aims at the pockets;
* when the balls hide in a cabaña or behind one another: a **bricole**, one or two cushions
  first (mirror images in the rail lines, see :mod:`.geometry`).

Each aim is paired with a few speeds (scaled by the distance the balls must travel) and tip
offsets. Nothing here knows the rules: the referee judges every candidate after the simulator
plays it, so a candidate that turns out illegal simply scores its foul.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..position import Position
from ..shot import MAX_SPEED, Shot
from ..table import Table, Vec
from . import geometry as g


@dataclass(frozen=True)
class Candidate:
    """One thing the computer might do: a shot, plus where the ball goes when it is in hand and
    the option it declares (both None when they do not apply)."""

    shot: Shot
    placement: Vec | None = None
    option: str | None = None
    note: str = ""


@dataclass(frozen=True)
class Effort:
    """How widely the candidate generator looks (a level's search breadth)."""

    fractions: tuple[float, ...] = (1.0, 0.5)  # ball-fraction hits for direct aims
    speed_factors: tuple[float, ...] = (1.0, 1.8)  # multiples of the distance-based speed
    spins: tuple[tuple[float, float], ...] = ((0.0, 0.0),)  # (side, vertical) tip offsets
    banks: int = 1  # 0: no banks; 1: one-cushion; 2: one- and two-cushion
    ghost_goals: bool = True  # aim object balls at pins and pockets
    pockets: bool = True


def pin_goals(position: Position, table: Table) -> list[tuple[str, Vec]]:
    """Points worth sending a ball at: the rey first (it is worth the most), then the laterals
    still standing, then the middle of the standing group."""
    standing = position.standing_pins()
    goals: list[tuple[str, Vec]] = []
    if "rey" in standing:
        goals.append(("rey", standing["rey"]))
    for pid in sorted(standing):
        if pid != "rey":
            goals.append((pid, standing[pid]))
    return goals


def base_speed(distance: float) -> float:
    """A cue speed that carries the balls through the pins over ``distance`` metres of travel.

    On a cloth where a rolling ball loses only ``mu_roll·g`` ≈ 0.1 m/s², a pin (which falls at
    about 0.12 m/s) is knocked by a ball that merely arrives with some pace; the scale aims to
    arrive with half again the distance left, plus a small floor."""
    return 0.4 + g.distance_to_rest_speed(1.5 * max(distance, 0.0))


def _speeds(distance: float, cut_cos: float, effort: Effort) -> list[float]:
    base = base_speed(distance) / max(cut_cos, 0.35)
    return [min(MAX_SPEED * 0.7, max(0.3, base * f)) for f in effort.speed_factors]


def aims_for(
    table: Table,
    position: Position,
    ball: str,
    cue_xy: Vec,
    targets: tuple[str, ...],
    effort: Effort,
) -> list[tuple[g.Aim, float, float]]:
    """Aim lines from ``cue_xy`` at each target ball: (aim, travel distance, cut cosine).

    Direct and ghost aims whose straight path is plainly blocked by another ball are dropped;
    banks are kept (their path bends, and the simulator is the judge)."""
    r = table.ball_radius
    on = {b: xy for b, xy in position.on_table().items() if b != ball}
    out: list[tuple[g.Aim, float, float]] = []
    goals = pin_goals(position, table)
    for t in targets:
        txy = on.get(t)
        if txy is None:
            continue
        others = [xy for b, xy in on.items() if b != t]
        d = math.dist(cue_xy, txy)
        rey_d = min((math.dist(txy, gxy) for _, gxy in goals), default=0.5)
        clear = g.path_clear(cue_xy, txy, others, 2 * r)
        if clear:
            for f in effort.fractions:
                for a in g.cut_angles(cue_xy, txy, r, f):
                    note = "full" if f >= 1 else f"{f:g}-ball"
                    out.append((g.Aim(a, t, "direct", f"{note} on {t}"), d + rey_d, max(f, 0.4)))
        if effort.ghost_goals:
            goal_pts = [(f"pin {pid}", gxy) for pid, gxy in goals[:3]]
            if effort.pockets:
                goal_pts += [(f"pocket {p}", pxy) for p, pxy in sorted(table.pockets.items())]
            for label, gxy in goal_pts:
                ghost = g.ghost_ball(txy, gxy, r)
                if ghost is None or not table.on_surface(ghost):
                    continue
                if not g.cut_is_makeable(cue_xy, txy, ghost):
                    continue
                if not g.path_clear(cue_xy, ghost, others, 2 * r):
                    continue
                if label.startswith("pocket") and not g.path_clear(
                    txy, gxy, list(on.values()), 2 * r
                ):
                    continue
                ax, ay = ghost[0] - cue_xy[0], ghost[1] - cue_xy[1]
                bx, by = gxy[0] - txy[0], gxy[1] - txy[1]
                cos_cut = (ax * bx + ay * by) / max(math.hypot(ax, ay) * math.hypot(bx, by), 1e-9)
                out.append(
                    (
                        g.Aim(g.angle_to(cue_xy, ghost), t, "ghost", f"{t} to {label}"),
                        math.dist(cue_xy, ghost) + math.dist(txy, gxy),
                        cos_cut,
                    )
                )
        if effort.banks >= 1:
            for cushion, a in g.bank_one(table, cue_xy, txy):
                travel = 2 * d + rey_d
                out.append((g.Aim(a, t, "bank1", f"bricole off {cushion} onto {t}"), travel, 0.8))
        if effort.banks >= 2:
            for c1, c2, a in g.bank_two(table, cue_xy, txy):
                travel = 3 * d + rey_d
                note = f"two-cushion {c1}+{c2} onto {t}"
                out.append((g.Aim(a, t, "bank2", note), travel, 0.7))
    return out


def shots_for(
    table: Table,
    position: Position,
    ball: str,
    cue_xy: Vec,
    targets: tuple[str, ...],
    effort: Effort,
    cues: tuple[str, ...] = ("taco",),
    placement: Vec | None = None,
    option: str | None = None,
) -> list[Candidate]:
    """Every candidate (aim x speed x spin) from one cue-ball position, in a stable order."""
    out: list[Candidate] = []
    seen: set[tuple[float, float, float, float, str]] = set()
    for aim, travel, cos_cut in aims_for(table, position, ball, cue_xy, targets, effort):
        for speed in _speeds(travel, cos_cut, effort):
            cue_list = (
                cues if aim.kind.startswith("bank") else tuple(c for c in cues if c != "seco")
            )
            for cue in cue_list or cues:
                spins = ((0.0, 0.0),) if cue == "seco" else effort.spins
                for side, vertical in spins:
                    key = (round(aim.angle, 3), round(speed, 3), side, vertical, cue)
                    if key in seen:
                        continue
                    seen.add(key)
                    shot = Shot.make(ball, aim.angle, speed, side, vertical, cue)
                    note = f"{aim.note} at {speed:.1f} m/s"
                    out.append(Candidate(shot, placement, option, note))
    return out


def placement_candidates(
    table: Table,
    position: Position,
    ball: str,
    targets: tuple[str, ...],
    cabana: str,
    limit: int,
) -> list[tuple[Vec, str]]:
    """Where to put a ball in hand: behind a target ball on the line from the pins (or a pocket)
    through it, so a straight shot drives the target into them; then a few fallbacks.

    The caller filters these through the referee's ``is_legal_placement``."""
    r = table.ball_radius
    on = position.on_table()
    head = cabana == "salida"
    y_string = table.cabana_salida_y if head else table.cabana_mingo_y
    inner_y = y_string - 1.5 * r if head else y_string + 1.5 * r
    out: list[tuple[Vec, str]] = []
    goals = pin_goals(position, table)
    for t in targets:
        txy = on.get(t)
        if txy is None:
            continue
        for pid, gxy in goals[:2]:
            dx, dy = txy[0] - gxy[0], txy[1] - gxy[1]
            if abs(dy) < 1e-6 or (dy < 0) != head:
                continue
            # Continue the line pins -> target to the middle of the cabaña.
            for y in (inner_y, (inner_y + (r if head else table.length - r)) / 2):
                k = (y - gxy[1]) / dy
                x = gxy[0] + k * dx
                if r <= x <= table.width - r:
                    out.append(((x, y), f"behind {t} in line with {pid}"))
        out.append(((txy[0], inner_y), f"straight behind {t}"))
    cx = table.width / 2
    for dx in (0.0, -0.3, 0.3):
        out.append(((cx + dx, inner_y), "cabaña string"))
    uniq: list[tuple[Vec, str]] = []
    for xy, note in out:
        xy = (min(max(xy[0], r * 1.01), table.width - r * 1.01), xy[1])
        if all(math.dist(xy, u) > r for u, _ in uniq):
            uniq.append((xy, note))
    return uniq[: max(limit, 1)]
