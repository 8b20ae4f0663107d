"""What an encuentro is at any moment, and the questions every phase asks of it.

:class:`MatchState` holds the match's fields (phase, position, whose turn, balls, scores,
pins' homes, pending choices, sheet, calls) and the small helpers the phases share: the
guards, the score sheet's row, passing the turn, the calls said at a turn's start. The
phases (:mod:`.match_lag`, :mod:`.match_hand`, :mod:`.match_stops`, the shot in :mod:`.match`)
and the record (:mod:`.match_record`) are classes built on it, and
:class:`~chapo_game.rules.match.Match` composes them: each reads in one sitting, and all
change the one state, so a ruling reads exactly as it did when they were one class.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Self

from ..errors import InputError
from ..events import Event
from ..position import Position
from ..shot import CUES, Shot
from ..table import PIN_IDS, Table, get_table, normal_spot_of
from .calls.announcement import Announcement
from .errors import IllegalShot, MatchFinished, WrongPhase
from .inputs import check_final, check_log
from .lag import LagOutcome, lag_position
from .referee import hand_cabana, por_call, turn_calls
from .respot import PinPlan, place_rey
from .settings import HAND_PHASES, SHOOTING_PHASES, MatchSettings, Phase
from .sheet import ScoreSheet, SheetRow
from .verdict import Verdict

#: The shot kind each shooting phase asks for (:attr:`MatchState.kind`).
KIND_OF_PHASE: dict[Phase, str] = {
    Phase.SALIDA: "salida",
    Phase.REMATADA: "rematada",
    Phase.PLAY: "play",
    Phase.BALL_IN_HAND: "ball_in_hand",
}


def seat(v: Any, name: str) -> int:
    """A player's index, 0 or 1, from a request or a record, refused by its field's ``name``
    otherwise (``True`` too: it compares equal to 1 but is no seat)."""
    if v not in (0, 1) or isinstance(v, bool):
        raise InputError(name, f"expected 0 or 1, got {v!r}")
    return int(v)


class MatchState:
    """An encuentro's state and the queries and helpers its phases share."""

    def __init__(
        self,
        players: Sequence[str] = ("Jugador 1", "Jugador 2"),
        settings: MatchSettings | None = None,
    ) -> None:
        if len(players) != 2 or not all(isinstance(p, str) and p for p in players):
            raise InputError("players", "expected two non-empty names")
        self.players: tuple[str, str] = (players[0], players[1])
        self.settings: MatchSettings = settings or MatchSettings()
        self.table: Table = get_table(self.settings.profile)
        self.phase: Phase = Phase.LAG
        self.position: Position = lag_position(self.table)
        self.to_move: int = 0
        self._balls: tuple[str, str] = ("1", "2")  # ball of player 0, of player 1
        self._scores: list[int] = [0, 0]
        self._partidas_won: list[int] = [0, 0]
        self.partida_number: int = 1
        self.first_breaker: int | None = None
        self.breaker: int | None = None
        self.lag_winner: int | None = None
        self.lags: list[LagOutcome] = []
        self.declared_option: str | None = None
        self.pin_homes: dict[str, str] = {p: normal_spot_of(p) for p in PIN_IDS}
        self.mingo_waiting: str | None = None
        self._rey_choices: tuple[str, ...] = ()
        self._rey_chooser: int | None = None
        self.sheet: ScoreSheet = ScoreSheet(self.players)
        self.announcements: list[Announcement] = []
        self.last_verdict: Verdict | None = None
        self.partida_winner: int | None = None
        self.winner: int | None = None  # of the encuentro

    @property
    def scores(self) -> tuple[int, int]:
        """Points of player 0 and player 1 in the current partida."""
        return (self._scores[0], self._scores[1])

    @property
    def partidas_won(self) -> tuple[int, int]:
        return (self._partidas_won[0], self._partidas_won[1])

    @property
    def pending_rey_choice(self) -> bool:
        """True while the player who shot must choose the rey's auxiliary spot (art. 5c)."""
        return bool(self._rey_choices)

    @property
    def finished(self) -> bool:
        return self.phase in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER)

    @property
    def deciding_player(self) -> int | None:
        """Who must act now: the shooter choosing the rey's spot, the lag winner choosing to
        break or cede, the player to move; between partidas the next partida's breaker (the
        next to shoot); ``None`` during the lag (both act) and after the encuentro."""
        if self._rey_choices:
            return self._rey_chooser
        if self.phase == Phase.LAG_CHOICE:
            return self.lag_winner
        if self.phase in SHOOTING_PHASES:
            return self.to_move
        if self.phase == Phase.PARTIDA_OVER and self.breaker is not None:
            return 1 - self.breaker
        return None

    def ball_of(self, player: int) -> str:
        """The ball a player plays: fixed for the encuentro once the lag is decided."""
        if player not in (0, 1):
            raise InputError("player", f"expected 0 or 1, got {player!r}")
        return self._balls[player]

    @property
    def ball_to_play(self) -> str | None:
        return self._balls[self.to_move] if self.phase in SHOOTING_PHASES else None

    @property
    def kind(self) -> str | None:
        """The shot kind of the current phase: salida, rematada, play or ball_in_hand."""
        return KIND_OF_PHASE.get(self.phase)

    @property
    def hand_cabana(self) -> str | None:
        """The cabaña the ball in hand is played from now ("salida" or "mingo"), if any."""
        if self.phase not in HAND_PHASES:
            return None
        return hand_cabana(
            self.table, KIND_OF_PHASE[self.phase], self.position, self._balls[self.to_move]
        )

    @property
    def needs_placement(self) -> bool:
        """The ball in hand is not on the table yet: :meth:`place_ball` before shooting."""
        return (
            self.phase in HAND_PHASES and self.position.balls.get(self._balls[self.to_move]) is None
        )

    def remaining(self, player: int) -> int:
        """Points the player still needs in this partida."""
        return max(0, self.settings.target - self._scores[player])

    def allowed_cues(self) -> tuple[str, ...]:
        """Cues the player may use: the taco always; the seco too (art. 10: for a bricole —
        meeting a ball before a cushion with it is 000 foul 8, judged after the shot)."""
        if self.phase not in SHOOTING_PHASES:
            return ()
        return CUES

    def rey_spot_choices(self) -> tuple[str, ...]:
        """The auxiliary spots the rey may go to, while :attr:`pending_rey_choice`."""
        return self._rey_choices

    def _require_live(self) -> None:
        if self.phase == Phase.ENCUENTRO_OVER:
            raise MatchFinished("the encuentro is over")
        if self.phase == Phase.PARTIDA_OVER:
            raise MatchFinished("the partida is over: start the next one")

    def _require_turn(self) -> None:
        self._require_live()
        if self._rey_choices:
            raise WrongPhase("the rey's auxiliary spot must be chosen first")
        if self.phase not in SHOOTING_PHASES:
            raise WrongPhase(f"no shot is taken in phase {self.phase.value}")

    def _who(self, p: int) -> dict[str, Any]:
        return {"player": p, "name": self.players[p]}

    def _sheet_row(self, shooter: int, kind: str, **breakdown: Any) -> SheetRow:
        """The score sheet's row for the turn ``shooter`` has just played (or lost): its
        number in the partida, who, with which ball, and the score after it."""
        return SheetRow(
            partida=self.partida_number,
            shot=self.sheet.next_shot_number(self.partida_number),
            player=shooter,
            name=self.players[shooter],
            ball=self._balls[shooter],
            phase=kind,
            score=self.scores,
            **breakdown,
        )

    def _pass_turn(self, to: int, after_salida: bool = False) -> None:
        """The turn goes to player ``to``: the rematada after the salida, else ball in hand if
        his ball is off the table, else open play."""
        self.to_move = to
        if after_salida:
            self.phase = Phase.REMATADA
        elif self.position.balls.get(self._balls[to]) is None:
            self.phase = Phase.BALL_IN_HAND
        else:
            self.phase = Phase.PLAY

    def head_start_calls(self) -> list[Announcement]:
        """What each player is given at every partida's start ("Luis empieza con 10 tantos de
        ventaja"), said at the break and written at the head of every partida's sheet."""
        return [
            Announcement("head_start", {**self._who(p), "points": self.settings.head_start[p]})
            for p in (0, 1)
            if self.settings.head_start[p]
        ]

    def _por_call(self) -> list[Announcement]:
        if self.phase not in SHOOTING_PHASES:
            return []
        return por_call(self.to_move, self.players, self.remaining(self.to_move))

    def _turn_calls(self) -> list[Announcement]:
        if self.phase not in SHOOTING_PHASES:
            return []
        p = self.to_move
        return turn_calls(
            self.table,
            self.position,
            p,
            self._balls[p],
            self.players,
            self.hand_cabana,
            self.kind,
        )

    def _run(
        self,
        position: Position,
        shot: Shot | list[Shot],
        simulator: Any,
        result: Any,
        events: Sequence[Event] | None,
        final: Position | None,
    ) -> tuple[list[Event], Position]:
        if simulator is not None:
            if events is not None or final is not None or result is not None:
                raise IllegalShot("give a simulator or a result (events and final), not both")
            result = simulator.simulate(position, shot)
        if result is not None:
            events, final = result.events, result.final
        if events is None or final is None:
            raise IllegalShot("give a simulator, or the shot's events and final position")
        return check_log(events), check_final(self.table, final)

    def _encuentro_won_call(self, winner: int) -> Announcement:
        """The call that ``winner`` has won the encuentro, with the partidas it stands at."""
        return Announcement(
            "encuentro_won",
            {
                **self._who(winner),
                "partidas": self._partidas_won[winner],
                "opponent_partidas": self._partidas_won[1 - winner],
            },
        )

    def _plant_rey(self, spot: str) -> None:
        plan = PinPlan(self.position, dict(self.pin_homes), self._rey_choices)
        plan = place_rey(self.table, plan, spot)
        self.position = plan.position
        self.pin_homes = plan.pin_homes
        self._rey_choices = ()
        self._rey_chooser = None

    def copy(self) -> Self:
        """An independent copy (for a computer player's look-ahead)."""
        return copy.deepcopy(self)
