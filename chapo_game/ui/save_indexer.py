"""The saves no index knows of, read one at a time while the window is left alone.

Why: the saves list and the question "a saved encuentro of these two" read a save's summary
from the folder's index (:mod:`chapo_game.saves`), and a save written by a version before the
index is in none until it is read once. The first new encuentro of two listed players after an
upgrade read every such save to look for theirs — a club's three hundred long encuentros
froze the window about seven seconds. Read here instead, one a frame once the window has
slowed to its deepest idle rate (nobody has touched it for fifteen seconds: a frame of a
quarter of a second, of which a save's 20 ms is not seen), they are all known before anyone
asks; the index is written when the last is read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from chapo_game import saves

from .pace import DEEP_IDLE_FPS
from .scenes.resume_words import said_saves


class SaveIndexer:
    """One unknown save read a frame at the deep idle rate, until none is left (this run)."""

    def __init__(self) -> None:
        self.todo: list[Path] | None = None  # found at the first idle frame
        self.done = False

    def step(self, app: Any) -> None:
        """The window's every frame: at the deep idle rate, find the unknown saves (the
        first such frame) or read the next one; a damaged one is set aside and said, as the
        saves list says it."""
        if self.done or app.frame_rate() != DEEP_IDLE_FPS:
            return
        if self.todo is None:
            self.todo = saves.unknown()
            return
        if self.todo:
            said_saves(app, saves.summaries([self.todo.pop(0)]).problems)
            return
        saves.keep_index()
        self.done = True
