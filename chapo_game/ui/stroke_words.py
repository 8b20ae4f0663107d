"""A stroke said in a few club words: "8,00 m/s, efecto alto a la izquierda".

Why: the maestro's advice set its power and spin on the side panel and said only its plan
("Consejo: primero el mingo, a por el chapó"); a learner was never told in words that the shot
was hard and struck high, nor why it worked. Its caption says the stroke as well.
"""

from __future__ import annotations

from ..i18n import N_, _, decimal
from ..shot import Shot
from .stroke import speed_digits

#: How far off the centre (in ball radii) the tip must be to be said: half a step of the
#: spin keys (W A S D move it 0.1), so a tip set off centre on purpose is always said.
OFF_CENTRE = 0.05

#: The spin said by where the tip meets the ball: (up or down, left or right), each -1, 0, 1.
SPINS: dict[tuple[int, int], str] = {
    (1, 0): N_("top spin"),
    (-1, 0): N_("bottom spin"),
    (0, -1): N_("left spin"),
    (0, 1): N_("right spin"),
    (1, -1): N_("top-left spin"),
    (1, 1): N_("top-right spin"),
    (-1, -1): N_("bottom-left spin"),
    (-1, 1): N_("bottom-right spin"),
}


def _sign(x: float) -> int:
    return 0 if abs(x) < OFF_CENTRE else (1 if x > 0 else -1)


def stroke_words(shot: Shot) -> str:
    """``shot``'s speed, as the power bar says it, and its spin where the tip is off centre
    (the seco cue's, which has none, said as that cue)."""
    speed = _("{v} m/s").format(v=decimal(shot.speed, speed_digits(shot.speed)))
    if shot.cue == "seco":
        return _("{speed}, seco cue").format(speed=speed)
    spin = SPINS.get((_sign(shot.vertical), _sign(shot.side)))
    return _("{speed}, {spin}").format(speed=speed, spin=_(spin)) if spin else speed
