"""Drawing the game screen: the score board, the ball in hand and its cabaña, the aim and cue,
the choices (break, option, rey's spot), the call line and the end-of-partida panel.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.match import Phase

from ...draw.balls import BallDraw
from ...widgets import ACCENT, BAD, DIM, GOOD, PANEL, PANEL_EDGE, TEXT, dim, panel
from .state import GameState
from .texts import OPTION_LABELS


class GameDrawing(GameState):
    """The game screen drawn over the table: score board, ball in hand, aim, choices, end."""

    def draw_scoreboard(self, surf: pygame.Surface) -> None:
        r = self.top_rect
        f = self.app.fonts
        t = self.scoreboard_texts()
        act = self.acting_player()
        half = r.width // 2
        for p in (0, 1):
            box = pygame.Rect(0, 0, round(r.width * 0.33), r.height - 12)
            box.top = r.y + 6
            if p == 0:
                box.left = r.x + 8
            else:
                box.right = r.right - 8
            on = act == p
            pygame.draw.rect(surf, (40, 54, 70) if on else PANEL, box, border_radius=8)
            pygame.draw.rect(surf, ACCENT if on else PANEL_EDGE, box, 2, border_radius=8)
            name = f.text(t[f"name{p}"], 32, TEXT)
            score = f.text(t[f"score{p}"], 56, ACCENT if on else TEXT)
            sub = f.text("  ·  ".join(x for x in (t[f"ball{p}"], t[f"partidas{p}"]) if x), 22, DIM)
            if p == 0:
                surf.blit(name, (box.x + 14, box.y + 6))
                surf.blit(sub, (box.x + 14, box.bottom - sub.get_height() - 6))
                surf.blit(score, score.get_rect(midright=(box.right - 16, box.centery)))
            else:
                surf.blit(name, name.get_rect(topright=(box.right - 14, box.y + 6)))
                surf.blit(sub, sub.get_rect(bottomright=(box.right - 14, box.bottom - 6)))
                surf.blit(score, score.get_rect(midleft=(box.x + 16, box.centery)))
        mid = f.text(t["partida"], 24, DIM)
        surf.blit(mid, mid.get_rect(midtop=(half, r.y + 6)))
        turn_lines = f.wrap(t["turn"], 24, round(r.width * 0.3))
        y = r.y + 8 + mid.get_height()
        for line in turn_lines[:2]:
            img = f.text(line, 24, TEXT)
            surf.blit(img, img.get_rect(midtop=(half, y)))
            y += img.get_height()
        if t["por"]:
            img = f.text(t["por"], 26, ACCENT)
            surf.blit(img, img.get_rect(midbottom=(half, r.bottom - 2)))

    def draw(self, surf: pygame.Surface) -> None:
        m = self.match
        hide = ()
        ball = self.current_ball()
        if self.placing and ball is not None:
            hide = (ball,)
        self.draw_table(surf, hide=hide)
        self.draw_scoreboard(surf)
        act = self.acting_player()
        human = act is not None and not self.is_computer(act)
        # ball in hand: the area, the ball following the pointer
        area = (
            m.placement_area()
            if m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND)
            else None
        )
        if area is not None and self.placing and not self.animating:
            self._draw_area(surf, area)
            ghost = self.hand_xy
            if ghost is None and self.pointer is not None:
                ghost = self.view.to_table(self.pointer)
            if human and ghost is not None and ball is not None:
                xy = ghost
                ok = m.is_legal_placement(xy)
                self.view.draw_ball(surf, ball, BallDraw(xy), alpha=230 if ok else 120)
                c = self.view.to_screen(xy)
                rp = self.view.ball_radius_px()
                col = GOOD if ok else BAD
                pygame.draw.circle(surf, col, c, rp + 3, 2)
                if not ok:
                    pygame.draw.line(surf, BAD, (c[0] - rp, c[1] - rp), (c[0] + rp, c[1] + rp), 3)
                    pygame.draw.line(surf, BAD, (c[0] - rp, c[1] + rp), (c[0] + rp, c[1] - rp), 3)
        if m.pending_rey_choice and not self.animating:
            self._draw_rey_choices(surf)
        aiming = (
            not self.animating
            and not self.placing
            and ball is not None
            and human
            and m.phase in (Phase.LAG, Phase.SALIDA, Phase.REMATADA, Phase.PLAY, Phase.BALL_IN_HAND)
            and not m.pending_rey_choice
            and not (m.options() and m.declared_option is None)
        )
        if aiming:
            xy = self.position.balls.get(ball)
            if xy is not None:
                if self.app.settings.aiming_guide and m.phase != Phase.LAG:
                    self.view.draw_guide(
                        surf,
                        ball,
                        self.position.balls,
                        self.aim.state.angle,
                        self.position.standing_pins(),
                    )
                self.draw_cue(
                    surf, xy, self.aim.state.angle, self.aim.pull, self.aim.state.cue == "seco"
                )
        if human and not m.finished and m.phase != Phase.LAG_CHOICE:
            self.aim.draw_panel(surf, self.app.fonts)
            if self.can_move_ball():
                self.move_button.draw(surf, self.app.fonts, 24)
        if self.thinking is not None:
            self.draw_thinking(surf, _("The computer is thinking…"))
        if m.phase == Phase.LAG and self.lag_player == 1 and human:
            img = self.app.fonts.text(
                _("{name}'s lag shot is set.").format(name=m.players[0]), 24, DIM
            )
            surf.blit(
                img, img.get_rect(midbottom=(self.view.outer.centerx, self.view.outer.bottom - 8))
            )
        if m.phase == Phase.LAG_CHOICE and human:
            box = self.view.outer.inflate(-self.view.outer.width // 3, -self.view.outer.height // 3)
            panel(surf, box)
            img = self.app.fonts.text(self.turn_text(), 32, ACCENT)
            surf.blit(img, img.get_rect(center=(box.centerx, box.y + box.height // 4)))
            for b in self.choice_buttons:
                b.draw(surf, self.app.fonts, 28)
        if (
            m.options()
            and m.declared_option is None
            and not self.placing
            and human
            and not self.animating
        ):
            # over the far half of the table: the balls in the cabaña stay in sight
            pr = self.view.playing_rect()
            box = pygame.Rect(
                pr.centerx + 10, pr.y + pr.height // 5, pr.width // 2 - 20, pr.height * 3 // 5
            )
            panel(surf, box, 225)
            img = self.app.fonts.text(_("Both balls are inside: declare your shot"), 26, ACCENT)
            surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 14)))
            for b in self.option_buttons:
                b.draw(surf, self.app.fonts, 24)
        elif m.declared_option and not self.animating:
            img = self.app.fonts.text(
                _("Declared: {o}").format(o=_(OPTION_LABELS[m.declared_option]).split(":")[0]),
                24,
                ACCENT,
            )
            surf.blit(img, img.get_rect(topleft=(self.view.outer.x + 12, self.view.outer.y + 8)))
        colour = BAD if self.refusal else TEXT
        self.draw_announcement(surf, self.announcement_line(), colour)
        if m.finished:
            self._draw_end(surf)

    def _draw_area(self, surf: pygame.Surface, area: Any) -> None:
        a = self.view.to_screen((area.x_min, area.y_min))
        b = self.view.to_screen((area.x_max, area.y_max))
        rect = pygame.Rect(
            round(min(a[0], b[0])),
            round(min(a[1], b[1])),
            round(abs(b[0] - a[0])),
            round(abs(b[1] - a[1])),
        )
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        s.fill((120, 230, 140, 40))
        surf.blit(s, rect.topleft)
        pygame.draw.rect(surf, GOOD, rect, 2)

    def _draw_rey_choices(self, surf: pygame.Surface) -> None:
        f = self.app.fonts
        hover = self.rey_spot_at(self.pointer) if self.pointer else None
        for i, sid in enumerate(self.match.rey_spot_choices()):
            c = self.view.to_screen(self.table.spots[sid])
            rp = self.view.ball_radius_px()
            pulse = 2 + (self.app.frame // 10) % 3
            pygame.draw.circle(surf, ACCENT if sid == hover else GOOD, c, rp + pulse, 3)
            img = f.text(str(i + 1), 22, ACCENT)
            surf.blit(img, img.get_rect(center=(c[0] + rp + 10, c[1] - rp - 6)))

    def _draw_end(self, surf: pygame.Surface) -> None:
        dim(surf, 140)
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, round(w * 0.7), round(h * 0.5))
        box.center = (w // 2, round(h * 0.52))
        panel(surf, box)
        f = self.app.fonts
        texts = self.end_texts()
        img = f.text(texts["title"], 48, ACCENT)
        surf.blit(img, img.get_rect(center=(w // 2, box.y + round(box.height * 0.2))))
        img = f.text(texts["score"], 36, TEXT)
        surf.blit(img, img.get_rect(center=(w // 2, box.y + round(box.height * 0.42))))
        img = f.text(texts["partidas"], 28, DIM)
        surf.blit(img, img.get_rect(center=(w // 2, box.y + round(box.height * 0.57))))
        shown = [b for b in self.end_buttons if (b.enabled() or b.name == "menu") and not self.demo]
        bw = round(w * 0.2)
        x0 = w // 2 - (len(shown) * bw + (len(shown) - 1) * 20) // 2
        for i, b in enumerate(shown):
            b.rect = pygame.Rect(x0 + i * (bw + 20), round(h * 0.66), bw, b.rect.height)
            b.draw(surf, f, 28)
