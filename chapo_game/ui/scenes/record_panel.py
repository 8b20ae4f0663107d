"""The record's panel of the players screen: the player's name (or the box renaming him, and
how a rename ends), his record's lines from where it is scrolled to, and the "more" lines that
scroll it — the job of drawing and scrolling the panel, apart from the list and the actions."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game import player_list
from chapo_game.i18n import _

from .. import onscreen_keys
from ..page import held_size
from ..pager import PAGE_KEYS, Pager
from ..touch import finger_room
from ..widgets import ACCENT, DIM, Button, TextField
from .onscreen_keyboard import KeyboardScene
from .record_lines import place_line, record_lines


class RecordPanel:
    """The records screen's panel (:class:`~.records.RecordsScene` holds the state)."""

    app: Any
    roster: player_list.Roster
    order: str
    pager: Pager
    renaming: bool
    field: TextField
    cancel: Button  # leaves a rename as it was: a finger's Esc
    skip: int
    room: int
    more: dict[int, pygame.Rect]

    def player(self) -> dict[str, Any] | None: ...

    def on_list(self, pid: str) -> bool: ...

    def box(self) -> pygame.Rect: ...

    def rename_said(self) -> str:
        """How a rename ends, in the way the hand at it has: with the on-screen keys up over
        the box, their Intro and the Cancel beside the box (they have no Esc — the screen said
        "Esc leaves it as it was" to a finger that had none)."""
        top = self.app.top
        if isinstance(top, KeyboardScene) and top.field is self.field:
            return _("{enter} keeps the new name · {cancel} leaves it as it was").format(
                enter=_(onscreen_keys.LABELS[onscreen_keys.ENTER]), cancel=self.cancel.label()
            )
        return _("Enter keeps the new name · Esc leaves it as it was")

    def scroll(self, ev: pygame.event.Event) -> bool:
        """Page Up / Page Down, the wheel over the record, or a click on its "more" line
        scroll the record (True: used)."""
        step = 0
        if ev.type == pygame.KEYDOWN and ev.key in PAGE_KEYS:  # a page of the record's lines
            step = PAGE_KEYS[ev.key] * max(1, self.room - 1)
        elif ev.type == pygame.MOUSEWHEEL and self.pager.over(self.box()):
            step = -ev.y
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            way = next((k for k, r in self.more.items() if r.collidepoint(ev.pos)), 0)
            step = way * max(1, self.room - 1)
        if not step:
            return False
        p = self.player()
        total = len(self.record_rows(p)) if p is not None else 0
        self.skip = max(0, min(self.skip + step, total - max(1, self.room)))
        return True

    def record_rows(self, p: dict[str, Any]) -> list[tuple[str, int, Any]]:
        """The record's rows as shown: in a standings order its place first, then its lines
        (the scroll counted the lines alone, and stopped one short of the last)."""
        place = place_line(p, self.roster.players, self.order)
        return [*([place] if place else []), *record_lines(p, self.on_list)]

    def draw_record(self, surf: pygame.Surface, p: dict[str, Any], area: pygame.Rect) -> None:
        """The name, then the record's lines from ``skip``; where lines are out of sight a
        dim line says so, and a click on it scrolls."""
        f = self.app.fonts
        if self.renaming:  # how it ends, said: nothing showed that Enter keeps it
            self.field.draw(surf, f)
            said = self.rename_said()
            y = self.hint(surf, said, area.x, self.field.rect.bottom + f.px(6)).bottom + f.px(8)
        else:
            most = held_size(f, 40)
            size, lines = f.fit(p["name"], most, area.width, f.line_height(most))
            y = f.draw(surf, lines[0], size, ACCENT, topleft=area.topleft).bottom + f.px(10)
        rows = self.record_rows(p)
        self.skip = min(self.skip, max(0, len(rows) - 1))
        hint_h = f.line_height(held_size(f, 22)) + f.px(4)
        self.more = {}
        if self.skip:
            self.more[-1] = finger_room(
                self.hint(surf, _("More above (wheel, Page Up)"), area.x, y), f.px
            )
            y += hint_h
        self.room = 0
        for k, (text, held, colour) in enumerate(rows[self.skip :]):
            size = held_size(f, held)  # upright as large as held across
            # smaller to stay on one line; too long even so, on to a second (large text cut
            # the place's tie-break and a best partida's date)
            wraps = 1 if f.fit_line(text, size, area.width) else 2
            fitted, lines = f.fit(text, size, area.width, wraps * f.line_height(size), wraps)
            tall = f.line_height(fitted) * len(lines)
            last = self.skip + k == len(rows) - 1
            if y + tall + (0 if last else hint_h) > area.bottom:
                self.more[1] = finger_room(
                    self.hint(surf, _("More below (wheel, Page Down)"), area.x, y), f.px
                )
                break
            box = pygame.Rect(area.x, y, area.width, tall)
            f.draw_lines(surf, lines, fitted, colour, box, align="left")
            y += tall + f.px(4)
            self.room += 1

    def hint(self, surf: pygame.Surface, text: str, x: int, y: int) -> pygame.Rect:
        f = self.app.fonts
        return f.draw(surf, text, held_size(f, 22), DIM, topleft=(x, y))
