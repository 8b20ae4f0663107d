"""Instant replay and fast-forward, driven through real pygame events: the replay shows the
shot's own recorded frames (exactly what happened), at normal and quarter speed, paused and
stepped, with the pins' close-up; fast-forward plays the same frames four at a time."""

from __future__ import annotations

import hashlib
import math
from dataclasses import replace

import pygame
import pytest
from ui_screens import demo_replaying, hold_watch_button, match_json, practice_struck, watch_label

from chapo_game import i18n
from chapo_game.physics.results import BallFrame, Frame
from chapo_game.position import Position
from chapo_game.rules.match import Match, Phase
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.playback import IDENTITY
from chapo_game.ui.replay import draw_at, said_now
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.replay import ReplayScene
from chapo_game.ui.scenes.watching import FAST, TAP

T = get_table()
SHOT = Shot.make("1", 68.0, 3.0)  # from the practice's first drill: through the pins' area


def texts(app) -> str:
    return " | ".join(d.text for d in app.fonts.drawn)


def practice_after_a_shot(app, drive, power: float = 0.7) -> PracticeScene:
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    p.aim.state.angle, p.aim.state.power = SHOT.angle, power
    drive.key(pygame.K_SPACE)
    assert p.animating
    drive.until(lambda: not p.animating)
    return p


def test_the_replay_shows_the_shots_own_frames_at_both_speeds_paused_and_stepped(app, drive):
    app.fast_forward = 1
    p = practice_after_a_shot(app, drive)
    rec = p.replay_record
    assert rec is not None and rec.shots[0].ball == "1"
    # the replay's last frame is the position the shot left: what the table shows now
    balls, _pins = draw_at(rec, len(rec.frames) - 1)
    assert {b: (d.xy if d else None) for b, d in balls.items()} == {
        b: (tuple(xy) if xy else None) for b, xy in p.position.balls.items()
    }
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene) and r.record is rec
    drive.steps(10)
    assert r.clock.at == 11  # one recorded frame per window frame (the V frame included)
    assert "Repetición: Bola 1 — a velocidad normal" in texts(app)
    # every recorded frame is shown as it was: at frame 11 the balls are the frame's balls
    shown, _ = draw_at(rec, r.clock.at)
    assert shown["1"].xy == tuple(rec.frames[11].balls["1"].xy)
    drive.key(pygame.K_s)  # a quarter of the speed
    at = r.clock.at
    drive.steps(8)
    assert r.clock.at == at + 0.25 * 8
    assert "a ¼ de velocidad" in texts(app)
    drive.key(pygame.K_SPACE)  # pause
    at = r.clock.at
    drive.steps(5)
    assert r.clock.at == at and "en pausa" in texts(app)
    drive.key(pygame.K_RIGHT)
    assert r.clock.at == round(at) + 1
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_LEFT)
    assert r.clock.at == round(at) - 1
    # the pins' close-up: a magnified copy of the cross, framed, in the table's corner
    drive.click(r.button("zoom").rect.center)
    assert r.zoom and r.button("zoom").label() == "Palos de cerca: sí"
    zr = r.zoom_rect()
    assert app.screen.get_at(zr.topleft)[:3] != app.screen.get_at((zr.x - 3, zr.y - 3))[:3]
    drive.key(pygame.K_ESCAPE)
    assert app.top is p


def test_fast_forward_plays_the_same_frames_four_times_faster_with_the_same_outcome(app, drive):
    app.fast_forward = 1
    p = practice_after_a_shot(app, drive)
    final, normal = p.position, len(p.replay_record.frames)
    drive.key(pygame.K_r)  # the same shot again from the same position, F held throughout
    assert p.animating
    p.playback.wait()  # simulated (off the loop): the steps count frames, not a busy machine
    drive.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"))
    assert p.watch_button.label() == "Rápido ×4 (F)"
    steps = 0
    while p.animating:
        app.step()
        steps += 1
    assert p.position == final
    assert steps <= normal / 4 + 10  # 4 frames a step, after the cue's stroke
    drive.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_f, mod=0, unicode="f"))
    assert not p.fast_held


def button_picture(app, p) -> str:
    """The side panel's replay / fast-forward button as drawn on the screen (a digest: a
    failure prints a line, not the pixels)."""
    return hashlib.sha1(
        pygame.image.tobytes(app.screen.subsurface(p.watch_button.rect), "RGB")
    ).hexdigest()


def frames_a_step(app, p) -> int:
    """Recorded frames one window frame plays, once the cue's stroke is over."""
    while p.playback.lead:
        app.step()
    at = p.playback.index
    app.step()
    return p.playback.index - at


