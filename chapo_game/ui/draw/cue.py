"""The aiming guide: the line to the first ball, pin or cushion, and the object ball's line after
it (the cue itself is :mod:`.stick`)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Mapping, Sequence
from typing import NamedTuple

import pygame

from chapo_game.physics.params import DEFAULT_PARAMS, PhysicsParams
from chapo_game.physics.resolve.stick_ball import squirt_angle
from chapo_game.shot import Shot
from chapo_game.table import Table

from .geometry import Vec
from .marks import aaline, dashed_way, outlined_ring, refused
from .rays import first_hit
from .stick import StickArt

#: How far the object ball's line runs after a hit, at most (m).
OBJECT_LINE = 0.25
GUIDE_COLOUR = (210, 226, 240)
OBJECT_COLOUR = (240, 214, 120)
#: A pin or ball that the aimed line would meet first as a foul.
FOUL_COLOUR = (255, 110, 100)


class GuideEnd(NamedTuple):
    """Where the aiming guide ends: the ball or standing pin met first (both ``None`` for a
    cushion, or where the ball stops short: ``short``) and the ghost ball's screen centre."""

    ball: str | None
    pin: str | None
    ghost: Vec
    short: bool = False
    drawn: tuple[tuple[Vec, Vec], ...] = ()  # the lines drawn, on the screen: a note avoids them


class Course(NamedTuple):
    """The shot ball's simulated way to the first thing it meets (table points, from where it
    stands), and what that is: a ball, a standing pin, or neither — a cushion, a pocket, the
    floor, or nothing at all where it stops (``short``). With side and follow or draw the ball
    curves, and the straight line from the aim named a ball it missed, or missed one it met."""

    points: tuple[Vec, ...]
    ball: str | None
    pin: str | None
    short: bool = False


class CueArt(StickArt):
    """Draws the cue (:class:`.stick.StickArt`) and the aiming guide."""

    def dash_px(self) -> float:
        """The aiming line's dash on this view (3 cm, never under 6 px)."""
        return max(6.0, self.scale * 0.03)

    def draw_guide(
        self,
        surf: pygame.Surface,
        ball: str,
        balls: Mapping[str, Vec | None],
        angle: float,
        pins: Mapping[str, Vec] | None = None,
        forbidden: Collection[str] = (),
        met: tuple[str, Sequence[Vec], bool] | None = None,
        fouled: bool = False,
        course: Course | None = None,
    ) -> GuideEnd:
        """A dashed line to the first ball, standing pin or cushion, a ghost ball where the cue
        ball meets it, and a short line for the object ball's way after a hit, stopping at the
        cushion. A pin the simulated ``course`` meets is ringed in red: it falls before any
        ball is touched, a foul (guide 5), and the ghost ball is red and crossed; so is it at
        a ball in ``forbidden`` (one the referee does not allow first, such as a ball inside
        the cabaña with ball in hand): the foul is seen before the shot, not only called after.
        Lines are antialiased: at a shallow angle a plain line is a stair. ``met``: the ball the
        simulated shot meets first and its own first run (side's squirt and throw in it), drawn
        as the object ball's line where it is that ball. ``fouled``: a foul wherever the line goes —
        the shot pushes a ball or a cushion the ball touches (the referee's own test), or the
        simulated ball drops into a pocket having touched no ball.
        ``course``: the simulated shot's own way to what it meets first (:class:`Course`),
        drawn in place of the straight line along ``angle`` — with side and follow or draw the
        ball curves — and ending, crossed, where the ball stops having touched nothing (a foul,
        guide 1: a ghost ball was drawn on a ball the shot never reaches). Without a course —
        none landed yet, or none run (the computer's line-up, a stroke too soft to strike) —
        the straight line is a guess, and a pin it meets no foul it is sure of
        (:meth:`_guessed_to_pin`)."""
        t = self.table
        start = balls[ball]
        if start is None:
            return GuideEnd(None, None, (0.0, 0.0))
        line = course
        if line is None or len(line.points) < 2:  # none landed, or none run: a guess
            line = straight_course(t, ball, balls, start, angle, pins)
        simulated = line is course
        hit_ball, stops, end = line.ball, line.short, line.points[-1]
        way = [self.to_screen(p) for p in line.points]
        if not simulated and line.pin is not None and not fouled:
            return self._guessed_to_pin(surf, way)
        hit_pin = line.pin if simulated else None  # a push crosses a guess's end: no pin ringed
        a, b = way[0], way[-1]
        dashed_way(surf, GUIDE_COLOUR, way, self.dash_px())
        rp = self.ball_radius_px()
        foul = (
            stops
            or fouled
            or hit_pin is not None
            or (hit_ball is not None and hit_ball in forbidden)
        )
        if foul:  # outlined, with a cross: the red alone is lost on the cloth to some eyes
            refused(surf, b, rp, FOUL_COLOUR)
        else:
            pygame.draw.circle(surf, GUIDE_COLOUR, b, rp, width=2)
        drawn = list(itertools.pairwise(way)) if len(way) > 2 else [(a, b)]
        if hit_ball is not None:
            drawn += self._object_line(surf, hit_ball, balls, end, pins, met)
        elif hit_pin is not None and pins is not None:
            centre = self.to_screen(pins[hit_pin])
            ring = max(6, round(self.scale * (t.pin_radius * 3)))
            outlined_ring(surf, FOUL_COLOUR, centre, ring, 2)
        return GuideEnd(hit_ball, hit_pin, b, stops, tuple(drawn))

    def _guessed_to_pin(self, surf: pygame.Surface, way: list[Vec]) -> GuideEnd:
        """The straight line, standing in for the simulation, up to a standing pin it meets:
        drawn bare, with no ghost ball, ring or foul. Whether that pin falls before a ball is
        met (the foul, reading 5) is the simulation's to say — a pin it only grazes it leaves
        standing and runs on past. The guess's red ring and «a pin in the way» flashed for the
        frames before it landed, then vanished; where none runs they stood all along (the
        computer's whole line-up, a pull's first pixels)."""
        dashed_way(surf, GUIDE_COLOUR, way, self.dash_px())
        return GuideEnd(None, None, way[-1], drawn=((way[0], way[-1]),))

    def _object_line(
        self,
        surf: pygame.Surface,
        hit_ball: str,
        balls: Mapping[str, Vec | None],
        end: Vec,
        pins: Mapping[str, Vec] | None,
        met: tuple[str, Sequence[Vec], bool] | None,
    ) -> list[tuple[Vec, Vec]]:
        """The object ball's line after the guide meets ``hit_ball`` at ``end`` (the segments
        drawn): its simulated first run where ``met`` is that ball, else straight on from the
        contact until a cushion, a ball or a pin, at most :data:`OBJECT_LINE`."""
        rp = self.ball_radius_px()
        drawn: list[tuple[Vec, Vec]] = []
        if met is not None and met[0] == hit_ball:
            pts = [self.to_screen(p) for p in met[1]]
            for p0, p1 in itertools.pairwise(pts):
                aaline(surf, OBJECT_COLOUR, p0, p1)
                drawn.append((p0, p1))
            if len(pts) > 1 and met[2]:  # it goes on past the line's end
                object_arrow(surf, pts[-2], pts[-1], rp)
            return drawn
        obj = balls[hit_ball]
        assert obj is not None
        ux, uy = obj[0] - end[0], obj[1] - end[1]
        norm = math.hypot(ux, uy) or 1.0
        u = (ux / norm, uy / norm)
        # the object ball's centre runs until the ball meets a cushion, a ball or a pin
        run, next_ball, next_pin = first_hit(self.table, hit_ball, balls, obj, u, pins)
        # on past the line's end, or past the ball or pin it meets (as :func:`..simpaths.
        # runs_on` says of the simulated run): a bare end only at a cushion
        goes_on = run > OBJECT_LINE or next_ball is not None or next_pin is not None
        run = min(OBJECT_LINE, run)
        tip = (obj[0] + u[0] * run, obj[1] + u[1] * run)
        aaline(surf, OBJECT_COLOUR, self.to_screen(obj), self.to_screen(tip))
        drawn.append((self.to_screen(obj), self.to_screen(tip)))
        if goes_on:
            object_arrow(surf, self.to_screen(obj), self.to_screen(tip), rp)
        return drawn


