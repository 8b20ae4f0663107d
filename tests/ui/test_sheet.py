"""The score sheet over the game: opaque, and a chart whose legend and target label stay clear
of the lines when the winner passes the target."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import LONG, partida_over

from chapo_game.ui.palette import DIM, PANEL
from chapo_game.ui.scenes.sheet import PLAYER_COLOURS, ScoreSheetScene


def test_a_winner_past_the_target_runs_into_neither_the_legend_nor_the_target_label(app, drive):
    partida_over(app)  # the winner ended on 32 of 30
    game = app.top
    drive.key(pygame.K_TAB)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    app.step([])
    drawn = [d for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    label = next(d.rect for d in drawn if d.text == "30")
    legend = [d.rect for d in drawn if d.text in game.match.players]
    plot = sheet.plot
    assert not label.colliderect(plot) and all(not r.colliderect(plot) for r in legend)
    # headroom: the winner's line stays below the plot's top edge band
    band = [
        (x, y)
        for x in range(plot.x + 2, plot.right - 2)
        for y in range(plot.y + 1, plot.y + plot.height // 25)
    ]
    winner = PLAYER_COLOURS[0]
    assert not any(tuple(app.screen.get_at(p))[:3] == winner for p in band)
    # ... and does reach above the target's line
    target_y = plot.bottom - plot.height * 30 / (32 * 1.1)
    above = [
        (x, y)
        for x in range(plot.right - 6, plot.right - 1)
        for y in range(plot.y, round(target_y))
    ]
    assert any(tuple(app.screen.get_at(p))[:3] == winner for p in above)


def test_the_score_board_does_not_show_through_the_sheet(app, drive):
    partida_over(app)
    app.step([])
    under = [d.rect for d in app.fonts.drawn if d.layer == 1 and d.text == "16"]
    assert under  # player 2's score on the board
    drive.key(pygame.K_TAB)
    box = app.top.box.inflate(-8, -8)
    over = [d.rect for d in app.fonts.drawn if d.layer == len(app.scenes) - 1 and d.kind == "text"]
    area = under[0].clip(box)
    assert area.width > 0 and area.height > 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            if not any(r.collidepoint(x, y) for r in over):
                assert tuple(app.screen.get_at((x, y)))[:3] == PANEL, (x, y)


def test_each_row_says_from_where_the_shot_was_played_however_long_the_name(app, drive):
    """Long names (the fixture's players are "Maximiliano Ñúñez" and "Wenceslao Wöhlke") are
    given the room they need, up to 38 % of the sheet: a row read "Maximiliano Ñ… · juego",
    and "Ordenad… · juego" could not be told from the other computer's row. A name longer
    than that is shortened, never the phase after it; the row stays in the player column."""
    partida_over(app)
    drive.key(pygame.K_TAB)
    app.step([])
    drawn = [d for d in app.fonts.drawn if d.layer == len(app.scenes) - 1 and " · " in d.text]
    header = next(
        d.rect for d in app.fonts.drawn if d.layer == len(app.scenes) - 1 and d.text == "Desglose"
    )
    phases = [row.phase for row, _ in app.top.placed]
    assert len(drawn) == len(phases) == 7
    words = {"salida": "salida", "play": "juego"}
    for d, phase in zip(sorted(drawn, key=lambda d: d.rect.y), phases, strict=True):
        assert d.text.endswith(" · " + words[phase]), d.text
        assert d.rect.right <= header.left
    assert {d.text.split(" · ")[0] for d in drawn} == set(LONG)  # whole, told apart


def test_a_ball_in_hand_row_says_the_option_it_was_declared_under(app, drive):
    """The sheet said "Ordenador · bola en mano" and nothing of the pasar declared: the
    shot's call could not be read against the option it was judged under."""
    from dataclasses import replace

    partida_over(app)
    rows = app.top.match.sheet.rows
    rows[-1] = replace(rows[-1], phase="ball_in_hand", option="no_pasar")
    drive.key(pygame.K_TAB)
    app.step([])
    top = len(app.scenes) - 1
    header = next(d.rect for d in app.fonts.drawn if d.layer == top and d.text == "Desglose")
    said = [
        d
        for d in app.fonts.drawn
        if d.layer == top and d.text.endswith(" · bola en mano, no pasar")
    ]
    assert len(said) == 1 and said[0].rect.right <= header.left
    assert said[0].text.split(" · ")[0] in LONG  # the long name still whole beside it


def test_the_score_columns_are_headed_by_initials_in_each_players_colour(app, drive):
    """Names too long for a score column are headed by their initials ("MÑ", "WW"), not by two
    letters and an ellipsis, each in its player's colour — the colour of his line and name in
    the chart beside."""
    partida_over(app)
    drive.key(pygame.K_TAB)
    app.step([])
    drawn = [d for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    plot = app.top.plot  # the columns' heads, left of the chart (its legend says them too)
    heads = [d for d in drawn if d.text in ("MÑ", "WW") and d.rect.right < plot.x]
    assert [d.text for d in sorted(heads, key=lambda d: d.rect.x)] == ["MÑ", "WW"]
    assert not any(d.text.startswith(("Ma…", "We…")) for d in drawn)
    for d, colour in zip(sorted(heads, key=lambda d: d.rect.x), PLAYER_COLOURS, strict=True):
        pixels = {
            tuple(app.screen.get_at((x, y)))[:3]
            for x in range(d.rect.left, d.rect.right)
            for y in range(d.rect.top, d.rect.bottom)
        }
        assert colour in pixels


def test_initials_stand_for_a_name_only_where_they_tell_the_players_apart():
    from chapo_game.ui.scenes.sheet_layout import initials, score_heads

    assert initials("Maximiliano Ñúñez") == "MÑ" and initials("Jugador 2") == "J2"
    # the particles that join a Spanish name are not initials (MDL / MÑD, before)
    assert initials("María de los Ángeles Fer") == "MÁF"
    assert initials("Maximiliano Ñúñez de Arce") == "MÑA" and initials("De La") == "DL"
    short = lambda s: len(s) <= 4  # noqa: E731 — a column four letters wide
    assert score_heads(("Ana", "Eva"), short) == ("Ana", "Eva")
    assert score_heads(("Maximiliano Ñúñez", "Wenceslao Wöhlke"), short) == ("MÑ", "WW")
    assert score_heads(("Juan Pérez", "José Pardo"), short) == ("Juan Pérez", "José Pardo")


def long_partida(app, shots: int = 45) -> None:
    """A partida of ``shots`` shots, mostly misses, player 0 winning at the last."""
    from ui_screens import game, match_json, sheet_rows

    scores, a, b = [], 0, 0
    for i in range(shots - 1):
        if i % 9 == 4:
            a, b = (a + 2, b) if i % 2 == 0 else (a, b + 2)
        scores.append((a, b))
    scores.append((30 + a, b) if (shots - 1) % 2 == 0 else (a, 30 + b))
    w = 0 if (shots - 1) % 2 == 0 else 1
    final = list(scores[-1])
    game(
        app,
        match_json(
            phase="partida_over",
            scores=final,
            partidas_won=[1 - w, w],
            partida_winner=w,
            sheet=sheet_rows(scores),
        ),
    )


def shot_numbers(app) -> list[int]:
    return [row.shot for row, _ in app.top.placed]


def test_the_first_shots_of_a_long_partida_are_reached_and_the_newest_come_back(app, drive):
    """The sheet opens on the newest shots; the wheel, Page Up and Home reach the first ones
    (and say which are shown), End and Page Down come back to the newest."""
    long_partida(app, 70)
    drive.key(pygame.K_TAB)
    app.step([])
    newest = shot_numbers(app)
    assert newest[-1] == 70 and newest[0] > 1 and newest == list(range(newest[0], 71))
    hint = f"Tiros {newest[0]}–70 de 70: rueda, Re Pág / Av Pág"
    drawn = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    assert hint in drawn
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    app.step([])
    assert shot_numbers(app)[0] == newest[0] - 2 and shot_numbers(app)[-1] == 68
    drive.key(pygame.K_HOME)
    app.step([])
    first_page = shot_numbers(app)
    assert first_page[0] == 1 and len(first_page) == len(newest)
    drive.key(pygame.K_PAGEDOWN)
    app.step([])
    assert shot_numbers(app)[0] == first_page[-1]  # the last row stays in sight, on top
    drive.key(pygame.K_PAGEUP)
    app.step([])
    assert shot_numbers(app) == first_page
    drive.key(pygame.K_END)
    app.step([])
    assert shot_numbers(app) == newest and app.top.top is None


def test_a_short_partida_says_nothing_of_scrolling():
    from chapo_game.ui.scenes.sheet_layout import sheet_window

    assert sheet_window([10] * 5, 100, None) == (0, 5)
    assert sheet_window([10] * 5, 100, 3) == (0, 5)  # near the end, the page is filled


def test_the_window_of_rows_fits_and_never_leaves_a_page_emptier_than_need_be():
    from chapo_game.ui.scenes.sheet_layout import sheet_window

    h = [10, 30, 10, 10, 20, 10]
    assert sheet_window(h, 40, None) == (3, 6)  # the newest that fit: 10 + 20 + 10
    assert sheet_window(h, 40, 0) == (0, 2)  # from the first: 10 + 30
    assert sheet_window(h, 40, 4) == (3, 6)  # from the fifth, filled above to the end
    assert sheet_window([50, 50], 40, None) == (1, 2)  # one row, however tall
    assert sheet_window([50, 50], 40, 0) == (0, 1)
    assert sheet_window([], 40, None) == (0, 0)


def test_a_finger_dragging_the_rows_scrolls_the_sheet(app, drive):
    """A touch screen has no wheel: dragging the rows down brings earlier shots (as a finger
    pulls a list), and back up the newest; a press off the rows does not scroll."""
    long_partida(app, 70)
    drive.key(pygame.K_TAB)
    app.step([])
    sheet = app.top
    newest = shot_numbers(app)
    x, y = sheet.rows_rect.center
    three = 3 * sheet.line_h
    drive.post(
        pygame.event.Event(pygame.FINGERDOWN, x=x / 1280, y=y / 720, dx=0, dy=0, finger_id=0),
        pygame.event.Event(
            pygame.FINGERMOTION, x=x / 1280, y=(y + three) / 720, dx=0, dy=0, finger_id=0
        ),
    )
    app.step([])
    assert shot_numbers(app)[0] == newest[0] - 3
    drive.post(
        pygame.event.Event(pygame.FINGERMOTION, x=x / 1280, y=y / 720, dx=0, dy=0, finger_id=0),
        pygame.event.Event(pygame.FINGERUP, x=x / 1280, y=y / 720, dx=0, dy=0, finger_id=0),
    )
    app.step([])
    assert shot_numbers(app) == newest and sheet.top is None
    drive.move((x, sheet.rows_rect.y - 40))  # on the header: no grab
    drive.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, sheet.rows_rect.y - 40), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + three), rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + three), button=1),
    )
    app.step([])
    assert shot_numbers(app) == newest


