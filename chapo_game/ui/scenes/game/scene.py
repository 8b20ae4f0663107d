"""The game screen: an encuentro between two players (people or the computer) at one computer.

It adds no rule of its own: every decision goes to the referee (:class:`~chapo_game.rules.match.
Match`) and every call it shows comes from the referee's announcements. What it does is let the
players act — lag, choose to break or cede, place the ball in hand, declare an option, aim and
strike, choose the rey's auxiliary spot — and show the result: the shot played back from the
physics' frames, the score board, the announcement line, the end-of-partida screens. The
encuentro is saved after every action that changes it (see :mod:`chapo_game.record`).

The screen is one class put together from one part per concern, each in its own module:
:class:`~.flow.TurnFlow` (whose turn, the actions carried to the referee),
:class:`~.computer.ComputerSeats` (the computer's turns), :class:`~.clock.ShotClocks` (the
shot clock), :class:`~.advising.GameAdvice` (the maestro's advice),
:class:`~.input.GameInput` (which control gets an event),
:class:`~.texts.GameTexts` (what the screen says), :class:`~.draw.GameDrawing` (what it
draws) and :class:`~.thinking.ThinkingPicture` (its picture kept while the computer thinks),
over :class:`~..tablescene.TableScene`.
"""

from __future__ import annotations

import secrets
from collections.abc import Hashable
from pathlib import Path
from typing import Any

import pygame

from chapo_game import players, record, saves
from chapo_game.i18n import _
from chapo_game.rules.calls.announcement import Announcement
from chapo_game.rules.match import Match, Phase
from chapo_game.shot import Shot

from ...aim import AimControl
from ...beneath import buttons_key
from ...deciding import DecisionTurn
from ...focus import ButtonFocus
from ...page import held_button_height
from ...replay import Words
from ...shot_clock import ShotClock
from ...strokes import StrokeLog
from ...widgets import Button, bar_slot, button_height, side_button
from ..sheet_replay import row_record
from ..still import table_at_rest
from ..tablescene import TableScene
from .advising import GameAdvice
from .board import GameBoards
from .clock import ShotClocks
from .computer import ComputerSeats
from .draw import GameDrawing
from .end_panel import EndPanel
from .flow import TurnFlow
from .input import GameInput
from .keeping import GameKeeping, clean_uncounted
from .mind import ChangedMind
from .options import lay_out, option_box, option_buttons
from .state import match_settings
from .texts import GameTexts
from .thinking import ThinkingPicture


def validate_payload(payload: dict[str, Any]) -> dict[str, Any]:
    """Raise if a saved payload cannot be resumed; else return it, its position mended where
    it was a few micrometres wrong (:func:`record.check_encuentro`, used by
    :func:`record.load`): whatever loads can be resumed."""
    return record.check_encuentro(payload)[0]


