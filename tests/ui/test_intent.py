"""The computer says what its shot is for while it runs ("Ordenador: primero el mingo, a por
los palos"), from the family and first ball of its decision; the referee's calls follow."""

from __future__ import annotations

import json
import math
import threading

import pygame
import pytest
from ui_screens import watch_label

from chapo_game import i18n
from chapo_game.ai.player import Decision
from chapo_game.position import Position
from chapo_game.table import PIN_IDS, get_table
from chapo_game.ui.intents import Intent, intent_text
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene

T = get_table()


def said_in_both(d: Decision) -> tuple[str, str]:
    """What the caption says of ``d`` in Spanish and in English."""
    try:
        i18n.set_language("es")
        es = intent_text(d, "Ana")
        i18n.set_language("en")
        return es, intent_text(d, "Ana")
    finally:
        i18n.set_language("es")


@pytest.mark.parametrize(
    ("family", "target", "pins", "es", "en"),
    [
        (
            "ghost_pin",
            "mingo",
            ("rey", "lateral_head", "lateral_left"),
            "Ana: primero el mingo, a por el rey y dos laterales",
            "Ana: the mingo first, then the rey and two laterals",
        ),
        (
            "direct",
            "2",
            ("rey",),
            "Ana: primero la bola 2, a por el rey",
            "Ana: ball 2 first, then the rey",
        ),
        ("direct", "2", (), "Ana: primero la bola 2", "Ana: ball 2 first"),
        (
            "ghost_pin",
            "1",
            PIN_IDS,
            "Ana: primero la bola 1, a por el chapó",
            "Ana: ball 1 first, for a chapó",
        ),
        (
            "bank1",
            "1",
            ("rey",),
            "Ana: a una banda y luego la bola 1, a por el rey",
            "Ana: off one cushion onto ball 1, then the rey",
        ),
        (
            "bank2",
            "mingo",
            (),
            "Ana: a dos bandas y luego el mingo",
            "Ana: off two cushions onto the mingo",
        ),
        (
            "no_pasar",
            None,
            (),
            "Ana: no pasar, sin cruzar la línea media",
            "Ana: no pasar, short of the línea media",
        ),
        ("fallback", "mingo", (), "", ""),
        ("ghost_pin", None, ("rey",), "", ""),
    ],
)
def test_each_family_is_said_in_both_languages(family, target, pins, es, en):
    d = Decision("shot", family=family, target=target, pins=tuple(pins))
    assert said_in_both(d) == (es, en)


@pytest.mark.parametrize(
    ("target", "pocketed", "es", "en"),
    [
        ("mingo", ("mingo",), "Ana: el mingo a la tronera", "Ana: the mingo into a pocket"),
        (
            "1",
            ("mingo",),
            "Ana: primero la bola 1, para meter el mingo en tronera",
            "Ana: ball 1 first, to pocket the mingo",
        ),
        ("mingo", (), "Ana: primero el mingo", "Ana: the mingo first"),
    ],
)
def test_a_pocket_shot_names_the_ball_it_sinks(target, pocketed, es, en):
    """The ball met first is not always the one that drops (the review found "la bola 1 a la
    tronera" said of a shot that sinks the mingo off ball 1)."""
    d = Decision("shot", family="ghost_pocket", target=target, pocketed=pocketed)
    assert said_in_both(d) == (es, en)


@pytest.mark.parametrize(
    ("family", "pins", "pocketed", "es", "en"),
    [
        (
            "bank2",
            ("rey", "lateral_head", "lateral_left", "lateral_right"),
            ("mingo",),
            "Ana: a dos bandas y luego el mingo, a por el rey y tres laterales, y el mingo a la "
            "tronera",
            "Ana: off two cushions onto the mingo, then the rey and three laterals, and the mingo "
            "into a pocket",
        ),
        ("bank1", PIN_IDS, (), "Ana: a una banda y luego el mingo, a por el chapó", None),
        (
            "bank1",
            (),
            ("mingo",),
            "Ana: a una banda y luego el mingo, para meter el mingo en tronera",
            "Ana: off one cushion onto the mingo, to pocket the mingo",
        ),
    ],
)
def test_a_bank_shot_says_what_it_is_for(family, pins, pocketed, es, en):
    """The maestro advised "a dos bandas y luego el mingo" for a shot that, played as advised,
    made the rey, three laterals and the mingo in a pocket: a bank shot said only the ball it
    reached, never what for."""
    d = Decision("shot", family=family, target="mingo", pins=pins, pocketed=pocketed)
    said = said_in_both(d)
    assert said[0] == es and (en is None or said[1] == en)


