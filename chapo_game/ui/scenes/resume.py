"""The saved encuentros: each with its players, score and date, to resume or delete (after a
confirmation). At start, a damaged save is moved aside and the menu says so in one line."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from chapo_game import kept_positions, players, saves
from chapo_game.errors import one_line
from chapo_game.i18n import _, date_text
from chapo_game.table import get_table

from ..damaged import Damaged, listed_saves, players_damage, positions_damage, said, save_damage
from ..focus import ButtonFocus
from ..offloop import OffLoop
from ..pager import PAGE_KEYS
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
from ..write_notices import reason_said
from .base import BaseScene
from .confirm import ask_delete
from .opening import played_elsewhere, resume, slot_names


def start_notices() -> list[Damaged]:
    """Each damaged file found at start (saves, the players' list, kept positions), kept aside and
    reported on stderr. Every save is checked whole here (and its summary kept for the list):
    the window runs this off the frame loop (:class:`StartCheck`)."""
    found = [save_damage(loaded) for loaded in saves.list_summaries().problems]
    found += players_damage(players.load())
    # practice's kept positions too, read against practice's table: said with the rest
    return found + positions_damage(kept_positions.load_all(get_table())[1])


def slot_title(slot: saves.Slot) -> str:
    return " – ".join(slot_names(slot))


def slot_details(slot: saves.Slot) -> str:
    a, b = slot.scores
    wa, wb = slot.partidas_won
    at = time.localtime(slot.saved)
    when = f"{date_text(time.strftime('%Y-%m-%d', at))} {time.strftime('%H:%M', at)}"
    m, t = slot.format  # which rules it keeps: a club changes the target between rounds
    return _("{a}–{b} in partida {n} of {m}, to {t} · partidas {wa}–{wb} · saved {when}").format(
        a=a, b=b, n=slot.partida, m=m, t=t, wa=wa, wb=wb, when=when
    )


#: The list's top and bottom, as fractions of the window's height; under the search box (when
#: the saves take more than a page) it starts lower.
LIST_TOP, LIST_TOP_UNDER_BOX, LIST_BOTTOM = 0.16, 0.25, 0.82


class StartCheck(OffLoop):
    """The check of the saves and the players' list at start, off the frame loop: a club's
    two hundred long encuentros take seconds to check, and the menu is up at once; its lines
    join the menu's notice when it is done (:func:`chapo_game.ui.launch.offer_resume`)."""

    def work(self) -> list[Damaged]:
        return start_notices()

    def lines(self, wait: bool = False) -> list[Damaged | str] | None:
        """The files it found damaged once done (``wait``: wait for it), else ``None``; a
        check that failed is one line to say instead."""
        if wait:
            self.wait()
        if not self.ready:
            return None
        if self.error is not None:
            reason = one_line(str(self.error)) or type(self.error).__name__
            return [
                _("The saved encuentros could not be checked ({reason}).").format(
                    reason=reason_said(reason)
                )
            ]
        return list(self.result or [])


class ResumeScene(BaseScene):
    """Rows of saved encuentros, newest first, a page at a time. When they take more than one
    page (a club's machine), a box finds a pair's encuentro by typing part of a name."""

    closes_on_escape = True
    keys_move_focus = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.page = 0
        self.saved: list[saves.Slot] = []  # every slot; ``slots`` those whose names hold
        self.slots: list[saves.Slot] = []
        self.search = TextField("")
        self.search.focus = True  # typing at once finds a pair
        self.rows: list[tuple[saves.Slot, pygame.Rect, Button, Button]] = []
        self.nav = [
            Button(lambda: _("Previous"), self.prev, name="prev", enabled=lambda: self.page > 0),
            Button(lambda: _("Next"), self.next, name="next", enabled=self.has_next),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        # opened while the start's check reads every save, it read them all again meanwhile,
        # both at once: a club's 220 froze the window 1.5 s. It waits for that check instead.
        self.checking = getattr(app, "start_check", None) is not None
        if self.checking:
            self.show([])
        else:
            self.refresh()

    def update(self) -> None:
        if self.checking and self.app.start_check is None:  # done: its summaries are kept
            self.checking = False
            self.refresh()

    def moving(self) -> bool:
        return self.checking  # looked at until the check is done

    def per_page(self) -> int:
        return max(1, self.rows_fitting(LIST_TOP_UNDER_BOX if self.searching() else LIST_TOP))

    def row_height(self) -> int:
        return button_height(self.app.size, 0.13)  # on a portrait screen, no taller

    def searching(self) -> bool:
        """The box is offered when the saves take more than a page without it."""
        return len(self.saved) > self.rows_fitting(LIST_TOP)

    def rows_fitting(self, top: float) -> int:
        return int(self.app.size[1] * (LIST_BOTTOM - top) // self.row_height())

    def list_area(self) -> pygame.Rect:
        w, h = self.app.size
        top = LIST_TOP_UNDER_BOX if self.searching() else LIST_TOP
        return pygame.Rect(
            round(w * 0.06), round(h * top), round(w * 0.88), round(h * (LIST_BOTTOM - top))
        )

    def refresh(self) -> None:
        """Read the slots (only those changed since they were last checked) and lay out the
        page; a save damaged since the start's check is said as it is set aside, not unsaid."""
        self.show(listed_saves(self.app))

    def show(self, slots: list[saves.Slot]) -> None:
        self.saved = slots
        # with the box, Space and ← → type into it; without, they move and press as anywhere
        keys = ButtonFocus.beside_typing() if self.searching() else ButtonFocus()
        self.focus.steps, self.focus.press = keys.steps, keys.press
        part = players.folded(self.search.value) if self.searching() else ""
        self.slots = [s for s in slots if any(part in players.folded(n) for n in slot_names(s))]
        self.page = min(self.page, max(0, (len(self.slots) - 1) // self.per_page()))
        self.resize()

    def has_next(self) -> bool:
        return (self.page + 1) * self.per_page() < len(self.slots)

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
        first = self.page * self.per_page()
        self.rows = []
        for i, slot in enumerate(self.slots[first : first + self.per_page()]):
            row = pygame.Rect(area.x, area.y + i * rh, area.width, rh - f.px(8))
            go = Button(lambda: _("Resume"), (lambda s=slot: self.resume(s)), name=f"resume{i}")
            drop = Button(
                lambda: _("Delete"), (lambda s=slot: self.ask_delete(s)), name=f"delete{i}"
            )
            bar = pygame.Rect(0, 0, round(row.width * 0.3), round(rh * 0.5))
            bar.midright = (row.right - f.px(12), row.centery)
            layout_row([go, drop], bar, f.px(10))
            self.rows.append((slot, row, go, drop))
        bar = pygame.Rect(0, 0, round(w * 0.6), button_height((w, h)))
        bar.midbottom = (w // 2, h - round(h * 0.04))
        layout_row(self.nav, bar, f.px(16))
        self.search.rect = pygame.Rect(round(w * 0.06), round(h * 0.165), round(w * 0.3), 0)
        self.search.rect.height = button_height((w, h))
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
            before = self.search.value
            if self.search.handle(ev):
                if self.search.value != before:
                    self.page = 0
                    self.show(self.saved)
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
            paths = [s.path for s in self.slots]
            at = paths.index(slot.path) if slot.path in paths else 0
            after = (paths[at + 1 :] + paths[:at][::-1])[:1]  # the next, else the one before
            failure = saves.delete(slot.path)
            if failure is not None:  # still there: said, and still listed
                self.app.report_write(failure, "delete game")
                return
            self.show([s for s in self.saved if s.path != slot.path])  # the rest, not re-read
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
        paths = [s.path for s in self.slots]
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
        f.draw(surf, _("Saved encuentros"), 52, ACCENT, midtop=(w // 2, round(h * 0.04)))
        if self.searching():
            self.search.draw(surf, f, _("Find a player:"))
        if not self.slots:
            words = _("No encuentro is saved.")
            if self.checking:
                words = _("Reading the saved encuentros…")
            elif self.saved:
                words = _("No saved encuentro has a player whose name holds “{text}”.")
            size, lines = f.fit(
                words.format(text=self.search.value), 28, self.list_area().w, self.list_area().h
            )
            f.draw_lines(surf, lines, size, DIM, self.list_area())
        pages = -(-len(self.slots) // self.per_page())
        if pages > 1:  # where in a club's saves the page is, as the rules' pages say it
            f.draw(surf, f"{self.page + 1} / {pages}", 24, DIM, topright=(w - f.px(20), f.px(16)))
        for slot, row, go, _drop in self.rows:
            pygame.draw.rect(surf, PANEL, row, border_radius=8)
            pygame.draw.rect(surf, PANEL_EDGE, row, 1, border_radius=8)
            pad = f.px(14)
            text = pygame.Rect(row.x + pad, row.y, go.rect.x - row.x - 2 * pad, row.height)
            top = pygame.Rect(text.x, text.y + pad // 2, text.width, text.height // 2 - pad // 2)
            size, lines = f.fit(slot_title(slot), 30, top.width, top.height, max_lines=1)
            f.draw_lines(surf, lines, size, TEXT, top, align="left")
            bottom = pygame.Rect(text.x, top.bottom, text.width, top.height)
            size, lines = f.fit(slot_details(slot), 24, bottom.width, bottom.height, max_lines=1)
            f.draw_lines(surf, lines, size, DIM, bottom, align="left")
        super().draw(surf)
