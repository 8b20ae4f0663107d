"""Engine behaviour the referee and the player see: pins, pockets, off the table, tunnelling,
the lag, determinism and frames."""

from __future__ import annotations

import itertools
import json
import math
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from physics_helpers import TABLE, P, R, only_pins, position

from chapo_game.events import events_to_json
from chapo_game.physics import Simulator
from chapo_game.physics.ball import evolve
from chapo_game.physics.geom import point_segment
from chapo_game.physics.params import knock_speed_estimate
from chapo_game.position import PinState, Position, validate_position
from chapo_game.shot import Shot

X = TABLE.width / 2
RP = TABLE.pin_radius


def types(res) -> list[str]:
    """The log's event types, without the ``line_cross`` markers (checked on their own)."""
    return [e.type for e in res.events if e.type != "line_cross"]


def test_line_cross_is_logged_at_the_closed_form_time(sim):
    # centre hit up the pin axis's side: slides, then rolls; the time its centre reaches the
    # línea media follows from the two closed-form phases
    y0, v0 = 0.4, 2.0
    res = sim.simulate(position({"1": (0.3, y0)}), Shot.make("1", 90, v0))
    crossings = [e for e in res.events if e.type == "line_cross"]
    a_s, a_r = P.mu_slide * P.g, P.mu_roll * P.g
    t_s = 2 * v0 / (7 * a_s)
    y_s = y0 + v0 * t_s - a_s * t_s**2 / 2
    v_r = 5 * v0 / 7
    mid = TABLE.linea_media_y
    assert y_s < mid  # still short of the line when it starts rolling
    d = mid - y_s
    t_mid = t_s + (v_r - math.sqrt(v_r**2 - 2 * a_r * d)) / a_r
    assert crossings[0]["ball"] == "1" and crossings[0]["direction"] == 1
    assert crossings[0].t == pytest.approx(t_mid, abs=1e-9)  # on the closed-form path
    # it comes back off the foot cushion and crosses again, heading for the head
    assert [c["direction"] for c in crossings[:2]] == [1, -1]
    assert crossings[1].t > next(e.t for e in res.events if e.type == "ball_cushion")


def test_a_ball_that_crosses_the_line_and_comes_back_within_a_step_logs_both(sim):
    """A draw shot cut off ball 2 on the line: the cue ball's centre goes about 2 mm past
    the línea media and its draw brings it back, all inside one step of the engine. Only the
    step's ends were compared, so nothing was logged (a broken *no pasar* went unseen)."""
    mid = TABLE.linea_media_y
    balls = {"1": (0.5, 1.117), "2": (0.52736, 1.49218)}
    res = sim.simulate(position(balls), Shot.make("1", 90, 1.5, vertical=-0.6), trace=True)
    out, back = [e for e in res.events if e.type == "line_cross" and e["ball"] == "1"]
    assert (out["direction"], back["direction"]) == (1, -1) and back.t - out.t < 0.2
    contact = next(e for e in res.events if e.type == "ball_ball")
    assert contact.t < out.t and res.final.balls["1"][1] < mid  # over the line after the hit
    # the exact path between the two: beyond the line, and on it at both times
    leg = [s for s in res.trace if s["ball"] == "1" and s["t"] <= out.t][-1]
    a_s, a_r, a_w = P.mu_slide * P.g, P.mu_roll * P.g, P.spin_decel(TABLE.ball_radius)

    def y(t: float) -> float:
        st = [leg[k] for k in ("x", "y", "vx", "vy", "wx", "wy", "wz")]
        return evolve(*st, t - leg["t"], TABLE.ball_radius, a_s, a_r, a_w)[1]

    assert y(out.t) == pytest.approx(mid, abs=1e-9) and y(back.t) == pytest.approx(mid, abs=1e-9)
    assert y((out.t + back.t) / 2) > mid + 0.001
    # and the same shot twice gives the same log
    again = sim.simulate(position(balls), Shot.make("1", 90, 1.5, vertical=-0.6))
    assert [(e.t, e.type) for e in again.events] == [(e.t, e.type) for e in res.events]


def test_events_are_sorted_and_end_with_rest(sim):
    pos = Position.initial(TABLE, {"1": (0.5, 0.4)})
    res = sim.simulate(pos, Shot.make("1", 80, 4.0, 0.2, -0.1))
    ts = [e.t for e in res.events]
    assert ts == sorted(ts)
    assert res.events[0].type == "strike" and res.events[0].t == 0.0
    assert res.events[-1].type == "rest" and res.events[-1].t == pytest.approx(res.duration)


