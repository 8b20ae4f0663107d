"""Pins whose fall comes to rest part way: the head against a cushion or on a ball, or held up
nearly upright by a ball in the footprint. The frames draw them tilted, the final position
writes how far they have fallen (``PinState.fall``), and the next shot starts from there."""

from __future__ import annotations

import json
import math

import pytest
from physics_helpers import TABLE, P, R, only_pins, position

from chapo_game.physics.geom import lying_contact, point_segment
from chapo_game.position import PinState, Position
from chapo_game.shot import Shot

X = TABLE.width / 2
RP = TABLE.pin_radius
H = TABLE.pin_height
D_LYING = lying_contact(R, RP)


def head(pin: PinState) -> tuple[float, float]:
    """Where a down pin's head is over the cloth, as the position writes it."""
    return pin.axis(H)[2:]


def frame_head_x(frame, pid: str) -> float:
    return frame.pins[pid].axis(H)[2]


def near_left_cushion(x: float) -> Position:
    """The left lateral standing ``x`` from the left cushion (x = 0), ball 1 to its right."""
    return position({"1": (0.4, 1.0)}, only_pins(lateral_left=(x, 1.0)))


@pytest.mark.parametrize(("x", "speed"), [(0.01, 0.6), (0.02, 1.5), (0.04, 0.6), (0.04, 4.0)])
def test_a_pin_falling_towards_a_cushion_leans_on_it(sim, x, speed):
    """Knocked towards the cushion it stands near, a pin's head comes against the cushion
    (the nose, 56 mm up, is above the 45 mm pin) and stays there: it fell on through it, its
    head up to 35 mm past the nose, and the position wrote it lying through the rail."""
    res = sim.simulate(near_left_cushion(x), Shot.make("1", 180, speed), frames=True)
    pin = res.final.pins["lateral_left"]
    assert not pin.standing
    # never past the nose, at any frame (the pin's body is a pin radius thick)
    assert min(frame_head_x(f, "lateral_left") for f in res.frames) >= RP - 1e-6
    assert pin.fall is not None and 0.0 < pin.fall < 90.0  # leaning, not flat
    assert head(pin)[0] == pytest.approx(RP, abs=1e-6)  # its head on the cushion
    last = res.frames[-1].pins["lateral_left"]
    assert pin.fall == pytest.approx(90.0 * last.fall, abs=1e-5)  # as last drawn


def test_a_pin_leaning_on_a_cushion_stays_there_next_shot_and_falls_when_pushed_off(sim):
    """The next shot starts from the lean the position wrote: a shot elsewhere leaves it as it
    was; a ball that pushes its base away from the cushion lets it fall on, flat."""
    first = sim.simulate(near_left_cushion(0.03), Shot.make("1", 180, 0.6)).final
    pin = first.pins["lateral_left"]
    assert pin.fall is not None
    again = sim.simulate(first, Shot.make("1", 0, 0.5))  # away from it
    assert again.final.pins["lateral_left"] == pin
    assert not [e for e in again.events if e.type.startswith("pin")]
    # ball 1 sent down the cushion into its base, from below: the base slides away from it
    base = pin.xy
    pushed = first.with_ball("1", (base[0] + 0.02, base[1] - 0.25))
    aim = math.degrees(math.atan2(base[1] - 0.004 - (base[1] - 0.25), -0.02 + 0.012))
    res = sim.simulate(pushed, Shot.make("1", aim, 1.0), frames=True)
    assert any(e.type == "ball_pin" and e["pin"] == "lateral_left" for e in res.events)
    out = res.final.pins["lateral_left"]
    # further from the cushion, it fell on towards it: leaning lower, its head on it still
    assert out.xy[0] > base[0] + 0.005 and out.fall > pin.fall
    assert head(out)[0] == pytest.approx(RP, abs=1e-6)
    falls = [f.pins["lateral_left"].fall for f in res.frames]
    assert falls == sorted(falls)  # never up again
    assert min(frame_head_x(f, "lateral_left") for f in res.frames) >= RP - 1e-6


def _leaning_on_ball(sim):
    """The rey knocked towards ball 2 at rest, 70 mm away, falls onto it and leans on it."""
    b2 = (X + 0.07 * math.sqrt(0.5), 1.42 + 0.07 * math.sqrt(0.5))
    pos = position({"1": (X - 0.04, 1.02), "2": b2}, only_pins(rey=(X, 1.42)))
    return sim.simulate(pos, Shot.make("1", 90, 0.6)).final, b2


