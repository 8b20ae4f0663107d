"""What the simulation of the shot being aimed shows the aiming guide: the shot ball's way to
what it meets first (:func:`course_of`), its path after contact (:func:`cue_ball_path`), the
object ball's first run, and the fouls it commits that no line can show — a ball dropping
into a pocket untouched, a ball sent off the table. Worked out off the frame loop for the shot
as set (:class:`CuePath`), to finer steps than any the player can set."""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection
from typing import Any, NamedTuple

from chapo_game.ai.goals import first_met
from chapo_game.physics.params import DEFAULT_PARAMS, PhysicsParams
from chapo_game.position import Position
from chapo_game.rules.judge import chain_starts, line_media_crossing
from chapo_game.shot import Shot
from chapo_game.table import Table

from .background import Background
from .bank_way import bank_way
from .draw.cue import OBJECT_LINE, Course
from .draw.geometry import Vec
from .ways import CONTACTS, Places, contact_places, met_by, way_between

#: How far the cue ball's path is drawn after contact, at most (m).
PATH_LENGTH = 0.6


def cue_ball_path(
    frames: Any, events: Any, ball: str, limit: float = PATH_LENGTH, places: Places | None = None
) -> list[Vec] | None:
    """The shot ball's path from its first ball contact on: the contact point, then its
    recorded frames until it meets anything else (a ball, a pin, a cushion, a pocket) or has
    run ``limit`` metres. ``None`` if it meets no ball first."""
    mine = met_by(events, ball)
    if not mine or mine[0].type != "ball_ball":
        return None  # a pin or a cushion first: no contact path to show
    end_t = mine[1].t if len(mine) > 1 else math.inf
    pts = way_between(frames, ball, mine[0].t, end_t, places)
    return _clip(pts, limit) if len(pts) > 1 else None


def runs_on(events: Any, ball: str, run: list[Vec], limit: float = OBJECT_LINE) -> bool:
    """Whether ``ball`` goes on past the end of its drawn ``run`` (:func:`cue_ball_path`):
    cut at ``limit``, or ended at a ball or a pin, which it carries on past — a bare end read
    as where it stops; not where it meets a cushion, drops, leaves the table or rests."""
    if sum(math.dist(a, b) for a, b in itertools.pairwise(run)) >= limit * 0.999:
        return True
    mine = met_by(events, ball)
    return len(mine) > 1 and mine[1].type in ("ball_ball", "ball_pin")


def course_of(frames: Any, events: Any, ball: str, places: Places | None = None) -> Course | None:
    """The shot ball's way to the first thing it meets, as the simulation played it
    (:class:`~.draw.cue.Course`): a ball, a standing pin, a cushion, a pocket or the floor —
    or, meeting nothing, to where it stops. A pin already lying is pushed aside, not met, and
    a standing one grazed and left standing is passed: the guide's foul is a pin that *falls*
    before any ball is met (reading 5, as the referee calls it; a graze by the lateral was
    warned as the foul, and the referee then called none)."""
    hit = first_met(events, ball, ("ball_ball",))
    at = math.inf if hit is None else hit.t
    falls = chain_starts(events)  # when each fallen pin began to fall, as the referee times it
    first = next((e for e in events if _met(e, ball) and not _grazed(e, falls, at)), None)
    pts = way_between(frames, ball, 0.0, math.inf if first is None else first.t, places)
    if len(pts) < 2:
        return None
    if first is None:
        return Course(tuple(pts), None, None, short=True)
    pin = first.get("pin") if first.type == "ball_pin" else None
    return Course(tuple(pts), first.other_ball(ball), pin)


def _met(e: Any, ball: str) -> bool:
    """A contact of ``ball``'s with a ball, a cushion, a pocket or a standing pin."""
    return e.type in CONTACTS and e.involves_ball(ball) and not e.get("lying")


def _grazed(e: Any, falls: dict[str, float], until: float) -> bool:
    """``e`` is a pin met that does not begin to fall (``falls``: the referee's
    :func:`~chapo_game.rules.judge.chain_starts`) before ``until``, when the ball meets a
    ball: no foul by reading 5."""
    return e.type == "ball_pin" and falls.get(e["pin"], math.inf) >= until


def leaves_table(events: Any) -> str | None:
    """The first ball the shot sends off the table (a foul whoever's ball it is: two points
    to the opponent), or ``None``."""
    return next((e.get("ball") for e in events if e.type == "off_table"), None)


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
    met: Any  # the ball it meets first, that ball's first run and whether it goes on past it
    # (:func:`runs_on`): (ball, points, on), or None
    stops: bool  # the path ends where the ball stops (else: a cushion, a ball, PATH_LENGTH)
    course: Course | None  # the cue ball's way to what it meets first, or to where it stops
    sunk: bool = False  # it drops into a pocket having met no other ball (a foul, guide 1)
    leaves: str | None = None  # a ball it sends off the table (a foul)
    media: bool = False  # it crosses the línea media (as the referee reads pasar, guide 4)
    touches: bool = True  # it meets another ball at some time (a cushion first, then one)
    bank: Any = None  # its way on from a first cushion (:class:`.bank_way.BankWay`), or None


