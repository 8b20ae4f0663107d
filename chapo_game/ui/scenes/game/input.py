"""The game screen's input: which control gets an event at each moment of the game, the ball in
hand moved by pointer or keys, the rey's spot picked.
"""

from __future__ import annotations

import math

import pygame

from chapo_game.i18n import N_
from chapo_game.rules.match import Phase
from chapo_game.rules.placement import PlacementArea

from ...digits import digit
from ...draw.geometry import TableGeometry
from ...touch import window_moved_nothing
from ...widgets import PRESS_KEYS, Button
from ..pause import PauseScene
from ..sheet import ScoreSheetScene
from .hints import REY_SPOTS
from .options import choose_with, put_out
from .state import GameState

NUDGE_STEP = 0.01  # m the ball in hand moves per arrow key
NUDGE_FINE = 0.002  # ... with Shift
#: Arrow keys -> (screen dx, screen dy) for the ball in hand.
NUDGE_KEYS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}

#: How far from a rey's spot (px) a click or a tap still chooses it, at least.
REY_SPOT_REACH = 24.0


def nudged(
    area: PlacementArea,
    start: tuple[float, float],
    key: int,
    fine: bool,
    view: TableGeometry,
) -> tuple[float, float]:
    """The ball in hand moved by an arrow key (screen directions on ``view``: the table lying
    across or upright; ``fine``: Shift), kept in the placement ``area`` — the game's and the
    tutorial's ball in hand alike."""
    step = NUDGE_FINE if fine else NUDGE_STEP
    dx, dy = view.vec_to_table(NUDGE_KEYS[key])
    x = min(area.x_max, max(area.x_min, start[0] + dx * step))
    return (x, min(area.y_max, max(area.y_min, start[1] + dy * step)))


