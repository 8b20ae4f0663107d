"""The search covers the shot space before it spends: every first ball and every family gets
its share, speeds span the useful range, banks are measured on the simulator."""

from __future__ import annotations

import math
from dataclasses import replace

from chapo_game.ai import referee, speeds
from chapo_game.ai.banks import calibrate
from chapo_game.ai.candidates import FAMILIES, Effort, aim_speeds, groups_for, interleave
from chapo_game.ai.levels import LEVELS
from chapo_game.ai.sites import _cover_stream
from chapo_game.physics import Simulator
from chapo_game.physics.params import DEFAULT_PARAMS
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table

from .helpers import made

T = get_table()
#: Level 3 with no budget of events: the leave judged on every stroke, as the tests of the
#: leave itself need (the budget is tested on its own).
UNBOUNDED = replace(LEVELS[3], budget_events=0)
R = T.ball_radius


def _cover(m, cap):
    ctx = referee.shot_context(m)
    cue = ctx.position.balls[ctx.ball]
    groups = groups_for(T, ctx.position, ctx.ball, cue, ctx.targets, LEVELS[3].effort)
    streams, base = [], 0
    for grp in groups:
        streams.append(_cover_stream(ctx.ball, grp, LEVELS[3].effort, 2, base))
        base += len(grp.aims)
    return interleave(streams, cap)


def test_the_first_candidates_already_cover_both_balls_and_every_family():
    """Cut to its first 30, level 3's cover still holds every family at both balls (the old
    cap kept the first ball's first aims only)."""
    m = made("play", {"1": (0.7, 0.3), "2": (1.1, 0.9), "mingo": (0.4, 1.0)})
    first = _cover(m, 30)
    seen = {(c.target, c.family) for c in first}
    assert seen == {(t, f) for t in ("2", "mingo") for f in FAMILIES}
    # each aim's speeds run from just enough to the top of the range, the hard one among the
    # first two tried
    ctx = referee.shot_context(m)
    effort = LEVELS[3].effort
    for grp in groups_for(T, ctx.position, "1", (0.7, 0.3), ctx.targets, effort):
        for aim in grp.aims:
            ladder = aim_speeds(aim, effort)
            assert len(ladder) == effort.speeds
            assert math.isclose(min(ladder), max(aim.least, speeds.FLOOR_SPEED), rel_tol=1e-3)
            assert speeds.TOP_SPEED in ladder[:2]


def test_speed_for_is_what_the_simulator_delivers():
    """A ball struck at ``speed_for(d, pace)`` meets a ball ``d`` further on at that pace."""
    for d, pace in ((0.6, 1.0), (1.5, 0.5), (0.3, 3.0)):
        v0 = speeds.speed_for(d, pace)
        assert math.isclose(speeds.speed_after(v0, d), pace, rel_tol=1e-9)
        pos = Position(balls={"1": (0.71, 0.3), "2": (0.71, 0.3 + d + 2 * R)}, pins={})
        res = Simulator(T).simulate(pos, Shot.make("1", 90.0, v0))
        hit = next(e for e in res.events if e.type == "ball_ball")
        assert math.isclose(hit["speed"], pace, rel_tol=0.02), (d, pace, hit["speed"])


def test_a_measured_bank_meets_its_ball_where_the_mirror_misses():
    cue, target = (0.3, 0.4), (1.0, 1.6)
    image = (2 * R - target[0], target[1])
    mirror = math.degrees(math.atan2(image[1] - cue[1], image[0] - cue[0]))
    pos = Position(balls={"1": cue, "2": target}, pins={})
    sim = Simulator(T)

    def first_hit(angle: float) -> tuple[int, float]:
        res = sim.simulate(pos, Shot.make("1", angle, 5.0))
        cushions = 0
        for e in res.events:
            if e.type == "ball_cushion" and e["ball"] == "1":
                cushions += 1
            if e.type == "ball_ball":
                return cushions, e.t
        return cushions, -1.0

    assert first_hit(mirror)[1] < 0, "at 5 m/s the mirror aim misses (the cushion is no mirror)"
    angle = calibrate("match", DEFAULT_PARAMS, cue, target, mirror, 5.0, cushions=1)
    assert angle is not None and abs(angle - mirror) > 1.0
    assert first_hit(angle)[0] == 1 and first_hit(angle)[1] > 0


