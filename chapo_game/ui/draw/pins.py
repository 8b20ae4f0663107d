"""Pins: a standing pin seen from above as a lit ivory knob with its cast shadow (the rey with
its red crown); a falling or knocked pin as its turned profile lying towards its fall."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from chapo_game.table import Table

from ..memo import Memo
from .geometry import TableGeometry, Vec
from .style import (
    LIGHT,
    PIN_COLOURS,
    PIN_IVORY,
    PIN_IVORY_SHADE,
    PIN_OUTLINE,
    PIN_PROFILE,
    PIN_SHADOW,
    SHADOW_REACH,
)


@dataclass(frozen=True)
class PinDraw:
    """One pin: base position, whether standing, how far it has fallen (0..90 degrees) and
    towards which table angle (degrees)."""

    xy: Vec
    standing: bool = True
    fall: float = 0.0
    direction: float = 0.0


class PinArt(TableGeometry):
    """Draws pins; the standing pin's sprites are made once per size."""

    def __init__(self, table: Table, area: pygame.Rect, upright: bool = False) -> None:
        super().__init__(table, area, upright)
        #: the knob and its shadow, by kind (the rey's, a lateral's)
        self._pins_drawn: Memo[tuple[pygame.Surface, pygame.Surface]] = Memo(2)
        self._pin_shadow_anchor: Vec = (0.0, 0.0)

    def _pin_sprites(self, pid: str) -> tuple[pygame.Surface, pygame.Surface]:
        """The standing pin (knob) and its soft shadow, drawn once per size, supersampled."""
        kind = "rey" if pid == "rey" else "lateral"
        return self._pins_drawn.get(kind, lambda: self._draw_pin_sprites(kind))

    def _draw_pin_sprites(self, kind: str) -> tuple[pygame.Surface, pygame.Surface]:
        """:meth:`_pin_sprites`, drawn; where the shadow's base is in it noted."""
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
        self._pin_shadow_anchor = (pad + r, pad + r)
        return knob, shadow

    def pin_ring(self, pin: PinDraw) -> tuple[Vec, float]:
        """The circle (screen centre, radius) that rings a pin as it is drawn: a standing
        pin's knob, or the whole of a pin lying on the cloth, base to head. A lying pin's
        ring was its standing knob's, round its base: half the pin stood outside it, the
        light on a piece of cloth beside it."""
        base = self.to_screen(pin.xy)
        knob = max(8.0, round(self.scale * 0.02))  # a 2 cm ring round a 12 mm base
        if pin.standing and pin.fall < 1.0:
            return base, knob
        fall = pin.fall if pin.fall > 0 else 90.0  # as drawn: a knocked pin lies flat
        half = self.table.pin_height * self.scale * math.sin(math.radians(min(90.0, fall))) / 2
        dx, dy = self.dir_to_screen(pin.direction)
        centre = (base[0] + dx * half, base[1] + dy * half)
        return centre, max(knob, half + self.pin_radius_px() + 3)

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
