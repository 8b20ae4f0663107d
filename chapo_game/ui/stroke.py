"""How a shot is struck, drawn the same wherever it is shown: the ball face with the place the
tip meets it, and the speed as the power bar says it (m/s and how many table lengths the ball
runs at it). The aiming panel shows the stroke being set; the replay shows the stroke that was
played, so a player learns how the maestro's shot was struck, not only where it went."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..i18n import _, decimal
from ..shot import MAX_TIP_OFFSET, Shot
from ..table import Table
from .fonts import Fonts
from .lengths import table_lengths
from .widgets import DIM, PANEL_EDGE, TEXT

FACE = (236, 234, 224)
FACE_LINES = (200, 200, 190)
TIP = (60, 110, 200)


def lengths_figure(n: float) -> str:
    """How many table lengths, as the power bar says it: tenths while they matter (a lag is
    judged to a tenth of a length), whole lengths from ten on — ``96`` rather than ``96.0``,
    which at full power did not fit under the bar in English."""
    return decimal(n, 1) if n < 10 else f"{n:.0f}"


def speed_digits(speed: float) -> int:
    """The decimals a speed is said to, so that a notch of the wheel (1 % of the speed) always
    shows: thousandths under 1 m/s (a soft position shot: 0,173 then 0,175), hundredths above
    (at tenths, 5,1–6,2 m/s and 0,17–0,80 m/s hid 88 of the bar's 389 notches)."""
    return 3 if speed < 1.0 else 2


def speed_text(speed: float, vertical: float, table: Table) -> str:
    """ "2,05 m/s · 3,7 largos": the lengths worked out with the tip's follow or draw; the
    speed to :func:`speed_digits` (the lag's offered "2,20 m/s" reads as its line says it)."""
    n = table_lengths(speed, vertical, table)
    digits = speed_digits(speed)
    return _("{v} m/s · {n} lengths").format(v=decimal(speed, digits), n=lengths_figure(n))


def shot_speed_text(shot: Shot, table: Table) -> str:
    """:func:`speed_text` of a played shot (a seco cue strikes the centre)."""
    return speed_text(shot.speed, 0.0 if shot.cue == "seco" else shot.vertical, table)


def draw_face(surf: pygame.Surface, rect: pygame.Rect, side: float, vertical: float) -> None:
    """The cue ball's face in ``rect``: its rim, the ring of the largest tip offset, the
    cross, and the tip's place (``side`` right, ``vertical`` up, in ball radii)."""
    r = rect.width // 2
    c = rect.center
    pygame.draw.circle(surf, FACE, c, r)
    pygame.draw.circle(surf, PANEL_EDGE, c, r, 2)
    pygame.draw.circle(surf, FACE_LINES, c, round(r * MAX_TIP_OFFSET), 1)
    pygame.draw.line(surf, FACE_LINES, (c[0] - r, c[1]), (c[0] + r, c[1]), 1)
    pygame.draw.line(surf, FACE_LINES, (c[0], c[1] - r), (c[0], c[1] + r), 1)
    tip = (round(c[0] + side * r), round(c[1] - vertical * r))
    pygame.draw.circle(surf, TIP, tip, max(5, r // 7))


def draw_played_stroke(
    surf: pygame.Surface, fonts: Fonts, room: pygame.Rect, shots: Sequence[Shot], table: Table
) -> pygame.Rect | None:
    """How a played shot was struck, in ``room`` (the replay's panel, under its buttons): the
    tip's place on the ball face, the speed (each ball's in the lag), and what the dashed line
    on the table is, so the shot can be learnt, not only seen. Returns the face's rectangle,
    if there was room for it."""
    f = fonts
    gap = f.px(8)
    room = room.copy()
    lines: list[str] = []
    face: pygame.Rect | None = None
    if len(shots) == 1:
        shot = shots[0]
        d = min(room.width // 2, room.height - 5 * f.line_height(20) - 2 * gap)
        if d >= f.px(30):
            title = f.draw(surf, _("The stroke"), 22, DIM, midtop=(room.centerx, room.y))
            face = pygame.Rect(0, 0, d, d)
            face.midtop = (room.centerx, title.bottom + gap // 2)
            seco = shot.cue == "seco"
            draw_face(surf, face, 0.0 if seco else shot.side, 0.0 if seco else shot.vertical)
            room.top = face.bottom + gap // 2
        lines.append(shot_speed_text(shot, table))
        if shot.cue == "seco":
            lines.append(_("Seco cue: on"))
    else:  # the lag: both balls at once
        for shot in shots:
            speed = decimal(shot.speed, 2)
            lines.append(_("Ball {b}: {v} m/s").format(b=shot.ball, v=speed))
    lines.append(_("Dashed line: the aim"))
    for k, text in enumerate(lines):
        legend = k == len(lines) - 1  # two lines for it: a narrow panel cut it short
        # the others smaller to stay on one line, or on two where even the smallest is cut
        # (960×540 in English: "0.624 m/s · 0.4 lengt…")
        wraps = 2 if legend or not f.fit_line(text, 20, room.width) else 1
        size, rows = f.fit(text, 20, room.width, 2 * f.line_height(20), max_lines=wraps)
        for row in rows:
            if room.top + f.line_height(size) > room.bottom:
                return face
            colour = DIM if legend else TEXT
            f.draw(surf, row, size, colour, midtop=(room.centerx, room.top))
            room.top += f.line_height(size)  # a row's slot: its accents inside it
    return face
