"""What a shot's leave is worth, and why one decision cannot see it:
``python -m chapo_game.ai.leave_study [--positions N] [--workers W] [--safeties N] [--needs K]``
(it prints JSON).

The leave a shot gives the opponent is a random thing: the same shot, stroked with a maestro's
hand, leaves the balls somewhere else each time. To charge it, a decision must tell apart the
*expected* replies of its best shots. This measures, on real positions, the two sizes that
decide whether it can:

1. **Positions** of level 3 against itself, both blind to the leave (every second shot asked,
   partidas to 30: :func:`.headroom.collect_positions`).
2. On each, level 3's finalists (the best ``finalists`` shots of its search, best first) are
   each played ``strokes`` times with level 3's hand — the very draws the search judged them on.
3. On the match each stroke leaves, the opponent's level 3 (blind to the leave) chooses his
   reply and it is played ``samples`` times with his hand: the mean (points, a partida he ends
   counted ±60, as the search counts) is the reply that stroke allowed.
4. **Variance components** (one-way random effects, per position): *within* — how much the reply
   changes from one stroke of a finalist to the next; *between* — how much the finalists'
   expected replies differ. The same for the shot's own value.

The number that settles it is ``strokes_needed = 2 (within / between)²``: the strokes per
finalist (each with a reply search) for the standard error of the difference between two
finalists' leaves to shrink to the size of that difference — the least for a leave estimate to
rank two shots better than a coin does. Multiplied by the cost of one reply search, it is the
budget a decision would need.

5. **What seeing the leave would gain** (:func:`choice_gain`): the strokes of each finalist
   split in halves; one half chooses — on the shot's value alone, or on its value less the
   replies measured on that half (a leave seen far better than any decision could afford) —
   and the other half, which the choice never saw, scores the chosen shot (its value less the
   reply). The difference is what the leave is worth as a *choice*, free of the winner's curse.
   The same is taken with the reply the search itself can afford (:func:`.search.reply_value`,
   what its leave stage charges) seeing the leave, and that reply is set beside the measured
   one on every leave (:func:`model_figures`).

6. **Soft shots** (``--safeties N``): the finalists are the shots that score; a player near the
   end also has shots he plays *for the leave* — slow, so that his hand barely changes where
   the balls stop (:func:`soft_shots`). ``N`` of them join each position's finalists, measured
   the same way, and :func:`choice_gain` is taken again over both. ``--needs K`` moves every
   position to the end of the partida first (the opponent needing at most ``K`` points), where
   a leave can lose it.

It takes about ten minutes on two cores for 50 positions; it is a command, never a test.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from dataclasses import asdict, dataclass
from typing import Any

from ..rules.match import Match
from ..rules.settings import HAND_PHASES
from . import referee
from .bench import near_the_end
from .candidates import Candidate, candidate, groups_for
from .headroom import collect_positions, compact, restore, strokes_of
from .levels import LEVELS, without_leave
from .pool import parallel_imap, resolve_workers
from .search import reply_after, reply_value, search
from .trials import SearchStats, resolve

#: The fastest a soft shot is played (m/s), and the steps above an aim's least speed it takes.
SOFT_TOP = 3.0
SOFT_STEPS = (1.0, 1.4)


@dataclass(frozen=True)
class Components:
    """One-way random-effects variance components of values grouped by position, then by
    finalist, over strokes."""

    mean: float
    within_sd: float  # stroke to stroke, one finalist
    between_sd: float  # among one decision's finalists' expected values

    @property
    def strokes_needed(self) -> float:
        """Strokes per finalist for the standard error of a difference of two finalists' means
        (√2 · within / √n) to come down to the spread between them."""
        if self.between_sd <= 0:
            return float("inf")
        return 2.0 * (self.within_sd / self.between_sd) ** 2


def components(groups: list[list[list[float]]]) -> Components:
    """``groups[position][finalist]`` = the values of that finalist's strokes (at least two
    finalists with the same number ≥ 2 of strokes in each position). The between-finalist
    variance is the variance of the finalists' means less the part their strokes' scatter
    explains (``within² / strokes``), floored at 0."""
    withins, betweens, values = [], [], []
    for finalists in groups:
        k = len(finalists[0])
        within = statistics.fmean(statistics.variance(f) for f in finalists)
        means = [statistics.fmean(f) for f in finalists]
        withins.append(within)
        betweens.append(statistics.variance(means) - within / k)
        values.extend(v for f in finalists for v in f)
    return Components(
        mean=statistics.fmean(values),
        within_sd=statistics.fmean(withins) ** 0.5,
        between_sd=max(statistics.fmean(betweens), 0.0) ** 0.5,
    )


@dataclass(frozen=True)
class Gain:
    """What choosing on the measured leave adds, per decision, over choosing on value alone."""

    mean: float  # points per shot (the shooter's value less the opponent's reply)
    se: float  # its standard error over positions and halves
    changed: float  # share of decisions where the leave changed the choice


def choice_gain(
    values: list[list[list[float]]],
    replies: list[list[list[float]]],
    weight: float = 1.0,
    seen_replies: list[list[list[float]]] | None = None,
) -> Gain:
    """``values[position][finalist][stroke]`` and the replies after those strokes (at least two
    strokes). Each split of the strokes in halves (first half chooses, second scores, then the
    other way round) gives one difference between the two choices' scores; the choice on value
    alone is the blind search's, the other charges ``weight`` times the reply it sees — the
    measured one, or ``seen_replies`` (what a decision could afford to see on the same strokes)
    — and both are scored on the measured one. Ties go to the earlier finalist (the search's
    order)."""
    diffs: list[float] = []
    changed = 0
    for vals, reps, sees in zip(values, replies, seen_replies or replies, strict=True):
        for choose, score in _halves(len(vals[0])):
            blind = _pick(vals, sees, choose, 0.0)
            seen = _pick(vals, sees, choose, weight)
            changed += blind != seen
            diffs.append(
                _net(vals[seen], reps[seen], score) - _net(vals[blind], reps[blind], score)
            )
    if not diffs:
        return Gain(0.0, 0.0, 0.0)
    se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return Gain(statistics.fmean(diffs), se, changed / len(diffs))


def _halves(strokes: int) -> tuple[tuple[list[int], list[int]], ...]:
    """(strokes that choose, strokes that score): the first half then the second, and the
    other way round."""
    first, second = list(range(strokes // 2)), list(range(strokes // 2, strokes))
    return ((first, second), (second, first))


def _pick(vals: list[list[float]], reps: list[list[float]], strokes: list[int], w: float) -> int:
    """The finalist with the best value less ``w`` times its reply on ``strokes`` (the earlier
    one on a tie, as the search orders them)."""
    keys = [_net(v, r, strokes, w) for v, r in zip(vals, reps, strict=True)]
    return max(range(len(keys)), key=lambda i: (keys[i], -i))


def _net(vals: list[float], reps: list[float], strokes: list[int], w: float = 1.0) -> float:
    return statistics.fmean(vals[j] - w * reps[j] for j in strokes)


def measured_reply(after: Match, samples: int, tag: Any) -> tuple[float, int]:
    """The opponent's level-3 choice on ``after`` played ``samples`` times with his hand: (mean
    value for him, simulations spent)."""
    if after.finished or after.ball_to_play is None:
        return 0.0, 0
    stats = SearchStats()
    best = search(after, without_leave(LEVELS[3]), 5, 1, None, stats)
    state = referee.freeze(after)
    values = [referee.play_value(state, s) for s in strokes_of(best.candidate, samples, tag)]
    return statistics.fmean(values), stats.simulations + samples


def soft_shots(m: Match, state: referee.TrialState, count: int, seed: int) -> list[Candidate]:
    """The ``count`` best shots played for the leave: every aim level 3 sees, at the least
    speed that does its job and a little above (never over :data:`SOFT_TOP`: so slow, a
    stroke stops the balls about where it meant to), that give nothing away played as meant,
    ranked by their value less the reply the search's own reply model (:data:`.levels.REPLY`)
    finds after them — the best a decision could pick them by. None from a ball in hand,
    where the spot for the ball would need a search of its own."""
    if count <= 0 or m.phase in HAND_PHASES:
        return []
    ctx = referee.shot_context(m)
    effort = LEVELS[3].effort
    groups = groups_for(
        ctx.table, ctx.position, ctx.ball, ctx.position.balls[ctx.ball], ctx.targets, effort
    )
    ranked: list[tuple[float, Candidate]] = []
    aim_id = 0
    for grp in groups:
        for aim in grp.aims:
            for k in SOFT_STEPS:
                if aim.least * k > SOFT_TOP:
                    continue
                c = candidate(ctx.ball, aim, aim.least * k, (0.0, 0.0), ctx.cues[0], grp, aim_id)
                c, _, _ = resolve(state, c)
                if c is None:
                    continue
                value = referee.play_value(state, c)
                if value < 0:
                    continue
                reply, _, _ = reply_after(state, c, seed, "soft")
                ranked.append((value - reply, c))
            aim_id += 1
    ranked.sort(key=lambda t: -t[0])  # stable: a tie goes to the aim found first
    return [c for _, c in ranked[:count]]


def _position_task(task: tuple[int, str, int, int, int, int, int]) -> dict[str, Any]:
    """Worker: each finalist's strokes on one position — their own values and the replies;
    the soft shots' after them."""
    idx, state_json, top, strokes, samples, seed, safeties = task
    m = restore(json.loads(state_json))
    cfg = without_leave(LEVELS[3])
    stats = SearchStats()
    search(m, cfg, seed, 1, None, stats)
    state = referee.freeze(m, with_match=True)
    digest = referee.digest(m)
    values: list[list[float]] = []
    replies: list[list[float]] = []
    sims: list[int] = []
    models: list[list[float | None]] = []  # the reply model's; None where the stroke ends it
    attacks = stats.finalists[:top]
    for i, cand in enumerate(attacks + soft_shots(m, state, safeties, seed)):
        values.append([])
        replies.append([])
        models.append([])
        # the very draws the search judged its finalists on
        for k, stroke in enumerate(strokes_of(cand, strokes, seed, digest, "sample")):
            values[-1].append(referee.play_value(state, stroke))
            kept = referee.play_and_keep(state, stroke)
            reply, model = 0.0, None
            if kept is not None and not kept[1]:
                reply, n = measured_reply(kept[0], samples, ("leave_study", idx, i, k))
                sims.append(n)
                model, _, _ = reply_value(kept[0], state.params, seed, f"{digest}/reply")
            replies[-1].append(reply)
            models[-1].append(model)
    return {
        "values": values,
        "replies": replies,
        "reply_simulations": sims,
        "models": models,
        "attacks": len(attacks),
    }


