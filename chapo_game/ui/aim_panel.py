"""The aiming panel drawn: the ball face where the tip meets it, the power bar with its scale
and speed, the Strike and seco buttons — apart from :mod:`.aim`, which owns what the controls
do. While the aim is fixed the table says so beside the cue ball
(:meth:`~.scenes.watching.Watching.draw_fixed_note`): under the panel's buttons it was hidden
by those the game draws there (Replay, Move the ball).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from ..i18n import _
from .fonts import Fonts
from .powerbar import draw_scale, power_to_speed
from .stroke import draw_face, speed_text
from .widgets import DIM, PANEL, PANEL_EDGE, TEXT, side_button


def place_panel(aim: Any, side: pygame.Rect, fonts: Fonts, d: int, bar: int) -> int:
    """``aim``'s controls placed in the side panel ``side``, top to bottom, with a spin face
    ``d`` and a power bar ``bar`` high (:meth:`~.aim.AimControl.layout` chooses them): the
    buttons' bottom."""
    label = fonts.line_height(22) + 4
    aim.spin_rect = pygame.Rect(0, 0, d, d)
    aim.spin_rect.midtop = (side.centerx, side.y + round(side.height * 0.02) + label)
    y = aim.spin_rect.bottom + round(side.height * 0.03) + label
    aim.power_rect = pygame.Rect(0, 0, max(fonts.px(26), round(side.width * 0.28)), bar)
    aim.power_rect.midtop = (side.centerx, y)
    aim.text_room = side.width - fonts.px(6)  # the speed's line: "1.97 m/s · 3.7 lengt…"
    aim.speed_rows = speed_rows(fonts, aim.text_room, aim.table)
    bh = min(round(side.height * 0.075), fonts.px(60))  # not 120 px on a tall screen
    y = aim.power_rect.bottom + aim.speed_rows * fonts.line_height(20) + round(side.height * 0.03)
    for b in aim.buttons:
        b.rect = side_button(side, fonts, y, bh)
        y += bh + round(side.height * 0.015)
    return aim.buttons[-1].rect.bottom if aim.buttons else y


def draw_aim_panel(aim: Any, surf: pygame.Surface, fonts: Fonts) -> None:
    """The panel of ``aim`` (an :class:`~.aim.AimControl`, not imported: it draws with this)."""
    st = aim.state
    side, vert, cue = aim.struck()
    draw_face(surf, aim.spin_rect, side, vert)  # where the tip meets the ball
    c = aim.spin_rect.center
    title = _("Spin")
    if cue == "seco":  # it strikes the centre: the face veiled, and said (the keys seemed dead)
        surf.blit(_veil(aim.spin_rect.size), aim.spin_rect)
        title = _("No spin: seco cue")
    size, rows = fonts.fit(title, 22, aim.text_room, fonts.line_height(22), max_lines=1)
    fonts.draw(surf, rows[0], size, DIM, midbottom=(c[0], aim.spin_rect.y - 2))
    # power bar
    pr = aim.power_rect
    pygame.draw.rect(surf, (30, 36, 44), pr, border_radius=6)
    fill = pr.copy()
    fill.height = round(pr.height * st.power)
    fill.bottom = pr.bottom
    red = min(255, round(80 + 175 * st.power))
    pygame.draw.rect(surf, (red, round(200 - 120 * st.power), 60), fill, border_radius=6)
    pygame.draw.rect(surf, PANEL_EDGE, pr, 2, border_radius=6)
    fonts.draw(surf, _("Power"), 22, DIM, midbottom=(pr.centerx, pr.y - 2))
    draw_scale(surf, fonts, aim.power_rect, aim.table, vert, aim.hint_speed)
    speed = speed_text(power_to_speed(st.power), vert, aim.table)
    parts = [speed] if aim.speed_rows == 1 else speed.split(" · ")
    y = pr.bottom + 2
    for part in parts:
        size, rows = fonts.fit(part, 20, aim.text_room, fonts.line_height(20), max_lines=1)
        y = fonts.draw(surf, rows[0], size, TEXT, midtop=(pr.centerx, y)).bottom
    shown = [b for b in aim.buttons if b.name != "seco" or aim.seco_allowed]
    for b in shown:
        b.draw(surf, fonts, 24)


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """The spin face's veil under the seco cue, made once a size (not every frame)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(veil, (*PANEL, 170), veil.get_rect())
    return veil


def speed_rows(fonts: Fonts, room: int, table: Any) -> int:
    """The lines the speed under the power bar takes: one ("3,40 m/s · 9,9 largos", the
    longest reading under ten lengths), or, where that does not fit the panel's width (large
    text), two — the speed over the lengths — rather than "1,22 m/s · 1,4 lar…"."""
    sample = max((speed_text(v / 10, 0.0, table) for v in range(10, 50, 3)), key=len)
    rows = fonts.fit(sample, 20, room, fonts.line_height(20), max_lines=1)[1]
    return 1 if rows == [sample] else 2
