"""Aim geometry for the computer player: where to send the cue ball to meet a given ball.

Everything here is plane geometry on the table's figures — no physics, no rules. It proposes
*aim angles*; the simulator and the referee decide what each one is really worth. Three kinds of
aim, as a billiards player thinks of them:

* **direct**: straight at a ball, as a full hit or as a thinner hit (a cut) to either side;
* **ghost ball**: the cue-ball centre at contact that drives the object ball towards a chosen
  point (a pin, a pocket) — the cue ball is aimed at that ghost ball;
* **banks** (bricole): the aim point is mirrored in one or two cushion lines, so the cue ball
  meets the cushion(s) first and then comes back onto the ball. A ball centre bounces off the
  line one radius inside the cushion nose, so the mirrors are taken in those lines. A mirror
  is only where the search *starts*: on this table a ball does not leave a cushion at the angle
  it came in, so :mod:`.banks` measures the real aim on the simulator.

Angles are degrees counter-clockwise from +x, as in :class:`chapo_game.shot.Shot`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from ..table import Table, Vec


@dataclass(frozen=True)
class Aim:
    """One aim line: the angle to shoot at, and what it was meant to do (for docs and logs)."""

    angle: float
    target: str  # the ball the cue ball should meet first
    kind: str  # "direct", "ghost", "bank1", "bank2"
    note: str = ""


def angle_to(a: Vec, b: Vec) -> float:
    """Direction from ``a`` to ``b`` in degrees, normalised to [0, 360)."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def cut_angles(cue: Vec, target: Vec, radius: float, fraction: float) -> list[float]:
    """Aim angles for a ``fraction``-ball hit on ``target`` (1.0 = full; two sides otherwise).

    A fraction ``f`` means the cue ball's path passes ``b = 2R(1 - f)`` from the target's centre;
    seen from the cue ball that is an angular offset ``asin(b / d)``.
    """
    d = math.dist(cue, target)
    base = angle_to(cue, target)
    if fraction >= 1.0:
        return [base]
    b = 2 * radius * (1.0 - fraction)
    if d <= b:
        return []
    off = math.degrees(math.asin(b / d))
    return [(base + off) % 360.0, (base - off) % 360.0]


def ghost_ball(target: Vec, goal: Vec, radius: float) -> Vec | None:
    """Cue-ball centre at contact that sends ``target`` straight towards ``goal``."""
    dx, dy = goal[0] - target[0], goal[1] - target[1]
    n = math.hypot(dx, dy)
    if n < 1e-9:
        return None
    return (target[0] - 2 * radius * dx / n, target[1] - 2 * radius * dy / n)


def cut_is_makeable(cue: Vec, target: Vec, ghost: Vec, max_cut_deg: float = 75.0) -> bool:
    """True when the cue ball can reach ``ghost`` and the cut is not thinner than ``max_cut_deg``.

    The cut angle is the angle between the cue ball's path and the object ball's departure."""
    ax, ay = ghost[0] - cue[0], ghost[1] - cue[1]
    bx, by = target[0] - ghost[0], target[1] - ghost[1]
    na, nb = math.hypot(ax, ay), math.hypot(bx, by)
    if na < 1e-9 or nb < 1e-9:
        return False
    cos_cut = (ax * bx + ay * by) / (na * nb)
    return cos_cut >= math.cos(math.radians(max_cut_deg))


def rail_lines(table: Table) -> dict[str, tuple[str, float]]:
    """For each cushion, the line a ball centre bounces off: (axis, coordinate)."""
    r = table.ball_radius
    return {
        "head": ("y", r),
        "foot": ("y", table.length - r),
        "left": ("x", r),
        "right": ("x", table.width - r),
    }


def mirror(point: Vec, line: tuple[str, float]) -> Vec:
    """Mirror image of ``point`` in an axis-parallel rail line."""
    axis, c = line
    if axis == "x":
        return (2 * c - point[0], point[1])
    return (point[0], 2 * c - point[1])


