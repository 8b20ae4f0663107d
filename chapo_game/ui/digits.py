"""Number keys, on the main row or the keypad: the controls page says "1 – 4" and a club's
keyboard may have only the keypad in reach (its 1 did nothing, not even the hint)."""

from __future__ import annotations

import pygame

#: Each number key's digit, 1 to 9: the row above the letters and the keypad's.
DIGITS: dict[int, int] = {
    **{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
    **{getattr(pygame, f"K_KP_{n}"): n for n in range(1, 10)},
}


def digit(key: int) -> int | None:
    """The digit 1–9 a key stands for, or ``None``."""
    return DIGITS.get(key)
