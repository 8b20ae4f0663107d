"""How practice's caption says a shot is struck, in the words of the hand on the pointer: a
touch screen's player was told to aim "con el ratón (o izquierda/derecha)", with neither a mouse
nor keys before him."""

from __future__ import annotations

from chapo_game.i18n import _


def strike_hint(by_finger: bool) -> str:
    """How to aim and strike, for a finger (``by_finger``: the pointer's last input was one,
    :attr:`.touch.OnePointer.by_finger`) or for the mouse and the keys."""
    if by_finger:
        return _(
            "Practice: touch the table where you aim, drag your finger back and lift it to strike."
        )
    return _(
        "Practice: aim with the mouse (or Left/Right), pull back and release (or Up/Down, "
        "then Space) to strike."
    )
