"""A ball that leaves the table is seen going over the rail, not vanishing by the cushion
(a player stepping through a replay took the vanished ball for one that had hit another)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest
from ui_screens import open_game, practice_on

from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.draw.geometry import CUSHION, RAIL
from chapo_game.ui.leaving import Airborne
from chapo_game.ui.playback import shown

T = get_table()
R = T.ball_radius


@dataclass(frozen=True)
class _Frame:
    """A frame as the physics records one (time, balls, pins), for frames made by hand."""

    t: float
    balls: dict
    pins: dict


def off_the_side():
    """Ball 1 struck at 10 m/s straight at the side cushion 30 cm away: it leaves the table."""
    pos = Position.initial(T, {"1": (T.width - 0.3, 0.6), "2": (0.4, 2.4)})
    shot = Shot.make("1", 0.0, 10.0)
    return pos, shot, Simulator(T).simulate(pos, shot, frames=True)


def test_the_frames_show_the_ball_going_over_the_rail_and_nothing_else_changes():
    _pos, _shot, result = off_the_side()
    off = next(e for e in result.events if e.type == "off_table")
    assert result.final.balls["1"] is None
    after = [f for f in result.frames if f.t > off.t]
    assert all(f.balls["1"] is None for f in after)  # the physics: gone at once
    seen = shown(result, T)
    assert seen.events == result.events and seen.final == result.final
    flying = [f.balls["1"] for f in seen.frames if isinstance(f.balls["1"], Airborne)]
    assert len(flying) >= 2  # over the cushion, then over the wood
    xs = [b.xy[0] for b in flying]
    assert xs == sorted(xs) and xs[0] > T.width - R  # on outwards, past where it met the cushion
    assert xs[-1] - T.width <= RAIL + CUSHION - R  # and all of it still over the drawn table
    alphas = [b.alpha for b in flying]
    assert alphas == sorted(alphas, reverse=True) and alphas[-1] < alphas[0] < 255
    assert [f.t for f in seen.frames] == sorted(f.t for f in seen.frames)
    assert len(seen.frames) > len(result.frames)  # a shot over at once gets its few frames


def test_the_window_draws_the_ball_on_the_rail_after_it_left(app, drive, play_match):
    pos, shot, _result = off_the_side()
    g = open_game(app, play_match(pos))
    app.fast_forward = 1  # frame by frame, as a player sees it
    g.strike(shot)
    table, outer = g.view.playing_rect(), g.view.outer
    on_the_rail = []
    while g.playback is not None:
        app.step()
        ball = g.current_draw()[0]["1"] if g.playback is not None else None
        if ball is None:
            continue
        sx, sy = (round(c) for c in g.view.to_screen(ball.xy))
        assert outer.collidepoint(sx, sy)  # never drawn off the table's picture
        if sy > table.bottom:  # past the cushion's nose: on the cushion or the wood
            rail = g.background().get_at((sx, sy))
            on_the_rail.append((ball.alpha, app.screen.get_at((sx, sy)) != rail))
    # at 6 m/s over 14 cm of cushion and wood: a frame or two, as a real one flashes by
    assert on_the_rail and all(alpha < 255 and seen for alpha, seen in on_the_rail)
    assert g.position.balls["1"] is None  # and then it is off the table, as the referee says


def test_a_ball_struck_from_beside_the_cushion_is_seen_leaving_too_and_ends_gone():
    """Struck at 10 m/s from 3 cm off the head cushion it leaves within the first frame:
    it vanished at once (no second frame to tell its speed from). It goes out through the
    cushion it met, and the shot's last frame has it gone, not fading on the rail."""
    pos = Position.initial(T, {"1": (T.width / 2, R + 0.03), "2": (0.4, 2.4)})
    result = Simulator(T).simulate(pos, Shot.make("1", 270.0, 10.0), frames=True)
    assert any(e.type == "off_table" for e in result.events)
    seen = shown(result, T)
    flying = [f.balls["1"] for f in seen.frames if isinstance(f.balls["1"], Airborne)]
    assert len(flying) >= 2 and all(b.xy[1] <= R + 1e-9 for b in flying)  # met the nose, out
    assert [b.xy[1] for b in flying] == sorted((b.xy[1] for b in flying), reverse=True)
    assert abs(flying[0].xy[0] - T.width / 2) < 1e-9  # straight out, where it met it
    assert seen.frames[-1].balls["1"] is None


