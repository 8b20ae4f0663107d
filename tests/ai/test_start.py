"""The start the window offers a person (``ai.start``): a legal straight line, never a foul by
default, played on the simulator and judged by the referee."""

from __future__ import annotations

import math

import pytest

from chapo_game.ai.geometry import angle_to
from chapo_game.ai.start import free_aim, start_aim, start_place, start_shot
from chapo_game.ai.start_banks import bank, foot_bank
from chapo_game.ai.start_options import keeps, option_start
from chapo_game.ai.start_paths import line_clear
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.rules.match import Match
from chapo_game.shot import Shot
from chapo_game.table import get_table

from .helpers import made

T = get_table()
MID = T.width / 2


def in_phase(position: Position, phase: str, to_move: int = 0) -> Match:
    """``made`` from the position's balls (the five pins standing on their spots)."""
    return made(phase, dict(position.balls), to_move)


def play_start(m: Match, speed: float = 1.5) -> str | None:
    """Place where offered (if in hand), shoot the start (at its own speed if it has one, else
    at ``speed``); the referee's foul code."""
    ball = m.ball_to_play
    xy = m.position.balls.get(ball)
    if xy is None:
        xy = start_place(m)
        m.place_ball(xy)
    angle, own = start_shot(m, xy)
    m.shoot(Shot.make(ball, angle, own or speed), Simulator(m.table))
    row = m.sheet.rows[-1]
    return row.foul


def test_the_salida_is_offered_off_the_pin_axis_and_is_legal():
    m = in_phase(Position.initial(T), "salida")
    centre = m.default_placement()
    mingo = m.position.balls["mingo"]
    # the middle of the cabaña looks at the mingo through the pin cross
    assert not line_clear(T, m.position, "1", centre, "mingo")
    xy = start_place(m)
    assert m.is_legal_placement(xy) and line_clear(T, m.position, "1", xy, "mingo")
    assert 0.2 < abs(xy[0] - MID) < 0.4  # the nearest clear place: about 0.27 m off the axis
    assert math.isclose(start_aim(m, xy), angle_to(xy, mingo))
    assert start_place(m) == xy  # the same start every time
    for speed in (1.0, 2.2, 4.0):
        assert play_start(in_phase(Position.initial(T), "salida"), speed) is None


def test_a_blocked_mingo_gives_the_aim_to_the_other_ball():
    # ball 1 on the pin axis before the cross, the mingo straight behind it, ball 2 clear
    pos = Position.initial(T, {"1": (MID, 0.8), "2": (0.3, 0.9)}).with_ball("mingo", (MID, 2.0))
    m = in_phase(pos, "play")
    assert not line_clear(T, pos, "1", pos.balls["1"], "mingo")
    assert math.isclose(start_aim(m, pos.balls["1"]), angle_to(pos.balls["1"], pos.balls["2"]))
    assert play_start(m) is None


def test_the_mingo_first_when_its_line_is_clear():
    pos = Position.initial(T, {"1": (0.3, 0.8), "2": (1.1, 0.9)}).with_ball("mingo", (0.3, 2.0))
    m = in_phase(pos, "play")
    assert math.isclose(start_aim(m, pos.balls["1"]), 90.0)


def test_every_line_blocked_still_points_at_the_first_legal_ball():
    # ball 2 hides the mingo, and ball 2 itself sits behind the cross
    pos = Position.initial(T, {"1": (MID, 0.6), "2": (MID, 1.7)}).with_ball("mingo", (MID, 2.3))
    m = in_phase(pos, "play")
    assert math.isclose(start_aim(m, pos.balls["1"]), 90.0)


def test_every_straight_line_blocked_the_start_is_a_bricole_that_arrives():
    """The mingo and ball 2 both straight behind the pin cross: the start is a bank off a
    side cushion, measured on the simulator, with the power it needs; played, no foul."""
    pos = Position.initial(T, {"1": (MID, 0.9), "2": (MID, 2.5)}).with_ball("mingo", (MID, 1.95))
    m = in_phase(pos, "play")
    xy = pos.balls["1"]
    assert not line_clear(T, pos, "1", xy, "mingo") and not line_clear(T, pos, "1", xy, "2")
    angle, speed = start_shot(m, xy)
    assert speed is not None and abs(angle - 90.0) > 10  # off a side cushion, not straight
    m.shoot(Shot.make("1", angle, speed), Simulator(m.table))
    row = m.sheet.rows[-1]
    assert row.foul is None, row.foul


