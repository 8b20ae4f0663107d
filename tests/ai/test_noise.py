"""Levels 1 and 2 fail as people do: a hard stroke is less straight, and the tip slips."""

from __future__ import annotations

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
