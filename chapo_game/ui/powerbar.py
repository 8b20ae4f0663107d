"""The power: the curve from the bar (or the pull) to the cue ball's speed, and the bar's
scale: marks at ½, 1, 2, 4 and 8 table lengths (how far the ball runs on
this cloth at that power, with the spin being set, from :mod:`.power`) and the lag's hinted
speed as a bright line across the bar, labelled with that speed over "m/s" — the table's hint
line says ("derecho de salida: 2,20 m/s"): a word there said "salida", which is the break,
and the lag's own words do not fit beside the bar.
"""

from __future__ import annotations

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


def draw_scale(
    surf: pygame.Surface,
    fonts: Fonts,
    bar: pygame.Rect,
    table: Table,
    vertical: float,
    hint_speed: float | None,
) -> None:
    """Ticks left of the bar, labelled where there is room for the label; the hint across,
    labelled with its speed."""
    tick = max(4, bar.width // 4)
    labels = []
    # a twentieth of tip offset: each one is worked out once (about 11 ms: a drag of the spin
    # face working out every hundredth stuttered), the ticks moving a pixel or two within it
    for power, n in scale_marks(table, round(vertical * 20) / 20):
        y = round(bar.bottom - bar.height * power)
        pygame.draw.line(surf, TEXT, (bar.x - tick, y), (bar.x - 1, y), 2)
        label = "½" if n == 0.5 else f"{n:g}"
        labels.append(
            (
                n != int(n),
                label,
                fonts.text(label, 18, DIM).get_rect(midright=(bar.x - tick - 3, y)),
            )
        )
    taken: list[pygame.Rect] = []
    # the top mark first (with large text the 3 took its room, and the scale read "?, 3, 2,
    # 1": how far it goes unsaid), then whole lengths, the half where room is left: ½ took the
    # room of the 1 below it, and the tutorial asks for 1 to 1½ lengths
    top = len(labels) - 1
    order = sorted(range(len(labels)), key=lambda i: (i != top, labels[i][0]))
    for _half, label, rect in (labels[i] for i in order):
        if rect.collidelist(taken) < 0:
            fonts.draw(surf, label, 18, DIM, midright=rect.midright)
            taken.append(rect)
    if hint_speed is not None:
        y = round(bar.bottom - bar.height * power_for_speed(hint_speed, _to_speed))
        pygame.draw.line(surf, ACCENT, (bar.x - 2, y), (bar.right + tick, y), 3)
        from chapo_game.i18n import decimal

        # with its unit, under it: a bare "2,20" beside the "2" of the lengths read as that
        at = fonts.draw(surf, decimal(hint_speed, 2), 18, ACCENT, midleft=(bar.right + tick + 3, y))
        fonts.draw(surf, "m/s", 16, ACCENT, midtop=at.midbottom)
