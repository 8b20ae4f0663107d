"""The computer player: one object that answers whatever the match asks next.

    cpu = ComputerPlayer(level=3, seed=7)
    d = cpu.decide(match)        # Decision: what it would do now (nothing changes)
    d, verdict = cpu.act(match)  # ...and do it on the match

The kinds of decision, by what the match asks (:meth:`ComputerPlayer.decide`):

==============  ===========================================================================
``lag``          phase LAG: its lag shot (ball "1" for player 0, "2" for player 1)
``break``        phase LAG_CHOICE: break (``break_first=True``) or cede
``shot``         SALIDA / REMATADA / BALL_IN_HAND / PLAY: placement of the ball in hand, the
                 declared option when one is on offer, and the shot (angle, speed, side,
                 vertical, cue) — ``shot`` is what the cue really plays (execution noise
                 included), ``intended`` what the computer aimed at
``rey_spot``     the rey's auxiliary spot after its shot (art. 5c)
``next_partida`` PARTIDA_OVER: start the next partida
``none``         ENCUENTRO_OVER: nothing to do
==============  ===========================================================================

Deterministic: every random draw comes from an RNG derived from the seed and a digest of the
match state, never from global state or the clock; the search budgets are counts. The same seed
and match give the same decision with 1 or many worker processes.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..physics.params import DEFAULT_PARAMS
from ..rules.lag import lag_position
from ..rules.match import Match
from ..rules.settings import SHOOTING_PHASES, Phase
from ..shot import Shot
from ..table import Vec
from . import referee
from .candidates import Candidate
from .goals import Goal
from .levels import LevelConfig, level_config
from .meter import counted
from .noise import derive_rng
from .pool import resolve_workers
from .search import reply_value, search
from .trials import SearchStats, described

if TYPE_CHECKING:
    from ..physics import Simulator


@dataclass(frozen=True)
class Decision:
    """What the computer does now. Fields that do not apply to ``kind`` are None."""

    kind: str
    player: int | None = None
    shot: Shot | None = None  # as executed (with the level's execution error)
    intended: Shot | None = None  # as aimed
    placement: Vec | None = None
    option: str | None = None
    break_first: bool | None = None
    rey_spot: str | None = None
    expected: float | None = None  # the search's value of the intended shot
    note: str = ""
    miscue: bool = False  # the tip slipped on ``shot`` (the level's hand failed, not its plan)
    family: str = ""  # the kind of shot: ghost_pin, direct, ghost_pocket, bank1, bank2, no_pasar
    target: str | None = None  # the ball the intended shot meets first (None: none, or not said)
    pins: tuple[str, ...] = ()  # the pins the intended shot fells, played as meant
    pocketed: tuple[str, ...] = ()  # the balls it sinks, played as meant, its own last
    simulations: int = 0
    events: int = 0  # what the simulations logged: the decision's work (trials.SearchStats)
    seconds: float = field(default=0.0, compare=False)  # wall-clock thinking time
    cpu_seconds: float = field(default=0.0, compare=False)  # processor time of this process

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "shot": None if self.shot is None else self.shot.to_json(),
            "intended": None if self.intended is None else self.intended.to_json(),
            "placement": None if self.placement is None else list(self.placement),
            "option": self.option,
            "break_first": self.break_first,
            "rey_spot": self.rey_spot,
            "expected": None if self.expected is None else round(self.expected, 6),
            "note": self.note,
            "miscue": self.miscue,
            "family": self.family,
            "target": self.target,
            "pins": list(self.pins),
            "pocketed": list(self.pocketed),
            "simulations": self.simulations,
            "events": self.events,
        }


#: The lag's speed found per table profile, physics and ball (a player on other physics
#: lagged at the speed the first player's physics had found).
_LAG_SPEED: dict[tuple[str, Any, str], float] = {}


class ComputerPlayer:
    """A computer opponent of a given level (1 aficionado, 2 club player, 3 maestro)."""

    def __init__(
        self,
        level: int = 2,
        seed: int = 0,
        simulator: Simulator | None = None,
        workers: int | None = None,
        config: LevelConfig | None = None,
        goal: Goal | None = None,
    ) -> None:
        """``config`` replaces the level's own (a variant for measurements, e.g.
        :func:`.levels.without_leave`); ``goal``: a practice drill's, which its shots play for
        over points (the advice in a drill)."""
        self.goal = goal
        self.cfg: LevelConfig = config or level_config(level)
        self.level = level
        self.seed = int(seed)
        self.simulator = simulator
        self.params = DEFAULT_PARAMS if simulator is None else simulator.params
        self.workers = resolve_workers(workers)

    # ------------------------------------------------------------------ public API
    def decide(self, match: Match, player: int | None = None) -> Decision:
        """What the computer would do now for ``player`` (default: the player the match waits
        on; in the lag, player 0 unless given). Does not change the match."""
        t0, c0 = time.perf_counter(), time.process_time()
        d = self._decide(match, player)
        return replace(d, seconds=time.perf_counter() - t0, cpu_seconds=time.process_time() - c0)

    def act(self, match: Match, other: Shot | ComputerPlayer | None = None) -> tuple[Decision, Any]:
        """Decide and apply the decision to ``match``. Returns (decision, result): the Verdict
        of a shot, the LagOutcome of a lag, else None.

        In the lag both players shoot at once: ``other`` is the opponent's lag shot (or a
        ComputerPlayer to ask); without it this computer plays both lag balls (the demo)."""
        if match.phase == Phase.LAG:
            d0 = self.decide(match, 0)
            if isinstance(other, Shot):
                shot_b = other
            elif isinstance(other, ComputerPlayer):
                shot_b = other.decide(match, 1).shot
            else:
                shot_b = self.decide(match, 1).shot
            assert d0.shot is not None and shot_b is not None
            return d0, match.lag(d0.shot, shot_b, self._simulator(match))
        d = self.decide(match)
        return d, self.apply(match, d)

    def apply(self, match: Match, d: Decision) -> Any:
        """Apply a decision made by :meth:`decide` (for a window that animates in between)."""
        if d.kind == "break":
            assert d.break_first is not None
            match.choose_break(d.break_first)
            return None
        if d.kind == "rey_spot":
            assert d.rey_spot is not None
            match.choose_rey_spot(d.rey_spot)
            return None
        if d.kind == "next_partida":
            match.next_partida()
            return None
        if d.kind == "shot":
            assert d.shot is not None
            cand = Candidate(d.shot, d.placement, d.option, d.note)
            return referee.apply_candidate(match, cand, self._simulator(match))
        if d.kind == "lag":
            raise ValueError("a lag needs both players' shots: use act() or Match.lag()")
        return None

    # ------------------------------------------------------------------ internals
    def _simulator(self, match: Match) -> Any:
        if self.simulator is not None:
            return self.simulator
        return referee.simulator_for(match.settings.profile, self.params)

    def _decide(self, match: Match, player: int | None) -> Decision:
        if match.phase == Phase.ENCUENTRO_OVER:
            return Decision("none")
        if match.pending_rey_choice:
            return self._rey_spot(match)
        if match.phase == Phase.PARTIDA_OVER:
            return Decision("next_partida")
        if match.phase == Phase.LAG:
            return self._lag(match, 0 if player is None else player)
        if match.phase == Phase.LAG_CHOICE:
            # Breaking gives the first shot at the mingo with the ball in hand: take it.
            return Decision(
                "break", player=match.lag_winner, break_first=True, note="breaks: first shot"
            )
        if match.phase in SHOOTING_PHASES:
            return self._shot(match)
        return Decision("none")  # pragma: no cover - every phase is handled above

    def _shot(self, match: Match) -> Decision:
        stats = SearchStats()
        best = search(match, self.cfg, self.seed, self.workers, self.params, stats, goal=self.goal)
        cand, events = counted(described, referee.freeze(match, self.params), best.candidate)
        stats.spent("describe", 1, events)
        rng = derive_rng(self.seed, referee.digest(match), "execute")
        executed, miscue = self.cfg.noise.stroke(cand.shot, rng)
        return Decision(
            "shot",
            player=match.to_move,
            shot=executed,
            intended=cand.shot,
            placement=cand.placement,
            option=cand.option,
            expected=best.value,
            note=cand.note,
            miscue=miscue,
            family=cand.family,
            target=cand.target,
            pins=cand.pins,
            pocketed=cand.pocketed,
            simulations=stats.simulations,
            events=stats.events,
        )

    def _rey_spot(self, match: Match) -> Decision:
        """Put the rey where the opponent's best reply is worth least (level 1: the first)."""
        choices = match.rey_spot_choices()
        player = match.deciding_player
        if self.cfg.reply_weight == 0 or len(choices) == 1:
            return Decision("rey_spot", player=player, rey_spot=choices[0])
        best, best_v, sims, events = choices[0], math.inf, 0, 0
        stream = f"{referee.digest(match)}/rey"
        for spot in choices:
            m = match.copy()
            m.choose_rey_spot(spot)
            v, n, e = reply_value(m, self.params, self.seed, stream, self.cfg.reply_noise)
            sims += n
            events += e
            if v < best_v - 1e-9:
                best, best_v = spot, v
        return Decision(
            "rey_spot",
            player=player,
            rey_spot=best,
            expected=-best_v,
            note="rey where the reply is worth least",
            simulations=sims,
            events=events,
        )

    def _lag(self, match: Match, player: int) -> Decision:
        """Two table lengths: straight up the table, back off the foot cushion, to stop as
        near the head cushion as it can (art. 9). The speed is found once by simulation."""
        ball = "1" if player == 0 else "2"
        speed = self._lag_speed(match, ball)
        intended = Shot.make(ball, 90.0, speed)
        rng = derive_rng(self.seed, referee.digest(match), "lag", player)
        executed, miscue = self.cfg.noise.stroke(intended, rng)
        return Decision(
            "lag", player=player, shot=executed, intended=intended, note="lag", miscue=miscue
        )

    def _lag_speed(self, match: Match, ball: str) -> float:
        key = (match.settings.profile, self.params, ball)
        if key in _LAG_SPEED:
            return _LAG_SPEED[key]
        table = match.table
        start = lag_position(table)
        pos = start.with_ball("2" if ball == "1" else "1", None)
        sim = referee.simulator_for(match.settings.profile, self.params)
        best, best_y = 2.0, math.inf
        for k in range(40):
            speed = 1.0 + 0.05 * k
            res = sim.simulate(pos, Shot.make(ball, 90.0, speed))
            xy = res.final.balls.get(ball)
            foot = any(
                e.type == "ball_cushion" and e["ball"] == ball and e["cushion"] == "foot"
                for e in res.events
            )
            touched = any(
                e.type in ("ball_pin", "ball_ball") and e.involves_ball(ball) for e in res.events
            )
            if xy is None or not foot or touched:
                continue
            # the speed that stops nearest the head cushion as meant; the level's hand then
            # spreads where it stops
            if xy[1] < best_y:
                best, best_y = speed, xy[1]
        _LAG_SPEED[key] = best
        return best
