"""``chapo physics [--json] [--physics NAME] [--pin-shots N] [--final-shots N]``: the engine on
the canonical shots, beside the published models' figures (see
:mod:`chapo_game.physics.fidelity`), how far balls run into pins that are down
(:mod:`chapo_game.physics.pin_audit`), and whether the positions shots leave could be on a
real table (:mod:`chapo_game.physics.final_audit`)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from ..errors import InputError
from .bounds import check_range, whole_number

if TYPE_CHECKING:
    from ..physics.params import PhysicsParams


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
    p.add_argument(
        "--pin-shots",
        type=whole_number,
        default=0,
        metavar="N",
        help="also play N shots into the cross and say how far balls ran into pins that were "
        "down, frame by frame (400 takes about 6 s)",
    )
    p.add_argument(
        "--final-shots",
        type=whole_number,
        default=0,
        metavar="N",
        help="also play N shots from random positions with pins down near balls and cushions "
        "and check each final position: balls inside lying pins, pins past a cushion's nose, "
        "lying pins through each other (10000 takes about 15 s)",
    )


def run(args: argparse.Namespace) -> int:
    from ..physics.fidelity import REFERENCE, measure, table_rows
    from ..physics.params import PROFILES

    if args.physics not in PROFILES:
        raise InputError(
            "--physics", f"unknown profile {args.physics!r} (known: {', '.join(PROFILES)})"
        )
    params = PROFILES[args.physics]
    # 0 (the default): not played; an upper bound, as every count on the command line has
    for option, n, most in (("--pin-shots", args.pin_shots, 100_000),
                            ("--final-shots", args.final_shots, 1_000_000)):  # fmt: skip
        if n:
            check_range(option, n, 1, most)
    pins = _audit("pin", args.pin_shots, params)
    finals = _audit("final", args.final_shots, params)
    ours = measure(params)
    if args.json:
        doc = {"physics": params.name, "measured": ours, "reference": REFERENCE}
        if pins is not None:
            doc["pins_into_balls"] = pins
        if finals is not None:
            doc["final_positions"] = finals
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
    if pins is not None:
        out.write(
            f"\nballs into pins that were down, {pins['shots']} shots into the cross: "
            f"{pins['over_1mm']} ran more than 1 mm into one, {pins['over_10mm']} more than "
            f"10 mm; deepest {pins['deepest_mm']} mm\n"
        )
    if finals is not None:
        out.write(
            f"\nfinal positions of {finals['shots']} shots from random positions (more than "
            f"1 mm): a ball inside a lying pin {finals['ball_in_pin']} (deepest "
            f"{finals['ball_in_pin_deepest_mm']} mm), a pin past a cushion's nose "
            f"{finals['pin_past_cushion']} ({finals['pin_past_cushion_deepest_mm']} mm), lying "
            f"pins through each other {finals['pins_crossed']} "
            f"({finals['pins_crossed_deepest_mm']} mm); one pin fallen across another (no "
            f"defect) {finals['pins_across']}\n"
        )
    return 0


def _audit(which: str, shots: int, params: PhysicsParams) -> dict[str, object] | None:
    """``which`` audit (``"pin"``: :mod:`..physics.pin_audit`, ``"final"``:
    :mod:`..physics.final_audit`) on ``shots`` shots; ``None`` for none."""
    if not shots:
        return None
    from ..physics import final_audit, pin_audit
    from ..table import get_table

    module = pin_audit if which == "pin" else final_audit
    return module.audit(get_table(), shots, params=params)
