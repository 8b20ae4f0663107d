"""Balls in the engine: their exact paths, their times of impact with balls, cushions, pins
and pockets, and the responses (the models of :mod:`.resolve`). A mixin of the engine's world."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..table import BALL_IDS
from .ball import BallState, catch_up_spin, evolve
from .bodies import Ball, Pin
from .geom import point_gap, seg_dist
from .lip import Lip, far_edge
from .resolve import ball_ball, ball_cushion
from .resolve.discs import pocket_rebound
from .toi import first_contact

#: Bodies pressed together (rolling side by side with converging paths, a ball driven into a
#: cushion or another ball by its slip) would be struck again and again at ever smaller speeds:
#: an impact leaves them parting at least this fast (m/s; 1 mm/s, a millionth of a joule) ...
_PART = 1e-3
#: ... impacts of one pair closer together than this (s) are a collapse (see ``_collapse``) ...
_COLLAPSE_GAP = 0.02
#: ... and after this many of them the pair settles.
_COLLAPSE_COUNT = 8
#: A ball that climbs out of a hole is set this far (m) outside its rim (as a rejected one).
_ON_RIM = 1e-6


class BallContacts:
    """The world's balls (mixed into the engine's world)."""

    p: Any
    t: float
    dt: float
    table: Any
    rig: Any
    R: float
    rp: float
    recent: dict[tuple[str, str], tuple[float, int]]

    def _ball_path(self, b: Ball):
        cur = b.cur
        if not b.mov:
            return lambda tau: (cur.x, cur.y, 0.0, 0.0)
        end, dt = b.end, self.dt
        if b.air is not None:  # over a hole: a straight line, nothing slows it
            x0, y0, vx0, vy0 = cur.x, cur.y, cur.vx, cur.vy
            return lambda tau: (x0 + vx0 * tau, y0 + vy0 * tau, vx0, vy0)

        R, a_slide, a_roll, a_spin = self.R, self.a_slide, self.a_roll, self.a_spin
        x0, y0, vx0, vy0, wx0, wy0, wz0 = cur.x, cur.y, cur.vx, cur.vy, cur.wx, cur.wy, cur.wz

        def at(tau: float) -> tuple[float, float, float, float]:
            if tau == dt:
                return end.x, end.y, end.vx, end.vy
            if tau == 0.0:  # where every search starts: evolve over no time changes nothing
                return x0, y0, vx0, vy0
            x, y, vx, vy, _, _, _, _ = evolve(
                x0, y0, vx0, vy0, wx0, wy0, wz0, tau, R, a_slide, a_roll, a_spin
            )
            return x, y, vx, vy

        return at

    def _toi_balls(self, a: Ball, b: Ball, dt: float) -> float | None:
        pa, pb = self._ball_path(a), self._ball_path(b)
        d2 = 4.0 * self.R * self.R
        return first_contact(point_gap(pa, pb, d2), dt)

    def _toi_point(self, b: Ball, cx: float, cy: float, dist: float, dt: float):
        pa = self._ball_path(b)
        return first_contact(point_gap(pa, lambda tau: (cx, cy, 0.0, 0.0), dist * dist), dt)

    def _toi_ball_pin(self, a: Ball, q: Pin, dist: float, dt: float):
        pa = self._ball_path(a)
        return first_contact(point_gap(pa, lambda tau: self._pin_at(q, tau), dist * dist), dt)

    def _toi_cushion(self, b: Ball, cid: str, dt: float):
        ax, ay, bx, by, nx, ny = self.cushions[cid]
        R = self.R
        s0, s1, sag = b.cur, b.end, b.sag
        d0 = (s0.x - ax) * nx + (s0.y - ay) * ny
        d1 = (s1.x - ax) * nx + (s1.y - ay) * ny
        near = min(d0, d1) - sag <= R + 1e-9
        # the jaws (the cushion's rounded ends) the path comes near; one outside the chord's
        # box widened by R + sag (and 2 nm, over any rounding) cannot be, and most are
        x0, y0, x1, y1 = s0.x, s0.y, s1.x, s1.y
        box = R + sag + 2e-9
        lo_x, hi_x = (x0 - box, x1 + box) if x0 < x1 else (x1 - box, x0 + box)
        lo_y, hi_y = (y0 - box, y1 + box) if y0 < y1 else (y1 - box, y0 + box)
        jaws = [
            (ex, ey)
            for ex, ey in ((ax, ay), (bx, by))
            if lo_x < ex < hi_x
            and lo_y < ey < hi_y
            and seg_dist(ex, ey, x0, y0, x1, y1) - sag <= R + 1e-9
        ]
        if not near and not jaws:  # most pairs pymunk gives: no path made for them
            return None
        path = self._ball_path(b)

        def nose(tau: float) -> tuple[float, float]:
            x, y, vx, vy = path(tau)
            return (x - ax) * nx + (y - ay) * ny - R, vx * nx + vy * ny

        best = None
        # the nose's gap's slope is the speed towards it, which the cloth changes at most at
        # the sliding deceleration
        tau = first_contact(nose, dt, None, self.a_most) if near else None
        if tau is not None:
            x, y, _, _ = path(tau)
            sx, sy = bx - ax, by - ay
            u = ((x - ax) * sx + (y - ay) * sy) / (sx * sx + sy * sy)
            if 0.0 <= u <= 1.0:
                best = (tau, self._cushion, (b, cid, nx, ny))
        for ex, ey in jaws:
            tj = first_contact(point_gap(path, lambda tau, ex=ex, ey=ey: (ex, ey, 0.0, 0.0),
                                          R * R), dt)  # fmt: skip
            if tj is not None and (best is None or tj < best[0]):
                x, y, _, _ = path(tj)
                d = math.hypot(x - ex, y - ey) or 1.0
                best = (tj, self._cushion, (b, cid, (x - ex) / d, (y - ey) / d))
        return best

    def _ball_ball(self, a: Ball, b: Ball) -> None:
        sa, sb = a.cur, b.cur
        catch_up_spin(sa, self.t, self.a_spin)
        catch_up_spin(sb, self.t, self.a_spin)
        dx, dy = sb.x - sa.x, sb.y - sa.y
        d = math.hypot(dx, dy) or 1.0
        nx, ny = dx / d, dy / d
        vn = ball_ball.resolve(sa, sb, nx, ny, self.R, self.p)
        if vn <= 0.0:
            return
        parting = (sb.vx - sa.vx) * nx + (sb.vy - sa.vy) * ny
        if parting < _PART:  # a pair pressed together parts at least this fast
            k = 0.5 * (_PART - parting)
            sa.vx, sa.vy = sa.vx - k * nx, sa.vy - k * ny
            sb.vx, sb.vy = sb.vx + k * nx, sb.vy + k * ny
        first, second = sorted((a.id, b.id), key=BALL_IDS.index)
        self._event(self.t, "ball_ball", a=first, b=second, speed=vn)
        self._collapse((first, second), (a, b))
        self._trace(self.t, "ball_ball", a)
        self._trace(self.t, "ball_ball", b)

    def _cushion(self, b: Ball, cid: str, nx: float, ny: float) -> None:
        s = b.cur
        vn = -(s.vx * nx + s.vy * ny)
        if vn <= 0.0:
            return
        if vn > self.p.off_table_speed:
            self._event(self.t, "off_table", ball=b.id, cushion=cid, speed=vn)
            self._trace(self.t, "off_table", b)
            self._remove_ball(b)
            return
        catch_up_spin(s, self.t, self.a_spin)
        ball_cushion.resolve(s, nx, ny, self.R, self.p)
        parting = s.vx * nx + s.vy * ny
        if parting < _PART:  # a ball pressed into a cushion leaves it at least this fast
            s.vx += (_PART - parting) * nx
            s.vy += (_PART - parting) * ny
        self._event(self.t, "ball_cushion", ball=b.id, cushion=cid, speed=vn)
        self._collapse((b.id, cid), (b,))
        self._trace(self.t, "ball_cushion", b)

    def _collapse(self, key: tuple[str, str], balls: tuple[Ball, ...]) -> None:
        """Impacts of one pair in quick succession (``_COLLAPSE_GAP``) are a ball pressed against
        another, or a cushion, by its own slip on the cloth: impulses would strike it without end
        (inelastic collapse), where a real ball settles against the other and rolls on. After
        ``_COLLAPSE_COUNT`` of them the pair's balls do just that: their slip ends.

        Two balls: each slip ends as the cloth ends it, at ``v − 2/7·u`` (``ball.evolve``): the
        cloth's friction acts at the contact point, so each ball's angular momentum about it is
        kept, and the impacts at the balls' centre height only pass it from one to the other.
        What the presser's spin was worth goes on as motion: a follow shot into a frozen pair
        pushes the pair on, and a pair with a wall behind meets it and settles against it.
        Before, the spin was set to the speed the ball had (``ω = ẑ × v / R``), which threw it
        away: the cue ball of a full follow shot into a frozen pair stopped dead.
        A ball and a cushion: the cushion does not give way, so the cloth's friction eats the
        slip while the ball is held against it, and the spin is matched to the speed left."""
        last, n = self.recent.get(key, (-math.inf, 0))
        n = n + 1 if self.t - last < _COLLAPSE_GAP else 1
        self.recent[key] = (self.t, n)
        if n < _COLLAPSE_COUNT:
            return
        self.recent[key] = (self.t, 0)
        R = self.R
        for b in balls:
            s = b.cur
            if len(balls) == 2:
                k = 2.0 / 7.0
                s.vx, s.vy = s.vx - k * (s.vx - R * s.wy), s.vy - k * (s.vy + R * s.wx)
            s.wx, s.wy = -s.vy / R, s.vx / R

    def _pocket(self, b: Ball, pid: str, cx: float, cy: float) -> None:
        """A ball's centre passes a pocket's edge: a full pocket throws it back (art. 13);
        else the ball leaves the cloth and falls (:mod:`.lip`). If its straight chord over the
        hole would bring it to the far edge, over the slate, able to climb it, it flies on
        (``air``) and the engine looks for that meeting; else it drops now, as it always did
        (no rattle in the jaws is modelled)."""
        if self.pocket_count[pid] < self.table.pocket_capacity:
            s = b.cur
            lip = self._far_edge(s, cx, cy, 0.0)
            if lip is not None and lip.climbs:
                b.air = (pid, cx, cy, self.t, None)
                b.mov = True
                return
        self._drop(b, pid, cx, cy)

    def _far_edge(self, s: BallState, cx: float, cy: float, fallen: float) -> Lip | None:
        """Where the ball's chord over the hole about ``(cx, cy)`` meets the far edge, having
        fallen for ``fallen`` seconds (:func:`.lip.far_edge`)."""
        return far_edge(
            s.x, s.y, s.vx, s.vy, s.wx, s.wy, cx, cy, self.table.pocket_radius, fallen, self.R,
            self.p.g, self._over_slate,
        )  # fmt: skip

    def _over_slate(self, x: float, y: float) -> bool:
        """Whether a point of a pocket's rim is over the playing surface (inside the cushion
        noses, so in the mouth between the jaws) rather than under a cushion or the rail (the
        pocket's back). A corner pocket's hole has the playing surface's corner on its rim, so
        its half towards the table is the part inside these lines."""
        return 0.0 < x < self.table.width and 0.0 < y < self.table.length

    def _over_hole(self, b: Ball, dt: float):
        """A ball in the air over a hole: at once ``_drop`` if it cannot climb out (something it
        met over the hole turned its chord into the pocket's back, or slowed it); else the
        instant it meets the far edge (``_meet``), then the instant its centre is over that
        edge (``_lip``), when it is out. Anything it meets in between (a jaw, a ball) turns its
        chord, and the meeting is looked for again."""
        pid, cx, cy, t0, met = b.air  # type: ignore[misc]
        s = b.cur
        if met is not None:
            lip, t_out, was = met
            if was == (s.vx, s.vy, s.wx, s.wy):  # straight on since it met the edge
                tau = t_out - self.t
                return (max(tau, 0.0), self._lip, (b, pid, lip)) if tau <= dt else None
            b.air = (pid, cx, cy, t0, None)  # turned: that meeting is off
        lip = self._far_edge(s, cx, cy, self.t - t0)
        if lip is None or not lip.climbs:
            return (0.0, self._drop, (b, pid, cx, cy))
        if not self._clear_of_cushions(lip.ex, lip.ey):
            # that edge lies under a cushion's nose: the ball meets the cushion (or its jaw)
            # first, which turns its chord (then looked at again); should rounding let it pass
            # the cushion, it drops as its centre reaches the rim
            return (lip.tau_exit, self._drop, (b, pid, cx, cy)) if lip.tau_exit <= dt else None
        if lip.tau <= dt:
            return (lip.tau, self._meet, (b, lip))
        return None

    def _meet(self, b: Ball, lip: Lip) -> None:
        """The ball meets the far edge and will climb it: it pivots up about the edge while its
        centre goes on to stand over the rim where the chord leaves the hole, taken as the
        straight run it was on (``_lip`` then). What the climb leaves it is fixed now."""
        pid, cx, cy, t0, _ = b.air  # type: ignore[misc]
        s = b.cur
        t_out = self.t + (lip.tau_exit - lip.tau)
        b.air = (pid, cx, cy, t0, (lip, t_out, (s.vx, s.vy, s.wx, s.wy)))

    def _clear_of_cushions(self, x: float, y: float) -> bool:
        """Whether a ball centred at ``(x, y)`` is clear of every cushion's nose and jaws."""
        lim = self.R - 1e-9
        return all(
            seg_dist(x, y, ax, ay, bx, by) >= lim for ax, ay, bx, by, _, _ in self.cushions.values()
        )

    def _lip(self, b: Ball, pid: str, lip: Lip) -> None:
        """The ball, having met the far edge (``_meet``), stands over it where its chord leaves
        the hole (set on the rim there, against rounding), rolling across the edge at the speed
        the climb leaves it (:mod:`.lip`); along the edge its speed is kept (the impact acts
        across it), and so is its side spin. Rolling on from the rim outwards or along it, its
        path never comes back over the hole: this pocket does not look at it again until
        something turns it."""
        s = b.cur
        speed = s.speed()
        nx, ny = lip.nx, lip.ny
        v_t = -s.vx * ny + s.vy * nx  # along the edge, t̂ = ẑ × n̂
        vx, vy = lip.v_out * nx - v_t * ny, lip.v_out * ny + v_t * nx
        _, cx, cy, _, _ = b.air  # type: ignore[misc]
        rp = self.table.pocket_radius + _ON_RIM
        s.x, s.y = cx + nx * rp, cy + ny * rp
        b.body.position = (s.x, s.y)
        s.vx, s.vy = vx, vy
        s.wx, s.wy = -vy / self.R, vx / self.R
        b.air, b.lip = None, pid
        self._event(self.t, "pocket_lip", ball=b.id, pocket=pid, speed=speed)
        self._trace(self.t, "pocket_lip", b)

    def _leaving(self, b: Ball, cx: float, cy: float) -> bool:
        """Whether a ball that climbed out of the hole about ``(cx, cy)`` is still on its way
        out: rolling (a straight path) from on or off the rim, not towards the hole's centre —
        a path that cannot come over the hole, which rounding must not find it does. Once
        something has turned it, it is forgotten and met as any ball."""
        s = b.cur
        dx, dy = s.x - cx, s.y - cy
        ux, uy = s.vx - self.R * s.wy, s.vy + self.R * s.wx
        if (
            dx * dx + dy * dy >= self.table.pocket_radius**2
            and dx * s.vx + dy * s.vy >= 0.0
            and ux * ux + uy * uy <= 1e-18
        ):
            return True
        b.lip = None
        return False

    def _drop(self, b: Ball, pid: str, cx: float, cy: float) -> None:
        """A ball falls into a pocket; a full pocket throws it back (art. 13)."""
        b.air = None
        tb = self.table
        if self.pocket_count[pid] < tb.pocket_capacity:
            self.pocket_count[pid] += 1
            self._event(self.t, "pocketed", ball=b.id, pocket=pid, speed=b.cur.speed())
            self._trace(self.t, "pocketed", b)
            self._remove_ball(b)
            return
        s = b.cur
        speed = s.speed()
        dx, dy = s.x - cx, s.y - cy
        d = math.hypot(dx, dy) or 1.0
        nx, ny = dx / d, dy / d
        s.x, s.y = cx + nx * (tb.pocket_radius + 1e-6), cy + ny * (tb.pocket_radius + 1e-6)
        pocket_rebound(s, nx, ny, self.p.e_pocket_reject)
        b.body.position = (s.x, s.y)
        self._event(self.t, "pocket_reject", ball=b.id, pocket=pid, speed=speed)

    def _remove_ball(self, b: Ball) -> None:
        b.active = False
        b.air = b.lip = None
        self.rig.remove(b.shape)
        self._forget(b)
        for q in self.pins:
            if q.presser is b:
                q.mode, q.presser = "standing", None

    def _line_crossings(self, b: Ball, mid: float, tau_max: float) -> None:
        """Every time the ball's centre crosses the línea media within ``(0, tau_max]``, logged
        at the exact time on its path — a ball that crosses and comes back inside one step
        too (a draw shot's cue ball 2 mm over the line and back logged nothing, and a *no
        pasar* broken so went unseen). Pure geometry of the table; what a crossing means is
        the referee's."""
        cur = b.cur
        # a ball starting on the line is on the side it leaves, so it crosses the way it goes
        up = cur.y < mid or (cur.y == mid and cur.vy > 0.0)
        start = 0.0
        for _ in range(4):  # a path bends back over the line at most once in a step
            gap = self._side_gap(cur, mid, up, start)
            hit = first_contact(gap, tau_max - start, None, self.a_most)  # slope: ±vy
            if hit is None:
                return
            start += hit
            t, way = self.t + start, 1 if up else -1
            last = self.crossed.get(b.id)
            if last is None or last[1] != way or t - last[0] > 1e-9:  # not twice at a step's seam
                self.crossed[b.id] = (t, way)
                self._event(t, "line_cross", ball=b.id, line="linea_media", direction=way)
            up = not up
            start += 1e-9  # just over the line: from there, whether it comes back
            if start >= tau_max:
                return

    def _side_gap(
        self, cur: BallState, mid: float, up: bool, start: float
    ) -> Callable[[float], tuple[float, float]]:
        """How far the centre is, ``start + τ`` into the step, on this side of the line (from
        the head side when ``up``), and how fast that closes."""

        R, a_slide, a_roll, a_spin = self.R, self.a_slide, self.a_roll, self.a_spin

        def gap(tau: float) -> tuple[float, float]:
            # the closed form on plain numbers (as :meth:`_adv`, without a state made per look)
            _, y, _, vy, _, _, _, _ = evolve(
                cur.x, cur.y, cur.vx, cur.vy, cur.wx, cur.wy, cur.wz, start + tau, R, a_slide,
                a_roll, a_spin,
            )  # fmt: skip
            return (mid - y, -vy) if up else (y - mid, vy)

        return gap
