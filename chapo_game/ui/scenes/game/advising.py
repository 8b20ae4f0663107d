"""The maestro's advice on the game screen (:mod:`..advice`): offered to a person to play,
where the guides offer it (with the guides on: against the computer at its lowest level, or in
every match with the setting ``match_advice``), from the moment his ball in hand is to be
placed. The advice then places the ball where the maestro would (the player
may pick it up again), lights the option he would declare, and sets his shot on the cue; the
shot stays there when that option is declared.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.match import Match
from chapo_game.rules.settings import SHOOTING_PHASES, Phase

from ...focus import ButtonFocus
from ...guides import guides_for
from ...option_texts import option_name
from ...replay import Words
from ...widgets import Button
from ..advice import Advising, advice_said


class GameAdvice(Advising):
    """The advice's part of :class:`~.scene.GameScene`."""

    app: Any
    refusal: Words
    no_advice: Words | None = None  # the refusal said while the settings offer no advice
    match: Match
    computers: dict[int, int]
    placing: bool
    lining_up: Any
    option_buttons: list[Button]
    choice_focus: ButtonFocus
    position: Any

    def advice_ready(self) -> bool:
        """A person to play a shot (his ball in hand to place, an option to declare, or his
        aim to set), where the guides offer advice."""
        m = self.match
        if not self.advice_offered():
            return False
        live = self.human_to_act() and not m.finished and m.phase in SHOOTING_PHASES  # type: ignore[attr-defined]
        return live and not (self.animating or m.pending_rey_choice or self.lining_up)

    def advice_match(self) -> Match | None:
        return self.match

    def press_strikes(self) -> bool:
        """Not while the ball is placed, an option asked or the rey's spot chosen: there Enter
        places or declares, and the settling advice held back a declaration, saying "pulse de
        nuevo para tirar"."""
        return not self.aim_waits()  # type: ignore[attr-defined]

    def advice_offered(self) -> bool:
        """The guides offer the maestro's advice in this match (the settings may change)."""
        return guides_for(self.app.settings, self.computers, match=True).advice

    def advice_event(self, ev: pygame.event.Event) -> bool:
        """H or the button; H in a match where the guides offer no advice says where it is
        offered (it did nothing, and the controls' page reads as if the guides were enough)."""
        if super().advice_event(ev):
            return True
        if ev.type != pygame.KEYDOWN or ev.key != pygame.K_h:
            return False
        if self.advice_offered():
            if self.match.phase == Phase.LAG and not self.animating:  # H did nothing, unsaid
                self.refusal = lambda: _(
                    "The maestro advises shots, not the lag: its dotted line gives the speed."
                )
            return False  # offered, just not now (the computer's turn, balls rolling)
        s = self.app.settings
        helped = s.with_(aiming_guide=True, match_guides=True)  # would the guides bring it?
        if guides_for(helped, self.computers, match=True).advice:
            # said in the language of the moment (it stayed Spanish after a change to English)
            self.refusal = lambda: _(
                "The maestro's advice comes with the guides: turn them on in the settings."
            )
        else:
            self.refusal = lambda: _(
                "No maestro's advice in this partida: it is offered in Practice, against the "
                "computer at level 1, or in every partida by its row in Settings."
            )
        self.no_advice = self.refusal  # taken back once the settings offer it (update)
        return True

    def advice_key(self) -> tuple[Any, ...]:
        m = self.match
        return (m.position, m.phase, m.to_move, m.declared_option)

    def take_advice(self, d: Any) -> bool:
        """The ball in hand placed where the maestro would (where it stands, if the player had
        picked it up again), the option he would declare lit for Enter, his shot on the cue."""
        m = self.match
        if self.placing or m.needs_placement:
            ball = m.ball_to_play
            xy = d.placement if d.placement is not None else m.position.balls.get(ball)
            if xy is None or not self.place(tuple(xy)):  # type: ignore[attr-defined]
                return False
        if d.option and self.option_asked():
            self.choice_focus.light_named(d.option, self.option_buttons)
            self.choice_focus.show(self.option_buttons)  # lit as the keys light it
        self.set_advised_aim(d)
        return True

    def declare(self, option: str) -> None:
        """Declare an option; the maestro's shot for it, if he advised it, stays on the cue."""
        advice = self.advised if self.advice_current() else None
        super().declare(option)  # type: ignore[misc]
        if advice is not None and advice.option == option == self.match.declared_option:
            self.set_advised_aim(advice)

    def advice_words(self, d: Any) -> str:
        """The advice, with the option to declare while it is still to be declared."""
        if d.option and self.option_asked():
            said = option_name(d.option)  # a button's label, said here mid-sentence
            return advice_said(d, said[:1].lower() + said[1:])
        return advice_said(d)

    def update(self) -> None:
        super().update()  # type: ignore[misc]
        self.update_advice()
        # turned on in the settings since: the red "no advice" stayed over the advice
        said = self.no_advice
        if said is not None and self.refusal is said and self.advice_offered():
            self.refusal, self.no_advice = "", None
