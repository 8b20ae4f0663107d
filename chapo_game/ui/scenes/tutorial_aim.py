"""The tutorial's aiming: every guide drawn whatever the setting, and the aim step judged on the
line that guide shows — the same simulated shot, or the same straight line where none stands
behind it — never on a line of its own. Mixed into the tutorial's screen (:mod:`.tutorial`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.position import Position
from chapo_game.table import Table

from .. import tutorial as tut
from ..aim import AimControl
from ..draw.cue import launch_angle
from ..guides import Guides, simulated_fouls
from ..simpaths import CuePath
from .tutorial_hand import Judged

#: Every guide, whatever the setting: the steps' words point at the dotted line, the speed's
#: mark and the red cross (with the guide off they pointed at nothing).
TAUGHT = Guides(True, True, True, advice=True)


class TutorialAim:
    """Mixed into the tutorial's screen, whose aim, position, guide and steps it uses."""

    aim: AimControl
    position: Position
    table: Table
    cue_path: Any
    declared: str | None
    animating: bool
    lingering: bool

    # the screen's, and the table screen's guide (:class:`~.aim_helps.AimHelps`): declared,
    # not stubbed — a stub here would stand before the table screen's own
    step: tut.Step | None
    message: str
    advance: Callable[[Judged], None]
    tell: Callable[[Judged | None], tut.Outcome]
    first_ball_said: Callable[[tut.Step], dict[str, str]]
    draw_aim_helps: Callable[..., None]
    guide_simulation: Callable[..., Any]

    def taught_fouls(self, step: tut.Step) -> tuple[str, ...]:
        """The simulated fouls the guide foresees at ``step``: none where power is not taught
        yet (the aim step opens on a stroke too soft to reach the mingo, and its line stopped
        "too soft")."""
        return () if step.key == "aim" else simulated_fouls(self.declared)

    def draw_aiming(self, surf: pygame.Surface, step: tut.Step) -> None:
        fouls, lag = self.taught_fouls(step), step.key == "lag"
        said = self.first_ball_said(step)
        self.draw_aim_helps(surf, step.ball, self.aim, TAUGHT, lag, said, fouls)

    def judge_aim(self) -> None:
        """The aim step passes once its guide, this frame, ends on the mingo: judged on the
        simulation the guide draws (:meth:`~.aim_helps.AimHelps.guide_simulation`, the very
        call), so a try passes as its simulation lands, with no input, where the guide's line
        runs past a pin it only grazes to the mingo (judged on each event alone, on the
        straight line, the step kept failing an aim the guide showed reaching it). While the
        guide shows a near aim's simulation, its own being worked out, nothing is judged: that
        one is another shot, at another power too. A line not on the mingo is told what is
        wrong with it in the top bar, while it is (:func:`~..tutorial.check_aim`): a thin cut
        the guide drew on the mingo was left without a word, and neither passed."""
        step = self.step
        if step is None or step.kind != "aim" or self.animating or self.lingering:
            return
        shot = self.aim.shot()
        landed = self.cue_path.cache.has(CuePath.key(self.position, shot))
        sim = self.guide_simulation(shot, self.aim.state.power, TAUGHT, self.taught_fouls(step))
        if sim is not None and not landed:
            return
        course = None if sim is None else sim.course
        way = launch_angle(shot, self.cue_path.params)
        position, table = self.position, self.table

        def judged() -> tut.Outcome:
            return tut.check_aim(position, shot.angle, table, course, way)

        outcome = judged()
        if outcome.passed:
            self.advance(judged)
        elif outcome.message != self.message:  # what is wrong with the line, while it is
            self.tell(judged)