def pin_keys(position: Position) -> list[tuple]:
    """Each pin as the physics meets it: where, standing or not, which way a lying one lies,
    how far a leaning one has fallen and the pocket it is in (a rey lying across the ball's
    line and the same rey turned away shared one guide, the first's). What knocked it does
    not change the shot."""
    return [(k, p.xy, p.standing, p.direction, p.pocket, p.fall) for k, p in position.pins.items()]


class CuePath:
    """The cue ball's path after contact for the shot being aimed, from the simulator."""

    def __init__(self, table: Table, params: PhysicsParams = DEFAULT_PARAMS) -> None:
        self.table = table
        self.params = params
        self.cache = Background()

    @staticmethod
    def key(position: Position, shot: Shot) -> tuple:
        """The shot at finer steps than any the player can set (0.001° of aim, 1 mm/s, 0.001
        of tip): rounded to 0.1°, 0.05 m/s and 0.02 of tip, the guide showed one simulation
        for every aim in its step — a thin cut 7° off where Ctrl's 0.01° sent the ball, and
        no "stops short" on a ball that stopped 3 cm short of the mingo. While the aim turns,
        the last paths stand until the new ones land (:meth:`paths`), so it does not
        flicker."""
        return (
            hash(tuple(sorted(position.balls.items(), key=lambda kv: kv[0]))),
            hash(tuple(sorted(pin_keys(position)))),
            shot.ball,
            round(shot.angle, 3),
            round(shot.speed * 1000),
            round(shot.side * 1000),
            round(shot.vertical * 1000),
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

            r = Simulator(self.table, self.params).simulate(position, shot, frames=True, trace=True)
            frames, places = r.frames or [], contact_places(r.trace)
            first = next((e for e in r.events if e.type == "ball_ball"), None)
            other = first.other_ball(shot.ball) if first is not None else None
            run = cue_ball_path(frames, r.events, other, OBJECT_LINE, places) if other else None
            met = None if run is None else (other, run, runs_on(r.events, other, run))
            path = cue_ball_path(frames, r.events, shot.ball, PATH_LENGTH, places)
            rest = r.final.balls.get(shot.ball)
            stops = path is not None and rest is not None and math.dist(path[-1], rest) < 0.005
            course = course_of(frames, r.events, shot.ball, places)
            sunk = sunk_untouched(r.events, shot.ball)
            media = line_media_crossing(position, r.events, shot.ball) is not None
            touches = first_met(r.events, shot.ball, ("ball_ball",)) is not None
            leaves = leaves_table(r.events)
            bank = bank_way(frames, r.events, shot.ball, places)
            return SimPaths(path, met, stops, course, sunk, leaves, media, touches, bank)

        key = self.key(position, shot)
        got = self.cache.get(key, work)
        # while the aim turns, each step is worked out anew: meanwhile the newest of a near
        # aim stands (the object line flickered between it and the ghost's)
        return got if got is not None else self.cache.newest_near(key)


class Warned(NamedTuple):
    """What the guide takes from the simulation of the shot aimed (:func:`warned`)."""

    course: Course | None  # the cue ball's way to what it meets first
    sunk: bool  # it drops into a pocket untouched, a foul this screen calls
    leaves: str | None  # a ball it sends off the table, a foul this screen calls
    unpassed: bool = False  # pasar declared, and it stops short of the línea media
    untouched: bool = False  # off a cushion and on, it never meets a ball: a foul

    def fouled(self) -> bool:
        """A foul wherever the line goes: the ghost ball is crossed."""
        return self.sunk or self.leaves is not None or self.untouched


def warned(sim: SimPaths | None, fouls: Collection[str]) -> Warned:
    """Of ``sim`` (``None`` until worked out), what the guide draws and which of its fouls it
    says: ``fouls`` are those the screen's referee calls (:func:`simulated_fouls`; none while
    the tutorial teaches the aim) — a ball stopping short after no pasar stops, uncrossed."""
    if sim is None:
        return Warned(None, False, None)
    course = sim.course
    if course is not None and course.short and "short" not in fouls:
        course = course._replace(short=False)
    unpassed = "pasar" in fouls and course is not None and course.short and not sim.media
    # a cushion first and never a ball (the start offered after pasar or bricole when no bank
    # was found ended in a plain ring at the foot cushion, and the shot as offered fouled);
    # not after no pasar, and said once only where the line itself stops short
    short = course is not None and course.short
    untouched = "short" in fouls and not (sim.touches or sim.sunk or sim.leaves or short)
    sunk, leaves = sim.sunk and "sunk" in fouls, sim.leaves if "off" in fouls else None
    return Warned(course, sunk, leaves, unpassed, untouched)


def sunk_untouched(events: Any, ball: str) -> bool:
    """``ball`` dropped into a pocket before it met another ball: the referee's foul
    "pocketed without contact", which the guide drew as a plain ring at the pocket."""
    e = first_met(events, ball, ("ball_ball", "pocketed"))
    return e is not None and e.type == "pocketed"
