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
from ..table import BALL_IDS, PIN_IDS, Table
from .calls.announcement import Announcement
from .fouls import Foul
from .geometry import CONTACT_GAP, NEAR_GAP, cushion_distance
from .judge import Judgement, ShotContext, judge, touch_times
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


def is_por(remaining: int | None) -> bool:
    """Whether a player needing ``remaining`` points is "por" them: 5 … 1 (carom 001 17.1).
    The call and the score board both ask it."""
    return remaining is not None and 1 <= remaining <= 5


def por_call(player: int, names: Sequence[str], remaining: int | None) -> list[Announcement]:
    """ "por N" for the player about to shoot when he needs 5 … 1 points (carom 001 17.1)."""
    if not is_por(remaining):
        return []
    return [Announcement("por", {"player": player, "name": names[player], "remaining": remaining})]


def turn_calls(
    table: Table,
    position: Position,
    player: int,
    ball: str,
    names: Sequence[str],
    cabana: str | None,
    kind: str | None = None,
) -> list[Announcement]:
    """The calls before a player's turn, in the carom order (001 art. 9.4): the ball in hand
    and its cabaña (with art. 11's reason when the rematada is played from the cabaña de
    salida), then the options and which balls are inside (guide 4) or, with none on offer, the
    balls on the cabaña string (art. 14, only with ball in hand: the options' call already
    says they are inside); without ball in hand, balls or cushion in contact."""
    if cabana is not None:
        who = {"player": player, "name": names[player]}
        return _in_hand_calls(table, position, ball, who, cabana, kind)
    return _contact_calls(table, position, ball)


def _in_hand_calls(
    table: Table,
    position: Position,
    ball: str,
    who: dict[str, object],
    cabana: str,
    kind: str | None,
) -> list[Announcement]:
    """A ball in hand's calls: the ball and its cabaña (art. 11's reason for a rematada from
    the cabaña de salida), then the options, or with none the balls on the cabaña string."""
    out: list[Announcement] = []
    others = [b for b in BALL_IDS if b != ball and position.balls.get(b) is not None]
    if kind == "rematada" and cabana == "salida":
        out.append(Announcement("rematada_from_salida", {**who, "ball": ball, "balls": others}))
    else:
        out.append(Announcement("ball_in_hand", {**who, "ball": ball, "cabana": cabana}))
    string_y = table.cabana_salida_y if cabana == "salida" else table.cabana_mingo_y
    if options_offered(table, position, ball, cabana):  # it says which are inside: every
        out.append(Announcement("options", {**who, "balls": others}))  # one ("dentro" twice)
        return out
    for b in others:
        xy = position.balls[b]
        if abs(xy[1] - string_y) > table.ball_radius:  # type: ignore[index]
            continue
        key = "dentro" if table.in_cabana(cabana, xy) else "libre"  # type: ignore[arg-type]
        out.append(Announcement(key, {"ball": b}))
    return out


def _contact_calls(table: Table, position: Position, ball: str) -> list[Announcement]:
    """The shooter's ball touching other balls, near them but free, touching a cushion."""
    out: list[Announcement] = []
    xy = position.balls.get(ball)
    if xy is None:
        return out
    gaps = {
        b: math.dist(xy, other) - 2 * table.ball_radius
        for b in BALL_IDS
        if b != ball and (other := position.balls.get(b)) is not None
    }
    touching = [b for b, gap in gaps.items() if gap <= CONTACT_GAP]
    if touching:
        out.append(Announcement("contact", {"ball": ball, "others": touching}))
    for b, gap in gaps.items():
        if CONTACT_GAP < gap <= NEAR_GAP:
            out.append(Announcement("no_contact", {"ball": ball, "other": b}))
    if any(d <= table.ball_radius + CONTACT_GAP for d in cushion_distance(table, xy).values()):
        out.append(Announcement("cushion_contact", {"ball": ball}))
    return out


@dataclass(frozen=True)
class ShotOutcome:
    """The judgement, what was put back, and the verdict. The verdict's announcements are
    the calls of the shot itself (facts and sanction, then what is put back); the caller
    inserts the partida's end and "por N" between the two and appends the next turn's calls
    once it knows the next turn (:func:`ordered_calls`)."""

    judgement: Judgement
    respotted: Respotted
    verdict: Verdict
    facts: tuple[Announcement, ...] = ()
    put_back: tuple[Announcement, ...] = ()