# ---------------------------------------------------------------- no tunnelling at 10 m/s
def test_no_tunnelling_through_a_cushion_at_full_speed():
    # straight at the foot cushion at 10 m/s, with the jump-off threshold out of the way
    sim = Simulator(TABLE, replace(P, off_table_speed=math.inf))
    res = sim.simulate(position({"1": (0.3, 0.3)}), Shot.make("1", 90, 10.0), frames=True)
    contacts = [e for e in res.events if e.type != "line_cross"]
    assert types(res)[1] == "ball_cushion" and contacts[1]["cushion"] == "foot"
    for f in res.frames:
        x, y = f.balls["1"].xy
        assert R - 1e-9 <= x <= TABLE.width - R + 1e-9
        assert R - 1e-9 <= y <= TABLE.length - R + 1e-9


def test_no_tunnelling_through_a_pin_at_full_speed(sim):
    pins = only_pins(rey=(X, 1.5))
    res = sim.simulate(position({"1": (X, 0.3)}, pins), Shot.make("1", 90, 10.0))
    assert types(res)[1:3] == ["ball_pin", "pin_down"]
    assert next(e for e in res.events if e.type == "ball_pin")["pin"] == "rey"
    # also a glancing line that only just brushes the pin
    off = R + RP - 0.001
    res = sim.simulate(position({"1": (X + off, 0.3)}, pins), Shot.make("1", 90, 10.0))
    assert "ball_pin" in types(res)


# ---------------------------------------------------------------- pins
def test_full_speed_hit_knocks_a_pin_down_towards_where_it_was_hit(sim):
    pins = only_pins(rey=(X, 1.42))
    res = sim.simulate(position({"1": (X - 0.3, 1.12)}, pins), Shot.make("1", 45, 5.0))
    down = [e for e in res.events if e.type == "pin_down"]
    assert [(e["pin"], e["by"], e["ball"]) for e in down] == [("rey", "1", "1")]
    rey = res.final.pins["rey"]
    assert not rey.standing
    assert rey.cause == {"by": "1", "ball": "1"}
    moved = (rey.xy[0] - X, rey.xy[1] - 1.42)
    assert moved[0] > 0.05 and moved[1] > 0.05  # slid off along the hit (up and right)


def test_a_ball_stopping_against_a_pin_leaves_it_leaning_and_knocked(sim):
    """Guide 8 / art. 5.2: a pin left leaning on a ball counts as knocked, for the ball that put
    it there, at the end of the shot; it is never left standing inside the ball."""
    pins = only_pins(rey=(X, 1.42))
    # rolling at 0.1 m/s it runs v²/(2 μr g) ≈ 51 mm: it stops 5 mm into the pin's footprint,
    # less than the tipping depth
    v = 0.1
    run = v * v / (2 * P.mu_roll * P.g)
    start = (X, 1.42 - R - RP - (run - 0.005))
    res = sim.simulate(position({"1": start}, pins), Shot.make("1", 90, v, vertical=0.4))
    touch = [e for e in res.events if e.type == "ball_pin"]
    assert len(touch) == 1 and touch[0]["speed"] < P.pin_knock_speed
    down = [e for e in res.events if e.type == "pin_down"]
    assert [(e["pin"], e["by"], e.get("lean")) for e in down] == [("rey", "1", True)]
    assert down[0].t == pytest.approx(res.duration)
    rey = res.final.pins["rey"]
    assert not rey.standing and rey.cause == {"by": "1", "ball": "1"}
    assert rey.xy == (X, 1.42)  # it leans about its base: the base has not moved
    into = R + RP - math.dist(res.final.balls["1"], rey.xy)
    assert 0.004 < into < P.pin_tip_depth(RP, R)
    validate_position(res.final, TABLE)


def test_a_pressed_pin_is_drawn_leaning_as_far_as_the_ball_presses_it(sim):
    """The frames drew a pressed pin with the lean worked out at the step's end: upright for
    0.4 s while a slow ball sank 8 mm into its footprint, then tilted at once. Each frame
    now tilts it by the ball's depth in it at that frame, about its base, until its top rests
    on the ball: tan(tilt) = depth / R."""
    pins = only_pins(rey=(X, 1.42))
    v = 0.1
    run = v * v / (2 * P.mu_roll * P.g)
    start = (X, 1.42 - R - RP - (run - 0.005))
    res = sim.simulate(
        position({"1": start}, pins), Shot.make("1", 90, v, vertical=0.4), frames=True
    )
    pressed = [
        (R + RP - math.dist(f.balls["1"].xy, f.pins["rey"].xy), f.pins["rey"].fall)
        for f in res.frames
        if math.dist(f.balls["1"].xy, f.pins["rey"].xy) < R + RP - 0.0005
    ]
    assert len(pressed) >= 5
    for depth, fall in pressed:
        assert fall == pytest.approx(math.atan2(depth, R) / (0.5 * math.pi), abs=1e-6)
    falls = [fall for _d, fall in pressed]
    assert falls == sorted(falls) and falls[0] > 0.0


