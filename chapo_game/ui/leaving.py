"""A ball that leaves the table, seen leaving it; a ball or a pin that drops, seen dropping.

The physics takes a ball off the cloth at the instant it meets a cushion too hard
(``off_table``): from the next frame on it is gone. On the screen it vanished beside the
cushion, and a player stepping through the replay saw a ball that had hit nothing simply
disappear — next to another ball, it looked as if that ball had been hit and not moved. Here
the frames after that instant show it going on over the cushion and the wooden rail, fading,
until it is past the table's edge as drawn: two or three frames, since at over 8.5 m/s it
crosses the rail in a few hundredths of a second. A shot whose frames end before that gets
those few frames more. The events and the final position are the physics' own; only what is
drawn changes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from chapo_game.table import Table

from .draw.geometry import CUSHION, RAIL, Vec
from .ways import contact_places

FRAME_DT = 1.0 / 60.0
#: The share of its speed a ball keeps as it rides up the cushion's nose and over the rail
#: (the cushion throws it up rather than back; a figure for the eye, not for the referee).
KEEP = 0.6
#: How faded a leaving ball is drawn as it crosses the rail: from the first alpha to the last.
ALPHA_FROM, ALPHA_TO = 230, 90
#: At most so many frames of it (a ball leaving slowly, past 8.5 m/s, needs five).
MAX_FRAMES = 12


@dataclass(frozen=True)
class Airborne:
    """A ball in a frame after it left the table or dropped: where it is drawn, how faded."""

    xy: tuple[float, float]
    quat: tuple[float, float, float, float]
    alpha: int


def with_leaving(
    frames: Sequence[Any],
    events: Sequence[Any],
    table: Table,
    trace: Sequence[dict[str, Any]] | None = None,
) -> list[Any]:
    """``frames`` (the physics' 60 Hz frames) with every ball that left the table drawn on
    its way over the rail after the instant it left, and every ball that dropped drawn into
    its pocket (:func:`_add_drop`) from where it dropped: the simulator's ``trace`` has the
    place, where it was asked for one."""
    out = list(frames)
    places = contact_places(trace)
    left = {(tr["t"], tr["ball"]): tr for tr in trace or () if tr["type"] == "off_table"}
    for e in events:
        if e.type == "off_table":
            _add_flight(out, e, table, left.get((e.t, e.get("ball"))))
        elif e.type == "pocketed":
            _add_drop(out, e, table, places.get((e.t, e.get("ball"))))
        elif e.type == "pin_pocketed":
            _add_pin_drop(out, e, table)
    return out


def _add_pin_drop(frames: list[Any], e: Any, table: Table) -> None:
    """A pin that drops, seen in the hole: the physics takes it off as its middle passes the
    hole's edge, and it was last drawn short of it (a third of a pin's length at 2 m/s), then
    gone. Its first frame after shows it lying across the hole's centre; then it is gone."""
    pid, centre = e.get("pin"), table.pockets.get(e.get("pocket"))
    j = next(
        (i for i, f in enumerate(frames) if f.t >= e.t - 1e-9 and f.pins[pid].pocket is not None),
        None,
    )
    if j is None or j == 0 or centre is None or frames[j - 1].pins[pid].pocket is not None:
        return
    last = frames[j - 1].pins[pid]
    half = 0.5 * last.reach(table.pin_height)
    a = math.radians(last.direction)
    xy = (centre[0] - half * math.cos(a), centre[1] - half * math.sin(a))
    gone = frames[j].pins[pid]
    frames[j] = replace(frames[j], pins={**frames[j].pins, pid: replace(last, xy=xy)})
    if j == len(frames) - 1:  # the shot's last frame: gone into the pocket, not lying on it
        frames.append(
            replace(frames[-1], t=frames[-1].t + FRAME_DT, pins={**frames[-1].pins, pid: gone})
        )


def _last_seen(frames: Sequence[Any], bid: str, t: float) -> int | None:
    """The last frame at or before ``t`` with ball ``bid`` on the cloth."""
    return next(
        (
            i
            for i in range(len(frames) - 1, -1, -1)
            if frames[i].t <= t + 1e-9 and frames[i].balls.get(bid) is not None
        ),
        None,
    )


def _add_drop(frames: list[Any], e: Any, table: Table, exact: Vec | None = None) -> None:
    """A ball that dropped, seen dropping. The physics takes it off the cloth as soon as it
    knows it falls: as its centre passes the hole's edge, or — fast enough to fly on over the
    hole, its centre in the air until the far edge would let it climb out — at the jaw or ball
    it meets in the air there, which turns it onto a way it cannot climb out by. A fast one
    was last drawn wholly outside the hole — 90 mm clear of it at 8 m/s, 11 of 123 pots in
    play — then gone: a player stepping through the replay saw it stop short and vanish. The
    frame after shows it where it dropped, the next in the hole, faded; then it is gone.
    Where it dropped is ``exact`` (the trace's place); else its last frame carried on at its
    last speed — through any cushion met since: off the head cushion by the pocket's mouth
    and in at the edge, it was drawn dropping 3 cm away, 17 mm of it past that cushion's nose."""
    bid, t_in = e.get("ball"), e.t
    k = _last_seen(frames, bid, t_in)
    centre = table.pockets.get(e.get("pocket"))
    if k is None or centre is None:
        return
    last = frames[k].balls[bid]
    moving = _moving(frames, k, bid, t_in)  # on at its last speed to the instant it dropped
    edge = exact or (moving[0] if moving is not None else last.xy)
    for n, (xy, alpha) in enumerate(((edge, ALPHA_FROM), (centre, ALPHA_TO))):
        j = k + 1 + n
        if j >= len(frames):
            frames.append(replace(frames[-1], t=frames[-1].t + FRAME_DT))
        frames[j] = replace(
            frames[j], balls={**frames[j].balls, bid: Airborne(xy, last.quat, alpha)}
        )
    if isinstance(frames[-1].balls.get(bid), Airborne):  # the shot's last frame: gone into the
        # pocket, not fading at its mouth (also where the shot's own frames ended just there)
        frames.append(
            replace(frames[-1], t=frames[-1].t + FRAME_DT, balls={**frames[-1].balls, bid: None})
        )


