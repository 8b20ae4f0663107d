"""A ball that leaves the table, seen leaving it.

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

from .draw.geometry import CUSHION, RAIL

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
    """A ball in a frame after it left the table: where it is drawn, and how faded."""

    xy: tuple[float, float]
    quat: tuple[float, float, float, float]
    alpha: int


def with_leaving(frames: Sequence[Any], events: Sequence[Any], table: Table) -> list[Any]:
    """``frames`` (the physics' 60 Hz frames) with every ball that left the table drawn on
    its way over the rail after the instant it left."""
    out = list(frames)
    for e in events:
        if e.type == "off_table":
            _add_flight(out, e.get("ball"), e.t, table)
    return out


def _add_flight(frames: list[Any], bid: str, t_off: float, table: Table) -> None:
    k = next(
        (
            i
            for i in range(len(frames) - 1, 0, -1)
            if frames[i].t <= t_off + 1e-9 and frames[i].balls.get(bid) is not None
        ),
        None,
    )
    if k is None:
        return
    last, before = frames[k].balls[bid], frames[k - 1].balls.get(bid)
    if before is None:
        return
    dt = frames[k].t - frames[k - 1].t
    vx, vy = (last.xy[0] - before.xy[0]) / dt, (last.xy[1] - before.xy[1]) / dt
    if math.hypot(vx, vy) < 1e-6:
        return
    lead = t_off - frames[k].t
    start = (last.xy[0] + vx * lead, last.xy[1] + vy * lead)
    v = (KEEP * vx, KEEP * vy)
    j, times = k + 1, []
    while len(times) < MAX_FRAMES:  # the frames it is seen in: the shot's own, then more
        t = frames[j].t if j < len(frames) else frames[-1].t + FRAME_DT
        xy = (start[0] + v[0] * (t - t_off), start[1] + v[1] * (t - t_off))
        if not over_the_table(xy, table):
            break
        times.append((j, t, xy))
        if j >= len(frames):
            frames.append(replace(frames[-1], t=t))
        j += 1
    for n, (j, _t, xy) in enumerate(times):
        share = n / max(1, len(times) - 1)
        alpha = round(ALPHA_FROM + (ALPHA_TO - ALPHA_FROM) * share)
        frames[j] = replace(
            frames[j], balls={**frames[j].balls, bid: Airborne(xy, last.quat, alpha)}
        )


def over_the_table(xy: tuple[float, float], table: Table) -> bool:
    """Whether a ball there is drawn wholly on the table (cloth, cushion and rail): past its
    edge it would be drawn over the score board or the side panel."""
    past = max(-xy[0], xy[0] - table.width, -xy[1], xy[1] - table.length)
    return past <= RAIL + CUSHION - table.ball_radius
