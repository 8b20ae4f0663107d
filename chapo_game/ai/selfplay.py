"""Headless games between two computer levels (``chapo selfplay``).

Each game is one partida to ``target`` points between level A (player 0) and level B (player
1). The lag is played for real, then the winner's choice is steered so that A breaks the even
games and B the odd ones (the break alternates, as the issue asks). Games are independent and
seeded from the run seed and their number, so they can run in parallel processes and the
summary is the same for the same seed whatever the number of workers; only the timing figures
change from run to run.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..rules.match import Match, MatchSettings
from ..rules.settings import Phase
from .bench import LIMITS_S
from .levels import LEVELS, LevelConfig, without_leave
from .noise import derive_rng
from .player import ComputerPlayer
from .pool import parallel_imap, resolve_workers

MAX_ACTIONS = 2000  # a partida to 30 takes ~60 shots; this only guards against a stall
DECISION_LIMIT_S = LIMITS_S[3]  # level 3's limit on one core, the line both sides are read at


@dataclass
class GameResult:
    game: int
    levels: tuple[int, int]
    breaker: int
    winner: int | None
    scores: tuple[int, int]
    shots: list[int] = field(default_factory=lambda: [0, 0])
    points: list[int] = field(default_factory=lambda: [0, 0])  # scored by own shots
    fouls: list[int] = field(default_factory=lambda: [0, 0])  # fouls committed
    chapos: list[int] = field(default_factory=lambda: [0, 0])
    times: list[list[float]] = field(default_factory=lambda: [[], []])
    cpu_times: list[list[float]] = field(default_factory=lambda: [[], []])
    sheet_csv: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "levels": list(self.levels),
            "breaker": self.breaker,
            "winner": self.winner,
            "scores": list(self.scores),
            "shots": self.shots,
            "points": self.points,
            "fouls": self.fouls,
            "chapos": self.chapos,
        }


def play_game(args: tuple[Any, ...]) -> GameResult:
    """One partida: (game number, level A, level B, run seed, target[, (A, B) configs — None
    for the level's own])."""
    game, la, lb, seed, target = args[:5]
    cfgs = args[5] if len(args) > 5 else (None, None)
    gseed = derive_rng(seed, "game", game).getrandbits(31)
    cpus = (
        ComputerPlayer(la, seed=gseed, workers=1, config=cfgs[0]),
        ComputerPlayer(lb, seed=gseed + 1, workers=1, config=cfgs[1]),
    )
    m = Match(("A", "B"), MatchSettings(target=target, partidas=1))
    breaker = game % 2
    res = GameResult(game, (la, lb), breaker, None, (0, 0))
    for _ in range(MAX_ACTIONS):
        if m.finished:
            break
        if m.phase == Phase.LAG:
            cpus[0].act(m, other=cpus[1])
            continue
        if m.phase == Phase.LAG_CHOICE:
            assert m.lag_winner is not None
            m.choose_break(m.lag_winner == breaker)
            continue
        who = m.deciding_player
        assert who is not None
        d, v = cpus[who].act(m)
        if d.kind == "shot":
            res.shots[who] += 1
            res.times[who].append(d.seconds)
            res.cpu_times[who].append(d.cpu_seconds)
            res.points[who] += v.points_shooter
            if v.fouls:
                res.fouls[who] += 1
            if v.chapo and not v.fouls:
                res.chapos[who] += 1
    res.winner = m.partida_winner
    res.scores = m.scores
    res.sheet_csv = m.sheet.to_csv()
    return res


def run_selfplay(
    games: int,
    levels: tuple[int, int],
    seed: int,
    target: int = 30,
    workers: int | None = None,
    no_leave: tuple[bool, bool] = (False, False),
    configs: tuple[LevelConfig | None, LevelConfig | None] = (None, None),
    leave_weight: float | None = None,
) -> dict[str, Any]:
    """Play ``games`` partidas and summarise them (JSON-ready). Tasks are made as the workers
    take them, and each result is kept without its score sheet. ``no_leave``: which side plays
    blind to what its shots leave (:func:`.levels.without_leave`); ``configs``: a side's
    variant of its level (a measurement, e.g. :func:`.levels.with_hand`), None for its own;
    ``leave_weight``: the share of the reply the judging sides charge (:func:`side_configs`)."""
    cfgs = side_configs(levels, no_leave, configs, leave_weight)
    tasks = ((g, levels[0], levels[1], seed, target, cfgs) for g in range(games))
    results = [
        replace(r, sheet_csv="")
        for r in parallel_imap(play_game, tasks, resolve_workers(workers), chunk=1)
    ]
    out = summarise(results, levels, seed, target)
    if any(no_leave):
        out["no_leave"] = [name for name, blind in zip("AB", no_leave, strict=True) if blind]
    if leave_weight is not None:
        out["leave_weight"] = leave_weight
    return out


def judges_leave(cfg: LevelConfig) -> bool:
    """Whether a player with ``cfg`` charges what its shots leave the opponent (level 3)."""
    return cfg.reply_top > 0 and cfg.reply_weight > 0


def _leave_said(level: int, blind: bool) -> str:
    """A side made blind to the leave, as the summary names it: at a level that judges none,
    "without the leave" read as an experiment that changed something."""
    if not blind:
        return ""
    return " without the leave" if judges_leave(LEVELS[level]) else " (which judges no leave)"


def judging_sides(levels: Sequence[int], no_leave: Sequence[bool]) -> tuple[bool, ...]:
    """Which sides judge the leave: at a level that does, and not made blind to it (the sides
    ``--leave-weight`` reaches)."""
    return tuple(
        judges_leave(LEVELS[lv]) and not blind for lv, blind in zip(levels, no_leave, strict=True)
    )


def side_configs(
    levels: tuple[int, int],
    no_leave: tuple[bool, bool],
    configs: tuple[LevelConfig | None, LevelConfig | None],
    leave_weight: float | None,
) -> tuple[LevelConfig | None, LevelConfig | None]:
    """Each side's configuration: blind to the leave where ``no_leave`` says so; where it
    judges the leave, charging ``leave_weight`` of the reply if given — a noisy estimate of
    the reply is worth less than its face value, and this measures how much less."""

    def one(lv: int, blind: bool, cfg: LevelConfig | None) -> LevelConfig | None:
        own = cfg or LEVELS[lv]
        if blind:
            return without_leave(own)
        if leave_weight is not None and judges_leave(own):
            return replace(own, reply_weight=leave_weight)
        return cfg

    a, b = (one(*x) for x in zip(levels, no_leave, configs, strict=True))
    return (a, b)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate: honest at 0 and at ``games`` wins, where
    the normal approximation is not."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    d = 1 + z * z / games
    mid = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def summarise(
    results: list[GameResult], levels: tuple[int, int], seed: int, target: int
) -> dict[str, Any]:
    """The run's JSON summary: each side's figures, then every partida's result."""
    return {
        "games": len(results),
        "target": target,
        "seed": seed,
        "levels": list(levels),
        "sides": [_side_summary(results, p, levels[p]) for p in (0, 1)],
        "unfinished": sum(1 for r in results if r.winner is None),
        "results": [r.to_json() for r in results],
    }


def _side_summary(results: list[GameResult], p: int, level: int) -> dict[str, Any]:
    """Side ``p``'s wins (with their 95 % interval), points, fouls and chapós over the run,
    per shot where a rate says more, and how long its decisions took."""
    shots = sum(r.shots[p] for r in results)
    wins = sum(1 for r in results if r.winner == p)
    points = sum(r.points[p] for r in results)
    fouls = sum(r.fouls[p] for r in results)
    return {
        "level": level,
        "wins": wins,
        "win_rate_ci95": [round(x, 3) for x in wilson(wins, len(results))],
        "shots": shots,
        "points": points,
        "points_per_shot": round(points / max(shots, 1), 4),
        "fouls": fouls,
        "fouls_per_shot": round(fouls / max(shots, 1), 4),
        "chapos": sum(r.chapos[p] for r in results),
        "timing": _timing(
            [t for r in results for t in r.times[p]],
            [t for r in results for t in r.cpu_times[p]],
        ),
    }


def _timing(times: list[float], cpu: list[float]) -> dict[str, Any]:
    """Decision times: wall clock (mean, max) and processor (mean, max, 99th percentile, how
    many over :data:`DECISION_LIMIT_S`); 0 for a side that never shot."""

    def rounded(f: Callable[[list[float]], float], xs: list[float]) -> float:
        return round(f(xs), 4) if xs else 0.0

    return {
        "mean_decision_s": rounded(statistics.fmean, times),
        "max_decision_s": rounded(max, times),
        "mean_cpu_s": rounded(statistics.fmean, cpu),
        "max_cpu_s": rounded(max, cpu),
        "p99_cpu_s": rounded(lambda xs: percentile(xs, 0.99), cpu),
        "over_limit": sum(1 for t in cpu if t > DECISION_LIMIT_S),
    }


def paired(test: dict[str, Any], control: dict[str, Any], side: int) -> dict[str, Any]:
    """What ``side``'s leave changed, partida by partida: ``test`` and ``control`` are the same
    seeds played with and without it (the other side blind in both). A seed fixes every
    partida's draws, so a partida the leave did not touch is the same game in both; only the
    partidas it changed say anything, and comparing them pair by pair sees an effect that two
    separate win counts — each with the partidas' own luck in it — would need several times
    the partidas to see."""
    same = gained = lost = 0
    for a, b in zip(test["results"], control["results"], strict=True):
        if _game_key(a) == _game_key(b):
            same += 1
        elif a["winner"] == side and b["winner"] != side:
            gained += 1
        elif b["winner"] == side and a["winner"] != side:
            lost += 1
    n = max(len(test["results"]), 1)
    net = (gained - lost) / n
    half = 1.96 * math.sqrt(max(gained + lost - (gained - lost) ** 2 / n, 0.0)) / n
    return {
        "side": "AB"[side],
        "same": same,
        "changed": len(test["results"]) - same,
        "gained": gained,
        "lost": lost,
        "net_win_rate": round(net, 4),
        "net_ci95": [round(net - half, 4), round(net + half, 4)],
    }


def _game_key(r: dict[str, Any]) -> tuple[Any, ...]:
    return (r["winner"], r["scores"], r["shots"], r["points"], r["fouls"], r["chapos"])


def percentile(xs: list[float], q: float) -> float:
    """The ``q`` quantile of ``xs`` (nearest rank): the decision time a player waits at most
    on all but ``1 - q`` of the shots — what a mean and a single maximum do not say."""
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def without_timing(summary: dict[str, Any]) -> dict[str, Any]:
    """The summary minus wall-clock figures: what must be identical for the same seed."""
    out = dict(summary)
    out["sides"] = [{k: v for k, v in s.items() if k != "timing"} for s in summary["sides"]]
    return out


def format_summary(s: dict[str, Any]) -> str:
    blind = s.get("no_leave", [])
    weight = s.get("leave_weight")
    judging = judging_sides(s["levels"], [side in blind for side in "AB"])
    names = [
        f"level {lv}{_leave_said(lv, side in blind)}"
        for side, lv in zip("AB", s["levels"], strict=True)
    ]
    names = [
        name + (f" (the leave at weight {weight:g})" if weight is not None and judge else "")
        for name, judge in zip(names, judging, strict=True)
    ]
    games = f"{s['games']} partida{'' if s['games'] == 1 else 's'}"
    lines = [f"{games} to {s['target']}, seed {s['seed']}: {names[0]} (A) vs {names[1]} (B)"]
    for name, side in zip("AB", s["sides"], strict=True):
        t = side["timing"]
        lo, hi = side["win_rate_ci95"]
        lines.append(
            f"  {name} level {side['level']}: wins {side['wins']} (95 % CI {lo:.2f}–{hi:.2f}), "
            f"points/shot {side['points_per_shot']:.3f}, fouls/shot {side['fouls_per_shot']:.3f}, "
            f"chapós {side['chapos']}, decision mean {t['mean_decision_s']:.3f} s "
            f"max {t['max_decision_s']:.3f} s (processor {t['mean_cpu_s']:.3f} / "
            f"{t['max_cpu_s']:.3f} s, 99 % within {t['p99_cpu_s']:.3f} s, "
            f"{t['over_limit']} over {DECISION_LIMIT_S:g} s) ({side['shots']} shots)"
        )
    if s["unfinished"]:
        lines.append(f"  unfinished: {s['unfinished']}")
    if "paired" in s:
        p = s["paired"]
        lo, hi = p["net_ci95"]
        lines.append(
            f"  paired with both sides blind on the same seeds: {p['same']} of {s['games']} "
            f"the same game; of the {p['changed']} the leave of {p['side']} changed, it won "
            f"{p['gained']} that were lost and lost {p['lost']} that were won "
            f"(net {100 * p['net_win_rate']:+.1f} points of win rate, 95 % "
            f"{100 * lo:+.1f} to {100 * hi:+.1f})"
        )
    return "\n".join(lines)