def test_a_slow_ball_that_keeps_pressing_tips_the_pin_over(sim):
    """Below the knock speed the pin leans on the ball; pressed past its tipping point (the
    ball ``R·r/h_cm`` into its footprint) it falls, away from the ball."""
    pins = only_pins(rey=(X, 1.42))
    start = (X, 1.42 - R - RP - 0.010)
    res = sim.simulate(position({"1": start}, pins), Shot.make("1", 90, 0.12, vertical=0.4))
    touch = next(e for e in res.events if e.type == "ball_pin")
    down = next(e for e in res.events if e.type == "pin_down")
    assert touch["speed"] < P.pin_knock_speed and down.get("lean") is None
    # by then the ball has rolled the tipping depth further, in closed form
    v_touch = touch["speed"]
    depth = P.pin_tip_depth(RP, R)
    a = P.mu_roll * P.g
    t_tip = (v_touch - math.sqrt(v_touch * v_touch - 2 * a * depth)) / a
    assert down.t - touch.t == pytest.approx(t_tip, rel=1e-6)
    rey = res.final.pins["rey"]
    assert not rey.standing and rey.direction == pytest.approx(90.0)


def test_knock_speed_is_the_tipping_estimate():
    """The knock speed is the kick that lifts a 45 × 12 mm pin's centre of mass over its base's
    edge, met at the ball's equator (params.knock_speed_estimate)."""
    est = knock_speed_estimate(P, RP, TABLE.pin_height, R)
    assert P.pin_knock_speed == pytest.approx(est, abs=0.005)
    # and tipping, not sliding, is what a push at that height does: m g r / h < μ m g
    assert P.mu_pin_stand > RP / R


def test_falling_pin_knocks_its_neighbour_with_the_cause_chain(sim):
    # lateral_foot stands 30 mm beyond the rey: the rey, knocked towards it, falls onto it
    pins = only_pins(rey=(X, 1.42), lateral_foot=(X, 1.45))
    res = sim.simulate(position({"2": (X, 1.0)}, pins), Shot.make("2", 90, 2.0))
    pp = [e for e in res.events if e.type == "pin_pin"]
    # (then, both lying in ball 2's way, they meet again as it pushes them: pin_pairs)
    assert (pp[0]["a"], pp[0]["b"]) == ("rey", "lateral_foot")
    lf = res.final.pins["lateral_foot"]
    assert not lf.standing
    assert lf.cause == {"by": "rey", "ball": "2"}
    down = [(e["pin"], e["by"], e["ball"]) for e in res.events if e.type == "pin_down"]
    assert down == [("rey", "2", "2"), ("lateral_foot", "rey", "2")]


def test_a_ball_meets_a_lying_pin_pushes_it_away_and_barely_turns(sim):
    """A pin lying on the cloth is met low, at its axis: the 6 g pin is pushed away along the
    contact normal, the 466 g ball keeps its line to within a few tenths of a degree."""
    pins = {"rey": PinState((X, 1.42), False, None, 0.0)}  # lying along +x from its base
    start = (X + 0.02, 0.8)
    res = sim.simulate(
        position({"1": start}, pins), Shot.make("1", 90, 1.0, vertical=0.4), trace=True
    )
    hit = next(e for e in res.events if e.type == "ball_pin")
    assert hit["pin"] == "rey" and hit["lying"] is True
    assert not any(e.type == "pin_down" for e in res.events)
    after = next(tr for tr in res.trace if tr["type"] == "ball_pin")
    assert abs(math.degrees(math.atan2(after["vx"], after["vy"]))) < 1.0
    rey = res.final.pins["rey"]
    assert not rey.standing and rey.xy[1] > 1.42 + 0.02  # pushed up the table
    # met where a ball touches a cylinder 12 mm thick lying on the cloth
    d_lying = math.sqrt((R + RP) ** 2 - (R - RP) ** 2)
    assert after["y"] == pytest.approx(1.42 - d_lying, abs=1e-6)


D_LYING = math.sqrt((R + RP) ** 2 - (R - RP) ** 2)  # ball centre to a lying pin's axis


def closest_to_pin(res, ball: str, pin: str) -> float:
    """The least distance, over the frames, from ``ball``'s centre to ``pin``'s axis as drawn
    (from its base, as far out as it has fallen): below :data:`D_LYING` the ball is in it."""
    least = math.inf
    for f in res.frames:
        p, b = f.pins[pin], f.balls[ball]
        if p.standing or p.pocket or b is None:
            continue
        top = _top(p.xy, p.direction, TABLE.pin_height * math.sin(p.fall * math.pi / 2))
        least = min(least, point_segment(*b.xy, *p.xy, *top)[0])
    return least