def test_a_tap_on_the_hurry_button_or_f_keeps_the_shot_fast_till_it_ends(app, drive):
    """A tap on "Rápido ×4" (a touch screen's finger) did nothing to see: only a hold
    hurried. Now a tap keeps the shot at 4× for the rest of it, the button lit; another
    tap, or the next shot, is at normal speed again. F tapped does the same."""
    app.fast_forward = 1
    p = practice_after_a_shot(app, drive)
    final, normal = p.position, len(p.replay_record.frames)
    now = [0.0]
    p.fast_clock = lambda: now[0]
    drive.key(pygame.K_r)  # the same shot again
    p.playback.wait()
    drive.move((5, 5))
    unlit = button_picture(app, p)
    drive.click(p.watch_button.rect.center)  # pressed and let go at once: a tap
    drive.move((5, 5))
    assert button_picture(app, p) != unlit  # lit, with the pointer gone from it
    assert frames_a_step(app, p) == FAST
    steps = 0
    while p.animating:
        app.step()
        steps += 1
    assert p.position == final  # the same recorded frames: the same outcome
    assert steps <= normal / 4 + 10
    drive.key(pygame.K_r)  # the next shot: at its own speed, the button not lit
    p.playback.wait()
    drive.steps(1)
    assert frames_a_step(app, p) == 1 and button_picture(app, p) == unlit
    f = {"key": pygame.K_f, "mod": 0, "unicode": "f", "scancode": 0}
    drive.post(pygame.event.Event(pygame.KEYDOWN, **f), pygame.event.Event(pygame.KEYUP, **f))
    assert frames_a_step(app, p) == FAST and button_picture(app, p) != unlit
    drive.click(p.watch_button.rect.center)  # a second tap: off again
    drive.move((5, 5))
    assert frames_a_step(app, p) == 1 and button_picture(app, p) == unlit
    drive.click(p.watch_button.rect.center)
    button = p.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    now[0] += TAP  # held through a tap's time on a latched shot: let go, it stays latched
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert frames_a_step(app, p) == FAST


def test_the_side_panel_button_holds_fast_forward_and_opens_the_replay_in_a_game(
    app, drive, play_match
):
    app.fast_forward = 1
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    g = GameScene(app, match=play_match(pos))
    app.reset_to(MenuScene(app))
    app.push(g)
    app.step()
    g.aim.state.power = 0.8
    drive.key(pygame.K_SPACE)
    assert g.animating
    button = hold_watch_button(drive, g)
    drive.until(lambda: not g.animating)
    assert g.watch_button.label() == "Repetición (V)"
    said = g.announcement_line()
    assert said.startswith("Nada para Ana") or "tantos" in said or "Falta" in said, said
    # the hold let go after the shot ended only ends the hold (it opened the replay)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert app.top is g and not g.fast_held
    drive.click(button)  # a fresh tap replays
    r = app.top
    assert isinstance(r, ReplayScene) and r.host is g
    # who played it and where in the encuentro, in the title (as from the score sheet); what
    # it came to, once it has run to its end
    app.step()
    assert "Repetición: Ana (bola 1), partida 1, tiro 1 — a velocidad normal" in texts(app)
    assert said not in texts(app)
    drive.until(lambda: r.clock.at_end, limit=5000)
    app.step()
    assert said in texts(app)
    # at its end the title says so, and the time shown is the whole shot's ("7,95 s de 7,97 s",
    # "a velocidad normal" beside a Play button, before)
    length = f"{(len(r.record.frames) - 1) / 60:.2f}".replace(".", ",")
    assert f"Repetición: Ana (bola 1), partida 1, tiro 1 — al final — {length} s de {length} s" in (
        texts(app)
    )
    drive.click(r.button("close").rect.center)
    assert app.top is g


def test_the_demo_replays_a_big_shot_by_itself_and_closes_the_replay_at_its_end(app, drive):
    d, r = demo_replaying(app, drive)
    assert r.zoom
    drive.until(lambda: app.top is d, limit=5000)  # slowed around the pins, then closed
    assert r.clock.at_end


def test_the_demos_replay_shows_its_demo_tag_and_no_controls_that_would_only_leave(app, drive):
    """Its Pausa, Velocidad and Cerrar were drawn and their keys listed, but any click or
    key leaves the demo for the menu; the DEMO tag was missing."""
    _d, r = demo_replaying(app, drive)
    drive.steps(1)
    shown = [t.text for t in app.fonts.drawn]
    assert any(t.startswith("DEMO") for t in shown), shown
    labels = {b.label() for b in r.buttons}
    assert not labels & set(shown) and not any("Esc" in t for t in shown), shown