@pytest.mark.parametrize(
    ("pins", "pocketed", "es", "en"),
    [
        (
            ("rey", "lateral_left"),
            ("mingo",),
            "Ana: primero el mingo, a por el rey y un lateral, y el mingo a la tronera",
            "Ana: the mingo first, then the rey and one lateral, and the mingo into a pocket",
        ),
        ((), ("mingo",), "Ana: el mingo a la tronera", "Ana: the mingo into a pocket"),
    ],
)
def test_a_shot_at_the_pins_that_sinks_a_ball_says_both(pins, pocketed, es, en):
    """The advice in "Pocket the mingo" said "first the mingo, then the rey and one lateral":
    the drill's goal, the mingo it also sinks, went unsaid; and a shot that sinks the ball it
    meets first said only "first the mingo"."""
    d = Decision("shot", family="ghost_pin", target="mingo", pins=pins, pocketed=pocketed)
    assert said_in_both(d) == (es, en)


def test_the_computers_shot_says_what_it_is_for_while_it_runs(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    m = play_match(pos, to_move=1)  # the computer (player 1, Luis) is to play
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=m)  # what it says is the same at any level
    app.push(g)
    drive.until(lambda: g.animating, limit=20000)
    said = g.intent
    assert said.startswith("Luis: ")
    drive.steps(1)
    bar = g.caption_rect()
    assert said in [d.text for d in app.fonts.drawn if bar.contains(d.rect)]
    drive.until(lambda: not g.animating)
    assert g.intent == "" and g.hint_text() != said  # the referee's calls now say what it did


def test_the_computer_named_by_default_is_said_with_its_article_in_its_intent(app, drive):
    """The computer's seat named "Ordenador": its intent read "Ordenador: primero el mingo"
    beside the referee's "El ordenador: bola 1 en mano" in the same bar."""
    from chapo_game.rules.match import Match

    m = Match(("Ana", "Ordenador"))
    d = m.to_json()
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    d.update(phase="play", to_move=1, breaker=0, first_breaker=0, lag_winner=0,
             position=pos.to_json(), announcements=[])  # fmt: skip
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=Match.from_json(d))
    app.push(g)
    drive.until(lambda: g.animating, limit=20000)
    assert g.intent.startswith("El ordenador: "), g.intent
    assert g.scoreboard_texts()["name1"] == "Ordenador"  # a label, as before


def test_a_miscue_is_said_once_struck(app, drive, play_match, monkeypatch):
    """Level 1's tip slips now and then: its ball crept out slow and off line under "Luis:
    primero la bola 2…", which read as a plan that made no sense. Lined up, the plan is said;
    struck, "¡Pifia!" before it."""
    from dataclasses import replace

    from chapo_game.ai import player as ai_player

    real = ai_player.level_config

    def slipping(level):  # every stroke slips
        cfg = real(level)
        return replace(cfg, noise=replace(cfg.noise, miscue=1.0))

    monkeypatch.setattr(ai_player, "level_config", slipping)
    g = lining_up(app, drive, play_match)
    assert g.intending.miscue and not g.intent.startswith("¡Pifia!")  # the plan, lined up
    drive.until(lambda: g.animating and g.lining_up is None)
    drive.steps(1)
    bar = g.caption_rect()
    shown = [d.text for d in app.fonts.drawn if bar.contains(d.rect)]
    assert g.intent.startswith("¡Pifia! Luis: ") and g.intent in shown, shown
    # watched again, it says so too: the replay showed a plan the ball never followed
    said = g.intent
    drive.until(lambda: not g.animating)
    drive.key(pygame.K_v)
    drive.steps(3)
    assert said in [d.text for d in app.fonts.drawn], [d.text for d in app.fonts.drawn]
    back = Intent.from_json(json.loads(json.dumps(g.strokes.to_json()))[-1]["intent"])
    assert back is not None and back.miscue  # kept so in the save, for a replay after resume


