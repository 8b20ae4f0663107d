"""Power that can be judged and the aiming helps, checked against what the simulator does —
never against numbers measured once: the table lengths of the power scale, the lag hint's
speed, the cue ball's path after contact; and what the player sees of them."""

from __future__ import annotations

import math
import re

import pygame
import pytest
from ui_screens import practice_on, traced

from chapo_game import i18n
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.rules.lag import lag_position
from chapo_game.rules.match import Match, Phase
from chapo_game.settings import Settings
from chapo_game.shot import MAX_SPEED, Shot
from chapo_game.table import get_table
from chapo_game.ui.draw.stick import CUE_LENGTH
from chapo_game.ui.guides import guides_for
from chapo_game.ui.lengths import speed_for_lengths, table_lengths
from chapo_game.ui.power import find_lag_speed
from chapo_game.ui.powerbar import power_to_speed
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.settings import SettingsScene
from chapo_game.ui.simpaths import PATH_LENGTH, cue_ball_path

T = get_table()
LAG_WITHIN = 0.10  # m: "near the head cushion"


def speed_marks(shown: list[str]) -> list[str]:
    """The lag's speed mark beside the power bar ("2,20"), if drawn."""
    return [t for t in shown if re.fullmatch(r"\d+,\d\d", t)]


def texts(app) -> list[str]:
    return [d.text for d in app.fonts.drawn]


def test_the_power_scale_says_how_far_the_simulated_ball_runs():
    """A ball struck at the speed for 1/2 table length (no cushion in the way) stops that far
    away in the simulator, with and without follow or draw."""
    for vertical in (0.0, 0.3, -0.3):
        v = speed_for_lengths(0.5, vertical, T)
        assert v is not None
        start = (0.3, 0.3)
        pos = Position.initial(T, {"1": start, "2": (1.2, 2.6)})
        final = Simulator(T).simulate(pos, Shot.make("1", 90.0, v, vertical=vertical)).final
        assert abs((final.balls["1"][1] - start[1]) - 0.5 * T.length) < 0.01, vertical
        assert abs(table_lengths(v, vertical, T) - 0.5) < 1e-3


def test_the_power_scale_counts_the_run_up_and_down_the_table_as_the_simulator_plays_it():
    """The figure is how far the ball runs up and down the table, struck from against the head
    cushion, the cushions' losses counted ("largos"): on an endless cloth the hardest stroke
    read 96 lengths. Played in the simulator, the ball stops where that run ends."""
    r = T.ball_radius
    span = T.length - 2 * r  # the centre's way from one cushion to the other
    for n, vertical in ((1.5, 0.0), (2.5, 0.0), (2.5, 0.4), (2.0, -0.4)):
        v = speed_for_lengths(n, vertical, T)
        assert v is not None
        start = (0.3, r + 1e-4)  # against the head cushion, clear of the pins' line
        pos = Position.initial(T, {"1": start, "2": (1.2, 2.6)})
        final = Simulator(T).simulate(pos, Shot.make("1", 90.0, v, vertical=vertical)).final
        way = (n * T.length) % (2 * span)  # the run unfolded: up, down, up…
        expected = r + (way if way <= span else 2 * span - way)
        assert abs(final.balls["1"][1] - expected) < 0.02, (n, vertical)
    full = table_lengths(MAX_SPEED, 0.0, T)
    assert 3.5 < full < 6.0  # the hardest stroke: a few lengths, as on a real table


def test_the_hinted_lag_speed_stops_both_balls_near_the_head_cushion_in_a_real_lag():
    pos = lag_position(T)
    shots = []
    for ball in ("1", "2"):
        advice = find_lag_speed(T, pos, ball, 90.0)
        assert advice is not None
        shots.append(Shot.make(ball, 90.0, advice.speed))
    r = Simulator(T).simulate(pos, shots)
    for shot in shots:
        foot = [e for e in r.events if e.type == "ball_cushion" and e["ball"] == shot.ball]
        assert foot and foot[0]["cushion"] == "foot"  # up the table first
        gap = r.final.balls[shot.ball][1] - T.ball_radius
        assert 0.0 <= gap <= LAG_WITHIN, (shot.ball, gap)


