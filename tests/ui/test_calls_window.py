"""The referee's calls in the window (issue 10), driven through real pygame events: the call bar
under the table shows a shot's calls as a short sequence of separate calls in the referee's
order, the score sheet (Tab) shows each shot's breakdown and saves it as CSV, the demo's
caption is the shot's breakdown, and the texts follow the language."""

from __future__ import annotations

import csv
import io
import math

import pygame
from ui_screens import open_game

from chapo_game import i18n
from chapo_game.file_names import slug
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.rules.match import Phase
from chapo_game.settings import config_dir
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.calls import flow
from chapo_game.ui.power import power_for_speed
from chapo_game.ui.powerbar import power_to_speed
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.sheet import ScoreSheetScene

T = get_table()
#: Ball 1 straight behind the mingo, the mingo straight behind the pins' cross: a strike up
#: the table drives the mingo into the pins (the shot of test_game's first test).
STRAIGHT = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
    "mingo", (T.width / 2, 1.05)
)
MIN_TEXT_PX = 14  # issue 12: nothing smaller at 1280×720


def strike_up_the_table(drive, g: GameScene) -> None:
    """Aim with the mouse at the mingo, press, pull back, release (as a player does)."""
    mingo = g.view.to_screen(g.match.position.balls["mingo"])
    drive.move(mingo)
    at = (round(mingo[0]), round(mingo[1]))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pull = power_for_speed(5.2, power_to_speed) * g.aim.full_pull_px(g.view)  # 5.2 m/s
    back = (round(mingo[0] - pull), round(mingo[1]))
    drive.move(back, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1))
    drive.until(lambda: not g.animating)
    drive.steps(2)


def check_chips_readable(placed, area: pygame.Rect) -> None:
    for c in placed:
        assert area.contains(c.rect), (c.text, c.rect, area)
        assert c.text_height >= MIN_TEXT_PX, c
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.text, b.text)


def test_the_call_bar_shows_the_shots_calls_one_by_one_in_order(app, drive, play_match):
    g = open_game(app, play_match(STRAIGHT))
    strike_up_the_table(drive, g)
    v = g.match.last_verdict
    assert v is not None and v.pins_down and v.points_shooter > 0
    shown = [c.text for c in g.placed_calls]
    assert shown == [a.text_es for a in v.announcements]  # every call, whole, in order
    # the mingo, driven into the pins, felled them: the physics' log names it, so the call does
    assert shown[0].startswith("El mingo derriba el rey") and shown[-1] == (
        f"{v.points_shooter} para Ana"
    )
    assert [c.kind for c in g.placed_calls][-1] == "score"
    check_chips_readable(g.placed_calls, g.bottom_rect)
    # a sequence, not one long line: each call is its own chip, side by side
    assert len({c.rect.x for c in g.placed_calls}) == len(g.placed_calls)


def test_a_foul_is_shown_in_the_foul_colour_with_its_reason(app, drive, play_match):
    # nothing in front of ball 1 but the head cushion: shooting away from every ball
    pos = Position.initial(T, {"1": (0.3, 0.9), "2": (1.1, 2.4)}).with_ball("mingo", (1.1, 2.0))
    g = open_game(app, play_match(pos))
    g.aim.state.angle = 270.0
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.steps(2)
    foul = [c for c in g.placed_calls if c.kind == "foul"]
    assert [c.text for c in foul] == ["Falta de Ana: no tocó ninguna bola. 1 para Luis"]
    check_chips_readable(g.placed_calls, g.bottom_rect)


def test_the_call_bar_follows_the_language(app, drive, play_match):
    g = open_game(app, play_match(STRAIGHT))
    strike_up_the_table(drive, g)
    try:
        i18n.set_language("en")
        drive.steps(1)
        shown = [c.text for c in g.placed_calls]
        assert shown == [a.text_en for a in g.match.last_verdict.announcements]
        assert shown[-1].endswith("for Ana")
    finally:
        i18n.set_language("es")


