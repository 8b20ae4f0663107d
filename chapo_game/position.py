"""A position on the table: where the three balls and the five pins are.

This is the public JSON shape of ``chapo sim --position`` and of the ``"final"`` of a shot::

    {"balls": {"1": [x, y] | null, "2": [x, y] | null, "mingo": [x, y] | null},
     "pins": {"rey": {"xy": [x, y], "standing": true}, ...}}

``"pins"`` is optional (default: all five standing on their normal spots); a ``null`` ball is not
on the table. Pure data and validation: no pygame, no pymunk, no rules.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from . import jsonio
from .errors import InputError, quote
from .table import BALL_IDS, CONTACT_TOLERANCE, PIN_IDS, Table, Vec, normal_spot_of


@dataclass(frozen=True)
class PinState:
    """One pin: where its base is and whether it stands.

    ``cause`` is filled in by the physics for a pin knocked in the shot just simulated:
    ``{"by": <ball id or pin id that touched it>, "ball": <ball that started the chain>}``.
    ``direction`` (degrees CCW from +x) is where a pin that is down lies from its base (the
    physics gives it; a lying pin without one lies along +x). ``pocket`` names the pocket a pin
    dropped into (it is then off the cloth; ``xy`` is the pocket's centre). ``fall`` (degrees
    from upright, 0 < fall < 90) is how far a pin that is down has fallen when it did not come
    to lie flat: its head rests on a ball or against a cushion, or a ball holds it up leaning
    (art. 5.2); ``None``: lying flat. Without it such a pin was written lying flat, through
    the ball or the cushion that held it up, and drawn so between shots.
    """

    xy: Vec
    standing: bool = True
    cause: Mapping[str, str] | None = None
    direction: float | None = None
    pocket: str | None = None
    fall: float | None = None

    @property
    def way(self) -> Vec:
        """The unit vector a pin that is down lies along from its base (+x without a
        ``direction``)."""
        a = math.radians(self.direction or 0.0)
        return math.cos(a), math.sin(a)

    def axis(self, height: float) -> tuple[float, float, float, float]:
        """A down pin ``height`` tall over the cloth, base to head, as far out as it has
        fallen (``fall``; flat without one)."""
        reach = height * math.sin(math.radians(90.0 if self.fall is None else self.fall))
        (x, y), (ux, uy) = self.xy, self.way
        return x, y, x + reach * ux, y + reach * uy

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"xy": [self.xy[0], self.xy[1]], "standing": self.standing}
        if self.cause is not None:
            out["knocked_by"] = dict(self.cause)
        if self.direction is not None and not self.standing:
            out["direction"] = self.direction
        if self.pocket is not None:
            out["pocket"] = self.pocket
        if self.fall is not None and not self.standing and self.pocket is None:
            out["fall"] = self.fall
        return out


@dataclass(frozen=True)
class Position:
    """Balls by id (``None`` = not on the table) and pins by id."""

    balls: Mapping[str, Vec | None]
    pins: Mapping[str, PinState] = field(default_factory=dict)

    # ------------------------------------------------------------------ construction
    @staticmethod
    def initial(table: Table, balls: Mapping[str, Vec | None] | None = None) -> Position:
        """All pins standing on their normal spots, the mingo on its normal spot, balls 1 and 2
        off the table unless given."""
        b: dict[str, Vec | None] = {"1": None, "2": None, "mingo": table.spots["mingo_normal"]}
        if balls:
            b.update(balls)
        return Position(balls=b, pins=standard_pins(table))

    def with_ball(self, ball: str, xy: Vec | None) -> Position:
        balls = dict(self.balls)
        balls[ball] = xy
        return replace(self, balls=balls)

    def with_pin(self, pin: str, state: PinState) -> Position:
        pins = dict(self.pins)
        pins[pin] = state
        return replace(self, pins=pins)

    def without_causes(self) -> Position:
        """The position as it is kept between shots (by the referee, by practice): the physics'
        ``cause`` of each knocked pin is shot data, not state (a record does not store it, so a
        match loaded from its record would differ from the one that wrote it); how a lying pin
        lies and the pocket a pin dropped into are state (a pin in a pocket put back on the
        cloth across it would be met by the next shot)."""
        pins = {pid: replace(p, cause=None) for pid, p in self.pins.items()}
        return replace(self, balls=dict(self.balls), pins=pins)

    def on_table(self) -> dict[str, Vec]:
        """The balls that are on the table."""
        return {k: v for k, v in self.balls.items() if v is not None}

    def standing_pins(self) -> dict[str, Vec]:
        return {k: p.xy for k, p in self.pins.items() if p.standing}

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "balls": {
                k: (None if self.balls.get(k) is None else list(self.balls[k]))  # type: ignore[arg-type]
                for k in BALL_IDS
            },
            "pins": {k: self.pins[k].to_json() for k in PIN_IDS if k in self.pins},
        }

    @staticmethod
    def from_json(data: Any, table: Table) -> Position:
        """Parse and validate a position; raise :class:`InputError` naming the bad field."""
        pos = parse_position(data, table)
        validate_position(pos, table)
        return pos

    @staticmethod
    def loads(text: str | bytes, table: Table, what: str = "position") -> Position:
        """Parse JSON text through the guarded reader (:mod:`chapo_game.jsonio`)."""
        return Position.from_json(jsonio.loads(text, what, jsonio.POSITION_LIMITS), table)


def standard_pins(table: Table) -> dict[str, PinState]:
    """All five pins standing on their normal spots."""
    return {pid: PinState(table.spots[normal_spot_of(pid)], True) for pid in PIN_IDS}


# ---------------------------------------------------------------------- parsing
def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InputError(name, f"expected a number, got {quote(value)}")
    f = float(value)
    if not math.isfinite(f):
        raise InputError(name, "must be a finite number")
    return f


def _xy(value: Any, name: str) -> Vec:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise InputError(name, f"expected [x, y], got {quote(value)}")
    return (_number(value[0], f"{name}[0]"), _number(value[1], f"{name}[1]"))


def _fall(value: Any, name: str, standing: bool, pocket: str | None) -> float | None:
    """A down pin's ``fall``: more than 0 (upright is standing) and at most 90 degrees (90,
    lying flat, is the same as none)."""
    if value is None:
        return None
    fall = _number(value, name)
    if standing or pocket is not None:
        raise InputError(name, "only a pin lying on the cloth has a fall")
    if not 0.0 < fall <= 90.0:
        raise InputError(name, f"must be more than 0 and at most 90 degrees, got {fall:g}")
    return None if fall == 90.0 else fall


def parse_position(data: Any, table: Table) -> Position:
    """Shape and types only; geometry is :func:`validate_position`'s job."""
    if not isinstance(data, dict):
        raise InputError("position", 'expected a JSON object with "balls" (and optional "pins")')
    unknown = set(data) - {"balls", "pins"}
    if unknown:
        raise InputError(f"position.{sorted(unknown)[0]}", "unknown key")
    if "balls" not in data:
        raise InputError("balls", "missing")
    balls = _parse_balls(data["balls"])
    raw_pins = data.get("pins")
    pins = standard_pins(table) if raw_pins is None else _parse_pins(raw_pins, table)
    # in the game's own order and on the game's own spots, however the file wrote them: a
    # file's key order named another ball in a call, and a pin written at its spot's printed
    # figure (1.328) stood 2e-16 m off the spot (1.3279999999999998) and met another ball
    return on_spots(Position(balls=balls, pins=pins), table)


