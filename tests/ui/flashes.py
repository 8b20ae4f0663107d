"""Flashes of the real frames, as WCAG 2.x's general and red flash thresholds count them
(Success Criterion 2.3.1 and its definitions of "general flash and red flash thresholds").

Why a measure of our own: clubs show the demo on big screens all day, and some players are
photosensitive; what flashes must be counted on what the window draws, not guessed from the
code. Pure Python and pygame (the game has no numpy):

- each frame's relative luminance, linear sRGB weighted 0.2126/0.7152/0.0722, averaged over
  blocks of :data:`CELL` px (the linear channels area-averaged by ``smoothscale``) and then over
  every 341×256 px area at 1024×768 (the 10° field at the viewing distance WCAG assumes; its
  quarter is the area that may flash), slid by a block, and over the whole screen;
- each area's saturated red, ``(R − G − B)·320`` of the pixels whose linear red ratio
  ``R/(R+G+B)`` is at least 0.8 (WCAG 2.2's red flash), sampled every :data:`RED_STEP` px;
- a transition: the luminance moving ≥ 0.1 (10 % of the maximum) one way from the last
  extreme, the darker of the two below 0.80; a red transition: the red quantity moving by more
  than 20. A flash is a pair of opposing transitions; no more than three in any second.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate, pairwise
from operator import add

import pygame
from vision import linear

from chapo_game.ui.pace import FPS

#: Side of the blocks the luminance is averaged over first (px).
CELL = 8
#: Red is measured on every so many pixels each way.
RED_STEP = 4
#: The area that must not flash more than three times a second, at 1024×768.
AREA = (341, 256)
LIN8 = bytes(round(linear(v) * 255) for v in range(256))
LIN = [linear(v) for v in range(256)]
#: Each channel's share of the relative luminance, by its (linear) byte.
LUM_R, LUM_G, LUM_B = ([k * v / 255 for v in range(256)] for k in (0.2126, 0.7152, 0.0722))
#: Red bytes of some weight (100 and up) marked 1, the rest 0.
RED_ENOUGH = bytes(int(v >= 100) for v in range(256))


@dataclass
class Frame:
    """One frame's measures: the whole screen's mean luminance, and each area's (the areas in
    the same order on every frame), and each area's mean saturated-red quantity."""

    whole: float
    areas: list[float]
    reds: list[float]


def _integral(values: Sequence[float], w: int, h: int) -> list[list[float]]:
    """The summed-area table of ``values`` (``h`` rows of ``w``), a row at a time in C
    (``accumulate``, ``map``): cell by cell in Python, the measure took 20 ms a frame."""
    table = [[0.0] * (w + 1)]
    for y in range(h):
        run = accumulate(values[y * w : (y + 1) * w], initial=0.0)
        table.append(list(map(add, table[-1], run)))
    return table


def _window_means(
    table: list[list[float]], w: int, h: int, aw: int, ah: int, step: int
) -> list[float]:
    out = []
    n = aw * ah
    for y in range(0, max(1, h - ah + 1), step):
        for x in range(0, max(1, w - aw + 1), step):
            s = table[y + ah][x + aw] - table[y][x + aw] - table[y + ah][x] + table[y][x]
            out.append(s / n)
    return out


