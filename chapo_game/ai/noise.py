"""Execution noise: the computer's hand is not perfect, and neither is a club player's.

A shot is meant at an angle, speed and tip offset; what the cue really delivers differs by a
Gaussian error on each — the model used by the computational-billiards tournaments (PickPocket,
CueCard) to make "a shot that works only if perfect" worth less than a forgiving one. The same
model does two jobs: the search samples it to judge a candidate, and the player applies it once
to the chosen shot, so the levels differ in how well they execute as well as how hard they think.
"""

from __future__ import annotations

import hashlib
import math
import random
import struct
from dataclasses import dataclass

from ..shot import MAX_SPEED, MAX_TIP_OFFSET, MIN_SPEED, Shot


@dataclass(frozen=True)
class NoiseModel:
    """Standard deviations of the execution error, and the ways a human hand fails besides.

    ``power_sd``: extra degrees of angle error for every m/s above :data:`EASY_SPEED` — a hard
    stroke is a less straight one; ``miscue``: the chance that the tip slips (the ball leaves
    at half the speed, off line, with side nobody asked for)."""

    angle_sd: float  # degrees
    speed_sd: float  # relative (0.05 = 5 % of the speed)
    tip_sd: float  # ball radii, on side and vertical each
    power_sd: float = 0.0  # degrees per m/s above EASY_SPEED
    miscue: float = 0.0  # probability per shot

    def scaled(self, k: float) -> NoiseModel:
        """The same hand with every error ``k`` times as large (a miscue at most certain): a
        steadier or a shakier player, for measurements such as :func:`.levels.with_hand`."""
        return NoiseModel(
            self.angle_sd * k,
            self.speed_sd * k,
            self.tip_sd * k,
            self.power_sd * k,
            min(1.0, self.miscue * k),
        )

    def perturb(self, shot: Shot, rng: random.Random) -> Shot:
        """The shot as the cue really plays it (:meth:`stroke`)."""
        return self.stroke(shot, rng)[0]

    def stroke(self, shot: Shot, rng: random.Random) -> tuple[Shot, bool]:
        """The shot as the cue really plays it: each field off by a Gaussian error, clamped to
        what a cue can do (speed range, tip offset ≤ 0.6 R, no offset with the seco cue); and
        whether the tip slipped (a miscue, which the window says: a ball creeping out off its
        line read as nonsense, not as a hand that failed). Every call draws the same number of
        values, so a stream stays aligned whatever the shot."""
        angle_sd = self.angle_sd + self.power_sd * max(shot.speed - EASY_SPEED, 0.0)
        angle = shot.angle + rng.gauss(0.0, angle_sd)
        speed = shot.speed * math.exp(rng.gauss(0.0, self.speed_sd))
        d_side, d_vert = rng.gauss(0.0, self.tip_sd), rng.gauss(0.0, self.tip_sd)
        slip, slip_angle, slip_side = rng.random(), rng.gauss(0.0, 1.0), rng.gauss(0.0, 1.0)
        slipped = slip < self.miscue
        if slipped:
            speed *= 0.5
            angle += 3.0 * slip_angle
            d_side += 0.3 * math.copysign(1.0, slip_side)
        speed = min(MAX_SPEED, max(MIN_SPEED, speed))
        side, vertical = shot.side, shot.vertical
        if shot.cue != "seco":
            side += d_side
            vertical += d_vert
            r = math.hypot(side, vertical)
            limit = MAX_TIP_OFFSET * 0.999
            if r > limit:
                side, vertical = side * limit / r, vertical * limit / r
        # through the one checked constructor: it takes the angle into [0, 360) as every shot
        # has it (a hair under 0 came out of a bare ``% 360`` as 360.0 itself, a shot no
        # file could hold), and the clamps above keep every other field inside its checks
        return Shot.make(shot.ball, angle, speed, side, vertical, shot.cue), slipped


#: Below this speed (m/s) a stroke is as straight as the player's hand allows.
EASY_SPEED = 3.0


#: No error at all: what the search assumes when judging a leave for the opponent at level 0.
PERFECT = NoiseModel(0.0, 0.0, 0.0)


def derive_rng(*parts: object) -> random.Random:
    """A private RNG seeded from ``parts`` (seed, state digest, candidate and sample numbers).

    Hashing the parts (not Python's salted ``hash``) makes the stream the same in every process
    and every run, whichever worker evaluates which candidate."""
    h = hashlib.blake2b(digest_size=8)
    for p in parts:
        if isinstance(p, float):
            h.update(struct.pack("<d", p))
        else:
            h.update(str(p).encode())
        h.update(b"\x1f")
    return random.Random(int.from_bytes(h.digest(), "little"))