def _parse_balls(raw_balls: Any) -> dict[str, Vec | None]:
    """``balls``: ball id -> [x, y] or null; a ball not named is off the table."""
    if not isinstance(raw_balls, dict):
        raise InputError("balls", "expected an object of ball id -> [x, y] or null")
    balls: dict[str, Vec | None] = {}
    for key, value in raw_balls.items():
        if key not in BALL_IDS:
            raise InputError(f"balls.{key}", f"unknown ball id (known: {', '.join(BALL_IDS)})")
        balls[key] = None if value is None else _xy(value, f"balls.{key}")
    for key in BALL_IDS:
        balls.setdefault(key, None)
    return balls


def _parse_pins(raw_pins: Any, table: Table) -> dict[str, PinState]:
    """``pins``: all five pins, each as :func:`_parse_pin` reads it."""
    if not isinstance(raw_pins, dict):
        raise InputError("pins", 'expected an object of pin id -> {"xy", "standing"}')
    pins = {}
    for key, value in raw_pins.items():
        if key not in PIN_IDS:
            raise InputError(f"pins.{key}", f"unknown pin id (known: {', '.join(PIN_IDS)})")
        pins[key] = _parse_pin(key, value, table)
    missing = [p for p in PIN_IDS if p not in pins]
    if missing:
        raise InputError(f"pins.{missing[0]}", "missing (give all five pins or none)")
    return pins


