"""Every stroke of the encuentro, kept so that any shot on the score sheet can be watched again.

A stroke is the position before it and the shot as struck: the physics is deterministic (the
same position and shot give the same frames and events), so the replay is simulated again when
asked for, instead of keeping every shot's frames (a long encuentro's frames run to hundreds of
megabytes; its strokes to a few kilobytes). They are saved with the encuentro, so a resumed
encuentro can still show its earlier shots. With each, the calls the referee said after the
shot's own (:attr:`Stroke.then`): the score sheet keeps the shot's own alone, and a replay
ends on all the calls the bar made, resumed as live.

Keyed by the score sheet's row (partida, shot number): a turn lost to the shot clock has a row
and no stroke. A saved stroke that does not read (a hand-edited file) only loses that replay,
never the encuentro. A resumed encuentro's strokes are read when first watched
(:class:`SavedStroke`), and written back as they were read until then: a resume parsed every
stroke's position, 22 ms of a 300-shot encuentro's, 188 ms of a 2,000-shot one's (60 % of its
resume), to show the last.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from chapo_game.errors import ChapoError, one_line
from chapo_game.position import Position
from chapo_game.rules.calls.announcement import Announcement, named
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
    #: what the referee said after the shot's own calls (the score sheet's): the partida's
    #: end, "por N", what he put back and the next turn's calls — the bar's, as the shot
    #: ended. The sheet keeps only the shot's own: a resumed replay ended on those alone.
    then: tuple[Announcement, ...] = ()


class SavedStroke:
    """A stroke as its save keeps it, read (its position parsed and checked) only when it is
    first watched again: a long encuentro's hundreds are never all wanted."""

    def __init__(self, item: dict[str, Any], table: Table) -> None:
        self.item, self.table = item, table

    @cached_property
    def stroke(self) -> Stroke | None:
        """The stroke, or ``None`` where it does not read (that replay lost, nothing else)."""
        try:
            position = Position.from_json(self.item.get("position"), self.table)
            shot = Shot.from_json(self.item.get("stroke"))
        except ChapoError:
            return None
        then = calls_read(self.item.get("then"))
        return Stroke(position, shot, Intent.from_json(self.item.get("intent")), then)


class StrokeLog:
    """The strokes of one encuentro, by score-sheet row (a resumed one's as saved, read when
    watched)."""

    def __init__(self, strokes: dict[Key, Stroke | SavedStroke] | None = None) -> None:
        self.strokes: dict[Key, Stroke | SavedStroke] = dict(strokes or {})

    def add(
        self,
        row: Any,
        position: Position,
        shot: Shot,
        intent: Intent | None = None,
        said: Sequence[Announcement] = (),
    ) -> None:
        """``row``'s stroke, with ``said``, all the calls the shot got (its row's first)."""
        self.strokes[(row.partida, row.shot)] = Stroke(position, shot, intent)
        self.said_after(row, said)

    def said_after(self, row: Any, said: Sequence[Announcement]) -> None:
        """``said``, all the calls ``row``'s shot got (its row's first), kept with its stroke:
        as struck, and again once the rey's spot it left to choose was chosen — where the rey
        went, "por N" and the next turn's calls were said only then, and its replay ended on
        «Ana elige el punto auxiliar del rey», which the bar no longer said."""
        key = (row.partida, row.shot)
        stroke = self.stroke(key)
        if stroke is not None:
            self.strokes[key] = replace(stroke, then=tuple(said[len(row.calls) :]))

    def said(self, row: Any, players: Sequence[str]) -> tuple[Announcement, ...]:
        """Every call the row's shot got, as the bar said them: its row's, then the kept
        :attr:`Stroke.then`, each seat by its name of now (a stroke saved before they were
        kept: the row's alone)."""
        stroke = self.stroke((row.partida, row.shot))
        then = stroke.then if stroke is not None else ()
        return (*row.calls, *(named(a, players) for a in then))

    def has(self, row: Any) -> bool:
        """Whether the row's shot can be watched again (a saved one read now, to know)."""
        return self.stroke((row.partida, row.shot)) is not None

    def stroke(self, key: Key) -> Stroke | None:
        """The stroke of the row ``key``: ``None`` where none was kept or it does not read."""
        kept = self.strokes.get(key)
        return kept.stroke if isinstance(kept, SavedStroke) else kept

    def __len__(self) -> int:
        return len(self.strokes)

    def record(
        self, row: Any, table: Table, label: Words = "", said: Words = ""
    ) -> ShotRecord | None:
        """The row's shot played again through the physics, for the replay screen (``None``:
        no stroke kept for it, or the simulation failed); a computer's says what it meant."""
        stroke = self.stroke((row.partida, row.shot))
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
        return [self.item_json(key, s) for key, s in self.items()]

    def items(self) -> list[tuple[Key, Stroke | SavedStroke]]:
        """The strokes in the order :meth:`to_json` writes them."""
        return sorted(self.strokes.items())

    @staticmethod
    def item_json(key: Key, stroke: Stroke | SavedStroke) -> dict[str, Any]:
        """One stroke as :meth:`to_json` writes it: a saved one as it was read."""
        if isinstance(stroke, SavedStroke):
            return stroke.item
        return _stroke_json(key[0], key[1], stroke)

    @classmethod
    def from_json(cls, data: Any, table: Table) -> StrokeLog:
        """The saved strokes numbered as rows are, each read when it is first watched
        (:class:`SavedStroke`); anything else is left out (it loses a replay, not the
        encuentro)."""
        out: dict[Key, Stroke | SavedStroke] = {}
        for item in data if isinstance(data, list) else []:
            key = _key(item)
            if key is not None:
                out[key] = SavedStroke(item, table)
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
    if s.then:  # (a stroke with none reads as one saved before they were kept)
        out["then"] = [{"key": a.key, "params": dict(a.params)} for a in s.then]
    return out


def calls_read(data: Any) -> tuple[Announcement, ...]:
    """A stroke's saved :attr:`Stroke.then`; where one does not read (a hand-edited file), none:
    its replay ends on the row's calls, as one saved before they were kept."""
    try:
        return tuple(Announcement.from_json(a) for a in data or ())
    except (KeyError, TypeError, ValueError, AttributeError):
        return ()


def _key(item: Any) -> Key | None:
    """A saved stroke's row (partida, shot number), where it has one."""
    if not isinstance(item, dict):
        return None
    p, n = item.get("partida"), item.get("shot")
    if type(p) is not int or type(n) is not int or p < 1 or n < 1:
        return None
    return p, n
