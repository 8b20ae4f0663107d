"""The players and their records: pick a player to see how he plays — encuentros and partidas
won and lost, points and fouls per shot, chapós, his best partida, head to head and against
the computer by level; add a player, rename one, remove one (after a question), export every
record as CSV. A club's list of players is turned a page at a time, and a record longer than
its panel scrolls (the wheel, Page Up / Down, a click or a finger's tap on its "more" line)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from chapo_game import names, player_tables, players
from chapo_game.i18n import _
from chapo_game.settings import RECORDS_ORDERS, STANDINGS_ORDERS

from .. import counting, textcut
from ..beneath import buttons_key, fields_key
from ..draw.geometry import stands_upright
from ..focus import ButtonFocus
from ..page import Page, held_page, held_size
from ..pager import Pager, row_height
from ..textfield import TEXT_SIZE, click_focus
from ..widgets import (
    ACCENT,
    DIM,
    PANEL,
    PANEL_EDGE,
    Button,
    TextField,
    layout_row,
)
from .base import BaseScene
from .record_actions import RecordActions
from .record_lines import order_label
from .record_panel import RecordPanel
from .record_upright import NAME_SIZE, RecordUpright


class RecordsScene(RecordActions, RecordPanel, RecordUpright, BaseScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        counting.wait_all()  # a partida just ended, still being counted, is on it
        self.roster = players.load()
        self.order = app.settings.records_order  # by name or a standings (RECORDS_ORDERS)
        first = self.sorted_players()[:1]
        self.selected: str | None = first[0]["id"] if first else None
        self.pager = Pager("players")
        self.skip = 0  # the record's lines scrolled out of sight above
        self.searched = ""  # what the names listed hold
        self.room = 0  # how many of its lines the panel showed, at the last frame
        self.more: dict[int, pygame.Rect] = {}  # the "more above / below" lines, to click
        self.renaming = False
        self.field = TextField("")
        self.new_field = TextField("")
        self.new_field.focus = True  # typing at once finds a player (or names a new one)
        self.note = ""  # one line after an export or a refused name
        self.actions = [
            Button(lambda: _("Add player"), self.add, name="add"),
            Button(lambda: _("Rename"), self.rename, name="rename", enabled=self.has_player),
            Button(lambda: _("Remove"), self.ask_remove, name="remove", enabled=self.has_player),
            Button(lambda: _("Export CSV"), self.export, name="export"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self.order_button = Button(lambda: order_label(self.order), self.next_order, name="order")
        self.cancel = Button(lambda: _("Cancel"), self.cancel_rename, name="cancel_rename")
        self.keys_top: int | None = None  # where the on-screen keys' top covers the list
        self.panel = pygame.Rect(0, 0, 0, 0)  # the record's, set with the list (resize)
        # ↑ ↓ light the players and the buttons, Enter presses the lit one (a name is typed
        # meanwhile, so Space and the side arrows stay with it)
        self.focus = ButtonFocus.beside_typing()
        self.rebuild()

    def has_player(self) -> bool:
        return self.player() is not None

    def player(self) -> dict[str, Any] | None:
        return self.roster.by_id(self.selected)

    def on_list(self, pid: str) -> bool:
        return self.roster.by_id(pid) is not None

    def sorted_players(self) -> list[dict[str, Any]]:
        """As the list shows them: the standings' own order (:func:`player_tables.ranked`)."""
        return [p for _k, p in player_tables.ranked(self.roster.players, self.order)]

    def next_order(self) -> None:
        """By name, then the club's standings: by encuentros won, partidas won, points per
        shot."""
        i = RECORDS_ORDERS.index(self.order)
        self.order = RECORDS_ORDERS[(i + 1) % len(RECORDS_ORDERS)]
        self.app.apply_settings(self.app.settings.with_(records_order=self.order))
        self.rebuild()
        self.pager.scroll_to(0)  # the standings from the top, the record shown kept
        self.relist()

    def chip_text(self, p: dict[str, Any], rank: str, chip: Button | None = None) -> str:
        """The name; in a standings order, its place and the figure it is ranked by (a player
        with nothing to rank by yet: his name alone, after the ranked). Too long for its
        ``chip``, the name gives way and the figure stays (large text cut the figure first)."""
        if not rank or self.order not in STANDINGS_ORDERS:
            return str(p["name"])
        head = f"{rank} {p['name']}"  # "3." or, shared with an equal, "7="
        if self.order == "points":
            figure = player_tables.per_shot_text(p["points"], p["shots"])
        else:  # won against people, as the standings count them
            figure = str(player_tables.against_people(p, self.order)[0])
        tail = f" · {figure}"
        f = self.app.fonts
        if chip is None or not chip.rect.width:
            return head + tail
        room = chip.text_room(f)
        if textcut.whole(f, head + tail, held_size(f, NAME_SIZE), *room):
            return head + tail
        return textcut.head_given_way(f, head, tail, room[0])

    def rebuild(self) -> None:
        places = player_tables.ranked(self.roster.players, self.order)
        ordered = [p for _k, p in places]
        self.chips = [
            Button(
                str,  # the label below, which fits itself to the chip
                (lambda i=p["id"]: self.select(i)),
                name=f"player:{p['name']}",
                selected=(lambda i=p["id"]: self.selected == i),
            )
            for _k, p in places
        ]
        labels = player_tables.place_labels(places)
        for chip, k, (_k, p) in zip(self.chips, labels, places, strict=True):
            chip.label = lambda p=p, k=k, chip=chip: self.chip_text(p, k, chip)
        self.folded = [names.folded(p["name"]) for p in ordered]
        self.ids = [p["id"] for p in ordered]
        self.resize()
        shown = {id(b) for b in self.pager.items}
        listed = [i for i, b in zip(self.ids, self.chips, strict=True) if id(b) in shown]
        if self.selected in listed:
            self.pager.show(listed.index(self.selected))
        self.relist()

    def place_list(self) -> None:
        """The names that hold what the box holds (all while it is empty), from the first
        when that changed: with a club's list, typing part of a name finds its record."""
        part = names.folded(self.new_field.value)
        found = [k for k, f in enumerate(self.folded) if part in f]
        if part != self.searched:
            self.searched, self.pager.first = part, 0
        if self.selected not in [self.ids[k] for k in found]:  # the record shown, and what
            self.selected = self.ids[found[0]] if found else None  # Remove takes: listed
        self.pager.layout([self.chips[k] for k in found], *self.list_place)

    def cancel_rename(self) -> None:
        """The rename left as it was (Esc, or Cancel beside the box): what it tried is said no
        more, and typing finds a player again."""
        self.renaming, self.new_field.focus, self.note = False, True, ""

    def keys_cover(self, top: int | None) -> None:
        """The on-screen keys' top (None: put away), told by the keyboard: the list shows the
        rows whole above it, the chosen one among them — at 1280×720 the list's last row peeked
        out cut in half over the keys."""
        if top == self.keys_top:
            return
        self.keys_top = top
        self.resize()
        chip = next(
            (b for b, i in zip(self.chips, self.ids, strict=True) if i == self.selected), None
        )
        at = [k for k, b in enumerate(self.pager.items) if b is chip]
        if at:
            self.pager.show(at[0])
        self.relist()

    def select(self, pid: str) -> None:
        self.selected = pid
        self.renaming = False
        self.skip = 0
        self.note = ""  # said of the last player or action, not of this one

    def relist(self) -> None:
        """The buttons the pointer and the keys reach: the page of names, its page buttons,
        the actions."""
        # the keys reach the names first (typing narrows them), then the order and the actions
        cancel = [self.cancel] if self.renaming else []  # last: the others' places kept
        self.buttons = [
            *self.pager.shown,
            *self.pager.controls(),
            self.order_button,
            *self.actions,
            *cancel,
        ]

    def resize(self) -> None:
        """The parts across as ever, or down a window standing upright (:mod:`.record_upright`),
        the boxes' words as large as the screen's."""
        f = self.app.fonts
        self.new_field.text_size = self.field.text_size = held_size(f, TEXT_SIZE)
        (self.place_upright if stands_upright(self.app.size) else self.place_across)()
        self.relist()

    def place_across(self) -> None:
        """The names in a column beside the record's panel, the actions in a row under both."""
        size = self.app.size
        f = self.app.fonts
        gap = f.px(5)  # eight rows fit a 16:9 window (at 8 px the 8th did not: a page of six)
        h = row_height(size, f)  # as high as its name needs, the window's room for more rows
        # the order over the list, the pages' span ("8–14 de 26") between the two
        page = Page(size)  # upright, the list and the record take the height to spare
        self.order_button.rect = page.button(0.04, 0.1, 0.26, 0.046)
        band = page.band(0.04, 0.185, 0.26, 0.535)
        if self.keys_top is not None:  # the rows whole above the on-screen keys
            band.height = max(h, min(band.height, self.keys_top - gap - band.y))
        self.list_place = (band, 1, h, gap)
        self.place_list()
        self.new_field.rect = page.button(0.04, 0.75, 0.26, 0.06, foot=True)
        self.field.rect = page.button(0.36, 0.14, 0.4, 0.07)
        self.cancel.rect = page.button(0.78, 0.14, 0.16, 0.07)  # beside the box, in the panel
        layout_row(self.actions, page.button(0.04, 0.87, 0.92, 0.07, foot=True), f.px(14))
        self.panel = page.band(0.34, 0.13, 0.62, 0.72)

    # ------------------------------------------------------------------ input and drawing
    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.renaming:
                self.cancel_rename()
            else:
                self.app.pop()
            return
        before = self.buttons
        used = self.focus.handle(ev, before) or self.scroll(ev) or self.pager.handle(ev)
        self.relist()  # a page turned by a key, the wheel or a button below
        self.focus.follow(self.focus.lit(before), self.buttons)
        if used:
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # nothing lit: the box with the keys says what Enter does
            (self.rename if self.renaming and self.field.focus else self.enter)()
            return
        fields = [self.new_field, self.field] if self.renaming else [self.new_field]
        click_focus(fields, ev)
        if any(f.handle(ev) for f in fields):
            self.place_list()  # the names holding what is typed
            self.relist()
            self.note = ""  # said of what the box held before
            # the keys are the box's now: Enter finds or adds what is typed, never a button
            # the light was on (the names narrowed under it, it lit Back or Rename)
            self.focus.index = None
            self.focus.show(self.buttons)
            return
        super().handle(ev)  # a button: the page it turned relisted, the light kept on it

    def still_key(self) -> Hashable:
        """What the screen shows under the question before a player is removed or the
        on-screen keys (:mod:`..beneath`): the keys type into its boxes and it is updated
        under them, so their texts, the record shown and what is said are all in it."""
        p = self.player()
        record = (p["name"], self.record_rows(p)) if p is not None else None
        said = (self.skip, self.renaming, self.note, self.rename_said(), self.pager.span())
        listed = (bool(self.chips), bool(self.pager.items), self.keys_top)
        fields = fields_key([self.field, self.new_field])
        return buttons_key(self.buttons), self.focus.index, fields, record, said, listed

    def box(self) -> pygame.Rect:
        return self.panel

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        self.relist()  # Cancel shown as soon as Rename began
        at = (w // 2, held_page(f).top(0.03))
        f.draw(surf, _("Players and records"), held_size(f, 52), ACCENT, midtop=at)
        words = _("No player's name holds “{text}”: Add player adds it.")
        if not self.chips:
            words = _("No players yet.")
        elif self.pager.items:
            words = ""
        if words:
            area = self.list_place[0]
            said = words.format(text=self.new_field.value)
            most = held_size(f, NAME_SIZE)
            size, lines = f.fit(said, most, area.w, area.h, max_lines=6)  # the list's room
            f.draw_lines(surf, lines, size, DIM, area)
        self.new_field.draw(surf, f, _("Find or add a player:"), held_size(f, 22))
        box = self.box()
        pygame.draw.rect(surf, PANEL, box, border_radius=8)
        pygame.draw.rect(surf, PANEL_EDGE, box, 1, border_radius=8)
        p = self.player()
        if p is not None:
            self.draw_record(surf, p, box.inflate(-2 * f.px(20), -2 * f.px(12)))
        if self.note:  # on two lines where one is too short (an export's long folder was cut)
            under = self.actions[-1].rect.bottom + f.px(4)  # clear of the panel and actions
            area = pygame.Rect(f.px(20), under, w - 2 * f.px(20), max(1, h - under))
            most = held_size(f, 22)
            size, lines = f.fit(self.note, most, area.w, min(area.h, f.line_height(most) * 2))
            area.height = f.line_height(size) * len(lines)
            f.draw_lines(surf, lines, size, ACCENT, area)
        self.focus.show(self.buttons)
        for b in self.buttons:
            b.draw(surf, f, held_size(f, NAME_SIZE))
        self.pager.draw_span(surf, f)
