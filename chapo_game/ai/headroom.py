"""How far each level is from the best shot its simulator can find (``chapo ai-bench``).

On a fixed set of positions taken from real games (:mod:`.headroom_set`), each level chooses
its shot, and so does a much larger search (:data:`ORACLE`: every family, finer speeds and
spins, about eight times level 3's simulations). Every chosen shot is then played ``samples``
times with **the same execution noise** (level 3's, with the same draws for every level: common
random numbers) and judged by the referee. The table gives, per level, the expected points of
its shots (points for the shooter minus points given to the opponent), the **gap** to the
larger search, fouls and chapós per shot, and the families of the shots chosen.

    chapo ai-bench [--positions N] [--samples K] [--levels 1 2 3] [--workers W] [--json]

The positions are stored, not regenerated, so the set stays the same while the computer player
changes; :func:`collect_positions` is how they were made.
"""

from __future__ import annotations

import json
import statistics
import time
from dataclasses import replace
from typing import Any

from ..rules.match import Match, MatchSettings
from ..rules.settings import SHOOTING_PHASES
from . import referee
from .candidates import Candidate, Effort
from .levels import LEVELS, LevelConfig, without_leave
from .noise import derive_rng
from .pool import parallel_imap, resolve_workers
from .search import search
from .trials import SearchStats, described

#: The larger search the levels are measured against: level 3's hand, every family, seven
#: speeds and nine tip offsets per aim, thirteen times level 3's cover, five times its
#: finalists and many more noisy samples — about 3,000 simulations a decision.
ORACLE = LevelConfig(
    level=0,
    name="larger search",
    noise=LEVELS[3].noise,
    effort=Effort(
        speeds=7,
        spins=(
            (0.0, 0.0),
            (0.0, 0.35),
            (0.0, -0.35),
            (0.3, 0.0),
            (-0.3, 0.0),
            (0.0, 0.55),
            (0.0, -0.55),
            (0.3, 0.3),
            (-0.3, 0.3),
        ),
    ),
    places=20,
    probe=8,
    keep_places=5,
    cover=1600,
    cover_speeds=3,
    expand_aims=40,
    expand=900,
    finalists=30,
    per_aim=3,
    samples=12,
    confirm=6,
    refine_top=4,
    refine=8,
)

DEFAULT_SAMPLES = 64
DEFAULT_SEED = 1

#: The fields of a match that decide the next shot (the rest — sheet, calls — is history).
STATE_FIELDS = (
    "settings",
    "phase",
    "position",
    "to_move",
    "balls",
    "scores",
    "partidas_won",
    "partida_number",
    "first_breaker",
    "breaker",
    "lag_winner",
    "declared_option",
    "pin_homes",
    "mingo_waiting",
)


def compact(m: Match) -> dict[str, Any]:
    """What of a match decides the next shot, as JSON."""
    data = m.to_json()
    return {k: data[k] for k in STATE_FIELDS}


def restore(state: dict[str, Any]) -> Match:
    """The match a :func:`compact` state came from, without its history."""
    data = Match(("A", "B"), MatchSettings.from_json(state["settings"])).to_json()
    data.update(state)
    return Match.from_json(data)


def positions() -> list[Match]:
    """The stored benchmark positions (:mod:`.headroom_set`)."""
    from .headroom_set import POSITIONS_JSON

    return [restore(json.loads(line)) for line in POSITIONS_JSON.strip().splitlines()]