def test_level_one_sees_only_the_ball_nearest_it():
    m = made("play", {"1": (0.5, 0.6), "2": (1.0, 2.2), "mingo": (0.9, 1.0)})
    ctx = referee.shot_context(m)
    groups = groups_for(T, ctx.position, "1", (0.5, 0.6), ctx.targets, LEVELS[1].effort)
    assert {a.target for grp in groups for a in grp.aims} == {"mingo"}
    assert Effort().targets_seen >= 2


def test_the_leave_is_charged_when_the_opponent_is_within_reach():
    """Level 3 values the opponent's best reply (a real search of his own) once he needs few
    enough points for one shot to end the partida; before that it spends nothing on it."""
    from chapo_game.ai.search import search
    from chapo_game.ai.trials import SearchStats

    balls = {"1": (0.7, 0.3), "2": (1.1, 0.9), "mingo": (0.4, 1.0)}
    far, near = SearchStats(), SearchStats()
    cfg = UNBOUNDED  # the leave itself, whatever the budget leaves room for (tested below)
    search(made("play", balls, scores=(0, 5)), cfg, 1, 1, None, far)
    best = search(made("play", balls, scores=(0, 25)), cfg, 1, 1, None, near)
    assert "leave" not in far.stages
    assert near.stages["leave"] > LEVELS[3].reply_top * LEVELS[3].leave_samples * 10
    assert best.reply is not None and len(near.leaves) == LEVELS[3].reply_top


def test_the_leave_charged_takes_the_reply_off_the_shot_and_can_change_the_choice(monkeypatch):
    """What the opponent's reply is worth is taken *off* the shot's value: a shot that leaves
    him a big reply loses its place to the next best shot that leaves him nothing."""
    from chapo_game.ai import search as search_mod
    from chapo_game.ai.search import search
    from chapo_game.ai.trials import SearchStats

    m = made("play", {"1": (0.7, 0.3), "2": (1.1, 0.9), "mingo": (0.4, 1.0)}, scores=(0, 25))
    cfg = LEVELS[3]
    seen = {}

    def judged(state, top, cfg, seed, digest, workers, stats):
        seen["top"] = list(top)
        seen["replies"] = [(top[0].value - top[1].value) / cfg.reply_weight + 5.0, 0.0]
        return seen["replies"] + [50.0] * (len(top) - 2)

    monkeypatch.setattr(search_mod, "_judge_leaves", judged)
    stats = SearchStats()
    best = search(m, cfg, 1, 1, None, stats)
    first, second = seen["top"][:2]
    assert first.value > second.value  # blind, the first would be chosen
    assert best.candidate == second.candidate and best.reply == 0.0
    assert best.value == second.value
    charged = first.value - cfg.reply_weight * seen["replies"][0]
    assert stats.leaves[0] == (charged, seen["replies"][0]) and charged < second.value


def test_the_leaves_compared_are_of_different_shots_not_refinements_of_one():
    """The refinements of the best aim fill the top of the finalists; the leave is judged for
    the best shot of each aim, best first — the shots a player would weigh against each other
    for what they leave — and a shot of its own (no pasar, aim < 0) counts as its own aim."""
    from chapo_game.ai.candidates import Candidate
    from chapo_game.ai.search import distinct_shots
    from chapo_game.ai.trials import Scored

    def scored(i: int, aim: int, value: float) -> Scored:
        return Scored(Candidate(Shot.make("1", 10.0 * i, 2.0), aim=aim), value, 3, i)

    finalists = [scored(0, 5, 9.0), scored(1, 5, 8.9), scored(2, 5, 8.5), scored(3, 7, 6.0)]
    finalists += [scored(4, -2, 5.0), scored(5, 9, 4.0)]
    assert [s.index for s in distinct_shots(finalists, 2)] == [0, 3]
    assert [s.index for s in distinct_shots(finalists, 4)] == [0, 3, 4, 5]
    assert [s.index for s in distinct_shots(finalists[:3], 2)] == [0]  # one aim: one shot


