"""Drawing the table to scale: the mapping between table metres and screen pixels, the static
table surface (cached per window size), balls with their rolling marks, pins, the cue and the
aiming guide.

The table lies across the screen with the head (cabaña de salida) on the left: screen x grows
with the table's ``y`` and screen y with the table's ``x`` (x = 0, the head's left-hand side,
is at the top). Angles are converted through :meth:`TableView.angle_of` and
:meth:`TableView.dir_to_screen`, never by hand.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import pygame

from chapo_game.table import PIN_IDS, Table

Vec = tuple[float, float]

RAIL = 0.105  # m of wooden rail outside the cushion nose (drawn)
CUSHION = 0.035  # m of rubber cushion between the nose and the wood (drawn)

CLOTH = (28, 104, 160)
CLOTH_DARK = (22, 86, 134)
CUSHION_COL = (20, 80, 126)
WOOD = (112, 62, 30)
WOOD_LIGHT = (150, 92, 48)
WOOD_DARK = (70, 36, 16)
CHALK = (210, 226, 240)
DIAMOND = (236, 226, 196)

BALL_COLOURS: dict[str, tuple[int, int, int]] = {
    "1": (242, 240, 230),
    "2": (238, 200, 60),
    "mingo": (200, 30, 36),
}
MARK_INK: dict[str, tuple[int, int, int]] = {
    "1": (20, 20, 20),
    "2": (20, 20, 20),
    "mingo": (250, 240, 210),
}
PIN_COLOURS: dict[str, tuple[int, int, int]] = {pid: (240, 236, 222) for pid in PIN_IDS}
PIN_COLOURS["rey"] = (214, 40, 40)  # the rey's crown
PIN_IVORY = (240, 236, 222)
PIN_IVORY_SHADE = (206, 198, 178)
PIN_OUTLINE = (40, 30, 22)
PIN_SHADOW = (14, 58, 94)  # the cloth in the shade (solid: cheaper than a translucent layer)
PIN_VISUAL = 1.8  # standing pin's drawn radius over its base radius
PIN_MIN_PX = 4.5  # ... and never smaller than this
#: A pin's turned profile lying on its side: (fraction of the height from the base, half-width
#: relative to the standing knob's radius) -- base, belly, neck, head, top.
PIN_PROFILE: tuple[tuple[float, float], ...] = (
    (0.0, 0.62),
    (0.22, 0.78),
    (0.45, 0.6),
    (0.62, 0.36),
    (0.8, 0.55),
    (0.95, 0.38),
    (1.0, 0.12),
)
#: A point at height z casts its shadow z * SHADOW_REACH away (the light is high, ~63 degrees).
SHADOW_REACH = 0.5
#: Screen direction shadows are cast towards: the light is at the top-left, as for the balls.
LIGHT = (0.6, 0.8)


@dataclass(frozen=True)
class BallDraw:
    """What the view needs to draw one ball: where, and its orientation (w, x, y, z)."""

    xy: Vec
    quat: tuple[float, float, float, float] = (1.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True)
class PinDraw:
    """One pin: base position, whether standing, how far it has fallen (0..90 degrees) and
    towards which table angle (degrees)."""

    xy: Vec
    standing: bool = True
    fall: float = 0.0
    direction: float = 0.0


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


class TableView:
    """Maps the table into a screen rectangle, keeping the aspect ratio, and draws it."""

    def __init__(self, table: Table, area: pygame.Rect) -> None:
        self.table = table
        self.area = pygame.Rect(area)
        border = RAIL + CUSHION
        total_w = table.length + 2 * border  # along screen x
        total_h = table.width + 2 * border  # along screen y
        self.scale = min(self.area.width / total_w, self.area.height / total_h)
        pw, ph = total_w * self.scale, total_h * self.scale
        self.outer = pygame.Rect(
            round(self.area.x + (self.area.width - pw) / 2),
            round(self.area.y + (self.area.height - ph) / 2),
            round(pw),
            round(ph),
        )
        self.ox = self.outer.x + border * self.scale
        self.oy = self.outer.y + border * self.scale
        self._static: pygame.Surface | None = None
        self._ball_sprites: dict[str, pygame.Surface] = {}
        self._mark_sprites: dict[str, pygame.Surface] = {}
        self._highlight: pygame.Surface | None = None
        self._pin_cache: dict[str, tuple[pygame.Surface, pygame.Surface]] = {}
        self._pin_shadow_anchor: Vec = (0.0, 0.0)

    # ------------------------------------------------------------------ mapping
    def to_screen(self, xy: Vec) -> Vec:
        return (self.ox + xy[1] * self.scale, self.oy + xy[0] * self.scale)

    def to_table(self, sxy: Iterable[float]) -> Vec:
        sx, sy = sxy
        return ((sy - self.oy) / self.scale, (sx - self.ox) / self.scale)

    def px(self, metres: float) -> float:
        return metres * self.scale

    def dir_to_screen(self, angle: float) -> Vec:
        """Screen unit vector of a table angle (degrees)."""
        a = math.radians(angle)
        return (math.sin(a), math.cos(a))

    def angle_of(self, dsx: float, dsy: float) -> float:
        """Table angle (degrees, 0..360) of a screen direction."""
        return math.degrees(math.atan2(dsx, dsy)) % 360.0

    def playing_rect(self) -> pygame.Rect:
        t = self.table
        return pygame.Rect(
            round(self.ox),
            round(self.oy),
            round(t.length * self.scale),
            round(t.width * self.scale),
        )

    # ------------------------------------------------------------------ static table
    def static_surface(self) -> pygame.Surface:
        """The table without balls or pins, drawn once per window size."""
        if self._static is None:
            self._static = self._draw_static()
        return self._static

    def _draw_static(self) -> pygame.Surface:
        t = self.table
        s = self.scale
        surf = pygame.Surface(self.outer.size, pygame.SRCALPHA)
        off = (-self.outer.x, -self.outer.y)

        def P(xy: Vec) -> tuple[int, int]:
            x, y = self.to_screen(xy)
            return (round(x + off[0]), round(y + off[1]))

        # wooden frame with a bevel
        full = pygame.Rect(0, 0, *self.outer.size)
        rad = max(4, round(0.05 * s))
        pygame.draw.rect(surf, WOOD_DARK, full, border_radius=rad)
        pygame.draw.rect(
            surf, WOOD, full.inflate(-max(2, s * 0.012), -max(2, s * 0.012)), border_radius=rad
        )
        inner_wood = full.inflate(-2 * RAIL * s * 0.55, -2 * RAIL * s * 0.55)
        pygame.draw.rect(
            surf,
            WOOD_LIGHT,
            full.inflate(-s * 0.03, -s * 0.03),
            width=max(1, round(s * 0.008)),
            border_radius=rad,
        )
        # grain: a few faint lines along each rail
        grain = pygame.Surface(self.outer.size, pygame.SRCALPHA)
        for k in range(1, 7):
            f = k / 7 * RAIL * s
            col = (60, 30, 10, 40)
            pygame.draw.rect(grain, col, full.inflate(-2 * f, -2 * f), width=1, border_radius=rad)
        surf.blit(grain, (0, 0))
        del inner_wood
        # cushions (rubber, cloth-covered) and the playing surface
        cush = pygame.Rect(
            round(self.ox - CUSHION * s + off[0]),
            round(self.oy - CUSHION * s + off[1]),
            round((t.length + 2 * CUSHION) * s),
            round((t.width + 2 * CUSHION) * s),
        )
        pygame.draw.rect(surf, CUSHION_COL, cush)
        play = pygame.Rect(
            round(self.ox + off[0]),
            round(self.oy + off[1]),
            round(t.length * s),
            round(t.width * s),
        )
        pygame.draw.rect(surf, CLOTH, play)
        # soft lighting: lighter in the middle
        glow = pygame.Surface(play.size, pygame.SRCALPHA)
        for k in range(8):
            f = k / 8
            r = play.copy()
            r.topleft = (0, 0)
            r = r.inflate(-f * play.width * 0.8, -f * play.height * 0.8)
            pygame.draw.ellipse(glow, (255, 255, 255, 5), r)
        surf.blit(glow, play.topleft)
        # cushion nose line
        pygame.draw.rect(surf, CLOTH_DARK, play, width=max(1, round(s * 0.004)))

        # chalk strings: the two cabaña strings and the línea media
        chalk = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        lw = max(1, round(s * 0.0025))
        for y in (t.cabana_salida_y, t.linea_media_y, t.cabana_mingo_y):
            pygame.draw.line(chalk, (*CHALK, 70), P((0, y)), P((t.width, y)), lw)
        surf.blit(chalk, (0, 0))

        # painted spots
        spot_r = max(2, round(t.ball_radius * 0.22 * s))
        for sid, xy in t.spots.items():
            c = P(xy)
            if sid.startswith("aux_"):
                pygame.draw.circle(surf, (*CHALK, 255), c, spot_r, width=max(1, spot_r // 3))
            elif sid.startswith("mingo"):
                pygame.draw.circle(surf, (*CHALK, 255), c, max(2, spot_r - 1))
            else:
                pygame.draw.circle(surf, (*CHALK, 255), c, spot_r + 1, width=max(1, spot_r // 3))
                pygame.draw.circle(surf, (*CHALK, 255), c, max(1, spot_r // 2))

        # pockets: dark holes with a leather rim, cut into cushion and rail
        pr = t.pocket_radius * s
        for pxy in t.pockets.values():
            c = P(pxy)
            pygame.draw.circle(surf, (40, 24, 12), c, round(pr * 1.22))
            pygame.draw.circle(surf, (8, 8, 8), c, round(pr))
            pygame.draw.circle(surf, (24, 24, 24), c, round(pr * 0.7))

        # diamonds on the wooden rail
        dsz = max(3, round(0.012 * s))
        for dxy in t.diamonds:
            x, y = dxy
            nx = -1 if x <= 0 else (1 if x >= t.width else 0)
            ny = -1 if y <= 0 else (1 if y >= t.length else 0)
            out = CUSHION + RAIL * 0.5
            cx, cy = P((x + nx * out, y + ny * out))
            pts = [(cx, cy - dsz), (cx + dsz, cy), (cx, cy + dsz), (cx - dsz, cy)]
            pygame.draw.polygon(surf, DIAMOND, pts)
        return surf

    # ------------------------------------------------------------------ balls
    def ball_radius_px(self) -> int:
        return max(3, round(self.table.ball_radius * self.scale))

    def _ball_sprite(self, bid: str) -> pygame.Surface:
        spr = self._ball_sprites.get(bid)
        if spr is None:
            r = self.ball_radius_px()
            base = BALL_COLOURS[bid]
            spr = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            c = (r + 1, r + 1)
            # shading: darker rim, lighter toward the top-left light
            steps = max(6, r)
            for k in range(steps):
                f = k / steps
                rr = r * (1 - f)
                shade = 0.62 + 0.45 * f
                col = tuple(min(255, round(v * shade + 30 * f * f)) for v in base)
                cc = (c[0] - r * 0.3 * f, c[1] - r * 0.3 * f)
                pygame.draw.circle(spr, col, cc, max(1, rr))
            self._ball_sprites[bid] = spr
        return spr

    def _mark_sprite(self, bid: str) -> pygame.Surface:
        """The printed mark seen face on: ``MARK_SIZE`` of the ball's diameter across, drawn
        4x larger and scaled down so a 10-pixel "1" stays crisp."""
        spr = self._mark_sprites.get(bid)
        if spr is None:
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
            spr = pygame.transform.smoothscale(big, (size, size))
            self._mark_sprites[bid] = spr
        return spr

    def _highlight_sprite(self) -> pygame.Surface:
        if self._highlight is None:
            r = self.ball_radius_px()
            hr = max(2, round(r * 0.35))
            spr = pygame.Surface((2 * hr, 2 * hr), pygame.SRCALPHA)
            for k in range(hr, 0, -1):
                a = round(150 * (1 - k / hr) ** 1.2) + 10
                pygame.draw.circle(spr, (255, 255, 255, min(255, a)), (hr, hr), k)
            self._highlight = spr
        return self._highlight

    def draw_ball(self, surf: pygame.Surface, bid: str, ball: BallDraw, alpha: int = 255) -> None:
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
            dx, dy = wy * r, wx * r  # table (x, y) -> screen (y, x)
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

    # ------------------------------------------------------------------ pins
    def pin_radius_px(self) -> float:
        """On-screen radius of a standing pin. Seen from above a pin shows its turned head over
        the 12 mm base, and its 45 mm height deserves a larger mark than the base alone: a
        scaled base would be a 4-pixel dot at 1280x720."""
        return max(self.table.pin_radius * self.scale * PIN_VISUAL, PIN_MIN_PX)

    def _pin_sprites(self, pid: str) -> tuple[pygame.Surface, pygame.Surface]:
        """The standing pin (knob) and its soft shadow, drawn once per size, supersampled."""
        kind = "rey" if pid == "rey" else "lateral"
        got = self._pin_cache.get(kind)
        if got is not None:
            return got
        r = self.pin_radius_px()
        ss = 4  # supersampling: the knob is only ~10 px across
        size = math.ceil(2 * r + 4)
        big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        c = (size * ss / 2, size * ss / 2)
        R = r * ss
        pygame.draw.circle(big, PIN_OUTLINE, c, R + 1.5 * ss)
        steps = 12
        for k in range(steps):  # ivory, lit from the top-left
            f = k / steps
            col = tuple(min(255, round(v * (0.72 + 0.34 * f))) for v in PIN_IVORY)
            cc = (c[0] - R * 0.25 * f, c[1] - R * 0.25 * f)
            pygame.draw.circle(big, col, cc, R * (1 - 0.8 * f))
        if kind == "rey":  # the rey's red crown
            pygame.draw.circle(big, (110, 14, 16), c, R * 0.62)
            pygame.draw.circle(big, PIN_COLOURS["rey"], c, R * 0.5)
        # specular glint, off the centre so the centre keeps the pin's own colour
        pygame.draw.circle(big, (255, 255, 252), (c[0] - R * 0.42, c[1] - R * 0.42), R * 0.2)
        knob = pygame.transform.smoothscale(big, (size, size))
        # the cast shadow: a capsule from the base away from the light, blurred
        ln = self.table.pin_height * self.scale * SHADOW_REACH
        pad = 4
        w = math.ceil(ln * LIGHT[0] + 2 * r + 2 * pad)
        h = math.ceil(ln * LIGHT[1] + 2 * r + 2 * pad)
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        a = (pad + r, pad + r)
        b = (a[0] + ln * LIGHT[0], a[1] + ln * LIGHT[1])
        pygame.draw.line(shadow, (0, 0, 0, 120), a, b, max(2, round(r * 1.5)))
        pygame.draw.circle(shadow, (0, 0, 0, 120), a, r)
        pygame.draw.circle(shadow, (0, 0, 0, 70), b, r * 0.7)
        shadow = pygame.transform.gaussian_blur(shadow, max(1, round(r * 0.35)))
        self._pin_cache[kind] = (knob, shadow)
        self._pin_shadow_anchor = (pad + r, pad + r)
        return knob, shadow

    def draw_pin(self, surf: pygame.Surface, pid: str, pin: PinDraw) -> None:
        cx, cy = self.to_screen(pin.xy)
        if pin.standing and pin.fall < 1.0:
            knob, shadow = self._pin_sprites(pid)
            ax, ay = self._pin_shadow_anchor
            surf.blit(shadow, (round(cx - ax), round(cy - ay)))
            surf.blit(knob, knob.get_rect(center=(round(cx), round(cy))))
            return
        # falling or fallen: the pin's axis, base to head, projects to h*sin(fall) on the cloth
        fall = pin.fall if pin.fall > 0 else 90.0  # a knocked pin with no angle lies flat
        f = math.radians(min(90.0, fall))
        self.draw_lying_pin(surf, pid, (cx, cy), pin.direction, math.sin(f), math.cos(f))

    def draw_lying_pin(
        self,
        surf: pygame.Surface,
        pid: str,
        base: Vec,
        direction: float,
        reach: float,
        height: float,
    ) -> None:
        """A pin tilted towards table angle ``direction``: ``reach`` = sin of the fall (1 lying
        flat), ``height`` = cos of it (how high its head still is, for the shadow)."""
        r = self.pin_radius_px()
        ln = self.table.pin_height * self.scale * reach
        dx, dy = self.dir_to_screen(direction)
        nx, ny = -dy, dx
        bx, by = base
        # the turned profile, base (u=0) to top (u=1); ``lift`` moves each point of it by the
        # shadow a point at that height casts (half its height away from the light)
        rise = self.table.pin_height * self.scale * height * SHADOW_REACH

        def outline(grow: float, lift: float = 0.0) -> list[Vec]:
            left: list[Vec] = []
            right: list[Vec] = []
            for u, wdt in PIN_PROFILE:
                px = bx + dx * ln * u + LIGHT[0] * lift * u
                py = by + dy * ln * u + LIGHT[1] * lift * u
                hw = max(0.5, r * wdt + grow)
                left.append((px + nx * hw, py + ny * hw))
                right.append((px - nx * hw, py - ny * hw))
            return left + right[::-1]

        body = outline(1.0)
        head_u = 0.8
        head = (bx + dx * ln * head_u, by + dy * ln * head_u)
        head_r = r * (1.0 - 0.22 * reach)
        off = r * 0.35 + rise * head_u
        pygame.draw.polygon(surf, PIN_SHADOW, outline(0.0, rise + r * 0.35))
        pygame.draw.circle(
            surf, PIN_SHADOW, (head[0] + LIGHT[0] * off, head[1] + LIGHT[1] * off), head_r
        )
        # outline, body, the lit side, the head
        pygame.draw.polygon(surf, PIN_OUTLINE, body)
        pygame.draw.circle(surf, PIN_OUTLINE, head, head_r + 1)
        pygame.draw.polygon(surf, PIN_IVORY_SHADE, outline(0.0))
        lit = 1 if nx * LIGHT[0] + ny * LIGHT[1] < 0 else -1  # the side facing the light
        glint = [
            (bx + dx * ln * u + nx * lit * r * w * 0.45, by + dy * ln * u + ny * lit * r * w * 0.45)
            for u, w in PIN_PROFILE[1:-1]
        ]
        if ln > 3:
            pygame.draw.lines(surf, PIN_IVORY, False, glint, max(1, round(r * 0.45)))
        top = PIN_COLOURS["rey"] if pid == "rey" else PIN_IVORY
        pygame.draw.circle(surf, top, head, head_r)
        if pid == "rey" and ln > 3:  # the crown's ring below the head
            u = 0.62
            p = (bx + dx * ln * u, by + dy * ln * u)
            hw = r * 0.62
            pygame.draw.line(
                surf,
                PIN_COLOURS["rey"],
                (p[0] + nx * hw, p[1] + ny * hw),
                (p[0] - nx * hw, p[1] - ny * hw),
                max(2, round(r * 0.35)),
            )
        hl = (head[0] - head_r * 0.35, head[1] - head_r * 0.35)
        pygame.draw.circle(surf, (255, 255, 252), hl, max(1.0, head_r * 0.28))

    # ------------------------------------------------------------------ cue and guide
    def draw_cue(
        self, surf: pygame.Surface, ball_xy: Vec, angle: float, pull: float, seco: bool = False
    ) -> None:
        """The cue behind the ball along ``angle``, its tip ``pull`` metres back from it."""
        s = self.scale
        t = self.table
        dx, dy = self.dir_to_screen(angle)
        cx, cy = self.to_screen(ball_xy)
        start = t.ball_radius + 0.01 + pull
        length = 1.45
        tip = (cx - dx * start * s, cy - dy * start * s)
        butt = (cx - dx * (start + length) * s, cy - dy * (start + length) * s)
        nx, ny = -dy, dx
        tw, bw = 0.0065 * s, 0.016 * s

        def quad(a: Vec, b: Vec, wa: float, wb: float) -> list[Vec]:
            return [
                (a[0] + nx * wa, a[1] + ny * wa),
                (b[0] + nx * wb, b[1] + ny * wb),
                (b[0] - nx * wb, b[1] - ny * wb),
                (a[0] - nx * wa, a[1] - ny * wa),
            ]

        def at(f: float) -> Vec:
            return (tip[0] + (butt[0] - tip[0]) * f, tip[1] + (butt[1] - tip[1]) * f)

        def width(f: float) -> float:
            return tw + (bw - tw) * f

        # shadow (solid: a window-sized translucent layer per frame would cost more than the
        # whole table)
        sh = [(x + 0.02 * s, y + 0.03 * s) for x, y in quad(tip, butt, tw, bw)]
        pygame.draw.polygon(surf, (16, 62, 100), sh)
        pygame.draw.polygon(surf, (222, 196, 150), quad(tip, at(0.62), tw, width(0.62)))
        pygame.draw.polygon(surf, (70, 34, 16), quad(at(0.62), butt, width(0.62), bw))
        pygame.draw.polygon(surf, (20, 20, 20), quad(at(0.62), at(0.66), width(0.62), width(0.66)))
        pygame.draw.polygon(surf, (245, 245, 240), quad(tip, at(0.015), tw, width(0.015)))
        if not seco:
            pygame.draw.polygon(surf, (60, 110, 200), quad(tip, at(0.005), tw, width(0.005)))

    def draw_guide(
        self,
        surf: pygame.Surface,
        ball: str,
        balls: Mapping[str, Vec | None],
        angle: float,
        pins: Mapping[str, Vec] | None = None,
    ) -> None:
        """A dotted line to the first ball, standing pin or cushion, a ghost ball where the cue
        ball meets it, and a short line for the object ball's way after a hit. A pin in the way
        is ringed in red: it would fall before any ball is touched, a foul (guide 5)."""
        t = self.table
        start = balls[ball]
        if start is None:
            return
        d = (math.cos(math.radians(angle)), math.sin(math.radians(angle)))
        hit_dist, hit_ball, hit_pin = first_hit(t, ball, balls, start, d, pins)
        end = (start[0] + d[0] * hit_dist, start[1] + d[1] * hit_dist)
        a = self.to_screen(start)
        b = self.to_screen(end)
        n = max(1, int(math.dist(a, b) / 10))
        col = (210, 226, 240)
        for k in range(0, n, 2):
            p0 = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
            p1 = (a[0] + (b[0] - a[0]) * (k + 1) / n, a[1] + (b[1] - a[1]) * (k + 1) / n)
            pygame.draw.line(surf, col, p0, p1, 2)
        rp = self.ball_radius_px()
        pygame.draw.circle(surf, col, b, rp, width=2)
        if hit_ball is not None:
            obj = balls[hit_ball]
            assert obj is not None
            ux, uy = obj[0] - end[0], obj[1] - end[1]
            norm = math.hypot(ux, uy) or 1.0
            tip = (obj[0] + ux / norm * 0.25, obj[1] + uy / norm * 0.25)
            pygame.draw.line(surf, (240, 214, 120), self.to_screen(obj), self.to_screen(tip), 2)
        elif hit_pin is not None and pins is not None:
            centre = self.to_screen(pins[hit_pin])
            ring = max(6, round(self.scale * (t.pin_radius * 3)))
            pygame.draw.circle(surf, (230, 70, 60), centre, ring, width=2)


def _ray_circle(start: Vec, d: Vec, centre: Vec, reach: float) -> float | None:
    """Distance along unit ``d`` from ``start`` until a point comes within ``reach`` of
    ``centre`` (None if it never does or only behind the start)."""
    fx, fy = start[0] - centre[0], start[1] - centre[1]
    b = fx * d[0] + fy * d[1]
    c = fx * fx + fy * fy - reach * reach
    disc = b * b - c
    if disc < 0:
        return None
    dist = -b - math.sqrt(disc)
    return dist if dist >= 0 else None


def first_hit(
    t: Table,
    ball: str,
    balls: Mapping[str, Vec | None],
    start: Vec,
    d: Vec,
    pins: Mapping[str, Vec] | None = None,
) -> tuple[float, str | None, str | None]:
    """Distance along unit direction ``d`` until the ball meets another ball (centre distance
    2R), a standing pin (R + pin radius) or a cushion (centre at R from it); and which ball or
    which pin it meets first, if any (both ``None`` for a cushion)."""
    r = t.ball_radius
    best = math.inf
    best_ball: str | None = None
    best_pin: str | None = None
    for oid, o in balls.items():
        if oid == ball or o is None:
            continue
        dist = _ray_circle(start, d, o, 2 * r)
        if dist is not None and dist < best:
            best, best_ball = dist, oid
    for pid, p in (pins or {}).items():
        dist = _ray_circle(start, d, p, r + t.pin_radius)
        if dist is not None and dist < best:
            best, best_ball, best_pin = dist, None, pid
    for axis, lo, hi in ((0, r, t.width - r), (1, r, t.length - r)):
        if d[axis] > 1e-12:
            dist = (hi - start[axis]) / d[axis]
        elif d[axis] < -1e-12:
            dist = (lo - start[axis]) / d[axis]
        else:
            continue
        if 0 <= dist < best:
            best, best_ball, best_pin = dist, None, None
    if best is math.inf:
        best = 0.0
    return best, best_ball, best_pin
