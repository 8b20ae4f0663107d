"""Held arrow keys repeat, as a player expects of any program: the aim turns on while Left
is held, the power climbs while Up is. Only the arrows: Enter or Space held must not strike
again and again, so the window's own key repeat (for every key) stays off. Each repeat says
how long its key had been held when it fell due (``held``, seconds, from this module's clock,
not the frames drawn): the aim turns faster the longer Left or Right is held
(:func:`turn_gain`) — the same for the same presses at the same times, however fast the
window draws.
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
#: Left or Right held longer than this (s) turns the aim a degree more a repeat every
#: :data:`SPEED_UP_EVERY` s, up to :data:`MAX_GAIN` degrees: at a degree a repeat, turning
#: the aim a right angle took 4.8 s held (now 1.7 s); a press, and the first half second held,
#: still turn a degree at a time, for a small correction.
SPEED_UP_AFTER, SPEED_UP_EVERY, MAX_GAIN = 0.5, 0.2, 6


def is_repeat(ev: pygame.event.Event) -> bool:
    """A repeat of a held arrow: what toggles or turns a page ignores it (a held Right
    flipped full screen twelve times a second, and saved the settings each time)."""
    return bool(getattr(ev, "repeat", False))


def turn_gain(ev: pygame.event.Event) -> int:
    """How many of its steps a side arrow's KEYDOWN turns the aim: 1 for a press, growing
    with the time its key had been held for a repeat (:data:`SPEED_UP_AFTER`)."""
    held = float(getattr(ev, "held", 0.0))  # a press, or a KEYDOWN a test makes, has none
    grown = int((held - SPEED_UP_AFTER) / SPEED_UP_EVERY + 1e-9) if held > SPEED_UP_AFTER else 0
    return min(MAX_GAIN, 1 + grown)


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
        self.held: dict[int, tuple[float, float]] = {}  # key: when pressed, next repeat due

    def more(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        now = self.clock()
        for ev in events:
            if ev.type == pygame.KEYDOWN and ev.key in REPEAT_KEYS:
                self.held[ev.key] = (now, now + DELAY)
            elif ev.type == pygame.KEYUP:
                self.held.pop(ev.key, None)
            elif ev.type == pygame.WINDOWFOCUSLOST:
                self.held.clear()  # its KEYUP goes to another window
        out = list(events)
        for key, (pressed, due) in list(self.held.items()):
            if now < due:
                continue
            if not self.down(key):  # released unseen: never a key repeating by itself
                del self.held[key]
                continue
            n = min(MAX_PER_FRAME, int((now - due) / INTERVAL + 1e-9) + 1)
            # what a stall left due beyond that is dropped: no burst after it
            self.held[key] = (pressed, max(due + n * INTERVAL, now))
            mod = pygame.key.get_mods()  # as held now: Shift added mid-hold turns finer
            for i in range(n):  # each held as long as when it fell due, not all as long as now
                held = round(due + i * INTERVAL - pressed, 6)
                out.append(
                    pygame.event.Event(
                        pygame.KEYDOWN, key=key, mod=mod, unicode="", repeat=True, held=held
                    )
                )
        return out
