"""The game's own on-screen keyboard, over a screen whose name box a finger tapped.

It opens for a finger only (:func:`keyboard_for_taps`; a mouse's click is a keyboard's user's,
who sees no change), at the window's foot; a box that would lie under the keys is shown on the
keyboard's top. A key types as a real key does: a ``TEXTINPUT`` event, Borrar a ``K_BACKSPACE``
one, handed to the screen under it — so the box's rules (its length, the characters a record
refuses, a name selected whole replaced) are the same for both; Intro is the screen's Enter
(the next name, Empezar, Guardar), and the screen's button that takes the name, were it under the
keys, is shown on their top. The box typed into is the box: a tap on it puts the caret at the
end of a name selected whole, to be mended (a finger has no End nor →). It closes with Hecho, a
tap outside it, or a real key (a keyboard turned up, or the system's own on-screen one): that key
goes on to the screen, as if the keyboard had never been there.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from chapo_game.i18n import _

from .. import onscreen_keys as keys
from ..palette import PANEL, PANEL_EDGE
from ..textfield import FingerTap, TextField
from ..touch import Press
from ..widgets import Button
from .base import Scene
from .keyboard_targets import lit_field

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


class KeyboardScene(Scene):
    """The keys over ``under``, typing into ``field`` (the box ``under`` has lit)."""

    overlay = True

    def __init__(self, app: Any, field: TextField, under: Scene) -> None:
        self.app, self.field, self.under = app, field, under
        self.shift = False
        self.band = pygame.Rect(0, 0, 0, 0)  # the keys' rows
        self.foot = pygame.Rect(0, 0, 0, 0)  # the keyboard's: the band, and a box lifted
        self.lift = 0  # how far up the box typed into is shown (0: in its place)
        self.area: pygame.Rect | None = None  # the box and its label lifted, where drawn
        self.keys = {name: self._button(name) for row in keys.ROWS for name, _w in row if name}
        # the screen's button taking the name, shown on the keys' top when they cover it
        self.taker = under.typed_confirm(field)
        self.confirm: Button | None = None
        if self.taker is not None:
            taker = self.taker
            self.confirm = Button(taker.label, self.take, name="key:confirm", enabled=taker.enabled)
        self.capitals()
        self.resize()

    def _button(self, name: str) -> Button:
        if name in keys.LABELS:
            label = lambda name=name: _(keys.LABELS[name])  # noqa: E731 — the language of now
        else:
            label = lambda name=name: keys.capital(name) if self.shift else name  # noqa: E731
        chosen = (lambda: self.shift) if name == keys.SHIFT else (lambda: name == keys.ENTER)
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
        if name == keys.ENTER:
            enter = pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40
            )
            self.after_keys(lambda: self.under.handle(enter))
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

    def take(self) -> None:
        """The screen's own button pressed, from the copy of it on the keys' top."""
        if self.taker is not None:
            self.after_keys(self.taker.action)

    def after_keys(self, act: Any) -> None:
        """``act`` (Enter, or the button taking the name) done with the keys put away first,
        so a screen it opens (the game, after Empezar) lies over no keyboard; they come back
        only on another box it lit (the second name's): the screen's answer ("the same name
        twice") is seen, not covered by the keys."""
        self.close()
        act()
        field = lit_field(self.under) if self.app.top is self.under else None
        if field is not None and field is not self.field:
            self.app.push(KeyboardScene(self.app, field, self.under))

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.tell_under(None)

    def tell_under(self, top: int | None) -> None:
        """Tell the screen under the keys where their top lies (None: put away), if it lays a
        list out around them (:meth:`.records.RecordsScene.keys_cover`): its rows shown whole
        above them, not one cut in half at their edge."""
        self.under.keys_cover(top)

    # ------------------------------------------------------------------ input
    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            # a real key: a keyboard after all; it types (Esc only puts the keys away)
            self.close()
            if not (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                self.under.handle(ev)
            return
        down = ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1
        up = ev.type == pygame.MOUSEBUTTONUP and ev.button == 1
        if (down or up) and self.shown_box().collidepoint(ev.pos):
            # the box typed into, in its place or lifted: the caret at the end of a name
            # selected whole, to be mended rather than typed again ("Jose" to "José")
            if up:
                self.field.selected = False
                self.capitals()
            return
        if down and not self.foot.collidepoint(ev.pos):
            # a tap on the screen: the keys put away, and the tap the screen's (another box
            # tapped gets them back at once); the screen never moved, what was tapped is there
            self.close()
            self.under.handle(ev)
            return
        for b in self.key_buttons():
            if b.handle(ev):
                return

    def key_buttons(self) -> list[Button]:
        """The keys, and the screen's button taking the name when it is shown on their top."""
        shown = self.confirm is not None and self.confirm.rect.width > 0
        return [*self.keys.values(), *([self.confirm] if shown and self.confirm else [])]

    def update(self) -> None:
        """The screen under it goes on (a search narrowed as it is typed); a box no longer lit,
        or a screen gone, leaves the keys with nothing to type into."""
        self.under.update()
        if self.under not in self.app.scenes or not self.field.focus:
            self.close()

    def moving(self) -> bool:
        return self.under.moving()

    def resize(self) -> None:
        self.band, rects = keys.layout(self.app.size, self.app.fonts.px)
        for name, rect in rects.items():
            self.keys[name].rect = rect
        self.arrange(self.app.size)

    # ------------------------------------------------------------------ drawing
    def shown_box(self) -> pygame.Rect:
        """Where the box typed into is seen: in its place, or lifted onto the keyboard."""
        return self.field.rect.move(0, self.lift)

    def arrange(self, size: tuple[int, int]) -> None:
        """The keyboard's top over its keys: the screen's button taking the name, were it under
        them, at the right end; the box typed into, were it under them or that button, lifted
        onto it at its own x (its label and box as its screen drew them). Only these move —
        moving the whole screen up took the top of the names the records' box finds off the
        screen, on a portrait screen the first twelve."""
        f = self.app.fonts
        pad, box = f.px(ABOVE_KEYS) // 2, self.field.rect
        self.lift, self.foot, self.area = 0, self.band.copy(), None
        right = max(b.rect.right for b in self.keys.values())
        taker, confirm = self.taker, self.confirm
        covered = taker is not None and taker.rect.bottom + pad > self.band.top
        button = pygame.Rect(0, 0, 0, 0)
        if covered and taker is not None:
            button.size = taker.rect.size
        bar = button.height + 2 * pad if covered else 0
        strip_h = bar
        button.bottomright = (right, self.band.top - pad)
        if box.bottom + 2 * pad > self.band.top - bar:
            above = f.line_height(26) + f.px(6)  # its label, or the red "24 characters at most"
            area = pygame.Rect(box.x, box.y - above, box.width, box.height + above)
            self.area = area = area.clip(pygame.Rect((0, 0), size))
            self.lift = self.band.top - pad - area.height - area.top  # the box on the keys
            if not covered or area.right + 2 * pad <= button.left:  # level with the box
                strip_h = max(bar, area.height + 2 * pad)
            else:  # the button above it
                strip_h = bar + area.height + pad
                button.bottom -= area.height + pad
        self.foot.top = self.band.top - strip_h
        self.foot.height = size[1] - self.foot.top
        self.tell_under(self.foot.top)
        if confirm is not None:
            confirm.rect = button

    def draw(self, surf: pygame.Surface) -> None:
        """The keys at the foot, their top (:meth:`arrange`) over them: a box they would cover
        is shown on it — the records' box lies at the foot of its column — and the screen's
        button taking the name, the actions' row or Empezar's under them."""
        f, (w, h) = self.app.fonts, surf.get_size()
        if self.band.size != (w, self.band.height):
            self.resize()
        self.arrange((w, h))
        strip = None
        if self.area is not None:
            strip = surf.subsurface(self.area).copy()
            strip.set_colorkey(strip.get_at((0, 0)))  # the screen's ground, not its colour
        pygame.draw.rect(surf, PANEL, self.foot)
        pygame.draw.line(surf, PANEL_EDGE, self.foot.topleft, self.foot.topright, max(1, f.px(2)))
        if strip is not None and self.area is not None:
            surf.blit(strip, (self.area.x, self.area.y + self.lift))
        key_h = next(iter(self.keys.values())).rect.height
        for name, b in self.keys.items():
            b.hover = Press.at is not None and b.rect.collidepoint(Press.at)  # the key held
            share = WORD_SHARE if name in keys.LABELS else LETTER_SHARE
            b.draw(surf, f, max(1, round(key_h * share / f.unit)))
        if self.confirm is not None and self.confirm.rect.width:
            self.confirm.hover = Press.at is not None and self.confirm.rect.collidepoint(Press.at)
            self.confirm.draw(surf, f, 26)
