"""Tab's light over a bar of buttons on a screen whose arrows, Space and Enter aim and strike
(practice, the tutorial): the keyboard's way to the buttons the mouse reaches there."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .widgets import Button, ButtonFocus

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
