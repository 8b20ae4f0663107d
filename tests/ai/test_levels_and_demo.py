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


def _shot_positions(count: int) -> list:
    """``count`` reachable positions with a shot to play, the successive ones of a few
    computer-played encuentros from their sixth action on: a new encuentro played up to each
    position cost most of the test's time, and the positions one action apart are as unlike
    (another ball, another score, the opponent to play) as those of different seeds."""
    states: list = []
    seed = 0
    while len(states) < count:
        m = advance(new_match(), 6, seed)
        for _ in range(6):
            if m.phase in (Phase.PLAY, Phase.BALL_IN_HAND) and not m.pending_rey_choice:
                states.append(m.copy())
            if len(states) == count or m.phase == Phase.ENCUENTRO_OVER:
                break
            m = advance(m, 1, seed)
        seed += 1
    return states


def test_level_two_outscores_level_one_on_fixed_positions():
    states = _shot_positions(16)
    assert len({repr(m.position.to_json()) for m in states}) == 16  # all different
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
    assert "99 % within" in ok.stdout and "over 1.5 s" in ok.stdout
    for bad in (["--levels", "4", "1"], ["--games", "0"], ["--levels", "1"], ["--target", "-3"]):
        r = _chapo(*bad)
        assert r.returncode == 2
        assert len(r.stderr.strip().splitlines()) == 1
        assert "Traceback" not in r.stderr


def test_selfplay_reports_the_slow_decisions():
    """The summary says how long 99 % of the decisions took and how many broke the 1.5 s
    limit: one slow decision in a hundred is what a player waiting on the computer notices,
    and a mean hides it."""
    from chapo_game.ai.selfplay import DECISION_LIMIT_S, GameResult, percentile, summarise

    assert percentile([0.1 * k for k in range(1, 101)], 0.99) == 9.9
    assert percentile([2.0], 0.99) == 2.0
    slow = GameResult(0, (3, 3), 0, 0, (10, 4))
    slow.cpu_times = [[0.5] * 98 + [1.4, 1.6], [0.4]]
    slow.times = [list(slow.cpu_times[0]), [0.4]]
    timing = summarise([slow], (3, 3), seed=1, target=10)["sides"][0]["timing"]
    assert timing["p99_cpu_s"] == 1.4 and timing["max_cpu_s"] == 1.6
    assert timing["over_limit"] == 1 and DECISION_LIMIT_S == 1.5


def test_the_leave_is_compared_partida_by_partida_with_a_blind_control():
    """``--paired``: the same seeds with the leave and without. A partida the leave did not
    touch is the same game in both and says nothing; of the ones it changed, those whose
    winner changed are counted for and against the leave's side."""
    from chapo_game.ai.selfplay import paired

    def game(winner: int, shots: list[int], points: list[int]) -> dict:
        return {
            "winner": winner,
            "scores": points,
            "shots": shots,
            "points": points,
            "fouls": [0, 0],
            "chapos": [0, 0],
        }

    control = [game(0, [2, 2], [10, 4]), game(1, [2, 2], [3, 12]), game(0, [1, 1], [11, 0])]
    control += [game(1, [3, 3], [8, 10])]
    test = [control[0], game(0, [2, 1], [12, 6]), game(1, [2, 2], [4, 10])]
    test += [game(1, [3, 2], [6, 10])]  # changed, same winner
    got = paired({"results": test}, {"results": control}, 0)
    assert (got["side"], got["same"], got["changed"]) == ("A", 1, 3)
    assert (got["gained"], got["lost"], got["net_win_rate"]) == (1, 1, 0.0)
    lo, hi = got["net_ci95"]
    assert lo < 0 < hi
    # from B's side the same partidas read the other way round
    assert (paired({"results": test}, {"results": control}, 1)["gained"]) == 1


def test_selfplay_paired_runs_the_blind_control_on_the_same_seeds():
    """At level 1 there is no leave to judge, so every partida is the same game in both runs:
    the command says so, and --paired without a blind side is refused in one line."""
    ok = _chapo(
        "--games", "2", "--levels", "1", "1", "--seed", "2", "--target", "3",
        "--workers", "1", "--no-leave", "B", "--paired",
    )  # fmt: skip
    assert ok.returncode == 0, ok.stderr
    head, line = ok.stdout.strip().splitlines()[0], ok.stdout.strip().splitlines()[-1]
    assert head.endswith("level 1 (A) vs level 1 (which judges no leave) (B)"), head
    assert "paired with both sides blind on the same seeds: 2 of 2 the same game" in line
    assert "it won 0 that were lost and lost 0 that were won" in line
    bad = _chapo("--paired")
    assert bad.returncode == 2 and bad.stderr.strip().splitlines() == [
        "chapo: --paired: needs --no-leave A or B (the side blind in both runs)"
    ]


def test_the_leave_weight_reaches_only_the_side_that_judges_the_leave():
    """``--leave-weight``: what a noisy estimate of the reply is worth, charged at part of its
    face value — only by a level-3 side that judges the leave; a blind side stays blind."""
    from chapo_game.ai.levels import LEVELS
    from chapo_game.ai.selfplay import side_configs

    a, b = side_configs((3, 3), (False, True), (None, None), 0.25)
    assert a is not None and a.reply_weight == 0.25 and a.reply_top == LEVELS[3].reply_top
    assert b is not None and b.reply_weight == 0.0 and b.reply_top == 0
    assert side_configs((3, 1), (False, False), (None, None), 0.25)[1] is None
    assert side_configs((3, 3), (False, True), (None, None), None)[0] is None  # its own
    bad = _chapo("--levels", "3", "3", "--leave-weight", "2")
    assert bad.returncode == 2 and bad.stderr.strip().splitlines() == [
        "chapo: --leave-weight: must be at most 1, got 2"
    ]
    none = _chapo("--levels", "3", "2", "--no-leave", "A", "--leave-weight", "0.5")
    assert none.returncode == 2 and none.stderr.strip().splitlines() == [
        "chapo: --leave-weight: needs a side at level 3 that judges the leave"
    ]
