"""Down pins meet each other (physics/pin_pairs.py): two lying pins push each other off as two
equal discs, never slide through each other; a falling pin comes down across a lying one."""

from __future__ import annotations

import math

import pytest
from physics_helpers import TABLE, P, position

from chapo_game.physics import engine
from chapo_game.physics.final_audit import defects
from chapo_game.physics.geom import point_segment, segs_dist
from chapo_game.physics.rig import held_rig
from chapo_game.position import PinState, Position
from chapo_game.shot import Shot

X = TABLE.width / 2
RP = TABLE.pin_radius
H = TABLE.pin_height
A_DOWN = P.mu_pin_down * P.g


def _slide(pos: Position, pid: str, vx: float, vy: float) -> engine.ShotResult:
    """The world of ``pos`` with pin ``pid`` sent sliding at ``(vx, vy)``, run to rest."""
    with held_rig(TABLE) as rig:
        world = engine._World(TABLE, P, pos, False, False, rig)
        q = world.pin_by_id[pid]
        q.vx, q.vy = vx, vy
        return world.run([])


def _apart(pos: Position, a: str, b: str) -> float:
    pa, pb = pos.pins[a], pos.pins[b]
    return segs_dist(*pa.axis(H), *pb.axis(H))


@pytest.mark.parametrize(
    ("way", "ahead"),
    [
        (0.0, (0.0, 0.030)),  # side by side: the rey slides across its axis into the lateral's side
        (90.0, (0.0, H + 0.018)),  # end on: the rey's head into the lateral's base
    ],
)
def test_a_sliding_pin_meets_a_lying_one_as_equal_discs(way, ahead):
    """Closed form: the rey, sliding at 0.5 m/s, meets the lateral at ``v = √(v0² − 2 a d)``
    (``a = μ_down g``, ``d`` the gap); equal masses, restitution ``e_pin``: the lateral leaves at
    ``v (1 + e)/2``, the rey goes on at ``v (1 − e)/2``; each stops ``v'²/(2a)`` on."""
    base = (X, 1.0)
    lat = (X + ahead[0], 1.0 + ahead[1])
    pos = position({}, {"rey": PinState(base, False, None, way),
                        "lateral_head": PinState(lat, False, None, way)})  # fmt: skip
    v0 = 0.5
    res = _slide(pos, "rey", 0.0, v0)
    gap = ahead[1] - 2 * RP - (H if way == 90.0 else 0.0)
    v = math.sqrt(v0 * v0 - 2 * A_DOWN * gap)
    met = [e for e in res.events if e.type == "pin_pin"]
    assert [(e["a"], e["b"]) for e in met] == [("lateral_head", "rey")]
    assert met[0]["speed"] == pytest.approx(v, rel=1e-6)
    e = P.e_pin
    va, vb = v * (1 - e) / 2, v * (1 + e) / 2
    assert res.final.pins["lateral_head"].xy[1] == pytest.approx(
        lat[1] + vb * vb / (2 * A_DOWN), abs=1e-6
    )
    assert res.final.pins["rey"].xy[1] == pytest.approx(
        1.0 + gap + va * va / (2 * A_DOWN), abs=1e-6
    )
    assert _apart(res.final, "rey", "lateral_head") >= 2 * RP - 1e-6


@pytest.mark.parametrize("speed", [1.0, 2.5, 5.0])
def test_a_ball_drives_a_lying_pin_into_another_not_through_it(sim, speed):
    """Ball 1 sends the rey, lying across its way, into the lateral lying 30 mm beyond it (and
    on, at 5 m/s, into the cushion): the lateral is pushed, the two never lie through each
    other. Before, the rey slid through the lateral and they lay crossed."""
    pos = position({"1": (X + 0.01, 1.0)}, {"rey": PinState((X - 0.02, 1.2), False, None, 0.0),
                    "lateral_head": PinState((X - 0.03, 1.23), False, None, 0.0)})  # fmt: skip
    res = sim.simulate(pos, Shot.make("1", 90, speed), frames=True)
    assert any(e.type == "pin_pin" for e in res.events)
    assert res.final.pins["lateral_head"].xy[1] > 1.23 + 0.001
    for f in res.frames:
        rey, lat = f.pins["rey"], f.pins["lateral_head"]
        assert segs_dist(*rey.axis(H), *lat.axis(H)) >= 2 * RP - 1e-4
    assert defects(res.final, TABLE) == {}


