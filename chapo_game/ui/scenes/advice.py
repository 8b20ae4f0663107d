"""The maestro's advice (H, or the **Consejo** button): the shot the computer's strongest level
would play from here, set on the player's own cue — aim, power, spin, cue — and said in the
caption bar ("Consejo: primero el mingo, a por el rey y dos laterales"), for him to strike as
it is or to change.

A teaching help: a player practising alone asks what a maestro would see in a position, and a
learner against the computer at its lowest level asks what to try. It is offered where
:func:`~..guides.guides_for` says: practice always; in a match with the guides on, against the
computer at level 1, or in every match with the setting ``match_advice``. A ball in hand placed
and an option declared stand as the player left them (the search plays from there); asked
before, the game places the ball and lights the option itself (:mod:`.game.advising`). The
advice is the search's aim, without the computer's hand; it is decided off the frame loop with
a fixed seed, so the same position gets the same advice.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.ai.goals import Goal
from chapo_game.ai.referee import FALLBACK
from chapo_game.i18n import N_, _
from chapo_game.rules.match import Match
from chapo_game.shot import Shot

from ..deciding import DecisionTurn
from ..intents import intent_text
from ..stroke_words import stroke_words
from ..widgets import ACCENT, PRESS_KEYS, Button

#: The level whose search gives the advice: the maestro's.
ADVICE_LEVEL = 3
#: Its seed: fixed, so that a position always gets the same advice.
ADVICE_SEED = 0
#: The family of the search's stroke when it found no shot: no advice, said as such.
NO_SHOT_FOUND = FALLBACK
#: Why the maestro found no shot, said after "no advice" (msgid): a learner told only that
#: none came did not know whether to move a ball, play it safe or ask again.
NO_WAY = N_("It sees no ball worth playing: play it safe.")


def advice_turn(match: Match, goal: Goal | None = None) -> DecisionTurn:
    """The maestro's decision on ``match``, started off the frame loop; in a drill, played for
    its ``goal`` as well as for points."""
    from chapo_game.ai.player import ComputerPlayer  # the window starts without the search

    cpu = ComputerPlayer(ADVICE_LEVEL, seed=ADVICE_SEED, workers=1, goal=goal)
    return DecisionTurn(cpu, match)


def advice_said(decision: Any, option: str = "") -> str:
    """What the advice says: the shot's purpose, as the computer's intent is said, and its
    stroke (:func:`..stroke_words.stroke_words`); ``option``: the option to declare first."""
    name = _("Advice (declare {option})").format(option=option) if option else _("Advice")
    plan = intent_text(decision, name) or _("{name}: the maestro's shot").format(name=name)
    return _("{plan}; {stroke}").format(plan=plan, stroke=stroke_words(decision.intended))


#: Seconds after an advice lands, from the maestro's search, during which nothing is struck:
#: time to see where the ball and the cue went (a time, not frames: the window's rate drops to
#: 20 frames a second after a while without input, and an advice takes seconds to come).
SETTLE_SECONDS = 0.5


def holds(want: Shot, shot: Shot) -> bool:
    """``shot`` is the stroke ``want`` (aim, speed, spin, cue), to the power bar's rounding."""
    turn = (shot.angle - want.angle + 180.0) % 360.0 - 180.0
    return (
        abs(turn) < 1e-3
        and abs(shot.speed - want.speed) < 1e-3
        and abs(shot.side - want.side) < 1e-6
        and abs(shot.vertical - want.vertical) < 1e-6
        and shot.cue == want.cue
    )


def _stroke(st: Any) -> tuple[float, float, float, str]:
    """How the cue strikes (:class:`..aim.AimState`): power, spin and cue, not where it aims."""
    return st.power, st.side, st.vertical, st.cue


