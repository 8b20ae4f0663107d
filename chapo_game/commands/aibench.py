"""``chapo ai-bench``: each level's chosen shot against a much larger search, same noise.

chapo ai-bench [--positions N] [--samples K] [--levels 1 2 3] [--seed S] [--workers W] [--json]

Prints the headroom table of docs/AI.md (:mod:`chapo_game.ai.headroom`): expected points per
shot of each level's choices on the stored positions, the gap to the larger search, fouls and
chapós per shot, simulations per decision and the families of the chosen shots. Positions run
in parallel processes (one per core by default); the figures are the same for any number of
workers. It takes minutes: the larger search spends about 3,000 simulations per position.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import InputError
from .bounds import check_range, whole_number
from .selfplay import MAX_SEED, max_workers

MAX_SAMPLES = 10_000


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("ai-bench", help="each computer level against a larger search (headroom)")
    p.add_argument("--positions", type=whole_number, default=None, help="first N stored positions")
    p.add_argument(
        "--samples", type=whole_number, default=64, help="noisy plays of each shot (default 64)"
    )
    p.add_argument(
        "--levels",
        type=whole_number,
        nargs="+",
        default=[1, 2, 3],
        metavar="L",
        help="the levels measured, 1-3 (default 1 2 3)",
    )
    p.add_argument("--seed", type=whole_number, default=1, help="the run's seed (default 1)")
    p.add_argument("--workers", type=whole_number, default=None, help="processes (default: all)")
    p.add_argument("--json", action="store_true", help="print every figure as JSON")


def check_arguments(args: argparse.Namespace) -> None:
    from ..ai.headroom import positions

    if args.positions is not None:
        check_range("--positions", args.positions, 1, len(positions()))
    check_range("--samples", args.samples, 1, MAX_SAMPLES)
    check_range("--seed", args.seed, 0, MAX_SEED)
    for lv in args.levels:
        if lv not in (1, 2, 3):
            raise InputError("--levels", f"each level must be 1, 2 or 3, got {lv}")
    # "1 1" was taken without a word (level 1 measured once): a level asked twice is a slip,
    # said as one (selfplay's "3 3" is two sides, a level against itself, and stays)
    twice = next((lv for i, lv in enumerate(args.levels) if lv in args.levels[:i]), None)
    if twice is not None:
        raise InputError("--levels", f"level {twice} is given twice: give each level once")
    if args.workers is not None:
        check_range("--workers", args.workers, 1, max_workers())


def run(args: argparse.Namespace) -> int:
    check_arguments(args)
    from ..ai import headroom

    doc = headroom.run(args.positions, args.samples, tuple(args.levels), args.workers, args.seed)
    if args.json:
        sys.stdout.write(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    else:
        sys.stdout.write(headroom.format_table(doc) + "\n")
    return 0
