"""The aiming guide shows the shot the player has set, to the finest step he can set it, and
says every foul its simulation sees — checked against the shot then played.

An auditor found the guide simulated one shot per 0.1° of aim and 0.05 m/s of speed (Ctrl's
0.01° steps and the wheel's notches changed nothing), drew the straight line where side and
draw curve the ball, and said nothing of a ball it sends off the table."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

import pygame
import pytest
from ui_screens import practice_on, traced

from chapo_game.i18n import _
from chapo_game.physics import Simulator
from chapo_game.position import PinState, Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.aim import MIN_POWER
from chapo_game.ui.draw.cue import OBJECT_LINE
from chapo_game.ui.simpaths import CuePath, cue_ball_path, way_between

T = get_table()
SHORT = "Foul: it stops before it reaches a ball"
AWAY = (1.2, 0.12)  # ball 2, out of the way


def seen_guides(p, monkeypatch) -> list:
    """Every guide end drawn from now on (:class:`~chapo_game.ui.draw.cue.GuideEnd`), with the
    object ball's line it was given."""
    seen: list = []
    view_class = type(p.view)  # on the class: a re-layout makes a new view
    draw = view_class.draw_guide

    def spy(*a, **k):
        end = draw(*a, **k)
        seen.append((end, a[7] if len(a) > 7 else k.get("met")))
        return end

    monkeypatch.setattr(view_class, "draw_guide", spy)
    return seen


def settled(app, p) -> None:
    """A frame that asks for the guide's simulation, the simulation, a frame that shows it."""
    app.step()
    p.cue_path.cache.wait()
    app.step()


def heading(points) -> float:
    (x0, y0), (x1, y1) = points[0], points[-1]
    return math.degrees(math.atan2(y1 - y0, x1 - x0))


def test_four_ctrl_steps_of_aim_turn_a_thin_cuts_object_line(app, drive, monkeypatch):
    """A thin cut from 2 m at full power: 0.04° of aim (Ctrl+→ four times) sends the mingo
    3° elsewhere. The guide's line showed the first aim's mingo for all four steps (7° off on
    thinner cuts); now each step's line is the mingo's run when that shot is played."""
    p = practice_on(app, (0.3, 0.3), AWAY, (0.3, 2.3))
    seen = seen_guides(p, monkeypatch)
    st = p.aim.state
    st.angle, st.power, p.aim.held = 87.80, 1.0, True
    settled(app, p)
    before = heading(seen[-1][1][1])
    for _step in range(4):
        drive.key(pygame.K_LEFT, pygame.KMOD_CTRL)
    settled(app, p)
    assert st.angle == pytest.approx(87.84)  # the table lies across the screen
    met = seen[-1][1]
    assert met is not None and met[0] == "mingo"
    assert abs(heading(met[1]) - before) > 2.0
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    rec = p.replay_record
    played = cue_ball_path(rec.frames, rec.events, "mingo", OBJECT_LINE, traced(rec))
    assert played is not None
    assert heading(met[1]) == pytest.approx(heading(played), abs=0.05)


def test_the_stops_short_warning_follows_every_notch_of_the_wheel(app, drive):
    """The mingo 14 cm ahead, the power at its least, the wheel turned up a notch at a time:
    the guide said "stops before it reaches a ball" for twelve notches past the speed that
    reaches it, and drew a fair ghost ball on a shot that stopped 3 cm short — a foul in a
    match. At every notch the warning is now there exactly when the shot played misses."""
    p = practice_on(app, (0.3, 0.5), AWAY, (0.3, 0.69))
    st = p.aim.state
    st.angle, st.power = 90.0, MIN_POWER
    centre = p.view.to_screen(p.position.balls["1"])
    drive.move(centre)  # the wheel over the table
    sim = Simulator(T)
    said = []
    for _notch in range(40):
        settled(app, p)
        shown = _(SHORT) in [d.text for d in app.fonts.drawn]
        played = sim.simulate(p.position, p.aim.shot())
        reaches = any(e.type == "ball_ball" for e in played.events)
        assert shown is not reaches, p.aim.shot().speed
        said.append(shown)
        drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert True in said and False in said  # the sweep crossed the speed that reaches it


