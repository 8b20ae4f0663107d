"""Demo mode for clubs: the computer plays both sides at real speed, with the score board, the
referee's calls and short captions that teach the rules as they happen. Partidas and encuentros
follow one another; any key, click or touch returns to the menu. Nothing is saved.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.match import Phase

from ..widgets import ACCENT, TEXT
from .game import GameScene

PAUSE_FRAMES = 180  # 3 s on the end-of-partida screen before the next one


class DemoScene(GameScene):
    demo = True

    def __init__(self, app: Any, levels: tuple[int, int] = (3, 2)) -> None:
        super().__init__(
            app, names=[_("Computer A"), _("Computer B")], computers={0: levels[0], 1: levels[1]}
        )
        self.caption = self.phase_caption()
        self.wait = 0

    def phase_caption(self) -> str:
        m = self.match
        if m.phase == Phase.LAG:
            return _("The lag: both balls run at once; nearest the head cushion chooses.")
        if m.phase == Phase.SALIDA:
            return _("The break: ball 1 in hand from the cabaña de salida, at the mingo.")
        if m.phase == Phase.REMATADA:
            return _("The reply: ball 2 in hand from the cabaña del mingo.")
        if m.phase == Phase.BALL_IN_HAND:
            return _("Ball in hand: from the cabaña, at a ball outside it.")
        return ""

    def on_verdict(self, v: Any) -> None:
        parts: list[str] = []
        if v.chapo:
            parts.append(_("Chapó! All five pins: 30 points and the partida."))
        elif v.fouls:
            f = v.fouls[0]
            parts.append(_("Foul: {points} for the opponent.").format(points=f.points))
        else:
            down = set(v.pins_down)
            laterals = len(down - {"rey"})
            if down == {"rey"}:
                parts.append(_("Rey knocked down: 5 points."))
            elif "rey" in down:
                parts.append(
                    _("Rey and {n} laterals: {p} points.").format(n=laterals, p=v.points_shooter)
                )
            elif down:
                parts.append(
                    _("{n} laterals, 2 each: {p} points.").format(n=laterals, p=v.points_shooter)
                )
            if v.pocketed:
                parts.append(_("A pocketed ball adds points."))
            if not parts and v.points_shooter == 0:
                parts.append(_("No pins down: no points."))
        self.caption = " ".join(parts)

    def prepare_turn(self) -> None:
        super().prepare_turn()
        cap = self.phase_caption() if hasattr(self, "caption") else ""
        if cap and self.match.phase != Phase.PLAY:
            self.caption = cap

    def auto_advance(self) -> None:
        m = self.match
        if m.phase not in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER):
            self.wait = 0
            return
        self.wait += 1
        if self.wait >= PAUSE_FRAMES:
            self.wait = 0
            if m.phase == Phase.PARTIDA_OVER:
                self.next_partida()
            else:
                self.rematch()

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.FINGERUP):
            self.app.to_menu()

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        f = self.app.fonts
        # a reminder of the values in the side panel, for people watching
        lines = (
            _("Values"),
            _("Rey: 5"),
            _("Lateral: 2"),
            _("Chapó: 30"),
            _("Mingo pocketed: 3"),
            _("Ball 1 pocketed: {n} points").format(n=self.match.settings.ball1_pocket_value),
            _("Ball 2 pocketed: {n} points").format(n=2),
        )
        box = self.side_box(0.02, 0.52)
        gap = f.px(8)
        for head, size in ((28, 22), (22, 20)):  # smaller if the panel is short
            blocks = [
                (f.wrap(line, head if i == 0 else size, box.width), head if i == 0 else size)
                for i, line in enumerate(lines)
            ]
            tall = sum(len(b) * f.line_height(sz) + gap for b, sz in blocks)
            if tall <= box.height:
                break
        y = box.y
        for i, (block, sz) in enumerate(blocks):
            for part in block:
                if y + f.line_height(sz) > box.bottom:
                    break
                f.draw(surf, part, sz, ACCENT if i == 0 else TEXT, topleft=(box.x, y))
                y += f.line_height(sz)
            y += gap
        tag = self.side_box(0.84, 0.15)
        size, rows2 = f.fit(_("DEMO — press any key to play"), 24, tag.width, tag.height, 3)
        f.draw_lines(surf, rows2, size, ACCENT, tag)

    def hint_text(self) -> str:
        """The caption that teaches the rule at play, under the referee's calls."""
        return " · ".join(t for t in (super().hint_text(), self.caption) if t)
