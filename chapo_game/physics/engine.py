"""The Chapó physics engine: a pymunk 7 world stepped with closed-form friction.

Why this step scheme (see docs/PHYSICS.md): the Python work per step is the cost to beat, so

* the time step is **adaptive**: no body moves more than ``step_fraction·(R + r_pin)`` per step,
  capped at ``max_dt`` when everything is slow; bodies at rest are not stepped at all;
* friction is integrated **in closed form** (:mod:`.ball`), splitting at phase changes, and
  pymunk is given the exact mean velocity over the step (displacement / dt), so distances do
  not depend on dt;
* pymunk does the broad- and narrow-phase collision detection. Its shapes are slightly
  inflated so that no contact during a step can be missed; a ``pre_solve`` handler (installed
  with ``space.on_collision``) only records the pair and tells pymunk not to respond. The
  engine then rewinds each recorded pair to its exact time of impact along the step, applies
  the response of :mod:`.collide` and finishes the step in closed form.
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
from .ball import BallState, advance, catch_up_spin, strike_state
from .collide import ball_ball, ball_cushion, disc_impulse, pocket_rebound
from .params import DEFAULT_PARAMS, PhysicsParams

# collision types and filter categories
_T_BALL, _T_CUSHION, _T_PIN, _T_FALL = 1, 2, 3, 4
_C_BALL, _C_CUSHION, _C_PIN, _C_FALL = 1, 2, 4, 8
#: Balls' pymunk circles are this much larger than the balls: with at most
#: ``step_fraction·(R + r)`` of travel per body and step, a pair that touches at any instant of a
#: step still overlaps (inflated) at its end, where pymunk looks.
_INFLATE = 0.0025
FRAME_RATE = 60.0
_NEAR_CORNER = 0.2  # m: only balls this close to two cushions can reach a pocket


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
    #: 0 = upright … 1 = lying flat.
    fall: float
    #: Direction the pin falls towards, degrees CCW from +x (0 while standing).
    direction: float


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


# ---------------------------------------------------------------------------- bodies
class _Ball:
    __slots__ = (
        "active",
        "body",
        "id",
        "ks",
        "moving",
        "pt",
        "pvx",
        "pvy",
        "px",
        "py",
        "quat",
        "s",
        "shape",
        "step",
        "t_frame",
        "w_frame",
        "x0",
        "y0",
    )

    def __init__(self, bid: str, s: BallState) -> None:
        self.id = bid
        self.s = s
        self.active = True
        self.moving = False
        self.quat = (1.0, 0.0, 0.0, 0.0)
        # path within the current step: linear from (px, py) at step time pt, velocity pv;
        # ks = the exact state at time pt
        self.step = -1
        self.pt = 0.0
        self.px = self.py = self.pvx = self.pvy = 0.0
        self.ks: BallState = s
        self.x0, self.y0 = s.x, s.y
        self.w_frame: tuple[float, float, float] | None = None
        self.t_frame = 0.0


class _Pin:
    __slots__ = (
        "body",
        "cause",
        "circle",
        "dx",
        "dy",
        "id",
        "in_space",
        "mode",
        "moving",
        "pt",
        "pvx",
        "pvy",
        "px",
        "py",
        "reach",
        "root",
        "segment",
        "step",
        "t_knock",
        "vx",
        "vy",
        "x",
        "y",
    )

    def __init__(self, pid: str, x: float, y: float, standing: bool) -> None:
        self.id = pid
        self.x, self.y = x, y
        self.vx = self.vy = 0.0
        self.mode = "standing" if standing else "lying"
        self.moving = False
        self.cause: dict[str, str] | None = None
        self.root = ""
        self.dx, self.dy = 1.0, 0.0
        self.t_knock = 0.0
        self.reach = 0.0
        self.in_space = False
        self.step = -1
        self.pt = 0.0
        self.px = self.py = self.pvx = self.pvy = 0.0


# ---------------------------------------------------------------------------- simulator
class Simulator:
    """Simulates shots on one table. Stateless between calls: every :meth:`simulate` builds
    its own pymunk space, so results are deterministic and calls are independent."""

    def __init__(self, table: Table, params: PhysicsParams | None = None) -> None:
        self.table = table
        self.params = params or DEFAULT_PARAMS

    def simulate(
        self, position: Position, shot: Shot | Sequence[Shot], *, frames: bool = False
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
        return _World(self.table, self.params, position, frames).run(shots)


class _World:
    """One shot's simulation. Built and thrown away per :meth:`Simulator.simulate`."""

    def __init__(
        self, table: Table, params: PhysicsParams, position: Position, frames: bool
    ) -> None:
        self.table = table
        self.p = params
        self.R = table.ball_radius
        self.rp = table.pin_radius
        self.a_slide = params.mu_slide * params.g
        self.a_roll = params.mu_roll * params.g
        self.a_spin = params.spin_decel(self.R)
        self.dmax = params.step_fraction * (self.R + self.rp)
        self.want_frames = frames
        self.frames: list[Frame] = []
        self.events: list[Event] = []
        self.contacts: list[tuple[int, object, object]] = []
        #: ball–pin pairs pymunk reported this step and the step before: a ball still
        #: pressing on the pin it pushed keeps pushing it, without a new ``ball_pin`` event
        self.touch: set[tuple[str, str]] = set()
        self.prev_touch: set[tuple[str, str]] = set()
        self.pocket_count = dict.fromkeys(table.pockets, 0)
        self.step_no = 0
        self.t = 0.0
        self.last_stop = 0.0

        space = pymunk.Space()
        self.space = space
        self.by_shape: dict[pymunk.Shape, object] = {}
        self.balls: list[_Ball] = []
        self.ball_by_id: dict[str, _Ball] = {}
        for bid in BALL_IDS:
            xy = position.balls.get(bid)
            b = _Ball(bid, BallState(xy[0], xy[1]) if xy is not None else BallState(0.0, 0.0))
            self.ball_by_id[bid] = b
            if xy is None:
                b.active = False
                continue
            body = pymunk.Body(params.ball_mass, math.inf)
            body.position = xy
            shape = pymunk.Circle(body, self.R + _INFLATE)
            shape.collision_type = _T_BALL
            shape.filter = pymunk.ShapeFilter(
                categories=_C_BALL, mask=_C_BALL | _C_CUSHION | _C_PIN
            )
            space.add(body, shape)
            b.body, b.shape = body, shape
            self.by_shape[shape] = b
            self.balls.append(b)
        self.cushions: dict[str, tuple[float, float, float, float, float, float]] = {}
        for cid, seg in table.cushions.items():
            shape = pymunk.Segment(space.static_body, seg.a, seg.b, 0.0)
            shape.collision_type = _T_CUSHION
            shape.filter = pymunk.ShapeFilter(categories=_C_CUSHION, mask=_C_BALL)
            space.add(shape)
            self.by_shape[shape] = cid
            self.cushions[cid] = (*seg.a, *seg.b, *seg.normal)
        self.pins: list[_Pin] = []
        self.pin_by_id: dict[str, _Pin] = {}
        for pid in PIN_IDS:
            ps = position.pins.get(pid)
            if ps is None:
                continue
            pin = _Pin(pid, ps.xy[0], ps.xy[1], ps.standing)
            if not ps.standing:
                pin.cause = dict(ps.cause) if ps.cause else None
                pin.reach = table.pin_height
            self.pins.append(pin)
            self.pin_by_id[pid] = pin
            if ps.standing:
                body = pymunk.Body(params.pin_mass, math.inf)
                body.position = ps.xy
                circle = pymunk.Circle(body, self.rp)
                circle.collision_type = _T_PIN
                circle.filter = pymunk.ShapeFilter(categories=_C_PIN, mask=_C_BALL | _C_FALL)
                space.add(body, circle)
                pin.body, pin.circle = body, circle
                pin.in_space = True
                self.by_shape[circle] = pin
        contacts = self.contacts
        by_shape = self.by_shape

        def record(arbiter: pymunk.Arbiter, _space: pymunk.Space, kind: int) -> None:
            sa, sb = arbiter.shapes
            contacts.append((kind, by_shape[sa], by_shape[sb]))
            arbiter.process_collision = False

        space.on_collision(_T_BALL, _T_BALL, pre_solve=record, data=_T_BALL)
        space.on_collision(_T_BALL, _T_CUSHION, pre_solve=record, data=_T_CUSHION)
        space.on_collision(_T_BALL, _T_PIN, pre_solve=record, data=_T_PIN)
        space.on_collision(_T_FALL, _T_PIN, pre_solve=record, data=_T_FALL)

    # ------------------------------------------------------------------ main loop
    def run(self, shots: list[Shot]) -> ShotResult:
        p = self.p
        for sh in shots:
            b = self.ball_by_id[sh.ball]
            b.s = strike_state(b.s.x, b.s.y, sh.angle, sh.speed, sh.side, sh.vertical, self.R)
            b.moving = True
            self._event(0.0, "strike", ball=sh.ball, speed=sh.speed, cue=sh.cue)
        frame_dt = 1.0 / FRAME_RATE
        frame_k = 0
        if self.want_frames:
            self._record_frame(0.0, 0.0, -1)
            frame_k = 1
        capped = False
        t = 0.0
        R, a_slide, a_roll, a_spin = self.R, self.a_slide, self.a_roll, self.a_spin
        dmax, max_dt, max_time = self.dmax, p.max_dt, p.max_time
        fall_dt = p.pin_fall_time / 8.0
        balls, pins = self.balls, self.pins
        space = self.space
        mid = self.table.linea_media_y
        while True:
            movers = [b for b in balls if b.moving]
            pmovers = [q for q in pins if q.moving]
            if not movers and not pmovers:
                break
            if t >= max_time - 1e-12:
                capped = True
                break
            vmax = 0.0
            for b in movers:
                s = b.s
                v = math.hypot(s.vx, s.vy)
                if v > vmax:
                    vmax = v
            falling = False
            for q in pmovers:
                if q.in_space:
                    v = math.hypot(q.vx, q.vy)
                    if v > vmax:
                        vmax = v
                if q.mode == "falling":
                    falling = True
            dt = max_dt if vmax * max_dt <= dmax else dmax / vmax
            if falling and dt > fall_dt:
                dt = fall_dt
            if dt > max_time - t:
                dt = max_time - t
            self.step_no += 1
            step = self.step_no
            # --- closed-form motion; pymunk gets the mean velocity over the step
            for b in movers:
                s = b.s
                b.ks = s.copy()
                b.px, b.py, b.pt, b.step = s.x, s.y, 0.0, step
                b.x0, b.y0 = s.x, s.y
                stop = advance(s, dt, R, a_slide, a_roll, a_spin)
                if stop is not None:
                    b.moving = False
                    if t + stop > self.last_stop:
                        self.last_stop = t + stop
                b.pvx = (s.x - b.px) / dt
                b.pvy = (s.y - b.py) / dt
                b.body.velocity = (b.pvx, b.pvy)
            for q in pmovers:
                self._advance_pin(q, t, dt, step)
            self.prev_touch, self.touch = self.touch, self.prev_touch
            self.touch.clear()
            self.contacts.clear()
            space.step(dt)
            if self.contacts:
                self._resolve(t, dt, step)
            for b in balls:
                if b.step == step and b.active:
                    if not b.moving:
                        b.body.velocity = (0.0, 0.0)
                    s = b.s
                    tw = self.table
                    if (s.x < _NEAR_CORNER or s.x > tw.width - _NEAR_CORNER) and (
                        s.y < _NEAR_CORNER or s.y > tw.length - _NEAR_CORNER
                    ):
                        self._check_pockets(b, t, dt)
                    if (b.y0 > mid) != (s.y > mid) and b.active:
                        self._line_cross(b, t, dt, mid)
            for q in pmovers:
                if q.in_space and not q.moving:
                    q.body.velocity = (0.0, 0.0)
            if self.want_frames:
                while frame_k * frame_dt <= t + dt + 1e-12:
                    self._record_frame(frame_k * frame_dt, frame_k * frame_dt - t, step)
                    frame_k += 1
            t += dt
            self.t = t
        duration = t if capped else max(self.last_stop, 0.0)
        if capped:
            self._event(t, "rest", note=f"time cap of {max_time:g} s reached; bodies stopped")
        else:
            self._event(duration, "rest")
        if self.want_frames:
            self.frames = [f for f in self.frames if f.t < duration - 1e-9]
            self._record_frame(duration, 0.0, -1)
        self.events.sort(key=lambda e: e.t)  # stable: same-time events keep causal order
        return ShotResult(
            events=self.events,
            final=self._final(),
            frames=self.frames if self.want_frames else None,
            duration=duration,
            steps=self.step_no,
        )

    # ------------------------------------------------------------------ pins
    def _advance_pin(self, q: _Pin, t: float, dt: float, step: int) -> None:
        """Closed-form sliding of a pin (standing: on its base; falling/lying: on its side),
        stopped by the cushions; a falling pin's top sweeps out to one pin height."""
        p = self.p
        q.px, q.py, q.pt, q.step = q.x, q.y, 0.0, step
        v = math.hypot(q.vx, q.vy)
        if v > 0.0:
            a = (p.mu_pin_stand if q.mode == "standing" else p.mu_pin_down) * p.g
            ts = v / a
            tau = ts if ts < dt else dt
            ex, ey = q.vx / v, q.vy / v
            q.x += q.vx * tau - 0.5 * a * tau * tau * ex
            q.y += q.vy * tau - 0.5 * a * tau * tau * ey
            if tau == ts:
                q.vx = q.vy = 0.0
            else:
                q.vx -= a * tau * ex
                q.vy -= a * tau * ey
            self._pin_cushions(q)
        if q.mode == "falling":
            f = (t + dt - q.t_knock) / p.pin_fall_time
            if f >= 1.0:
                q.mode = "lying"
                q.reach = self.table.pin_height
                self.space.remove(q.body, q.segment)
                q.in_space = False
            else:
                q.reach = self.table.pin_height * math.sin(0.5 * math.pi * f * f)
                q.segment.unsafe_set_endpoints((0.0, 0.0), (q.reach * q.dx, q.reach * q.dy))
                # inflated by this step's travel: pymunk sees every pin it sweeps past
                swept = math.hypot(q.x - q.px, q.y - q.py)
                q.segment.unsafe_set_radius(self.rp + swept + 1e-4)
        q.moving = q.vx != 0.0 or q.vy != 0.0 or q.mode == "falling"
        if not q.moving and t + dt > self.last_stop:
            self.last_stop = t + dt
        q.pvx = (q.x - q.px) / dt
        q.pvy = (q.y - q.py) / dt
        if q.in_space:
            q.body.velocity = (q.pvx, q.pvy)

    def _pin_cushions(self, q: _Pin) -> None:
        r, w, length, e = self.rp, self.table.width, self.table.length, self.p.e_pin_cushion
        if q.x < r:
            q.x, q.vx = r, abs(q.vx) * e
        elif q.x > w - r:
            q.x, q.vx = w - r, -abs(q.vx) * e
        if q.y < r:
            q.y, q.vy = r, abs(q.vy) * e
        elif q.y > length - r:
            q.y, q.vy = length - r, -abs(q.vy) * e

    def _knock(self, q: _Pin, t: float, by: str, root: str, nx: float, ny: float) -> None:
        """A standing pin starts to fall towards where it was pushed."""
        v = math.hypot(q.vx, q.vy)
        if v > 1e-12:
            q.dx, q.dy = q.vx / v, q.vy / v
        else:
            q.dx, q.dy = nx, ny
        q.mode = "falling"
        q.t_knock = t
        q.reach = 0.0
        q.cause = {"by": by, "ball": root}
        q.root = root
        q.moving = True
        self.space.remove(q.circle)
        seg = pymunk.Segment(q.body, (0.0, 0.0), (0.0, 0.0), self.rp)
        seg.collision_type = _T_FALL
        seg.filter = pymunk.ShapeFilter(categories=_C_FALL, mask=_C_PIN)
        self.space.add(seg)
        q.segment = seg
        del self.by_shape[q.circle]
        self.by_shape[seg] = q
        self._event(t, "pin_down", pin=q.id, by=by, ball=root)

    # ------------------------------------------------------------------ collisions
    def _path_ball(self, b: _Ball, step: int) -> None:
        """Give a body that was not stepped this step a still path."""
        if b.step != step:
            b.step = step
            b.px, b.py, b.pt, b.pvx, b.pvy = b.s.x, b.s.y, 0.0, 0.0, 0.0
            b.x0, b.y0 = b.s.x, b.s.y
            b.ks = b.s

    def _path_pin(self, q: _Pin, step: int) -> None:
        if q.step != step:
            q.step = step
            q.px, q.py, q.pt, q.pvx, q.pvy = q.x, q.y, 0.0, 0.0, 0.0

    def _resolve(self, t: float, dt: float, step: int) -> None:
        """Handle the pairs pymunk found, earliest time of impact first."""
        pending: list[tuple[int, object, object]] = []
        seen: set[tuple[int, int, int]] = set()
        for kind, a, b in self.contacts:
            key = (kind, id(a), id(b))
            if key not in seen:
                seen.add(key)
                pending.append((kind, a, b))
        for kind, a, b in pending:
            if kind == _T_PIN and (a.id, b.id) in self.prev_touch:
                self.touch.add((a.id, b.id))  # the push goes on while they stay close
            for o in (a, b):
                if isinstance(o, _Ball):
                    self._path_ball(o, step)
                elif isinstance(o, _Pin):
                    self._path_pin(o, step)
        while pending:
            best = None
            for i, c in enumerate(pending):
                hit = self._toi(c, dt)
                if hit is not None and (best is None or hit[0] < best[1][0]):
                    best = (i, hit)
            if best is None:
                return
            i, hit = best
            c = pending.pop(i)
            self._respond(c, hit, t, dt, step)

    def _toi(self, c: tuple[int, Any, Any], dt: float):
        kind, a, b = c
        if kind == _T_BALL:
            if not (a.active and b.active):
                return None
            return _toi_circles(a, b, 2.0 * self.R, dt)
        if kind == _T_CUSHION:
            if not a.active:
                return None
            return self._toi_cushion(a, b, dt)
        if kind == _T_PIN:
            if not a.active or b.mode != "standing":
                return None
            return _toi_circles(a, b, self.R + self.rp, dt)
        if kind == _T_FALL:
            if a.mode != "falling" or b.mode != "standing":
                return None
            return self._toi_fall(a, b, dt)
        return None

    def _toi_cushion(self, b: _Ball, cid: str, dt: float):
        ax, ay, bx, by, nx, ny = self.cushions[cid]
        R = self.R
        t0 = b.pt
        x0, y0, vx, vy = b.px, b.py, b.pvx, b.pvy
        best = None
        # the straight nose
        d0 = (x0 - ax) * nx + (y0 - ay) * ny
        vn = vx * nx + vy * ny
        tau = None
        if d0 <= R:
            tau = t0 if vn < 0 else None
        elif vn < 0:
            tau = t0 + (R - d0) / vn
        if tau is not None and tau <= dt + 1e-12:
            cx, cy = x0 + vx * (tau - t0), y0 + vy * (tau - t0)
            sx, sy = bx - ax, by - ay
            u = ((cx - ax) * sx + (cy - ay) * sy) / (sx * sx + sy * sy)
            if 0.0 <= u <= 1.0:
                best = (tau, nx, ny)
        # the jaws (segment ends)
        for ex, ey in ((ax, ay), (bx, by)):
            hit = _toi_point(x0 - ex, y0 - ey, vx, vy, R, t0, dt)
            if hit is not None and (best is None or hit[0] < best[0]):
                best = hit
        return best

    def _toi_fall(self, a: _Pin, b: _Pin, dt: float):
        """A falling pin's swept segment against a standing pin (checked over the step in the
        falling pin's frame; contact time at the closest approach)."""
        r2 = 2.0 * self.rp
        # standing pin relative to the falling base, start and end of the step
        qx0, qy0 = b.px - a.px, b.py - a.py
        qx1, qy1 = b.x - a.x, b.y - a.y
        sx, sy = a.reach * a.dx, a.reach * a.dy
        d, u = _seg_seg(qx0, qy0, qx1, qy1, 0.0, 0.0, sx, sy)
        if d > r2:
            return None
        return (dt * u, 0.0, 0.0)

    def _state_at(self, b: _Ball, tau: float) -> BallState:
        s = b.ks.copy()
        if b.ks is b.s:  # still ball: only its side spin has changed
            catch_up_spin(s, self.t + tau, self.a_spin)
            s.t = self.t + tau
        else:
            advance(s, tau - b.pt, self.R, self.a_slide, self.a_roll, self.a_spin)
        s.x = b.px + b.pvx * (tau - b.pt)
        s.y = b.py + b.pvy * (tau - b.pt)
        return s

    def _finish_ball(self, b: _Ball, s: BallState, tau: float, dt: float, t: float) -> None:
        """After an impact at step time ``tau``: new path anchor, closed form to the end."""
        b.ks = s
        b.pt = tau
        b.px, b.py = s.x, s.y
        end = s.copy()
        rest = dt - tau
        stop = advance(end, rest, self.R, self.a_slide, self.a_roll, self.a_spin) if rest else None
        b.s = end
        b.moving = end.moving()
        if stop is not None and t + tau + stop > self.last_stop:
            self.last_stop = t + tau + stop
        if not b.moving and t + tau > self.last_stop:
            self.last_stop = t + tau
        if rest > 0:
            b.pvx, b.pvy = (end.x - s.x) / rest, (end.y - s.y) / rest
        else:
            b.pvx = b.pvy = 0.0
        b.body.position = (end.x, end.y)
        b.body.velocity = (0.0, 0.0)

    def _finish_pin(self, q: _Pin, x: float, y: float, tau: float, dt: float) -> None:
        q.px, q.py, q.pt = x, y, tau
        q.x, q.y = x, y
        rest = dt - tau
        if rest > 0:
            v = math.hypot(q.vx, q.vy)
            a = (self.p.mu_pin_stand if q.mode == "standing" else self.p.mu_pin_down) * self.p.g
            if v > 0:
                tau2 = min(rest, v / a)
                q.x += q.vx * tau2 - 0.5 * a * tau2 * tau2 * q.vx / v
                q.y += q.vy * tau2 - 0.5 * a * tau2 * tau2 * q.vy / v
                if tau2 < v / a:
                    f = 1.0 - a * tau2 / v
                    q.vx *= f
                    q.vy *= f
                else:
                    q.vx = q.vy = 0.0
                self._pin_cushions(q)
            q.pvx, q.pvy = (q.x - x) / rest, (q.y - y) / rest
        q.moving = q.vx != 0.0 or q.vy != 0.0 or q.mode == "falling"
        q.body.position = (q.x, q.y)
        q.body.velocity = (0.0, 0.0)

    def _respond(self, c: tuple[int, Any, Any], hit: tuple, t: float, dt: float, step: int):
        kind, a, b = c
        tau, nx, ny = hit
        te = t + tau
        p = self.p
        if kind == _T_BALL:
            sa, sb = self._state_at(a, tau), self._state_at(b, tau)
            dx, dy = sb.x - sa.x, sb.y - sa.y
            d = math.hypot(dx, dy) or 1.0
            vn = ball_ball(sa, sb, dx / d, dy / d, p.e_ball)
            if vn <= 0.0:
                return
            first, second = sorted((a.id, b.id), key=BALL_IDS.index)
            self._event(te, "ball_ball", a=first, b=second, speed=vn)
            self._finish_ball(a, sa, tau, dt, t)
            self._finish_ball(b, sb, tau, dt, t)
        elif kind == _T_CUSHION:
            s = self._state_at(a, tau)
            vn = -(s.vx * nx + s.vy * ny)
            if vn <= 0.0:
                return
            if vn > p.off_table_speed:
                self._event(te, "off_table", ball=a.id, cushion=b, speed=vn)
                self._remove_ball(a)
                return
            ball_cushion(s, nx, ny, self.R, p.e_cushion, p.mu_cushion, p.cushion_nose)
            self._event(te, "ball_cushion", ball=a.id, cushion=b, speed=vn)
            self._finish_ball(a, s, tau, dt, t)
        elif kind == _T_PIN:
            s = self._state_at(a, tau)
            qx = b.px + b.pvx * (tau - b.pt)
            qy = b.py + b.pvy * (tau - b.pt)
            dx, dy = qx - s.x, qy - s.y
            d = math.hypot(dx, dy) or 1.0
            nx, ny = dx / d, dy / d
            vn, s.vx, s.vy, b.vx, b.vy = disc_impulse(
                s.vx, s.vy, p.ball_mass, b.vx, b.vy, p.pin_mass, nx, ny, p.e_pin
            )
            if vn <= 0.0:
                return
            self.touch.add((a.id, b.id))
            if (a.id, b.id) not in self.prev_touch:
                self._event(te, "ball_pin", ball=a.id, pin=b.id, speed=vn)
            if vn >= p.pin_knock_speed:
                self._knock(b, te, a.id, a.id, nx, ny)
            self._finish_ball(a, s, tau, dt, t)
            self._finish_pin(b, qx, qy, tau, dt)
        elif kind == _T_FALL:
            # the falling pin a lands on the standing pin b: b falls too
            dx, dy = b.x - a.x, b.y - a.y
            d = math.hypot(dx, dy) or 1.0
            nx, ny = dx / d, dy / d
            _vn, a.vx, a.vy, b.vx, b.vy = disc_impulse(
                a.vx, a.vy, p.pin_mass, b.vx, b.vy, p.pin_mass, nx, ny, p.e_pin
            )
            self._event(te, "pin_pin", a=a.id, b=b.id)
            self._knock(b, te, a.id, a.root, nx, ny)
            b.moving = True

    def _remove_ball(self, b: _Ball) -> None:
        b.active = False
        b.moving = False
        self.space.remove(b.body, b.shape)

    def _check_pockets(self, b: _Ball, t: float, dt: float) -> None:
        """A ball falls when its centre passes a pocket's edge (checked along the last piece of
        its path); a full pocket throws it back (art. 13)."""
        tb = self.table
        rp = tb.pocket_radius
        for pid, (cx, cy) in tb.pockets.items():
            hit = _toi_point(b.px - cx, b.py - cy, b.pvx, b.pvy, rp, b.pt, dt)
            if hit is None:
                continue
            tau = hit[0]
            if self.pocket_count[pid] < tb.pocket_capacity:
                self.pocket_count[pid] += 1
                self._event(t + tau, "pocketed", ball=b.id, pocket=pid)
                self._remove_ball(b)
                return
            s = self._state_at(b, tau)
            nx, ny = hit[1], hit[2]
            s.x, s.y = cx + nx * (rp + 1e-6), cy + ny * (rp + 1e-6)
            pocket_rebound(s, nx, ny, self.p.e_pocket_reject)
            self._event(t + tau, "pocket_reject", ball=b.id, pocket=pid)
            self._finish_ball(b, s, dt, dt, t)
            return

    def _line_cross(self, b: _Ball, t: float, dt: float, mid: float) -> None:
        """The ball's centre crossed the línea media in this step: a ``line_cross`` event at the
        exact time on its path (linear from (x0, y0) to the impact anchor (px, py) at ``pt``, then
        along ``pv``). Pure geometry of the table; what a crossing means is the referee's."""
        y_end = b.s.y
        if (b.py > mid) != (y_end > mid) and b.pvy != 0.0:
            tau = b.pt + (mid - b.py) / b.pvy
        elif b.pt > 0.0 and b.py != b.y0:
            tau = b.pt * (mid - b.y0) / (b.py - b.y0)
        else:
            tau = 0.5 * dt
        tau = min(max(tau, 0.0), dt)
        direction = 1 if y_end > mid else -1
        self._event(t + tau, "line_cross", ball=b.id, line="linea_media", direction=direction)

    # ------------------------------------------------------------------ output
    def _event(self, t: float, type_: str, **data: Any) -> None:
        self.events.append(ev.make(t, type_, **data))
        if t > self.last_stop:  # nothing is at rest before the last thing that happened
            self.last_stop = t

    def _record_frame(self, tf: float, tau: float, step: int) -> None:
        """A 60 Hz sample at simulated time ``tf`` (``tau`` into the current ``step``), read
        off the closed-form motion: recording frames never changes the steps taken."""
        balls: dict[str, BallFrame | None] = {}
        for bid in BALL_IDS:
            b = self.ball_by_id[bid]
            if not b.active:
                balls[bid] = None
                continue
            if b.step == step and step >= 0:
                if tau >= b.pt:
                    st = b.ks.copy()
                    if b.ks is not b.s:
                        advance(st, tau - b.pt, self.R, self.a_slide, self.a_roll, self.a_spin)
                else:  # before this step's impact: on the path that led to it
                    st = b.ks.copy()
                    f = tau / b.pt
                    st.x = b.x0 + (b.px - b.x0) * f
                    st.y = b.y0 + (b.py - b.y0) * f
            else:
                st = b.s
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
            if q.step == step and step >= 0 and tau >= q.pt:
                xy = (q.px + q.pvx * (tau - q.pt), q.py + q.pvy * (tau - q.pt))
            else:
                xy = (q.x, q.y)
            if q.mode == "standing":
                pins[q.id] = PinFrame(xy, True, 0.0, 0.0)
                continue
            if q.mode == "falling" or q.t_knock > 0.0 or q.cause is not None:
                f = min(1.0, max(0.0, (tf - q.t_knock) / self.p.pin_fall_time))
                fall = math.sin(0.5 * math.pi * f * f) if q.mode == "falling" else 1.0
            else:
                fall = 1.0
            pins[q.id] = PinFrame(xy, False, fall, math.degrees(math.atan2(q.dy, q.dx)))
        self.frames.append(Frame(tf, balls, pins))

    def _final(self) -> Position:
        balls = {bid: ((b.s.x, b.s.y) if b.active else None) for bid, b in self.ball_by_id.items()}
        pins = {}
        for q in self.pins:
            pins[q.id] = PinState((q.x, q.y), q.mode == "standing", q.cause)
        return Position(balls=balls, pins=pins)


