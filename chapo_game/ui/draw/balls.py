"""Balls: shaded sprites, the printed marks turned with the ball's orientation, the highlight."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from chapo_game.table import Table

from ..memo import Memo
from .geometry import TableGeometry, Vec
from .style import BALL_COLOURS, MARK_INK


@dataclass(frozen=True)
class BallDraw:
    """What the view needs to draw one ball: where, and its orientation (w, x, y, z)."""

    xy: Vec
    quat: tuple[float, float, float, float] = (1.0, 0.0, 0.0, 0.0)
    #: Under 255: faded, a ball leaving the table over the rail (:mod:`..leaving`).
    alpha: int = 255


def quat_rotate(q: tuple[float, float, float, float], v: tuple[float, float, float]):
    """Rotate vector ``v`` by the unit quaternion ``q = (w, x, y, z)``."""
    w, x, y, z = q
    vx, vy, vz = v
    # t = 2 * cross(q.xyz, v); v' = v + w*t + cross(q.xyz, t)
    tx = 2 * (y * vz - z * vy)
    ty = 2 * (z * vx - x * vz)
    tz = 2 * (x * vy - y * vx)
    return (
        vx + w * tx + (y * tz - z * ty),
        vy + w * ty + (z * tx - x * tz),
        vz + w * tz + (x * ty - y * tx),
    )


#: Width of a ball's printed mark ("1", "2", the mingo's star) over the ball's diameter.
MARK_SIZE = 0.4
#: Body-frame directions of each ball's marks (two on opposite faces, as printed on real balls).
MARK_AXES: tuple[tuple[float, float, float], ...] = ((0.0, 0.0, 1.0), (0.0, 0.0, -1.0))


class BallArt(TableGeometry):
    """Draws balls; the sprites are made once per size."""

    def __init__(self, table: Table, area: pygame.Rect, upright: bool = False) -> None:
        super().__init__(table, area, upright)
        # By ball, at the view's one size: a frame draws every ball, so each limit holds them
        # all (one fewer and the frame would draw the sprites again each time it came round).
        self._ball_sprites: Memo[pygame.Surface] = Memo(len(BALL_COLOURS))
        self._mark_sprites: Memo[pygame.Surface] = Memo(len(MARK_INK))
        # The same light on every ball: one sprite, by the balls' radius on the screen.
        self._highlight: Memo[pygame.Surface] = Memo(1)

    def _ball_sprite(self, bid: str) -> pygame.Surface:
        return self._ball_sprites.get(bid, lambda: self._draw_ball_sprite(bid))

    def _draw_ball_sprite(self, bid: str) -> pygame.Surface:
        """The ball shaded as lit from the top left: darker at the rim."""
        r = self.ball_radius_px()
        base = BALL_COLOURS[bid]
        spr = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        steps = max(6, r)
        for k in range(steps):
            f = k / steps
            rr = r * (1 - f)
            shade = 0.62 + 0.45 * f
            col = tuple(min(255, round(v * shade + 30 * f * f)) for v in base)
            cc = (c[0] - r * 0.3 * f, c[1] - r * 0.3 * f)
            pygame.draw.circle(spr, col, cc, max(1, rr))
        return spr

    def _mark_sprite(self, bid: str) -> pygame.Surface:
        return self._mark_sprites.get(bid, lambda: self._draw_mark_sprite(bid))

    def _draw_mark_sprite(self, bid: str) -> pygame.Surface:
        """The printed mark seen face on: ``MARK_SIZE`` of the ball's diameter across, drawn
        4x larger and scaled down so a 10-pixel "1" stays crisp."""
        r = self.ball_radius_px()
        mr = max(2.5, r * MARK_SIZE)
        ss = 4
        size = math.ceil(2 * mr + 2)
        big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        c = (size * ss / 2, size * ss / 2)
        R = mr * ss
        ink = MARK_INK[bid]
        if bid == "mingo":
            pts = []
            for k in range(10):
                a = math.pi / 2 + k * math.pi / 5
                rad = R * 1.08 if k % 2 == 0 else R * 0.46
                pts.append((c[0] + rad * math.cos(a), c[1] - rad * math.sin(a)))
            pygame.draw.polygon(big, ink, pts)
        else:
            pygame.draw.circle(big, (255, 255, 255), c, R)
            pygame.draw.circle(big, ink, c, R, width=max(1, round(R * 0.12)))
            font = pygame.font.Font(None, max(8, round(R * 1.9)))
            font.set_bold(True)
            txt = font.render(bid, True, ink)
            big.blit(txt, txt.get_rect(center=(c[0], c[1] + R * 0.06)))
        return pygame.transform.smoothscale(big, (size, size))

    def _highlight_sprite(self) -> pygame.Surface:
        return self._highlight.get(self.ball_radius_px(), self._draw_highlight)

    def _draw_highlight(self) -> pygame.Surface:
        """The light's reflection, brightest at its centre."""
        r = self.ball_radius_px()
        hr = max(2, round(r * 0.35))
        spr = pygame.Surface((2 * hr, 2 * hr), pygame.SRCALPHA)
        for k in range(hr, 0, -1):
            a = round(150 * (1 - k / hr) ** 1.2) + 10
            pygame.draw.circle(spr, (255, 255, 255, min(255, a)), (hr, hr), k)
        return spr

    def draw_ball(self, surf: pygame.Surface, bid: str, ball: BallDraw, alpha: int = 255) -> None:
        alpha = min(alpha, ball.alpha)
        r = self.ball_radius_px()
        cx, cy = self.to_screen(ball.xy)
        # shadow
        sh = pygame.Rect(0, 0, 2 * r, round(1.6 * r))
        sh.center = (round(cx + r * 0.25), round(cy + r * 0.35))
        if alpha == 255:
            pygame.draw.ellipse(surf, (10, 40, 70), sh)
        spr = self._ball_sprite(bid)
        if alpha != 255:
            spr = spr.copy()
            spr.set_alpha(alpha)
        surf.blit(spr, (round(cx - r - 1), round(cy - r - 1)))
        mark = self._mark_sprite(bid)
        for axis in MARK_AXES:
            wx, wy, wz = quat_rotate(ball.quat, axis)
            if wz <= 0.05:
                continue
            dx, dy = self.vec_to_screen((wx * r, wy * r))  # the mark's offset on the screen
            m = mark
            if wz < 0.97:
                # seen at a slant the mark is squashed along the ball's radius only
                ang = math.degrees(math.atan2(-dy, dx))
                m = pygame.transform.rotozoom(m, -ang, 1.0)
                w, h = m.get_size()
                m = pygame.transform.smoothscale(m, (max(1, round(w * max(0.2, wz))), h))
                m = pygame.transform.rotozoom(m, ang, 1.0)
            if alpha != 255:
                m = m.copy()
                m.set_alpha(alpha)
            surf.blit(m, m.get_rect(center=(round(cx + dx), round(cy + dy))))
        hl = self._highlight_sprite()
        surf.blit(hl, hl.get_rect(center=(round(cx - r * 0.35), round(cy - r * 0.4))))
