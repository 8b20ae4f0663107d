"""The settings screen: each row cycles its value; saved at once. A row of several values
(the partida's target, the encuentro's length, the shot clock, the volume) also has a − and a
+ at its ends, and the wheel over it steps it: the mouse goes both ways, as ← → do."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.settings import MatchSettings
from chapo_game.settings import (
    ENCUENTRO_LENGTHS,
    SHOT_CLOCKS,
    TARGETS,
)

from ..draw.geometry import stands_upright
from ..fonts import MIN_TEXT
from ..keyrepeat import is_repeat
from ..page import Page, across_share, held_size
from ..widgets import ACCENT, DIM, Button, button_height, layout_column
from .base import BaseScene
from .setting_labels import playing_note, row_meaning, setting_rows, step_volume

#: The rows that set an encuentro's rules: over an encuentro they wait for the next one (the
#: referee keeps the rules it started with); every other row acts at once.
NEXT_ENCUENTRO_ROWS = ("target", "encuentro", "ball1")
#: The rows of more than two values, with a − and a + at their ends: by a click alone the
#: volume went only up (70, 80, 90, 100, then 0 %), so turning it down passed full volume.
STEPPED_ROWS = ("target", "encuentro", "shot_clock", "volume")
#: The rows' text size at most on a portrait screen (the 1280×720 scale's): read from afar.
UPRIGHT_TEXT = 56


class SettingsScene(BaseScene):
    """Each row cycles its value on click (on the keyboard: ↑ ↓ choose the row, ← → cycle it,
    Enter as a click; a stepped row's − and + and the wheel over it do what ← → do); saved at
    once. ``playing``: the rules of the encuentro being played when the screen is opened from
    its pause — they stay as they are (the referee keeps them from the start), and the screen
    says so."""

    keys_move_focus = True
    button_text = 28

    def __init__(self, app: Any, playing: MatchSettings | None = None) -> None:
        super().__init__(app)
        self.playing = playing
        self.rows = setting_rows(app, self.set)
        self.buttons = [
            Button(label, (lambda fn=fn: fn(1)), name=name) for name, label, fn in self.rows
        ]
        self.buttons.append(Button(lambda: _("Back"), app.pop, name="back"))
        for name in STEPPED_ROWS:  # after Back: the keys' light goes over the rows alone
            for d, sign in ((-1, "−"), (1, "+")):
                self.buttons.append(
                    Button(
                        (lambda sign=sign: sign),
                        (lambda name=name, d=d: self.step(name, d)),
                        name=f"{name}{'-' if d < 0 else '+'}",
                        enabled=(lambda name=name, d=d: self.can_step(name, d)),
                    )
                )
        self.pointer: tuple[int, int] | None = None  # where the wheel acts (its event has none)
        self.focus.index = 0  # the keyboard starts on the first row
        self.resize()

    def set(self, **changes: Any) -> None:
        self.app.apply_settings(self.app.settings.with_(**changes))

    def step(self, name: str, d: int, ends: bool = True) -> None:
        """Row ``name`` one value on (``d`` 1) or back (-1). By its − and + or the wheel it
        stops at its ends (``ends``: "−" at 20 tantos went to 50); ← → go round, as a click on
        the row does; the volume stops at 0 % and 100 % either way."""
        if name == "volume":
            self.set(volume=step_volume(self.app.settings.volume, d))
        elif not ends or self.can_step(name, d):  # can_step knows the stepped rows only
            next(fn for n, _label, fn in self.rows if n == name)(d)

    def can_step(self, name: str, d: int) -> bool:
        """Whether the − or + of row ``name`` changes it (dimmed at either end)."""
        st = self.app.settings
        if name == "volume":
            return step_volume(st.volume, d) != st.volume
        values, now = {
            "target": (TARGETS, st.target),
            "encuentro": (ENCUENTRO_LENGTHS, st.encuentro_length),
            "shot_clock": (SHOT_CLOCKS, st.shot_clock),
        }[name]
        i = values.index(now) if now in values else 0
        return 0 <= i + d < len(values)

    def focusable(self) -> list[Button]:
        """The rows and Back: a − or + is a part of its row, which the keys step by ← →."""
        return self.buttons[: len(self.rows) + 1]

    def row_rect(self, b: Button) -> pygame.Rect:
        """Row ``b`` with its − and + (if it has them), where the wheel steps it."""
        if b.name not in STEPPED_ROWS:
            return b.rect
        return self.button(f"{b.name}-").rect.union(self.button(f"{b.name}+").rect)

    def resize(self) -> None:
        """The rows fill the room under the title (and its note) down to the window's foot,
        each at most 6 % of a 4:3 window's height as wide, the column centred in the room (at
        1080×1920 each row was 93 px high). Upright, :meth:`upright` lays them out instead."""
        w, h = self.app.size
        self.text = self.button_text
        if stands_upright((w, h)):
            self.upright()
            return
        top = self.rows_top()
        n = len(self.focusable())
        unit = min(button_height((w, h), 0.075), (h * 0.97 - top) / n)
        top += max(0, round((h * 0.97 - top - unit * n) / 2))
        self.place_rows(w // 2, top, across_share((w, h), 0.44), unit)

    def upright(self) -> None:
        """A portrait screen's rows: from under the title down to the keys' words at its foot,
        up to twice as high as lying across and wider, their words larger in proportion, to be
        read from afar and struck by a finger — the 4:3 block centred in 1080×1920 left half
        the screen empty above and below. Over an encuentro the column stands to the left, its
        "next encuentro" marks in the room to its right."""
        w, h = self.app.size
        f, top = self.app.fonts, self.rows_top()
        foot = h - 3 * f.line_height(22) - 3 * f.px(16)  # room for the keys' words
        n, usual = len(self.focusable()), button_height((w, h), 0.075)
        unit = min(2 * usual, (foot - top) / n)
        grow = f.floor / MIN_TEXT  # large text: the words that much larger, the rows wider
        width = round(w * (min(0.92, 0.8 * grow) if self.playing is None else 0.72))
        centre = w // 2 if self.playing is None else round(w * 0.03) + width // 2
        self.place_rows(centre, top, width, unit)
        usual_text = round(min(UPRIGHT_TEXT, self.button_text * unit / usual))
        self.text = max(usual_text, self.one_line(round(usual_text * grow)))

    def one_line(self, size: int) -> int:
        """The rows' words at ``size``, or smaller, as large as the longest row holds on one
        line: each row fitted on its own, "Consejo del maestro: contra el nivel 1" came out
        smaller than its neighbours or broken in two."""
        f = self.app.fonts
        rows = self.focusable()
        return min(f.fit_line(b.label(), size, b.text_room(f)[0]) or f.floor for b in rows)

    def place_rows(self, centre: int, top: int, width: int, unit: float) -> None:
        """The rows in a column ``width`` wide from ``top``, one each ``unit`` of height (a
        fifth of it between them), a stepped row's − and + inside its width at either end."""
        bh = round(unit * 0.8)
        layout_column(self.focusable(), centre, top, width, bh, round(unit) - bh)
        side, gap = round(bh * 1.3), self.app.fonts.px(6)
        for name in STEPPED_ROWS:  # the − and + inside the row's width, each end of it
            row = self.button(name)
            less, more = self.button(f"{name}-"), self.button(f"{name}+")
            less.rect = pygame.Rect(row.rect.x, row.rect.y, side, bh)
            more.rect = pygame.Rect(row.rect.right - side, row.rect.y, side, bh)
            row.rect = row.rect.inflate(-2 * (side + gap), 0)

    def rows_top(self) -> int:
        """Where the rows start: under the title, and its note (on a portrait window as far
        down as on a 4:3 one as wide)."""
        return Page(self.app.size).top(0.18 if self.playing is None else 0.26)

    def title_y(self) -> int:
        """The title's centre: as far over a portrait window's centred rows as on a 4:3 one."""
        w, h = self.app.size
        if stands_upright((w, h)):
            return Page((w, h)).top(0.1)
        over = (self.rows_top() - round(h * 0.1)) * min(h, w * 3 / 4) / h
        return max(round(h * 0.1), round(self.buttons[0].rect.y - over))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = ev.pos
        elif ev.type == pygame.MOUSEWHEEL and ev.y and self.pointer is not None:
            at = [
                n for n in STEPPED_ROWS if self.row_rect(self.button(n)).collidepoint(self.pointer)
            ]
            if at:  # the wheel up steps on, down steps back
                self.step(at[0], 1 if ev.y > 0 else -1)
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if ev.key in (pygame.K_LEFT, pygame.K_RIGHT):  # cycle the lit row, either way
                i = self.focus.index
                if i is not None and i < len(self.rows) and not is_repeat(ev):
                    self.step(self.rows[i][0], -1 if ev.key == pygame.K_LEFT else 1, ends=False)
                return
        super().handle(ev)

    def draw_keys_said(self, surf: pygame.Surface) -> None:
        """How the keys change a row, beside the rows (under them on a portrait window): a
        player without a mouse had no way to learn that ← → change the lit row. After them,
        what the lit row's Chapó word means (:func:`.setting_labels.row_meaning`)."""
        f = self.app.fonts
        back = self.focusable()[-1].rect  # Volver, the column's foot
        top, left = self.buttons[0].rect.y, min(b.rect.x for b in self.buttons)
        edge = Page(self.app.size).left(0) + f.px(16)  # ultra-wide: by the rows, not 1100 px off
        area = pygame.Rect(edge, top, left - edge - f.px(16), (back.bottom - top) // 2)
        said = held_size(f, 22)  # as large as held across: 14 px high at 1080×1920, not 24
        free, align = surf.get_height() - back.bottom - 2 * f.px(16), "left"
        if free >= 3 * f.line_height(22):  # a portrait window's rows stand centred: under
            # them, as wide, not in the thin column beside them — as large as the room there
            # lets (three lines at 33 left a match's settings none: it went beside them)
            room = min(free, 3 * f.line_height(said))
            area, align = pygame.Rect(back.x, back.bottom + f.px(16), back.width, room), "center"
        lit = self.focus.lit(self.focusable())
        keys = _("Up/Down: a row. Left/Right or Enter: change it. Esc: back.")
        text = " ".join(
            t for t in (keys, row_meaning(lit.name if lit else None, self.app.settings)) if t
        )
        size, lines = f.fit(text, said, area.width, area.height, max_lines=6)
        f.draw_lines(surf, lines, size, DIM, area, align=align)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        larger = min(1.5, self.text / self.button_text)  # as the rows' words are, upright
        f.draw(surf, _("Settings"), round(56 * larger), ACCENT, center=(w // 2, self.title_y()))
        note = playing_note(self.playing)
        if note:
            top = self.buttons[0].rect
            # over the rows, a line clear of them: on a portrait window 4 px over them, crowded
            gap = f.px(24 if stands_upright((w, h)) else 6)
            area = pygame.Rect(0, 0, round(w * 0.8), top.y - gap - Page((w, h)).top(0.15))
            size, lines = f.fit(note, round(24 * larger), area.width, area.height, max_lines=2)
            area.height = len(lines) * f.line_height(size)  # just over the rows, not afloat
            area.midbottom = (w // 2, top.y - gap)  # (over a portrait window's rows)
            f.draw_lines(surf, lines, size, DIM, area)
            for b in self.buttons:  # the rows that do not act at once, and when they do
                mark = _("next encuentro") if b.name in NEXT_ENCUENTRO_ROWS else ""
                if b.name == "shot_clock":  # the turn keeps its limit; "no limit" stops it
                    mark = _("next turn") if self.app.settings.shot_clock else ""
                if mark:  # beside the row's +, if it has one, as large as the room holds
                    at = (self.row_rect(b).right + f.px(12), b.rect.centery)
                    size = f.fit(mark, round(20 * larger), w - at[0] - f.px(4), b.rect.height, 1)[0]
                    f.draw(surf, mark, size, DIM, midleft=at)
        self.draw_keys_said(surf)
        self.focus.show(self.focusable())  # as every screen of buttons, with larger − and +
        rows = len(self.focusable())
        box = self.buttons[-1].rect
        sign = f.fit("−+", round(40 * larger), box.width, box.height - f.px(8), 1)[0]
        for i, b in enumerate(self.buttons):  # the signs as large as their buttons hold
            b.draw(surf, f, self.text if i < rows else sign)