@pytest.mark.parametrize("angle", [87.08, 87.12, 87.18])
def test_with_side_and_draw_the_ghost_ball_is_where_the_curving_ball_meets(
    app, drive, monkeypatch, angle
):
    """Side 0.3 and draw 0.5 from 2 m: the ball curves a centimetre and more off the straight
    line, so the line drawn along the aim passed the mingo while the shot met it (a miss
    shown for a fair shot; elsewhere the reverse, a foul shown fair). The guide now draws the
    simulated way: its ghost ball sits on the mingo, where the played ball met it."""
    p = practice_on(app, (0.3, 0.3), AWAY, (0.3, 2.3))
    seen = seen_guides(p, monkeypatch)
    p.aim.set_shot(Shot.make("1", angle, 2.96, 0.3, -0.5))
    p.aim.held = True
    settled(app, p)
    end = seen[-1][0]
    assert end.ball == "mingo"
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    rec = p.replay_record
    hit = next(e for e in rec.events if e.type == "ball_ball")
    contact = way_between(rec.frames, "1", 0.0, hit.t, traced(rec))[-1]
    assert math.dist(end.ghost, p.view.to_screen(contact)) < 1.5


def test_a_ball_sent_off_the_table_is_said_before_the_shot(app, drive):
    """Full power straight through the mingo half a metre ahead: the mingo flies off the
    table, a foul ("the mingo left the table: 2 for the opponent") that the guide drew as a
    fair ghost ball. It is now said beside the crossed ghost ball, and the shot played does
    send the mingo off."""
    p = practice_on(app, (0.3, 0.5), AWAY, (0.3, 1.0))
    st = p.aim.state
    st.angle, st.power, p.aim.held = 90.0, 1.0, True
    settled(app, p)
    assert _("Foul: the mingo leaves the table") in [d.text for d in app.fonts.drawn]
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    assert any(e.type == "off_table" and e.get("ball") == "mingo" for e in p.replay_record.events)


def guide_of(position: Position, shot: Shot):
    """The aiming guide's simulation of ``shot`` (as the screen gets it, worked out off the
    frame loop)."""
    cue = CuePath(T)
    cue.paths(position, shot)
    cue.cache.wait()
    got = cue.paths(position, shot)
    assert got is not None
    return got


def ends_on_the_cushion(pt, R: float) -> float:
    """How far a ball's centre at ``pt`` is from touching the nearest side cushion (m)."""
    return min(pt[0] - R, T.width - R - pt[0])


@pytest.mark.parametrize("speed", [2.0, 5.0, 8.0])
def test_the_ghost_ball_and_the_lines_end_where_the_balls_touch(speed):
    """The ghost ball was placed between the 60 Hz frames around the impact, the later one
    already bounced off: drawn 4 mm short of the object ball at 2 m/s and 3 cm (most of a
    radius) at 8 m/s, the computer's everyday speed; the object ball's line stopped 1–3 cm
    short of the cushion it met, with a hook. Now each ends at the impact itself."""
    R = T.ball_radius
    pos = Position.initial(T, {"1": (1.13, 0.4), "2": AWAY}).with_ball("mingo", (1.25, 1.0))
    aim = math.degrees(math.atan2(0.6, 0.12 - 1.8 * R))  # a cut sending the mingo rightwards
    got = guide_of(pos, Shot.make("1", aim, speed, 0.0, 0.3))
    assert got.course is not None and got.course.ball == "mingo"
    touch = math.dist(got.course.points[-1], pos.balls["mingo"])
    assert touch == pytest.approx(2 * R, abs=0.0005)
    ball, run, _on = got.met
    assert ball == "mingo"
    assert math.dist(run[0], pos.balls["mingo"]) < 1e-9  # it starts where the mingo stands
    if speed >= 5.0:  # it reaches the right cushion: the line ends touching it
        assert ends_on_the_cushion(run[-1], R) == pytest.approx(0.0, abs=0.0005)


def test_a_ball_that_drops_is_drawn_into_the_pocket():
    """The mingo 18 cm from the corner pocket, struck into it: its line ended 8–11 cm short of
    the pocket's centre (at the last frame on the table), and when it dropped within a frame no
    line was drawn at all. It now runs to the hole's edge."""
    R = T.ball_radius
    corner = min(T.pockets.values(), key=lambda c: math.dist(c, (0.0, 0.0)))
    mingo = (corner[0] + 0.13, corner[1] + 0.13)
    start = (mingo[0] + 0.4, mingo[1] + 0.4)
    pos = Position.initial(T, {"1": start, "2": AWAY}).with_ball("mingo", mingo)
    for speed in (3.0, 6.0):
        got = guide_of(pos, Shot.make("1", 225.0, speed))
        ball, run, _on = got.met
        assert ball == "mingo"
        assert math.dist(run[-1], corner) <= T.pocket_radius + 1e-6, speed
        assert math.dist(run[-1], corner) > T.pocket_radius - R, speed