def _model_pairs(row: dict[str, Any]) -> list[tuple[float, float]]:
    """(measured reply, the model's) on every leave of a position the partida went on from."""
    return [
        (r, m)
        for reps, mods in zip(row["replies"], row["models"], strict=True)
        for r, m in zip(reps, mods, strict=True)
        if m is not None
    ]


def _model_replies(row: dict[str, Any], upto: int | None = None) -> list[list[float]]:
    """The model's replies as the search charges them: 0 after a stroke that ends it."""
    return [[m or 0.0 for m in mods] for mods in row["models"][:upto]]


def _figures(c: Components) -> dict[str, float | None]:
    """Rounded for JSON; ``strokes_needed`` is None when no number of strokes would do."""
    need = c.strokes_needed
    return {
        **{k: round(v, 2) for k, v in asdict(c).items()},
        "strokes_needed": round(need, 1) if math.isfinite(need) else None,
    }


def model_figures(pairs_by_position: list[list[tuple[float, float]]]) -> dict[str, float]:
    """How the reply a decision can afford (:func:`.search.reply_value`, what the leave stage
    charges) compares with the opponent's measured reply on the same leaves: both means, and
    their correlation within a position (each taken from its position's mean), the part that
    could rank one position's shots."""
    kept = [p for p in pairs_by_position if len(p) >= 2]
    if not kept:
        return {}
    dev_r, dev_m = [], []
    for pairs in kept:
        mr = statistics.fmean(r for r, _ in pairs)
        mm = statistics.fmean(m for _, m in pairs)
        dev_r.extend(r - mr for r, _ in pairs)
        dev_m.extend(m - mm for _, m in pairs)
    try:
        corr = statistics.correlation(dev_r, dev_m)
    except statistics.StatisticsError:  # one of them never moves: it ranks nothing
        corr = 0.0
    return {
        "measured_mean": round(statistics.fmean(r for p in kept for r, _ in p), 2),
        "model_mean": round(statistics.fmean(m for p in kept for _, m in p), 2),
        "correlation_within_a_position": round(corr, 3),
    }


