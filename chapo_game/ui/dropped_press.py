"""The mouse's press SDL drops after one the window never saw let go (:class:`DroppedPress`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame


def sdl_press_stuck() -> bool:
    """Whether SDL counts the mouse's left button down while it is up on the desktop: it
    never saw it let go, and will drop its next press (only that press's release comes)."""
    return pygame.mouse.get_pressed()[0] and not desktop_pressed()


def desktop_pressed() -> bool:
    """Whether the mouse's left button is down now, as the desktop has it (not SDL's count)."""
    return pygame.mouse.get_pressed(desktop=True)[0]


class DroppedPress:
    """A press SDL dropped, put back. The window lost the focus with the button down and
    never saw it let go (outside, over another window): SDL still counted it down, took the
    press that brought the player back for no change and sent its release alone — a release
    of the press the focus took, so the first click on coming back, on Tirar, the spin or
    the table, did nothing (seen under Xvfb with openbox: the power bar dragged, another
    window activated, the button let go over it).

    Whether SDL is so stuck (``stuck``) is asked when the pointer comes back into the window
    or the window gets the focus: a button held all that time and let go now is still the
    old press's, and clicks nothing (:func:`.touch.lost_press`). Stuck, the desktop's button
    is looked at each frame (``pressed``) until the press comes: it is put back where the
    pointer is, so a drag begins where it began (a drag from the table let go over a button
    clicked it, put back at its release); a click within one frame, at its release. Only
    while the pointer is over the window (``inside``, from SDL's enter and leave): a press on
    the title bar or another window, the pointer last seen over Tirar, was put back as a
    press there."""

    def __init__(
        self,
        stuck: Callable[[], bool] = sdl_press_stuck,
        pressed: Callable[[], bool] = desktop_pressed,
    ) -> None:
        self.stuck, self.pressed = stuck, pressed
        #: the mouse's press was let go unseen (the focus lost): SDL may still count it down
        self.release_lost = False
        #: SDL counts the button down while it is up: its next press will not come
        self.dropped = False
        self.at: tuple[int, int] = (0, 0)  # where the mouse's pointer was last seen
        self.inside = True  # the pointer is over the window (SDL's WINDOWENTER / WINDOWLEAVE)

    def put_back(self, events: Sequence[pygame.event.Event]) -> list[pygame.event.Event]:
        """``events`` with the press SDL dropped put back: first, where it has come since the
        last frame; else before its lone release."""
        out: list[pygame.event.Event] = []
        if self.dropped and self.inside and self.pressed():
            self.dropped = False
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.at, button=1))
        for ev in events:
            if self._lone_release(ev):
                out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ev.pos, button=1))
            out.append(ev)
        return out

    def _lone_release(self, ev: pygame.event.Event) -> bool:
        """Whether ``ev`` is the release of a press SDL dropped; the state followed."""
        if ev.type in (pygame.WINDOWENTER, pygame.WINDOWLEAVE):
            self.inside = ev.type == pygame.WINDOWENTER
        if ev.type in (pygame.WINDOWENTER, pygame.WINDOWFOCUSGAINED) and self.release_lost:
            self.release_lost, self.dropped = False, self.stuck()
            return False
        if ev.type == pygame.MOUSEMOTION and not getattr(ev, "touch", False):
            self.at = ev.pos
        pressed = ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if not pressed or getattr(ev, "button", 0) != 1 or getattr(ev, "touch", False):
            return False
        lone = self.dropped and ev.type == pygame.MOUSEBUTTONUP
        self.release_lost = self.dropped = False
        return lone
