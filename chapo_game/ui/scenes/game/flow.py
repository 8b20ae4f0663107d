"""The game's turn flow: who acts, and the actions (place, declare, choose, strike) carried to
the referee, then the shot's result taken back from the physics.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from chapo_game.ai.start import start_place, start_shot
from chapo_game.errors import ChapoError
from chapo_game.i18n import _
from chapo_game.position import Position, position_problems, repair_position
from chapo_game.rules.errors import IllegalAction
from chapo_game.rules.match import Match, Phase
from chapo_game.shot import Shot

from ...aim import AimState
from ...intents import Intent
from ...power import power_for_speed
from ...powerbar import power_to_speed
from ...strokes import StrokeLog
from .state import GameState, match_settings
from .texts import refusal_said


class TurnFlow(GameState):
    """Whose turn it is and what each action does to the match: every decision goes to the
    referee; after each change the match is saved and the next player's input is prepared."""

    # ------------------------------------------------------------------ state helpers
    @property
    def lag_player(self) -> int:
        return len(self.lag_shots)

    def acting_player(self) -> int | None:
        """Whose input the screen is waiting for."""
        m = self.match
        if m.phase == Phase.LAG:
            return self.lag_player if self.lag_player < 2 else None
        return m.deciding_player

    def is_computer(self, p: int | None) -> bool:
        return p is not None and p in self.computers

    def human_to_act(self) -> bool:
        """A person (not the computer) is the one the screen waits for."""
        p = self.acting_player()
        return p is not None and not self.is_computer(p)

    def current_ball(self) -> str | None:
        m = self.match
        if m.phase == Phase.LAG:
            return ("1", "2")[self.lag_player] if self.lag_player < 2 else None
        return m.ball_to_play

    def _aim_ball_xy(self) -> tuple[float, float] | None:
        b = self.current_ball()
        return None if b is None else self.position.balls.get(b)

    def can_move_ball(self) -> bool:
        m = self.match
        return (
            m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND)
            and not m.pending_rey_choice
            and not self.animating
            and not self.placing
            and not self.is_computer(m.to_move)
        )

    def prepare_turn(self) -> None:
        """Set up the input for whoever acts next (called after every change of the match)."""
        m = self.match
        self.position = m.position
        self.placing = False
        self.choice_focus.index = None  # a new choice starts with nothing lit by the keys —
        for buttons in (self.choice_buttons, self.option_buttons, self.end_buttons):
            self.choice_focus.show(buttons)  # nor drawn lit (a rematch reuses the buttons)
        ball = self.current_ball()
        if ball is not None:
            # a fresh aim every turn: nobody sees the last player's power or spin (in the lag
            # that is the rule). A pull or drag still held (his time ran out) is let go first:
            # it strikes for nobody, and what it gives back is the last turn's
            self.aim.let_go()
            self.aim.ball = ball
            self.aim.state = AimState()
            self.offered_power = self.aim.state.power
            self.aim.hint_speed = None  # the lag's speed mark is the lag's, not the next turn's
            self.aim.seco_allowed = "seco" in m.allowed_cues() and m.phase != Phase.LAG
            xy = self.position.balls.get(ball)
            if xy is not None:
                self.offer_start(xy)
        if m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND) and m.needs_placement:
            self.placing = not self.is_computer(m.to_move)
        self.hand_xy = None
        self.start_xy = start_place(m) if self.placing else None
        # where the pointer is now, not where it was when this player last acted: a ball in
        # hand follows it from the first frame, never appearing where he placed it before
        self.pointer = self.live_pointer()
        self.resting_pointer = self.pointer  # where it was when the turn began
        self.refusal = ""

    def offer_start(self, xy: tuple[float, float]) -> None:
        """Point the cue where a player who shoots at once commits no foul (:mod:`ai.start`):
        in the lag straight up the table, at a power that runs the ball back to the cabaña
        string; else a clear straight line at a legal ball, or a clear bank onto one (with the
        power it needs, unless he set his own), or a declared option's own start."""
        self.drop_advice()  # the cue is the screen's again (an advice sets it after this)
        self.own_stroke_back()
        if self.match.phase == Phase.LAG:
            self.aim.state.angle = 90.0
            if self.human_to_act():
                speed = self.lag_hint.start_speed(self.position, self.aim.ball)
                if speed is not None:
                    self.aim.state.power = power_for_speed(speed, power_to_speed)
            return
        if not self.human_to_act():
            return  # the computer aims its own shot: no simulation spent on a start for it
        angle, speed = start_shot(self.match, xy)
        self.aim.state.angle = angle
        if speed is not None and self.aim.state.power == self.offered_power:  # else his own
            self.aim.state.power = self.offered_power = power_for_speed(speed, power_to_speed)

    # ------------------------------------------------------------------ actions
    def start_placing(self) -> None:
        """Pick the placed ball up again: it stays in sight where it was, as the ghost the
        pointer or the arrow keys move on from."""
        if self.can_move_ball():
            self.placing = True
            ball = self.current_ball()
            self.hand_xy = self.position.balls.get(ball) if ball is not None else None
            self.pointer = None

    def place(self, xy: tuple[float, float]) -> bool:
        """Try to put the ball in hand at table point ``xy``; refused places say why."""
        m = self.match
        problem = m.placement_problem(xy)
        if problem is not None:
            reason = self.placement_reason(xy)  # a msgid: said in the language of the moment
            self.refusal = lambda: _("Not there: {reason}").format(reason=_(reason))
            self.refused_place = self.refusal  # said until the ball moves on to a good place
            self.app.sound.play("foul", level=0.3)
            return False
        try:
            m.place_ball(xy)
        except IllegalAction as exc:
            self.refusal = refusal_said(exc)
            return False
        self.position = m.position
        self.placing, self.hand_xy, self.refusal = False, None, ""
        self.save()  # a resumed encuentro has it where it was put (it went back to the offer)
        if m.ball_to_play is not None:
            self.offer_start(xy)
        return True

    def _act(self, action: Callable[[], object]) -> bool:
        """Do a match action; the referee's refusal is shown in the window, not raised."""
        try:
            action()
        except ChapoError as exc:
            self.refusal = refusal_said(exc)
            return False
        return True

    def _chosen(self) -> None:
        """After a choice the match moves on: its calls shown, saved, the next turn set."""
        self.calls = list(self.match.announcements)
        self.save()
        self.prepare_turn()

    def declare(self, option: str) -> None:
        """Declare a ball-in-hand option; the cue then starts on a shot that keeps it
        (:func:`ai.start_options.option_start`): it crosses or stays as declared, meeting no ball
        first that the option forbids."""
        if not self._act(lambda: self.match.declare(option)):
            return
        self.save()  # kept: quitting and resuming undeclared it, to be declared again
        if option == "bricole":
            self.aim.seco_allowed = True
        ball = self.current_ball()
        xy = self.position.balls.get(ball) if ball is not None else None
        if xy is not None:
            self.offer_start(xy)

    def choose_break(self, break_first: bool) -> None:
        if self._act(lambda: self.match.choose_break(break_first)):
            self._chosen()

    def choose_rey(self, spot: str) -> None:
        if self._act(lambda: self.match.choose_rey_spot(spot)):
            self.calls = list(self.match.announcements)  # said at its shot's replay's end too
            self.said_again()
            self._chosen()

    def next_partida(self) -> None:
        if self._act(self.match.next_partida):
            self._chosen()

    def rematch(self) -> None:
        """The same players again, by the settings' rules of now — the settings screen says its
        partida, encuentro and ball 1 rows are for the next encuentro, and this is it (it
        played the last one's again) — with the head start they agreed. Not before the last
        partida is counted (:meth:`counted_to_leave`): it is of the encuentro being left."""
        if not self.counted_to_leave():
            return
        m = self.rematch_of = self.match  # its result said over the new lag (hints)
        self.match = Match(self.rematch_names(), match_settings(self.app, m.settings.head_start))
        self.encuentro_id = secrets.token_hex(6)  # another encuentro for the records
        self._ai_players.clear()  # and the computer's seeds drawn from it
        self.strokes = StrokeLog()
        self.replay_record = None  # V: the finished encuentro's last shot is not this one's
        self.lag_shots = []
        self.calls = []
        self.last_verdict = None
        self.trace = {}  # saved from its first shot, as a new encuentro is: two Enters at an
        self.prepare_turn()  # encuentro's end left a 0–0 save nobody played in the list

    def strike(self, shot: Shot) -> None:
        """The acting player struck: run the shot (or store the first lag shot)."""
        m = self.match
        if self.animating or self.placing:
            return
        if m.phase == Phase.LAG:
            self.lag_shots.append(shot)
            if len(self.lag_shots) < 2:
                self.prepare_turn()
                return
            a, b = self.lag_shots
            self.run_shot([a, b], self._lag_done, position=m.position)
            return
        if m.needs_placement:
            return
        if self.option_asked():
            self.refusal = lambda: _("Declare an option first.")
            return
        before = self.position
        self.run_shot(shot, lambda result: self._shot_done(shot, result, before))

    def _lag_done(self, result: Any) -> None:
        a, b = self.lag_shots
        self.lag_shots = []
        if result is None:
            self.shot_failed()
            return
        try:
            self.match.lag(a, b, result=result)
        except ChapoError as exc:
            self.prepare_turn()
            self.refusal = refusal_said(exc)
            return
        self.calls = list(self.match.announcements)
        self.position = result.final
        self.save()
        self.prepare_turn()

    def shot_failed(self) -> None:
        """The simulation failed (said on stderr by the playback): nothing of the shot counts,
        the table shows the position before it and the same player plays again. Were the
        match's own position a few micrometres impossible — which makes every later shot fail
        too — it is mended first, so the game never sticks on this line."""
        mended, mends = repair_position(self.match.position, self.table)
        if mends and next(position_problems(mended, self.table), None) is None:
            self.match.position = mended
            self.save()
        self.computer_failed(self.match.deciding_player)
        self.prepare_turn()  # (it clears the refusal line: say why afterwards)
        self.refusal = lambda: _("The simulation failed; the shot is not counted.")

    def computer_failed(self, p: int | None) -> None:
        """Hook: the computer's seats draw their next decision afresh (ComputerSeats)."""

    def _shot_done(self, shot: Shot, result: Any, before: Position) -> None:
        intent = Intent.of(self.intending)  # kept with the stroke: its replays say it
        self.intending = None  # the shot has run: its calls say what it did
        if result is None:
            self.shot_failed()
            return
        try:
            v = self.match.shoot(shot, events=result.events, final=result.final)
        except ChapoError as exc:
            self.prepare_turn()
            self.refusal = refusal_said(exc)
            return
        row = self.match.sheet.rows[-1]
        self.strokes.add(row, before, shot, intent, v.announcements)  # to watch it again
        self.last_verdict = v
        self.calls = list(v.announcements)
        if v.fouls and not v.chapo:
            self.app.sound.play("foul")
        self.on_verdict(v)
        if self.match.finished:
            self.count_partida()
        self.celebrate(v)
        self.save()
        self.prepare_turn()

    def on_verdict(self, verdict: Any) -> None:
        """Hook for the demo's captions."""
