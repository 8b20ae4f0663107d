"""Where the leave model's coefficients come from (:mod:`.leave`):
``python -m chapo_game.ai.leave_fit [--positions N] [--workers W]``.

1. **Positions** of real games: level 3 against itself (both blind to the leave), every
   second shot asked, partidas to 30 (:func:`collect_positions`).
2. **Leaves**: on each, level 3's search gives its finalists (best first); each is played with
   ``strokes`` draws of level 3's hand — the same draws the search judged it on — and what each
   stroke leaves is kept: its features read off the physics' final position exactly as the
   search reads them (:func:`.referee.leave_features`), and the match after the shot (the
   referee's re-spotting done).
3. **Replies**: on that match the opponent's level 3 (blind to the leave) chooses his shot, and
   it is played ``samples`` times with his hand; the mean value (points, a partida he ends
   counted ±60, as the search counts) is what the leave really allowed.
4. **Fit**: ridge regression of the reply on the features (λ = 1), five folds by position for
   the cross-validated correlation, and the figure that decides whether the model is worth
   charging — on held-out positions, choose among each decision's finalists by value minus the
   predicted reply on half the strokes, and score the choice on the *other* half with the
   *measured* replies, against the choice blind to the leave.

It takes about ten minutes on two cores for 50 positions; it is a command, never a test.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import astuple, dataclass, fields, replace
from typing import Any

from ..rules.match import Match, MatchSettings
from ..rules.settings import SHOOTING_PHASES
from . import leave, referee
from .headroom import compact, restore
from .levels import LEVELS, without_leave
from .noise import derive_rng
from .pool import parallel_imap, resolve_workers
from .search import SearchStats, search

FEATURES = tuple(f.name for f in fields(leave.LeaveFeatures))


@dataclass(frozen=True)
class Sample:
    """One stroke of one finalist: what it scored, what it left, what the reply was worth."""

    position: int
    finalist: int
    stroke: int
    value: float  # the stroke's own value for the shooter
    features: tuple[float, ...]
    reply: float  # the opponent's measured best reply (0 when the partida ended)


def collect_positions(count: int, seed: int = 99, every: int = 2) -> list[Match]:
    """Positions of level 3 against itself (blind to the leave), every ``every``-th shot."""
    from .player import ComputerPlayer

    blind = without_leave(LEVELS[3])
    out: list[Match] = []
    game = 0
    while len(out) < count and game < 4 * count:
        cpus = (
            ComputerPlayer(3, seed + game, workers=1, config=blind),
            ComputerPlayer(3, seed + game + 1, workers=1, config=blind),
        )
        m = Match(("A", "B"), MatchSettings(target=30, partidas=1))
        asked = 0
        for _ in range(400):
            if m.finished or len(out) >= count:
                break
            if m.phase in SHOOTING_PHASES and not m.pending_rey_choice:
                asked += 1
                if asked % every == game % every:
                    out.append(restore(compact(m)))
            who = m.deciding_player
            cpus[who if who is not None else game % 2].act(m, other=cpus[1])
        game += 1
    return out


def measured_reply(after: Match, samples: int, tag: Any) -> float:
    """The opponent's level-3 choice on ``after``, played ``samples`` times with his hand."""
    if after.finished or after.ball_to_play is None:
        return 0.0
    best = search(after, without_leave(LEVELS[3]), 5, 1, None, SearchStats())
    state = referee.freeze(after)
    noise = LEVELS[3].noise
    values = [
        referee.play_value(
            state,
            replace(best.candidate, shot=noise.perturb(best.candidate.shot, derive_rng(tag, k))),
        )
        for k in range(samples)
    ]
    return statistics.fmean(values)


def _position_task(task: tuple[int, str, int, int, int, int]) -> list[Sample]:
    """Worker: the finalists' leaves of one position and the replies they allowed."""
    idx, state_json, top, strokes, samples, seed = task
    m = restore(json.loads(state_json))
    cfg = without_leave(LEVELS[3])
    stats = SearchStats()
    search(m, cfg, seed, 1, None, stats)
    state = referee.freeze(m, with_match=True)
    table = m.table
    digest = referee.digest(m)
    out: list[Sample] = []
    for i, cand in enumerate(stats.finalists[:top]):
        for k in range(strokes):
            played = replace(
                cand, shot=cfg.noise.perturb(cand.shot, derive_rng(seed, digest, "sample", k))
            )
            j, win, lose, final = referee.play_outcome(state, played)
            value = referee.value_of(j.points_shooter, j.points_opponent, win, lose)
            f = astuple(referee.leave_features(table, final, state.context.ball))
            kept = referee.play_and_keep(state, played)
            reply = 0.0
            if kept is not None and not kept[1]:
                reply = measured_reply(kept[0], samples, ("leave_fit", idx, i, k))
            out.append(Sample(idx, i, k, value, f, reply))
    return out


