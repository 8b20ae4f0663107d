"""A player who changes his mind before his shot: the ball in hand picked up again and put
back where it was (M, or the button), the declared option taken back to declare again (O, or
the button in the caption bar) — each until the shot is struck.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from chapo_game.i18n import _

from ...widgets import Button
from .options import put_out
from .state import GameState


class ChangedMind(GameState):
    """The ball in hand's way back and the option's, for the game screen's input."""

    move_button: Button  # Move the ball (M), or Put the ball back while it is picked up
    retract_button: Button  # Change option (O)

    # TurnFlow's (declared, not defined: a body here would stand in for the real one)
    can_move_ball: Callable[[], bool]
    start_placing: Callable[[], None]

    def _move_event(self, ev: pygame.event.Event) -> bool:
        """**Move the ball (M)** or M: pick the placed ball up again or, carried, put it back
        (True: the event was used)."""
        if self.move_button.handle(ev):
            return True
        if ev.type != pygame.KEYDOWN or ev.key != pygame.K_m:
            return False
        if self.repicked():
            self.put_back()
        elif self.can_move_ball():
            self.start_placing()
        else:
            return False  # no ball in hand: M is nobody's here
        return True

    def _retract_event(self, ev: pygame.event.Event) -> bool:
        """**Change option (O)** or O: the declared option taken back (True: used)."""
        if self.retract_button.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_o and self.can_withdraw():
            self.withdraw_option()
            return True
        return False

    def can_withdraw(self) -> bool:
        """A person's declared option may be taken back: until his shot is struck."""
        m = self.match
        busy = self.animating or self.placing or self.advice_thinking()
        declared = m.declared_option is not None and bool(m.options())
        return declared and self.human_to_act() and not (busy or m.finished)

    def withdraw_option(self) -> None:
        """The option declared taken back and asked again (our reading of 000: judged on the
        one declared when the shot is struck). One click on the question declared at once,
        for good: a misclick on pasar made a player who meant bricole play, or foul, a shot
        he never chose, where a club's referee hears him change his mind before his cue
        moves. A pull or drag held is let go: the cue waits for the option again."""
        if not self.can_withdraw():
            return
        self.aim.let_go()
        if self._act(self.match.withdraw_option):
            self.drop_advice()  # it was for the option taken back
            put_out(self.choice_focus, self.option_buttons)
            self.save()  # resumed, the question is asked again

    def put_back(self) -> None:
        """The ball picked up again goes back where it was placed, the aim as it was: a player
        who picked it up (M) and changed his mind had to place it again by hand, guessing
        where it had been — M again, or the button, put it back, as a club's player lays the
        ball down where he lifted it from."""
        if self.repicked():
            self.placing, self.hand_xy, self.pointer = False, None, None
            self.refusal = ""  # a refused place on the way is old news

    def move_label(self) -> str:
        """The button's words: it puts the ball back while the ball is picked up again."""
        return _("Put the ball back (M)") if self.repicked() else _("Move the ball (M)")
