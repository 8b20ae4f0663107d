"""A club's old PC: one slow core, the window drawing 8 to 15 frames a second while a shot
rolls or the computer thinks. What moves by itself must still move in real time there. The
window's own loop (:meth:`App.run`) is driven with a clock that says how long each frame took
(no timed assertions: the frames' lengths are given)."""

from __future__ import annotations

import time
from itertools import pairwise
from typing import Any

import flashes
import pygame
import pytest

from chapo_game.position import Position
from chapo_game.rules.match import Match
from chapo_game.table import get_table
from chapo_game.ui.pace import FPS, Pacer
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.game import computer as computer_mod
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


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


def rolling_practice_shot(app, drive) -> tuple[PracticeScene, Any]:
    """Practice's first shot struck, its balls rolling, played a shot frame a window frame (as
    the window plays it): the practice screen and the shot's playback."""
    app.reset_to(MenuScene(app))
    app.fast_forward = 1
    p = PracticeScene(app)
    app.push(p)
    drive.key(pygame.K_SPACE)
    pb = p.playback
    assert pb is not None
    pb.wait()
    pb.lead = 0  # the cue's stroke into the ball played: the balls roll
    return p, pb


def test_a_shot_keeps_real_time_on_a_window_drawing_eight_frames_a_second(app, drive, monkeypatch):
    """Frames of 125 ms (8 a second, as an old PC drew through a shot's busy moments): one
    second of window plays one second of the shot. Each frame could catch up at most 67 ms,
    and the shot ran at half speed — an 8 s lag took 8.5 s on the throttled core, longer on
    a slower one."""
    p, pb = rolling_practice_shot(app, drive)
    assert len(pb.result.frames) > 2 * FPS  # still rolling after the second measured
    app.pacer = Pacer()
    start = pb.index
    # each frame plays the time the one before it took: the first its one sixtieth, the
    # next eight the second the first eight took
    run_frames(app, monkeypatch, 125.0, 9)
    assert pb.index - start == 1 + FPS
    assert p.animating


class Pondering:
    """A decision that is still being searched for (the window must keep showing it)."""

    def __init__(self, *args, **kwargs) -> None:
        self.error = None

    begun, ready, ended = True, False, False

    def cancel(self) -> None:
        pass


def thinking_sign(app, g) -> pygame.Surface:
    """The side panel's thinking sign as the window shows it."""
    box = g.side_box(0.56, 0.24)
    return app.screen.subsurface(box).copy()


def thinking_game(app, monkeypatch) -> GameScene:
    monkeypatch.setattr(computer_mod, "DecisionTurn", Pondering)
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Ordenador", "Ana")), computers={0: 3})
    g.match.position = Position.initial(T, {"1": (0.5, 0.6), "2": (1.0, 2.4)})
    app.push(g)
    app.step()
    assert isinstance(g.thinking, Pondering)  # the computer is thinking
    return g


def test_the_thinking_sign_turns_by_the_clock_not_by_the_frame(app, monkeypatch):
    """While the computer thinks the arc turns 1.4 times a second. It turned a step each
    window frame: at 10 frames a second (an old PC while the computer searched) it crept at a
    sixth of its speed, and a player took the game for hung. After one second, the window
    drawing 10 frames a second shows the sign where one drawing 60 shows it."""
    app.pacer = Pacer()
    g = thinking_game(app, monkeypatch)
    start = thinking_sign(app, g)
    # each frame is drawn with the time of the frames before it: 54 sixtieths both ways
    run_frames(app, monkeypatch, 1000 / FPS, 55)
    at_60 = thinking_sign(app, g)
    assert isinstance(g.thinking, Pondering)  # the computer still thinks
    assert pygame.image.tobytes(at_60, "RGB") != pygame.image.tobytes(start, "RGB")  # turned
    app.pacer = Pacer()  # the same time again, at ten frames a second
    g = thinking_game(app, monkeypatch)
    run_frames(app, monkeypatch, 100.0, 10)
    at_10 = thinking_sign(app, g)
    assert pygame.image.tobytes(at_10, "RGB") == pygame.image.tobytes(at_60, "RGB")


