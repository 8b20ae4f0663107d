"""The window's main screens, each put in a typical state through the screens' own API and the
referee's record format (no simulation, so building all of them takes a fraction of a second).

``SCREENS`` maps a name to a function ``(app) -> None`` that leaves the app showing that
screen; the legibility test renders each at several window sizes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import pairwise

import pygame

from chapo_game import player_counts, player_list, players, saves
from chapo_game.i18n import _
from chapo_game.physics.geom import seg_dist
from chapo_game.position import PinState, Position
from chapo_game.rules.match import Match
from chapo_game.rules.sheet import SheetRow
from chapo_game.rules.verdict import Verdict
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene
from chapo_game.ui.scenes.players import ComputerSetupScene, NamesScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.records import RecordsScene
from chapo_game.ui.scenes.replay import ReplayScene
from chapo_game.ui.scenes.resume import ResumeScene
from chapo_game.ui.scenes.rules_screen import RulesScene
from chapo_game.ui.scenes.settings import SettingsScene
from chapo_game.ui.scenes.sheet import ScoreSheetScene
from chapo_game.ui.scenes.tutorial import TutorialScene

T = get_table()
LONG = ("Maximiliano Ñúñez", "Wenceslao Wöhlke")  # long names, wide letters


@contextmanager
def window_in(app, lang: str, size: tuple[int, int]) -> Iterator[None]:
    """The app speaking ``lang`` at ``size`` for the block; Spanish again after it."""
    from chapo_game import i18n

    app.apply_settings(app.settings.with_(language=lang))
    try:
        app.resize_window(size)
        yield
    finally:
        i18n.set_language("es")


@contextmanager
def screen_of(app, lang: str, size: tuple[int, int]) -> Iterator[None]:
    """The app speaking ``lang`` on a whole screen of ``size`` for the block, Spanish again
    after it: a 720×1280 screen is narrower than the smallest window (:func:`window_in` made it
    960×1280), and the game runs fullscreen on it at its own size."""
    with window_in(app, lang, (1280, 720)):
        whole_screen(app, size)
        yield


def whole_screen(app, size: tuple[int, int]) -> None:
    """The app on a whole screen of ``size``, which may be narrower than the smallest window."""
    app.screen = pygame.display.set_mode(size)
    app._resized()


def texts(app) -> list[str]:
    """The texts drawn on the top screen's layer at the last frame."""
    top = len(app.scenes) - 1
    return [d.text for d in app.fonts.drawn if d.layer == top and d.kind == "text"]


def type_into(drive, field, text: str) -> None:
    """Click the field, erase what it holds, type ``text``."""
    drive.click(field.rect.center)
    for _erased in range(len(field.value)):
        drive.key(pygame.K_BACKSPACE)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def match_json(**changes: object) -> Match:
    """A match in any state, written in the referee's record format."""
    d = Match(LONG).to_json()
    d.update(breaker=0, first_breaker=0, lag_winner=0, announcements=[])
    d.update(changes)
    return Match.from_json(d)


def ana_wins_the_partida(
    app,
    drive,
    ids: tuple[str, str] | None = None,
    head_start: tuple[int, int] = (0, 0),
    partidas: int | None = None,
    counted: bool = True,
) -> GameScene:
    """Ana (at 29 of 30, ``ids`` Ana's and Luis's records, if any) drives the mingo into the
    pins from straight behind it, over the menu: the partida ends hers (``head_start``: the
    points given; ``partidas``: the encuentro's, its own by default; ``counted``: its count
    into the records, off the frame loop, waited for)."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    settings = {**Match(LONG).settings.to_json(), "head_start": list(head_start)}
    if partidas is not None:
        settings["partidas"] = partidas
    m = match_json(
        players=["Ana", "Luis"],
        phase="play",
        position=pos.to_json(),
        scores=[29, 3],
        settings=settings,
    )
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m, player_ids=None if ids is None else list(ids))
    app.push(g)
    g.aim.state.angle, g.aim.state.power = 90.0, 0.7
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating and (getattr(g, "counting", None) is None or not counted))
    return g


def sheet_rows(scores: list[tuple[int, int]]) -> list[dict]:
    """Score-sheet rows in the record format, alternating players, reaching ``scores``."""
    rows, before = [], (0, 0)
    for i, sc in enumerate(scores):
        p = i % 2
        rows.append(
            {
                "partida": 1,
                "shot": i + 1,
                "player": p,
                "name": LONG[p],
                "ball": "12"[p],
                "phase": "salida" if i == 0 else "play",
                "points": sc[p] - before[p],
                "foul": None,
                "foul_points": 0,
                "rule": None,
                "score": list(sc),
            }
        )
        before = sc
    return rows


def choose_drill(app, drive, practice, index: int) -> None:
    """Open practice's drills (the drill button) and click drill ``index`` there, turning
    the chooser's pages until it is in sight."""
    practice_drill = practice.button_named("drill")
    drive.click(practice_drill.rect.center)
    chooser = app.top
    button = chooser.drills[index]  # by place: a kept position may share a drill's name
    assert button.name == f"drill:{practice.drill_list.name(index)}"
    while button not in chooser.pager.shown:
        drive.click(chooser.pager.next.rect.center)
    drive.click(button.rect.center)
    assert app.top is practice and practice.drill_index == index


