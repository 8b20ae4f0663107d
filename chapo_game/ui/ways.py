"""A ball's recorded way through a simulated shot, for the aiming guide's lines: its frames
between two times, both ends and every turn between them placed exactly where the simulator's
trace has them (an impact, or a pocket's far edge it climbed out over), and the contacts it
makes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .draw.geometry import Vec

#: What a ball meets: a guide's line ends at the first (its ring, the foul it says). Not a
#: ``pocket_lip``: a ball that clips a hole fast and climbs back out over its far edge has met
#: nothing the referee reads — it turns there, and its way is drawn through the turn's exact
#: place (:func:`way_between`), on to what it meets next.
CONTACTS = frozenset(("ball_ball", "ball_pin", "ball_cushion", "pocketed", "off_table"))


#: Where each ball was at each impact, exactly (:func:`contact_places`): (time, ball) → place.
Places = Mapping[tuple[float, str], Vec]


def contact_places(trace: Any) -> dict[tuple[float, str], Vec]:
    """Each ball's place at each impact, as the simulator's trace gives it (the impact's own
    time, which its event carries): between the 60 Hz frames around an impact, the frame after
    it has already bounced, and the ghost ball was drawn 4 mm short of the object ball at 2
    m/s and 3 cm at 8 m/s; a line into a cushion stopped 3 cm short of it with a hook."""
    return {(tr["t"], tr["ball"]): (tr["x"], tr["y"]) for tr in trace or ()}


def _at(
    before: tuple[float, Vec] | None,
    after: tuple[float, Vec],
    t: float,
    exact: Vec | None = None,
) -> Vec:
    """A ball's place at time ``t``: ``exact`` where the trace gives it, else between two
    recorded frames (time, place)."""
    if exact is not None:
        return exact
    if before is None:
        return after[1]
    (ta, pa), (tb, pb) = before, after
    u = min(1.0, max(0.0, (t - ta) / max(1e-9, tb - ta)))
    return (pa[0] + (pb[0] - pa[0]) * u, pa[1] + (pb[1] - pa[1]) * u)


def way_between(
    frames: Any, ball: str, t0: float, t1: float, places: Places | None = None
) -> list[Vec]:
    """``ball``'s recorded way from time ``t0`` to ``t1``, both ends placed where ``places``
    has them (the impacts) or between the frames around them (a path ending at the last frame
    before a contact stopped a 60th of a second short of it: 13 cm at 8 m/s), or to its last
    frame on the table — or where it dropped or left, when ``t1`` is that. Every place
    ``places`` has of it in between is a turn drawn where it is: between two frames a bank's
    cushion, a lying pin pushed aside or a pocket's lip climbed over (4 cm off at 10 m/s) was
    a corner cut."""
    at = places or {}
    turns = sorted((t, xy) for (t, b), xy in at.items() if b == ball and t0 < t < t1)
    pts: list[Vec] = []
    before: tuple[float, Vec] | None = None
    for fr in frames:
        b = fr.balls.get(ball)
        if b is None:
            break
        here = (fr.t, (b.xy[0], b.xy[1]))
        if fr.t > t0:
            if not pts:
                pts.append(_at(before, here, t0, at.get((t0, ball))))
            while turns and turns[0][0] < fr.t:  # the turns before this frame, in order
                before = turns.pop(0)
                pts.append(before[1])
            if fr.t >= t1:
                pts.append(_at(before, here, t1, at.get((t1, ball))))
                return pts
            pts.append(here[1])
        before = here
    gone = at.get((t1, ball))  # it dropped or left the table before the next frame
    if gone is not None:
        start = at.get((t0, ball)) or (before[1] if before else None)
        if not pts and start is not None:
            pts.append(start)
        pts.extend(xy for _t, xy in turns)  # turned after its last frame, before it went
        pts.append(gone)
    return pts


def met_by(events: Any, ball: str) -> list[Any]:
    """``ball``'s contacts, a pin already lying before its first ball left out: it pushes one
    aside, as the guide's way to the first ball does (:func:`course_of`), where a lying pin in
    its way took away the cue ball's path after contact."""
    mine = [e for e in events if e.type in CONTACTS and e.involves_ball(ball)]
    while mine and mine[0].type == "ball_pin" and mine[0].get("lying"):
        mine.pop(0)
    return mine
