"""Where practice puts a ball back on the table (brought back by its key, or after it fell),
how the editor lays a pin and refuses a drop, and what it says of each: pure, no drawing."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from chapo_game.i18n import _, ngettext, translations
from chapo_game.physics.lean import held_by
from chapo_game.position import PinState, Position
from chapo_game.rules import words
from chapo_game.rules.geometry import nearest_free
from chapo_game.rules.placement import PlacementArea
from chapo_game.table import BALL_IDS, CONTACT_TOLERANCE, PIN_IDS, Table

from ..draw.geometry import TableGeometry
from ..replay import said_now
from .game.input import nudged


def next_pin(pos: Position, held: tuple[str, str] | None) -> tuple[str, str] | None:
    """What P takes in the editor: the pin after the held one (the first when none is held),
    of those not in a pocket; ``None`` when every pin is."""
    pins = [p for p in PIN_IDS if pos.pins[p].pocket is None]
    at = pins.index(held[1]) + 1 if held and held[0] == "pin" else 0
    return ("pin", pins[at % len(pins)]) if pins else None


def nudged_piece(
    pos: Position, view: TableGeometry, kind: str, gid: str, key: int, fine: bool
) -> Position:
    """``pos`` with the held ball or pin ``gid`` moved by an arrow key (1 cm, ``fine`` 2 mm;
    screen directions on ``view``), kept on the table."""
    t = view.table
    r = t.ball_radius if kind == "ball" else t.pin_radius
    area = PlacementArea("table", r, r, t.width - r, t.length - r)
    if kind == "ball":
        xy = pos.balls[gid]
        assert xy is not None
        return pos.with_ball(gid, nudged(area, xy, key, fine, view))
    old = pos.pins[gid]
    return pos.with_pin(gid, replace(old, xy=nudged(area, old.xy, key, fine, view)))


def first_ball(pos: Position) -> str:
    """The ball a drill starts on: ball 1, or the first one a kept position has on the table
    (one kept without ball 1 came back with the cue on nothing: Space, H and the aim dead)."""
    on = pos.on_table()
    return next((b for b in BALL_IDS if b in on), "1")


def tapped(st: PinState, t: Table) -> PinState:
    """A pin the editor lays down (a tap, Space) or stands up: down, it lies out from the
    pins' cross, as it is drawn — without a direction it was drawn so but played lying along
    +x (the left lateral's head towards the rey, in the gap a ball was seen to have)."""
    if not st.standing:
        return PinState(st.xy, True)
    cx, cy = t.spots["center"]
    dx, dy = st.xy[0] - cx, st.xy[1] - cy
    away = math.degrees(math.atan2(dy, dx)) if math.hypot(dx, dy) > 1e-6 else 90.0
    return PinState(st.xy, False, None, away)


def start_spot(t: Table, b: str) -> tuple[float, float]:
    """Where a ball brought back to the table goes (the nearest free place to it): the
    players' balls near the cabaña string, the mingo on its spot."""
    if b == "mingo":
        return t.spots["mingo_normal"]
    return (t.width * (0.3 if b == "1" else 0.7), t.length * 0.15)


def brought_back(pos: Position, t: Table, b: str) -> Position:
    """``pos`` with ball ``b`` back on the table at the free place nearest its
    :func:`start_spot` (a pin it would cover lies down)."""
    xy = nearest_free(t, start_spot(t, b), pos.balls)
    return free_covered_pins(pos.with_ball(b, xy), t)


def back_said(said: Any, ball: str) -> Any:
    """``said`` (:data:`..replay.Words`) of a shot whose ball fell or left the table, then
    where it is again, in the language of the moment (``ball`` "": ``said`` alone)."""
    if not ball:
        return said

    def words() -> str:
        back = _("Ball {b} is back in the cabaña de salida.").format(b=ball)
        if ball == "mingo":
            back = _("The mingo is back on its spot.")
        first = said_now(said)
        # a sentence already ended (a closing bracket after its stop too) takes no second stop:
        # "…sets everything back.). Ball 1 is back…"
        ended = first.rstrip(')»”"').endswith((".", "!", "?"))
        return f"{first}{'' if ended else '.'} {back}"

    return words


def free_covered_pins(pos: Position, t: Table) -> Position:
    """Knock down (remove) any standing pin that a ball now covers, so the position is valid;
    and a pin left leaning on a ball or a cushion (``PinState.fall``) that no longer holds it
    up — the ball dragged away, the pin dragged off it — lies flat: it was drawn leaning on
    nothing, and fell unseen as the next shot began."""
    pins = dict(pos.pins)
    for pid, st in pos.pins.items():
        if not st.standing:
            continue
        for xy in pos.on_table().values():
            if math.dist(xy, st.xy) < t.ball_radius + t.pin_radius:
                # fallen away from the ball (from the pins' cross if the ball is right on it),
                # its head out from under it: it lay along +x, hidden wherever that pointed
                frm = xy if math.dist(xy, st.xy) > 1e-9 else t.spots["center"]
                dx, dy = st.xy[0] - frm[0], st.xy[1] - frm[1]
                away = math.degrees(math.atan2(dy, dx)) if math.hypot(dx, dy) > 1e-9 else 90.0
                pins[pid] = PinState(st.xy, False, None, away)
    for pid, st in pins.items():
        if st.standing or st.fall is None or st.pocket is not None:
            continue
        if held_by(t, st.xy, st.way, st.fall, pos.balls) is None:
            pins[pid] = replace(st, fall=None)
    return Position(dict(pos.balls), pins)


def refusal(pos: Position, t: Table, kind: str, gid: str) -> tuple[str, str]:
    """What the held ball or pin ``gid`` is on in ``pos``, where putting it down is refused:
    ("pocket", ""), ("ball", its id) or ("pin", its id); ("", "") if none of those."""
    xy = pos.balls.get(gid) if kind == "ball" else pos.pins[gid].xy
    if xy is None:
        return "", ""
    if t.pocket_at(xy) is not None:
        return "pocket", ""
    if kind == "ball":
        near = 2 * t.ball_radius - CONTACT_TOLERANCE
        others = {b: at for b, at in pos.on_table().items() if b != gid}
    else:
        near = 2 * t.pin_radius - CONTACT_TOLERANCE
        others = {p: q.xy for p, q in pos.pins.items() if p != gid and q.standing}
    on = next((o for o, at in others.items() if math.dist(at, xy) < near), "")
    return (kind, on) if on else ("", "")


def refusal_said(kind: str, on: tuple[str, str]) -> str:
    """The editor's one line on a refused drop, naming what the piece was put on (it said
    "on another ball or over a pocket" of either, and the coach was left to guess which)."""
    what, gid = on
    if what == "pocket":
        return _("Not there: over a pocket. Find a free place.")
    if what == "ball":
        if gid == "mingo":
            return _("Not there: on the mingo. Find a free place.")
        return _("Not there: on ball {b}. Find a free place.").format(b=gid)
    if what == "pin":
        said = words.pins([gid], translations())
        return _("Not there: on {pin}. Find a free place.").format(pin=said)
    if kind == "ball":
        return _("Not there: on another ball or over a pocket. Find a free place.")
    return _("Not there: on another pin or over a pocket. Find a free place.")


def felled_said(pins: list[str]) -> str:
    """Standing pins a ball was put down on: knocked down, as the table cannot hold them."""
    said = words.capfirst(words.pins(pins, translations()))
    return ngettext(
        "{pins} goes down: no pin stands under a ball.",
        "{pins} go down: no pin stands under a ball.",
        len(pins),
    ).format(pins=said)


def felled_note(before: Position, after: Position) -> Any:
    """What to say of the pins ``before`` had standing and ``after`` has down (they went
    down out of sight under a ball, unsaid), in the language of the moment; ``None``:
    none."""
    felled = [p for p, q in before.pins.items() if q.standing != after.pins[p].standing]
    return (lambda: felled_said(felled)) if felled else None
