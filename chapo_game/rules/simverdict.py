"""The referee's part of ``chapo sim``: ``--phase play|ball-in-hand|salida|rematada`` (and
``--option pasar|no-pasar|bricole``) add ``"verdict"`` to the JSON document.

Player 0 plays ball 1 and player 1 ball 2 (``"shooter"``/``"next_player"`` are these indexes).
The position is the one before the shot, ball in hand already placed. Nothing is printed when
the phase or option is wrong: they are checked before the shot is simulated.

One shot knows no score, so there is no "por N"; a chapó ends the partida, and since one shot
does not know who broke it (the next partida's breaker), ``"next_player"`` is then ``null``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace
from typing import Any

from ..errors import InputError
from ..position import Position
from ..shot import Shot
from ..table import Table
from .judge import KINDS, ShotContext
from .referee import hand_cabana, options_offered, ordered_calls, referee_shot, turn_calls

NAMES = ("Jugador 1", "Jugador 2")
PHASE_SPELLING = {k.replace("_", "-"): k for k in KINDS}
OPTION_SPELLING = {"pasar": "pasar", "no-pasar": "no_pasar", "bricole": "bricole"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--phase",
        default=None,
        help="judge the shot as the referee: " + "|".join(PHASE_SPELLING) + ' (adds "verdict")',
    )
    p.add_argument(
        "--option",
        default=None,
        help="ball-in-hand option when both other balls are inside the cabaña: "
        + "|".join(OPTION_SPELLING),
    )


@dataclass(frozen=True)
class SimReferee:
    table: Table
    position: Position
    shot: Shot
    ctx: ShotContext

    def verdict(self, result: Any) -> dict[str, Any]:
        out = referee_shot(
            self.table, self.position, self.shot, result.events, result.final, self.ctx, names=NAMES
        )
        v = out.verdict
        nxt = 1 - self.ctx.shooter
        nball = "2" if self.ctx.ball == "1" else "1"
        after = out.respotted.position
        if self.ctx.kind == "salida":
            kind = "rematada"
        elif after.balls.get(nball) is None:
            kind = "ball_in_hand"
        else:
            kind = "play"
        cab = hand_cabana(self.table, kind, after, nball)
        if out.judgement.chapo_awarded:  # the partida is over: nothing is played on
            return replace(v, announcements=out.facts, next_player=None).to_json()
        turn = []
        if not out.respotted.rey_choices:
            turn = turn_calls(self.table, after, nxt, nball, NAMES, cab, kind)
        calls = ordered_calls(out.facts, (), (), out.put_back, turn)
        return replace(v, announcements=calls).to_json()


def prepare(
    args: argparse.Namespace, table: Table, position: Position, shot: Shot
) -> SimReferee | None:
    """Validate ``--phase``/``--option`` (before simulating); ``None`` without ``--phase``."""
    phase = getattr(args, "phase", None)
    option = getattr(args, "option", None)
    if phase is None:
        if option is not None:
            raise InputError("--option", "only with --phase ball-in-hand, salida or rematada")
        return None
    if phase not in PHASE_SPELLING:
        raise InputError("--phase", f"unknown phase {phase!r} ({'|'.join(PHASE_SPELLING)})")
    kind = PHASE_SPELLING[phase]
    ball = shot.ball
    cab = hand_cabana(table, kind, position, ball)
    xy = position.balls.get(ball)
    if cab is not None and xy is not None and not table.in_cabana(cab, xy):
        # ball in hand is placed inside its cabaña (art. 12); judged from outside, the
        # verdict would be of a shot the rules do not allow
        where = "de salida" if cab == "salida" else "del mingo"
        raise InputError("--phase", f"ball {ball} is in hand: place it inside the cabaña {where}")
    offered = options_offered(table, position, ball, cab)
    opt = None
    if option is not None:
        if option not in OPTION_SPELLING:
            raise InputError("--option", f"unknown option {option!r} ({'|'.join(OPTION_SPELLING)})")
        if not offered:
            raise InputError(
                "--option", "not on offer: only with ball in hand and every other ball inside"
            )
        opt = OPTION_SPELLING[option]
    elif offered:
        raise InputError(
            "--option",
            "every other ball is inside the cabaña: declare " + "|".join(OPTION_SPELLING),
        )
    ctx = ShotContext(shooter=0 if ball == "1" else 1, ball=ball, kind=kind, cabana=cab, option=opt)
    return SimReferee(table, position, shot, ctx)