def test_with_reduce_motion_the_thinking_sign_steps_once_a_second(app, monkeypatch):
    """With "Reducir movimiento" the arc does not spin: it stands still through each second
    and steps on once at its end, as a clock's second hand — the computer still searching,
    not hung; its words say what it does. Without the setting it turned at every frame."""
    app.apply_settings(app.settings.with_(reduce_motion=True))
    app.pacer = Pacer()
    g = thinking_game(app, monkeypatch)
    start = app.pacer.played
    signs = []
    for _i in range(FPS + 1):
        flashes.sixtieth(app)
        signs.append(pygame.image.tobytes(thinking_sign(app, g), "RGB"))
    assert isinstance(g.thinking, Pondering)  # the computer still thinks
    steps = sum(a != b for a, b in pairwise(signs))
    seconds = app.pacer.played // FPS - start // FPS
    assert steps == seconds >= 1
    said = " ".join(d.text for d in app.fonts.drawn)
    assert "pensando…" in said, said


def notice_shown(app, text: str) -> bool:
    return any(d.text == text for d in app.fonts.drawn)


def test_a_notice_stays_its_eight_seconds_on_a_slow_machine(app, monkeypatch):
    """A notice over the screen (a save that failed, F11 on a screen too small) stays eight
    seconds. It counted window frames: at ten frames a second it stayed 48 s over the game.
    Ten frames a second: still up at 7.6 s, gone by 8.2 s — as at sixty frames a second."""
    for ms, up, gone in ((100.0, 76, 6), (1000 / FPS, 470, 10)):
        app.pacer = Pacer()
        app.reset_to(MenuScene(app))
        text = "No se pudieron guardar los ajustes"
        app.notify(text)
        app.step()
        assert notice_shown(app, text)
        run_frames(app, monkeypatch, ms, up)
        assert notice_shown(app, text)
        run_frames(app, monkeypatch, ms, gone)
        assert not notice_shown(app, text)


def test_a_held_arrow_turns_the_aim_as_fast_on_a_slow_machine(app, play_match):
    """Left held turns the aim twenty steps a second. It added one step a window frame at
    most: on a machine drawing ten frames a second the cue turned half as fast under the
    keys. Held one second past the repeat's delay, at ten frames a second as at twenty, the
    aim turns as far; after a two-second stall (the window dragged) it does not jump."""
    from chapo_game.ui.keyrepeat import DELAY, INTERVAL, MAX_GAIN, MAX_PER_FRAME, ArrowRepeat

    def turned(frame: float, seconds: float, stall: float = 0.0) -> float:
        g = GameScene(app, match=play_match(Position.initial(T, {"1": (0.4, 0.6)})))
        app.reset_to(MenuScene(app))
        app.push(g)
        now = [0.0]
        app.arrows = ArrowRepeat(clock=lambda: now[0], down=lambda key: key == pygame.K_LEFT)
        start = g.aim.state.angle
        pygame.event.clear()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
        app.step()  # the press itself: one step
        now[0] += stall
        for _ in range(round((DELAY + seconds) / frame)):
            now[0] += frame
            app.step()
        return g.aim.state.angle - start

    # the press, the first repeat at DELAY and twenty more in the second after it, each
    # turning as far as the time it fell due asks (1° to 0.65 s held, then 2°, 3°, 4°, 5°)
    assert turned(0.1, 1.0) == pytest.approx(turned(INTERVAL, 1.0)) == pytest.approx(58)
    # two seconds without a frame once the repeat was due, then 0.4 s of frames: the press,
    # those frames' steps and a fifth of a second's more at most (not the stall's forty),
    # each of the held key's largest
    most = 1 + (0.4 / INTERVAL + MAX_PER_FRAME) * MAX_GAIN
    assert turned(0.1, 0.0, stall=DELAY + 2.0) <= most


def test_the_rey_spots_pulse_by_the_clock_not_by_the_frame(app, monkeypatch):
    """The rey's auxiliary spots pulse twice a second while the player chooses. They pulsed a
    step each ten window frames: at ten frames a second, six times slower. After the same
    time at 60 and at 10 frames a second the spots are the same picture."""
    import ui_screens

    shown = []
    for ms, frames in ((1000 / FPS, 55), (100.0, 10)):
        app.pacer = Pacer()
        ui_screens.rey_choice(app)
        app.step()
        if not shown:
            shown.append(pygame.image.tobytes(app.screen, "RGB"))  # the first frame's
        run_frames(app, monkeypatch, ms, frames)
        shown.append(pygame.image.tobytes(app.screen, "RGB"))
    first, at_60, at_10 = shown
    assert at_60 != first  # the spots pulsed
    assert at_10 == at_60
