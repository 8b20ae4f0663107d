"""Geometry of a Chapó table: the one place every figure of the table lives.

Coordinates follow ../shared/GUIDE.md: metres, origin at the head-left corner of the playing
surface, ``x`` across the table (0..W), ``y`` along it (0..L); the head cushion (cabaña de
salida) is at ``y = 0`` and the foot cushion (cabaña del mingo) at ``y = L``.

This module knows neither pygame nor pymunk nor the rules: the physics builds its world from it,
the referee asks it which cabaña a ball is in, and the window draws it to scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

Vec = tuple[float, float]

#: Ball ids as used in positions, event logs and JSON (glossary: bola 1, bola 2, mingo).
BALL_IDS: tuple[str, ...] = ("1", "2", "mingo")
#: The players' balls (jugadoras).
PLAYER_BALLS: tuple[str, ...] = ("1", "2")
#: Pin ids, named by their normal spot (glossary: palo rey, palos laterales).
PIN_IDS: tuple[str, ...] = (
    "rey",
    "lateral_head",
    "lateral_foot",
    "lateral_left",
    "lateral_right",
)
LATERAL_IDS: tuple[str, ...] = PIN_IDS[1:]
#: The four cushions (bandas): short ones at the head and foot, long ones left and right.
CUSHION_IDS: tuple[str, ...] = ("head", "foot", "left", "right")
#: The four corner pockets (troneras).
POCKET_IDS: tuple[str, ...] = ("head_left", "head_right", "foot_left", "foot_right")
#: The opposite of each direction (art. 5a: a lateral goes to the auxiliary on the other side).
OPPOSITE: dict[str, str] = {"head": "foot", "foot": "head", "left": "right", "right": "left"}
#: The mingo spots in the order art. 6 tries them.
MINGO_SPOT_IDS: tuple[str, ...] = ("mingo_normal", "mingo_cushion", "mingo_string")


@dataclass(frozen=True)
class Profile:
    """Playing-surface size of one kind of table (the Reglamento gives none)."""

    name: str
    width: float  # across, x (m)
    length: float  # along, y (m)
    description: str


PROFILES: dict[str, Profile] = {
    "match": Profile("match", 1.42, 2.84, "federation match size, 2.84 x 1.42 m"),
    "club": Profile("club", 1.27, 2.54, "common club size, 2.54 x 1.27 m"),
}
DEFAULT_PROFILE = "match"

BALL_DIAMETER = 0.080  # art. 2: 78-80 mm
PIN_BASE_DIAMETER = 0.012  # art. 3: 11-12 mm
PIN_HEIGHT = 0.045  # art. 3: 40-50 mm
POCKET_DIAMETER = 0.105  # art. 1
POCKET_DEPTH = 0.075  # art. 1: deep enough for two balls
POCKET_CAPACITY = 2  # art. 1 and 13: "pueden caber dos bolas"
CUSHION_HEIGHT = 0.056  # art. 1: 55-57 mm (drawn; the physics is 2-D)
CONTACT_TOLERANCE = 1e-6  # m: two balls closer than 2R minus this overlap


@dataclass(frozen=True)
class Segment:
    """A cushion nose between two points, with the inward normal of the playing surface."""

    a: Vec
    b: Vec
    normal: Vec


@dataclass(frozen=True, eq=False)
class Table:
    """Every figure of one table profile. Build it with :func:`get_table`."""

    profile: str
    width: float
    length: float
    ball_radius: float = BALL_DIAMETER / 2
    pin_radius: float = PIN_BASE_DIAMETER / 2
    pin_height: float = PIN_HEIGHT
    pocket_radius: float = POCKET_DIAMETER / 2
    pocket_depth: float = POCKET_DEPTH
    pocket_capacity: int = POCKET_CAPACITY
    cushion_height: float = CUSHION_HEIGHT
    spots: dict[str, Vec] = field(default_factory=dict)
    pockets: dict[str, Vec] = field(default_factory=dict)
    cushions: dict[str, Segment] = field(default_factory=dict)
    diamonds: tuple[Vec, ...] = ()

    # ----------------------------------------------------------------- derived figures
    @property
    def ball_diameter(self) -> float:
        return 2 * self.ball_radius

    @property
    def pin_spacing(self) -> float:
        """Distance between neighbouring pin spots: a ball passes between two pins brushing both
        (art. 4), so the spacing is one ball diameter plus one pin base diameter."""
        return self.ball_diameter + 2 * self.pin_radius

    @property
    def cabana_salida_y(self) -> float:
        """The string through the first diamonds at the head end (art. 8)."""
        return self.length / 4

    @property
    def cabana_mingo_y(self) -> float:
        """The string through the third diamonds, at the foot end (art. 8)."""
        return 3 * self.length / 4

    @property
    def linea_media_y(self) -> float:
        """The línea media: the string across the middle of the table."""
        return self.length / 2

    @property
    def pin_axis_x(self) -> float:
        """The string along the table through the pin spots."""
        return self.width / 2

    # ----------------------------------------------------------------- predicates
    def in_cabana_salida(self, xy: Vec) -> bool:
        """Inside or on the string counts as inside (art. 14)."""
        return xy[1] <= self.cabana_salida_y

    def in_cabana_mingo(self, xy: Vec) -> bool:
        """Inside or on the string counts as inside (art. 14)."""
        return xy[1] >= self.cabana_mingo_y

    def in_cabana(self, which: str, xy: Vec) -> bool:
        if which == "salida":
            return self.in_cabana_salida(xy)
        if which == "mingo":
            return self.in_cabana_mingo(xy)
        raise ValueError(f"unknown cabaña {which!r}")

    def on_surface(self, xy: Vec) -> bool:
        """True when a ball centred at ``xy`` lies wholly on the playing surface."""
        r = self.ball_radius
        x, y = xy
        eps = CONTACT_TOLERANCE
        return r - eps <= x <= self.width - r + eps and r - eps <= y <= self.length - r + eps

    def pocket_at(self, xy: Vec) -> str | None:
        """The pocket whose mouth the point ``xy`` is over, if any (a ball whose centre is there
        is off the cloth: it falls, unless fast enough to fly over and climb out)."""
        for pid, (px, py) in self.pockets.items():
            if math.hypot(xy[0] - px, xy[1] - py) < self.pocket_radius:
                return pid
        return None

    def to_json(self) -> dict:
        """Every figure, for ``chapo table --json``."""
        return {
            "profile": self.profile,
            "units": "SI (m, s, kg); angles in degrees counter-clockwise from +x",
            "playing_surface": {"width": self.width, "length": self.length},
            "ball": {"diameter": self.ball_diameter, "radius": self.ball_radius},
            "pin": {
                "base_diameter": 2 * self.pin_radius,
                "radius": self.pin_radius,
                "height": self.pin_height,
                "spacing": self.pin_spacing,
            },
            "pockets": {
                "diameter": 2 * self.pocket_radius,
                "radius": self.pocket_radius,
                "depth": self.pocket_depth,
                "capacity": self.pocket_capacity,
                "centres": {k: list(v) for k, v in self.pockets.items()},
            },
            "cushions": {
                k: {"a": list(s.a), "b": list(s.b), "normal": list(s.normal)}
                for k, s in self.cushions.items()
            },
            "cushion_height": self.cushion_height,
            "diamonds": [list(d) for d in self.diamonds],
            "strings": {
                "cabana_salida": {"y": self.cabana_salida_y, "inside": "y <= string"},
                "cabana_mingo": {"y": self.cabana_mingo_y, "inside": "y >= string"},
                "linea_media": {"y": self.linea_media_y},
                "pin_axis": {"x": self.pin_axis_x},
            },
            "spots": {k: list(v) for k, v in self.spots.items()},
            "pin_home": {pid: normal_spot_of(pid) for pid in PIN_IDS},
        }


def normal_spot_of(pin_id: str) -> str:
    """The spot id a pin stands on normally (pins are named by their spot)."""
    if pin_id == "rey":
        return "center"
    if pin_id in LATERAL_IDS:
        return pin_id.removeprefix("lateral_")
    raise KeyError(pin_id)


def _spots(width: float, length: float, spacing: float, ball_d: float) -> dict[str, Vec]:
    cx, cy = width / 2, length / 2
    step = {"head": (0.0, -1.0), "foot": (0.0, 1.0), "left": (-1.0, 0.0), "right": (1.0, 0.0)}
    spots: dict[str, Vec] = {"center": (cx, cy)}
    for d, (dx, dy) in step.items():
        spots[d] = (cx + dx * spacing, cy + dy * spacing)
    for d, (dx, dy) in step.items():
        spots[f"aux_{d}"] = (cx + dx * 2 * spacing, cy + dy * 2 * spacing)
    # Art. 4 and 6: the mingo's normal spot is 2.5 balls from the foot cushion on the pin axis;
    # the second is frozen to the foot cushion at its middle; the third at the centre of the
    # string through the third diamonds.
    spots["mingo_normal"] = (cx, length - 2.5 * ball_d)
    spots["mingo_cushion"] = (cx, length - ball_d / 2)
    spots["mingo_string"] = (cx, 3 * length / 4)
    return spots


def _pockets(width: float, length: float, radius: float) -> dict[str, Vec]:
    """Pocket centres. Our reading: the Ø 105 mm hole sits in the corner with the corner of the
    playing surface on its rim, i.e. its centre at r/√2 from both cushion lines. The cushions
    then end where they meet the rim, 2·r/√2 from the corner, and the mouth between the two jaws
    is exactly one pocket diameter wide."""
    d = radius / math.sqrt(2)
    return {
        "head_left": (d, d),
        "head_right": (width - d, d),
        "foot_left": (d, length - d),
        "foot_right": (width - d, length - d),
    }


def _cushions(width: float, length: float, radius: float) -> dict[str, Segment]:
    jaw = 2 * radius / math.sqrt(2)
    return {
        "head": Segment((jaw, 0.0), (width - jaw, 0.0), (0.0, 1.0)),
        "foot": Segment((jaw, length), (width - jaw, length), (0.0, -1.0)),
        "left": Segment((0.0, jaw), (0.0, length - jaw), (1.0, 0.0)),
        "right": Segment((width, jaw), (width, length - jaw), (-1.0, 0.0)),
    }


def _diamonds(width: float, length: float) -> tuple[Vec, ...]:
    """Three on each long rail at L/4, L/2, 3L/4; one in the middle of each short rail (art. 1).
    Given on the cushion line; the window draws them on the wooden rail beside it."""
    long_rail = [(x, length * k / 4) for x in (0.0, width) for k in (1, 2, 3)]
    short_rail = [(width / 2, 0.0), (width / 2, length)]
    return tuple(long_rail + short_rail)


@cache
def get_table(profile: str = DEFAULT_PROFILE) -> Table:
    """The table of a named profile (``match`` by default, or ``club``).

    Raises :class:`KeyError` naming the profile when it is unknown.
    """
    try:
        p = PROFILES[profile]
    except KeyError:
        raise KeyError(
            f"unknown table profile {profile!r} (known: {', '.join(PROFILES)})"
        ) from None
    r_pocket = POCKET_DIAMETER / 2
    spacing = BALL_DIAMETER + PIN_BASE_DIAMETER
    return Table(
        profile=p.name,
        width=p.width,
        length=p.length,
        spots=_spots(p.width, p.length, spacing, BALL_DIAMETER),
        pockets=_pockets(p.width, p.length, r_pocket),
        cushions=_cushions(p.width, p.length, r_pocket),
        diamonds=_diamonds(p.width, p.length),
    )
