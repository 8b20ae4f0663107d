"""The colour-vision helpers the palette tests rely on give the published figures."""

from __future__ import annotations

import pytest
from vision import KINDS, contrast, de2000_lab, difference, seen


@pytest.mark.parametrize(
    ("p", "q", "expected"),
    [  # Sharma, Wu and Dalal (2005), test data pairs 1, 2, 7, 17 and 25
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ],
)
def test_ciede2000_gives_sharmas_test_values(p, q, expected):
    assert de2000_lab(p, q) == pytest.approx(expected, abs=1e-4)
    assert de2000_lab(q, p) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_keeps_greys_and_merges_what_each_deficiency_merges():
    for kind in KINDS:
        for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
            assert max(abs(a - b) for a, b in zip(seen(grey, kind), grey, strict=True)) <= 1
    red, green = (220, 60, 60), (90, 150, 60)  # the textbook red and green a deutan confuses
    assert difference(red, green) > 40
    assert difference(red, green, "deutan") < 12
    blue, green2 = (60, 120, 200), (60, 170, 120)  # blue–green: the tritan's confusion line
    assert difference(blue, green2, "tritan") < difference(blue, green2, "protan")
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
