"""The rules screen's diagrams (:mod:`.scenes.rules_screen`), each drawn on the real table's
geometry: the cabañas and the cross, the pins' values, the salida, the ball in hand, the rey's
auxiliary spots."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.position import standard_pins
from chapo_game.rules.respot import AUX_SPOTS
from chapo_game.table import get_table

from .calls import draw_chip
from .draw.balls import BallDraw
from .draw.pins import PinDraw
from .draw.view import TableView
from .widgets import ACCENT, TEXT


def _arrow(
    surf: pygame.Surface, a: tuple[float, float], b: tuple[float, float], col: tuple[int, int, int]
) -> None:
    pygame.draw.line(surf, col, a, b, 3)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for d in (2.6, -2.6):
        pygame.draw.line(
            surf, col, b, (b[0] + 14 * math.cos(ang + d), b[1] + 14 * math.sin(ang + d)), 3
        )


def _magnified(
    surf: pygame.Surface, view: TableView, size: tuple[int, int], spacing: float
) -> tuple[pygame.Rect, Callable[[tuple[float, float]], tuple[float, float]]]:
    """A box beside the real cross, joined to it by a line, where the cross is drawn larger:
    the box, and where a point of the table falls in it (pins ``spacing`` box widths apart).
    Over the table's foot half lying across; beside the table standing upright (its cross
    turned as the table is)."""
    t = view.table
    side = magnified_side(size, view.upright)
    box = pygame.Rect(0, 0, side, side)
    if view.upright:
        box.midleft = (view.outer.right + round(size[0] * 0.03), view.outer.centery)
    else:
        box.midleft = (round(view.to_screen((0, t.length * 0.62))[0]), size[1] // 2)
    pygame.draw.rect(surf, (16, 20, 26), box, border_radius=10)
    pygame.draw.rect(surf, ACCENT, box, 2, border_radius=10)
    sx0, sy0 = view.to_screen(t.spots["center"])
    pygame.draw.line(surf, ACCENT, (sx0 + 8, sy0), box.midleft, 1)
    gap = box.width * spacing

    def at(xy: tuple[float, float]) -> tuple[float, float]:
        sx, sy = view.to_screen(xy)  # the table's own turn, about the cross's centre
        dx, dy = (
            (sx - sx0) / (t.pin_spacing * view.scale),
            (sy - sy0) / (t.pin_spacing * view.scale),
        )
        return (box.centerx + dx * gap, box.centery + dy * gap)

    return box, at


def magnified_side(size: tuple[int, int], upright: bool) -> int:
    """The magnified cross's box side: beside an upright table, no higher than half the
    diagram, and leaving the table the rest of the width."""
    if upright:
        return round(min(size[0] * 0.36, size[1] * 0.5))
    return round(size[0] * 0.36)


#: The diagrams with the cross magnified in a box (beside the table when it stands upright).
MAGNIFIED = ("pins", "respot")


def draw_diagram(
    kind: str, size: tuple[int, int], fonts: Any, upright: bool = False
) -> pygame.Surface:
    """One diagram on the real table's geometry; ``upright``, the table stands as the game
    shows it on a portrait screen (the head at the foot), not across as the page lies."""
    sketch = _Sketch(kind, size, fonts, upright)
    if kind in ("table", "salida", "hand"):
        sketch.cabanas()
    for pid, p in sketch.pins.items():
        sketch.view.draw_pin(sketch.surf, pid, PinDraw(p.xy, True))
    drawn = _KINDS.get(kind)  # the glossary's page has the table alone
    if drawn is not None:
        drawn(sketch)
    return sketch.surf


class _Sketch:
    """One diagram being drawn: the table in its room, and what each kind adds to it (one
    method a kind, so that a page's drawing reads alone)."""

    def __init__(self, kind: str, size: tuple[int, int], fonts: Any, upright: bool) -> None:
        self.t = t = get_table()
        self.kind, self.size, self.fonts = kind, size, fonts
        self.surf = pygame.Surface(size, pygame.SRCALPHA)
        room = pygame.Rect(0, 0, *size)
        if upright and kind in MAGNIFIED:  # the box beside the table, not over it
            room.width -= magnified_side(size, True) + round(size[0] * 0.06)
        self.view = TableView(t, room, upright=upright)
        self.surf.blit(self.view.static_surface(), self.view.outer.topleft)
        self.pins = standard_pins(t)
        self.mingo = t.spots["mingo_normal"]

    def label(self, s: str, xy: tuple[float, float], col: tuple[int, int, int] = ACCENT) -> None:
        """A word over the table, on a call's dark chip: on the cloth the gold read 3.5:1,
        on a cabaña's tint 2.8:1 (and under 2.5:1 to a protanope); on the chip, over 8:1."""
        on_chip(self.surf, self.fonts, s, 24, col, center=xy)

    def in_box(self, s: str, xy: tuple[float, float]) -> None:
        """A word on the magnified cross's dark box."""
        img = self.fonts.text(s, 24, ACCENT)
        self.surf.blit(img, img.get_rect(center=xy))

    def shade(self, y0: float, y1: float, col: tuple[int, int, int, int]) -> None:
        a = self.view.to_screen((0, y0))
        b = self.view.to_screen((self.t.width, y1))
        x0, x1, ya, yb = min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])
        r = pygame.Rect(round(x0), round(ya), round(x1 - x0), round(yb - ya))
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        s.fill(col)
        self.surf.blit(s, r.topleft)

    def cabanas(self) -> None:
        """Both cabañas tinted and named."""
        t, view = self.t, self.view
        self.shade(0, t.cabana_salida_y, (255, 230, 120, 40))
        self.shade(t.cabana_mingo_y, t.length, (255, 120, 120, 40))
        # on two lines, in the cabaña's middle: on one they ran into the corner pockets
        for name, y in (
            (_("cabaña de salida"), t.cabana_salida_y / 2),
            (_("cabaña del mingo"), (t.cabana_mingo_y + t.length) / 2),
        ):
            first, _sp, rest = name.partition(" ")
            across = 0.85 if self.kind == "salida" else 0.12  # clear of the salida's ball 1
            x, y0 = view.to_screen((t.width * across, y))
            step = self.fonts.line_height(24) / 2
            self.label(first, (x, y0 - step))
            self.label(rest, (x, y0 + step))

    def draw_table(self) -> None:
        t, view, surf = self.t, self.view, self.surf
        view.draw_ball(surf, "mingo", BallDraw(self.mingo))
        across = 0.8 if view.upright else 0.93  # upright, clear of the side rail
        self.label(_("línea media"), view.to_screen((t.width * across, t.linea_media_y)), TEXT)
        # beside the rey, a line to it: over the cross it read as the head lateral's name
        rey = view.to_screen(t.spots["center"])
        at = view.to_screen((t.width / 2 + 0.16, t.length / 2 + 0.2))
        gap = math.dist(rey, at) or 1.0
        clear = 1.5 * t.pin_radius * view.scale / gap  # from the pin's edge, not over it
        start = (rey[0] + (at[0] - rey[0]) * clear, rey[1] + (at[1] - rey[1]) * clear)
        pygame.draw.line(surf, TEXT, start, at, 1)
        on_chip(surf, self.fonts, _("rey"), 24, TEXT, midleft=(at[0] + 2, at[1]))

    def draw_pins(self) -> None:
        """The cross magnified beside the real one, each pin with its value."""
        box, at = _magnified(self.surf, self.view, self.size, 0.28)
        for pid, p in self.pins.items():
            c = at(p.xy)
            col = (214, 40, 40) if pid == "rey" else (240, 236, 222)
            pygame.draw.circle(self.surf, col, c, box.width * 0.06)
            where = (c[0] + box.width * 0.11, c[1] - box.width * 0.08)
            self.in_box("5" if pid == "rey" else "2", where)
        self.in_box(_("chapó = 30"), (box.centerx, box.bottom - 18))

    def draw_salida(self) -> None:
        t, view, surf, mingo = self.t, self.view, self.surf, self.mingo
        b1 = (t.width * 0.14, t.cabana_salida_y * 0.6)
        view.draw_ball(surf, "mingo", BallDraw(mingo))
        view.draw_ball(surf, "1", BallDraw(b1))
        k = 1 - 2.2 * t.ball_radius / math.dist(b1, mingo)  # stop short of the mingo
        tip = (b1[0] + (mingo[0] - b1[0]) * k, b1[1] + (mingo[1] - b1[1]) * k)
        _arrow(surf, view.to_screen(b1), view.to_screen(tip), (255, 255, 255))
        b2 = (t.width * 0.7, t.length - 0.3)  # where it is placed for its rematada, later
        view.draw_ball(surf, "2", BallDraw(b2))
        self.label(_("rematada"), view.to_screen((b2[0], b2[1] - 0.23)), TEXT)

    def draw_hand(self) -> None:
        t, view, surf = self.t, self.view, self.surf
        b2 = (t.width * 0.3, t.length * 0.15)
        m = (t.width * 0.85, t.length * 0.2)
        b1 = (t.width * 0.62, t.length * 0.1)
        for bid, xy in (("2", b2), ("mingo", m), ("1", b1)):
            view.draw_ball(surf, bid, BallDraw(xy))
        # bricole: to the foot cushion first, clear of the pins, and back to the mingo — where
        # a ball without spin meets it: aimed at the mingo's mirror image beyond the cushion
        # (drawn by eye, it came back across its own path, as no ball can)
        rail, stop = bricole_path(b1, m, t.length - t.ball_radius, 2 * t.ball_radius)
        pygame.draw.line(surf, (255, 255, 255), view.to_screen(b1), view.to_screen(rail), 3)
        _arrow(surf, view.to_screen(rail), view.to_screen(stop), (255, 255, 255))
        self.label(_("bricole"), view.to_screen((t.width * 0.97, t.length * 0.8)), TEXT)

    def draw_respot(self) -> None:
        """The cross magnified: a ball on the rey's spot, the four auxiliary spots it may go
        to."""
        t, surf = self.t, self.surf
        box, at = _magnified(surf, self.view, self.size, 0.17)
        for pid, p in self.pins.items():
            if pid != "rey":
                pygame.draw.circle(surf, (240, 236, 222), at(p.xy), box.width * 0.05)
        pygame.draw.circle(surf, (236, 226, 160), at(t.spots["center"]), box.width * 0.09)
        for n, spot in enumerate(AUX_SPOTS, 1):  # numbered as the game numbers them
            c = at(t.spots[spot])
            pygame.draw.circle(surf, (214, 40, 40), c, box.width * 0.05, 3)
            self.in_box(str(n), (c[0] + box.width * 0.07, c[1] - box.width * 0.06))
        img = self.fonts.text(_("rey?"), 24, ACCENT)
        surf.blit(img, img.get_rect(topleft=(box.left + 10, box.top + 6)))

    def draw_fouls(self) -> None:
        t, view, surf = self.t, self.view, self.surf
        b1 = (t.width * 0.5, t.length * 0.3)
        view.draw_ball(surf, "1", BallDraw(b1))
        view.draw_ball(surf, "mingo", BallDraw(self.mingo))
        aim = view.to_screen((t.width / 2, t.length / 2 - 0.1))
        _arrow(surf, view.to_screen(b1), aim, (240, 90, 80))
        where = view.to_screen((t.width * 0.25, t.length * 0.42))
        self.label(_("pins before a ball: foul"), where)


