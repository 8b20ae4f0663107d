"""Where a ball in hand may go and what it may meet first (art. 12, 14; guide 4): pure
functions of the table, the position and the ball, so the match, the window's tutorial and
the computer player ask the same question of the same rule.

Split out of :mod:`.match` because they judge a position, not a turn: they read no phase and
change nothing, and :class:`~chapo_game.rules.match.Match` asks them with its own state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..position import Position, on_spot
from ..table import BALL_IDS, Table, Vec
from .geometry import ball_free


@dataclass(frozen=True)
class PlacementArea:
    """Where a ball in hand may be put: its centre within the rectangle
    ``x_min..x_max`` × ``y_min..y_max`` (the cabaña, string included, art. 14), and besides not
    over a pocket nor on another ball or a standing pin (:func:`placement_problem`)."""

    cabana: str  # "salida" or "mingo"
    x_min: float
    y_min: float
    x_max: float
    y_max: float

    def contains(self, xy: Vec) -> bool:
        return self.x_min <= xy[0] <= self.x_max and self.y_min <= xy[1] <= self.y_max

    def to_json(self) -> dict[str, Any]:
        return {
            "cabana": self.cabana,
            "x_min": self.x_min,
            "y_min": self.y_min,
            "x_max": self.x_max,
            "y_max": self.y_max,
        }


def cabana_area(table: Table, cabana: str) -> PlacementArea:
    r = table.ball_radius
    if cabana == "salida":
        return PlacementArea("salida", r, r, table.width - r, table.cabana_salida_y)
    return PlacementArea("mingo", r, table.cabana_mingo_y, table.width - r, table.length - r)


def placement_problem(
    table: Table, area: PlacementArea, position: Position, ball: str, xy: Vec
) -> str | None:
    """Why ``ball`` in hand may not go to ``xy`` within ``area`` (one line), or ``None`` when
    it may: a request from a file or a click is checked for numbers before the table is."""
    try:
        x, y = float(xy[0]), float(xy[1])
    except (TypeError, ValueError, IndexError):
        return f"expected [x, y], got {xy!r}"
    if not (x == x and y == y) or abs(x) == float("inf") or abs(y) == float("inf"):
        return "coordinates must be finite numbers"
    x, y = on_spot((x, y), table)  # judged where ``Match.place_ball`` puts it
    if not area.contains((x, y)):
        return f"outside the cabaña de {area.cabana}"
    pins = list(position.standing_pins().values())
    if not ball_free(table, (x, y), position.balls, pins, ignore=ball):
        if table.pocket_at((x, y)) is not None:
            return "over a pocket"
        return "on another ball or a pin"
    return None


def default_placement(
    table: Table, area: PlacementArea, position: Position, ball: str
) -> Vec | None:
    """A legal place for ``ball`` in ``area``: the middle of the cabaña, or the nearest free
    place to it, so a computer player or a quick start never has to search for one."""
    y0 = (area.y_min + area.y_max) / 2
    xs = [table.width / 2 + k * 0.05 * s for k in range(0, 14) for s in (1, -1)]
    ys = [y0 + k * 0.03 * s for k in range(0, 10) for s in (1, -1)]
    for y in ys:
        for x in xs:
            if placement_problem(table, area, position, ball, (x, y)) is None:
                return (x, y)
    return None  # pragma: no cover - a cabaña always has room for one ball


def first_targets(
    table: Table, position: Position, ball: str, cabana: str | None, option: str | None
) -> tuple[str, ...]:
    """Balls ``ball`` may meet first without a foul: with ball in hand (``cabana``), those
    outside the cabaña (art. 12); with option pasar or bricole declared, any (after crossing
    the línea media / meeting the foot cushion); with no pasar, none; otherwise any ball on
    the table. In :data:`BALL_IDS` order, as the window lists them."""
    on_table = [b for b, xy in position.on_table().items() if b != ball]
    others = [b for b in BALL_IDS if b in on_table]
    if cabana is None or option in ("pasar", "bricole"):
        return tuple(others)
    if option == "no_pasar":
        return ()
    return tuple(
        b
        for b in others
        if not table.in_cabana(cabana, position.balls[b])  # type: ignore[arg-type]
    )
