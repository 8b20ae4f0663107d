"""The window's typeface (chapo_game/ui/face.py): letters where the typeface puts them, edges
in the text's own colour, every text on one baseline."""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from chapo_game.ui.face import DEFAULT_SCALE, Face

WORDS = ("juego", "Partida", "Ana", "billiards")
SIZES = range(15, 46, 2)  # pixels: the window's text from 960×540 to a 1920×1080 heading


def _ink_by_column(surf: pygame.Surface) -> list[int]:
    """How much ink (alpha) each column of a rendered text holds."""
    w, h = surf.get_size()
    alpha = pygame.image.tobytes(surf, "RGBA")[3::4]
    return [sum(alpha[y * w + x] for y in range(h)) for x in range(w)]


def _typeface_own(word: str, px: int) -> pygame.Surface:
    """``word`` as the typeface draws it, without hinting's rounding: set sixteen times
    larger and averaged down."""
    k = 16
    ft = pygame.freetype.Font(None, px * DEFAULT_SCALE * k)
    ft.pad, ft.kerning = True, True
    r = ft.get_rect(word)
    w, h = -(-r.width // k), -(-r.height // k)
    canvas = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    ft.render_to(canvas, (0, 0), word, (255, 255, 255))
    return pygame.transform.smoothscale(canvas, (w, h))


def _mean_shift(a: list[int], b: list[int]) -> float:
    """How far (px) the ink of ``a`` lies, on average, from where ``b`` has it: the distance
    between their spreads along the line (the earth mover's distance of the two columns)."""
    n = max(len(a), len(b))
    a, b = a + [0] * (n - len(a)), b + [0] * (n - len(b))
    ta, tb = sum(a), sum(b)
    sa = sb = shift = 0.0
    for x in range(n):
        sa += a[x] / ta
        sb += b[x] / tb
        shift += abs(sa - sb)
    return shift


def test_letters_are_spaced_as_the_typeface_spaces_them(app):
    """SDL_ttf rounded each letter's hinted advance to a whole pixel: «ju ego», «Partid a»,
    «billi ards» — ink up to 3.2 px from where the typeface puts it (mean, over a word);
    the face set four times larger and scaled down keeps it within a fraction of a pixel."""
    worst = {}
    for word in WORDS:
        for px in SIZES:
            drawn = _ink_by_column(Face(px).render(word, (255, 255, 255)))
            own = _ink_by_column(_typeface_own(word, px))
            worst[(word, px)] = _mean_shift(drawn, own)
    assert max(worst.values()) < 0.75, worst


def test_the_old_renderer_fails_the_same_measure(app):
    """The measure above tells the fault: pygame.font's text of the same words misplaces its
    ink by more than a pixel at several sizes (so a return to it would not pass)."""
    off = 0
    for word in WORDS:
        for px in SIZES:
            drawn = _ink_by_column(pygame.font.Font(None, px).render(word, True, (255, 255, 255)))
            off += _mean_shift(drawn, _ink_by_column(_typeface_own(word, px))) > 1.0
    assert off >= 5


@pytest.mark.parametrize("px", [20, 31, 45])
def test_a_texts_edges_fade_in_its_own_colour(app, px):
    """Averaged down on a transparent canvas, an edge pixel took the canvas's black into its
    colour (a dark fringe round light text); every inked pixel is the text's colour, and the
    solid ones are wholly opaque."""
    colour = (86, 180, 233)
    surf = Face(px).render("Bola 2 · Ñandú", colour)
    w, h = surf.get_size()
    pixels = [tuple(surf.get_at((x, y))) for x in range(w) for y in range(h)]
    inked = [p for p in pixels if p[3] > 0]
    assert inked and all(p[:3] == colour for p in inked)
    assert sum(p[3] == 255 for p in inked) > len(inked) // 4


@pytest.mark.parametrize("px", [20, 28, 40])
def test_size_is_what_is_drawn(app, px):
    """Layout measures a text with :meth:`Face.size` and draws :meth:`Face.render`: the two
    agree, for plain text, accented capitals, descenders and nothing at all."""
    face = Face(px)
    for s in ("", "a", "Íñigo", "Begoña", "gjp", "Tiro de Ana, bola 2: las bolas en juego"):
        assert face.render(s, (255, 255, 255)).get_size() == face.size(s), s


def test_a_no_break_space_is_set_as_a_space_not_a_missing_glyphs_box(app):
    """The replay's key line ("Esc\u00a0close") and the Spanish "70\u00a0%" drew a box where
    SDL_ttf had drawn a space: the typeface has no no-break space."""
    face = Face(30)
    for kept, plain in (("Esc\u00a0cerrar", "Esc cerrar"), ("70\u00a0%", "70 %")):
        a, b = face.render(kept, (255, 255, 255)), face.render(plain, (255, 255, 255))
        assert a.get_size() == b.get_size() and face.size(kept) == face.size(plain)
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), kept


def test_every_character_the_game_says_has_a_glyph(app):
    """Every character of both catalogues (what the window says, in Spanish and English) is
    drawn by the typeface, not as a missing glyph's box."""
    from pathlib import Path

    from chapo_game.ui.face import _SET_AS

    ft = pygame.freetype.Font(None, 20)
    locale = Path(__file__).parents[2] / "chapo_game" / "locale"
    said = "".join(p.read_text("utf-8") for p in sorted(locale.glob("*/LC_MESSAGES/chapo.po")))
    chars = sorted({c for c in said if c.isprintable() or c == "\u00a0"})
    drawn = "".join(chars).translate(_SET_AS)
    missing = [hex(ord(c)) for c, m in zip(drawn, ft.get_metrics(drawn), strict=True) if m is None]
    assert len(chars) > 80 and missing == []
