"""Practice's traces tell the balls apart by pattern as well as colour: to a colour-blind
player the mingo's light red and ball 2's yellow differ only in lightness."""

from __future__ import annotations

import itertools
import math

import pygame

from chapo_game.ui.draw.marks import TRACES, dash_runs, draw_runs, trace_runs


def drawn_length(runs) -> float:
    return sum(math.dist(a, b) for run in runs for a, b in itertools.pairwise(run))


def test_the_pattern_runs_on_across_a_trace_s_close_points():
    pts = [(float(x), 0.0) for x in range(0, 161, 2)]  # a trace: points 2 px apart, 160 px
    runs = dash_runs(pts, 10, 6)
    assert len(runs) == 10  # 160 px of 10 drawn and 6 left
    assert math.isclose(drawn_length(runs), 100.0)
    assert all(math.isclose(drawn_length([r]), 10.0) for r in runs)
    assert dash_runs(pts, 1, 0) == [pts]  # ball 1's: whole


def test_each_ball_s_trace_is_drawn_in_its_own_pattern():
    """Along one straight trace, the pixels lit: every one for ball 1, in runs of about 10 for
    ball 2 and about 3 for the mingo."""
    lit = {}
    for bid in TRACES:
        surf = pygame.Surface((220, 20))
        pts = [(float(x), 10.0) for x in range(10, 214, 3)]
        draw_runs(surf, trace_runs(bid, pts))  # as the table view draws a trace
        row = [surf.get_at((x, 10))[:3] != (0, 0, 0) for x in range(10, 210)]
        runs, n = [], 0
        for on in [*row, False]:
            if on:
                n += 1
            elif n:
                runs.append(n)
                n = 0
        lit[bid] = runs
    assert lit["1"] == [200]
    # (a line's ends are both drawn: a run is a pixel or two longer; the last one cut short)
    assert all(10 <= r <= 13 for r in lit["2"][:-1]) and len(lit["2"]) >= 12
    assert all(2 <= r <= 4 for r in lit["mingo"][:-1]) and len(lit["mingo"]) >= 24