def _parse_pin(key: str, value: Any, table: Table) -> PinState:
    """One pin: where it is, standing or not; a pin that is down may say its direction, the
    pocket it fell into (then it is there, whatever ``xy`` says) and its fall."""
    if not isinstance(value, dict):
        raise InputError(f"pins.{key}", 'expected {"xy": [x, y], "standing": bool}')
    extra = set(value) - {"xy", "standing", "knocked_by", "direction", "pocket", "fall"}
    if extra:
        raise InputError(f"pins.{key}.{sorted(extra)[0]}", "unknown key")
    if "xy" not in value:
        raise InputError(f"pins.{key}.xy", "missing")
    standing = value.get("standing", True)
    if not isinstance(standing, bool):
        raise InputError(f"pins.{key}.standing", "expected true or false")
    direction = value.get("direction")
    if direction is not None:
        direction = _number(direction, f"pins.{key}.direction")
        if standing:
            raise InputError(f"pins.{key}.direction", "only a pin that is down has a direction")
    pocket = value.get("pocket")
    if pocket is not None and (not isinstance(pocket, str) or pocket not in table.pockets):
        raise InputError(f"pins.{key}.pocket", f"unknown pocket {quote(pocket)}")
    if pocket is not None and standing:
        raise InputError(f"pins.{key}.pocket", "a pin in a pocket cannot be standing")
    fall = _fall(value.get("fall"), f"pins.{key}.fall", standing, pocket)
    xy = _xy(value["xy"], f"pins.{key}.xy")
    if pocket is not None:  # it is in the pocket, whatever xy says (it lay on the cloth)
        xy = table.pockets[pocket]
    return PinState(xy, standing, None, direction, pocket, fall)


def on_spots(pos: Position, table: Table) -> Position:
    """``pos`` in the game's own order, each ball and standing pin within :data:`SPOT_SNAP`
    of a spot on it (:func:`on_spot`). The referee takes a shot's final position so too: a
    pin nudged half a micrometre stayed there in play and was on its spot once the save was
    read back, so a resumed encuentro was not the one saved."""
    balls = {k: None if pos.balls[k] is None else on_spot(pos.balls[k], table) for k in BALL_IDS}
    pins = {k: standing_on_spot(pos.pins[k], table) for k in PIN_IDS}
    return Position(balls=balls, pins=pins)


def standing_on_spot(pin: PinState, table: Table) -> PinState:
    """A standing pin on the spot it is within :data:`SPOT_SNAP` of; a pin that is down is
    where it lies (it fell within a micrometre of a spot: read back, its base had moved)."""
    return replace(pin, xy=on_spot(pin.xy, table)) if pin.standing else pin


#: A point this close to a spot (m) is on it: far below anything a table or a shot can tell.
SPOT_SNAP = 1e-6


def on_spot(xy: Vec, table: Table) -> Vec:
    """The spot ``xy`` is written at, to :data:`SPOT_SNAP`; else ``xy`` itself."""
    for spot in table.spots.values():
        if abs(xy[0] - spot[0]) <= SPOT_SNAP and abs(xy[1] - spot[1]) <= SPOT_SNAP:
            return spot
    return xy


def validate_position(pos: Position, table: Table) -> None:
    """Geometry: every ball wholly on the surface, not over a pocket, no two balls overlapping;
    every pin on the surface; a standing pin wholly inside the cushions, not over a pocket, not
    inside a ball or another standing pin. Raises :class:`InputError` on the first problem.

    A pin that is down is checked for its base alone, on purpose: what the physics' audit
    counts as a shot's defects (:func:`~chapo_game.physics.final_audit.defects`: a ball inside
    a lying pin, a lying pin past a cushion's nose) is no mark of a file that cannot be the
    game's. Practice's editor makes both — a pin dragged against the right cushion and tapped
    down lies along +x, 45 mm past the nose; a ball dropped on a lying pin may sit on its axis,
    31 mm into it, the most there is — and keeps them as files, as it kept 0.2.0's final
    positions (pins up to 45 mm past a nose, balls stopped on a pin's axis); the physics of
    early December 2026 left a ball up to 27 mm into a pin. The most a base on the cloth
    allows is 51 mm (the base on the nose line): no depth between tells a table that cannot
    be from one the game made, and a refusal would set kept positions aside as damaged. Pins
    lying across each other are a pin fallen on another. The engine starts from any of these
    as given."""
    problem = next(position_problems(pos, table), None)
    if problem is not None:
        raise problem


def position_problems(pos: Position, table: Table) -> Iterator[InputError]:
    """Every geometric problem of ``pos``, in a fixed order (balls, then pins)."""
    on = pos.on_table()
    yield from _ball_problems(on, table)
    for pid, pin in pos.pins.items():
        yield from _pin_problems(pid, pin, pos.pins, on, table)


def _ball_problems(on: Mapping[str, Vec], table: Table) -> Iterator[InputError]:
    """Each ball off the playing surface or over a pocket, then each two that overlap."""
    for bid, xy in on.items():
        if not table.on_surface(xy):
            yield InputError(f"balls.{bid}", f"{_fmt(xy)} is off the playing surface")
            continue
        pocket = table.pocket_at(xy)
        if pocket is not None:
            yield InputError(f"balls.{bid}", f"{_fmt(xy)} is over the {pocket} pocket")
    ids = [b for b in BALL_IDS if b in on]
    min_d = 2 * table.ball_radius - CONTACT_TOLERANCE
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if math.dist(on[a], on[b]) < min_d:
                yield InputError(f"balls.{b}", f"overlaps ball {a}")


