"""A club's old PC: one slow core, the window drawing 8 to 15 frames a second while a shot
rolls or the computer thinks. What moves by itself must still move in real time there. The
window's own loop (:meth:`App.run`) is driven with a clock that says how long each frame took
(no timed assertions: the frames' lengths are given)."""

from __future__ import annotations

import time

import pygame

from chapo_game.ui.pace import FPS, Pacer
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene


class FrameClock:
    """A window clock whose every frame took ``ms`` milliseconds."""

    def __init__(self, ms: float) -> None:
        self.ms = ms

    def tick(self, rate: int = 0) -> float:
        assert rate == FPS  # something moves: the full rate is asked for
        return self.ms


def run_frames(app, monkeypatch, ms: float, frames: int) -> None:
    """``frames`` turns of the window's own loop, each ``ms`` long by its clock."""
    app.clock = FrameClock(ms)
    step = app.step
    done = [0]

    def counted(events=None) -> bool:
        app.last_input = time.monotonic()  # someone at the window: nothing idles
        step([])
        done[0] += 1
        if done[0] == frames:
            app.running = False
        return True

    monkeypatch.setattr(app, "step", counted)
    monkeypatch.setattr(app, "quit", lambda: None)
    app.running = True
    app.run()
    monkeypatch.undo()
    app.running = True  # the window goes on


def test_a_shot_keeps_real_time_on_a_window_drawing_eight_frames_a_second(app, drive, monkeypatch):
    """Frames of 125 ms (8 a second, as an old PC drew through a shot's busy moments): one
    second of window plays one second of the shot. Each frame could catch up at most 67 ms,
    and the shot ran at half speed — an 8 s lag took 8.5 s on the throttled core, longer on
    a slower one."""
    app.reset_to(MenuScene(app))
    app.fast_forward = 1  # a shot frame a step, as the window plays it
    p = PracticeScene(app)
    app.push(p)
    drive.key(pygame.K_SPACE)
    pb = p.playback
    assert pb is not None
    pb.wait()
    pb.lead = 0  # the cue's stroke played: the balls roll
    assert len(pb.result.frames) > 2 * FPS  # still rolling after the second measured
    app.pacer = Pacer()
    start = pb.index
    # each frame plays the time the one before it took: the first its one sixtieth, the
    # next eight the second the first eight took
    run_frames(app, monkeypatch, 125.0, 9)
    assert pb.index - start == 1 + FPS
    assert p.animating
