"""Where each step of the tutorial (:mod:`.tutorial`) starts: the positions, on the real table.
Pure: no pygame.
"""

from __future__ import annotations

from chapo_game.position import Position
from chapo_game.rules import lag
from chapo_game.table import Table


def aim_position(t: Table) -> Position:
    return Position.initial(t, {"1": (t.width * 0.3, t.length * 0.2), "2": (t.width * 0.8, 2.5)})


def spin_position(t: Table) -> Position:
    return Position.initial(t, {"1": (0.35, 0.5), "2": (0.35, 1.0)})


def lag_position(t: Table) -> Position:
    pos = lag.lag_position(t)
    return Position({**pos.balls, "2": None}, pos.pins)


def hand_position(t: Table) -> Position:
    pos = Position.initial(t, {"1": (t.width / 2, t.length * 0.15), "2": (0.4, 2.2)})
    return Position({**pos.balls, "1": None}, pos.pins)


def cabana_position(t: Table) -> Position:
    """Ball 1 in hand in the cabaña de salida, ball 2 inside it too and closer than the mingo,
    on no line to it: the near ball is the foul, the far one the shot."""
    return Position.initial(t, {"1": (0.3, 0.35), "2": (0.9, 0.5)})


def rematada_position(t: Table) -> Position:
    """After a salida: ball 1 ran on into the cabaña del mingo and sent the mingo up the table,
    out of it; ball 2 is in hand in that cabaña, the mingo the ball it may meet first."""
    pos = Position.initial(t, {"1": (0.35, t.length - 0.3), "2": (0.95, t.length - 0.4)})
    return pos.with_ball("mingo", (0.5, t.cabana_mingo_y - 0.35))


def score_position(t: Table) -> Position:
    """Ball 1 straight behind the mingo, the mingo straight behind the pins' cross."""
    return Position.initial(t, {"1": (t.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (t.width / 2, 1.05)
    )


def foul_position(t: Table) -> Position:
    return Position.initial(t, {"1": (0.3, 0.4), "2": (1.1, 2.4)})


def options_position(t: Table) -> Position:
    """Ball 1 in hand in the cabaña de salida with ball 2 and the mingo inside it too: the
    shot is declared before it is played (guide 4)."""
    return Position.initial(t, {"1": (0.3, 0.3), "2": (1.05, 0.45)}).with_ball("mingo", (0.7, 0.6))