def test_a_pin_leaning_on_a_ball_leans_on_it_in_the_next_shot_too(sim):
    """Practice's next shot starts from the position the last one left: the rey leaning on
    ball 2 was started lying flat and turned off the ball (drawn so: it turned under the
    player's eyes). It leans on as long as ball 2 stays, and falls on when it goes."""
    final, b2 = _leaning_on_ball(sim)
    rey = final.pins["rey"]
    assert rey.fall is not None and 50.0 < rey.fall < 85.0
    assert point_segment(*b2, *rey.xy, *head(rey))[0] == pytest.approx(D_LYING, abs=1e-4)
    # ball 1 played away: nothing changes
    calm = sim.simulate(final, Shot.make("1", 270, 0.5))
    assert calm.final.pins["rey"] == rey
    # ball 2 played away from it: the rey falls on, flat, and no ball comes into it
    res = sim.simulate(final, Shot.make("2", 45, 0.8), frames=True)
    falls = [f.pins["rey"].fall for f in res.frames]
    assert falls[0] == pytest.approx(rey.fall / 90.0, abs=1e-6) and falls[-1] == 1.0
    assert falls == sorted(falls)
    assert res.final.pins["rey"].fall is None
    assert not [e for e in res.events if e.type == "pin_down"]  # it was down already


def test_a_leaning_pin_whose_ball_was_moved_falls_as_the_shot_starts(sim):
    """Ball 2 moved away (practice's editor, a referee's placement): nothing holds the rey up
    any more, and it falls on from its lean at the start of the shot, not later."""
    final, _b2 = _leaning_on_ball(sim)
    moved = final.with_ball("2", (0.3, 2.3))
    res = sim.simulate(moved, Shot.make("1", 270, 0.3), frames=True)
    rey = res.final.pins["rey"]
    assert rey.fall is None and rey.xy == final.pins["rey"].xy
    flat = next(f.t for f in res.frames if f.pins["rey"].fall == 1.0)
    assert flat < P.pin_fall_time


def _left_leaning_by_a_ball(sim):
    """Ball 1 rolled softly into the rey stops in its footprint: the rey leans on it, down
    (art. 5.2), nearly upright."""
    v = 0.1
    run = v * v / (2 * P.mu_roll * P.g)
    start = (X, 1.42 - R - RP - (run - 0.005))
    shot = Shot.make("1", 90, v, vertical=0.4)
    return sim.simulate(position({"1": start}, only_pins(rey=(X, 1.42))), shot).final


def test_a_pin_a_ball_holds_up_is_written_nearly_upright_and_stands_when_the_ball_goes(sim):
    """A pin a ball leans on is down by the rules, but nearly upright: it was written lying
    flat away from the ball (and drawn so, at once, when the shot ended). It is written as
    far as it leans; a shot that leaves the ball there leaves it so (and does not knock it
    again), and when the ball goes it stands upright, as a real pin would."""
    final = _left_leaning_by_a_ball(sim)
    rey = final.pins["rey"]
    into = R + RP - math.dist(final.balls["1"], rey.xy)
    assert rey.fall == pytest.approx(math.degrees(math.atan2(into, R)), abs=1e-5)
    assert 0.0 < rey.fall < 20.0 and rey.direction == pytest.approx(90.0, abs=1e-6)
    still = sim.simulate(final.with_ball("2", (0.3, 2.3)), Shot.make("2", 0, 0.5))
    assert still.final.pins["rey"].fall == pytest.approx(rey.fall, abs=1e-9)
    assert not [e for e in still.events if e.type == "pin_down"]
    back = sim.simulate(final, Shot.make("1", 270, 0.5))
    assert back.final.pins["rey"].standing and back.final.pins["rey"].xy == rey.xy
    assert not [e for e in back.events if e.type == "pin_down"]


def test_a_leaning_pin_round_trips_through_json(sim):
    """``chapo sim``'s final position, read back, is the same position."""
    final, _b2 = _leaning_on_ball(sim)
    data = final.to_json()
    assert 0.0 < data["pins"]["rey"]["fall"] < 90.0
    for k, pid in enumerate(("lateral_head", "lateral_foot", "lateral_left", "lateral_right")):
        data["pins"][pid] = {"xy": [0.2, 0.3 + 0.1 * k], "standing": True}  # out of the way
    text = json.dumps(data)
    back = Position.loads(text, TABLE)
    assert back.pins["rey"].fall == final.pins["rey"].fall
    assert sim.simulate(back, Shot.make("1", 270, 0.5)).final.pins["rey"].fall == (
        final.pins["rey"].fall
    )