def open_scene(app, scene) -> None:
    app.reset_to(MenuScene(app))
    app.push(scene)


def game(app, match: Match, **kw) -> GameScene:
    g = GameScene(app, match=match, **kw)
    open_scene(app, g)
    return g


def settings_row(app, name: str):
    """The settings screen opened over the app, and its row ``name`` (a button)."""
    s = SettingsScene(app)
    app.push(s)
    app.step()
    return next(b for b in s.buttons if b.name == name)


def open_game(app, match: Match, **kw) -> GameScene:
    """The game screen over the menu, its first frame drawn (as the tests drive it)."""
    g = game(app, match, **kw)
    app.step()
    return g


def lag_second(app) -> None:
    g = game(app, Match(LONG))
    g.strike(Shot.make("1", 90.0, 2.0))


def salida_placing(app) -> None:
    pos = Position.initial(T)
    g = game(app, match_json(phase="salida", position=pos.to_json()))
    g.pointer = tuple(round(c) for c in g.view.to_screen((T.width * 0.3, T.length * 0.15)))


def play_aiming(app) -> None:
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = game(app, match_json(phase="play", position=pos.to_json(), scores=[27, 29]))
    g.refusal = (_("That option is not on offer now.") + " ") * 4  # a long caption line


def options(app) -> None:
    pos = Position.initial(T, {"1": (0.7, 0.2), "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    game(app, match_json(phase="ball_in_hand", position=pos.to_json()))


def rey_choice(app) -> None:
    pos = Position.initial(T, {"1": T.spots["center"], "2": (0.3, 2.3)})
    pins = dict(pos.pins)
    pins["rey"] = PinState((0.75, 1.5), False)
    d = match_json(phase="play", position=Position(dict(pos.balls), pins).to_json()).to_json()
    d.update(rey_choices=["aux_head", "aux_foot", "aux_left", "aux_right"], rey_chooser=0)
    game(app, Match.from_json(d))


def lag_choice(app) -> None:
    game(app, match_json(phase="lag_choice", breaker=None, first_breaker=None))


def partida_over(app) -> None:
    rows = sheet_rows([(5, 0), (5, 7), (14, 7), (14, 9), (23, 9), (23, 16), (32, 16)])
    m = match_json(
        phase="partida_over",
        scores=[32, 16],
        partidas_won=[1, 0],
        partida_winner=0,
        sheet=rows,
    )
    game(app, m)


def encuentro_won(**changes) -> Match:
    """An encuentro of one partida, won 32-16 by the first seat (``changes``: the players…)."""
    settings = Match(LONG).settings.to_json()
    settings["partidas"] = 1
    return match_json(
        phase="encuentro_over",
        scores=[32, 16],
        partidas_won=[1, 0],
        partida_winner=0,
        winner=0,
        settings=settings,
        **changes,
    )


def encuentro_over(app) -> None:
    """The last partida of an encuentro of one won 32-16: the encuentro is over."""
    rows = sheet_rows([(5, 0), (5, 7), (14, 7), (14, 9), (23, 9), (23, 16), (32, 16)])
    game(app, encuentro_won(sheet=rows))


def rematch_lag(app) -> None:
    """The lag a rematch begins with: it says why, after the last encuentro's result."""
    encuentro_over(app)
    app.top.rematch()


def sheet(app) -> None:
    partida_over(app)
    app.push(ScoreSheetScene(app, app.top.match))


def pause(app) -> None:
    play_aiming(app)
    app.push(PauseScene(app))


def pause_saved(app) -> None:
    """The pause of an encuentro on disk: the line saying it is saved and where it resumes."""
    play_aiming(app)
    g = app.top
    g.save()
    app.push(PauseScene(app, g.match.settings, g.match, host=g))


def practice(app) -> None:
    p = PracticeScene(app)
    open_scene(app, p)
    p.summary = p.shot_summary(["rey", "lateral_head"], ["mingo"])


def demo(app) -> None:
    d = DemoScene(app, levels=(1, 1))
    open_scene(app, d)
    d.caption = d.phase_caption()


def demo_rolling(app) -> None:
    """The demo while a shot rolls: the fast-forward button at the foot of the side panel."""
    demo(app)
    d = app.top
    d.run_shot(Shot.make("1", 90.0, 2.0), lambda result: None)
    d.playback.wait()


def resume_two(app) -> None:
    """Two saved encuentros: two players, and one against the computer."""
    for names, computers, scores, won in (
        (LONG, {}, [11, 9], [1, 0]),
        (("Ana", "Ordenador"), {"1": 3}, [4, 17], [0, 0]),
    ):
        m = match_json(
            players=list(names),
            phase="play",
            scores=scores,
            partidas_won=won,
            partida_number=sum(won) + 1,
        )
        saves.save({"kind": "encuentro", "computers": computers, "match": m.to_json()})
    open_scene(app, ResumeScene(app))


def records(app) -> None:
    """A player with a record: four one-partida encuentros, two won, against two people and the
    computer at two levels (each encuentro won by the winner of its partida)."""
    roster = player_list.Roster()
    me, other = roster.add(LONG[0]), roster.add(LONG[1])
    # each shot scores for the one who plays it: shots alternate from player 0
    won = [SheetRow.from_json(r) for r in sheet_rows([(5, 0), (5, 7), (14, 7), (14, 9), (32, 9)])]
    lost = [(0, 0), (0, 5), (7, 5), (7, 23), (9, 23), (9, 32)]
    lost_rows = [SheetRow.from_json(r) for r in sheet_rows(lost)]
    for n, opp in enumerate(
        (
            player_counts.Seat(LONG[1], other["id"]),
            player_counts.Seat("Ordenador", level=1),
            player_counts.Seat("Ordenador", level=3),
            player_counts.Seat("Jugador 2"),
        )
    ):
        seats = (player_counts.Seat(LONG[0], me["id"]), opp)
        rows = lost_rows if n % 2 else won
        player_counts.count_partida(
            roster, f"e{n}:1", seats, rows, n % 2, encuentro_winner=n % 2, target=30
        )
    players.save(roster)
    open_scene(app, RecordsScene(app))


def rules_page(n: int) -> Callable:
    def build(app) -> None:
        r = RulesScene(app)
        r.page = n
        open_scene(app, r)

    return build


def shot_replay(app):
    """The replay of a practice shot through the pins, at its start (not yet shown)."""
    from chapo_game.ui.scenes.replay import ReplayScene

    p = PracticeScene(app)
    open_scene(app, p)
    p.run_shot(Shot.make("1", 68.0, 3.0), lambda result: None)
    p.playback.wait()
    p.close()
    return ReplayScene(app, p, p.replay_record)


def replay(app) -> None:
    """A shot's replay at a quarter of the speed, paused, with the pins' close-up."""
    r = shot_replay(app)
    r.clock.slow, r.zoom = True, True
    r.clock.step(30)
    app.push(r)


def lag_hint(app) -> None:
    g = game(app, Match(LONG))
    g.lag_hint.advice(g.position, "1", 90.0)
    g.lag_hint.cache.wait()


def lag_distances(app, gaps: tuple[float, float] = (0.09, 0.35)) -> None:
    d = match_json(phase="lag_choice", breaker=None, first_breaker=None).to_json()
    pos = Position.initial(T, {"1": (T.width / 4, gaps[0]), "2": (3 * T.width / 4, gaps[1])})
    d.update(
        position=pos.to_json(),
        lags=[{"winner": 0, "repeat": None, "lost": [None, None], "distance": list(gaps)}],
    )
    game(app, Match.from_json(d))


def long_lag(app) -> None:
    """Both balls stopped mid-table: the smaller question between them."""
    lag_distances(app, (1.16, 1.46))


def tutorial(key: str) -> Callable:
    """The tutorial at its step ``key`` ("done": its end), found by key: a step added before
    it moves no screen to another step."""

    def build(app) -> None:
        from chapo_game.ui import tutorial as tut
        from chapo_game.ui.scenes.tutorial import TutorialScene

        t = TutorialScene(app)
        keys = [s.key for s in tut.STEPS]
        t.index = len(keys) if key == "done" else keys.index(key)
        t.start_step()
        # a missed try's word under the title, said once, as the tutorial says it (doubled,
        # it was too long for its row and took the whole bar: the title gone, the word twice)
        t.tell(lambda: tut.Outcome(False, _("A lag short of the foot cushion is lost: harder.")))
        open_scene(app, t)
        t.lag_hint.advice(t.position, "1", 90.0)
        t.lag_hint.cache.wait()

    return build


def celebration(app) -> None:
    """The won partida's banner, as the game makes it (in the window's language), over the
    end of the partida."""
    from types import SimpleNamespace

    from chapo_game.ui.scenes.celebrate import CelebrationScene, moments

    partida_over(app)
    app.fast_forward = 1  # its own frames, one a window frame (the fixture hurries it)
    game = app.top
    (moment,) = moments(SimpleNamespace(chapo=False, shooter=0), game.match)
    c = CelebrationScene(app, moment, ahead=game.end_ahead())
    c.frame = 40
    app.push(c)


def quit_question(app) -> None:
    """Esc on the menu: the question before the game closes, with the keys said."""
    menu = MenuScene(app)
    app.reset_to(menu)
    menu.ask_to_quit()


def settings_in_match(app) -> None:
    """Settings opened from the pause of an encuentro: the note naming the rules it keeps."""
    play_aiming(app)
    app.push(SettingsScene(app, app.top.match.settings))


SCREENS: dict[str, Callable] = {
    "menu": lambda app: app.reset_to(MenuScene(app)),
    "quit_question": quit_question,
    "names": lambda app: open_scene(app, NamesScene(app)),
    "computer": lambda app: open_scene(app, ComputerSetupScene(app)),
    "settings": lambda app: open_scene(app, SettingsScene(app)),
    "settings_in_match": settings_in_match,
    "rules_first": rules_page(0),
    "rules_fouls": rules_page(5),
    "rules_respot": rules_page(4),
    "lag_second": lag_second,
    "salida_placing": salida_placing,
    "play_aiming": play_aiming,
    "options": options,
    "rey_choice": rey_choice,
    "lag_choice": lag_choice,
    "partida_over": partida_over,
    "rematch_lag": rematch_lag,
    "sheet": sheet,
    "pause": pause,
    "pause_saved": pause_saved,
    "practice": practice,
    "demo": demo,
    "demo_rolling": demo_rolling,
    "resume": resume_two,
    "records": records,
    "replay": replay,
    "lag_hint": lag_hint,
    "lag_distances": lag_distances,
    "long_lag": long_lag,
    "tutorial_lag": tutorial("lag"),
    "tutorial_place": tutorial("place"),
    "tutorial_rematada": tutorial("rematada"),
    "tutorial_options": tutorial("options"),
    "tutorial_foul": tutorial("foul"),
    "tutorial_done": tutorial("done"),
    "celebration": celebration,
}


def practice_on(app, one, two, mingo) -> PracticeScene:
    """Practice over the menu with its balls at ``one``, ``two`` and ``mingo``."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(T, {"1": one, "2": two}).with_ball("mingo", mingo)
    return p


def practice_struck(app, drive, power: float) -> PracticeScene:
    """Practice opened over the menu, its opening shot struck with the keys at ``power``."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    p.aim.state.power = power
    drive.key(pygame.K_SPACE)
    assert p.animating
    return p


def hold_watch_button(drive, scene) -> tuple[int, int]:
    """The side panel's button pressed (and held) while a shot rolls: where it is."""
    button = scene.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    assert set(scene.fast_held) == {"button"}
    return button


def records_with(app, drive, *names: str):
    """The players and records screen over the menu, with ``names`` on the list and the
    pointer off every button."""
    from chapo_game import players
    from chapo_game.ui.scenes.records import RecordsScene

    roster = players.load()
    for name in names:
        roster.add(name)
    players.save(roster)
    app.reset_to(MenuScene(app))
    r = RecordsScene(app)
    app.push(r)
    drive.move((5, 5))
    return r


def listed_in_large_text(app, names: tuple[str, ...]) -> None:
    """``names`` on the list of players, and large text on at 1366×768 (a laptop's screen),
    where long names and the larger smallest text meet."""
    roster = player_list.Roster()
    for name in names:
        roster.add(name)
    players.save(roster)
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window((1366, 768))


def traced(rec) -> dict:
    """The exact place of each ball at each impact of a played shot (``rec``, a replay's
    record), as the aiming guide's simulation has them: the same shot simulated again with the
    trace on (deterministic, and the trace changes no step)."""
    from chapo_game.physics import Simulator
    from chapo_game.ui.simpaths import contact_places

    return contact_places(Simulator(T).simulate(rec.position, rec.shots[0], trace=True).trace)


def salida_close_up(app, drive, match: Match, place, shot: Shot) -> tuple[GameScene, ReplayScene]:
    """A salida (``match``) over the menu: the ball placed at ``place`` by the pointer, ``shot``
    aimed and struck, its replay opened with the close-up on (:func:`close_up_from_the_start`)."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=match)
    app.push(g)
    app.step()
    at = g.view.to_screen(place)
    drive.move(at)
    drive.click(at)
    assert not g.placing
    g.aim.set_shot(shot)
    return g, close_up_from_the_start(app, drive, g)


def close_up_from_the_start(app, drive, scene) -> ReplayScene:
    """``scene``'s aimed shot struck (Space) and, once it has stopped, its replay opened (V)
    with the pins' close-up on, paused at its first frame: the frames are then stepped by
    hand."""
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not scene.animating)
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    drive.key(pygame.K_z)  # the close-up on
    app.fast_forward = 1  # the replay's own frames (the fixture hurries it)
    drive.key(pygame.K_HOME)
    drive.key(pygame.K_SPACE)  # paused at the start
    assert r.clock.at <= 1  # (hurried, it paused 30 frames in: past the cue's frames)
    return r


def demo_replaying(app, drive) -> tuple[DemoScene, ReplayScene]:
    """The demo after a big shot through the cross, its automatic replay opened."""
    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    d.position = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    d.run_shot(Shot.make("1", 90.0, 5.0), lambda result: None)
    drive.until(lambda: not d.animating)
    rows = ("rey", "lateral_head", "lateral_left", "lateral_right")
    d.on_verdict(Verdict(shooter=0, points_shooter=11, points_opponent=0, pins_down=rows))
    app.step()
    r = app.top
    assert isinstance(r, ReplayScene) and r.auto
    return d, r


def off_polyline(p, pts) -> float:
    """How far the point ``p`` is from the polyline ``pts`` (table metres)."""
    return min(seg_dist(p[0], p[1], a[0], a[1], b[0], b[1]) for a, b in pairwise(pts))


def tutorial_skipped_to(app, drive, key: str) -> TutorialScene:
    """The tutorial opened from the menu and skipped, with its own "next" button, to the step
    ``key`` (e.g. ``"place"``, the ball in hand), as a player gets there."""
    app.reset_to(MenuScene(app))
    t = TutorialScene(app)
    app.push(t)
    app.step()
    while t.step.key != key:
        drive.click(t.nav[1].rect.center)
    return t


def go_on(drive, t: TutorialScene) -> None:
    """The learner goes on from a passing shot's table, as its caption asks (Space): it stays
    until he does."""
    if t.lingering:
        drive.key(pygame.K_SPACE)
    assert not t.lingering


def watch_label(app, g) -> list[str]:
    """The side panel's replay / fast-forward button's words as drawn this frame."""
    return [d.text for d in app.fonts.drawn if d.text and g.watch_button.rect.contains(d.rect)]
