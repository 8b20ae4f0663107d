"""Who is playing: two players, or one player against the computer at a level. A name is
typed or picked from the list of players (a new name joins the list and gets a record); the
computer's level is remembered. Starting asks first when a saved encuentro between the same
players in the same mode would be replaced."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game import players, saves
from chapo_game.i18n import N_, _
from chapo_game.rules.words import DEFAULT_NAMES, SPANISH

from ..widgets import (
    ACCENT,
    DIM,
    Button,
    ButtonFocus,
    TextField,
    layout_grid,
    layout_row,
)
from .base import BaseScene
from .confirm import ConfirmScene
from .game import GameScene

#: The computer's levels as a player knows them (chapo_game.ai.levels names them the same).
LEVEL_NAMES: dict[int, str] = {1: N_("aficionado"), 2: N_("club player"), 3: N_("master")}


def guest_names() -> set[str]:
    """Names that are nobody in particular, in either language: they keep no record."""
    return set(DEFAULT_NAMES) | {str(SPANISH[n]) for n in DEFAULT_NAMES}


def start_encuentro(app: Any, names: list[str], computers: dict[int, int]) -> None:
    """Put the named players on the list, then start the encuentro in place of the screen on
    top — after asking, if a saved one between the same players in this mode would go."""
    roster = players.load()
    ids: list[str | None] = []
    for seat, name in enumerate(names):
        keep = seat not in computers and name not in guest_names()
        ids.append(roster.add(name)["id"] if keep else None)
    if computers:
        roster.computer_level = next(iter(computers.values()))
    app.report_write(players.save(roster), "records")

    def begin() -> None:
        app.replace(GameScene(app, names=names, computers=computers, player_ids=ids))

    slot = saves.find(names, computers)
    if slot is None:
        begin()
        return

    def replace() -> None:
        saves.delete(slot.path)
        begin()

    a, b = slot.scores
    question = _(
        "An encuentro between {p} and {q} is saved ({a}–{b} in partida {n}). "
        "Start a new one in its place?"
    )
    app.push(
        ConfirmScene(
            app,
            lambda: question.format(p=slot.players[0], q=slot.players[1], a=a, b=b, n=slot.partida),
            [
                ("replace", lambda: _("New encuentro"), replace),
                (
                    "resume",
                    lambda: _("Resume it"),
                    lambda: app.replace(GameScene.from_slot(app, slot)),
                ),
                ("back", lambda: _("Back"), lambda: None),
            ],
        )
    )


def resume(app: Any, slot: saves.Slot) -> None:
    app.replace(GameScene.from_slot(app, slot))


class PlayerSetup(BaseScene):
    """Text fields for the names and a grid of the known players' names to pick from."""

    def __init__(self, app: Any, defaults: list[str]) -> None:
        super().__init__(app)
        self.fields = [TextField(d) for d in defaults]
        self.fields[0].focus = True
        self.known = players.load().names()
        self.chips = [
            Button((lambda n=n: n), (lambda n=n: self.pick(n)), name=f"pick:{n}")
            for n in self.known
        ]
        self.shown_chips: list[Button] = []
        self.chips_area = pygame.Rect(0, 0, 0, 0)
        # ↑ ↓ light the players' names and the buttons, Enter presses the lit one (Space and
        # the side arrows are left to the name being typed)
        self.focus = ButtonFocus.beside_typing()

    def focusable(self) -> list[Button]:
        """What the keys' light goes over: the names shown to pick, then the buttons."""
        return [*self.shown_chips, *self.buttons]

    def pick(self, name: str) -> None:
        """The focused field takes the name; the focus moves to the next field."""
        i = next((k for k, f in enumerate(self.fields) if f.focus), 0)
        self.fields[i].value = name
        for k, f in enumerate(self.fields):
            f.focus = k == (i + 1) % len(self.fields)

    def layout_chips(self, area: pygame.Rect) -> None:
        self.chips_area = area
        h = round(self.app.size[1] * 0.055)
        self.shown_chips = layout_grid(self.chips, area, 4, h, self.app.fonts.px(8))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.focus.handle(ev, self.focusable()):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()  # nothing lit: Enter starts, as the screen's main button
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB and len(self.fields) > 1:
            i = 0 if self.fields[1].focus else 1
            for k, f in enumerate(self.fields):
                f.focus = k == i
            return
        for b in self.shown_chips:
            if b.handle(ev):
                return
        clicked = False
        for f in self.fields:
            clicked = f.handle(ev) or clicked
        if clicked and ev.type != pygame.MOUSEBUTTONUP:
            return
        super().handle(ev)

    def start(self) -> None:
        raise NotImplementedError

    def draw_fields(self, surf: pygame.Surface, labels: list[str]) -> None:
        f = self.app.fonts
        for fld, label in zip(self.fields, labels, strict=True):
            f.draw(surf, label, 26, DIM, bottomleft=(fld.rect.x, fld.rect.y - f.px(4)))
            fld.draw(surf, f)
        if self.shown_chips:
            top = min(b.rect.y for b in self.shown_chips)
            x = min(b.rect.x for b in self.shown_chips)
            f.draw(surf, _("Or pick a player:"), 24, DIM, bottomleft=(x, top - f.px(4)))
        self.focus.show(self.focusable())
        for b in self.shown_chips:
            b.draw(surf, f, 24)
        if not self.chips:  # the band the names will fill says so, rather than lie empty
            hint = _(
                "Players who play under their own name are kept here, to be picked with a click."
            )
            size, lines = f.fit(hint, 24, self.chips_area.width, self.chips_area.height)
            f.draw_lines(surf, lines, size, DIM, self.chips_area)


