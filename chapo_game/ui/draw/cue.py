"""The cue behind the ball, and the aiming guide: the line to the first ball, pin or cushion."""

from __future__ import annotations

import math
from collections.abc import Mapping

import pygame

from chapo_game.table import Table

from .geometry import TableGeometry, Vec


class CueArt(TableGeometry):
    """Draws the cue and the aiming guide."""

    def draw_cue(
        self, surf: pygame.Surface, ball_xy: Vec, angle: float, pull: float, seco: bool = False
    ) -> None:
        """The cue behind the ball along ``angle``, its tip ``pull`` metres back from it."""
        s = self.scale
        t = self.table
        dx, dy = self.dir_to_screen(angle)
        cx, cy = self.to_screen(ball_xy)
        start = t.ball_radius + 0.01 + pull
        length = 1.45
        tip = (cx - dx * start * s, cy - dy * start * s)
        butt = (cx - dx * (start + length) * s, cy - dy * (start + length) * s)
        nx, ny = -dy, dx
        tw, bw = 0.0065 * s, 0.016 * s

        def quad(a: Vec, b: Vec, wa: float, wb: float) -> list[Vec]:
            return [
                (a[0] + nx * wa, a[1] + ny * wa),
                (b[0] + nx * wb, b[1] + ny * wb),
                (b[0] - nx * wb, b[1] - ny * wb),
                (a[0] - nx * wa, a[1] - ny * wa),
            ]

        def at(f: float) -> Vec:
            return (tip[0] + (butt[0] - tip[0]) * f, tip[1] + (butt[1] - tip[1]) * f)

        def width(f: float) -> float:
            return tw + (bw - tw) * f

        # shadow (solid: a window-sized translucent layer per frame would cost more than the
        # whole table)
        sh = [(x + 0.02 * s, y + 0.03 * s) for x, y in quad(tip, butt, tw, bw)]
        pygame.draw.polygon(surf, (16, 62, 100), sh)
        pygame.draw.polygon(surf, (222, 196, 150), quad(tip, at(0.62), tw, width(0.62)))
        pygame.draw.polygon(surf, (70, 34, 16), quad(at(0.62), butt, width(0.62), bw))
        pygame.draw.polygon(surf, (20, 20, 20), quad(at(0.62), at(0.66), width(0.62), width(0.66)))
        pygame.draw.polygon(surf, (245, 245, 240), quad(tip, at(0.015), tw, width(0.015)))
        if not seco:
            pygame.draw.polygon(surf, (60, 110, 200), quad(tip, at(0.005), tw, width(0.005)))

    def draw_guide(
        self,
        surf: pygame.Surface,
        ball: str,
        balls: Mapping[str, Vec | None],
        angle: float,
        pins: Mapping[str, Vec] | None = None,
    ) -> None:
        """A dotted line to the first ball, standing pin or cushion, a ghost ball where the cue
        ball meets it, and a short line for the object ball's way after a hit. A pin in the way
        is ringed in red: it would fall before any ball is touched, a foul (guide 5)."""
        t = self.table
        start = balls[ball]
        if start is None:
            return
        d = (math.cos(math.radians(angle)), math.sin(math.radians(angle)))
        hit_dist, hit_ball, hit_pin = first_hit(t, ball, balls, start, d, pins)
        end = (start[0] + d[0] * hit_dist, start[1] + d[1] * hit_dist)
        a = self.to_screen(start)
        b = self.to_screen(end)
        n = max(1, int(math.dist(a, b) / 10))
        col = (210, 226, 240)
        for k in range(0, n, 2):
            p0 = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
            p1 = (a[0] + (b[0] - a[0]) * (k + 1) / n, a[1] + (b[1] - a[1]) * (k + 1) / n)
            pygame.draw.line(surf, col, p0, p1, 2)
        rp = self.ball_radius_px()
        pygame.draw.circle(surf, col, b, rp, width=2)
        if hit_ball is not None:
            obj = balls[hit_ball]
            assert obj is not None
            ux, uy = obj[0] - end[0], obj[1] - end[1]
            norm = math.hypot(ux, uy) or 1.0
            tip = (obj[0] + ux / norm * 0.25, obj[1] + uy / norm * 0.25)
            pygame.draw.line(surf, (240, 214, 120), self.to_screen(obj), self.to_screen(tip), 2)
        elif hit_pin is not None and pins is not None:
            centre = self.to_screen(pins[hit_pin])
            ring = max(6, round(self.scale * (t.pin_radius * 3)))
            pygame.draw.circle(surf, (230, 70, 60), centre, ring, width=2)


def _ray_circle(start: Vec, d: Vec, centre: Vec, reach: float) -> float | None:
    """Distance along unit ``d`` from ``start`` until a point comes within ``reach`` of
    ``centre`` (None if it never does or only behind the start)."""
    fx, fy = start[0] - centre[0], start[1] - centre[1]
    b = fx * d[0] + fy * d[1]
    c = fx * fx + fy * fy - reach * reach
    disc = b * b - c
    if disc < 0:
        return None
    dist = -b - math.sqrt(disc)
    return dist if dist >= 0 else None


def first_hit(
    t: Table,
    ball: str,
    balls: Mapping[str, Vec | None],
    start: Vec,
    d: Vec,
    pins: Mapping[str, Vec] | None = None,
) -> tuple[float, str | None, str | None]:
    """Distance along unit direction ``d`` until the ball meets another ball (centre distance
    2R), a standing pin (R + pin radius) or a cushion (centre at R from it); and which ball or
    which pin it meets first, if any (both ``None`` for a cushion)."""
    r = t.ball_radius
    best = math.inf
    best_ball: str | None = None
    best_pin: str | None = None
    for oid, o in balls.items():
        if oid == ball or o is None:
            continue
        dist = _ray_circle(start, d, o, 2 * r)
        if dist is not None and dist < best:
            best, best_ball = dist, oid
    for pid, p in (pins or {}).items():
        dist = _ray_circle(start, d, p, r + t.pin_radius)
        if dist is not None and dist < best:
            best, best_ball, best_pin = dist, None, pid
    for axis, lo, hi in ((0, r, t.width - r), (1, r, t.length - r)):
        if d[axis] > 1e-12:
            dist = (hi - start[axis]) / d[axis]
        elif d[axis] < -1e-12:
            dist = (lo - start[axis]) / d[axis]
        else:
            continue
        if 0 <= dist < best:
            best, best_ball, best_pin = dist, None, None
    if best is math.inf:
        best = 0.0
    return best, best_ball, best_pin
