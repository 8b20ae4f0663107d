"""The game screen while the computer thinks: its table drawn once and put back
(:class:`ThinkingPicture`).

Why: while the computer searched (and read the calls before it), the window drew the whole
screen at every frame — the table, its pins and balls, the score board, the side panel, the
call bar — for a picture in which only the thinking arc turned: at 3840×2160 under Xvfb 4.3 ms
of a 9 ms frame (the rest is putting it on the screen), on the one core the search shares with
the window, and one frame in 25 to 35 missed 60 Hz (15 ms, median, while it searched).
Nothing of the table moves then (:func:`..still.thinking_at_rest`): it is kept as one picture
of the window, keyed by all it is drawn from that can still change — the turn, the board's
texts, the bar's words and buttons, the settings and the window — and only what changes at
every frame is drawn over it: the arc with its words and the side button (Fast ×4, lit while
F or the button hurries the turn).
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import cached_property

import pygame

from ...beneath import buttons_key, window_key
from ...kept_area import KeptArea
from ...replay import said_now
from ..still import thinking_at_rest
from .state import GameState


class ThinkingPicture(GameState):
    """Draws the game screen, its table kept as one picture while the computer thinks."""

    @cached_property
    def thinking_kept(self) -> KeptArea:
        """The window as the computer's turn left it, but for the arc and the side button."""
        return KeptArea()

    def draw(self, surf: pygame.Surface) -> None:
        """The screen (:meth:`draw_scene`), or its kept picture put back and what moves drawn
        over it while the computer thinks; nothing held otherwise (33 MB at 4K)."""
        key = self.thinking_key()
        live = key is None  # nothing kept: what changes at every frame drawn with the rest
        paint = lambda: self.draw_scene(surf, live)  # noqa: E731
        self.thinking_kept.draw(surf, self.app.fonts, surf.get_rect(), key, paint)
        if not live:
            self.draw_live(surf)

    def draw_live(self, surf: pygame.Surface) -> None:
        """The side panel's button (Fast ×4 lit while it hurries) and the computer's turning
        thinking arc with its words — not while the calls are read, its decision made. Asked
        without a yield to its search (:attr:`~...offloop.OffLoop.ended`): the frame's update
        gave it the interpreter already, and a second wait here, for nothing the search
        needed, held each frame of the search about 1 ms longer (12 ms, median, at 3840×2160
        under Xvfb)."""
        self.draw_watch(surf)
        if self.thinking is not None and not self.thinking.ended:
            self.draw_thinking(surf, self.thinking_said())

    def thinking_key(self) -> Hashable | None:
        """What the screen is drawn from while the computer thinks (``None`` otherwise):
        its turn (one search, on one position), the board's texts, whose turn and clock, the
        bar's words and buttons (the pointer on one, one greyed or another shown), the
        table's background, the settings and the window. The side button is drawn over it:
        the other buttons are a person's, not drawn in the computer's turn."""
        if not thinking_at_rest(self):
            return None
        texts, act = self.board_now()
        board = (tuple(texts.items()), act, self.clock_label())
        said = (self.hint_text(), tuple(map(id, self.calls_now())), said_now(self.refusal))
        bar = buttons_key(self.bar_buttons())
        return self.thinking, board, said, bar, self.background(), window_key(self.app)

    def release(self) -> None:
        """Gone from the window: its picture is not kept for it."""
        self.thinking_kept.forget()
        super().release()  # type: ignore[misc]
