"""Answers kept by their question for the next frames (:class:`Memo`).

Why: the window lays its text out again every frame — a panel's lines wrapped to its width, a
caption fitted to its box — and the answer only changes when the text or the box does. Measuring
the words again each frame was much of what a frame cost: the demo wrapped eighteen texts a
frame (its side panel's values, the captions), 64 measures of glyphs, two fifths of the demo's
processor; a rolling frame of the game measured 50 texts. Past its limit a memo starts again
(what a frame asks for is asked again and kept), so a screen whose texts keep changing (a
clock's seconds) cannot grow it without bound.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Memo(Generic[V]):
    """``compute()``'s answer kept under its key, at most ``limit`` of them."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._kept: dict[Hashable, V] = {}

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        """The answer kept under ``key``, or ``compute()``'s, kept."""
        if key in self._kept:
            return self._kept[key]
        if len(self._kept) >= self.limit:
            self._kept.clear()
        got = self._kept[key] = compute()
        return got

    def clear(self) -> None:
        self._kept.clear()