def _gains(
    values: list[list[list[float]]],
    replies: list[list[list[float]]],
    models: list[list[list[float]]],
) -> dict[str, Any]:
    """The choice gain on the measured reply at half and full weight, and in full on the
    reply the search itself can afford (its model), scored alike on the measured one."""

    def rounded(g: Gain) -> dict[str, float]:
        return {k: round(v, 3) for k, v in asdict(g).items()}

    out = {f"weight {w:g}": rounded(choice_gain(values, replies, w)) for w in (0.5, 1.0)}
    out["weight 1, the search's reply model"] = rounded(choice_gain(values, replies, 1.0, models))
    return out


def soft_share(rows: list[dict[str, Any]], weight: float = 1.0) -> float:
    """Share of the half-stroke choices (as :func:`choice_gain` makes them) that the measured
    leave hands to a soft shot."""
    picks = []
    for r in rows:
        for choose, _ in _halves(len(r["values"][0])):
            picks.append(_pick(r["values"], r["replies"], choose, weight) >= r["attacks"])
    return sum(picks) / len(picks) if picks else 0.0


def _soft_figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The soft shots against the shot the blind search chose, on the positions that have
    both, and what choosing among all of them on the measured leave gains."""
    rows = [r for r in rows if len(r["values"]) > r["attacks"]]
    if not rows:
        return {"positions": 0}

    def mean_of(key: str, soft: bool) -> float:
        picked = (r[key][r["attacks"] :] if soft else r[key][:1] for r in rows)
        return round(statistics.fmean(v for fs in picked for f in fs for v in f), 2)

    values = [r["values"] for r in rows]
    replies = [r["replies"] for r in rows]
    models = [_model_replies(r) for r in rows]
    return {
        "positions": len(rows),
        "chosen_value": mean_of("values", False),
        "chosen_reply": mean_of("replies", False),
        "soft_value": mean_of("values", True),
        "soft_reply": mean_of("replies", True),
        "gain_from_choosing_on_the_measured_leave": _gains(values, replies, models),
        "soft_shot_chosen": round(soft_share(rows), 3),
    }


def run(
    count: int = 50,
    top: int = 8,
    strokes: int = 4,
    samples: int = 12,
    seed: int = 99,
    workers: int | None = None,
    safeties: int = 0,
    needs: int | None = None,
    states: list[Match] | None = None,
) -> dict[str, Any]:
    """The study over ``count`` positions of maestro-against-maestro games (or over
    ``states``, given)."""
    ms = states if states is not None else collect_positions(count, seed, levels=(3, 3), blind=True)
    if needs is not None:
        ms = [near_the_end(m, needs) for m in ms]
    tasks = [
        (i, json.dumps(compact(m)), top, strokes, samples, seed, safeties) for i, m in enumerate(ms)
    ]
    rows = [
        r
        for r in parallel_imap(_position_task, tasks, resolve_workers(workers), chunk=1)
        if r["attacks"] >= 2
    ]
    if not rows:
        return {"positions": 0}
    values = [r["values"][: r["attacks"]] for r in rows]
    replies = [r["replies"][: r["attacks"]] for r in rows]
    models = [_model_replies(r, r["attacks"]) for r in rows]
    reply, value = components(replies), components(values)
    sims = [n for r in rows for n in r["reply_simulations"]]
    per_reply = statistics.fmean(sims) if sims else 0.0
    chosen = statistics.fmean(statistics.fmean(f[0]) for f in replies)
    out = {
        "positions": len(rows),
        "finalists": top,
        "strokes": strokes,
        "opponent_needs": needs,
        "reply": _figures(reply),
        "value": _figures(value),
        "reply_after_the_chosen_shot": round(chosen, 2),
        "gain_from_choosing_on_the_measured_leave": _gains(values, replies, models),
        "simulations_per_reply": round(per_reply, 1),
        "the_search_reply_model": model_figures([_model_pairs(r) for r in rows]),
        "simulations_to_rank_the_leaves": round(reply.strokes_needed * top * per_reply)
        if math.isfinite(reply.strokes_needed)
        else None,
    }
    if safeties:
        out["soft_shots"] = _soft_figures(rows)
    return out


def main(argv: list[str] | None = None) -> int:
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    p = OneLineParser(prog="python -m chapo_game.ai.leave_study", description=__doc__)
    p.add_argument("--positions", type=int, default=50)
    p.add_argument("--finalists", type=int, default=8)
    p.add_argument("--strokes", type=int, default=4)
    p.add_argument("--samples", type=int, default=12)
    p.add_argument("--seed", type=int, default=99)
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--safeties", type=int, default=0)
    p.add_argument("--needs", type=int, default=None)
    a = p.parse_args(argv)
    for name, least in (
        ("positions", 1),
        ("finalists", 2),
        ("strokes", 2),
        ("samples", 1),
        ("safeties", 0),
        ("needs", 1),
    ):
        if getattr(a, name) is not None and getattr(a, name) < least:
            p.error(f"--{name} must be at least {least}, got {getattr(a, name)}")
    out = run(
        a.positions, a.finalists, a.strokes, a.samples, a.seed, a.workers, a.safeties, a.needs
    )
    sys.stdout.write(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
