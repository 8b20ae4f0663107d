"""Levels 1 and 2 fail as people do: a hard stroke is less straight, and the tip slips."""

from __future__ import annotations

import math
import statistics

from chapo_game.ai.levels import LEVELS
from chapo_game.ai.noise import derive_rng
from chapo_game.shot import Shot


def _angles(noise, speed: float, n: int = 400) -> list[float]:
    shot = Shot.make("1", 90.0, speed)
    return [noise.perturb(shot, derive_rng("t", speed, k)).angle for k in range(n)]


def test_a_hard_stroke_strays_more_for_levels_one_and_two_only():
    for level, wider in ((1, True), (2, True), (3, False)):
        noise = LEVELS[level].noise
        soft = statistics.pstdev(_angles(noise, 2.0))
        hard = statistics.pstdev(_angles(noise, 8.0))
        assert (hard > 1.3 * soft) is wider, (level, soft, hard)


def test_the_tip_slips_now_and_then_at_level_one():
    noise = LEVELS[1].noise
    shot = Shot.make("1", 90.0, 4.0)
    speeds = [noise.perturb(shot, derive_rng("slip", k)).speed for k in range(1000)]
    slips = sum(1 for v in speeds if v < 4.0 * 0.62)  # half speed, beyond the 15 % error
    assert 20 <= slips <= 70  # about 4 %
    assert all(LEVELS[3].noise.perturb(shot, derive_rng("slip", k)).speed > 3.4 for k in range(300))


def test_a_slip_is_told_apart_from_the_hands_ordinary_error():
    """The stroke says when the tip slipped (the window says "¡Pifia!"): exactly the strokes
    that leave at about half speed, and the same stroke as ``perturb`` plays."""
    noise = LEVELS[1].noise
    shot = Shot.make("1", 90.0, 4.0)
    slipped_speeds = []
    for k in range(1000):
        played, slipped = noise.stroke(shot, derive_rng("slip", k))
        assert played == noise.perturb(shot, derive_rng("slip", k))
        if slipped:
            slipped_speeds.append(played.speed)
    assert 20 <= len(slipped_speeds) <= 70  # about 4 %
    assert 1.8 < statistics.median(slipped_speeds) < 2.2  # half of 4 m/s, give or take its error
    assert not any(LEVELS[3].noise.stroke(shot, derive_rng("slip", k))[1] for k in range(300))


class _Drawn:
    """A stand-in random stream: each ``gauss`` gives the next of ``values``, ``random`` 0.99
    (no slip) — to steer a stroke onto one exact angle."""

    def __init__(self, *values: float) -> None:
        self.values = list(values)

    def gauss(self, _mu: float, _sigma: float) -> float:
        return self.values.pop(0) if self.values else 0.0

    def random(self) -> float:
        return 0.99


def test_a_stroke_a_hair_under_zero_degrees_is_a_shot_at_zero_not_at_360():
    """A bare ``angle % 360`` of -1e-20 is 360.0 itself: the stroke built a shot no file
    holds (``Shot.make`` takes it as 0.0), so a replay read back played another direction."""
    shot = Shot.make("1", 0.0, 2.0)
    played = LEVELS[2].noise.perturb(shot, _Drawn(-1e-20))
    assert played.angle == 0.0
    assert played == Shot.make(**played.to_json())  # as the checked maker builds it


def test_a_refined_angle_a_hair_under_zero_is_zero_not_360():
    """The search's refinements turn a candidate by about two angle errors either way: from
    one the width of a float short of that turn, a bare ``% 360`` gave 360.0."""
    from chapo_game.ai.candidates import Candidate
    from chapo_game.ai.finalists import _variants

    cfg = LEVELS[3]
    turn = max(2.0 * cfg.noise.angle_sd, 0.3)  # the refinement's turn (finalists._variants)
    cand = Candidate(Shot.make("1", math.nextafter(turn, 0.0), 2.0))
    angles = [v.shot.angle for v in _variants(cand, cfg)]
    assert all(0.0 <= a < 360.0 for a in angles), angles
    assert 0.0 in angles
