"""The physics event log: what happened in a shot, in time order.

The physics writes it; the referee reads nothing else (besides positions). Every event has a
time ``t`` (seconds since the strike) and a ``type``; the other fields depend on the type:

=============  ==============================================================================
type           fields
=============  ==============================================================================
strike         ``ball``, ``speed`` (m/s), ``cue``: the cue meets the ball (t = 0)
ball_ball      ``a``, ``b`` (ball ids), ``speed`` (normal approach speed, m/s)
ball_cushion   ``ball``, ``cushion`` (head/foot/left/right), ``speed`` (normal speed, m/s)
ball_pin       ``ball``, ``pin``, ``speed``; ``lying: true`` when the pin was already down (a
               ball meeting a lying or falling pin pushes it away)
pin_pin        ``a``, ``b`` (pin ids), ``speed``: a falling or sliding pin ``a`` meets pin ``b``
pin_down       ``pin``, ``by`` (ball or pin id that knocked it), ``ball`` (the ball at the
               root of the chain); ``lean: true`` for a pin left leaning on a ball that
               pressed it (logged when the shot ends; art. 5.2 counts it as knocked)
pin_pocketed   ``pin``, ``pocket``, ``speed``: a knocked (sliding) pin dropped into a pocket
pocketed       ``ball``, ``pocket``, ``speed``
pocket_reject  ``ball``, ``pocket``, ``speed``: the pocket was full (two balls) and the ball
               came out
pocket_lip     ``ball``, ``pocket``, ``speed`` (its speed as it met the edge, m/s): a ball
               whose centre crossed the pocket's hole met its far edge and climbed back out
               onto the cloth (too fast to fall); it is not pocketed
off_table      ``ball``, ``cushion``, ``speed``: a cushion impact too hard; the ball left
rest           everything has stopped
line_cross     ``ball``, ``line`` (``"linea_media"``), ``direction`` (+1 towards the foot, -1
               towards the head): the ball's centre crossed the línea media; the referee
               reads it for the ball-in-hand options pasar / no pasar (guide 4)
=============  ==============================================================================

Pure data, no pygame, no pymunk.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

EVENT_TYPES: tuple[str, ...] = (
    "strike",
    "ball_ball",
    "ball_cushion",
    "ball_pin",
    "pin_pin",
    "pin_down",
    "pocketed",
    "pocket_reject",
    "pocket_lip",
    "off_table",
    "rest",
    "line_cross",
    "pin_pocketed",
)


@dataclass(frozen=True)
class Event:
    """One entry of the log. ``data`` holds the type-specific fields (see the module doc)."""

    t: float
    type: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def involves_ball(self, ball: str) -> bool:
        d = self.data
        return d.get("ball") == ball or d.get("a") == ball or d.get("b") == ball

    def other_ball(self, ball: str) -> str | None:
        """For a ball_ball event, the ball that ``ball`` met."""
        if self.type != "ball_ball":
            return None
        if self.data["a"] == ball:
            return self.data["b"]
        if self.data["b"] == ball:
            return self.data["a"]
        return None

    def to_json(self) -> dict[str, Any]:
        return {"t": round(self.t, 6), "type": self.type, **self.data}

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Event:
        data = {k: v for k, v in d.items() if k not in ("t", "type")}
        return Event(float(d["t"]), str(d["type"]), data)


def make(t: float, type_: str, **data: Any) -> Event:
    """Shorthand used by the physics and by tests that build logs by hand."""
    if type_ not in EVENT_TYPES:
        raise ValueError(f"unknown event type {type_!r}")
    return Event(t, type_, data)


def events_to_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]
