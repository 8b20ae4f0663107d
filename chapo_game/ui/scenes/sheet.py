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
        dim(surf, 190)
        w, h = surf.get_size()
        f = self.app.fonts
        m = self.match
        box = pygame.Rect(round(w * 0.03), round(h * 0.04), round(w * 0.94), round(h * 0.82))
        panel(surf, box)
        title = _("Score sheet — partida {n}").format(n=self.partida)
        img = f.text(title, 40, ACCENT)
        surf.blit(img, (box.x + 16, box.y + 10))
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
        xs = [0.0, 0.06, 0.2, 0.31, 0.38, 0.48, 0.55]
        tw = box.width * 0.58
        y0 = box.y + 60
        for c, x in zip(cols, xs, strict=True):
            surf.blit(f.text(c, 22, DIM), (box.x + 16 + x * tw / 0.6, y0))
        line_h = f.font(22).get_linesize() + 2
        fit = max(1, int((box.bottom - y0 - 40) / line_h))
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
            for k, (val, x) in enumerate(zip(vals, xs, strict=True)):
                col = BAD if k == 4 else TEXT
                surf.blit(f.text(val, 22, col), (box.x + 16 + x * tw / 0.6, y))
        if not rows:
            surf.blit(f.text(_("No shots yet."), 24, DIM), (box.x + 16, y0 + line_h))
        # chart of both scores over the partida
        chart = pygame.Rect(
            box.x + round(box.width * 0.62), y0, round(box.width * 0.35), box.bottom - y0 - 40
        )
        self.draw_chart(surf, chart, rows)

    def draw_chart(self, surf: pygame.Surface, r: pygame.Rect, rows: list[Any]) -> None:
        f = self.app.fonts
        target = self.match.settings.target
        pygame.draw.rect(surf, (30, 36, 44), r)
        top = max([target, *[max(x.score) for x in rows]]) if rows else target
        n = max(1, len(rows))
        ty = r.bottom - r.height * target / top
        pygame.draw.line(surf, (90, 100, 110), (r.x, ty), (r.right, ty), 1)
        surf.blit(f.text(str(target), 20, DIM), (r.x + 4, ty - 18))
        for p in (0, 1):
            pts = [(r.x, r.bottom)]
            for i, row in enumerate(rows):
                pts.append((r.x + r.width * (i + 1) / n, r.bottom - r.height * row.score[p] / top))
            if len(pts) > 1:
                pygame.draw.lines(surf, PLAYER_COLOURS[p], False, pts, 3)
            lab = f.text(self.match.players[p], 22, PLAYER_COLOURS[p])
            surf.blit(lab, (r.x + 8, r.y + 6 + p * 24))
        pygame.draw.rect(surf, (70, 84, 98), r, 1)
        super().draw(surf)
