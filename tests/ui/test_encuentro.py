"""A whole encuentro between two people with the mouse alone (issue 4, "Done when").

Only synthetic mouse events go into the real event loop: MOUSEMOTION, MOUSEBUTTONDOWN and
MOUSEBUTTONUP, no keyboard and no call into the match. The test plays like a person reading the
screen: it looks at what the window asks (the scene's state: whose turn, the highlighted
cabaña, the offered options, the highlighted rey spots, the buttons) to decide where to click,
and checks what the window shows (score board, end screen). The settings (one partida to 20
points) are set on the settings screen, by mouse too.
"""

from __future__ import annotations

import pygame
import pytest

from chapo_game.rules.match import Phase
from chapo_game.ui.aim import power_to_speed
from chapo_game.ui.power import power_for_speed
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.players import NamesScene
from chapo_game.ui.scenes.settings import SettingsScene

#: How far the cue is pulled back for each shot (m), in turn: firm shots.
SHOT_SPEEDS = (5.2,)  # m/s
#: What every encuentro asks for. The loop below also answers the rarer requests whenever the
#: game produces them (a rey spot to choose, ball in hand after a pocketed ball, an option to
#: declare); each of those is driven by mouse on a position made for it in test_game.py
#: (test_rey_spot_choice_highlights_and_takes_a_click,
#: test_options_are_offered_when_both_balls_are_inside), so this test does not depend on one
#: trajectory happening to produce them.
EXPECTED_STEPS = {"lag", "break", "place_salida", "place_rematada"}


class Mouse:
    """A hand on the mouse: every gesture is pygame events posted to the real loop."""

    def __init__(self, app) -> None:
        self.app = app
        self.events = 0

    def _post(self, kind: int, pos, **extra) -> None:
        p = (round(pos[0]), round(pos[1]))
        if kind == pygame.MOUSEMOTION:
            ev = pygame.event.Event(
                kind, pos=p, rel=(0, 0), buttons=extra.get("buttons", (0, 0, 0))
            )
        else:
            ev = pygame.event.Event(kind, pos=p, button=1)
        pygame.event.post(ev)
        self.events += 1
        self.app.step()

    def move(self, pos, held: bool = False) -> None:
        self._post(pygame.MOUSEMOTION, pos, buttons=(1, 0, 0) if held else (0, 0, 0))

    def click(self, pos) -> None:
        self.move(pos)
        self._post(pygame.MOUSEBUTTONDOWN, pos)
        self._post(pygame.MOUSEBUTTONUP, pos)

    def aim_and_strike(self, g: GameScene, target_xy, speed: float) -> None:
        """Point at a table point, press there, pull back as far as ``speed`` (m/s) needs on
        the power curve, release."""
        t = g.view.to_screen(target_xy)
        self.move(t)
        dx, dy = g.view.dir_to_screen(g.aim.state.angle)
        self._post(pygame.MOUSEBUTTONDOWN, t)
        pull = power_for_speed(speed, power_to_speed) * g.aim.full_pull_px(g.view)
        back = (t[0] - dx * pull, t[1] - dy * pull)
        self.move(back, held=True)
        self._post(pygame.MOUSEBUTTONUP, back)


def wait(app, cond, limit: int = 4000) -> None:
    for _ in range(limit):
        if cond():
            return
        app.step()
    raise AssertionError("the window never got there")


def place_ball_in_hand(mouse: Mouse, g: GameScene) -> None:
    """Click inside the highlighted cabaña; a refused place (shown in red) means try another."""
    area = g.match.placement_area()
    assert area is not None
    cx, cy = (area.x_min + area.x_max) / 2, (area.y_min + area.y_max) / 2
    tries = [(cx, cy)] + [
        (area.x_min + (area.x_max - area.x_min) * fx, area.y_min + (area.y_max - area.y_min) * fy)
        for fy in (0.3, 0.7, 0.5, 0.15, 0.85)
        for fx in (0.2, 0.8, 0.4, 0.6, 0.1, 0.9)
    ]
    for xy in tries:
        mouse.click(g.view.to_screen(xy))
        if not g.placing:
            return
        assert g.announcement_line().startswith("Ahí no")  # the refusal the player reads
    raise AssertionError("no free place in the cabaña")