def test_a_partidas_line_starts_from_its_head_start(app, drive, play_match):
    """Luis was given ten points: his line leaves the chart's left edge at 10, not at 0."""
    from chapo_game.position import Position
    from chapo_game.rules.match import Match
    from chapo_game.table import get_table
    from chapo_game.ui.scenes.game import GameScene
    from chapo_game.ui.scenes.menu import MenuScene

    t = get_table()
    d = play_match(Position.initial(t, {"1": (0.4, 0.6), "2": (1.0, 2.4)})).to_json()
    d.update(settings={**d["settings"], "head_start": [0, 10]}, scores=[0, 10])
    m = Match.from_json(d)
    m.time_out(30)  # one row on the sheet
    app.reset_to(MenuScene(app))
    app.push(GameScene(app, match=m))
    app.step([])
    drive.key(pygame.K_TAB)
    app.step([])
    plot = app.top.plot
    top = 30 * 1.1
    y10 = round(plot.bottom - plot.height * 10 / top)
    luis = PLAYER_COLOURS[1]
    near = [(x, y) for x in range(plot.x + 1, plot.x + 4) for y in range(y10 - 3, y10 + 4)]
    assert any(tuple(app.screen.get_at(p))[:3] == luis for p in near)
    low = [
        (x, y) for x in range(plot.x + 1, plot.x + 4) for y in range(plot.bottom - 4, plot.bottom)
    ]
    assert not any(tuple(app.screen.get_at(p))[:3] == luis for p in low)
    # and the sheet says it above the rows, where the first row's 10 would be read as made
    said = [d for d in app.fonts.drawn if d.text == "Luis empieza con 10 tantos de ventaja"]
    assert said and said[0].rect.bottom <= app.top.rows_rect.top


