"""Small drawing helpers shared by the scenes: buttons, a text field, panels, layouts.

Labels are callables returning the already-translated text, so a change of language shows at
the next frame without rebuilding any screen. Text sizes and fitting are in :mod:`.fonts`,
colours in :mod:`.palette` (both re-exported here for the screens).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .fonts import MIN_TEXT, Fonts
from .memo import Memo
from .palette import ACCENT, BAD, BG, DIM, GOOD, PANEL, PANEL_EDGE, TEXT
from .textfield import TextField
from .touch import began_on

__all__ = [
    "ACCENT",
    "BAD",
    "BG",
    "DIM",
    "GOOD",
    "PANEL",
    "PANEL_EDGE",
    "TEXT",
    "Button",
    "Fonts",
    "TextField",
    "dim",
    "frac_rect",
    "layout_column",
    "layout_row",
    "panel",
]


FILL = (36, 46, 58)
FILL_LIT = (52, 66, 82)  # under the pointer, or lit by the keys
FILL_CHOSEN = (86, 72, 34)  # the choice made, of a set (a level, a player): gold, not slate
FILL_CHOSEN_LIT = (112, 94, 44)


def button_fill(lit: bool, chosen: bool) -> tuple[int, int, int]:
    """A chosen button is tinted gold so that the keys' light, moving over a set of choices,
    is never mistaken for the choice itself."""
    if chosen:
        return FILL_CHOSEN_LIT if lit else FILL_CHOSEN
    return FILL_LIT if lit else FILL


def label_margin(fonts: Fonts) -> int:
    """The room a button leaves either side of its label."""
    return max(4, fonts.px(8))


@dataclass
class Button:
    """A clickable, touchable button; ``label`` is re-evaluated every frame (language)."""

    label: Callable[[], str]
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: Callable[[], bool] = lambda: True
    hover: bool = False
    name: str = ""
    selected: Callable[[], bool] = lambda: False  # drawn lit, as one of a set of choices
    keys_light: bool = False  # the keyboard's light is on it (:meth:`ButtonFocus.show`)
    by_ink: bool = True  # a lone sign (− +) set by its ink; an on-screen key's letter on the line
    #: its picture and its lines (as drawn in it), by all they show
    _drawn: Memo[tuple[pygame.Surface, list[tuple[str, pygame.Rect]]]] = field(
        default_factory=lambda: Memo(1), init=False, repr=False, compare=False
    )

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEMOTION:  # greyed too: a hover left on it lit it once ready
            self.hover = self.rect.collidepoint(ev.pos)
        if not self.enabled():
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos):
            if not began_on(self.rect):  # a drag let go over it: not a click on it
                return False
            self.action()
            return True
        return False

    def forget(self) -> None:
        """Its picture let go with its screen (:func:`.scenes.base.released`): its action
        holds the screen that holds it, so the picture (3 MB for a wide button at 4K) waited
        for the cycle collector, and the settings screen opened and closed grew a 4K club's
        window by 9 MB a time until it came by. Drawn again if the button is."""
        self._drawn.clear()

    def text_room(self, fonts: Fonts) -> tuple[int, int]:
        """The width and height its label is fitted in, inside the edge."""
        return self.rect.width - 2 * label_margin(fonts), self.rect.height - 4

    def draw(self, surf: pygame.Surface, fonts: Fonts, size: int = 30) -> None:
        """Draw from a cached image (rounded rectangles are slow to draw every frame). A label
        too long for the button wraps onto two lines and gets smaller, never below the
        legible floor (then it ends with an ellipsis)."""
        on = self.enabled()
        lit, chosen = self.hover and on, self.selected() and on
        # a button its own press greyed (Next on the last page) keeps the keys' light's edge —
        # the light had gone from the screen, and Enter did nothing — never the pointer's
        edge_lit = self.hover and (on or self.keys_light)
        looks, label = (lit, chosen, on, edge_lit), self.label()
        key = (label, size, *looks, self.rect.size, fonts.unit)
        img, lines = self._drawn.get(key, lambda: self.picture(fonts, label, size, looks))
        surf.blit(img, self.rect.topleft)
        fonts.note(surf, "", self.rect, "box")
        for line, rect in lines:
            fonts.note(surf, line, rect.move(self.rect.topleft))

    def picture(
        self, fonts: Fonts, label: str, size: int, looks: tuple[bool, bool, bool, bool]
    ) -> tuple[pygame.Surface, list[tuple[str, pygame.Rect]]]:
        """The button drawn at its size with ``label`` (``looks``: lit, chosen, enabled, its
        edge lit), and its lines as drawn in it."""
        lit, chosen, on, edge_lit = looks
        img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        r = img.get_rect()
        rad = max(4, r.height // 5)
        pygame.draw.rect(img, button_fill(lit, chosen), r, border_radius=rad)
        # the light (pointer or keys) in white and wider, the choice in gold: on a chosen
        # button the keys' light was one shade of fill apart
        edge = TEXT if edge_lit else ACCENT if chosen else PANEL_EDGE
        pygame.draw.rect(img, edge, r, width=3 if edge_lit else 2, border_radius=rad)
        sz, lines = fonts.fit(label, size, *self.text_room(fonts))
        if len(lines) == 1 and len(lines[0]) == 1 and self.by_ink:  # − +: ink in the middle
            rects = [_draw_sign(img, fonts, lines[0], sz, TEXT if on else DIM, r)]
        else:
            rects = fonts.draw_lines(img, lines, sz, TEXT if on else DIM, r)
        return img, list(zip(lines, rects, strict=True))


def _draw_sign(
    img: pygame.Surface, fonts: Fonts, sign: str, size: int, colour: tuple[int, ...], r: pygame.Rect
) -> pygame.Rect:
    """A one-character label set upright by its ink, not its line: set on the line, a "−" sat at
    the font's maths axis, 3–4 px below the middle of the settings' step buttons."""
    text = fonts.text(sign, size, colour)
    ink = text.get_bounding_rect()
    at = (r.centerx - text.get_width() // 2, r.centery - ink.centery)
    img.blit(text, at)
    return text.get_rect(topleft=at)


def draw_alike(surf: pygame.Surface, fonts: Fonts, buttons: list[Button], size: int) -> None:
    """A row of choices drawn at one text size, the largest at which every label fits: fitted
    one by one, at 960×540 two wrapped smaller and the third stayed large beside them."""
    least = min((fonts.fit(b.label(), size, *b.text_room(fonts))[0] for b in buttons), default=size)
    for b in buttons:
        b.draw(surf, fonts, least)


#: Keys that move the keyboard's focus to the next (+1) or previous (-1) button.
FOCUS_STEPS = {
    pygame.K_DOWN: 1,
    pygame.K_RIGHT: 1,
    pygame.K_TAB: 1,
    pygame.K_UP: -1,
    pygame.K_LEFT: -1,
}
#: Keys that press the focused button.
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: Where a name is being typed: only the keys that type nothing (Tab too: it went nowhere on
#: the records screen, where it moves the light on every other).
TYPING_STEPS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_TAB: 1}
TYPING_PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def layout_column(
    buttons: list[Button], centre_x: int, top: int, width: int, height: int, gap: int
) -> None:
    y = top
    for b in buttons:
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (centre_x, y)
        y += height + gap


def frac_rect(size: tuple[int, int], x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle given in fractions of the window's width and height."""
    return pygame.Rect(
        round(size[0] * x), round(size[1] * y), round(size[0] * w), round(size[1] * h)
    )


