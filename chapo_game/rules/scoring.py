"""Value of the shots (art. 7, guide 6).

Pins: rey alone 5; each lateral 2 (2, 4, 6, 8 for one to four laterals without the rey);
rey + 1 lateral 5; rey + 2 laterals 7; rey + 3 laterals 9; all five: chapó, 30 and the partida.
Pocketed balls add: ball 1 = 2 (1 in the 000 variant, a setting), ball 2 = 2, mingo = 3.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..table import LATERAL_IDS, PIN_IDS

CHAPO_POINTS = 30
REY_WITH_LATERALS: dict[int, int] = {0: 5, 1: 5, 2: 7, 3: 9}
LATERAL_POINTS = 2


def is_chapo(pins: Iterable[str]) -> bool:
    return set(pins) >= set(PIN_IDS)


def pin_value(pins: Iterable[str]) -> int:
    """Points of a set of knocked pins (art. 7 as guide 6 reads it)."""
    down = set(pins)
    unknown = down - set(PIN_IDS)
    if unknown:
        raise KeyError(f"unknown pin {sorted(unknown)[0]!r}")
    laterals = len(down & set(LATERAL_IDS))
    if "rey" in down:
        if laterals == 4:
            return CHAPO_POINTS
        return REY_WITH_LATERALS[laterals]
    return LATERAL_POINTS * laterals


def pocket_value(ball: str, ball1_value: int = 2) -> int:
    """Points of a ball that ended in a pocket (art. 7; ball 1 is 1 in the 000 variant)."""
    return {"1": ball1_value, "2": 2, "mingo": 3}[ball]
