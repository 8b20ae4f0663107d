"""What a simulated shot gives back (docs/PHYSICS.md): its events, its final position, and,
when asked for, its 60 Hz frames and its trace.

Why its own module: the replay, the audits and the tests read these records and nothing else of
the engine; they are plain frozen data, built by :mod:`.recording` and :mod:`.shot_end`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ..events import Event
from ..position import Position


@dataclass(frozen=True)
class BallFrame:
    xy: tuple[float, float]
    #: Orientation as a unit quaternion (w, x, y, z), integrated from ω (rolling marks turn).
    quat: tuple[float, float, float, float]


@dataclass(frozen=True)
class PinFrame:
    xy: tuple[float, float]
    standing: bool
    #: 0 = upright … 1 = lying flat (a pin leaning on a ball is in between).
    fall: float
    #: Direction the pin falls or leans towards, degrees CCW from +x (0 while upright).
    direction: float
    #: The pocket the pin dropped into, if any (then it is not drawn on the cloth).
    pocket: str | None = None

    def reach(self, height: float) -> float:
        """How far out from its base its top is (m), for a pin ``height`` tall: all of it lying
        flat, less while it falls or leans, nothing upright."""
        return height * math.sin(self.fall * 0.5 * math.pi)

    def axis(self, height: float) -> tuple[float, float, float, float]:
        """Base and head of a pin ``height`` tall, seen from above, as the frame draws it."""
        reach, a = self.reach(height), math.radians(self.direction)
        return (
            self.xy[0],
            self.xy[1],
            self.xy[0] + reach * math.cos(a),
            self.xy[1] + reach * math.sin(a),
        )


@dataclass(frozen=True)
class Frame:
    t: float
    balls: dict[str, BallFrame | None]
    pins: dict[str, PinFrame]


@dataclass(frozen=True)
class ShotResult:
    events: list[Event]
    final: Position
    frames: list[Frame] | None
    duration: float
    #: Number of engine steps (for ``chapo bench``).
    steps: int = 0
    #: ``across``: the down pins (id pairs) left lying one across the other — one fell on the
    #: other (``pin_pairs``); a position does not say which lies on top.
    meta: dict[str, Any] = field(default_factory=dict)
    #: With ``trace=True``: each ball's full state just after every strike and impact, and as
    #: it drops or leaves the table, as dicts ``{t, type, ball, x, y, vx, vy, wx, wy, wz}``
    #: (for ``chapo physics``, the aiming guide's exact contact points and the tests).
    trace: list[dict[str, Any]] | None = None