def collect_positions(
    count: int = 25,
    seed: int = 2024,
    every: int = 2,
    levels: tuple[int, int] = (2, 3),
    blind: bool = False,
) -> list[Match]:
    """Real positions: ``levels`` against each other (``blind``: both blind to the leave),
    partidas to 30 from ``seed``, every ``every``-th shot that is asked (ball in hand, options
    and all), until ``count``."""
    from .player import ComputerPlayer

    def config(level: int) -> LevelConfig | None:
        return without_leave(LEVELS[level]) if blind else None

    out: list[Match] = []
    game = 0
    while len(out) < count and game < 50:
        cpus = (
            ComputerPlayer(levels[0], seed + game, workers=1, config=config(levels[0])),
            ComputerPlayer(levels[1], seed + game + 1, workers=1, config=config(levels[1])),
        )
        m = Match(("A", "B"), MatchSettings(target=30, partidas=1))
        asked = 0
        for _ in range(400):
            if m.finished or len(out) >= count:
                break
            if m.phase in SHOOTING_PHASES and not m.pending_rey_choice:
                asked += 1
                if asked % every == game % every:
                    out.append(restore(compact(m)))
            who = m.deciding_player
            cpus[who if who is not None else game % 2].act(m, other=cpus[1])
        game += 1
    return out


def strokes_of(cand: Candidate, samples: int, *tag: Any) -> list[Candidate]:
    """``cand`` as ``samples`` strokes of level 3's hand; stroke ``k`` draws its error from
    (``tag``, k), so every shot measured under one tag meets the same draws."""
    noise = LEVELS[3].noise
    return [
        replace(cand, shot=noise.perturb(cand.shot, derive_rng(*tag, k))) for k in range(samples)
    ]


def evaluate(match: Match, cand: Candidate, samples: int, tag: Any) -> dict[str, float]:
    """``cand`` played ``samples`` times with level 3's execution noise (sample ``k`` draws the
    same error whoever chose the shot), judged by the referee."""
    state = referee.freeze(match)
    points, fouls, chapos = [], 0, 0
    for stroke in strokes_of(cand, samples, "headroom", tag):
        j, _, _ = referee.play_judgement(state, stroke)
        points.append(j.points_shooter - j.points_opponent)
        fouls += j.foul is not None
        chapos += j.chapo and j.foul is None
    return {
        "points": statistics.fmean(points),
        "fouls": fouls / samples,
        "chapos": chapos / samples,
    }


def _position_task(task: tuple[int, str, tuple[int, ...], int, int, LevelConfig]) -> dict[str, Any]:
    """Worker: every level's choice and the larger search's on one position, each evaluated."""
    idx, state_json, levels, samples, seed, larger = task
    m = restore(json.loads(state_json))
    out: dict[str, Any] = {"position": idx, "phase": m.phase.value, "choices": {}}
    configs = [(str(lv), LEVELS[lv]) for lv in levels] + [("larger", larger)]
    for name, cfg in configs:
        stats = SearchStats()
        t0 = time.process_time()
        best = search(m, cfg, seed, 1, None, stats)
        cpu = time.process_time() - t0
        chosen = described(referee.freeze(m), best.candidate)
        ev = evaluate(m, chosen, samples, idx)
        out["choices"][name] = {
            **ev,
            "family": chosen.family or referee.FALLBACK,
            "note": chosen.note,
            "simulations": stats.simulations,
            "cpu_s": round(cpu, 3),
            "first_balls": sorted(stats.first_balls),
            "families_screened": dict(sorted(stats.families.items())),
        }
    return out