def _add_flight(
    frames: list[Any], e: Any, table: Table, exact: dict[str, Any] | None = None
) -> None:
    """A ball that left the table, seen going on over the rail from where it met the cushion
    at the speed it met it with: ``exact``, the trace's record of that instant, where there is
    one. Else guessed from its last frame (:func:`_leaving`): struck beside the cushion at
    30° it was drawn leaving 7.5 cm back along it and straight out; after a cushion met since
    that frame, 13 mm off and at that frame's slant."""
    bid, t_off = e.get("ball"), e.t
    k = _last_seen(frames, bid, t_off)
    if k is None:
        return
    last = frames[k].balls[bid]
    if exact is not None:
        start = (exact["x"], exact["y"])
        v: tuple[float, float] | None = (KEEP * exact["vx"], KEEP * exact["vy"])
    else:
        start, v = _leaving(frames, k, bid, t_off, e, table)
    if v is None:
        return
    j, times, added = k + 1, [], False
    while len(times) < MAX_FRAMES:  # the frames it is seen in: the shot's own, then more
        t = frames[j].t if j < len(frames) else frames[-1].t + FRAME_DT
        xy = (start[0] + v[0] * (t - t_off), start[1] + v[1] * (t - t_off))
        if not over_the_table(xy, table):
            break
        times.append((j, xy))
        if j >= len(frames):
            frames.append(replace(frames[-1], t=t))
            added = True
        j += 1
    for n, (j, xy) in enumerate(times):
        share = n / max(1, len(times) - 1)
        alpha = round(ALPHA_FROM + (ALPHA_TO - ALPHA_FROM) * share)
        frames[j] = replace(
            frames[j], balls={**frames[j].balls, bid: Airborne(xy, last.quat, alpha)}
        )
    if added:  # the shot's last frame is the ball gone past the rail, not fading on it
        frames.append(
            replace(frames[-1], t=frames[-1].t + FRAME_DT, balls={**frames[-1].balls, bid: None})
        )


def _leaving(
    frames: list[Any], k: int, bid: str, t_off: float, e: Any, table: Table
) -> tuple[tuple[float, float], tuple[float, float] | None]:
    """Where the ball left the cloth and how fast it goes on (m/s), from its last two frames;
    when it left within the first (struck from beside the cushion), straight out through the
    cushion it met at the speed it met it with."""
    last = frames[k].balls[bid]
    moving = _moving(frames, k, bid, t_off)
    if moving is not None:
        start, (vx, vy) = moving
        if math.hypot(vx, vy) < 1e-6:
            return last.xy, None
        return start, (KEEP * vx, KEEP * vy)
    cushion = table.cushions.get(e.get("cushion"))
    if cushion is None:
        return last.xy, None
    nx, ny = cushion.normal  # into the table: the ball goes the other way
    ax, ay = cushion.a
    gap = (last.xy[0] - ax) * nx + (last.xy[1] - ay) * ny - table.ball_radius  # to the nose
    start = (last.xy[0] - nx * gap, last.xy[1] - ny * gap)
    speed = KEEP * float(e.get("speed", 0.0))
    return start, (-nx * speed, -ny * speed)


def _moving(
    frames: Sequence[Any], k: int, bid: str, t: float
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Where ball ``bid`` is at ``t``, carried on from its frame ``k`` at the speed of its
    last two frames, and that speed (m/s); ``None`` with no frame of it before ``k``."""
    last = frames[k].balls[bid]
    before = frames[k - 1].balls.get(bid) if k > 0 else None
    if before is None:
        return None
    dt = frames[k].t - frames[k - 1].t
    vx, vy = (last.xy[0] - before.xy[0]) / dt, (last.xy[1] - before.xy[1]) / dt
    lead = t - frames[k].t
    return (last.xy[0] + vx * lead, last.xy[1] + vy * lead), (vx, vy)


def over_the_table(xy: tuple[float, float], table: Table) -> bool:
    """Whether a ball there is drawn wholly on the table (cloth, cushion and rail): past its
    edge it would be drawn over the score board or the side panel."""
    past = max(-xy[0], xy[0] - table.width, -xy[1], xy[1] - table.length)
    return past <= RAIL + CUSHION - table.ball_radius
