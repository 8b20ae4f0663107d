"""Where the players' names are typed, or picked from the list of players: the name fields,
and under them the names on the list that hold what is being typed (all of them while a field
holds nothing of its own), a page at a time — a club's list is longer than a screen."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import pygame

from chapo_game import player_list, players, record
from chapo_game.i18n import N_, _
from chapo_game.names import folded, same_name, tidy

from ..beneath import buttons_key, fields_key
from ..damaged import players_damage, said
from ..focus import ButtonFocus, pressable
from ..guest_names import is_guest, same_player
from ..hand_words import HandWords
from ..page import held_columns, held_page, held_size
from ..pager import Pager, columns_fitting
from ..textfield import click_focus
from ..widgets import BAD, DIM, Button, TextField
from .base import BaseScene

CHIPS_WIDTH = 0.7  # the players' names to pick: this share of a window lying across wide
LAG_DECIDES = N_("The lag decides who plays ball 1 and who breaks.")
#: What the band of names says while the list of players is empty.
LIST_EMPTY = HandWords(
    N_("Players who play under their own name are kept here, to be picked with a tap."),
    N_(
        "Players who play under their own name are kept here, to be picked with a click "
        "(or the arrows and Enter)."
    ),
)


def name_clash(names: list[str], computer: int | None = None) -> str:
    """Why these names cannot start an encuentro ("" when they can): one player in both seats
    would win and lose every partida of his own record, and a player named as the computer
    would be told apart from it by nothing."""
    if computer is not None:
        person = names[1 - computer]
        if same_player(person, names[computer]):
            return _("{name} is the computer's name: type another.").format(name=person)
    elif same_player(names[0], names[1]):
        return _("The two players need different names.")
    return ""


T = TypeVar("T")


def change_list(
    app: Any, change: Callable[[player_list.Roster], T], changed: Callable[[T], bool] = bool
) -> players.Updated[T]:
    """One change of the list (:func:`players.update`: read afresh under the lock, changed,
    written), and what the window says of it: a list found damaged on the way (set aside, as
    at start), a write that failed."""
    return told(app, players.update(change, changed))


def told(app: Any, updated: players.Updated[T]) -> players.Updated[T]:
    """What the window says of a change of the list made (:func:`change_list`, or a partida
    counted off the frame loop): a list found damaged on the way, a write that failed."""
    for found in players_damage(updated.roster):
        app.notify(said(found))
    app.report_write(updated.failure, "records")
    return updated


def refused(name: str) -> bool:
    """Whether a name typed is one the list's reader refuses (:func:`player_list.acceptable`)."""
    kept = tidy(name)[: record.MAX_NAME_CHARS]
    return bool(kept) and not player_list.acceptable(kept)


def seat_players(
    roster: player_list.Roster, names: list[str], computers: dict[int, int]
) -> list[dict[str, Any] | None]:
    """Each seat's player on the list, added if new; None for the computer, a default name
    (nobody in particular) or a name the list cannot take (full, or one it refuses)."""
    return [
        roster.add(name) if seat not in computers and not is_guest(name) else None
        for seat, name in enumerate(names)
    ]


def enlist(
    app: Any, names: list[str], computers: dict[int, int]
) -> tuple[list[str], list[str | None]]:
    """Put the named players on the list (and the computer's level), as one change of it;
    the names as the list spells them ("maria" typed is María: one player, one saved
    encuentro) and each seat's id (None: no record kept, and said why)."""
    seated: list[dict[str, Any] | None] = [None] * len(names)

    def change(roster: player_list.Roster) -> bool:
        """True when the list changed: a list written unchanged at every start of a game
        also rolled the day's backup (docs: the records) for nothing."""
        before = (len(roster.players), roster.computer_level)
        seated[:] = seat_players(roster, names, computers)
        if computers:
            roster.computer_level = next(iter(computers.values()))
        return (len(roster.players), roster.computer_level) != before

    made = change_list(app, change).failure is None  # not written: the failure is said
    for seat, name in enumerate(names):
        if not made or seat in computers or is_guest(name) or seated[seat] is not None:
            continue
        if refused(name):
            kept = _("{name} holds a character the list cannot keep: no record is kept.")
        else:
            kept = _("The list of players is full ({n}): {name} plays without a record.")
        app.notify(kept.format(n=player_list.FULL, name=name))
    listed = [p["name"] if p is not None else n for p, n in zip(seated, names, strict=True)]
    return listed, [p["id"] if p is not None else None for p in seated]


