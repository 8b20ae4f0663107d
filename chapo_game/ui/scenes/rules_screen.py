"""The rules in brief, page by page, each with a diagram drawn from the real table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.settings import MatchSettings
from chapo_game.table import get_table

from ..draw.geometry import TableGeometry, stands_upright
from ..glossary import GLOSSARY
from ..keyrepeat import is_repeat
from ..pager import PAGE_KEYS
from ..rules_diagrams import draw_diagram
from ..widgets import ACCENT, DIM, TEXT, Button, button_height
from .base import BaseScene

Page = tuple[Callable[[], str], Callable[[], str], str]


def encuentro_said(partidas: int) -> str:
    return _("a single partida") if partidas == 1 else _("best of {n} partidas").format(n=partidas)


def pins_said(ball1: int) -> str:
    """What the pins and the pocketed balls are worth, ball 1 at its value in play (1 in the
    000 variant)."""
    if ball1 == 2:
        return _(
            "Rey alone: 5. Each lateral: 2 (2, 4, 6, 8). Rey and one lateral: 5; rey and "
            "two: 7; rey and three: 9. All five at once is chapó: 30 points and the "
            "partida. A pocketed ball adds: ball 1 and ball 2: 2 each, the mingo: 3."
        )
    return _(
        "Rey alone: 5. Each lateral: 2 (2, 4, 6, 8). Rey and one lateral: 5; rey and two: 7; "
        "rey and three: 9. All five at once is chapó: 30 points and the partida. A pocketed "
        "ball adds: ball 1: {b1}, ball 2: 2, the mingo: 3."
    ).format(b1=ball1)


def pages(rules: MatchSettings | None = None) -> list[Page]:
    """The pages, with ``rules``' partida, encuentro and ball 1 value: the encuentro's being
    played (in a match it said 30 points and best of three in a game to 20 of one partida),
    or the next one's."""
    r = rules or MatchSettings()
    return [
        (  # the turns said (guide 1): a carom or pool player keeps the table after a score
            lambda: _("The table and the game"),
            lambda: _(
                "Chapó is played with three balls (ball 1, ball 2 and the red mingo with its star) "
                "and five pins standing in a cross in the middle of the table: the rey in the "
                "centre and four laterals around it. Each player always plays their own ball and "
                "scores by knocking pins down and pocketing balls after their ball has touched "
                "another ball. Players take turns, one shot each, whether it scored or not. A "
                "partida is played to {target} points and the encuentro is "
                "{encuentro}; a club may change both in the settings, and give each shot a time "
                "limit: a player who has not struck when it runs out loses the turn."
            ).format(target=r.target, encuentro=encuentro_said(r.partidas)),
            "table",
        ),
        (lambda: _("What the pins are worth"), lambda: pins_said(r.ball1_pocket_value), "pins"),
        (
            lambda: _("Lag, break and reply"),
            lambda: _(
                "Both players shoot at the same time from the head string towards the foot "
                "cushion; the ball that stops nearest the head cushion wins and chooses to "
                "break or cede, unless it touched the mingo, knocked a pin, was pocketed, left "
                "the table or never reached the foot cushion. The break (salida) is played "
                "with ball 1 in hand from the cabaña de salida at a ball outside it: the "
                "mingo. The reply (rematada) is played with ball 2, off the table until then, "
                "in hand from the cabaña del mingo at a ball outside it; when none is outside "
                "it, from the cabaña de salida. Each player keeps their ball, and the break "
                "alternates: ball 2 breaks the second partida and ball 1 replies. The lag is "
                "played again if the balls meet, both knock pins, both lose it (both short of "
                "the foot cushion, say) or both stop as near."
            ),
            "salida",
        ),
        (
            lambda: _("Ball in hand"),
            lambda: _(
                "A player whose ball was pocketed or left the table places it anywhere in the "
                "cabaña de salida and must hit a ball outside it first. If every other ball on "
                "the table is inside, the player declares one option: pasar (cross the línea media "
                "before touching a ball), no pasar (neither cross it nor touch a ball; the "
                "ball then goes on the middle of the cabaña del mingo string), or bricole (the "
                "foot cushion first). The seco cue, without a tip and so without spin, may "
                "play any bricole: a shot that meets a cushion before any ball."
            ),
            "hand",
        ),
        (
            lambda: _("Pins and mingo back on their spots"),
            lambda: _(
                "After every shot the knocked pins stand again on their spots. A lateral whose "
                "spot a ball covers stands on the auxiliary spot across the cross; when a ball "
                "covers the rey's spot, the player who just shot chooses the auxiliary spot it "
                "stands on (the number keys shown beside the spots, or a click). A pin goes "
                "back to its own spot once it is free, and four pins never stand in a line. A "
                "pin pushed less than its height stays where it is; one left leaning on a ball "
                "counts as knocked. The mingo, pocketed or off the table, goes back to its "
                "spot; if a ball is there, to the spot by the foot cushion; if that is taken "
                "too, to the middle of its cabaña's string. It goes home once its spot is free, "
                "if nobody has played it."
            ),
            "respot",
        ),
        (
            lambda: _("Fouls"),
            lambda: _(
                "Fouls give points to the opponent and nothing to the shooter: touching no "
                "ball, except under no pasar (1), playing a ball in hand at a ball inside the "
                "cabaña (1), a push or breaking the declared option (1), the seco cue touching "
                "a ball before a cushion (1), pocketing your own ball without touching another "
                "or sending any ball off the table (2), pins knocked before touching a ball "
                "(their value; all five: chapó for the opponent). Of several fouls in one "
                "shot, the gravest counts."
            ),
            "fouls",
        ),
        (
            lambda: _("Chapó words"),
            lambda: _("The words of Chapó, each with its English and what it means."),
            "glossary",
        ),
    ]


