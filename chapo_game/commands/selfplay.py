"""``chapo selfplay``: computer against computer, headless, with a summary of the figures.

chapo selfplay --games 20 --levels 3 1 --seed 1 [--target 30] [--json] [--workers N]
chapo selfplay --games 40 --levels 3 3 --no-leave B   # what the leave is worth
chapo selfplay --games 40 --levels 3 3 --no-leave B --paired  # ... partida by partida
chapo selfplay --games 40 --levels 3 3 --no-leave B --paired --leave-weight 0.33  # ... at a third
chapo selfplay --soak 500        # the demo loop for 500 shots: errors and memory growth

Every count is bounded (a partida at level 3 takes minutes: ``MAX_GAMES`` of them is a week of
one core), and ``--workers`` at most the machine's cores — more processes than cores only cost
memory. The soak exits with status 1 when it met any error.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from ..errors import InputError
from .bounds import check_range, given, real_number, whole_number

MAX_GAMES = 10_000
MAX_SOAK_SHOTS = 1_000_000
MAX_TARGET = 500
MAX_SEED = 2**63 - 1


def max_workers() -> int:
    return max(1, os.cpu_count() or 1)


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("selfplay", help="computer vs computer, headless (figures per level)")
    p.add_argument("--games", type=whole_number, default=10, help="partidas to play (default 10)")
    p.add_argument(
        "--levels",
        type=whole_number,
        nargs=2,
        default=[3, 1],
        metavar=("A", "B"),
        help="the two sides' levels, 1-3 (default 3 1)",
    )
    p.add_argument("--seed", type=whole_number, default=0, help="the run's seed (default 0)")
    p.add_argument(
        "--target", type=whole_number, default=30, help="points of a partida (default 30)"
    )
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument(
        "--workers", type=whole_number, default=None, help="processes (default: all cores)"
    )
    p.add_argument(
        "--no-leave",
        choices=("A", "B"),
        default=None,
        help="that side plays blind to what its shots leave (what the leave is worth)",
    )
    p.add_argument(
        "--paired",
        action="store_true",
        help="with --no-leave: play the same seeds again with both sides blind and compare "
        "partida by partida (what the leave changed)",
    )
    p.add_argument(
        "--leave-weight",
        type=real_number,
        default=None,
        metavar="W",
        help="the share (0-1) of the opponent's best reply that a level-3 side judging the "
        "leave charges to its shot (default: the level's own, 1)",
    )
    p.add_argument(
        "--soak",
        type=whole_number,
        default=None,
        metavar="SHOTS",
        help="run the demo loop headless for SHOTS shots (level 1 against level 2); takes only "
        "--seed and --json",
    )


#: What a soak does not take, with the value each has when not given.
NOT_WITH_SOAK = {
    "games": 10,
    "levels": [3, 1],
    "target": 30,
    "workers": None,
    "no_leave": None,
    "paired": False,
    "leave_weight": None,
}


def check_arguments(args: argparse.Namespace) -> None:
    """Every number within its bounds, or one line naming the option."""
    check_range("--seed", args.seed, 0, MAX_SEED)
    if args.soak is not None:
        check_range("--soak", args.soak, 1, MAX_SOAK_SHOTS)
        unread = given(args, NOT_WITH_SOAK)
        if unread:  # they were ignored: "--soak 5 --games 0 --levels 9 9" ran and said nothing
            raise InputError(
                unread[0], "does not apply to --soak (the demo loop, level 1 against 2)"
            )
        return
    check_range("--games", args.games, 1, MAX_GAMES)
    for lv in args.levels:
        if lv not in (1, 2, 3):
            raise InputError("--levels", f"each level must be 1, 2 or 3, got {lv}")
    check_range("--target", args.target, 1, MAX_TARGET)
    if args.workers is not None:
        check_range("--workers", args.workers, 1, max_workers())
    if args.paired and args.no_leave is None:
        raise InputError("--paired", "needs --no-leave A or B (the side blind in both runs)")
    if args.leave_weight is not None:
        check_range("--leave-weight", args.leave_weight, 0.0, 1.0)
        from ..ai.selfplay import judging_sides

        if not any(judging_sides(args.levels, [args.no_leave == side for side in "AB"])):
            raise InputError("--leave-weight", "needs a side at level 3 that judges the leave")


def run(args: argparse.Namespace) -> int:
    check_arguments(args)
    from ..ai import selfplay, soak

    if args.soak is not None:
        out = soak.run(shots=args.soak, seed=args.seed)
        sys.stdout.write(json.dumps(out, indent=2) + "\n" if args.json else _soak_line(out))
        return 1 if out["errors"] else 0
    blind = (args.no_leave == "A", args.no_leave == "B")
    levels = (args.levels[0], args.levels[1])
    summary = selfplay.run_selfplay(
        args.games,
        levels,
        args.seed,
        args.target,
        args.workers,
        blind,
        leave_weight=args.leave_weight,
    )
    if args.paired:
        control = selfplay.run_selfplay(
            args.games, levels, args.seed, args.target, args.workers, (True, True)
        )
        summary["paired"] = selfplay.paired(summary, control, 0 if blind[1] else 1)
    if args.json:
        sys.stdout.write(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    else:
        sys.stdout.write(selfplay.format_summary(summary) + "\n")
    return 0


def _soak_line(out: dict) -> str:
    from ..ai.headroom import counted

    verdict = (
        "no error" if not out["errors"] else f"{out['errors']} errors, first: {out['first_error']}"
    )
    return (
        f"soak: {out['shots']} shots in {out['seconds']} s, "
        f"{counted(out['encuentros_started'], 'encuentro')}, "
        f"RSS {out['rss_after_warmup_mb']} -> {out['rss_end_mb']} MB "
        f"(growth {out['growth_mb']} MB), {verdict}\n"
    )
