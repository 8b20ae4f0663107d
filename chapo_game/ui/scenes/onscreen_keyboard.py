"""The game's own on-screen keyboard, over a screen whose name box a finger tapped.

It opens for a finger only (:func:`keyboard_for_taps`; a mouse's click is a keyboard's user's,
who sees no change), at the window's foot; a box that would lie under the keys is shown on the
keyboard's top. A key types as a real key does: a ``TEXTINPUT`` event, Borrar a ``K_BACKSPACE``
one, handed to the screen under it — so the box's rules (its length, the characters a record
refuses, a name selected whole replaced) are the same for both. It closes with Hecho, a tap
outside it, or a real key (a keyboard turned up, or the system's own on-screen one): that key
goes on to the screen, as if the keyboard had never been there.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from chapo_game.i18n import _

from .. import onscreen_keys as keys
from .. import pace
from ..palette import PANEL, PANEL_EDGE
from ..textfield import FingerTap, TextField
from ..touch import Press
from ..widgets import Button

#: Room (px at the 1280×720 scale) left between the box typed into and the keys' band.
ABOVE_KEYS = 12
#: A key's text size, as a share of the key's height (the 1280×720 scale's text sizes).
LETTER_SHARE, WORD_SHARE = 0.62, 0.42


@contextmanager
def keyboard_for_taps(app: Any) -> Iterator[None]:
    """Around the window's handling of an event: a box a finger tapped in it
    (:class:`FingerTap`, set by :func:`.textfield.click_focus`) gets the keyboard, unless one is
    up already. A tap noted outside it (a screen handling an event the window did not send) is
    forgotten first: it is no box of this event's, maybe not of this window's."""
    FingerTap.field = None
    yield
    field, FingerTap.field = FingerTap.field, None
    top = app.top
    if field is not None and field.focus and top is not None and not isinstance(top, KeyboardScene):
        app.push(KeyboardScene(app, field, top))


class KeyboardScene:
    """The keys over ``under``, typing into ``field`` (the box ``under`` has lit)."""

    overlay = True

    def __init__(self, app: Any, field: TextField, under: Any) -> None:
        self.app, self.field, self.under = app, field, under
        self.shift = False
        self.band = pygame.Rect(0, 0, 0, 0)  # the keys' rows
        self.foot = pygame.Rect(0, 0, 0, 0)  # the keyboard's: the band, and a box lifted
        self.lift = 0  # how far up the box typed into is shown (0: in its place)
        self.keys = {name: self._button(name) for row in keys.ROWS for name, _w in row if name}
        self.capitals()
        self.resize()

    def _button(self, name: str) -> Button:
        if name in keys.LABELS:
            label = lambda name=name: _(keys.LABELS[name])  # noqa: E731 — the language of now
        else:
            label = lambda name=name: keys.capital(name) if self.shift else name  # noqa: E731
        chosen = (lambda: self.shift) if name == keys.SHIFT else (lambda: False)
        # a letter set on the line, not by its ink as a lone sign is: "." low, "g" not raised
        act = lambda name=name: self.press(name)  # noqa: E731
        return Button(label, act, name=f"key:{name}", selected=chosen, by_ink=False)

    def key(self, name: str) -> Button:
        """The key named ``name`` (a letter's name is the letter; tests tap it by name)."""
        return self.keys[name]

    # ------------------------------------------------------------------ typing
    def capitals(self) -> None:
        """Mayús on where a name's word begins: an empty box, a name selected whole (typing
        replaces it), after a space — "Íñigo" is five taps, not six."""
        value = "" if self.field.selected else self.field.value
        self.shift = value == "" or value.endswith(" ")

    def press(self, name: str) -> None:
        if name == keys.DONE:
            self.close()
            return
        if name == keys.SHIFT:
            self.shift = not self.shift
            return
        if name == keys.ERASE:
            ev = pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=42
            )
        else:
            text = " " if name == keys.SPACE else name
            ev = pygame.event.Event(
                pygame.TEXTINPUT, text=keys.capital(text) if self.shift else text
            )
        self.under.handle(ev)
        self.capitals()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            # a real key: a keyboard after all; it types (Esc only puts the keys away)
            self.close()
            if not (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                self.under.handle(ev)
            return
        down = ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1
        if down and not self.foot.collidepoint(ev.pos):
            # a tap on the screen: the keys put away, and the tap the screen's (another box
            # tapped gets them back at once); the screen never moved, what was tapped is there
            self.close()
            self.under.handle(ev)
            return
        for b in self.keys.values():
            if b.handle(ev):
                return

    def update(self) -> None:
        """The screen under it goes on (a search narrowed as it is typed); a box no longer lit,
        or a screen gone, leaves the keys with nothing to type into."""
        self.under.update()
        if self.under not in self.app.scenes or not self.field.focus:
            self.close()

    def moving(self) -> bool:
        return pace.moving(self.under)

    def resize(self) -> None:
        self.band, rects = keys.layout(self.app.size, self.app.fonts.px)
        self.foot = self.band.copy()  # till drawn: whether a box is lifted onto it
        for name, rect in rects.items():
            self.keys[name].rect = rect

    # ------------------------------------------------------------------ drawing
    def shown_box(self) -> pygame.Rect:
        """Where the box typed into is seen: in its place, or lifted onto the keyboard."""
        return self.field.rect.move(0, self.lift)

    def draw(self, surf: pygame.Surface) -> None:
        """The keys at the foot; a box they would cover is shown over them (its label and
        box as its screen drew them, moved up onto the keyboard's top): the records' box lies
        at the foot of its column. Only it moves — moving the whole screen up took the top of
        the names it finds off the screen, on a portrait screen the first twelve."""
        f, (w, h) = self.app.fonts, surf.get_size()
        if self.band.size != (w, self.band.height):
            self.resize()
        pad, box = f.px(ABOVE_KEYS) // 2, self.field.rect
        self.lift, self.foot = 0, self.band.copy()
        strip = None
        if box.bottom + 2 * pad > self.band.top:
            above = f.line_height(26) + f.px(6)  # its label, or the red "24 characters at most"
            area = pygame.Rect(box.x, box.y - above, box.width, box.height + above).clip(
                surf.get_rect()
            )
            strip = surf.subsurface(area).copy()
            strip.set_colorkey(strip.get_at((0, 0)))  # the screen's ground, not its colour
            self.foot.top = self.band.top - area.height - 2 * pad
            self.foot.height = h - self.foot.top
            self.lift = self.foot.top + pad - area.top
        pygame.draw.rect(surf, PANEL, self.foot)
        pygame.draw.line(surf, PANEL_EDGE, self.foot.topleft, self.foot.topright, max(1, f.px(2)))
        if strip is not None:
            surf.blit(strip, (box.x, self.foot.top + pad))
        key_h = next(iter(self.keys.values())).rect.height
        for name, b in self.keys.items():
            b.hover = Press.at is not None and b.rect.collidepoint(Press.at)  # the key held
            share = WORD_SHARE if name in keys.LABELS else LETTER_SHARE
            b.draw(surf, f, max(1, round(key_h * share / f.unit)))
