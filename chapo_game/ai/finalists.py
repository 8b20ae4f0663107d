"""The search's finalists under the level's hand (stages 3 and 4, and the floor).

The best trials played as meant (at most ``per_aim`` of one aim) become finalists
(:func:`pick_finalists`); they are played ``samples`` times with the level's execution error,
every one meeting the same draws (common random numbers), and the best ``confirm`` as often
again, so a shot that only looked best by the luck of a few draws falls back; then small
changes of angle, speed and tip around the best few are played under the same draws
(:func:`noisy_stages`): the optimum under the level's own hand, not the noiseless one. Last,
the floor (:func:`with_floor`): no pasar's gentle rolls, under the finalists' draws, go first
when they are worth as much.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ..shot import MAX_TIP_OFFSET, MIN_SPEED, Shot
from .candidates import Candidate
from .levels import LevelConfig
from .speeds import TOP_SPEED
from .trials import Key, Scored, Trials, by_value, key_of


def pick_finalists(trials: Trials, ranked: list[int], cfg: LevelConfig) -> list[Scored]:
    """The best ``finalists`` trials, at most ``per_aim`` of any one aim."""
    finalists: list[Scored] = []
    per: dict[int, int] = {}
    for i in ranked:
        v, c = trials.screened[trials.order[i]]
        if per.get(c.aim, 0) >= cfg.per_aim and c.aim >= 0:
            continue
        per[c.aim] = per.get(c.aim, 0) + 1
        finalists.append(Scored(c, v, 1, i, v))
        if len(finalists) >= cfg.finalists:
            break
    return finalists


def noisy_stages(
    trials: Trials, finalists: list[Scored], cfg: LevelConfig
) -> tuple[list[Scored], int]:
    """Stage 3: the finalists valued over ``samples`` noisy strokes, the best ``confirm``
    over as many again; stage 4: the best few refined under the same draws, sample by sample.
    Returns them best first, with the draws each has met."""
    n = cfg.samples
    if n <= 0 or not finalists:
        return finalists, n
    finalists = _sampled(trials, finalists, n)
    if cfg.confirm > 0:
        finalists = _confirmed(trials, finalists[: cfg.confirm], n)
        n *= 2
    if cfg.refine_top > 0 and cfg.refine > 0:
        finalists = _refined(trials, finalists, cfg, n)
    return finalists, n


def _sampled(trials: Trials, finalists: list[Scored], n: int) -> list[Scored]:
    """The finalists valued by their mean over ``n`` noisy strokes, best first."""
    means = trials.noisy([s.candidate for s in finalists], n, 0)
    return by_value([replace(s, value=m, stage=2) for s, m in zip(finalists, means, strict=True)])


def _confirmed(trials: Trials, top: list[Scored], n: int) -> list[Scored]:
    """The best few played as many times again, best first: a shot that only looked best by
    luck (the winner's curse of a few samples) falls back. The rest are dropped."""
    more = trials.noisy([s.candidate for s in top], n, n)
    return by_value([replace(s, value=(s.value + m) / 2) for s, m in zip(top, more, strict=True)])


def _refined(trials: Trials, finalists: list[Scored], cfg: LevelConfig, n: int) -> list[Scored]:
    """The finalists with the small variants of the best ``refine_top`` (:func:`_variants`)
    not played yet, valued on the same ``n`` draws, best first."""
    variants = [
        (s, v)
        for s in finalists[: cfg.refine_top]
        for v in _variants(s.candidate, cfg)[: cfg.refine]
        if not trials.seen(v)
    ]
    if not variants:
        return finalists
    vm = trials.noisy([v for _, v in variants], n, 0, "refine")
    n0 = len(trials.order)
    found = [
        Scored(v, m, 3, n0 + j, s.exact)
        for j, ((s, v), m) in enumerate(zip(variants, vm, strict=True))
    ]
    return by_value([*finalists, *found])


def with_floor(trials: Trials, finalists: list[Scored], n: int) -> list[Scored]:
    """The floor: no pasar's rolls, where they are on offer, played under the same ``n``
    draws as the finalists (their exact values when there are none), the best put first
    when it is as good (:func:`_floored`)."""
    seen = {key_of(f.candidate) for f in finalists}
    rolls = [
        (i, c)
        for i, (_, c) in enumerate(trials.screened[k] for k in trials.order)
        if c.family == "no_pasar" and key_of(c) not in seen
    ]
    if not rolls:
        return finalists
    if n > 0:
        means = trials.noisy([c for _, c in rolls], n, 0)
    else:
        means = [trials.screened[trials.order[i]][0] for i, _ in rolls]
    return _floored(finalists, rolls, means, trials.screened, trials.order)


def _floored(
    finalists: list[Scored],
    rolls: list[tuple[int, Candidate]],
    means: list[float],
    screened: dict[Key, tuple[float, Candidate]],
    order: list[Key],
) -> list[Scored]:
    """No pasar's best roll — it touches nothing and stays short — put first when its mean
    under the level's hand is as good as the best finalist's or better (a tie goes to the
    roll: the best finalist's mean is the luckiest of several). Its exact 0 ranked it under any
    bank that looked good as meant, so it was never a finalist, and levels 1 and 2 declared
    pasar on banks their own samples put below 0 (one shot in two fouled). Played under the
    draws the finalists met, a roll that a wide hand sends into a ball is seen to foul."""
    j = max(range(len(rolls)), key=lambda j: (means[j], -j))
    i, roll = rolls[j]
    if finalists and finalists[0].value > means[j]:
        return finalists
    return [Scored(roll, means[j], 2, i, screened[order[i]][0]), *finalists]


def _variants(c: Candidate, cfg: LevelConfig) -> list[Candidate]:
    """Small changes of one candidate: angle by about two of the level's angle errors either
    way, speed a sixth down and up, follow and draw, side either way."""
    s = c.shot
    da = max(2.0 * cfg.noise.angle_sd, 0.3)
    out = []

    def tip(side: float, vertical: float) -> tuple[float, float]:
        r = math.hypot(side, vertical)
        lim = MAX_TIP_OFFSET * 0.95
        return (side, vertical) if r <= lim else (side * lim / r, vertical * lim / r)

    changes: list[tuple[float, float, float, float]] = [
        (da, 1.0, 0.0, 0.0),
        (-da, 1.0, 0.0, 0.0),
        (0.0, 0.85, 0.0, 0.0),
        (0.0, 1.2, 0.0, 0.0),
        (0.0, 1.0, 0.0, 0.3),
        (0.0, 1.0, 0.0, -0.3),
        (0.0, 1.0, 0.25, 0.0),
        (0.0, 1.0, -0.25, 0.0),
    ]
    for d_angle, k_speed, d_side, d_vert in changes:
        if s.cue == "seco" and (d_side or d_vert):
            continue
        side, vertical = tip(s.side + d_side, s.vertical + d_vert)
        # to the millimetre a second, as every other candidate: the window's power bar plays
        # that grid, and an advised 2.19215 m/s was struck as 2.1922
        speed = round(min(max(s.speed * k_speed, MIN_SPEED), max(s.speed, TOP_SPEED)), 3)
        # made as every shot is (its angle into [0, 360): a bare % gave 360.0 for a hair under 0)
        shot = Shot.make(s.ball, s.angle + d_angle, speed, side, vertical, s.cue)
        out.append(replace(c, shot=shot, note=c.note + " (refined)", bank=None))
    return out
