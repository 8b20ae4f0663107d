"""Small geometric helpers of the referee: contact, free places, four pins in a line.

Pure functions on plain coordinates; no state, no physics.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from ..table import Table, Vec

#: Two balls (or a ball and a cushion) this close or closer are "in contact" (art. 15). A
#: physical contact gap: the physics leaves touching balls a hair apart, never overlapping.
CONTACT_GAP = 0.0005  # m
#: A ball this close to another, but not touching it, is called not touching (art. 15: "el árbitro
#: avisará si las bolas tocan o no"): at 5 mm the gap is under 3 pixels even at 1920×1080, too
#: small to judge on a screen, and whether it touches decides if shooting into it is a push.
NEAR_GAP = 0.005  # m
#: A standing pin whose base is this close to a ball is "leaning on it" (art. 5.2, guide 8).
LEAN_GAP = 0.0005  # m
#: Four standing pins are "in a line" when all four lie within this distance of one line.
LINE_TOLERANCE = 0.006  # m (one pin radius)
#: Step of the search for the nearest free place (balls put back by hand).
_SEARCH_STEP = 0.005  # m


def ball_free(
    table: Table,
    xy: Vec,
    balls: Mapping[str, Vec | None],
    pins: Iterable[Vec] = (),
    ignore: str | None = None,
    gap: float = 0.0,
) -> bool:
    """True when a ball can be put at ``xy``: wholly on the surface, not over a pocket, not on
    another ball nor within ``gap`` of one (``ignore`` names the ball being placed), nor on a
    standing pin."""
    if not table.on_surface(xy) or table.pocket_at(xy) is not None:
        return False
    for bid, bxy in balls.items():
        if bid == ignore or bxy is None:
            continue
        if math.dist(bxy, xy) < 2 * table.ball_radius + gap:
            return False
    # Strictly clear of the pins: a ball put down touching a pin would make it "lean" (art. 5.2).
    clear = table.ball_radius + table.pin_radius + LEAN_GAP
    return all(math.dist(pxy, xy) > clear for pxy in pins)


def nearest_free(
    table: Table,
    xy: Vec,
    balls: Mapping[str, Vec | None],
    pins: Iterable[Vec] = (),
    ignore: str | None = None,
    along_x: bool = False,
    own_place: bool = True,
) -> Vec:
    """The free place for a ball nearest to ``xy`` (deterministic search in growing rings, or
    along the line ``y = xy[1]`` when ``along_x``). Used where the texts say "lo más próximo
    posible" (000 foul 9) and for the mingo-string placement of option no pasar. ``xy``, the
    ball's ``own_place``, is taken as it is, touching or not; any other place — one found
    instead, or the string's centre for no pasar — is further than :data:`NEAR_GAP` from
    every ball, so no contact is called (a ball put a tenth of a millimetre from another left
    the next player frozen to it)."""
    pins = list(pins)
    clear = NEAR_GAP + CONTACT_GAP
    if ball_free(table, xy, balls, pins, ignore, gap=0.0 if own_place else clear):
        return xy
    r = table.ball_radius
    for k in range(1, 400):
        d = k * _SEARCH_STEP
        if along_x:
            candidates: list[Vec] = [(xy[0] + d, xy[1]), (xy[0] - d, xy[1])]
        else:
            n = max(8, int(2 * math.pi * d / _SEARCH_STEP))
            candidates = [
                (
                    xy[0] + d * math.cos(2 * math.pi * i / n),
                    xy[1] + d * math.sin(2 * math.pi * i / n),
                )
                for i in range(n)
            ]
        for c in candidates:
            c = (min(max(c[0], r), table.width - r), min(max(c[1], r), table.length - r))
            if ball_free(table, c, balls, pins, ignore, gap=clear):
                return c
    raise RuntimeError("no free place on the table")  # pragma: no cover - three balls only


def touching(a: Vec, b: Vec, distance: float, gap: float = CONTACT_GAP) -> bool:
    return math.dist(a, b) <= distance + gap


def cushion_distance(table: Table, xy: Vec) -> dict[str, float]:
    """Distance from a ball centre to each cushion line."""
    x, y = xy
    return {"head": y, "foot": table.length - y, "left": x, "right": table.width - x}


def four_in_line(points: Sequence[Vec], tol: float = LINE_TOLERANCE) -> bool:
    """True when some four of ``points`` lie on one straight line (art. 5d: never four pins in a
    line), within ``tol`` of the line through the two farthest apart of them."""
    for quad in combinations(points, 4):
        a, b = max(combinations(quad, 2), key=lambda p: math.dist(p[0], p[1]))
        length = math.dist(a, b)
        if length == 0.0:
            return True
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        if all(abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) <= tol for p in quad):
            return True
    return False
