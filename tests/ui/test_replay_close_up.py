"""The replay's pins' close-up leaves the strike in sight: at a salida the balls run to the
foot end, the corner they crossed least was a head one, and the close-up faded in over the
cue and the cue ball's start while the replay still showed the cue striking."""

from __future__ import annotations

import threading

import pygame
import pytest
from ui_screens import salida_close_up

from chapo_game.physics.results import BallFrame, Frame
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui import close_up
from chapo_game.ui.playback import IDENTITY
from chapo_game.ui.scenes.replay import CUE_FRAMES, ReplayScene

T = get_table()
#: A salida from near the head cushion's left corner, hard at the mingo: the balls go to the
#: foot end and back, the head corners stay clear of them, the cue lies across one of them.
PLACE = (0.23, 0.09)
SHOT = Shot.make("1", 75.9, 5.4)


def cue_pixels(r: ReplayScene) -> list[tuple[int, int]]:
    """Points on the cue as the replay draws it at its start, and on the cue ball there."""
    v = r.host.view
    x, y = v.to_screen(r.record.position.balls["1"])
    dx, dy = v.dir_to_screen(SHOT.angle)
    start = (T.ball_radius + 0.02) * v.scale
    along = [(x - dx * (start + d), y - dy * (start + d)) for d in range(0, 400, 6)]
    ball = [
        (x + dx * d, y + dy * d)
        for d in range(-v.ball_radius_px() // 2, 1 + v.ball_radius_px() // 2)
    ]
    area = r.host.table_area
    return [(round(a), round(b)) for a, b in along + ball if area.collidepoint(a, b)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
def test_the_close_up_never_covers_the_cue_striking_at_the_salida(
    app, drive, new_salida, size, monkeypatch
):
    """... and its corner was worked out off the frame loop while the balls rolled: over
    every recorded frame, it took 35-65 ms of the frame that opened the demo's replay."""
    app.resize_window(size)
    by_frames = []
    found = close_up.quiet_corner

    def corner(*args: object, **kwargs: object) -> object:
        by_frames.append(threading.current_thread() is threading.main_thread())
        return found(*args, **kwargs)

    monkeypatch.setattr(close_up, "quiet_corner", corner)
    _, r = salida_close_up(app, drive, new_salida(), PLACE, SHOT)  # stepped through the strike
    assert r.zoom and r.clock.paused
    assert by_frames == [False]  # once, on a worker
    points = cue_pixels(r)
    assert len(points) > 20
    while r.clock.at < CUE_FRAMES:
        with_it = [app.screen.get_at(p) for p in points]
        drive.key(pygame.K_z)  # the same frame without the close-up
        assert [app.screen.get_at(p) for p in points] == with_it, r.clock.at
        drive.key(pygame.K_z)
        drive.key(pygame.K_RIGHT)
    # and the close-up is drawn meanwhile, in a corner away from the strike
    zr = r.zoom_rect()
    inside = (zr.centerx, zr.y + 3)
    with_it = app.screen.get_at(inside)
    drive.key(pygame.K_z)
    assert app.screen.get_at(inside) != with_it


def test_where_every_corner_is_crossed_the_close_up_gives_way_to_the_cue_while_it_is_drawn():
    """A cue across the corner chosen counts as a ball under it for the frames it is drawn:
    the close-up is not drawn over it, and comes back once the cue is gone."""
    from types import SimpleNamespace

    from chapo_game.ui.close_up import ball_under, opacity

    rect = pygame.Rect(0, 0, 100, 100)
    frames = [Frame(0.0, {"1": BallFrame((300.0, 300.0), IDENTITY)}, {})] * 80
    record = SimpleNamespace(frames=frames, position=SimpleNamespace(balls={}))
    cue = [((150.0, 150.0), (-50.0, -50.0))]
    assert not any(ball_under(rect, lambda xy: xy, record, 5))
    under = ball_under(rect, lambda xy: xy, record, 5, cue)
    assert under == [True] * CUE_FRAMES + [False] * (80 - CUE_FRAMES)
    assert opacity(under, CUE_FRAMES - 1) == 0.0 and opacity(under, 79) == 1.0
