"""The Chapó physics engine: closed-form motion, a pymunk 7 world as the broad phase, and every
event solved at its exact time, in time order.

Why this scheme (see docs/PHYSICS.md):

* **Motion in closed form** (:mod:`.ball`): between events a ball slides, rolls or stands, each
  phase exact, so the distance run never depends on a step size.
* **pymunk finds the pairs** (:mod:`.rig`). Each step, every moving body is put where the closed
  form says it is at the step's end; its shapes are inflated so that any pair that touches during
  the step still overlaps there (a moving ball's circle grows by its path in the step); pymunk's
  broad and narrow phases (in C) keep the set of overlapping pairs through ``begin``/``separate``
  handlers that tell pymunk never to respond itself.
* **Exact times, in order.** Each reported pair, each pocket a ball may cross, each pin a ball
  presses, gets the first instant its exact paths touch (:mod:`.toi`). The step is cut at the
  earliest of them: every body is moved there in closed form, that one event is resolved with
  its model (:mod:`.resolve`), and the next step starts from that instant. So a pocket crossed
  before a jaw is met wins, a ball that changes course mid-step cannot pass through a third body,
  and the outcome does not depend on the step size (``chapo bench`` reports the agreement with a
  10× finer step over 1000 shots).

The balls' paths, impacts and responses are in :mod:`.contacts`, the pins' in :mod:`.pins`, the
search for a step's first event in :mod:`.next_event`; this module holds the loop, the results
and the output (events, frames, the final position).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import events as ev
from ..errors import InputError
from ..events import Event
from ..position import PinState, Position, validate_position
from ..shot import Shot
from ..table import BALL_IDS, PIN_IDS, Table
from .ball import BallState, advanced, evolve, flown
from .bodies import Ball, Pin
from .contacts import BallContacts
from .geom import lying_contact, rotate
from .next_event import Hit, NextEvent
from .params import DEFAULT_PARAMS, PhysicsParams
from .pin_pairs import PinPairs
from .pins import PinMechanics
from .resolve.stick_ball import squirt_angle, strike
from .rig import (
    CP_SET_ENDPOINTS,
    CP_SET_POSITION,
    CP_SET_RADIUS,
    CP_SET_SEG_RADIUS,
    CP_SPACE_STEP,
    INFLATE,
    Rig,
    held_rig,
)

FRAME_RATE = 60.0
#: Events at one instant before the engine stops resolving a cluster of touching balls there.
_SAME_INSTANT = 200


def _may_cross(dy: float, vy: float, acc: float, tau: float) -> bool:
    """Whether a centre ``dy`` from a line, moving across it at ``vy``, can reach the line
    within ``tau``, its acceleration being at most ``acc`` (the sliding one). Its distance from
    the line is at least ``d + v τ − ½ a τ²`` (``v`` away from the line, signed): a concave
    bound, least at one end of the step — so a ball moving away from the line is looked at only
    if friction could turn it back inside the step, where a bound on ``|vy|`` alone looked at
    every ball within a step's travel of the line."""
    away = vy if dy > 0.0 else -vy
    d = abs(dy)
    return d <= 0.0 or d + away * tau - 0.5 * acc * tau * tau <= 0.0


# ---------------------------------------------------------------------------- results
@dataclass(frozen=True)
class BallFrame:
    xy: tuple[float, float]
    #: Orientation as a unit quaternion (w, x, y, z), integrated from ω (rolling marks turn).
    quat: tuple[float, float, float, float]


@dataclass(frozen=True)
class PinFrame:
    xy: tuple[float, float]
    standing: bool
    #: 0 = upright … 1 = lying flat (a pin leaning on a ball is in between).
    fall: float
    #: Direction the pin falls or leans towards, degrees CCW from +x (0 while upright).
    direction: float
    #: The pocket the pin dropped into, if any (then it is not drawn on the cloth).
    pocket: str | None = None

    def reach(self, height: float) -> float:
        """How far out from its base its top is (m), for a pin ``height`` tall: all of it lying
        flat, less while it falls or leans, nothing upright."""
        return height * math.sin(self.fall * 0.5 * math.pi)

    def axis(self, height: float) -> tuple[float, float, float, float]:
        """Base and head of a pin ``height`` tall, seen from above, as the frame draws it."""
        reach, a = self.reach(height), math.radians(self.direction)
        return (
            self.xy[0],
            self.xy[1],
            self.xy[0] + reach * math.cos(a),
            self.xy[1] + reach * math.sin(a),
        )


