"""Who is playing: two players, or one player against the computer at a level. A name is
typed or picked from the list of players (a new name joins the list and gets a record); the
computer's level is remembered. Starting asks first when a saved encuentro between the same
players in the same mode would be replaced."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from chapo_game import players, saves
from chapo_game.i18n import N_, _, shown_name

from ..widgets import (
    ACCENT,
    DIM,
    Button,
    layout_row,
)
from .confirm import ConfirmScene
from .game import GameScene
from .game.keeping import clean_ids
from .player_setup import PlayerSetup, enlist, name_clash

#: The computer's levels as a player knows them (chapo_game.ai.levels names them the same).
LEVEL_NAMES: dict[int, str] = {1: N_("aficionado"), 2: N_("club player"), 3: N_("maestro")}

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


def start_encuentro(
    app: Any, names: list[str], computers: dict[int, int], head_start: tuple[int, int] = (0, 0)
) -> None:
    """Put the named players on the list, then start the encuentro in place of the screen on
    top — after asking, if a saved one between the same players in this mode would go.
    ``head_start``: the points each seat starts every partida with (a handicap)."""
    names, ids = enlist(app, names, computers)
    if saves.in_use(names, computers):  # not to be replaced nor resumed here
        app.notify(in_other_window(names))
        return

    def begin() -> None:
        open_game(
            app,
            names,
            computers,
            lambda: GameScene(
                app, names=names, computers=computers, player_ids=ids, head_start=head_start
            ),
        )

    slot = saves.find(names, computers)
    if slot is None:
        begin()
        return

    def replace() -> None:
        saves.delete(slot.path)
        begin()

    a, b = slot.scores
    wa, wb = slot.partidas_won

    def question() -> str:
        """Names the computer's level it was saved at: "Resume it" resumes that level, not
        the one just chosen (it resumed level 3 unsaid after level 1 was chosen); the
        partidas won, as the saves list says them (a 2–0 said alone hid a 1–0 lead)."""
        p, q = slot_names(slot)
        return _(
            "An encuentro between {p} and {q} is saved ({a}–{b} in partida {n}, partidas "
            "{wa}–{wb}). Start a new one in its place?"
        ).format(p=p, q=q, a=a, b=b, n=slot.partida, wa=wa, wb=wb)

    app.push(
        ConfirmScene(
            app,
            question,
            [
                ("replace", lambda: _("New encuentro"), replace),
                (
                    "resume",
                    lambda: _("Resume it"),
                    lambda: resume(app, slot),
                ),
                ("back", lambda: _("Back"), lambda: None),
            ],
            enter="resume",  # lit: Enter loses nothing (with none lit it did nothing at all)
        )
    )


def slot_names(slot: saves.Slot) -> list[str]:
    """The two seats of a saved encuentro as the player knows them, the computer with its
    level ("Ordenador (nivel 3: maestro)")."""
    ids = clean_ids(slot.payload.get("player_ids"))
    names = [shown_name(n) for n in players.names_now(slot.players, ids)]
    for seat, level in slot.computers.items():
        names[seat] = _("{name} (level {n}: {level})").format(
            name=names[seat], n=level, level=_(LEVEL_NAMES[level])
        )
    return names


def resume(app: Any, slot: saves.Slot) -> None:
    """The saved encuentro played on, under the names its players have now (where it saves)."""
    names = players.names_now(slot.players, clean_ids(slot.payload.get("player_ids")))
    open_game(app, names, slot.computers, lambda: GameScene.from_slot(app, slot))


def open_game(
    app: Any, names: Sequence[str], computers: dict[int, int], make: Callable[[], GameScene]
) -> None:
    """The encuentro of these players opened (``make``) in place of the screen on top, its
    slot claimed for this window (:func:`saves.take`) — unless another window plays it: then
    that is said and nothing opens."""
    claimed = saves.take(list(names), computers)
    if claimed is None:
        app.notify(in_other_window(names))
        return
    scene = make()
    scene.claimed = claimed
    app.replace(scene)


def in_other_window(names: Sequence[str]) -> str:
    p, q = (shown_name(n) for n in names)
    return _("The encuentro between {p} and {q} is being played in another window.").format(
        p=p, q=q
    )


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
        fh = round(h * 0.07)
        for i, f in enumerate(self.fields):
            f.rect = pygame.Rect(0, 0, round(w * 0.32), fh)
            f.rect.midtop = (w // 2, round(h * (0.24 + 0.14 * i)))
        self.layout_chips(
            pygame.Rect(round(w * 0.15), round(h * 0.53), round(w * 0.7), round(h * 0.27))
        )
        layout_row(
            self.buttons,
            pygame.Rect(round(w * 0.12), round(h * 0.88), round(w * 0.76), fh),
            fh // 3,
            [2.0, 1.0, 1.0],  # the head start's label names a player
        )

    def names(self) -> list[str]:
        out = [players.tidy(f.value) for f in self.fields]
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
        start_encuentro(self.app, names, {}, seat_points(*self.head))

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Who is playing?"), 56, ACCENT, midtop=(w // 2, round(h * 0.05)))
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
                lambda: _("You lag first") if self.seat == 0 else _("Computer lags first"),
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
        seat, head, start, back = self.buttons[3:]
        layout_row(
            [seat, head], pygame.Rect(round(w * 0.15), round(h * 0.69), round(w * 0.7), fh), gap
        )
        layout_row(
            [start, back], pygame.Rect(round(w * 0.3), round(h * 0.88), round(w * 0.4), fh), gap
        )

    def set_level(self, n: int) -> None:
        self.level = n

    def next_level(self) -> None:
        self.level = self.level % 3 + 1

    def toggle_seat(self) -> None:
        self.seat = 1 - self.seat

    def sides(self) -> tuple[str, str]:
        """The person, then the computer: a learner takes points from the maestro, or gives
        some to the aficionado."""
        return (players.tidy(self.field.value) or _("Player 1"), _("Computer"))

    def start(self) -> None:
        name = self.sides()[0]
        names = [name, _("Computer")] if self.seat == 0 else [_("Computer"), name]
        self.problem = name_clash(names, 1 - self.seat)
        if self.problem:
            self.light_field(0)
        else:
            start_encuentro(
                self.app, names, {1 - self.seat: self.level}, seat_points(*self.head, self.seat)
            )

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
