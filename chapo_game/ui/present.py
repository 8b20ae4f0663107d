"""Putting a drawn frame on the screen — only when it differs from the one already there, once
the window has slowed to an idle rate (:class:`Shown`).

Why: a still screen drawn at the idle rates (:mod:`.pace`) was put on the screen every frame,
the same picture each time, and putting it there (``pygame.display.flip``: the whole window
copied to the display server) was most of a frame's cost — 5 ms of the menu's 5.2 ms, 6.3 of
a game waiting for a shot's 8.6 (1280x720 under X11). The frame is still drawn (what changes
by itself — a shot clock's seconds, a count done off the loop — is seen within a frame); a
checksum of its pixels (under 1 ms at 1280x720) says whether it changed. At the full rate
every frame is put on the screen, as before: there things move, and any input (a window shown
again or uncovered comes as an event too) brings the full rate back. A menu left alone took
4.7 % of a core, now 0.9 %; a game waiting for a shot 5.1 %, now 2.5 % (Xvfb, 1280x720).
"""

from __future__ import annotations

import zlib

import pygame

from . import window_show


class Shown:
    """What is on the screen: the checksum of the last frame put there at an idle rate."""

    def __init__(self) -> None:
        self.checksum: int | None = None  # None: not known (a frame of the full rate)

    def show(self, surf: pygame.Surface, idle: bool) -> bool:
        """Put ``surf``, the frame just drawn, on the screen — at an ``idle`` rate only if it
        differs from the frame there. Whether it was put there."""
        if idle:
            checksum = zlib.crc32(surf.get_view("1"))
            if checksum == self.checksum:
                return False
            self.checksum = checksum
        else:
            self.checksum = None
        window_show.show_first()  # the first window is shown with its first frame
        pygame.display.flip()
        return True
