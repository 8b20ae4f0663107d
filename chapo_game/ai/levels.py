"""The three levels of the computer player: how well it executes, and how it chooses.

Strength comes from separate knobs, as in the billiards-AI tournaments:

* **execution** (:class:`~.noise.NoiseModel`): the Gaussian error its cue adds to the chosen
  shot — level 1 misses by degrees, level 3 by a fraction of one — and, for levels 1 and 2, the
  ways a human hand fails besides: a hard stroke that is less straight than a soft one, and a
  tip that now and then slips (a miscue);
* **choice**: how much of the table it sees and how it judges what it sees. Level 1 looks only
  at the ball nearest to it and at the obvious shots (drive it at a pin, hit it full), and it
  trusts a shot it saw work once, as a beginner does; level 2 sees every ball, the pockets and
  one-cushion bricoles and checks its best ideas against its own hand; level 3 sees everything
  (gaps in the cross, two-cushion bricoles, every speed and spin), refines its best shots under
  its own noise, and near the end of a partida looks at what each leaves the opponent.

The budgets are counts, never wall-clock limits, so a decision is the same on a fast or a slow
machine and with any number of workers; level 3's is sized to decide within 1.5 s on one core
(measured figures in docs/AI.md): its stages are fixed counts, and the leave, the one stage
whose cost grows with the position, is judged only while the decision's
:data:`BUDGET_EVENTS` last — events, because a simulation's processor time follows the events
it logs, and a shot that scatters the pins logs many.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .candidates import Effort
from .noise import NoiseModel

#: Events level 3's whole decision may simulate before the leave's next round: no more than
#: its heaviest decision without the leave (5,533 events on the stored positions), so the leave
#: — worth no measurable partida at this hand (docs/AI.md) — never makes a decision the
#: slowest; at 0.12–0.30 ms an event on one core (docs/AI.md), 0.6–1.5 s of work.
BUDGET_EVENTS = 5000


@dataclass(frozen=True)
class LevelConfig:
    level: int
    name: str
    noise: NoiseModel
    effort: Effort
    # stage 0 — ball in hand
    places: int  # legal spots considered
    probe: int  # obvious shots tried from each spot to rank them
    keep_places: int  # spots that go on to the full search
    # stage 1 — cover
    cover: int  # candidates played once exactly, split fairly across first balls and families
    cover_speeds: int  # speeds per aim in the cover
    # stage 2 — expand
    expand_aims: int  # best aims played at every speed and spin
    expand: int  # candidates spent on them
    # stage 3 — noise
    finalists: int
    per_aim: int  # finalists from any one aim
    samples: int  # noisy executions per finalist
    confirm: int  # the best finalists played ``samples`` times more (refinements as often)
    # stage 4 — refine (off unless a level sets it)
    refine_top: int = 0
    refine: int = 0  # variants of each
    # stage 5 — leave (off unless a level sets it)
    reply_top: int = 0  # finalists whose leave is judged by the opponent's reply
    leave_samples: int = 0  # strokes (with the level's error) each leave is judged on; 0: as meant
    leave_reach: int = 0  # the leave is judged when the opponent needs at most this many points
    reply_weight: float = 0.0  # share of the opponent's best reply charged to the shot
    reply_noise: NoiseModel | None = None  # the hand he is imagined with; None: REPLY's own
    # events the whole decision may simulate before the leave's next round; 0: no cap
    budget_events: int = 0


LEVELS: dict[int, LevelConfig] = {
    1: LevelConfig(
        level=1,
        name="aficionado",
        noise=NoiseModel(angle_sd=2.5, speed_sd=0.15, tip_sd=0.12, power_sd=0.4, miscue=0.04),
        effort=Effort(
            families=("ghost_pin", "direct", "bank1"),
            fractions=(1.0,),
            gaps=False,
            speeds=2,
            top_speed=5.0,
            targets_seen=1,
        ),
        places=3,
        probe=2,
        keep_places=1,
        cover=10,
        cover_speeds=1,
        expand_aims=0,
        expand=0,
        finalists=2,
        per_aim=1,
        samples=1,
        confirm=0,
    ),
    2: LevelConfig(
        level=2,
        name="jugador de club",
        noise=NoiseModel(angle_sd=1.0, speed_sd=0.07, tip_sd=0.06, power_sd=0.15, miscue=0.01),
        effort=Effort(
            families=("ghost_pin", "direct", "ghost_pocket", "bank1"),
            fractions=(1.0, 0.5),
            gaps=False,
            speeds=3,
            spins=((0.0, 0.0), (0.0, 0.3)),
        ),
        places=6,
        probe=3,
        keep_places=2,
        cover=40,
        cover_speeds=1,
        expand_aims=3,
        expand=12,
        finalists=4,
        per_aim=2,
        samples=4,
        confirm=2,
    ),
    3: LevelConfig(
        level=3,
        name="maestro",
        noise=NoiseModel(angle_sd=0.35, speed_sd=0.03, tip_sd=0.03),
        effort=Effort(
            speeds=5,
            spins=((0.0, 0.0), (0.0, 0.35), (0.0, -0.35), (0.3, 0.0), (-0.3, 0.0)),
        ),
        places=12,
        probe=4,
        keep_places=3,
        cover=120,
        cover_speeds=2,
        expand_aims=8,
        expand=40,
        finalists=8,
        per_aim=2,
        samples=5,
        confirm=3,
        refine_top=1,
        refine=6,
        reply_top=2,
        leave_samples=3,
        leave_reach=10,
        reply_weight=1.0,
        budget_events=BUDGET_EVENTS,
    ),
}

#: The opponent's reply as level 3 imagines it (stage 5 of the search): every legal first
#: ball, the obvious families, a few noisy executions with a club player's hand.
REPLY = LevelConfig(
    level=0,
    name="reply",
    noise=LEVELS[2].noise,
    effort=Effort(
        families=("ghost_pin", "direct", "ghost_pocket", "bank1"),
        fractions=(1.0, 0.75, 0.5),
        speeds=3,
    ),
    places=4,
    probe=2,
    keep_places=1,
    cover=20,
    cover_speeds=2,
    expand_aims=0,
    expand=0,
    finalists=2,
    per_aim=1,
    samples=3,
    confirm=0,
)


def level_config(level: int) -> LevelConfig:
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3 (got {level!r})")
    return LEVELS[level]


def without_leave(cfg: LevelConfig) -> LevelConfig:
    """The same level blind to what its shot leaves the opponent (to measure what the leave is
    worth: ``chapo selfplay --no-leave B``)."""
    return replace(cfg, reply_top=0, reply_weight=0.0, name=f"{cfg.name} without the leave")


def with_hand(cfg: LevelConfig, scale: float) -> LevelConfig:
    """The level with every error of its hand scaled by ``scale``, the leave of its best four
    judged on every shot (three strokes each, no budget), and the opponent's reply imagined
    with that same hand — what ``python -m chapo_game.ai.leave_ladder`` plays against the same
    hand blind to the leave, to find how steady a hand must be before the leave wins games
    (docs/AI.md). Not a level of the game: a measurement."""
    if not scale > 0:
        raise ValueError(f"the hand's scale must be above 0 (got {scale!r})")
    hand = cfg.noise.scaled(scale)
    return replace(
        cfg,
        name=f"{cfg.name}, hand x{scale:g}",
        noise=hand,
        reply_top=max(cfg.reply_top, 4),
        leave_samples=max(cfg.leave_samples, 3),
        leave_reach=10**6,
        reply_weight=1.0,
        reply_noise=hand,
        budget_events=0,
    )