def standing_calls(j: Judgement, void: Sequence[str] = ()) -> list[Announcement]:
    """Why pins still standing were counted down (art. 5e, 5.2) — the player saw a pin up and
    heard "Un lateral: 2" with no word of why, or a foul for a pin that never fell — and that
    pins moved less than their height stay where they stopped (art. 5e), beside their ring.
    ``void``: pins of a foul shot that its reason does not name, counted down but worth nothing
    (said so with ``void``: "Cayó un lateral: no cuenta" was said of a pin the players saw
    standing, then "cuenta como derribado" of the same pin)."""
    said = []
    for why in ("leaning", "moved"):
        pins = [p for p, w in j.pins_standing if w == why]
        if counted := [p for p in pins if p not in void]:
            said.append(Announcement(f"standing.{why}", {"pins": counted}))
        if voided := [p for p in pins if p in void]:
            said.append(Announcement(f"standing.{why}", {"pins": voided, "void": True}))
    return said + (
        [Announcement("standing.stays", {"pins": list(j.pins_shifted)})] if j.pins_shifted else []
    )


def felled_by(events: Sequence[Event], pins: Sequence[str]) -> dict[str, str]:
    """The ball that felled each of ``pins`` where the log says it beyond doubt (pin -> ball
    id, in the order the pins went): a club player asked of «El rey y dos laterales: 9» whether
    the mingo, the other ball or the shooter's own after a carom had done it. A pin the log
    leaves in doubt — felled by a pin another ball had pushed on, by a pin no ball felled,
    or moved by two balls or by a pin — is left out."""
    evs = sorted(events, key=lambda e: e.t)
    downs: dict[str, Event] = {}
    for e in evs:
        if e.type == "pin_down":
            downs.setdefault(e["pin"], e)
    found = {p: (_felling_ball(p, evs, downs, frozenset()), _went(p, evs, downs)) for p in pins}
    return {p: b for p, (b, _t) in sorted(found.items(), key=lambda kv: kv[1][1]) if b is not None}


def _went(pin: str, evs: Sequence[Event], downs: Mapping[str, Event]) -> float:
    """When ``pin`` went: its fall, or the first time anything met it (a pin left standing)."""
    return downs[pin].t if pin in downs else min(touch_times(evs, pin), default=math.inf)


def _felling_ball(
    pin: str, evs: Sequence[Event], downs: Mapping[str, Event], seen: frozenset[str]
) -> str | None:
    """The ball at the root of ``pin``'s fall: the ball that knocked it, or the one that felled
    the pin that knocked it, unless another ball pushed that pin on before (the mingo sliding a
    lying lateral into the rey); a pin that did not fall, the one ball that met it."""
    down = downs.get(pin)
    if down is None:
        return _only_ball(pin, evs)
    by = str(down["by"])
    if by in BALL_IDS:
        return by
    if by not in downs or downs[by].t > down.t or by in seen:
        return None  # a pin sliding upright when it met this one (no ball felled it yet)
    root = _felling_ball(by, evs, downs, seen | {pin})
    return root if _movers(by, evs, downs, down.t, seen | {pin}) <= {root} else None


def _movers(
    pin: str, evs: Sequence[Event], downs: Mapping[str, Event], until: float, seen: frozenset[str]
) -> set[str | None]:
    """The balls at the root of whatever pushed down ``pin`` along before ``until``: a ball
    meeting it lying, or a pin meeting it after it fell (the mingo sliding one lying lateral
    into another, which slides on into the rey: the rey is not the first lateral's ball's
    beyond doubt). ``None`` stands for a pusher no ball can be named for; the pins in
    ``seen``, felled through ``pin``, do not count, nor does a pin ``pin`` felled itself
    as a root (its root is ``pin``'s), though what pushed it on does."""
    out: set[str | None] = {
        str(e["ball"])
        for e in evs
        if e.type == "ball_pin" and e["pin"] == pin and e.get("lying") and e.t <= until
    }
    for other, t in _pin_meetings(pin, evs, downs, until).items():
        if other in seen:
            continue  # a pin this one felled, meeting it again: it pushes back, not on
        if other not in downs or downs[other]["by"] != pin:
            out.add(_felling_ball(other, evs, downs, seen | {pin}))
        if other in downs:
            out |= _movers(other, evs, downs, t, seen | {pin})
    return out


def _pin_meetings(
    pin: str, evs: Sequence[Event], downs: Mapping[str, Event], until: float
) -> dict[str, float]:
    """The pins that met down ``pin`` before ``until``, each with the last time it did. A pin
    meeting it is ``b`` of a ``pin_pin``; two down pins are logged in the order of their
    names, whichever pushed the other, so a down pin met counts either way (the mingo's
    push through lateral_left into lateral_head reached the rey unread). The last meeting
    alone is looked into: what pushed the other pin before it is all before the last one
    (a log of 400 meetings of the laterals took 2.7 s, each followed back on its own)."""
    went = downs[pin].t
    last: dict[str, float] = {}
    for e in evs:
        if e.type != "pin_pin" or not went <= e.t <= until or pin not in (e["a"], e["b"]):
            continue
        other = str(e["a"] if e["b"] == pin else e["b"])
        if e["b"] == pin or (other in downs and downs[other].t <= e.t):
            last[other] = e.t
    return last


