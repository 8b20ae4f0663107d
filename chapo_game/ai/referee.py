"""The computer player's window onto the referee: what the match asks, and what a shot is worth.

The cheapest correct way to value a trial shot is the referee's *pure* judge
(:func:`chapo_game.rules.judge.judge`): the simulator plays the shot from the position the
match holds (with the ball in hand placed), and the judge reads the event log with the same
:class:`~chapo_game.rules.judge.ShotContext` that :meth:`Match.shoot` would build. Nothing is
put back and the real match is never touched, so thousands of trials cost only their
simulation. Only the leave (what the opponent faces next) needs the whole state machine, and
for that :meth:`Match.copy` gives a private copy to shoot on.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any

from ..physics.params import DEFAULT_PARAMS, PhysicsParams
from ..position import Position
from ..rules.judge import ShotContext, judge, partida_winner
from ..rules.match import Match
from ..rules.settings import HAND_PHASES
from ..shot import Shot
from ..table import BALL_IDS, Table, Vec, get_table
from .candidates import Candidate
from .goals import GOAL_BONUS, Goal
from .meter import Metered

WIN_BONUS = 60.0  # a partida won or lost by this shot counts this much beyond its points


@dataclass(frozen=True)
class Situation:
    """The shot the match asks for, as the candidate generator needs it."""

    table: Table
    position: Position
    ball: str
    in_hand: bool
    cabana: str | None
    targets: tuple[str, ...]  # balls it may meet first (no option declared yet)
    all_targets: tuple[str, ...]  # every other ball on the table
    options: tuple[str, ...]
    cues: tuple[str, ...]


def shot_context(match: Match) -> Situation:
    ball = match.ball_to_play
    assert ball is not None, "no shot is asked for"
    others = tuple(b for b in BALL_IDS if b != ball and match.position.balls.get(b) is not None)
    targets = match.legal_first_targets() if match.declared_option is None else others
    return Situation(
        table=match.table,
        position=match.position,
        ball=ball,
        in_hand=match.phase in HAND_PHASES,
        cabana=match.hand_cabana,
        targets=tuple(targets),
        all_targets=others,
        options=match.options(),
        cues=match.allowed_cues(),
    )


def fallback_placement(match: Match) -> Vec:
    xy = match.default_placement()
    assert xy is not None
    return xy


#: The family (and note) of :func:`fallback_candidate`'s stroke: no shot the search found, which
#: a screen that advises says as no advice.
FALLBACK = "fallback"


def fallback_candidate(match: Match) -> Candidate:
    """A gentle, legal-to-ask shot towards the foot of the table (used only when the generator
    finds nothing, e.g. every aim blocked)."""
    ball = match.ball_to_play
    assert ball is not None
    placement = fallback_placement(match) if match.needs_placement else None
    options = match.options()
    option = "no_pasar" if "no_pasar" in options else (options[0] if options else None)
    option = match.declared_option or option
    angle = 270.0 if option == "no_pasar" else 90.0
    speed = 0.4 if option == "no_pasar" else 1.5
    return Candidate(Shot.make(ball, angle, speed), placement, option, FALLBACK, FALLBACK)


# ---------------------------------------------------------------------------- trial state
@dataclass(frozen=True)
class TrialState:
    """Everything a worker needs to value a trial shot (small and picklable)."""

    profile: str
    params: PhysicsParams
    position: Position
    context: ShotContext  # what Match.shoot would judge with (the option is the candidate's)
    offered: bool  # options on offer (the declared option then counts)
    scores: tuple[int, int]
    target: int
    match: Match | None = None  # the whole match, only when the leave is judged
    goal: Goal | None = None  # a practice drill's goal, worth GOAL_BONUS when met (advice)


def freeze(
    match: Match,
    params: PhysicsParams | None = None,
    with_match: bool = False,
    goal: Goal | None = None,
) -> TrialState:
    return TrialState(
        profile=match.settings.profile,
        params=params or DEFAULT_PARAMS,
        position=match.position,
        context=match.shot_context(),
        offered=bool(match.options()),
        scores=match.scores,
        target=match.settings.target,
        match=match.copy() if with_match else None,
        goal=goal,
    )


#: What the computer's draws must not hang on: who plays, and the referee's calls (their words,
#: their order, their params: how a shot is said; the verdicts say what it was).
#: "Ordenador A" in Spanish is "Computer A" in English, and the demo played other shots in
#: each language; a renamed player met other draws on the same table. Nor the score sheet's
#: record of the option a past ball in hand was declared under (kept since the ladder of
#: docs/AI.md was measured: its games are met with the draws they were played with).
UNSEEN_KEYS = frozenset(
    {"players", "name", "opponent_name", "names", "text_es", "text_en", "option"}
    | {"announcements", "calls"}  # the referee's calls: how a shot is said, not what it was
)


def _unnamed(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _unnamed(v) for k, v in x.items() if k not in UNSEEN_KEYS}
    if isinstance(x, list):
        return [_unnamed(v) for v in x]
    return x


def digest(match: Match) -> str:
    """A stable fingerprint of the match state (for per-decision RNG streams): the whole
    record — the table, the scores, the history of the encuentro — but not the players'
    names, the language nor the referee's calls (:data:`UNSEEN_KEYS`): the verdicts say what
    each shot was, and the calls only say it. With the calls in it, every mending of how a shot
    is said (a new call, a call's order, a param only its words read) drew the computer's
    errors afresh and changed its games — 1 partida of 80 in the ladder after one day's."""
    text = json.dumps(_unnamed(match.to_json()), ensure_ascii=False, sort_keys=True)
    return hashlib.blake2b(text.encode(), digest_size=10).hexdigest()


_SIMS: dict[tuple[str, PhysicsParams], Any] = {}


def simulator_for(profile: str, params: PhysicsParams) -> Any:
    """One (metered) Simulator per process, table profile and parameters."""
    key = (profile, params)
    sim = _SIMS.get(key)
    if sim is None:
        from ..physics import Simulator

        sim = Metered(Simulator(get_table(profile), params))
        _SIMS[key] = sim
    return sim


def value_of(points_shooter: int, points_opponent: int, win: bool, lose: bool) -> float:
    v = float(points_shooter - points_opponent)
    if win:
        v += WIN_BONUS
    if lose:
        v -= WIN_BONUS
    return v


def play_judgement(state: TrialState, cand: Candidate) -> tuple[Any, bool, bool]:
    """Simulate ``cand`` from the state's position (the ball in hand placed) and judge it as
    :meth:`Match.shoot` would: (Judgement, shooter wins the partida, shooter loses it). Pure:
    changes nothing."""
    j, win, lose, _events = _judged(state, cand)
    return j, win, lose


def _judged(state: TrialState, cand: Candidate) -> tuple[Any, bool, bool, Any]:
    """:func:`play_judgement` and the shot's event log."""
    table = get_table(state.profile)
    ctx = replace(state.context, option=cand.option if state.offered else None)
    before = state.position
    if cand.placement is not None:
        before = before.with_ball(ctx.ball, cand.placement)
    sim = simulator_for(state.profile, state.params)
    result = sim.simulate(before, cand.shot)
    j = judge(table, before, cand.shot, result.events, result.final, ctx)
    after = list(state.scores)
    after[ctx.shooter] += j.points_shooter
    after[1 - ctx.shooter] += j.points_opponent
    winner = partida_winner(j, after, ctx.shooter, state.target)
    return j, winner == ctx.shooter, winner == 1 - ctx.shooter, result.events


@dataclass(frozen=True)
class Did:
    """What a shot does when played exactly as meant."""

    first: str | None  # the first ball the shooter's ball meets
    cushions: int  # cushions it meets before that
    pocketed: tuple[str, ...]  # other balls it sinks
    pins: tuple[str, ...]  # pins it knocks down
    own_sunk: bool = False  # the shooter's ball drops too (2 points of its own, art. 7)


def what_it_does(state: TrialState, cand: Candidate) -> Did:
    """Play ``cand`` exactly and read the log: what the shot really is, whatever it was meant
    to be."""
    before = state.position
    ball = state.context.ball
    if cand.placement is not None:
        before = before.with_ball(ball, cand.placement)
    result = simulator_for(state.profile, state.params).simulate(before, cand.shot)
    cushions, first = 0, None
    for e in result.events:
        if first is None and e.type == "ball_cushion" and e["ball"] == ball:
            cushions += 1
        elif first is None and e.type == "ball_ball" and e.involves_ball(ball):
            first = e.other_ball(ball)
    sunk = {e["ball"] for e in result.events if e.type == "pocketed"}
    pins = tuple(sorted({e["pin"] for e in result.events if e.type == "pin_down"}))
    return Did(first, cushions, tuple(sorted(sunk - {ball})), pins, ball in sunk)


def play_value(state: TrialState, cand: Candidate) -> float:
    """Value of one execution of ``cand`` for the shooter: the referee's points for him minus
    the points the shot gives the opponent, plus or minus :data:`WIN_BONUS` when it ends the
    partida; plus :data:`.goals.GOAL_BONUS` when it meets the state's drill goal without a
    foul (the practice screen's own test of it)."""
    if cand.placement is None and state.position.balls.get(state.context.ball) is None:
        return -WIN_BONUS
    j, win, lose, events = _judged(state, cand)
    v = value_of(j.points_shooter, j.points_opponent, win, lose)
    goal = state.goal
    if (
        goal is not None
        and j.foul is None
        and goal.met(state.context.ball, events, j.points_shooter)
    ):
        v += GOAL_BONUS
    return v


def apply_candidate(match: Match, cand: Candidate, simulator: Any) -> Any:
    """Place, declare and shoot ``cand`` on ``match`` (the real one or a copy); returns the
    Verdict."""
    if cand.placement is not None:
        match.place_ball(cand.placement)
    if cand.option is not None and match.options():
        match.declare(cand.option)
    return match.shoot(cand.shot, simulator)


def play_and_keep(state: TrialState, cand: Candidate) -> tuple[Match, bool] | None:
    """Shoot ``cand`` exactly on a copy of the match; the copy (with the rey's spot chosen as
    the first on offer) and whether the partida ended. None without a match in the state."""
    if state.match is None:
        return None
    m = state.match.copy()
    apply_candidate(m, cand, simulator_for(state.profile, state.params))
    if m.pending_rey_choice:
        m.choose_rey_spot(m.rey_spot_choices()[0])
    return m, m.finished
