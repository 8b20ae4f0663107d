"""The game's sounds: the generated WAVs under ``assets/sounds`` played on physics events, loud
in proportion to the impact speed, through the volume and mute settings.

Without an audio device (tests, servers) every call is a silent no-op.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pygame

from ..events import Event
from .sound_gen import SOUND_DIR, SOUNDS

#: impact speed (m/s) that plays at full volume for each kind of sound
FULL_SPEED = {"cue": 6.0, "ball": 3.0, "cushion": 3.0, "pin": 1.5, "pocket": 2.0}


class Sound:
    def __init__(self, volume: float = 0.7, muted: bool = False, enabled: bool = True) -> None:
        self.volume = volume
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[tuple[str, float]] = []  # (name, volume) of recent plays, for tests
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
            pygame.mixer.set_num_channels(16)
            for name in SOUNDS:
                p = Path(SOUND_DIR) / f"{name}.wav"
                if p.is_file():
                    self.sounds[name] = pygame.mixer.Sound(str(p))
        except pygame.error:
            self.sounds = {}

    def play(self, name: str, speed: float | None = None) -> None:
        level = 1.0
        if speed is not None and name in FULL_SPEED:
            level = max(0.08, min(1.0, speed / FULL_SPEED[name]))
        vol = 0.0 if self.muted else self.volume * level
        self.played.append((name, vol))
        del self.played[:-50]
        snd = self.sounds.get(name)
        if snd is None or vol <= 0:
            return
        ch = snd.play()
        if ch is not None:
            ch.set_volume(vol)

    def for_events(self, events: Iterable[Event]) -> None:
        """Play what a slice of the physics log sounds like."""
        for e in events:
            kind = {
                "strike": "cue",
                "ball_ball": "ball",
                "ball_cushion": "cushion",
                "pin_down": "pin",
                "pocketed": "pocket",
            }.get(e.type)
            if kind is not None:
                self.play(kind, e.get("speed", 1.0 if kind == "pin" else None))
