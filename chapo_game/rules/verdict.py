"""The referee's verdict on one shot (the ``"verdict"`` of ``chapo sim --phase ...``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .calls.announcement import Announcement
from .fouls import Foul


@dataclass(frozen=True)
class Verdict:
    """What one shot was worth and who plays next.

    ``shooter`` and ``next_player`` are player indexes (0 or 1). ``fouls`` holds the one
    sanctioned foul (guide 7: one foul per shot, the most severe) or nothing; ``detected`` every
    foul found, for the curious (not part of the JSON). ``pins_down`` are the pins that count as
    knocked (fallen, moved a pin's height or more, or left leaning on a ball); ``pocketed`` the
    balls that ended in a pocket; ``off_table`` the balls that left the table; ``chapo`` is true
    when a chapó is awarded: all five pins down in a shot without foul (for the shooter), or
    all five before any ball contact (for the opponent). All five down in a shot with another
    foul (a ball off the table, a seco cue meeting a ball first...) is no chapó (guide 7).

    ``pins_points`` and ``pocketed_points`` split ``points_shooter`` (both 0 in a foul shot):
    the breakdown the calls and the score sheet give. ``next_player`` is the player who acts
    next (:attr:`Match.deciding_player` after the shot): the opponent; the shooter himself while
    he must choose the rey's auxiliary spot; after the shot that ends a partida, the breaker of
    the next one; ``None`` after the shot that ends the encuentro (nobody plays on).
    """

    shooter: int
    points_shooter: int
    points_opponent: int
    fouls: tuple[Foul, ...] = ()
    pins_down: tuple[str, ...] = ()
    pocketed: tuple[str, ...] = ()
    off_table: tuple[str, ...] = ()
    chapo: bool = False
    announcements: tuple[Announcement, ...] = ()
    next_player: int | None = 0
    pins_points: int = 0
    pocketed_points: int = 0
    detected: tuple[Foul, ...] = field(default=(), compare=False)

    @property
    def foul(self) -> Foul | None:
        return self.fouls[0] if self.fouls else None

    def to_json(self) -> dict[str, Any]:
        return {
            "shooter": self.shooter,
            "points_shooter": self.points_shooter,
            "points_opponent": self.points_opponent,
            "fouls": [f.to_json() for f in self.fouls],
            "pins_down": list(self.pins_down),
            "pocketed": list(self.pocketed),
            "off_table": list(self.off_table),
            "chapo": self.chapo,
            "announcements": [a.to_json() for a in self.announcements],
            "next_player": self.next_player,
            "pins_points": self.pins_points,
            "pocketed_points": self.pocketed_points,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Verdict:
        return Verdict(
            shooter=int(data["shooter"]),
            points_shooter=int(data["points_shooter"]),
            points_opponent=int(data["points_opponent"]),
            fouls=tuple(Foul.from_json(f) for f in data["fouls"]),
            pins_down=tuple(data["pins_down"]),
            pocketed=tuple(data["pocketed"]),
            off_table=tuple(data["off_table"]),
            chapo=bool(data["chapo"]),
            announcements=tuple(Announcement.from_json(a) for a in data["announcements"]),
            next_player=None if data["next_player"] is None else int(data["next_player"]),
            pins_points=int(data.get("pins_points", 0)),
            pocketed_points=int(data.get("pocketed_points", 0)),
        )
