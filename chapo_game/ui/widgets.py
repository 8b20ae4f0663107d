"""Small drawing helpers shared by the scenes: fonts scaled to the window, cached text, buttons.

Labels are callables returning the already-translated text, so a change of language shows at
the next frame without rebuilding any screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

TEXT = (236, 236, 230)
DIM = (160, 168, 176)
ACCENT = (240, 196, 80)
PANEL = (24, 30, 38)
PANEL_EDGE = (70, 84, 98)
BG = (16, 20, 26)
BAD = (230, 80, 70)
GOOD = (110, 210, 120)


class Fonts:
    """Fonts sized relative to a 720-pixel-high window, cached per size; rendered text cached
    too (the score board re-renders only what changed)."""

    def __init__(self) -> None:
        self.unit = 1.0
        self._fonts: dict[int, pygame.font.Font] = {}
        self._text: dict[tuple[str, int, tuple[int, ...]], pygame.Surface] = {}

    def resize(self, height: int) -> None:
        unit = max(0.6, height / 720)
        if unit != self.unit:
            self.unit = unit
            self._fonts.clear()
            self._text.clear()

    def font(self, size: int) -> pygame.font.Font:
        px = max(8, round(size * self.unit))
        f = self._fonts.get(px)
        if f is None:
            f = pygame.font.Font(None, px)
            self._fonts[px] = f
        return f

    def text(self, s: str, size: int, colour: tuple[int, ...] = TEXT) -> pygame.Surface:
        key = (s, size, tuple(colour))
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > 600:
                self._text.clear()
            surf = self.font(size).render(s, True, colour)
            self._text[key] = surf
        return surf

    def wrap(self, s: str, size: int, width: int) -> list[str]:
        f = self.font(size)
        lines: list[str] = []
        for para in s.split("\n"):
            cur = ""
            for word in para.split(" "):
                trial = f"{cur} {word}".strip()
                if f.size(trial)[0] <= width or not cur:
                    cur = trial
                else:
                    lines.append(cur)
                    cur = word
            lines.append(cur)
        return lines


@dataclass
class Button:
    """A clickable, touchable button; ``label`` is re-evaluated every frame (language)."""

    label: Callable[[], str]
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: Callable[[], bool] = lambda: True
    hover: bool = False
    name: str = ""
    _cache: tuple[tuple, pygame.Surface] | None = field(default=None, repr=False, compare=False)

    def handle(self, ev: pygame.event.Event) -> bool:
        if not self.enabled():
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.action()
            return True
        return False

    def draw(self, surf: pygame.Surface, fonts: Fonts, size: int = 30) -> None:
        """Draw from a cached image (rounded rectangles are slow to draw every frame)."""
        on = self.enabled()
        key = (self.label(), size, self.hover and on, on, self.rect.size, fonts.unit)
        if self._cache is None or self._cache[0] != key:
            img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            r = img.get_rect()
            rad = max(4, r.height // 5)
            col = (52, 66, 82) if self.hover and on else (36, 46, 58)
            pygame.draw.rect(img, col, r, border_radius=rad)
            edge = ACCENT if self.hover and on else PANEL_EDGE
            pygame.draw.rect(img, edge, r, width=2, border_radius=rad)
            txt = fonts.text(key[0], size, TEXT if on else DIM)
            if txt.get_width() > r.width - 8:  # long labels shrink to fit
                k = (r.width - 8) / txt.get_width()
                txt = pygame.transform.smoothscale(
                    txt, (max(1, round(txt.get_width() * k)), max(1, round(txt.get_height() * k)))
                )
            img.blit(txt, txt.get_rect(center=r.center))
            self._cache = (key, img)
        surf.blit(self._cache[1], self.rect.topleft)


def layout_column(
    buttons: list[Button], centre_x: int, top: int, width: int, height: int, gap: int
) -> None:
    y = top
    for b in buttons:
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (centre_x, y)
        y += height + gap


_SHADES: dict[tuple[tuple[int, int], int, tuple[int, int, int]], pygame.Surface] = {}


def _shade(size: tuple[int, int], alpha: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A translucent filled surface, cached (full-window ones are costly to build each frame)."""
    key = (size, alpha, colour)
    s = _SHADES.get(key)
    if s is None:
        if len(_SHADES) > 32:
            _SHADES.clear()
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill((*colour, alpha))
        _SHADES[key] = s
    return s


def panel(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 230) -> None:
    surf.blit(_shade(rect.size, alpha, PANEL), rect.topleft)
    pygame.draw.rect(surf, PANEL_EDGE, rect, width=2, border_radius=6)


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    surf.blit(_shade(surf.get_size(), alpha, (0, 0, 0)), (0, 0))


class TextField:
    """A one-line text box: click to focus, type, Backspace deletes."""

    def __init__(self, value: str, max_len: int = 16) -> None:
        self.value = value
        self.max_len = max_len
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus = False

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.focus = self.rect.collidepoint(ev.pos)
            return self.focus
        if not self.focus:
            return False
        if ev.type == pygame.TEXTINPUT:
            self.value = (self.value + ev.text)[: self.max_len]
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        return False

    def draw(self, surf: pygame.Surface, fonts: Fonts) -> None:
        pygame.draw.rect(surf, (30, 38, 48), self.rect, border_radius=6)
        pygame.draw.rect(
            surf, ACCENT if self.focus else (70, 84, 98), self.rect, 2, border_radius=6
        )
        txt = fonts.text(self.value + ("|" if self.focus else ""), 32)
        surf.blit(txt, txt.get_rect(midleft=(self.rect.x + 12, self.rect.centery)))
