"""The shot clock (carom 001 art. 8.7, the referee's convention Chapó leans on): a player who
has not struck within the limit loses his turn — "la mano pasa, las bolas quedan en su lugar"
(:meth:`chapo_game.rules.match.Match.time_out`).

Why a clock of its own: the window draws 20 to 60 frames a second depending on what moves
(:mod:`.pace`), so frames cannot count seconds; the clock reads a monotonic time the screen
passes in, which tests replace. It runs only while a person is to shoot and the game is the
screen in front (the pause menu, the score sheet and a replay stop it); a long gap between two
readings (the window dragged, the game under another screen, a machine asleep where the
monotonic clock counts sleep, as on Windows) counts as at most :data:`MAX_STEP`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Seconds left when the clock turns red.
WARN_AT = 10
#: Each of the last seconds ticks.
TICK_FROM = 5
#: The most one reading may add (s): the game unseen or the window stalled is not time lost.
#: Twice the window's slowest frame (four a second, :data:`.pace.DEEP_IDLE_FPS`): at a quarter
#: of a second a frame took a little longer than that (the frame's own work after the wait),
#: and a player left alone over his shot had 31.2 s of a 30-second clock.
MAX_STEP = 0.5


@dataclass
class ShotClock:
    """Seconds used of ``limit`` in the current turn."""

    limit: int = 0
    used: float = 0.0
    last: float | None = None  # the time of the last reading while running

    def reset(self, limit: int) -> None:
        """A new turn: the whole limit again."""
        self.limit, self.used, self.last = limit, 0.0, None

    def resume(self, used: object) -> None:
        """The seconds used of this turn before the encuentro was left, as its save keeps them
        (leniently: anything but a number from 0 is nothing): quitting to the menu and
        resuming gave a slow player a full clock."""
        if isinstance(used, int | float) and not isinstance(used, bool) and used > 0:
            self.used = min(float(used), float(self.limit))

    def hold(self) -> None:
        """Not running (the balls rolling, the computer's turn, a choice to make): the time
        until the next :meth:`advance` does not count."""
        self.last = None

    def advance(self, now: float) -> int | None:
        """Count the time since the last reading; returns the whole seconds left when this
        reading turned the shown seconds to one of the last :data:`TICK_FROM` (5, 4, … 1: the
        tick), else ``None``."""
        if self.limit <= 0:
            return None
        before = self.seconds_left
        if self.last is not None:
            self.used += min(max(0.0, now - self.last), MAX_STEP)
        self.last = now
        after = self.seconds_left
        if after < before and after <= TICK_FROM and not self.expired:
            return after
        return None

    @property
    def left(self) -> float:
        return max(0.0, self.limit - self.used)

    @property
    def seconds_left(self) -> int:
        """As a clock shows it: 30 until a whole second has gone, 1 in the last second."""
        return math.ceil(self.left)

    @property
    def expired(self) -> bool:
        return self.limit > 0 and self.used >= self.limit

    @property
    def warning(self) -> bool:
        return self.limit > 0 and self.left <= WARN_AT


def clock_text(seconds: int) -> str:
    """ "0:25", "1:00": how the board shows the seconds left."""
    return f"{seconds // 60}:{seconds % 60:02d}"