def hit_on_rail(start: Vec, image: Vec, line: tuple[str, float]) -> Vec | None:
    """Where the straight path ``start -> image`` crosses the rail line (None if it does not)."""
    axis, c = line
    i = 0 if axis == "x" else 1
    s, e = start[i], image[i]
    if (s - c) * (e - c) >= 0 or abs(e - s) < 1e-12:
        return None
    t = (c - s) / (e - s)
    return (start[0] + t * (image[0] - start[0]), start[1] + t * (image[1] - start[1]))


def _on_cushion(table: Table, name: str, p: Vec) -> bool:
    """True when a bounce point lies along the cushion nose, clear of the pocket jaws."""
    seg = table.cushions[name]
    r = table.ball_radius
    if name in ("head", "foot"):
        lo, hi = sorted((seg.a[0], seg.b[0]))
        return lo + r <= p[0] <= hi - r
    lo, hi = sorted((seg.a[1], seg.b[1]))
    return lo + r <= p[1] <= hi - r


def bank_points(table: Table, cue: Vec, point: Vec) -> list[tuple[str, Vec, float]]:
    """One-cushion mirror banks from ``cue`` to ``point``: [(cushion, where the ball's centre
    meets its rail line, angle)] for each cushion whose bounce point is clear of the jaws."""
    out = []
    for name, line in rail_lines(table).items():
        image = mirror(point, line)
        hit = hit_on_rail(cue, image, line)
        if hit is not None and _on_cushion(table, name, hit):
            out.append((name, hit, angle_to(cue, image)))
    return out


def bank_one(table: Table, cue: Vec, point: Vec) -> list[tuple[str, float]]:
    """One-cushion aims from ``cue`` to ``point``: [(cushion, angle)] for each usable cushion."""
    return [(name, angle) for name, _, angle in bank_points(table, cue, point)]


def bank_two(table: Table, cue: Vec, point: Vec) -> list[tuple[str, str, float]]:
    """Two-cushion aims: [(first, second, angle)] — first cushion met first."""
    return [(c1, c2, angle) for c1, c2, _h1, _h2, angle in bank_two_points(table, cue, point)]


def bank_two_points(table: Table, cue: Vec, point: Vec) -> list[tuple[str, str, Vec, Vec, float]]:
    """Two-cushion mirror banks: [(first, second, where the centre meets the first rail line,
    where it meets the second, angle)].

    The path unfolds by mirroring ``point`` in the second cushion's line, then that image in the
    first's: a straight line to the double image meets the first cushion, then the second."""
    lines = rail_lines(table)
    out = []
    for first, l1 in lines.items():
        for second, l2 in lines.items():
            if first == second:
                continue
            image2 = mirror(point, l2)
            image12 = mirror(image2, l1)
            hit1 = hit_on_rail(cue, image12, l1)
            if hit1 is None or not _on_cushion(table, first, hit1):
                continue
            # After the first bounce the path heads from hit1 towards image2.
            hit2 = hit_on_rail(hit1, image2, l2)
            if hit2 is None or not _on_cushion(table, second, hit2):
                continue
            out.append((first, second, hit1, hit2, angle_to(cue, image12)))
    return out


def path_clear(
    start: Vec, end: Vec, obstacles: Iterable[Vec], clearance: float, skip_end: bool = True
) -> bool:
    """True when no obstacle centre lies within ``clearance`` of the segment ``start -> end``.

    Used to drop aims whose straight line is plainly blocked before the simulator is asked."""
    sx, sy = start
    dx, dy = end[0] - sx, end[1] - sy
    n2 = dx * dx + dy * dy
    for o in obstacles:
        if skip_end and math.dist(o, end) < 1e-9:
            continue
        if n2 < 1e-18:
            dist = math.dist(o, start)
        else:
            t = max(0.0, min(1.0, ((o[0] - sx) * dx + (o[1] - sy) * dy) / n2))
            dist = math.hypot(sx + t * dx - o[0], sy + t * dy - o[1])
        if dist < clearance:
            return False
    return True
