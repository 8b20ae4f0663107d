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

#: A part of a goal a shot missed: its key and the ids or figures it names (the practice
#: screen words it: :mod:`chapo_game.ui.drill_misses`).
Miss = tuple[str, tuple[str, ...]]

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
        return self.missed(ball, events, points) is None

    def missed(self, ball: str, events: Sequence[Event], points: int) -> Miss | None:
        """The first part of the goal such a shot did not do, in the order a player reads the
        shot (the ball met, the cushion, the pin, the pocket, the points), or ``None``: met.
        One check for the search's bonus and the drill's verdict, which says this part."""
        return (
            self._first_missed(ball, events)
            or self._cushion_missed(ball, events)
            or self._pin_missed(events)
            or self._pocket_missed(events)
            or self._points_missed(ball, events, points)
        )

    def _first_missed(self, ball: str, events: Sequence[Event]) -> Miss | None:
        """Not the ball asked for met first: a pin before any ball, another ball, or none."""
        if self.first is None:
            return None
        e = first_met(events, ball, ("ball_ball", "ball_pin"))
        if e is None:
            return "nothing", (ball,)
        if e.type == "ball_pin":
            return "pin_first", (ball, self.first)
        if e.other_ball(ball) != self.first:
            return "first", (ball, e.other_ball(ball), self.first)
        return None

    def _cushion_missed(self, ball: str, events: Sequence[Event]) -> Miss | None:
        """Not the cushion asked for met before anything else, and then a ball."""
        if self.first_cushion is None:
            return None
        e = first_met(events, ball)
        if e is None or e.type != "ball_cushion" or e["cushion"] != self.first_cushion:
            return "cushion", (ball,)
        if first_ball(events, ball) is None:
            return "nothing", (ball,)
        return None

    def _pin_missed(self, events: Sequence[Event]) -> Miss | None:
        """The pin asked for still standing, or felled by another than the ball asked for."""
        if self.pin is None:
            return None
        fell = [e for e in events if e.type == "pin_down" and e["pin"] == self.pin]
        if not fell:
            return "pin", (self.pin,)
        if self.pin_by is not None and all(e.get("by") != self.pin_by for e in fell):
            return "pin_by", (self.pin, self.pin_by)
        return None

    def _pocket_missed(self, events: Sequence[Event]) -> Miss | None:
        """The ball asked for not pocketed."""
        if self.pocketed is None:
            return None
        if any(e.type == "pocketed" and e["ball"] == self.pocketed for e in events):
            return None
        return "pocketed", (self.pocketed,)

    def _points_missed(self, ball: str, events: Sequence[Event], points: int) -> Miss | None:
        """Fewer points than asked for (of the pins, only those ``pins_by`` began)."""
        counted = points if self.pins_by is None else points_by(events, points, self.pins_by)
        if counted < self.min_points:
            return "points", (str(counted), str(self.min_points), self.pins_by or ball)
        return None
