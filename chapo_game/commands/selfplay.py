"""``chapo selfplay``: computer against computer, headless, with a summary of the figures.

chapo selfplay --games 20 --levels 3 1 --seed 1 [--target 30] [--json] [--workers N]
chapo selfplay --soak 500        # the demo loop for 500 shots: errors and memory growth
"""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import InputError


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("selfplay", help="computer vs computer, headless (figures per level)")
    p.add_argument("--games", type=int, default=10, help="partidas to play (default 10)")
    p.add_argument("--levels", type=int, nargs=2, default=[3, 1], metavar=("A", "B"))
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--target", type=int, default=30, help="points of a partida (default 30)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    p.add_argument(
        "--soak", type=int, default=None, metavar="SHOTS", help="run the demo loop headless"
    )


def run(args: argparse.Namespace) -> int:
    from ..ai import selfplay, soak

    if args.soak is not None:
        if args.soak < 1:
            raise InputError("soak", f"must be a number of shots >= 1, got {args.soak}")
        out = soak.run(shots=args.soak, seed=args.seed)
        sys.stdout.write(json.dumps(out, indent=2) + "\n" if args.json else _soak_line(out))
        return 0
    if args.games < 1:
        raise InputError("games", f"must be >= 1, got {args.games}")
    for lv in args.levels:
        if lv not in (1, 2, 3):
            raise InputError("levels", f"each level must be 1, 2 or 3, got {lv}")
    if args.target < 1:
        raise InputError("target", f"must be >= 1, got {args.target}")
    if args.workers is not None and args.workers < 1:
        raise InputError("workers", f"must be >= 1, got {args.workers}")
    summary = selfplay.run_selfplay(
        args.games, (args.levels[0], args.levels[1]), args.seed, args.target, args.workers
    )
    if args.json:
        sys.stdout.write(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    else:
        sys.stdout.write(selfplay.format_summary(summary) + "\n")
    return 0


def _soak_line(out: dict) -> str:
    return (
        f"soak: {out['shots']} shots in {out['seconds']} s, {out['encuentros_started']} "
        f"encuentros, RSS {out['rss_after_warmup_mb']} -> {out['rss_end_mb']} MB "
        f"(growth {out['growth_mb']} MB), no error\n"
    )
