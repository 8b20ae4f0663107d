"""Speed figures of the window, measured headlessly (``chapo bench`` reports them).

- ``startup_to_menu_s``: a fresh ``python`` process from launch until the menu's first frame
  is drawn (wall clock, measured around a child process that exits right after that frame).
- ``frame_ms_*``: time of one window frame at 1920×1080 while a shot's balls are moving
  (median, 95th percentile and worst over the animation), with the static table cached.
- ``replay_frame_ms_*``: the same figures while that shot's instant replay runs at normal speed,
  and ``replay_slow_zoom_frame_ms_*`` at a quarter of the speed (interpolated between the
  recorded frames) with the pins' close-up on — the replay's costliest way; ``replay_open_ms``
  the frame that opens it so, as the demo's own replay opens (none of the others counts it).
- ``peak_rss_mb``: peak resident memory of a child process that starts the window and plays
  the shot at 1920×1080.
- ``save_ms``, ``save_ms_max``: saving an encuentro with ``save_strokes`` shots kept for their
  replays (a long one) to its slot — done on the frame after every shot — best and worst of ten.
- ``aim_frame_ms_*``: frame times while the aim sweeps 40° in 4 s at 60 Hz in practice, the
  guide simulating each new aim in its worker thread; ``aim_full_gcs`` and ``aim_gc_ms``: the
  cyclic collector's full collections meanwhile and their time (any thread's: they stop all).
- ``advice_s_*``: the maestro's advice (H) asked in practice on each ready-made drill, from
  the key to the cue set, with the frame loop ticking at its own rate as the window's does
  (the search shares the interpreter with it); ``advice_frame_ms_max``: the worst frame
  meanwhile, which a search that held the interpreter too long would show.

Budgets (issue 4, item 13): frame ≤ 8 ms, start-up < 2 s, memory < 250 MB.

``video_driver`` says what the frames were presented to. With SDL's ``dummy`` driver (the
default here and in ``make bench``) a frame's time is the game's own work: updating and drawing
it. Run with a real display (``SDL_VIDEODRIVER=x11 DISPLAY=:0 chapo bench``) to include handing
the frame to the display server as well.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

#: A long encuentro's shots: five partidas to 40 of about forty shots each.
SAVE_STROKES = 200
BUDGET = {"frame_ms": 8.0, "startup_s": 2.0, "memory_mb": 250.0}

#: The hidden option of ``chapo bench`` that runs the window's timings in a process of its own.
WINDOW_CHILD = "--window-child"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def this_program(*args: str) -> list[str]:
    """This very program run again with ``args``: the standalone application takes them
    itself (it is the ``chapo`` command, with no ``-m``: ``chapo bench`` stopped there with a
    traceback); otherwise this interpreter runs the package, so the figures are its own."""
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "chapo_game", *args]


def _startup_seconds(tmp_config: str) -> float:
    env = _env()
    env["CHAPO_CONFIG_DIR"] = tmp_config
    t0 = time.perf_counter()
    subprocess.run(
        this_program("--frames", "1"),
        env=env,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - t0


def _frames_child() -> dict[str, Any]:
    """Runs in the child: play one lively shot at 1920×1080 and time every frame."""
    import resource

    import pygame

    from ..position import Position
    from ..settings import Settings
    from ..shot import Shot
    from ..table import get_table
    from .app import App
    from .launch import settle_heap
    from .scenes.practice import PracticeScene

    app = App(size=(1920, 1080), settings=Settings(), audio=False)
    settle_heap()  # as the window does before its first frame
    scene = PracticeScene(app)
    app.push(scene)
    t = get_table()
    scene.position = Position.initial(t, {"1": (0.5, 0.4), "2": (1.0, 1.9)})
    app.step()
    scene.shoot(Shot.make("1", 68.0, 5.0, side=0.2))
    assert scene.playback is not None
    scene.playback.wait()
    times: list[float] = []
    while scene.animating:
        t0 = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - t0) * 1000)
    replay = _replay_times(app, scene, slow_zoom=False)
    slow_zoom = _replay_times(app, scene, slow_zoom=True)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    save = _save_figures(scene.position, Shot.make("1", 68.0, 5.0, side=0.2))
    aim = _aim_figures(app)
    advice = _advice_figures(app)
    return {
        "video_driver": pygame.display.get_driver(),
        **_figures("frame_ms", times),
        "frames_timed": len(times[2:-2] or times),
        **_figures("replay_frame_ms", replay),
        **_figures("replay_slow_zoom_frame_ms", slow_zoom),
        "replay_open_ms": round(slow_zoom[0], 1),
        "peak_rss_mb": round(rss, 1),
        **save,
        **aim,
        **advice,
    }


def _save_figures(position: Any, shot: Any) -> dict[str, float]:
    """Milliseconds to save an encuentro of :data:`SAVE_STROKES` kept strokes to its slot, as
    the window does on its frame after every shot (best and worst of ten: the worst is the
    first, which encodes every stroke, as a resumed encuentro's first save does; the window's
    later saves reuse them, :mod:`.save_texts`)."""
    from chapo_game import saves
    from chapo_game.rules.match import Match

    from .save_texts import SaveTexts
    from .strokes import Stroke, StrokeLog

    log = StrokeLog({(1, n): Stroke(position, shot) for n in range(1, SAVE_STROKES + 1)})
    match = Match(("Ana", "Luis"))
    texts = SaveTexts()
    times: list[float] = []
    for _ in range(10):
        t0 = time.perf_counter()
        payload = {"kind": "encuentro", "computers": {}, "match": match.to_json()}
        failure = saves.save({**payload, "strokes": texts.strokes(log)})
        times.append((time.perf_counter() - t0) * 1000)
        assert failure is None, failure
    return {
        "save_strokes": SAVE_STROKES,
        "save_ms": round(min(times), 1),
        "save_ms_max": round(max(times), 1),
    }


def _aim_figures(app: Any, seconds: float = 4.0) -> dict[str, float]:
    """Frame times and full collections while the pointer sweeps the aim (see the module doc)."""
    import gc
    import math

    import pygame

    from ..position import Position
    from ..table import get_table
    from .scenes.practice import PracticeScene

    scene = PracticeScene(app)
    app.reset_to(scene)
    scene.position = Position.initial(get_table(), {"1": (0.5, 0.4), "2": (1.0, 1.9)})
    app.step()
    bx, by = scene.view.to_screen((0.5, 0.4))
    full: list[float] = []
    began: list[float] = [0.0]

    def watch(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        elif info["generation"] == 2:
            full.append((time.perf_counter() - began[0]) * 1000)

    gc.callbacks.append(watch)
    times: list[float] = []
    n = int(seconds * 60)
    for i in range(n):
        a = math.radians(20.0 + 40.0 * i / n)
        pos = (round(bx + 300 * math.cos(a)), round(by - 300 * math.sin(a)))
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        t0 = time.perf_counter()
        app.step([ev])
        times.append((time.perf_counter() - t0) * 1000)
        app.clock.tick(60)
    gc.callbacks.remove(watch)
    return {
        **_figures("aim_frame_ms", times),
        "aim_full_gcs": len(full),
        "aim_gc_ms": round(sum(full), 1),
    }


def _advice_figures(app: Any) -> dict[str, float]:
    """Seconds from H to the advice on the cue, on each ready-made drill, and the worst frame
    while the maestro thought (measured after the memory figure: the search is not in it)."""
    import pygame

    from .scenes.practice import PracticeScene

    scene = PracticeScene(app)
    app.reset_to(scene)
    seconds: list[float] = []
    worst = 0.0
    h = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    for i in range(len(scene.drill_list)):
        scene.set_drill(i)
        app.step()
        if not scene.advice_ready():
            continue
        t0 = time.perf_counter()
        app.step([h])  # the key, as a player presses it (the window at its full rate)
        while scene.advice_turn is not None and time.perf_counter() - t0 < 120:
            f0 = time.perf_counter()
            app.step()
            worst = max(worst, time.perf_counter() - f0)
            app.clock.tick(app.frame_rate())
        if scene.advised is not None:
            seconds.append(time.perf_counter() - t0)
    return {
        "advice_drills": len(seconds),
        "advice_s_mean": round(statistics.mean(seconds), 2) if seconds else 0.0,
        "advice_s_max": round(max(seconds, default=0.0), 2),
        "advice_frame_ms_max": round(worst * 1000, 1),
    }


def _figures(name: str, times: list[float]) -> dict[str, float]:
    """Median, 95th percentile and worst of a run of frame times (the first and last two,
    warming up and closing, left out)."""
    times = times[2:-2] or times
    return {
        f"{name}_median": round(statistics.median(times), 3),
        f"{name}_p95": round(sorted(times)[int(0.95 * (len(times) - 1))], 3),
        f"{name}_max": round(max(times), 3),
    }


def _replay_times(app: Any, scene: Any, slow_zoom: bool) -> list[float]:
    """Frame times of the last shot's replay, from its first frame to its last."""
    scene.open_replay()
    replay = app.top
    replay.clock.slow = slow_zoom
    replay.zoom = slow_zoom
    times: list[float] = []
    while not replay.clock.at_end:
        t0 = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - t0) * 1000)
    replay.close()
    return times