def test_the_cue_balls_path_is_where_the_cue_ball_goes_when_the_shot_is_played(app, drive):
    """In practice: the path drawn while aiming is the cue ball's way after contact in the
    shot then played (the replay's frames), for a drawn shot that bends back."""
    p = practice_on(app, (0.5, 0.6), (1.2, 2.6), (0.7, 1.0))
    st = p.aim.state
    st.angle = math.degrees(math.atan2(0.4, 0.2)) - 8
    st.vertical, st.power = -0.4, 0.6
    app.step()
    p.cue_path.cache.wait()
    speed = power_to_speed(st.power)
    shot = Shot.make("1", st.angle % 360, speed, 0.0, -0.4)
    guide = p.cue_path.path(p.position, shot)
    assert guide is not None and len(guide) > 5
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    rec = p.replay_record
    played = cue_ball_path(rec.frames, rec.events, "1", PATH_LENGTH, traced(rec))
    assert played == guide
    # draw bends the path back from where a stun shot's path (the tangent line) goes
    stun_shot = Shot.make("1", shot.angle, speed)
    p.cue_path.path(rec.position, stun_shot)
    p.cue_path.cache.wait()
    stun = p.cue_path.path(rec.position, stun_shot)
    aim = (math.cos(math.radians(shot.angle)), math.sin(math.radians(shot.angle)))

    def along(path):
        return (path[-1][0] - path[0][0]) * aim[0] + (path[-1][1] - path[0][1]) * aim[1]

    assert stun is not None and along(guide) < along(stun) - 0.05


def test_which_screen_shows_which_help():
    s = Settings()
    practice = guides_for(s, None, match=False)
    assert practice.aim_line and practice.cue_path and practice.lag_hint
    two = guides_for(s, {}, match=True)
    assert two.aim_line and two.lag_hint and not two.cue_path
    assert guides_for(s, {1: 1}, match=True).cue_path  # the computer at its lowest level
    assert not guides_for(s, {1: 2}, match=True).cue_path
    off = guides_for(s.with_(match_guides=False), {1: 1}, match=True)
    assert not (off.aim_line or off.cue_path or off.lag_hint)
    assert guides_for(s.with_(match_guides=False), None, match=False).cue_path  # practice


def test_the_lag_shows_its_hint_and_afterwards_both_distances(app, drive):
    app.fast_forward = 30
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()

    def hinted() -> bool:  # the hint is found off the frame loop: waited for, frame by frame
        g.lag_hint.cache.wait()
        return g.aim.hint_speed is not None

    drive.until(hinted, limit=20)
    assert g.aim.state.angle == 90.0  # the lag is aimed straight up the table
    advice = g.lag_hint.advice(g.position, "1", 90.0)
    assert advice is not None and g.aim.hint_speed == advice.speed
    shown = texts(app)
    speed = f"{advice.speed:.2f}".replace(".", ",")
    assert speed in shown  # the mark on the power bar: the speed the hint line says
    assert "m/s" in shown  # under it, its unit: bare, "2,20" read as the "2" lengths beside it
    # where the hinted ball stops, with the Spanish decimal comma
    assert f"derecho de salida: {advice.speed:.2f} m/s".replace(".", ",") in shown
    # and the bar's own speed to the same hundredth, to be matched to it (it read "2,1")
    now = f"{power_to_speed(g.aim.state.power):.2f} m/s".replace(".", ",")
    assert any(t.startswith(now + " · ") for t in shown)
    # both players strike at (about) the hinted speed by the keyboard
    for player in range(2):
        g.lag_hint.cache.wait()
        app.step()
        assert g.aim.hint_speed is not None  # each player's bar marks his hinted speed
        while power_to_speed(g.aim.state.power) < advice.speed:
            drive.key(pygame.K_UP, pygame.KMOD_SHIFT)
        for _ in range(player):  # the second player a little harder: no equal distances
            drive.key(pygame.K_UP, pygame.KMOD_SHIFT)
        drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    app.step()
    m = g.match
    assert m.phase == Phase.LAG_CHOICE
    d = [x - T.ball_radius for x in m.lags[-1].distance]
    line = next(t for t in texts(app) if t.startswith("Desde la banda de salida"))
    for ball, gap in zip(("1", "2"), d, strict=True):
        assert f"bola {ball} a {gap * 100:.0f} cm" in line
    # the lag's speed mark goes with the lag: not on the bar while the salida's ball is placed
    drive.click(g.choice_buttons[0].rect.center)
    app.step()
    assert m.phase == Phase.SALIDA and g.placing
    assert g.aim.hint_speed is None and not speed_marks(texts(app)) and "m/s" not in texts(app)


