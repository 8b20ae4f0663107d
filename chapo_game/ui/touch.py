"""Touch screens: a finger acts as the mouse's left button. And where that button went down:
a button acts on a release only over the place it was pressed on."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Protocol

import pygame

from .dropped_press import DroppedPress


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


#: A tap target's least height (px at the 1280×720 scale, :meth:`.fonts.Fonts.px`): 9 mm, a
#: finger's, at 1920×1080 on a 24" screen (34 px) — a row of small text is less (31 px there).
FINGER = 23


def finger_room(rect: pygame.Rect, px: Callable[[float], int]) -> pygame.Rect:
    """``rect`` grown about its middle to a finger's height (:data:`FINGER`, ``px`` the
    window's scale) where it is less: a line of text that is tapped, not a button (the
    records' "more" lines were 24 px high at 1920×1080)."""
    return rect.inflate(0, max(0, px(FINGER) - rect.height))


#: How far (px) the pointer must move from where it was let go for the aim to take it: a
#: hand's slip on the mouse is a few pixels, whatever the window's size; an aim is more.
REST_REACH = 24


class Rest:
    """Where the left button was last let go, while the pointer has stayed within
    :data:`REST_REACH` of it since. A cue offered there (the lag after Revancha or Empezar, a
    resumed encuentro, practice, the pause's Reanudar, the next turn after a pull) does not
    follow the pointer until it moves clear: a pointer left where a button was is no aim,
    yet its first stir swung the lag's straight cue to a diagonal. The aim's own click on the
    table ends the rest (a click there aims at the pointer at once)."""

    at: tuple[int, int] | None = None

    @classmethod
    def holds(cls, pos: tuple[int, int]) -> bool:
        """Whether a pointer at ``pos`` is still resting where it was let go."""
        return cls.at is not None and math.dist(pos, cls.at) <= REST_REACH


class Holding(Protocol):
    """A screen, as a press it lost concerns it (:meth:`.scenes.base.Scene.covered`; this
    module is below the screens, which import it)."""

    def covered(self) -> None: ...


def lost_press(scene: Holding | None) -> None:
    """The finger (or mouse button) that held the pointer is gone unseen: what ``scene`` held
    from it is let go, as when a screen opens over it (a pull left half pulled kept its half
    power), and its press forgotten: a release over a button is no click there."""
    Press.forget()
    if scene is not None:
        scene.covered()


def began_on(rect: pygame.Rect) -> bool:
    """Whether the release now being handled ends a press that began on ``rect`` (True when no
    press was seen: an event made by a test, or a press the window did not have)."""
    return Press.at is None or bool(rect.collidepoint(Press.at))


@contextmanager
def pressing(ev: pygame.event.Event) -> Iterator[bool]:
    """Around the handling of ``ev``: a press is remembered, and forgotten once its release
    has been handled; the release's place is the pointer's :class:`Rest` till it moves clear.
    Yields whether ``ev`` goes to the screen at all: a release whose press
    began under another screen (:meth:`Press.stale`) goes to none — a tap on no screen, which
    left the demo when a hold on its hurry button outlasted the replay that opened over it."""
    if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
        Press.at = ev.pos
    elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
        Rest.at = ev.pos
    elif ev.type == pygame.MOUSEMOTION and not Rest.holds(ev.pos):
        Rest.at = None
    try:
        yield not (ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and Press.stale())
    finally:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            Press.at = None


def touch_to_mouse(ev: pygame.event.Event, size: tuple[int, int]) -> pygame.event.Event | None:
    """Touch gestures act like the mouse (SDL's own synthetic mouse events from touch are
    dropped so nothing happens twice)."""
    if ev.type in MOUSE_EVENTS and getattr(ev, "touch", False):
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
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def finger_of(ev: pygame.event.Event) -> tuple[int, int]:
    """Which finger an event is of: its screen and its finger there."""
    return (getattr(ev, "touch_id", 0), getattr(ev, "finger_id", 0))


#: A held finger with no event for this long (s) is let go at the next press of another
#: finger or the mouse, which is itself not taken (a palm landing on a pull held still only
#: ends it): a lift the window never gets (a system gesture took the touch; Wayland drops its
#: cancel) would otherwise leave every other finger and the mouse unseen for good. Longer
#: while SDL still counts the finger down; a finger SDL no longer counts gives way at once.
STALE_S = 3.0
STALE_COUNTED_S = 20.0


def sdl_finger_down(finger: tuple[int, int]) -> bool | None:
    """Whether SDL still counts ``finger`` as down (``None``: it cannot say — no such touch
    device, as for a test's events, or an older pygame)."""
    try:
        from pygame._sdl2 import touch

        device, fid = finger
        if device not in {touch.get_device(i) for i in range(touch.get_num_devices())}:
            return None
    except (ImportError, AttributeError, pygame.error):
        return None
    try:
        count = touch.get_num_fingers(device)
    except pygame.error:  # pygame-ce says "no fingers" by raising
        return False
    fingers = (touch.get_finger(device, i) for i in range(count))
    return any(f is not None and f.get("id") == fid for f in fingers)


