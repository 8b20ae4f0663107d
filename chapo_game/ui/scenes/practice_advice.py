"""Practice's advice (:mod:`.advice`): for ball 1 or 2 where it stands, the table played as
open play, or a drill as set, played for its goal."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from chapo_game.ai.goals import Goal
from chapo_game.i18n import N_, _
from chapo_game.position import Position
from chapo_game.rules.match import Match

from ..beneath import buttons_key
from ..drills import DRILL_GOALS, SITUATIONS, practice_match
from ..widgets import ACCENT, Button, bar_slot
from .advice import Advising
from .still import table_at_rest


class PracticeAdvice(Advising):
    """Practice's advice: for ball 1 or 2 where it stands, the table played as open play; its
    button at the right end of the caption bar (where a game has its pause button)."""

    app: Any
    position: Position
    ball: str
    edit: bool
    side_rect: pygame.Rect
    bottom_rect: pygame.Rect
    turn_button: Button  # the editor's (.practice_turn), in the advice's slot while editing
    turn_buttons: Callable[[], list[Button]]
    tool_buttons: list[Button]
    keep_button: Button
    watch_button: Button
    aim: Any

    def still_key(self) -> Hashable:
        """What the practice table's picture rests on under an overlay (naming a kept
        position, the drills, the pause: :mod:`..beneath`); ``None`` while it changes by
        itself (:func:`.still.table_at_rest`)."""
        if not table_at_rest(self):
            return None
        shown = [*self.tool_buttons, self.keep_button, *self.aim.buttons, *self.turn_buttons()]
        return buttons_key([*shown, self.watch_button, *self.bar_buttons()])

    def advice_ready(self) -> bool:
        on_table = self.position.balls.get(self.ball) is not None
        return not (self.animating or self.edit) and self.ball in ("1", "2") and on_table

    def advice_event(self, ev: pygame.event.Event) -> bool:
        """H with the mingo to play, or with a ball off the table, says why no advice comes:
        the button is gone then, and the key (F1 lists it for practice) did nothing."""
        if super().advice_event(ev):
            return True
        if ev.type != pygame.KEYDOWN or ev.key != pygame.K_h or self.animating or self.edit:
            return False
        if self.ball not in ("1", "2"):
            self.app.notify(_("The maestro advises ball 1 or 2: press 1 or 2 to play one."), ACCENT)
            return True
        if self.position.balls.get(self.ball) is None:
            said = _("Ball {ball} is not on the table: E edits the position, to put it on.")
            self.app.notify(said.format(ball=self.ball), ACCENT)
            return True
        return False

    def advice_match(self) -> Match | None:
        """The table as open play — or, ball 1 to play from a drill as set, the drill's
        situation, so that the advice plays for its goal."""
        others = [b for b, xy in self.position.balls.items() if xy is not None and b != self.ball]
        if not others:  # no ball to hit: it aimed at a bare cushion at 8 m/s, unsaid
            return None
        situation = SITUATIONS.get(self.fresh_drill()) if self.ball == "1" else None
        value = self.app.settings.ball1_pocket_value
        return practice_match(self.position, self.ball, value, situation)

    def no_match_why(self) -> str:
        """No ball to hit, or balls the referee would not play: what to edit."""
        others = [b for b, xy in self.position.balls.items() if xy is not None and b != self.ball]
        if not others:
            return N_("No other ball is on the table to hit: Edit position (E) puts one on.")
        return N_(
            "The referee would not play this table (balls on one another, or a ball in a "
            "pocket): mend it with Edit position (E)."
        )

    def advice_goal(self) -> Goal | None:
        """Ball 1 to play from a drill as set: the drill's goal (its shot is judged by it)."""
        return DRILL_GOALS.get(self.fresh_drill()) if self.ball == "1" else None

    def advice_key(self) -> tuple[Position, str, int]:
        return self.position, self.ball, self.app.settings.ball1_pocket_value

    def layout(self) -> None:
        super().layout()  # type: ignore[misc]
        if hasattr(self, "advice_button"):
            gap, pad = self.app.fonts.px(12), self.app.fonts.px(8)
            width = self.side_rect.width - gap
            self.advice_button.rect = bar_slot(self.bottom_rect, width, gap, pad, 0)
            self.turn_button.rect = self.advice_button.rect.copy()  # its slot while editing

    def bar_buttons(self) -> list[Button]:
        return [self.advice_button] if self.advice_ready() else self.turn_buttons()

    def update(self) -> None:
        super().update()  # type: ignore[misc]
        self.update_advice()

    def draw_advice(self, surf: pygame.Surface) -> None:
        if self.advice_ready():
            self.advice_button.draw(surf, self.app.fonts, 22)