GLOSSARY_INDENT = 16  # the lines of an entry after its first, indented under its term
NBSP = "\u00a0"  # a term's words joined: set as a space, never broken

#: The keys that turn the rules' pages: the side arrows, and Page Up / Page Down as on the
#: controls page and in every list.
TURN_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, **PAGE_KEYS}


class RulesScene(BaseScene):
    """``playing``: the rules of the encuentro on the table; else the settings' next one's."""

    keys_move_focus = True

    def __init__(self, app: Any, playing: MatchSettings | None = None) -> None:
        super().__init__(app)
        self.page = 0
        self.pages = pages(playing or app.settings.match_rules())
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
        self._diagram: tuple[tuple[int, int, int], pygame.Surface] | None = None
        # as last drawn, for the tests to read: the glossary's entries, the page's diagram
        self.placed_terms: list[pygame.Rect] = []
        self.diagram_area = pygame.Rect(0, 0, 0, 0)
        self.resize()

    def prev(self) -> None:
        self.page = max(0, self.page - 1)

    def next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)

    def resize(self) -> None:
        w, h = self.app.size
        bh = button_height((w, h))
        bw = round(w * 0.16)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.center = (round(w * (0.3 + 0.2 * i)), round(h * 0.92))

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
        f.draw(surf, title_fn(), 52, ACCENT, midtop=(w // 2, round(h * 0.04)))
        page = f"{self.page + 1} / {len(self.pages)}"
        f.draw(surf, page, 24, DIM, topright=(w - f.px(20), f.px(16)))
        self.placed_terms = []
        if diagram == "glossary":
            area = pygame.Rect(round(w * 0.04), round(h * 0.15), round(w * 0.92), round(h * 0.7))
            self.placed_terms = self.draw_glossary(surf, area)
            super().draw(surf)
            return
        body, size, lines, area = self.layout(body_fn(), w, h)
        y = body.y
        for line in lines:
            y = f.draw(surf, line, size, TEXT, topleft=(body.x, y)).bottom + f.px(4)
        self.diagram_area = area
        key = (self.page, w, h)
        if self._diagram is None or self._diagram[0] != key:
            self._diagram = (key, draw_diagram(diagram, area.size, f))
        surf.blit(self._diagram[1], area.topleft)
        super().draw(surf)

    def layout(self, text: str, w: int, h: int) -> tuple[pygame.Rect, int, list[str], pygame.Rect]:
        """Where a page's text and diagram go: side by side on a wide window, the text over the
        diagram, both across the window, on one narrower than 7:5 (side by side, a portrait
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
        body = pygame.Rect(round(w * 0.04), round(h * 0.15), round(w * 0.92), round(h * 0.34))
        size, lines = f.fit(text, 27, body.width, body.height, max_lines=99)
        gap, room = f.px(24), self.buttons[0].rect.top - f.px(16) - body.y
        table = TableGeometry(get_table(), pygame.Rect(0, 0, body.width, h)).outer.height
        # upright, the words as large as the room the whole diagram leaves (at 27 on a
        # 1080×1920 screen, words and diagram were a third of it, between two empty bands)
        for larger in (40, 36, 32) if stands_upright((w, h)) else ():
            fitted, wrapped = f.fit(text, larger, body.width, room - table - gap, max_lines=99)
            if fitted == larger and self.text_height(wrapped, larger) <= room - table - gap:
                size, lines = fitted, wrapped
                break
        tall = self.text_height(lines, size)
        drawn = min(table, room - tall - gap)
        body.y += (room - tall - gap - drawn) // 2  # the two together, halfway down
        return body, size, lines, pygame.Rect(body.x, body.y + tall + gap, body.width, drawn)

    def text_height(self, lines: list[str], size: int) -> int:
        return len(lines) * (self.app.fonts.line_height(size) + self.app.fonts.px(4))

    def glossary_rows(self) -> list[tuple[str, str]]:
        """(term, its English and meaning) in the current language."""
        return [(term, _(meaning)) for term, meaning in GLOSSARY]

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

    def draw_glossary(self, surf: pygame.Surface, area: pygame.Rect) -> list[pygame.Rect]:
        """Two columns of "term — meaning" (the term lit) at the largest size that fits."""
        f = self.app.fonts
        col_w = (area.width - f.px(30)) // 2
        gap = f.px(6)
        for size in range(26, 19, -2):
            entries = self._glossary_lines(size, col_w)
            half = (len(entries) + 1) // 2
            tall = max(
                sum(len(e) * f.line_height(size) + gap for e in col)
                for col in (entries[:half], entries[half:])
            )
            if tall <= area.height:
                break
        out = []
        terms = [t for t, _m in self.glossary_rows()]
        for c, chunk in enumerate((range(half), range(half, len(entries)))):
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
                y += gap
        return out