def _only_ball(pin: str, evs: Sequence[Event]) -> str | None:
    """The one ball that met a pin left standing (moved its height, leaning), none if a pin
    met it too or two balls did."""
    if any(e.type == "pin_pin" and pin in (e["a"], e["b"]) for e in evs):
        return None
    balls = {e["ball"] for e in evs if e.type == "ball_pin" and e["pin"] == pin}
    return balls.pop() if len(balls) == 1 else None


@dataclass(frozen=True)
class _Seen:
    """What a call names that the judgement does not keep: the ball the shooter played and
    which ball felled which pin (:func:`felled_by`)."""

    ball: str | None
    felled: dict[str, str]


def _by(felled: Mapping[str, str], pins: Sequence[str]) -> dict[str, object]:
    """The ``by`` param of a call of ``pins``: which ball felled each, when the log says it of
    every one (a call naming some balls and not others would read as if they had done all).
    Pairs ``[pin, ball]`` in the order they went, not a mapping: a save writes a mapping's
    keys sorted, and a continued encuentro's sheet named the balls of a tie in another order."""
    if not pins or any(p not in felled for p in pins):
        return {}
    return {"by": [[p, b] for p, b in felled.items() if p in pins]}


def fact_calls(
    j: Judgement,
    shooter: int,
    names: Sequence[str],
    *,
    ball: str | None = None,
    felled: Mapping[str, str] | None = None,
) -> list[Announcement]:
    """What happened and what it is worth, in the referee's order: what fell and what was
    pocketed (each with its value when it counts for the shooter), then the points and to
    whom, or the chapó, or the foul with its reason and after it the pins that fell and the
    balls pocketed, which do not count, and the balls off the table, each a foul not
    sanctioned besides it. What the sanctioned foul's reason names (its ball, its pins) is not
    said twice. ``ball``: the ball the shooter played, named by the seco foul; ``felled``:
    :func:`felled_by`, which ball felled which pin, named where known of every pin a call
    says."""
    foul = j.foul
    counts = foul is None
    fell, pocketed, off = _unnamed(j)
    seen = _Seen(ball, dict(felled or {}))
    out: list[Announcement] = []
    if j.chapo_awarded and not j.chapo_for_opponent:
        said = {"player": shooter, "name": names[shooter], "points": j.pins_points}
        out.append(Announcement("chapo", said))
    if fell and counts and not j.chapo_awarded:
        by = _by(seen.felled, fell)
        out.append(Announcement("fell", {"pins": fell, "points": j.pins_points, **by}))
    if counts or j.chapo_awarded:
        out += standing_calls(j)
    if pocketed and counts:
        out.append(Announcement("pocketed", {"balls": pocketed, "points": j.pocketed_points}))
    if foul is not None:  # (every ball off the table is a foul: ``off`` is said after it)
        out += _foul_calls(j, foul, shooter, names, seen, (fell, pocketed, off))
    elif not j.chapo_awarded:
        said = {"player": shooter, "name": names[shooter], "points": j.points_shooter}
        out.append(Announcement("points", said))
    return out


def _unnamed(j: Judgement) -> tuple[list[str], list[str], list[str]]:
    """The pins down, balls pocketed and balls off the table that the sanctioned foul's reason
    does not name (a chapó before contact names every pin)."""
    foul = j.foul
    if foul is None:
        return list(j.pins_down), list(j.pocketed), list(j.off_table)
    fp = dict(foul.params)
    named = fp.get("ball")
    fell = [p for p in j.pins_down if p not in fp.get("pins", ())]
    if foul.code == "chapo_before_contact":
        fell = []
    pocketed = [
        b for b in j.pocketed if not (foul.code == "pocketed_without_contact" and b == named)
    ]
    off = [b for b in j.off_table if not (foul.code == "off_table" and b == named)]
    return fell, pocketed, off