@dataclass(frozen=True)
class Frame:
    t: float
    balls: dict[str, BallFrame | None]
    pins: dict[str, PinFrame]


@dataclass(frozen=True)
class ShotResult:
    events: list[Event]
    final: Position
    frames: list[Frame] | None
    duration: float
    #: Number of engine steps (for ``chapo bench``).
    steps: int = 0
    #: ``across``: the down pins (id pairs) left lying one across the other — one fell on the
    #: other (``pin_pairs``); a position does not say which lies on top.
    meta: dict[str, Any] = field(default_factory=dict)
    #: With ``trace=True``: each ball's full state just after every strike and impact, and as
    #: it drops or leaves the table, as dicts ``{t, type, ball, x, y, vx, vy, wx, wy, wz}``
    #: (for ``chapo physics``, the aiming guide's exact contact points and the tests).
    trace: list[dict[str, Any]] | None = None


# ---------------------------------------------------------------------------- simulator
class Simulator:
    """Simulates shots on one table. Stateless between calls: the pymunk space, its cushions
    and shapes are built once per table (a pool of them, :func:`.rig.held_rig`) and reset for
    every :meth:`simulate`, so
    results are deterministic and calls are independent (the same shot in any order, on any
    thread, gives the same log)."""

    def __init__(self, table: Table, params: PhysicsParams | None = None) -> None:
        self.table = table
        self.params = params or DEFAULT_PARAMS

    def simulate(
        self,
        position: Position,
        shot: Shot | Sequence[Shot],
        *,
        frames: bool = False,
        trace: bool = False,
    ) -> ShotResult:
        shots = [shot] if isinstance(shot, Shot) else list(shot)
        if not shots:
            raise InputError("shot", "no shot given")
        validate_position(position, self.table)
        seen: set[str] = set()
        for sh in shots:
            if sh.ball in seen:
                raise InputError("ball", f"ball {sh.ball} is struck twice")
            seen.add(sh.ball)
            if position.balls.get(sh.ball) is None:
                raise InputError("ball", f"ball {sh.ball} is not on the table")
        with held_rig(self.table) as rig:
            return _World(self.table, self.params, position, frames, trace, rig).run(shots)


