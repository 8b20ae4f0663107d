"""Between shots: the referee puts things back (art. 5 a–f and 5.2, art. 6, 000 foul 9, guide
4, 8, 9).

Order, each step seeing the result of the one before:

1. balls displaced by a ball-in-hand foul (000 foul 9) or by playing the wrong ball (000 foul
   4) go back to the nearest free place to where they were; the shooter's ball stays (foul 9);
2. option *no pasar* (guide 4): the shooter's ball is placed on the centre of the cabaña del
   mingo string (the nearest free place along it);
3. the mingo: pocketed or off the table → ``mingo_normal``, else ``mingo_cushion``, else
   ``mingo_string`` (art. 6); sitting on one of the last two and not played since, back to
   ``mingo_normal`` as soon as it is free;
4. the pins: knocked ones (see :func:`.judge.knocked_pins`) are planted on their normal spot;
   a lateral whose spot a ball occupies goes to the auxiliary spot on the opposite side (then,
   if that is taken too, the other auxiliaries); the rey goes to an auxiliary spot the shooter
   chooses (:class:`PinPlan` lists the legal ones); a standing pin moved less than its height
   stays where it is; a pin on an auxiliary spot goes home once its spot is free (unless that
   would line four pins up: then it stays); never four pins in a line (art. 5d) — if it would
   happen, the mingo goes back to its spot first when that removes the line, else the rey
   goes to an auxiliary spot rather than to a line-making centre.

Players' balls that were pocketed or left the table stay off (``None``): ball in hand for their
owner. Pure functions; the :class:`~chapo_game.rules.match.Match` stores the result.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from ..position import PinState, Position
from ..table import LATERAL_IDS, MINGO_SPOT_IDS, OPPOSITE, PIN_IDS, Table, Vec, normal_spot_of
from .geometry import LEAN_GAP, ball_free, four_in_line, nearest_free

AUX_SPOTS: tuple[str, ...] = ("aux_head", "aux_foot", "aux_left", "aux_right")


def spot_blocked_by_ball(table: Table, spot: str, balls: Mapping[str, Vec | None]) -> bool:
    """A ball prevents planting a pin on ``spot`` (art. 5f): they would overlap or touch (a pin
    planted touching a ball would be "leaning" on it, art. 5.2)."""
    sxy = table.spots[spot]
    lim = table.ball_radius + table.pin_radius + LEAN_GAP
    return any(b is not None and math.dist(b, sxy) <= lim for b in balls.values())


def _spot_blocked_by_pin(table: Table, spot: str, pins: Mapping[str, Vec]) -> bool:
    sxy = table.spots[spot]
    return any(math.dist(p, sxy) < 2 * table.pin_radius for p in pins.values())


def mingo_spot_for(table: Table, balls: Mapping[str, Vec | None]) -> str:
    """Art. 6: the first of normal, cushion, string that no other ball occupies."""
    others = {k: v for k, v in balls.items() if k != "mingo"}
    for sid in MINGO_SPOT_IDS:
        sxy = table.spots[sid]
        if all(v is None or math.dist(v, sxy) >= 2 * table.ball_radius for v in others.values()):
            return sid
    return MINGO_SPOT_IDS[-1]  # pragma: no cover - only two other balls exist


def lateral_candidates(pin: str) -> tuple[str, ...]:
    """Where a lateral may go, in order: its spot, the auxiliary on the opposite side (art. 5a,
    guide 8), the auxiliary on its own side, then the two on the other axis (our reading where
    the text is silent: both first choices taken)."""
    d = normal_spot_of(pin)
    opp = OPPOSITE[d]
    others = tuple(a for a in AUX_SPOTS if a not in (f"aux_{opp}", f"aux_{d}"))
    return (d, f"aux_{opp}", f"aux_{d}", *others)


@dataclass(frozen=True)
class PinPlan:
    """The re-placed position, each standing pin's spot, and the rey's pending choice.

    ``rey_choices`` is empty unless the rey must go to an auxiliary spot and more than one is
    legal: then the rey lies (not standing) until :func:`place_rey` plants it.
    """

    position: Position
    pin_homes: dict[str, str]
    rey_choices: tuple[str, ...] = ()
    mingo_moved_to: str | None = None
    replanted: tuple[str, ...] = field(default=())


#: A plan of the pins: (standing xy, homes, rey choices, four in line, replanted).
_Plan = tuple[dict[str, Vec], dict[str, str], tuple[str, ...], bool, tuple[str, ...]]


def _plan_pins(
    table: Table,
    pos: Position,
    knocked: set[str],
    pin_homes: Mapping[str, str],
    rey_avoids_line: bool = False,
) -> _Plan:
    """Returns (standing xy, homes, rey choices, four_in_line, replanted).

    Knocked pins are planted (laterals: first free spot of :func:`lateral_candidates` that
    lines no four pins up; the rey: its spot, else the shooter's choice of a free auxiliary).
    A standing pin on an auxiliary spot whose own spot is free goes home — unless going home
    would line four pins up: then it stays where it stands (a standing pin is never moved
    anywhere but home). With ``rey_avoids_line`` a knocked rey treats a free centre that would
    line four pins up as taken (the last resort of art. 5d, after the mingo)."""
    balls = pos.balls
    placed, homes, todo, returning = _triage(table, pos, knocked, pin_homes)
    # Standing pins going home first (art. 5a/c); the rest stay where they are.
    went, stayed = _homecomings(table, pos, placed, returning)
    for pid in went:
        placed[pid] = table.spots[normal_spot_of(pid)]
        homes[pid] = normal_spot_of(pid)
        todo.append(pid)  # re-planted on its spot
    for pid in stayed:
        placed[pid] = pos.pins[pid].xy
        homes[pid] = pin_homes.get(pid, normal_spot_of(pid))
    for pid in [p for p in todo if p in LATERAL_IDS and p not in placed]:
        chosen = _lateral_spot(table, balls, pid, placed)
        placed[pid] = table.spots[chosen]
        homes[pid] = chosen
    rey_choices: tuple[str, ...] = ()
    if "rey" in todo and "rey" not in placed:
        if _centre_free(table, balls, placed, rey_avoids_line):
            placed["rey"] = table.spots["center"]
            homes["rey"] = "center"
        else:
            rey_choices = _rey_choices(table, balls, placed)
    line = four_in_line(list(placed.values())) or (
        bool(rey_choices)
        and not any(not four_in_line([*placed.values(), table.spots[s]]) for s in rey_choices)
    )
    return placed, homes, rey_choices, line, tuple(todo)


def _fits(
    table: Table, balls: Mapping[str, Vec | None], sid: str, others: Mapping[str, Vec]
) -> bool:
    """Whether a pin may be planted on ``sid``: no ball there and no other pin."""
    return not spot_blocked_by_ball(table, sid, balls) and not _spot_blocked_by_pin(
        table, sid, others
    )


def _triage(
    table: Table, pos: Position, knocked: set[str], pin_homes: Mapping[str, str]
) -> tuple[dict[str, Vec], dict[str, str], list[str], list[str]]:
    """The pins in three lots: (where the standing ones that stay stand, the spots they stand
    on, the pins to plant — knocked or lying —, the standing ones away from home whose own
    spot no ball takes: they may go back, art. 5a/c)."""
    stay: dict[str, Vec] = {}
    homes: dict[str, str] = {}
    todo: list[str] = []
    returning: list[str] = []
    for pid in PIN_IDS:
        ps = pos.pins[pid]
        home = pin_homes.get(pid, normal_spot_of(pid))
        normal = normal_spot_of(pid)
        if pid in knocked or not ps.standing:
            todo.append(pid)
        elif home != normal and not spot_blocked_by_ball(table, normal, pos.balls):
            returning.append(pid)  # art. 5a/c: back home once its spot is free
        else:
            stay[pid] = ps.xy
            homes[pid] = home
    return stay, homes, todo, returning


def _homecomings(
    table: Table, pos: Position, placed: Mapping[str, Vec], returning: list[str]
) -> tuple[list[str], list[str]]:
    """(the ``returning`` pins that go home, in the order they go; those that stay). Each
    needs its own spot free and no line of four; tried again while one more goes home (one
    going home can clear another's line)."""
    placed = dict(placed)
    went: list[str] = []
    pending = list(returning)
    progress = True
    while pending and progress:
        progress = False
        for pid in list(pending):
            normal = normal_spot_of(pid)
            others = {**placed, **{q: pos.pins[q].xy for q in pending if q != pid}}
            if _fits(table, pos.balls, normal, others) and not four_in_line(
                [*others.values(), table.spots[normal]]
            ):
                placed[pid] = table.spots[normal]
                went.append(pid)
                pending.remove(pid)
                progress = True
    return went, pending


def _lateral_spot(
    table: Table, balls: Mapping[str, Vec | None], pid: str, placed: Mapping[str, Vec]
) -> str:
    """Where a knocked lateral is planted: the first free spot of :func:`lateral_candidates`
    that lines no four pins up, else the first free one."""
    chosen = None
    for sid in lateral_candidates(pid):
        if not _fits(table, balls, sid, placed):
            continue
        if chosen is None:
            chosen = sid  # fallback when every choice makes a line
        if not four_in_line([*placed.values(), table.spots[sid]]):
            return sid
    if chosen is None:  # pragma: no cover - nine spots, three balls
        chosen = next(
            s for s in lateral_candidates(pid) if not _spot_blocked_by_pin(table, s, placed)
        )
    return chosen


def _centre_free(
    table: Table, balls: Mapping[str, Vec | None], placed: Mapping[str, Vec], avoid_line: bool
) -> bool:
    """Whether a knocked rey goes back to the centre: free, and with ``avoid_line`` not lining
    four pins up (art. 5d's last resort)."""
    return _fits(table, balls, "center", placed) and not (
        avoid_line and four_in_line([*placed.values(), table.spots["center"]])
    )


def _rey_choices(
    table: Table, balls: Mapping[str, Vec | None], placed: Mapping[str, Vec]
) -> tuple[str, ...]:
    """The auxiliary spots the shooter may choose for the rey (art. 5c): the free ones that
    line no four pins up, or every free one when each would."""
    free = [s for s in AUX_SPOTS if _fits(table, balls, s, placed)]
    legal = [s for s in free if not four_in_line([*placed.values(), table.spots[s]])]
    return tuple(legal or free)


def replace_pins(
    table: Table,
    pos: Position,
    knocked: set[str],
    pin_homes: Mapping[str, str],
    rey_spot: str | None = None,
) -> PinPlan:
    """Plant the knocked pins (art. 5); see the module docstring. ``rey_spot`` pre-answers the
    rey's choice (used by ``chapo sim`` and by the match when only one spot is legal).

    Art. 5d, never four pins in a line, in this order: the laterals avoid line-making spots;
    if a line remains, the mingo goes back to its spot (art. 6 order) — only when that removes
    the line, a mingo that is not in the way stays put; if a line still remains, the rey does
    not return to a line-making centre and goes to an auxiliary spot (the shooter's choice)."""
    retreat = _mingo_retreat(table, pos)
    plan, pos, mingo_to = _lineless_plan(table, pos, knocked, pin_homes, retreat)
    placed, homes, choices, _line, todo = plan
    pins = _planted(pos, placed, todo)
    if "rey" in todo and "rey" not in placed:
        if rey_spot is None and len(choices) == 1:
            rey_spot = choices[0]
        pins["rey"], homes["rey"] = _rey_planted(table, pos, rey_spot)
        if rey_spot is not None:
            choices = ()
    return PinPlan(
        position=Position(balls=dict(pos.balls), pins=pins),
        pin_homes=homes,
        rey_choices=choices,
        mingo_moved_to=mingo_to,
        replanted=todo,
    )


def _mingo_retreat(table: Table, pos: Position) -> tuple[str, Position] | None:
    """Where the mingo would go back to (art. 6 order) and the position with it there;
    ``None`` when it is off the table or already on that spot."""
    if pos.balls.get("mingo") is None:
        return None
    sid = mingo_spot_for(table, pos.with_ball("mingo", None).balls)
    if math.dist(table.spots[sid], pos.balls["mingo"]) > 1e-9:  # type: ignore[arg-type]
        return (sid, pos.with_ball("mingo", table.spots[sid]))
    return None


def _lineless_plan(
    table: Table,
    pos: Position,
    knocked: set[str],
    pin_homes: Mapping[str, str],
    retreat: tuple[str, Position] | None,
) -> tuple[_Plan, Position, str | None]:
    """Art. 5d's order of remedies: the first plan that lines no four pins up — as it is,
    with the mingo's ``retreat``, with the rey kept off a line-making centre, with both —
    and the position it starts from and where the mingo went (``None``: it stayed). If none
    avoids the line (never seen), the first plan, as a best effort."""
    # (mingo retreated?, rey avoids a line-making centre?), in order of preference
    tries = [(False, False), (True, False), (False, True), (True, True)]
    plan = None
    for use_retreat, strict in tries:
        if use_retreat and retreat is None:
            continue
        trial_pos = retreat[1] if use_retreat and retreat is not None else pos
        trial = _plan_pins(table, trial_pos, knocked, pin_homes, rey_avoids_line=strict)
        if plan is None:
            plan = trial  # best effort if nothing avoids the line (never seen)
        if not trial[3]:
            if use_retreat and retreat is not None:
                return trial, trial_pos, retreat[0]
            return trial, pos, None
    assert plan is not None
    return plan, pos, None


def _planted(
    pos: Position, placed: Mapping[str, Vec], todo: tuple[str, ...]
) -> dict[str, PinState]:
    """The pins as the plan leaves them standing: a replanted or fallen pin on its planned
    spot, a standing one where it stands."""
    pins = dict(pos.pins)
    for pid, xy in placed.items():
        old = pos.pins[pid]
        if pid in todo or not old.standing:
            pins[pid] = PinState(xy, True)
        else:
            pins[pid] = PinState(old.xy, True)
    return pins


def _rey_planted(table: Table, pos: Position, rey_spot: str | None) -> tuple[PinState, str]:
    """The rey kept off his spot (art. 5c) and his home: standing on ``rey_spot`` when it is
    chosen, else lying where he is until the shooter chooses (home ``center`` meanwhile)."""
    if rey_spot is not None:
        return PinState(table.spots[rey_spot], True), rey_spot
    old = pos.pins["rey"]
    return replace(old, standing=False, cause=None), "center"


def place_rey(table: Table, plan: PinPlan, spot: str) -> PinPlan:
    """Complete a plan with the shooter's choice of the rey's auxiliary spot (art. 5c)."""
    if spot not in plan.rey_choices:
        raise ValueError(spot)
    pos = plan.position.with_pin("rey", PinState(table.spots[spot], True))
    homes = dict(plan.pin_homes)
    homes["rey"] = spot
    return PinPlan(pos, homes, (), plan.mingo_moved_to, plan.replanted)


@dataclass(frozen=True)
class Respotted:
    """Everything put back after a shot, and what the referee says about it.

    ``mingo_respotted`` is where the mingo was put this time (``None``: it was not moved by the
    referee) and ``mingo_reason`` why: ``back`` (it was pocketed or left the table), ``free``
    (it waited on another spot and its own is free again), ``line`` (art. 5d) — ``None`` when
    there is nothing to say (e.g. a position that had no mingo on the table before the shot).
    ``restored``: balls put back where they were that had moved; ``restored_near``: those put
    as near to it as they could go, their place taken (000 foul 9's "lo más próximo");
    ``no_pasar_ball``: the ball
    placed on the cabaña del mingo string; ``pins_to_aux``: (pin, reason) for pins planted on an
    auxiliary spot this time, reason ``taken`` or ``line``; ``pins_home``: pins back from an
    auxiliary spot to their own; ``rey_reason``: why the rey's choice is asked.
    """

    position: Position
    pin_homes: dict[str, str]
    rey_choices: tuple[str, ...]
    mingo_waiting: str | None  # the mingo's spot while it waits to go back home (art. 6)
    mingo_respotted: str | None  # where the mingo was put this time, if it was
    mingo_reason: str | None = None
    restored: tuple[str, ...] = ()
    restored_near: tuple[str, ...] = ()
    no_pasar_ball: str | None = None
    pins_to_aux: tuple[tuple[str, str], ...] = ()
    pins_home: tuple[str, ...] = ()
    rey_reason: str | None = None


def _spot_reason(table: Table, pid: str, pos: Position) -> str:
    """Why ``pid`` is not on its own spot: ``taken`` (a ball or another pin is there) or
    ``line`` (it would make four pins in a line, art. 5d)."""
    spot = normal_spot_of(pid)
    others = {q: ps.xy for q, ps in pos.pins.items() if q != pid and ps.standing}
    if spot_blocked_by_ball(table, spot, pos.balls) or _spot_blocked_by_pin(table, spot, others):
        return "taken"
    return "line"


def pin_moves(
    table: Table, plan: PinPlan, knocked: set[str], homes_before: Mapping[str, str]
) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...], str | None]:
    """What the referee says about the pins after re-planting: those that went to an
    auxiliary spot (knocked and planted there, or moved there), those back home from one, and
    why the rey's choice is asked."""
    to_aux: list[tuple[str, str]] = []
    home: list[str] = []
    for pid in PIN_IDS:
        if pid == "rey" and plan.rey_choices:
            continue
        old = homes_before.get(pid, normal_spot_of(pid))
        new = plan.pin_homes.get(pid, normal_spot_of(pid))
        if new.startswith("aux_") and (pid in knocked or new != old):
            to_aux.append((pid, _spot_reason(table, pid, plan.position)))
        elif old.startswith("aux_") and new == normal_spot_of(pid):
            home.append(pid)
    rey_reason = _spot_reason(table, "rey", plan.position) if plan.rey_choices else None
    return tuple(to_aux), tuple(home), rey_reason


