"""The decision-time bench's end-of-partida positions (chapo_game.ai.bench): the same table,
the opponent within level 3's leave reach, so the bench times the leave where it is judged."""

from __future__ import annotations

import pytest

from chapo_game.ai.bench import END_NEEDS, near_the_end
from chapo_game.ai.headroom import compact, positions
from chapo_game.ai.levels import LEVELS


def test_near_the_end_puts_the_opponent_within_reach_and_changes_nothing_else():
    for m in positions():
        end = near_the_end(m)
        other = 1 - m.to_move
        assert end.remaining(other) == min(m.remaining(other), END_NEEDS)
        assert end.remaining(other) <= LEVELS[3].leave_reach
        assert end.remaining(m.to_move) == m.remaining(m.to_move)
        a, b = compact(m), compact(end)
        assert {k: v for k, v in a.items() if k != "scores"} == {
            k: v for k, v in b.items() if k != "scores"
        }


def test_chapo_bench_prints_the_levels_as_a_table_one_row_a_line():
    from chapo_game.commands.bench import _figure_lines

    lines = _figure_lines(
        {"positions": 26, "levels": {"3": {"mean_s": 0.7, "max_s": 1.1}, "3 near the end": {}}},
        "  ",
    )
    assert lines == [
        "  positions: 26\n",
        "  levels:\n",
        "    3: mean_s 0.7, max_s 1.1\n",
        "    3 near the end: \n",
    ]


def test_the_work_model_says_which_count_follows_the_clock():
    """Processor time exactly 0.1 ms an event, simulations unrelated to it: the bench reports
    0.1 ms an event, a perfect correlation with events, and less with simulations."""
    from chapo_game.ai.bench import figures, work_model

    rows = [(0.0, 1e-4 * e, s, e) for s, e in ((300, 4000), (600, 5000), (350, 7000), (500, 3000))]
    model = work_model(rows)
    assert model["decisions"] == 4 and model["ms_per_event"] == 0.1
    assert model["correlation_with_events"] == 1.0
    assert model["correlation_with_simulations"] < 0.5
    fig = figures(3, rows)
    assert (fig["events_mean"], fig["events_max"], fig["simulations_max"]) == (4750, 7000, 600)
    assert fig["cpu_max_s"] == 0.7 and fig["within_limit"]


def test_the_slowest_decision_is_told_in_the_machines_references():
    """A decision of 2.0 s on a machine whose reference took 1.6 s is 1.25 references; at
    level 3's 1.5 s limit it fits on any machine whose reference takes at most 1.2 s."""
    from chapo_game.ai.bench import figures

    rows = [(2.1, 1.0, 300, 4000), (2.4, 2.0, 400, 5000)]
    fig = figures(3, rows, reference=1.6)
    assert fig["cpu_max_references"] == 1.25
    assert fig["fits_at_reference_s"] == 1.2
    assert not fig["within_limit"]
    assert "cpu_max_references" not in figures(3, rows)


def test_the_reference_is_the_median_of_its_runs(monkeypatch):
    """The yardstick is read as the figures beside it are: neither its quietest run nor one
    slowed by a neighbour's burst."""
    from chapo_game import machine

    clock = iter([0.0, 0.75, 1.0, 1.5, 2.0, 3.0])
    monkeypatch.setattr(machine.time, "process_time", lambda: next(clock))
    assert machine.reference_seconds(additions=10, repeat=3) == 0.75


def test_each_levels_decisions_are_timed_without_the_banks_the_pass_before_measured():
    """Level 3 was timed after level 2 had measured banks on the same positions (kept by
    ``banks.measured``): 10–15 % faster than in a game, where each position is new."""
    from chapo_game.ai import banks
    from chapo_game.ai.bench import decisions
    from chapo_game.ai.headroom import positions

    state = positions()[0]
    decisions(2, [state])
    assert banks.measured.cache_info().currsize > 0  # level 2 measured some
    decisions(1, [])
    assert banks.measured.cache_info().currsize == 0


def test_python_m_ai_bench_says_its_usage_and_refuses_an_option_without_running(
    capsys, monkeypatch
):
    """docs/AI.md runs ``python -m chapo_game.ai.bench``: ``--help`` gives its usage and a
    mistyped option one line and status 2, neither running the bench (``--help`` ran it whole,
    minutes on one core, and printed no usage)."""
    from chapo_game.ai import bench

    def never(*_args, **_kwargs):
        raise AssertionError("the bench ran")

    monkeypatch.setattr(bench, "run", never)
    with pytest.raises(SystemExit) as done:
        bench.main(["--help"])
    assert done.value.code == 0
    assert "usage: python -m chapo_game.ai.bench" in capsys.readouterr().out
    with pytest.raises(SystemExit) as done:
        bench.main(["--positions", "3"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unrecognized arguments: --positions 3" in err


def test_python_m_ai_bench_prints_the_figures_as_json(capsys, monkeypatch):
    import json

    from chapo_game.ai import bench

    monkeypatch.setattr(bench, "run", lambda: {"positions": 26})
    assert bench.main([]) == 0
    assert json.loads(capsys.readouterr().out) == {"positions": 26}