def test_two_players_play_a_whole_encuentro_with_the_mouse_alone(app):
    app.fast_forward = 60
    mouse = Mouse(app)
    app.reset_to(MenuScene(app))
    app.step()
    menu = app.top

    # settings by mouse: one partida ("una sola partida", not "al mejor de 1") to 20 points
    mouse.click(menu.button("settings").rect.center)
    s = app.top
    assert isinstance(s, SettingsScene)
    for _ in range(4):
        if s.button("encuentro").label() == "Encuentro: una sola partida":
            break
        mouse.click(s.button("encuentro").rect.center)
    for _ in range(5):
        if s.button("target").label() == "Partida a 20 tantos":
            break
        mouse.click(s.button("target").rect.center)
    assert (app.settings.encuentro_length, app.settings.target) == (1, 20)
    mouse.click(s.button("back").rect.center)
    assert app.top is menu

    # two players, the names as offered
    mouse.click(menu.button("two_players").rect.center)
    assert isinstance(app.top, NamesScene)
    mouse.click(app.top.button("start").rect.center)
    g = app.top
    assert isinstance(g, GameScene)
    board = g.scoreboard_texts()
    assert board["partida"] == "Partida 1 de 1 · a 20"
    assert (board["score0"], board["score1"]) == ("0", "0")

    seen: list[str] = []
    shots = 0
    for _ in range(200):
        m = g.match
        wait(app, lambda: not g.animating)
        if m.phase == Phase.ENCUENTRO_OVER:
            break
        turn = g.scoreboard_texts()["turn"]
        if m.phase == Phase.LAG:
            # each player in turn sends his ball up the table and back
            assert turn.startswith("Derecho de salida: " + m.players[g.lag_player])
            ball = g.position.balls[g.current_ball()]
            seen.append("lag")
            # two people never pull exactly alike (equal lags are repeated)
            speed = 2.2 + 0.25 * g.lag_player + 0.08 * seen.count("lag")
            mouse.aim_and_strike(g, (ball[0], ball[1] + 1.5), speed=speed)
        elif m.phase == Phase.LAG_CHOICE:
            seen.append("break")
            mouse.click(g.choice_buttons[0].rect.center)
            assert m.phase == Phase.SALIDA
        elif m.phase == Phase.PARTIDA_OVER:
            mouse.click(g.end_buttons[0].rect.center)
        elif m.pending_rey_choice:
            assert "punto del rey" in turn
            seen.append("rey")
            mouse.click(g.view.to_screen(g.table.spots[m.rey_spot_choices()[0]]))
        elif g.placing:
            assert "coloque la bola" in turn
            seen.append("place_" + m.phase.value)
            place_ball_in_hand(mouse, g)
        elif m.options() and m.declared_option is None:
            seen.append("option")
            mouse.click(g.option_buttons[0].rect.center)  # pasar
            assert m.declared_option == "pasar"
        else:
            # aim at a ball the referee allows first (the mingo when it may), pull, release
            assert turn.startswith("Juega ")
            ball = m.ball_to_play
            targets = m.legal_first_targets() or tuple(
                b for b in ("mingo", "1", "2") if b != ball and m.position.balls.get(b)
            )
            target = "mingo" if "mingo" in targets else targets[0]
            before = len(m.sheet)
            speed = SHOT_SPEEDS[shots % len(SHOT_SPEEDS)]
            mouse.aim_and_strike(g, m.position.balls[target], speed=speed)
            assert g.animating, g.announcement_line()
            wait(app, lambda: not g.animating)
            assert len(m.sheet) == before + 1
            shots += 1
            row = m.sheet.partida_rows(m.partida_number)[-1]
            board = g.scoreboard_texts()
            assert (board["score0"], board["score1"]) == tuple(str(v) for v in row.score)
    m = g.match
    assert m.phase == Phase.ENCUENTRO_OVER
    assert set(seen) >= EXPECTED_STEPS, seen
    assert shots >= 2 and mouse.events > 0
    app.fast_forward = 1  # the celebration's own frames: the click below lands on it
    w = m.winner
    assert w is not None and m.scores[w] >= 20 > m.scores[1 - w]
    app.step()
    end = g.end_texts()
    assert end["title"] == f"¡{m.players[w]} gana el encuentro!"
    assert end["score"] == f"{m.players[0]}  {m.scores[0]} – {m.scores[1]}  {m.players[1]}"
    a, b = m.partidas_won
    assert end["partidas"] == f"Partidas: {m.players[0]}  {a} – {b}  {m.players[1]}"

    # Rematch: a new encuentro between the same players starts with the lag
    rematch = next(b for b in g.end_buttons if b.name == "rematch")
    if app.top is not g:  # the celebration over the end panel: a click on it only ends it
        mouse.click(rematch.rect.center)
        assert app.top is g and g.match is m
    mouse.click(rematch.rect.center)
    assert g.match is not m and g.match.phase == Phase.LAG
    assert g.match.players == m.players
    board = g.scoreboard_texts()
    assert (board["score0"], board["score1"]) == ("0", "0")
    assert board["turn"].startswith("Derecho de salida: " + m.players[0])


