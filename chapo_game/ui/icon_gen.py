"""Draw the application icon: the five pins in their cross on the cloth, inside the wooden rail,
with ball 1 coming in and the mingo's star waiting.

Run ``python -m chapo_game.ui.icon_gen`` to rewrite ``assets/icons/``: one PNG per size in
:data:`chapo_game.resources.ICON_SIZES` (the window icon and the Linux desktop icon), plus
``chapo.ico`` (Windows) and ``chapo.icns`` (macOS) for the standalone application. Both
containers simply hold PNGs, so they are written here with the standard library instead of
needing an image library at build time. The drawing is pure geometry at 1024 px, scaled down
for each size, so the output is repeatable.
"""

from __future__ import annotations

import io
import math
import struct
import sys
from pathlib import Path

import pygame

from ..resources import ICON_SIZES
from .draw.style import BALL_COLOURS, CLOTH, PIN_COLOURS, PIN_IVORY, PIN_OUTLINE, WOOD, WOOD_DARK
from .sound_gen import run_generator

ICON_DIR = Path(__file__).resolve().parents[2] / "assets" / "icons"
BIG = 1024
#: the sizes each container holds (ICO: Windows' usual set; ICNS: its PNG-coded types)
ICO_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256)
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
)


def _ball(surf: pygame.Surface, colour: tuple[int, int, int], c: tuple[float, float], r: float):
    """A shaded ball: concentric discs lighter towards the top-left, like the table view's (a
    little brighter, so ball 1 reads as ivory at 32 px)."""
    steps = 24
    for k in range(steps):
        f = k / steps
        shade = 0.8 + 0.3 * f
        col = tuple(min(255, round(v * shade + 30 * f * f)) for v in colour)
        pygame.draw.circle(surf, col, (c[0] - r * 0.3 * f, c[1] - r * 0.3 * f), r * (1 - f))


def _star(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    pts = []
    for k in range(10):
        a = math.pi / 2 + k * math.pi / 5
        rad = r if k % 2 == 0 else r * 0.45
        pts.append((c[0] + rad * math.cos(a), c[1] - rad * math.sin(a)))
    pygame.draw.polygon(surf, (250, 240, 210), pts)


def draw(size: int = BIG) -> pygame.Surface:
    """The icon at ``size`` pixels (drawn at 1024 and smoothly scaled)."""
    s = BIG
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    rail = pygame.Rect(0, 0, s, s).inflate(-0.06 * s, -0.06 * s)
    pygame.draw.rect(big, WOOD_DARK, rail, border_radius=round(0.2 * s))
    pygame.draw.rect(big, WOOD, rail.inflate(-0.03 * s, -0.03 * s), border_radius=round(0.18 * s))
    cloth = rail.inflate(-0.16 * s, -0.16 * s)
    pygame.draw.rect(big, CLOTH, cloth, border_radius=round(0.09 * s))
    # the pins: a cross of five, the rey in the middle with its red crown
    cx, cy = s / 2, s / 2
    gap, pr = 0.165 * s, 0.062 * s
    for dx, dy in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)):
        c = (cx + dx * gap, cy + dy * gap)
        pygame.draw.circle(big, PIN_OUTLINE, c, pr * 1.18)
        pygame.draw.circle(big, PIN_IVORY, c, pr)
        if (dx, dy) == (0, 0):
            pygame.draw.circle(big, PIN_COLOURS["rey"], c, pr * 0.62)
    # ball 1 in the lower left corner and the mingo in the upper right, both off the cross
    br = 0.085 * s
    _ball(big, BALL_COLOURS["1"], (cloth.left + 0.17 * s, cloth.bottom - 0.17 * s), br)
    mingo = (cloth.right - 0.17 * s, cloth.top + 0.17 * s)
    _ball(big, BALL_COLOURS["mingo"], mingo, br)
    _star(big, (mingo[0] - br * 0.08, mingo[1] - br * 0.08), br * 0.55)
    if size == s:
        return big
    return pygame.transform.smoothscale(big, (size, size))


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding PNG images (the format since Windows Vista)."""
    sizes = [n for n in ICO_SIZES if n in pngs]
    out = struct.pack("<3H", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    blobs = b""
    for n in sizes:
        data = pngs[n]
        dim = 0 if n >= 256 else n  # 0 means 256 in the directory entry
        out += struct.pack("<4B2H2I", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return out + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` holding PNG images (big-endian type + length entries)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[n])) + pngs[n] for kind, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(out_dir: Path = ICON_DIR) -> list[Path]:
    """Write every icon file; return their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    big = draw()
    pngs = {n: png_bytes(pygame.transform.smoothscale(big, (n, n))) for n in ICON_SIZES}
    paths = []
    for n, data in pngs.items():
        p = out_dir / f"chapo-{n}.png"
        p.write_bytes(data)
        paths.append(p)
    for name, data in (("chapo.ico", ico_bytes(pngs)), ("chapo.icns", icns_bytes(pngs))):
        p = out_dir / name
        p.write_bytes(data)
        paths.append(p)
    return paths


if __name__ == "__main__":
    raise SystemExit(run_generator(generate, ICON_DIR, "icon_gen", sys.argv[1:]))