def lining_up(app, drive, play_match, level: int = 1) -> GameScene:
    """The computer (level 1, its search 20 ms, or ``level``) to play, in real time (the tests'
    fast-forward would hurry its line-up too), run until it lines up its shot: what the window
    does with a line-up is the same whatever level decided it."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: level}, match=play_match(pos, to_move=1))
    app.push(g)
    app.fast_forward = 1
    drive.until(lambda: g.lining_up is not None, limit=20000)
    return g


def test_the_computer_lines_up_its_shot_before_it_strikes(app, drive, play_match):
    """Its cue lies on its line for a moment, the intent said, before the stroke: a player
    settling on the shot, and time for whoever watches to see the aim."""
    from chapo_game.ui.scenes.game.computer import LINE_UP_FRAMES

    g = lining_up(app, drive, play_match, level=3)  # (level 1's hand errs: the cue off the line)
    shot = g.lining_up[0]
    ball = g.match.position.balls[shot.ball]
    frames = 0
    while g.lining_up is not None:
        drive.steps(1)
        frames += 1
        if g.lining_up is None:
            break
        assert not g.animating
        bar = g.caption_rect()
        assert g.intent in [d.text for d in app.fonts.drawn if bar.contains(d.rect)]
        # the cue on the shot's line, behind the ball
        dx, dy = g.view.dir_to_screen(shot.angle)
        cx, cy = g.view.to_screen(ball)
        back = (T.ball_radius + 0.25) * g.view.scale
        r, gr, b = app.screen.get_at((round(cx - dx * back), round(cy - dy * back)))[:3]
        assert abs(r - 222) < 30 and abs(gr - 196) < 30 and abs(b - 150) < 30, (r, gr, b)
    assert g.animating and frames == LINE_UP_FRAMES


def test_the_intent_follows_a_language_changed_mid_shot(app, drive, play_match):
    g = lining_up(app, drive, play_match)
    said_es = g.intent
    try:
        app.apply_settings(app.settings.with_(language="en"))
        drive.steps(1)
        assert g.intent != said_es and g.intent.startswith("Luis: ")
        bar = g.caption_rect()
        assert g.intent in [d.text for d in app.fonts.drawn if bar.contains(d.rect)]
    finally:
        app.apply_settings(app.settings.with_(language="es"))
        i18n.set_language("es")


def test_fast_forward_hurries_the_line_up_too(app, drive, play_match):
    """F held while the computer lines up: its 0.6 s pass four times faster, as the balls do."""
    from chapo_game.ui.scenes.game.computer import LINE_UP_FRAMES
    from chapo_game.ui.scenes.watching import FAST

    g = lining_up(app, drive, play_match)
    drive.key(pygame.K_f)  # pressed as the line-up begins: this frame already hurried
    assert g.fast_held
    frames = 1
    while g.lining_up is not None:
        drive.steps(1)
        frames += 1
    assert g.animating
    assert frames == math.ceil(LINE_UP_FRAMES / FAST)  # 9 frames, not 36


def test_f_held_through_the_shots_hurries_the_next_line_up(app, drive, play_match, monkeypatch):
    """A demo's watcher holds F: its KEYDOWN came shots ago, but the key is still down."""
    from chapo_game.ui.scenes.game.computer import LINE_UP_FRAMES
    from chapo_game.ui.scenes.watching import FAST

    class Keys:
        def __getitem__(self, key: int) -> bool:
            return key == pygame.K_f

    g = lining_up(app, drive, play_match)
    assert not g.fast_held  # no F event at all
    monkeypatch.setattr(pygame.key, "get_pressed", Keys)
    frames = 0
    while g.lining_up is not None:
        drive.steps(1)
        frames += 1
    assert g.animating and frames == math.ceil(LINE_UP_FRAMES / FAST)
    drive.steps(1)
    assert g.watch_button.hover  # the Rápido button lit, as the balls hurry


def test_f_let_go_over_the_pause_menu_does_not_leave_the_game_hurrying(app, drive, play_match):
    from chapo_game.ui.scenes.pause import PauseScene

    g = lining_up(app, drive, play_match)
    drive.key(pygame.K_f)
    assert g.fast_held and g.fast_factor() > 1
    drive.key(pygame.K_ESCAPE)  # the pause menu: F's release goes there
    assert isinstance(app.top, PauseScene)
    drive.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_f, mod=0, unicode="", scancode=0))
    app.pop()
    assert app.top is g and not g.fast_held and g.fast_factor() == 1