def frac_button(size: tuple[int, int], x: float, y: float, w: float, share: float) -> pygame.Rect:
    """A button's rectangle placed in fractions of the window, as tall as
    :func:`button_height` makes ``share`` (on a portrait window, no taller than a 4:3 one's)."""
    return pygame.Rect(
        round(size[0] * x), round(size[1] * y), round(size[0] * w), button_height(size, share)
    )


def layout_row(
    buttons: list[Button], area: pygame.Rect, gap: int, weights: list[float] | None = None
) -> None:
    """Buttons side by side filling ``area``, each as wide as its weight's share."""
    w = weights or [1.0] * len(buttons)
    room = area.width - gap * (len(buttons) - 1)
    x = float(area.x)
    for b, k in zip(buttons, w, strict=True):
        bw = room * k / sum(w)
        b.rect = pygame.Rect(round(x), area.y, round(x + bw) - round(x), area.height)
        x += bw + gap


#: The roundness of a panel's corners, in pixels.
PANEL_RADIUS = 6


def veil(
    surf: pygame.Surface,
    colour: tuple[int, int, int],
    alpha: int,
    rect: pygame.Rect | None = None,
) -> None:
    """``colour`` laid over ``rect`` of ``surf`` (all of it by default) at ``alpha``, as a
    translucent surface blitted would lay it (to a unit), with no surface made: the pixels
    darkened by multiplying, then the colour's share added. A full-window translucent surface
    is 33 MB at 4K, and one was kept per shade: a club's demo screen grew past a gigabyte."""
    area = surf.get_rect() if rect is None else rect
    if alpha >= 255:
        surf.fill(colour, area)
        return
    keep = 255 - alpha
    surf.fill((keep, keep, keep), area, special_flags=pygame.BLEND_MULT)
    if any(colour):
        share = tuple(round(c * alpha / 255) for c in colour)
        surf.fill(share, area, special_flags=pygame.BLEND_ADD)


