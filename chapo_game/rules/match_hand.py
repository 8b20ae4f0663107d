"""The ball in hand and the options (art. 12, 14; guide 4): where the ball may be put, what it
may meet first, the options on offer and their declaration, and the shot's context the
referee judges with.

A phase of its own because it is the one a player acts in before striking (places, declares,
takes an option back) and the one the window and the computer question most; the geometry
itself is :mod:`.placement`'s, asked here with the match's state.
"""

from __future__ import annotations

from ..position import on_spot
from ..table import Vec
from .errors import IllegalPlacement, OptionNotOffered, WrongPhase
from .judge import ShotContext
from .match_state import KIND_OF_PHASE, MatchState
from .placement import (
    PlacementArea,
    cabana_area,
    default_placement,
    first_targets,
    placement_problem,
)
from .referee import options_offered
from .settings import HAND_PHASES, SHOOTING_PHASES


class MatchHand(MatchState):
    """The ball in hand's questions and the player's acts before his shot."""

    def placement_area(self) -> PlacementArea | None:
        """The rectangle of legal centres for the ball in hand, or ``None`` when the player to
        move has no ball in hand."""
        cab = self.hand_cabana
        return None if cab is None else cabana_area(self.table, cab)

    def placement_problem(self, xy: Vec) -> str | None:
        """Why the ball in hand may not go to ``xy`` (one line), or ``None`` when it may."""
        area = self.placement_area()
        if area is None:
            return "no ball in hand now"
        return placement_problem(self.table, area, self.position, self._balls[self.to_move], xy)

    def is_legal_placement(self, xy: Vec) -> bool:
        """Whether the ball in hand may go to ``xy``: the yes/no a drag or a search needs."""
        return self.placement_problem(xy) is None

    def default_placement(self) -> Vec | None:
        """A legal place for the ball in hand (:func:`.placement.default_placement`), for a
        computer player or a quick start; ``None`` without ball in hand."""
        area = self.placement_area()
        if area is None:
            return None
        return default_placement(self.table, area, self.position, self._balls[self.to_move])

    def options(self) -> tuple[str, ...]:
        """The ball-in-hand options on offer now (guide 4): all three when every other ball on
        the table is inside the cabaña the ball is played from, else none."""
        if self.phase not in HAND_PHASES or self._rey_choices:
            return ()
        return options_offered(
            self.table, self.position, self._balls[self.to_move], self.hand_cabana
        )

    def legal_first_targets(self) -> tuple[str, ...]:
        """Balls the player's ball may meet first without a foul now (:func:`.first_targets`:
        art. 12 and the declared option); none outside a shooting phase."""
        if self.phase not in SHOOTING_PHASES:
            return ()
        return first_targets(
            self.table,
            self.position,
            self._balls[self.to_move],
            self.hand_cabana,
            self.declared_option,
        )

    def shot_context(self) -> ShotContext:
        """What the referee needs to judge the shot the match asks for now: who shoots which
        ball, the shot kind, the ball-in-hand cabaña, the declared option (when options are on
        offer) and where each pin was planted. :meth:`shoot` judges with it; the computer player
        judges its trial shots with the same context."""
        self._require_turn()
        return ShotContext(
            shooter=self.to_move,
            ball=self._balls[self.to_move],
            kind=KIND_OF_PHASE[self.phase],
            cabana=self.hand_cabana,
            option=self.declared_option if self.options() else None,
            ball1_pocket_value=self.settings.ball1_pocket_value,
            pin_homes=dict(self.pin_homes),
        )

    def place_ball(self, xy: Vec) -> None:
        """Put the ball in hand at ``xy`` (again, to move it). Raises :class:`IllegalPlacement`
        naming the reason."""
        self._require_turn()
        if self.phase not in HAND_PHASES:
            raise WrongPhase("the player's ball is on the table: no ball in hand")
        problem = self.placement_problem(xy)
        if problem is not None:
            raise IllegalPlacement(f"ball {self._balls[self.to_move]}: {problem}")
        ball = self._balls[self.to_move]
        # within a micrometre of a spot: on it, as a record reads it back (the shot from a
        # resumed save, or its replay, started from the spot, the live one a hair off it)
        self.position = self.position.with_ball(
            ball, on_spot((float(xy[0]), float(xy[1])), self.table)
        )

    def declare(self, option: str) -> None:
        """Declare a ball-in-hand option (guide 4): ``pasar``, ``no_pasar`` or ``bricole``."""
        self._require_turn()
        offered = self.options()
        if option not in offered:
            if not offered:
                raise OptionNotOffered(f"no option is on offer now (asked {option!r})")
            raise OptionNotOffered(f"{option!r} is not one of {', '.join(offered)}")
        self.declared_option = option

    def withdraw_option(self) -> None:
        """Take the declared option back, to declare again before the shot. Our reading of
        000 (BOLA EN MANO 3, fouls 5 and 6): the shot is judged on the option declared when
        it is struck; nothing makes a declaration final before that, and a referee hears a
        player who changes his mind before his cue moves. Raises :class:`OptionNotOffered`
        when none is declared."""
        self._require_turn()
        if self.declared_option is None:
            raise OptionNotOffered("no option has been declared to take back")
        self.declared_option = None