def test_many_calls_wrap_between_calls_and_stay_readable(app, play_match):
    """A long shot's calls (a foul, balls put back, the next turn) fit the bar in two rows,
    each call whole, none smaller than 14 px."""
    from chapo_game.rules.calls.announcement import Announcement

    g = open_game(app, play_match(STRAIGHT))
    who = {"player": 0, "name": "Ana", "opponent": 1, "opponent_name": "Luis"}
    g.calls = [
        Announcement("fell", {"pins": ["rey", "lateral_left"]}),
        Announcement("pocketed", {"balls": ["2", "mingo"]}),
        Announcement("foul.in_hand_ball_inside_first", {**who, "points": 1, "ball": "2"}),
        Announcement("balls_restored", {"balls": ["2"]}),
        Announcement("mingo_respotted", {"spot": "mingo_cushion", "reason": "back"}),
        Announcement("pin_aux", {"pins": ["lateral_left"], "reason": "taken"}),
        Announcement(
            "ball_in_hand", {"player": 1, "name": "Luis", "ball": "2", "cabana": "salida"}
        ),
    ]
    app.step()
    texts = [c.text for c in g.placed_calls]
    said = [a.text_es for a in g.calls]
    # whole calls, in order, broken between calls into the bar's two rows; what happened and
    # its sanction always shown, the tail (the next turn, also on the score board) last to go
    assert texts == said[: len(texts)] and len(texts) >= 5
    assert len({c.rect.y for c in g.placed_calls}) == 2
    check_chips_readable(g.placed_calls, g.bottom_rect)


def test_flow_breaks_rows_between_items_only():
    assert flow([50, 50, 50], 10, 115) == [[0, 1], [2]]
    assert flow([200, 20], 10, 100) == [[0], [1]]
    assert flow([], 10, 100) == []


def test_the_lag_won_names_its_winner_as_the_other_calls_do_in_either_language():
    """The bar, a replay's end and the score sheet tell the lag's won with the names said as
    every call says them: "Ordenador won the lag", "Jugador 2 won the lag" in English (an
    encuentro begun in Spanish), "Ordenador ganó…" without its article in Spanish."""
    from chapo_game.rules.calls.announcement import Announcement
    from chapo_game.ui.calls import ToldCalls

    def told(name: str) -> str:
        return ToldCalls((Announcement("lag_won", {"player": 1, "name": name}),))()

    assert told("Ordenador") == "El ordenador ganó el derecho de salida"
    i18n.set_language("en")
    try:
        assert [told("Ordenador"), told("Jugador 2")] == [
            "The computer won the lag",
            "Player 2 won the lag",
        ]
    finally:
        i18n.set_language("es")


def test_score_sheet_shows_each_shots_breakdown_and_saves_it_as_csv(app, drive, play_match):
    g = open_game(app, play_match(STRAIGHT))
    strike_up_the_table(drive, g)
    drive.key(pygame.K_TAB)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    row = g.match.sheet.rows[0]
    ((shown_row, chips),) = sheet.placed
    assert shown_row is row
    assert [c.text for c in chips] == [a.text_es for a in row.calls]
    assert chips[0].text.startswith("El mingo derriba el rey")
    assert chips[-1].text == f"{row.points} para Ana"
    for c in chips:
        assert c.text_height >= MIN_TEXT_PX
    # the CSV, by the button, with the breakdown in the window's language
    drive.click(sheet.button("csv").rect.center)
    saved = list((config_dir() / "sheets").glob("sheet-*.csv"))
    names = "-".join(slug(n) for n in g.match.players)
    assert len(saved) == 1 and saved[0].name.startswith(f"sheet-{names}-")  # whose it is
    assert saved[0].read_bytes().startswith(b"\xef\xbb\xbf")  # Excel reads "cabaña" so
    rows = list(csv.DictReader(io.StringIO(saved[0].read_text("utf-8-sig")), delimiter=";"))
    assert rows[0]["breakdown"] == " · ".join(c.text for c in chips)
    assert rows[0]["pins_points"] == str(row.pins_points)
    # said at the sheet's foot, in its own colour, clear of the rows: not the red notice of a
    # failure drawn over the sheet's header
    app.step()
    drawn = app.fonts.drawn
    said = [d for d in drawn if d.text.startswith("Hoja de marcaciones guardada:")]
    assert len(said) == 1 and app.notice is None
    assert sheet.box.contains(said[0].rect)
    # the whole file name, on a second line if need be (cut to one, it lost its own name)
    k = drawn.index(said[0])
    foot = " ".join(d.text for d in drawn[k : k + 2])
    assert saved[0].name in foot.replace(" ", "") and "…" not in foot, foot
    # saved again within the second: a second file, not the first written over
    drive.click(sheet.button("csv").rect.center)
    assert len(list((config_dir() / "sheets").glob("sheet-*.csv"))) == 2
    assert all(not said[0].rect.colliderect(c.rect) for c in chips)
    drive.key(pygame.K_TAB)
    assert app.top is g


