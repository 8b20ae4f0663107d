"""The guided first game ("Aprender a jugar"): the steps of :mod:`..tutorial` played on the real
table. The top bar says which step this is and how the last try went, with buttons to skip the
step or leave; the caption bar under the table says what to do. A step passes only when the
player has done it; a try that misses starts the step again from its position.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.position import Position
from chapo_game.shot import Shot

from .. import tutorial as tut
from ..aim import AimControl
from ..draw.marks import mark_forbidden
from ..focus import TabFocus
from ..keyrepeat import is_repeat
from ..tutorial_judged import SHOT_CHECKS
from ..widgets import TEXT, Button, layout_row
from . import tutorial_draw as td
from .game.options import put_out
from .pause import PauseScene
from .tablescene import TableScene
from .tutorial_aim import TutorialAim
from .tutorial_hand import Judged, TutorialHand
from .tutorial_linger import TutorialLinger
from .tutorial_options import TutorialOptions


class TutorialScene(TutorialHand, TutorialLinger, TutorialOptions, TutorialAim, TableScene):
    """One step at a time; ``index`` == len(STEPS) is the closing screen."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.index = 0
        self.hand: tuple[float, float] | None = None  # the ball in hand, before it is placed
        self.before: Position = self.position
        self.aim = AimControl(
            "1",
            lambda: self.position.balls.get(self.aim.ball),
            self.shoot,
            # Strike greyed while asked, and in the steps that ask for no shot (it was drawn
            # ready in the aim step, and a press did nothing and said nothing)
            busy=lambda: self.animating or self.asking(self.step) or self.strikes_nothing(),
        )
        self.nav = [
            Button(lambda: _("Previous step"), self.previous, name="previous", enabled=self.back),
            Button(lambda: _("Skip step"), self.skip, name="skip", enabled=lambda: not self.over),
            Button(lambda: _("Pause"), lambda: app.push(PauseScene(app)), name="pause"),
        ]
        self.tab_focus = TabFocus()
        self.init_options()
        self.end_buttons = [
            Button(lambda: _("Start again"), self.start_again, name="again"),
            Button(lambda: _("Against the computer"), lambda: td.to_a_game(app), name="play"),
            Button(lambda: _("Menu"), app.to_menu, name="end_menu"),
        ]
        self.done_steps: set[int] = set()  # the steps done, not skipped: the end says which
        self.layout()
        self.start_step()

    # ------------------------------------------------------------------ steps
    @property
    def over(self) -> bool:
        return self.index >= len(tut.STEPS)

    @property
    def step(self) -> tut.Step | None:
        return None if self.over else tut.STEPS[self.index]

    def start_step(self, again: bool = False) -> None:
        """The step's position, nothing in hand; for a new step a fresh aim (soft, no spin, off
        the mingo in the aim step; a placed ball gives them back: ``keep_stroke``), no lag mark."""
        step = self.step
        self.end_linger()
        self.held_over = not again  # a key held into a new step repeats nothing there
        if step is None:  # the end: nothing lit (an Enter to go on restarted it all, unseen)
            self.focus.index = None
            return self.focus.show(self.end_buttons)
        self.position = step.setup(self.table)
        self.quats, self.pin_dirs, self.trace = {}, {}, {}
        self.hand = None
        if again:
            return self.undeclare(again)
        self.replay_record = None  # a new step: the last step's shot is not this one's to watch
        self.aim.hint_speed = None  # the lag's mark, not cleared where the ball is in hand
        self.aim.state.side = self.aim.state.vertical = 0.0
        self.aim.state.cue = "taco"
        self.aim.state.power = 0.3  # soft: the power step asks for more, set by the player
        self.undeclare()  # asked at this power (the last step's was taken for the player's)
        self.aim.ball = step.ball
        b = self.position.balls.get(step.ball)
        target = self.position.balls.get(step.first_aim)
        if step.key == "lag":
            self.aim.state.angle = 90.0
        elif b is not None and target is not None:
            off = 35.0 if step.key == "aim" else 0.0
            self.aim.state.angle = (tut.angle_to(b, target) + off) % 360.0
        self.keep_stroke()  # after the ball in hand, the stroke set while placing it

    def strikes_nothing(self) -> bool:
        """The step asks for no shot: an aim (step 1), or the ball in hand put down."""
        return self.step is not None and self.step.kind in ("aim", "place")

    def advance(self, judged: Judged, linger: bool = False) -> None:
        """The try's result (``judged``: the step's check of it): on to the next step, or the
        same step again. A passed shot or ball in hand (``linger``) leaves its table a moment
        first; a passed aim goes on at once, the learner's cue carried onto the mingo into the
        power step, its word staying in the top bar."""
        outcome = self.tell(judged)
        if outcome.passed:
            self.done_steps.add(self.index)
            self.index += 1
            self.app.sound.play("partida" if self.over else "step")  # all done: a fanfare
        if outcome.passed and linger:  # the last one too, before the closing panel covers it
            self.lingering = True  # what fell, where the ball was put, stays until a key
            self.held_over = True  # the Enter that put the ball down, held, goes not on
        else:
            self.start_step(again=not outcome.passed)

    def start_again(self) -> None:
        self.done_steps.clear()
        self.go_to(0)

    def skip(self) -> None:
        if self.lingering:  # the step its title names, not past it (it was never seen)
            return self.start_step()
        if not self.over and not self.animating:
            self.go_to(self.index + 1)

    def back(self) -> bool:
        return self.index > 0 and not self.animating

    def previous(self) -> None:
        """The step before (a Skip step pressed by mistake was undone only from the end)."""
        if self.back():
            self.go_to(self.index - 1)

    def go_to(self, index: int) -> None:
        """To step ``index``, no step button lit (Enter skipped step 5 too, said to place)."""
        self.index = index
        self.tell(None)
        put_out(self.tab_focus, self.nav)
        self.start_step()

    # ------------------------------------------------------------------ actions
    def shoot(self, shot: Shot) -> None:
        step = self.step
        if step is None or step.kind != "shoot" or self.animating or self.asking(step):
            return
        self.before = self.position
        self.run_shot(shot, lambda result: self._done(step, shot, result))

    def update(self) -> None:
        super().update()
        self.judge_aim()  # on the guide as it stands, a simulation landed with no input

    def _done(self, step: tut.Step, shot: Shot, result: Any) -> None:
        if result is None:
            self.advance(lambda: tut.Outcome(False, _("The simulation failed; try again.")))
            return
        self.position = result.final
        check, table, before = SHOT_CHECKS[step.key], self.table, self.before
        final, option, events = result.final, self.declared, result.events
        self.advance(lambda: check(table, before, shot, events, final, option), linger=True)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        super().layout()
        if not hasattr(self, "aim"):
            return
        f = self.app.fonts
        pad = f.px(8)
        bar = self.top_rect.inflate(-2 * pad, -2 * pad)
        w = round(bar.width * 0.42)
        right = pygame.Rect(bar.right - w, bar.y, w, bar.height)
        layout_row(self.nav, right, pad)
        self.aim.layout(self.side_rect, f)
        self.lay_out_options()
        td.lay_out_end(self.end_buttons, self.view.playing_rect(), self.app)

    # ------------------------------------------------------------------ events
    def handle(self, ev: pygame.event.Event) -> None:
        # an arrow held through a step's end stops there (held on, it turned the aim step's
        # aim off the mingo, the next step then saying "aimed" over a pin foul)
        if ev.type == pygame.KEYDOWN:
            if is_repeat(ev) and self.held_over:
                return
            self.held_over = False
        if not self._screen_event(ev):
            self._step_event(ev)

    def _screen_event(self, ev: pygame.event.Event) -> bool:
        """What the screen does on any step (True: the event was used): replay and
        fast-forward, Esc for the pause, the lights and presses of the step buttons, Menu and,
        at the end, the closing panel's."""
        if self.watch_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.push(PauseScene(self.app))
            return True
        # at the end the aim is gone: the arrows light "Start again" or "Menu", Enter presses
        done = self.over and not self.lingering  # the closing panel, once the last shot was seen
        if done and self.focus.handle(ev, self.end_buttons):
            return True
        if not done and self.tab_focus.handle(ev, self.nav):  # Tab: the step buttons, Menu
            self.drop_option_light()  # one light at a time: Enter presses the one seen
            return True
        return any(b.handle(ev) for b in self.nav + (self.end_buttons if done else []))

    def _step_event(self, ev: pygame.event.Event) -> None:
        """The step's own play: going on from a passed step, placing the ball in hand,
        declaring an option, aiming and striking."""
        step = self.step
        if self.go_on_event(ev):  # a key or click goes on, and does nothing else
            return
        if step is None or self.animating or self.lingering:
            return
        if step.kind == "place":
            self.place_event(ev)
            return
        if self.asking(step):  # spin and power may be set meanwhile, as in a game
            if self.aim.panel_event(ev):
                self.drop_option_light()  # Space declared an option no longer shown lit
            else:
                self.options_event(ev)
            return
        self.aim.handle(ev, self.view)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        self.draw_table(surf)
        # lingering, the next step's title and message only: none of its controls
        step = None if self.lingering else self.step
        f = self.app.fonts
        if step is not None and step.kind == "place" and not self.animating:
            self.draw_hand(surf)
        elif step is not None and not self.animating:
            if step.forbidden:  # played from the cabaña: it is shown, its balls marked
                td.shade_cabana(surf, self.view, self.table, step.cabana)
                mark_forbidden(surf, self.view, self.position, self.marked(step))
            if self.asking(step):  # the question over the far half, no cue yet
                self.draw_options(surf)
            else:
                self.draw_aiming(surf, step)
        if step is not None:  # the ball in hand's too: a game's shows it (it lay empty)
            self.aim.draw_panel(surf, f)
        self.draw_watch(surf)
        self._draw_top(surf)
        for b in self.nav:
            b.draw(surf, f, 22)
        if self.over and not self.lingering:
            self._draw_end(surf)
        elif step is not None:
            self.draw_caption(surf, [(self.step_said(step), TEXT)])
        elif self.lingering:  # the passing shot's table: the bar lay empty, as if stalled
            self.draw_caption(surf, [(td.lingering_said(self.step, self.app.pointer), TEXT)])

    def _draw_top(self, surf: pygame.Surface) -> None:
        f = self.app.fonts
        bar = self.top_rect.inflate(-2 * f.px(16), -f.px(8))
        bar.width = self.nav[0].rect.x - bar.x - f.px(12)
        rows = td.top_rows(self.step, self.index, self.message_now(), self.passed, self.animating)
        td.draw_rows(surf, f, bar, rows)

    def replay_said(self) -> str:
        """What the tutorial said of the try, at its replay's end (a game's replay ends on the
        referee's calls; the tutorial's ended on its keys alone)."""
        return self.message_now()

    def _draw_end(self, surf: pygame.Surface) -> None:
        skipped = len(tut.STEPS) - len(self.done_steps)
        td.draw_end(surf, self.app, self.view.playing_rect(), self.end_buttons, skipped)
        self.draw_caption(surf, [(line, TEXT) for line in td.end_caption()])
