"""The referee's match state machine: an encuentro of Chapó driven shot by shot.

Public API (stable names; the window and the computer player code against them)::

    m = Match(players=("Ana", "Luis"), settings=MatchSettings(target=30, partidas=3))
    m.phase                       # Phase.LAG
    m.lag_position()              # where the two lag balls start (art. 9)
    m.lag(shot_a, shot_b, simulator)        # -> LagOutcome; both shots run together
    m.deciding_player             # the lag winner, in Phase.LAG_CHOICE
    m.choose_break(True)          # he breaks (takes ball 1), or False: he cedes
    m.phase                       # Phase.SALIDA: the breaker's ball in hand, cabaña de salida
    m.placement_area()            # PlacementArea (rectangle of legal ball centres)
    m.place_ball((0.7, 0.5))      # IllegalPlacement if not legal; may be called again
    m.options()                   # () or ("pasar", "no_pasar", "bricole") (guide 4)
    m.declare("pasar")            # OptionNotOffered if not on offer
    m.allowed_cues()              # ("taco", "seco")
    v = m.shoot(shot, simulator)  # -> Verdict (or shoot(shot, events=..., final=...))
    m.pending_rey_choice          # the shooter must choose the rey's auxiliary spot
    m.rey_spot_choices()          # ("aux_head", ...)
    m.choose_rey_spot("aux_head")
    m.to_move, m.ball_to_play, m.scores, m.partidas_won, m.partida_number
    m.announcements               # the calls since the last shot or choice (a rey spot keeps
                                  # its shot's, but the call to choose)
    m.next_partida()              # in Phase.PARTIDA_OVER: the other player breaks
    m.clock_runs; m.time_out(30)  # a shot clock ran out (carom 001 art. 8.7): the turn passes
    m.concede(1)                  # player 1 leaves (abandono, carom 001 art. 4.3): 0 wins
    m.conceded_by                 # 1: the encuentro was conceded by player 1
    m.sheet.to_csv(); m.to_json(); Match.from_json(data)

Every request is validated before anything changes; an illegal one raises a subclass of
:class:`~chapo_game.rules.errors.IllegalAction` (a :class:`~chapo_game.errors.ChapoError`) and
leaves the match exactly as it was.

The simulator is duck-typed (this package never imports the physics): any object with
``simulate(position, shot_or_shots)`` returning something with ``.events`` and ``.final``.

Players are indexes 0 and 1 (``players[0]``, ``players[1]``). Each keeps his ball number for
the whole encuentro (art. 9, 11): the player who breaks the first partida plays ball "1".
During the lag player 0 plays ball "1" and player 1 ball "2" (the lag balls).

Where each job lives (one state, :class:`~.match_state.MatchState`, that every part reads and
changes; :class:`Match` composes the parts, so the API above is one object):

- :mod:`.match_state`: the fields, the queries every phase asks, the shared helpers;
- :mod:`.match_lag`: the lag, the choice of the break, each partida's start;
- :mod:`.match_hand`: the ball in hand and the options (its geometry in :mod:`.placement`);
- this module: the shot, the rey's spot it may leave to choose, the partida's end;
- :mod:`.match_stops`: turns with no stroke (the shot clock, the abandono);
- :mod:`.match_record`: the JSON round trip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..events import Event
from ..position import Position
from ..shot import Shot
from .calls.announcement import Announcement
from .errors import IllegalReySpot, IllegalShot, WrongPhase
from .judge import partida_winner
from .lag import LagOutcome
from .match_hand import MatchHand
from .match_lag import MatchLag
from .match_record import MatchRecord
from .match_stops import MatchStops
from .placement import PlacementArea
from .referee import PUT_BACK_KEYS, ordered_calls, referee_shot
from .settings import OPTIONS, MatchSettings, Phase
from .verdict import Verdict

__all__ = [
    "OPTIONS",
    "LagOutcome",
    "Match",
    "MatchSettings",
    "Phase",
    "PlacementArea",
    "Verdict",
]


def _rey_went(choose: Announcement, spot: str) -> Announcement:
    """The call to choose the rey's spot, once chosen: who put the rey on which auxiliary spot
    (the computer's choice, or a friend's, was seen only by who watched the table), for the
    same reason (its spot taken, or four pins in a line)."""
    said = {k: choose.params[k] for k in ("player", "name") if k in choose.params}
    reason = choose.params.get("reason", "taken")
    return Announcement("pin_aux", {"pins": ["rey"], "reason": reason, "spot": spot, **said})


class Match(MatchLag, MatchHand, MatchStops, MatchRecord):
    """An encuentro between two players, from the lag to the last partida: the phases'
    classes composed over one :class:`~.match_state.MatchState`, and the shot itself."""

    def choose_rey_spot(self, spot: str) -> None:
        """The shooter's choice of the rey's auxiliary spot (art. 5c)."""
        if not self._rey_choices:
            raise WrongPhase("no choice of the rey's spot is pending")
        if spot not in self._rey_choices:
            raise IllegalReySpot(f"{spot!r} is not one of {', '.join(self._rey_choices)}")
        self._plant_rey(spot)
        # the choice finishes the shot: its calls stand (a resumed encuentro shows what the
        # live one did, not an empty bar), the call to choose become where the rey went ("El
        # rey va a un punto auxiliar: su punto está ocupado"), then the next turn's
        shot = [_rey_went(a, spot) if a.key == "rey_choice" else a for a in self.announcements]
        # "por N" where a shot says it, before what is put back (ordered_calls): it came after
        # "Ana pone el rey…", the one shot whose "por" followed the pins
        at = next((i for i, a in enumerate(shot) if a.key in PUT_BACK_KEYS), len(shot))
        self.announcements = [*shot[:at], *self._por_call(), *shot[at:], *self._turn_calls()]

    def shoot(
        self,
        shot: Shot,
        simulator: Any = None,
        *,
        events: Sequence[Event] | None = None,
        final: Position | None = None,
    ) -> Verdict:
        """Play ``shot`` for the player to move: run ``simulator`` (``.simulate(position,
        shot)`` → ``.events``, ``.final``) or take the given ``events`` and ``final``. Judges
        the shot, scores it, puts pins/mingo/balls back and passes the turn (guide 1).
        """
        self._require_turn()
        if not isinstance(shot, Shot):
            raise IllegalShot("expected a Shot")
        ball = self._balls[self.to_move]
        if shot.ball != ball:
            raise IllegalShot(f"{self.players[self.to_move]} plays ball {ball}, not {shot.ball}")
        if self.needs_placement:
            raise IllegalShot(f"place ball {ball} in the cabaña first")
        if self.options() and self.declared_option is None:
            raise IllegalShot("declare an option first: pasar, no_pasar or bricole")
        if shot.cue not in self.allowed_cues():
            raise IllegalShot(f"cue {shot.cue!r} is not allowed now")
        before = self.position
        evs, fin = self._run(before, shot, simulator, None, events, final)
        ctx = self.shot_context()
        shooter, kind = ctx.shooter, ctx.kind
        out = referee_shot(
            self.table,
            before,
            shot,
            evs,
            fin,
            ctx,
            names=self.players,
            pin_homes=self.pin_homes,
            mingo_waiting=self.mingo_waiting,
        )
        # ---- from here on the match changes (everything above only validated and computed)
        v = out.verdict
        opp = 1 - shooter
        self._scores[shooter] += v.points_shooter
        self._scores[opp] += v.points_opponent
        self.position = out.respotted.position.without_causes()
        self.pin_homes = dict(out.respotted.pin_homes)
        self.mingo_waiting = out.respotted.mingo_waiting
        self._rey_choices = out.respotted.rey_choices
        self._rey_chooser = shooter if self._rey_choices else None
        self.declared_option = None
        foul = v.foul
        self.sheet.add(
            self._sheet_row(
                shooter,
                kind,
                points=v.points_shooter,
                foul=foul.code if foul else None,
                foul_points=foul.points if foul else 0,
                rule=foul.rule if foul else None,
                pins_down=v.pins_down,
                pocketed=v.pocketed,
                off_table=v.off_table,
                pins_points=v.pins_points,
                pocketed_points=v.pocketed_points,
                calls=out.facts,
                option=ctx.option,
            )
        )
        ending: list[Announcement] = []
        winner = partida_winner(out.judgement, self._scores, shooter, self.settings.target)
        if winner is not None:
            if self._rey_choices:  # nobody plays on: plant the rey on the first legal spot
                self._plant_rey(self._rey_choices[0])
            self._finish_partida(winner, ending)
        else:
            self._pass_turn(opp, after_salida=kind == "salida")
        calls = ordered_calls(
            out.facts,
            ending,
            [] if self._rey_choices else self._por_call(),
            out.put_back,
            [] if self._rey_choices else self._turn_calls(),
        )
        v = replace(v, announcements=calls, next_player=self.deciding_player)
        self.last_verdict = v
        self.announcements = list(calls)
        return v

    def _finish_partida(self, winner: int, calls: list[Announcement]) -> None:
        """``winner`` has won the partida with the shot just judged: count it, and end the
        encuentro when it is his last one needed; the calls saying so go onto ``calls``."""
        self.partida_winner = winner
        self._partidas_won[winner] += 1
        calls.append(
            Announcement(
                "partida_won",
                {
                    **self._who(winner),
                    "partida": self.partida_number,
                    "score": self._scores[winner],
                    "opponent_score": self._scores[1 - winner],
                },
            )
        )
        if self._partidas_won[winner] >= self.settings.partidas_to_win:
            self.winner = winner
            self.phase = Phase.ENCUENTRO_OVER
            calls.append(self._encuentro_won_call(winner))
        else:
            self.phase = Phase.PARTIDA_OVER