# ---------------------------------------------------------------------------- geometry
def _toi_point(rx: float, ry: float, vx: float, vy: float, dist: float, t0: float, dt: float):
    """Earliest step time ≥ t0 at which a point at relative position r (at t0) moving at v is
    ``dist`` from the origin; approaching only. Returns (tau, nx, ny) with n = unit r at tau."""
    c = rx * rx + ry * ry - dist * dist
    bb = rx * vx + ry * vy
    if c <= 0.0:
        if bb >= 0.0:
            return None
        tau = t0
    else:
        a = vx * vx + vy * vy
        if bb >= 0.0 or a == 0.0:
            return None
        disc = bb * bb - a * c
        if disc < 0.0:
            return None
        tau = t0 + (-bb - math.sqrt(disc)) / a
        if tau > dt + 1e-12:
            return None
    x, y = rx + vx * (tau - t0), ry + vy * (tau - t0)
    d = math.hypot(x, y) or 1.0
    return (tau, x / d, y / d)


def _toi_circles(a: Any, b: Any, dist: float, dt: float):
    """Two bodies on linear paths within the step (each from its own anchor time)."""
    t0 = a.pt if a.pt > b.pt else b.pt
    ax, ay = a.px + a.pvx * (t0 - a.pt), a.py + a.pvy * (t0 - a.pt)
    bx, by = b.px + b.pvx * (t0 - b.pt), b.py + b.pvy * (t0 - b.pt)
    return _toi_point(ax - bx, ay - by, a.pvx - b.pvx, a.pvy - b.pvy, dist, t0, dt)


