"""Typed errors of the referee.

Every illegal request to a :class:`~chapo_game.rules.match.Match` raises one of these and leaves
the match exactly as it was (the match validates first and changes state only afterwards), so
the window can show the message and let the player try again.
"""

from __future__ import annotations

from ..errors import ChapoError


class IllegalAction(ChapoError):
    """Base of every refused request: the message says what is wrong in one line."""


class WrongPhase(IllegalAction):
    """The request does not belong to the current phase (e.g. shooting while the rey's
    auxiliary spot is still to be chosen, or lagging in the middle of a partida)."""


class MatchFinished(WrongPhase):
    """The partida or the encuentro is over: no shot, placement or option is accepted."""


class IllegalPlacement(IllegalAction):
    """A ball in hand placed outside its cabaña, over a pocket, or on another ball or pin."""


class OptionNotOffered(IllegalAction):
    """A ball-in-hand option (pasar / no_pasar / bricole) that is not on offer now."""


class IllegalReySpot(IllegalAction):
    """A spot for the rey that is not among :meth:`Match.rey_spot_choices`."""


class IllegalShot(IllegalAction):
    """A shot the referee cannot accept as asked: wrong ball, a cue not allowed, the ball in
    hand not placed yet, an option not declared, or an event log that does not fit."""