class Advising:
    """The advice on a table screen with an :class:`~..aim.AimControl` (``self.aim``). The
    screen says when advice is offered (:meth:`advice_ready`), on which match
    (:meth:`advice_match`) and for which situation (:meth:`advice_key`: an advice is shown and
    set only while the table and the ball to play are the ones it was asked for); it calls
    :meth:`update_advice` each frame and :meth:`advice_event` with its events."""

    aim: Any
    animating: bool
    #: The time the settling reads (tests put their own in its place).
    advice_clock: Callable[[], float] = staticmethod(time.monotonic)

    def init_advice(self) -> None:
        self.advice_turn: DecisionTurn | None = None
        self.advice_landed = -math.inf  # when the last searched advice changed the table
        self.advised: Any = None  # the decision whose shot was set on the cue
        self.advice_failed = False
        self._advice_why = ""  # why no advice came (a msgid; "": not said)
        self._advice_for: Any = None  # the situation the advice was asked for
        # the last advice, under each situation it was asked in or set up (the ball it placed,
        # the option it had declared): asked again there (after Undo, say), it is given at
        # once, the same — a second search of a changed match could answer otherwise
        self._advice_kept: list[tuple[Any, Any]] = []
        # the power and spin on the cue before an advice set the maestro's, and the maestro's
        self._own_stroke: tuple[float, float, float, str] | None = None
        self._advised_stroke: tuple[float, float, float, str] | None = None
        self.advice_button = Button(
            lambda: _("Thinking…") if self.advice_thinking() else _("Advice (H)"),
            self.ask_advice,
            name="advice",
            enabled=lambda: not self.advice_thinking(),
        )

    def advice_ready(self) -> bool:
        """Advice is offered now (the player can aim, where the screen offers it)."""
        raise NotImplementedError

    def advice_match(self) -> Match | None:
        """The match the search advises on (asked once, when the player asks)."""
        raise NotImplementedError

    def no_match_why(self) -> str:
        """Why :meth:`advice_match` gave no match, said after "no advice" (a msgid, "")."""
        return ""

    def advice_goal(self) -> Goal | None:
        """A drill's goal the advice plays for (none outside practice's drills)."""
        return None

    def advice_key(self) -> Any:
        """What the advice is for: the position and the ball to play (and how it may be
        played), compared at every frame, so cheap."""
        raise NotImplementedError

    def advice_thinking(self) -> bool:
        """The maestro thinks about the table as it is (a search for a table since changed —
        the turn passed, the ball moved — does not hold the next advice up)."""
        return self.advice_turn is not None and self.advice_current()

    def close(self) -> None:
        """Leaving the screen: a search under way is stopped (nobody is left to read it)."""
        self.abandon_advice()
        super().close()  # type: ignore[misc]

    def abandon_advice(self) -> None:
        """The search under way is for a table since changed: stopped, its answer unwanted."""
        if self.advice_turn is not None:
            self.advice_turn.cancel()
            self.advice_turn = None

    def forget_advice(self) -> None:
        """Neither a search under way nor an advice given holds any more: the table changed."""
        self.abandon_advice()
        self.drop_advice()

    def ask_advice(self) -> None:
        if self.advice_thinking() or not self.advice_ready():
            return
        self.forget_advice()
        key = self._advice_for = self.advice_key()
        kept = next((d for k, d in self._advice_kept if k == key), None)
        if kept is not None:
            if not self.take_advice(kept):
                self.advice_failed = True
            return
        m = self.advice_match()
        if m is None:  # a table the referee would not play: said, not silently ignored
            self.advice_failed, self._advice_why = True, self.no_match_why()
            return
        self.advice_turn = advice_turn(m, self.advice_goal())

    def drop_advice(self) -> None:
        """The screen aims the cue itself (a new start, a new ball), or the table changed: an
        advice given no longer holds the cue nor is said (one being decided still lands if the
        table is the one it was asked for)."""
        self.aim.held = False
        self.advised, self.advice_failed, self._advice_why = None, False, ""

    def own_stroke_back(self) -> None:
        """The screen aims the cue for a new shot: the power and spin the player had before an
        advice set the maestro's, where he left the maestro's as they were set (an advised
        8 m/s stayed on the cue for every shot after, and Space struck it again). Not while the
        advised shot rolls: the cue shows what was played."""
        own, self._own_stroke = self._own_stroke, None
        if own is not None and _stroke(self.aim.state) == self._advised_stroke:
            st = self.aim.state
            st.power, st.side, st.vertical, st.cue = own

    def advice_current(self) -> bool:
        """The advice asked for is for the table as it is now."""
        return self.advice_ready() and self._advice_for == self.advice_key()

    def update_advice(self) -> None:
        """An advice decided: its shot set on the cue, if it is still for this table."""
        # (a held aim is not always the advice's: Undo holds the shot it sets on the cue)
        given = self.advice_turn or self.advised is not None or self.advice_failed
        if given and not self.advice_current():
            # for another table or ball: stopped if still thought about, and not to come back
            # with the table (Undo)
            self.forget_advice()
        turn = self.advice_turn
        if turn is None or not turn.ready:
            return
        self.advice_turn = None
        d, kept = turn.result, self._advice_kept
        shot, fallback = (None, False) if d is None else (d.intended, d.family == NO_SHOT_FOUND)
        usable = turn.error is None and shot is not None and shot.ball == self.aim.ball
        # the search's fallback is no shot it found (every way to a ball blocked) but a blind
        # 1.5 m/s stroke: set as the maestro's, it taught a push into a touching ball
        usable = usable and not fallback
        self._advice_kept = [(self._advice_for, d)]  # only the last advice is kept
        if not usable or not self.take_advice(d):
            self._advice_kept = kept
            self.advice_failed = True
            self._advice_why = NO_WAY if fallback else ""
        else:
            self.advice_landed = self.advice_clock()

    def take_advice(self, d: Any) -> bool:
        """Carry the advice out on the screen (the game places a ball in hand first); False
        when it could not be."""
        self.set_advised_aim(d)
        return True

    def set_advised_aim(self, d: Any) -> None:
        """The advised shot on the cue, held there; the advice is for the table as it is now."""
        if self._own_stroke is None:  # the player's own, given back when the advice goes
            self._own_stroke = _stroke(self.aim.state)
        self.aim.set_shot(d.intended)
        self._advised_stroke = _stroke(self.aim.state)
        self.aim.held = True  # until a click on the table, the pointer does not move it
        self.advised = d
        self._advice_for = self.advice_key()
        if all(k != self._advice_for for k, _d in self._advice_kept):
            self._advice_kept.append((self._advice_for, d))

    def press_strikes(self) -> bool:
        """Space or Enter would strike now (a screen where they may place the ball or declare
        an option says when they do not)."""
        return True

    def advice_settling(self) -> bool:
        """An advice searched for has just changed the table (its ball placed, its shot on the
        cue): for :data:`SETTLE_SECONDS` no stroke is struck — an Enter meant to place the
        ball, pressed as the advice placed it, struck the maestro's 8 m/s shot unseen."""
        return self.advice_clock() - self.advice_landed < SETTLE_SECONDS

    def advice_line(self) -> str:
        """The caption's line about the advice ("" when there is none for the table now)."""
        if not (self.advice_turn or self.advised or self.advice_failed):
            return ""
        if not self.advice_current():
            return ""
        if self.advice_turn is not None:
            return _("The maestro studies the table…")
        if self.advice_failed:
            said = _("The maestro has no advice from here.")
            return f"{said} {_(self._advice_why)}" if self._advice_why else said
        said = self.advice_words(self.advised)
        if self.advice_on_cue():
            return said
        # the player turned the cue (arrows) or aimed anew (a click): the words promised the
        # maestro's chapó over a cue aimed at a bare cushion
        return _("{said} (the cue no longer holds it: H sets it again)").format(said=said)

    def advice_on_cue(self) -> bool:
        """The cue holds the advised shot still: its aim, speed, spin and cue."""
        return holds(self.advised.intended, self.aim.shot())

    def advice_struck(self) -> bool:
        """The cue about to strike holds the maestro's shot for this table — the advice given,
        or set on the cue again by Undo (which forgets the advice but not its stroke)."""
        shot, key = self.aim.shot(), self.advice_key()
        return any(k == key and holds(d.intended, shot) for k, d in self._advice_kept)

    def advice_words(self, d: Any) -> str:
        return advice_said(d)

    def advice_event(self, ev: pygame.event.Event) -> bool:
        """H or the button: ask for advice. True when the event was used — also a stroke's key
        pressed while the advice settles (:meth:`advice_settling`), said: it did nothing and
        said nothing, and a keyboard player thought the key had failed."""
        held = ev.type == pygame.KEYDOWN and ev.key in PRESS_KEYS and self.press_strikes()
        if held and self.advice_settling():
            self.app.notify(
                _("The maestro's shot is on the cue: press again to strike it."), ACCENT
            )
            return True
        if not self.advice_ready():
            return False
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_h:
            self.ask_advice()
            return True
        return self.advice_button.handle(ev)
