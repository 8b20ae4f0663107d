"""The shot search: propose candidates, play each on the simulator, let the referee judge.

Three stages, each a fixed count set by the level (never a wall-clock limit, so the choice is the
same on any machine and with any number of workers):

1. **Screen** — every candidate (aim x speed x spin, for each ball-in-hand spot and declared
   option) is played once exactly as meant; its value is the referee's points for the shooter
   minus the points the shot gives the opponent (fouls included), with a chapó or a partida won
   or lost counted as a large swing. The cheapest candidates to think about come first, so the
   cap keeps the ones a player would look at first.
2. **Noise** — the best ``finalists`` are played ``samples`` times each with the level's
   execution error; a shot that scores only when perfect loses to a forgiving one.
3. **Leave** — for the best ``reply_top`` of those, the position the shot leaves is handed to a
   small search for the *opponent* (played without noise); a share of the opponent's best reply
   is charged to the shot. That is the "safe leave" of a good player.

Every trial is run on a private copy of the match (:mod:`.referee`), so the real match is never
touched; the RNG of each noisy execution is derived from the seed, a digest of the match state
and the candidate/sample numbers (:func:`.noise.derive_rng`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from . import referee
from .candidates import Candidate, Effort, placement_candidates, shots_for
from .levels import LevelConfig
from .noise import PERFECT, NoiseModel, derive_rng
from .pool import parallel_map


@dataclass(frozen=True)
class Scored:
    candidate: Candidate
    value: float  # expected value the search settled on
    stage: int  # the last stage that judged it
    index: int  # position in the screened list (ties go to the earlier one)


@dataclass
class SearchStats:
    simulations: int = 0
    candidates: int = 0


# ---------------------------------------------------------------------------- candidates
def generate(match: Any, cfg_effort: Effort, placements_limit: int, screen: int) -> list[Candidate]:
    """The candidates for the shot the match asks for now, capped to ``screen`` in a stable
    order that interleaves placements and options so each gets its share."""
    ctx = referee.shot_context(match)
    table = ctx.table
    groups: list[list[Candidate]] = []
    if ctx.in_hand:
        spots = placement_candidates(
            table,
            ctx.position,
            ctx.ball,
            ctx.targets or ctx.all_targets,
            ctx.cabana,
            3 * placements_limit,
        )
        legal = [(xy, note) for xy, note in spots if match.is_legal_placement(xy)]
        if not legal:
            legal = [(referee.fallback_placement(match), "first legal spot")]
        legal = legal[:placements_limit]
        for option in ctx.options or (None,):
            effort = _effort_for_option(cfg_effort, option)
            targets = ctx.all_targets if option else ctx.targets
            for xy, _note in legal:
                if option == "no_pasar":
                    groups.append(_no_pasar_shots(ctx.ball, xy))
                    continue
                pos = ctx.position.with_ball(ctx.ball, xy)
                cands = shots_for(
                    table, pos, ctx.ball, xy, targets, effort, ctx.cues, placement=xy, option=option
                )
                groups.append([c for c in cands if _fits_option(c, option)])
    else:
        cue_xy = ctx.position.balls[ctx.ball]
        assert cue_xy is not None
        groups.append(
            shots_for(table, ctx.position, ctx.ball, cue_xy, ctx.targets, cfg_effort, ctx.cues)
        )
    out = _interleave(groups, screen)
    if not out:
        out = [referee.fallback_candidate(match)]
    return out


def _effort_for_option(effort: Effort, option: str | None) -> Effort:
    """``pasar`` and ``bricole`` need the ball to come back from the foot end: banks only."""
    if option in ("pasar", "bricole"):
        return Effort(
            fractions=(),
            speed_factors=effort.speed_factors,
            spins=effort.spins,
            banks=max(effort.banks, 2),
            ghost_goals=False,
            pockets=False,
        )
    return effort


def _fits_option(c: Candidate, option: str | None) -> bool:
    """Keep, for ``pasar``/``bricole``, only shots heading to the foot end first."""
    if option in ("pasar", "bricole"):
        return math.sin(math.radians(c.shot.angle)) > 0.2
    return True


def _no_pasar_shots(ball: str, xy: Any) -> list[Candidate]:
    """``no_pasar``: touch nothing and stay short of the línea media — a gentle roll towards
    the head cushion (the ball is then put on the cabaña del mingo string)."""
    from ..shot import Shot

    return [
        Candidate(Shot.make(ball, angle, speed), xy, "no_pasar", "no pasar: gentle roll")
        for angle in (270.0, 250.0, 290.0)
        for speed in (0.25, 0.4)
    ]


def _interleave(groups: list[list[Candidate]], cap: int) -> list[Candidate]:
    out: list[Candidate] = []
    seen: set[tuple[Any, ...]] = set()
    i = 0
    while len(out) < cap and any(i < len(g) for g in groups):
        for g in groups:
            if i < len(g) and len(out) < cap:
                c = g[i]
                key = (c.shot, c.placement, c.option)
                if key not in seen:
                    seen.add(key)
                    out.append(c)
        i += 1
    return out


# ---------------------------------------------------------------------------- trials
def _trial_task(task: tuple[referee.TrialState, Candidate, NoiseModel, tuple[Any, ...]]) -> float:
    """Worker: play one (possibly noisy) execution of a candidate; return its value."""
    state, cand, noise, rng_parts = task
    shot = cand.shot
    if rng_parts:
        shot = noise.perturb(shot, derive_rng(*rng_parts))
    return referee.play_value(state, Candidate(shot, cand.placement, cand.option, cand.note))


def reply_value(match: Any, params: Any, reply_screen: int) -> float:
    """The opponent's best value (played as meant) from the position ``match`` holds now; 0
    when the partida is over or no shot is asked."""
    if match.finished or match.ball_to_play is None or match.pending_rey_choice:
        return 0.0
    effort = Effort(fractions=(1.0, 0.5), speed_factors=(1.0,), banks=1, pockets=False)
    cands = generate(match, effort, 1, reply_screen)
    state = referee.freeze(match, params)
    return max(0.0, max(referee.play_value(state, c) for c in cands))


def _reply_task(task: tuple[referee.TrialState, Candidate, int]) -> float:
    """Worker: play the candidate as meant on a copy of the match, then value the opponent's
    best reply from what it leaves."""
    state, cand, reply_screen = task
    kept = referee.play_and_keep(state, cand)
    if kept is None:
        return 0.0
    after, over = kept
    if over:
        return 0.0
    return reply_value(after, state.params, reply_screen)


def search(
    match: Any,
    cfg: LevelConfig,
    seed: int,
    workers: int,
    params: Any = None,
    stats: SearchStats | None = None,
) -> Scored:
    """Choose the shot for the match's current shooting phase."""
    stats = stats if stats is not None else SearchStats()
    state = referee.freeze(match, params, with_match=cfg.reply_top > 0)
    digest = referee.digest(match)
    cands = generate(match, cfg.effort, cfg.placements, cfg.screen)
    stats.candidates += len(cands)

    # Stage 1: one exact execution each.
    tasks1 = [(state, c, PERFECT, ()) for c in cands]
    values1 = parallel_map(_trial_task, tasks1, workers)
    stats.simulations += len(tasks1)
    order = sorted(range(len(cands)), key=lambda i: (-values1[i], i))
    scored = [Scored(cands[i], values1[i], 1, i) for i in order]

    # Stage 2: noisy executions of the finalists.
    finalists = scored[: cfg.finalists]
    if cfg.samples > 0 and finalists:
        tasks2 = [
            (state, s.candidate, cfg.noise, (seed, digest, s.index, k))
            for s in finalists
            for k in range(cfg.samples)
        ]
        values2 = parallel_map(_trial_task, tasks2, workers)
        stats.simulations += len(tasks2)
        finalists = [
            Scored(
                s.candidate,
                sum(values2[j * cfg.samples : (j + 1) * cfg.samples]) / cfg.samples,
                2,
                s.index,
            )
            for j, s in enumerate(finalists)
        ]
        finalists.sort(key=lambda s: (-s.value, s.index))

    # Stage 3: charge the leave.
    top = finalists[: cfg.reply_top]
    if top and cfg.reply_screen > 0:
        tasks3 = [(state, s.candidate, cfg.reply_screen) for s in top]
        replies = parallel_map(_reply_task, tasks3, workers)
        stats.simulations += len(tasks3) * (1 + cfg.reply_screen)
        judged = [
            Scored(s.candidate, s.value - cfg.reply_weight * r, 3, s.index)
            for s, r in zip(top, replies, strict=True)
        ]
        judged.sort(key=lambda s: (-s.value, s.index))
        return judged[0]
    return finalists[0] if finalists else scored[0]
