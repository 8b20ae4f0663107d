"""Any shot of the score sheet watched again: a click on its row replays it, simulated afresh
from the stroke the game kept — the same shot, frame for frame — also after the encuentro is
saved and resumed."""

from __future__ import annotations

from threading import current_thread, main_thread
from types import SimpleNamespace

import pygame
from ui_screens import open_game

from chapo_game import i18n
from chapo_game.i18n import translations
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.intents import meant_text
from chapo_game.ui.replay import said_now
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.replay import ReplayScene
from chapo_game.ui.scenes.sheet import ScoreSheetScene
from chapo_game.ui.strokes import StrokeLog
from chapo_game.ui.widgets import ACCENT

T = get_table()

#: The sheet's foot when a shot can be watched again.
HINT = (
    "Pulse un tiro (o márquelo con las flechas arriba y abajo y pulse Intro) para verlo de nuevo."
)


def play(drive, g: GameScene, shot: Shot) -> None:
    g.strike(shot)
    drive.until(lambda: not g.animating)


def two_shots(app, drive, play_match):
    """Ana's shot up the table, then Luis's: their replays as the game recorded them."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    play(drive, g, Shot.make("1", 80.0, 3.0))
    first = g.replay_record
    assert g.match.to_move == 1
    play(drive, g, Shot.make("2", 250.0, 2.5, side=0.3))
    return g, first


def same_shot(a, b) -> bool:
    return a.events == b.events and a.frames[-1] == b.frames[-1] and len(a.frames) == len(b.frames)


def test_a_click_on_a_shot_of_the_sheet_replays_that_shot(app, drive, play_match):
    g, first = two_shots(app, drive, play_match)
    drive.key(pygame.K_TAB)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    assert any(d.text == HINT for d in app.fonts.drawn)
    row, rect = sheet.row_rects[0]
    assert row.shot == 1
    drive.click(rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert same_shot(replay.record, first)  # Ana's shot, not the last one
    assert said_now(replay.record.label) == "Ana (bola 1), partida 1, tiro 1"
    assert replay.title().startswith("Repetición: Ana (bola 1), partida 1, tiro 1")
    # it ends on the referee's calls on that shot, as the sheet's row says them
    said = [c.text(translations()) for c in row.calls]
    assert said and replay.said() == "  ·  ".join(said)
    drive.key(pygame.K_ESCAPE)
    assert app.top is sheet  # back to the sheet, which goes on as it was
    drive.key(pygame.K_TAB)
    assert app.top is g


def test_a_drag_on_the_rows_scrolls_and_replays_nothing(app, drive, play_match):
    two_shots(app, drive, play_match)
    drive.key(pygame.K_TAB)
    sheet = app.top
    _row, rect = sheet.row_rects[0]
    x, y = rect.center
    drive.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 40), rel=(0, 40), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + 40), button=1),
    )
    assert app.top is sheet
    drive.click((rect.centerx, sheet.rows_rect.bottom - 3))  # below the last row: nothing
    assert app.top is sheet


def test_the_pause_menus_sheet_replays_too(app, drive, play_match):
    g, first = two_shots(app, drive, play_match)
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("sheet").rect.center)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.host is g
    drive.click(sheet.row_rects[0][1].center)
    assert isinstance(app.top, ReplayScene) and same_shot(app.top.record, first)


def test_the_strokes_are_saved_and_a_resumed_encuentro_replays_its_shots(app, drive, play_match):
    g, first = two_shots(app, drive, play_match)
    saved = g.payload()
    assert [(s["partida"], s["shot"]) for s in saved["strokes"]] == [(1, 1), (1, 2)]
    # a hand-edited stroke loses its replay only; the others stay
    saved["strokes"].append({"partida": 1, "shot": 3, "position": {"balls": "x"}})
    strokes = StrokeLog.from_json(saved["strokes"], T)
    hand_edited = SimpleNamespace(partida=1, shot=3)
    assert not strokes.has(hand_edited) and strokes.record(hand_edited, T) is None
    assert all(strokes.has(row) for row in g.match.sheet.rows)
    resumed = GameScene(app, match=g.match, strokes=strokes)
    app.push(resumed)
    drive.key(pygame.K_TAB)
    drive.click(app.top.row_rects[0][1].center)
    assert isinstance(app.top, ReplayScene) and same_shot(app.top.record, first)


def test_a_resumed_slot_brings_its_strokes_back(app, drive, play_match):
    from chapo_game import saves

    g, first = two_shots(app, drive, play_match)  # saved after each shot, to its slot
    slot = saves.find(g.match.players, g.computers)[0]
    assert slot is not None
    resumed = GameScene.from_slot(app, slot)
    assert len(resumed.strokes) == 2
    record = resumed.strokes.record(resumed.match.sheet.rows[0], resumed.table)
    assert record is not None and same_shot(record, first)
    # and V replays the last shot at once, as before the window was closed (it did nothing)
    last = g.replay_record
    app.reset_to(resumed)
    app.step()
    assert resumed.can_replay()
    drive.key(pygame.K_v)
    assert isinstance(app.top, ReplayScene) and same_shot(app.top.record, last)
    assert said_now(app.top.record.label) == "Luis (bola 2), partida 1, tiro 2"


def test_a_row_without_a_stroke_is_only_read(app, drive, play_match):
    g, _ = two_shots(app, drive, play_match)
    g.strokes = StrokeLog()  # as an encuentro saved before the game kept its strokes
    drive.key(pygame.K_TAB)
    sheet = app.top
    assert not any(d.text == HINT for d in app.fonts.drawn)
    drive.click(sheet.row_rects[0][1].center)
    assert app.top is sheet
    app.step()  # the click is answered, at the sheet's foot
    assert "Este tiro no se puede volver a mostrar." in [d.text for d in app.fonts.drawn]


def test_a_turn_lost_to_the_clock_says_why_it_has_no_shot_to_watch(app, drive, play_match):
    g, _ = two_shots(app, drive, play_match)
    g.match.time_out(30)  # Ana's turn runs out: a row, and no stroke
    drive.key(pygame.K_TAB)
    sheet = app.top
    row, rect = sheet.row_rects[2]
    assert row.timed_out
    drive.click(rect.center)
    assert app.top is sheet
    app.step()
    said = [d.text for d in app.fonts.drawn]
    assert "Ana perdió este turno por tiempo: no hubo tiro." in said
    drive.click(sheet.row_rects[0][1].center)  # a shot is still watched
    assert isinstance(app.top, ReplayScene)


def test_the_keys_light_a_shot_and_enter_watches_it(app, drive, play_match):
    _g, first = two_shots(app, drive, play_match)
    drive.key(pygame.K_TAB)
    sheet = app.top
    drive.move((5, 5))  # the pointer away from the rows
    drive.key(pygame.K_DOWN)  # the rows come first: the first shot is lit, and framed
    lit = [b.name for b in sheet.focusable() if b.hover]
    assert lit == ["shot 1.1"]
    rect = sheet.row_rects[0][1]
    edge = app.screen.get_at((rect.x - 2, rect.centery))[:3]
    assert edge == ACCENT, edge
    drive.key(pygame.K_DOWN)
    assert [b.name for b in sheet.focusable() if b.hover] == ["shot 1.2"]
    drive.key(pygame.K_UP)
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and same_shot(app.top.record, first)
    drive.key(pygame.K_ESCAPE)
    # past the rows the light goes on to the sheet's buttons, as before
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    assert [b.name for b in sheet.focusable() if b.hover] == ["csv"]


def test_the_end_of_a_partida_offers_its_score_sheet(app, drive):
    import ui_screens

    ui_screens.partida_over(app)
    g = app.top
    drive.steps(200)  # past the celebration, the end panel in sight
    sheet_button = next(b for b in g.end_buttons if b.name == "sheet")
    assert any(
        d.text == "Hoja de marcaciones" and sheet_button.rect.contains(d.rect)
        for d in app.fonts.drawn
    )
    drive.click(sheet_button.rect.center)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.host is g
    assert sheet.partida == g.match.partida_number  # the partida just won
    drive.key(pygame.K_TAB)
    assert app.top is g


def test_the_keys_light_stays_on_its_button_when_the_page_changes(app, drive, play_match):
    from chapo_game.rules.match import Match

    g, _first = two_shots(app, drive, play_match)
    d = g.match.to_json()
    d.update(partida_number=2)  # a second partida begun, no shot yet: the two are a page back
    g.match = Match.from_json(d)
    drive.key(pygame.K_TAB)
    sheet = app.top
    drive.move((5, 5))
    hint = HINT
    assert not any(d.text == hint for d in app.fonts.drawn)  # nothing on this page to watch
    drive.key(pygame.K_DOWN)  # no shot on this page: the light comes in on "Previous partida"
    assert [b.name for b in sheet.focusable() if b.hover] == ["prev"]
    drive.key(pygame.K_RETURN)
    assert sheet.partida == 1
    drive.steps(1)
    # two rows came in before the buttons: the light is still on "Previous partida" (now
    # spent), not on a shot that Enter would open
    assert [b.name for b in sheet.focusable() if b.hover] == ["prev"]
    drive.key(pygame.K_RETURN)
    assert app.top is sheet
    assert any(d.text == hint for d in app.fonts.drawn)
    drive.key(pygame.K_UP)  # from a spent button on to the one above it: the last shot
    assert [b.name for b in sheet.focusable() if b.hover] == ["shot 1.2"]


def test_a_computers_shot_replayed_says_what_it_meant_after_a_resume_too(app, drive, play_match):
    """The replay of a computer's shot says, while it runs, what the shot was for — as the
    caption said it when it was played — in the instant replay (V) and from the score sheet,
    also once the encuentro is saved and resumed; a person's shot says nothing of it."""
    from chapo_game import saves

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos), computers={1: 1})
    play(drive, g, Shot.make("1", 80.0, 3.0))  # Ana's; then the computer (Luis) plays
    meant = ""
    while g.match.to_move == 1 or g.animating:
        meant = g.intent or meant
        drive.steps(1)
    assert meant.startswith("Luis: ")
    drive.key(pygame.K_v)
    replay = app.top
    assert isinstance(replay, ReplayScene) and meant_text(replay.record.meant) == meant
    drive.steps(1)
    assert meant in [d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top]
    drive.key(pygame.K_ESCAPE)
    # the language changed since: the replay says it all in the new one, as the sheet's
    # does — what was meant, who played, and at its end the calls
    app.apply_settings(app.settings.with_(language="en"))
    drive.key(pygame.K_v)
    drive.steps(1)
    english = [d.text for d in app.fonts.drawn if d.text.startswith("Luis: ")]
    assert english and " first" in english[0] and "primero" not in english[0]
    assert app.top.title().startswith("Replay: Luis (ball 2), partida 1, shot 2 — ")
    assert g.match.sheet.rows[1].name == "Luis" and g.match.sheet.rows[1].shot == 2
    calls = [c.text(i18n.translations()) for c in g.match.sheet.rows[1].calls]
    assert app.top.said() == "  ·  ".join(calls) and calls
    drive.key(pygame.K_ESCAPE)
    app.apply_settings(app.settings.with_(language="es"))

    slot = saves.find(g.match.players, g.computers)[0]
    assert slot is not None and slot.payload["strokes"][1]["intent"]["family"]
    resumed = GameScene.from_slot(app, slot)
    app.reset_to(resumed)
    drive.key(pygame.K_TAB)
    drive.click(app.top.row_rects[1][1].center)  # the computer's shot
    assert isinstance(app.top, ReplayScene) and meant_text(app.top.record.meant) == meant
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.row_rects[0][1].center)  # Ana's
    assert isinstance(app.top, ReplayScene) and app.top.record.meant is None
    drive.steps(1)
    assert not any(d.text.startswith("Luis: ") for d in app.fonts.drawn)