def test_each_rows_shooter_is_told_by_his_score_in_his_own_colour(app, drive):
    """Yellow was both the second player's colour (his column, his line in the chart) and the
    mark of the shooter's score in either column: a row of the first player read as the
    second's. The shooter's score is in his own colour, the other's dimmed."""
    partida_over(app)
    drive.key(pygame.K_TAB)
    app.step([])
    sheet = app.top
    drawn = [d for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    checked = 0
    for row, rect in sheet.row_rects:
        cells = sorted(
            (d for d in drawn if rect.contains(d.rect) and d.text.isdigit()),
            key=lambda d: d.rect.x,
        )[-2:]  # the two scores, at the row's right
        assert [int(d.text) for d in cells] == list(row.score)
        for k, d in enumerate(cells):
            colours = {
                tuple(app.screen.get_at((x, y)))[:3]
                for x in range(d.rect.left, d.rect.right)
                for y in range(d.rect.top, d.rect.bottom)
            }
            want = PLAYER_COLOURS[k] if row.player == k else DIM
            assert want in colours, (row.shot, k)
            assert (PLAYER_COLOURS[1] in colours) == (row.player == k == 1)
        checked += 1
    assert checked >= 5


def test_a_score_rises_at_the_shot_that_made_it_not_over_the_turn_before(app, drive):
    """The chart drew sloped lines between shots, so a score seemed to climb during the other
    player's turn: now in steps, flat up to the shot that scored, then straight up."""
    partida_over(app)
    drive.key(pygame.K_TAB)
    app.step([])
    plot, rows = app.top.plot, app.top.rows()
    top, n = max(30, *[max(r.score) for r in rows]) * 1.1, len(rows)
    j = next(j for j in range(1, n) if rows[j].score[0] > rows[j - 1].score[0])
    before, after = rows[j - 1].score[0], rows[j].score[0]
    mid = round(plot.x + plot.width * (j + 0.5) / n)  # the scoring shot's own column

    def colour_near(value: float) -> bool:
        y = round(plot.bottom - plot.height * value / top)
        return any(
            tuple(app.screen.get_at((mid, y + d)))[:3] == PLAYER_COLOURS[0] for d in (-1, 0, 1)
        )

    assert colour_near(after) and not colour_near((before + after) / 2)


def test_with_large_text_the_sheet_says_which_shots_without_cutting_the_line(app):
    """Beside the large title the hint read "Tiros 17–30 de 30: rueda, Re Pág / Av P…" (30
    shots of two computers, their calls taking rows of two lines); where it does not fit it
    says which shots are shown, whole (the keys are on the controls screen)."""
    from chapo_game.ai.demo import DemoDriver
    from chapo_game.ui.scenes.game import GameScene

    demo = DemoDriver(levels=(1, 1), seed=3, names=("Ordenador A", "Ordenador B"))
    while len(demo.match.sheet) < 30:
        demo.step()
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window((1280, 720))
    app.reset_to(GameScene(app, match=demo.match))
    app.push(ScoreSheetScene(app, demo.match))
    app.fonts.drawn.clear()
    app.step([])
    first, end = app.top.shown
    drawn = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    said = [t for t in drawn if t.startswith(f"Tiros {first + 1}–{end} de 30")]
    assert first > 0 and len(said) == 1 and not said[0].endswith("…"), said


def test_in_english_the_computer_saved_in_spanish_is_called_computer_on_the_sheet(app, drive):
    """An encuentro against the computer started in Spanish saves its name as "Ordenador":
    opened in English its sheet said "Ordenador" in the score column's head, every row of it
    and the chart's legend, while the board beside said "Computer"."""
    from ui_screens import game, match_json, sheet_rows

    rows = sheet_rows([(5, 0), (5, 7), (14, 7)])
    for r in rows:
        r["name"] = ["Ana", "Ordenador"][r["player"]]
    app.apply_settings(app.settings.with_(language="en"))
    game(app, match_json(players=["Ana", "Ordenador"], phase="play", scores=[14, 7], sheet=rows))
    drive.key(pygame.K_TAB)
    assert isinstance(app.top, ScoreSheetScene)
    app.step([])
    drawn = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    assert not any("Ordenador" in t for t in drawn), drawn
    assert "Computer" in drawn  # the score column's head and the legend
    assert "Computer · play" in drawn  # its row


def test_the_games_calls_do_not_show_between_the_sheets_buttons(app, drive):
    """The sheet's buttons stood over the dimmed game, its referee's calls readable between
    and behind them: hard to read for weak eyes. They stand on the plain background now."""
    from chapo_game.ui.widgets import BG

    partida_over(app)
    drive.key(pygame.K_TAB)
    app.step([])
    sheet = app.top
    w, h = app.size
    buttons = [b.rect for b in sheet.buttons]
    for x in range(0, w, 7):
        for y in range(sheet.box.bottom + 1, h, 5):
            if not any(r.inflate(4, 4).collidepoint(x, y) for r in buttons):
                assert tuple(app.screen.get_at((x, y)))[:3] == BG, (x, y)


def test_the_head_start_line_fits_the_sheet_whatever_the_names(app):
    """Two head starts between two forty-letter names ran past the sheet's edge."""
    from ui_screens import match_json

    from chapo_game.rules.match import Match
    from chapo_game.ui.scenes.game import GameScene
    from chapo_game.ui.scenes.menu import MenuScene

    names = ["Maximiliano Ñúñez de la Torre y Castillo", "Wenceslao Wöhlke-Fernández de Córdoba"]
    settings = {**Match(("a", "b")).settings.to_json(), "head_start": [10, 15]}
    for size in ((960, 540), (1280, 720)):
        app.resize_window(size)
        m = match_json(players=names, phase="play", scores=[10, 15], settings=settings)
        m.time_out(30)
        app.reset_to(MenuScene(app))
        app.push(GameScene(app, match=m))
        app.step()
        app.push(ScoreSheetScene(app, m, app.top))
        app.step()
        line = next(d for d in app.fonts.drawn if "Maximiliano" in d.text and "ventaja" in d.text)
        box = app.top.box.inflate(-2 * app.fonts.px(16), 0)  # inside the sheet's margins
        assert box.contains(line.rect), (size, line.rect, box)


def test_save_csv_is_greyed_until_a_shot_is_on_the_sheet(app, drive):
    """Before the first shot "Guardar CSV" wrote a file of column names alone."""
    from chapo_game.paths import config_dir
    from chapo_game.rules.match import Match
    from chapo_game.ui.scenes.game import GameScene

    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()
    drive.key(pygame.K_TAB)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and not sheet.button("csv").enabled()
    drive.click(sheet.button("csv").rect.center)
    assert not list((config_dir() / "sheets").glob("*.csv"))


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_charts_legend_names_both_players_uncut(app, drive, size):
    """Names of up to 24 characters were cut in the chart's legend ("María José F…", "Luis
    Alberto…"): smaller to fit, or by their initials as the score columns head them."""
    from ui_screens import game, match_json, sheet_rows

    app.resize_window(size)
    names = ["María José Fernández", "Luis Alberto García"]
    rows = sheet_rows([(5, 0), (5, 7), (14, 7)])
    game(app, match_json(players=names, scores=[14, 7], phase="play", sheet=rows))
    drive.key(pygame.K_TAB)
    sheet = app.top
    app.step([])
    top, plot = len(app.scenes) - 1, sheet.plot
    above = [
        d.text
        for d in app.fonts.drawn
        if d.layer == top and d.rect.bottom <= plot.top and d.rect.x >= plot.x and d.text
    ]
    legend = [t for t in above if t in (*names, "MJF", "LAG")]
    assert legend in (names, ["MJF", "LAG"]), above


def test_on_an_ultra_wide_window_the_sheet_is_laid_out_as_on_a_16_9_one_centred(app, drive):
    """Across the whole 3440 px a row's name stood 1900 px from its score and the buttons were
    620 px wide round «Cerrar» (2560×1080 alike): the sheet, its words and its buttons keep to
    a 16:9 window as tall, in the middle of the ultra-wide one."""
    size = (2560, 1080)
    app.resize_window(size)
    partida_over(app)
    drive.key(pygame.K_TAB)
    w, h = size
    across = round(h * 16 / 9)
    middle = pygame.Rect((w - across) // 2, 0, across, h)
    top = len(app.scenes) - 1
    drawn = [d for d in app.fonts.drawn if d.layer == top and (d.kind == "box" or d.text)]
    assert any(d.text == f"{LONG[0]} · salida" for d in drawn)
    for d in drawn:
        assert middle.contains(d.rect), (d.text, d.rect, middle)
    assert middle.contains(app.top.box) and app.top.box.width == round(across * 0.94)