def test_guides_off_for_matches_hides_the_helps_in_a_match_but_not_in_practice(app, drive):
    app.reset_to(MenuScene(app))
    s = SettingsScene(app)
    app.push(s)
    app.step()
    drive.click(s.button("match_guides").rect.center)
    assert app.settings.match_guides is False
    assert s.button("match_guides").label() == "Ayudas en las partidas: no"
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.reset_to(MenuScene(app))
    app.push(g)
    app.step()
    g.lag_hint.cache.wait()
    app.step()
    assert g.aim.hint_speed is None and not speed_marks(texts(app))


def test_the_pull_back_is_long_and_shift_makes_it_four_times_finer(app, drive, play_match):
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    g = GameScene(app, match=play_match(pos))
    app.reset_to(MenuScene(app))
    app.push(g)
    app.step()
    ball = g.view.to_screen(pos.balls["1"])
    start = (round(ball[0] + 100), round(ball[1]))
    drive.move(start)  # aim along the table (screen +x)
    full = g.aim.full_pull_px(g.view)
    assert full >= 0.45 * g.view.outer.height
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drive.move((start[0] - 60, start[1]), buttons=(1, 0, 0))
    coarse = g.aim.state.power
    assert abs(coarse - 60 / full) < 1e-6
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        drive.move((start[0] - 120, start[1]), buttons=(1, 0, 0))
    finally:
        pygame.key.set_mods(0)
    assert abs(g.aim.state.power - coarse - 0.25 * 60 / full) < 1e-6
    # each tenth of the bar multiplies the speed alike: fine at the soft end
    assert math.isclose(
        power_to_speed(0.3) / power_to_speed(0.2),
        power_to_speed(0.9) / power_to_speed(0.8),
        rel_tol=1e-3,
    )


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_reading_under_the_bar_is_whole_at_full_power_in_both_languages(
    app, drive, play_match, lang
):
    """'96.0 lengths' did not fit under the bar at 1280×720 in English and was cut to
    'leng…'. The figure is now the run up and down the table, cushions counted: at full power
    some four lengths, not the hundred an endless cloth gave (which no player believed)."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    g = GameScene(app, match=play_match(pos))
    app.reset_to(MenuScene(app))
    app.push(g)
    try:
        i18n.set_language(lang)
        for _ in range(12):
            drive.key(pygame.K_UP)
        assert g.aim.state.power == 1.0
        reading = next(t for t in texts(app) if " m/s · " in t)
        word = {"es": "largos", "en": "lengths"}[lang]
        figure = reading.split(" · ")[1].removesuffix(f" {word}")
        assert reading.endswith(f" {word}") and 3.5 < float(figure.replace(",", ".")) < 6.0
        shown = next(d.rect for d in app.fonts.drawn if d.text == reading)
        assert g.side_rect.contains(shown)  # whole, in the side panel
        for _ in range(12):
            drive.key(pygame.K_DOWN)
        drive.key(pygame.K_UP)  # a soft shot is still read to the tenth
        reading = next(t for t in texts(app) if " m/s · " in t)
        assert {"es": ",", "en": "."}[lang] in reading.split(" · ")[1]  # each its own mark
    finally:
        i18n.set_language("es")


def lag_over(
    play_match, gaps: tuple[float, float], across: tuple[float, float] = (0.25, 0.75)
) -> Match:
    """Both lag balls stopped ``gaps`` (m) from the head cushion, ``across`` the table's width
    (shares of it); player 0 won it."""
    r = T.ball_radius
    pos = Position.initial(
        T,
        {
            "1": (T.width * across[0], gaps[0] + r),
            "2": (T.width * across[1], gaps[1] + r),
        },
    )
    d = play_match(pos, phase="lag_choice").to_json()
    d.update(
        breaker=None,
        first_breaker=None,
        lags=[
            {
                "winner": 0,
                "repeat": None,
                "lost": [None, None],
                "distance": [gaps[0] + r, gaps[1] + r],
            }
        ],
    )
    return Match.from_json(d)


def test_the_break_or_cede_question_leaves_both_lag_balls_in_sight(app, drive, play_match):
    """After a good lag both balls lie by the head cushion: the question moves over the foot
    end, clear of the balls, their lines and their distances; its buttons go with it. After a
    long one (both balls mid-table) a smaller question finds the free cloth; it also says both
    distances itself."""
    from chapo_game.ui.lag_marks import lag_gap_marks

    app.reset_to(MenuScene(app))
    g = GameScene(app, match=lag_over(play_match, (0.05, 0.31)))
    app.push(g)
    app.step()
    box = g.lag_choice_box()
    marks = lag_gap_marks(g.view, app.fonts, g.match, g.position)
    assert len(marks) == 2 and box.collidelist(marks) < 0
    assert box.centerx > g.view.playing_rect().centerx  # over the foot end
    assert all(box.contains(b.rect) for b in g.choice_buttons)
    assert "5 cm" in texts(app) and "31 cm" in texts(app)
    # who won, on the board; the question, once, addressed to him in its panel
    assert "Ana ganó el derecho de salida" in texts(app) and "Ana: ¿sale o cede?" in texts(app)
    assert not any("ganó el derecho de salida: ¿sale o cede?" in t for t in texts(app))
    drive.click(g.choice_buttons[0].rect.center)  # "Salir": where it is drawn, it works
    assert g.match.phase == Phase.SALIDA and g.match.breaker == 0

    g = GameScene(app, match=lag_over(play_match, (1.61, 1.75)))
    app.reset_to(MenuScene(app))
    app.push(g)
    app.step()
    box = g.lag_choice_box()
    marks = lag_gap_marks(g.view, app.fonts, g.match, g.position)
    assert box.collidelist(marks) < 0 and g.view.playing_rect().contains(box)
    assert all(box.contains(b.rect) for b in g.choice_buttons)
    assert any("bola 1 a 161 cm, bola 2 a 175 cm" in t for t in texts(app))
    drive.click(g.choice_buttons[1].rect.center)  # "Ceder": where it is drawn, it works
    assert g.match.phase == Phase.SALIDA and g.match.breaker == 1


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_after_any_long_lag_both_balls_and_their_distances_stay_in_sight(app, play_match, size):
    """Long lags at every window size, the balls near each other across the table too: the
    question covers at most the lines to the cushion, never a ball or its distance."""
    from chapo_game.ui.lag_marks import lag_gap_marks

    app.resize_window(size)
    assert app.size == size
    lags = [(1.16, 1.46), (1.61, 1.75), (1.96, 2.26), (0.9, 2.4), (2.3, 2.5)]
    for gaps in lags:
        for across in ((0.25, 0.75), (0.42, 0.6), (0.1, 0.3)):
            app.reset_to(MenuScene(app))
            g = GameScene(app, match=lag_over(play_match, gaps, across))
            app.push(g)
            app.step()
            box = g.lag_choice_box()
            balls = lag_gap_marks(g.view, app.fonts, g.match, g.position, lines=False)
            assert len(balls) == 2 and box.collidelist(balls) < 0, (gaps, across)
            assert all(box.contains(b.rect) for b in g.choice_buttons)


def test_the_lag_speed_label_is_never_under_the_cue(app):
    """With the aim turned a little the hinted ball comes back to near where it started, right
    where the cue lies: the label then goes below the stop, not under the cue."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    for angle in (86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0):
        g.aim.state.angle = angle
        app.step()
        g.lag_hint.cache.wait()
        app.step()
        label = next(d for d in app.fonts.drawn if "derecho de salida" in d.text)  # or lost
        xy, a = g.position.balls["1"], math.radians(angle)
        tip = g.view.to_screen(xy)  # the cue lies from the ball back along the aim
        back = g.view.to_screen(
            (xy[0] - CUE_LENGTH * math.cos(a), xy[1] - CUE_LENGTH * math.sin(a))
        )
        assert not label.rect.clipline(tip, back), (angle, label.rect)


