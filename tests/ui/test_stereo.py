"""Sounds placed where they happen: the table's length runs left to right on the screen (head
cushion on the left), so the stroke at the head is heard on the left, the foot cushion on the
right — in play and in the replay."""

from __future__ import annotations

import math

import pytest

from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.replay import ReplayScene
from chapo_game.ui.sound_mix import PAN_WIDTH, stereo

T = get_table()


def test_stereo_keeps_the_power_as_it_moves_at_every_volume_and_never_clips():
    middle = 1 / math.sqrt(2) / math.sin((0.5 + 0.5 * PAN_WIDTH) * math.pi / 2)
    assert stereo(0.5, None) == pytest.approx((0.5 * middle, 0.5 * middle))
    assert stereo(0.5, 0.5) == pytest.approx(stereo(0.5, None))
    for volume in (0.3, 0.7, 0.9, 1.0):  # the default is 0.7; the near ear clipped above 0.71
        power = 2 * (volume * middle) ** 2
        for pan in (0.0, 0.2, 0.5, 0.8, 1.0):
            left, right = stereo(volume, pan)
            assert left**2 + right**2 == pytest.approx(power)  # as loud at the ends as between
            assert max(left, right) <= volume + 1e-12  # nothing a channel would have to clip
    left, right = stereo(0.3, 1.0)
    far = (0.5 + 0.5 * PAN_WIDTH) * math.pi / 2
    assert right > left > 0 and left / right == pytest.approx(1 / math.tan(far))  # never one ear
    assert right == pytest.approx(0.3)  # the near ear at a table's end gets the whole volume
    assert stereo(0.3, 0.0) == pytest.approx(stereo(0.3, 1.0)[::-1])


def cushion_shot(app, drive):
    """Ball 1 at the head end, struck straight up the table to the foot cushion."""
    app.fast_forward = 30
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(T, {"1": (0.3, 0.4), "2": None}).with_ball("mingo", None)
    app.sound.placed.clear()
    app.sound.played.clear()
    p.run_shot(Shot.make("1", 90.0, 3.0), lambda result: None)
    drive.until(lambda: not p.animating)
    return p


def heard(app, name: str) -> list[tuple[float, float]]:
    return [lr for (n, _v), lr in zip(app.sound.played, app.sound.placed, strict=True) if n == name]


def test_the_stroke_at_the_head_is_heard_left_and_the_foot_cushion_right(app, drive):
    p = cushion_shot(app, drive)
    (cue_l, cue_r), (foot_l, foot_r) = heard(app, "cue")[0], heard(app, "cushion")[0]
    assert cue_l > cue_r and foot_r > foot_l
    app.sound.placed.clear()
    app.sound.played.clear()
    p.open_replay()
    assert isinstance(app.top, ReplayScene)
    drive.until(lambda: app.top.clock.at_end, limit=5000)
    (cue_l, cue_r), (foot_l, foot_r) = heard(app, "cue")[0], heard(app, "cushion")[0]
    assert cue_l > cue_r and foot_r > foot_l  # the replay sounds where it is seen too


def test_a_pin_dropping_into_a_head_pocket_is_heard_at_the_left(app, drive):
    """A pin's own sounds — a pin knocking another, a pin dropping into a pocket — were placed
    by the balls of the event only, which they have none of: heard in the middle of the room,
    the drop into a head pocket seen at the screen's left edge."""
    app.fast_forward = 30
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(
        T,
        {
            "1": (0.7361720660899077, 1.9182437986872507),
            "2": (1.1932433002265, 0.7653634093806156),
            "mingo": (0.7535555519784015, 2.3614223790231113),
        },
    )
    app.sound.placed.clear()
    app.sound.played.clear()
    results = []
    p.run_shot(Shot.make("1", 265.6523237165914, 4.0), results.append)
    drive.until(lambda: not p.animating)
    (result,) = results
    dropped = [e for e in result.events if e.type == "pin_pocketed"]
    assert [e["pocket"] for e in dropped] == ["head_right"]  # the shot this test is about
    (left, right), *_ = heard(app, "pocket")  # no ball is pocketed: the pin's drop
    assert not any(e.type == "pocketed" for e in result.events)
    assert left > 2 * right