class GameScene(
    GameInput,
    ChangedMind,
    ThinkingPicture,
    GameDrawing,
    GameBoards,
    EndPanel,
    GameTexts,
    ShotClocks,
    ComputerSeats,
    GameKeeping,
    GameAdvice,
    TurnFlow,
    TableScene,
):
    """``names``: the two players (index 0 lags with ball 1); ``computers``: player index ->
    level for the computer's seats; ``match``: resume this match instead of a new one;
    ``player_ids``: the seats' players in the list of players (their records);
    ``loaded_from``: the file the match was resumed from; ``head_start``: the points each seat
    starts every partida of a new encuentro with; ``strokes``: a resumed encuentro's shots,
    to watch again from the score sheet."""

    demo = False

    def __init__(
        self,
        app: Any,
        names: list[str] | None = None,
        computers: dict[int, int] | None = None,
        match: Match | None = None,
        player_ids: list[str | None] | None = None,
        encuentro_id: str | None = None,
        loaded_from: Path | None = None,
        head_start: tuple[int, int] = (0, 0),
        strokes: StrokeLog | None = None,
    ) -> None:
        self.player_ids = list(player_ids or (None, None))
        self.encuentro_id = encuentro_id or secrets.token_hex(6)
        self.loaded_from = loaded_from
        self.match = match or Match(
            tuple(names or (_("Player 1"), _("Player 2"))), match_settings(app, head_start)
        )
        super().__init__(app, self.match.table)
        self.strokes = strokes or StrokeLog()
        self.computers: dict[int, int] = dict(computers or {})
        self._ai_players: dict[int, Any] = {}
        self._failed_at: dict[int, str] = {}
        self.thinking: DecisionTurn | None = None
        self.lag_shots: list[Shot] = []
        self.placing = False  # the ball in hand follows the pointer
        self.pointer: tuple[int, int] | None = None
        self.resting_pointer: tuple[int, int] | None = None
        self.hand_xy: tuple[float, float] | None = None  # the ball in hand moved by the keys
        self.start_xy: tuple[float, float] | None = None  # where the ball in hand is offered
        self.offered_power = 0.5  # the power the start last offered (another is the player's)
        self.refusal: Words = ""  # why the last placement or choice was refused
        self.refused_place: Words = ""  # the refusal of the last place tried for the ball
        self.intending: Any = None  # the computer's shot decision (Decision.player: its seat)
        self.lining_up: tuple[Shot, int] | None = None  # the computer settling on its shot
        self.calls: list[Announcement] = list(self.match.announcements)
        self.rematch_of: Match | None = None
        self.placed_calls = []
        self.last_verdict = self.match.last_verdict
        busy = lambda: self.animating or self.advice_settling() or self.aim_waits()  # noqa: E731
        self.aim = AimControl("1", self._aim_ball_xy, self.strike, busy=busy)
        self.option_buttons = option_buttons(self.declare)
        self.choice_buttons = [
            Button(lambda: _("Break"), lambda: self.choose_break(True), name="break"),
            Button(lambda: _("Cede the break"), lambda: self.choose_break(False), name="cede"),
        ]
        self.move_button = Button(  # Move the ball, or Put the ball back once picked up
            self.move_label,
            lambda: self.put_back() if self.repicked() else self.start_placing(),
            name="move",
            enabled=lambda: self.can_move_ball() or self.repicked(),
        )
        # the declared option taken back, to declare again before the shot (O)
        self.retract_button = Button(
            lambda: _("Change option (O)"),
            self.withdraw_option,
            name="change_option",
            enabled=self.can_withdraw,
        )
        # the pause menu for the mouse and touch (Esc on the keyboard): rules, settings, the
        # score sheet and the way out of a game, which a touch screen had no way to reach
        self.pause_button = Button(lambda: _("Pause"), self.open_pause, name="pause")
        self.choice_focus = ButtonFocus()
        self.end_buttons = [
            Button(
                lambda: _("Next partida"),
                self.next_partida,
                name="next_partida",
                enabled=lambda: self.match.phase == Phase.PARTIDA_OVER,
            ),
            # the shot that ended it, from the panel: the side panel's Replay, dimmed under
            # it, read as out of use
            Button(
                lambda: _("Replay (V)"), self.open_replay, name="replay", enabled=self.can_replay
            ),
            Button(lambda: _("Score sheet"), self.open_sheet, name="sheet"),
            # after the sheet, never where Next partida stood nor lit by the first Enter: the
            # click or the two Enters that had taken every next partida took a rematch at the
            # encuentro's end, its result gone for a lag nobody had asked for
            Button(
                lambda: _("Rematch"),
                self.rematch,
                name="rematch",
                enabled=lambda: self.match.phase == Phase.ENCUENTRO_OVER,
            ),
            Button(lambda: _("Menu"), app.to_menu, name="menu"),
        ]
        self.shot_clock = ShotClock()
        self.init_advice()
        self.position = self.match.position
        self.layout()
        self.prepare_turn()

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_slot(cls, app: Any, slot: saves.Slot) -> GameScene:
        """Resume a saved encuentro; its next save goes to its slot. Its last shot kept can be
        watched again at once (V), as before the window was closed."""
        p = slot.payload
        ids = saves.clean_ids(p.get("player_ids"))  # a player renamed since: by his new name
        names = list(players.names_now(slot.players, ids))
        # the match the save's check built, where the names are the same (its sheet parsed once)
        match = slot.take_match() if names == list(slot.players) else None
        match = match or Match.from_json({**p["match"], "players": names})
        scene = cls(
            app,
            computers=slot.computers,
            match=match,
            player_ids=ids,
            encuentro_id=str(p.get("encuentro_id") or "") or None,
            loaded_from=slot.path,
            strokes=StrokeLog.from_json(p.get("strokes"), match.table),
        )
        scene.shot_clock.resume(p.get("clock_used"))
        scene.uncounted = clean_uncounted(p.get("uncounted"), match.partida_number)
        scene.count_on_resume()
        scene.take_aim(p.get("aim"))
        scene.take_lag(p.get("lag"))
        last = next((r for r in reversed(match.sheet.rows) if scene.strokes.has(r)), None)
        if last is not None:
            scene.replay_record = row_record(scene, last)
        return scene

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        super().layout()
        if not hasattr(self, "aim"):
            return
        self.aim.layout(
            self.side_rect, self.app.fonts, self.watch_button.rect.y - self.app.fonts.px(6)
        )
        w, h = self.app.size
        gap = self.app.fonts.px(12)
        bh = button_height(self.app.size)
        lay_out(self.option_buttons, option_box(self.view, self.app.fonts, bh), self.app.fonts, bh)
        self.place_lag_choice(self.lag_choice_box())
        side = self.side_rect
        self.move_button.rect = side_button(side, self.app.fonts, side.bottom - bh - gap // 2, bh)
        for i, b in enumerate(self.end_buttons):
            b.rect = pygame.Rect(0, 0, round(w * 0.2), held_button_height(self.app.size))
            b.rect.center = (round(w * (0.3 + 0.2 * i)), round(h * 0.68))
        pad = self.app.fonts.px(8)
        self.pause_button.rect = bar_slot(self.bottom_rect, side.width - gap, gap, pad, 0)
        self.advice_button.rect = bar_slot(self.bottom_rect, side.width - gap, gap, pad, 1)

    def bar_buttons(self) -> list[Button]:
        """The pause button at the bar's right end, the advice's beside it where offered (the
        demo has neither)."""
        if self.demo:
            return []
        shown = [self.pause_button, *([self.advice_button] if self.advice_ready() else [])]
        if self.can_withdraw():  # beside them, where the caption says the option declared
            f, side = self.app.fonts, self.side_rect
            gap, pad = f.px(12), f.px(8)
            slot = len(shown)
            self.retract_button.rect = bar_slot(self.bottom_rect, side.width - gap, gap, pad, slot)
            shown.append(self.retract_button)
        return shown

    def still_key(self) -> Hashable:
        """What the screen's picture rests on under an overlay (:mod:`...beneath`), where it
        neither advances nor hears input; ``None`` while it changes by itself all the same
        (:func:`..still.table_at_rest`)."""
        if not table_at_rest(self):
            return None
        return self.shown_key()

    def shown_key(self) -> Hashable:
        """What the screen at rest shows that may still change under an overlay: the shot
        clock's words and its buttons."""
        shown = [*self.bar_buttons(), self.move_button, *self.aim.buttons, *self.end_buttons]
        shown += [*self.option_buttons, *self.choice_buttons, self.watch_button]
        return self.clock_label(), buttons_key(shown)
