"""Canonical shots: what the engine does, beside what the published models do.

``chapo physics`` prints this table; ``docs/PHYSICS.md`` shows it; the tests hold the engine to
the published figures (never to its own output). Every shot is played through the whole
:class:`~chapo_game.physics.Simulator` on the default table, and read off its ``trace`` (each
ball's state just after each strike and impact).

The reference figures are pooltool 0.6's (E. Kiefl, ``pooltool-billiards`` 0.6.0) on the same
ball (Ø 80 mm, 0.4665 kg), cloth (μs 0.2, μr 0.01), cushion (nose 56 mm above the cloth,
e 0.85, μ 0.2) and the same shot definitions, with each of its cushion models: Mathavan 2010
(``mathavan_2010``), Han 2005 (``han_2005``) and Stronge's compliant model (``stronge``, its
default), and its ``frictional_inelastic`` ball–ball model (Alciatore's throw friction).

Definitions:

* *cushion shots*: the ball starts 1 mm from the foot cushion's nose, heading into it at ``α``
  from the normal, at 2 m/s unless said, rolling (tip offset 0.4 = natural roll) unless said.
  ``roll`` figures are for the ball once it rolls again after the impact (``v − 2/7·u``, ``u``
  the slip at the cloth); ``after`` figures for the instant after the impact. Angles are from
  the cushion's normal. Side ``+0.44`` (right) is running side for these shots, which go up
  and to the right (it turns the ball the way it is already going along the cushion),
  ``−0.44`` reverse.
* *throw*: object ball at the table's centre, cue ball 0.5 m away aimed for a ghost-ball cut of
  ``cut``; throw = the object ball's direction minus the line of centres at contact.
* *draw / follow*: straight full hit, centres 0.5 m apart, tip offset ∓0.4 at 2 m/s: how far the
  cue ball would finish from where it met the object ball on a free cloth (back, or forward).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from ..position import Position
from ..shot import Shot
from ..table import Table, get_table
from .ball import BallState, advance
from .params import DEFAULT_PARAMS, PhysicsParams

#: pooltool 0.6 on the canonical shots (see the module docstring), by cushion model.
REFERENCE: dict[str, dict[str, float]] = {
    "mathavan_2010": {
        "head_on_roll_ratio": 0.467,
        "roll_angle_30": 35.6,
        "roll_angle_45": 51.6,
        "roll_angle_60": 69.4,
        "side_spread_30": 34.2,
        "side_spread_45": 14.8,
        "side_spread_60": 3.9,
        "stun_after_ratio": 0.709,
        "stun_roll_ratio": 0.448,
        "long_cushions": 3,
        "long_time": 8.16,
    },
    "han_2005": {
        "head_on_roll_ratio": 0.449,
        "roll_angle_30": 45.3,
        "roll_angle_45": 65.3,
        "roll_angle_60": 79.0,
        "side_spread_30": 11.9,
        "side_spread_45": -3.5,
        "side_spread_60": -6.3,
        "stun_after_ratio": 0.599,
        "stun_roll_ratio": 0.509,
        "long_cushions": 3,
        "long_time": 8.05,
    },
    "stronge": {
        "head_on_roll_ratio": 0.476,
        "roll_angle_30": 43.5,
        "roll_angle_45": 63.7,
        "roll_angle_60": 78.0,
        "side_spread_30": 13.0,
        "side_spread_45": -2.7,
        "side_spread_60": -6.1,
        "stun_after_ratio": 0.649,
        "stun_roll_ratio": 0.568,
        "long_cushions": 3,
        "long_time": 8.68,
    },
    "frictional_inelastic": {
        "throw_stun_2_cut30": 0.92,
        "throw_roll_05_cut30": 2.25,
        "throw_side03_1_straight": 1.73,
        "draw_back": 0.129,
        "follow_on": 1.742,
    },
}


@dataclass(frozen=True)
class CushionOut:
    v_in: float
    v_after: float
    v_roll: float
    angle_after: float
    angle_roll: float


def _sim(params: PhysicsParams, table: Table) -> Any:
    from . import Simulator

    return Simulator(table, params)


def _roll(tr: dict[str, float]) -> tuple[float, float]:
    """The velocity a ball in state ``tr`` rolls at once its slip ends: ``v − 2/7·u``."""
    R = get_table().ball_radius
    ux = tr["vx"] - R * tr["wy"]
    uy = tr["vy"] + R * tr["wx"]
    return tr["vx"] - 2.0 / 7.0 * ux, tr["vy"] - 2.0 / 7.0 * uy


def cushion_shot(
    alpha: float,
    speed: float = 2.0,
    side: float = 0.0,
    vertical: float = 0.4,
    params: PhysicsParams = DEFAULT_PARAMS,
) -> CushionOut:
    """A ball into the foot cushion at ``alpha`` degrees from its normal (see the module doc)."""
    table = get_table()
    R = table.ball_radius
    a = math.radians(90.0 - alpha)
    dx, dy = math.cos(a), math.sin(a)
    x0 = table.width / 2 - 0.001 * dx / dy
    y0 = table.length - R - 0.001
    pos = Position(balls={"1": (x0, y0), "2": None, "mingo": None}, pins={})
    res = _sim(params, table).simulate(
        pos, Shot.make("1", 90.0 - alpha, speed, side, vertical), trace=True
    )
    strike = next(tr for tr in res.trace if tr["type"] == "strike")
    hit = next(tr for tr in res.trace if tr["type"] == "ball_cushion")
    s = BallState(x0, y0, strike["vx"], strike["vy"], strike["wx"], strike["wy"], strike["wz"])
    p = params
    advance(s, hit["t"], R, p.mu_slide * p.g, p.mu_roll * p.g, p.spin_decel(R))
    rx, ry = _roll(hit)
    # angles from the normal, positive towards +x (the way the ball was going along it)
    return CushionOut(
        v_in=math.hypot(s.vx, s.vy),
        v_after=math.hypot(hit["vx"], hit["vy"]),
        v_roll=math.hypot(rx, ry),
        angle_after=math.degrees(math.atan2(hit["vx"], -hit["vy"])),
        angle_roll=math.degrees(math.atan2(rx, -ry)),
    )


def long_shot(speed: float = 5.0, params: PhysicsParams = DEFAULT_PARAMS) -> tuple[int, float]:
    """A centre-hit ball straight up the table from the cabaña string: cushions met, time to
    rest."""
    table = get_table()
    pos = Position(balls={"1": (table.width / 2, table.length / 4), "2": None, "mingo": None},
                   pins={})  # fmt: skip
    res = _sim(params, table).simulate(pos, Shot.make("1", 90.0, speed, 0.0, 0.0))
    return sum(1 for e in res.events if e.type == "ball_cushion"), res.duration


def ball_shot(
    speed: float,
    vertical: float,
    side: float,
    cut: float,
    gap: float = 0.5,
    params: PhysicsParams = DEFAULT_PARAMS,
) -> dict[str, float]:
    """Cue ball ``gap`` (centres) from a ghost ball of cut ``cut`` degrees on the object ball at
    the table's centre: throw (degrees), where the cue ball went after contact (m, along the
    shot, from the contact point) and the squirt it left the cue with."""
    table = get_table()
    R = table.ball_radius
    ob = (table.width / 2, table.length / 2)
    phi = math.radians(cut)
    ghost = (ob[0] + 2 * R * math.sin(phi), ob[1] - 2 * R * math.cos(phi))
    cue = (ghost[0], ghost[1] - gap)
    pos = Position(balls={"1": cue, "2": ob, "mingo": None}, pins={})
    res = _sim(params, table).simulate(pos, Shot.make("1", 90.0, speed, side, vertical), trace=True)
    hits = [tr for tr in res.trace if tr["type"] == "ball_ball"]
    c_hit = next(tr for tr in hits if tr["ball"] == "1")
    o_hit = next(tr for tr in hits if tr["ball"] == "2")
    loc = math.atan2(o_hit["y"] - c_hit["y"], o_hit["x"] - c_hit["x"])
    out = math.atan2(o_hit["vy"], o_hit["vx"])
    throw = math.degrees(out - loc)
    # where the cue ball would stop on a free cloth (no cushion, no second hit)
    free = BallState(c_hit["x"], c_hit["y"], c_hit["vx"], c_hit["vy"], c_hit["wx"], c_hit["wy"],
                     c_hit["wz"])  # fmt: skip
    p = params
    advance(free, 1e6, R, p.mu_slide * p.g, p.mu_roll * p.g, p.spin_decel(R))
    along = free.y - c_hit["y"]
    strike = res.trace[0]
    squirt = 90.0 - math.degrees(math.atan2(strike["vy"], strike["vx"]))
    # throw_signed: counter-clockwise positive, to the left of the line of centres as the shot
    # goes up the table (right english throws that way)
    return {"throw": abs(throw), "throw_signed": throw, "cue_along": along, "squirt": abs(squirt)}


def measure(params: PhysicsParams = DEFAULT_PARAMS) -> dict[str, float]:
    """Every canonical figure of the engine, keyed as in :data:`REFERENCE`. The cushion and
    throw shots are played without squirt (the references set the ball's velocity directly);
    squirt is measured on its own."""
    cue = params
    params = replace(params, cue_end_mass=0.0)
    out: dict[str, float] = {}
    head = cushion_shot(0.0, params=params)
    out["head_on_roll_ratio"] = head.v_roll / head.v_in
    for a in (30, 45, 60):
        plain = cushion_shot(float(a), params=params)
        run = cushion_shot(float(a), side=0.44, params=params)
        rev = cushion_shot(float(a), side=-0.44, params=params)
        out[f"roll_angle_{a}"] = plain.angle_roll
        out[f"running_angle_{a}"] = run.angle_roll
        out[f"reverse_angle_{a}"] = rev.angle_roll
        out[f"side_spread_{a}"] = run.angle_roll - rev.angle_roll
    stun = cushion_shot(0.0, speed=1.0, vertical=0.0, params=params)
    out["stun_after_ratio"] = stun.v_after / stun.v_in
    out["stun_roll_ratio"] = stun.v_roll / stun.v_in
    out["hair_draw_after"] = cushion_shot(0.0, vertical=-0.01, params=params).v_after
    out["hair_follow_after"] = cushion_shot(0.0, vertical=0.01, params=params).v_after
    n, t = long_shot(params=params)
    out["long_cushions"], out["long_time"] = n, t
    out["throw_stun_2_cut30"] = ball_shot(2.0, 0.0, 0.0, 30.0, params=params)["throw"]
    out["throw_roll_05_cut30"] = ball_shot(0.5, 0.4, 0.0, 30.0, params=params)["throw"]
    out["throw_side03_1_straight"] = ball_shot(1.0, 0.0, 0.3, 0.0, params=params)["throw"]
    gap = 0.5 - 2 * get_table().ball_radius
    out["draw_back"] = -ball_shot(2.0, -0.4, 0.0, 0.0, gap=gap, params=params)["cue_along"]
    out["follow_on"] = ball_shot(2.0, 0.4, 0.0, 0.0, gap=gap, params=params)["cue_along"]
    out["squirt_03"] = ball_shot(1.0, 0.0, 0.3, 0.0, params=cue)["squirt"]
    out["squirt_05"] = ball_shot(1.0, 0.0, 0.5, 0.0, params=cue)["squirt"]
    return out


def table_rows(ours: dict[str, float]) -> list[tuple[str, str, str]]:
    """The canonical table: (what, ours, published), from :func:`measure`'s figures."""
    m, h, s = REFERENCE["mathavan_2010"], REFERENCE["han_2005"], REFERENCE["stronge"]
    f = REFERENCE["frictional_inelastic"]

    def models(key: str, fmt: str) -> str:
        return ", ".join(f"{n} {fmt.format(r[key])}" for n, r in
                         (("Mathavan", m), ("Han", h), ("Stronge", s)))  # fmt: skip

    rows = [
        ("rolling head-on: speed once rolling again / incoming",
         f"{ours['head_on_roll_ratio']:.3f}", models("head_on_roll_ratio", "{:.3f}")),
    ]  # fmt: skip
    for a in (30, 45, 60):
        key = f"roll_angle_{a}"
        rows.append((f"rolling, no side, {a}° in: angle it rolls away at",
                     f"{ours[key]:.1f}°", models(key, "{:.1f}°")))  # fmt: skip
    for a in (30, 45, 60):
        rows.append((
            f"{a}° in, 2 m/s, running / no / reverse side 0.44: angles → spread",
            f"{ours[f'running_angle_{a}']:.1f} / {ours[f'roll_angle_{a}']:.1f} / "
            f"{ours[f'reverse_angle_{a}']:.1f}° → {ours[f'side_spread_{a}']:.1f}°",
            models(f"side_spread_{a}", "{:.1f}°"),
        ))  # fmt: skip
    rows += [
        ("stun head-on: speed just after / incoming → once rolling / incoming",
         f"{ours['stun_after_ratio']:.2f} → {ours['stun_roll_ratio']:.2f}",
         ", ".join(f"{n} {r['stun_after_ratio']:.2f} → {r['stun_roll_ratio']:.2f}"
                   for n, r in (("Mathavan", m), ("Han", h), ("Stronge", s)))),
        ("a hair of draw vs a hair of follow into a cushion at 2 m/s: leaves at",
         f"{ours['hair_draw_after']:.2f} vs {ours['hair_follow_after']:.2f} m/s", "continuous"),
        ("5 m/s straight up the table: cushions, time to rest",
         f"{ours['long_cushions']:.0f}, {ours['long_time']:.1f} s",
         models("long_time", "{:.1f} s") + f"; {m['long_cushions']} cushions"),
        ("throw: centre hit 2 m/s (rolling by the contact, 0.5 m on), 30° cut",
         f"{ours['throw_stun_2_cut30']:.2f}°",
         f"{f['throw_stun_2_cut30']:.2f}°"),
        ("throw: rolling 0.5 m/s, 30° cut", f"{ours['throw_roll_05_cut30']:.2f}°",
         f"{f['throw_roll_05_cut30']:.2f}°"),
        ("throw: 1 m/s, side 0.3, straight (rolling by the contact)",
         f"{ours['throw_side03_1_straight']:.2f}°",
         f"{f['throw_side03_1_straight']:.2f}°"),
        ("draw −0.4 at 2 m/s, centres 0.5 m apart: cue ball comes back",
         f"{ours['draw_back']:.3f} m", f"{f['draw_back']:.3f} m"),
        ("follow +0.4 at 2 m/s, centres 0.5 m apart: cue ball runs on",
         f"{ours['follow_on']:.3f} m", f"{f['follow_on']:.3f} m"),
        ("squirt at side 0.3 / 0.5 (6 g cue end mass)",
         f"{ours['squirt_03']:.2f}° / {ours['squirt_05']:.2f}°",
         "0.5–0.7° for this ball (Alciatore TP A.31)"),
    ]  # fmt: skip
    return rows
