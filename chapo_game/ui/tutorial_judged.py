"""How each shooting step of the tutorial (:mod:`.tutorial`) is checked, one call for all of
them: from the cabaña (the rematada's too), the declared option, the scoring shot and the foul
by the referee's own judgement (:func:`chapo_game.rules.judge.judge`), so what the tutorial
says is what a game would say; the lag by the referee's reasons a lag is lost; the draw step
by the physics' result (the power step's check is :mod:`.tutorial`'s). Pure: no pygame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from chapo_game.i18n import _, decimal, translations
from chapo_game.position import Position
from chapo_game.rules import words
from chapo_game.rules.calls import sanction
from chapo_game.rules.judge import Judgement, ShotContext, judge
from chapo_game.rules.lag import lost_reason
from chapo_game.rules.words import capfirst
from chapo_game.shot import Shot
from chapo_game.table import Table

from . import tutorial as tut
from .lag_words import lag_lost_said
from .option_texts import option_name

#: A shooting step's check: (table, position before, shot, events, final position, the option
#: declared or ``None``) -> outcome.
Check = Callable[[Table, Position, Shot, Any, Position, str | None], tut.Outcome]


def referee(
    table: Table,
    before: Position,
    shot: Shot,
    events: Any,
    final: Position,
    in_hand: bool = False,
    option: str | None = None,
) -> Judgement:
    """The referee's judgement of a shot of ball 1: in open play, or (``in_hand``) with the
    ball in hand from the cabaña de salida and ``option`` declared, as a game rules it; a
    shot of ball 2 in hand is the rematada, from the cabaña del mingo (``in_hand``)."""
    ctx = ShotContext(0, shot.ball, "play")
    if in_hand and shot.ball == "2":
        ctx = ShotContext(1, shot.ball, "rematada", cabana="mingo")
    elif in_hand:
        ctx = ShotContext(0, shot.ball, "ball_in_hand", cabana="salida", option=option)
    return judge(table, before, shot, events, final, ctx)


def foul_reason(foul: Any) -> str:
    """Why the try was a foul, as a game's call says it: the ball or the pins named ("… met
    ball 2 first, inside the cabaña"), in the language of now."""
    return sanction.foul_reason(foul.code, foul.params, translations())


def check_spin(t: Table, shot: Shot, events: Any, before: Position, final: Position) -> tut.Outcome:
    """Draw set, ball 2 hit, and the ball back from where it met it by :data:`tut.CAME_BACK` (it
    passed with the ball stopped beside ball 2, and said it came back)."""
    if shot.vertical >= 0.0:
        return tut.Outcome(
            False, _("Set draw first: press the lower half of the ball face (or S).")
        )
    if shot.vertical > tut.DRAW_SPIN:  # the lower half, not low enough (told to click it, it was)
        return tut.Outcome(False, _("More draw: press lower on the ball face (or S again)."))
    start, end, other = before.balls[shot.ball], final.balls.get(shot.ball), before.balls["2"]
    a = math.radians(shot.angle)

    def along(xy: tuple[float, float]) -> float:  # how far down the shot's line from the start
        return (xy[0] - start[0]) * math.cos(a) + (xy[1] - start[1]) * math.sin(a)

    met = along(other) - 2 * t.ball_radius  # where the ball was when it met ball 2
    if not any(e.type == "ball_ball" and shot.ball in (e.get("a"), e.get("b")) for e in events):
        off = (other[1] - start[1]) * math.cos(a) - (other[0] - start[0]) * math.sin(a)
        aimed = abs(off) < 2 * t.ball_radius and not _cushions_of(events, shot.ball)
        if aimed and end is not None and along(end) < met:
            # aimed well and too soft: it was told to aim (draw dies on the way, too)
            return tut.Outcome(False, _("It stopped short of ball 2: harder."))
        return tut.Outcome(False, _("Your ball did not touch ball 2: aim at it and try again."))
    # back to a cushion behind it and off again (it said "no volvió … más fuerte" to a ball
    # that came back so far it bounced forward past the contact)
    if end is None or (
        along(end) > met - tut.CAME_BACK and not _back_to_a_cushion(t, events, shot)
    ):
        return tut.Outcome(
            False, _("It did not come back: more draw (lower on the ball face), harder.")
        )
    return tut.Outcome(True, _("Draw: your ball came back after the hit."))


def _cushions_of(events: Any, ball: str) -> bool:
    """Whether ``ball`` met a cushion (a ball that stopped short of ball 2 after one went
    elsewhere first: an aim to mend, not a speed)."""
    return any(e.type == "ball_cushion" and e.get("ball") == ball for e in events)


def _back_to_a_cushion(t: Table, events: Any, shot: Shot) -> bool:
    """After meeting a ball, the first cushion the shot's ball reached, of those behind or
    ahead of where it was going, was behind (one that ran on to a cushion ahead and back is
    no draw; a side cushion clipped on the way back decides nothing)."""
    a = math.radians(shot.angle)
    ball = shot.ball
    contact = next(
        (e.t for e in events if e.type == "ball_ball" and ball in (e.get("a"), e.get("b"))), None
    )
    for e in events:
        if contact is None or e.t <= contact or e.type != "ball_cushion" or e.get("ball") != ball:
            continue
        inward = t.cushions[e["cushion"]].normal  # facing the table: the way the ball came from
        way = -(inward[0] * math.cos(a) + inward[1] * math.sin(a))
        if abs(way) > 0.5:
            return way < 0.0
    return False


