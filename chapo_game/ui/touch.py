"""Touch screens: a finger acts as the mouse's left button."""

from __future__ import annotations

import pygame


def touch_to_mouse(ev: pygame.event.Event, size: tuple[int, int]) -> pygame.event.Event | None:
    """Touch gestures act like the mouse (SDL's own synthetic mouse events from touch are
    dropped so nothing happens twice)."""
    if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(
        ev, "touch", False
    ):
        return None
    if ev.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
        pos = (round(ev.x * size[0]), round(ev.y * size[1]))
        if ev.type == pygame.FINGERDOWN:
            return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, finger=True)
        if ev.type == pygame.FINGERUP:
            return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, finger=True)
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), finger=True
        )
    return ev
