"""The main menu, over the table at its starting position."""

from __future__ import annotations

import importlib.util
from typing import Any

import pygame

from chapo_game import record
from chapo_game.i18n import _
from chapo_game.position import Position
from chapo_game.table import get_table

from ..draw.balls import BallDraw
from ..draw.pins import PinDraw
from ..draw.view import TableView
from ..widgets import ACCENT, BAD, TEXT, Button, dim, layout_column
from .base import BaseScene
from .demo import DemoScene
from .game import GameScene
from .players import ComputerSetupScene, NamesScene
from .practice import PracticeScene
from .rules_screen import RulesScene
from .settings import SettingsScene


def ai_available() -> bool:
    """The computer player exists once ``chapo_game.ai.player`` (ComputerPlayer) is built."""
    try:
        return importlib.util.find_spec("chapo_game.ai.player") is not None
    except ModuleNotFoundError:
        return False


class Backdrop:
    """The table at its starting position, dimmed, behind the menus."""

    def __init__(self) -> None:
        self._cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def draw(self, surf: pygame.Surface) -> None:
        size = surf.get_size()
        if self._cache is None or self._cache[0] != size:
            t = get_table()
            img = pygame.Surface(size)
            img.fill((16, 20, 26))
            view = TableView(t, pygame.Rect(0, 0, *size).inflate(-size[0] // 10, -size[1] // 10))
            img.blit(view.static_surface(), view.outer.topleft)
            pos = Position.initial(t, {"1": (t.width * 0.3, t.length * 0.12)})
            for pid, p in pos.pins.items():
                view.draw_pin(img, pid, PinDraw(p.xy, p.standing))
            for bid, xy in pos.on_table().items():
                view.draw_ball(img, bid, BallDraw(xy))
            dim(img, 165)
            self._cache = (size, img)
        surf.blit(self._cache[1], (0, 0))


class MenuScene(BaseScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.backdrop = Backdrop()
        self.buttons = [
            Button(
                lambda: _("Resume saved encuentro"),
                self.resume,
                name="resume",
                enabled=record.exists,
            ),
            Button(lambda: _("Two players"), self.two_players, name="two_players"),
            Button(lambda: _("Practice"), self.practice, name="practice"),
            Button(
                lambda: _("Against the computer"),
                self.vs_computer,
                name="vs_computer",
                enabled=ai_available,
            ),
            Button(lambda: _("Demo"), self.demo, name="demo"),
            Button(lambda: _("Settings"), self.settings, name="settings"),
            Button(lambda: _("Rules"), self.rules, name="rules"),
            Button(lambda: _("Quit"), app.quit, name="quit"),
        ]
        self.resize()

    def resize(self) -> None:
        w, h = self.app.size
        bh = round(h * 0.065)
        layout_column(self.buttons, w // 2, round(h * 0.27), round(w * 0.3), bh, round(bh * 0.25))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        self.backdrop.draw(surf)
        w, h = surf.get_size()
        f = self.app.fonts
        title = f.text("Chapó", 110, ACCENT)
        surf.blit(title, title.get_rect(center=(w // 2, round(h * 0.12))))
        sub = f.text(_("Spanish pin billiards (billar de palos)"), 30, TEXT)
        surf.blit(sub, sub.get_rect(center=(w // 2, round(h * 0.2))))
        super().draw(surf)
        if self.app.message:
            msg = f.text(self.app.message, 24, BAD)
            surf.blit(msg, msg.get_rect(center=(w // 2, round(h * 0.95))))

    # actions
    def resume(self) -> None:
        scene = GameScene.resume(self.app)
        if scene is not None:
            self.app.push(scene)

    def two_players(self) -> None:
        self.app.push(NamesScene(self.app))

    def practice(self) -> None:
        self.app.push(PracticeScene(self.app))

    def vs_computer(self) -> None:
        self.app.push(ComputerSetupScene(self.app))

    def demo(self) -> None:
        self.app.push(DemoScene(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        self.app.push(RulesScene(self.app))