class PlayerSetup(BaseScene):
    """Text fields for the names and a grid of the known players' names to pick from: those
    holding what the lit field holds ("an" finds Ana and Juan), all while it holds a default
    name, nothing or a name already picked."""

    held_buttons = True  # upright, as large as on the screen held across (:mod:`..page`)

    def __init__(self, app: Any, defaults: list[str]) -> None:
        super().__init__(app)
        self.fields = [TextField(d, selected=is_guest(d)) for d in defaults]
        self.fields[0].focus = True
        self.known = players.load().names()
        self.folded = {n: folded(n) for n in self.known}  # searched at every key
        self.known_names = {same_name(n) for n in self.known}  # a name picked
        self.chips = {
            n: Button((lambda n=n: n), (lambda n=n: self.pick(n)), name=f"pick:{n}")
            for n in self.known
        }
        self.pager = Pager("names")
        self.chips_area = pygame.Rect(0, 0, 0, 0)
        self.typed = ""  # what the names shown hold
        self.problem = ""  # why Start did not start, said until a name changes
        # ↑ ↓ light the players' names and the buttons, Enter presses the lit one (Space and
        # the side arrows are left to the name being typed)
        self.focus = ButtonFocus.beside_typing()

    @property
    def shown_chips(self) -> list[Button]:
        """The names on the page in sight."""
        return self.pager.shown

    def focusable(self) -> list[Button]:
        """What the keys' light goes over: the names shown to pick, then the buttons."""
        return [*self.shown_chips, *self.pager.controls(), *self.buttons]

    def searched(self) -> str:
        """What the lit field holds of its own: not a default name, nor a name picked."""
        i = self.lit_index()
        value = "" if i is None else self.fields[i].value
        if is_guest(value) or same_name(value) in self.known_names:
            return ""
        return value

    def next_unnamed(self) -> int | None:
        """The field after the lit one, if it still holds a default name (Enter goes there)."""
        i = self.lit_index()
        if i is None or i + 1 >= len(self.fields) or not is_guest(self.fields[i + 1].value):
            return None
        return i + 1

    def lit_index(self) -> int | None:
        """Which name box has the keys, if any."""
        return next((k for k, f in enumerate(self.fields) if f.focus), None)

    def light_field(self, i: int, select: bool = True) -> None:
        """Light field ``i``, its name selected as Tab selects on a desktop: typing replaces it."""
        for k, f in enumerate(self.fields):
            f.focus = k == i
        self.focus.index = None  # one light at a time: the name's
        if select:
            self.fields[i].select_all()

    def tab(self, step: int) -> None:
        """Tab (``step`` 1; Shift+Tab -1) goes round the names being typed and then every
        button, as on a desktop's form: it went only from one name to the other, and Start
        was the arrows' alone. The name lit for typing stays lit while a button has the light,
        so the names shown to pick still hold what was typed."""
        live = pressable(self.focusable())
        ring = [("field", i) for i in range(len(self.fields))] + [("button", j) for j in live]
        lit = self.lit_index()
        here = ("button", self.focus.index) if self.focus.index in live else ("field", lit or 0)
        kind, to = ring[(ring.index(here) + step) % len(ring)]
        if kind == "field":
            self.light_field(to)
        else:
            self.focus.index = to
        self.focus.show(self.focusable())

    def pick(self, name: str) -> None:
        """The focused field takes the name; the focus moves to the next field."""
        i = self.lit_index() or 0
        self.fields[i].value = name
        nxt = (i + 1) % len(self.fields)
        self.light_field(nxt, select=nxt != i)  # one field: the name picked stays, to be mended

    def layout_chips(self, area: pygame.Rect | None = None) -> None:
        """Lay out the names that hold what is typed, from the first when that changed."""
        self.chips_area = area or self.chips_area
        typed = self.searched()
        if typed != self.typed:
            self.typed, self.pager.first = typed, 0
        names = player_list.matching(self.folded, typed)
        f, area, chips = self.app.fonts, self.chips_area, [self.chips[n] for n in names]
        h, gap = held_page(f).size(0.055), f.px(held_size(f, 8))  # upright as held across
        # four a row (upright as wide as held across), fewer where a name would be cut
        choices = held_columns(f, area.width, CHIPS_WIDTH, gap, (4, 3, 2))
        cols = columns_fitting(f, names, area, h, gap, held_size(f, 24), choices)
        self.pager.layout(chips, self.chips_area, cols, h, gap)

    def handle(self, ev: pygame.event.Event) -> None:
        before, typed = self.focusable(), [f.value for f in self.fields]
        self.respond(ev)
        if [f.value for f in self.fields] != typed:
            self.problem = ""
        if self.searched() != self.typed:  # a name typed, another field lit
            self.layout_chips()
        self.focus.follow(self.focus.lit(before), self.focusable())

    def respond(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:  # round the names too
            self.tab(-1 if ev.mod & pygame.KMOD_SHIFT else 1)
            return
        if self.focus.handle(ev, self.focusable()) or self.pager.handle(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            nxt = self.next_unnamed()
            if nxt is None:
                self.start()  # nothing lit: Enter starts, as the screen's main button
            else:
                self.light_field(nxt)  # the first name typed: on to the second, then start
            return
        for b in [*self.shown_chips, *self.pager.controls()]:
            if b.handle(ev):
                return
        clicked = click_focus(self.fields, ev)
        if clicked is not None and is_guest(clicked.value):
            clicked.select_all()  # a default name clicked into is there to be typed over
        if any(f.handle(ev) for f in self.fields):
            # the keys are the name's now: Enter goes on to the next name, never a button the
            # light was left on (it turned the head start round at every Enter)
            self.focus.index = None
            return
        super().handle(ev)

    def start(self) -> None:
        raise NotImplementedError

    def still_key(self) -> Hashable:
        """What the screen shows under the on-screen keys typing into its boxes
        (:mod:`..beneath`): it is updated under them, so its boxes, the names offered and
        why Start did not start are in it (the level and side chosen: its buttons')."""
        shown = [*self.buttons, *self.shown_chips, *self.pager.controls()]
        said = (self.problem, self.typed, bool(self.chips), self.pager.span())
        return buttons_key(shown), self.focus.index, fields_key(self.fields), said

    def typed_confirm(self, field: TextField) -> Button:
        """Empezar: what the on-screen keyboard shows on its top when the keys cover it."""
        return self.button("start")

    def draw_hint(self, surf: pygame.Surface) -> None:
        """Over the buttons: why Start did not start, or the lag (a finger's tap on a name's
        box opens the game's keyboard: :mod:`.onscreen_keyboard`)."""
        w, f, most = surf.get_width(), self.app.fonts, held_size(self.app.fonts, 24)
        text = self.problem or _(LAG_DECIDES)
        size, lines = f.fit(text, most, round(w * 0.9), f.line_height(most))
        at = (w // 2, held_page(self.app.fonts).foot(0.86))
        f.draw(surf, lines[0], size, BAD if self.problem else DIM, midbottom=at)

    def draw_fields(self, surf: pygame.Surface, labels: list[str]) -> None:
        f, small = self.app.fonts, held_size(self.app.fonts, 24)
        for fld, label in zip(self.fields, labels, strict=True):
            fld.draw(surf, f, label, held_size(f, 26), 4)
        if self.shown_chips:
            x, y = self.shown_chips[0].rect.topleft  # the page's first name: its top left
            f.draw(surf, _("Or pick a player:"), small, DIM, bottomleft=(x, y - f.px(small // 6)))
        self.focus.show(self.focusable())
        for b in [*self.shown_chips, *self.pager.controls()]:
            b.draw(surf, f, small)
        self.pager.draw_span(surf, f)
        hint = ""
        if not self.chips:  # the band the names will fill says so, rather than lie empty
            hint = LIST_EMPTY.said(self.app.pointer.by_finger)
        elif not self.shown_chips:
            hint = _("{name} is not on the list of players yet: the name joins it at the start.")
            hint = hint.format(name=tidy(self.typed))
        if hint:
            size, lines = f.fit(hint, small, *self.chips_area.size)
            f.draw_lines(surf, lines, size, DIM, self.chips_area)