def test_a_ball_that_drops_is_seen_going_into_the_hole():
    """Struck at 8 m/s into the corner pocket: the physics takes the ball off as its centre
    passes the hole's edge, and its last frame drew it wholly outside the hole (90 mm clear),
    then nothing — a replay stepped frame by frame showed it stop short and vanish. The frames
    after show it at the hole's edge, then in the hole, faded; nothing else changes."""
    import math

    pos = Position.initial(T, {"1": (0.4472, 0.4472), "2": None}).with_ball("mingo", (0.71, 2.64))
    result = Simulator(T).simulate(pos, Shot.make("1", 225.0, 8.0), frames=True)
    drop = next(e for e in result.events if e.type == "pocketed" and e.get("ball") == "1")
    centre = T.pockets[drop.get("pocket")]
    last_real = [f.balls["1"] for f in result.frames if f.balls.get("1") is not None][-1]
    assert math.dist(last_real.xy, centre) > T.pocket_radius + R  # wholly outside the hole
    seen = shown(result, T)
    assert seen.events == result.events and seen.final == result.final
    dropping = [f.balls["1"] for f in seen.frames if isinstance(f.balls.get("1"), Airborne)]
    assert len(dropping) == 2
    edge, inside = (math.dist(b.xy, centre) for b in dropping)
    assert edge == pytest.approx(T.pocket_radius, abs=0.02)  # at the hole's edge
    assert inside == 0.0 and dropping[1].alpha < dropping[0].alpha
    assert seen.frames[-1].balls.get("1") is None  # and then gone


def test_a_ball_dropping_just_as_the_shot_ends_is_gone_on_its_last_frame():
    """The shot's own frames ended two after the ball's last (another ball stopping just
    after the pot): the closing frame kept the ball faded in the hole — the replay ended on
    it, and the table's last frame drew it."""
    from types import SimpleNamespace

    from chapo_game.events import make
    from chapo_game.ui.leaving import with_leaving

    ball = SimpleNamespace(xy=(0.2, 0.2), quat=(1.0, 0.0, 0.0, 0.0))
    near = SimpleNamespace(xy=(0.12, 0.12), quat=(1.0, 0.0, 0.0, 0.0))
    frames = [
        _Frame(t, {"1": b}, {})
        for t, b in ((0.0, ball), (1 / 60, near), (2 / 60, None), (2.5 / 60, None))
    ]
    drop = make(1.2 / 60, "pocketed", ball="1", pocket="head_left", speed=5.0)
    seen = with_leaving(frames, [drop], T)
    assert any(isinstance(f.balls["1"], Airborne) for f in seen)
    assert seen[-1].balls["1"] is None


def test_a_pin_that_drops_is_seen_in_the_hole_then_gone():
    """A lying pin pushed into the corner pocket: the physics takes it off as its middle
    passes the hole's edge, and its last frame drew it short of the hole, then nothing. The
    frame after shows it lying across the hole's centre; the rest as the physics has them."""
    import math

    from chapo_game.position import PinState

    pins = {"rey": PinState((0.20, 0.20), False, None, 225.0)}
    pos = Position(balls={"1": (0.35, 0.35), "2": None, "mingo": None}, pins=pins)
    result = Simulator(T).simulate(pos, Shot.make("1", 225.0, 2.0), frames=True)
    drop = next(e for e in result.events if e.type == "pin_pocketed")
    centre = T.pockets[drop.get("pocket")]
    real = [f.pins["rey"] for f in result.frames]
    k = next(i for i, p in enumerate(real) if p.pocket is not None)
    seen = shown(result, T)
    assert seen.events == result.events and seen.final == result.final
    shown_pin = seen.frames[k].pins["rey"]
    assert shown_pin.pocket is None  # drawn on the table, across the hole
    a = math.radians(shown_pin.direction)
    half = 0.5 * T.pin_height * math.sin(shown_pin.fall * math.pi / 2)
    middle = (shown_pin.xy[0] + half * math.cos(a), shown_pin.xy[1] + half * math.sin(a))
    assert math.dist(middle, centre) < 1e-9
    assert math.dist(real[k - 1].xy, centre) > T.pocket_radius - T.pin_height  # short of it
    assert seen.frames[-1].pins["rey"].pocket == drop.get("pocket")  # and then gone
    others = [f.pins["rey"] for i, f in enumerate(seen.frames[: len(real)]) if i != k]
    assert others == [p for i, p in enumerate(real) if i != k]


def dropped_drawn(app, drive, start, angle: float, speed: float):
    """Ball 1 struck in practice, its shot played in the window frame by frame: where the
    dropping ball is drawn, each frame, and where the physics dropped it (its trace)."""
    p = practice_on(app, start, (1.2, 2.5), (0.9, 2.6))
    app.fast_forward = 1  # frame by frame, as a player sees it
    shot = Shot.make("1", angle, speed)
    traced = Simulator(T).simulate(p.position, shot, trace=True)
    (drop,) = (tr for tr in traced.trace if tr["type"] == "pocketed")
    return traced, (drop["x"], drop["y"]), faded_as_played(app, p, shot)


