"""The three levels of the computer player: how well it executes and how hard it thinks.

Strength comes from two separate knobs, as in the billiards-AI tournaments:

* **execution noise** (:class:`~.noise.NoiseModel`): the Gaussian error the computer's cue adds
  to the chosen shot — level 1 misses by degrees, level 3 by a fraction of one;
* **search effort**: how many aims, speeds and spins it considers, how many noisy executions it
  simulates for each finalist, and whether it looks at what it leaves the opponent.

The budgets are counts, never wall-clock limits, so a decision is the same on a fast or a slow
machine; they were sized so that a decision fits the issue's time limits on one core of the
development machine (level 1 ≤ 0.5 s, level 3 ≤ 2 s; measured figures in docs/AI.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from .candidates import Effort
from .noise import NoiseModel


@dataclass(frozen=True)
class LevelConfig:
    level: int
    name: str
    noise: NoiseModel
    effort: Effort
    screen: int  # candidates simulated once, without noise (stage 1)
    finalists: int  # best of those simulated again with noise (stage 2)
    samples: int  # noisy executions per finalist
    reply_top: int  # finalists whose leave is judged by a 1-ply opponent reply (stage 3)
    reply_screen: int  # opponent candidates tried for each leave
    reply_weight: float  # how much of the opponent's best reply is charged to the shot
    placements: int  # ball-in-hand spots tried


LEVELS: dict[int, LevelConfig] = {
    1: LevelConfig(
        level=1,
        name="aficionado",
        noise=NoiseModel(angle_sd=2.5, speed_sd=0.15, tip_sd=0.12),
        effort=Effort(
            fractions=(1.0,),
            speed_factors=(1.0,),
            spins=((0.0, 0.0),),
            banks=1,
            ghost_goals=True,
            pockets=False,
        ),
        screen=8,
        finalists=2,
        samples=2,
        reply_top=0,
        reply_screen=0,
        reply_weight=0.0,
        placements=2,
    ),
    2: LevelConfig(
        level=2,
        name="jugador de club",
        noise=NoiseModel(angle_sd=1.0, speed_sd=0.07, tip_sd=0.06),
        effort=Effort(
            fractions=(1.0, 0.5),
            speed_factors=(0.8, 1.4),
            spins=((0.0, 0.0), (0.0, 0.3)),
            banks=1,
        ),
        screen=20,
        finalists=4,
        samples=4,
        reply_top=0,
        reply_screen=0,
        reply_weight=0.0,
        placements=3,
    ),
    3: LevelConfig(
        level=3,
        name="maestro",
        noise=NoiseModel(angle_sd=0.35, speed_sd=0.03, tip_sd=0.03),
        effort=Effort(
            fractions=(1.0, 0.75, 0.5, 0.25),
            speed_factors=(0.7, 1.1, 1.7),
            spins=((0.0, 0.0), (0.0, 0.35), (0.0, -0.35), (0.3, 0.0), (-0.3, 0.0)),
            banks=2,
        ),
        screen=70,
        finalists=8,
        samples=6,
        reply_top=3,
        reply_screen=8,
        reply_weight=0.5,
        placements=4,
    ),
}


def level_config(level: int) -> LevelConfig:
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3 (got {level!r})")
    return LEVELS[level]