def test_lag_distances_within_a_centimetre_are_shown_to_the_millimetre(app):
    """Seen in the window: a won lag beside "ball 1 at 67 cm, ball 2 at 67 cm", a tie the
    referee had not called (he calls one within a millimetre). Shown as finely as tells the
    balls apart, on the table and in the question."""
    from chapo_game.events import make
    from chapo_game.ui.lag_marks import gap_texts

    assert gap_texts([0.60, 0.753]) == ["60 cm", "75 cm"]
    assert gap_texts([0.6712, 0.6744]) == ["67,1 cm", "67,4 cm"]  # the Spanish comma
    assert gap_texts([0.67311, 0.67342]) == ["67,31 cm", "67,34 cm"]
    assert gap_texts([None, 0.5]) == ["fuera de juego", "50 cm"]
    m = Match(("Ana", "Luis"))
    r = T.ball_radius
    start = lag_position(T)
    final = start.with_ball("1", (start.balls["1"][0], r + 0.6744)).with_ball(
        "2", (start.balls["2"][0], r + 0.6712)
    )
    foot = [make(1.0, "ball_cushion", ball=b, cushion="foot") for b in ("1", "2")]
    foot.append(make(9.0, "rest"))
    m.lag(Shot.make("1", 90, 2.0), Shot.make("2", 90, 2.0), events=foot, final=final)
    assert m.phase == Phase.LAG_CHOICE and m.lag_winner == 1
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m)
    app.push(g)
    app.step()
    shown = texts(app)
    assert "67,4 cm" in shown and "67,1 cm" in shown  # beside each ball
    line = next(t for t in shown if t.startswith("Desde la banda de salida"))
    assert line == "Desde la banda de salida: bola 1 a 67,4 cm, bola 2 a 67,1 cm"


