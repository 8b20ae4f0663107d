"""A decision's trials: candidates played on the simulator and judged by the referee.

Every stage of the search (:mod:`.search`) plays its candidates through :class:`Trials`: a bank
is first measured (:func:`resolve`), each candidate is played once exactly as meant and its
value kept, so no stage plays it exactly twice; the noisy stages play it with the level's
execution error, every candidate meeting the *same* draws (common random numbers), so they are
compared on equal luck. The value of one execution is the referee's
(:func:`.referee.play_value`). :func:`described` says what a chosen shot does, played as meant.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from . import banks, referee
from .candidates import Candidate
from .meter import counted
from .noise import PERFECT, NoiseModel, derive_rng
from .pool import parallel_map


@dataclass(frozen=True)
class Scored:
    candidate: Candidate
    value: float  # expected value the search settled on
    stage: int  # the last stage that judged it
    index: int  # order of first appearance (ties go to the earlier one)
    exact: float = 0.0  # its value played exactly as meant
    reply: float | None = None  # the opponent's best reply it was charged with


@dataclass
class SearchStats:
    simulations: int = 0
    events: int = 0  # what the simulations logged: the work they cost (:class:`.meter.Metered`)
    candidates: int = 0
    families: dict[str, int] = field(default_factory=dict)
    first_balls: set[str] = field(default_factory=set)
    spots: int = 0
    stages: dict[str, int] = field(default_factory=dict)  # simulations by stage
    leaves: list[tuple[float, float]] = field(default_factory=list)  # (value, reply) judged
    judged: list[Candidate] = field(default_factory=list)  # the shots charged with a reply
    finalists: list[Candidate] = field(default_factory=list)  # best first, before the leave

    def spent(self, stage: str, sims: int, events: int) -> None:
        self.simulations += sims
        self.events += events
        self.stages[stage] = self.stages.get(stage, 0) + sims


def resolve(state: referee.TrialState, cand: Candidate) -> tuple[Candidate | None, int, int]:
    """A bank candidate with its angle measured on the simulator (:mod:`.banks`); others as
    they are. Returns (candidate or None when no angle makes the bank, lone-ball simulations
    spent, events they logged)."""
    if cand.bank is None:
        return cand, 0, 0
    cushions, target = cand.bank
    cue_xy = cand.placement if cand.placement is not None else state.position.balls[cand.shot.ball]
    assert cue_xy is not None
    s = cand.shot
    angle, spent, events = banks.measured(
        state.profile,
        state.params,
        tuple(cue_xy),
        tuple(target),
        s.angle,
        s.speed,
        s.side,
        s.vertical,
        s.cue,
        cushions,
    )
    if angle is None:
        return None, spent, events
    return replace(cand, shot=replace(s, angle=angle), bank=None), spent, events


def _trial_task(
    task: tuple[referee.TrialState, Candidate, NoiseModel, tuple[Any, ...]],
) -> tuple[float, Candidate | None, int, int]:
    """Worker: resolve the candidate, play one (possibly noisy) execution; return (value,
    resolved candidate, simulations spent, events they logged). An unresolvable bank is worth
    ``-inf``."""
    state, cand, noise, rng_parts = task
    resolved, spent, events = resolve(state, cand)
    if resolved is None:
        return -math.inf, None, spent, events
    shot = resolved.shot
    if rng_parts:
        shot = noise.perturb(shot, derive_rng(*rng_parts))
    value, played = counted(referee.play_value, state, replace(resolved, shot=shot))
    return value, resolved, spent + 1, events + played


def _run(
    state: referee.TrialState,
    cands: list[Candidate],
    noise: NoiseModel,
    rng_parts: list[tuple[Any, ...]],
    workers: int,
    stats: SearchStats,
    stage: str,
) -> list[tuple[float, Candidate | None]]:
    tasks = [(state, c, noise, p) for c, p in zip(cands, rng_parts, strict=True)]
    out = parallel_map(_trial_task, tasks, workers)
    stats.spent(stage, sum(o[2] for o in out), sum(o[3] for o in out))
    return [(v, c) for v, c, _, _ in out]


def _noisy_means(
    state: referee.TrialState,
    cands: list[Candidate],
    cfg_noise: NoiseModel,
    samples: int,
    first: int,
    seed: int,
    digest: str,
    workers: int,
    stats: SearchStats,
    stage: str = "noise",
) -> list[float]:
    """Mean value of each candidate over executions ``first`` … ``first + samples - 1``; sample
    ``k`` of every candidate draws its error from the same stream (common random numbers)."""
    flat = [c for c in cands for _ in range(samples)]
    parts = [(seed, digest, "sample", k) for _ in cands for k in range(first, first + samples)]
    res = _run(state, flat, cfg_noise, parts, workers, stats, stage)
    return [
        sum(v for v, _ in res[i * samples : (i + 1) * samples]) / samples for i in range(len(cands))
    ]


Key = tuple[Any, ...]


def key_of(c: Candidate) -> Key:
    """What makes two candidates the same trial: the shot, where the ball goes, the option."""
    return (c.shot, c.placement, c.option)


@dataclass
class Trials:
    """One decision's trials: the candidates played exactly, in order of first appearance (ties
    go to the earlier), and what the noisy stages need to draw the same errors for every
    candidate. The stages share it, so a candidate is never played exactly twice."""

    state: referee.TrialState
    noise: NoiseModel
    seed: int
    digest: str
    workers: int
    stats: SearchStats
    screened: dict[Key, tuple[float, Candidate]] = field(default_factory=dict)
    order: list[Key] = field(default_factory=list)

    def seen(self, c: Candidate) -> bool:
        return key_of(c) in self.screened

    def value(self, c: Candidate) -> float:
        return self.screened[key_of(c)][0]

    def exact(self, cands: list[Candidate], stage: str) -> None:
        """Play the candidates not yet played, as meant, and keep their values."""
        todo = [c for c in cands if not self.seen(c)]
        res = _run(self.state, todo, PERFECT, [()] * len(todo), self.workers, self.stats, stage)
        for c, (v, resolved) in zip(todo, res, strict=True):
            k = key_of(c)
            if k in self.screened:
                continue
            self.order.append(k)
            self.screened[k] = (v, resolved if resolved is not None else c)
            self.stats.families[c.family] = self.stats.families.get(c.family, 0) + 1
            if c.target:
                self.stats.first_balls.add(c.target)

    def noisy(
        self, cands: list[Candidate], samples: int, first: int, stage: str = "noise"
    ) -> list[float]:
        """:func:`_noisy_means` on this decision's draws."""
        return _noisy_means(
            self.state,
            cands,
            self.noise,
            samples,
            first,
            self.seed,
            self.digest,
            self.workers,
            self.stats,
            stage,
        )

    def ranked(self) -> list[int]:
        """The indices of the trials that can be played, best value first."""
        return sorted(
            (i for i, k in enumerate(self.order) if self.screened[k][0] > -math.inf),
            key=lambda i: (-self.screened[self.order[i]][0], i),
        )