def measure(surf: pygame.Surface) -> Frame:
    """The frame's luminance and red, whole and by area."""
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGB")
    lin = pygame.image.frombytes(raw.translate(LIN8), (w, h), "RGB")
    cw, ch = w // CELL, h // CELL
    small = pygame.image.tobytes(pygame.transform.smoothscale(lin, (cw, ch)), "RGB")
    lum = [
        LUM_R[r] + LUM_G[g] + LUM_B[b]
        for r, g, b in zip(*(small[c::3] for c in range(3)), strict=True)
    ]
    aw, ah = round(AREA[0] * w / 1024 / CELL), round(AREA[1] * h / 768 / CELL)
    areas = _window_means(_integral(lum, cw, ch), cw, ch, aw, ah, 2)
    # red, sampled
    rw, rh = w // RED_STEP, h // RED_STEP
    sample = pygame.image.tobytes(pygame.transform.scale(surf, (rw, rh)), "RGB")
    red = [0.0] * (rw * rh)
    # a linear ratio of 0.8 needs a red of some weight: only such pixels are looked at
    for found in re.finditer(b"\x01", sample[0::3].translate(RED_ENOUGH)):
        i = 3 * found.start()
        r, g, b = LIN[sample[i]], LIN[sample[i + 1]], LIN[sample[i + 2]]
        if r >= 0.8 * (r + g + b):
            red[found.start()] = (r - g - b) * 320
    raw_ = round(AREA[0] * w / 1024 / RED_STEP), round(AREA[1] * h / 768 / RED_STEP)
    reds = _window_means(_integral(red, rw, rh), rw, rh, raw_[0], raw_[1], 4)
    return Frame(sum(lum) / len(lum), areas, reds)


def transitions(series: Sequence[float], delta: float = 0.1, ceiling: float = 0.8) -> list[int]:
    """The frames at which a transition completes: the value moved ``delta`` or more from the
    last extreme the other way, the darker end below ``ceiling`` (luminance; for red,
    ``ceiling`` is infinite)."""
    out: list[int] = []
    state = 0  # +1 after a rise, -1 after a fall, 0 before any
    lo = hi = series[0] if series else 0.0
    for i, v in enumerate(series):
        lo, hi = min(lo, v), max(hi, v)
        if state != 1 and v - lo >= delta and lo < ceiling:
            out.append(i)
            state, hi = 1, v
        elif state != -1 and hi - v >= delta and v < ceiling:
            out.append(i)
            state, lo = -1, v
    return out


def most_in_a_second(frames: Sequence[int]) -> int:
    """The most of ``frames`` within any 60 consecutive frames."""
    best, j = 0, 0
    for i, f in enumerate(frames):
        while f - frames[j] >= FPS:
            j += 1
        best = max(best, i - j + 1)
    return best


@dataclass
class Count:
    """Flashes a second at most (half the transitions), general and red, over the whole screen
    and the worst 341×256 area; and the largest change of any area's luminance in one frame."""

    general: float = 0.0
    red: float = 0.0
    whole: float = 0.0
    jump: float = 0.0
    worst_area: int = -1
    frames: int = 0

    def __str__(self) -> str:
        return (
            f"{self.frames} frames: general {self.general:g}/s (worst area #{self.worst_area}),"
            f" red {self.red:g}/s, whole screen {self.whole:g}/s,"
            f" largest one-frame change of an area {self.jump:.3f}"
        )


def count(measured: Sequence[Frame]) -> Count:
    """The flashes of a run of frames (at 60 a second)."""
    c = Count(frames=len(measured))
    if not measured:
        return c
    c.whole = most_in_a_second(transitions([m.whole for m in measured])) / 2
    for k in range(len(measured[0].areas)):
        series = [m.areas[k] for m in measured]
        n = most_in_a_second(transitions(series)) / 2
        if n > c.general:
            c.general, c.worst_area = n, k
        c.jump = max(c.jump, max((abs(b - a) for a, b in pairwise(series)), default=0))
    for k in range(len(measured[0].reds)):
        series = [m.reds[k] for m in measured]
        c.red = max(c.red, most_in_a_second(transitions(series, 20.0, float("inf"))) / 2)
    return c


def sixtieth(app) -> None:
    """One window frame at sixty a second, ended as the window's own loop ends it: its pacer
    told the time, so what turns by the clock (:attr:`Pacer.played`) turns."""
    app.step()
    app.pacer.count(1000 / FPS, FPS)


def record(app, frames: int, step: Callable[[], None] | None = None) -> list[Frame]:
    """Step the app ``frames`` times at sixty a second (or call ``step``), measuring what each
    frame drew."""
    out = []
    for _i in range(frames):
        (step or (lambda: sixtieth(app)))()
        out.append(measure(app.screen))
    return out
