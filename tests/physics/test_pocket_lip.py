"""A ball over a pocket's hole falls, and one that only clips the hole at speed meets the far
edge before it has fallen far and climbs back out (docs/PHYSICS.md, "Pockets";
``chapo_game/physics/lip.py``). The closed forms against the textbook step climb, then whole
shots."""

from __future__ import annotations

import math

import pytest
from physics_helpers import TABLE, P, R, position

from chapo_game.events import events_to_json
from chapo_game.physics import Simulator
from chapo_game.physics.lip import chord_exit, climb_speed, far_edge, pivot_rate
from chapo_game.position import validate_position
from chapo_game.shot import MAX_SPEED, Shot

G = P.g
RP = TABLE.pocket_radius
CX, CY = TABLE.pockets["head_left"]


def _slate(x: float, y: float) -> bool:
    return 0.0 < x < TABLE.width and 0.0 < y < TABLE.length


# ------------------------------------------------------------------ closed forms
@pytest.mark.parametrize("h", [0.001, 0.005, 0.01, 0.02])
@pytest.mark.parametrize("v", [0.5, 2.0, 6.0])
def test_a_rolling_ball_meeting_a_step_pivots_at_the_textbook_rate(v, h):
    """A ball rolling at ``v`` into a step of height ``h`` (no fall: it meets the edge at
    ``x = √(2Rh − h²)``, ``R − h`` above it) turns about the edge at ``R Ω = v (1 − 5h/7R)``,
    and climbs it iff ``(7/10) R² Ω² ≥ g h``, leaving at ``√(R²Ω² − 10/7 g h)``."""
    x = math.sqrt(2 * R * h - h * h)
    omega = pivot_rate(v, v / R, x, h, 0.0, R, G)
    assert R * omega == pytest.approx(v * (1 - 5 * h / (7 * R)), rel=1e-12)
    out = climb_speed(omega, h, R, G)
    need = 0.7 * R * R * omega * omega >= G * h
    assert (out is not None) == need
    if out is not None:
        assert out == pytest.approx(math.sqrt((R * omega) ** 2 - 10 / 7 * G * h), rel=1e-12)
        # energy: (7/10) m v'² = (7/10) m (RΩ)² − m g h
        assert 0.7 * out**2 == pytest.approx(0.7 * (R * omega) ** 2 - G * h, rel=1e-9)


def test_a_sliding_ball_without_spin_and_a_falling_ball_pivot_slower():
    """Without spin a ball keeps only ``(R − h) v`` of its angular momentum about the edge:
    ``R Ω = (5/7) v (1 − h/R)``; falling at ``g s`` towards an edge ``x`` ahead takes
    ``x g s`` more away."""
    v, h = 2.0, 0.004
    x = math.sqrt(2 * R * h - h * h)
    assert R * pivot_rate(v, 0.0, x, h, 0.0, R, G) == pytest.approx(5 / 7 * v * (1 - h / R))
    s = 0.01
    drop = R * (pivot_rate(v, v / R, x, h, 0.0, R, G) - pivot_rate(v, v / R, x, h, s, R, G))
    assert drop == pytest.approx(x * G * s / (1.4 * R), rel=1e-12)
    assert climb_speed(-1.0, h, R, G) is None and climb_speed(1e3, R, R, G) is None


def test_the_far_edge_is_met_where_the_sunk_ball_touches_it():
    """On a chord across the mouth of the hole, the meeting ``τ`` puts the centre
    ``√(2Rd − d²)`` short of the rim's tangent at the chord's exit, ``d = ½ g τ²``."""
    half = 0.015
    off = math.sqrt(RP * RP - half * half)
    mx = my = CX + off / math.sqrt(2)
    px, py = mx - half / math.sqrt(2), my + half / math.sqrt(2)  # on the rim
    v = 3.0
    vx, vy = v / math.sqrt(2), -v / math.sqrt(2)
    lip = far_edge(px, py, vx, vy, vy / R, -vx / R, CX, CY, RP, 0.0, R, G, _slate)
    assert lip is not None and lip.climbs
    assert lip.tau_exit == pytest.approx(2 * half / v)
    d = 0.5 * G * lip.tau**2
    x = ((lip.ex - px) * lip.nx + (lip.ey - py) * lip.ny) - v * lip.tau * (
        (vx * lip.nx + vy * lip.ny) / v
    )
    assert x == pytest.approx(math.sqrt(2 * R * d - d * d), rel=1e-9)
    assert lip.v_out < vx * lip.nx + vy * lip.ny  # the climb costs speed across the edge


def test_a_chord_into_the_pockets_back_drops_at_once():
    """Straight at the centre, the chord leaves the hole under the rail: no far edge to climb."""
    px, py = CX + RP / math.sqrt(2), CY + RP / math.sqrt(2)
    for v in (0.5, 5.0, MAX_SPEED):
        vx = vy = -v / math.sqrt(2)
        assert far_edge(px, py, vx, vy, 0.0, 0.0, CX, CY, RP, 0.0, R, G, _slate) is None
    assert chord_exit(px, py, 0.0, 0.0, CX, CY, RP) is None


# ------------------------------------------------------------------ whole shots
def _mouth_shot(chord: float, v: float, vertical: float = 0.0):
    """Ball 1 sent across the head_left pocket's mouth, square to the pocket's centre line,
    its centre's path a ``chord`` long across the hole, far from either jaw (struck at
    ``vertical`` 0.4 it rolls from the start)."""
    off = math.sqrt(RP * RP - (chord / 2) ** 2)
    s = CX + CY + off * math.sqrt(2)  # the path: x + y = s
    x0 = 0.045
    return position({"1": (x0, s - x0)}), Shot.make("1", 315, v, vertical=vertical)


