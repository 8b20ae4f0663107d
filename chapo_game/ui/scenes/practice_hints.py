"""How practice's caption says a shot is struck, in the words of the hand on the pointer
(:class:`.hand_words.HandWords`): a touch screen's player was told to aim "con el ratón (o
izquierda/derecha)", with neither a mouse nor keys before him."""

from __future__ import annotations

from chapo_game.i18n import N_

from ..hand_words import HandWords

#: How to aim and strike.
STRIKE = HandWords(
    N_("Practice: touch the table where you aim, drag your finger back and lift it to strike."),
    N_(
        "Practice: aim with the mouse (or Left/Right), pull back and release (or Up/Down, "
        "then Space) to strike."
    ),
)