def _deepest_into(res, pid: str) -> float:
    """How far (m) ball 1's centre came inside a down pin's contact distance, over the frames."""
    least = math.inf
    for f in res.frames:
        least = min(least, point_segment(*f.balls["1"].xy, *f.pins[pid].axis(H))[0])
    return D_LYING - least


def _end_on_at_the_cushion() -> Position:
    """The left lateral lying end on to the left cushion, its head 4 mm off the nose; ball 1
    on its axis, 142 mm away."""
    pin = PinState((0.058, 0.97), False, None, 180.0)
    return position({"1": (0.2, 0.97)}, {"lateral_left": pin})


@pytest.mark.parametrize("speed", [0.3, 0.4, 0.5])
def test_a_slow_ball_pushing_a_pin_into_a_cushion_stops_against_it(sim, speed):
    """A pin pushed end on into a cushion cannot go on: the ball met it again and again within
    milliseconds, took it as caught and rode over it for 0.1 s, and stopped with its centre on
    the pin's axis (31 mm into it). Too slow to climb a 12 mm pin (a rolling ball needs 0.41
    m/s to lift its centre over it), the ball now comes back off it."""
    res = sim.simulate(_end_on_at_the_cushion(), Shot.make("1", 180, speed), frames=True)
    meetings = [e for e in res.events if e.type == "ball_pin"]
    assert len(meetings) >= 4 and all(e["speed"] < 0.41 for e in meetings)
    assert _deepest_into(res, "lateral_left") < 0.004  # the 5 ms between meetings, at most
    assert not [e for e in res.events if e.type == "ball_cushion"]


def test_a_ball_fast_enough_to_climb_a_caught_pin_rides_over_it(sim):
    """At 0.8 m/s the ball comes to the caught pin at about 0.5 m/s of its own: enough to
    climb it, and it rides over to the cushion. (The pin's own speed, coming back off the
    cushion, lifts no ball: at 0.6 m/s the ball met it closing at 0.51 m/s, at 0.40 of its
    own, and came back off it.)"""
    res = sim.simulate(_end_on_at_the_cushion(), Shot.make("1", 180, 0.8), frames=True)
    assert [e.type for e in res.events if e.type in ("ball_pin", "ball_cushion")][-1] == (
        "ball_cushion"
    )


def test_a_pin_held_up_at_the_start_and_knocked_over_falls_flat_and_is_not_knocked_again(sim):
    """A pin a ball held up nearly upright when the shot began, struck by that ball: it was
    drawn and written leaning while it slid 64 cm away flat, and a second ``pin_down`` counted
    it for a drill's goal (it was down before the shot)."""
    rey = PinState((0.71, 1.0), False, None, 0.0, None, 2.862405)
    pos = position({"1": (0.666, 1.0)}, {"rey": rey})
    res = sim.simulate(pos, Shot.make("1", 0, 2.0), frames=True)
    out = res.final.pins["rey"]
    assert out.xy[0] > 0.9 and out.fall is None  # slid away, lying flat
    assert res.frames[-1].pins["rey"].fall == 1.0
    assert not [e for e in res.events if e.type == "pin_down"]
    assert out.cause is None


def test_a_final_position_with_a_pin_a_ball_holds_up_reads_back(sim):
    """A shot's final position is one the game reads back (``chapo sim --position``, practice's
    Keep): here a pin a ball held up at the start was written ``"fall": -0.0``, refused as no
    fall ("must be more than 0"). A review's random chains of shots found it."""
    pos = Position.from_json(
        {
            "balls": {
                "1": [0.540607, 0.468369],
                "2": [1.317741, 0.438814],
                "mingo": [0.998117, 0.590491],
            },
            "pins": {
                "rey": {"xy": [0.526635, 2.812571], "standing": True},
                "lateral_head": {"xy": [1.034639, 1.689692], "standing": True},
                "lateral_foot": {"xy": [1.400908, 2.134277], "standing": True},
                "lateral_left": {
                    "xy": [0.569765, 0.49056],
                    "standing": False,
                    "direction": 28.0125,
                    "fall": 13.167367,
                },
                "lateral_right": {"xy": [1.403543, 0.419334], "standing": True},
            },
        },
        TABLE,
    )
    shot = Shot("mingo", 194.69573043884438, 0.7309042382498742, 0.262, -0.316)
    final = sim.simulate(pos, shot).final
    back = Position.loads(json.dumps(final.to_json()), TABLE)
    assert back.pins["lateral_left"].fall == final.pins["lateral_left"].fall


