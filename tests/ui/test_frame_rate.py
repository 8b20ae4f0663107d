"""The window draws 60 frames a second while anything moves or the player acts, and 20 while
the screen stands still: a menu left open took 56 % of a core, for the same picture."""

from __future__ import annotations

import time

import pygame
import pytest
from test_slow_machine import rolling_practice_shot, run_frames

from chapo_game.position import Position
from chapo_game.rules.match import Match
from chapo_game.table import get_table
from chapo_game.ui import pace
from chapo_game.ui.pace import DEEP_IDLE_AFTER, DEEP_IDLE_FPS, FPS, IDLE_AFTER, IDLE_FPS, wait
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.replay import ReplayScene

T = get_table()


def idle(app) -> None:
    """As if the last input came longer ago than IDLE_AFTER."""
    app.last_input -= IDLE_AFTER + 1.0


def test_a_still_menu_drops_to_the_idle_rate_and_any_input_brings_it_back(app, drive):
    app.reset_to(MenuScene(app))
    drive.key(pygame.K_DOWN)
    assert app.frame_rate() == FPS
    idle(app)
    assert app.frame_rate() == IDLE_FPS == 20
    drive.move((10, 10))
    assert app.frame_rate() == FPS
    idle(app)
    app.notify("a save failed")  # a notice counts down in frames: it keeps the full rate
    assert app.frame_rate() == FPS


def test_a_menu_left_alone_longer_waits_for_input_and_the_first_key_is_handled_at_once(app):
    """Left alone for DEEP_IDLE_AFTER, a still menu draws four times a second (a big screen's
    menu took a fifth of a core at the idle rate); the frame then waits for input rather than
    sleeping through, and the key that ends the wait is the next frame's, not lost."""
    app.reset_to(MenuScene(app))
    app.last_input -= DEEP_IDLE_AFTER + 1.0
    assert app.frame_rate() == DEEP_IDLE_FPS == 4
    clock = pygame.time.Clock()
    clock.tick()
    pygame.event.clear()
    start = time.monotonic()
    wait(clock, DEEP_IDLE_FPS)  # nothing comes in: the whole frame
    assert time.monotonic() - start >= 0.2
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    pygame.event.post(key)
    start = time.monotonic()
    wait(clock, DEEP_IDLE_FPS)
    assert time.monotonic() - start < 0.1
    assert [e.key for e in pygame.event.get(pygame.KEYDOWN)] == [pygame.K_DOWN]
    app.step([key])
    assert app.frame_rate() == FPS


def test_a_rolling_shot_and_a_playing_replay_keep_the_full_rate_without_input(app, drive):
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.key(pygame.K_SPACE)
    assert p.animating
    idle(app)
    assert app.frame_rate() == FPS
    drive.until(lambda: not p.animating)
    idle(app)
    assert app.frame_rate() == IDLE_FPS
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    idle(app)
    assert app.frame_rate() == FPS
    drive.key(pygame.K_SPACE)  # paused: a still picture
    idle(app)
    assert app.frame_rate() == IDLE_FPS


def test_the_computers_turn_and_the_demo_keep_the_full_rate(app, drive):
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ana", "Ordenador")), computers={1: 1})
    app.push(g)
    app.step()
    idle(app)
    assert not g.is_computer(g.acting_player()) and app.frame_rate() == IDLE_FPS  # Ana lags
    g.match.position = Position.initial(T, {"1": (0.5, 0.6), "2": (1.0, 2.4)})
    g.computers = {0: 1, 1: 1}  # now the computer acts
    idle(app)
    assert app.frame_rate() == FPS
    d = DemoScene(app, levels=(1, 1))
    app.reset_to(d)
    idle(app)
    assert app.frame_rate() == FPS


def test_the_pacer_keeps_a_shot_in_real_time_on_a_slow_machine():
    """A window that draws 40 frames a second plays 60 of a shot's frames in that second —
    three every two window frames — not 40 (the shot in slow motion); at 60 one each; after
    a stall at most MAX_BEHIND; at the idle rate nothing is owed."""
    from chapo_game.ui.pace import MAX_BEHIND, Pacer

    p = Pacer()
    assert [p.count(1000 / 60, FPS) for _ in range(6)] == [1] * 6
    assert sum(p.count(1000 / 40, FPS) for _ in range(40)) in (59, 60)
    assert p.count(2000, FPS) == MAX_BEHIND and p.owed < 1
    assert p.count(1000 / IDLE_FPS, IDLE_FPS) == 1 and p.owed == 0
    # a clock that waits whole milliseconds: 16 ms frames play 600 of a shot's in 10 s
    assert sum(p.count(16.0, FPS) for _ in range(625)) in (599, 600)


def test_a_lagging_window_plays_the_shot_and_its_replay_faster_by_as_much(app, drive):
    """Behind by three sixtieths, a window frame plays three frames of the rolling shot and of
    its replay (the window's own loop sets it; the tests' steps stay one frame each)."""
    p, pb = rolling_practice_shot(app, drive)
    drive.steps(1)
    start = pb.index
    app.pacer.behind = 3
    drive.steps(2)
    assert pb.index - start == 6
    app.pacer.behind = 1
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    at = r.clock.at
    app.pacer.behind = 3
    drive.steps(1)
    app.pacer.behind = 1
    assert r.clock.at - at == 3


