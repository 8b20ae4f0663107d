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

from ..widgets import (
    ACCENT,
    DIM,
    Button,
    layout_row,
)
from .confirm import ConfirmScene
from .game import GameScene
from .player_setup import PlayerSetup, is_guest, name_clash

#: The computer's levels as a player knows them (chapo_game.ai.levels names them the same).
LEVEL_NAMES: dict[int, str] = {1: N_("aficionado"), 2: N_("club player"), 3: N_("master")}


def start_encuentro(app: Any, names: list[str], computers: dict[int, int]) -> None:
    """Put the named players on the list, then start the encuentro in place of the screen on
    top — after asking, if a saved one between the same players in this mode would go."""
    roster = players.load()
    ids: list[str | None] = []
    for seat, name in enumerate(names):
        keep = seat not in computers and not is_guest(name)
        player = roster.add(name) if keep else None
        ids.append(player["id"] if player is not None else None)
        if keep and player is None:
            full = _("The list of players is full ({n}): {name} plays without a record.")
            app.notify(full.format(n=players.FULL, name=name))
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
            pygame.Rect(round(w * 0.15), round(h * 0.53), round(w * 0.7), round(h * 0.27))
        )
        layout_row(
            self.buttons, pygame.Rect(round(w * 0.3), round(h * 0.88), round(w * 0.4), fh), fh // 3
        )

    def names(self) -> list[str]:
        out = [" ".join(f.value.split()) for f in self.fields]
        return [n or d for n, d in zip(out, (_("Player 1"), _("Player 2")), strict=True)]

    def start(self) -> None:
        names = self.names()
        self.problem = name_clash(names)
        if self.problem:
            self.light_field(1)  # the name to change, ready to type
            return
        if self.on_start is not None:
            self.on_start(names)
            return
        start_encuentro(self.app, names, {})

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Who is playing?"), 56, ACCENT, midtop=(w // 2, round(h * 0.05)))
        self.draw_fields(surf, [_("Player {n}").format(n=i + 1) for i in range(2)])
        self.draw_hint(surf)
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
            pygame.Rect(round(w * 0.15), round(h * 0.34), round(w * 0.7), round(h * 0.19))
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
        self.problem = name_clash(names, 1 - self.seat)
        if self.problem:
            self.light_field(0)
        else:
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
        self.draw_hint(surf)
        super().draw(surf)
