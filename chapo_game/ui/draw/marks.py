"""Marks that say "foul" or "not here" on the cloth, drawn so that colour is not all they
have: a dark outline under the red (on the blue cloth the red alone is 1.5:1, and to a
protanope, one man in a hundred, it is gone), and a cross with the ring where a ball may not
be met or put — the shape says it where the colour cannot."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import pygame

from ..palette import BAD, BG, GOOD
from .cloth import POCKET_RIM

Vec = tuple[float, float]
#: A cabaña's shading: a light green, mostly see-through.
CABANA_SHADE = (120, 230, 140, 40)
#: Under every foul mark: the window's darkest colour (3.1:1 on the cloth).
OUTLINE = BG


def outlined_ring(
    surf: pygame.Surface, colour: tuple[int, int, int], centre: Vec, radius: float, width: int = 2
) -> None:
    """A ring of ``colour`` on a ring of :data:`OUTLINE` two pixels wider."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surf, OUTLINE, c, round(radius) + 1, width + 2)
    pygame.draw.circle(surf, colour, c, round(radius), width)


def outlined_line(
    surf: pygame.Surface, colour: tuple[int, int, int], a: Vec, b: Vec, width: int = 3
) -> None:
    """A line of ``colour`` over one of :data:`OUTLINE` two pixels wider."""
    pygame.draw.line(surf, OUTLINE, a, b, width + 2)
    pygame.draw.line(surf, colour, a, b, width)


def aaline(surf: pygame.Surface, colour: tuple[int, int, int], a: Vec, b: Vec) -> None:
    """A 2-pixel antialiased line: two 1-pixel ones half a pixel either side of the axis (at a
    shallow angle a plain line is a stair)."""
    length = math.dist(a, b) or 1.0
    nx, ny = -(b[1] - a[1]) / length * 0.5, (b[0] - a[0]) / length * 0.5
    for k in (1, -1):
        pygame.draw.aaline(
            surf, colour, (a[0] + k * nx, a[1] + k * ny), (b[0] + k * nx, b[1] + k * ny)
        )


def dashed(surf: pygame.Surface, colour: tuple[int, int, int], a: Vec, b: Vec, dash: float) -> None:
    """An antialiased dashed line from ``a`` to ``b``, dashes and gaps ``dash`` pixels long."""
    n = max(1, int(math.dist(a, b) / dash))
    for k in range(0, n, 2):
        p0 = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
        p1 = (a[0] + (b[0] - a[0]) * (k + 1) / n, a[1] + (b[1] - a[1]) * (k + 1) / n)
        aaline(surf, colour, p0, p1)


def dashed_way(
    surf: pygame.Surface, colour: tuple[int, int, int], pts: list[Vec], dash: float
) -> None:
    """:func:`dashed` along a polyline, its dashes running on across the corners (a ball's
    simulated way, bent by the spin, is a chain of short frames)."""
    if len(pts) == 2:
        dashed(surf, colour, pts[0], pts[1], dash)
        return
    d, on = 0.0, True  # how far into the current dash or gap; which it is
    for a, b in itertools.pairwise(pts):
        seg = math.dist(a, b)
        at = 0.0
        while at < seg:
            step = min(dash - d, seg - at)
            if on:
                p0 = (a[0] + (b[0] - a[0]) * at / seg, a[1] + (b[1] - a[1]) * at / seg)
                u = (at + step) / seg
                aaline(surf, colour, p0, (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u))
            at += step
            d += step
            if d >= dash - 1e-9:
                d, on = 0.0, not on


def placed_mark(surf: pygame.Surface, centre: Vec, radius: float, ok: bool) -> None:
    """Round the ball in hand where it would go: a green ring where it may, refused (ring and
    cross) where it may not — the game's and the tutorial's ball in hand alike."""
    if ok:
        pygame.draw.circle(surf, GOOD, (round(centre[0]), round(centre[1])), round(radius), 2)
    else:
        refused(surf, centre, radius)


def refused(
    surf: pygame.Surface, centre: Vec, radius: float, colour: tuple[int, int, int] = BAD
) -> None:
    """A ring round ``centre`` and a cross over it: a ball that may not be met first, a place
    the ball in hand may not go, the ghost ball of a foul."""
    outlined_ring(surf, colour, centre, radius, 2)
    k = radius * 0.7
    x, y = centre
    for s in (1, -1):
        outlined_line(surf, colour, (x - k, y - s * k), (x + k, y + s * k), 3)