def test_a_click_anywhere_on_the_spin_face_rim_strikes_a_shot(app, drive):
    """Found by a monkey: a click on the rim of the ball face (the most side or draw there
    is) set a tip offset a hair beyond the largest (each part rounded to the nearest
    thousandth), the strike was refused and the game closed on it, for 160 of 360
    directions. Every direction, clicked, then struck."""
    from chapo_game.shot import MAX_TIP_OFFSET

    app.fast_forward = 10_000  # each shot played out in the frame after its strike
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    face = p.aim.spin_rect
    r = face.width / 2
    for deg in range(0, 360, 5):
        a = math.radians(deg)
        at = (
            round(face.centerx + 0.9 * r * math.cos(a)),
            round(face.centery - 0.9 * r * math.sin(a)),
        )
        drive.click(at)
        st = p.aim.state
        assert MAX_TIP_OFFSET - 0.002 <= math.hypot(st.side, st.vertical) <= MAX_TIP_OFFSET
        assert abs(math.degrees(math.atan2(st.vertical, st.side)) % 360 - deg) < 2.5 or deg == 0
        st.power = 0.2
        drive.key(pygame.K_SPACE)  # struck: the shot runs
        assert p.animating, deg
        drive.until(lambda: not p.animating)
        drive.key(pygame.K_u)  # and back, for the next direction


def test_with_side_the_object_balls_line_is_where_the_object_ball_goes(app, drive, monkeypatch):
    """Right english with a little draw, the mingo 0.87 m straight ahead: the cue ball's
    dotted path (simulated) showed the squirt, while the object ball's line (from the ghost
    ball alone) pointed dead straight where the mingo went 6° off. Both come from the one
    simulation now: the line drawn is the mingo's own run when the shot is played."""
    from chapo_game.ui.draw.cue import OBJECT_LINE

    p = practice_on(app, (0.71, 0.3), (0.2, 2.6), (0.71, 1.17))
    st = p.aim.state
    st.angle, st.side, st.vertical, st.power = 90.0, 0.35, -0.2, 0.55
    p.aim.held = True
    seen = []
    # on the class: a window event left in pygame's queue lays the scene out again, with a
    # new view (the test failed under load with nothing seen)
    view_class = type(p.view)
    draw = view_class.draw_guide
    monkeypatch.setattr(
        view_class,
        "draw_guide",
        lambda *a, **k: seen.append(a[7] if len(a) > 7 else k.get("met")) or draw(*a, **k),
    )
    app.step()
    p.cue_path.cache.wait()
    app.step()
    met = seen[-1]
    assert met is not None and met[0] == "mingo"
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    rec = p.replay_record
    assert list(met[1]) == cue_ball_path(rec.frames, rec.events, "mingo", OBJECT_LINE, traced(rec))
    (x0, y0), (x1, y1) = met[1][0], met[1][-1]
    assert abs(math.degrees(math.atan2(y1 - y0, x1 - x0)) - 90.0) > 2.0  # not the straight line


