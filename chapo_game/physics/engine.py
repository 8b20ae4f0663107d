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

The balls' paths, impacts and responses are in :mod:`.contacts`, the pins' in :mod:`.pins` and the
modules it names, the
search for a step's first event in :mod:`.next_event`, a step's phases in :mod:`.step`, the
events, trace and frames in :mod:`.recording`, a shot's end and final position in
:mod:`.shot_end`, what a shot gives back in :mod:`.results`; this module holds the
:class:`Simulator`, the world's set-up from a position and the loop.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ..errors import InputError
from ..events import Event
from ..position import Position, validate_position
from ..shot import Shot
from ..table import BALL_IDS, PIN_IDS, Table
from .ball import BallState, advanced, flown
from .bodies import Ball, Pin
from .contacts import BallContacts
from .geom import lying_contact
from .next_event import NextEvent
from .params import DEFAULT_PARAMS, PhysicsParams
from .pin_leaning import PinLeaning
from .pin_lying import LyingPins
from .pin_motion import PinMotion
from .pin_pairs import PinPairs
from .pins import PinMechanics
from .recording import Recording
from .resolve.stick_ball import squirt_angle, strike
from .results import Frame, ShotResult
from .rig import CP_SET_POSITION, CP_SET_RADIUS, CP_SPACE_STEP, INFLATE, Rig, held_rig
from .shot_end import ShotEnd
from .step import Stepping


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


class _World(
    NextEvent,
    BallContacts,
    PinMechanics,
    PinMotion,
    LyingPins,
    PinLeaning,
    PinPairs,
    Stepping,
    Recording,
    ShotEnd,
):
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
        #: long the cloth alone would take to bring them together again (``pin_lying._QUICK``),
        #: and whether the ball rides over it (``pin_lying._CLIMB_G``)
        self.lying_met: dict[tuple[str, str], tuple[float, int, float, bool]] = {}
        #: when two pins last met, and how many times within ``pins._JAM_TIME`` of each other
        self.pins_met: dict[tuple[str, str], tuple[float, int]] = {}
        #: pairs left alone at the current instant (see :data:`.step._SAME_INSTANT`)
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