def _lips(res):
    return [e for e in res.events if e.type == "pocket_lip"]


def test_a_fast_ball_clipping_the_hole_stays_on_the_table_and_keeps_its_speed():
    """Rolling at 8 m/s over a 40 mm chord (5 ms, ½ g t² ≈ 0.12 mm at the most): it
    climbs the far edge and loses under half a percent of its speed."""
    pos, shot = _mouth_shot(0.040, 8.0, vertical=0.4)
    res = Simulator(TABLE).simulate(pos, shot, trace=True)
    kinds = [e.type for e in res.events if e.type != "line_cross"]
    assert kinds[:3] == ["strike", "pocket_lip", "ball_cushion"]  # out, on to the cushion
    (lip,) = _lips(res)
    assert lip["ball"] == "1" and lip["pocket"] == "head_left"
    after = next(tr for tr in res.trace if tr["type"] == "pocket_lip")
    speed_after = math.hypot(after["vx"], after["vy"])
    assert 0.995 * lip["speed"] < speed_after <= lip["speed"]


@pytest.mark.parametrize("vertical", [0.0, 0.4])
@pytest.mark.parametrize("v", [0.3, 0.5])
def test_a_slow_ball_on_the_same_chord_drops(v, vertical):
    pos, shot = _mouth_shot(0.040, v, vertical)
    res = Simulator(TABLE).simulate(pos, shot)
    assert not _lips(res)
    assert [(e["ball"], e["pocket"]) for e in res.events if e.type == "pocketed"] == [
        ("1", "head_left")
    ]


@pytest.mark.parametrize("v", [0.5, 1.0])
def test_a_ball_along_the_head_cushion_into_the_far_jaw_drops_when_slow(v):
    """88 mm from the head cushion its centre clips the hole; slow, it meets the left cushion's
    end over the hole and drops (the old model dropped it at every speed)."""
    res = Simulator(TABLE).simulate(position({"1": (0.5, 0.088)}), Shot.make("1", 180, v))
    assert [e["ball"] for e in res.events if e.type == "pocketed"] == ["1"]


@pytest.mark.parametrize("v", [3.0, 8.0])
def test_a_ball_along_the_head_cushion_fast_comes_off_the_jaw_and_out(v):
    res = Simulator(TABLE).simulate(position({"1": (0.5, 0.088)}), Shot.make("1", 180, v))
    kinds = [e.type for e in res.events if e.type != "line_cross"]
    assert "pocketed" not in kinds
    assert kinds[1:3] == ["ball_cushion", "pocket_lip"]  # the jaw over the hole, then out
    assert res.final.balls["1"] is not None


@pytest.mark.parametrize("v", [0.3, 0.5, 1.0, 2.0, 4.0, 6.0, 8.0, MAX_SPEED])
@pytest.mark.parametrize("start", [(0.6, 0.6), (0.3, 0.5), (0.7, 0.25)])
def test_a_ball_straight_at_the_pockets_centre_drops_at_every_speed(start, v):
    """Its chord ends under the rail, the pocket's back: nothing to climb."""
    angle = math.degrees(math.atan2(CY - start[1], CX - start[0]))
    res = Simulator(TABLE).simulate(position({"1": start}), Shot.make("1", angle, v))
    if v <= 0.5 and res.final.balls["1"] is not None:
        assert not [e for e in res.events if e.type.startswith("pocket")]
        return  # too slow to get there
    assert [e["pocket"] for e in res.events if e.type == "pocketed"] == ["head_left"]
    assert not _lips(res)


def test_a_skip_is_the_same_every_time_and_whatever_the_step():
    pos, shot = _mouth_shot(0.030, 8.0)
    sim = Simulator(TABLE)
    first = sim.simulate(pos, shot)
    assert _lips(first)
    sim.simulate(position({"1": (0.5, 0.088)}), Shot.make("1", 180, 3.0))
    again = sim.simulate(pos, shot)
    assert events_to_json(first.events) == events_to_json(again.events)
    assert repr(first.final) == repr(again.final)
    fine = Simulator(TABLE, P.finer(10)).simulate(pos, shot)
    assert [e.type for e in fine.events] == [e.type for e in first.events]
    assert fine.final.balls["1"] == pytest.approx(first.final.balls["1"], abs=1e-6)


@pytest.mark.parametrize("chord, v", [(0.030, 8.0), (0.010, 3.0), (0.030, 3.0)])
def test_after_a_skip_the_ball_leaves_the_hole_and_that_pocket_does_not_take_it(chord, v):
    """Once over the far edge, the ball's centre leaves the hole within a few frames and it is
    met by no pocket while its centre is over a hole; frames and final position agree."""
    pos, shot = _mouth_shot(chord, v)
    res = Simulator(TABLE).simulate(pos, shot, frames=True, trace=True)
    lip = _lips(res)[0]
    again = [e for e in res.events if e.t >= lip.t and e.get("pocket") == "head_left"]
    assert again == [lip]
    seen = [f for f in res.frames if f.t > lip.t and f.balls["1"] is not None]
    over = [f.t for f in seen if TABLE.pocket_at(f.balls["1"].xy) == "head_left"]
    assert all(t < lip.t + 0.05 for t in over)
    final = res.final.balls["1"]
    if final is not None:
        assert res.frames[-1].balls["1"].xy == pytest.approx(final, abs=1e-9)
        assert TABLE.pocket_at(final) is None
    validate_position(res.final, TABLE)
