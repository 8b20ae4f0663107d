"""How often the start the window offers (:mod:`.start`) fouls when played at once.

``python -m chapo_game.ai.start_bench [--partidas N] [--seed S]``: level 2 plays itself N
partidas (30 actions each at most); before every shot a person could take, the start is
played on a copy of the match — the ball placed where it is offered, a declared option when
the options are on offer (pasar), the cue where it first points, at the power it sets or the
bar's default — and the referee's verdict counted, per phase. Deterministic: the same seeds
give the same table.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Sequence

from ..physics import Simulator
from ..rules.match import Match, MatchSettings, Phase
from ..shot import Shot
from .player import ComputerPlayer
from .start import start_place, start_shot

#: The aim bar's default power, as a speed (``ui.aim.AimState().power`` on the window's curve).
DEFAULT_SPEED = 1.2247
SHOOTING = (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND, Phase.PLAY)


def play_start(match: Match, sim: Simulator) -> str | None:
    """The start played on a copy of ``match``: the foul code, or ``None``."""
    m = copy.deepcopy(match)
    ball = m.ball_to_play
    assert ball is not None
    xy = m.position.balls.get(ball)
    if xy is None:
        xy = start_place(m)
        assert xy is not None
        m.place_ball(xy)
    if m.options():
        m.declare("pasar")
    angle, speed = start_shot(m, xy)
    m.shoot(Shot.make(ball, angle, speed or DEFAULT_SPEED), sim)
    return m.sheet.rows[-1].foul


def measure(partidas: int, seed: int) -> dict[str, tuple[int, int]]:
    """Per phase: (fouls, turns)."""
    out: dict[str, tuple[int, int]] = {}
    for k in range(partidas):
        m = Match(("A", "B"), MatchSettings(target=30, partidas=1))
        sim = Simulator(m.table)
        cpus = (
            ComputerPlayer(2, seed=seed + k, workers=1),
            ComputerPlayer(2, seed=seed + k + 99, workers=1),
        )
        for _ in range(30):
            if m.phase in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER):
                break
            if m.phase in SHOOTING and not m.pending_rey_choice:
                foul = play_start(m, sim)
                fouls, turns = out.get(m.phase.value, (0, 0))
                out[m.phase.value] = (fouls + (foul is not None), turns + 1)
            who = m.deciding_player
            cpus[who if who is not None else 0].act(m, other=cpus[1])
    return out


def main(argv: Sequence[str] | None = None) -> int:
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    p = OneLineParser(prog="python -m chapo_game.ai.start_bench")
    p.add_argument("--partidas", type=int, default=12)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    if args.partidas < 1:
        p.error("--partidas must be at least 1")
    table = measure(args.partidas, args.seed)
    fouls = sum(f for f, _ in table.values())
    turns = sum(n for _, n in table.values())
    for phase in ("salida", "rematada", "ball_in_hand", "play"):
        f, n = table.get(phase, (0, 0))
        sys.stdout.write(f"{phase}: {f} fouls in {n} turns\n")
    sys.stdout.write(f"all: {fouls} fouls in {turns} turns ({100 * fouls / max(turns, 1):.1f} %)\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
