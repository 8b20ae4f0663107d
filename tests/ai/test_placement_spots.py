"""Where the computer may put a ball in hand: every spot said to be in line with a goal is on
that line (:func:`chapo_game.ai.candidates.placement_spots`)."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from chapo_game.ai.candidates import pin_goals, placement_spots
from chapo_game.position import Position
from chapo_game.table import get_table

T = get_table()


def _off_line(point, a, b) -> float:
    """Distance (m) from ``point`` to the line through ``a`` and ``b``."""
    (px, py), (ax, ay), (bx, by) = point, a, b
    return abs((bx - ax) * (py - ay) - (by - ay) * (px - ax)) / math.dist(a, b)


def test_a_ball_level_with_the_rey_gives_no_spot_against_the_side_cushion():
    """Ball 2 nearly level with the rey: the line from the rey through it leaves the cabaña by
    its side. Pulled in to the rail, that spot was offered as "behind 2 in line with the rey"
    and the computer set its ball against the side cushion at the string's end — at every
    level, in two ball-in-hand decisions of three."""
    rey = T.spots["center"]
    pos = Position.initial(T, {"2": (rey[0] - 0.05, rey[1] - 0.03)})
    spots = placement_spots(T, pos, ["2", "mingo"], "salida")
    r = T.ball_radius
    assert all(2 * r < x < T.width - 2 * r for (x, _), _ in spots), spots
    assert not any(note.partition("behind 2 ")[2] == "in line with the rey" for _, note in spots)


@settings(max_examples=60, deadline=None)
@given(
    x=st.floats(0.1, T.width - 0.1),
    y=st.floats(T.cabana_salida_y + 0.1, T.length - 0.1),
)
def test_every_spot_in_line_with_a_goal_is_on_its_line(x, y):
    pos = Position.initial(T, {"2": (x, y)})
    if any(math.dist((x, y), p) < T.ball_radius + 0.02 for p in pos.standing_pins().values()):
        return
    goals = dict(pin_goals(pos))
    for xy, note in placement_spots(T, pos, ["2"], "salida"):
        if note.startswith("behind 2 in line with the ") and "pocket" not in note:
            goal = goals[note.removeprefix("behind 2 in line with the ")]
            assert _off_line(xy, goal, (x, y)) < 1e-6, (xy, note)
            assert xy[1] <= T.cabana_salida_y
