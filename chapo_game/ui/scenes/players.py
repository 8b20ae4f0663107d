"""Who is playing: two players, or one player against the computer at a level. A name is
typed or picked from the list of players (a new name joins the list and gets a record); the
computer's level is remembered. Starting asks first when a saved encuentro between the same
players in the same mode would be replaced."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game import players
from chapo_game.i18n import _
from chapo_game.names import tidy

from ..guides import guides_for
from ..page import held_button_height, held_page, held_rect, held_size
from ..textfield import TEXT_SIZE
from ..widgets import (
    ACCENT,
    DIM,
    Button,
    layout_row,
)
from .opening import LEVEL_NAMES, start_encuentro
from .player_setup import CHIPS_WIDTH, PlayerSetup, name_clash

#: The head starts a setup screen offers, in turn: (side, points) — side 0 the first player
#: (the person, against the computer), 1 the other. 15 is under the shortest partida (20).
HEAD_STARTS: tuple[tuple[int, int], ...] = (
    (0, 0),
    (0, 5),
    (0, 10),
    (0, 15),
    (1, 5),
    (1, 10),
    (1, 15),
)


def head_label(choice: tuple[int, int], sides: tuple[str, str]) -> str:
    """The button's words ("Ventaja: ninguna", "Ventaja: Luis +10"): who starts every partida
    with points."""
    side, points = choice
    if not points:
        return _("Head start: none")
    return _("Head start: {name} +{n}").format(name=sides[side], n=points)


def seat_points(side: int, points: int, seat_of_side_0: int = 0) -> tuple[int, int]:
    """The head start by seat, for :class:`~chapo_game.rules.settings.MatchSettings`."""
    seat = seat_of_side_0 if side == 0 else 1 - seat_of_side_0
    return (points, 0) if seat == 0 else (0, points)


def begin(
    scene: PlayerSetup, names: list[str], computers: dict[int, int], head_start: tuple[int, int]
) -> None:
    """Start from ``scene`` (:func:`.opening.start_encuentro`): where nothing opens (their
    saved encuentro is kept for a newer version), why is said over its buttons until a name
    changes, at every Start — on the notice, which says the file once a session, a Start
    pressed again did nothing, unsaid."""

    def refused(why: str) -> None:
        scene.problem = why

    start_encuentro(scene.app, names, computers, head_start, refused)


class HeadStartChoice:
    """The **Ventaja** button of both setup screens: who starts every partida with points."""

    head: tuple[int, int] = HEAD_STARTS[0]  # (side, points): side 0 the first player

    def sides(self) -> tuple[str, str]: ...

    def head_button(self) -> Button:
        return Button(lambda: head_label(self.head, self.sides()), self.next_head, name="head")

    def next_head(self) -> None:
        self.head = HEAD_STARTS[(HEAD_STARTS.index(self.head) + 1) % len(HEAD_STARTS)]


class NamesScene(HeadStartChoice, PlayerSetup):
    """Two players; ball 1 and ball 2 are assigned by the lag."""

    def __init__(self, app: Any, on_start: Callable[[list[str]], None] | None = None) -> None:
        super().__init__(app, [_("Player 1"), _("Player 2")])
        self.on_start = on_start
        self.buttons = [
            self.head_button(),
            Button(lambda: _("Start"), self.start, name="start"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self.resize()

    def sides(self) -> tuple[str, str]:
        a, b = self.names()
        return (a, b)

    def resize(self) -> None:
        w, h = self.app.size
        f = self.app.fonts
        page = held_page(f)  # upright, the names to pick take the height left
        fh = held_button_height((w, h), 0.07)
        for i, field in enumerate(self.fields):
            field.rect = held_rect(f, 0.34, 0.32, page.top(0.24 + 0.14 * i), fh)
            field.rect.centerx = w // 2
            field.text_size = held_size(f, TEXT_SIZE)  # as its label and the buttons grow
        self.layout_chips(held_rect(f, 0.15, CHIPS_WIDTH, page.top(0.53), page.span(0.53, 0.27)))
        layout_row(
            self.buttons,
            held_rect(f, 0.12, 0.76, page.foot(0.88), fh),
            fh // 3,
            [2.0, 1.0, 1.0],  # the head start's label names a player
        )

    def names(self) -> list[str]:
        out = [tidy(f.value) for f in self.fields]
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
        begin(self, names, {}, seat_points(*self.head))

    def draw(self, surf: pygame.Surface) -> None:
        w = surf.get_width()
        f = self.app.fonts
        at = (w // 2, held_page(self.app.fonts).top(0.05))
        f.draw(surf, _("Who is playing?"), held_size(f, 56), ACCENT, midtop=at)
        self.draw_fields(surf, [_("Player {n}").format(n=i + 1) for i in range(2)])
        self.draw_hint(surf)
        super().draw(surf)


class ComputerSetupScene(HeadStartChoice, PlayerSetup):
    """Against the computer: the player, the computer's level (remembered) and the player's
    side (who lags first, i.e. which seat)."""

    def __init__(self, app: Any) -> None:
        super().__init__(app, [_("Player 1")])
        self.field = self.fields[0]
        self.level = players.load().computer_level
        self.seat = 0  # the head start's side 0 is the person, 1 the computer
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
                lambda: _("Lag: you first") if self.seat == 0 else _("Lag: the computer first"),
                self.toggle_seat,
                name="seat",
            ),
            self.head_button(),
            Button(lambda: _("Start"), self.start, name="start"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self.resize()

    def resize(self) -> None:
        w, h = self.app.size
        f = self.app.fonts
        page = held_page(f)  # upright, the names to pick take the height left
        fh, gap = held_button_height((w, h), 0.07), f.px(12)
        self.field.rect = held_rect(f, 0.34, 0.32, page.top(0.2), fh)
        self.field.rect.centerx = w // 2
        self.field.text_size = held_size(f, TEXT_SIZE)  # as its label and the buttons grow
        self.layout_chips(held_rect(f, 0.15, CHIPS_WIDTH, page.top(0.34), page.span(0.34, 0.19)))
        layout_row(self.levels, held_rect(f, 0.15, 0.7, page.foot(0.58), fh), gap)
        seat, head, start, back = self.buttons[3:]
        layout_row([seat, head], held_rect(f, 0.15, 0.7, page.foot(0.69), fh), gap)
        layout_row([start, back], held_rect(f, 0.3, 0.4, page.foot(0.88), fh), gap)

    def set_level(self, n: int) -> None:
        self.level = n

    def toggle_seat(self) -> None:
        self.seat = 1 - self.seat

    def sides(self) -> tuple[str, str]:
        """The person, then the computer: a learner takes points from the maestro, or gives
        some to the aficionado."""
        return (tidy(self.field.value) or _("Player 1"), _("Computer"))

    def start(self) -> None:
        name = self.sides()[0]
        names = [name, _("Computer")] if self.seat == 0 else [_("Computer"), name]
        self.problem = name_clash(names, 1 - self.seat)
        if self.problem:
            self.light_field(0)
        else:
            begin(self, names, {1 - self.seat: self.level}, seat_points(*self.head, self.seat))

    def draw(self, surf: pygame.Surface) -> None:
        w = surf.get_width()
        f = self.app.fonts
        at = (w // 2, held_page(self.app.fonts).top(0.04))
        f.draw(surf, _("Against the computer"), held_size(f, 56), ACCENT, midtop=at)
        self.draw_fields(surf, [_("Your name")])
        x = self.levels[0].rect.x
        f.draw(
            surf,
            _("The computer's level"),
            held_size(f, 26),
            DIM,
            bottomleft=(x, self.levels[0].rect.y - f.px(4)),
        )
        helps = self.helps_said()
        if helps:
            at = (w // 2, self.buttons[3].rect.bottom + f.px(10))
            f.draw(surf, helps, held_size(f, 22), DIM, midtop=at)
        self.draw_hint(surf)
        super().draw(surf)

    def helps_said(self) -> str:
        """What the level chosen brings of the learner's helps, as the settings have them: a
        newcomer who took the level offered (2) had neither the maestro's advice nor his ball's
        path, and nothing here said they came with level 1."""
        g = guides_for(self.app.settings, {1: self.level}, match=True)
        if g.advice and g.cue_path:
            return _("At this level: the maestro's advice (H) and your ball's path after contact.")
        if g.advice:
            return _("At this level: the maestro's advice (H); your ball's path only at level 1.")
        if g.aim_line and guides_for(self.app.settings, {1: 1}, match=True).advice:
            return _("The maestro's advice (H) and your ball's path come with level 1.")
        return ""
