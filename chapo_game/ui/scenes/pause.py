"""The pause overlay (Esc during a game or practice)."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.settings import MatchSettings

from ..widgets import ACCENT, Button, dim, layout_column, panel
from .base import BaseScene
from .rules_screen import RulesScene
from .settings import SettingsScene


class PauseScene(BaseScene):
    """Esc during a game: resume, rules, quit to menu (the game is saved after every shot).
    ``playing``: the rules of the encuentro on the table, for the settings screen to name."""

    overlay = True
    keys_move_focus = True
    closes_on_escape = True

    def __init__(self, app: Any, playing: MatchSettings | None = None) -> None:
        super().__init__(app)
        self.buttons = [
            Button(lambda: _("Resume"), app.pop, name="resume"),
            Button(lambda: _("Rules"), self.rules, name="rules"),
            Button(
                lambda: _("Settings"),
                lambda: app.push(SettingsScene(app, playing)),
                name="settings",
            ),
            Button(lambda: _("Quit to menu"), app.to_menu, name="quit_to_menu"),
        ]
        self.resize()

    def rules(self) -> None:
        self.app.push(RulesScene(self.app))

    def resize(self) -> None:
        w, h = self.app.size
        bh = round(h * 0.07)
        layout_column(self.buttons, w // 2, round(h * 0.36), round(w * 0.26), bh, bh // 3)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, 150)
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, round(w * 0.34), round(h * 0.62))
        box.center = (w // 2, round(h * 0.5))
        panel(surf, box)
        self.app.fonts.draw(surf, _("Paused"), 56, ACCENT, center=(w // 2, box.y + round(h * 0.07)))
        super().draw(surf)
