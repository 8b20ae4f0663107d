"""No impossible position survives a shot: whatever the position and the shot, the engine's
final position passes the game's own validator (the window, the saves and the referee refuse
anything else). Random positions lean towards the pins, where the trouble was found."""

from __future__ import annotations

import json
import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chapo_game.physics import Simulator
from chapo_game.position import PinState, Position, standard_pins, validate_position
from chapo_game.shot import MAX_SPEED, MAX_TIP_OFFSET, Shot
from chapo_game.table import BALL_IDS, get_table

T = get_table()
SIM = Simulator(T)
R = T.ball_radius
PINS = standard_pins(T)


def _free(xy: tuple[float, float], taken: list[tuple[float, float]]) -> bool:
    return (
        R <= xy[0] <= T.width - R
        and R <= xy[1] <= T.length - R
        and T.pocket_at(xy) is None
        and all(math.dist(xy, o) >= 2 * R for o in taken)
        and all(math.dist(xy, p.xy) >= R + T.pin_radius for p in PINS.values())
    )


@st.composite
def positions_and_shots(draw: st.DrawFn) -> tuple[Position, Shot]:
    balls: dict[str, tuple[float, float]] = {}
    for bid in BALL_IDS:
        near_pins = draw(st.booleans())
        for _ in range(20):
            if near_pins:
                cx, cy = T.spots["center"]
                xy = (cx + draw(st.floats(-0.35, 0.35)), cy + draw(st.floats(-0.5, 0.5)))
            else:
                xy = (draw(st.floats(R, T.width - R)), draw(st.floats(R, T.length - R)))
            if _free(xy, list(balls.values())):
                balls[bid] = xy
                break
    ball = draw(st.sampled_from(sorted(b for b in balls if b != "mingo") or ["none"]))
    offset = draw(st.floats(0.0, MAX_TIP_OFFSET))
    phi = draw(st.floats(0.0, 2 * math.pi))
    shot = Shot.make(
        ball if ball != "none" else "1",
        draw(st.floats(0.0, 360.0)),
        draw(st.floats(0.3, MAX_SPEED)),
        offset * math.cos(phi),
        offset * math.sin(phi),
    )
    return Position(balls=balls, pins=dict(PINS)), shot


@settings(
    max_examples=250,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(positions_and_shots())
def test_every_final_position_passes_the_validator(case: tuple[Position, Shot]) -> None:
    position, shot = case
    if position.balls.get(shot.ball) is None:
        return
    validate_position(position, T)  # the generator makes only legal starts
    result = SIM.simulate(position, shot)
    validate_position(result.final, T)
    # and `chapo sim` takes it as its input: the same position back from its JSON
    again = Position.from_json(json.loads(json.dumps(result.final.to_json())), T)
    assert again.balls == result.final.balls
    assert {p: (s.xy, s.standing, s.pocket) for p, s in again.pins.items()} == {
        p: (s.xy, s.standing, s.pocket) for p, s in result.final.pins.items()
    }


def test_a_pin_given_in_a_pocket_is_in_it_not_on_the_cloth() -> None:
    """``pocket`` on input (docs/POSITION.md: ``xy`` is then the pocket's centre): the pin is in
    that pocket whatever ``xy`` says, and a ball rolling over the ``xy`` given meets nothing
    (it lay there on the cloth, and the output dropped its pocket)."""
    doc = Position.initial(T, {"1": (0.3, 0.2)}).to_json()
    doc["pins"]["rey"] = {"xy": [0.3, 0.6], "standing": False, "pocket": "head_left"}
    position = Position.from_json(doc, T)
    assert position.pins["rey"].xy == T.pockets["head_left"]
    result = SIM.simulate(position, Shot.make("1", 90.0, 1.0))
    assert not [e for e in result.events if "pin" in e.type]
    assert result.final.pins["rey"].pocket == "head_left"
    assert result.final.pins["rey"].xy == T.pockets["head_left"]


def test_a_pin_fallen_within_a_micrometre_of_a_spot_reads_back_where_it_lies() -> None:
    """The rey fell with its base 0.7 µm from its spot; read back (`chapo sim` taking its own
    output), it was put on the spot: a lying pin is where it lies, only a standing one is
    taken onto the spot it is written at. (The property test above found it, run alone; the
    position is written here as the physics left it then, so that the reading is tested
    whatever the physics does with that shot now.)"""
    cx, cy = T.spots["center"]
    cause = {"by": "2", "ball": "2"}
    rey = PinState((cx + 5e-7, cy - 5e-7), standing=False, cause=cause, direction=19.8)
    pos = Position.initial(T, {"1": (1.0, 0.5), "2": (1.2, 2.0)}).with_pin("rey", rey)
    assert 0 < math.dist(rey.xy, T.spots["center"]) < 1e-6
    again = Position.from_json(json.loads(json.dumps(pos.to_json())), T)
    assert again.pins["rey"].xy == rey.xy and not again.pins["rey"].standing
