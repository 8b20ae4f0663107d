"""A question over the screen before anything is replaced or deleted, or the game is left: the
choices as buttons; Esc closes it and changes nothing, Enter takes the lit choice (the arrows
move it), else the one named ``enter`` (if any)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from chapo_game.i18n import _

from ..fonts import Fonts
from ..page import held_button_height, held_size, held_width
from ..palette import DIM
from ..widgets import ACCENT, Button, dim, layout_row, panel
from .base import BaseScene

Choice = tuple[str, Callable[[], str], Callable[[], None]]  # name, label, action


class ConfirmScene(BaseScene):
    """``choices``: (name, label, action); choosing one closes the question first, then acts.
    The last choice changes nothing (Back, Keep it): Esc takes it, and the key line names it.
    ``enter``: the name of the choice the Enter key takes (a keyboard at a club has no
    pointer)."""

    overlay = True
    veil = 170  # the screens under it dimmed (kept so with them: :mod:`..beneath`)
    keys_move_focus = True
    # a long kept name wrapped one choice small and left another large beside it
    buttons_alike = True
    #: on a window standing upright the box, its words and its buttons as large as on the
    #: screen held across (:mod:`..page`): at 1080×1920 «¿Salir del juego?» was 33 px high
    #: and Salir 53, where 1920×1080 draws them 60 and 76
    held_buttons = True

    def __init__(
        self,
        app: Any,
        question: Callable[[], str],
        choices: Sequence[Choice],
        enter: str | None = None,
    ) -> None:
        super().__init__(app)
        self.question = question
        self.enter = enter
        self.buttons = [
            Button(label, (lambda act=act: self.choose(act)), name=name)
            for name, label, act in choices
        ]
        self.focus.light_named(enter, self.buttons)
        self.resize()

    @property
    def question_size(self) -> int:
        """The question's text size (:func:`~..page.held_size`)."""
        return held_size(self.app.fonts, 30)

    @property
    def keys_size(self) -> int:
        """The key line's text size, under the question."""
        return held_size(self.app.fonts, 22)

    def choose(self, action: Callable[[], None]) -> None:
        self.app.pop()
        action()

    def box(self) -> pygame.Rect:
        """Centred, and as tall as the question, the key line and the buttons take (with a
        least height), 42 % of the window at most: always that tall, a one-line question
        stood in a box two thirds empty."""
        w, h = self.app.size
        f = self.app.fonts
        box = pygame.Rect(0, 0, held_width(f, 0.6), held_button_height((w, h), 0.42))
        pad, row, keys = f.px(24), held_button_height((w, h), 0.07), f.line_height(self.keys_size)
        room = box.height - pad - f.px(20) - row - f.px(8) - keys
        size, lines = f.fit(self.question(), self.question_size, box.width - 2 * pad, room, 5)
        text = len(lines) * f.line_height(size) + f.px(24)  # and a gap above the key line
        need = pad + text + keys + f.px(8) + row + f.px(20)
        box.height = min(box.height, max(need, held_button_height((w, h), 0.25)))
        box.center = (w // 2, h // 2)
        return box

    def resize(self) -> None:
        box = self.box()
        f = self.app.fonts
        pad = f.px(20)
        row = pygame.Rect(
            box.x + pad, 0, box.width - 2 * pad, held_button_height(self.app.size, 0.07)
        )
        row.bottom = box.bottom - pad
        layout_row(self.buttons, row, f.px(14))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()  # nothing replaced, nothing deleted
            return
        pressed = ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if pressed and self.focus.focused(self.buttons) is None:
            if self.enter is not None:  # the pointer left every button: Enter keeps its choice
                self.button(self.enter).action()
            return
        super().handle(ev)

    def enter_choice(self) -> Button | None:
        """What Enter takes now: the lit button, else the ``enter`` choice."""
        lit = self.focus.focused(self.buttons)
        return lit or (self.button(self.enter) if self.enter is not None else None)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, self.veil)
        self.draw_over(surf)

    def draw_over(self, surf: pygame.Surface) -> None:
        """What it draws over the screens under it, dimmed (by :meth:`draw`, or already in
        their kept picture)."""
        box = self.box()
        panel(surf, box, 255)
        f = self.app.fonts
        pad = f.px(24)
        text = pygame.Rect(box.x + pad, box.y + pad, box.width - 2 * pad, 0)
        text.height = self.buttons[0].rect.y - pad - text.y
        choice = self.enter_choice()
        if choice is not None:  # the keys, for a keyboard without a pointer
            line = pygame.Rect(text.x, 0, text.width, f.line_height(self.keys_size))
            line.bottom = self.buttons[0].rect.y - f.px(8)
            draw_keys(surf, f, (choice, self.buttons[-1]), line, self.keys_size)
            text.height = line.y - text.y
        size, lines = f.fit(self.question(), self.question_size, text.width, text.height, 5)
        f.draw_lines(surf, lines, size, ACCENT, text)
        super().draw(surf)


def draw_keys(
    surf: pygame.Surface, f: Fonts, choice_back: tuple[Button, Button], line: pygame.Rect, size: int
) -> None:
    """The key line over a box's buttons, in ``line``: what Enter presses (``choice``, the lit
    button or the box's own) and what Esc does (``back``), for a keyboard without a pointer.
    Esc is named as its button is ("Esc: cancelar" beside a button that said "Volver")."""
    choice, back = choice_back
    keys = (
        _("Enter or Esc: {choice}").format(choice=back.label())
        if choice is back
        else _("Enter: {choice} · Esc: {back}").format(choice=choice.label(), back=back.label())
    )
    fitted, rows = f.fit(keys, size, line.width, line.height, max_lines=1)
    f.draw(surf, rows[0], fitted, DIM, center=line.center)


def ask_delete(app: Any, question: Callable[[], str], delete: Callable[[], None]) -> None:
    """The question before something kept is deleted (a saved encuentro, a kept position):
    "Delete it" or "Keep it", Esc and Enter keeping it too (Keep lit at once, with the key
    line, as the quit question lights Quit: Enter did nothing, and nothing said so)."""
    keep: Choice = ("keep", lambda: _("Keep it"), lambda: None)
    choices = [("delete", lambda: _("Delete it"), delete), keep]
    app.push(ConfirmScene(app, question, choices, enter="keep"))