def test_a_long_encuentro_resumes_without_reading_every_strokes_position(
    app, drive, play_match, monkeypatch
):
    """A resume read every kept stroke's position though only the last is watched at once
    (V): 188 ms of a 2,000-shot encuentro's resume. They are read when watched; the earlier
    shots still replay from the sheet, and the save writes them back as they were."""
    from chapo_game import saves

    g, first = two_shots(app, drive, play_match)
    slot = saves.find(g.match.players, g.computers)[0]
    kept = slot.payload["strokes"]
    older = [{**kept[0], "partida": 1, "shot": 100 + n} for n in range(300)]  # no rows: unseen
    payload = {**slot.payload, "strokes": [*kept, *older]}
    parsed: list = []
    real = Position.from_json
    monkeypatch.setattr(
        Position,
        "from_json",
        staticmethod(lambda d, t: parsed.append(current_thread()) or real(d, t)),
    )
    resumed = GameScene.from_slot(app, saves.Slot(slot.path, payload, slot.saved))
    on_loop = [t for t in parsed if t is main_thread()]  # (not a window's reader left running)
    assert len(on_loop) <= 2  # the last shot's (and the table's, where the check built none)
    record = resumed.strokes.record(resumed.match.sheet.rows[0], resumed.table)
    assert record is not None and same_shot(record, first)
    assert resumed.payload()["strokes"] == [*kept, *older]


