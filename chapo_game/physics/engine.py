"""The Chapó physics engine: closed-form motion, a pymunk 7 world as the broad phase, and every
event solved at its exact time, in time order.

Why this scheme (see docs/PHYSICS.md):

* **Motion in closed form** (:mod:`.ball`): between events a ball slides, rolls or stands, each
  phase exact, so the distance run never depends on a step size.
* **pymunk finds the pairs.** Each step, every moving body is put where the closed form says it
  is at the step's end; its shapes are inflated so that any pair that touches during the step
  still overlaps there (a moving ball's circle grows by its path in the step); pymunk's
  broad and narrow phases (in C) report the overlapping pairs through ``pre_solve`` handlers
  that only record them and tell pymunk not to respond.
* **Exact times, in order.** Each reported pair, each pocket a ball may cross, each pin a ball
  presses, gets the first instant its exact paths touch (:mod:`.toi`). The step is cut at the
  earliest of them: every body is moved there in closed form, that one event is resolved with
  its model (:mod:`.resolve`), and the next step starts from that instant. So a pocket crossed
  before a jaw is met wins, a ball that changes course mid-step cannot pass through a third body,
  and the outcome does not depend on the step size (``chapo bench`` reports the agreement with a
  10× finer step over 1000 shots).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pymunk

from .. import events as ev
from ..errors import InputError
from ..events import Event
from ..position import PinState, Position, validate_position
from ..shot import Shot
from ..table import BALL_IDS, PIN_IDS, Table
from .ball import BallState, advanced, catch_up_spin, evolve
from .params import DEFAULT_PARAMS, PhysicsParams
from .resolve import ball_ball, ball_cushion
from .resolve.discs import disc_impulse, pocket_rebound
from .resolve.stick_ball import squirt_angle, strike
from .rig import INFLATE, SET_POSITION, T_BALL, T_CUSHION, T_PIN, T_SEG, rig_for
from .toi import first_contact

_T_BALL, _T_CUSHION, _T_PIN, _T_SEG = T_BALL, T_CUSHION, T_PIN, T_SEG
_INFLATE = INFLATE
_SET_POSITION = SET_POSITION
FRAME_RATE = 60.0
#: Slope of a squared-distance gap (m²/s) below which touching bodies are drifting together by
#: rounding, not closing: about 1e-9 m/s of approach between two touching balls.
_DRIFT = 1e-10
#: Approach speed (m/s) below which a ball meeting a lying pin only rests against it.
_CREEP = 0.01
#: A ball meets the same lying pin again only this long (s) after it last did. Sooner, it is
#: rolling over it or squeezing it against another ball or a cushion, where a 6 g pin is pressed
#: out from under the 466 g balls in ways the 2-D model does not follow (and, followed as 2-D
#: impacts, it would be struck without end).
_REMEET = 0.1
#: Events at one instant before the engine stops resolving a cluster of touching balls there.
_SAME_INSTANT = 200


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
    meta: dict[str, Any] = field(default_factory=dict)
    #: With ``trace=True``: each ball's full state just after every strike and impact, as dicts
    #: ``{t, type, ball, x, y, vx, vy, wx, wy, wz}`` (for ``chapo physics`` and the tests).
    trace: list[dict[str, Any]] | None = None


# ---------------------------------------------------------------------------- bodies
class _Ball:
    __slots__ = (
        "active",
        "body",
        "cur",
        "end",
        "end_stop",
        "id",
        "mov",
        "quat",
        "sag",
        "shape",
        "sweep",
        "t_frame",
        "w_frame",
    )

    def __init__(self, bid: str, s: BallState) -> None:
        self.id = bid
        self.cur = s  # exact state at the world's time
        self.end = s  # exact state at the end of the step being looked at
        self.end_stop: float | None = None
        self.active = True
        self.mov = False  # moving (cached: cur.moving() while on the table)
        self.sweep = 0.0  # how far the path of the current step strays from its end
        self.sag = 0.0  # how far the path of the current step strays from its chord
        self.quat = (1.0, 0.0, 0.0, 0.0)
        self.w_frame: tuple[float, float, float] | None = None
        self.t_frame = 0.0

    def moving(self) -> bool:
        return self.mov

    def refresh(self) -> None:
        self.mov = self.active and self.cur.moving()


class _Pin:
    """A pin: ``standing`` upright; ``pressed`` upright but leaning away from the ball pressing
    it (``presser``); ``down`` knocked (falling from ``t_knock`` until ``t_flat``, then lying
    along ``(dx, dy)`` from its base); ``pocketed``. ``(x, y)`` is the base at the world's time;
    a pin slides with constant deceleration along its velocity."""

    __slots__ = (
        "body",
        "cause",
        "circle",
        "dx",
        "dy",
        "end",
        "id",
        "lean",
        "leaning",
        "mode",
        "pocket",
        "presser",
        "root",
        "seg",
        "t_flat",
        "t_knock",
        "vx",
        "vy",
        "w0",
        "x",
        "y",
    )

    def __init__(self, pid: str, x: float, y: float, standing: bool) -> None:
        self.id = pid
        self.x, self.y = x, y
        self.vx = self.vy = 0.0
        self.mode = "standing" if standing else "down"
        self.cause: dict[str, str] | None = None
        self.root = ""
        self.presser: _Ball | None = None
        self.lean = 0.0  # how far the presser is into the pin's footprint (m)
        self.leaning = False  # left leaning on a ball at the end of the shot
        self.dx, self.dy = 1.0, 0.0
        self.t_knock = -math.inf
        self.t_flat = -math.inf  # lies flat from this time on
        self.w0 = 0.0  # rate at which the kick started its fall (rad/s)
        self.pocket: str | None = None
        self.end = (x, y, 0.0, 0.0)
        self.circle: pymunk.Circle | None = None
        self.seg: pymunk.Segment | None = None

    def moving(self) -> bool:
        return self.vx != 0.0 or self.vy != 0.0

    def mov_end(self) -> bool:
        """Whether ``end`` (the step's end) is this step's (the pin moves)."""
        return self.vx != 0.0 or self.vy != 0.0


# ---------------------------------------------------------------------------- simulator
class Simulator:
    """Simulates shots on one table. Stateless between calls: every :meth:`simulate` builds
    its own pymunk space, so results are deterministic and calls are independent."""

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
        return _World(self.table, self.params, position, frames, trace).run(shots)


class _World:
    """One shot's simulation. Built and thrown away per :meth:`Simulator.simulate`."""

    def __init__(
        self, table: Table, params: PhysicsParams, position: Position, frames: bool, trace: bool
    ) -> None:
        self.table = table
        self.p = params
        self.R = table.ball_radius
        self.rp = table.pin_radius
        self.a_slide = params.mu_slide * params.g
        self.a_roll = params.mu_roll * params.g
        self.a_spin = params.spin_decel(self.R)
        self.a_pin_stand = params.mu_pin_stand * params.g
        self.a_pin_down = params.mu_pin_down * params.g
        #: centre distance at which a ball meets a lying pin's axis (6 mm above the cloth)
        self.d_lying = math.sqrt((self.R + self.rp) ** 2 - (self.R - self.rp) ** 2)
        self.tip_depth = params.pin_tip_depth(self.rp, self.R)
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
        self.same_instant = 0
        self.dt = 0.0  # the step being looked at
        #: when each ball last met each lying pin (see ``_REMEET``)
        self.lying_met: dict[tuple[str, str], float] = {}
        #: pairs left alone at the current instant (see ``_SAME_INSTANT``)
        self.stuck: set[tuple[int, ...]] = set()
        #: time the last knocked pin finishes falling (steps stay short until then)
        self.fall_until = -math.inf

        rig = rig_for(table)
        rig.reset(self)
        self.rig = rig
        self.space = rig.space
        self.balls: list[_Ball] = []
        self.ball_by_id: dict[str, _Ball] = {}
        for bid in BALL_IDS:
            xy = position.balls.get(bid)
            b = _Ball(bid, BallState(xy[0], xy[1]) if xy is not None else BallState(0.0, 0.0))
            self.ball_by_id[bid] = b
            if xy is None:
                b.active = False
                continue
            b.body, b.shape = rig.balls[bid]
            _SET_POSITION(b.body, xy)
            b.shape.unsafe_set_radius(self.R + _INFLATE)
            rig.add(b.shape, b)
            self.balls.append(b)
        #: cushions: id -> (ax, ay, bx, by, nx, ny)
        self.cushions: dict[str, tuple[float, float, float, float, float, float]] = {
            cid: (*seg.a, *seg.b, *seg.normal) for cid, seg in table.cushions.items()
        }
        self.pins: list[_Pin] = []
        self.pin_by_id: dict[str, _Pin] = {}
        for pid in PIN_IDS:
            ps = position.pins.get(pid)
            if ps is None:
                continue
            pin = _Pin(pid, ps.xy[0], ps.xy[1], ps.standing)
            pin.body = rig.pins[pid][0]
            _SET_POSITION(pin.body, ps.xy)
            self.pins.append(pin)
            self.pin_by_id[pid] = pin
            if ps.standing:
                self._add_circle(pin)
            else:
                pin.cause = dict(ps.cause) if ps.cause else None
                if ps.direction is not None:
                    a = math.radians(ps.direction)
                    pin.dx, pin.dy = math.cos(a), math.sin(a)
                self._add_segment(pin)

    # ------------------------------------------------------------------ shapes
    def _add_circle(self, q: _Pin) -> None:
        c = self.rig.pins[q.id][1]
        c.unsafe_set_radius(self.rp)
        self.rig.add(c, q)
        q.circle = c

    def _add_segment(self, q: _Pin) -> None:
        h = self.table.pin_height
        s = self.rig.pins[q.id][2]
        s.unsafe_set_endpoints((0.0, 0.0), (h * q.dx, h * q.dy))
        s.unsafe_set_radius(self.rp + _INFLATE)
        self.rig.add(s, q)
        q.seg = s

    def _remove_pin_shapes(self, q: _Pin) -> None:
        for name in ("circle", "seg"):
            sh = getattr(q, name)
            if sh is not None:
                self.rig.remove(sh)
                setattr(q, name, None)
        self._forget(q)

    def _forget(self, o: object) -> None:
        """Drop the overlapping pairs of a body whose shape has left the space."""
        for key in [k for k in self.touching if id(o) in (k[1], k[2])]:
            del self.touching[key]

    # ------------------------------------------------------------------ closed forms
    def _adv(self, s: BallState, tau: float) -> tuple[BallState, float | None]:
        """A ball's exact state ``tau`` after state ``s`` (a new one), and when it stopped."""
        if tau <= 0.0:
            return s.copy(), None
        return advanced(s, tau, self.R, self.a_slide, self.a_roll, self.a_spin)

    def _pin_at(self, q: _Pin, tau: float) -> tuple[float, float, float, float]:
        """A pin's base and velocity ``tau`` after the world's time (constant deceleration)."""
        v = math.hypot(q.vx, q.vy)
        if v == 0.0 or tau <= 0.0:
            return q.x, q.y, q.vx, q.vy
        a = self.a_pin_stand if q.mode in ("standing", "pressed") else self.a_pin_down
        ts = v / a
        ex, ey = q.vx / v, q.vy / v
        if tau >= ts:
            d = 0.5 * v * ts
            return q.x + ex * d, q.y + ey * d, 0.0, 0.0
        d = v * tau - 0.5 * a * tau * tau
        nv = v - a * tau
        return q.x + ex * d, q.y + ey * d, ex * nv, ey * nv

    def _reach(self, q: _Pin, t: float) -> float:
        """How far a down pin's top lies from its base (horizontally) at time ``t``: it turns
        about its base at ``θ(τ) = w0·τ + ½·α·τ²`` — the kick's rate plus gravity's — until flat,
        and its top is then ``h·sin θ`` out."""
        h = self.table.pin_height
        if t >= q.t_flat:
            return h
        tau = t - q.t_knock
        if tau <= 0.0:
            return 0.0
        return h * math.sin(q.w0 * tau + 0.5 * self.fall_alpha * tau * tau)

    def _reach_rate(self, q: _Pin, t: float) -> float:
        """How fast a falling pin's top sweeps out (m/s)."""
        if t >= q.t_flat:
            return 0.0
        tau = max(0.0, t - q.t_knock)
        w = q.w0 + self.fall_alpha * tau
        return self.table.pin_height * math.cos(q.w0 * tau + 0.5 * self.fall_alpha * tau**2) * w

    # ------------------------------------------------------------------ main loop
    def run(self, shots: list[Shot]) -> ShotResult:
        p = self.p
        for sh in shots:
            b = self.ball_by_id[sh.ball]
            sq = squirt_angle(sh.side, p.ball_mass, p.cue_end_mass)
            b.cur = strike(b.cur.x, b.cur.y, sh.angle, sh.speed, sh.side, sh.vertical, self.R, sq)
            b.refresh()
            self._event(0.0, "strike", ball=sh.ball, speed=sh.speed, cue=sh.cue)
            self._trace(0.0, "strike", b)
        self.frame_k = 0
        if self.want_frames:
            self._record_frame(0.0)
            self.frame_k = 1
        capped = False
        dmax, max_dt, max_time = p.step_travel, p.max_dt, p.max_time
        R, a_slide, a_roll = self.R, self.a_slide, self.a_roll
        fall_dt = p.pin_fall_time / 8.0
        balls, pins = self.balls, self.pins
        space = self.space
        set_position = _SET_POSITION
        while True:
            t = self.t
            movers = [b for b in balls if b.mov]
            pmovers = [q for q in pins if q.vx != 0.0 or q.vy != 0.0]
            falling = t < self.fall_until
            if not movers and not pmovers and not falling:
                break
            if t >= max_time - 1e-12:
                capped = True
                break
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
            if falling and dt > fall_dt:
                dt = fall_dt
            if dt > max_time - t:
                dt = max_time - t
            self.step_no += 1
            # --- where everything is at the end of the step (closed form)
            for b in movers:
                cur = b.cur
                b.end, b.end_stop = end, _ = self._adv(cur, dt)
                set_position(b.body, (end.x, end.y))
                # the circle pymunk sees at the step's end covers the whole path: travel, plus
                # how far a path bent by friction strays from its chord (a·dt²/8)
                ux, uy = cur.vx - R * cur.wy, cur.vy + R * cur.wx
                acc = a_slide if ux * ux + uy * uy > 1e-18 else a_roll
                b.sag = 0.125 * acc * dt * dt
                b.sweep = math.hypot(end.x - cur.x, end.y - cur.y) + b.sag
                b.shape.unsafe_set_radius(R + _INFLATE + b.sweep)
            for q in pmovers:
                q.end = self._pin_at(q, dt)
                set_position(q.body, (q.end[0], q.end[1]))
                if q.circle is not None:
                    swept = math.hypot(q.end[0] - q.x, q.end[1] - q.y)
                    q.circle.unsafe_set_radius(self.rp + _INFLATE + swept)
            if pmovers or falling:
                for q in pins:
                    if q.mode != "down" or q.seg is None:
                        continue
                    fell = t < q.t_flat
                    if fell:
                        reach = self._reach(q, t + dt)
                        q.seg.unsafe_set_endpoints((0.0, 0.0), (reach * q.dx, reach * q.dy))
                    if fell or q.vx != 0.0 or q.vy != 0.0:
                        swept = math.hypot(q.end[0] - q.x, q.end[1] - q.y) if q.mov_end() else 0.0
                        q.seg.unsafe_set_radius(self.rp + _INFLATE + swept)
            self.dt = dt
            space.step(dt)
            hit = self._earliest(movers, pmovers, dt)
            tau = dt if hit is None else hit[0]
            self._commit(movers, pmovers, tau, dt)
            if hit is not None:
                if tau < 1e-12:
                    self.same_instant += 1
                else:
                    self.same_instant = 0
                    self.stuck.clear()
                if self.same_instant > _SAME_INSTANT:
                    # a cluster of touching balls fed energy along its line keeps colliding at
                    # one instant: leave this pair alone until time moves on
                    self.stuck.add(tuple(id(o) for o in hit[2][:2]))
                    self.same_instant = 0
                else:
                    hit[1](*hit[2])
                for b in balls:
                    b.refresh()
            else:
                self.same_instant = 0
                self.stuck.clear()
            self._release_pressed()
        fall_end = max((q.t_flat for q in pins), default=0.0)
        duration = self.t if capped else max(self.last_stop, fall_end, 0.0)
        self._lean_pressed(duration)
        self._tidy(duration)
        if capped:
            self._event(self.t, "rest", note=f"time cap of {max_time:g} s reached; bodies stopped")
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
            trace=self.trace,
        )

    def _commit(self, movers: list[_Ball], pmovers: list[_Pin], tau: float, dt: float) -> None:
        """Move the world ``tau`` into the step (frames and line crossings on the way)."""
        t = self.t
        if self.want_frames:
            frame_dt = 1.0 / FRAME_RATE
            while self.frame_k * frame_dt <= t + tau + 1e-12:
                self._record_frame(self.frame_k * frame_dt)
                self.frame_k += 1
        mid = self.table.linea_media_y
        for b in movers:
            if tau == dt:
                new, stop = b.end, b.end_stop
            else:
                new, stop = self._adv(b.cur, tau)
                b.body.position = (new.x, new.y)
            if (b.cur.y > mid) != (new.y > mid):
                self._line_cross(b, mid, tau)
            if stop is not None and t + stop > self.last_stop:
                self.last_stop = t + stop
            b.cur = new
            b.mov = new.moving()
            if not b.mov:
                b.sweep = b.sag = 0.0
                b.shape.unsafe_set_radius(self.R + _INFLATE)
        for q in pmovers:
            end = q.end if tau == dt else self._pin_at(q, tau)
            q.x, q.y, q.vx, q.vy = end
            if tau != dt:
                q.body.position = (q.x, q.y)
            if q.vx == 0.0 and q.vy == 0.0 and t + tau > self.last_stop:
                self.last_stop = t + tau
        self.t = t + tau

    # ------------------------------------------------------------------ finding the next event
    def _earliest(self, movers: list[_Ball], pmovers: list[_Pin], dt: float):
        """The first event in the step: ``(tau, handler, args)`` or ``None``."""
        best: tuple | None = None
        best_key: tuple = ()
        stuck = self.stuck
        for key, (kind, a, b) in list(self.touching.items()):
            if (key[1], key[2]) in stuck:
                continue
            found = self._pair(kind, a, b, dt)
            if found is None:
                continue
            if best is None or found[0] < best[0]:
                best, best_key = found, ()
            elif found[0] == best[0]:
                # the same instant: the order pymunk reported the pairs in must not matter
                mine = (kind, _name(a), _name(b))
                if not best_key:
                    best_key = (kind, *(_name(o) for o in best[2][:2]))
                if mine < best_key:
                    best, best_key = found, mine
        tb = self.table
        reach_p = tb.pocket_radius + 1e-4
        for b in movers:
            s1 = b.end
            lim = reach_p + b.sweep
            for pid, (cx, cy) in tb.pockets.items():
                if (
                    abs(s1.x - cx) < lim
                    and abs(s1.y - cy) < lim
                    and _seg_dist(cx, cy, b.cur.x, b.cur.y, s1.x, s1.y) - b.sag < reach_p
                ):
                    tau = self._toi_point(b, cx, cy, tb.pocket_radius, dt)
                    if tau is not None and (best is None or tau < best[0]):
                        best = (tau, self._pocket, (b, pid, cx, cy))
        for q in self.pins:
            if q.mode == "pressed" and q.presser is not None and q.presser.mov:
                tau = self._toi_point(q.presser, q.x, q.y, self.R + self.rp - self.tip_depth, dt)
                if tau is not None and (best is None or tau < best[0]):
                    best = (tau, self._tip, (q,))
        for q in pmovers:
            found = self._pin_bounds(q, dt)
            if found is not None and (best is None or found[0] < best[0]):
                best = found
        return best

    def _pair(self, kind: int, a: Any, b: Any, dt: float):
        if kind == _T_BALL:
            if not (a.active and b.active) or not (a.mov or b.mov):
                return None
            # cheap rejection: each path lies within ``sag`` of its chord, so the paths cannot
            # come closer than the two chords do, less both sags
            a0, a1, b0, b1 = a.cur, a.end if a.mov else a.cur, b.cur, b.end if b.mov else b.cur
            if (
                _segs_dist(a0.x, a0.y, a1.x, a1.y, b0.x, b0.y, b1.x, b1.y)
                > 2.0 * self.R + a.sag + b.sag + 1e-9
            ):
                return None
            tau = self._toi_balls(a, b, dt)
            return None if tau is None else (tau, self._ball_ball, (a, b))
        if kind == _T_CUSHION:
            if not a.active or not a.mov:
                return None
            return self._toi_cushion(a, b, dt)
        if kind == _T_PIN:
            if not a.active or b.mode not in ("standing", "pressed") or b.presser is a:
                return None
            if not (a.mov or b.moving()):
                return None
            if not b.moving():
                a1 = a.end if a.mov else a.cur
                lim = self.R + self.rp + a.sag + 1e-9
                if _seg_dist(b.x, b.y, a.cur.x, a.cur.y, a1.x, a1.y) > lim:
                    return None
            tau = self._toi_ball_pin(a, b, self.R + self.rp, dt)
            return None if tau is None else (tau, self._ball_pin, (a, b))
        if kind == _T_SEG:
            # a ball and a down pin, lying or still falling (its axis then reaches out as far as
            # it has fallen): the pin is met low, at its axis
            if not a.active or b.mode != "down":
                return None
            if not (a.mov or b.moving() or self.t < b.t_flat):
                return None
            # the pin's axis stays inside the parallelogram its base's chord sweeps with the
            # axis's full length; the ball's path within ``sag`` of its chord
            a1 = a.end if a.mov else a.cur
            hx, hy = self.table.pin_height * b.dx, self.table.pin_height * b.dy
            bx1, by1 = (b.end[0], b.end[1]) if b.moving() else (b.x, b.y)
            lim = self.d_lying + a.sag + 1e-9
            ax0, ay0, ax1, ay1 = a.cur.x, a.cur.y, a1.x, a1.y
            if (
                _segs_dist(ax0, ay0, ax1, ay1, b.x, b.y, b.x + hx, b.y + hy) > lim
                and _segs_dist(ax0, ay0, ax1, ay1, bx1, by1, bx1 + hx, by1 + hy) > lim
                and _segs_dist(ax0, ay0, ax1, ay1, b.x, b.y, bx1, by1) > lim
                and _segs_dist(ax0, ay0, ax1, ay1, b.x + hx, b.y + hy, bx1 + hx, by1 + hy) > lim
            ):
                return None
            tau = self._toi_lying(a, b, dt)
            return None if tau is None else (tau, self._ball_lying, (a, b))
        if kind == -_T_SEG:
            # a down pin (falling, or sliding) and a standing pin
            if a.mode != "down" or b.mode not in ("standing", "pressed"):
                return None
            falling = self.t < a.t_flat
            if not (falling or a.moving() or b.moving()):
                return None
            tau = self._toi_seg_pin(a, b, dt)
            return None if tau is None else (tau, self._seg_pin, (a, b))
        return None

    # --- gap functions on the exact paths
    def _ball_path(self, b: _Ball):
        cur = b.cur
        if not b.mov:
            return lambda tau: (cur.x, cur.y, 0.0, 0.0)
        end, dt = b.end, self.dt

        args = (self.R, self.a_slide, self.a_roll, self.a_spin)
        x0, y0, vx0, vy0, wx0, wy0, wz0 = cur.x, cur.y, cur.vx, cur.vy, cur.wx, cur.wy, cur.wz

        def at(tau: float) -> tuple[float, float, float, float]:
            if tau == dt:
                return end.x, end.y, end.vx, end.vy
            x, y, vx, vy, _, _, _, _ = evolve(x0, y0, vx0, vy0, wx0, wy0, wz0, tau, *args)
            return x, y, vx, vy

        return at

    def _toi_balls(self, a: _Ball, b: _Ball, dt: float) -> float | None:
        pa, pb = self._ball_path(a), self._ball_path(b)
        d2 = 4.0 * self.R * self.R
        return first_contact(_point_gap(pa, pb, d2), dt)

    def _toi_point(self, b: _Ball, cx: float, cy: float, dist: float, dt: float):
        pa = self._ball_path(b)
        return first_contact(_point_gap(pa, lambda tau: (cx, cy, 0.0, 0.0), dist * dist), dt)

    def _toi_ball_pin(self, a: _Ball, q: _Pin, dist: float, dt: float):
        pa = self._ball_path(a)
        return first_contact(_point_gap(pa, lambda tau: self._pin_at(q, tau), dist * dist), dt)

    def _toi_cushion(self, b: _Ball, cid: str, dt: float):
        ax, ay, bx, by, nx, ny = self.cushions[cid]
        R = self.R
        path = self._ball_path(b)

        def nose(tau: float) -> tuple[float, float]:
            x, y, vx, vy = path(tau)
            return (x - ax) * nx + (y - ay) * ny - R, vx * nx + vy * ny

        best = None
        s0, s1, sag = b.cur, b.end, b.sag
        d0 = (s0.x - ax) * nx + (s0.y - ay) * ny
        d1 = (s1.x - ax) * nx + (s1.y - ay) * ny
        tau = first_contact(nose, dt) if min(d0, d1) - sag <= R + 1e-9 else None
        if tau is not None:
            x, y, _, _ = path(tau)
            sx, sy = bx - ax, by - ay
            u = ((x - ax) * sx + (y - ay) * sy) / (sx * sx + sy * sy)
            if 0.0 <= u <= 1.0:
                best = (tau, self._cushion, (b, cid, nx, ny))
        for ex, ey in ((ax, ay), (bx, by)):  # the jaws: the cushion's rounded ends
            if _seg_dist(ex, ey, s0.x, s0.y, s1.x, s1.y) - sag > R + 1e-9:
                continue
            tj = first_contact(_point_gap(path, lambda tau, ex=ex, ey=ey: (ex, ey, 0.0, 0.0),
                                          R * R), dt)  # fmt: skip
            if tj is not None and (best is None or tj < best[0]):
                x, y, _, _ = path(tj)
                d = math.hypot(x - ex, y - ey) or 1.0
                best = (tj, self._cushion, (b, cid, (x - ex) / d, (y - ey) / d))
        return best

    def _seg_at(self, q: _Pin, tau: float) -> tuple[float, float, float, float]:
        """A down pin's axis at ``tau``: base and top."""
        x, y, _, _ = self._pin_at(q, tau)
        r = self._reach(q, self.t + tau)
        return x, y, x + r * q.dx, y + r * q.dy

    def _toi_lying(self, a: _Ball, q: _Pin, dt: float):
        pa = self._ball_path(a)
        d = self.d_lying
        t_flat = q.t_flat - self.t  # the pin lies flat from here on

        def dist(tau: float) -> tuple[float, float, float, float, float]:
            x, y, vx, vy = pa(tau)
            qx0, qy0, qx1, qy1 = self._seg_at(q, tau)
            r, cx, cy = _point_segment(x, y, qx0, qy0, qx1, qy1)
            return r, x - cx, y - cy, vx, vy

        def gap(tau: float) -> tuple[float, float]:
            r, rx, ry, vx, vy = dist(tau)
            if tau < t_flat:  # still falling: the axis grows, so the slope is taken numerically
                h = 1e-7
                return r - d, (dist(tau + h)[0] - r) / h
            if r == 0.0:
                return -d, -1.0
            _, _, pvx, pvy = self._pin_at(q, tau)
            slope = ((vx - pvx) * rx + (vy - pvy) * ry) / r
            # a ball creeping into a lying pin (at less than ``_CREEP``) rests against it: not an
            # impact (else a pin caught between a ball and a cushion is hit without end)
            return r - d, 0.0 if -_CREEP < slope < 0.0 else slope

        # the same ball meets the same lying pin again only after ``_REMEET``
        start = self.lying_met.get((a.id, q.id), -math.inf) + _REMEET - self.t
        if start <= 0.0:
            return first_contact(gap, dt)
        if start >= dt:
            return None
        tau = first_contact(lambda u: gap(start + u), dt - start)
        return None if tau is None else start + tau

    def _toi_seg_pin(self, a: _Pin, b: _Pin, dt: float):
        d = 2.0 * self.rp
        h = 1e-7

        def gap(tau: float) -> tuple[float, float]:
            return self._seg_pin_gap(a, b, tau, d), (
                self._seg_pin_gap(a, b, tau + h, d) - self._seg_pin_gap(a, b, tau, d)
            ) / h

        return first_contact(gap, dt)

    def _seg_pin_gap(self, a: _Pin, b: _Pin, tau: float, d: float) -> float:
        qx0, qy0, qx1, qy1 = self._seg_at(a, tau)
        x, y, _, _ = self._pin_at(b, tau)
        dist, _, _ = _point_segment(x, y, qx0, qy0, qx1, qy1)
        return dist - d

    def _pin_bounds(self, q: _Pin, dt: float):
        """A moving pin meeting a cushion (base, and the top of a down pin) or a pocket."""
        tb = self.table
        r = self.rp
        best = None
        x0, y0 = q.x, q.y
        x1, y1 = q.end[0], q.end[1]
        reach = self.table.pin_height if q.mode == "down" else 0.0
        for ax, ay, _bx, _by, nx, ny in self.cushions.values():
            # the pin slides straight: its distance to a cushion line is least at an end
            d = min((x0 - ax) * nx + (y0 - ay) * ny, (x1 - ax) * nx + (y1 - ay) * ny)
            if d > r + reach:
                continue

            def gap(tau: float, ax=ax, ay=ay, nx=nx, ny=ny) -> tuple[float, float]:
                x, y, vx, vy = self._pin_at(q, tau)
                g = (x - ax) * nx + (y - ay) * ny - r
                if q.mode == "down":
                    top = self._reach(q, self.t + tau)
                    gt = g + top * (q.dx * nx + q.dy * ny)
                    if gt < g:
                        return gt, vx * nx + vy * ny
                return g, vx * nx + vy * ny

            tau = first_contact(gap, dt)
            if tau is not None and (best is None or tau < best[0]):
                best = (tau, self._pin_cushion, (q, nx, ny))
        x, y = q.x, q.y
        zone = tb.pocket_radius + tb.pin_height + self.p.step_travel
        for pid, (cx, cy) in tb.pockets.items():
            if abs(x - cx) < zone and abs(y - cy) < zone:

                def mid(tau: float) -> tuple[float, float, float, float]:
                    bx, by, vx, vy = self._pin_at(q, tau)
                    half = 0.5 * self._reach(q, self.t + tau) if q.mode == "down" else 0.0
                    return bx + half * q.dx, by + half * q.dy, vx, vy

                tau = first_contact(
                    _point_gap(mid, lambda tau, cx=cx, cy=cy: (cx, cy, 0.0, 0.0),
                               tb.pocket_radius ** 2), dt)  # fmt: skip
                if tau is not None and (best is None or tau < best[0]):
                    best = (tau, self._pin_pocket, (q, pid, cx, cy))
        return best

    # ------------------------------------------------------------------ responses
    def _ball_ball(self, a: _Ball, b: _Ball) -> None:
        sa, sb = a.cur, b.cur
        catch_up_spin(sa, self.t, self.a_spin)
        catch_up_spin(sb, self.t, self.a_spin)
        dx, dy = sb.x - sa.x, sb.y - sa.y
        d = math.hypot(dx, dy) or 1.0
        vn = ball_ball.resolve(sa, sb, dx / d, dy / d, self.R, self.p)
        if vn <= 0.0:
            return
        first, second = sorted((a.id, b.id), key=BALL_IDS.index)
        self._event(self.t, "ball_ball", a=first, b=second, speed=vn)
        self._trace(self.t, "ball_ball", a)
        self._trace(self.t, "ball_ball", b)

    def _cushion(self, b: _Ball, cid: str, nx: float, ny: float) -> None:
        s = b.cur
        vn = -(s.vx * nx + s.vy * ny)
        if vn <= 0.0:
            return
        if vn > self.p.off_table_speed:
            self._event(self.t, "off_table", ball=b.id, cushion=cid, speed=vn)
            self._remove_ball(b)
            return
        catch_up_spin(s, self.t, self.a_spin)
        ball_cushion.resolve(s, nx, ny, self.R, self.p)
        self._event(self.t, "ball_cushion", ball=b.id, cushion=cid, speed=vn)
        self._trace(self.t, "ball_cushion", b)

    def _ball_pin(self, a: _Ball, q: _Pin) -> None:
        """A ball meets a standing pin: a kick at least ``pin_knock_speed`` tips it over at once;
        a softer one leaves it leaning on the ball, which tips it later if it goes on pressing
        (``pin_tip_depth``), or leaves it leaning if it stops first."""
        s = a.cur
        dx, dy = q.x - s.x, q.y - s.y
        d = math.hypot(dx, dy) or 1.0
        nx, ny = dx / d, dy / d
        vn = (s.vx - q.vx) * nx + (s.vy - q.vy) * ny
        if vn <= 0.0:
            return
        self._event(self.t, "ball_pin", ball=a.id, pin=q.id, speed=vn)
        if vn >= self.p.pin_knock_speed:
            # the pin is met at the ball's equator, above its centre of mass: it takes the kick
            # with the effective mass of a free rod there, and its centre moves at J/m
            m = self.p.pin_mass
            j = (1.0 + self.p.e_pin) * vn / (1.0 / self.p.ball_mass + 1.0 / self.pin_eff_mass)
            s.vx -= j / self.p.ball_mass * nx
            s.vy -= j / self.p.ball_mass * ny
            q.vx += j / m * nx
            q.vy += j / m * ny
            self._knock(q, a.id, a.id, nx, ny, self._spin_of_kick(j, self.R))
            self._trace(self.t, "ball_pin", a)
        else:
            q.mode = "pressed"
            q.presser = a
            q.vx = q.vy = 0.0
            q.dx, q.dy = nx, ny

    def _tip(self, q: _Pin) -> None:
        """The ball pressing ``q`` has pushed it past its tipping point: it falls away."""
        b = q.presser
        assert b is not None
        dx, dy = q.x - b.cur.x, q.y - b.cur.y
        d = math.hypot(dx, dy) or 1.0
        self._knock(q, b.id, b.id, dx / d, dy / d)

    def _ball_lying(self, a: _Ball, q: _Pin) -> None:
        """A ball meets a lying pin: the pin is pushed away, the ball barely deflected."""
        s = a.cur
        qx0, qy0, qx1, qy1 = self._seg_at(q, 0.0)
        dist, cx, cy = _point_segment(s.x, s.y, qx0, qy0, qx1, qy1)
        if dist == 0.0:
            return
        nx, ny = (cx - s.x) / dist, (cy - s.y) / dist
        vn, s.vx, s.vy, q.vx, q.vy = disc_impulse(
            s.vx, s.vy, self.p.ball_mass, q.vx, q.vy, self.p.pin_mass, nx, ny, self.p.e_pin
        )
        if vn > 0.0:
            self.lying_met[(a.id, q.id)] = self.t
            self._event(self.t, "ball_pin", ball=a.id, pin=q.id, speed=vn, lying=True)
            self._trace(self.t, "ball_pin", a)

    def _seg_pin(self, a: _Pin, b: _Pin) -> None:
        """A down pin meets a standing one: a falling pin always takes it down with it; a lying
        pin sliding into its base knocks it when fast enough, otherwise pushes it along."""
        qx0, qy0, qx1, qy1 = self._seg_at(a, 0.0)
        dist, cx, cy = _point_segment(b.x, b.y, qx0, qy0, qx1, qy1)
        if dist == 0.0:
            nx, ny = a.dx, a.dy
        else:
            nx, ny = (b.x - cx) / dist, (b.y - cy) / dist
        # the falling pin meets b where its axis passes: that point moves with the base and
        # sweeps out with the fall; on a pin tilted θ, a point ``s`` out is ``s/tan θ`` high
        falling = self.t < a.t_flat
        reach = math.hypot(qx1 - qx0, qy1 - qy0)
        s_out = math.hypot(cx - qx0, cy - qy0)
        sweep = self._reach_rate(a, self.t) * (s_out / reach if reach > 0.0 else 0.0)
        pvx, pvy = a.vx + sweep * a.dx, a.vy + sweep * a.dy
        h = self.table.pin_height
        if reach >= h:
            height = self.rp  # lying flat: met at its axis
        elif reach > 0.0:
            height = s_out * math.sqrt(h * h - reach * reach) / reach
        else:
            height = h
        vn = (pvx - b.vx) * nx + (pvy - b.vy) * ny
        if vn <= 0.0 and not falling:
            return
        vn = max(vn, 0.0)
        m = self.p.pin_mass
        j = (1.0 + self.p.e_pin) * vn / (2.0 / m)
        if not falling:
            # a sliding pin gives up momentum along the normal; a falling one is met at its
            # head, where the reaction slows its turn (not modelled) rather than its base
            a.vx -= j / m * nx
            a.vy -= j / m * ny
        b.vx += j / m * nx
        b.vy += j / m * ny
        if falling or vn >= self.p.pin_knock_speed:
            self._event(self.t, "pin_pin", a=a.id, b=b.id)
            self._knock(b, a.id, a.root or a.id, nx, ny, self._spin_of_kick(j, height))
        elif vn > 0.0:
            self._event(self.t, "pin_pin", a=a.id, b=b.id)
            if b.mode == "pressed":
                b.vx = b.vy = 0.0

    def _spin_of_kick(self, j: float, height: float) -> float:
        """The rate (rad/s) at which an impulse ``j`` met ``height`` above the cloth starts a pin
        turning: a free rod, ``ω = j·d/(m k²)`` with ``d`` the height over its centre of mass
        (a kick below the centre of mass starts no forward turn: gravity fells it)."""
        d = height - self.p.pin_com_height
        return max(0.0, j * d / (self.p.pin_mass * self.pin_k2))

    def _knock(self, q: _Pin, by: str, root: str, nx: float, ny: float, w0: float = 0.0) -> None:
        """A standing pin starts to fall towards where it was pushed, turning at ``w0`` (the
        kick's) and faster under gravity, flat when it has turned 90°."""
        v = math.hypot(q.vx, q.vy)
        if v > 1e-12:
            q.dx, q.dy = q.vx / v, q.vy / v
        else:
            q.dx, q.dy = nx, ny
        q.mode = "down"
        q.presser = None
        q.t_knock = self.t
        a = self.fall_alpha
        q.w0 = w0
        q.t_flat = self.t + (-w0 + math.sqrt(w0 * w0 + math.pi * a)) / a
        self.fall_until = max(self.fall_until, q.t_flat)
        q.cause = {"by": by, "ball": root}
        q.root = root
        self._remove_pin_shapes(q)
        self._add_segment(q)
        q.seg.unsafe_set_endpoints((0.0, 0.0), (0.0, 0.0))
        self._event(self.t, "pin_down", pin=q.id, by=by, ball=root)

    def _pin_cushion(self, q: _Pin, nx: float, ny: float) -> None:
        vn = q.vx * nx + q.vy * ny
        if vn < 0.0:
            k = 1.0 + self.p.e_pin_cushion
            q.vx -= k * vn * nx
            q.vy -= k * vn * ny

    def _pin_pocket(self, q: _Pin, pid: str, cx: float, cy: float) -> None:
        if q.mode in ("standing", "pressed"):
            self._knock(q, q.id, q.root or q.id, q.vx, q.vy)
        q.mode = "pocketed"
        q.pocket = pid
        q.vx = q.vy = 0.0
        q.x, q.y = cx, cy
        self._remove_pin_shapes(q)
        self._event(self.t, "pin_pocketed", pin=q.id, pocket=pid)

    def _pocket(self, b: _Ball, pid: str, cx: float, cy: float) -> None:
        """A ball falls when its centre passes a pocket's edge; a full pocket throws it back
        (art. 13)."""
        tb = self.table
        if self.pocket_count[pid] < tb.pocket_capacity:
            self.pocket_count[pid] += 1
            self._event(self.t, "pocketed", ball=b.id, pocket=pid)
            self._remove_ball(b)
            return
        s = b.cur
        dx, dy = s.x - cx, s.y - cy
        d = math.hypot(dx, dy) or 1.0
        nx, ny = dx / d, dy / d
        s.x, s.y = cx + nx * (tb.pocket_radius + 1e-6), cy + ny * (tb.pocket_radius + 1e-6)
        pocket_rebound(s, nx, ny, self.p.e_pocket_reject)
        b.body.position = (s.x, s.y)
        self._event(self.t, "pocket_reject", ball=b.id, pocket=pid)

    def _remove_ball(self, b: _Ball) -> None:
        b.active = False
        self.rig.remove(b.shape)
        self._forget(b)
        for q in self.pins:
            if q.presser is b:
                q.mode, q.presser = "standing", None

    def _release_pressed(self) -> None:
        """A pressed pin whose ball has moved away stands upright again."""
        lim = self.R + self.rp
        for q in self.pins:
            b = q.presser
            if q.mode == "pressed" and b is not None:
                d = math.hypot(b.cur.x - q.x, b.cur.y - q.y)
                if d > lim + 1e-7:  # clearly apart (not just touching): upright again
                    q.mode, q.presser, q.lean = "standing", None, 0.0
                else:
                    q.lean = lim - d

    def _lean_pressed(self, t_end: float) -> None:
        """Pins left leaning on a ball at the end of the shot count as down (art. 5.2, guide 8):
        they are knocked by that ball, at the end of the shot."""
        for q in self.pins:
            b = q.presser
            if q.mode == "pressed" and b is not None:
                q.mode = "down"
                q.leaning = True
                q.cause = {"by": b.id, "ball": b.id}
                q.root = b.id
                self._event(t_end, "pin_down", pin=q.id, by=b.id, ball=b.id, lean=True)

    def _tidy(self, t_end: float) -> None:
        """The final position must be one the game accepts as a start (``validate_position``).
        Exact contacts leave touching balls exactly 2R apart; what rounding or a pair that came
        to rest pressing together leaves over (micrometres) is put right here: overlapping balls
        are moved apart along their line of centres, a ball past a cushion's nose back onto the
        cloth, and a pin standing inside a ball counts as leaning on it (art. 5.2)."""
        R, W, L = self.R, self.table.width, self.table.length
        on = [b for b in self.balls if b.active]
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
        lim = R + self.rp
        for q in self.pins:
            if q.mode != "standing":
                continue
            for b in on:
                if math.hypot(b.cur.x - q.x, b.cur.y - q.y) < lim - 1e-7:
                    q.presser, q.mode = b, "pressed"
                    q.lean = lim - math.hypot(b.cur.x - q.x, b.cur.y - q.y)
                    q.dx, q.dy = (q.x - b.cur.x) / lim, (q.y - b.cur.y) / lim
                    break
        self._lean_pressed(t_end)

    def _line_cross(self, b: _Ball, mid: float, tau_max: float) -> None:
        """The ball's centre crossed the línea media within ``(0, tau_max]``: log it at the exact
        time on its path. Pure geometry of the table; what a crossing means is the referee's."""
        cur = b.cur
        up = cur.y <= mid  # a ball starting on the line crosses it the way it goes

        def gap(tau: float) -> tuple[float, float]:
            s, _ = self._adv(cur, tau)
            return (mid - s.y, -s.vy) if up else (s.y - mid, s.vy)

        tau = first_contact(gap, tau_max)
        if tau is None:
            tau = tau_max
        self._event(
            self.t + tau, "line_cross", ball=b.id, line="linea_media", direction=1 if up else -1
        )

    # ------------------------------------------------------------------ output
    def _event(self, t: float, type_: str, **data: Any) -> None:
        self.events.append(ev.make(t, type_, **data))
        if t > self.last_stop:  # nothing is at rest before the last thing that happened
            self.last_stop = t

    def _trace(self, t: float, type_: str, b: _Ball) -> None:
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
        balls: dict[str, BallFrame | None] = {}
        for bid in BALL_IDS:
            b = self.ball_by_id[bid]
            if not b.active:
                balls[bid] = None
                continue
            st = self._adv(b.cur, tau)[0] if b.cur.moving() else b.cur
            w = (st.wx, st.wy, st.wz)
            if b.w_frame is not None:
                b.quat = _rotate(
                    b.quat,
                    0.5 * (w[0] + b.w_frame[0]),
                    0.5 * (w[1] + b.w_frame[1]),
                    0.5 * (w[2] + b.w_frame[2]),
                    tf - b.t_frame,
                )
            b.w_frame, b.t_frame = w, tf
            balls[bid] = BallFrame((st.x, st.y), b.quat)
        pins = {}
        for q in self.pins:
            x, y, _, _ = self._pin_at(q, tau)
            direction = math.degrees(math.atan2(q.dy, q.dx))
            if q.mode == "pocketed":
                pins[q.id] = PinFrame((x, y), False, 1.0, direction, q.pocket)
            elif q.mode == "standing":
                pins[q.id] = PinFrame((x, y), True, 0.0, 0.0)
            elif q.mode == "pressed" or q.leaning:
                # tilted about its base's far edge until its top rests on the ball
                tilt = math.atan2(q.lean, self.R) / (0.5 * math.pi)
                pins[q.id] = PinFrame((x, y), q.mode == "pressed", tilt, direction)
            else:
                fall = math.asin(min(1.0, self._reach(q, tf) / self.table.pin_height))
                pins[q.id] = PinFrame((x, y), False, fall / (0.5 * math.pi), direction)
        self.frames.append(Frame(tf, balls, pins))

    def _final(self) -> Position:
        balls = {
            bid: ((b.cur.x, b.cur.y) if b.active else None) for bid, b in self.ball_by_id.items()
        }
        pins = {}
        for q in self.pins:
            standing = q.mode == "standing"
            direction = None if standing else round(math.degrees(math.atan2(q.dy, q.dx)), 6)
            pins[q.id] = PinState((q.x, q.y), standing, q.cause, direction, q.pocket)
        return Position(balls=balls, pins=pins)


