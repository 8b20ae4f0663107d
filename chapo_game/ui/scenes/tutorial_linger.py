"""The tutorial's passing shot, or its ball in hand put down: its table stays a moment under
"Well done. Next: … Press a key or click to go on.", then the next step comes by itself. A
reader's click or key, asked for by those words, often comes just after that: it is still the
go-on, not the next step's first aim (it fixed step 3's aim where the player had clicked, or
struck with Space). Mixed into the tutorial's screen (:mod:`.tutorial`).
"""

from __future__ import annotations

from typing import Any

import pygame

from ..touch import Press

#: Frames (1.5 s) the table of a passing shot stays, its message over it: what fell is seen
#: before the next step's position (it went straight on, unseen).
LINGER_FRAMES = 90

#: Frames (1.5 s) after the next step came by itself in which a press or key is the late
#: answer to "click to go on", used for nothing else.
LATE_FRAMES = 90


class TutorialLinger:
    """Mixed into the tutorial's screen, whose steps it starts."""

    app: Any
    animating: bool
    lingering: float = 0.0  # frames the table of a passing shot stays before the next step
    late: float = 0.0  # frames a press or key still answers the go-on, the next step shown
    late_press: bool = False  # a late go-on's press: its release is the go-on's too

    def start_step(self, again: bool = False) -> None: ...

    def end_linger(self) -> None:
        """No linger nor late go-on: a new step begun (a skip or a start again ends the last
        shot's linger too)."""
        self.lingering = self.late = 0.0
        self.late_press = False

    def update_linger(self) -> None:
        """Counted in time, as a shot is (Pacer): the next step (or the end) once the passing
        shot was seen."""
        if self.animating:
            return
        behind = self.app.pacer.behind
        if self.lingering > 0:
            self.lingering -= behind
            if self.lingering <= 0:
                Press.forget()  # a press held meanwhile is no click on what it brings
                self.start_step()
                self.late = LATE_FRAMES
        elif self.late > 0:
            self.late -= behind

    def go_on_event(self, ev: pygame.event.Event) -> bool:
        """A key or click going on from a passing shot (True): at once while its table stays,
        and, just after the next step came by itself, the late one that does nothing there (its
        release neither: it put the ball in hand down)."""
        if self.lingering and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.start_step()
            return True
        if self.late_press and ev.type == pygame.MOUSEBUTTONUP:
            self.late_press = False
            return True
        if self.late > 0 and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.late, self.late_press = 0.0, ev.type == pygame.MOUSEBUTTONDOWN
            return True
        return False
