"""The guided first game ("Aprender a jugar"): its steps, the position each is played from, and how
each step is checked by what the player did — never by a timer or a click on "next".

Aim, power, spin, the lag, placing the ball in hand, striking from the cabaña, the rematada from
the cabaña del mingo, declaring an option with both balls inside the cabaña, a scoring shot (and
what a chapó is) and a foul, in that order, on the real table with the real physics (its
positions: :mod:`.tutorial_positions`). Shots are checked against the physics' result here and,
for the lag, from the cabaña, for the option, the scoring shot and the foul, against the
referee's own judgement (:mod:`.tutorial_judged`), so what the tutorial says is what a game
would say.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from chapo_game.i18n import N_, _, decimal
from chapo_game.position import Position, position_problems
from chapo_game.shot import Shot
from chapo_game.table import Table

from . import tutorial_positions as at
from .draw.cue import Course, straight_course
from .lengths import table_lengths

NEAR_MISS = 10.0  # degrees off the mingo within which a line beside it is told so
POWER_RANGE = (1.0, 1.5)  # table lengths the power step asks for (cushions counted)
NEAR_RANGE = 1.5  # a try within this factor of POWER_RANGE is "a little" off; further, "much"
DRAW_SPIN = -0.2  # at least this much draw (tip offset, ball radii) for the spin step
CAME_BACK = 0.1  # m the ball must come back from where it met ball 2, for the spin step


@dataclass(frozen=True)
class Step:
    """One step: ``key``, a title and an instruction (marked for translation), what the player
    does (``aim``: aim only, ``shoot``: a shot, ``place``: put the ball in hand down) and the
    position it starts from."""

    key: str
    title: str
    text: str
    kind: str
    setup: Callable[[Table], Position]
    #: balls the referee does not allow first here (inside the cabaña the ball in hand is
    #: played from), marked as in a game
    forbidden: tuple[str, ...] = ()
    #: both other balls are in the cabaña: an option is declared before the shot (guide 4)
    declare: bool = False
    #: the ball the learner plays (ball 2 in the rematada) and the cabaña it is in hand in
    ball: str = "1"
    cabana: str = "salida"
    #: the ball the aim starts at: the one to hit, or the one that is the foul from a cabaña
    #: (its mark and the guide's warning seen first)
    first_aim: str = "mingo"
    #: what the step says once its option is declared (marked for translation): its text
    #: told of the buttons, gone from the table by then
    declared_text: str = ""
    #: what the step says to a finger (marked for translation): it has no pointer, no keys
    finger_text: str = ""

    def said(self, declared: bool, by_finger: bool = False) -> str:
        """The step's instruction (its message id), once an option is declared or before, to
        a finger (``by_finger``: :attr:`.touch.OnePointer.by_finger`) or the mouse."""
        if declared and self.declared_text:
            return self.declared_text
        return self.finger_text if by_finger and self.finger_text else self.text


@dataclass(frozen=True)
class Outcome:
    """``passed``: the step is done; ``message``: what the player is told about his try."""

    passed: bool
    message: str


STEPS: tuple[Step, ...] = (
    Step(
        "aim",
        N_("Aim"),
        N_(
            "Move the pointer over the table (or Left/Right): the cue follows it. "
            "Aim at the mingo, the red ball with the star."
        ),
        "aim",
        at.aim_position,
        finger_text=N_(
            "Touch the table and slide your finger: the cue follows it. Aim at the mingo, the "
            "red ball with the star."
        ),
    ),
    Step(
        "power",
        N_("Power"),
        N_(
            "With the pointer where you aim, press, pull back and release (or Up/Down, then "
            "Space). The bar shows the speed and how many table lengths the ball runs, up and "
            "down. Strike with 1 to 1½ lengths."
        ),
        "shoot",
        at.aim_position,
        finger_text=N_(
            "Touch the table where you aim, drag your finger back and lift it to strike. The bar "
            "shows the speed and how many table lengths the ball runs, up and down. Strike with "
            "1 to 1½ lengths."
        ),
    ),
    Step(
        "spin",
        N_("Spin"),
        N_(
            "Press the lower half of the ball face in the panel (or S, three or four times) for "
            "draw, then hit ball 2 firmly, 3 m/s or so: after the hit your ball comes back."
        ),
        "shoot",
        at.spin_position,
        first_aim="2",
    ),
    Step(
        "lag",
        N_("The lag"),
        N_(
            "To choose the break, the ball goes to the foot cushion and back: nearest the head "
            "cushion wins. The dotted line and the mark beside the power bar give the speed "
            "(Up/Down with Shift: finer). Stop it in the head quarter."
        ),
        "shoot",
        at.lag_position,
        finger_text=N_(
            "To choose the break, the ball goes to the foot cushion and back: nearest the head "
            "cushion wins. The dotted line and the mark beside the power bar give the speed as "
            "you drag your finger back. Stop it in the head quarter."
        ),
    ),
    Step(
        "place",
        N_("Ball in hand"),
        N_(
            "For the salida (the break), and after your ball went into a pocket or off the "
            "table, you place it inside the shaded cabaña (the quarter of the table at each "
            "end). Move the pointer (or the arrows) and press inside it (or Enter)."
        ),
        "place",
        at.hand_position,
        finger_text=N_(
            "For the salida (the break), and after your ball went into a pocket or off the table, "
            "tap where it goes in the shaded cabaña (the quarter of the table at each end)."
        ),
    ),
    Step(
        "cabana",
        N_("From the cabaña"),
        N_(
            "With the ball in hand, the first ball you hit must be outside the cabaña. Ball 2 "
            "is inside it (marked with a cross): hit the mingo first."
        ),
        "shoot",
        at.cabana_position,
        forbidden=("2",),
        first_aim="2",
    ),
    Step(
        "rematada",
        N_("The rematada"),
        N_(
            "The rematada is the other player's reply to the salida: ball 2 in hand from the "
            "cabaña del mingo, at the far end, and the first ball it meets must be outside that "
            "cabaña. Ball 1 ran into it (marked with a cross): hit the mingo."
        ),
        "shoot",
        at.rematada_position,
        forbidden=("1",),
        ball="2",
        cabana="mingo",
        first_aim="1",
    ),
    Step(
        "options",
        N_("Both balls inside"),
        N_(
            "With both other balls inside the cabaña you declare your shot: pasar or no pasar "
            "(crossing the línea media, the middle line, or not) or bricole (the foot cushion "
            "before any ball; X: the seco cue, tipless, for a bricole only). The buttons choose, "
            "the arrows and Enter too; the cue starts on a shot that keeps it."
        ),
        "shoot",
        at.options_position,
        forbidden=("2", "mingo"),
        declare=True,
        declared_text=N_(
            "The cue starts on a shot that keeps what you declared: strike, or aim your own "
            "(for a bricole, the Seco cue button or X). A foul? The next try asks again."
        ),
        finger_text=N_(
            "With both other balls inside the cabaña you declare your shot: pasar or no pasar "
            "(crossing the línea media, the middle line, or not) or bricole (the foot cushion "
            "before any ball; the Seco cue button: tipless, for a bricole only). Tap a button; "
            "the cue starts on a shot that keeps it."
        ),
    ),
    Step(
        "score",
        N_("A scoring shot"),
        N_(
            "Your ball must touch another ball before any pin falls (a line on which your ball "
            "knocks a pin down first ends in a red cross; past a pin it only grazes, it runs "
            "on). Hit the mingo into the pins: a lateral (a side pin) "
            "is 2, the rey (the middle pin) alone 5, the rey with one, two or three laterals 5, "
            "7 or 9; all five at once is chapó: 30 points and the partida."
        ),
        "shoot",
        at.score_position,
    ),
    Step(
        "foul",
        N_("A foul"),
        N_(
            "Fouls give points to the opponent. Strike so that your ball touches no other "
            "ball, and see what the referee says."
        ),
        "shoot",
        at.foul_position,
    ),
)


def angle_to(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def check_aim(
    position: Position,
    angle: float,
    table: Table,
    course: Course | None = None,
    way: float | None = None,
) -> Outcome:
    """The guide's line ends on the mingo, however thin the cut (within 2° of its centre only,
    a cut drawn on it went unanswered): the simulated ``course`` (:meth:`~.scenes.aim_helps.
    AimHelps.guide_simulation`), else, none or short (the soft stroke), the straight line along
    ``way`` (the launch angle), as the guide draws it. A pin first, or a line within
    :data:`NEAR_MISS` beside the mingo, is told what is wrong with it."""
    b, m = position.balls["1"], position.balls["mingo"]
    assert b is not None and m is not None
    off = abs((angle - angle_to(b, m) + 180.0) % 360.0 - 180.0)
    line = course
    if line is None or line.short or len(line.points) < 2:
        pins = position.standing_pins()
        line = straight_course(table, "1", position.balls, b, angle if way is None else way, pins)
    if line.ball == "mingo":
        return Outcome(True, _("Aimed at the mingo."))
    if line.pin is not None:
        return Outcome(
            False,
            _("Aimed that way, your ball meets a pin first: aim at the mingo clear of the pins."),
        )
    if off <= NEAR_MISS:
        return Outcome(
            False, _("Aimed that way, your ball passes beside the mingo: turn the cue onto it.")
        )
    return Outcome(False, "")


def check_power(shot: Shot, table: Table) -> Outcome:
    """In :data:`POWER_RANGE`, or told which way to go and how far: "a little" only within
    :data:`NEAR_RANGE` of it. Every miss was "a little" harder or softer, and the first try, at
    the soft power the step opens on (0.3 lengths, a quarter of what is asked), or a full pull
    (4 lengths), read as nearly right."""
    n = table_lengths(shot.speed, shot.vertical, table)
    lo, hi = POWER_RANGE
    said = decimal(n, 1)
    if lo <= n <= hi:
        return Outcome(True, _("{n} table lengths: well judged.").format(n=said))
    if n < lo:
        near = n >= lo / NEAR_RANGE
        text = (
            _("{n} table lengths: a little harder.")
            if near
            else _("{n} table lengths: much harder.")
        )
    else:
        near = n <= hi * NEAR_RANGE
        text = (
            _("{n} table lengths: a little softer.")
            if near
            else _("{n} table lengths: much softer.")
        )
    return Outcome(False, text.format(n=said))


def check_place(table: Table, position: Position, xy: tuple[float, float]) -> Outcome:
    """Inside the cabaña de salida, on the cloth, on no ball or pin."""
    if not table.in_cabana_salida(xy):
        return Outcome(False, _("Not there: outside the cabaña."))
    placed = position.with_ball("1", xy)
    if next(position_problems(placed, table), None) is not None:
        return Outcome(False, _("Not there: on another ball, a pin, a pocket or a cushion."))
    return Outcome(True, _("Placed: now you would strike from there."))