def test_a_falling_pin_comes_down_across_a_lying_one(sim):
    """The rey, cut towards 60° by ball 1 (which runs on to the right cushion), falls towards a
    lateral lying 30 mm beyond it; over it, its head is well above the 12 mm pin: it comes down
    across it, as a pin falling on another does (no meeting, nothing pushed), and the result
    says the pair lies one across the other. The next shot starts them so: nothing meets, and
    they lie as they were."""
    lying = PinState((X - 0.01, 1.45), False, None, 0.0)
    d = TABLE.ball_radius + RP
    met = (X - d * math.cos(math.radians(60)), 1.42 - d * math.sin(math.radians(60)))
    pos = position({"1": (met[0] - 0.2, met[1])},
                   {"rey": PinState((X, 1.42), True), "lateral_head": lying})  # fmt: skip
    res = sim.simulate(pos, Shot.make("1", 0, 1.0))
    rey = res.final.pins["rey"]
    assert not rey.standing and rey.direction == pytest.approx(60.0)
    assert not any(e.type == "pin_pin" for e in res.events)
    assert res.final.pins["lateral_head"] == lying
    assert _apart(res.final, "rey", "lateral_head") == 0.0  # seen from above they cross
    assert res.meta["across"] == [("lateral_head", "rey")]
    assert defects(res.final, TABLE, res.meta["across"]) == {}
    assert "pins_crossed" in defects(res.final, TABLE)
    # the next shot: ball 1 rolls away from them
    again = sim.simulate(res.final, Shot.make("1", 270, 0.5))
    assert not any(e.type in ("pin_pin", "ball_pin") for e in again.events)
    assert again.final.pins == res.final.pins
    assert again.meta["across"] == [("lateral_head", "rey")]


@pytest.mark.parametrize("v", [0.6, 1.0, 1.5])
def test_the_base_of_a_pin_come_down_across_another_still_meets_it(v):
    """The rey, knocked towards a lateral lying 30 mm beyond it, its base sliding on at ``v``:
    its body comes down across the lateral, but its base, on the cloth, meets the lateral's
    body and pushes it — it slid on through it, up to 20 cm beyond, and nothing was met."""
    pins = {"rey": PinState((X, 1.40), True),
            "lateral_head": PinState((X - 0.0225, 1.43), False, None, 0.0)}  # fmt: skip
    with held_rig(TABLE) as rig:
        world = engine._World(TABLE, P, position({}, pins), True, False, rig)
        rey = world.pin_by_id["rey"]
        rey.vx, rey.vy = 0.0, v
        world._knock(rey, "1", "1", 0.0, 1.0, 20.0)
        res = world.run([])
    assert [(e["a"], e["b"]) for e in res.events if e.type == "pin_pin"][:1] == [
        ("rey", "lateral_head")
    ]
    assert res.final.pins["lateral_head"].xy[1] > 1.43 + 0.005  # pushed on
    for f in res.frames:  # the rey's base never inside the lateral
        lat = f.pins["lateral_head"]
        assert point_segment(*f.pins["rey"].xy, *lat.axis(H))[0] >= 2 * RP - 1e-4


