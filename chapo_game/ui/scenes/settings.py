"""The settings screen: each row cycles its value; saved at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.settings import BALL1_POCKET_VALUES, ENCUENTRO_LENGTHS, LANGUAGES, TARGETS

from ..widgets import ACCENT, Button, layout_column
from .base import BaseScene


def _next_volume(v: float, step: int) -> float:
    """Volume in tenths, wrapping from 100 % to 0 % and back."""
    return ((round(v * 10) + step) % 11) / 10


def _cycle(values: tuple, current: Any, step: int = 1) -> Any:
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


class SettingsScene(BaseScene):
    """Each row cycles its value on click (left/right arrows on the keyboard); saved at once."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        yes_no = lambda v: _("on") if v else _("off")  # noqa: E731
        self.rows: list[tuple[str, Callable[[], str], Callable[[int], None]]] = [
            (
                "language",
                lambda: _("Language: {v}").format(
                    v={"es": "Español", "en": "English"}[app.settings.language]
                ),
                lambda d: self.set(language=_cycle(LANGUAGES, app.settings.language, d)),
            ),
            (
                "target",
                lambda: _("Partida to {n} points").format(n=app.settings.target),
                lambda d: self.set(target=_cycle(TARGETS, app.settings.target, d)),
            ),
            (
                "encuentro",
                lambda: _("Encuentro: best of {n}").format(n=app.settings.encuentro_length),
                lambda d: self.set(
                    encuentro_length=_cycle(ENCUENTRO_LENGTHS, app.settings.encuentro_length, d)
                ),
            ),
            (
                "ball1",
                lambda: _("Ball 1 pocketed: {n} points").format(n=app.settings.ball1_pocket_value),
                lambda d: self.set(
                    ball1_pocket_value=_cycle(
                        BALL1_POCKET_VALUES, app.settings.ball1_pocket_value, d
                    )
                ),
            ),
            (
                "guide",
                lambda: _("Aiming guide: {v}").format(v=yes_no(app.settings.aiming_guide)),
                lambda d: self.set(aiming_guide=not app.settings.aiming_guide),
            ),
            (
                "match_guides",
                lambda: _("Guides in matches: {v}").format(v=yes_no(app.settings.match_guides)),
                lambda d: self.set(match_guides=not app.settings.match_guides),
            ),
            (
                "volume",
                lambda: _("Volume: {n}%").format(n=round(app.settings.volume * 100)),
                lambda d: self.set(volume=_next_volume(app.settings.volume, d)),
            ),
            (
                "mute",
                lambda: _("Sound: {v}").format(v=yes_no(not app.settings.muted)),
                lambda d: self.set(muted=not app.settings.muted),
            ),
            (
                "fullscreen",
                lambda: _("Fullscreen: {v}").format(v=yes_no(app.settings.fullscreen)),
                lambda d: self.set(fullscreen=not app.settings.fullscreen),
            ),
        ]
        self.selected = 0
        self.buttons = [
            Button(label, (lambda fn=fn: fn(1)), name=name) for name, label, fn in self.rows
        ]
        self.buttons.append(Button(lambda: _("Back"), app.pop, name="back"))
        self.resize()

    def set(self, **changes: Any) -> None:
        self.app.apply_settings(self.app.settings.with_(**changes))

    def resize(self) -> None:
        w, h = self.app.size
        bh = round(h * 0.06)
        layout_column(self.buttons, w // 2, round(h * 0.2), round(w * 0.4), bh, bh // 4)

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if ev.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected = (self.selected + (1 if ev.key == pygame.K_DOWN else -1)) % len(
                    self.rows
                )
                return
            if ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN):
                self.rows[self.selected][2](-1 if ev.key == pygame.K_LEFT else 1)
                return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        self.app.fonts.draw(surf, _("Settings"), 56, ACCENT, center=(w // 2, round(h * 0.1)))
        for i, b in enumerate(self.buttons):
            b.hover = b.hover or i == self.selected
            b.draw(surf, self.app.fonts, 28)
            b.hover = False if i == self.selected else b.hover
