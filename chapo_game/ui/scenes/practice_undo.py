"""Practice's Undo steps: what each keeps, how many are kept, and no step kept that would bring
back the table as it stands (the Undo pressed on it showed nothing change, the button still
lit)."""

from __future__ import annotations

from typing import Any, NamedTuple

from chapo_game.position import Position
from chapo_game.shot import Shot

#: How many shots and edits Undo goes back (the oldest step is forgotten past it): a practice
#: afternoon of 2,000 shots kept every one, the list growing for as long as the screen stayed
#: open, while a player takes back a few shots, never the afternoon.
UNDO_STEPS = 100


class Undo(NamedTuple):
    """What Undo goes back to: a position, its caption, and the shot struck from it (None:
    an edit was made from it)."""

    position: Position
    caption: Any  # replay.Words
    shot: Shot | None = None


class UndoSteps:
    """The practice screen's Undo list (mixed into it)."""

    position: Position
    history: list[Undo]  # at most :data:`UNDO_STEPS`, the newest last (:meth:`keep_step`)

    def keep_step(self, step: Undo) -> None:
        """``step`` kept for Undo, the oldest forgotten past :data:`UNDO_STEPS`."""
        self.history.append(step)
        del self.history[:-UNDO_STEPS]

    def keep_new_step(self, step: Undo) -> None:
        """``step`` kept unless it is the last one kept: a shot repeated (R) kept the step its
        first strike had kept, and the Undo to it twice left the table as it was at the
        second press."""
        if self.history[-1:] != [step]:
            self.keep_step(step)

    def drop_void_step(self) -> bool:
        """The last step forgotten if it would bring back the table as it stands (True): a
        piece put back where it was taken, a pin turned back round, a shot whose simulation
        failed."""
        if self.history and self.history[-1].position == self.position:
            self.history.pop()
            return True
        return False
