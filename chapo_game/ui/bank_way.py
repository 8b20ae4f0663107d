"""The aiming guide's way on after a bank: where the shot ball goes from the first cushion it
meets before any ball. The guide's line ends at what the ball meets first, so on a bank — the
start offered after pasar or bricole, a ball hidden behind the pins' cross — it ended in a
plain ring on the cushion, and nothing showed the way back to the ball the bank was for."""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from .draw.geometry import Vec
from .ways import Places, met_by, way_between

#: Cushions the way on is followed through after the first: one- and two-cushion banks.
BANK_CUSHIONS = 2


class BankWay(NamedTuple):
    """The way on (table points, from the first cushion) and whether it ends where the ball
    meets a ball, a pin, a pocket or stops (a ring there), not cut after :data:`BANK_CUSHIONS`
    more cushions (an arrowhead)."""

    points: tuple[Vec, ...]
    ends: bool


def _on(e: Any) -> bool:
    """A contact the way ends at: not a cushion, nor a pin already lying (pushed aside, it
    does not stop the ball)."""
    return e.type != "ball_cushion" and not (e.type == "ball_pin" and e.get("lying"))


def bank_way(frames: Any, events: Any, ball: str, places: Places) -> BankWay | None:
    """``ball``'s way on from the first cushion it meets before anything else, through at most
    :data:`BANK_CUSHIONS` more, to what it meets next or where it stops; ``None`` where its
    first contact is no cushion."""
    mine = met_by(events, ball)
    if not mine or mine[0].type != "ball_cushion":
        return None
    rest = mine[1:]
    end = next((e for e in rest if _on(e)), None)
    cushions = [e for e in rest if e.type == "ball_cushion" and (end is None or e.t < end.t)]
    cut = len(cushions) > BANK_CUSHIONS
    t1 = cushions[BANK_CUSHIONS].t if cut else (end.t if end is not None else math.inf)
    pts = way_between(frames, ball, mine[0].t, t1, places)
    return BankWay(tuple(pts), not cut) if len(pts) > 1 else None
