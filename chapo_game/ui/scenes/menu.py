"""Menus: the main menu, player names, settings, the pause overlay and the computer's level."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import pygame

from chapo_game import record
from chapo_game.i18n import N_, _
from chapo_game.position import Position
from chapo_game.settings import BALL1_POCKET_VALUES, ENCUENTRO_LENGTHS, LANGUAGES, TARGETS
from chapo_game.table import get_table

from ..draw.view import BallDraw, PinDraw, TableView
from ..widgets import ACCENT, BAD, DIM, TEXT, Button, dim, layout_column, panel


def ai_available() -> bool:
    """The computer player exists once ``chapo_game.ai.player`` (ComputerPlayer) is built."""
    try:
        return importlib.util.find_spec("chapo_game.ai.player") is not None
    except ModuleNotFoundError:
        return False


class BaseScene:
    overlay = False

    def __init__(self, app: Any) -> None:
        self.app = app
        self.buttons: list[Button] = []

    def handle(self, ev: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(ev):
                return

    def update(self) -> None:
        pass

    def resize(self) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surf, self.app.fonts)

    def button(self, name: str) -> Button:
        """The button named ``name`` (tests click it by name)."""
        for b in self.buttons:
            if b.name == name:
                return b
        raise KeyError(name)


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
        from .game import GameScene

        scene = GameScene.resume(self.app)
        if scene is not None:
            self.app.push(scene)

    def two_players(self) -> None:
        self.app.push(NamesScene(self.app))

    def practice(self) -> None:
        from .practice import PracticeScene

        self.app.push(PracticeScene(self.app))

    def vs_computer(self) -> None:
        self.app.push(ComputerSetupScene(self.app))

    def demo(self) -> None:
        from .demo import DemoScene

        self.app.push(DemoScene(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules_screen import RulesScene

        self.app.push(RulesScene(self.app))


class TextField:
    def __init__(self, value: str, max_len: int = 16) -> None:
        self.value = value
        self.max_len = max_len
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus = False

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.focus = self.rect.collidepoint(ev.pos)
            return self.focus
        if not self.focus:
            return False
        if ev.type == pygame.TEXTINPUT:
            self.value = (self.value + ev.text)[: self.max_len]
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        return False

    def draw(self, surf: pygame.Surface, fonts: Any) -> None:
        pygame.draw.rect(surf, (30, 38, 48), self.rect, border_radius=6)
        pygame.draw.rect(
            surf, ACCENT if self.focus else (70, 84, 98), self.rect, 2, border_radius=6
        )
        txt = fonts.text(self.value + ("|" if self.focus else ""), 32)
        surf.blit(txt, txt.get_rect(midleft=(self.rect.x + 12, self.rect.centery)))


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
        from .game import GameScene

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
        t = f.text(_("Who is playing?"), 56, ACCENT)
        surf.blit(t, t.get_rect(center=(w // 2, round(h * 0.17))))
        for i, fld in enumerate(self.fields):
            lab = f.text(_("Player {n}").format(n=i + 1), 26, DIM)
            surf.blit(lab, lab.get_rect(bottomleft=(fld.rect.x, fld.rect.y - 4)))
            fld.draw(surf, f)
        hint = f.text(_("The lag decides who plays ball 1 and who breaks."), 24, DIM)
        surf.blit(hint, hint.get_rect(center=(w // 2, round(h * 0.58))))
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
        from .game import GameScene

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
        t = f.text(_("Against the computer"), 56, ACCENT)
        surf.blit(t, t.get_rect(center=(w // 2, round(h * 0.14))))
        lab = f.text(_("Your name"), 26, DIM)
        surf.blit(lab, lab.get_rect(bottomleft=(self.field.rect.x, self.field.rect.y - 4)))
        self.field.draw(surf, f)
        hint = f.text(_("The lag decides who plays ball 1 and who breaks."), 24, DIM)
        surf.blit(hint, hint.get_rect(center=(w // 2, round(h * 0.9))))
        super().draw(surf)


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
        t = self.app.fonts.text(_("Settings"), 56, ACCENT)
        surf.blit(t, t.get_rect(center=(w // 2, round(h * 0.1))))
        for i, b in enumerate(self.buttons):
            b.hover = b.hover or i == self.selected
            b.draw(surf, self.app.fonts, 28)
            b.hover = False if i == self.selected else b.hover


class PauseScene(BaseScene):
    """Esc during a game: resume, rules, quit to menu (the game is saved after every shot)."""

    overlay = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.buttons = [
            Button(lambda: _("Resume"), app.pop, name="resume"),
            Button(lambda: _("Rules"), self.rules, name="rules"),
            Button(lambda: _("Settings"), lambda: app.push(SettingsScene(app)), name="settings"),
            Button(lambda: _("Quit to menu"), app.to_menu, name="quit_to_menu"),
        ]
        self.resize()

    def rules(self) -> None:
        from .rules_screen import RulesScene

        self.app.push(RulesScene(self.app))

    def resize(self) -> None:
        w, h = self.app.size
        bh = round(h * 0.07)
        layout_column(self.buttons, w // 2, round(h * 0.36), round(w * 0.26), bh, bh // 3)

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, 150)
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, round(w * 0.34), round(h * 0.62))
        box.center = (w // 2, round(h * 0.5))
        panel(surf, box)
        t = self.app.fonts.text(_("Paused"), 56, ACCENT)
        surf.blit(t, t.get_rect(center=(w // 2, box.y + round(h * 0.07))))
        super().draw(surf)