#: What each kind of diagram draws over the table and its pins.
_KINDS: dict[str, Callable[[_Sketch], None]] = {
    "table": _Sketch.draw_table,
    "pins": _Sketch.draw_pins,
    "salida": _Sketch.draw_salida,
    "hand": _Sketch.draw_hand,
    "respot": _Sketch.draw_respot,
    "fouls": _Sketch.draw_fouls,
}


def on_chip(
    surf: pygame.Surface,
    fonts: Any,
    s: str,
    size: int,
    colour: tuple[int, int, int],
    **at: tuple[float, float],
) -> pygame.Rect:
    """``s`` on a dark rounded chip, placed by a ``pygame.Rect`` keyword (``center=``, …):
    what the window's calls are drawn on over the table, so a word reads on cloth, tint
    and lines alike."""
    img = fonts.text(s, size, colour)
    pad = fonts.px(4)
    chip = img.get_rect().inflate(2 * pad, 0)
    for key, value in at.items():
        setattr(chip, key, (round(value[0]), round(value[1])))
    draw_chip(surf, chip)
    surf.blit(img, img.get_rect(center=chip.center))
    return chip


def bricole_path(
    start: tuple[float, float], target: tuple[float, float], foot: float, short: float
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where a ball from ``start`` without spin meets the cushion whose ball-centre line is
    ``y = foot`` to come back onto ``target``, and where its arrow ends, ``short`` of it."""
    mirror = 2.0 * foot - target[1]
    k = (foot - start[1]) / (mirror - start[1])
    rail = (start[0] + (target[0] - start[0]) * k, foot)
    back = math.dist(rail, target) or 1.0
    stop = (
        target[0] + (rail[0] - target[0]) * short / back,
        target[1] + (rail[1] - target[1]) * short / back,
    )
    return rail, stop
