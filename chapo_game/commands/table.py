"""``chapo table --json [--profile NAME]``: every figure of the table and the physics in use."""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import InputError
from ..table import PROFILES, get_table


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("table", help="print the table's figures")
    p.add_argument("--json", action="store_true", help="JSON output (the only format)")
    p.add_argument("--profile", default="match", help=f"table profile: {', '.join(PROFILES)}")


def run(args: argparse.Namespace) -> int:
    if args.profile not in PROFILES:
        raise InputError(
            "--profile", f"unknown profile {args.profile!r} (known: {', '.join(PROFILES)})"
        )
    table = get_table(args.profile)
    doc = table.to_json()
    try:
        from ..physics.params import DEFAULT_PARAMS

        doc["physics"] = DEFAULT_PARAMS.to_json()
    except ImportError:  # the physics package is optional only while it is being built
        doc["physics"] = None
    json.dump(doc, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0