@pytest.mark.parametrize("leave", ["key", "click", "v", "f"])
def test_one_key_or_click_over_the_demos_replay_leaves_the_demo(app, drive, leave):
    """In the demo any key or click returns to the menu — over its automatic replay too (the
    first closed only the replay); V (or F) only closes the replay, as it always did, and the
    demo goes on. Slowed around the pins, the replay says a quarter speed in its title and on
    its speed button alike."""
    d, r = demo_replaying(app, drive)
    drive.until(lambda: r.clock.speed() < 1, limit=5000)
    assert "a ¼ de velocidad" in r.title() and r.button("slow").label() == "Velocidad: ¼"
    if leave in ("v", "f"):
        drive.key(pygame.K_v if leave == "v" else pygame.K_f)
        assert app.top is d  # the demo goes on, no replay opened again in its place
        return
    if leave == "key":
        drive.key(pygame.K_a)
    else:
        drive.click((app.size[0] // 2, app.size[1] // 2))
    assert isinstance(app.top, MenuScene)


def test_a_tap_over_the_demos_replay_where_its_replay_button_lies_leaves_too(app, drive):
    """A passer-by's tap on the empty lower side panel during an automatic replay landed on
    the demo's replay button under it: the replay began again from 0 s, tap after tap."""
    d, _r = demo_replaying(app, drive)
    app.fast_forward = 1  # the replay's own frames (the fixture hurries it): still running
    drive.steps(30)
    drive.click(d.watch_button.rect.center)
    assert isinstance(app.top, MenuScene)


def test_the_demos_replay_shows_the_score_and_the_shooter_as_they_were_when_it_was_struck(
    app, drive
):
    """The replay of "Aficionado A, bola 1" was drawn over the board after the shot: the
    points already counted and the next player's box lit, as if he were playing."""
    d, r = demo_replaying(app, drive)
    texts_then, lit = r.record.board
    assert (texts_then["score0"], texts_then["score1"], lit) == ("0", "0", 0)
    d.match._scores[0] = 11  # the board as the shot left it: counted, the turn passed
    d.match._partidas_won[0] = 1
    d.match.to_move = 1
    app.fonts.drawn.clear()
    app.step()
    shown = [t.text for t in app.fonts.drawn if d.top_rect.contains(t.rect)]
    assert "11" not in shown and shown.count("0") == 2, shown
    assert not any("ganadas: 1" in t for t in shown), shown


def test_the_demos_own_button_hurries_and_replays_and_a_click_elsewhere_leaves(app, drive):
    """A club's touch screen has no F or V: the side panel's button, held, hurries the shot
    and, tapped after it, replays it, as in a game (held, it left the demo for the menu)."""
    app.fast_forward = 1
    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    d.position = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    d.run_shot(Shot.make("1", 90.0, 3.0), lambda result: None)
    app.step()
    assert d.animating
    now = [0.0]
    d.fast_clock = lambda: now[0]
    button = d.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    assert app.top is d and set(d.fast_held) == {"button"} and d.fast_factor() > 1
    now[0] += TAP  # held, not tapped: let go, the shot rolls at its own speed again
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert app.top is d and not d.fast_held
    # held again, the finger sliding off before it lifts: the hold ends, the demo stays
    below = (button[0], d.watch_button.rect.bottom + 3)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    drive.move(below, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=below, button=1))
    assert app.top is d and not d.fast_held
    drive.until(lambda: not d.animating)
    # the next turn its computer's, searching: the button still hurries it (it read
    # «Repetición» while the search outlasted the calls, and opened the shot before's replay)
    assert watch_label(app, d) == ["Rápido ×4 (F)"]
    drive.click(button)
    assert app.top is d and set(d.fast_held) == {"tap"}
    # a partida over is nobody's turn: the button replays its last shot
    d.match = match_json(
        phase="partida_over", scores=[30, 12], partidas_won=[1, 0], partida_winner=0
    )
    drive.steps(1)
    assert watch_label(app, d) == ["Repetición (V)"]
    drive.click(button)
    assert isinstance(app.top, ReplayScene) and app.top.host is d
    app.pop()
    drive.click((d.watch_button.rect.left - 40, d.watch_button.rect.centery))
    assert isinstance(app.top, MenuScene)


def demo_after_a_shot(app, drive) -> DemoScene:
    """The demo over the menu, one shot of its played and at rest."""
    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    d.position = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    d.run_shot(Shot.make("1", 90.0, 1.5), lambda result: None)
    drive.until(lambda: not d.animating)
    return d


def test_a_replay_asked_for_in_the_demo_closes_by_itself_and_f1_leaves_the_demo(app, drive):
    """V (or the button) opened a replay that waited at its end for a hand, and the club's
    screen stood still for good; F1 laid the controls over the demo, frozen under them."""
    d = demo_after_a_shot(app, drive)
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene) and r.auto
    drive.until(lambda: app.top is d, limit=5000)  # closed by itself: the demo goes on
    drive.key(pygame.K_F1)
    assert isinstance(app.top, MenuScene)


def test_the_demos_replays_keep_the_score_in_sight(app, drive):
    """A third of a club's screenshots were replays, whose title bar hid the score and the
    players: the demo's replays keep the score board, the replay's title between the boxes."""
    d = demo_after_a_shot(app, drive)
    board = d.scoreboard_texts()
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene) and r.auto
    app.step()
    top = [x.text for x in app.fonts.drawn if d.top_rect.contains(x.rect)]
    assert board["score0"] in top and board["score1"] in top
    assert any(board["name0"].startswith(t.rstrip("…")) for t in top)
    assert " ".join(top).count(r.title().split(":")[0]) >= 1  # the replay's own title too


def test_on_a_clubs_screen_f11_leaves_the_demo_and_enter_never_quits(app, drive):
    """F11 took a club's screen out of fullscreen for the night, and Esc, Esc, Space from a
    passer-by closed the game: in the demo F11 is a key like any other (back to the menu,
    the screen as it was), and on a club's screen the quit question's Enter stays."""
    from chapo_game.ui.scenes.confirm import ConfirmScene

    app.reset_to(MenuScene(app))
    app.push(DemoScene.for_club(app, club=True))  # chapo --demo
    full = app.fullscreen
    drive.key(pygame.K_F11)
    assert isinstance(app.top, MenuScene) and app.fullscreen == full
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    drive.key(pygame.K_SPACE)
    assert app.running and isinstance(app.top, MenuScene)  # still there


