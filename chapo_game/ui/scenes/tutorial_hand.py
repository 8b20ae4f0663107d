"""The tutorial's ball in hand (its "place" step): the ball follows the pointer or the arrows
inside the cabaña de salida, and a click or Enter puts it down where the tutorial checks it
(:func:`..tutorial.check_place`), as a game's ball in hand is placed. Mixed into the
tutorial's screen (:mod:`.tutorial`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import language
from chapo_game.position import Position
from chapo_game.rules.placement import cabana_area
from chapo_game.table import Table

from .. import tutorial as tut
from ..draw.view import TableView
from . import tutorial_draw as td
from .game.input import NUDGE_KEYS, nudged

#: A try's check, pure: its outcome, said in the language of the moment it is asked.
Judged = Callable[[], tut.Outcome]


class TutorialHand:
    """Mixed into the tutorial's screen, whose table, view, position and messages it uses."""

    app: Any
    aim: Any  # the screen's AimControl: its panel is shown and used while the ball is placed
    table: Table
    view: TableView
    position: Position
    hand: tuple[float, float] | None
    message: str = ""  # how the last try went, in the language it was said in
    passed: bool = False  # the last try passed (the message is good news)
    judged: Judged | None = None  # the check that said it, pure: asked again in another language
    judged_in: str = ""
    #: the spin and power set while the ball was placed, for the next step (:meth:`keep_stroke`)
    carried: tuple[float, float, float] | None = None

    def advance(self, judged: Judged, linger: bool = False) -> None: ...

    def tell(self, judged: Judged | None) -> tut.Outcome:
        """Say how a try went (``None``: nothing yet), and keep the check that said it: a
        language changed in the pause menu left the last try's word in the old one."""
        out = tut.Outcome(False, "") if judged is None else judged()
        self.judged, self.judged_in = judged, language()
        self.message, self.passed = out.message, out.passed
        return out

    def message_now(self) -> str:
        """The last try's word, in the language of now."""
        if self.judged is not None and self.judged_in != language():
            self.tell(self.judged)
        return self.message

    def place(self, xy: tuple[float, float]) -> None:
        """Put the ball down at ``xy``, or say why not there. Put down, it stays there a
        moment under "Well done. Next: …", as a passing shot's table does (it vanished at once,
        the next step's text over another table before the learner had seen where his ball
        lay), then on to the next step with the spin and power set while it was placed."""
        table, position = self.table, self.position
        if tut.check_place(table, position, xy).passed:
            st = self.aim.state
            self.carried = (st.side, st.vertical, st.power)
            self.position = position.with_ball("1", xy)
            self.advance(lambda: tut.check_place(table, position, xy), linger=True)
        else:
            self.tell(lambda: tut.check_place(table, position, xy))
            self.app.sound.play("foul", level=0.3)

    def keep_stroke(self) -> None:
        """The spin and power set while the ball was placed, given back to the step the
        placing led to, as it starts (its start sets a fresh soft stroke): the panel took them,
        and the next step threw them away, where a game's ball in hand carries them into the
        shot.

        The aim stays the one that step sets: the cabaña step points the cue at ball 2, the
        foul, so that its cross and the guide's warning are the first thing seen — the
        lesson itself, as a game's placing too ends on a start aim of its own
        (``offer_start``) and keeps the spin and the player's power. A learner who set draw
        and a firm stroke before putting the ball down means them for the shot he is about
        to play, whatever the cue points at; the aim is his to turn next. Every step offers
        the same soft power, so a power left untouched carries as that offer, as in a game."""
        if self.carried is not None:
            st = self.aim.state
            st.side, st.vertical, st.power = self.carried
            self.carried = None

    def place_event(self, ev: pygame.event.Event) -> None:
        """As in a game: the ball follows the pointer over the table and waits at the offered
        place while it is off it (never drawn over the panels); the arrows move it inside the
        cabaña; Enter places it where it is shown. The spin face and the power bar may be set
        meanwhile, as in a game (the panel is shown: it lay empty)."""
        if self.aim.panel_event(ev):
            return
        if ev.type == pygame.MOUSEMOTION:
            on = self.view.outer.collidepoint(ev.pos)
            self.hand = self.view.to_table(ev.pos) if on else None
            self.forget_a_place_refused()
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self.view.outer.collidepoint(ev.pos):
                self.place(self.view.to_table(ev.pos))
        elif ev.type == pygame.KEYDOWN and ev.key in NUDGE_KEYS:
            start, fine = self.hand or td.offered(self.table), bool(ev.mod & pygame.KMOD_SHIFT)
            self.hand = nudged(cabana_area(self.table, "salida"), start, ev.key, fine, self.view)
            self.forget_a_place_refused()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.place(self.hand or td.offered(self.table))

    def forget_a_place_refused(self) -> None:
        """A refused place's word ("Not there: outside the cabaña.") goes once the ball is
        shown where it may be put down: it stayed, in red, over a ball moved into the cabaña,
        read as said of the place it was now shown at."""
        if self.passed or not self.message:
            return
        if tut.check_place(self.table, self.position, self.hand or td.offered(self.table)).passed:
            self.tell(None)

    def draw_hand(self, surf: pygame.Surface) -> None:
        td.draw_hand(
            surf, self.view, self.table, self.position, self.hand or td.offered(self.table)
        )