def test_the_end_of_a_partida_says_how_each_player_played_it(app):
    """Under the score and the partidas: each player's shots, points a shot and fouls in the
    partida just ended (chapós when there were any), from its score sheet."""
    from ui_screens import LONG, partida_over

    partida_over(app)  # 32-16: four shots of 8 against three of 16 in all
    app.step([])
    g = app.top
    texts = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    lines = [t for t in texts if t.startswith((LONG[0] + ":", LONG[1] + ":"))]
    assert lines == [
        f"{LONG[0]}: 4 tiros · 8,00 tantos por tiro · 0 faltas",
        f"{LONG[1]}: 3 tiros · 5,33 tantos por tiro · 0 faltas",
    ]
    box = next(b.rect for b in g.end_buttons if b.name == "next_partida")
    stats = [d.rect for d in app.fonts.drawn if d.text in lines]
    assert all(r.bottom <= box.top for r in stats)  # clear of the buttons under them


def test_the_end_of_an_encuentro_gives_the_encuentros_figures_and_names_the_last_partida(app):
    """Two partidas won 32-16 and 30-9: the score shown is said to be partida 2's, and each
    player's figures are the whole encuentro's, under its partidas (they were the last
    partida's alone, under "Partidas: 2 – 0", and read as the encuentro's)."""
    from ui_screens import LONG, game, match_json, sheet_rows

    from chapo_game.rules.match import Match

    first = sheet_rows([(5, 0), (5, 7), (14, 7), (14, 9), (23, 9), (23, 16), (32, 16)])
    second = [
        {**r, "partida": 2} for r in sheet_rows([(10, 0), (10, 5), (21, 5), (21, 9), (30, 9)])
    ]
    settings = Match(LONG).settings.to_json()
    settings["partidas"] = 3
    m = match_json(
        phase="encuentro_over",
        partida_number=2,
        scores=[30, 9],
        partidas_won=[2, 0],
        partida_winner=0,
        winner=0,
        settings=settings,
        sheet=first + second,
    )
    game(app, m)
    app.step([])
    texts = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    assert f"Partida 2: {LONG[0]} 30 – 9 {LONG[1]}" in texts
    assert f"Partidas: {LONG[0]} 2 – 0 {LONG[1]}" in texts  # beside the names, as the score
    # the encuentro's figures, said so: under "Partida 2: …" a bar player read them as its own
    assert [t for t in texts if t.startswith((LONG[0] + ",", LONG[1] + ","))] == [
        f"{LONG[0]}, en el encuentro: 7 tiros · 8,86 tantos por tiro · 0 faltas",  # 62 in 7
        f"{LONG[1]}, en el encuentro: 5 tiros · 5,00 tantos por tiro · 0 faltas",  # 25 in 5
    ]


def test_a_player_without_a_shot_has_no_average_at_the_end(app):
    """A partida won on the first shot: the other read "0 tiros · 0,00 tantos por tiro"."""
    from chapo_game.rules.match import Match
    from chapo_game.ui.scenes.game.texts import partida_stats

    m = Match(("Ana", "Luis"))
    assert partida_stats(m, [], 1) == "Luis: 0 tiros · 0 faltas"


