"""Practice: set up any position, play any ball, repeat, undo, see where the balls went.

Edit mode (E): drag any ball or pin; click a pin to knock it down or stand it up, the wheel,
R or Girar palo turns one that is down; drag a ball off the table to remove it, its key (1, 2,
3) brings it back. Shoot mode: as in a game, any ball (keys 1, 2, 3); the ball played that
falls comes back, as a game gives it in hand. R repeats the last shot, U (Ctrl+Z) undoes the
last shot or edit, T shows the last shot's trace, the drill button lists the drills (ready-made
and kept) and Guardar posición keeps the table's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.position import Position
from chapo_game.shot import Shot

from ..aim import AimControl
from ..drills import start_angle
from ..focus import TabFocus
from ..guides import guides_for
from ..replay import Words, said_now
from ..widgets import ACCENT, Button, button_height, layout_row
from .pause import PauseScene
from .practice_advice import PracticeAdvice
from .practice_edit import PositionEditor
from .practice_goals import DrillGoals, as_left
from .practice_kept import KeptPositions
from .practice_keys import PracticeKeys
from .practice_rings import EditRings
from .practice_table import back_said, brought_back
from .practice_undo import Undo
from .tablescene import TableScene


class PracticeScene(
    PracticeKeys,
    DrillGoals,
    KeptPositions,
    PositionEditor,
    EditRings,
    PracticeAdvice,
    TableScene,
):
    """The practice table: one player, any position, any ball."""

    shot_left: Position | None = None  # the table as the last shot left it (before edits)
    shot_said: Words = ""  # what the last shot did, as its replay ends on it

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.init_kept()  # the drills: the ready-made ones and the kept positions
        self.init_goals()
        self.drill_index = 0
        self.position = self.drill_list[0][1]
        self.history: list[Undo] = []  # to undo to, the last UNDO_STEPS (.practice_undo)
        self.last_shot: tuple[Position, Shot] | None = None
        self.uncounted = ""  # why the shot rolling is left out of the tally (.practice_verdict)
        self.ball = "1"
        self.edit, self.show_trace = False, True
        self.grab: tuple[str, str] | None = None  # ("ball"|"pin", id)
        # what keeping the position, or the last drop, said: until the next action
        self.kept_note = None
        self.summary = ""
        self.caption_before = ""  # the caption when the last shot was struck
        self.aim = AimControl(
            self.ball,
            lambda: self.position.balls.get(self.ball),
            self.shoot,
            busy=lambda: self.animating or self.edit or self.advice_settling() or self.no_ball(),
        )
        self.tab_focus = TabFocus()
        self.tool_buttons = [
            Button(
                lambda: _("Edit position") if not self.edit else _("Done editing"),
                self.toggle_edit,
                name="edit",
            ),
            Button(
                lambda: _("Repeat shot"),
                self.repeat,
                name="repeat",
                enabled=lambda: self.last_shot is not None and not self.edit,
            ),
            Button(lambda: _("Undo"), self.undo, name="undo", enabled=lambda: bool(self.history)),
            Button(
                lambda: _("Trace: on") if self.show_trace else _("Trace: off"),
                self.toggle_trace,
                name="trace",
            ),
            Button(self.drill_label, self.choose_drill, name="drill"),
            Button(
                lambda: _("Ball: {b}").format(b=self.ball_label(self.ball)),
                lambda: self.edits(lambda: self.next_ball(bring=True)),
                name="ball",
            ),
            Button(
                lambda: _("Restore balls and pins"),
                lambda: self.edits(self.restore),
                name="restore",
            ),
            Button(lambda: _("Pause"), lambda: app.push(PauseScene(app)), name="pause"),
        ]
        for b in [*self.tool_buttons, self.keep_button]:  # nothing moves a rolling table
            if b.name not in ("trace", "pause"):
                b.enabled = lambda was=b.enabled: not self.animating and was()
        self.init_advice()
        self.layout()
        self.offer_aim()

    def button_named(self, name: str) -> Button:  # tests find the buttons they press by it
        return next(b for b in self.tool_buttons if b.name == name)

    @staticmethod
    def ball_label(b: str) -> str:
        return _("mingo") if b == "mingo" else b

    def layout(self) -> None:
        super().layout()
        if not hasattr(self, "aim"):
            return
        f = self.app.fonts
        pad = f.px(8)
        bar = self.top_rect.inflate(-2 * pad, -2 * pad)
        # the drill's name is the longest label: it gets twice the room
        weights = [2.0 if b.name == "drill" else 1.0 for b in self.tool_buttons]
        layout_row(self.tool_buttons, bar, pad, weights)
        self.aim.layout(self.side_rect, f, self.watch_button.rect.y - f.px(6))
        self.layout_kept(f.px(12), button_height(self.app.size))

    # ------------------------------------------------------------------ actions
    def toggle_edit(self) -> None:
        self.edit = not self.edit
        if not self.edit:
            self.edits(self.drop_grab)  # a ball still held is let go, not carried on the pointer
            self.offer_aim()  # the balls may have moved: the old aim points at nothing
        self.refused, self.kept_note = "", None

    def offer_aim(self) -> None:
        """Point the cue where the drill's first shot goes (:func:`..drills.start_angle`), as
        the game does at every turn: a fresh drill, a new ball
        or the balls where the last shot left them. Undo keeps the aim being adjusted."""
        self.drop_advice()  # the cue is the screen's again
        self.own_stroke_back()
        name, st = self.fresh_drill(), self.aim.state  # the drill's own aim, while as set
        st.angle = start_angle(name, self.table, self.position, self.ball)

    def toggle_trace(self) -> None:
        self.show_trace = not self.show_trace

    def select_ball(self, b: str) -> None:
        if self.position.balls.get(b) is not None:
            self.ball = self.aim.ball = b
            self.offer_aim()

    def remember(self, shot: Shot | None = None) -> None:
        """Keep the position and its caption, for Undo to go back to (and the shot about to be
        struck from it, for Undo to set it on the cue again)."""
        self.keep_step(Undo(self.position, self.summary, shot))

    def _set(self, pos: Position) -> None:
        self.remember()
        self.position = pos
        self.summary = ""
        self.quats, self.pin_dirs = {}, {}
        self.trace, self.refused, self.kept_note = {}, "", None

    def undo(self) -> None:
        """Back to the position before the last shot or edit, with the caption it had; a shot
        undone is set on the cue again as it was struck, to be corrected a little and played
        again (the cue had turned to the next shot's ball, so the aim was lost)."""
        if not self.animating:  # what is held goes back with the step that took it, by the
            self.grab = None  # keys or under a drag (where U did nothing)
        if self.history and not self.animating and self.grab is None:
            back = self.history.pop()
            self.position, self.summary = back.position, back.caption
            self.trace, self.refused, self.kept_note = {}, "", None  # words about before
            if back.shot is not None and self.position.balls.get(back.shot.ball) is not None:
                self.forget_advice()  # now, not a frame later over Undo's hold
                self.ball = self.aim.ball = back.shot.ball
                self.aim.set_shot(back.shot)
                self.aim.held = True  # the pointer leaves it be until a click on the table
            elif self.fresh_drill():
                self.select_ball("1")  # the drill as set: its ball and its first aim again
            elif self.position.balls.get(self.ball) is None:
                self.next_ball()

    def put_back_held(self) -> None:
        """A screen opened over the editor (Esc, F1, V…) with a ball or pin held: it goes back
        where it was taken, as Undo puts it. Let go where it was, it stayed half-way — on the
        spot the drag or the arrows had reached, as if put down there, and Esc, the menu's
        and a drag's way out everywhere, moved it for good."""
        if self.grab is not None:
            self.undo()

    def shoot(self, shot: Shot) -> None:
        if self.animating or self.position.balls.get(shot.ball) is None:
            return
        self.last_shot, self.caption_before = (self.position, shot), self.summary
        self.uncounted = "advice" if self.advice_struck() else ""  # his own tries are counted
        self.remember(shot)
        self.run_shot(shot, self._done)

    def repeat(self) -> None:
        if self.last_shot is None or self.animating or self.grab is not None or self.edit:
            return  # no shot while editing: by the key or the button, its caption hidden
        self.uncounted = "repeat"  # the same stroke again: its verdict adds nothing to the tally
        pos, shot = self.last_shot
        if self.position not in (self.shot_left, pos):  # edited since: Undo comes back to it
            self.remember()
        self.keep_new_step(Undo(pos, self.caption_before, shot))  # Undo: before that shot
        self.position = pos
        self.quats, self.pin_dirs = {}, {}
        self.run_shot(shot, self._done)

    def _done(self, result: Any) -> None:
        if result is None:  # no step for Undo: it kept the table as it stands
            self.summary = lambda: _("The simulation failed; the position is unchanged.")
            self.drop_void_step()
            return
        before = self.last_shot[0] if self.last_shot is not None else self.position
        # Knocked pins stay down where they fell (the Restore button stands them up again).
        self.position = result.final.without_causes()
        shot = self.last_shot[1] if self.last_shot is not None else None
        back = shot.ball if shot and self.position.balls.get(shot.ball) is None else ""
        if back:  # the ball played comes back as a game gives it in hand (the cue went on)
            self.position = brought_back(self.position, self.table, back)
        if shot is not None:
            self.judge_goal(before, shot, result, self.uncounted)
        said, left = self.summary_of(before, shot, result)
        self.shot_said = back_said(lambda: said(False), back)  # its replay's: no verdict, R, U
        above = self.verdict is not None  # the verdict's line above names the foul
        self.summary = back_said(lambda: said(above) + (as_left() if left else ""), back)
        self.shot_left = self.position
        if self.position.balls.get(self.ball) is None:
            self.next_ball()
        else:
            self.offer_aim()

    def replay_label(self, shots: Sequence[Shot]) -> Words:
        ball = shots[0].ball  # not the chosen ball: R repeats the last shot, whichever
        return lambda: _("The mingo") if ball == "mingo" else _("Ball {b}").format(b=ball)

    def replay_said(self) -> Words:
        """What the shot did, at its replay's end: not what R and Undo do here, which the
        replay does not offer (and which cut the summary short with large text)."""
        return self.shot_said

    # ------------------------------------------------------------------ events
    def handle(self, ev: pygame.event.Event) -> None:
        if self.watch_event(ev):  # replay, fast-forward
            return
        bar = [*self.tool_buttons, self.keep_button]
        if not self.animating and self.tab_focus.handle(ev, bar):
            return  # Tab lights a button on top, Enter presses it
        if self.edit and not self.animating and self.turn_event(ev):
            return  # R and the wheel over a down pin turn it (.practice_turn)
        if ev.type == pygame.KEYDOWN and self.key_event(ev):
            return
        for b in bar:
            if b.handle(ev):
                return
        if self.animating:
            return
        if self.edit:  # the spin face and the power bar still set the stroke (they did nothing)
            if not self.aim.panel_event(ev):
                self.edits(lambda: self._edit_event(ev))
        elif not self.advice_event(ev):  # H: the maestro's advice
            self.aim.handle(ev, self.view)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_table(surf)
        for b in [*self.tool_buttons, self.keep_button]:
            b.draw(surf, self.app.fonts, 22)
        if self.show_trace and not self.animating:
            self.draw_trace(surf)
        if self.edit and not self.animating:  # what is held (by the keys: nothing else shows
            self.draw_rings(surf)  # it), else what a press would take
        f = self.app.fonts
        if not self.animating and not self.edit:
            xy = self.position.balls.get(self.ball)
            if xy is not None:
                helps = guides_for(self.app.settings, None, match=False)
                fouls = self.draw_drill_rule(surf)  # a drill under a rule: shaded, its fouls
                self.draw_aim_helps(surf, self.ball, self.aim, helps, forbidden=fouls)
        self.aim.seco_allowed = True
        self.aim.draw_panel(surf, f)
        self.draw_watch(surf)
        if self.edit:
            self.draw_caption(surf, [(self.edit_line(), ACCENT)])
            for b in self.turn_buttons():  # Girar palo: a finger's wheel (.practice_turn)
                b.draw(surf, f, 22)
            return
        self.draw_advice(surf)
        said = self.advice_line() or said_now(self.summary) or self.idle_hint()
        self.draw_caption(surf, self.goal_lines(said))