def run(
    count: int | None = None,
    samples: int = DEFAULT_SAMPLES,
    levels: tuple[int, ...] = (1, 2, 3),
    workers: int | None = None,
    seed: int = DEFAULT_SEED,
    larger: LevelConfig = ORACLE,
) -> dict[str, Any]:
    """The headroom table's figures (JSON-ready); ``larger`` is the search measured against."""
    ms = positions()
    if count is not None:
        ms = ms[:count]
    tasks = ((i, json.dumps(compact(m)), levels, samples, seed, larger) for i, m in enumerate(ms))
    rows = list(parallel_imap(_position_task, tasks, resolve_workers(workers), chunk=1))
    summary: dict[str, Any] = {}
    larger = [r["choices"]["larger"]["points"] for r in rows]
    for name in [str(lv) for lv in levels] + ["larger"]:
        ch = [r["choices"][name] for r in rows]
        fam: dict[str, int] = {}
        for c in ch:
            fam[c["family"]] = fam.get(c["family"], 0) + 1
        pts = [c["points"] for c in ch]
        summary[name] = {
            "points_per_shot": round(statistics.fmean(pts), 3),
            "gap": round(statistics.fmean(a - b for a, b in zip(larger, pts, strict=True)), 3),
            "fouls_per_shot": round(statistics.fmean(c["fouls"] for c in ch), 3),
            "chapos_per_shot": round(statistics.fmean(c["chapos"] for c in ch), 3),
            "simulations": round(statistics.fmean(c["simulations"] for c in ch), 1),
            "cpu_s_mean": round(statistics.fmean(c["cpu_s"] for c in ch), 3),
            "families": dict(sorted(fam.items(), key=lambda kv: (-kv[1], kv[0]))),
        }
    return {
        "positions": len(rows),
        "samples": samples,
        "seed": seed,
        "summary": summary,
        "power": power_check(samples),
        "rows": rows,
    }


#: The straight power shot of the power check: the cue ball and the mingo on the pin axis, the
#: cue ball 0.5 m from the head cushion and the mingo 0.5 m further, struck full at the cross.
POWER_BALLS = {"1": (0.71, 0.5), "mingo": (0.71, 1.0)}
POWER_SPEEDS = (2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0)


def power_check(samples: int = DEFAULT_SAMPLES) -> list[dict[str, float]]:
    """What a straight shot through the pin cross is worth on this table, speed by speed
    (level 3's noise): how often it makes a chapó, its points. The computer follows this table
    — it plays every candidate on the simulator — rather than a belief that power makes
    chapós."""
    from ..position import Position, standard_pins
    from ..shot import Shot
    from ..table import get_table
    from .candidates import Candidate

    m = restore(
        {
            **compact(positions()[0]),
            "phase": "play",
            "to_move": 0,
            "scores": [0, 0],
            "position": Position(dict(POWER_BALLS), standard_pins(get_table())).to_json(),
        }
    )
    out = []
    for v in POWER_SPEEDS:
        ev = evaluate(m, Candidate(Shot.make("1", 90.0, v)), samples, ("power", v))
        out.append({"speed": v, **{k: round(x, 3) for k, x in ev.items()}})
    return out


def counted(n: int, noun: str) -> str:
    """ "1 position", "25 positions": the command line's English, one or many."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def format_table(doc: dict[str, Any]) -> str:
    lines = [
        f"{counted(doc['positions'], 'position')} from real games, each chosen shot played "
        f"{counted(doc['samples'], 'time')} with level 3's execution noise",
        "| | points per shot (expected) | gap to the larger search | fouls per shot "
        "| chapós per shot | simulations | families of the chosen shots |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, s in doc["summary"].items():
        label = "larger search" if name == "larger" else f"level {name} {LEVELS[int(name)].name}"
        fams = ", ".join(f"{k} {v}" for k, v in s["families"].items())
        gap = "—" if name == "larger" else f"{s['gap']:.2f}"
        lines.append(
            f"| {label} | {s['points_per_shot']:.2f} | {gap} | {s['fouls_per_shot']:.3f} "
            f"| {s['chapos_per_shot']:.3f} | {s['simulations']:.0f} | {fams} |"
        )
    if doc.get("power"):
        lines += [
            "",
            "A straight shot through the pin cross (cue ball and mingo on the pin axis, full hit):",
            "| speed (m/s) | " + " | ".join(f"{p['speed']:g}" for p in doc["power"]) + " |",
            "| --- |" + " --- |" * len(doc["power"]),
            "| chapó | " + " | ".join(f"{p['chapos']:.0%}" for p in doc["power"]) + " |",
            "| points | " + " | ".join(f"{p['points']:.1f}" for p in doc["power"]) + " |",
        ]
    return "\n".join(lines)
