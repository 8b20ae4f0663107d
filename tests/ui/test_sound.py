"""What a player hears: every impact he sees, as loud as it was; the signals no louder than
the table; nothing heard after it is put away, muted or minimised; and a word when no sound
can be played at all."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import groupby

import pygame
import pytest

from chapo_game.events import make
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui import identity, sound, sound_mix
from chapo_game.ui.sound import Sound

T = get_table()


def heard(events) -> list[tuple[str, float]]:
    """What ``events`` sound played a sixtieth of a second at a time, as a shot's frames are."""
    s = Sound(volume=1.0, enabled=False)
    for _frame, those in groupby(events, key=lambda e: math.ceil(e.t * 60)):
        s.for_events(list(those))
    return s.played


def test_a_break_through_the_pins_is_heard_pin_by_pin():
    """A ball meeting a pin, a pin knocking another and a pin dropping into a pocket were
    silent: a break through the cross sounded only its cue, balls and cushions."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.5), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.0)
    )
    res = Simulator(T).simulate(pos, Shot.make("1", 90.0, 7.0))
    kinds = [e.type for e in res.events]
    assert kinds.count("ball_pin") >= 3 and "pin_pin" in kinds
    played = [n for n, _ in heard(res.events)]
    met = {e["pin"] for e in res.events if e.type == "ball_pin"}
    met |= {e["b"] for e in res.events if e.type == "pin_pin"}
    assert played.count("pin") >= len(met) >= 3  # every pin met is heard, once a contact
    assert played.count("cue") == 1 and "ball" in played


def test_a_pin_is_as_loud_as_the_ball_met_it_and_a_leaning_pin_falls_silently():
    """Every pin played at one level, a touch or a break alike; and a pin left leaning on a
    ball, counted as knocked when the shot ends, sounded a full knock after everything had
    stopped."""
    touch = make(0.7, "ball_pin", ball="1", pin="rey", speed=0.03)
    lean = make(1.02, "pin_down", pin="rey", by="1", ball="1", lean=True)
    knock = make(0.2, "ball_pin", ball="1", pin="rey", speed=4.0)
    fell = make(0.2, "pin_down", pin="rey", by="1", ball="1")
    soft, hard = heard([touch, lean]), heard([knock, fell])
    assert [n for n, _ in soft] == ["pin"] and [n for n, _ in hard] == ["pin"]
    assert soft[0][1] < 0.1 < hard[0][1] == 1.0
    # pressed past its tipping point, nothing met it at that instant: a soft fall is heard
    tipped = heard([make(0.9, "pin_down", pin="rey", by="1", ball="1")])
    assert tipped == [("pin", sound.FALL[1])]


def test_a_knocked_pin_met_again_lying_and_a_pushed_pin_are_heard_once():
    """Each knocked pin was met again, lying, 4-5 ms after the knock: both played at full
    level from the same sample and the break clipped at the default volume; and a ball pushing
    a lying pin met it every tenth of a second, heard as a metronome."""
    knock = make(0.2, "ball_pin", ball="1", pin="rey", speed=3.0)
    again = make(0.205, "ball_pin", ball="1", pin="rey", speed=3.0, lying=True)
    assert [n for n, _ in heard([knock, again])] == ["pin"]
    push = [
        make(1.8 + 0.1 * k, "ball_pin", ball="1", pin="rey", speed=0.3, lying=True)
        for k in range(5)
    ]
    (only,) = heard(push)
    assert only[1] < 0.35 * 0.3 / sound_mix.FULL_SPEED["pin"] + 1e-9
    # the next shot's first contact with the same pin is heard, however soon in its own time
    s = Sound(volume=1.0, enabled=False)
    s.for_events([knock])
    s.for_events(
        [
            make(0.0, "strike", ball="2", speed=3.0, cue="taco"),
            make(0.21, "ball_pin", ball="2", pin="rey", speed=3.0),
        ]
    )
    assert [n for n, _ in s.played] == ["pin", "cue", "pin"]


def test_a_chapos_sounds_at_four_frames_a_step_stay_within_full_scale():
    """At "Rápido ×4" four frames' sounds start on one sample: a 6 m/s break through the
    cross reached 1.34 of full scale and clipped. Together they are kept within it (each
    sound peaks at :data:`sound_gen.PEAK`), and a lone hard knock keeps its full level."""
    from chapo_game.ui.sound_gen import PEAK

    pos = Position.initial(T, {"1": (T.width / 2, 0.5), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.0)
    )
    events = Simulator(T).simulate(pos, Shot.make("1", 90.0, 6.0)).events
    worst = 0.0
    for frames in (1, 4):
        step = frames / 60.0
        t = 0.0
        while t <= events[-1].t:
            batch = [e for e in events if t < e.t <= t + step or (t == 0.0 and e.t == 0.0)]
            started = heard(batch)
            worst = max(worst, PEAK * sum(v for _n, v in started))
            t += step
    assert worst <= 1.0 + 1e-9
    assert heard([make(0.2, "ball_pin", ball="1", pin="rey", speed=4.0)]) == [("pin", 1.0)]


def test_a_ball_creeping_into_a_pocket_is_soft_and_a_pin_into_a_pocket_softer():
    creep, fast = (make(1.0, "pocketed", ball="1", pocket="head_left", speed=v) for v in (0.1, 3))
    pin = make(0.4, "pin_pocketed", pin="rey", pocket="head_left", speed=2.0)
    (c,), (f,), (p,) = heard([creep]), heard([fast]), heard([pin])
    assert c[1] < 0.1 and f[1] == 1.0 and c[0] == f[0] == p[0] == "pocket" and p[1] < 0.5


def test_a_ball_skipping_over_a_pockets_edge_knocks_softer_than_a_full_pocket_throws_back():
    lip = make(0.3, "pocket_lip", ball="1", pocket="head_left", speed=3.0)
    back = make(0.3, "pocket_reject", ball="1", pocket="head_left", speed=3.0)
    ((n, v),), ((m, w),) = heard([lip]), heard([back])
    assert n == m == "cushion" and 0.0 < v < w


def test_the_softer_foul_is_softer():
    """A refused placement and a time-out play the foul at a third: it was played whole."""
    s = Sound(volume=0.6, enabled=False)
    s.play("foul", level=0.3)
    s.play("foul")
    assert s.played == [("foul", pytest.approx(0.18)), ("foul", 0.6)]


def test_a_signal_is_no_louder_than_the_table_by_more_than_it_needs():
    """The foul tone was 12 dB over a ball's hardest click; three table sounds at once
    clipped at full volume."""
    import io
    import math
    import wave

    from chapo_game import resources
    from chapo_game.ui import sound_gen

    def loudest(name: str) -> float:
        """The loudest 100 ms of a sound, in dB of full scale."""
        with wave.open(io.BytesIO(resources.sound_bytes(name))) as w:  # installed or not
            raw = w.readframes(w.getnframes())
        x = [
            int.from_bytes(raw[i : i + 2], "little", signed=True) / 32767
            for i in range(0, len(raw), 2)
        ]
        win = min(2205, len(x))
        power = max(
            sum(v * v for v in x[i : i + win]) / win for i in range(0, len(x) - win + 1, 220)
        )
        return 10 * math.log10(power)

    click = loudest("ball")
    for signal in ("foul", "chapo", "partida", "encuentro"):
        assert loudest(signal) - click < 9.0, signal
    for table in ("cue", "ball", "cushion", "pin", "pocket"):
        assert sound_gen.PEAKS.get(table, sound_gen.PEAK) * 3 <= 1.5


@pytest.fixture
def mixer():
    s = Sound(volume=1.0, enabled=True)
    if not s.sounds:
        pytest.skip("no audio device")
    pygame.mixer.stop()
    yield s
    pygame.mixer.stop()
    pygame.mixer.unpause()


def test_muting_silences_what_is_playing(mixer):
    """A fanfare went on 1.75 s after the sound was turned off in the settings."""
    mixer.play("encuentro")
    assert pygame.mixer.get_busy()
    mixer.muted = True
    assert not pygame.mixer.get_busy()


def test_minimised_the_game_is_not_heard_and_shown_again_it_is(mixer):
    """The demo went on playing its shots from the task bar."""
    mixer.play("encuentro")
    mixer.window_event(pygame.WINDOWMINIMIZED)
    busy = [pygame.mixer.Channel(i).get_sound() for i in range(pygame.mixer.get_num_channels())]
    mixer.play("ball")
    after = [pygame.mixer.Channel(i).get_sound() for i in range(pygame.mixer.get_num_channels())]
    assert mixer.hidden and after == busy  # the click not started
    mixer.window_event(pygame.WINDOWRESTORED)
    mixer.play("ball")
    assert not mixer.hidden and pygame.mixer.get_busy()


def test_a_fanfare_dies_away_with_its_banner(mixer):
    """Put away by a key, a celebration left its fanfare playing two seconds over the game,
    and under the next celebration's."""
    mixer.play("encuentro")
    mixer.fade("encuentro", 50)
    time.sleep(0.3)
    assert not pygame.mixer.get_busy()


