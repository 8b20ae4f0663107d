"""The shot search: cover the shot space, then spend on the best, then look at the leave.

Every stage has a fixed count set by the level (never a wall-clock limit, so the choice is the
same on any machine and with any number of workers). This module runs them in order and holds
the leave; each job has its module:

0. **Spots** (ball in hand only, :mod:`.sites`) — each candidate spot for the ball
   (:func:`.candidates.placement_spots`, legal ones only) is *probed* with its most obvious
   shots; the best few spots go on. Where the ball goes matters as much as the shot, so spots
   are chosen by what can be played from them.
1. **Cover** (:mod:`.sites`) — from each kept spot and declared option, aims are grouped by
   first ball and family (:func:`.candidates.groups_for`); one candidate is taken from each
   group in turn (:func:`.candidates.interleave`), so every legal first ball and every family
   gets its share before any gets more. Each is played once exactly as meant and judged by the
   referee (:mod:`.trials`).
2. **Expand** (:mod:`.sites`) — the best aims of the cover are played at the rest of their
   speed ladder (just enough … 8 m/s) and with the level's spins (follow, draw, side).
3. **Noise** (:mod:`.finalists`) — the best ``finalists`` (at most ``per_aim`` from one aim)
   are played ``samples`` times with the level's execution error. Every candidate meets the
   *same* draws of error (common random numbers), so they are compared on equal luck; the best
   ``confirm`` are played as often again (a shot that looked best by the luck of a few draws
   falls back).
4. **Refine** (:mod:`.finalists`) — around the best few, small changes of angle, speed and
   tip, each under the same noise: the local optimum under the level's hand, not the noiseless
   one. Then the floor: no pasar's rolls under the same draws.
5. **Leave** (here: it searches again, for the opponent) — once the opponent needs at most
   ``leave_reach`` points, the best shot of each of the best ``reply_top`` aims
   (:func:`distinct_shots`: different shots, not refinements of one) is played on a copy of the
   match (``leave_samples`` strokes with the level's error, or as meant) and a small, noisy
   search for the *opponent* (over all his legal first balls, his ball in hand and options
   included: :data:`.levels.REPLY`) values his best reply; ``reply_weight`` times the mean is
   charged to the shot. The strokes are played in rounds, each only while it fits in the
   level's ``budget_events`` for the whole decision (:func:`_judge_leaves`): events, the work
   a simulation does, not simulations.

The value of one execution is the referee's (:func:`.referee.play_value`): points for the
shooter minus points given to the opponent, a partida won or lost counted as a large swing.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from ..physics.params import PhysicsParams
from ..rules.match import Match
from . import referee
from .candidates import Candidate, interleave
from .finalists import noisy_stages, pick_finalists, with_floor
from .goals import Goal
from .levels import REPLY, LevelConfig
from .meter import counted
from .noise import NoiseModel, derive_rng
from .pool import parallel_map
from .sites import (
    best_sites,
    cue_sites,
    expand_stream,
    groups_at,
    no_pasar_rolls,
    site_streams,
    top_aims,
)
from .trials import Scored, SearchStats, Trials, by_value


# ---------------------------------------------------------------------------- the search
def search(
    match: Match,
    cfg: LevelConfig,
    seed: int,
    workers: int,
    params: PhysicsParams | None = None,
    stats: SearchStats | None = None,
    stream: str | None = None,
    goal: Goal | None = None,
) -> Scored:
    """Choose the shot for the match's current shooting phase. The noise draws come from
    (seed, ``stream``, sample number); ``stream`` defaults to a digest of the match.
    ``goal``: a practice drill's :class:`.goals.Goal`, valued over the points."""
    stats = stats if stats is not None else SearchStats()
    ctx = referee.shot_context(match)
    state = referee.freeze(match, params, with_match=cfg.reply_top > 0, goal=goal)
    trials = Trials(state, cfg.noise, seed, stream or referee.digest(match), workers, stats)
    effort = cfg.effort

    # Stage 0: where the ball in hand goes (and which option is declared).
    # A ball in hand the player has already placed stays where it is, and an option he has
    # declared stands (the advice offered to a person is for the shot he is about to play).
    placed = ctx.in_hand and ctx.position.balls.get(ctx.ball) is not None
    declared = match.declared_option if placed else None
    sites = cue_sites(match, ctx, cfg, placed, declared, stats)
    site_groups = {site: groups_at(ctx, effort, *site) for site in sites}
    streams_of = site_streams(ctx.ball, sites, site_groups, effort, cfg.cover_speeds)
    if ctx.in_hand and len(sites) > cfg.keep_places:
        sites = best_sites(trials, sites, site_groups, streams_of, cfg)

    # Stage 1: the cover — every group's first aims at their first speeds.
    cover = interleave([s for site in sites for s in streams_of[site]], cfg.cover)
    cover += no_pasar_rolls(match, ctx, sites, placed, declared)
    if not cover and not trials.screened:
        cover = [referee.fallback_candidate(match)]
    trials.exact(cover, "cover")

    # Stage 2: the best aims at every speed of their ladder and with the level's spins.
    if cfg.expand > 0:
        best_aims = top_aims(trials, cfg.expand_aims)
        streams = [expand_stream(c, aim_id, site_groups, effort) for aim_id, c in best_aims]
        trials.exact(interleave(streams, cfg.expand, trials.seen), "expand")

    ranked = trials.ranked()
    if not ranked:
        fb = referee.fallback_candidate(match)
        return Scored(fb, -referee.WIN_BONUS, 1, 0)
    stats.candidates = len(trials.order)

    # Stages 3 and 4: noisy executions of the finalists, then refinements of the best few.
    finalists, n = noisy_stages(trials, pick_finalists(trials, ranked, cfg), cfg)
    finalists = with_floor(trials, finalists, n)
    stats.finalists = [s.candidate for s in finalists]
    # Stage 5: charge the leave — when the opponent is within reach of the partida.
    return _leave_charged(match, trials, finalists, cfg)


