"""A shot: which ball, where to, how hard, where the cue tip meets the ball, which cue.

Units and signs follow ../shared/GUIDE.md: ``angle`` in degrees counter-clockwise from +x;
``speed`` is the cue ball's speed just after the strike (m/s); ``side`` and ``vertical`` are the
tip offset from the ball's centre in ball radii (positive side = right-hand english as the
shooter sees it, positive vertical = top/follow); ``cue`` is ``"taco"`` or ``"seco"``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .errors import InputError, refused_number
from .table import BALL_IDS

MIN_SPEED = 0.1  # m/s
MAX_SPEED = 10.0  # m/s: a very hard break
MAX_TIP_OFFSET = 0.6  # ball radii: beyond this a real tip miscues


def within_tip(side: float, vertical: float) -> tuple[float, float]:
    """The tip offset nearest (``side``, ``vertical``) that a shot accepts, to the thousandth:
    drawn in to :data:`MAX_TIP_OFFSET` along its own direction, then each part cut towards
    zero (rounded to the nearest, a tip on the rim came out a hair beyond it and the shot was
    refused)."""
    n = math.hypot(side, vertical)
    if n > MAX_TIP_OFFSET:
        side, vertical = side / n * MAX_TIP_OFFSET, vertical / n * MAX_TIP_OFFSET
    # to the nanometre of a tip before it is cut: 0.6 drawn in to the rim is 0.5999999999999999,
    # which a bare cut made 0.599 — a thousandth and a hair off the point
    return (
        math.trunc(round(side * 1000.0, 6)) / 1000.0,
        math.trunc(round(vertical * 1000.0, 6)) / 1000.0,
    )


CUES = ("taco", "seco")


@dataclass(frozen=True)
class Shot:
    """One strike of the cue. Build through :meth:`make` to have it validated."""

    ball: str
    angle: float
    speed: float
    side: float = 0.0
    vertical: float = 0.0
    cue: str = "taco"

    @property
    def direction(self) -> tuple[float, float]:
        a = math.radians(self.angle)
        return (math.cos(a), math.sin(a))

    @staticmethod
    def make(
        ball: str,
        angle: float,
        speed: float,
        side: float = 0.0,
        vertical: float = 0.0,
        cue: str = "taco",
    ) -> Shot:
        """Validate every field and build the shot; raise :class:`InputError` naming the field."""
        if ball not in BALL_IDS:
            raise InputError("ball", f"unknown ball {ball!r} (known: {', '.join(BALL_IDS)})")
        for name, value in (
            ("angle", angle),
            ("speed", speed),
            ("side", side),
            ("vertical", vertical),
        ):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InputError(name, f"expected a number, got {value!r}")
            if not math.isfinite(value):
                raise InputError(name, "must be a finite number")
        if not MIN_SPEED <= speed <= MAX_SPEED:
            said = refused_number(speed, MIN_SPEED if speed < MIN_SPEED else MAX_SPEED)
            raise InputError("speed", f"{said} m/s is out of range {MIN_SPEED:g}-{MAX_SPEED:g}")
        if cue not in CUES:
            raise InputError("cue", f"unknown cue {cue!r} (taco or seco)")
        if math.hypot(side, vertical) > MAX_TIP_OFFSET + 1e-12:
            offset = refused_number(math.hypot(side, vertical), MAX_TIP_OFFSET)
            raise InputError(
                "side/vertical", f"tip offset {offset} radii exceeds {MAX_TIP_OFFSET:g}"
            )
        if cue == "seco" and (side != 0.0 or vertical != 0.0):
            raise InputError("cue", "the seco cue has no tip: side and vertical must be 0")
        # a hair under 0 (-1e-300) comes out of % as 360.0 itself: an angle is [0, 360)
        a = float(angle) % 360.0
        return Shot(ball, a if a < 360.0 else 0.0, float(speed), float(side), float(vertical), cue)

    def to_json(self) -> dict[str, Any]:
        return {
            "ball": self.ball,
            "angle": self.angle,
            "speed": self.speed,
            "side": self.side,
            "vertical": self.vertical,
            "cue": self.cue,
        }

    @staticmethod
    def from_json(data: Any) -> Shot:
        if not isinstance(data, dict):
            raise InputError("shot", "expected an object")
        known = {"ball", "angle", "speed", "side", "vertical", "cue"}
        extra = set(data) - known
        if extra:
            raise InputError(f"shot.{sorted(extra)[0]}", "unknown key")
        for req in ("ball", "angle", "speed"):
            if req not in data:
                raise InputError(f"shot.{req}", "missing")
        return Shot.make(
            str(data["ball"]),
            data["angle"],
            data["speed"],
            data.get("side", 0.0),
            data.get("vertical", 0.0),
            data.get("cue", "taco"),
        )