def test_against_the_computer_the_lag_line_does_not_ask_anyone_to_look_away(app):
    app.reset_to(MenuScene(app))
    g = GameScene(app, names=["Ana", "Ordenador"], computers={1: 1})
    app.push(g)
    app.step()
    assert g.turn_text() == "Derecho de salida: Ana prepara su tiro (bola 1)"
    two = GameScene(app, names=["Ana", "Luis"])
    assert "no mira" in two.turn_text()


def test_the_heading_asks_a_person_to_place_but_says_what_the_computer_does(app):
    """Nobody tells the computer what to do: "Ana: coloque ..." for her, "Ordenador coloca ..."
    for it (it read "Ordenador: coloque la bola 1" while the computer thought)."""
    from chapo_game.rules.match import Match

    def salida_of(breaker: int) -> Match:
        d = Match(("Ana", "Ordenador")).to_json()
        d.update(phase="lag_choice", lag_winner=breaker)
        m = Match.from_json(d)
        m.choose_break(True)
        return m

    app.reset_to(MenuScene(app))
    g = GameScene(app, match=salida_of(1), computers={1: 1})
    app.push(g)
    app.step()
    assert g.match.needs_placement and g.acting_player() == 1
    # the computer with its article, as a sentence says it (it read "Ordenador coloca ...")
    assert g.scoreboard_texts()["turn"] == "El ordenador coloca la bola 1 en la cabaña de salida"
    person = GameScene(app, match=salida_of(0), computers={1: 1})
    assert person.scoreboard_texts()["turn"] == "Ana: coloque la bola 1 en la cabaña de salida"


def test_demo_caption_bar_says_the_shots_calls_and_teaches_the_next_shot(app, drive):
    from chapo_game.ui.scenes.demo import DemoScene

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    drive.until(lambda: len(d.match.sheet) >= 1 and not d.animating, limit=40000)
    drive.steps(1)
    row = d.match.sheet.rows[0]
    shown = [c for c in d.placed_calls if c.kind != "hint"]
    said = [a.text_es for a in row.calls]  # what happened and what it is worth, first
    assert [c.text for c in shown][: len(said)] == said
    hints = [c.text for c in d.placed_calls if c.kind == "hint"]
    assert hints == [d.caption] and d.caption.startswith("La rematada")
    # read after the calls it follows from, the last chip: first, it read as the shot's
    assert d.placed_calls[-1].text == d.caption and len(d.placed_calls) > 1
    check_chips_readable(d.placed_calls, d.bottom_rect)
    side = d.side_panel_lines()
    assert "Chapó (los cinco): la partida" in side
    assert "Bola 1 en tronera: 2" in side and "Mingo en tronera: 3" in side
    # let the computer finish thinking: no thread of this test may outlive it
    drive.until(lambda: d.thinking is None or d.thinking.ready, limit=40000)


