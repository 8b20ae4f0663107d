"""Held arrow keys repeat, as a player expects of any program: the aim turns on while Left
is held, the power climbs while Up is. Only the arrows: Enter or Space held must not strike
again and again, so the window's own key repeat (for every key) stays off.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

#: The keys that repeat while held.
REPEAT_KEYS = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
#: Seconds before the first repeat (a tap never repeats) and between repeats.
DELAY, INTERVAL = 0.4, 0.05
#: The most repeats one frame adds (a fifth of a second's): a slow machine's frames of 100 ms
#: get the two each that are due — at one a frame, Left held on a club's old PC drawing 10
#: frames a second turned the aim half as fast — but after a longer stall (a window dragged)
#: the aim does not jump.
MAX_PER_FRAME = 4


def is_repeat(ev: pygame.event.Event) -> bool:
    """A repeat of a held arrow: what toggles or turns a page ignores it (a held Right
    flipped full screen twelve times a second, and saved the settings each time)."""
    return bool(getattr(ev, "repeat", False))


class ArrowRepeat:
    """Adds a KEYDOWN for each repeat of a held arrow that is due (at most
    :data:`MAX_PER_FRAME` a frame)."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        down: Callable[[int], bool] | None = None,
    ) -> None:
        self.clock = clock
        self.down = down or (lambda key: bool(pygame.key.get_pressed()[key]))
        self.held: dict[int, tuple[float, pygame.event.Event]] = {}

    def more(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        now = self.clock()
        for ev in events:
            if ev.type == pygame.KEYDOWN and ev.key in REPEAT_KEYS:
                self.held[ev.key] = (now + DELAY, ev)
            elif ev.type == pygame.KEYUP:
                self.held.pop(ev.key, None)
            elif ev.type == pygame.WINDOWFOCUSLOST:
                self.held.clear()  # its KEYUP goes to another window
        out = list(events)
        for key, (due, ev) in list(self.held.items()):
            if now < due:
                continue
            if not self.down(key):  # released unseen: never a key repeating by itself
                del self.held[key]
                continue
            n = min(MAX_PER_FRAME, int((now - due) / INTERVAL + 1e-9) + 1)
            # what a stall left due beyond that is dropped: no burst after it
            self.held[key] = (max(due + n * INTERVAL, now), ev)
            mod = pygame.key.get_mods()  # as held now: Shift added mid-hold turns finer
            for _ in range(n):
                out.append(
                    pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", repeat=True)
                )
        return out