class Stub:
    """A computer that plays ``shot`` at once: the UI's turn without a search."""

    seed = 0

    def __init__(self, shot) -> None:
        self.shot = shot

    def decide(self, match, seat=None) -> Decision:
        return Decision(kind="shot", player=1, shot=self.shot, intended=self.shot)


@pytest.mark.parametrize("hand", ["mouse", "finger"])
def test_a_tap_on_the_fast_button_hurries_the_computers_reading_and_line_up(
    app, drive, play_match, hand
):
    """Without a keyboard the computer's 2–5 s reading of the calls and its line-up could not
    be hurried: the side button was the replay of the person's own shot. It is Fast ×4 while
    the computer's turn can be hurried; a tap (mouse or finger) keeps it on till its shot ends,
    moves none of its aim, and is over when the person's turn comes."""
    from chapo_game.shot import Shot
    from chapo_game.ui.scenes.game.computer import LINE_UP_FRAMES

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=0))
    its = Shot.make("2", 200.0, 0.3)
    g._ai_players[1] = Stub(its)
    app.push(g)
    g.strike(Shot.make("1", 90.0, 1.0))  # a soft roll that touches nothing: a foul
    drive.until(lambda: not g.animating)
    app.fast_forward = 1
    drive.steps(1)
    reading = g.calls_reading
    assert reading >= 2 * 60 and watch_label(app, g) == ["Rápido ×4 (F)"]
    assert not g.watch_button.hover
    w, h = app.size
    x, y = g.watch_button.rect.center
    if hand == "mouse":
        drive.click((x, y))
    else:
        at = {"x": x / w, "y": y / h, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            drive.post(pygame.event.Event(kind, touch_id=1, finger_id=0, **at))
    assert app.top is g and set(g.fast_held) == {"tap"}  # no replay opened
    frames = 0
    while not g.animating:
        drive.steps(1)
        frames += 1
        assert g.watch_button.hover  # lit: it hurries
    # a quarter of the reading and of the line-up (and a frame for the decision to come)
    assert frames <= (reading + LINE_UP_FRAMES) / 4 + 3, frames
    assert g.playback.shots == its  # its own shot, as it decided it: the tap moved nothing
    app.fast_forward = 30
    drive.until(lambda: g.human_to_act() and not g.animating)
    assert not g.fast_held and watch_label(app, g) == ["Repetición (V)"]


class Searching(Stub):
    """A computer whose search lasts until the test lets it end (:attr:`done`)."""

    def __init__(self, shot) -> None:
        super().__init__(shot)
        self.done = threading.Event()

    def decide(self, match, seat=None) -> Decision:
        self.done.wait(10)
        return super().decide(match, seat)


def test_the_side_button_hurries_the_computers_turn_all_through_its_search(app, drive, play_match):
    """The computer's search outlasting the reading of the calls (the maestro's, a slow
    machine's), the side button read «Repetición (V)» for that second between two «Rápido
    ×4», and a press meant to hurry opened the replay of Ana's shot over the computer's turn;
    before the computer's first lag shot it was not there at all. The computer's whole turn,
    its search too, is Fast ×4, and a tap keeps it on."""
    from chapo_game.shot import Shot

    its = Searching(Shot.make("2", 200.0, 0.3))
    first = GameScene(app, names=["Ordenador", "Ana"], computers={0: 1})
    first._ai_players[0] = its
    app.reset_to(first)
    try:
        drive.steps(1)
        assert first.thinking is not None and watch_label(app, first) == ["Rápido ×4 (F)"]
        pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
        g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=0))
        g._ai_players[1] = its
        app.reset_to(g)
        g.strike(Shot.make("1", 90.0, 1.0))  # Ana's foul: the calls, then the search
        drive.until(lambda: not g.animating and g.calls_reading <= 0)
        drive.steps(1)
        assert g.thinking is not None and watch_label(app, g) == ["Rápido ×4 (F)"]
        drive.click(g.watch_button.rect.center)
        assert app.top is g and set(g.fast_held) == {"tap"}  # no replay of the shot before
    finally:
        its.done.set()
    drive.until(lambda: g.lining_up is not None)
    assert g.fast_factor() > 1  # its line-up hurried by the tap


def shown(app) -> tuple[bytes, list[str]]:
    """The window's pixels and the texts drawn in the frame just drawn (in no order: what
    changes while the computer thinks is drawn last over its kept table)."""
    return pygame.image.tobytes(app.screen, "RGB"), sorted(d.text for d in app.fonts.drawn)