def shade_area(surf: pygame.Surface, v: Any, area: Any) -> None:
    """A cabaña's ``area`` (``x_min`` … ``y_max``, table metres) shaded green and outlined on
    the view ``v``: where the ball in hand is put, and played from (the game, practice's
    drills and the tutorial alike). The corner pockets, and their leather rims, are left out:
    the tint and its outline were drawn across both holes of every salida."""
    a, b = v.to_screen((area.x_min, area.y_min)), v.to_screen((area.x_max, area.y_max))
    rect = pygame.Rect(
        round(min(a[0], b[0])),
        round(min(a[1], b[1])),
        round(abs(b[0] - a[0])),
        round(abs(b[1] - a[1])),
    )
    r = round(v.table.pocket_radius * v.scale * POCKET_RIM)
    holes = []
    for xy in v.table.pockets.values():
        cx, cy = v.to_screen(xy)
        hole = (round(cx) - rect.x, round(cy) - rect.y)
        if -r <= hole[0] <= rect.width + r and -r <= hole[1] <= rect.height + r:
            holes.append(hole)
    surf.blit(_shade(rect.size, tuple(holes), r), rect.topleft)


@lru_cache(maxsize=4)
def _shade(size: tuple[int, int], holes: tuple[tuple[int, int], ...], r: int) -> pygame.Surface:
    """The cabaña's see-through green and its outline, without the pockets' holes: made once
    a size (it is drawn every frame)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill(CABANA_SHADE)
    pygame.draw.rect(shade, GOOD, shade.get_rect(), 2)
    for hole in holes:
        pygame.draw.circle(shade, (0, 0, 0, 0), hole, r)
    return shade


def mark_forbidden(surf: pygame.Surface, v: Any, position: Any, balls: Iterable[str]) -> None:
    """A ring and a cross on each of ``balls`` on the table of view ``v``: the balls the shot
    may not meet first, marked wherever the cue points (the tutorial says ball 2 is "marked
    with a cross": it was only while the guide's line met it; a red ring alone was lost round
    the yellow ball to a protanope, and round the red mingo to anyone)."""
    for b in balls:
        xy = position.balls.get(b)
        if xy is not None:
            refused(surf, v.to_screen(xy), v.ball_radius_px() + 4)


#: Each ball's trace (practice's **Trayectoria**): its colour, and a pattern of its own — ball
#: 1 whole, ball 2 in dashes, the mingo in dots (pixels drawn, pixels left) — since to a
#: colour-blind player the mingo's light red and ball 2's yellow differ only in lightness.
TRACES: dict[str, tuple[tuple[int, int, int], tuple[int, int]]] = {
    "1": ((255, 255, 255), (1, 0)),
    "2": ((255, 220, 80), (10, 6)),
    "mingo": ((255, 110, 110), (2, 6)),
}


def dash_runs(pts: list[Vec], on: float, off: float) -> list[list[Vec]]:
    """The pieces of the polyline ``pts`` drawn with ``on`` pixels drawn and ``off`` left
    between, the pattern carried on from one point to the next (a trace's points are a few
    pixels apart: dashed point by point, it was a solid line)."""
    if off <= 0:
        return [pts]
    runs: list[list[Vec]] = []
    drawing, left = True, on  # in a dash or a gap, and how much of it is left
    current: list[Vec] = [pts[0]]
    for a, b in itertools.pairwise(pts):
        seg = math.dist(a, b)
        done = 0.0
        while seg - done > left:
            done += left
            k = done / seg
            cut = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            if drawing:
                current.append(cut)
                runs.append(current)
            else:
                current = [cut]
            drawing = not drawing
            left = on if drawing else off
        left -= seg - done
        if drawing:
            current.append(b)
    if drawing and len(current) > 1:
        runs.append(current)
    return runs


Runs = list[tuple[tuple[int, int, int], list[Vec]]]


def trace_runs(bid: str, pts: list[Vec]) -> Runs:
    """One ball's trace on the screen as the lines it is drawn with: its colour, and its
    pattern's pieces (:data:`TRACES`)."""
    colour, (on, off) = TRACES[bid]
    return [(colour, run) for run in dash_runs(pts, on, off) if len(run) > 1]


def draw_runs(surf: pygame.Surface, runs: Runs) -> None:
    for colour, run in runs:
        pygame.draw.lines(surf, colour, False, run, 2)
