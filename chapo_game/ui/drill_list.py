"""Practice's drills as a list: the ready-made ones, then the kept positions, each kept one
read from its file only when it is first set on the table.

Why: a coach's thousand kept positions were all read to open Practice (0.4 s, and as long
again at every keep, rename or delete); their names are all the drill chooser shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import overload

from chapo_game import kept_positions
from chapo_game.kept_positions import Kept, Listed, Unread
from chapo_game.position import Position
from chapo_game.table import Table


class Drills(Sequence[tuple[str, Position]]):
    """``(name, position)`` by index, a kept one read when asked for (:meth:`kept_at`) and
    remembered; :meth:`name` reads nothing."""

    def __init__(
        self, builtin: list[tuple[str, Position]], kept: list[Listed], table: Table
    ) -> None:
        self.builtin, self.kept, self.table = builtin, kept, table
        self.read: dict[Path, Kept] = {}  # the kept ones read, by file

    def __len__(self) -> int:
        return len(self.builtin) + len(self.kept)

    def name(self, i: int) -> str:
        """Drill ``i``'s name (a kept one's file's), nothing read."""
        nb = len(self.builtin)
        return self.builtin[i][0] if i < nb else self.kept[i - nb].name

    def kept_at(self, i: int) -> Kept | Unread | None:
        """The kept position ``i`` read (once), why it could not be (its file kept aside),
        or None for a ready-made drill."""
        nb = len(self.builtin)
        if not nb <= i < len(self):
            return None
        entry = self.kept[i - nb]
        got = self.read.get(entry.path)
        if got is None:
            found = kept_positions.read(entry, self.table)
            if isinstance(found, Unread):
                return found
            got = self.read[entry.path] = found
        return got

    def drop(self, i: int) -> None:
        """Kept position ``i`` out of the list (its file could not be read)."""
        gone = self.kept.pop(i - len(self.builtin))
        self.read.pop(gone.path, None)

    @overload
    def __getitem__(self, i: int) -> tuple[str, Position]: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[tuple[str, Position]]: ...
    def __getitem__(self, i: int | slice) -> tuple[str, Position] | Sequence[tuple[str, Position]]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        if i < len(self.builtin):
            return self.builtin[i]
        got = self.kept_at(i)
        # set only through the practice's set_drill, which leaves out one that cannot be read
        # (:meth:`KeptPositions.usable_drill`); one damaged since is the first drill's table
        position = got.position if isinstance(got, Kept) else self.builtin[0][1]
        return (self.name(i), position)
