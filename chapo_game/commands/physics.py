"""``chapo physics [--json] [--physics NAME]``: the engine on the canonical shots, beside the
published models' figures (see :mod:`chapo_game.physics.fidelity`)."""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import InputError


def add_parser(subs: argparse._SubParsersAction) -> None:
    from ..physics.params import PROFILES

    p = subs.add_parser(
        "physics", help="canonical shots: what the engine does beside the published models"
    )
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.add_argument(
        "--physics",
        default="chapo",
        help=f"physics profile: {', '.join(PROFILES)} (default chapo)",
    )


def run(args: argparse.Namespace) -> int:
    from ..physics.fidelity import REFERENCE, measure, table_rows
    from ..physics.params import PROFILES

    if args.physics not in PROFILES:
        raise InputError(
            "--physics", f"unknown profile {args.physics!r} (known: {', '.join(PROFILES)})"
        )
    params = PROFILES[args.physics]
    ours = measure(params)
    if args.json:
        doc = {"physics": params.name, "measured": ours, "reference": REFERENCE}
        json.dump(doc, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    rows = table_rows(ours)
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    out = sys.stdout
    out.write(f"Chapó physics '{params.name}' ({params.cushion_model} cushions, "
              f"{params.ball_ball_model} ball-ball) beside pooltool 0.6's models\n")  # fmt: skip
    out.write(f"{'shot':<{w0}}  {'Chapó':<{w1}}  published models\n")
    for what, mine, ref in rows:
        out.write(f"{what:<{w0}}  {mine:<{w1}}  {ref}\n")
    return 0
