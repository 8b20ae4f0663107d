"""The power: the curve from the bar (or the pull) to the cue ball's speed, and the bar's
scale: marks at ½, 1, 2, 3 and 4 table lengths (how far the ball runs on
this cloth at that power, with the spin being set, from :mod:`.power`) and the lag's hinted
speed as a bright line across the bar, labelled with that speed over "m/s" — the table's hint
line says ("derecho de salida: 2,20 m/s"): a word there said "salida", which is the break,
and the lag's own words do not fit beside the bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from chapo_game.shot import MAX_SPEED as SHOT_MAX_SPEED
from chapo_game.table import Table

from .fonts import Fonts
from .lengths import LENGTH_MARKS, speed_for_lengths
from .power import power_for_speed
from .widgets import ACCENT, DIM, TEXT

MAX_SPEED = SHOT_MAX_SPEED  # full power is the hardest shot the game allows (10 m/s)
SOFTEST = 0.15  # m/s at power 0


def power_to_speed(power: float) -> float:
    """Power 0..1 to cue-ball speed, exponential: each tenth of the bar (or each 3 cm of
    pull at 1280x720) multiplies the speed by the same 1.5, so a soft shot is set as finely,
    relative to its size, as a hard one, and the distance a ball runs (which grows with the
    square of the speed) is spread evenly up the bar; full power still reaches the hardest
    break, hard enough to send a ball off the table as in a real game."""
    p = max(0.0, min(1.0, power))
    return round(SOFTEST * (MAX_SPEED / SOFTEST) ** p, 4)


_to_speed = power_to_speed


@lru_cache(maxsize=256)
def scale_marks(table: Table, vertical: float) -> list[tuple[float, float]]:
    """(power, table lengths) of each mark reachable at all, for a tip offset ``vertical``."""
    out = []
    for n in LENGTH_MARKS:
        v = speed_for_lengths(n, vertical, table)
        if v is not None:
            out.append((power_for_speed(v, _to_speed), n))
    return out


def spread(wanted: Sequence[float], height: int, lo: float, hi: float) -> list[int] | None:
    """Centres for labels ``height`` tall wanted at ``wanted`` (screen y, top first): kept
    in that order, none over another, each as near its own as may be (the least squares
    fit, by pooling neighbours that would overlap), all between ``lo`` and ``hi``; ``None``
    where they cannot all fit. A crowded scale is spread, not cut: with draw set the marks
    for 2, 3 and 4 lengths crowd to the top of the bar, and the labels that did not fit were
    left out ("4, 1": how far 2 and 3 go, unsaid)."""
    n = len(wanted)
    top, bottom = lo, hi - (n - 1) * height
    if top > bottom:
        return None
    blocks: list[tuple[float, int]] = []  # (sum, count) of the labels moved as one
    for i, w in enumerate(wanted):
        total, count = w - i * height, 1  # each label's place less the room of those above
        while blocks and blocks[-1][0] / blocks[-1][1] > total / count:
            above = blocks.pop()
            total, count = total + above[0], count + above[1]
        blocks.append((total, count))
    # whole pixels, rounded before each label's room is added back: still none over another
    fitted = [round(min(bottom, max(top, t / c))) for t, c in blocks for _i in range(c)]
    return [f + i * height for i, f in enumerate(fitted)]


def scale_labels(
    marks: Sequence[tuple[float, float]], bar: pygame.Rect, height: int
) -> list[tuple[str, int, int]]:
    """(label, the mark's y, the label's centre y) for ``marks`` (power, lengths) beside
    ``bar``: every label, spread where they crowd (:func:`spread`), within the bar's height
    and half a label over it. Only where even spread they could not fit (a bar shrunk on a
    small window) the half is left out first, then the lowest whole lengths: the top mark
    says how far the bar goes."""
    labels = [("½" if n == 0.5 else f"{n:g}", round(bar.bottom - bar.height * p)) for p, n in marks]
    order = sorted(labels, key=lambda lab: (lab[1] != labels[-1][1], lab[0] == "½", lab[1]))
    lo, hi = bar.top, bar.bottom - height / 2  # the speed is said under the bar
    for k in range(len(order), 0, -1):
        kept = sorted(order[:k], key=lambda lab: lab[1])  # top first
        at = spread([y for _label, y in kept], height, lo, hi)
        if at is not None:
            return [(label, y, c) for (label, y), c in zip(kept, at, strict=True)]
    return []


def draw_scale(
    surf: pygame.Surface,
    fonts: Fonts,
    bar: pygame.Rect,
    table: Table,
    vertical: float,
    hint_speed: float | None,
) -> None:
    """Ticks left of the bar, each labelled (:func:`scale_labels`); the hint across, labelled
    with its speed."""
    tick = max(4, bar.width // 4)
    # a twentieth of tip offset: each one is worked out once (about 11 ms: a drag of the spin
    # face working out every hundredth stuttered), the ticks moving a pixel or two within it
    marks = scale_marks(table, round(vertical * 20) / 20)
    height = fonts.text("4", 18, DIM).get_height()
    for label, y, at in scale_labels(marks, bar, height):
        if at == y:
            pygame.draw.line(surf, TEXT, (bar.x - tick, y), (bar.x - 1, y), 2)
        else:  # moved off its mark: the tick bends to it, its foot on the mark
            bend = bar.x - tick // 2
            pygame.draw.line(surf, TEXT, (bend, y), (bar.x - 1, y), 2)
            pygame.draw.line(surf, TEXT, (bar.x - tick, at), (bend, y), 2)
        fonts.draw(surf, label, 18, DIM, midright=(bar.x - tick - 3, at))
    if hint_speed is not None:
        y = round(bar.bottom - bar.height * power_for_speed(hint_speed, _to_speed))
        pygame.draw.line(surf, ACCENT, (bar.x - 2, y), (bar.right + tick, y), 3)
        from chapo_game.i18n import decimal

        # with its unit, under it: a bare "2,20" beside the "2" of the lengths read as that
        at = fonts.draw(surf, decimal(hint_speed, 2), 18, ACCENT, midleft=(bar.right + tick + 3, y))
        fonts.draw(surf, "m/s", 16, ACCENT, midtop=at.midbottom)