def _pin_problems(
    pid: str, pin: PinState, pins: Mapping[str, PinState], on: Mapping[str, Vec], table: Table
) -> Iterator[InputError]:
    """Pin ``pid``'s problems: off the playing surface; standing, inside a cushion or over a
    pocket (each said alone), else inside a standing pin whose id sorts before it, or inside a
    ball."""
    rp = table.pin_radius
    x, y = pin.xy
    if not (0.0 <= x <= table.width and 0.0 <= y <= table.length):
        yield InputError(f"pins.{pid}.xy", f"{_fmt(pin.xy)} is off the playing surface")
        return
    if not pin.standing:
        return
    if not (rp <= x <= table.width - rp and rp <= y <= table.length - rp):
        yield InputError(f"pins.{pid}", f"standing at {_fmt(pin.xy)}, inside a cushion")
        return
    pocket = table.pocket_at(pin.xy)
    if pocket is not None:
        yield InputError(f"pins.{pid}", f"standing over the {pocket} pocket")
        return
    for other, opin in pins.items():
        if (
            other < pid
            and opin.standing
            and math.dist(opin.xy, pin.xy) < 2 * rp - CONTACT_TOLERANCE
        ):
            yield InputError(f"pins.{pid}", f"standing inside pin {other}")
    for bid, bxy in on.items():
        if math.dist(bxy, pin.xy) < table.ball_radius + rp - CONTACT_TOLERANCE:
            yield InputError(f"pins.{pid}", f"standing inside ball {bid}")


#: The largest overlap :func:`repair_position` mends (m): the physics' rounding leaves a few
#: micrometres (57 µm at worst in 22,000 random shots); anything larger is a real error.
REPAIR_LIMIT = 1e-4


def repair_position(pos: Position, table: Table) -> tuple[Position, list[str]]:
    """Mend overlaps of at most :data:`REPAIR_LIMIT`: a ball a few micrometres into a cushion
    is put back against it, two balls a few micrometres into each other are moved apart along
    the line of centres to exactly touching. Returns the mended position and one phrase per
    mend (empty when nothing needed mending); anything larger, and every other problem, is left
    for :func:`validate_position` to refuse — a loader can then keep a save whose last shot
    ended a hair's breadth wrong instead of refusing the whole encuentro."""
    r = table.ball_radius
    balls = dict(pos.balls)
    mends: list[str] = []
    for bid in BALL_IDS:
        xy = balls.get(bid)
        if xy is None:
            continue
        inside = _inside(table, xy)
        if not table.on_surface(xy) and math.dist(inside, xy) <= REPAIR_LIMIT:
            balls[bid] = inside
            mends.append(f"ball {bid} put back {_um(math.dist(inside, xy))} from a cushion")
    gaps: dict[tuple[str, str], float] = {}
    for _ in range(30):  # a ball held by a cushion or moved onto a third: settle in passes
        moved = False
        ids = [b for b in BALL_IDS if balls.get(b) is not None]
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                pa, pb = balls[a], balls[b]
                assert pa is not None and pb is not None
                d = math.dist(pa, pb)
                gap = 2 * r - d
                if gap < CONTACT_TOLERANCE or d == 0.0:
                    continue
                if (a, b) not in gaps:
                    if gap > REPAIR_LIMIT:
                        continue
                    gaps[(a, b)] = gap
                ux, uy = (pb[0] - pa[0]) / d, (pb[1] - pa[1]) / d
                half = gap / 2
                balls[a] = _inside(table, (pa[0] - ux * half, pa[1] - uy * half))
                balls[b] = _inside(table, (pb[0] + ux * half, pb[1] + uy * half))
                moved = True
        if not moved:
            break
    mends += [f"balls {a} and {b} moved apart by {_um(gap)}" for (a, b), gap in gaps.items()]
    if not mends:
        return pos, []
    return replace(pos, balls=balls), mends


def _inside(table: Table, xy: Vec) -> Vec:
    r = table.ball_radius
    return (min(max(xy[0], r), table.width - r), min(max(xy[1], r), table.length - r))


def _um(metres: float) -> str:
    return f"{metres * 1e6:.0f} µm"


def _fmt(xy: Vec) -> str:
    """A point as a message names it: to a tenth of a millimetre on any table, and a value
    no table has (1e308) in a few digits — written out to the millimetre it took 330
    characters of the one-line message."""
    return "[" + ", ".join(f"{v:.4f}" if abs(v) < 1e6 else f"{v:.4g}" for v in xy) + "]"
