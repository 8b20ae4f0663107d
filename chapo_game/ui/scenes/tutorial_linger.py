"""The tutorial's passing shot, or its ball in hand put down: its table stays under "Well done.
Next: … Press a key or click to go on." until the learner does so — what fell, where his ball
lies, read at his own pace. (It went on by itself after 1.5 s, under words that asked for a
key: a slow reader lost the table he was reading, and the key he then pressed, as asked, had
to be swallowed in the next step.) Mixed into the tutorial's screen (:mod:`.tutorial`).
"""

from __future__ import annotations

import pygame

from ..focus import MODIFIER_KEYS


class TutorialLinger:
    """Mixed into the tutorial's screen, whose steps it starts."""

    lingering: bool = False  # the table of a passing shot stays, until a key or click

    def start_step(self, again: bool = False) -> None: ...

    def end_linger(self) -> None:
        """No linger: a new step begun (a skip or a start again ends the last shot's too)."""
        self.lingering = False

    def go_on_event(self, ev: pygame.event.Event) -> bool:
        """A key or click going on from a passing shot (True): the next step (or the end). Not
        a modifier alone: Alt+Tab to another window, or Shift+Tab to the step buttons, went on
        at their Alt or Shift, and the table being read was gone."""
        key = ev.type == pygame.KEYDOWN and ev.key not in MODIFIER_KEYS
        if self.lingering and (key or ev.type == pygame.MOUSEBUTTONUP):
            self.start_step()
            return True
        return False
