"""The end panel's buttons (after a partida: Siguiente partida, Repetición, Hoja de
marcaciones, Menú; after the encuentro: Repetición, Hoja de marcaciones, Revancha, Menú) on
one line each, all at one size, side by side inside the panel, at every window in both
languages: at equal widths "Hoja de marcaciones" broke onto two lines in Spanish at every
size but 960×540 (where it came out smaller than its neighbours instead)."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from ui_screens import ana_wins_the_partida, whole_screen, window_in

from chapo_game.ui.page import end_panel_rect, held_size
from chapo_game.ui.scenes.end_row import END_TEXT

SIZES = [(1920, 1080), (1366, 768), (1280, 720), (960, 540), (1080, 1920), (720, 1280)]


def end_panel(app, drive, partidas: int):
    """The game screen showing its end panel after Ana's winning shot (the celebration's
    banner passed by a key)."""
    g = ana_wins_the_partida(app, drive, partidas=partidas, counted=False)
    while app.top is not g:
        drive.key(pygame.K_ESCAPE)
    return g


def end_row(app, g):
    """The end panel drawn once more: each shown button and its words as drawn."""
    app.step()
    layer = app.scenes.index(g)
    drawn = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
    shown = [b for b in g.end_buttons if b.enabled() or b.name == "menu"]
    return [(b, [d for d in drawn if b.rect.contains(d.rect)]) for b in shown]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("partidas", [1, 3], ids=["encuentro_over", "partida_over"])
def test_the_end_panels_buttons_say_their_words_on_one_line_at_one_size(app, drive, lang, partidas):
    """The panel shown once, then the screen and the text size changed under it, as a player
    moving the window to another screen or asking for large text does: the panel laid out
    again each time."""
    with window_in(app, lang, (1280, 720)):
        g = end_panel(app, drive, partidas)
        for size in SIZES:
            for large in (False, True):
                whole_screen(app, size)
                app.apply_settings(app.settings.with_(large_text=large))
                check_the_row(app, end_row(app, g), size)


def check_the_row(app, row, size: tuple[int, int]) -> None:
    """Four buttons inside the panel, left to right, each saying its words whole on one line,
    all at one size."""
    box = end_panel_rect(size, app.fonts)
    assert len(row) == 4, (size, [b.name for b, _words in row])
    for b, words in row:
        assert [d.text for d in words] == [b.label()], (size, app.fonts.floor, words)
        assert box.contains(b.rect), (size, b.name, b.rect, box)
    for (a, _w), (b, _x) in pairwise(row):
        assert a.rect.right < b.rect.left, (size, a.name, b.name)
    f = app.fonts
    largest = held_size(f, END_TEXT)  # upright, as large as held across (page.held_size)
    sizes = [
        {z for z in range(largest, 19, -2) if f.font(z).size(b.label())[0] == w[0].rect.w}
        for b, w in row
    ]
    assert set.intersection(*sizes), (size, sizes)  # one size for all


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(720, 1280), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tutorials_closing_buttons_say_their_words_on_one_line_upright(app, lang, size):
    """Upright, the tutorial's closing panel puts its three buttons under its words: at
    720×1280 "Empezar de nuevo" and "Contra el ordenador" broke onto two lines each. Now each
    says its words whole on one line, side by side inside the panel, and a click on each
    presses it."""
    from ui_screens import SCREENS

    with window_in(app, lang, (1280, 720)):
        whole_screen(app, size)
        SCREENS["tutorial_done"](app)
        app.step()
        t = app.top
        layer = app.scenes.index(t)
        drawn = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
        row = [(b, [d.text for d in drawn if b.rect.contains(d.rect)]) for b in t.end_buttons]
        assert [words for b, words in row] == [[b.label()] for b, _w in row], row
        for (a, _w), (b, _x) in pairwise(row):
            assert a.rect.right < b.rect.left, (a.rect, b.rect)
        assert all(b.rect.left >= 0 and b.rect.right <= size[0] for b, _w in row)
