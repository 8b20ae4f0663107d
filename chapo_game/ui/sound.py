"""The game's sounds: the generated WAVs shipped in ``chapo_game/assets/sounds`` played on
physics events, loud in proportion to the impact speed, through the volume and mute settings,
and placed left to right where they happen on the table (:func:`stereo`): a click at the foot
cushion is heard on the right, where it is seen.

The WAVs are read from the installed package (:mod:`chapo_game.resources`) and checked even
without an audio device; :attr:`Sound.report` says which were loaded and which are missing, so
a broken installation is noticed instead of playing a silent game. Without an audio device
(tests, servers) every call to :meth:`Sound.play` is a silent no-op. How loud, where and how
many at once: :mod:`.sound_mix`.
"""

from __future__ import annotations

import io
import math
import os
import time
import wave
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import pygame

from .. import resources
from ..errors import one_line
from ..events import Event
from ..i18n import _
from .sound_gen import SOUNDS
from .sound_mix import (
    BUFFER,
    MIXER,
    RING,
    TOGETHER,
    Play,
    Ringing,
    after_jump,
    loudness,
    stereo,
)
from .write_notices import reason_said

#: The physics events that make a sound: the sound, and how loud beside the same sound made at
#: that speed by a ball (a pin is light: its knock on another pin and its drop into a pocket
#: are softer). Every impact a player sees is heard: a ball meeting a pin, a pin another, a pin
#: or a ball dropping, the rim of a full pocket or the edge a ball skips
#: out of a pocket over, a ball leaving the table off its cushion.
EVENT_SOUNDS: dict[str, tuple[str, float]] = {
    "strike": ("cue", 1.0),
    "ball_ball": ("ball", 1.0),
    "ball_cushion": ("cushion", 1.0),
    "off_table": ("cushion", 1.0),
    "ball_pin": ("pin", 1.0),
    "pin_pin": ("pin", 0.6),
    "pocketed": ("pocket", 1.0),
    "pocket_reject": ("cushion", 0.7),
    "pocket_lip": ("cushion", 0.5),
    "pin_pocketed": ("pocket", 0.35),
}
#: A ball meeting a pin already down pushes it along the cloth: a softer knock than a
#: standing pin's.
LYING = 0.35
#: A pin's contact is heard only this long (s) after its last one: a knocked pin is met again,
#: lying, a few milliseconds after the knock (both heard at full level they started on the
#: same sample and clipped the break at the default volume), and a ball pushing a lying pin
#: meets it every few hundredths of a second (docs/PHYSICS.md, "Pushing a lying pin"), which
#: rattled like a metronome: now only the push's first contact is heard.
PIN_QUIET = 0.12
#: A pin falling on the cloth where no contact of it was heard just before (a ball pressing it
#: past its tipping point): a soft knock. A pin knocked by a contact is heard in the contact
#: (its fall comes within :data:`PIN_QUIET`); a pin left leaning on a ball (counted as knocked
#: when the shot ends) falls silently.
FALL = ("pin", 0.25)
#: Window events that hide the window and show it again: the game is not heard while hidden.
HIDING = {
    pygame.WINDOWMINIMIZED: True,
    pygame.WINDOWHIDDEN: True,
    pygame.WINDOWRESTORED: False,
    pygame.WINDOWSHOWN: False,
}


@dataclass(frozen=True)
class SoundReport:
    """What :class:`Sound` found: sounds read and valid, sounds missing or unreadable (with the
    reason), and whether an audio device plays them."""

    loaded: tuple[str, ...]
    missing: tuple[tuple[str, str], ...]
    device: str | None  # the SDL audio driver in use, None when the game is silent

    def line(self) -> str:
        total = len(self.loaded) + len(self.missing)
        out = f"sounds: {len(self.loaded)} of {total} loaded ({', '.join(self.loaded) or '-'})"
        if self.missing:
            out += "; missing: " + ", ".join(f"{n} ({why})" for n, why in self.missing)
        return out + f"; audio device: {self.device or 'none'}"


def audio_wanted() -> bool:
    """Sound for the window, except in a headless run (``SDL_VIDEODRIVER=dummy``: tests, a
    bench in a terminal) that did not ask for SDL's silent audio device as well."""
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    return not headless or os.environ.get("SDL_AUDIODRIVER") == "dummy"


