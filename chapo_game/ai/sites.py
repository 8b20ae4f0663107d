"""Where the search plays from, and the candidates it plays there first (stages 0–2).

A *site* is where the cue ball stands (a ball-in-hand spot, or ``None``: where it lies) with
the option declared. From each site the aims are grouped by first ball and family
(:func:`.candidates.groups_for`) and each group becomes a *stream* of candidates: the cover
takes one from each group in turn (:func:`.candidates.interleave`), the spots' probes are taken
from the same streams (:func:`best_sites`), and the best aims of the cover are expanded to the
rest of their speed ladder and the level's spins (:func:`expand_stream`). Aims are numbered
across all sites (:func:`site_streams`), so an aim is found again by its number.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace

from ..rules.match import Match
from ..shot import Shot
from ..table import Vec
from . import referee
from .candidates import (
    Aim,
    Candidate,
    Effort,
    Group,
    aim_speeds,
    candidate,
    groups_for,
    interleave,
    placement_spots,
)
from .levels import LevelConfig
from .trials import SearchStats, Trials

Site = tuple[Vec | None, str | None]  # (where a ball in hand goes or None, the declared option)


def _cover_stream(
    ball: str, grp: Group, effort: Effort, speeds: int, base: int
) -> Iterator[Candidate]:
    """The candidates of one group for the cover: aim by aim, each at its first ``speeds``
    speeds, centre tip. A bank is measured on the simulator for every speed it is played at,
    so the cover plays it at one speed only (the expansion tries the others)."""
    bank = grp.aims and grp.aims[0].family in ("bank1", "bank2")
    for i, aim in enumerate(grp.aims):
        for v in aim_speeds(aim, effort)[: 1 if bank else speeds]:
            yield candidate(ball, aim, v, (0.0, 0.0), "taco", grp, base + i)


def _plain_first(
    groups: list[Group], streams: list[Iterator[Candidate]]
) -> list[Iterator[Candidate]]:
    """The streams of the groups that need no bank, or all of them when every one does."""
    plain = [
        s
        for g, s in zip(groups, streams, strict=True)
        if g.aims[0].family not in ("bank1", "bank2")
    ]
    return plain or streams


def _no_pasar(ball: str, xy: Vec | None) -> list[Candidate]:
    """``no_pasar``: touch nothing and stay short of the línea media — a gentle roll towards
    the head cushion (the ball is then put on the cabaña del mingo string)."""
    return [
        Candidate(
            Shot.make(ball, angle, speed),
            xy,
            "no_pasar",
            "no pasar: a gentle roll",
            "no_pasar",
            None,
            None,
            -2,
        )
        for angle, speed in ((270.0, 0.3), (250.0, 0.3), (290.0, 0.3))
    ]


def groups_at(
    ctx: referee.Situation, effort: Effort, xy: Vec | None, option: str | None
) -> list[Group]:
    """The aim groups from one cue-ball position with one declared option (or none)."""
    pos = ctx.position if xy is None else ctx.position.with_ball(ctx.ball, xy)
    cue_xy = pos.balls[ctx.ball]
    assert cue_xy is not None
    placement = xy
    if option in ("pasar", "bricole"):
        # The ball must come back from the foot end first: banks only, heading there.
        eff = replace(effort, families=("bank1", "bank2"))
        groups = groups_for(
            ctx.table, pos, ctx.ball, cue_xy, ctx.all_targets, eff, placement, option
        )
        for grp in groups:
            grp.aims = [a for a in grp.aims if math.sin(math.radians(a.angle)) > 0.2]
        return [grp for grp in groups if grp.aims]
    targets = ctx.targets if option is None else ctx.all_targets
    return groups_for(ctx.table, pos, ctx.ball, cue_xy, targets, effort, placement, option)


def spots_for(match: Match, ctx: referee.Situation, limit: int, gaps: bool) -> list[Vec]:
    """Legal ball-in-hand spots, most promising first (at least one: the match's default)."""
    cabana = ctx.cabana or "salida"
    found = placement_spots(ctx.table, ctx.position, ctx.targets or ctx.all_targets, cabana, gaps)
    legal = [xy for xy, _ in found if match.is_legal_placement(xy)]
    if not legal:
        legal = [referee.fallback_placement(match)]
    return legal[: max(limit, 1)]


def cue_sites(
    match: Match,
    ctx: referee.Situation,
    cfg: LevelConfig,
    placed: bool,
    declared: str | None,
    stats: SearchStats,
) -> list[Site]:
    """Where the cue ball may stand and what may be declared: every promising spot with every
    option for a ball in hand still to place; else the ball where it is with the declared
    option, or with each option on offer. No pasar's rolls are added apart
    (:func:`no_pasar_rolls`): they aim at nothing."""
    if ctx.in_hand and not placed:
        spots = spots_for(match, ctx, cfg.places, cfg.effort.gaps)
        stats.spots = len(spots)
        options = ctx.options or (None,)
        return [(xy, o) for o in options if o != "no_pasar" for xy in spots]
    if declared is not None:
        return [] if declared == "no_pasar" else [(None, declared)]
    return [(None, o) for o in ctx.options or (None,) if o != "no_pasar"]


def site_streams(
    ball: str,
    sites: list[Site],
    site_groups: dict[Site, list[Group]],
    effort: Effort,
    speeds: int,
) -> dict[Site, list[Iterator[Candidate]]]:
    """Each site's cover streams, one a group; aims are numbered across all sites in order
    (:func:`_find_aim` finds them again by that number)."""
    base = 0
    streams_of: dict[Site, list[Iterator[Candidate]]] = {}
    for site in sites:
        streams = []
        for grp in site_groups[site]:
            streams.append(_cover_stream(ball, grp, effort, speeds, base))
            base += len(grp.aims)
        streams_of[site] = streams
    return streams_of


def best_sites(
    trials: Trials,
    sites: list[Site],
    site_groups: dict[Site, list[Group]],
    streams_of: dict[Site, list[Iterator[Candidate]]],
    cfg: LevelConfig,
) -> list[Site]:
    """The ``keep_places`` sites whose best probe played best, in their first order. A spot is
    judged by its obvious shots (banks only where nothing else is on); the probes are taken
    from the sites' own streams, so the cover goes on after them."""
    probes = [interleave(_plain_first(site_groups[s], streams_of[s]), cfg.probe) for s in sites]
    trials.exact([c for p in probes for c in p], "spots")
    best_of = [max((trials.value(c) for c in p), default=-math.inf) for p in probes]
    ranked = sorted(range(len(sites)), key=lambda i: (-best_of[i], i))[: cfg.keep_places]
    return [sites[i] for i in sorted(ranked)]


def no_pasar_rolls(
    match: Match, ctx: referee.Situation, sites: list[Site], placed: bool, declared: str | None
) -> list[Candidate]:
    """No pasar's rolls where that option is on offer and not ruled out by another declared
    one: from where the ball was placed, else from the first site kept, else the match's
    default placement."""
    if not (ctx.in_hand and "no_pasar" in (ctx.options or ()) and declared in (None, "no_pasar")):
        return []
    spot = None if placed else sites[0][0] if sites else referee.fallback_placement(match)
    return _no_pasar(ctx.ball, spot)


def top_aims(trials: Trials, count: int) -> list[tuple[int, Candidate]]:
    """The ``count`` aims whose best exact trial is best, with that trial, best first (ties to
    the lower aim number); aimless candidates (no pasar, the fallback) are left out."""
    by_aim: dict[int, tuple[float, Candidate]] = {}
    for k in trials.order:
        v, c = trials.screened[k]
        if c.aim >= 0 and (c.aim not in by_aim or v > by_aim[c.aim][0]):
            by_aim[c.aim] = (v, c)
    best = sorted(by_aim.items(), key=lambda kv: (-kv[1][0], kv[0]))[:count]
    return [(aim_id, c) for aim_id, (_, c) in best]


def expand_stream(
    c: Candidate,
    aim_id: int,
    site_groups: dict[Site, list[Group]],
    effort: Effort,
) -> Iterator[Candidate]:
    """Every speed of an aim's ladder and every spin of the level, the plain tip first."""
    aim = _find_aim(site_groups, aim_id)
    if aim is None:
        return
    grp, a = aim
    for spin in effort.spins:
        for v in aim_speeds(a, effort):
            cand = candidate(c.shot.ball, a, v, spin, c.shot.cue, grp, aim_id)
            if cand.bank is not None:
                if v == c.shot.speed and spin == (c.shot.side, c.shot.vertical):
                    continue  # the cover played this one
                # start the measurement from the angle found at the cover speed
                cand = replace(cand, shot=replace(cand.shot, angle=c.shot.angle))
            yield cand


def _find_aim(site_groups: dict[Site, list[Group]], aim_id: int) -> tuple[Group, Aim] | None:
    """The group and aim numbered ``aim_id`` across the sites (:func:`site_streams`)."""
    base = 0
    for groups in site_groups.values():
        for grp in groups:
            if base <= aim_id < base + len(grp.aims):
                return grp, grp.aims[aim_id - base]
            base += len(grp.aims)
    return None