def _top(base, direction: float, reach: float) -> tuple[float, float]:
    a = math.radians(direction)
    return base[0] + reach * math.cos(a), base[1] + reach * math.sin(a)


@pytest.mark.parametrize("speed", [0.4, 0.6, 1.0])
def test_a_ball_pushing_a_lying_pin_keeps_it_ahead(sim, speed):
    """A ball rolling into a pin lying across its way pushes it along the cloth: never into
    it (a millimetre or so as the ball comes to rest). Met again only 0.1 s after each
    meeting, the ball caught the pin up (the cloth stops it in centimetres) and ran on over
    it, its centre 0.3 mm from the pin's axis, and the pin was left behind it; now the pin is
    flicked ahead at up to 0.1 m/s each time and met again when the cloth has slowed it."""
    pins = {"rey": PinState((X - 0.02, 1.42), False, None, 0.0)}  # lying across the way
    res = sim.simulate(
        position({"1": (X, 1.0)}, pins), Shot.make("1", 90, speed, vertical=0.3), frames=True
    )
    assert closest_to_pin(res, "1", "rey") >= D_LYING - 2e-3  # 30.7 mm into it, it was
    assert res.final.pins["rey"].xy[1] > res.final.balls["1"][1] + D_LYING - 2e-3  # ahead
    meetings = [e.t for e in res.events if e.type == "ball_pin"]
    gaps = sorted(b - a for a, b in itertools.pairwise(meetings))
    assert len(meetings) > 5 and gaps[len(gaps) // 2] > 0.03  # knocks some 40 ms apart


def test_a_pin_knocked_towards_a_ball_at_rest_comes_to_rest_leaning_on_it(sim):
    """The rey, knocked towards ball 2 standing 70 mm away, falls onto it and stays leaning on
    it, tilted (drawn so), ball 2 unmoved: only the pin's base met balls, and it lay on through
    the ball."""
    b2 = (X + 0.07 * math.sqrt(0.5), 1.42 + 0.07 * math.sqrt(0.5))
    pos = position({"1": (X - 0.04, 1.02), "2": b2}, only_pins(rey=(X, 1.42)))
    res = sim.simulate(pos, Shot.make("1", 90, 0.6), frames=True)
    assert res.final.balls["2"] == b2 and not res.final.pins["rey"].standing
    assert closest_to_pin(res, "2", "rey") >= D_LYING - 1e-4
    last = res.frames[-1].pins["rey"]
    assert 0.5 < last.fall < 0.9  # leaning, some 70° from upright
    # the position writes it as the last frame shows it, leaning on the ball, not lying flat
    # through it (nor, as before positions had a fall, flat and turned off the ball)
    rey = res.final.pins["rey"]
    assert rey.fall == pytest.approx(90.0 * last.fall, abs=1e-5)
    assert rey.direction == pytest.approx(last.direction, abs=1e-5)
    top = _top(rey.xy, rey.direction, TABLE.pin_height * math.sin(math.radians(rey.fall)))
    assert point_segment(*b2, *rey.xy, *top)[0] >= D_LYING - 1e-6


def test_a_pin_leaning_on_a_ball_falls_on_when_the_ball_goes(sim):
    """The same, and the mingo, rolling in later, knocks ball 2 away: the rey falls on flat,
    through neither ball."""
    b2 = (X + 0.07 * math.sqrt(0.5), 1.42 + 0.07 * math.sqrt(0.5))
    pos = position({"1": (X - 0.04, 1.02), "2": b2, "mingo": (1.35, b2[1])})
    pos = pos.with_pin("rey", PinState((X, 1.42), True))
    res = sim.simulate(pos, [Shot.make("1", 90, 0.6), Shot.make("mingo", 180, 0.6)], frames=True)
    falls = [f.pins["rey"].fall for f in res.frames]
    leaning = [i for i, f in enumerate(falls) if 0.5 < f < 0.9]
    assert leaning and falls[leaning[-1] + 1 :] and falls[-1] == 1.0
    assert min(closest_to_pin(res, b, "rey") for b in ("2", "mingo")) >= D_LYING - 1e-4


def test_a_shot_dead_along_the_pins_ends_in_few_events(sim):
    """Straight up the pins' string the knocked pins lie along the ball's way: a ball right
    over a pin's axis was taken as meeting it at every instant, and the engine stepped on a
    nanosecond at a time (1,272 steps at 3 m/s). And the pins lie end on between ball 1 and
    the mingo, where no 45 mm pin fits between two balls: a pin met again and again within
    10 ms is caught, and the balls ride over it (met every 5 ms, 432 meetings in one shot).
    Lying end to end in the ball's way the pins also push each other (26 and 28 meetings of
    two pins at 3 and 7 m/s, since down pins meet: physics/pin_pairs.py)."""
    pos = Position.initial(TABLE, {"1": (X, 0.5)}).with_ball("mingo", (X, 2.64))
    for speed in (3.0, 7.0):
        res = sim.simulate(pos, Shot.make("1", 90, speed))
        assert len(res.events) < 300 and res.steps < 400


def test_a_sliding_pin_knocks_a_standing_one(sim):
    """A lying pin sent sliding into a standing pin's base takes it down (pin_pin)."""
    pins = {
        "lateral_head": PinState((X - 0.0225, 1.30), False, None, 0.0),
        "rey": PinState((X, 1.42), True),
    }
    res = sim.simulate(position({"1": (X, 1.0)}, pins), Shot.make("1", 90, 3.0))
    pp = [(e["a"], e["b"]) for e in res.events if e.type == "pin_pin"]
    assert ("lateral_head", "rey") in pp
    down = next(e for e in res.events if e.type == "pin_down" and e["pin"] == "rey")
    assert down["by"] == "lateral_head"


def test_a_pin_can_drop_into_a_pocket(sim):
    pins = {"rey": PinState((0.20, 0.20), False, None, 225.0)}
    res = sim.simulate(position({"1": (0.35, 0.35)}, pins), Shot.make("1", 225, 2.0))
    assert any(e.type == "pin_pocketed" and e["pin"] == "rey" for e in res.events)
    rey = res.final.pins["rey"]
    assert rey.pocket == "head_left" and not rey.standing
    assert rey.to_json()["pocket"] == "head_left"
    validate_position(res.final, TABLE)


def test_every_pin_in_final_says_standing_or_down_and_where(sim):
    pos = Position.initial(TABLE, {"1": (X, 0.5)})
    res = sim.simulate(pos, Shot.make("1", 90, 3.0))
    out = res.final.to_json()["pins"]
    assert set(out) == set(pos.pins)
    knocked = {e["pin"] for e in res.events if e.type == "pin_down"}
    assert knocked
    for pid, pin in out.items():
        assert pin["standing"] == (pid not in knocked)
        assert len(pin["xy"]) == 2
        assert ("knocked_by" in pin) == (pid in knocked)


# ---------------------------------------------------------------- pockets and off the table
def test_pocket_capture_and_a_third_ball_is_rejected(sim):
    """Three balls sent at the head_left pocket in one go: two drop, the third comes out."""
    balls = {"mingo": (0.2, 0.2), "1": (0.06, 0.45), "2": (0.75, 0.06)}
    shots = [
        Shot.make("mingo", 225, 1.5),
        Shot.make("1", 270, 1.5),
        Shot.make("2", 180, 1.5),
    ]
    res = sim.simulate(position(balls), shots)
    potted = [e for e in res.events if e.type == "pocketed"]
    assert [(e["ball"], e["pocket"]) for e in potted] == [
        ("mingo", "head_left"),
        ("1", "head_left"),
    ]
    rejected = [e for e in res.events if e.type == "pocket_reject"]
    assert [(e["ball"], e["pocket"]) for e in rejected] == [("2", "head_left")]
    assert res.final.balls["mingo"] is None and res.final.balls["1"] is None
    last = res.final.balls["2"]
    assert last is not None and TABLE.pocket_at(last) is None and TABLE.on_surface(last)


def test_ball_leaves_the_table_only_on_the_hardest_hits(sim):
    hard = sim.simulate(position({"1": (0.3, 0.3)}), Shot.make("1", 90, 10.0))
    off = [e for e in hard.events if e.type == "off_table"]
    assert len(off) == 1 and off[0]["cushion"] == "foot"
    assert off[0]["speed"] > P.off_table_speed
    assert hard.final.balls["1"] is None
    for speed in (3.0, 5.0):
        res = sim.simulate(position({"1": (0.3, 0.3)}), Shot.make("1", 90, speed))
        assert "off_table" not in types(res)
        assert res.final.balls["1"] is not None


# ---------------------------------------------------------------- lag, determinism, frames
def test_lag_strikes_two_balls_at_the_same_instant(sim):
    y = TABLE.cabana_salida_y
    balls = {"1": (X - 0.3, y), "2": (X + 0.3, y)}
    shots = [Shot.make("1", 90, 2.0), Shot.make("2", 90, 2.5)]
    res = sim.simulate(position(balls), shots)
    strikes = [e for e in res.events if e.type == "strike"]
    assert [(e["ball"], e.t) for e in strikes] == [("1", 0.0), ("2", 0.0)]
    for bid in ("1", "2"):
        cushions = [e for e in res.events if e.type == "ball_cushion" and e["ball"] == bid]
        assert cushions and cushions[0]["cushion"] == "foot"
    with pytest.raises(ValueError, match="struck twice"):
        sim.simulate(position(balls), [shots[0], shots[0]])


def test_same_position_and_shot_give_identical_results():
    pos = Position.initial(TABLE, {"1": (0.4, 0.5), "2": (1.0, 2.5)})
    shot = Shot.make("1", 71.3, 6.5, 0.3, 0.2)
    a = Simulator(TABLE).simulate(pos, shot)
    b = Simulator(TABLE).simulate(pos, shot)
    ja = json.dumps([events_to_json(a.events), a.final.to_json()])
    jb = json.dumps([events_to_json(b.events), b.final.to_json()])
    assert ja == jb
    assert len(a.events) > 4


def test_frames_only_when_asked_at_sixty_hertz(sim):
    pos = Position.initial(TABLE, {"1": (X, 0.5)})
    shot = Shot.make("1", 90, 2.0, vertical=0.3)
    plain = sim.simulate(pos, shot)
    assert plain.frames is None
    res = sim.simulate(pos, shot, frames=True)
    assert json.dumps(events_to_json(res.events)) == json.dumps(events_to_json(plain.events))
    ts = [f.t for f in res.frames]
    assert ts[0] == 0.0 and ts[-1] == pytest.approx(res.duration)
    assert all(b - a == pytest.approx(1 / 60) for a, b in itertools.pairwise(ts[:-1]))
    last = res.frames[-1]
    assert last.balls["1"].xy == pytest.approx(res.final.balls["1"])
    for q in (f.balls["1"].quat for f in res.frames):
        assert sum(c * c for c in q) == pytest.approx(1.0)
    assert res.frames[0].balls["1"].quat != last.balls["1"].quat
    knocked = {e["pin"] for e in res.events if e.type == "pin_down"}
    for pid in knocked:
        assert last.pins[pid].standing is False and last.pins[pid].fall == pytest.approx(1.0)


def test_random_shots_leave_every_ball_on_the_cloth_apart(sim):
    """Seeded random shots with spin (the bench set): no ball ends off the surface, over a
    pocket or inside another ball, and a hard draw into a cushion still rebounds."""
    from chapo_game.commands.bench import bench_shots

    for pos, shot in bench_shots(TABLE, 40, seed=11):
        on = sim.simulate(pos, shot).final.on_table()
        for bid, xy in on.items():
            assert TABLE.on_surface(xy) and TABLE.pocket_at(xy) is None, (bid, xy, shot)
            for other, oxy in on.items():
                if other < bid:
                    assert math.dist(xy, oxy) > 2 * R - 1e-4, (bid, other, shot)
    res = sim.simulate(position({"1": (0.7, 0.3)}), Shot.make("1", 270, 5.0, 0, -0.6))
    hit = next(e for e in res.events if e.type == "ball_cushion")
    assert hit["cushion"] == "head"
    assert res.final.balls["1"][1] > 0.3


def test_a_shot_is_the_same_whatever_was_simulated_before_it():
    """The pymunk space is reused from shot to shot (and is per thread): what the previous
    shots left in it must not change a shot."""
    import threading

    pos = Position.initial(TABLE, {"1": (0.4, 0.5), "2": (1.0, 2.5)})
    shot = Shot.make("1", 71.3, 6.5, 0.3, 0.2)

    def run() -> str:
        r = Simulator(TABLE).simulate(pos, shot)
        return json.dumps([events_to_json(r.events), r.final.to_json()])

    first = run()
    from chapo_game.commands.bench import bench_shots

    for other, s in bench_shots(TABLE, 15, seed=3):
        Simulator(TABLE).simulate(other, s)
    assert run() == first
    out: list[str] = []
    t = threading.Thread(target=lambda: out.append(run()))
    t.start()
    t.join()
    assert out == [first]


@pytest.mark.parametrize(
    ("balls", "shot"),
    [
        # ball 2 drives into ball 1, frozen against the left cushion, rolling along with it
        (
            {"1": (0.04, 0.19744240341783664), "2": (0.08803082283202059, 0.2614192746923766)},
            Shot.make("2", 258.7447076491934, 0.21456401620777546, 0.2562307739, 0.2827158553),
        ),
        # ball 1 pressed against ball 2 (frozen to the mingo) by its own slip on the cloth
        (
            {
                "1": (1.38, 1.1306434571535948),
                "2": (0.958700687091171, 1.7322731271556013),
                "mingo": (0.925033995760853, 1.8048441537080009),
            },
            Shot.make("1", 127.38558115788868, 0.6585789975242261, 0.0508435463, -0.0866040837),
        ),
    ],
)
def test_balls_pressed_together_settle_instead_of_striking_without_end(sim, balls, shot):
    """Impulses on bodies pressed together (by a ball's slip, or rolling side by side) would
    strike them millions of times: the pair settles, the shot ends, the log stays short."""
    res = sim.simulate(position(balls), shot)
    contacts = [e for e in res.events if e.type in ("ball_ball", "ball_cushion")]
    assert len(contacts) < 40
    validate_position(res.final, TABLE)


@pytest.mark.parametrize("speed", [0.7, 1.0])
def test_a_pair_that_settles_keeps_its_angular_momentum_about_the_cloth(speed):
    """A centre-ball shot into a frozen pair, ball 2 against the mingo, in line: ball 2 passes
    its speed to the mingo, the cue ball is left against ball 2 with its topspin, and its slip
    presses ball 2 until the pair settles. The cloth's friction acts at each ball's contact
    point and the impacts (frictionless here) at the balls' centre height, so the two balls'
    angular momentum about their contact points, ``m R (v + 2/5 R ω)``, is the same before
    the settling and after it (closed form: a slip ends at ``v − 2/7·u``), and it is what
    rolls the two balls on: each ends ``v²/(2 μr g)`` on, rolling at ``L/(7/5)``. The
    settling set ``ω`` to the speed instead and threw 85 % of it away: the cue ball stopped
    dead against ball 2 (1.4 mm on at 1 m/s, where it follows 28 mm) and ball 2 stayed put."""
    params = replace(P, ball_ball_model="frictionless", cue_end_mass=0.0)
    y2 = 1.0  # far enough from the foot cushion that the mingo does not come back
    balls = {"1": (X, y2 - 0.5), "2": (X, y2), "mingo": (X, y2 + 2 * R)}
    res = Simulator(TABLE, params).simulate(position(balls), Shot.make("1", 90, speed), trace=True)
    hits = [tr for tr in res.trace if tr["type"] == "ball_ball"]
    state: dict[str, dict] = {}
    momenta = []  # L / (m R) of balls 1 and 2 after each instant of impacts, the first 50 ms
    for t in sorted({tr["t"] for tr in hits if tr["t"] < hits[0]["t"] + 0.05}):
        state.update((tr["ball"], tr) for tr in hits if tr["t"] == t)
        momenta.append(sum(state[b]["vy"] - 0.4 * R * state[b]["wx"] for b in ("1", "2")))
    after_mingo = momenta[1]  # cue ball → ball 2 and ball 2 → mingo at one instant
    assert len(momenta) > 8  # then the pair was pressed together and settled
    assert max(abs(m - after_mingo) for m in momenta[1:]) < 2e-3
    # what the settled pair's momentum rolls them on to (each ball rolling ends at L_i / 1.4)
    rolled = [
        math.sqrt(2 * P.mu_roll * P.g * (res.final.balls[b][1] - y0))
        for b, y0 in (("1", y2 - 2 * R), ("2", y2))
    ]
    assert 1.4 * sum(rolled) == pytest.approx(after_mingo, rel=0.05)
    assert res.final.balls["1"][1] - (y2 - 2 * R) > 0.005  # the cue ball follows on


@given(
    dy=st.floats(-0.3, 0.3),
    vy=st.floats(-8.0, 8.0),
    tau=st.floats(1e-4, 0.5),
    pushes=st.lists(st.floats(-1.0, 1.0), min_size=1, max_size=8),
)
def test_a_ball_skipped_by_the_line_bound_cannot_reach_the_line(dy, vy, tau, pushes):
    """The engine looks for a línea media crossing only where :func:`may_cross` says a ball
    could reach the line in the step: with any acceleration up to the sliding one (here
    piecewise constant, in any direction), a ball it skips never touches the line."""
    from chapo_game.physics.step import may_cross

    acc = 0.2 * 9.81
    if may_cross(dy, vy, acc, tau):
        return
    y, v, h = dy, vy, tau / len(pushes)
    for push in pushes:  # exact within each piece: the extreme of a parabola included
        a = push * acc
        t_turn = -v / a if a != 0.0 else -1.0
        for t in (h, t_turn) if 0.0 < t_turn < h else (h,):
            assert (y + v * t + 0.5 * a * t * t > 0.0) == (dy > 0.0)
        y, v = y + v * h + 0.5 * a * h * h, v + a * h


def test_chapo_physics_says_how_far_balls_ran_into_pins_that_were_down(capsys):
    """``chapo physics --pin-shots N`` plays N shots into the cross and reads the frames: no
    ball runs more than 10 mm into a pin that is down (with the old spacing of meetings, 28
    of 400 did, up to right over the pin); bad counts are one line and status 2."""
    from chapo_game.cli import main

    assert main(["physics", "--json", "--pin-shots", "40"]) == 0
    pins = json.loads(capsys.readouterr().out)["pins_into_balls"]
    assert pins["shots"] == 40 and pins["over_10mm"] == 0 and pins["deepest_mm"] < 10.0
    assert main(["physics", "--pin-shots", "40"]) == 0
    assert "40 shots into the cross: " in capsys.readouterr().out
    assert main(["physics", "--pin-shots", "-1"]) == 2
    assert capsys.readouterr().err == "chapo: --pin-shots: must be at least 1, got -1\n"


@pytest.mark.parametrize(
    ("balls", "pins", "shot"),
    [
        (  # a ball creeping into pins piled against the left cushion, two of them standing
            {"1": (0.075872, 1.854458)},
            {
                "rey": PinState((0.003615, 1.931529), False, None, 7.078),
                "lateral_head": PinState((0.058485, 1.797702), True),
                "lateral_foot": PinState((0.065544, 1.774322), True),
                "lateral_left": PinState((0.053749, 1.840454), False, None, 154.514),
                "lateral_right": PinState((0.038441, 1.804143), False, None, 119.440),
            },
            Shot("1", 210.6904, 0.4, -0.0715, -0.2499),
        ),
        (  # ball 2 rolling ball 1 into lying pins against the same cushion
            {"1": (0.081756, 1.096197), "2": (0.171740, 1.097567)},
            {
                "rey": PinState((0.036470, 1.097187), False, None, 201.993),
                "lateral_head": PinState((0.036000, 1.057792), False, None, 212.719),
                "lateral_foot": PinState((0.015462, 1.064357), True),
                "lateral_left": PinState((0.019184, 1.100578), False, None, 301.505),
                "lateral_right": PinState((0.012370, 1.049247), False, None, 79.534),
            },
            Shot("2", 198.9885, 0.2, -0.2040, 0.3018),
        ),
        (  # a lying pin sent into a standing one: the cloth slows them differently and
            # pressed them together, met every half microsecond (5,583 meetings)
            {"1": (0.050711, 1.258698), "2": (0.136092, 1.232173)},
            {
                "rey": PinState((0.032447, 1.285407), False, None, 27.681),
                "lateral_head": PinState((0.024773, 1.254791), False, None, 319.191),
                "lateral_foot": PinState((0.025396, 1.200803), True),
                "lateral_left": PinState((0.043136, 1.232302), False, None, 235.070),
                "lateral_right": PinState((0.010571, 1.300317), False, None, 185.980),
            },
            Shot("1", 182.1668, 1.0, -0.3164, -0.3878),
        ),
    ],
)
def test_pins_wedged_against_a_cushion_settle(sim, balls, pins, shot):
    """A lying pin caught between a cushion and a pin (one a ball leans on, or one pushed on)
    met both in turn at one instant, each time a little slower: 16,151 steps and 3.7 s for one
    slow shot. Pins so wedged stop, and a pin held up by a ball is a wall to them."""
    res = sim.simulate(position(balls, pins), shot)
    assert res.steps < 600 and len(res.events) < 200


def test_events_at_one_instant_go_by_kind_before_names():
    """Two pairs met at the same instant are taken by ``(kind, name, name)`` whatever order
    pymunk reported them in (docs/PHYSICS.md, the step scheme): the pair found first, earlier
    than every other, had its key made with the *newcomer's* kind, so pairs of two kinds at one
    instant went by their names alone."""
    from chapo_game.physics.next_event import _sooner
    from chapo_game.physics.rig import T_BALL, T_PIN

    def handler() -> None: ...

    pin_pair = (0.001, handler, ("1", "rey"))  # a ball and a pin, found first
    ball_pair = (0.001, handler, ("2", "mingo"))  # two balls, at the same instant
    held = _sooner(T_PIN, "1", "rey", pin_pair, (None, (), 0))
    best, _, kind = _sooner(T_BALL, "2", "mingo", ball_pair, held)
    assert (best, kind) == (ball_pair, T_BALL)
    # and the other way round, the same pair first
    held = _sooner(T_BALL, "2", "mingo", ball_pair, (None, (), 0))
    best, _, kind = _sooner(T_PIN, "1", "rey", pin_pair, held)
    assert (best, kind) == (ball_pair, T_BALL)
    # an earlier event wins whatever its kind
    earlier = (0.0005, handler, ("2", "rey"))
    assert _sooner(T_PIN, "2", "rey", earlier, held)[0] == earlier
