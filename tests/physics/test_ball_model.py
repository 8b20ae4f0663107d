"""The ball model against its closed forms, through the engine (parameters from DEFAULT_PARAMS)."""

from __future__ import annotations

import itertools
import math

import pytest
from physics_helpers import TABLE, P, R, position

from chapo_game.physics import Simulator
from chapo_game.physics.ball import centre_hit_distance, rolling_distance, slide_time
from chapo_game.shot import Shot

START = (TABLE.width / 2, 0.2)


def travelled(result, start=START) -> float:
    return math.dist(start, result.final.balls["1"])


def test_centre_hit_slides_then_rolls_at_five_sevenths(sim):
    v0 = 1.2
    res = sim.simulate(position({"1": START}), Shot.make("1", 90, v0), frames=True)
    ts = slide_time(v0, P.mu_slide, P.g)
    frames = res.frames
    dt = frames[1].t - frames[0].t
    speeds = [
        ((f1.t + f0.t) / 2, (f1.balls["1"].xy[1] - f0.balls["1"].xy[1]) / dt)
        for f0, f1 in itertools.pairwise(frames)
    ]
    # while sliding the ball loses μs·g per second
    for t, v in speeds:
        if t < ts - dt:
            assert v == pytest.approx(v0 - P.mu_slide * P.g * t, rel=1e-3)
    # just after t_s it rolls at 5/7 v0, then loses only μr·g per second
    after = [(t, v) for t, v in speeds if ts + dt < t < ts + 0.5]
    assert after
    for t, v in after:
        assert v == pytest.approx(5 / 7 * v0 - P.mu_roll * P.g * (t - ts), rel=1e-3)
    # and the spin is rolling spin: the ball's orientation turns at v/R about −x
    f0, f1 = [f for f in frames if f.t > ts + 0.1][:2]
    q0, q1 = f0.balls["1"].quat, f1.balls["1"].quat
    dot = abs(sum(a * b for a, b in zip(q0, q1, strict=True)))
    turned = 2 * math.acos(min(1.0, dot))
    assert turned == pytest.approx(5 / 7 * v0 / R * dt, rel=0.05)


@pytest.mark.parametrize("v0", [0.25, 0.4])
def test_stun_and_rolling_distances_match_closed_form(sim, v0):
    """A centre hit: sliding then rolling distance within 1 % of the closed form; a natural-roll
    hit (tip 2R/5 above centre) rolls from the start."""
    res = sim.simulate(position({"1": START}), Shot.make("1", 90, v0))
    expect = centre_hit_distance(v0, P.mu_slide, P.mu_roll, P.g)
    assert travelled(res) == pytest.approx(expect, rel=0.01)
    res = sim.simulate(position({"1": START}), Shot.make("1", 90, v0, vertical=0.4))
    assert travelled(res) == pytest.approx(rolling_distance(v0, P.mu_roll, P.g), rel=0.01)


def test_distance_does_not_depend_on_the_step_size():
    fine = Simulator(TABLE, P.finer(50))
    coarse = Simulator(TABLE, P)
    shot = Shot.make("1", 90, 0.35, vertical=-0.3)
    a = fine.simulate(position({"1": START}), shot)
    b = coarse.simulate(position({"1": START}), shot)
    assert a.steps > 10 * b.steps
    assert travelled(a) == pytest.approx(travelled(b), rel=1e-9)


def test_distance_grows_with_the_square_of_speed(sim):
    d1 = travelled(sim.simulate(position({"1": START}), Shot.make("1", 90, 0.2)))
    d2 = travelled(sim.simulate(position({"1": START}), Shot.make("1", 90, 0.4)))
    assert d2 / d1 == pytest.approx(4.0, rel=0.01)


# ---------------------------------------------------------------- ball–ball: stop, follow, draw
CUE = (0.6, 0.6)
OBJ = (0.45, 0.45)  # on the diagonal to the head_left pocket: the object ball drops


def _full_hit(sim, vertical: float, speed: float = 2.0):
    return sim.simulate(position({"1": CUE, "mingo": OBJ}), Shot.make("1", 225, speed, 0, vertical))


def _contact_point():
    d = 2 * R / math.sqrt(2)
    return (OBJ[0] + d, OBJ[1] + d)


def test_head_on_stop_shot_leaves_cue_ball_nearly_still(sim):
    res = _full_hit(sim, 0.0, speed=3.0)
    assert [e.type for e in res.events][:3] == ["strike", "ball_ball", "pocketed"]
    assert res.final.balls["mingo"] is None
    assert math.dist(res.final.balls["1"], _contact_point()) < 0.1


def test_follow_goes_on_and_draw_comes_back(sim):
    follow = _full_hit(sim, 0.5)
    draw = _full_hit(sim, -0.5)
    contact = _contact_point()
    toward_pocket = (-1 / math.sqrt(2), -1 / math.sqrt(2))
    for res in (follow, draw):
        assert res.events[1].type == "ball_ball"
    # follow: the cue ball runs on after the object ball (here into the pocket too)
    f = follow.final.balls["1"]
    if f is not None:
        assert (f[0] - contact[0]) * toward_pocket[0] + (f[1] - contact[1]) * toward_pocket[1] > 0.1
    else:
        assert [e["ball"] for e in follow.events if e.type == "pocketed"] == ["mingo", "1"]
    # draw: it comes back past where it started
    d = draw.final.balls["1"]
    assert (d[0] - CUE[0]) * toward_pocket[0] + (d[1] - CUE[1]) * toward_pocket[1] < -0.1