def test_in_a_real_position_the_leave_weighs_different_shots():
    """Where the leave is judged, the shots charged with a reply come from different aims,
    although the refinements of the best one are among the best finalists."""
    from chapo_game.ai.search import search
    from chapo_game.ai.trials import SearchStats

    m = made("play", {"1": (0.7, 0.3), "2": (1.1, 0.9), "mingo": (0.4, 1.0)}, scores=(0, 25))
    stats = SearchStats()
    search(m, UNBOUNDED, 1, 1, None, stats)
    assert len(stats.judged) == len(stats.leaves) == LEVELS[3].reply_top
    assert len({c.aim for c in stats.judged}) == len(stats.judged)
    top = stats.finalists[: LEVELS[3].reply_top]
    assert len({c.aim for c in top}) < len(top)  # the plain top two: one aim, twice


def test_the_leave_is_judged_only_on_the_strokes_the_budget_affords():
    """The leave is judged in rounds (one stroke of each judged shot) while the next round
    fits in the level's budget of events: with room for one round it plays one; with none it
    charges nothing and chooses as if blind."""
    from dataclasses import replace

    from chapo_game.ai.levels import without_leave
    from chapo_game.ai.search import first_round_events, search
    from chapo_game.ai.trials import SearchStats

    m = made("play", {"1": (0.7, 0.3), "2": (1.1, 0.9), "mingo": (0.4, 1.0)}, scores=(0, 25))
    blind = SearchStats()
    chosen_blind = search(m, without_leave(LEVELS[3]), 1, 1, None, blind)
    base = blind.events
    first_round = first_round_events(LEVELS[3].reply_top, blind)
    assert base > blind.simulations and first_round > 0

    none, one, full = SearchStats(), SearchStats(), SearchStats()
    cap = base + first_round
    starved = search(m, replace(LEVELS[3], budget_events=cap - 1), 1, 1, None, none)
    assert "leave" not in none.stages and none.events == base
    assert starved.candidate == chosen_blind.candidate and starved.reply is None

    search(m, replace(LEVELS[3], budget_events=cap), 1, 1, None, one)
    search(m, replace(LEVELS[3], budget_events=0), 1, 1, None, full)
    assert 0 < one.stages["leave"] < full.stages["leave"]
    assert len(one.leaves) == LEVELS[3].reply_top
    # three strokes cost about three times one
    assert full.stages["leave"] > 2 * one.stages["leave"]


def test_the_work_counted_is_the_same_whatever_the_process_has_cached():
    """The events a decision counts decide how much of its leave it judges, so they must not
    depend on what the process measured before: a bank's aim, once measured, is remembered
    (banks.measured's cache) and counts the events its measurement took."""
    from chapo_game.ai import banks
    from chapo_game.ai.search import search
    from chapo_game.ai.trials import SearchStats

    m = made("play", {"1": (0.7, 0.3), "2": (1.1, 0.9), "mingo": (0.4, 1.0)}, scores=(0, 25))
    banks.measured.cache_clear()
    cold, warm = SearchStats(), SearchStats()
    first = search(m, LEVELS[3], 1, 1, None, cold)
    assert banks.measured.cache_info().currsize > 0  # it measured banks
    again = search(m, LEVELS[3], 1, 1, None, warm)
    assert (cold.events, cold.simulations, cold.stages) == (
        warm.events,
        warm.simulations,
        warm.stages,
    )
    assert first == again and cold.events > 5 * cold.simulations  # several events a shot


def test_a_refined_shot_is_struck_from_the_power_bar_as_it_was_judged():
    """The refinements' speeds (a sixth down, a fifth up) fell off the speed grid the power
    bar plays: the maestro's advice judged 2.19215 m/s and the window struck 2.1922."""
    from chapo_game.ai.candidates import Candidate
    from chapo_game.ai.finalists import _variants
    from chapo_game.ui.power import power_for_speed
    from chapo_game.ui.powerbar import power_to_speed

    for speed in (2.579, 1.337, 6.011):
        for v in _variants(Candidate(Shot.make("1", 80.0, speed)), LEVELS[3]):
            assert power_to_speed(power_for_speed(v.shot.speed, power_to_speed)) == v.shot.speed
