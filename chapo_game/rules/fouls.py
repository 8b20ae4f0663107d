"""The catalogue of fouls the engine judges (000, FALTAS Y SANCIONES, as issue 3 lists them).

Each foul has a stable ``code`` (never renamed: saved matches, the window's texts and the tests
use it), its sanction in points for the opponent (``None`` = the value of the pins, computed per
shot), the paragraph it comes from (``rule``), a reason in English and Spanish, and a
``severity`` rank used to keep one foul per shot (guide 7: the most severe; ties of points are
broken by this rank, higher first).

``rule`` strings: ``000 FALTAS 1pt-N`` is item N of "Faltas sancionadas con un punto",
``000 FALTAS 2pt-N`` of "dos puntos", ``000 FALTAS varios-N`` of "varios puntos";
``002 art. N`` is the Reglamento; ``guide N`` the project guide's reading N.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class FoulSpec:
    code: str
    points: int | None  # None: the value of the pins knocked (computed per shot)
    rule: str
    reason_en: str
    reason_es: str
    severity: int


_SPECS: tuple[FoulSpec, ...] = (
    FoulSpec(
        "chapo_before_contact",
        30,
        "000 FALTAS varios-2; guide 5",
        "knocked down all five pins before touching a ball",
        "derribó los cinco palos antes de dar bola",
        100,
    ),
    FoulSpec(
        "pins_before_contact",
        None,
        "000 FALTAS varios-1; guide 5",
        "pins knocked down before touching a ball",
        "derribo antes de dar bola",
        90,
    ),
    FoulSpec(
        "off_table",
        2,
        "000 FALTAS 2pt-3/4/5; guide 11",
        "a ball left the table",
        "una bola salió del billar",
        80,
    ),
    FoulSpec(
        "pocketed_without_contact",
        2,
        "000 FALTAS 2pt-1/2",
        "the shooter's ball went into a pocket without touching another ball",
        "su bola entró en tronera sin tocar otra bola",
        70,
    ),
    FoulSpec(
        "in_hand_ball_inside_first",
        1,
        "000 FALTAS 1pt-9; 002 art. 12",
        "the ball in hand met a ball inside the cabaña first",
        "con bola en mano tocó primero una bola dentro de la cabaña",
        60,
    ),
    FoulSpec(
        "in_hand_outside_cabana",
        1,
        "000 FALTAS 1pt-2; 002 art. 12",
        "played the ball in hand from outside the cabaña",
        "jugó la bola en mano desde fuera de la cabaña",
        55,
    ),
    FoulSpec(
        "wrong_ball",
        1,
        "000 FALTAS 1pt-4",
        "played a ball that is not theirs",
        "jugó una bola que no es la suya",
        50,
    ),
    FoulSpec(
        "push_ball",
        1,
        "000 FALTAS 1pt-12; 002 art. 15; guide 10",
        "a push into the ball their ball was touching",
        "retaque, tiró contra la bola que tocaba la suya",
        45,
    ),
    FoulSpec(
        "push_cushion",
        1,
        "000 FALTAS 1pt-12; guide 10",
        "a push into the cushion their ball was touching",
        "retaque, tiró contra la banda que tocaba su bola",
        44,
    ),
    FoulSpec(
        "seco_ball_before_cushion",
        1,
        "000 FALTAS 1pt-8; 002 art. 10",
        "met a ball before a cushion with the seco cue",
        "con el taco seco tocó bola antes que banda",
        40,
    ),
    FoulSpec(
        "option_pasar_broken",
        1,
        "000 FALTAS 1pt-5; guide 4",
        "declared pasar and the ball did not cross the línea media before touching a ball",
        "declaró pasar y la bola no pasó la línea media antes de tocar bola",
        35,
    ),
    FoulSpec(
        "option_no_pasar_broken",
        1,
        "000 FALTAS 1pt-6; guide 4",
        "declared no pasar and the ball crossed the línea media",
        "declaró no pasar y la bola pasó la línea media",
        34,
    ),
    FoulSpec(
        "option_bricole_broken",
        1,
        "000 BOLA EN MANO 3; guide 4",
        "declared bricole and the ball met a ball before the foot cushion",
        "declaró bricole y la bola tocó bola antes que la banda del fondo",
        33,
    ),
    FoulSpec(
        "no_ball_touched",
        1,
        "000 FALTAS 1pt-10",
        "touched no ball",
        "no tocó ninguna bola",
        10,
    ),
)

FOULS: dict[str, FoulSpec] = {s.code: s for s in _SPECS}


@dataclass(frozen=True)
class Foul:
    """One foul found in a shot: its code, the points it gives the opponent, its rule."""

    code: str
    points: int
    rule: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def spec(self) -> FoulSpec:
        return FOULS[self.code]

    def severity_key(self) -> tuple[int, int]:
        return (self.points, self.spec.severity)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "points": self.points, "rule": self.rule}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Foul:
        return Foul(str(data["code"]), int(data["points"]), str(data["rule"]))


def make_foul(code: str, points: int | None = None, **params: Any) -> Foul:
    """A foul of the catalogue; ``points`` only for the pin-valued fouls."""
    spec = FOULS[code]
    value = spec.points if spec.points is not None else points
    if value is None:
        raise ValueError(f"foul {code} needs its points")
    return Foul(code, int(value), spec.rule, dict(params))


def most_severe(fouls: list[Foul]) -> Foul | None:
    """Guide 7: one foul per shot, the one worth most to the opponent (ties: catalogue rank)."""
    if not fouls:
        return None
    return max(fouls, key=Foul.severity_key)