class Painted:
    """Counts the times a game's table is drawn (each frame, but where its picture is kept)."""

    def __init__(self, app, monkeypatch) -> None:
        self.app, self.monkeypatch, self.times = app, monkeypatch, 0
        real = GameScene.draw_table

        def counted(scene, surf, hide=()) -> None:
            self.times += 1
            real(scene, surf, hide)

        monkeypatch.setattr(GameScene, "draw_table", counted)

    def anew(self) -> tuple[bytes, list[str]]:
        """The frame just shown drawn again with nothing kept, as it was drawn before (the
        picture kept stays kept; this drawing is not counted)."""
        times = self.times
        with self.monkeypatch.context() as m:
            m.setattr(GameScene, "draw", lambda s, surf: s.draw_scene(surf))
            self.app.draw()
        self.times = times
        return shown(self.app)


@pytest.fixture
def painted(app, monkeypatch) -> Painted:
    return Painted(app, monkeypatch)


def test_the_table_is_drawn_once_while_the_computer_thinks_and_what_moves_still_shows(
    app, drive, play_match, painted
):
    """While the computer searched, the whole screen was drawn at every frame, for a picture
    in which only its thinking arc turned (half of a 9 ms frame at 3840×2160 under Xvfb, on the
    core its search shares; one frame in ten missed 60 Hz). The table is kept as one picture,
    and what changes over it shows as drawn anew: the arc turning, the pointer on Pause, F
    lighting Fast ×4, another language, another window size — and the search's end, its cue
    lined up, its intent said."""
    from chapo_game.shot import Shot

    its = Searching(Shot.make("2", 200.0, 0.3))
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=1))
    g._ai_players[1] = its
    app.reset_to(g)
    app.fast_forward = 1
    try:
        drive.steps(3)
        assert g.thinking is not None and g.thinking.begun
        n = painted.times
        drive.steps(2)
        still = shown(app)
        assert painted.times == n and "pensando…" in still[1], still[1]
        assert still == painted.anew()
        app.pacer.played += 10  # a sixth of a second on: the arc has turned
        drive.steps(1)
        turned = shown(app)
        assert painted.times == n and turned[0] != still[0] and turned == painted.anew()
        drive.move(g.pause_button.rect.center)
        lit = shown(app)
        assert g.pause_button.hover and lit[0] != turned[0] and lit == painted.anew()
        drive.key(pygame.K_f)
        assert g.watch_button.hover and watch_label(app, g) == ["Rápido ×4 (F)"]
        assert shown(app)[0] != lit[0] and shown(app) == painted.anew()
        n = painted.times
        drive.steps(1)
        assert painted.times == n  # Fast ×4 is drawn over the kept table
        app.apply_settings(app.settings.with_(language="en"))
        drive.steps(1)
        assert "Pause" in shown(app)[1] and "is thinking…" in " ".join(shown(app)[1])
        assert shown(app) == painted.anew()
        drive.post(pygame.event.Event(pygame.VIDEORESIZE, w=1440, h=810, size=(1440, 810)))
        assert app.size == (1440, 810) and shown(app) == painted.anew()
        n = painted.times
        drive.steps(1)
        assert painted.times == n and shown(app) == painted.anew()
    finally:
        i18n.set_language("es")
        its.done.set()
    drive.until(lambda: g.lining_up is not None)
    n = painted.times
    drive.steps(2)
    assert painted.times == n + 2 and g.intent in shown(app)[1]  # drawn at every frame
    assert "pensando…" not in shown(app)[1]


def test_the_demos_table_is_drawn_once_while_its_computer_thinks(app, drive, painted):
    """The demo's computers think in front of a club: its table, board, values and tag are
    kept as one picture too, the arc turning over it and saying which of the two thinks."""
    from chapo_game.shot import Shot
    from chapo_game.ui.scenes.demo import DemoScene

    its = Searching(Shot.make("1", 200.0, 0.3))
    d = DemoScene(app, seed=7)
    d._ai_players.update({0: its, 1: its})
    app.reset_to(d)
    try:
        drive.until(lambda: d.thinking is not None and d.thinking.begun)
        n = painted.times
        drive.steps(2)
        still = shown(app)
        assert painted.times == n and "pensando…" in still[1]
        assert any(t.startswith("DEMO") for t in still[1]) and still == painted.anew()
    finally:
        app.reset_to(MenuScene(app))  # its turn given up before the stub's decision comes
        its.done.set()