def _seg_point(px: float, py: float, ax: float, ay: float, bx: float, by: float):
    sx, sy = bx - ax, by - ay
    ll = sx * sx + sy * sy
    u = 0.0 if ll == 0.0 else max(0.0, min(1.0, ((px - ax) * sx + (py - ay) * sy) / ll))
    return math.hypot(px - ax - u * sx, py - ay - u * sy), u


def _seg_seg(
    ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float
) -> tuple[float, float]:
    """Distance between segments AB and CD, and the parameter along AB of the closest point."""
    rx, ry = bx - ax, by - ay
    sx, sy = dx - cx, dy - cy
    den = rx * sy - ry * sx
    if den != 0.0:
        u = ((cx - ax) * sy - (cy - ay) * sx) / den
        w = ((cx - ax) * ry - (cy - ay) * rx) / den
        if 0.0 <= u <= 1.0 and 0.0 <= w <= 1.0:
            return 0.0, u
    best = (math.inf, 0.0)
    d, _ = _seg_point(ax, ay, cx, cy, dx, dy)
    best = min(best, (d, 0.0))
    d, _ = _seg_point(bx, by, cx, cy, dx, dy)
    best = min(best, (d, 1.0))
    d, u = _seg_point(cx, cy, ax, ay, bx, by)
    best = min(best, (d, u))
    d, u = _seg_point(dx, dy, ax, ay, bx, by)
    best = min(best, (d, u))
    return best


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