def test_the_object_balls_line_ends_in_an_arrow_only_where_the_ball_runs_on(app, monkeypatch):
    """A beginner read the end of the mingo's short line as where it stops (it ran on 1.9 m):
    cut short, or ended at a pin it knocks on its way, the line ends in an arrowhead, before
    the simulation lands and after; a line that ends at the cushion the ball meets has a bare
    end."""
    from chapo_game.ui.draw import cue

    arrows = []
    monkeypatch.setattr(cue, "object_arrow", lambda *a: arrows.append(a[2]))
    # the mingo 0.7 m up the open cloth; 18 cm short of the cross; 16 cm from the head cushion
    for start, mingo, runs_on in (
        ((0.4, 0.3), (0.4, 1.0), True),
        ((0.71, 0.7), (0.71, 1.15), True),
        ((0.4, 2.0), (0.4, 2.65), False),
    ):
        for side in (0.0, 0.3):  # the simulated run, straight and with side
            p = practice_on(app, start, (1.1, 2.4), mingo)
            st = p.aim.state
            st.angle, st.side, st.power = 90.0, side, 0.55
            p.aim.held = True
            arrows.clear()
            app.step()  # the ghost ball's line, before the simulation lands
            assert bool(arrows) == runs_on, (mingo, side, "before")
            p.cue_path.cache.wait()
            arrows.clear()
            app.step()
            assert bool(arrows) == runs_on, (mingo, side)


def test_while_the_aim_turns_the_last_paths_of_the_same_table_stand(app):
    """Each 0.1° of aim is simulated anew, off the loop: until it lands, the guide fell back to
    the ghost ball's straight line, and with side the object line flickered between the two.
    The last paths of the same table and ball stand meanwhile; another table has none."""
    from chapo_game.ui.simpaths import CuePath

    cp = CuePath(T)
    pos = Position.initial(T, {"1": (0.71, 0.3), "2": (0.2, 2.6)}).with_ball("mingo", (0.71, 1.17))
    first = Shot.make("1", 90.0, 2.0, 0.3, -0.2)
    cp.paths(pos, first)
    cp.cache.wait()
    found = cp.paths(pos, first)
    assert found is not None and found[1] is not None
    assert cp.paths(pos, Shot.make("1", 90.3, 2.0, 0.3, -0.2)) is found  # still worked out
    cp.cache.wait()
    moved = pos.with_ball("mingo", (0.71, 1.3))
    assert cp.paths(moved, first) is None  # another table: nothing of the last one


def test_the_guide_of_a_table_with_a_lying_pin_turned_another_way_is_its_own(app):
    """The guide's paths were remembered by the pins' places and whether they stand, not by
    which way a lying pin lies: a rey lying across the cue ball's line and the same rey
    turned away from it shared one guide, the first's."""
    from chapo_game.position import PinState
    from chapo_game.ui.simpaths import CuePath

    cp = CuePath(T)
    shot = Shot.make("1", 90.0, 2.0)
    base = Position.initial(T, {"1": (0.3, 0.5), "2": (1.2, 2.6)})
    across = base.with_pin("rey", PinState((0.25, 1.0), standing=False, direction=0.0))
    away = base.with_pin("rey", PinState((0.25, 1.0), standing=False, direction=180.0))
    got = []
    for pos in (across, away):
        cp.paths(pos, shot)
        cp.cache.wait()
        got.append(cp.paths(pos, shot))
    drift = [max(abs(x - 0.3) for x, _y in g.course.points) for g in got]
    assert drift[0] > 0.002  # across its line: the ball meets it and is turned a little
    assert drift[1] < 1e-9  # turned away: the ball runs past it, straight


def test_a_lag_ball_out_of_play_is_said_in_words(app):
    """A pocketed lag ball read "Desde la banda de salida: bola 1 a fuera, bola 2 a 2 cm"."""
    from types import SimpleNamespace

    from chapo_game.ui.lag_marks import lag_gaps_said

    r = T.ball_radius
    m = SimpleNamespace(table=T, lags=[SimpleNamespace(distance=(None, r + 0.02))])
    said = "Desde la banda de salida: bola 1 fuera de juego, bola 2 a 2 cm"
    assert lag_gaps_said(m) == said
    assert lag_gaps_said(SimpleNamespace(table=T, lags=[])) == ""


