"""Settings of an encuentro and the phases of the match state machine."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from ..errors import InputError
from ..table import PROFILES


class Phase(StrEnum):
    """Where the encuentro stands. The value is the JSON/record spelling."""

    LAG = "lag"  # derecho de salida (art. 9): both players shoot at once
    LAG_CHOICE = "lag_choice"  # the lag winner chooses to break or cede
    SALIDA = "salida"  # the break: ball in hand in the cabaña de salida (art. 11, guide 2)
    REMATADA = "rematada"  # the reply: ball in hand in the cabaña del mingo (art. 11, guide 3)
    PLAY = "play"  # an ordinary shot with the player's ball on the table
    BALL_IN_HAND = "ball_in_hand"  # art. 12, guide 4: the player's ball comes back by hand
    PARTIDA_OVER = "partida_over"  # someone reached the target or made chapó
    ENCUENTRO_OVER = "encuentro_over"  # someone won the majority of the partidas


#: The phases in which a shot is taken.
SHOOTING_PHASES: frozenset[Phase] = frozenset(
    {Phase.SALIDA, Phase.REMATADA, Phase.PLAY, Phase.BALL_IN_HAND}
)
#: The phases in which a shot clock runs (carom 001 art. 8.7, :meth:`Match.time_out`): open
#: play and ball in hand. Not the salida nor the rematada: they are the partida's set opening
#: shots, not the positions "needing long thought" the article is about.
CLOCK_PHASES: frozenset[Phase] = frozenset({Phase.PLAY, Phase.BALL_IN_HAND})
#: The phases in which the player's ball is placed by hand before the shot.
HAND_PHASES: frozenset[Phase] = frozenset({Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND})

#: Ball-in-hand options when every other ball is inside the cabaña (guide 4).
OPTIONS: tuple[str, ...] = ("pasar", "no_pasar", "bricole")


@dataclass(frozen=True)
class MatchSettings:
    """``target``: points of a partida (default 30); ``partidas``: the encuentro is best of this
    many (odd, default 3); ``ball1_pocket_value``: 2 by the Reglamento (art. 7), 1 by the 000
    variant; ``profile``: the table profile; ``head_start``: the points each player (0, 1)
    starts every partida with — a stronger player gives a weaker one points, as clubs do (0, 0
    by default)."""

    target: int = 30
    partidas: int = 3
    ball1_pocket_value: int = 2
    profile: str = "match"
    head_start: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target < 1:
            raise InputError(
                "target", f"must be a whole number of points >= 1, got {self.target!r}"
            )
        if (
            isinstance(self.partidas, bool)
            or not isinstance(self.partidas, int)
            or self.partidas < 1
            or self.partidas % 2 == 0
        ):
            raise InputError("partidas", f"must be an odd number >= 1, got {self.partidas!r}")
        if self.ball1_pocket_value not in (1, 2):
            raise InputError(
                "ball1_pocket_value",
                f"must be 2 (Reglamento) or 1 (variant), got {self.ball1_pocket_value!r}",
            )
        if self.profile not in PROFILES:
            raise InputError("profile", f"unknown table profile {self.profile!r}")
        start = self.head_start
        if (
            not isinstance(start, tuple | list)
            or len(start) != 2
            or any(type(h) is not int or not 0 <= h < self.target for h in start)
        ):
            raise InputError(
                "head_start",
                f"must be two whole numbers from 0 to {self.target - 1}, got {start!r}",
            )
        object.__setattr__(self, "head_start", (start[0], start[1]))

    @property
    def partidas_to_win(self) -> int:
        return self.partidas // 2 + 1

    def to_json(self) -> dict[str, Any]:
        """The record; ``head_start`` only when one is given, so a record without it (every
        one before it existed) reads and writes the same."""
        out = asdict(self)
        del out["head_start"]
        if any(self.head_start):
            out["head_start"] = list(self.head_start)
        return out

    @staticmethod
    def from_json(data: Any) -> MatchSettings:
        if not isinstance(data, dict):
            raise InputError("settings", "expected an object")
        known = {"target", "partidas", "ball1_pocket_value", "profile", "head_start"}
        extra = set(data) - known
        if extra:
            raise InputError(f"settings.{sorted(extra)[0]}", "unknown key")
        return MatchSettings(**data)