class GameInput(GameState):
    """Mouse, keyboard and touch on the game screen, routed by what the game waits for."""

    def open_pause(self) -> None:
        """The pause menu, with this encuentro's score sheet in it."""
        self.app.push(PauseScene(self.app, self.match.settings, self.match, host=self))

    def open_sheet(self) -> None:
        """The score sheet over the game, its shots to be watched again (Tab, the pause menu,
        the end of a partida)."""
        self.app.push(ScoreSheetScene(self.app, self.match, host=self))

    def handle(self, ev: pygame.event.Event) -> None:
        if self._screen_event(ev):
            return
        if self.match.finished:
            # a first Enter only lights a choice: a Space meant to end the confetti, or struck
            # from habit, took a rematch at once, and the encuentro's result went with it
            self.choose_with(ev, self.end_buttons, enter_lights=True)
            return
        if self.animating or self.is_computer(self.acting_player()):
            if ev.type == pygame.MOUSEMOTION:  # the pointer's light follows it all the same:
                for b in (*self.aim.buttons, self.move_button):  # Strike stayed lit once ready
                    b.handle(ev)
            return
        if self.advice_event(ev):  # H or its button: the maestro's advice
            return
        if self.advice_thinking():  # the clock stands meanwhile: so does the table
            if ev.type == pygame.MOUSEBUTTONUP:  # a pull or drag let go strikes nothing
                self.aim.let_go()  # now, nor drags the maestro's shot when it lands
            return
        self._turn_event(ev)

    def _screen_event(self, ev: pygame.event.Event) -> bool:
        """What the screen does whoever is to play (True: the event was used): replay and
        fast-forward, Esc or the button for the pause menu, Tab for the score sheet."""
        if self.watch_event(ev):  # replay, fast-forward
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            self.open_sheet()
            return True
        return not self.demo and self.pause_button.handle(ev)

    def _turn_event(self, ev: pygame.event.Event) -> None:
        """A person's turn: the event goes to what the game waits for — the lag's choice, the
        rey's spot, the panel while the ball is placed or an option asked, the ball in hand,
        Move the ball, the option, else the aim."""
        m = self.match
        if m.phase == Phase.LAG_CHOICE:
            self.choose_with(ev, self.choice_buttons, enter_lights=True)
        elif m.pending_rey_choice:
            self._rey_event(ev)
        elif self.aim_waits() and self.aim.panel_event(ev):
            # spin and power may be set while the ball is placed or an option asked; an option
            # lit before goes dark — Space then declared one no longer shown lit
            put_out(self.choice_focus, self.option_buttons)
        elif self.placing:  # M or the button, while it was placed once: back where it was
            if not (self.repicked() and self._move_event(ev)):
                self._place_event(ev)
        elif self._move_event(ev) or self._retract_event(ev):
            pass
        elif self.option_asked():
            self.choose_with(ev, self.option_buttons, enter_lights=True)
        else:
            self.aim.handle(ev, self.view)

    def aim_waits(self) -> bool:
        """The ball in hand is being placed, the option asked or the rey's spot chosen: nothing
        may be struck yet (the Strike button is greyed, as while the balls roll; live while
        the rey's spot was chosen, a click on it said how to choose in place of the calls)."""
        return bool(self.placing or self.option_asked() or self.match.pending_rey_choice)

    def choose_with(
        self, ev: pygame.event.Event, buttons: list[Button], enter_lights: bool = False
    ) -> bool:
        """:func:`.options.choose_with`, with this screen's light."""
        return choose_with(self.choice_focus, ev, buttons, enter_lights)

    def _place_event(self, ev: pygame.event.Event) -> None:
        if window_moved_nothing(ev):
            return  # F11: the ball stays where the keys or the pointer left it
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.resting_pointer = None  # a click, even where it rests: the mouse is in use
        if ev.type == pygame.MOUSEMOTION or (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1):
            self.pointer = ev.pos
            self.hand_xy = None  # the ball follows the pointer again
            self.refused_place_left()
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.pointer = ev.pos
            if self.view.outer.collidepoint(ev.pos):
                self.place(self.view.to_table(ev.pos))
        elif ev.type == pygame.KEYDOWN and ev.key in PRESS_KEYS:
            xy = self.enter_place()
            if xy is not None:
                self.place(xy)
        elif ev.type == pygame.KEYDOWN and ev.key in NUDGE_KEYS:
            self.nudge(ev.key, fine=bool(ev.mod & pygame.KMOD_SHIFT))

    def enter_place(self) -> tuple[float, float] | None:
        """Where Enter puts the ball in hand: where it is shown — moved by the keys, or under
        the pointer if it may go there — else (a pointer resting on the rail or outside the
        cabaña, from a player who is not using the mouse) the offered place."""
        if self.hand_xy is not None:
            return self.hand_xy  # a refused place there is said, as a click's would be
        shown = self.hand_ghost()
        if shown is not None and self.match.is_legal_placement(shown):
            return shown
        return self.start_xy

    def nudge(self, key: int, fine: bool = False) -> None:
        """Move the ball in hand with the arrow keys (screen directions), kept inside the
        cabaña; a place where it may not go is shown as refused until moved on. Each press
        moves the ball from where it is shown (under the pointer, or where it was placed),
        never from somewhere else."""
        m = self.match
        area = m.placement_area()
        ball = self.current_ball()
        start = self.hand_ghost() or (m.position.balls.get(ball) if ball else None)
        start = start or self.start_xy
        if area is None or start is None:
            return
        self.hand_xy = nudged(area, start, key, fine, self.view)
        self.pointer = None
        self.refused_place_left()

    def placement_reason(self, xy: tuple[float, float]) -> str:
        """Why the ball in hand may not go to ``xy``: a msgid, translated where it is said —
        a refusal read in Spanish stayed Spanish once the pause's settings chose English."""
        area = self.match.placement_area()
        if area is not None and not area.contains(xy):
            return N_("outside the cabaña")
        if self.table.pocket_at(xy) is not None:
            return N_("over a pocket")
        return N_("on another ball or a pin")

    def refused_place_left(self) -> None:
        """The ball in hand moved on to a place it may go: a refused place's "Not there" is
        old news (it stayed in red over a good place, as if that were refused too). Only that:
        why H gave no advice went at a pixel of the mouse."""
        shown = self.hand_ghost()
        said = self.refusal and self.refusal is self.refused_place
        if said and shown is not None and self.match.is_legal_placement(shown):
            self.refusal = self.refused_place = ""

    def live_pointer(self) -> tuple[int, int] | None:
        """The pointer's place if it is over the table in this window now, else None. The
        screen hears the pointer only while it waits for a person, so what it last heard may be
        from another turn."""
        if not pygame.mouse.get_focused():
            return None
        pos = pygame.mouse.get_pos()
        return pos if self.view.outer.collidepoint(pos) else None

    def hand_ghost(self) -> tuple[float, float] | None:
        """Where the ball in hand is shown: moved by the keys, else under the pointer, else
        (the pointer off the table, or resting since the turn began where the ball may not
        go: a keyboard player) where Enter would place it."""
        if self.hand_xy is not None:
            return self.hand_xy
        if self.pointer is not None and self.view.outer.collidepoint(self.pointer):
            under = self.view.to_table(self.pointer)
            resting = self.pointer == self.resting_pointer
            if not resting or self.start_xy is None or self.match.is_legal_placement(under):
                return under
            # a pointer left where the ball may not go (on the rail, where the menu's last
            # button was) by a player who has not touched the mouse since: he is shown the
            # place Enter takes, until the pointer moves
        return self.start_xy

    def rey_spot_at(self, pos: tuple[int, int]) -> str | None:
        """The rey's spot a click or a finger chose: the nearest within reach — a finger's
        width at least (a 14 px reach on a 1024×600 touch screen was a spot to hunt for)."""
        best, best_d = None, max(REY_SPOT_REACH, self.view.ball_radius_px() * 1.2)
        for sid in self.match.rey_spot_choices():
            sx, sy = self.view.to_screen(self.table.spots[sid])
            d = math.hypot(pos[0] - sx, pos[1] - sy)
            if d <= best_d:
                best, best_d = sid, d
        return best

    def _rey_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.pointer = ev.pos
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            sid = self.rey_spot_at(ev.pos)
            if sid is None:
                self.refusal = self.rey_spots_said  # in the language of the moment
            else:
                self.choose_rey(sid)
        elif ev.type == pygame.KEYDOWN and (n := digit(ev.key)) is not None:
            choices = self.match.rey_spot_choices()
            i = n - 1
            if i < len(choices):
                self.choose_rey(choices[i])
            else:  # a number with no spot said nothing at all
                self.refusal = self.rey_spots_said  # in the language of the moment

    def rey_spots_said(self) -> str:
        """How the rey's spot is chosen, said when a click or a key chose none."""
        n = len(self.match.rey_spot_choices())
        return REY_SPOTS.said(self.app.pointer.by_finger).format(n=n)
