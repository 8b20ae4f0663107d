"""Fixed seeds give identical games, whatever the number of worker processes."""

from __future__ import annotations

import json

from chapo_game.ai import ComputerPlayer
from chapo_game.ai.selfplay import play_game, run_selfplay, without_timing

from .helpers import advance, new_match


def test_same_seed_same_games():
    a = run_selfplay(2, (1, 1), seed=5, target=6, workers=1)
    b = run_selfplay(2, (1, 1), seed=5, target=6, workers=1)
    assert json.dumps(without_timing(a), sort_keys=True) == json.dumps(
        without_timing(b), sort_keys=True
    )
    assert a["games"] == 2 and a["unfinished"] == 0


def test_score_sheets_identical_across_runs():
    assert play_game((0, 1, 1, 9, 6)).sheet_csv == play_game((0, 1, 1, 9, 6)).sheet_csv


def test_decision_independent_of_worker_count():
    """Level 3 — spots, cover, expansion, noise, refinement, measured banks and the leave's
    own searches, all spread over the workers — decides the same with 1 or 2."""
    m = advance(new_match(), 3, seed=2)
    d1 = ComputerPlayer(3, seed=11, workers=1).decide(m)
    d2 = ComputerPlayer(3, seed=11, workers=2).decide(m)
    assert d1.to_json() == d2.to_json()
    assert d1.simulations == d2.simulations > 200
    d3 = ComputerPlayer(3, seed=12, workers=1).decide(m)
    assert d3.kind == d1.kind


def test_the_leave_is_judged_alike_with_any_number_of_workers():
    """Near the end the leave's rounds are gated on the events the decision has simulated: the
    workers' caches (measured banks) differ, the count must not — same rounds, same shot."""
    from chapo_game.ai.bench import near_the_end

    m = near_the_end(advance(new_match(), 3, seed=2))
    d1 = ComputerPlayer(3, seed=11, workers=1).decide(m)
    d2 = ComputerPlayer(3, seed=11, workers=2).decide(m)
    assert d1.to_json() == d2.to_json()
    assert d1.events == d2.events > 5 * d1.simulations


def test_the_event_meter_counts_only_its_own_threads_work():
    """The window decides the computer's shot and the maestro's advice in threads of one
    process: each search's work (which bounds level 3's leave) must be its own."""
    import threading
    from types import SimpleNamespace

    from chapo_game.ai import meter

    class Logs:
        def simulate(self, n: int) -> SimpleNamespace:
            return SimpleNamespace(events=[None] * n)

    sim = meter.Metered(Logs())
    started, go = threading.Event(), threading.Event()

    def other() -> None:
        started.set()
        go.wait()
        sim.simulate(500)  # another search's simulation, while this one is being counted

    t = threading.Thread(target=other)
    t.start()
    started.wait()

    def work() -> str:
        sim.simulate(7)
        go.set()
        t.join()
        sim.simulate(3)
        return "done"

    assert meter.counted(work) == ("done", 10)


def test_a_decision_is_the_same_while_another_is_decided_beside_it():
    """Near the end of a partida (the leave judged, bounded by events): the same decision alone
    and with a second search running on another thread."""
    import threading

    m = advance(new_match(target=8), 6, seed=4)
    alone = ComputerPlayer(3, seed=11, workers=1).decide(m)
    other = advance(new_match(target=8), 9, seed=5)
    t = threading.Thread(target=lambda: ComputerPlayer(3, seed=2, workers=1).decide(other))
    t.start()
    beside = ComputerPlayer(3, seed=11, workers=1).decide(m)
    t.join()
    assert (beside.intended, beside.simulations, beside.events) == (
        alone.intended,
        alone.simulations,
        alone.events,
    )


