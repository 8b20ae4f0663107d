"""How often the start the window offers (:mod:`.start`) fouls when played at once.

``python -m chapo_game.ai.start_bench [--partidas N] [--seed S]``: level 2 plays itself N
partidas (30 actions each at most); before every shot a person could take, the start is
played on a copy of the match — the ball placed where it is offered, a declared option when
the options are on offer (pasar), the cue where it first points, at the power it sets or the
bar's default — and the referee's verdict counted, per phase. Deterministic: the same seeds
give the same table.

``--grid [BALLS]``: the options' starts where the *player* puts his ball (the partidas rarely
leave both other balls in the cabaña de salida, and the bench then places the ball itself):
ball 2 in hand at every legal place of a grid over the cabaña (:data:`GRID_XS` ×
:data:`GRID_YS`), ball 1 and the mingo inside it (:func:`grid_balls`: the corners by the head
cushion, the options' test position, then drawn at random), each option declared and its
start played at once.
"""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Sequence

from ..physics import Simulator
from ..position import Position, standard_pins
from ..rules.match import Match, MatchSettings, Phase
from ..shot import Shot
from ..table import PIN_IDS, get_table, normal_spot_of
from .headroom import restore
from .player import ComputerPlayer
from .start import start_place, start_shot
from .start_options import SOFTEST

#: The aim bar's default power, as a speed (``ui.aim.AimState().power`` on the window's curve).
DEFAULT_SPEED = 1.2247
SHOOTING = (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND, Phase.PLAY)


def played(speed: float | None) -> float:
    """The speed the bar plays for a start's own speed (``None``: the bar's default): never
    under its softest (:data:`.start_options.SOFTEST`)."""
    return DEFAULT_SPEED if speed is None else max(speed, SOFTEST)


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
    m.shoot(Shot.make(ball, angle, played(speed)), sim)
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


#: The grid's places for the ball in hand (m): across the cabaña every 0.15 m about the pin
#: axis, along it from by the head cushion to by the cabaña string.
GRID_XS = tuple(0.71 + k * 0.15 for k in range(-4, 5))
GRID_YS = (0.08, 0.24, 0.40, 0.56, 0.70)
OPTIONS = ("pasar", "no_pasar", "bricole")


def grid_balls(n: int, seed: int = 0) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """``n`` places of (ball 1, the mingo) inside the cabaña de salida: the two of the tests
    (the corners by the head cushion; the options' test position), then drawn at random."""
    table = get_table()
    r, width, string = table.ball_radius, table.width, table.cabana_salida_y
    rnd = random.Random(seed)
    out = [((1.345, 0.149), (0.055, 0.137)), ((0.4, 0.3), (1.0, 0.5))]
    while len(out) < n:
        a = (rnd.uniform(r, width - r), rnd.uniform(r, string))
        b = (rnd.uniform(r, width - r), rnd.uniform(r, string))
        if ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 > 2 * r + 0.01:
            out.append((a, b))
    return out[:n]


def in_hand(balls: dict[str, tuple[float, float] | None]) -> Match:
    """Ball 2 in hand in the cabaña de salida, ``balls`` on the table, the pins standing."""
    table = get_table()
    return restore(
        {
            "settings": MatchSettings(target=30, partidas=1).to_json(),
            "phase": "ball_in_hand",
            "position": Position(balls=dict(balls), pins=standard_pins(table)).to_json(),
            "to_move": 1,
            "balls": ["1", "2"],
            "declared_option": None,
            "pin_homes": {p: normal_spot_of(p) for p in PIN_IDS},
        }
    )


def measure_grid(n: int, seed: int) -> dict[str, tuple[int, int]]:
    """Per option: (fouls, starts) over :data:`GRID_XS` × :data:`GRID_YS` × :func:`grid_balls`."""
    out: dict[str, tuple[int, int]] = {}
    sim: Simulator | None = None
    for one, mingo in grid_balls(n, seed):
        for x, y in ((x, y) for x in GRID_XS for y in GRID_YS):
            for option in OPTIONS:
                m = in_hand({"1": one, "2": None, "mingo": mingo})
                if not m.is_legal_placement((x, y)) or not m.options():
                    continue
                sim = sim or Simulator(m.table)
                m.place_ball((x, y))
                m.declare(option)
                angle, speed = start_shot(m, (x, y))
                m.shoot(Shot.make("2", angle, played(speed)), sim)
                fouls, starts = out.get(option, (0, 0))
                out[option] = (fouls + (m.sheet.rows[-1].foul is not None), starts + 1)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    p = OneLineParser(prog="python -m chapo_game.ai.start_bench")
    p.add_argument("--partidas", type=int, default=12)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--grid", type=int, nargs="?", const=12, default=None, metavar="BALLS")
    args = p.parse_args(argv)
    if args.partidas < 1:
        p.error("--partidas must be at least 1")
    if args.grid is not None and args.grid < 1:
        p.error("--grid must be at least 1")
    grid = args.grid is not None
    table = measure_grid(args.grid, args.seed) if grid else measure(args.partidas, args.seed)
    said = "starts" if grid else "turns"
    fouls = sum(f for f, _ in table.values())
    turns = sum(n for _, n in table.values())
    for row in OPTIONS if grid else ("salida", "rematada", "ball_in_hand", "play"):
        f, n = table.get(row, (0, 0))
        sys.stdout.write(f"{row}: {f} fouls in {n} {said}\n")
    sys.stdout.write(
        f"all: {fouls} fouls in {turns} {said} ({100 * fouls / max(turns, 1):.1f} %)\n"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
