"""``chapo bench [--json] [--shots N]``: speed figures of the engine (and of other layers).

The physics section simulates a fixed, seeded set of shots (three balls and five pins, random
positions, angles, speeds and tip offsets from ``random.Random(seed)``) on one core and reports
the realtime factor (simulated seconds per wall-clock second), milliseconds and steps per shot.
A ``machine`` section comes first: a plain-Python yardstick timed on the machine at hand
(:mod:`chapo_game.machine`), so figures from different machines compare.
Afterwards the sections of other layers are appended when their modules exist:
``chapo_game.ui.bench.run()`` and ``chapo_game.ai.bench.run()``, each returning a dict of figures.
Benchmarks are commands, never timed assertions in tests.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from ..position import Position, standard_pins
from ..shot import MAX_TIP_OFFSET, Shot
from ..table import BALL_IDS, Table, get_table
from .bounds import check_range, whole_number

DEFAULT_SHOTS = 60
DEFAULT_SEED = 2024
#: Shots played twice, with the default step and a 10x finer one (issue 8: >= 99.8 % the same
#: balls pocketed, >= 99.5 % the same pins down).
DEFAULT_STEP_SHOTS = 1000
#: About 400 s of physics on one core.
MAX_SHOTS = 100_000
MAX_SEED = 2**63 - 1
#: Other layers' bench sections: (title, module). A missing module is skipped.
SECTIONS: tuple[tuple[str, str], ...] = (
    ("ui", "chapo_game.ui.bench"),
    ("ai", "chapo_game.ai.bench"),
)


def add_parser(subs: argparse._SubParsersAction) -> None:
    p = subs.add_parser("bench", help="speed figures: physics realtime factor, ms per shot")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.add_argument(
        "--shots",
        type=whole_number,
        default=DEFAULT_SHOTS,
        help=f"physics shots timed (default {DEFAULT_SHOTS}; the window and the computer "
        "player are timed at every run)",
    )
    p.add_argument(
        "--seed",
        type=whole_number,
        default=DEFAULT_SEED,
        help=f"seed of the shot set (default {DEFAULT_SEED})",
    )
    p.add_argument(
        "--step-shots",
        type=whole_number,
        default=DEFAULT_STEP_SHOTS,
        help="shots compared with a 10x finer step (0 skips the check)",
    )
    # the window's frame timings, in a process of their own (chapo_game.ui.bench.run)
    p.add_argument("--window-child", action="store_true", help=argparse.SUPPRESS)


def bench_shots(table: Table, n: int, seed: int) -> list[tuple[Position, Shot]]:
    """A fixed set of ``n`` valid three-ball, five-pin positions with one shot each."""
    rng = random.Random(seed)
    pins = standard_pins(table)
    r = table.ball_radius
    out: list[tuple[Position, Shot]] = []
    while len(out) < n:
        balls: dict[str, tuple[float, float]] = {}
        for bid in BALL_IDS:
            for _ in range(100):
                xy = (rng.uniform(r, table.width - r), rng.uniform(r, table.length - r))
                if table.pocket_at(xy) is not None:
                    continue
                if any(math.dist(xy, o) < 2 * r for o in balls.values()):
                    continue
                if any(math.dist(xy, p.xy) < r + table.pin_radius for p in pins.values()):
                    continue
                balls[bid] = xy
                break
        if len(balls) < 3:
            continue
        offset = rng.uniform(0.0, MAX_TIP_OFFSET)
        phi = rng.uniform(0.0, 2 * math.pi)
        shot = Shot.make(
            rng.choice(("1", "2")),
            rng.uniform(0.0, 360.0),
            rng.uniform(0.5, 8.0),
            offset * math.cos(phi),
            offset * math.sin(phi),
        )
        out.append((Position(balls=balls, pins=dict(pins)), shot))
    return out


def machine_section() -> dict[str, Any]:
    """What the figures below were measured on: the plain-Python yardstick
    (:mod:`..machine`) and the interpreter, so that runs on different machines compare."""
    from ..machine import REFERENCE_ADDITIONS, reference_seconds

    return {
        "reference": f"{REFERENCE_ADDITIONS:,} integer additions in a loop, processor time",
        "reference_s": round(reference_seconds(), 3),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "cores": os.cpu_count(),
    }


def physics_section(n: int = DEFAULT_SHOTS, seed: int = DEFAULT_SEED) -> dict[str, Any]:
    from ..physics import Simulator

    table = get_table()
    sim = Simulator(table)
    shots = bench_shots(table, n, seed)
    sim.simulate(*shots[0])  # warm-up (imports, caches)
    simulated = 0.0
    steps = 0
    events = 0
    start = time.perf_counter()
    for position, shot in shots:
        res = sim.simulate(position, shot)
        simulated += res.duration
        steps += res.steps
        events += len(res.events)
    wall = time.perf_counter() - start
    return {
        "shots": n,
        "seed": seed,
        "simulated_s": round(simulated, 3),
        "wall_s": round(wall, 4),
        "realtime_factor": round(simulated / wall, 1),
        "ms_per_shot": round(1000 * wall / n, 3),
        "steps_per_shot": round(steps / n, 1),
        "events_per_shot": round(events / n, 1),
        "us_per_step": round(1e6 * wall / steps, 2),
    }


def step_agreement(shots: list[tuple[Position, Shot]], factor: float = 10.0) -> dict[str, Any]:
    """The same shots with the default step and a ``factor`` times finer one: the share of shots
    whose pocketed balls, whose pins down, and whose final position (to 1 µm) agree."""
    from ..physics import Simulator
    from ..physics.params import DEFAULT_PARAMS

    table = get_table()
    a, b = Simulator(table), Simulator(table, DEFAULT_PARAMS.finer(factor))
    pocketed = pins = final = 0
    for position, shot in shots:
        ra, rb = a.simulate(position, shot), b.simulate(position, shot)
        pocketed += _pocketed(ra) == _pocketed(rb)
        pins += _down(ra) == _down(rb)
        final += _same_final(ra.final, rb.final)
    n = len(shots)
    return {
        "shots": n,
        "finer_by": factor,
        "pocketed_same": pocketed / n,
        "pins_down_same": pins / n,
        "final_within_1um": final / n,
    }


def _pocketed(res: Any) -> set[str]:
    return {e["ball"] for e in res.events if e.type == "pocketed"}


def _down(res: Any) -> set[str]:
    return {pid for pid, p in res.final.pins.items() if not p.standing}


def _same_final(a: Position, b: Position) -> bool:
    for bid in BALL_IDS:
        pa, pb = a.balls.get(bid), b.balls.get(bid)
        if (pa is None) != (pb is None) or (pa is not None and math.dist(pa, pb) > 1e-6):
            return False
    return True


def _optional_sections() -> list[tuple[str, Callable[[], dict[str, Any]]]]:
    found = []
    for title, modname in SECTIONS:
        try:
            mod = importlib.import_module(modname)
        except ModuleNotFoundError as exc:
            if exc.name != modname:
                raise
            continue
        found.append((title, mod.run))
    return found


def run(args: argparse.Namespace) -> int:
    if args.window_child:
        return importlib.import_module("chapo_game.ui.bench").window_child()
    check_range("--shots", args.shots, 1, MAX_SHOTS)
    check_range("--seed", args.seed, 0, MAX_SEED)
    check_range("--step-shots", args.step_shots, 0, MAX_SHOTS)
    doc: dict[str, Any] = {"machine": machine_section()}
    doc["physics"] = physics_section(args.shots, args.seed)
    if not args.json:
        _print_section("machine", doc["machine"])
        _print_section("physics", doc["physics"])
    if args.step_shots:
        table = get_table()
        doc["step_independence"] = step_agreement(
            bench_shots(table, args.step_shots, args.seed + 1), factor=10.0
        )
        if not args.json:
            _print_section("step_independence", doc["step_independence"])
    for title, fn in _optional_sections():
        doc[title] = fn()
        if not args.json:
            _print_section(title, doc[title])
    if args.json:
        json.dump(doc, sys.stdout, indent=2)
        sys.stdout.write("\n")
    return 0


def _print_section(title: str, figures: dict[str, Any]) -> None:
    sys.stdout.write(f"[{title}]\n")
    sys.stdout.write("".join(_figure_lines(figures, "  ")))
    sys.stdout.flush()


def _figure_lines(figures: dict[str, Any], indent: str) -> list[str]:
    """``key: value`` lines; a table of figures (a dict of dicts, e.g. per level) gets one line
    per row, so it reads as a table rather than one line of braces."""
    lines = []
    for k, v in figures.items():
        if isinstance(v, dict) and v and all(isinstance(row, dict) for row in v.values()):
            lines.append(f"{indent}{k}:\n")
            for name, row in v.items():
                cells = ", ".join(f"{c} {x}" for c, x in row.items())
                lines.append(f"{indent}  {name}: {cells}\n")
        else:
            lines.append(f"{indent}{k}: {v}\n")
    return lines
