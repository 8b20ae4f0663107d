"""The score sheet on a club's screen hung in portrait: the chart under the shots takes its
share, and the shots' rows are in words as much larger as the rows are wider than across a
landscape sheet (at 1080×1920 they were landscape's 16 px words across the whole width)."""

from __future__ import annotations

import pygame
import pytest
from test_sheet import long_partida
from ui_screens import partida_over, screen_of

from chapo_game.i18n import _


def rows_drawn(app):
    """The sheet's shots as drawn: each row's "name · phase" and the rows' places."""
    app.step([])
    layer = len(app.scenes) - 1
    who = [d for d in app.fonts.drawn if d.layer == layer and " · " in d.text]
    return sorted(who, key=lambda d: d.rect.y), [rect for _row, rect in app.top.row_rects]


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("large", [False, True], ids=["usual", "large"])
def test_a_portrait_sheets_rows_are_in_larger_words(app, drive, size, lang, large):
    """Each row's words a third higher at least than landscape's 20 at this window, each
    whole in its row, the rows as much higher; the shot's head clear of the player's; a long
    partida's newest shots over the chart."""
    with screen_of(app, lang, size):
        app.apply_settings(app.settings.with_(large_text=large))
        partida_over(app)
        drive.key(pygame.K_TAB)
        who, rows = rows_drawn(app)
        assert len(who) == len(rows) == 7
        plain = app.fonts.draw(pygame.Surface(size), who[0].text, 20, (255, 255, 255))
        assert who[0].rect.height >= 1.3 * plain.height, (who[0].rect, plain)
        for d, row in zip(who, rows, strict=True):
            assert "…" not in d.text and row.contains(d.rect), (d.text, d.rect, row)
        assert min(r.height for r in rows) >= 1.3 * app.fonts.px(23)  # a finger's, across
        layer = len(app.scenes) - 1
        heads = {d.text: d.rect for d in app.fonts.drawn if d.layer == layer}
        shot, player = (heads[_(t)] for t in ("Shot", "Player"))  # "Shot" touched "Player"
        assert player.left - shot.right >= shot.height // 2, (shot, player)
        long_partida(app)  # forty-five shots: the newest shown, over the chart
        drive.key(pygame.K_TAB)
        who, rows = rows_drawn(app)
        assert rows[-1].bottom <= app.top.rows_rect.bottom <= app.top.box.bottom
        assert app.top.shown[1] == 45 and all("…" not in d.text for d in who)