class _World(NextEvent, BallContacts, PinMechanics, PinPairs):
    """One shot's simulation. Built and thrown away per :meth:`Simulator.simulate`."""

    def __init__(
        self,
        table: Table,
        params: PhysicsParams,
        position: Position,
        frames: bool,
        trace: bool,
        rig: Rig,
    ) -> None:
        self.table = table
        self.p = params
        self._derive(table, params)
        self.want_frames = frames
        self.frames: list[Frame] = []
        self.trace: list[dict[str, Any]] | None = [] if trace else None
        self.events: list[Event] = []
        #: pairs whose shapes overlap (pymunk's broad and narrow phase): (kind, a, b) by key
        self.touching: dict[tuple[int, int, int], tuple[int, Any, Any]] = {}
        self.pocket_count = dict.fromkeys(table.pockets, 0)
        self.step_no = 0
        self.t = 0.0
        self.last_stop = 0.0
        self.crossed: dict[str, tuple[float, int]] = {}  # ball: its last línea media crossing
        self.same_instant = 0
        self.dt = 0.0  # the step being looked at
        #: the last impact of each pair and how many came in quick succession (``_collapse``)
        self.recent: dict[tuple[str, str], tuple[float, int]] = {}
        #: when each ball last met each lying pin, how many times in quick succession, how
        #: long the cloth alone would take to bring them together again (``pins._QUICK``),
        #: and whether the ball rides over it (``pins._CLIMB_G``)
        self.lying_met: dict[tuple[str, str], tuple[float, int, float, bool]] = {}
        #: when two pins last met, and how many times within ``pins._JAM_TIME`` of each other
        self.pins_met: dict[tuple[str, str], tuple[float, int]] = {}
        #: pairs left alone at the current instant (see ``_SAME_INSTANT``)
        self.stuck: set[tuple[int, ...]] = set()
        #: time the last knocked pin finishes falling (steps stay short until then)
        self.fall_until = -math.inf
        #: down pins lying one across the other (``pin_pairs``)
        self.stacked: dict[tuple[str, str], tuple[Pin, ...]] = {}

        rig.reset(self)
        self.rig = rig
        self.space = rig.space
        self._place_balls(position, rig)
        #: cushions: id -> (ax, ay, bx, by, nx, ny)
        self.cushions: dict[str, tuple[float, float, float, float, float, float]] = {
            cid: (*seg.a, *seg.b, *seg.normal) for cid, seg in table.cushions.items()
        }
        self._place_pins(position, rig)
        self._stack_overlapping()

    def _derive(self, table: Table, params: PhysicsParams) -> None:
        """The figures the step loop reads again and again, worked out once from the table and
        the parameters: accelerations on the cloth, contact distances, the pockets as a list,
        the pins' fall and effective mass."""
        self.R = table.ball_radius
        self.rp = table.pin_radius
        self.a_slide = params.mu_slide * params.g
        self.a_roll = params.mu_roll * params.g
        self.a_spin = params.spin_decel(self.R)
        #: the most a ball's velocity changes per second on the cloth, sliding or rolling
        self.a_most = max(self.a_slide, self.a_roll)
        self.a_pin_stand = params.mu_pin_stand * params.g
        self.a_pin_down = params.mu_pin_down * params.g
        #: centre distance at which a ball meets a lying pin's axis (6 mm above the cloth)
        self.d_lying = lying_contact(self.R, self.rp)
        self.tip_depth = params.pin_tip_depth(self.rp, self.R)
        #: the línea media's ``y`` (a property of the table's: looked at every step)
        self.mid = table.linea_media_y
        #: the pockets as ``(id, x, y)``, in the table's order (looked at for every mover, every
        #: step)
        self.pocket_list = [(pid, cx, cy) for pid, (cx, cy) in table.pockets.items()]
        #: a pin falling from rest turns through 90° in ``pin_fall_time``: θ = ½ α t²
        self.fall_alpha = math.pi / params.pin_fall_time**2
        #: a standing pin's effective mass where a ball meets it (at R above the cloth): a free
        #: rod, ``m / (1 + d²/k²)`` with ``d`` the contact's height over the centre of mass and
        #: ``k²`` the rod's ``(3r² + h²)/12``
        h = table.pin_height
        self.pin_k2 = (3.0 * self.rp**2 + h * h) / 12.0
        self.pin_eff_mass = params.pin_mass / (
            1.0 + (self.R - params.pin_com_height) ** 2 / self.pin_k2
        )

    def _place_balls(self, position: Position, rig: Rig) -> None:
        """Every ball of the position on the table, its circle (inflated by pymunk's margin)
        in the rig's space; a ball off the table is kept, inactive, with no shape."""
        self.balls: list[Ball] = []
        self.ball_by_id: dict[str, Ball] = {}
        for bid in BALL_IDS:
            xy = position.balls.get(bid)
            b = Ball(bid, BallState(xy[0], xy[1]) if xy is not None else BallState(0.0, 0.0))
            self.ball_by_id[bid] = b
            if xy is None:
                b.active = False
                continue
            b.body, b.shape = rig.balls[bid]
            b.cp_body, b.cp_shape = b.body._body, b.shape._shape
            # chipmunk's setters, as the step loop calls them: pymunk's wrappers cost more
            CP_SET_POSITION(b.cp_body, xy)
            CP_SET_RADIUS(b.cp_shape, self.R + INFLATE)
            rig.add(b.shape, b)
            self.balls.append(b)

    def _place_pins(self, position: Position, rig: Rig) -> None:
        """Every pin of the position: a standing one as its circle, a down one as its axis
        (leaning where the position says it rests), one in a pocket with no shape at all."""
        self.pins: list[Pin] = []
        self.pin_by_id: dict[str, Pin] = {}
        for pid in PIN_IDS:
            ps = position.pins.get(pid)
            if ps is None:
                continue
            pin = Pin(pid, ps.xy[0], ps.xy[1], ps.standing)
            pin.body = rig.pins[pid][0]
            CP_SET_POSITION(pin.body._body, ps.xy)
            self.pins.append(pin)
            self.pin_by_id[pid] = pin
            if ps.pocket is not None:  # dropped into a pocket: off the cloth, nothing to meet
                pin.mode, pin.pocket = "pocketed", ps.pocket
            elif ps.standing:
                self._add_circle(pin)
            else:
                pin.cause = dict(ps.cause) if ps.cause else None
                pin.dx, pin.dy = ps.way
                self._add_segment(pin)
                if ps.fall is not None:
                    self._lean_at_start(pin, ps.fall)

    # ------------------------------------------------------------------ shapes

    def _forget(self, o: object) -> None:
        """Drop the overlapping pairs of a body whose shape has left the space."""
        for key in [k for k in self.touching if id(o) in (k[1], k[2])]:
            del self.touching[key]

    # ------------------------------------------------------------------ closed forms
    def _adv(self, s: BallState, tau: float, air: bool = False) -> tuple[BallState, float | None]:
        """A ball's exact state ``tau`` after state ``s`` (a new one), and when it stopped. A ball
        in the ``air`` over a hole has no cloth under it: it goes straight on, its spin kept."""
        if tau <= 0.0:
            return s.copy(), None
        if air:
            return flown(s, tau), None
        return advanced(s, tau, self.R, self.a_slide, self.a_roll, self.a_spin)

    # ------------------------------------------------------------------ main loop
    def run(self, shots: list[Shot]) -> ShotResult:
        """Strike the balls, then step until every body is at rest or the time cap is reached.
        Each step puts every moving body where its closed form is at the step's end, its shape
        inflated by its path (:meth:`_sweep_balls`, :meth:`_sweep_pins`), so that pymunk's
        step reports every pair that touches during it; the step is then cut at its first
        event (:meth:`_earliest`), which is resolved (:meth:`_resolve`), and the next step
        starts from that instant."""
        self._strike(shots)
        self._first_frame()
        max_time = self.p.max_time
        # each phase of a step bound once: a method looked up on the world misses its
        # instance dictionary every time (each world's keys are its own, so the interpreter
        # cannot specialise the lookup), a third of what a call through it costs
        movers_of, step_length = self._movers, self._step_length
        sweep_balls, sweep_pins = self._sweep_balls, self._sweep_pins
        earliest, commit, resolve = self._earliest, self._commit, self._resolve
        release = self._release_pressed
        # the space stepped as :data:`.rig.CP_SPACE_STEP` says, on its chipmunk pointer
        cp_space = self.space._space
        while True:
            movers, pmovers = movers_of()
            falling = self.t < self.fall_until
            if not movers and not pmovers and not falling:
                return self._finish(capped=False)
            if self.t >= max_time - 1e-12:
                return self._finish(capped=True)
            dt = step_length(movers, pmovers, falling)
            self.step_no += 1
            sweep_balls(movers, dt)
            if pmovers or falling:
                sweep_pins(pmovers, dt)
            self.dt = dt
            CP_SPACE_STEP(cp_space, dt)
            hit = earliest(movers, pmovers, dt)
            if hit is None:  # nothing happens in the step: the world moves to its end
                commit(movers, pmovers, dt, dt)
                self.same_instant = 0
                self.stuck.clear()
            else:
                resolve(hit, movers, pmovers, dt)
            release()

    def _strike(self, shots: list[Shot]) -> None:
        """Each shot's cue strikes its ball at the instant 0 (two at once in a lag)."""
        p = self.p
        for sh in shots:
            b = self.ball_by_id[sh.ball]
            sq = squirt_angle(sh.side, p.ball_mass, p.cue_end_mass)
            b.cur = strike(b.cur.x, b.cur.y, sh.angle, sh.speed, sh.side, sh.vertical, self.R, sq)
            b.refresh()
            self._event(0.0, "strike", ball=sh.ball, speed=sh.speed, cue=sh.cue)
            self._trace(0.0, "strike", b)

    def _first_frame(self) -> None:
        """With frames asked for, the one at the instant 0 (then one each ``1/FRAME_RATE`` s,
        as :meth:`_commit` moves the world past it)."""
        self.frame_k = 0
        if self.want_frames:
            self._record_frame(0.0)
            self.frame_k = 1

    def _movers(self) -> tuple[list[Ball], list[Pin]]:
        """The balls and the pins moving at the world's time (a ball over a hole counts as
        moving until it drops or climbs out): only they are moved and looked at in a step.
        Loops, not list comprehensions: in Python 3.11 each comprehension is a call of its
        own, and the two cost more, every step, than this method's call (callgrind)."""
        movers: list[Ball] = []
        for b in self.balls:
            if b.mov:
                movers.append(b)
        pmovers: list[Pin] = []
        for q in self.pins:
            if q.vx != 0.0 or q.vy != 0.0:
                pmovers.append(q)
        return movers, pmovers

    def _step_length(self, movers: list[Ball], pmovers: list[Pin], falling: bool) -> float:
        """How long the step is: no body moves more than ``step_travel`` in it, it lasts at
        most ``max_dt`` (``pin_fall_time / 8`` while a pin falls, so a falling pin's swept
        shape stays close to it), and it does not run past the time cap."""
        p = self.p
        dmax, max_dt = p.step_travel, p.max_dt
        vmax = 0.0
        for b in movers:
            v = math.hypot(b.cur.vx, b.cur.vy)
            if v > vmax:
                vmax = v
        for q in pmovers:
            v = math.hypot(q.vx, q.vy)
            if v > vmax:
                vmax = v
        dt = max_dt if vmax * max_dt <= dmax else dmax / vmax
        fall_dt = p.pin_fall_time / 8.0
        if falling and dt > fall_dt:
            dt = fall_dt
        if dt > p.max_time - self.t:
            dt = p.max_time - self.t
        return dt

    def _sweep_balls(self, movers: list[Ball], dt: float) -> None:
        """Each moving ball's exact state at the step's end (``end``, ``end_stop``), where its
        body is put; its circle grows by its path in the step (``sweep``: travel, plus how far
        friction can bend the path from its chord, ``sag``), so pymunk reports every pair it
        may touch during the step. The engine's hottest loop: the closed form and chipmunk's
        setters are called inline, on local names."""
        R, a_slide, a_roll, a_spin = self.R, self.a_slide, self.a_roll, self.a_spin
        cp_set_position, cp_set_radius = CP_SET_POSITION, CP_SET_RADIUS
        r_ball = R + INFLATE  # a ball's circle as pymunk sees it, before its path in the step
        for b in movers:
            cur = b.cur
            if b.air is not None:  # over a hole: straight on, nothing bends its path
                b.end, b.end_stop = flown(cur, dt), None
                cp_set_position(b.cp_body, (b.end.x, b.end.y))
                b.sag, b.sweep = 0.0, math.hypot(b.end.x - cur.x, b.end.y - cur.y)
                cp_set_radius(b.cp_shape, r_ball + b.sweep)
                continue
            # :func:`.ball.advanced`, inlined: the hottest call of the engine (dt > 0 here)
            x, y, vx, vy, wx, wy, wz, b.end_stop = evolve(
                cur.x, cur.y, cur.vx, cur.vy, cur.wx, cur.wy, cur.wz, dt, R, a_slide,
                a_roll, a_spin,
            )  # fmt: skip
            b.end = BallState(x, y, vx, vy, wx, wy, wz, cur.t + dt)
            cp_set_position(b.cp_body, (x, y))
            # the circle pymunk sees at the step's end covers the whole path: travel, plus
            # how far a path bent by friction strays from its chord (a·dt²/8)
            ux, uy = cur.vx - R * cur.wy, cur.vy + R * cur.wx
            acc = a_slide if ux * ux + uy * uy > 1e-18 else a_roll
            b.sag = sag = 0.125 * acc * dt * dt
            b.sweep = sweep = math.hypot(x - cur.x, y - cur.y) + sag
            cp_set_radius(b.cp_shape, r_ball + sweep)

    def _sweep_pins(self, pmovers: list[Pin], dt: float) -> None:
        """While a pin slides or falls: each sliding pin's base at the step's end (``end``),
        where its body is put, a standing pin's circle grown by its travel in the step; then
        the down pins' axes (:meth:`_sweep_down_pins`)."""
        for q in pmovers:
            q.end = self._pin_at(q, dt)
            CP_SET_POSITION(q.body._body, (q.end[0], q.end[1]))
            if q.circle is not None:
                swept = math.hypot(q.end[0] - q.x, q.end[1] - q.y)
                CP_SET_RADIUS(q.circle._shape, self.rp + INFLATE + swept)
        self._sweep_down_pins(dt)

    def _sweep_down_pins(self, dt: float) -> None:
        """Each down pin's axis as pymunk sees it at the step's end: a falling pin's reaches
        out as far as it will have fallen, and a sliding or falling pin's is widened by its
        base's travel in the step (a pin lying still keeps its segment as it was)."""
        t = self.t
        origin = (0.0, 0.0)
        for q in self.pins:
            if q.mode != "down" or q.seg is None:
                continue
            fell = t < q.t_flat
            seg = q.seg._shape
            if fell:
                reach = self._reach(q, t + dt)
                CP_SET_ENDPOINTS(seg, origin, (reach * q.dx, reach * q.dy))
            if fell or q.vx != 0.0 or q.vy != 0.0:
                swept = math.hypot(q.end[0] - q.x, q.end[1] - q.y) if q.moving() else 0.0
                CP_SET_SEG_RADIUS(seg, self.rp + INFLATE + swept)

    def _resolve(self, hit: Hit, movers: list[Ball], pmovers: list[Pin], dt: float) -> None:
        """Move the world to the step's first event and resolve it, unless
        :meth:`_held_at_instant` holds it."""
        self._commit(movers, pmovers, hit[0], dt)
        if not self._held_at_instant(hit, movers, pmovers, dt):
            hit[1](*hit[2])
        for b in self.balls:
            b.refresh()

    def _held_at_instant(self, hit: Hit, movers: list[Ball], pmovers: list[Pin], dt: float) -> bool:
        """Whether ``hit``, just reached, is left unresolved, events at one instant being
        counted. Past :data:`_SAME_INSTANT` of them, a cluster of touching balls fed energy
        along its line keeps colliding at one instant: this pair is left alone until time moves
        on. Past twice that, an event its own response does not undo: time moves on by a
        nanosecond, so a shot always ends."""
        if hit[0] < 1e-12:
            self.same_instant += 1
        else:
            self.same_instant = 0
            self.stuck.clear()
        if self.same_instant > 2 * _SAME_INSTANT:
            self._commit(movers, pmovers, 1e-9, dt)
            self.same_instant = 0
            return True
        if self.same_instant > _SAME_INSTANT:
            self.stuck.add(tuple(id(o) for o in hit[2][:2]))
            return True
        return False

    def _finish(self, capped: bool) -> ShotResult:
        """The shot's result once every body is at rest (or the time cap stopped them): its
        duration (the last body to stop, or the last pin to finish falling), the final position
        tidied for what rounding leaves (:meth:`_tidy`), the ``rest`` event, the last frame,
        and the events in time order."""
        fall_end = max((q.t_flat for q in self.pins), default=0.0)
        duration = self.t if capped else max(self.last_stop, fall_end, 0.0)
        self._lean_pressed(duration)
        self._tidy(duration)
        if capped:
            note = f"time cap of {self.p.max_time:g} s reached; bodies stopped"
            self._event(self.t, "rest", note=note)
        else:
            self._event(duration, "rest")
        if self.want_frames:
            self.frames = [f for f in self.frames if f.t < duration - 1e-9]
            self._record_frame(duration)
        self.events.sort(key=lambda e: e.t)  # stable: same-time events keep causal order
        return ShotResult(
            events=self.events,
            final=self._final(),
            frames=self.frames if self.want_frames else None,
            duration=duration,
            steps=self.step_no,
            meta={"across": self._across()},
            trace=self.trace,
        )

    def _commit(self, movers: list[Ball], pmovers: list[Pin], tau: float, dt: float) -> None:
        """Move the world ``tau`` into the step: the frames on the way recorded, each moving
        ball taken to its exact state there (at the step's end, the one :meth:`_sweep_balls`
        worked out), the línea media crossings on its way logged, and the pins moved
        (:meth:`_commit_pins`)."""
        t = self.t
        if self.want_frames:
            self._frames_until(t + tau)
        mid = self.mid
        for b in movers:
            if tau == dt:
                new, stop = b.end, b.end_stop
            else:
                new, stop = self._adv(b.cur, tau, b.air is not None)
                CP_SET_POSITION(b.cp_body, (new.x, new.y))
            y0, vy0 = b.cur.y, b.cur.vy  # a ball may cross and come back inside one step
            if (y0 > mid) != (new.y > mid) or _may_cross(y0 - mid, vy0, self.a_slide, tau):
                self._line_crossings(b, mid, tau)
            if stop is not None:
                self._lasts_until(t + stop)
            b.cur = new
            b.mov = new.moving() or b.air is not None
            if not b.mov:
                b.sweep = b.sag = 0.0
                CP_SET_RADIUS(b.cp_shape, self.R + INFLATE)
        if pmovers:
            self._commit_pins(pmovers, tau, dt)
        self.t = t + tau

    def _frames_until(self, t_to: float) -> None:
        """Every 60 Hz frame due up to ``t_to``, read off the closed forms before the world
        moves there (so recording frames never changes the steps taken)."""
        frame_dt = 1.0 / FRAME_RATE
        while self.frame_k * frame_dt <= t_to + 1e-12:
            self._record_frame(self.frame_k * frame_dt)
            self.frame_k += 1

    def _commit_pins(self, pmovers: list[Pin], tau: float, dt: float) -> None:
        """Each sliding pin moved ``tau`` into the step (to the end :meth:`_sweep_pins` worked
        out, at the step's end); a pin that stops there is the last thing to come to rest so
        far."""
        t = self.t
        for q in pmovers:
            end = q.end if tau == dt else self._pin_at(q, tau)
            q.x, q.y, q.vx, q.vy = end
            if tau != dt:
                CP_SET_POSITION(q.body._body, (q.x, q.y))
            if q.vx == 0.0 and q.vy == 0.0:
                self._lasts_until(t + tau)

    # --- gap functions on the exact paths

    # ------------------------------------------------------------------ responses

    def _tidy(self, t_end: float) -> None:
        """The final position must be one the game accepts as a start (``validate_position``).
        Exact contacts leave touching balls exactly 2R apart; what rounding or a pair that came
        to rest pressing together leaves over (micrometres) is put right here: overlapping balls
        are moved apart along their line of centres, a ball past a cushion's nose back onto the
        cloth, and a pin standing inside a ball counts as leaning on it (art. 5.2)."""
        on = [b for b in self.balls if b.active]
        self._part_balls(on)
        self._press_pins(on)
        self._lean_pressed(t_end)

    def _part_balls(self, on: list[Ball]) -> None:
        """Balls overlapping (by what rounding leaves) moved apart along their line of centres,
        each ball kept on the cloth; moving one pair apart may push it into a third, so a few
        rounds."""
        R, W, L = self.R, self.table.width, self.table.length
        for _ in range(4):
            moved = False
            for i, a in enumerate(on):
                for b in on[i + 1 :]:
                    dx, dy = b.cur.x - a.cur.x, b.cur.y - a.cur.y
                    d = math.hypot(dx, dy)
                    if 0.0 < d < 2.0 * R:
                        push = 0.5 * (2.0 * R - d) + 1e-12
                        a.cur.x -= dx / d * push
                        a.cur.y -= dy / d * push
                        b.cur.x += dx / d * push
                        b.cur.y += dy / d * push
                        moved = True
            for b in on:
                b.cur.x = min(max(b.cur.x, R), W - R)
                b.cur.y = min(max(b.cur.y, R), L - R)
            if not moved:
                break

    def _press_pins(self, on: list[Ball]) -> None:
        """A standing pin with a ball inside its footprint leans on that ball (art. 5.2): it is
        pressed by it, away from it, by as far as the ball is in."""
        lim = self.R + self.rp
        for q in self.pins:
            if q.mode != "standing":
                continue
            for b in on:
                if math.hypot(b.cur.x - q.x, b.cur.y - q.y) < lim - 1e-7:
                    q.presser, q.mode = b, "pressed"
                    q.lean = lim - math.hypot(b.cur.x - q.x, b.cur.y - q.y)
                    q.dx, q.dy = (q.x - b.cur.x) / lim, (q.y - b.cur.y) / lim
                    break

    # ------------------------------------------------------------------ output
    def _event(self, t: float, type_: str, **data: Any) -> None:
        self.events.append(ev.make(t, type_, **data))
        if t > self.last_stop:  # as :meth:`_lasts_until`, inline: every event passes here
            self.last_stop = t

    def _lasts_until(self, t: float) -> None:
        """Something happened, or came to rest, at ``t``: the shot lasts at least until then
        (nothing is at rest before the last thing that happened)."""
        if t > self.last_stop:
            self.last_stop = t

    def _trace(self, t: float, type_: str, b: Ball) -> None:
        if self.trace is not None:
            s = b.cur
            self.trace.append(
                {"t": t, "type": type_, "ball": b.id, "x": s.x, "y": s.y, "vx": s.vx,
                 "vy": s.vy, "wx": s.wx, "wy": s.wy, "wz": s.wz}
            )  # fmt: skip

    def _record_frame(self, tf: float) -> None:
        """A 60 Hz sample at simulated time ``tf`` (at or after the world's time), read off the
        closed forms: recording frames never changes the steps taken."""
        tau = tf - self.t
        balls = self._ball_frames(tf, tau)
        pins = {q.id: self._pin_frame(q, tf, tau, balls) for q in self.pins}
        self.frames.append(Frame(tf, balls, pins))

    def _ball_frames(self, tf: float, tau: float) -> dict[str, BallFrame | None]:
        """Each ball at ``tf``, ``tau`` after the world's time (``None`` off the table), its
        orientation turned on from the last frame by the mean of the two frames' ω."""
        balls: dict[str, BallFrame | None] = {}
        for bid in BALL_IDS:
            b = self.ball_by_id[bid]
            if not b.active:
                balls[bid] = None
                continue
            st = self._adv(b.cur, tau, b.air is not None)[0] if b.cur.moving() else b.cur
            w = (st.wx, st.wy, st.wz)
            if b.w_frame is not None:
                b.quat = rotate(
                    b.quat,
                    0.5 * (w[0] + b.w_frame[0]),
                    0.5 * (w[1] + b.w_frame[1]),
                    0.5 * (w[2] + b.w_frame[2]),
                    tf - b.t_frame,
                )
            b.w_frame, b.t_frame = w, tf
            balls[bid] = BallFrame((st.x, st.y), b.quat)
        return balls

    def _pin_frame(
        self, q: Pin, tf: float, tau: float, balls: dict[str, BallFrame | None]
    ) -> PinFrame:
        """Pin ``q`` at ``tf``, ``tau`` after the world's time: in a pocket, standing, leaning
        on a ball (:meth:`_lean_tilt`), or falling and lying."""
        x, y, _, _ = self._pin_at(q, tau)
        direction = math.degrees(math.atan2(q.dy, q.dx))
        if q.mode == "pocketed":
            return PinFrame((x, y), False, 1.0, direction, q.pocket)
        if q.mode == "standing":
            return PinFrame((x, y), True, 0.0, 0.0)
        if q.mode == "pressed" or q.leaning:
            tilt = self._lean_tilt(q, tf, balls)
            return PinFrame((x, y), q.mode == "pressed", tilt, direction)
        fall = self._fall_angle(q, tf) / (0.5 * math.pi)
        return PinFrame((x, y), False, fall, direction)

    def _lean_tilt(self, q: Pin, tf: float, balls: dict[str, BallFrame | None]) -> float:
        """How far (0 upright … 1 flat) a pin leaning on a ball is tilted at ``tf``: about its
        base's far edge until its top rests on the ball — as far as the ball presses it at
        this frame (``balls``): the lean kept from the step's end drew it upright for 0.4 s
        while a slow ball sank 8 mm into it, then tilted at once."""
        lean = q.lean
        seen = balls.get(q.presser.id) if q.presser is not None else None
        if q.mode == "pressed" and seen is not None:
            lim = self.R + self.rp
            lean = max(0.0, lim - math.hypot(seen.xy[0] - q.x, seen.xy[1] - q.y))
        return self._fall_angle(q, tf, lean) / (0.5 * math.pi)

    def _final(self) -> Position:
        balls = {
            bid: ((b.cur.x, b.cur.y) if b.active else None) for bid, b in self.ball_by_id.items()
        }
        pins = {}
        for q in self.pins:
            standing = q.mode == "standing"
            direction = None if standing else round(math.degrees(math.atan2(q.dy, q.dx)), 6)
            fall = self._fall_written(q)
            pins[q.id] = PinState((q.x, q.y), standing, q.cause, direction, q.pocket, fall)
        return Position(balls=balls, pins=pins)