class NamesScene(PlayerSetup):
    """Two players; ball 1 and ball 2 are assigned by the lag."""

    def __init__(self, app: Any, on_start: Callable[[list[str]], None] | None = None) -> None:
        super().__init__(app, [_("Player 1"), _("Player 2")])
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
            f.rect.midtop = (w // 2, round(h * (0.24 + 0.14 * i)))
        self.layout_chips(
            pygame.Rect(round(w * 0.15), round(h * 0.6), round(w * 0.7), round(h * 0.2))
        )
        layout_row(
            self.buttons, pygame.Rect(round(w * 0.3), round(h * 0.88), round(w * 0.4), fh), fh // 3
        )

    def names(self) -> list[str]:
        out = [" ".join(f.value.split()) for f in self.fields]
        return [n or d for n, d in zip(out, (_("Player 1"), _("Player 2")), strict=True)]

    def start(self) -> None:
        names = self.names()
        if self.on_start is not None:
            self.on_start(names)
            return
        start_encuentro(self.app, names, {})

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Who is playing?"), 56, ACCENT, midtop=(w // 2, round(h * 0.05)))
        self.draw_fields(surf, [_("Player {n}").format(n=i + 1) for i in range(2)])
        hint = _("The lag decides who plays ball 1 and who breaks.")
        f.draw(surf, hint, 24, DIM, midbottom=(w // 2, round(h * 0.86)))
        super().draw(surf)


class ComputerSetupScene(PlayerSetup):
    """Against the computer: the player, the computer's level (remembered) and the player's
    side (who lags first, i.e. which seat)."""

    def __init__(self, app: Any) -> None:
        super().__init__(app, [_("Player 1")])
        self.field = self.fields[0]
        self.level = players.load().computer_level
        self.seat = 0
        self.levels = [
            Button(
                (lambda n=n: _("{n}: {name}").format(n=n, name=_(LEVEL_NAMES[n]))),
                (lambda n=n: self.set_level(n)),
                name=f"level{n}",
                selected=(lambda n=n: self.level == n),
            )
            for n in (1, 2, 3)
        ]
        self.buttons = [
            *self.levels,
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
        gap = self.app.fonts.px(12)
        self.field.rect = pygame.Rect(0, 0, round(w * 0.32), fh)
        self.field.rect.midtop = (w // 2, round(h * 0.2))
        self.layout_chips(
            pygame.Rect(round(w * 0.15), round(h * 0.37), round(w * 0.7), round(h * 0.14))
        )
        layout_row(
            self.levels, pygame.Rect(round(w * 0.15), round(h * 0.58), round(w * 0.7), fh), gap
        )
        seat, start, back = self.buttons[3:]
        seat.rect = pygame.Rect(0, 0, round(w * 0.4), fh)
        seat.rect.midtop = (w // 2, round(h * 0.69))
        layout_row(
            [start, back], pygame.Rect(round(w * 0.3), round(h * 0.88), round(w * 0.4), fh), gap
        )

    def set_level(self, n: int) -> None:
        self.level = n

    def next_level(self) -> None:
        self.level = self.level % 3 + 1

    def toggle_seat(self) -> None:
        self.seat = 1 - self.seat

    def start(self) -> None:
        name = " ".join(self.field.value.split()) or _("Player 1")
        names = [name, _("Computer")] if self.seat == 0 else [_("Computer"), name]
        start_encuentro(self.app, names, {1 - self.seat: self.level})

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Against the computer"), 56, ACCENT, midtop=(w // 2, round(h * 0.04)))
        self.draw_fields(surf, [_("Your name")])
        x = self.levels[0].rect.x
        f.draw(
            surf,
            _("The computer's level"),
            26,
            DIM,
            bottomleft=(x, self.levels[0].rect.y - f.px(4)),
        )
        hint = _("The lag decides who plays ball 1 and who breaks.")
        f.draw(surf, hint, 24, DIM, midbottom=(w // 2, round(h * 0.86)))
        super().draw(surf)