def test_ball_in_hand_is_offered_where_a_legal_ball_is_in_sight():
    # ball 2 in hand in the cabaña de salida: the mingo sits behind the cross, ball 1 on the
    # axis beyond it; from the middle of the cabaña both lines cross the pins
    pos = Position.initial(T, {"1": (MID, 2.45)}).with_ball("mingo", (MID, 2.0))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    xy = start_place(m)
    assert xy != m.default_placement() and m.placement_area().contains(xy)
    assert play_start(m) is None


@pytest.mark.parametrize("option", ["pasar", "no_pasar", "bricole"])
def test_each_option_starts_on_a_shot_that_keeps_it(option):
    """Both other balls in the cabaña de salida: declared, the option's start is no foul —
    a bank off the foot cushion back onto a ball (pasar, bricole), a soft roll that stops
    short of the head cushion (no pasar)."""
    pos = Position.initial(T, {"1": (0.4, 0.3)}).with_ball("mingo", (1.0, 0.5))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    xy = start_place(m)
    m.place_ball(xy)
    assert option_start(m, xy) is None  # nothing declared yet
    m.declare(option)
    angle, speed = option_start(m, xy)
    if option == "no_pasar":
        assert angle == 270.0 and speed < 1.0
    else:
        assert 60 < angle < 120 and speed > 2.0  # up the table, hard enough to come back
    m.shoot(Shot.make("2", angle, speed), Simulator(m.table))
    row = m.sheet.rows[-1]
    assert row.foul is None, row.foul
    if option != "no_pasar":
        assert row.points >= 0 and len(m.sheet) == 1


def test_with_options_on_offer_the_place_has_a_clear_bank():
    # both other balls in the cabaña de salida: from its middle every foot bank crosses the
    # pins, so the ball is offered where one is clear; no pasar keeps anywhere
    pos = Position.initial(T, {"1": (0.4, 0.3)}).with_ball("mingo", (1.0, 0.5))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    assert m.options() and foot_bank(m, m.default_placement()) is None
    xy = start_place(m)
    assert xy != m.default_placement() and foot_bank(m, xy) is not None
    m.declare("no_pasar")
    assert start_place(m) == m.default_placement()