class OnePointer:
    """One pointer at a time: the first finger down, or the mouse's held left button, is the
    pointer until it is lifted; any other finger, or the mouse meanwhile, is not seen. Each
    finger had been the mouse's one button: a friend's finger put down on the table while a
    player pulled back swung the cue to it and fired a full-power shot, and a resting hand
    lifted after a tap on Pausa clicked "Salir al menú" under it. A held finger SDL no longer
    counts, or still for :data:`STALE_S`, gives way (``on_lost`` is told: what it held is let
    go, as when a screen opens over it)."""

    def __init__(
        self,
        on_lost: Callable[[], None] = lambda: None,
        clock: Callable[[], float] = time.monotonic,
        still_down: Callable[[tuple[int, int]], bool | None] = sdl_finger_down,
    ) -> None:
        self.finger: tuple[int, int] | None = None  # the finger that is the pointer
        self.finger_seen = 0.0  # when it last moved (``clock``)
        self.mouse_held = False  # the mouse's left button is down: it is the pointer
        #: the pointer's last input was a finger's, not the mouse's: the hints speak of the
        #: finger (they told a touch screen's player to aim "con el ratón")
        self.by_finger = False
        self.on_lost, self.clock, self.still_down = on_lost, clock, still_down
        self.dropped = DroppedPress()  # the mouse's press SDL drops after one let go unseen
        #: the batch of events being read: a lift of the held finger in it is not lost (SDL
        #: already counts the finger up while its FINGERUP waits behind another's press; one
        #: read before would have freed the pointer already)
        self.batch: Sequence[pygame.event.Event] = ()

    def let_go(self) -> None:
        """Nothing held any more (the window lost the focus: a lift it never sees)."""
        if self.finger is not None or self.mouse_held:
            self.dropped.release_lost = self.mouse_held
            self.finger, self.mouse_held = None, False
            self.on_lost()

    def to_mouse(self, ev: pygame.event.Event, size: tuple[int, int]) -> pygame.event.Event | None:
        """``ev`` as the screens take it (:func:`touch_to_mouse`), or ``None``: not the pointer."""
        if ev.type in FINGER_EVENTS:
            if not self._finger_is_pointer(ev):
                return None
            self.by_finger = True
        elif ev.type in MOUSE_EVENTS and not getattr(ev, "touch", False):
            if self.finger is not None and self._held_finger(ev) != GONE:
                return None  # a bumped mouse while a finger pulls back
            if getattr(ev, "button", 0) == 1:
                self.mouse_held = ev.type == pygame.MOUSEBUTTONDOWN
            if ev.type != pygame.MOUSEMOTION or moved(ev):  # not a window's change of mode
                self.by_finger = False
        return touch_to_mouse(ev, size)

    def read(self, events: Sequence[pygame.event.Event]) -> list[pygame.event.Event]:
        """The batch of events as the window takes it (kept as :attr:`batch`): a press SDL
        dropped put back (:class:`.dropped_press.DroppedPress`)."""
        self.batch = self.dropped.put_back(events)
        return self.batch

    def _held_finger(self, ev: pygame.event.Event) -> str:
        """What ``ev``, another finger's or the mouse's, finds of the finger holding the
        pointer: :data:`HELD`; or, on a press, :data:`GONE` — SDL no longer counts it (its lift
        not in this batch): it is let go and the press is the pointer — or :data:`STALE` —
        still too long: it is let go, and the press taken by nothing (a palm on a pull held
        still ends it, and aims nowhere)."""
        if ev.type not in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) or self.finger is None:
            return HELD
        if any(e.type == pygame.FINGERUP and finger_of(e) == self.finger for e in self.batch):
            return HELD
        down = self.still_down(self.finger)
        if down is False:
            self.let_go()
            return GONE
        if self.clock() - self.finger_seen >= (STALE_COUNTED_S if down else STALE_S):
            self.let_go()
            return STALE
        return HELD

    def _finger_is_pointer(self, ev: pygame.event.Event) -> bool:
        which = finger_of(ev)
        if ev.type == pygame.FINGERDOWN:
            if self.finger is not None and self._held_finger(ev) != GONE:
                return False
            if self.mouse_held:
                return False
            self.finger, self.finger_seen = which, self.clock()
            return True
        if which != self.finger:
            return False
        self.finger_seen = self.clock()
        if ev.type == pygame.FINGERUP:
            self.finger = None
        return True


#: What another press finds of the finger holding the pointer (:meth:`OnePointer._held_finger`).
HELD, GONE, STALE = "held", "gone", "stale"


def window_moved_nothing(ev: pygame.event.Event) -> bool:
    """A pointer motion that a window changing mode (F11, back from fullscreen) sends with no
    pointer moved: the mouse's, at rel 0, 0 — a finger's motions all come at rel 0, 0 (they
    are moves). Taken as a move, it put out a choice the keys had lit (Enter still took it)
    and sent a ball in hand the keys had moved back to the offered place."""
    return ev.type == pygame.MOUSEMOTION and not moved(ev) and not getattr(ev, "finger", False)


def moved(ev: pygame.event.Event) -> bool:
    """A pointer motion that moved the pointer: a window changing mode (F11) sends one that
    moved nothing (rel 0, 0), the window gone under a resting pointer — taken, it put out the
    keys' light, and turned a shot aimed with the keys onto the pointer."""
    return getattr(ev, "rel", None) != (0, 0)


def aiming(ev: pygame.event.Event) -> bool:
    """A pointer motion the cue may follow: it moved (:func:`moved`), clear of :class:`Rest`."""
    return moved(ev) and not Rest.holds(ev.pos)