def test_a_lag_line_through_the_cross_is_drawn_as_lost_not_as_the_speed_to_play(app, drive):
    """Aimed up the table at an angle, the green line came back through the pins at its
    "salida: 3,68 m/s": followed, it knocked two pins and lost the lag. It is drawn in the
    foul colour, says why, and puts no mark on the power bar."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()
    g.aim.state.angle = 69.0  # up the table, wide of the cross: the line back crosses it
    advice = g.lag_hint.advice(g.position, "1", g.aim.state.angle)
    for _ in range(20):
        g.lag_hint.cache.wait()
        advice = g.lag_hint.advice(g.position, "1", g.aim.state.angle)
        if advice is not None:
            break
        app.step()
    assert advice is not None and advice.lost == "pin"
    app.step()
    shown = texts(app)
    assert "se pierde el derecho de salida: derriba un palo" in shown
    assert g.aim.hint_speed is None and not speed_marks(shown)
    # on a dark chip, as a foul's warning is: it lay on the cloth, struck through by its line
    said = next(d.rect for d in app.fonts.drawn if d.text.startswith("se pierde el derecho"))
    for x in (said.left - 2, said.right + 2):
        assert max(app.screen.get_at((x, said.centery))[:3]) < 80  # not the blue cloth


def test_the_cue_balls_path_ends_in_a_ring_only_where_the_ball_stops():
    """The path after contact is drawn 0.6 m at most, or to the next cushion or ball; it ended
    in the same ring everywhere, read as where the ball would stop (the real one ran on to
    the cushion). A path cut short says so (an arrowhead); a ring marks a real stop."""
    from chapo_game.ui.simpaths import CuePath

    pos = Position.initial(T, {"1": (0.71, 0.3), "2": (0.2, 2.6)}).with_ball("mingo", (0.71, 0.7))
    found = {}
    for speed in (0.9, 3.0):  # a stun that stops near the mingo; a shot that follows on
        cp = CuePath(T)
        shot = Shot.make("1", 90.0, speed, 0.0, 0.4 if speed > 1 else -0.1)
        cp.paths(pos, shot)
        cp.cache.wait()
        found[speed] = cp.paths(pos, shot)
    soft, hard = found[0.9], found[3.0]
    assert soft is not None and soft[0] and soft[2] is True  # it stops where the path ends
    assert hard is not None and hard[0] and hard[2] is False  # cut short: it goes on


def test_a_lag_aimed_straight_at_the_mingo_shows_its_line_lost_too():
    """Straight at the mingo or the cross no speed comes back off the foot cushion, and
    nothing at all was drawn; the line at a lag's usual speed is shown lost, with why."""
    from chapo_game.ai.geometry import angle_to

    m = Match(("Ana", "Luis"))
    at_mingo = angle_to(m.position.balls["1"], m.position.balls["mingo"])
    advice = find_lag_speed(T, m.position, "1", at_mingo)
    assert advice is not None and advice.lost == "mingo" and advice.path


def test_the_cue_is_drawn_beside_a_ball_touching_the_cue_ball():
    """With another ball a millimetre beside the cue ball, some aims away from it drew no cue
    at all: the cue's shadow, drawn a little aside, starts inside that ball's reach, which the
    guide's "met at once" read as a length of nothing."""
    from chapo_game.ui.draw.stick import CUE_BUTT, cue_reach

    ball, r = (0.6, 1.2), T.ball_radius
    other = (ball[0] + 2 * r + 0.001, ball[1])
    shadow = (ball[0] + 0.03, ball[1] + 0.02)  # a point beside the ball, inside that reach
    assert math.dist(shadow, other) < r + CUE_BUTT
    for angle in range(0, 360, 10):
        assert cue_reach(shadow, float(angle), r + 0.01, CUE_BUTT, [(other, r)]) > 0.05, angle


