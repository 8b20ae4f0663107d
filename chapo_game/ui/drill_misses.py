"""Why a drill's shot missed its goal, said on the verdict line: "Goal missed: 0 of 1" alone
left a newcomer to guess what the shot lacked (the mingo ran past the cross in "Rey off the
mingo"; was the rey to fall, or was the mingo to fell it?).

The part missed is kept as data (:data:`Miss`) when the shot is judged and said in the
language of the moment when drawn, as the verdict is.
"""

from __future__ import annotations

from collections.abc import Sequence

from chapo_game.ai.goals import Goal, first_met, points_by
from chapo_game.events import Event
from chapo_game.i18n import N_, _, ngettext, translations
from chapo_game.rules import words

#: The part of a goal a shot missed: its key in :data:`MISSES` (or "points") and the ids or
#: figures said in it.
Miss = tuple[str, tuple[str, ...]]

#: What each missed part says (msgids), ball and pin ids said by their names.
MISSES: dict[str, str] = {
    "first": N_("{0} met {1} first, not {2}"),
    "pin_first": N_("{0} grazed a pin before reaching {1}"),
    "pin": N_("{0} still stands"),
    "pin_by": N_("{0} fell, but not knocked by {1}"),
    "pocketed": N_("{0} stayed on the table"),
}


def missed_part(goal: Goal, ball: str, events: Sequence[Event], points: int) -> Miss | None:
    """The first part of ``goal`` that a shot of ``ball`` (its ``events``, its ``points`` in a
    game) did not do, in the order a player reads the shot: the ball met, the pin, the
    pocket, the points; ``None`` when there is none to name (a foul says its own)."""
    return (
        _first_missed(goal, ball, events)
        or _pin_missed(goal, events)
        or _pocket_missed(goal, events)
        or _points_missed(goal, ball, events, points)
    )


def _first_missed(goal: Goal, ball: str, events: Sequence[Event]) -> Miss | None:
    """The ball the goal wants met first, not met first (a pin grazed first is no foul)."""
    met = first_met(events, ball, ("ball_ball", "ball_pin"))
    if goal.first is None or met is None:
        return None
    if met.type == "ball_pin":
        return "pin_first", (ball, goal.first)
    if met.other_ball(ball) != goal.first:
        return "first", (ball, met.other_ball(ball), goal.first)
    return None


def _pin_missed(goal: Goal, events: Sequence[Event]) -> Miss | None:
    """The pin the goal wants down still standing, or felled by another than it wants."""
    if goal.pin is None:
        return None
    fell = [e for e in events if e.type == "pin_down" and e["pin"] == goal.pin]
    if not fell:
        return "pin", (goal.pin,)
    if goal.pin_by is not None and all(e.get("by") != goal.pin_by for e in fell):
        return "pin_by", (goal.pin, goal.pin_by)
    return None


def _pocket_missed(goal: Goal, events: Sequence[Event]) -> Miss | None:
    """The ball the goal wants pocketed still on the table."""
    if goal.pocketed is None:
        return None
    if any(e.type == "pocketed" and e["ball"] == goal.pocketed for e in events):
        return None
    return "pocketed", (goal.pocketed,)


def _points_missed(goal: Goal, ball: str, events: Sequence[Event], points: int) -> Miss | None:
    """Fewer points (by the ball the goal counts) than it wants."""
    counted = points if goal.pins_by is None else points_by(events, points, goal.pins_by)
    if counted < goal.min_points:
        return "points", (str(counted), str(goal.min_points), goal.pins_by or ball)
    return None


def said_thing(thing: str) -> str:
    """A ball or pin id as said in a sentence ("the mingo", "the rey")."""
    w = translations()
    return words.ball(thing, w) if thing in words.BALL_NAMES else words.pins([thing], w)


def miss_said(miss: Miss) -> str:
    """``miss`` in the language of the moment."""
    key, said = miss
    if key == "points":
        got, need, by = said
        text = ngettext(
            "{got} point by {by}, {need} needed", "{got} points by {by}, {need} needed", int(got)
        )
        return text.format(got=got, by=said_thing(by), need=need)
    return _(MISSES[key]).format(*[said_thing(s) for s in said])