def test_the_demos_pauses_keep_time_on_a_slow_machine(app, drive):
    """Counted in frames, the celebration's 2.5 s and the replay's end ran eight times as long
    on a machine drawing 8 frames a second; they count the frames the window owes, as a shot
    does. And as a shot's playback, they are hurried by the app's fast-forward (the tests',
    the screenshots'): a celebration ran its 150 frames and a replay its recorded frames one
    a window frame under it, the fanfare played once all the same."""
    from chapo_game.ui.replay import ShotRecord
    from chapo_game.ui.scenes.celebrate import FRAMES, CelebrationScene, Moment

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    app.pacer.behind = 4  # each window frame plays four sixtieths of a second
    for hurry in (1, 5):
        app.fast_forward = hurry
        app.sound.played.clear()
        c = CelebrationScene(app, Moment("chapo", "¡Chapó!", "Los cinco palos."))
        app.push(c)
        n = 0
        while app.top is c:
            app.step([])
            n += 1
        assert n == -(-FRAMES // (4 * hurry))
        assert [name for name, _v in app.sound.played] == ["chapo"]
    still = Frame(0.0, {b: BallFrame(xy, IDENTITY) for b, xy in d.position.balls.items()}, {})
    record = ShotRecord(d.position, (Shot.make("1", 90.0, 1.0),), [still] * 100, ())
    r = ReplayScene(app, d, record, auto=True)
    app.push(r)
    app.step([])
    assert r.clock.at == 4 * 5


def test_the_demo_celebrates_a_winning_big_shot_over_the_table_then_replays_it(
    app, drive, play_match
):
    """The partida won by a big shot: the celebration opens over the table as the shot left
    it (the demo beneath it, not the replay's first frame), and the replay follows."""
    from chapo_game.ui.scenes.celebrate import CelebrationScene

    app.fast_forward = 30
    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    # ball 1 straight behind the mingo, the mingo behind the pins: 28 + pins reaches 30
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    data = play_match(pos).to_json()
    data["scores"] = [28, 10]
    d.match = Match.from_json(data)
    d.position = d.match.position
    d.prepare_turn()
    app.push(d)
    d.strike(Shot.make("1", 89.5, 5.0))  # four pins: a shot the demo replays
    drive.until(lambda: isinstance(app.top, CelebrationScene))
    assert app.scenes[-2] is d and d.match.phase == Phase.PARTIDA_OVER
    drive.until(lambda: isinstance(app.top, ReplayScene), limit=5000)
    assert app.top.auto


def test_a_chapo_that_ends_the_encuentro_is_replayed_before_the_encuentros_banner(
    app, drive, play_match
):
    """A chapó that wins the encuentro in the demo: "¡Chapó!", then its replay, then "... gana
    el encuentro" and the standings. The encuentro's banner came before the replay, and the
    replay then read as the encuentro's end shown again."""
    from chapo_game.ui.scenes.celebrate import CelebrationScene

    app.fast_forward = 30
    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    pos = Position.initial(T, {"1": (0.857, 0.707), "2": (0.1, 2.7)}).with_ball(
        "mingo", (0.846, 1.051)
    )
    data = play_match(pos).to_json()
    data["partidas_won"] = [1, 0]  # a partida from the encuentro (best of three)
    d.match = Match.from_json(data)
    d.position = d.match.position
    d.prepare_turn()
    app.push(d)
    d.strike(Shot.make("1", 91.4, 7.0))  # all five pins (found by search, deterministic)
    seen: list[str] = []
    for _ in range(8000):
        top = app.top
        kind = top.moment.kind if isinstance(top, CelebrationScene) else type(top).__name__
        if not seen or seen[-1] != kind:
            seen.append(kind)
        if "encuentro" in seen and app.top is d:  # the end panel, the standings next
            break
        app.step()
    assert d.match.phase == Phase.ENCUENTRO_OVER and d.last_verdict.chapo
    assert seen == [
        "DemoScene",
        "chapo",
        "DemoScene",
        "ReplayScene",
        "DemoScene",
        "encuentro",
        "DemoScene",
    ]


def test_the_replay_is_offered_only_once_a_shot_was_played(app, drive):
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()
    drive.key(pygame.K_v)
    assert app.top is g and "Repetición (V)" not in texts(app)


def test_a_repeated_practice_shot_is_titled_with_the_ball_it_played(app, drive):
    """R repeats the last shot, whichever ball is chosen now: the replay names its ball."""
    app.fast_forward = 30
    p = practice_after_a_shot(app, drive)
    drive.key(pygame.K_3)  # the mingo chosen for the next shot
    assert p.ball == "mingo"
    drive.key(pygame.K_r)  # ball 1's shot again
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_v)
    app.step()
    assert "Repetición: Bola 1 — " in texts(app)


def test_the_replay_shows_how_the_shot_was_struck(app, drive):
    """Beside the replay: the tip's place on the ball face (draw and left side here) and the
    speed as the power bar says it; in the lag, each ball's speed."""
    from chapo_game.ui.stroke import TIP, shot_speed_text

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    st = p.aim.state
    st.angle, st.power, st.side, st.vertical = SHOT.angle, 0.7, -0.3, -0.4
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    app.fast_forward = 1  # the replay's own frames (the fixture hurries it)
    drive.key(pygame.K_v)
    r = app.top
    app.step()
    shot = r.record.shots[0]
    assert (shot.side, shot.vertical) == (-0.3, -0.4)
    assert "El golpe" in texts(app) and shot_speed_text(shot, T) in texts(app)
    face = r.face
    tip = (round(face.centerx - 0.3 * face.width / 2), round(face.centery + 0.4 * face.width / 2))
    assert face.width > 20 and tuple(app.screen.get_at(tip))[:3] == TIP
    assert tuple(app.screen.get_at(face.center))[:3] != TIP  # not at the centre
    # the cue where it struck, along the shot's line, for the replay's first frames
    v = r.host.view
    bx, by = v.to_screen(r.record.position.balls["1"])
    dx, dy = v.dir_to_screen(shot.angle)
    back = 4 * T.ball_radius * v.scale
    on_cue = (round(bx - dx * back), round(by - dy * back))
    with_cue = tuple(app.screen.get_at(on_cue))
    drive.steps(40)
    assert r.clock.at > 20 and tuple(app.screen.get_at(on_cue)) != with_cue
    drive.key(pygame.K_ESCAPE)
    app.fast_forward = 30  # the lag played as the fixture plays a shot
    # the lag: both balls struck at once, each one's speed
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()
    for _ in range(2):
        drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.key(pygame.K_v)
    app.step()
    lag = app.top.record.shots
    assert len(lag) == 2
    for s in lag:
        assert f"Bola {s.ball}: {s.speed:.2f} m/s".replace(".", ",") in texts(app)