def test_the_power_bar_labels_its_whole_lengths_first(app, play_match):
    """Counted with the cushions, ½ and 1 lie a few pixels apart: ½, labelled first from the
    bottom, took the room and the 1 — the mark the tutorial's 1 to 1½ asks for — had none."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)})
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app.resize_window(size)
        g = GameScene(app, match=play_match(pos))
        app.reset_to(MenuScene(app))
        app.push(g)
        app.step()
        bar = g.aim.power_rect
        beside = [
            d.text
            for d in app.fonts.drawn
            if d.rect.right <= bar.x and bar.top - 20 <= d.rect.centery <= bar.bottom + 20
        ]
        assert {"1", "2", "3", "4"} <= set(beside), (size, beside)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("spin", ["none", "draw", "follow"])
def test_the_power_scale_labels_every_mark_apart_with_spin_and_large_text(app, drive, large, spin):
    """With draw set, the marks for 2, 3 and 4 lengths crowd to the bar's top, and with large
    text the labels are taller: the labels that did not fit were left out ("4, 2, 1", or
    "4, 1"), ½ nearly always. Every mark is labelled, no label over another, top to bottom
    in the order of their marks, each joined to its mark by the tick."""
    from chapo_game.ui.palette import TEXT as TICK

    app.apply_settings(app.settings.with_(large_text=large))
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    face = p.aim.spin_rect  # the spin set on the ball face, as a player clicks it
    if spin != "none":
        down = 1 if spin == "draw" else -1
        drive.click((face.centerx, face.centery + down * round(face.height * 0.45)))
        assert p.aim.state.vertical * down < -0.4, p.aim.state.vertical
    app.fonts.drawn.clear()
    app.step()
    bar = p.aim.power_rect
    beside = [
        d
        for d in app.fonts.drawn
        if d.rect.right <= bar.x and bar.top - bar.height // 4 <= d.rect.centery <= bar.bottom
    ]
    texts = [d.text for d in sorted(beside, key=lambda d: d.rect.y)]
    assert texts == ["4", "3", "2", "1", "½"], texts  # every one, in order
    for i, d in enumerate(beside):
        assert not any(d.rect.colliderect(e.rect) for e in beside[i + 1 :]), texts
        assert bar.top - d.rect.height // 2 <= d.rect.centery <= bar.bottom, d
        tick_end = (bar.x - max(4, bar.width // 4), d.rect.centery)  # the tick reaches it
        assert app.screen.get_at(tick_end)[:3] == TICK[:3], (d.text, tick_end)


@pytest.mark.parametrize("screen", ["lag_hint", "tutorial_lag"])
def test_where_the_lag_stops_is_drawn_over_the_cue(app, screen):
    """The lag's ball comes back along the cue: the ring where it stops and its way back lay
    under the cue and its shadow, half the ring hidden — the one thing the hint is for; in the
    game, and in the tutorial that teaches the lag."""
    import ui_screens

    from chapo_game.ui.guides import LAG_COLOUR

    ui_screens.SCREENS[screen](app)
    g = app.top
    angle = g.aim.state.angle
    g.lag_hint.advice(g.position, "1", angle)
    g.lag_hint.cache.wait()
    app.step()
    app.draw()
    advice = g.lag_hint.advice(g.position, "1", angle)
    end, r = g.view.to_screen(advice.stop), g.view.ball_radius_px()
    end = (round(end[0]), round(end[1]))  # where the ring is drawn

    def ring_at(a: float) -> bool:  # the ring's colour within a pixel of its radius
        return any(
            math.dist(tuple(app.screen.get_at((round(end[0] + q * math.cos(a)),
                                               round(end[1] + q * math.sin(a)))))[:3],
                      LAG_COLOUR) < 40
            for q in (r - 2, r - 1, r, r + 1)
        )  # fmt: skip

    seen = sum(ring_at(k * math.pi / 36) for k in range(72))
    assert seen >= 56, seen  # under the cue: 28 of 72


def test_the_lag_hint_stays_while_the_next_aims_is_worked_out():
    """While the lag was aimed the hint blinked off on a quarter of the frames (once for 1.2
    s): each new half degree was worked out with nothing shown meanwhile. The last one for the
    same ball where it stands, within two degrees, stays until then."""
    from chapo_game.ui.power import LagHint

    pos = lag_position(T)
    hint = LagHint(T)
    hint.advice(pos, "1", 90.0)
    hint.cache.wait()
    first = hint.advice(pos, "1", 90.0)
    assert first is not None
    assert hint.advice(pos, "1", 90.5) is first  # worked out meanwhile: the last stays
    hint.cache.wait()
    assert hint.advice(pos, "1", 90.5) is not first
    assert hint.advice(pos, "1", 100.0) is None  # far from it: none (its line would mislead)