def check_from_cabana(
    table: Table, before: Position, shot: Shot, events: Any, final: Position
) -> tut.Outcome:
    """A shot from the cabaña that the referee allows: a ball outside it met first, and no
    other foul (a miss, a pin first) — the rule, not the points, is what the step teaches."""
    j = referee(table, before, shot, events, final, in_hand=True)
    if j.foul is not None:
        return tut.Outcome(
            False, _("Foul: {reason}. Try again.").format(reason=foul_reason(j.foul))
        )
    if shot.ball == "2":
        return tut.Outcome(True, _("The mingo first: a good rematada."))
    return tut.Outcome(True, _("The mingo first: a good shot from the cabaña."))


def check_option(
    table: Table, before: Position, shot: Shot, events: Any, final: Position, option: str | None
) -> tut.Outcome:
    """With both balls inside the cabaña: an option declared, and the shot the referee allows
    under it (pasar crossed before a ball, no pasar stayed and met none, bricole the foot
    cushion first; no other foul)."""
    if option is None:  # the screen asks before the shot; a shot without is no game's
        return tut.Outcome(False, _("Declare pasar, no pasar or bricole first."))
    j = referee(table, before, shot, events, final, in_hand=True, option=option)
    if j.foul is not None:
        return tut.Outcome(
            False, _("Foul: {reason}. Try again.").format(reason=foul_reason(j.foul))
        )
    if option == "no_pasar":  # what follows it, which the step's table never shows
        return tut.Outcome(
            True,
            _("No pasar kept: in a partida your ball would go to the cabaña del mingo's string."),
        )
    return tut.Outcome(
        True, _("{option} declared and kept: no foul.").format(option=option_name(option))
    )


def check_score(
    table: Table, before: Position, shot: Shot, events: Any, final: Position
) -> tut.Outcome:
    j = referee(table, before, shot, events, final)
    if j.foul is not None:
        return tut.Outcome(
            False, _("Foul: {reason}. Try again.").format(reason=foul_reason(j.foul))
        )
    if j.points_shooter <= 0:
        return tut.Outcome(False, _("No pins down, no points: try again."))
    if j.chapo:
        return tut.Outcome(True, _("Chapó: all five pins, 30 points and the partida!"))
    # what fell, as the referee counts it (it said only "7 points!")
    fell = capfirst(words.pins(j.pins_down, translations())) if j.pins_down else ""
    if j.pocketed:
        sunk = _("{balls} pocketed").format(balls=words.balls(j.pocketed, translations()))
        fell = _("{pins} and {balls}").format(pins=fell, balls=sunk) if fell else capfirst(sunk)
    return tut.Outcome(True, _("{what}: {p} points!").format(what=fell, p=j.points_shooter))


def check_foul(
    table: Table, before: Position, shot: Shot, events: Any, final: Position
) -> tut.Outcome:
    j = referee(table, before, shot, events, final)
    if j.foul is None:
        return tut.Outcome(False, _("No foul that time: miss every ball."))
    return tut.Outcome(  # shown as a step passed: said as one ("Foul: …" in green read as praise)
        True,
        _("A foul, as asked: {reason}; {n} for the opponent.").format(
            reason=foul_reason(j.foul), n=j.points_opponent
        ),
    )


def check_lag(table: Table, events: Any, final: Position) -> tuple[tut.Outcome, float | None]:
    """The ball reached the foot cushion, touched neither the mingo nor a pin and stopped in
    the head quarter (the cabaña de salida). Also gives how far it stopped from the head
    cushion (m, ball's edge)."""
    xy = final.balls.get("1")
    gap = None if xy is None else xy[1] - table.ball_radius
    lost = lost_reason("1", events, final)
    if lost == "short":
        return tut.Outcome(False, _("A lag short of the foot cushion is lost: harder.")), gap
    if lost is not None:  # why, as the lag's line says it while aimed
        why = capfirst(lag_lost_said(lost))
        return tut.Outcome(False, _("{why}. Try again.").format(why=why)), gap
    assert xy is not None and gap is not None
    cm = _("{cm} cm").format(cm=decimal(gap * 100, 0))  # as the game's lag distances
    if table.in_cabana_salida(xy):
        return tut.Outcome(True, _("{cm} from the head cushion: a good lag.").format(cm=cm)), gap
    # short of the cabaña on its way back wants more speed; only one that came off the head
    # cushion was too hard (it said "softer" to a player who had struck too soft)
    head = any(
        e.type == "ball_cushion" and e["ball"] == "1" and e["cushion"] == "head" for e in events
    )
    if head:
        return tut.Outcome(False, _("{cm} from the head cushion: softer.").format(cm=cm)), gap
    return tut.Outcome(False, _("{cm} from the head cushion: harder.").format(cm=cm)), gap


#: Every shooting step's check, by the step's key.
SHOT_CHECKS: dict[str, Check] = {
    "power": lambda t, _before, shot, _evs, _fin, _o: tut.check_power(shot, t),
    "spin": lambda t, before, shot, evs, fin, _o: check_spin(t, shot, evs, before, fin),
    "lag": lambda t, _before, _shot, evs, fin, _o: check_lag(t, evs, fin)[0],
    "cabana": lambda t, before, shot, evs, fin, _o: check_from_cabana(t, before, shot, evs, fin),
    "rematada": lambda t, before, shot, evs, fin, _o: check_from_cabana(t, before, shot, evs, fin),
    "options": check_option,
    "score": lambda t, before, shot, evs, fin, _o: check_score(t, before, shot, evs, fin),
    "foul": lambda t, before, shot, evs, fin, _o: check_foul(t, before, shot, evs, fin),
}