def run() -> dict[str, Any]:
    """Every figure with its budget and whether it is met."""
    import tempfile

    with tempfile.TemporaryDirectory() as cfg:
        startup = min(_startup_seconds(cfg) for _ in range(2))
        env = _env()
        env["CHAPO_CONFIG_DIR"] = cfg
        out = subprocess.run(
            this_program("bench", WINDOW_CHILD),
            env=env,
            check=True,
            capture_output=True,
            text=True,
            timeout=900,
        )
    child = json.loads(out.stdout.strip().splitlines()[-1])
    res = {"resolution": "1920x1080", "startup_to_menu_s": round(startup, 3), **child}
    res["within_budget"] = {
        "frame_ms": child["frame_ms_p95"] <= BUDGET["frame_ms"],
        "replay_frame_ms": max(child["replay_frame_ms_p95"], child["replay_slow_zoom_frame_ms_p95"])
        <= BUDGET["frame_ms"],
        "startup_s": startup < BUDGET["startup_s"],
        "memory_mb": child["peak_rss_mb"] < BUDGET["memory_mb"],
    }
    res["budget"] = BUDGET
    return res


def window_child() -> int:
    """``chapo bench --window-child``: the frame timings, one JSON line, for :func:`run`."""
    print(json.dumps(_frames_child()))
    return 0


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