def test_the_celebration_put_away_fades_its_fanfare(app, monkeypatch):
    from ui_screens import celebration

    from chapo_game.ui.scenes.celebrate import SOUND

    faded = []
    monkeypatch.setattr(app.sound, "fade", lambda name, ms=150: faded.append(name))
    celebration(app)
    c = app.top
    c.start()
    c.done()
    assert faded == [SOUND[c.moment.kind]]


def test_without_an_audio_device_the_menu_says_there_is_no_sound(monkeypatch):
    """It started silent and said nothing; its settings still said "Sound: yes"."""
    from chapo_game.ui.damaged import menu_notice

    monkeypatch.setattr(sound, "open_mixer", refuse)
    s = Sound(enabled=True)
    assert s.sounds == {} and s.report.device is None
    assert menu_notice([], identity.start_notices(s, None)) == (
        "Sin sonido: no se pudo abrir el dispositivo de audio (un error del sistema: no "
        "available audio device)."
    )
    assert identity.start_notices(Sound(enabled=False), None) == []


def refuse() -> None:
    """An audio device that cannot be opened."""
    raise pygame.error("no available audio device")


@contextmanager
def app_without_audio(drive, monkeypatch) -> Iterator[object]:
    """A window whose audio device could not be opened, driven by ``drive``."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    monkeypatch.setattr(sound, "open_mixer", refuse)
    app = App(size=(1280, 720), settings=Settings(), audio=True)
    drive.app = app
    try:
        yield app
    finally:
        app.quit()


def test_the_no_sound_line_follows_the_language_and_goes_once_sound_is_off(drive, monkeypatch):
    """Switched to English, the menu kept "Sin sonido: …" in Spanish for the whole session; and
    with the sound turned off on purpose it still said the device could not be opened."""
    from ui_screens import settings_row

    with app_without_audio(drive, monkeypatch) as app:
        assert app.message.startswith("Sin sonido: no se pudo abrir el dispositivo de audio")
        drive.click(settings_row(app, "language").rect.center)
        assert app.settings.language == "en"
        assert app.message.startswith("No sound: the audio device could not be opened")
        mute = next(b for b in app.top.buttons if b.name == "mute")
        drive.click(mute.rect.center)
        assert app.settings.muted and app.message is None
        drive.click(mute.rect.center)  # wanted again: said again
        assert app.message.startswith("No sound:")


def test_without_an_audio_device_the_settings_say_so_on_the_sound_row(app, drive, monkeypatch):
    """The menu said "Sin sonido" and the settings beside it "Sonido: sí", as if heard."""
    from ui_screens import settings_row, texts

    monkeypatch.setattr(sound, "open_mixer", refuse)
    app.sound = Sound(enabled=True)
    row = settings_row(app, "mute")
    assert "Sonido: sí (sin dispositivo de audio)" in texts(app)
    drive.click(row.rect.center)  # muted on purpose: simply "no"
    assert "Sonido: no" in texts(app)


def test_an_audio_device_that_comes_later_is_used_and_the_no_sound_line_goes(drive, monkeypatch):
    """Started with no device (a bar's television switched on after the game), the game
    stayed silent the whole session although SDL said a device had come."""
    real = sound.open_mixer
    with app_without_audio(drive, monkeypatch) as app:
        assert app.sound.sounds == {} and app.message.startswith("Sin sonido")
        monkeypatch.setattr(sound, "open_mixer", real)
        drive.post(pygame.event.Event(pygame.AUDIODEVICEADDED, which=1, iscapture=1))
        assert app.sound.sounds == {}  # a microphone is no way to be heard
        drive.post(pygame.event.Event(pygame.AUDIODEVICEADDED, which=1, iscapture=0))
        assert set(app.sound.sounds) == set(sound.SOUNDS) and app.message is None
        assert app.sound.report.device is not None