@pytest.mark.parametrize("overlap", [0.0, 1e-9, 1e-7, 5e-5])
def test_two_lying_pins_touching_at_the_start_are_met_not_lying_across(sim, overlap):
    """Two lying pins side by side, touching (or a rounding's hair through each other, as a
    position's micrometres leave them): ball 1 drives the near one into the far one, which
    is pushed. Taken as lying across, the near one was driven right through it."""
    far = (X - 0.0225, 1.4 + 2 * RP - overlap)
    pins = {"rey": PinState((X - 0.0225, 1.4), False, None, 0.0),
            "lateral_head": PinState(far, False, None, 0.0)}  # fmt: skip
    res = sim.simulate(position({"1": (X, 1.2)}, pins), Shot.make("1", 90, 1.0))
    assert any(e.type == "pin_pin" for e in res.events)
    assert res.meta["across"] == [] and defects(res.final, TABLE) == {}


@pytest.mark.parametrize("off", [0.0, 0.003, 0.008])
def test_a_pin_standing_on_a_lying_one_falls_across_it(sim, off):
    """A lateral stood on the rey's body (practice's editor allows it), knocked: it falls
    across the rey. Met as two pins through each other, they were pushed apart again and
    again at one instant (240 meetings in 3 ns in one shot) and lay crossed, unlisted."""
    pins = {"rey": PinState((X - 0.02, 1.5), False, None, 0.0),
            "lateral_left": PinState((X, 1.5 + off), True)}  # fmt: skip
    res = sim.simulate(position({"1": (X, 1.2 + off)}, pins), Shot.make("1", 90, 0.5))
    assert not res.final.pins["lateral_left"].standing
    assert sum(e.type == "pin_pin" for e in res.events) < 10
    assert defects(res.final, TABLE, res.meta["across"]) == {}


@pytest.mark.parametrize("speed", [0.8, 1.0])
def test_a_ball_pushing_a_pin_into_another_pushes_both_not_over_them(sim, speed):
    """Ball 1 drives the rey into the lateral lying beside it: the rey, met again and again
    as it comes back off the lateral, was taken as caught (thrown back by a wall) and the ball
    rode over it, drawn 30 mm into it. A pin that has pushed another was not thrown back by a
    wall: the ball pushes both, never more than a millimetre into either (the frames)."""
    from chapo_game.physics.pin_audit import deepest

    pins = {"rey": PinState((X - 0.0225, 1.2), False, None, 0.0),
            "lateral_head": PinState((X - 0.0225, 1.214), False, None, 0.0)}  # fmt: skip
    res = sim.simulate(position({"1": (X, 0.9)}, pins), Shot.make("1", 90, speed), frames=True)
    assert any(e.type == "pin_pin" for e in res.events)
    assert deepest(res.frames, TABLE) < 0.0015
    assert res.final.pins["lateral_head"].xy[1] > 1.3  # pushed along with the rey


def test_a_ball_squeezing_between_two_pins_that_cannot_give_way_stays_out_of_them(sim):
    """Ball 1, sent through the cross with side, drives the left lateral and the foot lateral
    into a V that holds (each pressed against the other, and stopped as wedged) and comes
    into it at half a metre a second. It met each again only 5 ms after the last time, so
    pins that could not flee let it in 2.5 mm a window, and it came to rest 27 mm inside
    one (1 of 10,000 random shots of ``chapo physics --final-shots``). A ball goes no more
    than a millimetre into a still pin before it meets it again."""
    start = Position.from_json(
        {"balls": {"1": [1.0028606401221607, 2.2254993523698485], "2": None, "mingo": None}},
        TABLE,
    )
    shot = Shot.make("1", 252.29459918346367, 4.371653533659916, 0.39558122583175065,
                     -0.026170510961951065)  # fmt: skip
    start = start.with_pin(
        "lateral_head", PinState((0.579803508128222, 2.8315600662500944), True)
    ).with_pin("lateral_right", PinState((0.9643018175441612, 2.179896753201128), True))
    res = sim.simulate(start, shot)
    assert sum(e.type == "pin_pin" for e in res.events) > 0  # the two pins pressed together
    assert defects(res.final, TABLE, res.meta["across"]) == {}
