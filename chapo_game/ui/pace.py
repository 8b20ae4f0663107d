"""How often the window draws: 60 frames a second while anything moves or the player acts,
20 while the screen stands still.

Why: a menu left open at a club drew the same picture sixty times a second and took 56 % of a
core (1280x720 under X11); at the idle rate it takes 23 %, and the first input brings the full
rate back within a twentieth of a second.
"""

from __future__ import annotations

FPS = 60
IDLE_FPS = 20
IDLE_AFTER = 2.0  # s since the last input before a still screen slows down


def moving(scene: object) -> bool:
    """Whether a screen changes by itself: its ``moving()`` (a shot rolling, the computer's
    turn, a replay playing, the demo, a celebration); a screen without one stands still."""
    method = getattr(scene, "moving", None)
    return bool(method()) if callable(method) else False


def frame_rate(notice: bool, top: object, since_input: float) -> int:
    """The frames a second for the window: full while a notice counts down (in frames), while
    the top screen moves, or within :data:`IDLE_AFTER` of the last input."""
    if notice or (top is not None and moving(top)) or since_input < IDLE_AFTER:
        return FPS
    return IDLE_FPS
