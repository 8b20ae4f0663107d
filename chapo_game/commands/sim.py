"""``chapo sim``: simulate one shot from a position and print one JSON document.

Output: ``{"shot": ..., "events": [...], "final": <position JSON>, "duration": s}`` (see
docs/POSITION.md). The document is built by :func:`build_document`, so other layers (the
referee's ``"verdict"``) can add to it; nothing is printed unless the whole shot succeeded.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from .. import jsonio
from ..errors import InputError
from ..events import events_to_json
from ..position import Position
from ..shot import CUES, Shot
from ..table import PLAYER_BALLS, PROFILES, Table, get_table
from .bounds import check_range, real_number

#: ``--angle`` is any direction; ten turns either way is more than anyone means.
MAX_ANGLE = 3600.0


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("sim", help="simulate one shot and print the events and final position")
    p.add_argument("--position", required=True, help="position JSON file, or - for stdin")
    p.add_argument("--ball", required=True, help="the struck ball: 1 or 2")
    p.add_argument("--angle", required=True, type=real_number, help="degrees CCW from +x")
    p.add_argument("--speed", required=True, type=real_number, help="cue-ball speed, m/s (0.1-10)")
    p.add_argument(
        "--side", type=real_number, default=0.0, help="side offset, ball radii (+ = right)"
    )
    p.add_argument(
        "--vertical", type=real_number, default=0.0, help="vertical offset, radii (+ = top)"
    )
    p.add_argument("--cue", default="taco", help=f"cue: {' or '.join(CUES)}")
    p.add_argument("--profile", default="match", help=f"table profile: {', '.join(PROFILES)}")
    from ..rules.simverdict import add_arguments

    add_arguments(p)  # the referee's --phase / --option: adds "verdict"


def read_position(source: str, table: Table) -> Position:
    """The position from a file or stdin (``-``) through the guarded reader (at most
    ``POSITION_LIMITS.max_bytes`` are read, even from an endless stream); :class:`InputError`
    on any problem."""
    limits = jsonio.POSITION_LIMITS
    if source == "-":
        if sys.stdin is None:  # started with standard input closed (``<&-``)
            raise InputError("--position", "standard input is closed")
        stdin = getattr(sys.stdin, "buffer", None)
        if stdin is not None:
            data = jsonio.read_stream(stdin, "position", limits)
        else:  # a text stream put in place of stdin (tests)
            data = jsonio.loads(sys.stdin.read(limits.max_bytes + 1), "position", limits)
    else:
        data = jsonio.read_file(source, "position", limits, source="--position")
    return Position.from_json(data, table)


def parse_inputs(args: argparse.Namespace) -> tuple[Table, Position, Shot]:
    if args.profile not in PROFILES:
        raise InputError(
            "--profile", f"unknown profile {args.profile!r} (known: {', '.join(PROFILES)})"
        )
    table = get_table(args.profile)
    if args.ball not in PLAYER_BALLS:
        raise InputError("--ball", f"unknown ball {args.ball!r} (1 or 2)")
    if math.isfinite(args.angle):  # not finite: Shot.make names the field
        check_range("--angle", args.angle, -MAX_ANGLE, MAX_ANGLE)
    try:
        shot = Shot.make(args.ball, args.angle, args.speed, args.side, args.vertical, args.cue)
    except InputError as exc:  # said as the option it came from, as the other refusals are
        raise InputError(option_of(exc.field), exc.problem) from None
    position = read_position(args.position, table)
    if position.balls.get(shot.ball) is None:
        raise InputError("--ball", f"ball {shot.ball} is not on the table in the position")
    return table, position, shot


def option_of(field: str) -> str:
    """``--side`` for the shot's field ``side`` (``side/vertical``: ``--side/--vertical``)."""
    return "/".join(f"--{part}" for part in field.split("/"))


def build_document(shot: Shot, result: Any) -> dict[str, Any]:
    """The JSON document of one simulated shot. Callers may add keys (e.g. ``"verdict"``)."""
    return {
        "shot": shot.to_json(),
        "events": events_to_json(result.events),
        "final": result.final.to_json(),
        "duration": round(result.duration, 6),
    }


def run(args: argparse.Namespace) -> int:
    from ..physics import Simulator
    from ..rules.simverdict import prepare

    table, position, shot = parse_inputs(args)
    referee = prepare(args, table, position, shot)  # checked before anything is simulated
    result = Simulator(table).simulate(position, shot)
    doc = build_document(shot, result)
    if referee is not None:
        doc["verdict"] = referee.verdict(result)
    text = json.dumps(doc, indent=2)
    sys.stdout.write(text + "\n")
    return 0