def _foul_calls(
    j: Judgement,
    foul: Foul,
    shooter: int,
    names: Sequence[str],
    seen: _Seen,
    unnamed: tuple[list[str], list[str], list[str]],
) -> list[Announcement]:
    """The foul with its reason and its points to the opponent (his chapó when it is one),
    then the pins that fell and the balls pocketed, which do not count, and the balls off the
    table that its reason does not name, each a foul not sanctioned besides it (guide 7)."""
    fell, pocketed, off = unnamed
    opp = other_player(shooter)
    fp = dict(foul.params)
    said = {
        "player": shooter,
        "name": names[shooter],
        "opponent": opp,
        "opponent_name": names[opp],
        "points": foul.points,
        **{k: v for k, v in fp.items() if k in ("ball", "pins", "touched")},
        **_seco_balls(foul, seen.ball, j.first_hit),
    }
    out = [Announcement(f"foul.{foul.code}", said)]
    if j.chapo_for_opponent:
        out.append(
            Announcement("chapo", {"player": opp, "name": names[opp], "points": foul.points})
        )
    # pins the players saw standing (leaning, moved) are said by their own call, not "Cayó"
    up = {p for p, _ in j.pins_standing}
    fallen = fell if set(fell) >= set(PIN_IDS) else [p for p in fell if p not in up]
    if fallen:  # after the foul, as not counting (before it, bare, it read as the same pins)
        out.append(Announcement("fell_void", {"pins": fallen, **_by(seen.felled, fallen)}))
    if not j.chapo_for_opponent:
        out += standing_calls(j, void=fell)
    if pocketed:  # after the foul too: before it, bare, it read as the foul's points
        out.append(Announcement("pocketed", {"balls": pocketed, "void": True}))
    if off:  # before it, bare, «La bola 2 sale del billar · Falta …: 2 para Luis» read as
        # the 2 of the ball off the table, or as two fouls of which one went unsanctioned
        out.append(Announcement("off_table", {"balls": off, "void": True}))
    return out


def _seco_balls(foul: Foul, ball: str | None, met: str | None) -> dict[str, str]:
    """The seco foul's ``ball`` (the shooter's) and ``other`` (the ball it met before any
    cushion): «con el taco seco tocó bola antes que banda» named neither, where every other
    foul about a ball names it."""
    if foul.code != "seco_ball_before_cushion" or ball is None or met is None:
        return {}
    return {"ball": ball, "other": met}


#: The keys of :func:`put_back_calls`: where "por N" goes before them (:func:`ordered_calls`).
PUT_BACK_KEYS = frozenset(
    {
        "balls_restored",
        "balls_near",
        "no_pasar_placed",
        "mingo_respotted",
        "pin_aux",
        "pins_home",
        "rey_choice",
    }
)


def put_back_calls(r: Respotted, shooter: int, names: Sequence[str]) -> list[Announcement]:
    """Where balls, mingo and pins go back, each with its reason: displaced balls (000 fouls
    4, 9), the ball after no pasar (guide 4), the mingo (art. 6, 5d), pins to auxiliary spots
    and back (art. 5), the rey's choice (5c)."""
    out: list[Announcement] = []
    if r.restored:
        out.append(Announcement("balls_restored", {"balls": list(r.restored)}))
    if r.restored_near:  # "vuelve a donde estaba" of a ball put elsewhere
        out.append(Announcement("balls_near", {"balls": list(r.restored_near)}))
    if r.no_pasar_ball is not None:
        out.append(Announcement("no_pasar_placed", {"ball": r.no_pasar_ball}))
    if r.mingo_respotted is not None and r.mingo_reason is not None:
        out.append(
            Announcement("mingo_respotted", {"spot": r.mingo_respotted, "reason": r.mingo_reason})
        )
    for reason in ("taken", "line"):
        pins = [p for p, why in r.pins_to_aux if why == reason]
        if pins:
            out.append(Announcement("pin_aux", {"pins": pins, "reason": reason}))
    if r.pins_home:
        out.append(Announcement("pins_home", {"pins": list(r.pins_home)}))
    if r.rey_choices:
        out.append(
            Announcement(
                "rey_choice",
                {"player": shooter, "name": names[shooter], "reason": r.rey_reason},
            )
        )
    return out


def ordered_calls(
    facts: Sequence[Announcement],
    ending: Sequence[Announcement],
    por: Sequence[Announcement],
    put_back: Sequence[Announcement],
    turn: Sequence[Announcement],
) -> tuple[Announcement, ...]:
    """The calls of a shot in the order a referee says them (issue 10): what happened and
    its sanction, the partida's end — then nothing more, the position is not played on —
    or "por N", what is put back, and the next turn's calls."""
    if ending:
        return (*facts, *ending)
    return (*facts, *por, *put_back, *turn)


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
    felled = felled_by(events, j.pins_down)
    facts = fact_calls(j, ctx.shooter, names, ball=shot.ball, felled=felled)
    put_back = put_back_calls(r, ctx.shooter, names)
    v = Verdict(
        shooter=ctx.shooter,
        points_shooter=j.points_shooter,
        points_opponent=j.points_opponent,
        fouls=(j.foul,) if j.foul is not None else (),
        pins_down=j.pins_down,
        pocketed=j.pocketed,
        off_table=j.off_table,
        chapo=j.chapo_awarded,
        announcements=(*facts, *put_back),
        next_player=ctx.shooter if r.rey_choices else other_player(ctx.shooter),
        pins_points=j.pins_points,
        pocketed_points=j.pocketed_points,
        detected=j.detected,
    )
    return ShotOutcome(j, r, v, tuple(facts), tuple(put_back))
