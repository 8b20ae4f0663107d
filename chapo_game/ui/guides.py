"""The aiming helps beyond the object ball's line, and which screen shows which.

* **The cue ball's path after contact** (tangent line for a stun shot, bent by follow or draw):
  taken from a :class:`~chapo_game.physics.Simulator` run of the shot being aimed (throw and
  the spin the ball keeps are the physics' business) — its frames from its first ball contact
  to its next contact or a short length — off the frame loop, cached
  (:class:`~.background.Background`); never where the other balls or the pins go.
* **The lag's line and hint** (:class:`~.power.LagHint`).

:func:`guides_for` says what a screen shows: practice and the guided first game show all of
them (when the aiming guide is on); a match shows the object ball's line and the lag hint
unless the player turned the guides off for matches, and the cue ball's path only against
the computer at its lowest level. The maestro's advice (:mod:`.scenes.advice`) is offered in
practice always, and in a match where the cue ball's path is — a learner's help — or, with the
setting ``match_advice``, in every match with the guides on (players at home learning together;
a club leaves it off).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

import pygame

from chapo_game.ai.goals import first_met
from chapo_game.i18n import N_, _
from chapo_game.physics.params import DEFAULT_PARAMS, PhysicsParams
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import Table

from .background import Background
from .draw.cue import OBJECT_LINE, arrowhead
from .draw.geometry import TableGeometry, Vec
from .draw.marks import OUTLINE, outlined_ring

#: How far the cue ball's path is drawn after contact, at most (m).
PATH_LENGTH = 0.6
PATH_COLOUR = (255, 255, 255)
LAG_COLOUR = (190, 250, 205)  # 5:1 on the cloth, to every eye (its speed is said in it)
LOWEST_LEVEL = 1
CONTACTS = frozenset(("ball_ball", "ball_pin", "ball_cushion", "pocketed", "off_table"))


#: What the lag line at the hinted speed would cost (the lag rule's reasons, art. 9).
LAG_LOST = {
    "mingo": N_("this lag is lost: it meets the mingo"),
    "pin": N_("this lag is lost: it knocks a pin down"),
    "off_table": N_("this lag is lost: it leaves the table"),
    "pocketed": N_("this lag is lost: it falls in a pocket"),
    "short": N_("this lag is lost: it does not reach the foot cushion"),
}
LAG_LOST_ANY = N_("this lag is lost")


@dataclass(frozen=True)
class Guides:
    """Which helps a screen draws while a player aims."""

    aim_line: bool
    cue_path: bool
    lag_hint: bool
    advice: bool = False  # the maestro's advice (H): the shot it would play, set on the cue


def guides_for(settings: Any, computers: dict[int, int] | None, match: bool) -> Guides:
    """``match``: a game between players (people or the computer), where the setting
    ``match_guides`` can turn every help off; ``computers``: the computer's seats and levels."""
    on = bool(settings.aiming_guide)
    if not match:
        return Guides(on, on, on, advice=True)
    on = on and bool(getattr(settings, "match_guides", True))
    easy = bool(computers) and min((computers or {}).values()) <= LOWEST_LEVEL
    advice = on and (easy or bool(getattr(settings, "match_advice", False)))
    return Guides(on, on and easy, on, advice=advice)


def cue_ball_path(
    frames: Any, events: Any, ball: str, limit: float = PATH_LENGTH
) -> list[Vec] | None:
    """The shot ball's path from its first ball contact on: the contact point, then its
    recorded frames until it meets anything else (a ball, a pin, a cushion) or has run
    ``limit`` metres. ``None`` if it meets no ball first."""
    contact = None
    for e in events:
        if e.type in CONTACTS:
            involved = e.get("ball") == ball or ball in (e.get("a"), e.get("b"))
            if not involved:
                continue
            if contact is None:
                if e.type != "ball_ball":
                    return None  # a pin or a cushion first: no contact path to show
                contact = e
                continue
            end_t = e.t
            break
    else:
        end_t = math.inf
    if contact is None:
        return None
    pts: list[Vec] = []
    prev = None
    for fr in frames:
        b = fr.balls.get(ball)
        if b is None:
            break
        if fr.t < contact.t:
            prev = (fr.t, b.xy)
            continue
        if not pts and prev is not None:  # the contact point, between two frames
            t0, p0 = prev
            a = (contact.t - t0) / max(1e-9, fr.t - t0)
            pts.append((p0[0] + (b.xy[0] - p0[0]) * a, p0[1] + (b.xy[1] - p0[1]) * a))
        if fr.t > end_t:
            break
        pts.append(tuple(b.xy))  # type: ignore[arg-type]
    return _clip(pts, limit) if len(pts) > 1 else None


def _clip(pts: list[Vec], limit: float) -> list[Vec]:
    out = [pts[0]]
    run = 0.0
    for p in pts[1:]:
        d = math.dist(out[-1], p)
        if run + d >= limit:
            a = (limit - run) / d if d > 0 else 0.0
            q = out[-1]
            out.append((q[0] + (p[0] - q[0]) * a, q[1] + (p[1] - q[1]) * a))
            return out
        run += d
        out.append(p)
    return out


class SimPaths(NamedTuple):
    """What one simulation of the shot being aimed shows (:meth:`CuePath.paths`)."""

    path: list[Vec] | None  # the cue ball's after contact
    met: Any  # the ball it meets first and that ball's own first run, (ball, points), or None
    stops: bool  # the path ends where the ball stops (else: a cushion, a ball, PATH_LENGTH)
    short: float | None  # too soft to reach anything: how far it runs (m); else None
    sunk: bool = False  # it drops into a pocket having met no other ball (a foul, guide 1)