def respot(
    table: Table,
    before: Position,
    final: Position,
    *,
    shooter_ball: str,
    knocked: set[str],
    restore: tuple[str, ...] = (),
    no_pasar: bool = False,
    pin_homes: Mapping[str, str] | None = None,
    mingo_waiting: str | None = None,
    rey_spot: str | None = None,
) -> Respotted:
    """Put back balls, mingo and pins after a shot (module docstring, steps 1–4)."""
    homes_in = dict(pin_homes or {})
    staying_pins = [p.xy for pid, p in final.pins.items() if p.standing and pid not in knocked]
    # 1. displaced balls back (000 fouls 4 and 9)
    lift_too = (shooter_ball,) if no_pasar and final.balls.get(shooter_ball) is not None else ()
    # a ball put near keeps clear of the mingo's own spot when the mingo may come home to it
    # (step 3): it came home beside such a ball, a couple of millimetres away
    coming = mingo_waiting is not None or final.balls.get("mingo") is None
    balls, restored, near = _restore_balls(
        table, before, final, restore, lift_too, staying_pins, mingo_coming=coming
    )
    # 2. option no pasar: the ball to the centre of the cabaña del mingo string
    placed = None
    if no_pasar and final.balls.get(shooter_ball) is not None:
        balls[shooter_ball] = nearest_free(
            table,
            table.spots["mingo_string"],
            balls,
            staying_pins,
            ignore=shooter_ball,
            along_x=True,
            own_place=False,  # not where it stood: clear of every ball
        )
        placed = shooter_ball
    # 3. the mingo (art. 6)
    respotted, reason, waiting = _mingo_back(table, before.balls.get("mingo"), balls, mingo_waiting)
    if respotted is not None:
        balls["mingo"] = table.spots[respotted]
    pos = Position(balls=balls, pins=dict(final.pins))
    # 4. the pins (art. 5)
    plan = replace_pins(table, pos, knocked, homes_in, rey_spot)
    if plan.mingo_moved_to is not None:
        respotted, reason = plan.mingo_moved_to, "line"
        waiting = None if respotted == "mingo_normal" else respotted
    to_aux, home, rey_reason = pin_moves(table, plan, knocked, homes_in)
    return Respotted(
        plan.position,
        plan.pin_homes,
        plan.rey_choices,
        waiting,
        respotted,
        mingo_reason=reason,
        restored=tuple(restored),
        restored_near=tuple(near),
        no_pasar_ball=placed,
        pins_to_aux=to_aux,
        pins_home=home,
        rey_reason=rey_reason,
    )


