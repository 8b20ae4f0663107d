"""``chapo ai-bench``: each level's choice against a larger search on stored real positions."""

from __future__ import annotations

import statistics
import subprocess
import sys
from dataclasses import replace

from chapo_game.ai import headroom
from chapo_game.ai.levels import LEVELS


def test_the_stored_positions_are_real_shots_of_every_kind():
    ms = headroom.positions()
    assert len(ms) >= 25
    phases = {m.phase.value for m in ms}
    assert {"salida", "rematada", "ball_in_hand", "play"} <= phases
    assert any(m.options() for m in ms), "one position with the ball-in-hand options"
    for m in ms:  # each restores to a match asking for a shot
        assert m.ball_to_play is not None and not m.finished


def test_the_table_compares_each_level_with_the_larger_search():
    small = replace(LEVELS[2], name="small larger search", cover=12, expand=0, samples=2)
    doc = headroom.run(count=2, samples=3, levels=(1,), workers=1, larger=small)
    rows = doc["rows"]
    assert [r["position"] for r in rows] == [0, 1]
    one, larger = doc["summary"]["1"], doc["summary"]["larger"]
    gaps = [r["choices"]["larger"]["points"] - r["choices"]["1"]["points"] for r in rows]
    assert abs(one["gap"] - statistics.fmean(gaps)) < 1e-3
    assert sum(one["families"].values()) == 2 and larger["simulations"] > one["simulations"]
    table = headroom.format_table(doc).splitlines()
    assert table[3].startswith("| level 1 aficionado |") and table[4].startswith("| larger search")


def test_bad_arguments_are_one_line_and_status_2():
    for bad in (["--levels", "4"], ["--samples", "0"], ["--positions", "999"]):
        r = subprocess.run(
            [sys.executable, "-m", "chapo_game", "ai-bench", *bad],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert r.returncode == 2, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_positions_are_collected_from_real_games_alike_for_a_seed():
    """What the studies play from (the leave study's maestro-against-maestro games among
    them): shots asked in real games, every other one, the same for the same seed."""
    from chapo_game.rules.settings import SHOOTING_PHASES

    got = headroom.collect_positions(count=4, seed=7, levels=(1, 1))
    assert len(got) == 4
    assert all(m.phase in SHOOTING_PHASES and not m.pending_rey_choice for m in got)
    assert len({headroom.compact(m)["position"].__repr__() for m in got}) == 4  # moving on
    again = headroom.collect_positions(count=4, seed=7, levels=(1, 1))
    assert [headroom.compact(m) for m in again] == [headroom.compact(m) for m in got]
