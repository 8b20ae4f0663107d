"""The name a kept position is kept under, typed: a coach keeps "Bola pegada a la banda" and
"El rey solo", not "Mi posición 1" to "Mi posición 20" that only a file manager could rename.
One box, Keep and Back; a name that cannot be one is said in one line under the box, the text
typed kept to be mended."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game import kept_positions
from chapo_game.i18n import _
from chapo_game.names import tidy

from ..focus import ButtonFocus
from ..palette import BAD
from ..textfield import TextField, click_focus
from ..widgets import ACCENT, Button, button_height, dim, frac_rect, layout_row, panel
from .base import BaseScene
from .confirm import draw_keys


def problem_said(problem: str, name: str) -> str:
    """:func:`.kept_positions.name_problem`'s reason, in the window's language."""
    if problem == "empty":
        return _("Type a name for the position.")
    if problem == "character":
        return _('A name cannot hold / \\ : * ? " < > |.')
    if problem == "dot":
        return _("A name cannot start with a dot.")
    return _("“{name}” is kept already: type another name.").format(name=name)


class NamingScene(BaseScene):
    """Over the practice table: the name to keep the position under (``title`` says whether
    a new one or a rename), the proposed ``name`` selected whole, to be typed over.
    ``accept(name)`` keeps it (the scene closes first); ``problem(name)`` says why a name
    cannot be one ("" when it can)."""

    overlay = True
    veil = 170  # the screens under it dimmed (kept so with them: :mod:`..beneath`)

    def __init__(
        self,
        app: Any,
        title: Callable[[], str],
        name: str,
        problem: Callable[[str], str],
        accept: Callable[[str], None],
    ) -> None:
        super().__init__(app)
        self.title, self.problem, self.accept = title, problem, accept
        self.field = TextField(name, kept_positions.NAME_CHARS, selected=True)
        self.field.focus = True
        self.said = ""  # why the name typed was refused, until it is changed
        self.buttons = [
            Button(lambda: _("Keep"), self.keep, name="keep"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        # ↑ ↓ and Tab light Keep and Back, Enter presses the lit one (Space and ← → stay the
        # name's): with no pointer, Back was Esc's alone and no light showed on either
        self.focus = ButtonFocus.beside_typing()
        self.resize()

    def keep(self) -> None:
        """Keep under the name typed, or say why it cannot be one and keep the text."""
        name = tidy(self.field.value)
        problem = self.problem(name)
        if problem:
            self.said = problem_said(problem, name)
            return
        self.app.pop()
        self.accept(name)

    def typed_confirm(self, field: TextField) -> Button:
        """Guardar: what the on-screen keyboard shows on its top when the keys cover it."""
        return self.button("keep")

    def box(self) -> pygame.Rect:
        return frac_rect(self.app.size, 0.2, 0.28, 0.6, 0.44)

    def resize(self) -> None:
        box, f = self.box(), self.app.fonts
        pad = f.px(24)
        self.field.rect = pygame.Rect(box.x + pad, 0, box.width - 2 * pad, f.line_height(32) + 12)
        self.field.rect.centery = box.centery - f.px(6)
        row = pygame.Rect(box.x + pad, 0, box.width - 2 * pad, button_height(self.app.size, 0.07))
        row.bottom = box.bottom - pad
        layout_row(self.buttons, row, f.px(14))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()  # nothing kept
            return
        if self.focus.handle(ev, self.buttons):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keep()  # nothing lit: Enter keeps what is typed
            return
        typed = self.field.value
        click_focus([self.field], ev)
        if not self.field.handle(ev):
            super().handle(ev)
        if self.field.value != typed:
            self.said = ""
            self.focus.index = None  # the keys are the name's again: Enter keeps it
            self.focus.show(self.buttons)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, self.veil)
        self.draw_over(surf)

    def draw_over(self, surf: pygame.Surface) -> None:
        """What it draws over the screens under it, dimmed (by :meth:`draw`, or already in
        their kept picture)."""
        box, f = self.box(), self.app.fonts
        panel(surf, box, 255)
        f.draw(surf, self.title(), 30, ACCENT, midtop=(box.centerx, box.y + f.px(18)))
        self.field.draw(surf, f, _("Name:"))
        if self.said:
            below = (self.field.rect.x, self.field.rect.bottom + f.px(8))
            f.draw(surf, self.said, 22, BAD, topleft=below)
        # the keys, as a question's are: Enter keeps the name (or presses the lit button)
        keep, back = self.buttons
        line = pygame.Rect(self.field.rect.x, 0, self.field.rect.width, f.line_height(22))
        line.bottom = keep.rect.y - f.px(8)
        draw_keys(surf, f, (self.focus.focused(self.buttons) or keep, back), line, 22)
        super().draw(surf)
