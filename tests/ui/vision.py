"""Colour as people with a colour-vision deficiency see it, and how far apart two colours are.

The simulation is Machado, Oliveira and Fernandes (2009), "A physiologically-based model for
simulation of color vision deficiency", IEEE TVCG 15(6), at severity 1 (dichromacy: the
protanope, deuteranope and tritanope, the worst case of each kind), applied to linear sRGB.
The distance is CIEDE2000 (Sharma, Wu and Dalal 2005). The WCAG 2 contrast ratio measures
lightness alone, which no deficiency of colour vision takes away.

Pure Python: the game has no numpy, and these are a handful of colours.
"""

from __future__ import annotations

import math

Colour = tuple[int, ...]

KINDS = ("normal", "protan", "deutan", "tritan")
#: Machado 2009, table of severity 1.0, rows giving linear R, G, B.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def linear(v: int) -> float:
    s = v / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def encoded(x: float) -> int:
    x = min(1.0, max(0.0, x))
    return round(255 * (x * 12.92 if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055))


def seen(c: Colour, kind: str) -> tuple[int, int, int]:
    """``c`` as a person of ``kind`` (one of :data:`KINDS`) sees it."""
    rgb = tuple(c[:3])
    if kind == "normal":
        return rgb  # type: ignore[return-value]
    lin = [linear(v) for v in rgb]
    r, g, b = (encoded(sum(w * x for w, x in zip(row, lin, strict=True))) for row in MACHADO[kind])
    return r, g, b


def luminance(c: Colour) -> float:
    r, g, b = (linear(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """The WCAG 2 contrast ratio, 1 to 21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def lab(c: Colour) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (linear(v) for v in c[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def de2000_lab(p: tuple[float, float, float], q: tuple[float, float, float]) -> float:
    """CIEDE2000 between two CIELAB colours (kL = kC = kH = 1)."""
    (l1, a1, b1), (l2, a2, b2) = p, q
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar**7 / (cbar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1 = math.degrees(math.atan2(b1, a1p)) % 360
    h2 = math.degrees(math.atan2(b2, a2p)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    d_h = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        hbar = h1 + h2
    elif abs(h1 - h2) <= 180:
        hbar = (h1 + h2) / 2
    else:
        hbar = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbar - 30))
        + 0.24 * math.cos(math.radians(2 * hbar))
        + 0.32 * math.cos(math.radians(3 * hbar + 6))
        - 0.20 * math.cos(math.radians(4 * hbar - 63))
    )
    rot = (
        -math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2))))
        * 2
        * math.sqrt(cbarp**7 / (cbarp**7 + 25**7))
    )
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbarp, 1 + 0.015 * cbarp * t
    dl, dc, dhh = (l2 - l1) / sl, (c2 - c1) / sc, d_h / sh
    return math.sqrt(dl**2 + dc**2 + dhh**2 + rot * dc * dhh)


def difference(a: Colour, b: Colour, kind: str = "normal") -> float:
    """CIEDE2000 between ``a`` and ``b`` as a person of ``kind`` sees them."""
    return de2000_lab(lab(seen(a, kind)), lab(seen(b, kind)))
