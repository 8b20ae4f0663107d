"""The referee's judgement of one shot: a pure function of the position before the shot, the
shot, the physics event log, the final position and the context (who shoots, from where, with
which declared option).

It decides who scores what and which fouls were committed (000 FALTAS Y SANCIONES as issue 3
lists them; guide readings 4, 5, 6, 7, 10, 11); it does not move anything — putting pins, the
mingo and displaced balls back is :mod:`.respot`'s job.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..events import Event
from ..position import Position
from ..shot import Shot
from ..table import BALL_IDS, PIN_IDS, Table, Vec
from .fouls import Foul, make_foul, most_severe
from .geometry import CONTACT_GAP, LEAN_GAP, cushion_distance
from .scoring import CHAPO_POINTS, is_chapo, pin_value, pocket_value

#: Shot kinds the context can name (the ``--phase`` of ``chapo sim``).
KINDS: tuple[str, ...] = ("play", "ball_in_hand", "salida", "rematada")


@dataclass(frozen=True)
class ShotContext:
    """Who shoots and under which conditions.

    ``ball``: the shooter's own ball ("1" or "2"); ``kind``: one of :data:`KINDS`;
    ``cabana``: for a ball in hand (salida, rematada, ball_in_hand) the cabaña it is played
    from ("salida" or "mingo"), else ``None``; ``option``: the declared ball-in-hand option
    (``pasar``, ``no_pasar``, ``bricole``) or ``None``; ``pin_homes``: the spot each standing
    pin was planted on (default: :func:`planted_at`), to tell a pin moved less than its
    height (stays) from one moved further (knocked, art. 5e).
    """

    shooter: int
    ball: str
    kind: str = "play"
    cabana: str | None = None
    option: str | None = None
    ball1_pocket_value: int = 2
    pin_homes: Mapping[str, str] = field(default_factory=dict)

    @property
    def in_hand(self) -> bool:
        return self.cabana is not None


@dataclass(frozen=True)
class Judgement:
    """The facts and the sanction of one shot (before anything is put back)."""

    points_shooter: int
    points_opponent: int
    foul: Foul | None
    detected: tuple[Foul, ...]
    pins_down: tuple[str, ...]
    pins_before_contact: tuple[str, ...]
    pocketed: tuple[str, ...]
    off_table: tuple[str, ...]
    chapo: bool
    first_hit: str | None  # the first ball the shot ball met
    restore: tuple[str, ...]  # balls the referee puts back where they were (000 fouls 4, 9)
    pins_points: int = 0  # of points_shooter: the pins (chapó: 30); 0 in a foul shot
    pocketed_points: int = 0  # of points_shooter: the pocketed balls; 0 in a foul shot
    #: Of ``pins_down``, those that did not fall and why they count: (pin, "leaning" | "moved").
    pins_standing: tuple[tuple[str, str], ...] = ()
    #: Standing pins the shot moved in sight but less than their height: they stay (art. 5e).
    pins_shifted: tuple[str, ...] = ()

    @property
    def chapo_for_opponent(self) -> bool:
        return self.foul is not None and self.foul.code == "chapo_before_contact"

    @property
    def chapo_awarded(self) -> bool:
        """A chapó that counts: the shooter's (all five down, no foul) or the opponent's (all
        five before any ball contact). ``chapo`` alone is the fact that all five went down; a
        chapó in a shot with another foul is void (guide 7) and must not be called."""
        return (self.chapo and self.foul is None) or self.chapo_for_opponent


def partida_winner(
    judgement: Judgement, scores: Sequence[int], shooter: int, target: int
) -> int | None:
    """Who wins the partida with this shot, given ``scores`` that already include it: the
    shooter for his chapó (art. 7), the opponent for a chapó before contact (000), else the
    first of shooter and opponent to have reached ``target``; ``None`` while it goes on."""
    if judgement.chapo and judgement.foul is None:
        return shooter
    if judgement.chapo_for_opponent:
        return 1 - shooter
    for p in (shooter, 1 - shooter):
        if scores[p] >= target:
            return p
    return None


def _ordered(events: Sequence[Event]) -> list[Event]:
    return sorted(events, key=lambda e: e.t)  # stable: equal times keep the physics order


def end_time(events: Sequence[Event]) -> float:
    return max((e.t for e in events), default=0.0)


def first_contact(events: Sequence[Event], ball: str) -> Event | None:
    """The first ball–ball event of ``ball``."""
    for e in _ordered(events):
        if e.type == "ball_ball" and e.other_ball(ball) is not None:
            return e
    return None


def nearest_spot(table: Table, xy: tuple[float, float]) -> str:
    pin_spots = [s for s in table.spots if not s.startswith("mingo")]
    return min(pin_spots, key=lambda s: (math.dist(table.spots[s], xy), s))


def planted_at(table: Table, xy: tuple[float, float]) -> tuple[float, float]:
    """Where a standing pin whose spot nobody recorded was planted: its nearest spot when it
    stands less than a pin's height from it (moved less than that in play, it stayed where it
    stopped and is still measured from its spot, art. 5e), else where it stands — a position
    set by hand (practice's editor, ``chapo sim``) with a pin away from every spot, which
    counted as knocked in a shot that never touched it."""
    spot = table.spots[nearest_spot(table, xy)]
    return spot if math.dist(spot, xy) < table.pin_height else xy


def line_media_crossing(before: Position, events: Sequence[Event], ball: str) -> float | None:
    """When ``ball`` first crossed the línea media (guide 4, options pasar / no pasar), or
    ``None`` if it never did (or is not on the table). The physics logs each crossing as a
    ``line_cross`` event, timed on the ball's path. The options are only offered with the ball
    in hand in the cabaña de salida, so the ball always starts short of the line."""
    start = before.balls.get(ball)
    if start is None:
        return None
    times = [
        e.t
        for e in events
        if e.type == "line_cross" and e.get("ball") == ball and e.get("line") == "linea_media"
    ]
    return min(times) if times else None


def chain_starts(events: Sequence[Event]) -> dict[str, float]:
    """When each fallen pin's fall began, by its cause (reading 21): a pin a ball knocked, at
    that knock; a pin another pin knocked, when the first pin of that chain was knocked. A
    lateral the ball knocks before meeting a ball and which fells the rey just after the
    contact has felled it "antes de dar bola" — 000 speaks of "el derribo", the knock."""
    first: dict[str, tuple[float, str]] = {}
    pushed: dict[str, list[float]] = {}  # when a ball pushed each pin lying on the cloth
    for e in events:
        if e.type == "pin_down" and (e["pin"] not in first or e.t < first[e["pin"]][0]):
            first[e["pin"]] = (e.t, str(e.get("by", "")))
        elif e.type == "ball_pin" and e.get("lying"):
            pushed.setdefault(e["pin"], []).append(e.t)

    def start(pid: str, seen: frozenset[str] = frozenset()) -> float:
        t, by = first[pid]
        if by in first and by not in seen:  # knocked by a pin: its chain's start, if sooner
            chain = start(by, seen | {pid})
            # a lying pin a ball pushed on into this one started a chain of its own then: the
            # mingo sliding a pre-contact lateral into the rey fells the rey after the contact
            chain = max([chain, *(p for p in pushed.get(by, ()) if p <= t)])
            return min(t, chain)
        return t

    return {pid: start(pid) for pid in first}


class Knock(NamedTuple):
    """A pin knocked in the shot: when it went, and how — ``fell``, or, not fallen, ``leaning``
    on a ball (the physics' ``pin_down`` with ``lean``, or standing touching one) or ``moved``
    a pin's height off its spot: the two a player who sees the pin up is told of."""

    t: float
    how: str


def knocked_pins(
    table: Table,
    before: Position,
    final: Position,
    events: Sequence[Event],
    pin_homes: Mapping[str, str],
) -> dict[str, Knock]:
    """Pins that count as knocked in the shot, with the time each went and how (art. 5e, 5.2,
    guide 8): fallen; standing but moved a pin's height or more from the spot it was planted
    on; or left leaning on (touching) a ball. Only pins standing before the shot count."""
    t_end = end_time(events)
    started = chain_starts(events)
    leant = {e["pin"] for e in events if e.type == "pin_down" and e.get("lean")}
    out: dict[str, Knock] = {}
    for pid in PIN_IDS:
        pb = before.pins.get(pid)
        pf = final.pins.get(pid)
        if pb is None or not pb.standing or pf is None:
            continue
        touched = touch_times(events, pid)
        if not pf.standing:
            how = "leaning" if pid in leant else "fell"
            out[pid] = Knock(started.get(pid, min(touched) if touched else t_end), how)
            continue
        home = pin_homes.get(pid)
        planted = table.spots[home] if home else planted_at(table, pb.xy)
        if math.dist(pf.xy, planted) >= table.pin_height:
            out[pid] = Knock(min(touched) if touched else t_end, "moved")
            continue
        if _put_leaning(table, before, final, pb.xy, pf.xy):
            out[pid] = Knock(t_end, "leaning")
    return out


def touch_times(events: Sequence[Event], pid: str) -> list[float]:
    """When a ball or another pin met pin ``pid``."""
    return [
        e.t
        for e in events
        if (e.type == "ball_pin" and e["pin"] == pid)
        or (e.type == "pin_pin" and pid in (e["a"], e["b"]))
    ]


def _put_leaning(table: Table, before: Position, final: Position, was: Vec, now: Vec) -> bool:
    """Whether the shot left a standing pin (at ``was`` before, ``now`` after) touching a ball.
    Art. 5.2: leaning "for the player who put the ball there" — a ball and pin that were
    already touching and did not move were not put there by this shot."""
    lean = table.ball_radius + table.pin_radius + LEAN_GAP
    for bid, bxy in final.on_table().items():
        if math.dist(bxy, now) > lean:
            continue
        bb = before.balls.get(bid)
        if bb is not None and math.dist(bb, bxy) < 1e-9 and math.dist(was, now) < 1e-9:
            continue
        return True
    return False


#: How far a standing pin must have moved for the referee to say it stays where it is (m): in
#: sight on the table, where a player looks for it back on its spot.
SHIFT_SAID = 0.01


def shifted_pins(before: Position, final: Position, knocked: Sequence[str]) -> tuple[str, ...]:
    """Standing pins the shot moved :data:`SHIFT_SAID` or more but did not knock (art. 5e: they
    stay where they stopped) — next to an empty ring, with nothing said ("Nada para Ana")."""
    out = []
    for pid in PIN_IDS:
        pb, pf = before.pins.get(pid), final.pins.get(pid)
        if pid in knocked or pb is None or pf is None or not (pb.standing and pf.standing):
            continue
        if math.dist(pb.xy, pf.xy) >= SHIFT_SAID:
            out.append(pid)
    return tuple(out)


def push_fouls(table: Table, before: Position, shot: Shot) -> list[Foul]:
    """Art. 15, guide 10: shooting into a touching ball or into a touching cushion is a push."""
    xy = before.balls.get(shot.ball)
    if xy is None:
        return []
    dx, dy = shot.direction
    fouls: list[Foul] = []
    for bid, oxy in before.on_table().items():
        if bid == shot.ball:
            continue
        d = math.dist(xy, oxy)
        into = d > 0 and dx * (oxy[0] - xy[0]) / d + dy * (oxy[1] - xy[1]) / d > 1e-9
        if 0 < d <= 2 * table.ball_radius + CONTACT_GAP and into:
            fouls.append(make_foul("push_ball", ball=bid))
            break
    normals = {"head": (0.0, -1.0), "foot": (0.0, 1.0), "left": (-1.0, 0.0), "right": (1.0, 0.0)}
    for cid, dist in cushion_distance(table, xy).items():
        if dist <= table.ball_radius + CONTACT_GAP:
            ox, oy = normals[cid]  # outward: towards the cushion
            if dx * ox + dy * oy > 1e-9:
                fouls.append(make_foul("push_cushion", cushion=cid))
                break
    return fouls


@dataclass(frozen=True)
class _Contact:
    """The shooter's ball's first meeting with another ball (``event`` None: it met none,
    ``t`` infinite) and the cushions it met up to then — what most fouls are judged on."""

    event: Event | None
    t: float
    ball: str | None
    cushions: tuple[Event, ...]


def _contact(evs: Sequence[Event], sb: str) -> _Contact:
    fc = first_contact(evs, sb)
    t = fc.t if fc is not None else math.inf
    cushions = tuple(e for e in evs if e.type == "ball_cushion" and e["ball"] == sb and e.t <= t)
    return _Contact(fc, t, fc.other_ball(sb) if fc is not None else None, cushions)


def _gone(
    before: Position, final: Position, evs: Sequence[Event]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The balls that left the surface: (off the table — an off_table event —, pocketed)."""
    gone = [b for b in BALL_IDS if before.balls.get(b) is not None and final.balls.get(b) is None]
    off_ids = {e["ball"] for e in evs if e.type == "off_table"}
    return tuple(b for b in gone if b in off_ids), tuple(b for b in gone if b not in off_ids)


def _option_fouls(
    option: str | None,
    crossed: float | None,
    first: _Contact,
    first_inside: bool,
) -> tuple[list[Foul], bool]:
    """The declared option broken (guide 4), and whether a first ball inside the cabaña is
    still a foul: an option kept (pasar crossed the línea media first, bricole met the foot
    cushion first) makes it legal, and a broken pasar that met no ball met none inside."""
    if option == "pasar":
        if crossed is None or crossed >= first.t:
            # touched=False: it met no ball either (said so, not "antes de tocar bola")
            untouched = {} if first.event is not None else {"touched": False}
            return [make_foul("option_pasar_broken", **untouched)], (
                first_inside and first.event is not None
            )
        return [], False
    if option == "bricole":
        if first.event is not None and not any(e["cushion"] == "foot" for e in first.cushions):
            return [make_foul("option_bricole_broken")], first_inside
        return [], False
    if option == "no_pasar" and crossed is not None:
        return [make_foul("option_no_pasar_broken")], first_inside
    return [], first_inside


def _in_hand_fouls(
    table: Table,
    before: Position,
    evs: Sequence[Event],
    sb: str,
    ctx: ShotContext,
    first: _Contact,
) -> tuple[list[Foul], bool]:
    """A ball in hand's fouls: played from outside its cabaña, its option broken, a ball inside
    the cabaña met first; and whether that first ball counts as inside (the other balls then
    go back where they were)."""
    cab = ctx.cabana or "salida"
    fouls: list[Foul] = []
    own_xy = before.balls.get(sb)
    if own_xy is not None and not table.in_cabana(cab, own_xy):
        fouls.append(make_foul("in_hand_outside_cabana"))
    first_xy = before.balls.get(first.ball) if first.ball is not None else None
    first_inside = first_xy is not None and table.in_cabana(cab, first_xy)
    crossed = line_media_crossing(before, evs, sb)
    option_fouls, first_inside = _option_fouls(ctx.option, crossed, first, first_inside)
    fouls += option_fouls
    if first_inside and ctx.option not in ("pasar", "bricole"):
        fouls.append(make_foul("in_hand_ball_inside_first", ball=first.ball))
    return fouls, first_inside


def _play_fouls(
    table: Table,
    before: Position,
    shot: Shot,
    ctx: ShotContext,
    first: _Contact,
    gone: tuple[tuple[str, ...], tuple[str, ...]],
    early: tuple[str, ...],
) -> list[Foul]:
    """The fouls any shot can commit: no ball met, the seco cue onto a ball, a push, its own
    ball pocketed without contact, balls off the table, pins down before the first contact."""
    off_table, pocketed = gone
    fouls: list[Foul] = []
    if first.event is None and ctx.option != "no_pasar":
        fouls.append(make_foul("no_ball_touched"))
    if shot.cue == "seco" and first.event is not None and not first.cushions:
        fouls.append(make_foul("seco_ball_before_cushion"))
    fouls.extend(push_fouls(table, before, shot))
    if shot.ball in pocketed and first.event is None:
        fouls.append(make_foul("pocketed_without_contact", ball=shot.ball))
    fouls.extend(make_foul("off_table", ball=b) for b in off_table)
    if early:
        if is_chapo(early):
            fouls.append(make_foul("chapo_before_contact"))
        else:
            fouls.append(make_foul("pins_before_contact", pin_value(early), pins=list(early)))
    return fouls


def _points(
    foul: Foul | None, pins_down: tuple[str, ...], pocketed: tuple[str, ...], ctx: ShotContext
) -> tuple[int, int, int, int]:
    """(shooter's points, opponent's, of the shooter's the pins', the pocketed balls'): a foul
    gives its value to the opponent and nothing to the shooter (guide 7)."""
    if foul is not None:
        return 0, foul.points, 0, 0
    pins_pts = CHAPO_POINTS if is_chapo(pins_down) else pin_value(pins_down)
    pocket_pts = sum(pocket_value(b, ctx.ball1_pocket_value) for b in pocketed)
    return pins_pts + pocket_pts, 0, pins_pts, pocket_pts


def judge(
    table: Table,
    before: Position,
    shot: Shot,
    events: Sequence[Event],
    final: Position,
    ctx: ShotContext,
) -> Judgement:
    """Judge one shot. Pure: reads its arguments only."""
    evs = _ordered(events)
    sb = shot.ball
    first = _contact(evs, sb)
    off_table, pocketed = gone = _gone(before, final, evs)
    knocked = knocked_pins(table, before, final, evs, ctx.pin_homes)
    pins_down = tuple(p for p in PIN_IDS if p in knocked)
    early = tuple(p for p in PIN_IDS if p in knocked and knocked[p].t < first.t)

    fouls: list[Foul] = []
    restore: tuple[str, ...] = ()
    if sb != ctx.ball:
        fouls.append(make_foul("wrong_ball", ball=sb))
        restore = tuple(b for b in BALL_IDS if before.balls.get(b) is not None)
    if ctx.in_hand:
        hand_fouls, first_inside = _in_hand_fouls(table, before, evs, sb, ctx, first)
        fouls += hand_fouls
        if first_inside and not restore:
            restore = tuple(b for b in BALL_IDS if b != sb and before.balls.get(b) is not None)
    fouls += _play_fouls(table, before, shot, ctx, first, gone, early)

    foul = most_severe(fouls)
    pts_shooter, pts_opp, pins_pts, pocket_pts = _points(foul, pins_down, pocketed, ctx)
    return Judgement(
        points_shooter=pts_shooter,
        points_opponent=pts_opp,
        foul=foul,
        detected=tuple(fouls),
        pins_down=pins_down,
        pins_before_contact=early,
        pocketed=pocketed,
        off_table=off_table,
        chapo=is_chapo(pins_down),
        first_hit=first.ball,
        restore=restore,
        pins_points=pins_pts,
        pocketed_points=pocket_pts,
        pins_standing=tuple((p, knocked[p].how) for p in pins_down if knocked[p].how != "fell"),
        pins_shifted=shifted_pins(before, final, pins_down),
    )