def by_value(scored: list[Scored]) -> list[Scored]:
    """Best value first; a tie goes to the earlier trial (the order of first appearance)."""
    return sorted(scored, key=lambda s: (-s.value, s.index))


def described(state: referee.TrialState, cand: Candidate) -> Candidate:
    """``cand`` with its family, first ball, note, pins and pocketed balls saying what it does
    when played as meant (one more simulation): a shot that meets a cushion before any ball is
    a bricole (``bank1``, ``bank2``); one that sinks a ball and knocks no pin a pocket shot; a
    "bricole" or a pocket shot that does neither a direct hit; the ball met first is the one
    named."""
    if cand.family in ("no_pasar", referee.FALLBACK, ""):
        return cand
    did = referee.what_it_does(state, cand)
    family = cand.family
    if did.first is not None and did.cushions >= 1:
        family = "bank2" if did.cushions >= 2 else "bank1"
    elif did.first is not None and did.pocketed and not did.pins:
        family = "ghost_pocket"
    elif family in ("bank1", "bank2", "ghost_pocket"):
        family = "direct"
    # said as the player counts them: the shooter's own ball as well (its 2 points are in the
    # search's value; the advice never said it dropped), last
    sunk = did.pocketed + ((state.context.ball,) if did.own_sunk else ())
    if family == cand.family and did.first in (None, cand.target):
        return replace(cand, pins=did.pins, pocketed=sunk)
    speed = f"{cand.shot.speed:.1f} m/s"
    if family in ("bank1", "bank2"):
        what = "one-cushion" if family == "bank1" else f"{did.cushions}-cushion"
        note = f"{what} bricole onto {did.first} at {speed}"
    elif family == "ghost_pocket":
        note = f"onto {did.first}, sinking {' and '.join(did.pocketed)}, at {speed}"
    else:
        note = f"straight onto {did.first} at {speed}"
    return replace(
        cand,
        family=family,
        target=did.first or cand.target,
        note=note,
        pins=did.pins,
        pocketed=sunk,
    )