def test_the_figures_at_the_end_say_the_points_the_opponents_fouls_gave(app):
    """Marta 25 – 19 José read "8 tiros · 2,50 tantos por tiro": 8 × 2,50 is 20, and the five
    her opponent's fouls gave her were nowhere, so the sum looked wrong."""
    from chapo_game.rules.match import Match
    from chapo_game.rules.sheet import SheetRow
    from chapo_game.ui.scenes.game.texts import partida_stats

    def row(i: int, player: int, points: int, foul: str | None = None, given: int = 0):
        return SheetRow(1, i, player, "", "12"[player], "play", points, foul, given, None)

    rows = [row(1, 0, 20), row(2, 1, 0, "no_ball_touched", 1), row(3, 1, 0, "push_ball", 4)]
    m = Match(("Marta", "José"))
    assert partida_stats(m, rows, 0) == (
        "Marta: 1 tiro · 20,00 tantos por tiro · 5 tantos por faltas del contrario · 0 faltas"
    )
    assert partida_stats(m, rows, 1) == "José: 2 tiros · 0,00 tantos por tiro · 2 faltas"


def test_both_players_figures_at_the_end_are_said_at_one_size(app, monkeypatch):
    """A long name's line was fitted on its own, smaller than the other player's under it
    ("María José Fernández, en el encuentro: 13 tiros · … · 4 faltas" over Luis's)."""
    from ui_screens import partida_over

    app.resize_window((960, 540))
    partida_over(app)
    g = app.top
    said = dict(g.end_texts())
    said["stats0"] = f"María José Fernández Gutiérrez, en el encuentro: {said['stats0']} · 0 chapós"
    monkeypatch.setattr(g, "end_texts", lambda: said)
    app.step([])
    lines = [d for d in app.fonts.drawn if d.text in (said["stats0"], said["stats1"])]

    def size(d) -> set[int]:  # the text sizes that draw it this wide
        return {z for z in range(8, 60) if app.fonts.font(z).size(d.text)[0] == d.rect.width}

    assert len(lines) == 2 and size(lines[0]) & size(lines[1]), lines


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_a_long_names_figures_at_the_end_are_whole_the_name_gives_way(app, monkeypatch, size):
    """A name as long as its box takes (40 characters): the end panel cut the end of his
    line, his fouls ("… · 7 tantos por faltas del contrario · 2…"); the name is shortened
    now, the figures read whole."""
    from ui_screens import partida_over

    app.resize_window(size)
    partida_over(app)
    g = app.top
    said = dict(g.end_texts())
    figures = "18 tiros · 3,06 tantos por tiro · 7 tantos por faltas del contrario · 2 faltas"
    g.match.players = (g.match.players[0], "Bartolomé Echeverría de la Torre-Ugarte")
    said["stats1"] = f"Bartolomé Echeverría de la Torre-Ugarte, en el encuentro: {figures}"
    monkeypatch.setattr(g, "end_texts", lambda: said)
    app.step([])
    shown = [d.text for d in app.fonts.drawn if d.text.startswith("Bartolomé")]
    assert [t for t in shown if t.endswith("…, en el encuentro: " + figures)], shown


def test_the_end_panel_offers_the_replay_of_the_shot_that_ended_the_partida(app, drive):
    """Under the end panel the side panel is dimmed, its Replay (V) with it: read as out of
    use, though V opened the replay. The panel offers it itself, where there is a shot."""
    from ui_screens import partida_over

    from chapo_game.physics.engine import Simulator
    from chapo_game.position import Position
    from chapo_game.shot import Shot
    from chapo_game.table import get_table
    from chapo_game.ui.replay import record_of
    from chapo_game.ui.scenes.replay import ReplayScene

    partida_over(app)  # loaded as it ended: no shot kept to show
    g = app.top
    app.fonts.drawn.clear()
    app.step([])
    panel_texts = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    assert "Siguiente partida" in panel_texts and "Repetición (V)" not in panel_texts
    t = get_table()
    pos = Position.initial(t, {"1": (0.5, 0.5)})
    shot = Shot.make("1", 80, 3.0)
    g.replay_record = record_of(pos, shot, Simulator(t).simulate(pos, shot, frames=True))
    app.fonts.drawn.clear()
    app.step([])
    replay = next(b for b in g.end_buttons if b.name == "replay")
    drawn = [d for d in app.fonts.drawn if d.text == "Repetición (V)"]
    assert any(replay.rect.contains(d.rect) for d in drawn)
    drive.click(replay.rect.center)
    assert isinstance(app.top, ReplayScene)