# ---------------------------------------------------------------------------- the leave
def _leave_charged(
    match: Match, trials: Trials, finalists: list[Scored], cfg: LevelConfig
) -> Scored:
    """The best finalist once each distinct shot is charged ``reply_weight`` of the
    opponent's best reply from what it leaves — only when he is within ``leave_reach`` of the
    partida and the leave fits in the decision's budget; else the best finalist."""
    top = distinct_shots(finalists, cfg.reply_top)
    within_reach = match.remaining(1 - match.to_move) <= cfg.leave_reach
    if not (top and cfg.reply_weight > 0 and within_reach):
        return finalists[0]
    stats = trials.stats
    means = _judge_leaves(trials.state, top, cfg, trials.seed, trials.digest, trials.workers, stats)
    if means is None:
        return finalists[0]
    judged = [
        replace(s, value=s.value - cfg.reply_weight * r, stage=4, reply=r)
        for s, r in zip(top, means, strict=True)
    ]
    stats.leaves = [(s.value, s.reply or 0.0) for s in judged]
    stats.judged = [s.candidate for s in judged]
    return by_value(judged)[0]


def distinct_shots(finalists: list[Scored], count: int) -> list[Scored]:
    """The best finalist of each aim, best first, up to ``count``: the shots whose leaves are
    compared. The refinements of one aim (a little more angle, a little less speed) fill the
    top of the finalists — in 45 of 59 real decisions the two best were variants of one aim —
    and leave the balls alike, so comparing their leaves would choose between them by the
    luck of the strokes; the leave is worth judging between *different* shots."""
    seen: set[int] = set()
    out: list[Scored] = []
    for s in finalists:
        aim = s.candidate.aim
        if aim >= 0 and aim in seen:
            continue
        seen.add(aim)
        out.append(s)
        if len(out) >= count:
            break
    return out