def test_a_lying_pin_rolled_over_keeps_the_cue_balls_path():
    """A lateral lying between the cue ball and the mingo: the guide's way to the mingo rolls
    over it, but the path after contact was not drawn at all (it counted the lying pin as the
    first thing met)."""
    pos = Position.initial(T, {"1": (0.35, 0.4), "2": AWAY}).with_ball("mingo", (0.35, 1.0))
    pins = dict(pos.pins)
    pins["lateral_left"] = PinState((0.35, 0.7), standing=False, direction=0.0)
    pos = replace(pos, pins=pins)
    got = guide_of(pos, Shot.make("1", 90.0, 2.0, 0.0, 0.4))
    assert got.course is not None and got.course.ball == "mingo"
    assert got.path is not None and len(got.path) > 2


def test_a_bank_shows_its_way_on_from_the_cushion_to_the_ball(app, monkeypatch):
    """The tutorial's "both balls inside": pasar declared, the cue set on a bank off the foot
    cushion. The line ended in a plain ring on the cushion, and nothing showed the way back to
    ball 2 the bank was for; its way on is drawn now, to a ring touching ball 2."""
    import ui_screens

    from chapo_game.ui.scenes import aim_helps

    ui_screens.SCREENS["tutorial_options"](app)
    t = app.top
    t.declare("pasar")
    drawn: list = []
    real = aim_helps.draw_path
    monkeypatch.setattr(
        aim_helps,
        "draw_path",
        lambda s, v, pts, *a, **k: drawn.append(pts) or real(s, v, pts, *a, **k),
    )
    for _frame in range(3):
        app.step()
        t.cue_path.cache.wait()
    sim = t.cue_path.paths(t.position, t.aim.shot())
    assert sim is not None and sim.course is not None and sim.course.ball is None  # a cushion
    assert sim.bank is not None and sim.bank.ends
    assert math.dist(sim.bank.points[-1], t.position.balls["2"]) == pytest.approx(
        2 * T.ball_radius, abs=0.0005
    )
    assert list(sim.bank.points) in drawn


@pytest.mark.parametrize("angle", [119.0, 126.0])
def test_no_label_lies_under_a_banks_way_on(app, angle):
    """A bank that meets no ball: the foul's chip ("no toca ninguna bola") was placed before
    the bank's way on was drawn, and its dots ran across the words."""
    p = practice_on(app, (0.3, 0.4), (T.width - 0.1, T.length - 0.1), (T.width / 2, T.length - 0.3))
    p.aim.state.angle, p.aim.state.power = angle, 0.3
    for _frame in range(3):
        app.step()
        p.cue_path.cache.wait()
    app.draw()
    sim = p.cue_path.paths(p.position, p.aim.shot())
    assert sim is not None and sim.bank is not None and not sim.touches
    pts = [p.view.to_screen(q) for q in sim.bank.points]
    assert p.chips  # the foul said, on its chip
    assert not [c for c in p.chips for a, b in itertools.pairwise(pts) if c.clipline(a, b)]


def test_while_the_aim_sweeps_the_guide_shows_the_newest_near_aim():
    """A sweeping hand never rests on an aim: each simulation lands already out of date, and
    the guide showed only one asked for by a hand at rest — the line stuck where the sweep
    began, 27-39° behind the cue, until the hand stopped. It shows the newest worked out
    within a couple of degrees; a jump farther shows none (the plain line follows the cue)."""
    pos = Position.initial(T, {"1": (0.3, 0.4), "2": AWAY}).with_ball("mingo", (0.5, 1.5))
    cue = CuePath(T)

    def at(angle: float) -> Shot:
        return Shot.make("1", angle, 3.0)

    cue.paths(pos, at(80.0))
    cue.cache.wait()
    first = cue.paths(pos, at(80.0))
    assert first is not None
    assert cue.paths(pos, at(80.6)) is first  # asked; meanwhile the last shown stands
    cue.cache.wait()  # worked out, never asked again: the hand has moved on
    swept = cue.paths(pos, at(81.2))
    assert swept is not None and swept is not first  # the newest: 80.6°'s
    assert swept.course.points[-1] != first.course.points[-1]
    cue.cache.wait()
    assert cue.paths(pos, at(120.0)) is None  # far from any worked out: the plain line


def test_a_power_step_keeps_the_guide_until_its_own_lands():
    """Matched on the stroke too, every power or spin step showed the plain line, its foul
    unsaid, until the new simulation landed: the guide blinked at each notch of the wheel."""
    pos = Position.initial(T, {"1": (0.3, 0.4), "2": AWAY}).with_ball("mingo", (0.5, 1.5))
    cue = CuePath(T)
    cue.paths(pos, Shot.make("1", 80.0, 3.0))
    cue.cache.wait()
    shown = cue.paths(pos, Shot.make("1", 80.0, 3.0))
    assert shown is not None
    assert cue.paths(pos, Shot.make("1", 80.0, 3.05)) is shown
    assert cue.paths(pos, Shot.make("1", 80.0, 3.05, 0.2, 0.0)) is shown
