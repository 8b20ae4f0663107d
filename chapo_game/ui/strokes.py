"""Every stroke of the encuentro, kept so that any shot on the score sheet can be watched again.

A stroke is the position before it and the shot as struck: the physics is deterministic (the
same position and shot give the same frames and events), so the replay is simulated again when
asked for, instead of keeping every shot's frames (a long encuentro's frames run to hundreds of
megabytes; its strokes to a few kilobytes). They are saved with the encuentro, so a resumed
encuentro can still show its earlier shots.

Keyed by the score sheet's row (partida, shot number): a turn lost to the shot clock has a row
and no stroke. A saved stroke that does not read (a hand-edited file) only loses that replay,
never the encuentro.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from typing import Any

from chapo_game.errors import ChapoError, one_line
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import Table

from .intents import Intent
from .playback import shown
from .replay import ShotRecord, Words, record_of

Key = tuple[int, int]  # (partida, shot number), as the score sheet numbers them


@dataclass(frozen=True)
class Stroke:
    position: Position
    shot: Shot
    intent: Intent | None = None  # a computer's shot: what it was meant to do


class StrokeLog:
    """The strokes of one encuentro, by score-sheet row."""

    def __init__(self, strokes: dict[Key, Stroke] | None = None) -> None:
        self.strokes: dict[Key, Stroke] = dict(strokes or {})

    def add(self, row: Any, position: Position, shot: Shot, intent: Intent | None = None) -> None:
        self.strokes[(row.partida, row.shot)] = Stroke(position, shot, intent)

    def has(self, row: Any) -> bool:
        return (row.partida, row.shot) in self.strokes

    def __len__(self) -> int:
        return len(self.strokes)

    def record(
        self, row: Any, table: Table, label: Words = "", said: Words = ""
    ) -> ShotRecord | None:
        """The row's shot played again through the physics, for the replay screen (``None``:
        no stroke kept for it, or the simulation failed); a computer's says what it meant."""
        stroke = self.strokes.get((row.partida, row.shot))
        if stroke is None:
            return None
        meant = None if stroke.intent is None else (stroke.intent, row.name)
        from chapo_game.physics import Simulator

        try:
            shot = stroke.shot  # traced: where a dropping ball went in (:func:`.playback.shown`)
            result = Simulator(table).simulate(stroke.position, shot, frames=True, trace=True)
        except Exception as exc:  # said, as a shot's failed simulation is; the game goes on
            sys.stderr.write(f"chapo: the replay's simulation failed: {one_line(repr(exc))}\n")
            return None
        record = record_of(stroke.position, stroke.shot, shown(result, table))
        if record is None:
            return None
        return replace(record, label=label, said=said, meant=meant)

    def to_json(self) -> list[dict[str, Any]]:
        return [_stroke_json(p, n, s) for (p, n), s in sorted(self.strokes.items())]

    def items(self) -> list[tuple[Key, Stroke]]:
        """The strokes in the order :meth:`to_json` writes them."""
        return sorted(self.strokes.items())

    @staticmethod
    def item_json(key: Key, stroke: Stroke) -> dict[str, Any]:
        """One stroke as :meth:`to_json` writes it."""
        return _stroke_json(key[0], key[1], stroke)

    @classmethod
    def from_json(cls, data: Any, table: Table) -> StrokeLog:
        """The saved strokes that read whole; anything else is left out (it loses a replay,
        not the encuentro)."""
        out: dict[Key, Stroke] = {}
        for item in data if isinstance(data, list) else []:
            stroke = _stroke(item, table)
            if stroke is not None:
                out[stroke[0]] = stroke[1]
        return cls(out)


def _stroke_json(partida: int, shot: int, s: Stroke) -> dict[str, Any]:
    out = {
        "partida": partida,
        "shot": shot,
        "position": s.position.to_json(),
        "stroke": s.shot.to_json(),
    }
    if s.intent is not None:
        out["intent"] = s.intent.to_json()
    return out


def _stroke(item: Any, table: Table) -> tuple[Key, Stroke] | None:
    if not isinstance(item, dict):
        return None
    p, n = item.get("partida"), item.get("shot")
    if type(p) is not int or type(n) is not int or p < 1 or n < 1:
        return None
    try:
        position = Position.from_json(item.get("position"), table)
        shot = Shot.from_json(item.get("stroke"))
    except ChapoError:
        return None
    return (p, n), Stroke(position, shot, Intent.from_json(item.get("intent")))