def test_the_demo_caption_names_the_ball_and_cabana_of_the_break_and_reply(app):
    """Art. 11: the player of ball 2 breaks the second partida and ball 1 replies. The
    demo's teaching caption said "ball 1 in hand" for every break and "ball 2" for every
    reply, beside a scoreboard that rightly said ball 2 broke."""
    from chapo_game.rules.match import Match
    from chapo_game.ui.scenes.demo import DemoScene

    d = Match(("Ordenador A", "Ordenador B")).to_json()
    d.update(phase="lag_choice", lag_winner=0)
    m = Match.from_json(d)
    m.choose_break(True)
    d = m.to_json()
    d.update(phase="partida_over", partida_winner=0)
    m = Match.from_json(d)
    m.next_partida()
    salida = m.to_json()
    assert m.ball_to_play == "2"
    app.reset_to(MenuScene(app))
    demo = DemoScene(app, levels=(1, 1))
    demo.match = m
    assert demo.phase_caption() == "La salida: bola 2 en mano desde la cabaña de salida, al mingo."
    m.place_ball((T.width / 2 - 0.3, 0.4))
    m.shoot(Shot.make("2", 80.0, 0.4), Simulator(T))  # a soft shot: the mingo stays out
    assert m.phase == Phase.REMATADA and m.ball_to_play == "1", m.announcements
    assert demo.phase_caption() == "La rematada: bola 1 en mano desde la cabaña del mingo."
    # a salida that leaves ball 2 and the mingo in the cabaña del mingo: art. 11 sends the
    # reply to the cabaña de salida, and the caption says where it is played from
    m = Match.from_json(salida)
    demo.match = m
    m.place_ball((0.45, 0.415))
    mingo = m.position.balls["mingo"]
    angle = math.degrees(math.atan2(mingo[1] - 0.415, mingo[0] - 0.45))
    m.shoot(Shot.make("2", angle, 1.2), Simulator(T))  # it pushes the mingo, both stay there
    assert m.phase == Phase.REMATADA and m.hand_cabana == "salida"
    assert demo.phase_caption() == "La rematada: bola 1 en mano desde la cabaña de salida."