def test_the_computer_lines_up_on_what_it_means_and_its_hand_errs_in_the_stroke(
    app, drive, play_match
):
    """Level 1's hand is far from true: lined up on the shot *with* its error, its cue and the
    aiming guide showed a foul (a pin before any ball) under "Ordenador: primero la bola 2…",
    as if it meant it. It lines up on its intent; the error is the stroke's."""
    g = lining_up(app, drive, play_match, level=1)
    d = g.intending
    assert d.intended is not None and d.intended.angle != d.shot.angle
    assert g.aim.state.angle == d.intended.angle  # the cue on what it means
    drive.until(lambda: g.lining_up is None)
    assert g.animating and g.aim.state.angle == d.shot.angle  # struck as its hand did it


def test_while_the_computer_plays_the_bar_says_its_shot_not_the_last_ones_calls(
    app, drive, play_match
):
    """ "Ordenador: primero la bola 1…" beside "El mingo entra en tronera: 3 · 3 para Ana" read as
    if its shot had scored for Ana: the last shot's calls leave the bar while the computer
    lines up and plays; the calls of its own shot come after."""
    from chapo_game.rules.calls.announcement import Announcement

    g = lining_up(app, drive, play_match)
    g.calls = [Announcement("pocketed", {"balls": ["mingo"]})]
    drive.steps(1)
    bar = g.caption_rect()
    shown = [d.text for d in app.fonts.drawn if bar.contains(d.rect)]
    # (its own shot may sink a ball too: "…, y la bola 2 a la tronera" is its intent's)
    assert g.intent in shown and not [t for t in shown if "tronera" in t and t != g.intent], shown
    drive.until(lambda: not g.animating and g.lining_up is None)
    drive.steps(1)
    assert g.intent == "" and g.calls  # its own calls, now


def test_the_option_the_computer_declares_is_said_with_its_intent(app, drive, play_match):
    """Its ball in hand, both other balls inside the cabaña: it declared pasar and lined up
    under "Ordenador: a dos bandas y luego el mingo" alone — nobody could tell whether its
    shot broke what it had declared."""
    pos = Position.initial(T, {"1": None, "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.5))
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={0: 1}, match=play_match(pos, phase="ball_in_hand"))
    app.push(g)
    assert g.match.options()
    app.fast_forward = 1
    drive.until(lambda: g.lining_up is not None, limit=20000)
    option = g.match.declared_option
    assert option is not None
    drive.steps(1)
    bar = g.caption_rect()
    shown = " ".join(d.text for d in app.fonts.drawn if bar.contains(d.rect))
    words = {"pasar": "pasar", "no_pasar": "no pasar", "bricole": "bricole"}
    # said by the referee's words, or by its no pasar roll's own intent ("Ana: no pasar, …"),
    # once either way
    declared = f"Ana declara {words[option]}" in shown
    rolls = option == "no_pasar" and g.intent.startswith("Ana: no pasar")
    assert (declared or rolls) and g.intent in shown, shown
    assert shown.count(words[option]) == 1, shown


def bar_texts(app, g) -> list[str]:
    bar = g.caption_rect()
    return [d.text for d in app.fonts.drawn if bar.contains(d.rect)]


def test_a_persons_calls_stand_long_enough_to_read_before_the_computer_lines_up(
    app, drive, play_match
):
    """Against level 1 the computer's decision is ready as the balls stop: its plan took the
    calls' place at once, and a person never read what he scored or why he fouled."""
    from chapo_game.shot import Shot

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=0))
    app.push(g)
    g.strike(Shot.make("1", 90.0, 1.0))  # a soft roll that touches nothing: a foul
    drive.until(lambda: not g.animating, limit=20000)
    app.fast_forward = 1
    said = [c.text(i18n.translations()) for c in g.calls]
    assert any("Falta" in s for s in said), said
    frames = 0
    while g.lining_up is None and not g.animating:
        decided = g.thinking is not None and g.thinking.ready  # before the frame drawn
        drive.steps(1)
        frames += 1
        if g.lining_up is None:
            assert said[0] in bar_texts(app, g)  # the person's calls, not the computer's plan
            if decided:  # it has decided and only waits: it does not say it "thinks"
                assert not any("pensando" in d.text for d in app.fonts.drawn)  # (wrapped)
    assert frames >= 2 * 60  # two seconds at least
    assert g.intent and g.intent in bar_texts(app, g)


