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
    if ev.type in FINGER_EVENTS:
        pos = (round(ev.x * size[0]), round(ev.y * size[1]))
        if ev.type == pygame.FINGERDOWN:
            return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, finger=True)
        if ev.type == pygame.FINGERUP:
            return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, finger=True)
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), finger=True
        )
    return ev


FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)


def finger_of(ev: pygame.event.Event) -> tuple[int, int]:
    """Which finger an event is of: its screen and its finger there."""
    return (getattr(ev, "touch_id", 0), getattr(ev, "finger_id", 0))


class OnePointer:
    """One pointer at a time: the first finger down, or the mouse's held left button, is the
    pointer until it is lifted; any other finger, or the mouse meanwhile, is not seen. Each
    finger had been the mouse's one button: a friend's finger put down on the table while a
    player pulled back swung the cue to it and fired a full-power shot, and a resting hand
    lifted after a tap on Pausa clicked "Salir al menú" under it."""

    def __init__(self) -> None:
        self.finger: tuple[int, int] | None = None  # the finger that is the pointer
        self.mouse_held = False  # the mouse's left button is down: it is the pointer

    def let_go(self) -> None:
        """Nothing held any more (the window lost the focus: a lift it never saw)."""
        self.finger, self.mouse_held = None, False

    def to_mouse(self, ev: pygame.event.Event, size: tuple[int, int]) -> pygame.event.Event | None:
        """``ev`` as the screens take it (:func:`touch_to_mouse`), or ``None``: not the pointer."""
        if ev.type in FINGER_EVENTS:
            if not self._finger_is_pointer(ev):
                return None
        elif ev.type in MOUSE_EVENTS and not getattr(ev, "touch", False):
            if self.finger is not None:
                return None  # a bumped mouse while a finger pulls back
            if getattr(ev, "button", 0) == 1:
                self.mouse_held = ev.type == pygame.MOUSEBUTTONDOWN
        return touch_to_mouse(ev, size)

    def _finger_is_pointer(self, ev: pygame.event.Event) -> bool:
        which = finger_of(ev)
        if ev.type == pygame.FINGERDOWN:
            if self.finger is not None or self.mouse_held:
                return False
            self.finger = which
            return True
        if which != self.finger:
            return False
        if ev.type == pygame.FINGERUP:
            self.finger = None
        return True


MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def moved(ev: pygame.event.Event) -> bool:
    """A pointer motion that moved the pointer: a window changing mode (F11) sends one that
    moved nothing (rel 0, 0), the window gone under a resting pointer — taken, it put out the
    keys' light, and turned a shot aimed with the keys onto the pointer."""
    return getattr(ev, "rel", None) != (0, 0)
