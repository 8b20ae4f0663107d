"""The mouse pointer over the demo: hidden once the mouse has rested a few seconds, shown again
by the first move, and always shown on every other screen.

Why: a club's big screen runs the demo for hours, and the arrow left wherever the last
passer-by let go of the mouse — or wherever the desktop put it, in the middle of the screen —
sat over the table all evening, over the balls and the pins it was showing. Hiding it costs
nothing: the demo is left by any key or click, and a hand reaching for the mouse to press its
side-panel button (fast forward, replay) moves it, which brings the pointer back at once.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

#: Seconds without input before the pointer is hidden over the demo: long enough that a hand
#: on the mouse, aiming for the side panel's button, never loses it.
POINTER_RESTS_AFTER = 3.0


def pointer_shown(demo_up: bool, since_input: float) -> bool:
    """Whether the pointer is drawn: everywhere but over a demo nobody has touched for
    :data:`POINTER_RESTS_AFTER` seconds (its replays and banners are the demo's too)."""
    return not demo_up or since_input < POINTER_RESTS_AFTER


def rest_pointer(app: Any, demo_up: bool) -> None:
    """Show or hide the pointer for this frame (:func:`pointer_shown`); asked of SDL only when
    it changes."""
    shown = pointer_shown(demo_up, time.monotonic() - app.last_input)
    if pygame.mouse.get_visible() != shown:
        pygame.mouse.set_visible(shown)
