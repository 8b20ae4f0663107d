"""The saved encuentros: each with its players, score and date, to resume or delete (after a
confirmation). A page at a time: a club's thousands of saves are ordered by their files' times
alone, and only the page shown is read (:func:`chapo_game.saves.summaries`); a damaged save met
there is moved aside and said in one line."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any

import pygame

from chapo_game import saves
from chapo_game.i18n import _

from ..beneath import buttons_key, fields_key
from ..damaged import said, save_damage
from ..memo import Memo
from ..page import Page, held_button_height, held_gain, held_size, held_width
from ..pager import PAGE_KEYS
from ..textfield import TEXT_SIZE, click_focus
from ..widgets import (
    ACCENT,
    DIM,
    PANEL,
    PANEL_EDGE,
    TEXT,
    Button,
    TextField,
    button_height,
    layout_row,
)
from .base import BaseScene
from .confirm import ask_delete
from .opening import played_elsewhere, resume
from .resume_pages import SavesPages
from .resume_words import slot_details, slot_title

#: The list's top and bottom, as fractions of the window's height; under the search box (when
#: the saves take more than a page) it starts lower.
LIST_TOP, LIST_TOP_UNDER_BOX, LIST_BOTTOM = 0.16, 0.25, 0.82


class ResumeScene(SavesPages, BaseScene):
    """Rows of saved encuentros, newest first, a page at a time, only the page read. When they
    take more than one page (a club's machine), a box finds a pair's encuentro by typing part
    of a name: the saves not read yet are read off the frame loop meanwhile, and come in as
    they are (:meth:`update`)."""

    closes_on_escape = True
    keys_move_focus = True
    #: upright, the title, the rows and the buttons as large as held across (:mod:`..page`):
    #: at 1080×1920 Volver was 53 px high and «Encuentros guardados» 31, where 1920×1080
    #: draws them 70 and 55
    held_buttons = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.page = 0
        self.paths: list[Path] = []  # every save's file, newest first (nothing read)
        self.listed: list[Path] = []  # those the search lets through (all, without one)
        self.briefs: dict[Path, saves.Slot] = {}  # the summaries read
        self.to_read: set[Path] = set()  # searching: the files whose names are not known yet
        self.matches: Memo[bool] = Memo(20_000)  # a club's 3,000 saves, a few texts typed
        self.search = TextField("")
        self.search.focus = True  # typing at once finds a pair
        self.rows: list[tuple[saves.Slot, pygame.Rect, Button, Button]] = []
        self.nav = [
            Button(lambda: _("Previous"), self.prev, name="prev", enabled=lambda: self.page > 0),
            Button(lambda: _("Next"), self.next, name="next", enabled=self.has_next),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self.refresh()

    def moving(self) -> bool:
        return bool(self.to_read or self.coming)  # until the search, or the page, is read

    def still_key(self) -> Hashable | None:
        """What the list shows under the question before a save is deleted
        (:mod:`...beneath`); ``None`` while a search or a page is still being read off the
        loop (its rows land as they are read)."""
        if self.moving():
            return None
        rows = tuple((slot, tuple(row)) for slot, row, _go, _drop in self.rows)
        shown = (self.page, len(self.listed), bool(self.paths), self.searching())
        return buttons_key(self.buttons), self.focus.index, fields_key([self.search]), rows, shown

    def per_page(self) -> int:
        return max(1, self.rows_fitting(LIST_TOP_UNDER_BOX if self.searching() else LIST_TOP))

    def row_height(self) -> int:
        # upright no taller (thirteen saves fill a 1080×1920 page), their words as large as fit
        return button_height(self.app.size, 0.13)

    def searching(self) -> bool:
        """The box is offered when the saves take more than a page without it."""
        return len(self.paths) > self.rows_fitting(LIST_TOP)

    def rows_fitting(self, top: float) -> int:
        """Upright, the list takes the height to spare (:class:`~..page.Page`)."""
        page = Page(self.app.size)
        room = page.height * (LIST_BOTTOM - top) if page.flat else page.span(top, LIST_BOTTOM - top)
        return int(room // self.row_height())

    def list_area(self) -> pygame.Rect:
        top = LIST_TOP_UNDER_BOX if self.searching() else LIST_TOP
        return Page(self.app.size).band(0.06, top, 0.88, LIST_BOTTOM - top)

    def has_next(self) -> bool:
        return (self.page + 1) * self.per_page() < len(self.listed)

    def prev(self) -> None:
        self.page = max(0, self.page - 1)
        self.resize()

    def next(self) -> None:
        if self.has_next():
            self.page += 1
            self.resize()

    def resize(self) -> None:
        w, h = self.app.size
        f = self.app.fonts
        area, rh = self.list_area(), self.row_height()
        self.rows = []
        for i, slot in enumerate(self.page_slots()):
            row = pygame.Rect(area.x, area.y + i * rh, area.width, rh - f.px(8))
            # a finished encuentro is resumed to be counted (its end shown, the slot let go)
            word = (lambda: _("Count")) if slot.finished else (lambda: _("Resume"))
            go = Button(word, (lambda s=slot: self.resume(s)), name=f"resume{i}")
            drop = Button(
                lambda: _("Delete"), (lambda s=slot: self.ask_delete(s)), name=f"delete{i}"
            )
            bar = pygame.Rect(0, 0, round(row.width * 0.3), round(rh * 0.5))
            bar.midright = (row.right - f.px(12), row.centery)
            layout_row([go, drop], bar, f.px(10))
            self.rows.append((slot, row, go, drop))
        bar = pygame.Rect(0, 0, held_width(f, 0.6), held_button_height((w, h)))
        page = Page((w, h))
        bar.midbottom = (w // 2, h - page.size(0.04))
        layout_row(self.nav, bar, f.px(16))
        # upright its words as large as held across, as the rows': they stayed 27 px beside
        # 55-px titles at 1080×1920; the box as wide as its words need, as high as a row's
        # buttons (held higher, it met the list's first row)
        self.search.rect = pygame.Rect(page.left(0.06), page.top(0.165), held_width(f, 0.3), 0)
        self.search.rect.height = button_height((w, h))
        self.search.text_size = held_size(f, TEXT_SIZE)
        self.buttons = [b for _s, _r, go, drop in self.rows for b in (go, drop)] + self.nav

    def handle(self, ev: pygame.event.Event) -> None:
        """The wheel and Page Up / Page Down turn the pages too; what is typed goes to the
        box (when it is offered) and narrows the list."""
        if ev.type == pygame.MOUSEWHEEL and ev.y:
            (self.prev if ev.y > 0 else self.next)()
            return
        if ev.type == pygame.KEYDOWN and ev.key in PAGE_KEYS:
            (self.prev if PAGE_KEYS[ev.key] < 0 else self.next)()
            return
        # the box always has the keys it takes (text, Backspace, Ctrl+A / V...): the only thing
        # typed here; the others move and press the buttons
        if self.searching():
            click_focus([self.search], ev)  # a finger's tap on it: the game's keys
            before = self.search.value
            if self.search.handle(ev):
                if self.search.value != before:
                    self.page = 0
                    self.filter()
                return
        super().handle(ev)

    def resume(self, slot: saves.Slot) -> None:
        """Read the encuentro whole again (the list holds only its summary); a file damaged
        or gone since it was listed is said in one line and the list read again."""
        full, loaded = saves.load_slot(slot.path)
        if full is None:
            if loaded.message is None:
                self.app.notify(_("The saved encuentro is no longer there."))
            else:
                self.app.notify(said(save_damage(loaded)))
            self.refresh()
            return
        resume(self.app, full)

    def ask_delete(self, slot: saves.Slot) -> None:
        if played_elsewhere(self.app, slot):
            return

        def delete() -> None:
            paths = self.listed
            at = paths.index(slot.path) if slot.path in paths else 0
            after = (paths[at + 1 :] + paths[:at][::-1])[:1]  # the next, else the one before
            failure = saves.delete(slot.path)
            if failure is not None:  # still there: said, and still listed
                self.app.report_write(failure, "delete game")
                return
            self.paths = [p for p in self.paths if p != slot.path]  # the rest, not re-read
            self.briefs.pop(slot.path, None)
            self.filter()
            self.light_after_delete(after[0] if after else None)

        question = _("Delete the saved encuentro {who} ({details})? It cannot be undone.")
        who = lambda: question.format(who=slot_title(slot), details=slot_details(slot))  # noqa: E731
        ask_delete(self.app, who, delete)

    def light_after_delete(self, path: Path | None) -> None:
        """The list shows the encuentro listed after the deleted one (the one before it, where
        it was the last: ``path``), and a light the keys had goes to its Resume: it went to
        another encuentro's Delete, one Enter from asking to delete that one too. Found by its
        file, not its place: the list may have lost its search box, and its filter, meanwhile."""
        lit = self.focus.index is not None
        paths = self.listed
        at = paths.index(path) if path in paths else None
        if at is not None:
            self.page = at // self.per_page()
            self.resize()
        if lit:
            name = "back" if at is None else f"resume{at % self.per_page()}"
            self.focus.light_named(name, self.buttons)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        title, at = held_size(f, 52), (w // 2, Page((w, h)).top(0.04))
        f.draw(surf, _("Saved encuentros"), title, ACCENT, midtop=at)
        if self.searching():
            self.search.draw(surf, f, _("Find a player:"), held_size(f, 22))
        if not self.rows:
            words = _("No encuentro is saved.")
            if self.to_read or self.coming:
                words = _("Reading the saved encuentros…")
            elif self.paths:
                words = _("No saved encuentro has a player whose name holds “{text}”.")
            size, lines = f.fit(
                words.format(text=self.search.value), 28, self.list_area().w, self.list_area().h
            )
            f.draw_lines(surf, lines, size, DIM, self.list_area())
        if self.to_read:  # the search still reading: how far, beside the box
            done = len(self.paths) - len(self.to_read)
            looked = _("Looked through {n} of {m}…").format(n=done, m=len(self.paths))
            at = (self.search.rect.right + f.px(16), self.search.rect.centery)
            f.draw(surf, looked, 22, DIM, midleft=at)
        pages = -(-len(self.listed) // self.per_page())
        if pages > 1:  # where in a club's saves the page is, as the rules' pages say it
            f.draw(surf, f"{self.page + 1} / {pages}", 24, DIM, topright=(w - f.px(20), f.px(16)))
        for slot, row, go, _drop in self.rows:
            self.draw_row(surf, slot, row, go.rect.x)
        super().draw(surf)

    def button_rows(self) -> list[list[Button]]:
        """A row's Resume and Delete at one size (upright, «Continuar» fitted its button
        smaller than «Borrar» beside it), Previous, Next and Back each its own."""
        rows = [[go, drop] for _s, _r, go, drop in self.rows]
        return [*rows, *([b] for b in self.nav)]

    def draw_row(self, surf: pygame.Surface, slot: saves.Slot, row: pygame.Rect, end: int) -> None:
        """A saved encuentro's row, its words left of ``end`` (its buttons'): the players
        over the score and the date — these in two lines where the window stands upright,
        their one line left too small to read beside the buttons as large as held across."""
        pygame.draw.rect(surf, PANEL, row, border_radius=8)
        pygame.draw.rect(surf, PANEL_EDGE, row, 1, border_radius=8)
        f = self.app.fonts
        pad = f.px(14)
        text = pygame.Rect(row.x + pad, row.y, end - row.x - 2 * pad, row.height)
        top = pygame.Rect(text.x, text.y + pad // 2, text.width, text.height // 2 - pad // 2)
        size, lines = f.fit(slot_title(slot), held_size(f, 30), top.width, top.height, 1)
        f.draw_lines(surf, lines, size, TEXT, top, align="left")
        bottom = pygame.Rect(text.x, top.bottom, text.width, top.height)
        most = 2 if held_gain(f) > 1 else 1
        size, lines = f.fit(slot_details(slot), held_size(f, 24), bottom.width, bottom.height, most)
        f.draw_lines(surf, lines, size, DIM, bottom, align="left")
