"""What the game screen holds, declared once for the parts that read it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from chapo_game.rules.calls.announcement import Announcement
from chapo_game.rules.match import Match, MatchSettings
from chapo_game.shot import Shot

from ...aim import AimControl
from ...calls import PlacedCall
from ...focus import ButtonFocus
from ...power import LagHint
from ...replay import Words
from ...shot_clock import ShotClock
from ...strokes import StrokeLog
from ...widgets import Button
from ..celebrate import celebrate, moments


def match_settings(app: Any, head_start: tuple[int, int] = (0, 0)) -> MatchSettings:
    """The rules of a new encuentro (:meth:`chapo_game.settings.Settings.match_rules`)."""
    return app.settings.match_rules(head_start)


class GameState:
    """The game screen's state; :class:`~.scene.GameScene` sets every field."""

    app: Any
    match: Match
    aim: AimControl
    lag_hint: LagHint  # the lag's hint and the lag offered to one who shoots at once
    computers: dict[int, int]
    lag_shots: list[Shot]
    placing: bool  # the ball in hand follows the pointer
    pointer: tuple[int, int] | None
    resting_pointer: tuple[int, int] | None  # the pointer's place when the turn began
    hand_xy: tuple[float, float] | None  # the ball in hand moved by the keys
    start_xy: tuple[float, float] | None  # where the ball in hand is offered (ai.start)
    offered_power: float  # the power the start last offered: another is the player's own
    refusal: Words  # why the last placement or choice was refused (a text, or words said now)
    refused_place: Words  # the "Not there" of the last place tried, while it is said
    calls: list[Announcement]
    rematch_of: Match | None  # the encuentro a rematch followed: its lag says why it is lagged
    placed_calls: list[PlacedCall]  # the calls as last drawn under the table (tests read it)
    encuentro_id: str  # the encuentro's own: its records' key and its computers' seeds
    _ai_players: dict[int, Any]  # the computer's seats' players, drawn from encuentro_id
    choice_focus: ButtonFocus  # the keys' place among the buttons of a choice the game waits for
    pause_button: Button  # the pause menu for the mouse and touch
    demo: bool  # the self-playing demo: any key or click leaves it, no pause button
    shot_clock: ShotClock  # the person's time for a shot (ShotClocks)
    strokes: StrokeLog  # every shot of the encuentro, to watch again from the score sheet
    intending: Any  # the computer's shot decision now lining up or running (its player's)
    lining_up: tuple[Shot, int] | None  # the computer's shot, and its frames on the line left
    animating: bool  # a shot is being played (TableScene)
    fast_held: dict[str, float]  # what keeps fast-forward on (TableScene)

    def save(self, clock: bool = False, aim: dict[str, Any] | None = None) -> None: ...

    def human_to_act(self) -> bool: ...  # TurnFlow

    def computer_placing(self) -> bool: ...  # ComputerSeats

    def _act(self, action: Callable[[], object]) -> bool: ...  # TurnFlow

    def _chosen(self) -> None: ...  # TurnFlow

    def said_again(self) -> None: ...  # GameKeeping

    def clock_label(self) -> tuple[str, tuple[int, int, int]] | None: ...  # ShotClocks

    def live_pointer(self) -> tuple[int, int] | None: ...

    def placement_reason(self, xy: tuple[float, float]) -> str: ...  # GameInput: a msgid

    def count_partida(self) -> None: ...

    def take_count(self, wait: bool = False) -> None: ...

    def counted_to_leave(self) -> bool: ...

    def drop_advice(self) -> None: ...  # Advising

    def advice_thinking(self) -> bool: ...  # Advising: the maestro studies this table

    def celebrate(self, verdict: Any) -> None:
        """The shot's moments — a chapó, the partida's end, the encuentro's — each with its
        sound and confetti over the table (the demo holds some back for its replay); the
        computer's over a person, quietly."""
        celebrate(self.app, moments(verdict, self.match), self.computers, self.end_ahead())

    def end_ahead(self) -> Iterator[None]: ...  # EndPanel: its lines rendered ahead

    def option_asked(self) -> bool:
        """Both other balls inside with ball in hand, and no option declared yet: the game
        asks pasar, no pasar or bricole before anything is struck."""
        m = self.match
        return bool(m.options()) and m.declared_option is None

    def repicked(self) -> bool:
        """The ball in hand, placed once, is picked up again: it has a place to go back to."""
        return self.placing and not self.match.needs_placement

    def rematch_names(self) -> tuple[str, str]:
        """Who plays the next encuentro: the same two (the demo names its seats anew)."""
        return self.match.players
