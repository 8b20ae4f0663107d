"""Positions and shots: the JSON shapes of ``chapo sim`` and what is refused, field by field."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from chapo_game.errors import InputError
from chapo_game.position import Position, standard_pins
from chapo_game.shot import MAX_TIP_OFFSET, Shot, within_tip
from chapo_game.table import PIN_IDS, get_table

T = get_table()


def _pos(balls: dict, pins: dict | None = None) -> dict:
    doc: dict = {"balls": balls}
    if pins is not None:
        doc["pins"] = pins
    return doc


def test_pins_default_to_all_five_standing_on_their_spots() -> None:
    pos = Position.from_json(_pos({"1": [0.7, 0.5], "mingo": [0.71, 2.64]}), T)
    assert pos.balls["2"] is None
    assert pos.pins == standard_pins(T)
    assert all(pos.pins[p].standing for p in PIN_IDS)


def test_round_trip_through_json_is_identical() -> None:
    pos = Position.initial(T, {"1": (0.3, 0.4), "2": (1.0, 2.3)})
    pos = pos.with_pin("rey", pos.pins["rey"].__class__((0.7, 1.43), False))
    again = Position.from_json(json.loads(json.dumps(pos.to_json())), T)
    assert again == pos


@pytest.mark.parametrize(
    ("doc", "field", "words"),
    [
        (_pos({"1": [0.7, 0.5], "2": [0.73, 0.52]}), "balls.2", "overlaps ball 1"),
        (_pos({"1": [0.01, 0.5]}), "balls.1", "off the playing surface"),
        (_pos({"1": [0.7, 2.83]}), "balls.1", "off the playing surface"),
        # written out to the millimetre, 1e308 took 330 characters of the one line
        (_pos({"1": [1e308, 0.5]}), "balls.1", "[1e+308, 0.5000] is off the playing surface"),
        (_pos({"1": [0.06, 0.07]}), "balls.1", "head_left pocket"),
        (_pos({"3": [0.7, 0.5]}), "balls.3", "unknown ball id"),
        (_pos({"1": [0.7, float("nan")]}), "balls.1[1]", "finite"),
        (_pos({"1": [0.7, float("inf")]}), "balls.1[1]", "finite"),
        (_pos({"1": [0.7]}), "balls.1", "expected [x, y]"),
        (_pos({"1": ["a", 0.5]}), "balls.1[0]", "expected a number"),
        ({"pins": {}}, "balls", "missing"),
        ([1, 2], "position", "JSON object"),
        (_pos({}, {"king": {"xy": [0.71, 1.42]}}), "pins.king", "unknown pin id"),
        (_pos({}, {"rey": {"xy": [0.71, 1.42]}}), "pins.lateral_head", "missing"),
        # a direction is where a pin that is down lies: on a standing one it was read and
        # dropped without a word, as if the writer had meant nothing by it
        (
            _pos({}, {"rey": {"xy": [0.71, 1.42], "direction": 90}}),
            "pins.rey.direction",
            "only a pin that is down has a direction",
        ),
        (
            _pos({"1": [0.71, 1.42]}, {p: {"xy": list(T.spots["center"])} for p in ["rey"]}),
            "pins.lateral_head",
            "missing",
        ),
    ],
)
def test_bad_positions_are_refused_naming_the_field(doc: object, field: str, words: str) -> None:
    with pytest.raises(InputError) as err:
        Position.from_json(doc, T)
    assert err.value.field == field
    assert words in err.value.problem
    assert "\n" not in str(err.value)


def _with_rey(**fields: object) -> dict:
    pins = {p: s.to_json() for p, s in standard_pins(T).items()}
    pins["rey"].update(fields)
    return _pos({"1": [0.3, 0.5]}, pins)


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"standing": True, "fall": 30}, "only a pin lying on the cloth has a fall"),
        ({"standing": False, "pocket": "head_left", "fall": 30}, "only a pin lying on the"),
        ({"standing": False, "fall": 0}, "more than 0 and at most 90 degrees, got 0"),
        ({"standing": False, "fall": 90.5}, "got 90.5"),
        ({"standing": False, "fall": "steep"}, "expected a number"),
    ],
)
def test_a_bad_fall_is_refused_naming_the_pin(fields: dict, words: str) -> None:
    """``fall``: how far a pin that is down has fallen, where something holds it up."""
    with pytest.raises(InputError) as err:
        Position.from_json(_with_rey(**fields), T)
    assert err.value.field == "pins.rey.fall" and words in err.value.problem


def test_a_fall_is_kept_and_ninety_degrees_is_lying_flat() -> None:
    pos = Position.from_json(_with_rey(standing=False, direction=10.0, fall=35.5), T)
    assert pos.pins["rey"].fall == 35.5 and pos.pins["rey"].to_json()["fall"] == 35.5
    assert Position.from_json(json.loads(json.dumps(pos.to_json())), T) == pos
    flat = Position.from_json(_with_rey(standing=False, fall=90), T)
    assert flat.pins["rey"].fall is None and "fall" not in flat.pins["rey"].to_json()


def test_a_standing_pin_inside_a_ball_is_refused() -> None:
    pins = {p: s.to_json() for p, s in standard_pins(T).items()}
    with pytest.raises(InputError, match="standing inside ball 1"):
        Position.from_json(_pos({"1": [0.71, 1.45]}, pins), T)
    pins["rey"]["standing"] = False  # a knocked pin lies on the cloth: no conflict
    Position.from_json(_pos({"1": [0.71, 1.42]}, pins), T)


def test_touching_balls_are_allowed() -> None:
    Position.from_json(_pos({"1": [0.5, 0.5], "2": [0.58, 0.5]}), T)


def test_malformed_json_text_names_the_place() -> None:
    with pytest.raises(InputError) as err:
        Position.loads('{"balls": {"1": [0.5, 0.5],}}', T)
    assert err.value.field == "position" and "malformed JSON at line 1" in err.value.problem


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"speed": 0.05}, "speed"),
        ({"speed": 10.5}, "speed"),
        ({"speed": float("nan")}, "speed"),
        ({"angle": float("inf")}, "angle"),
        ({"side": 0.5, "vertical": 0.5}, "side/vertical"),
        ({"cue": "seco", "side": 0.2}, "cue"),
        ({"cue": "rake"}, "cue"),
        ({"ball": "3"}, "ball"),
    ],
)
def test_bad_shots_are_refused(kwargs: dict, field: str) -> None:
    args = {"ball": "1", "angle": 90.0, "speed": 2.0} | kwargs
    with pytest.raises(InputError) as err:
        Shot.make(**args)
    assert err.value.field == field


def test_shot_limits_are_inclusive_and_angle_is_normalised() -> None:
    s = Shot.make("2", -90.0, 10.0, side=0.6, vertical=0.0)
    assert s.angle == 270.0 and s.speed == 10.0
    assert s.direction == pytest.approx((0.0, -1.0), abs=1e-12)
    Shot.make("1", 0.0, 0.1, side=0.6 * math.cos(1.0), vertical=0.6 * math.sin(1.0))
    assert Shot.from_json(s.to_json()) == s
    # a hair under 0 came out of % as 360.0 itself, outside [0, 360)
    assert Shot.make("1", -1e-300, 1.0).angle == 0.0 == Shot.make("1", 360.0, 1.0).angle


def _pins_with(pin: str, xy: list[float], standing: bool = True) -> dict:
    pins = {p: s.to_json() for p, s in standard_pins(T).items()}
    pins[pin] = {"xy": xy, "standing": standing}
    return pins


@pytest.mark.parametrize(
    ("xy", "words"),
    [
        ([0.0, 0.0], "inside a cushion"),
        ([0.003, 1.0], "inside a cushion"),  # half of the 6 mm base into the left cushion
        ([T.width - 0.003, 1.0], "inside a cushion"),
        ([0.7, T.length - 0.001], "inside a cushion"),
        ([0.03, 0.03], "over the head_left pocket"),
    ],
)
def test_a_standing_pin_in_a_cushion_or_a_pocket_is_refused(xy: list[float], words: str) -> None:
    with pytest.raises(InputError) as err:
        Position.from_json(_pos({"1": [0.5, 0.5]}, _pins_with("lateral_left", xy)), T)
    assert err.value.field == "pins.lateral_left" and words in err.value.problem
    # knocked down it may lie there: a lying pin is checked for its base alone (below)
    Position.from_json(_pos({"1": [0.5, 0.5]}, _pins_with("lateral_left", xy, False)), T)
    # touching the cushion it stands
    Position.from_json(_pos({"1": [0.5, 0.5]}, _pins_with("lateral_left", [T.pin_radius, 1])), T)


def test_a_lying_pin_is_refused_for_its_base_alone_not_its_body() -> None:
    """A lying pin's body past a cushion's nose, or under a ball, is what the game itself
    writes (practice's editor, 0.2.0's shots; docs/POSITION.md): its base on the nose line,
    lying straight out (51 mm past, the most a base on the cloth allows), and the rey lying
    under ball 1, its centre on the axis, are taken. Only a base off the cloth is refused, in
    one line naming the pin."""
    out = {"xy": [0.0, 1.0], "standing": False, "direction": 180.0}
    under = {"xy": [0.5, 0.5], "standing": False, "direction": 0.0}
    pins = {**_pins_with("lateral_left", [0.0, 1.0]), "lateral_left": out, "rey": under}
    Position.from_json(_pos({"1": [0.52, 0.5]}, pins), T)
    pins["lateral_left"] = {**out, "xy": [-0.001, 1.0]}
    with pytest.raises(InputError) as err:
        Position.from_json(_pos({"1": [0.52, 0.5]}, pins), T)
    assert str(err.value) == "pins.lateral_left.xy: [-0.0010, 1.0000] is off the playing surface"


def test_a_long_value_is_quoted_short_in_the_message() -> None:
    with pytest.raises(InputError) as err:
        Position.from_json(_pos({"1": [0] * 100_000}), T)
    assert len(str(err.value)) < 100


def test_micrometre_overlaps_are_mended_and_larger_ones_left() -> None:
    from chapo_game.position import REPAIR_LIMIT, repair_position, validate_position

    r = T.ball_radius
    pos = Position.initial(
        T, {"1": (0.5, 0.5), "2": (0.5 + 2 * r - 57e-6, 0.5), "mingo": (r - 7e-6, 2.0)}
    )
    mended, mends = repair_position(pos, T)
    validate_position(mended, T)
    assert math.dist(mended.balls["1"], mended.balls["2"]) == pytest.approx(2 * r, abs=1e-9)
    assert mended.balls["mingo"] == (r, 2.0)
    assert mends == [
        "ball mingo put back 7 µm from a cushion",
        "balls 1 and 2 moved apart by 57 µm",
    ]
    # a ball pressed against the cushion: the other one moves the whole way
    wall = Position.initial(T, {"1": (r, 0.5), "2": (3 * r - 30e-6, 0.5)})
    mended, _ = repair_position(wall, T)
    validate_position(mended, T)
    assert mended.balls["1"] == (r, 0.5)
    # three balls in a row, each pair a little into the next
    row = Position.initial(
        T, {"1": (0.5, 0.5), "2": (0.58 - 2e-5, 0.5), "mingo": (0.66 - 4e-5, 0.5)}
    )
    validate_position(repair_position(row, T)[0], T)
    # more than REPAIR_LIMIT, and a valid position, are left as they are
    deep = Position.initial(T, {"1": (0.5, 0.5), "2": (0.5 + 2 * r - 2 * REPAIR_LIMIT, 0.5)})
    assert repair_position(deep, T) == (deep, [])
    good = Position.initial(T, {"1": (0.5, 0.5), "2": (0.5 + 2 * r, 0.5)})
    assert repair_position(good, T) == (good, [])


@given(st.floats(-3.0, 3.0), st.floats(-3.0, 3.0))
@example(2.971615556674603, 5.960464477539063e-08)  # drawn in to 0.5999…: cut to 0.599
def test_any_tip_drawn_within_reach_is_one_a_shot_accepts(side: float, vertical: float) -> None:
    """What the spin ball face sets from wherever it is clicked: never refused, never more
    than a thousandth from the point drawn in to the largest offset."""
    s, v = within_tip(side, vertical)
    Shot.make("1", 0.0, 1.0, s, v)  # accepted
    n = math.hypot(side, vertical)
    k = min(1.0, MAX_TIP_OFFSET / n) if n else 1.0
    assert abs(s - side * k) < 0.001 and abs(v - vertical * k) < 0.001
    assert abs(s) <= abs(side) and abs(v) <= abs(vertical)


def test_a_pins_pocket_that_is_not_a_name_and_a_huge_unknown_key_are_one_short_line() -> None:
    """An audit's finds: ``"pocket": ["head_left"]`` ended in a traceback (unhashable list),
    and an unknown ball key of 500,000 letters in a message line of half a megabyte."""
    pins = {p: s.to_json() for p, s in standard_pins(T).items()}
    pins["rey"] = {"xy": [0.71, 1.42], "standing": False, "pocket": ["head_left"]}
    with pytest.raises(InputError, match=r"^pins\.rey\.pocket: unknown pocket \["):
        Position.from_json(_pos({"1": [0.3, 0.5]}, pins), T)
    with pytest.raises(InputError) as err:
        Position.from_json(_pos({"k" * 500_000: [0.3, 0.5]}), T)
    assert len(str(err.value)) < 300 and err.value.field == "balls." + "k" * 500_000


def test_a_file_is_read_in_the_games_order_so_its_key_order_names_no_other_ball():
    """Ball 1 frozen to ball 2 and to the mingo, struck between them: the retaque named ball 2
    from one file and the mingo from the same balls listed mingo first."""
    from chapo_game.rules.judge import push_fouls

    r = T.ball_radius
    c, s = math.cos(math.radians(60)), math.sin(math.radians(60))
    xy = {"1": [0.7, 0.8], "2": [0.7 - 2 * r * c, 0.8 + 2 * r * s]}
    xy["mingo"] = [0.7 + 2 * r * c, 0.8 + 2 * r * s]
    a = Position.from_json(_pos({k: xy[k] for k in ("1", "2", "mingo")}), T)
    b = Position.from_json(_pos({k: xy[k] for k in ("mingo", "1", "2")}), T)
    assert list(a.balls) == list(b.balls) == ["1", "2", "mingo"]
    shot = Shot.make("1", 90, 2.0)
    assert push_fouls(T, a, shot) == push_fouls(T, b, shot)


def test_pins_and_balls_written_at_their_spots_printed_figures_are_on_the_spots():
    """docs/POSITION.md prints the head lateral at 1.328 and the mingo's spot at 2.64; the
    table computes 1.3279999999999998 and 2.6399999999999997. Written as printed, a pin stood
    2e-16 m off its spot and a grazing shot met it where the game's own pin is missed."""
    from chapo_game.physics import Simulator

    printed = {p: {"xy": [round(v, 4) for v in T.spots[s]]} for p, s in _PIN_SPOTS.items()}
    mingo = [round(v, 4) for v in T.spots["mingo_normal"]]
    written = Position.from_json(_pos({"1": [0.3, 0.5], "mingo": mingo}, printed), T)
    omitted = Position.from_json(_pos({"1": [0.3, 0.5], "mingo": mingo}), T)
    assert written == omitted and written.balls["mingo"] == T.spots["mingo_normal"]
    assert {p: written.pins[p].xy for p in PIN_IDS} == {
        p: T.spots[s] for p, s in _PIN_SPOTS.items()
    }
    assert printed["lateral_head"]["xy"] != list(T.spots["head"])  # as printed, not computed
    sim = Simulator(T)
    shot = Shot.make("1", 71.0287301941486, 2.0)
    assert sim.simulate(written, shot).events == sim.simulate(omitted, shot).events


_PIN_SPOTS = {"rey": "center", "lateral_head": "head", "lateral_foot": "foot"}
_PIN_SPOTS |= {"lateral_left": "left", "lateral_right": "right"}
