"""The screens round the table on a club's screen hung in portrait (1080x1920, 1200x1920) or
a window barely taller than wide (1000x1100): every word where the player reads it, nothing
over the drawing of the table, and the window's height used rather than left in bands."""

from __future__ import annotations

import math

import pygame
import pytest

from chapo_game.ui.scenes.menu import Backdrop, MenuScene

TALL = [(1000, 1100), (1024, 1280), (1080, 1920), (1200, 1920)]
WIDE = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("large", [False, True], ids=["text", "large_text"])
@pytest.mark.parametrize("size", TALL + WIDE, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_menus_buttons_leave_the_backdrops_pockets_in_sight(app, size, large):
    """Every pixel of the four pockets of the menu's backdrop shows as the backdrop drew it:
    at 1000x1100 the panel of buttons ran the whole length of the upright table's cloth,
    hardly wider than it, and covered half of each pocket."""
    app.apply_settings(app.settings.with_(large_text=large))
    app.resize_window(size)
    app.reset_to(MenuScene(app))
    app.step()
    alone = pygame.Surface(size)
    backdrop = Backdrop()
    backdrop.draw(alone)
    view = backdrop.view
    r = view.table.pocket_radius * view.scale * 1.22  # the leather rim, as drawn
    for xy in view.table.pockets.values():
        cx, cy = view.to_screen(xy)
        covered = [
            (x, y)
            for x in range(math.floor(cx - r), math.ceil(cx + r) + 1)
            for y in range(math.floor(cy - r), math.ceil(cy + r) + 1)
            if math.hypot(x - cx, y - cy) <= r and app.screen.get_at((x, y)) != alone.get_at((x, y))
        ]
        assert not covered, (size, large, xy, covered[:3])
    # and the buttons stay on the cloth, all ten in the window
    cloth = view.playing_rect()
    for b in app.top.buttons:
        assert cloth.contains(b.rect), (size, b.name)


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("to_move", [0, 1])
def test_with_large_text_on_a_portrait_screen_the_board_keeps_both_players_partidas_won(
    app, drive, size, to_move
):
    """Large text on a 1080-wide portrait screen: the shooter's box said "Bola 1  por 3", his
    partidas won left out, while the other box said them. Both lines whole now, "por 3" beside
    the shooter's, nothing over a score, and the turn's line between the boxes whole too."""
    from ui_screens import LONG, match_json, open_game

    from chapo_game.position import Position
    from chapo_game.table import get_table

    t = get_table()
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window(size)
    pos = Position.initial(t, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    m = match_json(phase="play", position=pos.to_json(), scores=[27, 27], to_move=to_move)
    g = open_game(app, m)
    drive.post()
    drawn = [d for d in app.fonts.drawn if d.kind == "text" and g.top_rect.contains(d.rect)]
    said = [d.text for d in drawn]
    for n in (1, 2):
        assert f"Bola {n}  ·  Partidas ganadas: 0" in said, (n, said)
    assert f"Juega {LONG[to_move]}, bola {to_move + 1}" in said
    assert "por 3" in said
    assert not any("…" in s for s in said)
    for i, a in enumerate(drawn):
        for b in drawn[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.text, b.text)
