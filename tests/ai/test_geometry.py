"""Aim geometry: cuts, ghost balls and banks land where a player would aim."""

from __future__ import annotations

import math

from chapo_game.ai import geometry as g
from chapo_game.table import get_table

T = get_table()
R = T.ball_radius


def test_full_hit_aims_at_the_centre_and_cuts_are_symmetric():
    cue, target = (0.5, 0.5), (0.5, 1.5)
    assert g.cut_angles(cue, target, R, 1.0) == [90.0]
    a, b = g.cut_angles(cue, target, R, 0.5)
    assert math.isclose(a - 90.0, 90.0 - b)
    # a half-ball hit passes one radius from the target's centre
    d = math.dist(cue, target)
    assert math.isclose(math.sin(math.radians(a - 90.0)) * d, R, rel_tol=1e-9)


def test_ghost_ball_sits_two_radii_behind_the_target_on_the_goal_line():
    target, goal = (0.7, 1.0), T.spots["center"]
    ghost = g.ghost_ball(target, goal, R)
    assert math.isclose(math.dist(ghost, target), 2 * R)
    # ghost, target and goal are in line, the ghost on the far side from the goal
    assert math.isclose(math.dist(ghost, goal), math.dist(target, goal) + 2 * R, rel_tol=1e-9)


def test_one_cushion_bank_reflects_off_the_rail_line_onto_the_target():
    cue, target = (0.3, 0.4), (0.3, 1.6)
    aims = dict(g.bank_one(T, cue, target))
    assert "left" in aims and "right" in aims
    # follow the left bank: reach x = R, reflect, and pass through the target
    a = math.radians(aims["left"])
    dx, dy = math.cos(a), math.sin(a)
    t = (R - cue[0]) / dx
    hit = (cue[0] + t * dx, cue[1] + t * dy)
    rdx, rdy = -dx, dy
    s = (target[0] - hit[0]) / rdx
    assert math.isclose(hit[1] + s * rdy, target[1], abs_tol=1e-9)


def test_two_cushion_aims_meet_both_cushions_in_order():
    cue, target = (0.3, 0.3), (1.1, 0.5)
    aims = g.bank_two(T, cue, target)
    assert aims, "a two-cushion route exists on an open table"
    first, second, angle = aims[0]
    assert first != second
    assert 0.0 <= angle < 360.0


def test_blocked_path_is_detected():
    assert not g.path_clear((0.2, 0.2), (1.2, 0.2), [(0.7, 0.21)], 2 * R)
    assert g.path_clear((0.2, 0.2), (1.2, 0.2), [(0.7, 0.5)], 2 * R)
