"""What the referee accepts as a shot's result: a complete event log and a possible final
position. Anything else is refused with :class:`~.errors.IllegalShot` naming what is wrong,
before the match changes (issue 10).

- Every event has a finite time ``t`` >= 0 and a ``type``. The events the referee reads carry
  the fields it reads, with known ids (a ``ball_pin`` names its ``ball`` and its ``pin``).
  Other fields, and event types the referee does not read (the physics may log more kinds),
  are accepted as they are.
- The log ends at rest: "a shot is not valid until all balls have stopped" (000) — a ``rest``
  event no earlier than any other event.
- The final position: no ball off the surface or over a pocket, no two balls overlapping, no
  standing pin inside a ball (a pin left leaning on a ball is down, art. 5.2). The
  physics' rounding can leave two balls a few micrometres into each other (57 µm at worst):
  such hair's-breadth overlaps, up to :data:`~chapo_game.position.REPAIR_LIMIT` (0.1 mm), are
  mended as a loaded save's are (:func:`~chapo_game.position.repair_position`), so a real shot
  is never refused for them; anything more is refused.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import InputError
from ..events import Event
from ..position import Position, on_spots, repair_position
from ..table import BALL_IDS, CONTACT_TOLERANCE, CUSHION_IDS, PIN_IDS, Table
from .errors import IllegalShot

_BALL = frozenset(BALL_IDS)
_PIN = frozenset(PIN_IDS)
_CUSHION = frozenset(CUSHION_IDS)

#: The fields the referee reads, by event type, and what they may hold (``None``: any string).
REQUIRED: dict[str, dict[str, frozenset[str] | None]] = {
    "strike": {"ball": _BALL},
    "ball_ball": {"a": _BALL, "b": _BALL},
    "ball_cushion": {"ball": _BALL, "cushion": _CUSHION},
    "ball_pin": {"ball": _BALL, "pin": _PIN},
    "pin_pin": {"a": _PIN, "b": _PIN},
    "pin_down": {"pin": _PIN},
    "pocketed": {"ball": _BALL},
    "pocket_reject": {"ball": _BALL},
    "off_table": {"ball": _BALL},
    "line_cross": {"ball": _BALL, "line": None},
    "rest": {},
}


def _time(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise IllegalShot(f"{where}: time t must be a finite number, got {value!r}")
    if value < 0:
        raise IllegalShot(f"{where}: time t must not be negative, got {value!r}")
    return float(value)


def check_event(item: Any, index: int) -> Event:
    """One event of the log, as an :class:`Event`, or :class:`IllegalShot` saying what is
    missing or wrong."""
    where = f"event {index}"
    if isinstance(item, Event):
        t, typ, data = item.t, item.type, item.data
    elif isinstance(item, Mapping):
        if "t" not in item:
            raise IllegalShot(f"{where}: no time t")
        if "type" not in item:
            raise IllegalShot(f"{where}: no type")
        t, typ = item["t"], item["type"]
        data = {k: v for k, v in item.items() if k not in ("t", "type")}
    else:
        raise IllegalShot(f"{where}: expected an event, got {type(item).__name__}")
    if not isinstance(typ, str) or not typ:
        raise IllegalShot(f"{where}: type must be a name, got {typ!r}")
    t = _time(t, f"{where} ({typ})")
    for name, allowed in REQUIRED.get(typ, {}).items():
        if name not in data:
            raise IllegalShot(f"{where} ({typ}): no {name!r}")
        value = data[name]
        if not isinstance(value, str) or (allowed is not None and value not in allowed):
            raise IllegalShot(f"{where} ({typ}): unknown {name} {value!r}")
    return item if isinstance(item, Event) else Event(t, typ, data)


def check_log(events: Any) -> list[Event]:
    """The whole log: every event well formed, and a final ``rest``."""
    if isinstance(events, str | bytes | Mapping) or not isinstance(events, Sequence):
        raise IllegalShot("the event log must be a list of events")
    evs = [check_event(e, i) for i, e in enumerate(events)]
    rests = [e.t for e in evs if e.type == "rest"]
    if not rests:
        raise IllegalShot("the event log never reaches rest: the shot is not over")
    last = max(e.t for e in evs)
    if max(rests) < last:
        raise IllegalShot(f"the event log goes on after rest (t = {last:g} s)")
    return evs


def check_final(table: Table, final: Any) -> Position:
    """The final position (hair's-breadth overlaps mended): the three balls and five pins;
    every ball on the surface, not over a pocket, no two balls overlapping, and no standing
    pin inside a ball."""
    if not isinstance(final, Position):
        raise IllegalShot("final must be a Position")
    missing = [b for b in BALL_IDS if b not in final.balls]
    if missing or any(p not in final.pins for p in PIN_IDS):
        raise IllegalShot("final position must list the three balls and the five pins")
    try:
        final, _mends = repair_position(final, table)
        final = on_spots(final, table)  # as a record reads it back
        _check_final_geometry(table, final)
    except InputError as exc:
        raise IllegalShot(f"impossible final position: {exc}") from None
    except (TypeError, ValueError, IndexError) as exc:
        raise IllegalShot(f"malformed final position ({type(exc).__name__})") from None
    return final


def _check_final_geometry(table: Table, final: Position) -> None:
    """Raise :class:`InputError` on the first ball off the surface or over a pocket, the first
    two balls overlapping, the first standing pin inside a ball."""
    on = final.on_table()
    for bid, xy in on.items():
        if not table.on_surface(xy):
            raise InputError(f"balls.{bid}", "off the playing surface")
        if table.pocket_at(xy) is not None:
            raise InputError(f"balls.{bid}", "over a pocket")
    ids = [b for b in BALL_IDS if b in on]
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if math.dist(on[a], on[b]) < 2 * table.ball_radius - CONTACT_TOLERANCE:
                raise InputError(f"balls.{b}", f"overlaps ball {a}")
    reach = table.ball_radius + table.pin_radius - CONTACT_TOLERANCE
    for pid in PIN_IDS:
        pin = final.pins[pid]
        inside = [b for b in ids if pin.standing and math.dist(pin.xy, on[b]) < reach]
        if inside:
            raise InputError(f"pins.{pid}", f"standing inside ball {inside[0]}")