# ---------------------------------------------------------------------------- geometry
def _point_gap(pa, pb, d2: float):
    """Gap function of two moving points that touch at distance ``√d2``: ``|Δp|² − d2``."""

    def gap(tau: float) -> tuple[float, float]:
        ax, ay, avx, avy = pa(tau)
        bx, by, bvx, bvy = pb(tau)
        rx, ry = ax - bx, ay - by
        slope = 2.0 * (rx * (avx - bvx) + ry * (avy - bvy))
        if -_DRIFT < slope < 0.0:
            slope = 0.0  # touching bodies drifting together by rounding: not an impact
        return rx * rx + ry * ry - d2, slope

    return gap


def _name(o: Any) -> str:
    """A body's or cushion's id, for ordering events at the same instant."""
    return o if isinstance(o, str) else o.id


def _seg_dist(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
    """Distance from P to segment AB."""
    sx, sy = bx - ax, by - ay
    ll = sx * sx + sy * sy
    u = 0.0 if ll == 0.0 else max(0.0, min(1.0, ((px - ax) * sx + (py - ay) * sy) / ll))
    return math.hypot(px - ax - u * sx, py - ay - u * sy)


def _segs_dist(
    ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float
) -> float:
    """Distance between segments AB and CD (zero when they cross)."""
    rx, ry, sx, sy = bx - ax, by - ay, dx - cx, dy - cy
    den = rx * sy - ry * sx
    if den != 0.0:
        u = ((cx - ax) * sy - (cy - ay) * sx) / den
        w = ((cx - ax) * ry - (cy - ay) * rx) / den
        if 0.0 <= u <= 1.0 and 0.0 <= w <= 1.0:
            return 0.0
    return min(
        _seg_dist(ax, ay, cx, cy, dx, dy),
        _seg_dist(bx, by, cx, cy, dx, dy),
        _seg_dist(cx, cy, ax, ay, bx, by),
        _seg_dist(dx, dy, ax, ay, bx, by),
    )


def _point_segment(
    px: float, py: float, ax: float, ay: float, bx: float, by: float
) -> tuple[float, float, float]:
    """Distance from P to segment AB and the closest point of AB."""
    sx, sy = bx - ax, by - ay
    ll = sx * sx + sy * sy
    u = 0.0 if ll == 0.0 else max(0.0, min(1.0, ((px - ax) * sx + (py - ay) * sy) / ll))
    cx, cy = ax + u * sx, ay + u * sy
    return math.hypot(px - cx, py - cy), cx, cy


def _rotate(
    q: tuple[float, float, float, float], wx: float, wy: float, wz: float, dt: float
) -> tuple[float, float, float, float]:
    """Turn orientation ``q`` by the world-frame angular velocity ω over ``dt``."""
    w = math.sqrt(wx * wx + wy * wy + wz * wz)
    if w == 0.0:
        return q
    half = 0.5 * w * dt
    sn = math.sin(half) / w
    rw, rx, ry, rz = math.cos(half), wx * sn, wy * sn, wz * sn
    qw, qx, qy, qz = q
    nw = rw * qw - rx * qx - ry * qy - rz * qz
    nx = rw * qx + rx * qw + ry * qz - rz * qy
    ny = rw * qy - rx * qz + ry * qw + rz * qx
    nz = rw * qz + rx * qy - ry * qx + rz * qw
    n = math.sqrt(nw * nw + nx * nx + ny * ny + nz * nz)
    return (nw / n, nx / n, ny / n, nz / n)
