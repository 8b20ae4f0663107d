"""How often the window draws: 60 frames a second while anything moves or the player acts,
20 while the screen stands still, 4 once nobody has touched it for a while; and how many of a
shot's 60 Hz frames a window frame plays when the machine draws fewer than 60 a second
(:class:`Pacer`).

Why: a menu left open at a club drew the same picture sixty times a second and took 56 % of a
core (1280x720 under X11); at the idle rate it takes 23 %, and the first input brings the full
rate back within a twentieth of a second. On a club's big screen (3840x2160) the idle rate
still took about 20 % of a core for a picture nobody was changing; left alone longer, the
window waits for input instead of sleeping (:func:`wait`), so it draws four times a second —
a shot clock still counts its seconds — and wakes within 25 ms of a key, click or move. A
still frame is not put on the screen again (:mod:`.present`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from .scenes.base import Scene

FPS = 60
IDLE_FPS = 20
IDLE_AFTER = 2.0  # s since the last input before a still screen slows down
DEEP_IDLE_FPS = 4
DEEP_IDLE_AFTER = 15.0  # s since the last input before it slows down again


def frame_rate(notice: bool, top: Scene | None, since_input: float) -> int:
    """The frames a second for the window: full while a notice counts down (in frames), while
    the top screen moves by itself (:meth:`~.scenes.base.Scene.moving`: a shot rolling, the
    computer's turn, a replay playing, the demo, a celebration), or within
    :data:`IDLE_AFTER` of the last input."""
    if notice or (top is not None and top.moving()) or since_input < IDLE_AFTER:
        return FPS
    return IDLE_FPS if since_input < DEEP_IDLE_AFTER else DEEP_IDLE_FPS


class Clock(Protocol):
    def tick(self, framerate: int = 0) -> float: ...


#: At the deep idle rate a frame looks for input this often (ms) while it waits: a key after a
#: long idle is handled within this, and the window does not poll a thousand times a second.
WAIT_SLICE_MS = 25


def wait(clock: Clock, rate: int) -> float:
    """End a window frame at ``rate`` frames a second; the milliseconds it took. At the deep
    idle rate the window does not sleep through the frame but looks for input every
    :data:`WAIT_SLICE_MS` and ends the frame when some came (left in the queue for the next
    frame): nobody waits a quarter of a second for the first key after a long idle.

    Not ``pygame.event.wait(timeout)``: pygame-ce's is a loop that pumps the queue and sleeps
    1 ms, a thousand times a second — it took 2.2 % of a core (1280x720, X11) to wait, more
    than the four frames it waited between (a still menu's whole deep idle: 4.1 %)."""
    if rate != DEEP_IDLE_FPS:
        return clock.tick(rate)
    end = pygame.time.get_ticks() + 1000 // rate
    while not pygame.event.peek():
        left = end - pygame.time.get_ticks()
        if left <= 0:
            break
        pygame.time.wait(min(WAIT_SLICE_MS, left))
    return clock.tick()


#: The most frames of a shot one window frame plays to keep up (beyond it, a stalled window
#: — a drag of its title bar, a machine asleep — lets the shot wait rather than jump). A fifth
#: of a second: at 4 (67 ms) a club's old PC, one slow core drawing 10 to 15 frames a second
#: while the computer thought and through a shot's busy moments, played an 8.0 s lag in 8.5 s
#: and the computer's line-up and its calls' reading at about half speed (frames of 70-250 ms).
MAX_BEHIND = 12


@dataclass
class Pacer:
    """Keeps a shot, its replay and the computer's line-up in real time. They played one of
    their 60 Hz frames per window frame, so a machine that drew 40 frames a second (an old
    club PC, a big screen) showed every shot in slow motion — a tester's 5.6 s shot took
    14 s. ``behind`` is how many frames the next window frame plays: the time the last one
    took, in sixtieths of a second, its fractions carried over; 1 at the idle rate and where
    no real clock runs (the tests, ``--frames``), so what they play stays frame for frame.
    A window a little faster than 60 (a 60-a-second clock waits whole milliseconds: 16 ms
    frames) plays none in the odd frame: played one a frame, shots ran 3 % fast, their sounds
    early by 0.13 s at 7.5 s."""

    behind: int = 1
    owed: float = 0.0
    #: Sixtieths of a second played since the window opened: what a sign that turns by
    #: itself (the computer's thinking arc) turns by, so it turns as fast on a slow machine —
    #: turned a step a window frame, at 8 frames a second it crawled, a game that had hung.
    played: int = 0

    def count(self, ms: float, rate: int) -> int:
        """The window frame just ended took ``ms`` at ``rate`` frames a second."""
        if rate != FPS:  # nothing moved: no time is owed to a shot
            self.behind, self.owed = 1, 0.0
        else:
            self.owed = min(self.owed + ms * FPS / 1000.0, float(MAX_BEHIND))
            self.behind = int(self.owed)
            self.owed -= self.behind
        self.played += self.behind
        return self.behind
