"""The line under the shooter's name, beside his ball's dot and his "por", with large text."""

from __future__ import annotations

import pygame
from ui_screens import match_json, open_game

from chapo_game.position import Position
from chapo_game.table import get_table

T = get_table()


def test_with_large_text_the_shooters_line_keeps_his_partidas_won_beside_por(app, drive):
    """Set by pygame.freetype, "Bola 1  ·  Partidas ganadas: 0" came out 4 px wider than the
    room left beside "por 3" at 1280×720 and 1920×1080 with large text, and the board said
    "Bola 1" alone: the dot's gap was counted twice (drawn once), and Luis's dot sat a gap
    further from his text than Ana's from hers."""
    app.apply_settings(app.settings.with_(large_text=True))
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    for to_move in (0, 1):
        m = match_json(phase="play", position=pos.to_json(), scores=[27, 27], to_move=to_move)
        for size in ((1280, 720), (1920, 1080)):
            app.resize_window(size)
            g = open_game(app, m)
            drive.post()
            drawn = [d for d in app.fonts.drawn if d.kind == "text"]
            n = to_move + 1
            (line,) = [d for d in drawn if d.text.startswith(f"Bola {n}")]
            assert line.text == f"Bola {n}  ·  Partidas ganadas: 0", (size, to_move)
            (por,) = [d for d in drawn if d.text == "por 3"]
            score = next(d for d in drawn if d.text == "27" and (d.rect.x > size[0] / 2) == n - 1)
            box = pygame.Rect(g.top_rect)
            for r in (line.rect, por.rect):
                assert box.contains(r) and not r.colliderect(score.rect), (size, to_move)
            assert not line.rect.colliderect(por.rect)