def read_wav(name: str) -> bytes:
    """The bytes of one sound, checked to be a non-empty WAV (``wave.Error``/``EOFError`` or
    :class:`~chapo_game.resources.MissingResource` otherwise)."""
    data = resources.sound_bytes(name)
    with wave.open(io.BytesIO(data)) as w:
        if w.getnframes() == 0:
            raise wave.Error("no audio frames")
    return data


def open_mixer() -> None:
    """The mixer at :data:`MIXER`: ``pygame.init()`` may already have opened it at its own rate
    (44.1 kHz), where every 22,050 Hz sound is resampled."""
    if pygame.mixer.get_init() != MIXER:
        pygame.mixer.quit()
        pygame.mixer.init(*MIXER, BUFFER)


class Sound:
    def __init__(
        self,
        volume: float = 0.7,
        muted: bool = False,
        enabled: bool = True,
        refused: str | None = None,
    ) -> None:
        """``refused``: why ``pygame.init()`` could not open the mixer — not tried again (a
        machine without a sound card printed SDL's audio errors twice)."""
        self.volume = volume
        self._muted = muted
        self.hidden = False  # the window is minimised: nothing is heard
        self.pin_heard: dict[str, float] = {}  # when each pin was last heard in this shot
        self.heard_at = 0.0  # the time of the last event played (an earlier one: a new shot)
        self.failure: str | None = None  # why the audio device could not be opened
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[tuple[str, float]] = []  # (name, volume) of recent plays, for tests
        self.placed: list[tuple[float, float]] = []  # their (left, right) volumes, alike
        self.plays = 0  # sounds played so far (the last of ``played`` is the ``plays``-th)
        self.clock: Callable[[], float] = time.monotonic  # the mixer's time, real time
        self.ringing: list[Ringing] = []  # the table's sounds started within RING
        data: dict[str, bytes] = {}
        missing: list[tuple[str, str]] = []
        for name in SOUNDS:
            try:
                data[name] = read_wav(name)
            except resources.MissingResource:
                missing.append((name, "not in the installation"))
            except (OSError, EOFError, wave.Error) as exc:
                missing.append((name, f"unreadable: {exc}"))
        self.wavs = data
        self.report = SoundReport(tuple(data), tuple(missing), None)
        if enabled and refused is not None:
            self.failure = one_line(refused) or "?"
        elif enabled:
            self.open()

    def open(self) -> None:
        """Open the audio device and load the sounds into it; where it cannot be, why is
        kept in :attr:`failure`."""
        try:
            open_mixer()
            pygame.mixer.set_num_channels(16)
            self.sounds = {n: pygame.mixer.Sound(file=io.BytesIO(w)) for n, w in self.wavs.items()}
        except pygame.error as exc:
            self.sounds = {}
            self.failure = one_line(str(exc)) or "?"
            return
        self.failure = None
        self.report = replace(self.report, device=pygame.mixer.get_driver())

    def device_added(self) -> None:
        """An audio device came (a television switched on after the game started): a game
        started without one stayed silent the whole session; now it is heard."""
        if self.failure is not None:
            self.open()

    @property
    def notice(self) -> str | None:
        """A sound wanted and no device to play it, said in the language of the moment (the
        menu kept the sentence of the language the game started in, after a switch)."""
        if self.failure is None:
            return None
        # SDL's own words ("Audio target 'x' not available") said as a system error, as every
        # file failure's are: bare, they were English inside the Spanish sentence
        why = reason_said(self.failure)
        return _("No sound: the audio device could not be opened ({why}).").format(why=why)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, on: bool) -> None:
        """Muting silences what is playing too (a fanfare went on for seconds after it)."""
        self._muted = on
        if on and self.sounds:
            pygame.mixer.stop()

    def window_event(self, kind: int) -> None:
        """Minimised, the game is not heard (the demo went on sounding from the task bar);
        shown again, what was playing goes on."""
        if kind not in HIDING or not self.sounds:
            return
        self.hidden = HIDING[kind]
        (pygame.mixer.pause if self.hidden else pygame.mixer.unpause)()

    def play(
        self, name: str, speed: float | None = None, pan: float | None = None, level: float = 1.0
    ) -> pygame.mixer.Channel | None:
        """Play ``name`` at ``level``, as loud as ``speed`` makes it for the table's sounds,
        at ``pan`` across the screen; the channel it plays on, if it does."""
        vol = 0.0 if self.muted else self.volume * loudness(name, speed, level)
        left, right = stereo(vol, pan)
        self.played.append((name, vol))
        self.placed.append((left, right))
        self.plays += 1
        del self.played[:-50], self.placed[:-50]
        snd = self.sounds.get(name)
        if snd is None or vol <= 0 or self.hidden:
            return None
        # its volume and ears set on a free channel before it starts: set after, the mixer's
        # thread could mix its first buffer between the two calls, at full volume in the middle
        ch = pygame.mixer.find_channel()
        if ch is not None:
            ch.set_volume(left, right)
            ch.play(snd)
        return ch

    def fade(self, name: str, ms: int = 150) -> None:
        """Let ``name`` die away wherever it plays (a fanfare whose banner was put away)."""
        snd = self.sounds.get(name)
        if snd is not None:
            snd.fadeout(ms)

    def for_events(
        self, events: Iterable[Event], where: Callable[[Event], float | None] | None = None
    ) -> None:
        """Play what a slice of the physics log sounds like; ``where`` places each event across
        the screen (see :func:`stereo`)."""
        plays: list[Play] = []
        for e in events:
            name, level = EVENT_SOUNDS.get(e.type, (None, 0.0))
            if e.type == "pin_down" and not e.get("lean"):
                name, level = FALL  # a knock's contact at that instant is heard instead
            if e.get("lying"):
                level *= LYING
            if name is None or not self._pin_may_sound(e):
                continue
            pan = where(e) if where is not None else None
            plays.append(Play(name, e.get("speed"), pan, level, e.t))
        plays = after_jump(plays)  # a stall's stretch: not every sound of it on one sample
        # started on one sample, they add up: a chapó's slice at "Rápido ×4" (four frames at
        # once) reached 1.34 of full scale and clipped; together with those still starting
        # (:data:`RING`) they are kept within it, those lowered alike: none is dropped (but
        # what a stall's jump left out, above)
        now = self.clock()
        self.ringing = [r for r in self.ringing if now - r.at < RING]
        together = self.volume * sum(p.loud for p in plays)
        together += sum(r.vol for r in self.ringing) if plays else 0.0
        gain = min(1.0, TOGETHER / together) if together > 0 else 1.0
        for r in self.ringing if gain < 1.0 else ():
            self._lower(r, gain)
        for name, speed, pan, level, _t in plays:
            ch = self.play(name, speed, pan, level * gain)
            vol = self.played[-1][1]
            self.ringing.append(Ringing(now, vol, self.placed[-1], ch, self.plays))

    def _lower(self, r: Ringing, gain: float) -> None:
        """``r`` played at ``gain`` of its volume from now on (its entry in :attr:`played`
        too, for the tests)."""
        r.vol *= gain
        r.ears = (r.ears[0] * gain, r.ears[1] * gain)
        if r.channel is not None:
            r.channel.set_volume(*r.ears)
        k = len(self.played) - (self.plays - r.number) - 1
        if k >= 0:
            self.played[k] = (self.played[k][0], r.vol)
            self.placed[k] = r.ears

    def _pin_may_sound(self, e: Event) -> bool:
        """Whether a pin's contact is heard: not within :data:`PIN_QUIET` of its last one in
        the shot (a strike, or a time earlier than the last — a replay gone back — starts
        another)."""
        if e.type == "strike" or e.t < self.heard_at:
            self.pin_heard.clear()
        self.heard_at = e.t
        pin = e.get("b") if e.type == "pin_pin" else e.get("pin")
        if pin is None or e.type == "pin_pocketed":
            return True
        last, self.pin_heard[pin] = self.pin_heard.get(pin, -math.inf), e.t
        return e.t - last >= PIN_QUIET  # a push's contacts: its first heard, not every tenth
