"""How steady a hand the leave needs before it wins games:
``python -m chapo_game.ai.leave_ladder --scale S [--games N] [--seed K] [--workers W]``.

Level 3 against itself, both with every error of the maestro's hand scaled by ``S``
(:func:`.levels.with_hand`): side A judges the leave of its best four shots on every shot —
three strokes of its hand each, the opponent's reply searched (:data:`.levels.REPLY`) with
that same hand, charged in full, no budget — and side B is the same player blind to the leave.
At ``S = 1`` this is the maestro's hand; below it, a hand that decides where the balls stop.

Why it exists: at the maestro's hand the leave never won (docs/AI.md, "What the leave is
worth"), and the measurements said it is because a stroke of a fast shot leaves the balls
somewhere else than the next. If that is the reason, the same leave must win with a steadier
hand, and stop winning as the hand loosens; if it never wins, the leave itself is wrong. This
is the ladder that tells the two apart. A command, never a test: 400 partidas take 10–40
minutes on two cores.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from .levels import LEVELS, with_hand
from .selfplay import format_summary, run_selfplay

MAX_GAMES = 10_000


def run(
    scale: float, games: int, seed: int, target: int = 30, workers: int | None = None
) -> dict[str, Any]:
    """The ladder's summary (as ``chapo selfplay --json`` gives it) and the hand it used."""
    steady = with_hand(LEVELS[3], scale)
    out = run_selfplay(
        games, (3, 3), seed, target, workers, no_leave=(False, True), configs=(steady, steady)
    )
    out["hand_scale"] = scale
    out["hand"] = {
        "angle_sd_deg": steady.noise.angle_sd,
        "speed_sd": steady.noise.speed_sd,
        "tip_sd_radii": steady.noise.tip_sd,
    }
    return out


def main(argv: list[str] | None = None) -> int:
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    p = OneLineParser(
        prog="python -m chapo_game.ai.leave_ladder",
        description="Level 3 with the leave against level 3 blind to it, with a scaled hand.",
    )
    p.add_argument("--scale", type=float, required=True, help="the hand's errors × S")
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--seed", type=int, default=22)
    p.add_argument("--target", type=int, default=30)
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--json", action="store_true", help="print the whole summary as JSON")
    a = p.parse_args(argv)
    problem = _problem(a)
    if problem:
        sys.stderr.write(f"{p.prog}: {problem}\n")
        return 2
    out = run(a.scale, a.games, a.seed, a.target, a.workers)
    if a.json:
        sys.stdout.write(json.dumps(out, indent=2, sort_keys=True) + "\n")
    else:
        h = out["hand"]
        sys.stdout.write(
            f"hand x{a.scale:g}: angle {h['angle_sd_deg']:.3g}°, speed {h['speed_sd']:.3g}, "
            f"tip {h['tip_sd_radii']:.3g} R\n{format_summary(out)}\n"
        )
    return 0


def _problem(a: argparse.Namespace) -> str | None:
    """What is wrong with the arguments, in one line, or None."""
    if not math.isfinite(a.scale) or not 0.001 <= a.scale <= 10.0:
        return f"--scale must be a number from 0.001 to 10, got {a.scale:g}"
    for name, low, high in (
        ("games", 1, MAX_GAMES),
        ("target", 1, 500),
        ("seed", 0, 2**63 - 1),
        ("workers", 1, 1024),
    ):
        value = getattr(a, name)
        if value is not None and not low <= value <= high:
            return f"--{name} must be from {low} to {high}, got {value}"
    return None


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
