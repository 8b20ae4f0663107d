"""The keyboard's light over a screen's buttons (:class:`ButtonFocus`); and Tab's light over a
bar of buttons on a screen whose arrows, Space and Enter aim and strike (practice, the
tutorial): the keyboard's way to the buttons the mouse reaches there."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .touch import moved
from .widgets import FOCUS_STEPS, PRESS_KEYS, TYPING_PRESS, TYPING_STEPS, Button


def pressable(buttons: list[Button]) -> list[int]:
    """The places of the buttons that can be pressed now: enabled, and placed on the screen."""
    return [i for i, b in enumerate(buttons) if b.enabled() and b.rect.width > 0]


@dataclass
class ButtonFocus:
    """The keyboard's place among a screen's buttons, so every screen with buttons can be used
    without a pointer (a club's keyboard, a big screen across the room).

    The arrows and Tab (Shift+Tab back) move it over the buttons that can be pressed, Enter or
    Space presses it, and the pointer moves it to the button under it (off every button, no
    button has it). It is shown as the pointer's hover, so exactly one button is lit and the
    lit one is what Enter presses; the first key lights the top button. ``index`` starts at a
    default choice, or ``None``; a screen where keys also type (a name) narrows ``steps`` and
    ``press`` to keys that type nothing.
    """

    index: int | None = None
    steps: dict[int, int] = field(default_factory=lambda: dict(FOCUS_STEPS))
    press: tuple[int, ...] = PRESS_KEYS
    #: (how many, columns) when the first buttons are a grid filled row by row (a list of
    #: drills in two columns): ↑ ↓ then move within a column — in reading order, the first ↓
    #: went to the button on the right.
    grid: tuple[int, int] | None = None

    def handle(self, ev: pygame.event.Event, buttons: list[Button]) -> bool:
        """Move or press on a key (True: the key was used); follow the pointer (never used up,
        the buttons see it too)."""
        live = pressable(buttons)
        if ev.type == pygame.MOUSEMOTION:
            if moved(ev):  # a window changing mode moves no pointer
                self.index = next((i for i in live if buttons[i].rect.collidepoint(ev.pos)), None)
            return False
        if ev.type != pygame.KEYDOWN or not live:
            return False
        step = self.steps.get(ev.key)
        if step is not None:
            if ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT:
                step = -1
            self.index = self._stepped(ev.key, step, live, buttons)
            self.show(buttons)
            return True
        if ev.key in self.press and self.index in live:
            buttons[self.index].action()
            return True
        return False

    def _stepped(self, key: int, step: int, live: list[int], buttons: list[Button]) -> int:
        """Where the light goes on ``key`` (``step`` buttons on in the keys' order): down or
        up a :attr:`grid`'s column, on from the lit button, on from a button its press greyed,
        or in at the top."""
        down = {pygame.K_DOWN: 1, pygame.K_UP: -1}.get(key)
        to = None if down is None else self.in_column(down, live)
        if to is not None:
            return to
        if self.index in live:
            return live[(live.index(self.index) + step) % len(live)]
        if self.lit(buttons) is not None:  # on from a button its press greyed (Next)
            at = self.index or 0
            ahead = [i for i in live if (i - at) * step > 0] or live  # past the end: round
            return ahead[0] if step > 0 else ahead[-1]
        return live[0]  # the light comes in at the top, whichever way: never first on "Quit"

    def in_column(self, down: int, live: list[int]) -> int | None:
        """With a :attr:`grid`, where ↓ (``down`` 1) or ↑ (-1) goes from a lit button in it:
        the one below or above in its column; past the last row, the first button after the
        grid. ``None``: the keys' order, as on every screen."""
        if self.grid is None or self.index not in live:
            return None
        n, cols = self.grid
        if self.index >= n:
            return None
        to = self.index + down * cols
        if 0 <= to < n:
            return to if to in live else None
        if down > 0:
            return next((i for i in live if i >= n), None)
        return None

    @classmethod
    def beside_typing(cls) -> ButtonFocus:
        """For a screen where a name is typed: only ↑ ↓ and Tab move and Enter presses, keys
        that type nothing (Space and ← → are the text field's)."""
        return cls(steps=dict(TYPING_STEPS), press=TYPING_PRESS)

    def follow(self, lit: Button | None, buttons: list[Button]) -> None:
        """Keep the light on ``lit`` when the screen's buttons change under it (a page of
        names turned by the lit **Next**), not on whatever now has its place."""
        at = next((i for i, b in enumerate(buttons) if b is lit), None)
        if lit is not None and at is not None:
            self.index = at

    def light_first(self, buttons: list[Button]) -> None:
        """The light on the first button that can be pressed (on none if none can), shown."""
        live = pressable(buttons)
        self.index = live[0] if live else None
        self.show(buttons)

    def light_named(self, name: str | None, buttons: list[Button]) -> None:
        """The light on the button named ``name`` (buttons made again each frame, such as the
        score sheet's rows, keep it by name); on none when no button is so named."""
        names = [b.name for b in buttons]
        self.index = names.index(name) if name in names else None

    def lit(self, buttons: list[Button]) -> Button | None:
        """The lit button, pressable or not (a spent Next keeps the light)."""
        ok = self.index is not None and 0 <= self.index < len(buttons)
        return buttons[self.index] if ok else None

    def show(self, buttons: list[Button]) -> None:
        """Light the focused button as the pointer would, and no other."""
        for i, b in enumerate(buttons):
            b.hover = b.keys_light = i == self.index

    def focused(self, buttons: list[Button]) -> Button | None:
        """The lit button, if it can be pressed."""
        lit = self.lit(buttons)
        return lit if lit is not None and lit.enabled() else None


#: Keys that only modify another (Shift comes as a key of its own before Shift+Tab).
MODIFIER_KEYS = frozenset(
    (
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
    )
)


@dataclass
class TabFocus(ButtonFocus):
    """Tab's light over a bar of buttons on a screen where the arrows, Space and Enter aim and
    strike (practice, the tutorial): Tab (Shift+Tab back) lights a button and Enter presses
    it; any other key puts the light out and does what it does there, so Enter strikes again
    once nothing is lit. (The drills, Restore, Keep and Skip step were the mouse's alone.)"""

    steps: dict[int, int] = field(default_factory=lambda: {pygame.K_TAB: 1})
    press: tuple[int, ...] = (pygame.K_RETURN, pygame.K_KP_ENTER)

    def handle(self, ev: pygame.event.Event, buttons: list[Button]) -> bool:
        """The pointer puts the light out and never takes it (it only aims there: a light
        that followed it, or stayed unseen under it, had Enter leave the screen instead of
        striking); so does any key but Tab, Enter and a modifier (Shift before Shift+Tab)."""
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.index = None
            return False
        other = ev.type == pygame.KEYDOWN and ev.key not in (pygame.K_TAB, *self.press)
        if other and ev.key not in MODIFIER_KEYS and self.index is not None:
            self.index = None
            self.show(buttons)
        return super().handle(ev, buttons)