def test_a_hand_edited_intent_loses_only_its_sentence(app, drive, play_match):
    g, _ = two_shots(app, drive, play_match)
    saved = g.payload()["strokes"]
    saved[1]["intent"] = {"family": "direct", "target": "1", "pins": ["rey"], "pocketed": []}
    rows = g.match.sheet.rows
    for bad in (
        {"family": "ghost_pin", "target": "3", "pins": [], "pocketed": []},
        {"family": ["bank1"], "target": "1", "pins": [], "pocketed": []},  # unhashable
        {"family": "bank1", "target": {"a": 1}, "pins": [], "pocketed": []},
        {"family": "direct", "target": "1", "pins": [["rey"]], "pocketed": []},
        {"family": {}, "target": None},
        "bank1",
    ):
        saved[0]["intent"] = bad
        strokes = StrokeLog.from_json(saved, T)
        assert len(strokes) == 2  # the replays stay
        assert strokes.record(rows[0], T).meant is None
        said = meant_text(strokes.record(rows[1], T).meant)
        assert said == "Luis: primero la bola 1, a por el rey"


def test_up_and_down_past_the_rows_in_sight_scroll_to_the_shots_beyond(app, drive, monkeypatch):
    """33 shots at 960×540: ↑ on the top row in sight went round to the buttons and the
    shots above were out of the keys' reach (only Page Up, Home or the wheel got there). It
    scrolls a shot and lights it, up to the first; ↓ likewise down to the newest."""
    from ui_screens import game, match_json, sheet_rows

    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    scores = [(3 * (i // 2 + 1), 2 * ((i + 1) // 2)) for i in range(33)]
    game(app, match_json(phase="play", scores=list(scores[-1]), sheet=sheet_rows(scores)))
    sheet = ScoreSheetScene(app, app.top.match, host=app.top)
    monkeypatch.setattr(sheet, "can_watch", lambda row: True)  # as if each had its stroke
    app.push(sheet)
    app.step()
    drive.move((5, 5))
    first, end = sheet.shown
    assert first > 0 and end == 33  # the newest in sight
    drive.key(pygame.K_DOWN)  # the top row in sight is lit
    assert [b.name for b in sheet.focusable() if b.hover] == [f"shot 1.{first + 1}"]
    for n in range(first, 0, -1):
        drive.key(pygame.K_UP)
        assert [b.name for b in sheet.focusable() if b.hover] == [f"shot 1.{n}"]
    assert sheet.shown[0] == 0
    for _ in range(40):
        drive.key(pygame.K_DOWN)
        if sheet.shown[1] == 33 and [b.name for b in sheet.focusable() if b.hover] == ["shot 1.33"]:
            break
    assert [b.name for b in sheet.focusable() if b.hover] == ["shot 1.33"]
    drive.key(pygame.K_DOWN)  # past the newest: on to the sheet's buttons, as before
    (lit,) = [b.name for b in sheet.focusable() if b.hover]
    assert lit in {b.name for b in sheet.buttons}


def test_past_the_rows_in_sight_the_keys_skip_a_lost_turn_and_wait_for_a_taller_row(
    app, drive, monkeypatch
):
    """A turn lost to the clock at the top of the rows in sight is never lit, so ↑ from the
    shot under it went round to the buttons again; and ↓ onto a row three lines tall put the
    light out (the row was not yet in sight when the light looked for it)."""
    from ui_screens import game, match_json, sheet_rows

    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    scores = [(3 * (i // 2 + 1), 2 * ((i + 1) // 2)) for i in range(33)]
    game(app, match_json(phase="play", scores=list(scores[-1]), sheet=sheet_rows(scores)))
    sheet = ScoreSheetScene(app, app.top.match, host=app.top)
    app.push(sheet)
    app.step()
    drive.move((5, 5))
    first, _end = sheet.shown
    lost = first + 1  # the shot at the top of the rows in sight
    monkeypatch.setattr(sheet, "can_watch", lambda row: row.shot != lost)
    app.step()
    drive.key(pygame.K_DOWN)
    assert [b.name for b in sheet.focusable() if b.hover] == [f"shot 1.{lost + 1}"]
    drive.key(pygame.K_UP)  # over the lost turn, to the shot above the rows in sight
    drive.steps(1)
    assert [b.name for b in sheet.focusable() if b.hover] == [f"shot 1.{lost - 1}"]
    # from the top, down to a row three lines tall just below the rows in sight
    drive.key(pygame.K_HOME)
    app.step()
    _first, end = sheet.shown
    real = sheet.row_heights

    def heights(rows, width, line_h):
        out = real(rows, width, line_h)
        return [h * 3 if i == end else h for i, h in enumerate(out)]

    monkeypatch.setattr(sheet, "row_heights", heights)
    app.step()
    _first, end = sheet.shown
    for _ in range(end + 2):  # down the rows in sight, then one more
        drive.key(pygame.K_DOWN)
        if [b.name for b in sheet.focusable() if b.hover] == [f"shot 1.{end}"]:
            break
    drive.key(pygame.K_DOWN)
    drive.steps(3)
    assert [b.name for b in sheet.focusable() if b.hover] == [f"shot 1.{end + 1}"]


def test_the_replay_keys_are_never_cut_short_under_a_computers_intent(app, drive, play_match):
    """Under what the computer meant, and with large text, the keys' line was cut ("… Inicio
    repetir · Fin al…"): "Fin" was never seen. Where the whole line does not fit, the short
    one says the first two keys and where the others are (F1)."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    app.apply_settings(app.settings.with_(large_text=True))
    g = open_game(app, play_match(pos), computers={1: 1})
    play(drive, g, Shot.make("1", 80.0, 3.0))  # Ana's; then the computer (Luis) plays
    while g.match.to_move == 1 or g.animating:
        drive.steps(1)
    drive.key(pygame.K_v)
    drive.steps(1)
    foot = [d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top]
    assert any(t.startswith("Luis: ") for t in foot)  # the intent, above the keys
    keys = [t for t in foot if t.startswith("Esc\u00a0cerrar")]
    assert keys and not any(t.endswith("…") for t in foot)
    said = " ".join(keys)
    assert "Fin\u00a0al\u00a0final" in said or "F1\u00a0todas\u00a0las\u00a0teclas" in said


def test_the_sheets_news_stays_eight_seconds_on_a_sheet_left_alone(app, drive, play_match):
    """The sheet stands still: its window drops to four frames a second (``pace``). Counted in
    frames, the news at its foot (a turn lost to the clock, where the CSV went) stayed about
    forty seconds; it stays eight."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    g.match.time_out(30)  # a row without a shot: a click on it is answered at the foot
    drive.key(pygame.K_TAB)
    sheet = app.top
    now = [100.0]
    sheet.news_clock = lambda: now[0]
    drive.click(sheet.row_rects[0][1].center)
    said = "Ana perdió este turno por tiempo: no hubo tiro."
    app.last_input -= 60.0  # nobody at the window since: the slowest rate
    for _ in range(31):  # 7.75 s at four frames a second
        now[0] += 0.25
        app.step([])
        assert said in [d.text for d in app.fonts.drawn]
    now[0] += 0.25
    app.step([])
    assert said not in [d.text for d in app.fonts.drawn]


def replay_end_texts(app, drive) -> list[str]:
    """The texts drawn at the end of the replay open on top (End goes there); closed after."""
    assert isinstance(app.top, ReplayScene)
    drive.key(pygame.K_END)
    app.step()
    texts = [d.text for d in app.fonts.drawn]
    drive.key(pygame.K_ESCAPE)
    return texts


def test_a_resumed_shot_watched_again_ends_on_the_calls_said_live(app, drive, new_salida):
    """Live, V ended on every call the bar made for the shot; resumed, V and the sheet ended on
    the sheet's calls alone: «Luis: bola 2 en mano…» was gone."""
    from chapo_game import saves

    g = open_game(app, new_salida())
    assert g.place((T.width / 2, T.cabana_salida_y / 2))
    play(drive, g, Shot.make("1", 90.0, 4.0))  # a foul; Luis's ball then in hand
    hand = [c.text(translations()) for c in g.calls if c.key == "ball_in_hand"]
    assert hand and hand[0].startswith("Luis: bola 2 en mano")
    drive.key(pygame.K_v)
    assert hand[0] in replay_end_texts(app, drive)
    slot = saves.find(g.match.players, g.computers)[0]
    resumed = GameScene.from_slot(app, slot)
    app.reset_to(resumed)
    app.step()
    drive.key(pygame.K_v)
    assert hand[0] in replay_end_texts(app, drive)
    drive.key(pygame.K_TAB)  # and its row on the score sheet, the same
    drive.click(app.top.row_rects[0][1].center)
    assert hand[0] in replay_end_texts(app, drive)
    # a stroke saved before these calls were kept, or with them hand-edited: the row's alone
    row, names = g.match.sheet.rows[0], g.match.players
    item = {k: v for k, v in g.payload()["strokes"][0].items() if k != "then"}
    for then in ({}, {"then": [{"key": "nope"}]}):
        old = StrokeLog.from_json([{**item, **then}], T)
        assert old.has(row) and old.said(row, names) == row.calls


def test_a_shot_that_left_the_reys_spot_to_choose_is_watched_again_ending_where_it_went(
    app, drive, play_match
):
    """Ana knocks the rey, its spot taken, and chooses where it goes: the bar says «Ana pone
    el rey en el punto auxiliar…». Watched again, live, from the sheet and resumed, the shot
    ended on «Ana elige el punto auxiliar del rey», said no more once she had."""
    from chapo_game import saves

    cx, cy = T.spots["center"]
    pos = Position.initial(T, {"1": (cx - 0.35, cy - 0.35), "2": (cx - 0.13, cy - 0.13)})
    g = open_game(app, play_match(pos))
    play(drive, g, Shot.make("1", 45.0, 0.5))  # ball 2 knocks the rey and stops on its spot
    assert g.match.pending_rey_choice
    drive.key(pygame.K_1)
    went = [c.text(translations()) for c in g.calls if c.key == "pin_aux"]
    assert went and went[0].startswith("Ana pone el rey en el punto auxiliar")
    drive.key(pygame.K_v)
    assert went[0] in replay_end_texts(app, drive)
    drive.key(pygame.K_TAB)
    drive.click(app.top.row_rects[0][1].center)
    texts = replay_end_texts(app, drive)
    assert went[0] in texts and not any("elige" in t for t in texts), texts
    resumed = GameScene.from_slot(app, saves.find(g.match.players, g.computers)[0])
    app.reset_to(resumed)
    app.step()
    drive.key(pygame.K_v)
    assert went[0] in replay_end_texts(app, drive)
