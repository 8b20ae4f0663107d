"""One shot, start to finish, as a pure function: judge it, put things back, make the calls.

:func:`referee_shot` is what both :meth:`Match.shoot <chapo_game.rules.match.Match.shoot>` and
``chapo sim --phase ...`` use, so the window, the computer player and the command line all get
the same verdict for the same shot.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..events import Event
from ..position import Position
from ..shot import Shot
from ..table import BALL_IDS, Table
from .announcements import Announcement
from .geometry import CONTACT_GAP, cushion_distance
from .judge import Judgement, ShotContext, judge
from .respot import Respotted, respot
from .settings import OPTIONS
from .verdict import Verdict


def other_player(p: int) -> int:
    return 1 - p


def rematada_cabana(table: Table, position: Position, ball: str) -> str:
    """Art. 11 (guide 3): the rematada is played from the cabaña del mingo, unless no other ball
    is outside it (ball 1 pocketed and the mingo inside, or both inside): then from the cabaña
    de salida."""
    others = [xy for b, xy in position.on_table().items() if b != ball]
    if others and all(table.in_cabana_mingo(xy) for xy in others):
        return "salida"
    return "mingo"


def hand_cabana(table: Table, kind: str, position: Position, ball: str) -> str | None:
    """The cabaña a ball in hand is played from for a shot kind (``None``: not in hand)."""
    if kind in ("salida", "ball_in_hand"):
        return "salida"
    if kind == "rematada":
        return rematada_cabana(table, position, ball)
    return None


def options_offered(
    table: Table, position: Position, ball: str, cabana: str | None
) -> tuple[str, ...]:
    """Guide 4: with ball in hand and every other ball inside the cabaña, the three options."""
    if cabana is None:
        return ()
    others = [xy for b, xy in position.on_table().items() if b != ball]
    if others and all(table.in_cabana(cabana, xy) for xy in others):
        return OPTIONS
    return ()


def turn_calls(
    table: Table,
    position: Position,
    player: int,
    ball: str,
    names: Sequence[str],
    cabana: str | None,
    remaining: int | None,
) -> list[Announcement]:
    """The calls before a player's turn, in the carom order (001 art. 9.4): "por N", the balls
    on the cabaña string (art. 14, only with ball in hand), balls or cushion in contact."""
    out: list[Announcement] = []
    name = names[player]
    if remaining is not None and 1 <= remaining <= 5:
        out.append(Announcement("por", {"player": player, "name": name, "remaining": remaining}))
    if cabana is not None:
        out.append(
            Announcement(
                "ball_in_hand", {"player": player, "name": name, "ball": ball, "cabana": cabana}
            )
        )
        string_y = table.cabana_salida_y if cabana == "salida" else table.cabana_mingo_y
        for b in BALL_IDS:
            xy = position.balls.get(b)
            if b == ball or xy is None or abs(xy[1] - string_y) > table.ball_radius:
                continue
            key = "dentro" if table.in_cabana(cabana, xy) else "libre"
            out.append(Announcement(key, {"ball": b}))
        if options_offered(table, position, ball, cabana):
            out.append(Announcement("options", {"player": player, "name": name}))
    else:
        xy = position.balls.get(ball)
        if xy is not None:
            for b in BALL_IDS:
                oxy = position.balls.get(b)
                if b == ball or oxy is None:
                    continue
                if math.dist(xy, oxy) <= 2 * table.ball_radius + CONTACT_GAP:
                    out.append(Announcement("contact", {"ball": ball, "other": b}))
            for _cid, d in cushion_distance(table, xy).items():
                if d <= table.ball_radius + CONTACT_GAP:
                    out.append(Announcement("cushion_contact", {"ball": ball}))
                    break
    return out


@dataclass(frozen=True)
class ShotOutcome:
    """The judgement, what was put back, and the verdict (announcements of the shot itself,
    without the next turn's calls — the caller appends those once it knows the next turn)."""

    judgement: Judgement
    respotted: Respotted
    verdict: Verdict


def shot_calls(
    j: Judgement, shooter: int, names: Sequence[str], respotted: Respotted
) -> list[Announcement]:
    """Calls of the shot: chapó, the foul with its reason or the points, the mingo put back,
    the rey's choice."""
    opp = other_player(shooter)
    out: list[Announcement] = []
    if j.chapo and j.foul is None:
        out.append(Announcement("chapo", {"player": shooter, "name": names[shooter]}))
    if j.foul is not None:
        if j.foul.code == "chapo_before_contact":
            out.append(Announcement("chapo", {"player": opp, "name": names[opp]}))
        out.append(
            Announcement(
                f"foul.{j.foul.code}",
                {
                    "player": shooter,
                    "name": names[shooter],
                    "opponent": opp,
                    "opponent_name": names[opp],
                    "points": j.foul.points,
                },
            )
        )
    else:
        out.append(
            Announcement(
                "points", {"player": shooter, "name": names[shooter], "points": j.points_shooter}
            )
        )
    if respotted.mingo_respotted is not None:
        out.append(Announcement("mingo_respotted", {"spot": respotted.mingo_respotted}))
    if respotted.rey_choices:
        out.append(Announcement("rey_choice", {"player": shooter, "name": names[shooter]}))
    return out


def referee_shot(
    table: Table,
    before: Position,
    shot: Shot,
    events: Sequence[Event],
    final: Position,
    ctx: ShotContext,
    *,
    names: Sequence[str] = ("Jugador 1", "Jugador 2"),
    pin_homes: Mapping[str, str] | None = None,
    mingo_waiting: str | None = None,
    rey_spot: str | None = None,
) -> ShotOutcome:
    """Judge a shot and put back what the referee puts back (pure)."""
    homes = dict(pin_homes or ctx.pin_homes)
    if homes and not ctx.pin_homes:
        ctx = ShotContext(
            ctx.shooter, ctx.ball, ctx.kind, ctx.cabana, ctx.option, ctx.ball1_pocket_value, homes
        )
    j = judge(table, before, shot, events, final, ctx)
    r = respot(
        table,
        before,
        final,
        shooter_ball=shot.ball,
        knocked=set(j.pins_down),
        restore=j.restore,
        no_pasar=ctx.option == "no_pasar",
        pin_homes=homes,
        mingo_waiting=mingo_waiting,
        rey_spot=rey_spot,
    )
    calls = shot_calls(j, ctx.shooter, names, r)
    v = Verdict(
        shooter=ctx.shooter,
        points_shooter=j.points_shooter,
        points_opponent=j.points_opponent,
        fouls=(j.foul,) if j.foul is not None else (),
        pins_down=j.pins_down,
        pocketed=j.pocketed,
        off_table=j.off_table,
        chapo=j.chapo_awarded,
        announcements=tuple(calls),
        next_player=other_player(ctx.shooter),
        detected=j.detected,
    )
    return ShotOutcome(j, r, v)
