"""The tutorial's step with both balls inside the cabaña: the options' question asked as a game
asks it (:mod:`.game.options`), the option declared, and what the guide then says of the balls.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.ai.start_options import option_start
from chapo_game.i18n import _
from chapo_game.position import Position
from chapo_game.table import BALL_IDS

from .. import tutorial as tut
from ..aim import AimControl, AimState
from ..draw.view import TableView
from ..drills import practice_match
from ..focus import ButtonFocus
from ..option_texts import declared_said, in_hand_said
from ..power import power_for_speed
from ..powerbar import power_to_speed
from ..widgets import button_height
from .game.options import (
    choose_with,
    draw_question,
    lay_out,
    option_box,
    option_buttons,
    put_out,
)


def option_start_at(position: Position, option: str) -> tuple[float, float] | None:
    """Where a game points the cue once ``option`` is declared with ball 1 in hand at
    ``position`` (:func:`chapo_game.ai.start_options.option_start`, on the match the step
    stands for, as practice builds a drill's situation: :func:`..drills.practice_match`)."""
    m = practice_match(
        position, "1", situation={"phase": "ball_in_hand", "declared_option": option}
    )
    xy = position.balls.get("1")
    return None if m is None or xy is None else option_start(m, xy)


class TutorialOptions:
    """Mixed into the tutorial's screen, whose aim, view, light and message it uses."""

    app: Any
    view: TableView
    aim: AimControl
    focus: ButtonFocus

    def tell(self, judged: Any) -> tut.Outcome: ...

    position: Position

    def init_options(self) -> None:
        self.declared: str | None = None
        self.tried: str | None = None  # the option of the try before, on a try again
        self.asked_power = AimState.power  # the power when the question was last asked
        self.option_buttons = option_buttons(self.declare)

    def asking(self, step: tut.Step | None) -> bool:
        """The question is on the table: the step asks for an option, none declared yet."""
        return step is not None and step.declare and self.declared is None

    def step_said(self, step: tut.Step) -> str:
        """The step's instruction for the caption: what it says once its option is declared,
        else to the hand on the pointer (a finger has no pointer to move nor keys)."""
        return _(step.said(self.declared is not None, self.app.pointer.by_finger))

    def undeclare(self, again: bool = False) -> None:
        """Asked again at every try (as a game asks at every ball in hand): the taco back, no
        choice lit; a new step's first declaration sets the cue on a shot that keeps it, and
        so does a try again's declaring another option than the try before (the cue stayed on
        the mingo, a foul under pasar and bricole both, where the caption says the cue is set
        on a shot that keeps it); the same option again keeps the player's own aim."""
        self.tried = self.declared if again else None
        self.declared = None
        self.set_start = not again
        self.asked_power = self.aim.state.power  # another at the declaration is his own
        self.aim.seco_allowed = False
        self.aim.state.cue = "taco"
        self.focus.index = None

    def declare(self, option: str) -> None:
        """The option declared, said in the top bar as the game's call bar says it (the
        question gone, nothing else on the screen told what was chosen); bricole allows the
        seco cue (guide 4)."""
        self.declared = option
        self.tell(lambda: tut.Outcome(True, declared_said(option)))
        self.aim.seco_allowed = option == "bricole"
        self.drop_option_light()
        if self.set_start or option != self.tried:  # as a game does: a learner who strikes
            # at once keeps it (the cue stayed on the mingo, a foul under all three, and no
            # bank was ever shown)
            self.set_start = False
            start = option_start_at(self.position, option)
            if start is not None:
                self.aim.state.angle = start[0]
                if self.aim.state.power == self.asked_power:  # set while asked: kept
                    self.aim.state.power = power_for_speed(start[1], power_to_speed)

    def drop_option_light(self) -> None:
        """No option lit (Tab lit Skip step beside a lit option, and Enter skipped the step)."""
        put_out(self.focus, self.option_buttons)

    def lay_out_options(self) -> None:
        f, bh = self.app.fonts, button_height(self.app.size)
        lay_out(self.option_buttons, option_box(self.view, f, bh), f, bh)

    def options_event(self, ev: pygame.event.Event) -> None:
        choose_with(self.focus, ev, self.option_buttons, enter_lights=True)

    def draw_options(self, surf: pygame.Surface) -> None:
        box = option_box(self.view, self.app.fonts, button_height(self.app.size))
        draw_question(surf, self.app.fonts, box, self.option_buttons)

    def first_ball_said(self, step: tut.Step) -> dict[str, str]:
        """What the guide says of a ball met first from the cabaña, as a game's guide says it."""
        seco = self.aim.struck()[2] == "seco"
        others = [b for b in BALL_IDS if b != step.ball]
        return in_hand_said(others, self.declared, step.forbidden, seco) if step.forbidden else {}

    def marked(self, step: tut.Step) -> tuple[str, ...]:
        """The balls ringed red: inside the cabaña, while meeting them first is the foul (once
        pasar or bricole is declared they are what the shot goes round to)."""
        return step.forbidden if self.declared in (None, "no_pasar") else ()