def _judge_leaves(
    state: referee.TrialState,
    top: list[Scored],
    cfg: LevelConfig,
    seed: int,
    digest: str,
    workers: int,
    stats: SearchStats,
) -> list[float] | None:
    """The mean reply each of ``top`` leaves, over ``leave_samples`` strokes (or the shot as
    meant), judged in rounds of one stroke per shot. A round is played only while it fits in
    the level's ``budget_events`` for the whole decision — what the last round cost, or for the
    first an estimate of it (:func:`first_round_events`) — so a decision that already spent
    much (a ball in hand, a busy table where every shot scatters the pins) judges its leave on
    fewer strokes or not at all (None) and stays within its time. Events, not simulations: a
    simulation's processor time follows the events it logs (:class:`.meter.Metered`). Whole
    rounds keep every shot judged on the same strokes, and the count, not the clock, decides:
    the same with any number of workers."""
    strokes = max(cfg.leave_samples, 1)
    totals = [0.0] * len(top)
    cost = first_round_events(len(top), stats)
    done = 0
    for k in range(strokes):
        if cfg.budget_events and stats.events + cost > cfg.budget_events:
            break
        part = (seed, digest, "sample", k) if cfg.leave_samples else ()
        tasks = [
            (state, s.candidate, cfg.noise, part, seed, f"{digest}/reply", cfg.reply_noise)
            for s in top
        ]
        replies = parallel_map(_reply_task, tasks, workers)
        cost = sum(e for _, _, e in replies)
        stats.spent("leave", sum(n for _, n, _ in replies), cost)
        totals = [t + r for t, (r, _, _) in zip(totals, replies, strict=True)]
        done += 1
    return [t / done for t in totals] if done else None


def reply_estimate() -> int:
    """Simulations one reply search usually costs (:data:`.levels.REPLY`: its spots probed, its
    cover, its finalists' noisy strokes, and the shot that leaves it)."""
    return REPLY.places * REPLY.probe + REPLY.cover + REPLY.finalists * REPLY.samples + 1


def first_round_events(shots: int, stats: SearchStats) -> int:
    """What the leave's first round is expected to cost, in events: a reply search for each of
    ``shots`` at the events per simulation this decision has logged so far (a table whose
    shots scatter the pins costs more everywhere, the replies included)."""
    per_sim = stats.events / stats.simulations if stats.simulations else 0.0
    return math.ceil(shots * reply_estimate() * per_sim)


def reply_value(
    match: Match,
    params: PhysicsParams | None,
    seed: int = 0,
    stream: str | None = None,
    hand: NoiseModel | None = None,
) -> tuple[float, int, int]:
    """The opponent's best reply from the position ``match`` holds now, by a small noisy search
    (:data:`.levels.REPLY`, played with ``hand`` when given); 0 when the partida is over or no
    shot is asked. Returns (value, simulations, events they logged). Replies to different
    leaves of one decision share ``stream``: they are compared on the same draws of the
    opponent's error."""
    if match.finished or match.ball_to_play is None or match.pending_rey_choice:
        return 0.0, 0, 0
    stats = SearchStats()
    cfg = REPLY if hand is None else replace(REPLY, noise=hand)
    best = search(match, cfg, seed, 1, params, stats, stream)
    return max(best.value, -2.0), stats.simulations, stats.events


def _reply_task(
    task: tuple[
        referee.TrialState, Candidate, NoiseModel, tuple[Any, ...], int, str, NoiseModel | None
    ],
) -> tuple[float, int, int]:
    """Worker: play the candidate on a copy of the match — as meant, or with the error drawn
    from ``rng_parts`` — then value the opponent's best reply from what it leaves. A fast shot
    through the pins scatters the balls differently at every stroke, so the leave is judged on
    a few strokes, not on the one that never happens. Returns (value, simulations, events
    they logged)."""
    state, cand, noise, rng_parts, seed, stream, hand = task
    if rng_parts:
        cand = replace(cand, shot=noise.perturb(cand.shot, derive_rng(*rng_parts)))
    return reply_after(state, cand, seed, stream, hand)


def reply_after(
    state: referee.TrialState,
    cand: Candidate,
    seed: int,
    stream: str,
    hand: NoiseModel | None = None,
) -> tuple[float, int, int]:
    """Play ``cand`` exactly on a copy of the match and value the opponent's best reply from
    what it leaves (:func:`reply_value`; 0 when the shot ends the partida). Returns (value,
    simulations and events, the shot's own included)."""
    kept, shot_events = counted(referee.play_and_keep, state, cand)
    if kept is None or kept[1]:
        return 0.0, 1, shot_events
    value, sims, events = reply_value(kept[0], state.params, seed, stream, hand)
    return value, sims + 1, events + shot_events