class CuePath:
    """The cue ball's path after contact for the shot being aimed, from the simulator."""

    def __init__(self, table: Table, params: PhysicsParams = DEFAULT_PARAMS) -> None:
        self.table = table
        self.params = params
        self.cache = Background()
        self._last: tuple[tuple, Any] = ((), None)  # the last paths found, and for which table

    @staticmethod
    def key(position: Position, shot: Shot) -> tuple:
        """Rounded so the path does not flicker: 0.1° of aim, 0.05 m/s, 0.02 of tip."""
        return (
            hash(tuple(sorted(position.balls.items(), key=lambda kv: kv[0]))),
            hash(tuple(sorted((k, p.xy, p.standing) for k, p in position.pins.items()))),
            shot.ball,
            round(shot.angle, 1),
            round(shot.speed * 20),
            round(shot.side * 50),
            round(shot.vertical * 50),
            shot.cue,
        )

    def path(self, position: Position, shot: Shot) -> list[Vec] | None:
        got = self.paths(position, shot)
        return None if got is None else got.path

    def paths(self, position: Position, shot: Shot) -> SimPaths | None:
        """All from one simulation, so the object ball's line shows the squirt and throw side
        puts in the shot (drawn from the ghost ball alone it pointed 6° off the simulated
        mingo), as the cue ball's path does. None until worked out."""

        def work() -> SimPaths:
            from chapo_game.physics import Simulator

            r = Simulator(self.table, self.params).simulate(position, shot, frames=True)
            frames = r.frames or []
            first = next((e for e in r.events if e.type == "ball_ball"), None)
            met = None
            if first is not None and shot.ball in (first.get("a"), first.get("b")):
                other = first.get("b") if first.get("a") == shot.ball else first.get("a")
                run = cue_ball_path(frames, r.events, other, OBJECT_LINE)
                met = None if run is None else (other, run)
            path = cue_ball_path(frames, r.events, shot.ball)
            rest, start = r.final.balls.get(shot.ball), position.balls.get(shot.ball)
            stops = path is not None and rest is not None and math.dist(path[-1], rest) < 0.005
            mine = (e for e in r.events if shot.ball in (e.get("ball"), e.get("a"), e.get("b")))
            touched = any(e.type in CONTACTS for e in mine)
            short = None if touched or not (rest and start) else math.dist(start, rest)
            return SimPaths(path, met, stops, short, sunk_untouched(r.events, shot.ball))

        key = self.key(position, shot)
        got = self.cache.get(key, work)
        if got is not None:
            self._last = (key[:3], got)
            return got
        # while the aim turns, each 0.1° is worked out anew: the last paths of the same table
        # and ball stand meanwhile (the object line flickered between them and the ghost's)
        return self._last[1] if self._last[0] == key[:3] else None


def draw_path(
    surf: pygame.Surface,
    view: TableGeometry,
    pts: list[Vec],
    colour: tuple[int, int, int] = PATH_COLOUR,
    end_ring: bool = True,
    outline: bool = False,
) -> None:
    """A dotted line along ``pts`` (table points), on dark dots with ``outline``, and a ring
    where the ball stops — or, ``end_ring`` false and the path cut short, an arrowhead (a ring
    there read as where the ball would stop)."""
    screen = [view.to_screen(p) for p in pts]
    gap = max(5.0, view.scale * 0.02)
    carry = 0.0
    for a, b in itertools.pairwise(screen):
        seg = math.dist(a, b)
        d = carry
        while d < seg:
            x = a[0] + (b[0] - a[0]) * d / seg
            y = a[1] + (b[1] - a[1]) * d / seg
            for c, r in ((OUTLINE, 3), (colour, 2)) if outline else ((colour, 2),):
                pygame.draw.circle(surf, c, (round(x), round(y)), r)
            d += gap
        carry = d - seg
    if not screen:
        return
    end, rp = (round(screen[-1][0]), round(screen[-1][1])), view.ball_radius_px()
    if end_ring:
        (outlined_ring if outline else pygame.draw.circle)(surf, colour, end, rp, 1)
    elif len(screen) > 1:
        arrowhead(surf, colour, screen[-2], end, max(6.0, rp * 0.8))


def simulated_fouls(option: str | None) -> tuple[str, ...]:
    """The simulated shot's fouls the guide says: both, but after no pasar touching no ball
    is no foul (the ball dropping into a pocket untouched still is)."""
    return ("sunk",) if option == "no_pasar" else ("short", "sunk")


def sunk_untouched(events: Any, ball: str) -> bool:
    """``ball`` dropped into a pocket before it met another ball: the referee's foul
    "pocketed without contact", which the guide drew as a plain ring at the pocket."""
    e = first_met(events, ball, ("ball_ball", "pocketed"))
    return e is not None and e.type == "pocketed"


def guide_foul(
    end: Any, push: str | None, forbidden: Mapping[str, str], sunk: bool = False
) -> str | None:
    """The foul the aiming guide says beside its end (:class:`~.draw.cue.GuideEnd`), as the
    referee would call it: a push (art. 15), a ball too soft to reach any (guide 1), a
    standing pin met before any ball (guide 5), the ball dropping into a pocket untouched
    (``sunk``, from the simulation), or a ball ``forbidden`` first (ball -> why); None for a
    fair line."""
    if push is not None:
        return push
    if end.short:
        return _("Foul: it stops before it reaches a ball")
    if end.pin is not None:
        return _("Foul: a pin in the way, before any ball")
    if sunk:
        return _("Foul: your ball drops into a pocket without touching a ball")
    return forbidden.get(end.ball) if end.ball is not None else None
