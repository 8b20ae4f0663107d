"""Who is playing: two players' names, or one player against the computer at a level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import N_, _

from ..widgets import ACCENT, DIM, Button, TextField, layout_column
from .base import BaseScene
from .game import GameScene


class NamesScene(BaseScene):
    """Two players pick their names; ball 1 and ball 2 are assigned by the lag."""

    def __init__(self, app: Any, on_start: Callable[[list[str]], None] | None = None) -> None:
        super().__init__(app)
        self.fields = [TextField(_("Player 1")), TextField(_("Player 2"))]
        self.fields[0].focus = True
        self.on_start = on_start
        self.buttons = [
            Button(lambda: _("Start"), self.start, name="start"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self.resize()

    def resize(self) -> None:
        w, h = self.app.size
        fh = round(h * 0.07)
        for i, f in enumerate(self.fields):
            f.rect = pygame.Rect(0, 0, round(w * 0.32), fh)
            f.rect.center = (w // 2, round(h * (0.36 + 0.13 * i)))
        layout_column(self.buttons, w // 2, round(h * 0.66), round(w * 0.25), fh, fh // 3)

    def names(self) -> list[str]:
        out = [f.value.strip() for f in self.fields]
        return [n or d for n, d in zip(out, (_("Player 1"), _("Player 2")), strict=True)]

    def start(self) -> None:
        names = self.names()
        if self.on_start is not None:
            self.on_start(names)
            return
        self.app.replace(GameScene(self.app, names=names))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            i = 0 if self.fields[1].focus else 1
            for k, f in enumerate(self.fields):
                f.focus = k == i
            return
        for f in self.fields:
            if f.handle(ev) and ev.type != pygame.MOUSEBUTTONUP:
                return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Who is playing?"), 56, ACCENT, center=(w // 2, round(h * 0.17)))
        for i, fld in enumerate(self.fields):
            f.draw(
                surf,
                _("Player {n}").format(n=i + 1),
                26,
                DIM,
                bottomleft=(fld.rect.x, fld.rect.y - 4),
            )
            fld.draw(surf, f)
        f.draw(
            surf,
            _("The lag decides who plays ball 1 and who breaks."),
            24,
            DIM,
            center=(w // 2, round(h * 0.58)),
        )
        super().draw(surf)


#: The computer's levels as a player knows them (chapo_game.ai.levels names them the same).
LEVEL_NAMES: dict[int, str] = {1: N_("aficionado"), 2: N_("club player"), 3: N_("master")}


class ComputerSetupScene(BaseScene):
    """Against the computer: the player's name, the computer's level, and the player's side
    (who lags first, i.e. which seat)."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.level = 2
        self.seat = 0
        self.field = TextField(_("Player 1"))
        self.buttons = [
            Button(
                lambda: _("Level {n}: {name}").format(
                    n=self.level, name=_(LEVEL_NAMES[self.level])
                ),
                self.next_level,
                name="level",
            ),
            Button(
                lambda: _("You lag first") if self.seat == 0 else _("Computer lags first"),
                self.toggle_seat,
                name="seat",
            ),
            Button(lambda: _("Start"), self.start, name="start"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self.resize()

    def resize(self) -> None:
        w, h = self.app.size
        fh = round(h * 0.07)
        self.field.rect = pygame.Rect(0, 0, round(w * 0.32), fh)
        self.field.rect.center = (w // 2, round(h * 0.32))
        layout_column(self.buttons, w // 2, round(h * 0.44), round(w * 0.32), fh, fh // 3)

    def next_level(self) -> None:
        self.level = self.level % 3 + 1

    def toggle_seat(self) -> None:
        self.seat = 1 - self.seat

    def start(self) -> None:
        name = self.field.value.strip() or _("Player 1")
        names = [name, _("Computer")] if self.seat == 0 else [_("Computer"), name]
        computers = {1 - self.seat: self.level}
        self.app.replace(GameScene(self.app, names=names, computers=computers))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.field.handle(ev) and ev.type != pygame.MOUSEBUTTONUP:
            return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Against the computer"), 56, ACCENT, center=(w // 2, round(h * 0.14)))
        f.draw(surf, _("Your name"), 26, DIM, bottomleft=(self.field.rect.x, self.field.rect.y - 4))
        self.field.draw(surf, f)
        f.draw(
            surf,
            _("The lag decides who plays ball 1 and who breaks."),
            24,
            DIM,
            center=(w // 2, round(h * 0.9)),
        )
        super().draw(surf)