# ---------------------------------------------------------------------------- the fit
def ridge(rows: list[tuple[float, ...]], y: list[float], lam: float = 1.0) -> list[float]:
    """Least squares with an intercept (first coefficient) and a ridge penalty ``lam`` on every
    coefficient: solves (AᵀA + λI) w = Aᵀy by Gaussian elimination with partial pivoting."""
    design = [(1.0, *r) for r in rows]
    n = len(design[0])
    a = [
        [sum(d[i] * d[j] for d in design) + (lam if i == j else 0.0) for j in range(n)]
        for i in range(n)
    ]
    b = [sum(d[i] * t for d, t in zip(design, y, strict=True)) for i in range(n)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            for c in range(col, n):
                a[r][c] -= f * a[col][c]
            b[r] -= f * b[col]
    w = [0.0] * n
    for r in range(n - 1, -1, -1):
        w[r] = (b[r] - sum(a[r][c] * w[c] for c in range(r + 1, n))) / a[r][r]
    return w


def predict(w: list[float], f: tuple[float, ...]) -> float:
    return w[0] + sum(wi * fi for wi, fi in zip(w[1:], f, strict=True))


def _correlation(x: list[float], y: list[float]) -> float:
    return statistics.correlation(x, y) if len(x) > 2 else 0.0


def _chosen(
    cands: dict[int, list[tuple[Sample, float]]], choose: slice, judge: slice, weight: float
) -> float:
    """Choose a finalist by value minus ``weight`` × predicted reply on the strokes ``choose``;
    what it is worth — value minus the *measured* reply — on the strokes ``judge``."""
    score = {
        c: statistics.fmean(s.value - weight * p for s, p in v[choose]) for c, v in cands.items()
    }
    best = max(score, key=lambda c: (score[c], -c))
    return statistics.fmean(s.value - s.reply for s, _ in cands[best][judge])


def evaluate(samples: list[Sample], folds: int = 5, weight: float = 1.0) -> dict[str, Any]:
    """Cross-validated figures of the fit (folds by position) and the selection gain."""
    positions = sorted({s.position for s in samples})
    predicted: dict[int, float] = {}
    for fold in range(folds):
        held = {p for i, p in enumerate(positions) if i % folds == fold}
        train = [s for s in samples if s.position not in held]
        w = ridge([s.features for s in train], [s.reply for s in train])
        for i, s in enumerate(samples):
            if s.position in held:
                predicted[i] = predict(w, s.features)
    pred = [predicted[i] for i in range(len(samples))]
    gains: list[float] = []
    by_pos: dict[int, dict[int, list[tuple[Sample, float]]]] = {}
    for s, p in zip(samples, pred, strict=True):
        by_pos.setdefault(s.position, {}).setdefault(s.finalist, []).append((s, p))
    for cands in by_pos.values():
        half = min(len(v) for v in cands.values()) // 2
        if half == 0:
            continue
        first, second = slice(0, half), slice(half, 2 * half)
        for choose, judge in ((first, second), (second, first)):
            gains.append(_chosen(cands, choose, judge, weight) - _chosen(cands, choose, judge, 0.0))
    return {
        "cv_correlation": round(_correlation(pred, [s.reply for s in samples]), 3),
        "selection_gain": round(statistics.fmean(gains), 2) if gains else 0.0,
        "selection_gain_se": round(statistics.stdev(gains) / len(gains) ** 0.5, 2)
        if len(gains) > 1
        else 0.0,
    }


def run(
    count: int, top: int, strokes: int, samples: int, seed: int, workers: int | None
) -> dict[str, Any]:
    ms = collect_positions(count, seed)
    tasks = [(i, json.dumps(compact(m)), top, strokes, samples, seed) for i, m in enumerate(ms)]
    rows = [
        s
        for part in parallel_imap(_position_task, tasks, resolve_workers(workers), chunk=1)
        for s in part
    ]
    w = ridge([s.features for s in rows], [s.reply for s in rows])
    replies = [s.reply for s in rows]
    return {
        "positions": len(ms),
        "leaves": len(rows),
        "reply_mean": round(statistics.fmean(replies), 2),
        "reply_sd": round(statistics.pstdev(replies), 2),
        "coefficients": dict(zip(("intercept", *FEATURES), (round(x, 2) for x in w), strict=True)),
        "in_use": dict(zip(("intercept", *FEATURES), astuple(leave.MODEL), strict=True)),
        **evaluate(rows),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m chapo_game.ai.leave_fit", description=__doc__)
    p.add_argument("--positions", type=int, default=50)
    p.add_argument("--finalists", type=int, default=8)
    p.add_argument("--strokes", type=int, default=4)
    p.add_argument("--samples", type=int, default=12)
    p.add_argument("--seed", type=int, default=99)
    p.add_argument("--workers", type=int, default=None)
    a = p.parse_args(argv)
    out = run(a.positions, a.finalists, a.strokes, a.samples, a.seed, a.workers)
    sys.stdout.write(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
