"""The score sheet (Tab): every shot of the partida and a chart of both scores."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _

from ..widgets import ACCENT, BAD, DIM, TEXT, Button, dim, panel
from .base import BaseScene

PLAYER_COLOURS = ((240, 240, 230), (238, 200, 60))


class ScoreSheetScene(BaseScene):
    overlay = True

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app)
        self.match = match
        self.partida = match.partida_number
        self.buttons = [
            Button(
                lambda: _("Previous partida"),
                self.prev,
                name="prev",
                enabled=lambda: self.partida > 1,
            ),
            Button(
                lambda: _("Next partida"),
                self.next,
                name="next",
                enabled=lambda: self.partida < self.match.partida_number,
            ),
            Button(lambda: _("Close"), app.pop, name="close"),
        ]
        self.resize()

    def prev(self) -> None:
        self.partida = max(1, self.partida - 1)

    def next(self) -> None:
        self.partida = min(self.match.partida_number, self.partida + 1)

    def resize(self) -> None:
        w, h = self.app.size
        bh = round(h * 0.06)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, round(w * 0.18), bh)
            b.rect.center = (round(w * (0.3 + 0.2 * i)), round(h * 0.92))

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_TAB, pygame.K_ESCAPE):
            self.app.pop()
            return
        super().handle(ev)

    def rows(self) -> list[Any]:
        return self.match.sheet.partida_rows(self.partida)

    def draw(self, surf: pygame.Surface) -> None:
        """An opaque sheet over the dimmed game: the shots on the left, the chart on the
        right; the game's score board does not show through."""
        dim(surf, 190)
        w, h = surf.get_size()
        f = self.app.fonts
        m = self.match
        box = pygame.Rect(round(w * 0.03), round(h * 0.04), round(w * 0.94), round(h * 0.82))
        panel(surf, box, 255)
        self.box = box
        pad = f.px(16)
        title = _("Score sheet — partida {n}").format(n=self.partida)
        head = f.draw(surf, title, 40, ACCENT, topleft=(box.x + pad, box.y + f.px(10)))
        rows = self.rows()
        # table of shots (last ones that fit)
        cols = [
            _("Shot"),
            _("Player"),
            _("Phase"),
            _("Points"),
            _("Foul"),
            m.players[0],
            m.players[1],
        ]
        xs = [0.0, 0.06, 0.2, 0.31, 0.38, 0.48, 0.55, 0.6]
        tw = (box.width * 0.58) / 0.6
        y0 = head.bottom + f.px(12)
        left = [box.x + pad + round(x * tw) for x in xs]

        def cell(k: int, text: str, y: int, colour: tuple[int, int, int]) -> None:
            room = left[k + 1] - left[k] - f.px(6)
            f.draw(surf, f.shorten(text, 22, room), 22, colour, topleft=(left[k], y))

        for k, c in enumerate(cols):
            cell(k, c, y0, DIM)
        line_h = f.line_height(22) + f.px(2)
        fit = max(1, int((box.bottom - y0 - pad) / line_h) - 1)
        shown = rows[-fit:]
        phase_names = {
            "salida": _("salida"),
            "rematada": _("rematada"),
            "play": _("play"),
            "ball_in_hand": _("ball in hand"),
        }
        for i, r in enumerate(shown):
            y = y0 + (i + 1) * line_h
            vals = [
                str(r.shot),
                r.name,
                phase_names.get(r.phase, r.phase),
                str(r.points),
                (str(r.foul_points) if r.foul else ""),
                str(r.score[0]),
                str(r.score[1]),
            ]
            for k, val in enumerate(vals):
                cell(k, val, y, BAD if k == 4 else TEXT)
        if not rows:
            f.draw(surf, _("No shots yet."), 24, DIM, topleft=(box.x + pad, y0 + line_h))
        # chart of both scores over the partida
        chart = pygame.Rect(
            box.x + round(box.width * 0.62), y0, round(box.width * 0.35), box.bottom - y0 - pad
        )
        self.draw_chart(surf, chart, rows)
        super().draw(surf)

    def draw_chart(self, surf: pygame.Surface, r: pygame.Rect, rows: list[Any]) -> None:
        """Both scores shot by shot: the legend above the plot, the target's value in the
        gutter left of it, and headroom over the highest score, so a winner past the target
        runs into neither."""
        f = self.app.fonts
        target = self.match.settings.target
        legend_h = f.line_height(22) + f.px(6)
        gutter = f.font(20).size(str(max([target, *[max(x.score) for x in rows]])))[0]
        plot = pygame.Rect(r.x + gutter + f.px(8), r.y + legend_h, 0, r.height - legend_h)
        plot.width = r.right - plot.x
        self.plot = plot
        x = plot.x
        for p in (0, 1):
            pygame.draw.line(
                surf,
                PLAYER_COLOURS[p],
                (x, r.y + legend_h // 2),
                (x + f.px(18), r.y + legend_h // 2),
                3,
            )
            room = plot.width // 2 - f.px(30)
            name = f.shorten(self.match.players[p], 22, room)
            lab = f.draw(
                surf, name, 22, PLAYER_COLOURS[p], midleft=(x + f.px(24), r.y + legend_h // 2)
            )
            x = max(lab.right, plot.centerx) + f.px(12)
        pygame.draw.rect(surf, (30, 36, 44), plot)
        top = max([target, *[max(x.score) for x in rows]]) * 1.1
        n = max(1, len(rows))
        ty = plot.bottom - plot.height * target / top
        pygame.draw.line(surf, (90, 100, 110), (plot.x, ty), (plot.right, ty), 1)
        f.draw(surf, str(target), 20, DIM, midright=(plot.x - f.px(6), round(ty)))
        for p in (0, 1):
            pts = [(plot.x, plot.bottom)]
            for i, row in enumerate(rows):
                pts.append(
                    (
                        plot.x + plot.width * (i + 1) / n,
                        plot.bottom - plot.height * row.score[p] / top,
                    )
                )
            if len(pts) > 1:
                pygame.draw.lines(surf, PLAYER_COLOURS[p], False, pts, 3)
        pygame.draw.rect(surf, (70, 84, 98), plot, 1)
