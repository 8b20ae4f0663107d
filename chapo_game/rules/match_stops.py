"""Turns that end with no stroke: the shot clock running out (carom 001 art. 8.7) and a
player leaving the encuentro (an abandono, carom 001 art. 4.3).

Apart from the shot because Chapó's Reglamento is silent on both and the carom rules rule
them: no ball is judged, the score sheet only gets a row saying what happened, and their
readings are the club referee's to audit on their own.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import InputError
from .calls.announcement import Announcement
from .errors import MatchFinished, WrongPhase
from .match_state import MatchState, seat
from .settings import CLOCK_PHASES, SHOOTING_PHASES, Phase
from .sheet import CONCEDED


class MatchStops(MatchState):
    """The lost turn on time and the conceded encuentro."""

    @property
    def clock_runs(self) -> bool:
        """Whether a shot clock may run now (carom 001 art. 8.7): a player to move in open play
        or with ball in hand, no choice of the rey's spot pending."""
        return self.phase in CLOCK_PHASES and not self._rey_choices

    @property
    def conceded_by(self) -> int | None:
        """Who conceded the encuentro (an abandono), read from the score sheet's last row —
        so a saved record says it with no field of its own — or ``None``."""
        last = self.sheet.rows[-1] if self.sheet.rows else None
        return last.player if last is not None and last.phase == CONCEDED else None

    @property
    def conceded_unplayed(self) -> bool:
        """Whether the encuentro was conceded before any partida was played (at the lag, or
        before the salida): its "0–0" read as an encuentro played to nil."""
        return self.conceded_by is not None and not any(self._partidas_won)

    def time_out(self, seconds: int) -> None:
        """The player to move did not shoot within ``seconds`` (carom 001 art. 8.7: "la mano
        pasa, las bolas quedan en su lugar"): no shot, no points, no foul; the turn passes
        and the table stays as his turn found it — a ball in hand he had placed but not struck
        goes back to his hand, a declared option is forgotten. The lost turn is a row of the
        score sheet (0 points, its call), as an inning is on a carom sheet."""
        self._require_turn()
        if not self.clock_runs:
            raise WrongPhase(f"no shot clock runs in phase {self.phase.value}")
        if type(seconds) is not int or seconds <= 0:
            raise InputError("seconds", f"expected a whole number of seconds > 0, got {seconds!r}")
        shooter, kind = self.to_move, self.kind
        if self.phase == Phase.BALL_IN_HAND:
            self.position = self.position.with_ball(self._balls[shooter], None)
        call = Announcement("time_out", {**self._who(shooter), "seconds": seconds})
        self.sheet.add(
            self._sheet_row(
                shooter,
                kind or "play",
                points=0,
                foul=None,
                foul_points=0,
                rule=None,
                calls=(call,),
            )
        )
        self.declared_option = None
        self._pass_turn(1 - shooter)
        self.announcements = [call, *self._por_call(), *self._turn_calls()]

    def concede(self, player: int) -> None:
        """``player`` leaves and concedes the encuentro (an abandono): carom 001 art. 4.3, "un
        jugador que abandona su lugar durante un partido pierde el juego", where Chapó's
        Reglamento is silent. The other player wins the encuentro whatever the partidas
        stand at; a partida in play (from its salida to its last shot) is lost by who leaves
        and won by the other, its score left as it stood — the carom rule gives the game in
        play to the one who stays. Conceded between partidas or at the lag, no partida is
        added. The score sheet ends with a row for it (phase ``conceded``, no stroke, 0 points,
        the call ``conceded``) — at the lag numbered shot 0, with no ball: nothing was struck
        and the lag had given no ball (:data:`.sheet.CONCEDED`). Raises
        :class:`MatchFinished` once the encuentro is over."""
        seat(player, "player")
        if self.phase == Phase.ENCUENTRO_OVER:
            raise MatchFinished("the encuentro is over")
        other = 1 - player
        in_play = self.phase in SHOOTING_PHASES
        call = Announcement("conceded", {**self._who(player), "partida": self.partida_number})
        row = self._sheet_row(
            player, CONCEDED, points=0, foul=None, foul_points=0, rule=None, calls=(call,)
        )
        if self.phase in (Phase.LAG, Phase.LAG_CHOICE):  # "shot 1, ball 2": a shot never made
            row = replace(row, shot=0, ball="")
        self.sheet.add(row)
        if in_play:
            if self._rey_choices:  # nobody plays on: the rey on the first legal spot
                self._plant_rey(self._rey_choices[0])
            self.partida_winner = other
            self._partidas_won[other] += 1
        self.declared_option = None
        self.winner = other
        self.phase = Phase.ENCUENTRO_OVER
        won = self._encuentro_won_call(other)
        if self.conceded_unplayed:  # "gana el encuentro (0–0)": said as what happened
            won = Announcement(won.key, {**won.params, "unplayed": True})
        self.announcements = [call, won]