def test_what_holds_a_lean_up_is_read_from_the_position():
    """Its head against the right cushion's nose, a pin leans on it; half a millimetre off, or
    leaning the other way, nothing holds it up."""
    from chapo_game.physics.lean import held_by

    fall = math.degrees(math.asin(0.5))  # the head half the pin's height out
    x = TABLE.width - RP - 0.5 * H
    assert held_by(TABLE, (x, 1.0), (1.0, 0.0), fall, {}) == ("cushion", "right")
    assert held_by(TABLE, (x - 0.0005, 1.0), (1.0, 0.0), fall, {}) is None
    assert held_by(TABLE, (x, 1.0), (-1.0, 0.0), fall, {}) is None


def test_a_pin_knocked_standing_against_a_cushion_is_written_with_a_fall(sim):
    """A pin standing against the cushion, knocked towards it, leans on it at once, its head
    no further out than its base: written ``"fall": 0``, no fall a position may hold."""
    pos = position({"1": (0.3, 1.0)}, only_pins(lateral_left=(RP, 1.0)))
    final = sim.simulate(pos, Shot.make("1", 180, 1.0)).final
    pin = final.pins["lateral_left"]
    assert not pin.standing and pin.fall is not None and pin.fall > 0.0
    data = final.to_json()
    for k, pid in enumerate(("rey", "lateral_head", "lateral_foot", "lateral_right")):
        data["pins"][pid] = {"xy": [0.7, 0.3 + 0.1 * k], "standing": True}
    Position.from_json(json.loads(json.dumps(data)), TABLE)  # read back


def test_the_final_position_checks_find_each_defect():
    """``chapo physics --final-shots``'s checks on positions made by hand: a ball 5 mm inside
    a lying pin, a pin lying 10 mm past the left cushion's nose, two lying pins crossed."""
    from chapo_game.physics.final_audit import defects

    clear = position(
        {"1": (0.5, 1.0)}, {"rey": PinState((0.5 + D_LYING + 0.002, 0.9), False, None, 90.0)}
    )
    assert defects(clear, TABLE) == {}
    into = position(
        {"1": (0.5, 1.0)}, {"rey": PinState((0.5 + D_LYING - 0.005, 0.98), False, None, 90.0)}
    )
    assert defects(into, TABLE)["ball_in_pin"] == pytest.approx(0.005)
    past = position({}, {"rey": PinState((0.03, 1.0), False, None, 180.0)})  # head at -15 mm
    assert defects(past, TABLE)["pin_past_cushion"] == pytest.approx(0.015 + RP)
    leaning = position({}, {"rey": PinState((0.03, 1.0), False, None, 180.0, None, 30.0)})
    assert "pin_past_cushion" not in defects(leaning, TABLE)  # its head 7.5 mm off the nose
    crossed = position({}, {"rey": PinState((0.5, 1.0), False, None, 0.0),
                            "lateral_head": PinState((0.52, 0.98), False, None, 90.0)})  # fmt: skip
    assert defects(crossed, TABLE)["pins_crossed"] == pytest.approx(2 * RP)
    # unless the shot left one lying across the other (physics/pin_pairs.py)
    assert defects(crossed, TABLE, [("lateral_head", "rey")]) == {}


def test_chapo_physics_checks_the_final_positions_of_random_shots(capsys):
    """``chapo physics --final-shots N``: no ball inside a lying pin, no pin past a cushion's
    nose (10,000 shots on the engine of the morning: 153 and 223, up to 45 mm); no lying pins
    through each other (69 before down pins met each other); a pin fallen across another is
    counted apart."""
    from chapo_game.cli import main

    assert main(["physics", "--json", "--final-shots", "300"]) == 0
    finals = json.loads(capsys.readouterr().out)["final_positions"]
    assert finals["shots"] == 300 and finals["ball_in_pin"] == 0
    assert finals["pin_past_cushion"] == 0 and finals["pins_crossed"] == 0
    assert main(["physics", "--final-shots", "-1"]) == 2
    assert capsys.readouterr().err == "chapo: --final-shots: must be at least 1, got -1\n"
