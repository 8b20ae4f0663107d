"""Practice's keys: Esc, the keys of the buttons on top (E R U T, Ctrl+Z) and of the balls
(1 2 3) — one place, out of the screen's event handling, which grew branch by branch."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.table import BALL_IDS

from ..digits import digit
from .pause import PauseScene


class PracticeKeys:
    """The practice screen's own keys (mixed into :class:`~.practice.PracticeScene`)."""

    app: Any
    animating: bool
    edit: bool
    toggle_edit: Any
    repeat: Any
    undo: Any
    toggle_trace: Any
    select_ball: Any

    def key_event(self, ev: pygame.event.Event) -> bool:
        """Esc, and the keys of the buttons on top (E R U T, Ctrl+Z) and of the balls (1 2 3)."""
        if ev.key == pygame.K_ESCAPE:
            self.app.push(PauseScene(self.app))
            return True
        if self.animating:
            return True
        keymap = {
            pygame.K_e: self.toggle_edit,
            pygame.K_r: self.repeat,
            pygame.K_u: self.undo,
            pygame.K_t: self.toggle_trace,
        }
        if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
            keymap[ev.key] = self.undo  # Ctrl+Z as U
        if ev.key in keymap:
            keymap[ev.key]()
            return True
        if (n := digit(ev.key)) in (1, 2, 3) and not self.edit:
            self.select_ball(BALL_IDS[n - 1])  # editing: the ball's to move
            return True
        return False