def straight_course(
    t: Table,
    ball: str,
    balls: Mapping[str, Vec | None],
    start: Vec,
    angle: float,
    pins: Mapping[str, Vec] | None,
) -> Course:
    """The straight line from ``start`` along ``angle`` to the first ball, standing pin or
    cushion it meets (:func:`.rays.first_hit`), as a :class:`Course`: what the guide draws
    where no simulation stands behind it — a pin it meets no foul it is sure of — and what
    the tutorial's aim step reads there, so that the step and the line on the screen agree."""
    d = (math.cos(math.radians(angle)), math.sin(math.radians(angle)))
    dist, hit_ball, pin_met = first_hit(t, ball, balls, start, d, pins)
    return Course((start, (start[0] + d[0] * dist, start[1] + d[1] * dist)), hit_ball, pin_met)


def launch_angle(shot: Shot, params: PhysicsParams | None = None) -> float:
    """The way the ball leaves the cue: the aim turned by the squirt the shot's side puts in
    (the engine's own, :func:`~chapo_game.physics.resolve.stick_ball.squirt_angle`), so the
    guide's line runs where the ball will (off the aim, it named a ball first where the ball
    met a pin: 2 m from the mingo, side 0.3 squirts the ball 18 mm)."""
    p = params or DEFAULT_PARAMS
    return shot.angle - squirt_angle(shot.side, p.ball_mass, p.cue_end_mass)


def object_arrow(surf: pygame.Surface, before: Vec, tip: Vec, rp: float) -> None:
    """The object ball's line ends in an arrowhead where it is cut short: it says the way the
    ball leaves, and a bare end read as where it stops (it ran on 1.9 m)."""
    arrowhead(surf, OBJECT_COLOUR, before, (round(tip[0]), round(tip[1])), max(6.0, rp * 0.8))


def arrowhead(
    surf: pygame.Surface,
    colour: tuple[int, int, int],
    before: tuple[float, float],
    tip: tuple[int, int],
    size: float,
) -> None:
    """An open arrowhead at ``tip``, pointing the way from ``before``: a guide's path that
    goes on beyond what is drawn."""
    heading = math.atan2(tip[1] - before[1], tip[0] - before[0])
    wings = [
        (tip[0] - size * math.cos(heading + w), tip[1] - size * math.sin(heading + w))
        for w in (0.5, -0.5)
    ]
    pygame.draw.lines(surf, colour, False, [wings[0], tip, wings[1]], 2)
