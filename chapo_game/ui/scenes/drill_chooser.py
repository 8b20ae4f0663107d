"""Practice's drills to choose from, all in sight: the ready-made ones, then the positions kept
with **Guardar posición** — a page at a time when they are more than fit. The drill button
opened the next drill, one at a time: with a club's kept drills, the one wanted was many
clicks away."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import _

from .. import textcut
from ..fonts import Fonts
from ..page import Page
from ..pager import Pager
from ..widgets import ACCENT, Button, dim, frac_rect, panel
from .base import BaseScene

COLUMNS = 2  # the drills' names are long: two to a row


def middle_cut(fonts: Fonts, text: str, button: Button, size: int) -> str:
    """``text`` whole where its button holds it (smaller, on two lines), else cut in the
    middle on one line of the smallest text: a club's kept drills differ at their ends, and
    four read "Posición de entrenamiento del club n…" alike."""
    width, height = button.text_room(fonts)
    if not button.rect.width or textcut.whole(fonts, text, size, width, height):
        return text
    return textcut.middle(fonts, text, width)


class DrillChooser(BaseScene):
    """Over the practice table: one button per drill (the current one chosen, in gold), and
    Back. A click, or Enter on the lit one, sets the drill and closes."""

    overlay = True
    veil = 170  # the screens under it dimmed (kept so with them: :mod:`..beneath`)
    closes_on_escape = True
    keys_move_focus = True
    button_text = 24

    def __init__(
        self,
        app: Any,
        names: list[str],
        said: Callable[[int], str],
        current: int,
        choose: Callable[[int], None],
    ) -> None:
        """``said(i)``: drill ``i``'s name as the screen says it now (a kept position's file
        name is never looked up in the catalogue: one called "Undo" read "Deshacer")."""
        super().__init__(app)
        self.current = current
        self.choose = choose
        self.drills = [
            Button(
                str,  # the label below, which fits itself to its button
                (lambda i=i: self.pick(i)),
                name=f"drill:{name}",
                selected=(lambda i=i: i == self.current),
            )
            for i, name in enumerate(names)
        ]
        for i, b in enumerate(self.drills):
            b.label = lambda i=i, b=b: middle_cut(self.app.fonts, said(i), b, self.button_text)
        self.back = Button(lambda: _("Back"), app.pop, name="back")
        self.pager = Pager("drills")
        self.resize()
        self.pager.show(current)
        self.relist()
        self.light_current()

    def light_current(self) -> None:
        """The keys' light starts on the drill being played, which the list shows chosen (in
        gold): it started on none, so Enter on the drill that looked chosen did nothing, and the
        first arrow lit the top drill, not the one beside the drill being played."""
        chosen = self.drills[self.current] if 0 <= self.current < len(self.drills) else None
        if chosen in self.buttons:
            self.focus.index = self.buttons.index(chosen)
            self.focus.show(self.buttons)

    def pick(self, i: int) -> None:
        self.app.pop()
        self.choose(i)

    def box(self) -> pygame.Rect:
        """Centred; on a window standing upright no taller than its drills need, in rows as
        high as a 4:3 screen's as wide: on a 1080×1920 one the box, 0.7 of the window high,
        held six drills in rows 125 px high and an empty half below them."""
        box = frac_rect(self.app.size, 0.19, 0.15, 0.62, 0.7)
        if Page(self.app.size).flat:
            return box
        f, h = self.app.fonts, self.row_height()
        pad, gap, rows = f.px(20), f.px(10), -(-len(self.drills) // COLUMNS)
        need = f.line_height(40) + 4 * pad + rows * (h + gap) - gap + h  # title, rows, Back
        return box.inflate(0, min(0, need - box.height))

    def row_height(self) -> int:
        return Page(self.app.size).size(0.065)

    def resize(self) -> None:
        box, f = self.box(), self.app.fonts
        pad = f.px(20)
        h = self.row_height()
        top = box.y + f.line_height(40) + 2 * pad
        area = pygame.Rect(box.x + pad, top, box.width - 2 * pad, box.bottom - top - h - 2 * pad)
        self.pager.layout(self.drills, area, COLUMNS, h, f.px(10))
        self.back.rect = pygame.Rect(0, 0, round(box.width * 0.3), h)
        self.back.rect.midbottom = (box.centerx, box.bottom - pad)
        self.relist()

    def relist(self) -> None:
        self.buttons = [*self.pager.shown, *self.pager.controls(), self.back]
        self.focus.grid = (len(self.pager.shown), COLUMNS)  # ↓ down a column, not along a row

    def handle(self, ev: pygame.event.Event) -> None:
        if self.pager.handle(ev):  # the wheel
            self.relist()
            return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, self.veil)
        self.draw_over(surf)

    def draw_over(self, surf: pygame.Surface) -> None:
        """What it draws over the screens under it, dimmed (by :meth:`draw`, or already in
        their kept picture)."""
        box, f = self.box(), self.app.fonts
        panel(surf, box, 255)
        f.draw(surf, _("Drills"), 40, ACCENT, midtop=(box.centerx, box.y + f.px(16)))
        self.pager.draw_span(surf, f)
        super().draw(surf)
