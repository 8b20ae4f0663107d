"""How practice's caption says a shot is struck and a position edited, in the words of the hand
on the pointer (:class:`.hand_words.HandWords`): a touch screen's player was told to aim "con
el ratón (o izquierda/derecha)", to "click a pin" and of the wheel and of keys, with neither a
mouse nor keys before him."""

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

#: How to edit the position (the mouse's names the keys too: they do all of it).
EDIT = HandWords(
    N_(
        "Edit: drag balls and pins, a ball off the table to remove it (the Ball button brings "
        "it back); tap a pin to knock it down or stand it up."
    ),
    N_(
        "Edit: drag balls and pins, a ball off the table to remove it (1, 2, 3 or the Ball "
        "button bring it back); click a pin to knock it down or stand it up. Keys: 1, 2, 3 "
        "or P take one, the arrows move it, Space knocks or stands a pin, Delete removes a "
        "ball, Enter puts it down."
    ),
)

#: How to turn a pin that is down, held or under the pointer (a finger has neither the wheel
#: nor R: the button turns it).
PIN_TURN = HandWords(
    N_("A pin that is down: “Turn pin” turns it 15°; drag it to move it, tap it to stand it up."),
    N_(
        "A pin that is down: the wheel, R or “Turn pin” turns it 15° (Shift+R the other "
        "way); drag it to move it, click it to stand it up."
    ),
)

#: With no ball on the table, how one is brought back (a finger has no 1, 2 or 3: the Ball
#: button brings one).
NO_BALL = HandWords(
    N_("No ball on the table: Edit position, then the Ball button brings one back."),
    N_("No ball on the table: Edit position (E), then 1, 2 or 3 brings one back."),
)
