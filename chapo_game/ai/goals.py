"""A practice drill's goal as data: what one shot must do, judged on its physics event log and
the points a game would give it.

Why data, and why here: the practice screen judges a drill by its goal, and the maestro's advice
in that drill must play for the same goal — "Rey off the mingo" asked for the rey knocked by
the mingo while the advice, searching for points alone, knocked two laterals and sank ball 1.
A :class:`Goal` is small, frozen and picklable, so it travels with the search's trial state to
its worker processes (:attr:`.referee.TrialState.goal`), and the screen's check and the
search's bonus are one function (:meth:`Goal.met`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..events import Event
from ..rules.scoring import pin_value

#: What meeting the goal is worth to the search, over the shot's points: as much as winning
#: the partida, so a shot that meets the goal surely outranks any that merely scores.
GOAL_BONUS = 60.0


def first_met(
    events: Sequence[Event],
    ball: str,
    kinds: Sequence[str] = ("ball_ball", "ball_pin", "ball_cushion"),
) -> Event | None:
    """What ``ball`` met first among ``kinds``: another ball, a pin or a cushion."""
    return next((e for e in events if e.type in kinds and e.involves_ball(ball)), None)


def first_ball(events: Sequence[Event], ball: str) -> str | None:
    """The ball ``ball`` met before any other ball or pin (``None``: a pin, or nothing)."""
    e = first_met(events, ball, ("ball_ball", "ball_pin"))
    return e.other_ball(ball) if e is not None else None


def points_by(events: Sequence[Event], points: int, ball: str) -> int:
    """A shot's ``points`` with, of its pins, only those whose fall began with ``ball`` (a
    pin's ``ball``: its chain's first ball) counted; its pocketed balls count as they do."""
    down = {e["pin"] for e in events if e.type == "pin_down"}
    mine = {e["pin"] for e in events if e.type == "pin_down" and e.get("ball") == ball}
    if not down:
        return points
    return points - pin_value(down) + (pin_value(mine) if mine else 0)


@dataclass(frozen=True)
class Goal:
    """Every field given must hold (``None`` or 0: not asked)."""

    #: the ball the shooter's ball meets before any other ball or pin
    first: str | None = None
    #: the cushion it meets before anything else, and then a ball (the bricole: "foot")
    first_cushion: str | None = None
    #: a pin that must fall, knocked by ``pin_by`` (any ball if ``None``)
    pin: str | None = None
    pin_by: str | None = None
    #: a ball that must drop into a pocket
    pocketed: str | None = None
    #: the shot's points in a game, at least
    min_points: int = 0
    #: of the pins, ``min_points`` counts only those whose fall began with this ball (a cut of
    #: ball 2 into the cross was met by ball 1 grazing it and running on into the pins)
    pins_by: str | None = None

    def met(self, ball: str, events: Sequence[Event], points: int) -> bool:
        """Whether a shot of ``ball`` that logged ``events`` and scored ``points`` met it."""
        if self.pins_by is not None:
            points = points_by(events, points, self.pins_by)
        if points < self.min_points:
            return False
        if self.first is not None and first_ball(events, ball) != self.first:
            return False
        if self.first_cushion is not None:
            e = first_met(events, ball)
            if e is None or e.type != "ball_cushion" or e["cushion"] != self.first_cushion:
                return False
            if first_ball(events, ball) is None:
                return False
        if self.pin is not None and not any(
            e.type == "pin_down"
            and e["pin"] == self.pin
            and (self.pin_by is None or e.get("by") == self.pin_by)
            for e in events
        ):
            return False
        return self.pocketed is None or any(
            e.type == "pocketed" and e["ball"] == self.pocketed for e in events
        )