@functools.cache
def corner_insets(radius: int) -> tuple[int, ...]:
    """How far in from the side each of the top ``radius`` rows of a rectangle rounded by
    ``radius`` starts, as pygame draws the rounded edge (worked out from the circle, the
    corner's first row began a pixel off the edge's, and showed through it)."""
    size = 2 * radius + 2
    shape = pygame.Surface((size, size))
    pygame.draw.rect(shape, (255, 255, 255), shape.get_rect(), border_radius=radius)
    return tuple(next(x for x in range(size) if shape.get_at((x, y))[0]) for y in range(radius))


def panel(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 230) -> None:
    """A box for words over the screen, ``alpha`` opaque, filled as round as its edge: filled
    square, each corner showed a few dark pixels beyond the edge."""
    r = min(PANEL_RADIUS, rect.height // 2, rect.width // 2)
    veil(surf, PANEL, alpha, rect.inflate(0, -2 * r))
    for i, inset in enumerate(corner_insets(r)):  # the top and bottom rows, each as much
        row = pygame.Rect(rect.x + inset, 0, rect.width - 2 * inset, 1)  # shorter as the edge
        veil(surf, PANEL, alpha, row.move(0, rect.y + i))
        veil(surf, PANEL, alpha, row.move(0, rect.bottom - 1 - i))
    pygame.draw.rect(surf, PANEL_EDGE, rect, width=2, border_radius=PANEL_RADIUS)


def button_height(size: tuple[int, int], share: float = 0.065) -> int:
    """A button's height: ``share`` of the window's height, or of a 4:3 window's as wide where
    the window is taller than that — on a portrait screen Tirar was 120 px high, and the
    options' Bricole hung below its panel."""
    return round(min(size[1], size[0] * 0.75) * share)


def side_width(w: int, fonts: Fonts) -> int:
    """The side panel's width beside the table: as much wider as large text is larger (its
    buttons said "Cerrar la rep…")."""
    wide = fonts.floor / MIN_TEXT
    return max(fonts.px(150 * wide), round(w * 0.13 * wide))


def side_button(side: pygame.Rect, fonts: Fonts, y: int, height: int) -> pygame.Rect:
    """A button across the side panel ``side``, its top at ``y``: every button there (Tirar,
    Taco seco, Repetición, Mover la bola, Guardar posición) one column, with the same margins
    (Tirar and Taco seco stood 2 px narrower each side than Repetición under them, 6 px in
    large text)."""
    gap = fonts.px(12)
    return pygame.Rect(side.x + gap // 2, y, side.width - gap, height)


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    veil(surf, (0, 0, 0), alpha)


def bar_slot(bar: pygame.Rect, width: int, gap: int, pad: int, slot: int) -> pygame.Rect:
    """The place of a ``width``-wide button in the caption bar ``bar``: ``slot`` 0 at its right
    end (a game's pause button), 1 beside it, and so on, ``gap`` apart."""
    r = pygame.Rect(0, 0, width, bar.height - 2 * pad)
    r.midright = (bar.right - gap // 2 - slot * (width + gap // 2), bar.centery)
    return r
