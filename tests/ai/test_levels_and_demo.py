"""A stronger level scores more; the demo loop survives several partidas; the command line."""

from __future__ import annotations

import subprocess
import sys

from chapo_game.ai import ComputerPlayer
from chapo_game.ai.demo import DemoDriver
from chapo_game.rules.match import MatchSettings
from chapo_game.rules.settings import Phase

from .helpers import advance, new_match


def _net_points(level: int, states) -> int:
    total = 0
    for i, m in enumerate(states):
        m = m.copy()
        d, v = ComputerPlayer(level, seed=100 + i, workers=1).act(m)
        assert d.kind == "shot"
        total += v.points_shooter - v.points_opponent
    return total


def test_level_two_outscores_level_one_on_fixed_positions():
    states = []
    seed = 0
    while len(states) < 16:
        m = advance(new_match(), 6 + seed % 5, seed)
        seed += 1
        if m.phase in (Phase.PLAY, Phase.BALL_IN_HAND) and not m.pending_rey_choice:
            states.append(m)
    assert _net_points(2, states) > _net_points(1, states)


def test_demo_driver_survives_several_short_partidas():
    driver = DemoDriver((1, 1), seed=4, settings=MatchSettings(target=5, partidas=1))
    for _ in range(600):
        driver.step()
        if driver.match_number >= 4:
            break
    assert driver.match_number >= 4, "three encuentros completed"
    assert driver.shots > 0


def _chapo(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "chapo_game", "selfplay", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_selfplay_command_and_bad_arguments():
    ok = _chapo(
        "--games", "1", "--levels", "1", "1", "--seed", "2", "--target", "4", "--workers", "1"
    )
    assert ok.returncode == 0, ok.stderr
    assert "wins" in ok.stdout and "points/shot" in ok.stdout
    for bad in (["--levels", "4", "1"], ["--games", "0"], ["--levels", "1"], ["--target", "-3"]):
        r = _chapo(*bad)
        assert r.returncode == 2
        assert len(r.stderr.strip().splitlines()) == 1
        assert "Traceback" not in r.stderr
