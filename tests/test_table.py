"""The table is built to ../shared/GUIDE.md: figures checked against the guide's own words."""

from __future__ import annotations

import json
import math

import pytest

from chapo_game.cli import main
from chapo_game.table import PIN_IDS, POCKET_IDS, get_table, normal_spot_of


@pytest.mark.parametrize(
    ("profile", "width", "length"), [("match", 1.42, 2.84), ("club", 1.27, 2.54)]
)
def test_profiles_have_the_guide_sizes(profile: str, width: float, length: float) -> None:
    t = get_table(profile)
    assert (t.width, t.length) == (width, length)
    assert t.ball_diameter == pytest.approx(0.080)
    assert t.pocket_radius * 2 == pytest.approx(0.105)
    assert t.pin_radius * 2 == pytest.approx(0.012)
    assert t.pin_height == pytest.approx(0.045)


def test_pin_spots_are_one_ball_plus_one_pin_apart_on_the_centre_strings() -> None:
    t = get_table()
    s = 0.080 + 0.012
    cx, cy = t.width / 2, t.length / 2
    assert t.spots["center"] == (cx, cy)
    assert t.spots["head"] == pytest.approx((cx, cy - s))
    assert t.spots["foot"] == pytest.approx((cx, cy + s))
    assert t.spots["left"] == pytest.approx((cx - s, cy))
    assert t.spots["right"] == pytest.approx((cx + s, cy))
    assert t.spots["aux_head"] == pytest.approx((cx, cy - 2 * s))
    assert t.spots["aux_right"] == pytest.approx((cx + 2 * s, cy))
    # art. 4: a ball passes between two neighbouring pins brushing both
    gap = math.dist(t.spots["head"], t.spots["left"])
    assert gap > t.ball_diameter + 2 * t.pin_radius - 1e-9
    assert s - 2 * t.pin_radius == pytest.approx(t.ball_diameter)


def test_mingo_spots_follow_art_4_and_6() -> None:
    t = get_table()
    assert t.spots["mingo_normal"] == pytest.approx((0.71, 2.84 - 2.5 * 0.080))
    assert t.spots["mingo_cushion"] == pytest.approx((0.71, 2.84 - 0.040))  # frozen to the foot
    assert t.spots["mingo_string"] == pytest.approx((0.71, 2.84 * 3 / 4))


def test_cabanas_include_the_string() -> None:
    t = get_table()
    assert t.in_cabana_salida((0.5, t.length / 4))  # art. 14: on the line counts as inside
    assert not t.in_cabana_salida((0.5, t.length / 4 + 1e-6))
    assert t.in_cabana_mingo((0.5, 3 * t.length / 4))
    assert not t.in_cabana_mingo((0.5, 3 * t.length / 4 - 1e-6))


def test_pins_are_named_by_their_normal_spot() -> None:
    assert [normal_spot_of(p) for p in PIN_IDS] == ["center", "head", "foot", "left", "right"]


def test_pockets_are_in_the_corners_and_the_mouth_is_one_pocket_wide() -> None:
    t = get_table()
    assert set(t.pockets) == set(POCKET_IDS)
    # the corner of the playing surface lies on the pocket's rim
    assert math.dist(t.pockets["head_left"], (0, 0)) == pytest.approx(t.pocket_radius)
    head, left = t.cushions["head"], t.cushions["left"]
    assert math.dist(head.a, left.a) == pytest.approx(2 * t.pocket_radius)
    # a ball rolling along a cushion reaches the pocket's edge near the corner
    assert t.pocket_at((t.ball_radius, 0.06)) == "head_left"
    assert t.pocket_at((t.ball_radius, 0.20)) is None


def test_diamonds_three_per_long_rail_one_per_short_rail() -> None:
    t = get_table()
    long_rail = [d for d in t.diamonds if d[0] in (0.0, t.width)]
    short_rail = [d for d in t.diamonds if d[1] in (0.0, t.length) and d not in long_rail]
    assert sorted({d[1] for d in long_rail}) == pytest.approx([0.71, 1.42, 2.13])
    assert len(long_rail) == 6 and len(short_rail) == 2


def test_chapo_table_json_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "--json", "--profile", "club"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["profile"] == "club"
    assert doc["playing_surface"] == {"width": 1.27, "length": 2.54}
    assert set(doc["spots"]) >= {"center", "aux_left", "mingo_normal", "mingo_string"}
    assert doc["strings"]["cabana_salida"]["y"] == pytest.approx(2.54 / 4)
    assert set(doc["pockets"]["centres"]) == set(POCKET_IDS)
    physics = doc["physics"]
    for key in ("mu_slide", "mu_roll", "mu_spin", "e_ball", "e_cushion", "g", "ball_mass"):
        assert isinstance(physics[key], float | int), key


def test_unknown_profile_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "--json", "--profile", "pool"]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err.count("\n") == 1 and "--profile" in out.err and "pool" in out.err