def test_the_demos_ball_in_hand_caption_says_the_options_when_no_ball_is_outside(app, play_match):
    """ "Bola en mano: desde la cabaña, a una bola fuera de ella" stood while the referee called
    for pasar, no pasar or bricole: there was no ball outside to play at."""
    from chapo_game.ui.scenes.demo import DemoScene

    app.reset_to(MenuScene(app))
    demo = DemoScene(app, levels=(1, 1))
    inside = Position.initial(T, {"1": None, "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.5))
    demo.match = play_match(inside, phase="ball_in_hand")
    assert demo.match.options()
    assert demo.phase_caption() == (
        "Bola en mano y las demás bolas dentro: pasar, no pasar o bricole."
    )
    outside = inside.with_ball("mingo", (1.0, 2.0))
    demo.match = play_match(outside, phase="ball_in_hand")
    assert demo.phase_caption() == "Bola en mano: desde la cabaña, a una bola fuera de ella."


def test_rules_screen_names_every_chapo_word_once_in_english(app, drive):
    from pathlib import Path

    from chapo_game.ui.glossary import GLOSSARY
    from chapo_game.ui.scenes.rules_screen import RulesScene

    app.reset_to(MenuScene(app))
    drive.click(app.top.button("rules").rect.center)
    r = app.top
    assert isinstance(r, RulesScene)
    for _ in range(len(r.pages) - 1):
        drive.key(pygame.K_RIGHT)
    assert r.pages[r.page][0]() == "Palabras del chapó"
    assert len(r.placed_terms) == len(GLOSSARY)
    screen = pygame.Rect((0, 0), app.size)
    for a in r.placed_terms:
        assert screen.contains(a)
        assert not any(a.colliderect(b) for b in r.placed_terms if b is not a)
    try:
        i18n.set_language("en")
        drive.steps(1)
        rows = r.glossary_rows()
        said = dict(rows)
        encuentro = "the match: best of 3 partidas between two players"
        assert said["encuentro"] == encuentro
        assert said["taco seco"].startswith("the seco cue")
    finally:
        i18n.set_language("es")
    # the README's glossary is the same list, in English, at the default rules
    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    for term, meaning in rows:
        assert f"| {term} | {meaning} |" in readme, term


def test_the_lag_distances_read_as_a_sentence_in_english_too(app):
    """ "ball 1 at 5 cm", not "ball 1 5 cm" (two numbers side by side)."""
    import ui_screens

    i18n.set_language("en")
    try:
        ui_screens.lag_distances(app)
        app.step()
        shown = [d.text for d in app.fonts.drawn]
        assert "From the head cushion: ball 1 at 5 cm, ball 2 at 31 cm" in shown, shown
    finally:
        i18n.set_language("es")


def test_the_rules_page_of_the_salida_says_where_the_rematada_is_played_from(app, drive):
    """The game says "Luis remata con la bola 2 desde la cabaña de salida: …" whenever the
    salida leaves no ball outside the cabaña del mingo (art. 11), which is common; the rules
    page said only "desde la cabaña del mingo", and its diagram showed ball 2 on the table
    with nothing to say it waits for the rematada."""
    from chapo_game.ui.scenes.rules_screen import RulesScene

    app.reset_to(MenuScene(app))
    drive.click(app.top.button("rules").rect.center)
    r = app.top
    assert isinstance(r, RulesScene)
    while r.pages[r.page][0]() != "Derecho de salida, salida y rematada":
        drive.key(pygame.K_RIGHT)
    drive.steps(1)
    body = " ".join(d.text for d in app.fonts.drawn if d.kind == "text")
    assert "la bola 2, fuera del billar hasta entonces," in body
    assert "si no hay ninguna fuera, desde la cabaña de salida." in body


def test_with_large_text_a_long_shots_calls_are_all_shown(app, play_match):
    """A salida that sank ball 1 and the mingo: with large text on, on a club's 1280×720
    screen, the bar's second row (the rematada from the cabaña de salida, the mingo inside
    the other) was left out, or cut mid-sentence. With large text the bar holds three rows."""
    from chapo_game.rules.calls.announcement import Announcement

    app.apply_settings(app.settings.with_(large_text=True))
    assert app.size == (1280, 720) and app.fonts.floor > 20
    g = open_game(app, play_match(STRAIGHT))
    g.calls = [
        Announcement("pocketed", {"balls": ["1", "mingo"]}),
        Announcement("mingo_respotted", {"spot": "mingo_normal", "reason": "back"}),
        Announcement(
            "ball_in_hand", {"player": 1, "name": "Pepe Ortiz", "ball": "2", "cabana": "salida"}
        ),
        Announcement("mingo_respotted", {"spot": "mingo_cushion", "reason": "back"}),
    ]
    app.step()
    texts = " ".join(c.text for c in g.placed_calls)
    for a in g.calls:  # every call, whole (a call wider than the bar wraps at words)
        assert a.text_es.split()[-1] in texts, (a.text_es, texts)
    check_chips_readable(g.placed_calls, g.bottom_rect)


def test_the_calls_on_the_winning_shot_stay_bright_under_the_end_panel(app, drive, play_match):
    """The shot that ended the partida is read in the caption bar under the end panel: the
    rest of the screen is dimmed behind the panel, the bar is not (its calls read 2.6:1)."""
    from ui_screens import ana_wins_the_partida

    g = ana_wins_the_partida(app, drive, (None, None))
    drive.until(lambda: app.top is g)
    assert g.match.phase == Phase.PARTIDA_OVER and g.placed_calls
    app.step()
    bar = g.bottom_rect
    background = g.background()
    x, y = bar.x + 2, bar.bottom - 2  # the bar's own colour, at its corner
    assert app.screen.get_at((x, y)) == background.get_at((x, y))
    chip = g.placed_calls[0].rect
    said = [d for d in app.fonts.drawn if chip.contains(d.rect)]
    assert said  # the call's words drawn on it
    tx, ty = g.view.playing_rect().topleft  # and the table behind the panel is dimmed
    assert sum(app.screen.get_at((tx + 3, ty + 3))[:3]) < sum(
        background.get_at((tx + 3, ty + 3))[:3]
    )


def test_a_call_cut_between_its_rows_ends_in_an_ellipsis(app, play_match):
    """Large text at 1280×720, a long name: the rematada's call wrapped onto a row the bar
    had no room for, and read "…: ball 1 and the mingo are inside the cabaña" — the other
    cabaña than the one meant, with no sign that words were missing. The row kept now ends
    in "…", with as many of the missing words as fit."""
    from chapo_game.rules.calls.announcement import Announcement

    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window((1280, 720))
    g = open_game(app, play_match(STRAIGHT))
    name = "Maximiliano Fernández-Vi"
    who = {"player": 0, "name": name, "opponent": 1, "opponent_name": "Luis"}
    rematada = Announcement("rematada_from_salida", {**who, "ball": "2", "balls": ["1", "mingo"]})
    g.calls = [
        Announcement("fell", {"pins": ["rey", "lateral_left"]}),
        Announcement("foul.in_hand_ball_inside_first", {**who, "points": 1, "ball": "2"}),
        rematada,
        rematada,
    ]
    app.step()
    said = iter(a.text_es for a in g.calls)
    chips = [c.text for c in g.placed_calls]
    call, sofar = next(said), ""
    for n, text in enumerate(chips):
        sofar = f"{sofar} {text}".strip()
        if sofar == call:  # a whole call, in one chip or wrapped over several
            call, sofar = next(said, ""), ""
            continue
        if text.endswith("…"):  # cut: the last chip shown, the words before it the call's
            assert n == len(chips) - 1 and call.startswith(sofar.removesuffix("…").rstrip())
            break
        assert call.startswith(sofar), (sofar, call)  # a row of a call going on
    else:
        assert sofar == "", f"the bar ends mid-call with no sign: {chips[-1]!r}"
    assert any(t.endswith("…") for t in chips)  # the bar is too small for all four here
    check_chips_readable(g.placed_calls, g.bottom_rect)


def test_when_not_all_fit_the_calls_come_before_the_how_to(app):
    """Both lags too soft, at 1280×720: the how-to line (how to aim and strike the lag) came
    first and filled the bar, and "Both lags lost: lag again" was left out without a mark —
    the player was told to lag again with no reason. The news comes first where not all fits;
    the how-to is there before any call and on the controls page."""
    from chapo_game.rules.calls.announcement import Announcement
    from chapo_game.rules.match import Match

    g = open_game(app, Match(("Marta Villanueva", "Pedro Castellanos")))
    app.step()
    assert g.hint_text()  # the lag's how-to
    g.calls = [
        Announcement("lag_lost.short", {"name": "Marta Villanueva"}),
        Announcement("lag_lost.short", {"name": "Pedro Castellanos"}),
        Announcement("lag_repeat.both_lost", {}),
    ]
    app.step()
    shown = " ".join(c.text for c in g.placed_calls)
    for a in g.calls:
        assert a.text_es in shown, (a.text_es, shown)
    check_chips_readable(g.placed_calls, g.bottom_rect)


def test_a_call_longer_than_a_row_is_parted_evenly_not_leaving_a_word_alone(app):
    """The score sheet's breakdown read "Foul by Luis: knocked down one lateral before touching
    a ball. 2 for / Ana" at 960×540, 1280×720 and 1920×1080: a call too long for its row now
    takes its rows in even parts, each with words of its own."""
    from chapo_game.ui.calls import layout_calls

    call = "Foul by Luis: knocked down one lateral before touching a ball. 2 for Ana"
    f = app.fonts
    for cut in ("Ana", "for Ana", "2 for Ana"):  # a row just too narrow for the last words
        width = f.font(20).size(call[: -len(cut) - 1])[0] + 2 * f.px(7) + 1
        _size, placed = layout_calls(f, pygame.Rect(0, 0, width, 200), [(call, "foul")], 4, (20,))
        parts = [text for text, _kind, _rect in placed]
        assert " ".join(parts) == call and len(parts) == 2
        widths = [rect.width for _t, _k, rect in placed]
        assert min(widths) > 0.6 * max(widths), parts


def test_the_chapo_words_stay_in_their_columns_with_no_word_left_alone():
    """The glossary's lines after an entry's first are indented, but were wrapped at the whole
    column: "dentro, libre" ran past its column's edge; and filled greedily, entries ended on a
    line of one word ("wins it", "hand"). Each line now lies inside its entry's box, and an
    entry of two lines or more ends with more than one word."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App
    from chapo_game.ui.scenes.rules_screen import RulesScene

    for lang, size in (("en", (1280, 720)), ("es", (960, 540)), ("en", (1920, 1080))):
        a = App(size=size, settings=Settings(language=lang), audio=False)
        try:
            r = RulesScene(a)
            a.push(r)
            r.page = len(r.pages) - 1
            a.fonts.drawn.clear()
            a.step()
            texts = [d for d in a.fonts.drawn if d.kind == "text" and d.layer == len(a.scenes) - 1]
            for box in r.placed_terms:
                inside = [d for d in texts if box.collidepoint(d.rect.midleft)]
                assert inside, (lang, box)
                for d in inside:
                    assert d.rect.right <= box.right, (lang, d.text)
                lines = sorted({d.rect.y for d in inside})
                if len(lines) > 1:
                    last = " ".join(d.text for d in inside if d.rect.y == lines[-1])
                    assert len(last.split()) > 1, (lang, last)
        finally:
            a.quit()
