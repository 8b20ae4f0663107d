"""An encuentro's score-sheet rows and strokes encoded for its save once each, as they are
played (:class:`chapo_game.record.Encoded`).

Why: the encuentro is saved after every shot, and encoding the whole sheet and every stroke
again each time made the save grow with the encuentro, on the frame loop: 10 ms after each
shot of a 300-shot partida, 35 ms at 1,000. A row or a stroke does not change once played, so
its text is kept and only the shot just played is encoded; the file written is the same, byte
for byte.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from chapo_game.record import Encoded, encode

from .strokes import StrokeLog


class SaveTexts:
    """The texts of one window's encuentro, by the row or stroke they encode (the object
    itself, so a row or stroke replaced — a rematch, a resume — is encoded anew)."""

    def __init__(self) -> None:
        self._rows: dict[int, tuple[Any, str]] = {}  # by id(row): the row kept, its text
        self._strokes: dict[Any, tuple[Any, str]] = {}  # by (partida, shot)
        self.encoded = 0  # how many rows and strokes were encoded in all (tests count them)

    def rows(self, rows: Sequence[Any]) -> Encoded:
        """The score sheet's rows (:meth:`SheetRow.to_json`), those already saved as they
        were encoded; those no longer on the sheet forgotten."""
        keyed = [(id(row), row) for row in rows]
        self._rows, texts = self._encoded(self._rows, keyed, lambda _key, row: row.to_json())
        return Encoded(texts)

    def strokes(self, log: StrokeLog) -> Encoded:
        """The strokes (:meth:`StrokeLog.to_json`), as :meth:`rows` gives the rows."""
        self._strokes, texts = self._encoded(self._strokes, log.items(), log.item_json)
        return Encoded(texts)

    def _encoded(
        self,
        known: dict[Any, tuple[Any, str]],
        items: Sequence[tuple[Any, Any]],
        to_json: Callable[[Any, Any], Any],
    ) -> tuple[dict[Any, tuple[Any, str]], list[str]]:
        """The texts of ``items`` (key, item), in order: as ``known`` holds them where it
        holds that very item under its key, else encoded now; and what is known after."""
        kept: dict[Any, tuple[Any, str]] = {}
        for key, item in items:
            got = known.get(key)
            if got is None or got[0] is not item:
                got = (item, encode(to_json(key, item)))
                self.encoded += 1
            kept[key] = got
        return kept, [kept[key][1] for key, _item in items]