def test_the_windows_own_loop_counts_the_time_each_frame_took(app, monkeypatch):
    """``App.run`` (the real window's loop) hands the pacer the time its clock measured and the
    rate it asked for: frames of 50 ms at the full rate each play three of a shot's frames."""
    app.reset_to(MenuScene(app))
    steps = []
    monkeypatch.setattr(app, "step", lambda events=None: steps.append(app.pacer.behind) or True)
    run_frames(app, monkeypatch, 50.0, 3)
    assert steps == [1, 3, 3]


def test_a_minimised_window_is_not_drawn_and_a_restored_one_draws_on_its_new_surface(
    app, monkeypatch
):
    """A fullscreen window minimised under a window manager crashed the game: SDL freed its
    surface and made another, and the game drew on the old one (a segmentation fault in a
    blit, or 'unsupported surface bit depth'). Minimised nothing is drawn; shown again, the
    game draws on the surface the display has now."""
    app.reset_to(MenuScene(app))
    monkeypatch.setattr(pygame.display, "get_active", lambda: False)
    drawn = []
    monkeypatch.setattr(app.top, "draw", lambda surf: drawn.append(surf))
    app.step([])
    assert drawn == []
    monkeypatch.setattr(pygame.display, "get_active", lambda: True)
    new = pygame.Surface(app.size)
    monkeypatch.setattr(pygame.display, "get_surface", lambda: new)
    monkeypatch.setattr(pygame.display, "flip", lambda: None)
    app.step([])
    assert drawn == [new] and app.screen is new


def test_a_minimised_demo_waits_where_it_was_at_the_idle_rate(app, drive, monkeypatch):
    """A club's demo minimised played on at the full rate, two-thirds of a core for a screen
    nobody saw; minimised it waits — its shot where it was — and goes on when restored."""
    d = DemoScene(app, levels=(1, 1))
    app.reset_to(d)
    drive.until(lambda: d.animating and d.playback.index > 0, limit=600)  # the lag rolls
    monkeypatch.setattr(pygame.display, "get_active", lambda: False)
    idle(app)
    assert app.frame_rate() == IDLE_FPS
    where = d.playback.index
    for _ in range(30):
        app.step([])
    assert d.animating and d.playback.index == where
    monkeypatch.setattr(pygame.display, "get_active", lambda: True)
    assert app.frame_rate() == FPS
    app.step([])
    assert d.playback.index > where


def test_the_window_sets_what_start_up_made_outside_the_collector_s_reach(tmp_path):
    """Start-up's objects live as long as the window: frozen before the first frame, a full
    collection (one every ~0.6 s while the guide simulates a sweeping aim) no longer walks
    them — 9 ms of the frame loop's time each, about 1 ms frozen (``chapo bench``'s
    ``aim_gc_ms``). Frozen before the first screen: the club's demo, once closed, is freed."""
    import os
    import subprocess
    import sys

    script = (
        "import argparse, gc, weakref\n"
        "from chapo_game.ui import launch\n"
        "from chapo_game.ui.scenes.demo import DemoScene\n"
        "made = []\n"
        "init = DemoScene.__init__\n"
        "def watched(self, *a, **k):\n"
        "    made.append(weakref.ref(self))\n"
        "    init(self, *a, **k)\n"
        "DemoScene.__init__ = watched\n"
        "def run(app, frames=None, screenshot=None):\n"
        "    app.step()\n"
        "    app.pop()  # the club closes the demo\n"
        "    app.step()\n"
        "    gc.collect()\n"
        "    print(gc.get_freeze_count(), len(made), sum(r() is not None for r in made))\n"
        "    return 0\n"
        "launch.App.run = run\n"
        "launch.main(argparse.Namespace(frames=1, demo=True))\n"
    )
    env = {**os.environ, "CHAPO_CONFIG_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    run = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    frozen, demos, alive = map(int, run.stdout.split()[-3:])
    assert frozen > 20_000  # the modules, fonts and catalogues
    assert demos == 1 and alive == 0  # the demo, once closed, is gone


def test_a_deep_idle_frame_looks_for_input_a_few_times_not_a_thousand(app, monkeypatch):
    """pygame-ce's ``event.wait(timeout)`` pumps the queue and sleeps one millisecond in a
    loop: waiting four times a second took 2.2 % of a core, more than the frames it waited
    between. A deep idle frame looks every WAIT_SLICE_MS; a key waiting ends it at once and
    stays for the next frame."""
    now = [0]
    naps: list[int] = []

    def nap(ms: int) -> int:
        naps.append(ms)
        now[0] += ms
        return ms

    def polls(*args, **kwargs):
        pytest.fail("pygame.event.wait polls the queue every millisecond")

    class Clock:
        def tick(self, rate: int = 0) -> float:
            return float(now[0])

    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    monkeypatch.setattr(pygame.time, "wait", nap)
    monkeypatch.setattr(pygame.event, "wait", polls)
    pygame.event.clear()
    assert wait(Clock(), DEEP_IDLE_FPS) == 1000 // DEEP_IDLE_FPS
    slice_ms = pace.WAIT_SLICE_MS
    assert naps == [slice_ms] * (1000 // DEEP_IDLE_FPS // slice_ms)
    naps.clear()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    pygame.event.post(key)
    wait(Clock(), DEEP_IDLE_FPS)
    assert naps == []
    assert [e.key for e in pygame.event.get(pygame.KEYDOWN)] == [pygame.K_DOWN]
