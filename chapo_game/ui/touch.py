"""Touch screens: a finger acts as the mouse's left button. And where that button went down:
a button acts on a release only over the place it was pressed on."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame


class Press:
    """Where the left button (or a finger) is down, set by the window for every event: a drag
    begun on the table and let go over "Menú" left practice, every edit lost."""

    at: tuple[int, int] | None = None

    #: Where a press is said to have been once a screen opened over it: on no button.
    FORGOTTEN = (-(10**6), -(10**6))

    @classmethod
    def forget(cls) -> None:
        """A screen opened (or replaced) while the button is held: its release is no click on
        the new screen's buttons, wherever the press was (held on the table, Esc, and let go
        without moving, it pressed the pause menu's "Salir al menú" under it)."""
        if cls.at is not None:
            cls.at = cls.FORGOTTEN

    @classmethod
    def stale(cls) -> bool:
        """The release now being handled ends a press made under another screen."""
        return cls.at == cls.FORGOTTEN


def began_on(rect: pygame.Rect) -> bool:
    """Whether the release now being handled ends a press that began on ``rect`` (True when no
    press was seen: an event made by a test, or a press the window did not have)."""
    return Press.at is None or bool(rect.collidepoint(Press.at))


@contextmanager
def pressing(ev: pygame.event.Event) -> Iterator[bool]:
    """Around the handling of ``ev``: a press is remembered, and forgotten once its release
    has been handled. Yields whether ``ev`` goes to the screen at all: a release whose press
    began under another screen (:meth:`Press.stale`) goes to none — a tap on no screen, which
    left the demo when a hold on its hurry button outlasted the replay that opened over it."""
    if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
        Press.at = ev.pos
    try:
        yield not (ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and Press.stale())
    finally:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            Press.at = None


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


def moved(ev: pygame.event.Event) -> bool:
    """A pointer motion that moved the pointer: a window changing mode (F11) sends one that
    moved nothing (rel 0, 0), the window gone under a resting pointer — taken, it put out the
    keys' light, and turned a shot aimed with the keys onto the pointer."""
    return getattr(ev, "rel", None) != (0, 0)
