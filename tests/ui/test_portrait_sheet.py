"""The score sheet on a club's screen hung in portrait: the chart under the shots takes its
share, and the shots' rows are in words as much larger as the rows are wider than across a
landscape sheet (at 1080×1920 they were landscape's 16 px words across the whole width)."""

from __future__ import annotations

import re
import tempfile

import pygame
import pytest
from test_sheet import long_partida
from ui_screens import LONG, game, match_json, partida_over, screen_of, sheet_rows

from chapo_game import i18n
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


def lesser_lines(
    app, drive, lang: str, size: tuple[int, int]
) -> tuple[dict[str, pygame.Rect], int]:
    """The sheet of a partida with a head start at ``size``, its CSV saved: where its texts
    are drawn — the head start, the chart's legend and target, the rows, each line of where
    the CSV went, the buttons' words — and the rows' width."""
    with screen_of(app, lang, size):
        i18n.set_language(lang)  # the settings already in ``lang`` for the second size
        # forty shots, more than fit: which are in sight is said beside the title
        rows = sheet_rows([(i + i % 2, 10 + i - i % 2) for i in range(1, 41)])
        settings = {**match_json().settings.to_json(), "head_start": [0, 10]}
        m = match_json(phase="play", scores=[40, 50], settings=settings, sheet=rows)
        game(app, m)
        drive.key(pygame.K_TAB)
        drive.click(app.top.button("csv").rect.center)
        layer = len(app.scenes) - 1
        drawn = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
        return {d.text: d.rect for d in drawn}, app.top.rows_rect.width


@pytest.mark.parametrize(
    ("upright", "across"),
    [((1080, 1920), (1920, 1080)), ((720, 1280), (1280, 720))],
    ids=["1080x1920", "720x1280"],
)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_portrait_sheets_lesser_lines_are_as_large_as_held_across(
    app, drive, lang, upright, across, monkeypatch
):
    """The head start, the chart's legend and target, where the CSV went and the rows are drawn
    upright no smaller than on the screen held across, and whole (at 1080×1920 the head start
    was 14 px words, 24 across; where the CSV went 12 px at 720×1280, 20 across). The settings
    folder is a short one, as a player's is (``~/.config/chapo``): pytest's own, 60 to 80
    characters as the machine's user and the worker go, put the saved file's line whole or
    cut by a character or two."""
    with tempfile.TemporaryDirectory(prefix="c") as folder:
        monkeypatch.setenv("CHAPO_CONFIG_DIR", folder)
        (seen, room), (held, _room) = (
            lesser_lines(app, drive, lang, size) for size in (upright, across)
        )
    assert all("…" not in t for t in seen), sorted(seen)
    given = next(t for t in seen if t.startswith(LONG[1]) and "10" in t)  # the head start
    row = next(t for t in seen if t.startswith(f"{LONG[0]} · "))  # (the words are Spanish again)
    for text in (given, "30", row):
        assert seen[text].height >= held[text].height, (text, seen[text], held[text])
    # which shots are in sight ("Shots 31–40 of 40…"), beside the title
    in_sight = [next(r for t, r in s.items() if re.search(r"\d–\d", t)) for s in (seen, held)]
    assert in_sight[0].height >= in_sight[1].height, in_sight
    # the buttons' words, under the sheet: «Siguiente partida» was 27 px at 1080×1920, 32 across
    foot = app.top.box.bottom  # (held across's: the app is left there)
    for text in (t for t, r in held.items() if r.top > foot):
        assert seen[text].height >= held[text].height, (text, seen[text], held[text])
    # the legend's first name: whole upright, its initials in the narrow chart held across
    legend = seen[LONG[0]], held.get(LONG[0], held["MÑ"])
    assert legend[0].height >= legend[1].height, legend
    # where the CSV went: as large, or as large as a test folder's long path lets it (held
    # across, a path longer than two thirds of the sheet is cut: its line ends in "…")
    up, across = [next(r for t, r in s.items() if "/sheets/" in t) for s in (seen, held)]
    assert up.height >= across.height or up.width >= 0.9 * room, (up, across, room)
