"""Helpers for the referee tests: hand-made event logs and positions on the match table."""

from __future__ import annotations

from chapo_game.events import Event, make
from chapo_game.position import PinState, Position
from chapo_game.rules import Match, MatchSettings, Phase, ShotContext
from chapo_game.shot import Shot
from chapo_game.table import PIN_IDS, get_table, normal_spot_of

T = get_table("match")
W, L, R = T.width, T.length, T.ball_radius
SPOT = T.spots


def pos(ball1=None, ball2=None, mingo="spot", pins=None) -> Position:
    """A position; ``mingo`` defaults to its normal spot (``None``: off the table); pins
    standing on their spots unless ``pins`` maps pin id -> PinState."""
    p = Position.initial(
        T, {"1": ball1, "2": ball2, "mingo": SPOT["mingo_normal"] if mingo == "spot" else mingo}
    )
    for pid, st in (pins or {}).items():
        p = p.with_pin(pid, st)
    return p


def down(p: Position, *pin_ids: str, by: str = "1") -> Position:
    """``p`` with the given pins knocked (lying 10 cm beyond their spot)."""
    for pid in pin_ids:
        x, y = p.pins[pid].xy
        p = p.with_pin(pid, PinState((x + 0.1, y), False, {"by": by, "ball": by}))
    return p


def log(*items: tuple) -> list[Event]:
    """``log(("ball_ball", 0.5, {"a": "1", "b": "mingo"}), ...)`` plus strike and rest."""
    evs = [make(0.0, "strike", ball="1", speed=3.0, cue="taco")]
    for typ, t, data in items:
        evs.append(make(t, typ, **data))
    evs.append(make(max([0.0] + [i[1] for i in items]) + 1.0, "rest"))
    return evs


def hit(t: float, a: str, b: str) -> tuple:
    return ("ball_ball", t, {"a": a, "b": b, "speed": 1.0})


def pin_down(t: float, pin: str, by: str = "1", ball: str = "1") -> tuple:
    return ("pin_down", t, {"pin": pin, "by": by, "ball": ball})


def cushion(t: float, ball: str, c: str) -> tuple:
    return ("ball_cushion", t, {"ball": ball, "cushion": c, "speed": 1.0})


def pocketed(t: float, ball: str, pocket: str = "foot_left") -> tuple:
    return ("pocketed", t, {"ball": ball, "pocket": pocket})


def off(t: float, ball: str, c: str = "foot") -> tuple:
    return ("off_table", t, {"ball": ball, "cushion": c, "speed": 9.0})


def ctx(ball="1", kind="play", cabana=None, option=None, ball1=2) -> ShotContext:
    return ShotContext(0 if ball == "1" else 1, ball, kind, cabana, option, ball1)


def shot(ball="1", angle=90.0, speed=3.0, cue="taco") -> Shot:
    return Shot.make(ball, angle, speed, cue=cue)


def lag_log(ya: float = 0.3, yb: float = 0.5, extra=()) -> tuple[list[Event], Position]:
    """A clean lag: both balls meet the foot cushion and stop at ``ya`` / ``yb``."""
    fin = pos((W / 4, ya), (3 * W / 4, yb))
    evs = [
        make(0.0, "strike", ball="1", speed=3.0, cue="taco"),
        make(0.0, "strike", ball="2", speed=3.0, cue="taco"),
        make(1.0, "ball_cushion", ball="1", cushion="foot", speed=1.0),
        make(1.0, "ball_cushion", ball="2", cushion="foot", speed=1.0),
        *[make(t, typ, **d) for typ, t, d in extra],
        make(5.0, "rest"),
    ]
    return evs, fin


def started(players=("Ana", "Luis"), **settings) -> Match:
    """A match after the lag: player 0 (Ana) won it and breaks with ball 1."""
    m = Match(players, MatchSettings(**settings))
    evs, fin = lag_log()
    m.lag(Shot.make("1", 90, 3), Shot.make("2", 90, 3), events=evs, final=fin)
    m.choose_break(True)
    assert m.phase == Phase.SALIDA
    return m


def play(m: Match, final: Position, *items: tuple, angle=90.0, cue="taco", speed=3.0):
    """Shoot for the player to move with a hand-made log; the log's strike uses his ball."""
    b = m.ball_to_play
    evs = [make(0.0, "strike", ball=b, speed=speed, cue=cue)]
    evs += [make(t, typ, **d) for typ, t, d in items]
    evs.append(make(max([0.0] + [i[1] for i in items]) + 1.0, "rest"))
    return m.shoot(Shot.make(b, angle, speed, cue=cue), events=evs, final=final)


def standing_all() -> dict[str, PinState]:
    return {p: PinState(SPOT[normal_spot_of(p)], True) for p in PIN_IDS}


def match_at(
    position: Position,
    to_move: int = 0,
    phase: Phase = Phase.PLAY,
    scores: tuple[int, int] = (0, 0),
    **settings,
) -> Match:
    """A match after the lag (player 0 plays ball 1) standing at ``position``, through the
    public record (so the position is validated like a loaded match)."""
    d = started(**settings).to_json()
    d.update(position=position.to_json(), phase=phase.value, to_move=to_move, scores=list(scores))
    return Match.from_json(d)