def test_the_replay_draws_the_aim_under_the_shot_all_through_it(app, drive):
    """The line the cue aimed along, dashed to the first thing on it, stays on the cloth while
    the replay runs (the cue is gone a third of a second in): the ball's path is seen leaving
    it. The panel says what the dashes are."""
    from chapo_game.ui.draw.cue import GUIDE_COLOUR
    from chapo_game.ui.draw.rays import first_hit

    p = practice_after_a_shot(app, drive)
    app.fast_forward = 1  # the replay's own frames (the fixture hurries it)
    drive.key(pygame.K_v)
    r = app.top
    drive.steps(60)
    drive.key(pygame.K_SPACE)  # paused a second in: the ball is well down the line
    app.step()
    assert r.clock.paused and r.clock.at > 30
    assert "Línea discontinua: | la puntería" in texts(app)
    v = p.view
    shot, start = r.record.shots[0], r.record.position.balls["1"]
    d = v.dir_to_screen(shot.angle)
    way = (math.cos(math.radians(shot.angle)), math.sin(math.radians(shot.angle)))
    pins = r.record.position.standing_pins()
    dist, _b, _p = first_hit(T, "1", r.record.position.balls, start, way, pins)
    a = v.to_screen(start)
    length = dist * v.scale
    n = max(1, int(length / v.dash_px()))
    balls, _pins = draw_at(r.record, r.clock.at)
    ball_at = v.to_screen(balls["1"].xy)
    seen = 0
    for k in range(2, n - 1, 2):  # the middle of each dash past the first ones
        x, y = a[0] + d[0] * length * (k + 0.5) / n, a[1] + d[1] * length * (k + 0.5) / n
        if math.dist((x, y), ball_at) < 2 * v.ball_radius_px():
            continue
        near = [
            tuple(app.screen.get_at((round(x) + i, round(y) + j)))[:3]
            for i in (-1, 0, 1)
            for j in (-1, 0, 1)
        ]
        # antialiased: the dash's core is the guide's colour, blended a little with the cloth
        seen += any(
            max(abs(c - g) for c, g in zip(px, GUIDE_COLOUR, strict=True)) <= 30 for px in near
        )
    assert seen >= 3
    drive.key(pygame.K_ESCAPE)
    assert app.top is p


def test_a_hold_let_go_over_another_screen_does_not_swallow_the_next_click(app, drive):
    """The button held through a shot, Esc (the pause), the release there: back on the table,
    the next click does what it says (the hold, never let go here, swallowed it)."""
    app.fast_forward = 1
    p = practice_struck(app, drive, 0.8)
    hold_watch_button(drive, p)
    drive.key(pygame.K_ESCAPE)
    assert app.top is not p
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    drive.key(pygame.K_ESCAPE)
    assert app.top is p
    drive.until(lambda: not p.animating)
    drive.click(p.button_named("edit").rect.center)
    assert p.edit


def test_in_the_demo_a_tap_on_the_celebration_leaves_for_the_menu(app, drive):
    """A club's touch screen: one tap anywhere leaves the demo, on the celebration's banner
    too (in a game a click there only ends it, over the end panel's buttons)."""
    from types import SimpleNamespace

    from chapo_game.ui.scenes.celebrate import FRAMES, CelebrationScene, moments

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    app.step()
    d.match.phase = Phase.PARTIDA_OVER
    d.match.partida_winner = 0
    c = CelebrationScene(app, moments(SimpleNamespace(chapo=True, shooter=0), d.match)[0])
    c.frame = FRAMES // 2
    app.push(c)
    drive.click(c.banner_rect().center)
    assert isinstance(app.top, MenuScene)


def test_a_hold_on_the_demos_button_through_its_replay_opening_is_no_tap_on_it(app, drive):
    """The hurry button held as the shot ended and the demo's own replay opened: the finger
    lifted over the replay closed it and, three pixels off the button, left the demo. A press
    begun under a screen is no tap on it: the replay and the demo go on."""
    d, _replay = demo_replaying(app, drive)
    app.pop()  # back on the demo, the shot over: the button held again, then the replay opens
    button = d.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    d.open_replay(auto=True)
    again = app.top
    assert isinstance(again, ReplayScene) and again.auto
    below = (button[0], d.watch_button.rect.bottom + 3)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=below, button=1))
    assert app.top is again  # the replay runs on; the demo is not left
    drive.click(below)  # a real tap over it still closes it and leaves the demo
    assert isinstance(app.top, MenuScene)