def test_the_start_bench_plays_the_power_the_window_shows_and_counts_per_phase(capsys):
    from chapo_game.ai import start_bench
    from chapo_game.ui.aim import AimState
    from chapo_game.ui.powerbar import power_to_speed

    assert power_to_speed(AimState().power) == start_bench.DEFAULT_SPEED
    m = in_phase(Position.initial(T), "salida")
    assert start_bench.play_start(m, Simulator(T)) is None
    assert m.sheet.rows == []  # played on a copy
    assert start_bench.main(["--partidas", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("salida: 0 fouls in 1 turns\n") and "\nall: " in out


def test_a_touching_ball_is_not_the_start():
    """Ball 2 frozen to ball 1, the mingo straight behind the pin cross: shooting into the
    touching ball is a push (art. 15), so the start is a bricole onto the mingo."""
    r = T.ball_radius
    pos = Position.initial(T, {"1": (MID, 0.9), "2": (MID + 2 * r + 0.0002, 0.9)}).with_ball(
        "mingo", (MID, 1.95)
    )
    m = in_phase(pos, "play")
    assert not line_clear(T, pos, "1", pos.balls["1"], "2")
    _angle, speed = start_shot(m, pos.balls["1"])
    assert speed is not None  # a bank, not the push
    assert play_start(m) is None


def test_the_options_place_is_drawn_in_geometry_and_measured_only_where_it_may_be(monkeypatch):
    """Every place of the cabaña is asked for a foot bank in plane geometry; the simulator
    measures only the bank kept, at the place kept (2 measurements here), where measuring at
    every place took 222 (two or three simulations each: the window stood still for a
    second)."""
    from chapo_game.ai import banks

    measured = []
    real = banks.calibrate
    monkeypatch.setattr(banks, "calibrate", lambda *a, **k: measured.append(a) or real(*a, **k))
    pos = Position.initial(T, {"1": (0.4, 0.3)}).with_ball("mingo", (1.0, 0.5))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    xy = start_place(m)
    assert foot_bank(m, xy) is not None
    assert 1 <= len(measured) <= 20


def test_a_long_bricole_start_arrives():
    """From a real partida: ball 2 by the head cushion, the mingo on its spot straight behind
    the pin cross. The bricole drawn in the mirror at the least speed never reached it (no
    ball touched, a foul); measured again harder, it does."""
    m = in_phase(Position.initial(T, {"2": (0.9478, 0.1246)}), "play", to_move=1)
    assert m.position.balls["1"] is None and m.ball_to_play == "2"
    xy = m.position.balls["2"]
    assert not line_clear(T, m.position, "2", xy, "mingo")
    banked = bank(m, xy, ("mingo",))
    assert banked is not None and banked[1] is not None
    m.shoot(Shot.make("2", *banked), Simulator(m.table))
    assert m.sheet.rows[-1].foul is None


def test_a_ball_hidden_from_its_centre_but_not_from_a_cut_starts_on_the_cut():
    """The same position: the mingo's centre hides behind the cross, a cut of it does not.
    The start is that cut at the bar's power (a simpler shot than the bricole), the mingo
    met first, no foul; 9 of the 18 bank or blocked starts of forty partidas became cuts
    (``python -m chapo_game.ai.start_bench --partidas 40``: still no foul in 566 turns)."""
    m = in_phase(Position.initial(T, {"2": (0.9478, 0.1246)}), "play", to_move=1)
    xy, mingo = m.position.balls["2"], m.position.balls["mingo"]
    angle, speed = start_shot(m, xy)
    assert speed is None
    off = abs((angle - angle_to(xy, mingo) + 180) % 360 - 180)
    assert 0 < math.radians(off) < math.asin(2 * T.ball_radius / math.dist(xy, mingo))
    result = Simulator(m.table).simulate(m.position, Shot.make("2", angle, 1.5))
    first = next(e for e in result.events if e.type in ("ball_ball", "ball_pin", "ball_cushion"))
    assert first.type == "ball_ball" and first.other_ball("2") == "mingo"
    assert play_start(m) is None


def test_the_practice_aim_passes_a_blocked_mingo_for_a_clear_ball_and_points_up_when_alone():
    """No rule on the practice table: the mingo first, but only along a clear line."""
    hidden = Position.initial(
        T, {"1": (MID, T.length * 0.2), "2": (MID + 0.4, T.length * 0.3)}
    ).with_ball("mingo", (MID, T.length * 0.75))  # straight behind the pin cross
    b1, b2, m = (hidden.balls[b] for b in ("1", "2", "mingo"))
    assert free_aim(T, hidden, "1") == pytest.approx(angle_to(b1, b2) % 360)
    assert free_aim(T, hidden, "mingo") == pytest.approx(angle_to(m, b2) % 360)  # 1 hidden too
    boxed = hidden.with_ball("2", (MID, T.length * 0.1))  # behind ball 1: no clear line at all
    assert free_aim(T, boxed, "mingo") == pytest.approx(angle_to(m, b1) % 360)
    alone = hidden.with_ball("2", None).with_ball("mingo", None)
    assert free_aim(T, alone, "1") == 90.0


@pytest.mark.parametrize("option", ["pasar", "bricole"])
def test_where_the_cross_blocks_every_bank_the_option_start_still_keeps_the_option(option):
    """The ball placed where every foot bank crosses the pins (the middle of the cabaña): the
    cue pointed straight at a ball inside, the foul the guide marked ("con pasar, la bola
    debe cruzar la línea media…"). It starts up the table to the foot cushion and back:
    crossing first and meeting the foot cushion before any ball, the option kept."""
    pos = Position.initial(T, {"1": (0.4, 0.3)}).with_ball("mingo", (1.0, 0.5))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    xy = m.default_placement()
    m.place_ball(xy)
    m.declare(option)
    assert foot_bank(m, xy) is None
    angle, speed = option_start(m, xy)
    assert 60 < angle < 120 and speed > 2.0
    result = Simulator(m.table).simulate(m.position, Shot.make("2", angle, speed))
    first = next(e for e in result.events if e.type in ("ball_ball", "ball_cushion", "ball_pin"))
    assert first.type == "ball_cushion" and first["cushion"] == "foot"
    m.shoot(Shot.make("2", angle, speed), events=result.events, final=result.final)
    broken = {"option_pasar_broken", "option_bricole_broken", "pins_before_contact"}
    assert not {f.code for f in m.last_verdict.fouls} & broken


@pytest.mark.parametrize("option", ["pasar", "bricole"])
def test_where_the_cross_hides_every_one_cushion_bank_two_cushions_reach_a_ball(option):
    """A bar player's partida: his ball in hand in the middle of the cabaña, ball 1 and the
    mingo in its corners by the head cushion. Every bank off the foot cushion crosses the
    pins, and the cue pointed up the table at no ball: the bricole played as the game set it
    was "no tocó ninguna bola". A two-cushion bank with the foot cushion reaches a ball."""
    pos = Position.initial(T, {"1": (1.345, 0.149), "2": (0.712, 0.446)})
    m = in_phase(pos.with_ball("mingo", (0.055, 0.137)), "ball_in_hand", to_move=1)
    xy = (0.712, 0.446)
    m.place_ball(xy)
    m.declare(option)
    assert foot_bank(m, xy) is None
    angle, speed = option_start(m, xy)
    m.shoot(Shot.make("2", angle, speed), Simulator(m.table))
    row = m.sheet.rows[-1]
    assert row.foul is None, row.foul  # a ball met, after the foot cushion, no pin first


@pytest.mark.parametrize("option", ["pasar", "bricole"])
def test_a_declared_option_from_the_middle_of_the_cabana_meets_a_ball_played_at_once(option):
    """A play-tester's bricole: his ball in hand in the middle of the cabaña, on the pin axis;
    ball 1 by its left string, the mingo by the head cushion. Every drawn bank of one or two
    cushions met the cross, the other ball or a pocket, and the start went straight up the
    table too softly to come back to any ball: "no toca ninguna bola", a foul. The sweep on
    the simulator (:func:`swept_bank`) finds a bank that keeps the option and meets a ball."""
    pos = Position.initial(T, {"1": (0.389, 0.579)}).with_ball("mingo", (0.775, 0.049))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    xy = m.default_placement()
    assert xy[0] == MID  # the middle of the cabaña
    m.place_ball(xy)
    m.declare(option)
    angle, speed = start_shot(m, xy)
    assert keeps(m, xy, angle, speed)
    m.shoot(Shot.make("2", angle, speed), Simulator(m.table))
    row = m.sheet.rows[-1]
    assert row.foul is None, row.foul  # a ball met (else "no toca ninguna bola"), the option kept


def test_the_sweep_is_bounded_where_no_bank_keeps_the_option(monkeypatch):
    """The worst case: the other two balls just above the ball in hand, no bank found. The
    sweep plays at most its passes' angles on the ball alone and :data:`SWEEP_TRIALS` in full
    (about 140 ms on one core), where a window frame is not held for a second."""
    from chapo_game.ai import banks, start_options
    from chapo_game.physics.engine import Simulator as Engine

    start_options._lone_path.cache_clear()
    banks.measured.cache_clear()
    played = []
    real = Engine.simulate
    monkeypatch.setattr(Engine, "simulate", lambda *a, **k: played.append(1) or real(*a, **k))
    pos = Position.initial(T, {"1": (1.259, 0.698)}).with_ball("mingo", (1.126, 0.644))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    m.place_ball((1.16, 0.56))
    m.declare("bricole")
    start_options.swept_bank(m, (1.16, 0.56))
    angles = sum(round((b - a) / start_options.SWEEP_STEP) + 1 for _s, a, b in start_options.SWEEPS)
    assert angles <= 240
    assert len(played) <= angles + 4 * start_options.SWEEP_TRIALS


def test_a_no_pasar_start_rolls_clear_of_a_ball_below_it():
    """No pasar with ball 1 just below the ball in hand: the roll straight down the table
    met it, a ball inside the cabaña met first (a foul). It stops short, or turns aside, and
    meets no ball; never slower than the bar's softest power, which is what the bar plays."""
    from chapo_game.ai.start_options import SOFTEST
    from chapo_game.ui.powerbar import SOFTEST as BAR_SOFTEST

    pos = Position.initial(T, {"1": (0.725, 0.311)}).with_ball("mingo", (1.09, 0.243))
    m = in_phase(pos, "ball_in_hand", to_move=1)
    xy = (0.71, 0.4)
    m.place_ball(xy)
    m.declare("no_pasar")
    angle, speed = start_shot(m, xy)
    assert SOFTEST == BAR_SOFTEST and speed >= SOFTEST
    m.shoot(Shot.make("2", angle, speed), Simulator(m.table))
    assert m.sheet.rows[-1].foul is None, m.sheet.rows[-1].foul


def test_the_start_bench_grid_plays_each_option_where_the_player_puts_his_ball(capsys):
    """``--grid``: ball 2 in hand at every legal place of the grid over the cabaña, the other
    two inside it, each option declared and its start played at once. On the two positions of
    these tests 24 of 258 starts fouled (8 of each option: pasar and bricole straight up and
    back short, or at a ball inside; no pasar into a ball below); none now."""
    from chapo_game.ai import start_bench

    assert start_bench.main(["--grid", "2"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[:3] == [
        "pasar: 0 fouls in 86 starts",
        "no_pasar: 0 fouls in 86 starts",
        "bricole: 0 fouls in 86 starts",
    ]
