"""The shot clock at the table (carom 001 art. 8.7, the setting **Tiempo por tiro**): while a
person is to shoot in open play or with ball in hand, the seconds left count down in his box
of the score board, turn red in the last ten and tick in the last five; at nought the referee
passes the turn (:meth:`~chapo_game.rules.match.Match.time_out`) and says so.

The computer needs no clock (it decides within its budget, in sight), nor do the salida and
the rematada (the partida's set opening shots): the clock stands still there, as it does
while the balls roll, while the pause menu, the score sheet or a replay is in front, while
the maestro studies the table for the player's advice (the table stands still for him too:
no aim nor stroke meanwhile), and while the window itself is not (minimised, or another
window has the keys: a message popping up must not cost a player his turn).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ...palette import ACCENT, BAD, DIM
from ...shot_clock import ShotClock, clock_text
from .state import GameState


class ShotClocks(GameState):
    """Counts the person's time for a shot and passes his turn when it runs out."""

    shot_clock: ShotClock
    #: The time the clock reads (tests put their own in its place).
    clock_time: Callable[[], float] = staticmethod(time.monotonic)

    def prepare_turn(self) -> None:
        super().prepare_turn()  # type: ignore[misc]
        self.shot_clock.reset(self.app.settings.shot_clock)

    def clock_due(self) -> bool:
        """A person is to shoot (open play or ball in hand) and nothing rolls."""
        m = self.match
        return (
            self.shot_clock.limit > 0
            and m.clock_runs
            and not m.finished
            and not self.animating
            and self.human_to_act()
        )

    def clock_running(self) -> bool:
        """The clock is due, the window is the player's (not minimised nor behind) and the
        maestro is not studying the table for his advice: that time is the computer's, and it
        took up to a third of a 30-second clock."""
        return self.app.in_front and not self.advice_thinking() and self.clock_due()

    def update(self) -> None:
        super().update()  # type: ignore[misc]
        clock = self.shot_clock
        # Changed from the pause menu: "no limit" stops the clock at once; another limit is the
        # next turn's (reset at every change, a player gave himself a fresh clock; counted
        # against the time used, a lowered one passed his turn at once).
        if self.app.settings.shot_clock == 0:
            clock.limit = 0
        if not self.clock_running():
            clock.hold()
            return
        tick = clock.advance(self.clock_time())
        if clock.expired:
            self.time_out()
        elif tick is not None:
            self.app.sound.play("tick")

    def time_out(self) -> None:
        """The limit ran out: the referee passes the turn; his call says why."""
        limit = self.shot_clock.limit
        if self._act(lambda: self.match.time_out(limit)):
            self.app.sound.play("foul", level=0.3)
            self._chosen()

    def clock_label(self) -> tuple[str, tuple[int, int, int]] | None:
        """What the board shows in the shooter's box: the seconds left, red in the last ten,
        grey while the window is not in front; ``None`` when no clock runs for this turn."""
        if not self.clock_due():
            return None
        colour = BAD if self.shot_clock.warning else ACCENT
        if not self.clock_running():
            colour = DIM  # standing still until the window or the turn is the player's again
        return clock_text(self.shot_clock.seconds_left), colour