def faded_as_played(app, p, shot: Shot) -> list:
    """``shot`` played in practice ``p`` frame by frame: each place ball 1 is drawn faded
    (dropping, or leaving over the rail), in order."""
    p.shoot(shot)
    drawn = []
    while p.animating or p.playback is not None:
        app.step()
        ball = p.current_draw()[0].get("1") if p.playback is not None else None
        if ball is not None and ball.alpha < 255 and ball not in drawn:
            drawn.append(ball)
    return drawn


def test_a_ball_off_the_cushion_by_the_mouth_is_drawn_dropping_where_it_dropped(app, drive):
    """At 2 m/s into the head cushion at head_left's mouth, off it and in at the
    hole's edge: its last frame was before the cushion, and carried on at that frame's speed
    it was drawn dropping 3 cm away, 17 mm of it past the cushion's nose. It is drawn
    where the physics dropped it, then in the hole."""
    traced, dropped, drawn = dropped_drawn(app, drive, (0.3608, 0.4209), 235.0, 2.0)
    kinds = [e.type for e in traced.events if e.type != "line_cross"]
    assert kinds[:3] == ["strike", "ball_cushion", "pocketed"]
    centre = T.pockets["head_left"]
    assert len(drawn) == 2 and drawn[1].xy == centre
    assert drawn[0].xy == pytest.approx(dropped, abs=1e-9)
    assert drawn[0].xy[1] >= R - 1e-6  # on the cloth's side of the head cushion's nose
    assert math.dist(drawn[0].xy, centre) == pytest.approx(T.pocket_radius, abs=1e-3)


def test_a_ball_that_meets_the_jaw_over_the_hole_is_drawn_dropping_by_the_jaw(app, drive):
    """Along the head cushion at 1 m/s, 88 mm from it: its centre over the hole, the ball
    meets the left cushion's end in the air and drops there, inside the hole's edge."""
    traced, dropped, drawn = dropped_drawn(app, drive, (0.5, 0.088), 180.0, 1.0)
    kinds = [e.type for e in traced.events if e.type != "line_cross"]
    assert kinds[:3] == ["strike", "ball_cushion", "pocketed"]
    assert len(drawn) == 2 and drawn[0].xy == pytest.approx(dropped, abs=1e-9)
    assert math.dist(drawn[0].xy, T.pockets["head_left"]) < T.pocket_radius
    assert drawn[0].xy[0] >= R - 1e-6  # against the jaw, not under it


def test_a_ball_that_skips_the_hole_is_drawn_on_the_cloth_all_the_way():
    """Along the head cushion at 3 m/s it meets the same jaw over the hole and climbs out: no
    frame draws it dropping, and it ends on the table."""
    pos = Position.initial(T, {"1": (0.5, 0.088), "2": (1.2, 2.5)})
    result = Simulator(T).simulate(pos, Shot.make("1", 180.0, 3.0), frames=True, trace=True)
    assert any(e.type == "pocket_lip" for e in result.events)
    seen = shown(result, T)
    assert not any(isinstance(f.balls.get("1"), Airborne) for f in seen.frames)
    assert seen.frames[-1].balls["1"] is not None


def flight_drawn(app, start, angle: float):
    """Ball 1 struck at 10 m/s in practice and played in the window frame by frame: where the
    leaving ball is drawn each frame, and the trace's record of the instant it left."""
    p = practice_on(app, start, (0.3, 2.4), (0.9, 2.6))
    app.fast_forward = 1  # frame by frame, as a player sees it
    shot = Shot.make("1", angle, 10.0)
    (off,) = (tr for tr in Simulator(T).simulate(p.position, shot, trace=True).trace
              if tr["type"] == "off_table")  # fmt: skip
    return off, faded_as_played(app, p, shot)


@pytest.mark.parametrize(
    "start, angle",
    [
        ((1.25, 0.6), 330.0),  # 13 cm from the side cushion: it leaves within the first frame
        ((1.3, 0.6), 282.0),  # off the side cushion and out over the head one, in one frame
    ],
)
def test_a_leaving_ball_is_drawn_going_on_from_where_it_met_the_cushion(app, start, angle):
    """The ball goes on over the rail from the place where the physics has it meet the
    cushion, the way it was going: guessed from its last frame, at 30° from beside the
    cushion it was drawn leaving 7.5 cm back along it and straight out, and off one cushion
    and out over the next within a frame, 13 mm off and at that frame's slant."""
    off, drawn = flight_drawn(app, start, angle)
    assert len(drawn) >= 2
    at, way = (off["x"], off["y"]), math.atan2(off["vy"], off["vx"])
    assert math.dist(at, drawn[-1].xy) > 0.03  # on over the rail
    for b in drawn:  # each where it met the cushion, or on from there the way it went
        if math.dist(at, b.xy) > 1e-9:
            assert math.atan2(b.xy[1] - at[1], b.xy[0] - at[0]) == pytest.approx(way, abs=1e-6)