def test_the_lag_the_computer_won_is_shown_before_it_chooses(app, drive):
    """The computer won the lag: its gaps and the call stand on the table before it breaks
    (the header went straight on to "Ordenador sale con la bola 1")."""
    from chapo_game.shot import Shot

    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 2})
    app.push(g)
    g.strike(Shot.make("1", 90.0, 0.6))  # short of the foot cushion: the person loses
    drive.until(lambda: g.match.phase.value != "lag" and not g.animating, limit=40000)
    app.fast_forward = 1
    assert g.match.phase.value == "lag_choice" and not g.human_to_act()
    lost = [c.text(i18n.translations()) for c in g.calls]
    drive.steps(1)
    texts = [d.text for d in app.fonts.drawn]
    assert lost[0] in bar_texts(app, g)
    assert any(t.endswith(" cm") for t in texts), texts  # the gaps, drawn on the table


def test_calls_already_read_are_not_timed_again(app, play_match):
    """After the rey's spot is chosen the shot's calls stand: only what the choice added is
    read (the computer made a person read the whole bar a second time, six seconds more)."""
    from chapo_game.rules.calls.announcement import Announcement
    from chapo_game.ui.scenes.game.computer import reading_frames

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=0))
    shot = [Announcement("points", {"player": 0, "name": "Ana", "points": 5})] * 3
    g.calls = list(shot)
    g.count_reading()
    assert g.calls_reading >= 2 * 60
    g.calls_reading = 0.0  # read
    por = Announcement("por", {"player": 1, "name": "Luis", "remaining": 25})
    g.calls = [*shot, por]
    g.count_reading()
    assert 0 < g.calls_reading == reading_frames("Luis: por 25", floor=False) < 60


def test_a_new_shots_calls_are_read_afresh_even_in_the_same_words(app, play_match):
    """A repeated lag ("se repite") or the same lateral falling again said the same words as
    the calls before: counted as read, they got no time; and time left from calls no longer
    up was added to the next ones."""
    from chapo_game.rules.calls.announcement import Announcement

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=0))
    said = {"player": 0, "name": "Ana", "points": 2}
    g.calls = [Announcement("points", said)]
    g.count_reading()
    first = g.calls_reading
    assert first >= 2 * 60
    g.calls_reading = first / 2  # half read when the next shot's calls come
    g.calls = [Announcement("points", dict(said))]  # a new shot, the same words
    g.count_reading()
    assert g.calls_reading == first  # read afresh: not nothing, nor the leftover on top


def test_a_call_taken_down_takes_its_reading_time_with_it(app, play_match):
    """The call to choose the rey's spot goes once it is chosen: what was left of its
    reading time went on delaying the computer."""
    from chapo_game.rules.calls.announcement import Announcement
    from chapo_game.ui.calls import calls_said
    from chapo_game.ui.scenes.game.computer import reading_frames

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, computers={1: 1}, match=play_match(pos, to_move=0))
    fell = Announcement("points", {"player": 0, "name": "Ana", "points": 5})
    choose = Announcement("rey_choice", {"player": 0, "name": "Ana", "reason": "taken"})
    g.calls = [fell, choose]
    g.count_reading()
    assert g.calls_reading > reading_frames(calls_said([fell]), floor=False)
    g.calls = [fell]  # the spot chosen: the shot's call stands, the question goes
    g.count_reading()
    assert g.calls_reading == reading_frames(calls_said([fell]))  # its 2 s, not the rest


def test_a_shots_calls_stand_as_long_as_a_subtitle_of_their_length():
    """A player's 9 points ("El rey y tres laterales: 9 · 9 para Ana") stood 1.9 s before the
    computer's plan took their place: read at 15 characters a second, subtitles' pace, they
    stand 2.6 s; a short call still the 2 s of a glance, a long one at most 5 s."""
    from chapo_game.ui.scenes.game.computer import reading_frames

    nine = "El rey y tres laterales: 9  ·  9 para Ana"
    assert reading_frames(nine) == 60 * len(nine) / 15 > 2.5 * 60
    assert reading_frames("1 para Ana") == 120 and reading_frames("x" * 200) == 300