def test_a_search_told_to_stop_stops_and_no_other_thread_does():
    import threading

    import pytest

    from chapo_game.ai import meter

    m = advance(new_match(), 3, seed=2)
    stop = threading.Event()
    stop.set()
    meter.stop_on(stop)
    try:
        with pytest.raises(meter.Abandoned):
            ComputerPlayer(1, seed=1, workers=1).decide(m)
        other: list[object] = []
        t = threading.Thread(target=lambda: other.append(ComputerPlayer(1, 1, workers=1).decide(m)))
        t.start()
        t.join()
        assert other and other[0].kind == "shot"  # the flag is this thread's alone
    finally:
        meter.stop_on(None)
    assert ComputerPlayer(1, seed=1, workers=1).decide(m).kind == "shot"


def test_the_players_names_and_the_language_do_not_change_a_decision():
    """The draws were seeded from the whole record, names and calls' words included: the
    demo's "Ordenador A" (Spanish) and "Computer A" (English) played other shots from the same
    seed, and a renamed player met other draws on the same table."""
    from chapo_game.ai.referee import digest
    from chapo_game.rules.match import Match

    m = advance(new_match(), 4, seed=3)
    data = json.loads(m.dumps().replace('"A"', '"Ordenador A"').replace('"B"', '"Ordenador B"'))
    renamed = Match.from_json(data)
    assert renamed.players == ("Ordenador A", "Ordenador B") and renamed.dumps() != m.dumps()
    assert digest(renamed) == digest(m)
    a = ComputerPlayer(2, seed=4, workers=1).decide(m)
    b = ComputerPlayer(2, seed=4, workers=1).decide(renamed)
    assert a.to_json() == b.to_json()
    moved = advance(m.copy(), 1, seed=3)  # the state itself still counts
    assert digest(moved) != digest(m)


def test_the_lag_speed_found_is_of_the_players_own_physics():
    """The lag's speed was remembered per table and ball only: a player on other physics
    lagged at the speed the first player's physics had found (2,25 m/s where his own is
    2,35), and differently in a fresh process."""
    from chapo_game.ai import player
    from chapo_game.physics import Simulator
    from chapo_game.physics.params import PROFILES
    from chapo_game.table import get_table

    def lag(first_default: bool) -> float:
        player._LAG_SPEED.clear()
        m = new_match()
        if first_default:
            ComputerPlayer(3, seed=1, workers=1).decide(m, 0)
        sim = Simulator(get_table(), PROFILES["chapo_han"])
        return ComputerPlayer(3, seed=1, simulator=sim, workers=1).decide(m, 0).intended.speed

    assert lag(True) == lag(False)


def test_the_option_kept_on_the_score_sheet_does_not_change_a_draw():
    """The sheet came to keep each ball in hand's declared option; every draw after one hung on
    that new record, and the ladder's games (docs/AI.md) were no longer met with their draws."""
    from dataclasses import replace

    from chapo_game.ai.referee import digest

    m = advance(new_match(), 4, seed=3)
    marked = m.copy()
    marked.sheet.rows[-1] = replace(marked.sheet.rows[-1], option="pasar")
    assert marked.to_json() != m.to_json() and digest(marked) == digest(m)


def test_how_the_referee_says_a_shot_does_not_change_a_draw():
    """The calls were in the record the draws are seeded from: a call's new param (pasar
    broken "touched": false), "por N" said before the pins instead of after them, a ball pocketed
    in a foul said after the foul — each mending of the words drew the computer's errors afresh
    and changed its games (the ladder's level 2 against level 1: 79 of 80, then 78)."""
    from dataclasses import replace

    from chapo_game.ai.referee import digest
    from chapo_game.rules import Announcement

    m = advance(new_match(), 4, seed=3)
    said = m.copy()
    extra = Announcement("pocketed", {"balls": ["mingo"], "void": True})
    said.announcements = [*reversed(said.announcements), extra]
    row = said.sheet.rows[-1]
    said.sheet.rows[-1] = replace(row, calls=(*reversed(row.calls), extra))
    assert said.to_json() != m.to_json() and digest(said) == digest(m)
    a = ComputerPlayer(2, seed=4, workers=1).decide(m)
    b = ComputerPlayer(2, seed=4, workers=1).decide(said)
    assert a.to_json() == b.to_json()
    played = advance(m.copy(), 1, seed=3)  # what the shot was still counts
    assert digest(played) != digest(m)
