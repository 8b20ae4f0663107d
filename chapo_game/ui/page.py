"""Where a setup screen's parts go down a window standing upright.

The setup screens place their parts at shares of the window's height, and their text and
buttons scale with the window's width on a window taller than wide (:mod:`.fonts`). On a
club's screen hung in portrait (1080×1920) each share grew 1.8 times while nothing else did:
the two name boxes stood 270 px apart, the hint floated in the middle of nowhere. There, a
:class:`Page` sets the parts above a screen's list as on a 4:3 screen as wide, the parts
under it as much from the foot, and gives the list (the players to pick, the saves) the
height left between. A window lying across is laid out exactly as before.
"""

from __future__ import annotations

import pygame

from .draw.geometry import stands_upright
from .fonts import BASE, Fonts
from .widgets import Button, button_height, side_width

#: The widest shape a window's panels and rows of buttons take their shares of: 16:9.
WIDEST = 16 / 9


def across_width(size: tuple[int, int]) -> int:
    """The width a panel's or a button's share is of: the window's own, on an ultra-wide one
    (wider than 16:9) a 16:9 window's as tall, the parts centred on it. Of the whole 3440 px
    the score sheet's names stood 1900 px from their scores, its buttons were 620 px wide round
    «Cerrar» and the menu's 1030 px; a 16:9 window or a narrower one is laid out as before."""
    w, h = size
    return min(w, round(h * WIDEST))


def across_share(size: tuple[int, int], share: float) -> int:
    """``share`` of :func:`across_width`: a panel's or a button's width, as wide on an
    ultra-wide window as on a 16:9 one as tall."""
    return round(across_width(size) * share)


class Page:
    """The vertical places of a window of ``size``: :meth:`top` from its top, :meth:`foot`
    towards its foot, :meth:`span` the height between them (a list's)."""

    def __init__(self, size: tuple[int, int], gain: float = 1.0) -> None:
        """``gain``: upright, the shares are of a 4:3 window's height grown as much as the
        page's words are (:func:`held_gain`), up to the screen held across's (the window's
        width): its parts then stand apart as on that screen."""
        w, h = size
        self.window, self.height = size, h
        #: the height the shares are of: a 4:3 window's as wide (grown by ``gain``), on a
        #: window standing upright
        upright = min(h, w, round(w * 0.75 * gain))
        self.shares_of = upright if stands_upright(size) else h

    @property
    def flat(self) -> bool:
        """Whether the shares are of the window's own height (a window lying across)."""
        return self.shares_of == self.height

    def top(self, share: float) -> int:
        """A place above the list: ``share`` of the page down from the window's top."""
        return round(self.shares_of * share)

    def foot(self, share: float) -> int:
        """A place under the list: where ``share`` of the page falls, the page set on the
        window's foot."""
        if self.flat:
            return round(self.height * share)
        return self.height - round(self.shares_of * (1 - share))

    def span(self, top: float, share: float) -> int:
        """The height of a list from :meth:`top` ``(top)`` to :meth:`foot` ``(top + share)``:
        ``share`` of the window lying across, all the room between standing upright."""
        if self.flat:
            return round(self.height * share)
        return self.foot(top + share) - self.top(top)

    def size(self, share: float) -> int:
        """A height (a row's) as ``share`` of the page."""
        return round(self.shares_of * share)

    def button(
        self, x: float, y: float, width: float, share: float, foot: bool = False
    ) -> pygame.Rect:
        """A button's rectangle as :func:`~.widgets.frac_button` places it, its top at
        :meth:`top` ``(y)``, or at :meth:`foot` ``(y)`` for one under the list."""
        at = self.foot(y) if foot else self.top(y)
        height = button_height(self.window, share)
        return pygame.Rect(self.left(x), at, across_share(self.window, width), height)

    def band(self, x: float, y: float, width: float, share: float) -> pygame.Rect:
        """A list's rectangle as :func:`~.widgets.frac_rect` places it, from :meth:`top`
        ``(y)`` as high as :meth:`span` makes ``share``."""
        wide = across_share(self.window, width)
        return pygame.Rect(self.left(x), self.top(y), wide, self.span(y, share))

    def left(self, share: float) -> int:
        """A place ``share`` of the window across from its left; on an ultra-wide window of the
        16:9 one centred in it (:func:`across_width`): a saved encuentro's name stood 2000 px
        from its «Continuar» at 3440×1440, the record's panel was 2100 px wide."""
        w, across = self.window[0], across_width(self.window)
        return round((w - across) / 2 + across * share)


def held_gain(fonts: Fonts) -> float:
    """How much larger a window standing upright draws a heading, a button and a keys' line
    than its width's scale (:attr:`Fonts.unit`, the width to 1280) does: as large as the
    screen held across draws them, its width being that screen's height (a 1080×1920 screen is
    a 1920×1080 one turned, as wide in inches). By the width alone, the rules' and the sheet's
    titles were drawn at 0.84 of 1280×720's on it, sized much as at 720×1280 (0.75), where the
    screen held across draws them at 1.5. 1 on a window lying across."""
    w, h = fonts.size
    if not stands_upright(fonts.size):
        return 1.0
    return max(1.0, min(w / BASE[1], h / BASE[0]) / fonts.unit)


