"""A ball over a pocket's hole falls, and one that only clips the hole at speed meets the far
edge before it has fallen far and climbs back out (docs/PHYSICS.md, "Pockets";
``chapo_game/physics/lip.py``). The closed forms against the textbook step climb, then whole
shots."""

from __future__ import annotations

import math

import pytest
from physics_helpers import TABLE, P, R

from chapo_game.physics.lip import chord_exit, climb_speed, far_edge, pivot_rate
from chapo_game.shot import MAX_SPEED

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
