"""A storm of impacts as the mixer adds it up: sounds started less than one of its buffers
apart begin on the same sample, so a chapó's frames at "Rápido ×4" are summed as the player
hears them, not one frame at a time."""

from __future__ import annotations

import io
import math
import struct
import wave

from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.sound_mix import BUFFER, MIXER

T = get_table()
TABLE_SOUNDS = ("cue", "ball", "cushion", "pin", "pocket")


def samples(wav: bytes) -> list[float]:
    with wave.open(io.BytesIO(wav)) as w:
        raw = w.readframes(w.getnframes())
    return [v / 32768 for v in struct.unpack(f"<{len(raw) // 2}h", raw)]


def mix_peak(app, started: list[tuple[int, int]]) -> float:
    """The loudest sample of either ear of the table's sounds played (``started``: the window
    frame each began in, and its number among the plays), each begun at the first mixer buffer
    after its frame (at 60 frames a second), at the volumes it ended with; the worst of eight
    ways the frames and the buffers may line up."""
    s = app.sound
    first = s.plays - len(s.played)
    wavs = {n: samples(w) for n, w in s.wavs.items()}
    worst = 0.0
    for phase in range(0, BUFFER, BUFFER // 8):
        ears: dict[int, list[float]] = {}
        for frame, number in started:
            (name, _vol), (left, right) = s.played[number - first - 1], s.placed[number - first - 1]
            if name not in TABLE_SOUNDS:
                continue
            at = math.ceil((frame * MIXER[0] / 60 + phase) / BUFFER) * BUFFER
            for k, x in enumerate(wavs[name]):
                pair = ears.setdefault(at + k, [0.0, 0.0])
                pair[0] += x * left
                pair[1] += x * right
        worst = max(worst, max(abs(v) for pair in ears.values() for v in pair))
    return worst


def test_a_chapo_at_four_times_the_speed_stays_within_full_scale_as_mixed(app, drive, play_match):
    """At the default volume, a chapó's cue and ball (one frame at ×4) and its three pins
    (the next) started on one buffer: 1.14 of full scale, clipped, though each frame was kept
    within it. Now those still starting are lowered with the new ones — none dropped."""
    app.fast_forward = 1
    app.sound.clock = lambda: app.frame / 60  # the mixer's time: 60 frames a second
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (0.3, 2.6)}).with_ball(
        "mingo", (T.width / 2 - 0.05, 1.0)
    )
    g = GameScene(app, match=play_match(pos))
    app.push(g)
    drive.steps(2)
    started: list[tuple[int, int]] = []
    play = app.sound.play

    def noted(*args, **kw):
        out = play(*args, **kw)
        started.append((app.frame, app.sound.plays))
        return out

    app.sound.play = noted
    g.fast_held["button"] = 0.0  # "Rápido ×4" held through the shot
    g.strike(Shot.make("1", 60.0, 8.0))
    drive.until(lambda: g.last_verdict is not None)
    assert g.last_verdict.chapo  # the shot this test is about
    names = [app.sound.played[n - app.sound.plays - 1][0] for _f, n in started]
    assert names.count("pin") == 5 and {"cue", "ball"} <= set(names)  # every pin still heard
    assert mix_peak(app, started) <= 1.0


class Noted:
    """A channel or a sound that notes what is done to it, in order."""

    def __init__(self, log: list[str]) -> None:
        self.log = log

    def set_volume(self, *ears: float) -> None:
        self.log.append("volume")

    def play(self, *args: object) -> Noted:
        self.log.append("start")
        return self


def test_a_soft_sound_is_never_started_at_full_volume(monkeypatch):
    """A sound was started, then given its volume and ears: when the mixer's thread ran in
    between (with SDL's disk driver, a few of 300 touches at 3 %), its first buffer was
    mixed at full volume in the middle — a soft touch's attack heard as a hard knock."""
    from chapo_game.ui.sound import Sound

    log: list[str] = []
    s = Sound(volume=1.0, enabled=False)
    s.sounds = {"ball": Noted(log)}  # type: ignore[dict-item]
    monkeypatch.setattr("pygame.mixer.find_channel", lambda force=False: Noted(log))
    s.play("ball", speed=0.1, pan=0.2)
    assert log == ["volume", "start"]
