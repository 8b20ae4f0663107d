"""The rules in brief, page by page, each with a diagram drawn from the real table."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _, language
from chapo_game.rules.settings import MatchSettings
from chapo_game.table import get_table

from ..draw.geometry import TableGeometry, stands_upright
from ..glossary import GLOSSARY, meaning
from ..keyrepeat import is_repeat
from ..memo import Memo
from ..page import held_row, held_size
from ..pager import PAGE_KEYS
from ..rules_diagrams import MAGNIFIED, draw_diagram, magnified_side
from ..widgets import ACCENT, DIM, TEXT, Button
from .base import BaseScene
from .rules_pages import encuentro_said, pages

GLOSSARY_INDENT = 16  # the lines of an entry after its first, indented under its term
GLOSSARY_GAP = 6  # between two entries
NBSP = "\u00a0"  # a term's words joined: set as a space, never broken

#: How large, at least, a page's table drawn upright is to its size across for the tables
#: to stand upright (:meth:`RulesScene.stands`): turned as in the game, nearly as large reads
#: better than larger across.
TURN_AT = 0.85

#: The keys that turn the rules' pages: the side arrows, and Page Up / Page Down as on the
#: controls page and in every list.
TURN_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, **PAGE_KEYS}


class RulesScene(BaseScene):
    """``playing``: the rules of the encuentro on the table; else the settings' next one's."""

    keys_move_focus = True
    held_buttons = True

    def __init__(self, app: Any, playing: MatchSettings | None = None) -> None:
        super().__init__(app)
        self.page = 0
        self.rules = playing or app.settings.match_rules()
        self.pages = pages(self.rules)
        self.buttons = [
            Button(lambda: _("Previous"), self.prev, name="prev", enabled=lambda: self.page > 0),
            Button(
                lambda: _("Next"),
                self.next,
                name="next",
                enabled=lambda: self.page < len(self.pages) - 1,
            ),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        self._diagram: Memo[pygame.Surface] = Memo(1)  # the last page's, window-sized: one
        self.upright = False  # the page's table standing as in the game (a portrait page)
        self._stands: Memo[bool] = Memo(4)  # by window and language (:meth:`stands`)
        # as last drawn, for the tests to read: the glossary's entries, the page's diagram
        self.placed_terms: list[pygame.Rect] = []
        self.diagram_area = pygame.Rect(0, 0, 0, 0)
        self.resize()

    def prev(self) -> None:
        self.page = max(0, self.page - 1)

    def next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)

    def release(self) -> None:
        """Gone from the window (:func:`.base.released`): the last diagram drawn goes (12 MB
        at 4K); the rules opened again are a new screen that draws its own."""
        self._diagram.clear()

    def resize(self) -> None:
        """The buttons, and their words, as large as held across (:func:`held_row`)."""
        held_row(self.buttons, self.app.fonts, 0.16, 0.065)

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            turn = TURN_KEYS.get(ev.key)
            if turn is not None:
                if not is_repeat(ev):  # a page a press
                    (self.next if turn > 0 else self.prev)()
                return
        if ev.type == pygame.MOUSEWHEEL and ev.y:  # as on every other screen of pages
            (self.prev if ev.y > 0 else self.next)()
            return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        title_fn, body_fn, diagram = self.pages[self.page]
        f.draw(surf, title_fn(), held_size(f, 52), ACCENT, midtop=(w // 2, round(h * 0.04)))
        page = f"{self.page + 1} / {len(self.pages)}"
        f.draw(surf, page, held_size(f, 24), DIM, topright=(w - f.px(20), f.px(16)))
        self.placed_terms = []
        if diagram == "glossary":
            area = pygame.Rect(round(w * 0.04), round(h * 0.15), round(w * 0.92), round(h * 0.7))
            self.placed_terms = self.draw_glossary(surf, area)
            super().draw(surf)
            return
        self.upright = False  # the diagram's table across, unless :meth:`layout` turns it
        body, size, lines, area = self.layout(body_fn(), diagram, w, h)
        y = body.y
        for line in lines:
            y = f.draw(surf, line, size, TEXT, topleft=(body.x, y)).bottom + f.px(4)
        self.diagram_area = area
        key = (self.page, w, h, self.upright)
        drawn = self._diagram.get(key, lambda: draw_diagram(diagram, area.size, f, self.upright))
        surf.blit(drawn, area.topleft)
        super().draw(surf)

    def layout(
        self, text: str, kind: str, w: int, h: int
    ) -> tuple[pygame.Rect, int, list[str], pygame.Rect]:
        """Where a page's text and diagram (``kind``) go: side by side on a wide window, the text
        over the diagram, both across the window, on one narrower than 7:5 (side by side, a portrait
        window's table was a third of its width, its text a narrow column, half the page empty).
        The text's box, size and lines, and the diagram's area."""
        f = self.app.fonts
        if w >= 1.4 * h:
            body = pygame.Rect(round(w * 0.04), round(h * 0.16), round(w * 0.36), round(h * 0.68))
            size, lines = f.fit(text, 27, body.width, body.height, max_lines=99)
            return (
                body,
                size,
                lines,
                pygame.Rect(round(w * 0.43), round(h * 0.14), round(w * 0.55), round(h * 0.7)),
            )
        body, size, lines, tall, drawn, rest = self.stacked(text, kind, w, h)
        if stands_upright((w, h)) and self.stands(w, h):
            self.upright = True  # the table as the game stands it, the words over it
            return body, size, lines, rest
        room, gap = rest.bottom - body.y, rest.y - body.y - tall
        body.y += (room - tall - gap - drawn) // 2  # the two together, halfway down
        return body, size, lines, pygame.Rect(body.x, body.y + tall + gap, body.width, drawn)

    def stacked(
        self, text: str, kind: str, w: int, h: int
    ) -> tuple[pygame.Rect, int, list[str], int, int, pygame.Rect]:
        """A page's words over its diagram (``kind``) on a narrow window: the words' box, size,
        lines and height, the height of the table drawn across, and all the room left under
        the words."""
        f = self.app.fonts
        body = pygame.Rect(round(w * 0.04), round(h * 0.15), round(w * 0.92), round(h * 0.34))
        size, lines = f.fit(text, 27, body.width, body.height, max_lines=99)
        gap, room = f.px(24), self.buttons[0].rect.top - f.px(16) - body.y
        table = TableGeometry(get_table(), pygame.Rect(0, 0, body.width, h)).outer.height
        # upright, the words as large as the room the whole diagram leaves (at 27 on a
        # 1080×1920 screen, words and diagram were a third of it, between two empty bands) —
        # but never so large that a table standing under them at 27 no longer stands
        # (:data:`TURN_AT`): at 720×1280 the Spanish salida page's fifteen lines at 40 left its
        # table too little height, and every Spanish page lay across where English ones stood
        stands = self.turned(kind, *self.below(body, lines, size, table)) >= TURN_AT
        keep = TURN_AT if stands else 0.0  # across anyway: the words as large as they fit
        for larger in (40, 36, 32) if stands_upright((w, h)) else ():
            fitted, wrapped = f.fit(text, larger, body.width, room - table - gap, max_lines=99)
            under, drawn = self.below(body, wrapped, larger, table)
            if fitted == larger and drawn == table and self.turned(kind, under, drawn) >= keep:
                size, lines = fitted, wrapped
                break
        rest, drawn = self.below(body, lines, size, table)
        return body, size, lines, self.text_height(lines, size), drawn, rest

    def below(
        self, body: pygame.Rect, lines: list[str], size: int, table: int
    ) -> tuple[pygame.Rect, int]:
        """The room under a page's words (``lines`` at ``size`` from ``body``'s top) down to
        the buttons, and the height of the table (``table`` high at most) drawn across in it."""
        f = self.app.fonts
        top = body.y + self.text_height(lines, size) + f.px(24)
        rest = pygame.Rect(body.x, top, body.width, self.buttons[0].rect.top - f.px(16) - top)
        return rest, min(table, rest.height)

    def turned(self, kind: str, rest: pygame.Rect, drawn: int) -> float:
        """How large a page's table (``kind``) is drawn upright in ``rest`` to its size across
        it (``drawn`` high): upright, the magnified cross's box stands beside the table."""
        room = rest.copy()
        if kind in MAGNIFIED:
            room.width -= magnified_side(rest.size, True) + round(rest.width * 0.06)
        up = TableGeometry(get_table(), room, upright=True).scale
        return up / TableGeometry(get_table(), pygame.Rect(0, 0, rest.width, drawn)).scale

    def stands(self, w: int, h: int) -> bool:
        """Whether the pages' tables stand upright on this window, as the game stands its
        table on a portrait screen (across, a 1080×1920 page had the cabaña de salida on the
        left, between two empty bands): where upright each page's table is drawn nearly as
        large as across (:data:`TURN_AT`) — all the pages alike, a table turning from one page
        to the next (at 1200×1920 the long pages') read as another table. Once a window and
        language."""
        key = (w, h, language(), self.app.fonts.unit, self.app.fonts.floor)
        return self._stands.get(key, lambda: self.all_stand(w, h))

    def all_stand(self, w: int, h: int) -> bool:
        """Whether every page's table, but the glossary's, stands upright nearly as large as
        across (:meth:`stands`)."""
        ratios = []
        for _title, body_fn, kind in self.pages:
            if kind != "glossary":
                *_words, drawn, rest = self.stacked(body_fn(), kind, w, h)
                ratios.append(self.turned(kind, rest, drawn))
        return min(ratios) >= TURN_AT

    def text_height(self, lines: list[str], size: int) -> int:
        return len(lines) * (self.app.fonts.line_height(size) + self.app.fonts.px(4))

    def glossary_rows(self) -> list[tuple[str, str]]:
        """(term, its English and meaning) in the current language, the partida and the
        encuentro at the rules the pages say (:mod:`..glossary`)."""
        said = encuentro_said(self.rules.partidas)
        return [(term, meaning(term, self.rules.target, said)) for term, _m in GLOSSARY]

    def _glossary_lines(self, size: int, width: int) -> list[list[str]]:
        """Each entry's lines at ``size``, even in length, none wider than ``width`` less the
        indent the lines after the first are drawn at (wrapped at the whole width, an indented
        line ran past its column; filled greedily, "partida — … (30 unless changed) / wins it"
        left a word or two alone). The term is one word, so that it stays on the first line."""
        f = self.app.fonts
        room = width - f.px(GLOSSARY_INDENT)
        return [
            f.wrap(f"{t.replace(' ', NBSP)} — {m}", size, room, balanced=True)
            for t, m in self.glossary_rows()
        ]

    def glossary_columns(self, area: pygame.Rect) -> tuple[int, int, list[list[str]], list[range]]:
        """The glossary's size, column width, entries' lines and each column's entries: two
        columns across, one on a portrait window (two narrow ones filled its top third, words
        at 26 over an empty two-thirds), at the largest size that fits ``area``'s height."""
        f, gap = self.app.fonts, self.app.fonts.px(GLOSSARY_GAP)
        upright = stands_upright(self.app.size)
        count = 1 if upright else 2
        col_w = (area.width - (count - 1) * f.px(30)) // count
        for size in range(52 if upright else 26, 19, -2):
            entries = self._glossary_lines(size, col_w)
            per = -(-len(entries) // count)
            columns = [range(c * per, min(len(entries), (c + 1) * per)) for c in range(count)]
            tall = max(
                sum(len(entries[i]) * f.line_height(size) + gap for i in col) for col in columns
            )
            if tall <= area.height:
                break
        return size, col_w, entries, columns

    def draw_glossary(self, surf: pygame.Surface, area: pygame.Rect) -> list[pygame.Rect]:
        """The columns of "term — meaning" (the term lit) at the largest size that fits."""
        f = self.app.fonts
        size, col_w, entries, columns = self.glossary_columns(area)
        out = []
        terms = [t for t, _m in self.glossary_rows()]
        for c, chunk in enumerate(columns):
            x, y = area.x + c * (col_w + f.px(30)), area.y
            for i in chunk:
                top = y
                for k, line in enumerate(entries[i]):
                    if k == 0:
                        head = f.draw(surf, terms[i], size, ACCENT, topleft=(x, y))
                        f.draw(surf, line[len(terms[i]) :], size, TEXT, topleft=(head.right, y))
                    else:
                        f.draw(surf, line, size, TEXT, topleft=(x + f.px(GLOSSARY_INDENT), y))
                    y += f.line_height(size)
                out.append(pygame.Rect(x, top, col_w, y - top))
                y += f.px(GLOSSARY_GAP)
        return out
