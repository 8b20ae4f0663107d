"""Hints in the words of the hand on the pointer: a touch screen's player was told to "click"
("haga clic", "con un clic") and of keys he has not got, with neither a mouse nor a keyboard
before him. Each hint that names the hand is a :class:`HandWords`, said for the pointer's last
input (:attr:`.touch.OnePointer.by_finger`): one place chooses, where each screen had (or
lacked) its own ``if by_finger``."""

from __future__ import annotations

from typing import NamedTuple

from chapo_game.i18n import _


class HandWords(NamedTuple):
    """One hint as each hand is told it: ``finger`` after a finger's touch (a tap, no keys),
    ``mouse`` for the mouse and the keyboard. Both are message ids (marked with ``N_``),
    translated when said: a hint kept from before a change of language is said in the new
    one."""

    finger: str
    mouse: str

    def said(self, by_finger: bool) -> str:
        """The hint for a pointer whose last input was a finger's (``by_finger``) or not."""
        return _(self.finger if by_finger else self.mouse)
