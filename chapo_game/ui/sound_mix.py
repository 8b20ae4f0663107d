"""How loud and where the game's sounds are played, and how the mixer adds them up: the level
of an impact by its speed, its place between the two ears, and the budget of the sounds that
start together (:class:`.sound.Sound` plays them)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from .sound_gen import PEAK

#: impact speed (m/s) that plays at full volume for each kind of sound
FULL_SPEED = {"cue": 6.0, "ball": 3.0, "cushion": 3.0, "pin": 1.5, "pocket": 2.0}
#: How far to one side a sound at a table's end is placed: part of the way, so that a player
#: at one speaker (or with one ear of the headphones) still hears it.
PAN_WIDTH = 0.6
#: The pan angle of a sound at a table's end, the farthest any sound is placed.
FAR = (0.5 + 0.5 * PAN_WIDTH) * math.pi / 2
#: The most the volumes of the sounds that start at once may add up to: each of the table's
#: sounds peaks at half of full scale (:data:`.sound_gen.PEAK`), so two at full volume reach it.
TOGETHER = 1.0 / PEAK
#: The mixer the WAVs are made for (:mod:`.sound_gen`), in stereo for :func:`stereo`.
MIXER = (22050, -16, 2)
#: The mixer's buffer (samples): a sound starts at the next buffer the mixer fills.
BUFFER = 512
#: Sounds started less than a buffer apart may begin on the same sample, and add up as if
#: started together: a chapó's cue and ball in one frame and its three pins in the next, at
#: "Rápido ×4", summed to 1.15 of full scale at the default volume, each frame within it.
RING = BUFFER / MIXER[0]


def stereo(volume: float, pan: float | None) -> tuple[float, float]:
    """The left and right volumes of a sound at ``pan`` (0 the screen's left edge, 1 its
    right; ``None``: nowhere in particular, the middle). Constant power, so a sound keeps its
    loudness as it moves; scaled so that the near ear of a sound at a table's end gets exactly
    ``volume``. A channel cannot play louder than 1, so a louder near ear would be clipped at
    the higher volumes, and a sound at the end would then be quieter than in the middle (the
    middle is ``1 / sqrt(2) / sin(far)`` of ``volume`` in each ear: 0.74, 2.6 dB below mono)."""
    p = 0.5 + (min(1.0, max(0.0, 0.5 if pan is None else pan)) - 0.5) * PAN_WIDTH
    gain = volume / math.sin(FAR)
    a = p * math.pi / 2
    return gain * math.cos(a), gain * math.sin(a)


@dataclass
class Ringing:
    """A table's sound just started: when (:attr:`Sound.clock`), how loud, its ears and the
    channel playing it, lowered if more come within :data:`RING`."""

    at: float
    vol: float
    ears: tuple[float, float]
    channel: pygame.mixer.Channel | None
    number: int  # its place among every sound played (:attr:`Sound.plays`)


def loudness(name: str, speed: float | None, level: float) -> float:
    """How loud ``name`` is played, before the volume: its ``level``, less for a slower
    impact (the table's sounds; at least 8 % of it)."""
    if speed is not None and name in FULL_SPEED:
        level *= max(0.08, min(1.0, speed / FULL_SPEED[name]))
    return level


#: A window frame whose sounds' moments lie further apart than this (s) has played a stretch
#: of the shot at once: a stall of a slow machine, caught up in one frame (:class:`.pace.Pacer`,
#: up to a fifth of a second). Up to it — four sixtieths and a little: "Rápido ×4" at 60
#: frames a second, a frame of 70 ms — every sound is started, as at full speed.
JUMP = 4.5 / 60
#: The most sounds a frame that jumped starts: the loudest of each kind, the loudest kinds.
MOST_AT_ONCE = 3


class Play(NamedTuple):
    """One sound a slice of the physics log makes."""

    name: str
    speed: float | None  # the impact's (m/s), if it has one
    pan: float | None  # its place across the screen
    level: float
    t: float  # the moment (s) of its event

    @property
    def loud(self) -> float:
        """How loud it is played, before the volume (:func:`loudness`)."""
        return loudness(self.name, self.speed, self.level)


def after_jump(plays: list[Play]) -> list[Play]:
    """The sounds of a frame heard as a player should hear them: all of them when their moments
    lie within :data:`JUMP`; otherwise the loudest of each kind, at most :data:`MOST_AT_ONCE`,
    in their order.

    Why: a club's old PC, one core shared, stalls now and then for 100-300 ms; the shot jumps
    on to where it should be and every click, knock and cushion of the stretch started on one
    sample — eight at once in a chapó — each lowered to keep the lot within full scale
    (:data:`TOGETHER`), so the break's knock came out a soft smear. The moments they belonged
    to are gone from the picture too: one of each kind, at its own level and place, says what
    happened without the burst."""
    if not plays or max(p.t for p in plays) - min(p.t for p in plays) <= JUMP:
        return plays
    loudest: dict[str, Play] = {}
    for p in plays:
        kept = loudest.get(p.name)
        if kept is None or p.loud > kept.loud:
            loudest[p.name] = p
    ranked = sorted(loudest.values(), key=lambda p: -p.loud)
    chosen = {id(p) for p in ranked[:MOST_AT_ONCE]}
    return [p for p in plays if id(p) in chosen]
