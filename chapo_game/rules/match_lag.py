"""The start of each partida: the lag (art. 9), the lag winner's choice to break or cede, and
every partida's break (art. 11) with the head starts given.

A phase of its own because it is the only one in which both players shoot at once and the
balls are not yet theirs: its rulings (who lost the lag and why, a repeat, who plays which
ball for the whole encuentro) read apart from the shot's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import InputError
from ..events import Event
from ..position import Position
from ..shot import Shot
from ..table import PIN_IDS, normal_spot_of
from .calls.announcement import Announcement
from .errors import IllegalShot, MatchFinished, WrongPhase
from .lag import LAG_BALLS, LagOutcome, judge_lag, lag_position
from .match_state import MatchState
from .settings import Phase


class MatchLag(MatchState):
    """The lag, the choice of the break and each partida's start."""

    def lag_position(self) -> Position:
        """Where the two lag balls start (art. 9), for the window to show before the lag."""
        return lag_position(self.table)

    def lag(
        self,
        shot_a: Shot,
        shot_b: Shot,
        simulator: Any = None,
        result: Any = None,
        *,
        events: Sequence[Event] | None = None,
        final: Position | None = None,
    ) -> LagOutcome:
        """The lag (art. 9): ``shot_a`` is player 0's (ball "1"), ``shot_b`` player 1's (ball
        "2"); both run in one simulation (``simulator.simulate(position, [shot_a, shot_b])``),
        or give the ``result`` (``.events``, ``.final``) or ``events`` and ``final``."""
        if self.phase != Phase.LAG:
            raise WrongPhase(f"the lag is over (phase {self.phase.value})")
        for shot, ball in ((shot_a, LAG_BALLS[0]), (shot_b, LAG_BALLS[1])):
            if not isinstance(shot, Shot):
                raise IllegalShot("expected a Shot")
            if shot.ball != ball:
                raise IllegalShot(f"in the lag player {LAG_BALLS.index(ball)} plays ball {ball}")
        evs, fin = self._run(self.position, [shot_a, shot_b], simulator, result, events, final)
        out = judge_lag(self.table, evs, fin)
        self.lags.append(out)
        calls: list[Announcement] = []
        for p in (0, 1):
            n = len(
                {e["pin"] for e in evs if e.type == "pin_down" and e.get("ball") == LAG_BALLS[p]}
            )
            if out.lost[p] and out.lost[p] != "pin":
                calls.append(Announcement(f"lag_lost.{out.lost[p]}", self._who(p)))
            # the pins too where they repeat the lag: "both knocked pins" after "Luis touched
            # the mingo" alone left his pin unsaid
            if out.lost[p] == "pin" or (out.repeat == "pins" and n):
                calls.append(Announcement("lag_lost.pin", {**self._who(p), "pins": max(1, n)}))
        if out.winner is None:
            calls.append(Announcement(f"lag_repeat.{out.repeat}", {}))
        else:
            self.lag_winner = out.winner
            self.phase = Phase.LAG_CHOICE
            self.position = fin.without_causes()
            calls.append(Announcement("lag_won", self._who(out.winner)))
        self.announcements = calls
        return out

    def choose_break(self, break_first: bool) -> None:
        """The lag winner breaks (``True``) or cedes the break (``False``). The breaker of the
        first partida plays ball "1" for the whole encuentro (art. 9)."""
        if self.phase != Phase.LAG_CHOICE or self.lag_winner is None:
            raise WrongPhase("only the lag winner chooses, right after the lag")
        if not isinstance(break_first, bool):
            raise InputError("break_first", "expected true or false")
        breaker = self.lag_winner if break_first else 1 - self.lag_winner
        self.first_breaker = breaker
        self._balls = ("1", "2") if breaker == 0 else ("2", "1")
        self._start_partida(breaker)
        # who plays which ball, both said: the lag numbered the balls by the players' sides
        other = {**self._who(1 - breaker), "ball": self._balls[1 - breaker]}
        self.announcements.insert(1, Announcement("plays_ball", other))

    def next_partida(self) -> None:
        """After a partida: the next one, broken by the other player (art. 11)."""
        if self.phase == Phase.ENCUENTRO_OVER:
            raise MatchFinished("the encuentro is over")
        if self.phase != Phase.PARTIDA_OVER:
            raise WrongPhase("the partida is not over")
        assert self.breaker is not None
        self.partida_number += 1
        self._start_partida(1 - self.breaker)

    def _start_partida(self, breaker: int) -> None:
        self.breaker = breaker
        self.to_move = breaker
        self._scores = list(self.settings.head_start)  # the points given, if any
        self.position = Position.initial(self.table)
        self.pin_homes = {p: normal_spot_of(p) for p in PIN_IDS}
        self.mingo_waiting = None
        self.declared_option = None
        self._rey_choices = ()
        self._rey_chooser = None
        self.partida_winner = None
        self.phase = Phase.SALIDA
        self.announcements = [
            Announcement("break", {**self._who(breaker), "ball": self._balls[breaker]}),
            *self.head_start_calls(),
            *self._por_call(),
            *self._turn_calls(),
        ]