def _restore_balls(
    table: Table,
    before: Position,
    final: Position,
    restore: tuple[str, ...],
    lift_too: tuple[str, ...],
    staying_pins: list[Vec],
    *,
    mingo_coming: bool,
) -> tuple[dict[str, Vec | None], list[str], list[str]]:
    """The balls after the displaced ones (``restore``) are put back (000 fouls 4 and 9), with
    ``lift_too`` taken off the table; and which went back to their place (and had moved),
    which only as near to it as they could (their place taken)."""
    balls: dict[str, Vec | None] = dict(final.balls)
    restored: list[str] = []
    near: list[str] = []
    lifted = [b for b in restore if before.balls.get(b) is not None] + list(lift_too)
    for b in lifted:  # all off the table first: a place is taken only by a ball that stays
        balls[b] = None  # (one put back first was said near, its place left empty after)
    # those whose place is free go home first (they stood there together), then the others
    # near theirs: one put near first took a later ball's free place, and moved a ball the
    # shot never touched
    home = {
        b
        for b in restore
        if (xy := before.balls.get(b)) is not None and ball_free(table, xy, balls, staying_pins, b)
    }
    home_spot = {" mingo's spot": table.spots["mingo_normal"]} if mingo_coming else {}
    for b in sorted(restore, key=lambda b: b not in home):
        old = before.balls.get(b)
        if old is None:
            continue
        around = balls if b in home else {**balls, **home_spot}
        balls[b] = at = nearest_free(table, old, around, staying_pins, ignore=b)
        was = final.balls.get(b)
        if was is None or math.dist(was, at) > 1e-9:
            (restored if math.dist(at, old) <= 1e-9 else near).append(b)
    return balls, restored, near


def _mingo_back(
    table: Table,
    before_xy: Vec | None,
    balls: Mapping[str, Vec | None],
    waiting: str | None,
) -> tuple[str | None, str | None, str | None]:
    """Art. 6: (the spot the mingo is put on now or None, why — ``back`` from a pocket or off
    the table, ``free`` its own spot free again, None with nothing to say —, the spot it waits
    on for its own to be free). A waiting mingo the shot moved waits no longer."""
    now = balls.get("mingo")
    if now is None:
        sid = mingo_spot_for(table, balls)
        reason = None if before_xy is None else "back"  # nothing to say of a mingo never there
        return sid, reason, None if sid == "mingo_normal" else sid
    if waiting is None or before_xy is None or math.dist(before_xy, now) > 1e-9:
        return None, None, None
    if mingo_spot_for(table, balls) == "mingo_normal":
        return "mingo_normal", "free", None
    return None, None, waiting