def held_size(fonts: Fonts, size: int) -> int:
    """A text size (at the 1280×720 scale) grown by :func:`held_gain`."""
    return round(size * held_gain(fonts))


def held_button_height(size: tuple[int, int], share: float = 0.065) -> int:
    """A button's height on the screen held across: ``share`` of a window's width where it
    stands upright (at 1080×1920 70 px, as 1920×1080's; a 4:3 window's as wide made 53),
    :func:`~.widgets.button_height` else."""
    return round(size[0] * share) if stands_upright(size) else button_height(size, share)


def held_page(fonts: Fonts) -> Page:
    """The window's :class:`Page` for words drawn by :func:`held_size`: upright, its parts as
    far apart as on the screen held across, as its words are as large."""
    return Page(fonts.size, held_gain(fonts))


def held_width(fonts: Fonts, share: float) -> int:
    """A panel's or a button's width, ``share`` of a window lying across: on a window
    standing upright grown by :func:`held_gain` as its words are, so far as it fits in 94 %
    of the window (at 1080×1920 the pause's buttons were 281 px wide round words drawn as
    1920×1080 draws them, which take its 499). Held across, the screen's width is 1280 at the
    scale its words are drawn (:attr:`Fonts.unit` grown by :func:`held_gain`): at 720×1280,
    whose scale stops at 960×540's, ``w × gain`` made the buttons 960 px's share round words
    drawn as 1280×720's (Siguiente partida 173 px wide, 230 across)."""
    w = fonts.size[0]
    if not stands_upright(fonts.size):
        return across_share(fonts.size, share)
    return min(round(BASE[0] * fonts.unit * held_gain(fonts) * share), round(w * 0.94))


def held_columns(
    fonts: Fonts, width: int, share: float, gap: int, choices: tuple[int, ...]
) -> tuple[int, ...]:
    """Of ``choices`` (columns, most first; the first is a row's ``share`` of the window wide
    held across), those a row ``width`` wide holds as wide as on the screen held across: at
    1080×1920 four players' names a row were 248 px wide round names drawn as 1920×1080 draws
    them in 327 (three are). All of them on a window lying across; the last if none fits."""
    most = choices[0]
    across = (round(fonts.size[0] * share * held_gain(fonts)) - (most - 1) * gap) // most
    fit = (width + gap) // (across + gap)
    return tuple(c for c in choices if c <= fit) or choices[-1:]


def held_rect(fonts: Fonts, left: float, width: float, top: int, height: int) -> pygame.Rect:
    """A part ``left`` of the window from its left and ``width`` of it wide, from ``top`` and
    ``height`` high; on a window standing upright or an ultra-wide one as wide as
    :func:`held_width`, centred."""
    w = fonts.size[0]
    if held_gain(fonts) == 1 and across_width(fonts.size) == w:
        return pygame.Rect(round(w * left), top, round(w * width), height)
    wide = held_width(fonts, width)
    return pygame.Rect((w - wide) // 2, top, wide, height)


def held_row(buttons: list[Button], fonts: Fonts, width: float, share: float) -> None:
    """A screen's buttons side by side, centred at 0.92 of the window's height and 0.2 of its
    width apart, each ``width`` of it wide — on a window standing upright as wide as held
    across (:func:`held_gain`) so far as they fit in 94 % of it, as high as
    :func:`held_button_height`: the rules' and the sheet's buttons were 173 and 53 px at
    1080×1920, where 1920×1080 has them 307 and 70. On an ultra-wide window, shares of
    :func:`across_width`, centred."""
    w, h = fonts.size
    gap, n, across = fonts.px(16), len(buttons), across_width(fonts.size)
    bw = min(held_width(fonts, width), (round(across * 0.94) - (n - 1) * gap) // n)
    step = max(0.2 * across, bw + gap)
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(0, 0, bw, held_button_height((w, h), share))
        b.rect.center = (round(w / 2 + (i - (n - 1) / 2) * step), round(h * 0.92))


def end_panel_rect(size: tuple[int, int], fonts: Fonts) -> pygame.Rect:
    """Where the end of a partida or encuentro is told, over the table (centred on it, not
    on the window: it overhung the rail at 2560×1080) — and where its celebration's banner
    lies, so that one gives way to the other (the banner, placed higher, crossed the panel's
    edges and left half its lines showing)."""
    w, h = size
    # no wider than an ultrawide window's table (it hung 86 px past the rails at 2560×1080),
    # no taller than a portrait one's (960 px over a 508 px table at 1080×1920): upright as
    # high as held across, its words as large (405 px high at 1080×1920, 540 across)
    box = pygame.Rect(0, 0, round(min(w * 0.7, h * 1.4)), held_button_height(size, 0.5))
    box.center = ((w - side_width(w, fonts)) // 2, round(h * 0.52))
    return box