def test_a_hold_through_a_demo_replay_that_closes_by_itself_is_no_tap_on_the_demo(app, drive):
    """The hurry button held, the demo's replay opened and ran to its end and closed, and the
    finger lifted 3 px off the button: the demo took the release as a tap and left."""
    d, _replay = demo_replaying(app, drive)
    app.pop()
    button = d.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    d.open_replay(auto=True)
    drive.until(lambda: app.top is d, limit=5000)  # it closes at its end
    below = (button[0], d.watch_button.rect.bottom + 3)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=below, button=1))
    assert app.top is d


def test_the_pins_close_up_goes_to_the_corner_the_shots_balls_leave_clear(app, drive):
    """The striker's ball by the top-left pocket stayed under the close-up a whole replay."""
    from chapo_game.ui.close_up import CloseUp

    d, r = demo_replaying(app, drive)
    v = d.view
    first = r.zoom_rect()
    corner = v.to_table((first.centerx, first.centery))
    moved = replace(r.record, position=r.record.position.with_ball("2", corner))
    r.record = moved
    r.close_up = CloseUp(moved)
    again = r.zoom_rect()
    assert again != first and not again.collidepoint(v.to_screen(corner))


def test_the_pins_close_up_never_hides_a_ball_the_replay_shows(app, drive):
    """A hard shot round the table sends a ball through every corner: the close-up, in the
    corner crossed least, still covered it as it ran under. Stepped frame by frame, wherever
    a ball is under the close-up's square the screen shows it as it does with the close-up
    off; away from the balls the close-up is drawn."""
    from ui_screens import close_up_from_the_start, practice_on

    p = practice_on(app, (T.width / 2, 0.75), (0.3, 2.4), (T.width * 0.3, 1.6))
    app.step()
    p.aim.set_shot(Shot.make("1", 30.0, 6.0))
    r = close_up_from_the_start(app, drive, p)  # then stepped
    v, radius = p.view, p.view.ball_radius_px()
    under = shown = 0
    while not r.clock.at_end:
        drive.key(pygame.K_RIGHT)
        assert r.zoom
        zr = r.zoom_rect()
        balls, _pins = draw_at(r.record, r.clock.at)
        centres = [v.to_screen(b.xy) for b in balls.values() if b is not None]
        near = [c for c in centres if zr.inflate(2 * radius, 2 * radius).collidepoint(c)]
        # the ball's disc, a few points across it
        spots = [
            (round(c[0] + dx), round(c[1] + dy))
            for c in near
            for dx in (-radius // 2, 0, radius // 2)
            for dy in (-radius // 2, 0, radius // 2)
            if zr.collidepoint(c[0] + dx, c[1] + dy)
        ]
        if not spots and r.clock.at % 40 == 0:
            inside = (zr.x + 3, zr.centery)  # the close-up shown where no ball needs the room
            with_it = app.screen.get_at(inside)
            drive.key(pygame.K_z)
            shown += app.screen.get_at(inside) != with_it
            drive.key(pygame.K_z)
        if not spots:
            continue
        under += 1
        with_it = [app.screen.get_at(s) for s in spots]
        drive.key(pygame.K_z)  # the same frame without the close-up
        assert not r.zoom
        assert [app.screen.get_at(s) for s in spots] == with_it, r.clock.at
        drive.key(pygame.K_z)
    assert under, "no ball ran under the close-up: the test shows nothing"
    assert shown, "the close-up was never drawn"


def test_a_ball_half_under_a_corner_counts_against_it():
    """Its centre just outside the square, a ball was still half hidden by the close-up."""
    from types import SimpleNamespace

    from chapo_game.ui.close_up import quiet_corner

    first, second = pygame.Rect(0, 0, 100, 100), pygame.Rect(200, 0, 100, 100)
    record = SimpleNamespace(frames=(), position=SimpleNamespace(balls={"1": (105.0, 50.0)}))
    assert quiet_corner([first, second], lambda xy: xy, record) == first  # centre outside
    assert quiet_corner([first, second], lambda xy: xy, record, margin=10) == second


def test_the_close_up_shows_a_pin_on_any_of_its_spots_whole():
    """A rey planted on an auxiliary spot was cut by the close-up's edge."""
    from chapo_game.ui.close_up import ZOOM_SPAN

    cx, cy = T.spots["center"]
    pin_spots = [s for s in T.spots if s == "center" or s in ("head", "foot", "left", "right")]
    pin_spots += [s for s in T.spots if s.startswith("aux_")]
    assert len(pin_spots) == 9
    for s in pin_spots:
        x, y = T.spots[s]
        assert max(abs(x - cx), abs(y - cy)) + T.pin_radius < ZOOM_SPAN / 2, s


def test_a_clubs_menu_left_alone_goes_back_to_the_demo(app, drive):
    """One passer-by's key left the club's screen on the menu for the night: on a screen
    started with --demo, two minutes without a touch bring it back; a home player's menu,
    even after he watched the demo, stays."""
    import time

    from chapo_game.ui.scenes.club_screen import BACK_TO_DEMO_AFTER

    app.reset_to(MenuScene(app))
    app.last_input = time.monotonic() - BACK_TO_DEMO_AFTER - 1
    app.step([])
    assert isinstance(app.top, MenuScene)  # no demo shown this run: the menu stays
    app.push(DemoScene.for_club(app))  # the menu's Demostración
    drive.key(pygame.K_a)
    app.last_input = time.monotonic() - BACK_TO_DEMO_AFTER - 1
    app.step([])
    assert isinstance(app.top, MenuScene)  # not a club's screen: it stays
    app.push(DemoScene.for_club(app, club=True))  # chapo --demo
    drive.key(pygame.K_a)  # a passer-by's key: the menu
    assert isinstance(app.top, MenuScene)
    app.step([])
    assert isinstance(app.top, MenuScene)  # just touched
    app.last_input = time.monotonic() - BACK_TO_DEMO_AFTER - 1
    app.step([])
    assert isinstance(app.top, DemoScene)


def test_a_clubs_screen_goes_back_to_the_demo_from_whatever_was_left_open(app, drive, play_match):
    """A passer-by who opened the records, or started a game, and walked away kept the club's
    demo away for the night: any screen left alone brings it back — a page after five minutes,
    a game waiting for a shot after ten, saved first and offered again by the menu."""
    import time

    from ui_screens import open_game

    from chapo_game import saves
    from chapo_game.ui.scenes.club_screen import BACK_FROM_A_GAME_AFTER, BACK_FROM_A_SCREEN_AFTER
    from chapo_game.ui.scenes.records import RecordsScene

    def left_alone(seconds: float) -> None:
        app.last_input = time.monotonic() - seconds
        app.step([])

    app.reset_to(MenuScene(app))
    app.push(DemoScene.for_club(app, club=True))  # chapo --demo
    drive.key(pygame.K_a)  # a passer-by's key: the menu
    drive.click(app.top.button("records").rect.center)
    assert isinstance(app.top, RecordsScene)
    left_alone(BACK_FROM_A_SCREEN_AFTER - 5)
    assert isinstance(app.top, RecordsScene)  # a reader may sit still over a page
    left_alone(BACK_FROM_A_SCREEN_AFTER + 1)
    assert isinstance(app.top, DemoScene) and len(app.scenes) == 2  # over the menu, nothing else
    drive.key(pygame.K_a)

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    state = g.match.to_json()
    left_alone(BACK_FROM_A_SCREEN_AFTER + 1)
    assert app.top is g  # players talk over a shot
    app.step([pygame.event.Event(pygame.WINDOWMINIMIZED)])
    left_alone(BACK_FROM_A_GAME_AFTER + 1)
    assert app.top is g  # minimised: nobody sees a demo
    app.step([pygame.event.Event(pygame.WINDOWRESTORED)])
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)])  # a message over it has the keys
    left_alone(BACK_FROM_A_GAME_AFTER + 1)
    assert isinstance(app.top, DemoScene) and len(app.scenes) == 2
    assert saves.list_slots().slots[0].payload["match"] == state  # kept where it was left
    drive.key(pygame.K_a)
    assert isinstance(app.top, MenuScene) and app.top.button("resume").enabled()


