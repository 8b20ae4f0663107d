"""The leave read off the table (chapo_game.ai.leave): what the features see on hand-built
positions, and how a trial's value charges it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from chapo_game.ai import leave, referee
from chapo_game.ai.candidates import Candidate
from chapo_game.ai.leave_fit import predict, ridge
from chapo_game.shot import Shot
from chapo_game.table import get_table

from .helpers import made

TABLE = get_table()
PINS = [TABLE.spots[s] for s in ("center", "head", "foot", "left", "right")]
R = TABLE.ball_radius


def reply(balls: dict, opponent: str = "2") -> float:
    return leave.estimate(leave.features(TABLE, balls, PINS, opponent))


def test_an_object_ball_by_the_cross_gives_the_opponent_more_than_one_by_the_foot():
    near = {"1": (0.9, 1.2), "2": (1.1, 0.6), "mingo": (0.4, 2.6)}
    far = {"1": (0.9, 2.6), "2": (1.1, 0.6), "mingo": (0.4, 2.7)}
    f_near = leave.features(TABLE, near, PINS, "2")
    f_far = leave.features(TABLE, far, PINS, "2")
    assert f_near.object_to_pins == pytest.approx(((0.9 - 0.71) ** 2 + 0.22**2) ** 0.5)
    assert f_far.object_to_pins > 1.0
    assert reply(near) > reply(far) + 5


def test_a_pin_in_the_line_hides_the_object_ball():
    """The opponent's ball, a pin and the object ball in one line: no straight reply; moved
    aside so the line is clear, and the ball is sent at the rey."""
    hidden = {"2": (0.71, 0.9), "1": (0.71, 1.9), "mingo": None}
    clear = {"2": (0.71, 2.5), "1": (0.71, 1.9), "mingo": (1.3, 0.2)}
    assert leave.features(TABLE, {**hidden, "mingo": (1.3, 0.2)}, PINS, "2").ease == 0.0
    f = leave.features(TABLE, clear, PINS, "2")
    assert f.ease == pytest.approx(1.0 / (1.0 + 0.6))  # straight at the rey, 0.6 m away


def test_a_ball_frozen_to_a_cushion_allows_less_than_a_free_one():
    frozen = {"2": (R, 1.0), "1": (0.5, 1.3), "mingo": (0.7, 2.6)}
    free = {"2": (0.3, 1.0), "1": (0.5, 1.3), "mingo": (0.7, 2.6)}
    assert leave.features(TABLE, frozen, PINS, "2").ball_off_cushion == pytest.approx(R)
    assert leave.features(TABLE, free, PINS, "2").ball_off_cushion == leave.CUSHION_CAP
    assert reply(frozen) < reply(free)


def test_the_opponent_in_hand_places_his_ball_where_he_likes():
    f = leave.features(TABLE, {"1": (0.5, 1.3), "2": None, "mingo": (0.7, 2.6)}, PINS, "2")
    assert f.in_hand == 1.0 and f.ease == 0.0 and f.ball_off_cushion == 0.0


def test_a_pocketed_mingo_is_read_on_its_spot_or_the_cushion_spot():
    spot, cushion = TABLE.spots["mingo_normal"], TABLE.spots["mingo_cushion"]
    assert leave.respotted_balls(TABLE, {"1": (0.3, 0.3), "mingo": None})["mingo"] == spot
    assert leave.respotted_balls(TABLE, {"1": spot, "mingo": None})["mingo"] == cushion


def test_a_trial_is_charged_the_leave_only_while_the_partida_goes_on():
    """Value of one execution = points − the reply its leave allows; a shot that ends the
    partida leaves nothing to reply to."""
    balls = {"1": (0.71, 0.5), "2": (1.2, 2.0), "mingo": (0.71, 1.0)}
    shot = Candidate(Shot.make("1", 90.0, 4.0))
    for scores, ends in (((0, 0), False), ((29, 0), True)):
        m = made("play", balls, scores=scores)
        blind = referee.freeze(m)
        charged = replace(blind, leave_weight=1.0)
        j, win, _, final = referee.play_outcome(blind, shot)
        assert j.points_shooter > 0  # straight through the cross: it scores
        assert win == ends
        left = referee.leave_estimate(TABLE, final, "1")
        expected = referee.play_value(blind, shot) - (0.0 if ends else left)
        assert referee.play_value(charged, shot) == pytest.approx(expected)


def test_the_ridge_fit_recovers_a_known_linear_law():
    rows = [(i / 10, (i * 7 % 11) / 11) for i in range(60)]
    y = [2.0 + 3.0 * a - 4.0 * b for a, b in rows]
    w = ridge(rows, y, lam=1e-9)
    assert w == pytest.approx([2.0, 3.0, -4.0], abs=1e-6)
    assert predict(w, (1.0, 1.0)) == pytest.approx(1.0, abs=1e-6)