def test_the_demos_end_panel_keeps_time_on_a_slow_machine(app, drive):
    """Its 3 s end panel counted one window frame at a time: at 15 frames a second, 12 s."""
    from ui_screens import match_json

    from chapo_game.rules.match import Phase
    from chapo_game.ui.scenes.demo import PAUSE_FRAMES

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    d.match = match_json(
        phase="partida_over", scores=[30, 12], partidas_won=[1, 0], partida_winner=0
    )
    app.pacer.behind = 4  # each window frame plays four sixtieths of a second
    n = 0
    while d.match.phase == Phase.PARTIDA_OVER and n < PAUSE_FRAMES:
        app.step([])
        n += 1
    assert d.match.phase != Phase.PARTIDA_OVER and n == -(-PAUSE_FRAMES // 4), n


def test_the_lags_replay_ends_on_the_distances_that_decided_it(app, drive):
    """The lag's replay ended on "Ana gana el derecho de salida: ¿sale o cede?", the distance
    each ball stopped from the head cushion — what decided it — nowhere in sight."""
    from chapo_game.ui.lag_marks import lag_gaps

    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()
    drive.key(pygame.K_SPACE)  # Ana's lag
    for _ in range(4):
        drive.key(pygame.K_DOWN)  # Luis's, softer
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    assert g.match.phase == Phase.LAG_CHOICE
    gaps = [round(gap * 100) for _, gap in lag_gaps(g.match)]
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    drive.until(lambda: r.clock.at_end, limit=5000)
    app.step()
    lines = [d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    shown = " ".join(lines)
    # told as what happened: the question, asked once in the game, is no question here
    assert "Ana ganó el derecho de salida" in shown and "¿sale o cede?" not in shown
    assert f"Desde la banda de salida: bola 1 a {gaps[0]} cm, bola 2 a {gaps[1]} cm" in shown
    assert not any(t.startswith("·") for t in lines), lines  # a line began "· Desde la banda"


def test_end_goes_to_the_replays_end_and_the_keys_wrap_between_keys(app, drive):
    """End did nothing in a replay (Home went to its start); the keys' line wrapped at any
    space, "S" at a line's end and "velocidad" at the next one's start."""
    practice_after_a_shot(app, drive)
    app.fast_forward = 1  # a recorded frame a window frame (the fixture hurries it)
    drive.key(pygame.K_v)
    r = app.top
    drive.key(pygame.K_END)
    assert r.clock.at_end and r.clock.paused
    drive.key(pygame.K_HOME)
    assert r.clock.at <= 1  # from the start (a frame run since)
    drive.steps(1)
    rows = [d.text for d in app.fonts.drawn if r.host.bottom_rect.contains(d.rect)]
    keys = [row for row in rows if "\u00a0· " in row]  # each "key what" and its dot
    # how to close it first: a line cut short (a caption over it, large text) lost its end
    assert keys and keys[0].startswith("Esc"), rows
    # every key, on two rows (the short line stood in for it, the dot the rows broke on
    # missed when they were read again)
    assert len(keys) == 2 and keys[-1].endswith("Fin\u00a0al\u00a0final"), keys
    for row in keys:  # every row starts and ends on a whole "key what", no dot first
        assert not row.startswith("·"), keys
        for item in row.split("·"):
            assert " " not in item.strip(" \u00a0"), (item, keys)


def test_the_demos_encuentros_take_turns_between_the_maestro_and_two_club_players(app):
    """On a club's screen the maestro won every encuentro and nobody fouled, which the bar did
    not believe: the demo's encuentros take turns, the maestro against a club player, then two
    club players. A demo given its levels keeps them."""
    from chapo_game.ui.scenes.demo import DemoScene

    d = DemoScene(app)
    levels, names = [], []
    for _ in range(3):
        levels.append((d.computers[0], d.computers[1], d._ai(0).cfg.level, d._ai(1).cfg.level))
        names.append(d.match.players)
        d.rematch()
    assert levels == [(3, 2, 3, 2), (2, 2, 2, 2), (3, 2, 3, 2)]
    # and named by them: as "Ordenador A" and "B" a bar could not tell which was the maestro
    assert names == [
        ("Maestro", "Jugador de club"),
        ("Jugador de club A", "Jugador de club B"),
        ("Maestro", "Jugador de club"),
    ]
    first = DemoScene(app)
    app.push(first)
    app.step()
    assert any(t.text == "Maestro" for t in app.fonts.drawn)
    assert any(t.text == "Jugador de club" for t in app.fonts.drawn)
    # and the one deciding is named while it thinks; a game's one computer is "el ordenador"
    assert first.thinking_said() == "Maestro está pensando…"
    game = GameScene(app, names=["Ana", "Ordenador"], computers={1: 2})
    game.lag_shots = [None]  # Ana has lagged: the computer's turn
    assert game.thinking_said() == "El ordenador está pensando…"
    fixed = DemoScene(app, levels=(1, 1))
    fixed.rematch()
    assert fixed.computers == {0: 1, 1: 1}
    assert fixed.match.players == ("Aficionado A", "Aficionado B")
    i18n.set_language("en")
    try:
        assert DemoScene(app).match.players == ("Maestro", "Club player")
        assert DemoScene(app, levels=(1, 1)).match.players == ("Amateur A", "Amateur B")
    finally:
        i18n.set_language("es")


def test_the_demos_partidas_are_written_larger_for_a_room_to_read(app):
    """On a club's screen the partidas won and the partida's line were the smallest text of
    all: the demo writes the board's small lines larger than a game does, still clear of the
    scores."""

    def heights(scene) -> dict[str, int]:
        app.reset_to(MenuScene(app))
        app.push(scene)
        app.step()
        drawn = app.fonts.drawn
        line = next(d for d in drawn if d.text.startswith("Bola 2  ·  Partidas ganadas: 0"))
        score = next(d for d in drawn if d.text == "0" and d.rect.x > app.size[0] / 2)
        assert line.rect.left >= score.rect.right
        partida = next(d for d in drawn if d.text.startswith("Partida 1 de 3"))
        return {"line": line.rect.height, "partida": partida.rect.height}

    from ui_screens import match_json

    for size in ((1920, 1080), (960, 540)):
        app.resize_window(size)
        demo = DemoScene(app, levels=(1, 1))
        demo.match = match_json(players=list(demo.match.players), phase="play")
        shown = heights(demo)
        played = heights(GameScene(app, match=match_json(players=["Ana", "Luis"], phase="play")))
        assert shown["line"] > played["line"] and shown["partida"] > played["partida"], size


def test_the_strokes_speed_is_said_whole_in_the_smallest_window_in_english(app, drive):
    """At 960×540 in English the speed line was cut: "0.624 m/s · 0.4 lengt…"."""
    from chapo_game import i18n
    from chapo_game.ui.stroke import shot_speed_text

    app.resize_window((960, 540))
    i18n.set_language("en")
    try:
        practice_after_a_shot(app, drive, power=0.2)
        drive.key(pygame.K_v)
        app.step()
        shot = app.top.record.shots[0]
        said = [d.text for d in app.fonts.drawn if d.rect.y > app.top.face.bottom]
        # on one line, or on two parted where the "·" was (a line never ends with it)
        pairs = [said[i : i + 2] for i in range(len(said))]
        joined = set(said) | {" ".join(p) for p in pairs} | {" · ".join(p) for p in pairs}
        assert shot_speed_text(shot, T) in joined
        assert not [s for s in said if s.endswith("…")], said
    finally:
        i18n.set_language("es")


def test_a_practice_shots_replay_ends_on_what_it_did_not_on_r_and_undo(app, drive):
    """The replay's end said "R lo repite, «Deshacer» deja la mesa…", keys the replay does
    not offer, and with large text the words that mattered were cut for them."""
    from ui_screens import choose_drill

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    choose_drill(
        app, drive, p, [n for n, _pos in p.drill_list].index("The mingo through the cross")
    )
    p.aim.state.power = 0.8  # the drill's own aim: the mingo through the cross
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    assert "(R) lo juega otra vez" in said_now(p.summary)  # the practice screen says it, the
    # replay not
    drive.key(pygame.K_v)
    drive.key(pygame.K_END)
    drive.steps(2)
    shown = texts(app)
    assert said_now(p.summary).split(" (Palos y bolas")[0] in shown and "(R) lo juega" not in shown
