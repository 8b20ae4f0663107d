"""The game screen: an encuentro between two players (people or the computer) at one computer.

It adds no rule of its own: every decision goes to the referee (:class:`~chapo_game.rules.match.
Match`) and every call it shows comes from the referee's announcements. What it does is let the
players act — lag, choose to break or cede, place the ball in hand, declare an option, aim and
strike, choose the rey's auxiliary spot — and show the result: the shot played back from the
physics' frames, the score board, the announcement line, the end-of-partida screens. The
encuentro is saved after every action that changes it (see :mod:`chapo_game.record`).
"""

from __future__ import annotations

import math
import threading
from typing import Any

import pygame

from chapo_game import record
from chapo_game.errors import ChapoError
from chapo_game.i18n import N_, _, language
from chapo_game.rules.announcements import Announcement, template_en, worded_params
from chapo_game.rules.errors import (
    IllegalAction,
    IllegalPlacement,
    IllegalReySpot,
    IllegalShot,
    MatchFinished,
    OptionNotOffered,
    WrongPhase,
)
from chapo_game.rules.match import Match, MatchSettings, Phase
from chapo_game.shot import Shot

from ...aim import AimControl, AimState
from ...draw.view import BallDraw
from ...widgets import ACCENT, BAD, DIM, GOOD, PANEL, PANEL_EDGE, TEXT, Button, dim, panel
from ..pause import PauseScene
from ..tablescene import TableScene

SAVE_KIND = "encuentro"
NUDGE_STEP = 0.01  # m the ball in hand moves per arrow key
NUDGE_FINE = 0.002  # ... with Shift
#: Arrow keys -> (screen dx, screen dy) for the ball in hand.
NUDGE_KEYS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}

OPTION_LABELS = {
    "pasar": N_("Pasar: cross the línea media before touching a ball"),
    "no_pasar": N_("No pasar: do not cross the línea media"),
    "bricole": N_("Bricole: the foot cushion before any ball"),
}


def announcement_text(a: Announcement) -> str:
    """A referee's call in the current language (the English template is the msgid)."""
    params = worded_params(a.params, language())
    for k in ("ball", "other"):
        if params.get(k) == "mingo":
            params[k] = _("mingo")
    try:
        return _(template_en(a.key)).format(**params)
    except (KeyError, IndexError, ValueError):
        return a.message("en")


#: What the window says when the referee refuses a request, by the refusal's type (most
#: specific first). The referee's own messages are one-line English for logs and the command
#: line; a player reads these, in his language.
REFUSALS: tuple[tuple[type[Exception], str], ...] = (
    (MatchFinished, N_("The partida is over: nothing more is played in it.")),
    (IllegalPlacement, N_("The ball in hand may not go there.")),
    (OptionNotOffered, N_("That option is not on offer now.")),
    (IllegalReySpot, N_("The rey may not go there: click one of the highlighted spots.")),
    (IllegalShot, N_("That shot is not allowed now.")),
    (WrongPhase, N_("That is not possible at this moment of the game.")),
    (ChapoError, N_("That is not allowed now.")),
)


def refusal_text(exc: BaseException) -> str:
    """A refusal of the referee as the player reads it (translated, no internal names)."""
    for kind, msgid in REFUSALS:
        if isinstance(exc, kind):
            return _(msgid)
    return _("Something went wrong; the game is unchanged.")


def validate_payload(payload: dict[str, Any]) -> None:
    """Raise if a saved payload cannot be resumed (used by :func:`record.load`)."""
    if payload.get("kind") != SAVE_KIND:
        raise ValueError("not an encuentro in progress")
    Match.from_json(payload["match"])
    comps = payload.get("computers", {})
    if not isinstance(comps, dict):
        raise ValueError("bad computers entry")


def match_settings(app: Any) -> MatchSettings:
    s = app.settings
    return MatchSettings(
        target=s.target, partidas=s.encuentro_length, ball1_pocket_value=s.ball1_pocket_value
    )


class ComputerTurn:
    """One decision of the computer player, computed off the frame loop in a worker thread
    (on a copy of the match, so drawing never sees a half-changed state)."""

    def __init__(self, player: Any, match: Match, seat: int | None = None) -> None:
        self.decision: Any = None
        self.error: BaseException | None = None
        self._m = match.copy()
        self._player = player
        self._seat = seat
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.decision = self._player.decide(self._m, self._seat)
        except BaseException as exc:
            self.error = exc

    @property
    def ready(self) -> bool:
        if self._thread.is_alive():
            self._thread.join(0.002)
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)


class GameScene(TableScene):
    """``names``: the two players (index 0 lags with ball 1); ``computers``: player index ->
    level for the computer's seats; ``match``: resume this match instead of a new one."""

    demo = False

    def __init__(
        self,
        app: Any,
        names: list[str] | None = None,
        computers: dict[int, int] | None = None,
        match: Match | None = None,
    ) -> None:
        self.match = match or Match(
            tuple(names or (_("Player 1"), _("Player 2"))), match_settings(app)
        )
        super().__init__(app, self.match.table)
        self.computers: dict[int, int] = dict(computers or {})
        self._ai_players: dict[int, Any] = {}
        self.thinking: ComputerTurn | None = None
        self.lag_shots: list[Shot] = []
        self.placing = False  # the ball in hand follows the pointer
        self.pointer: tuple[int, int] | None = None
        self.hand_xy: tuple[float, float] | None = None  # the ball in hand moved by the keys
        self.refusal = ""  # why the last placement or choice was refused
        self.calls: list[Announcement] = list(self.match.announcements)
        self.last_verdict = self.match.last_verdict
        self.aim = AimControl("1", self._aim_ball_xy, self.strike)
        self.option_buttons = [
            Button((lambda o=o: _(OPTION_LABELS[o])), (lambda o=o: self.declare(o)), name=o)
            for o in ("pasar", "no_pasar", "bricole")
        ]
        self.choice_buttons = [
            Button(lambda: _("Break"), lambda: self.choose_break(True), name="break"),
            Button(lambda: _("Cede the break"), lambda: self.choose_break(False), name="cede"),
        ]
        self.move_button = Button(
            lambda: _("Move the ball"),
            self.start_placing,
            name="move",
            enabled=lambda: self.can_move_ball(),
        )
        self.end_buttons = [
            Button(
                lambda: _("Next partida"),
                self.next_partida,
                name="next_partida",
                enabled=lambda: self.match.phase == Phase.PARTIDA_OVER,
            ),
            Button(
                lambda: _("Rematch"),
                self.rematch,
                name="rematch",
                enabled=lambda: self.match.phase == Phase.ENCUENTRO_OVER,
            ),
            Button(lambda: _("Menu"), app.to_menu, name="menu"),
        ]
        self.position = self.match.position
        self.layout()
        self.prepare_turn()

    # ------------------------------------------------------------------ construction
    @classmethod
    def resume(cls, app: Any) -> GameScene | None:
        loaded = record.load(validate=validate_payload)
        if loaded.payload is None:
            if loaded.message:
                app.message = _("The saved game was damaged ({reason}); kept as {name}.").format(
                    reason=loaded.message, name=loaded.moved_to.name if loaded.moved_to else "?"
                )
            return None
        p = loaded.payload
        comps = {int(k): int(v) for k, v in p.get("computers", {}).items()}
        return cls(app, computers=comps, match=Match.from_json(p["match"]))

    def save(self) -> None:
        if self.demo:
            return
        if self.match.phase == Phase.ENCUENTRO_OVER:
            record.clear()
            return
        record.save(
            {
                "kind": SAVE_KIND,
                "computers": {str(k): v for k, v in self.computers.items()},
                "match": self.match.to_json(),
            }
        )

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        super().layout()
        if not hasattr(self, "aim"):
            return
        self.aim.layout(self.side_rect)
        w, h = self.app.size
        v = self.view.outer
        pr = self.view.playing_rect()
        bw, bh = pr.width // 2 - 50, max(44, round(h * 0.065))
        for i, b in enumerate(self.option_buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.center = (pr.centerx + pr.width // 4, pr.centery - bh + i * (bh + 12) + 10)
        for i, b in enumerate(self.choice_buttons):
            b.rect = pygame.Rect(0, 0, round(v.width * 0.25), bh)
            b.rect.center = (v.centerx + (i * 2 - 1) * round(v.width * 0.15), v.centery + bh)
        self.move_button.rect = pygame.Rect(
            self.side_rect.x + 8, self.side_rect.bottom - bh - 8, self.side_rect.width - 16, bh
        )
        for i, b in enumerate(self.end_buttons):
            b.rect = pygame.Rect(0, 0, round(w * 0.2), bh)
            b.rect.center = (round(w * (0.3 + 0.2 * i)), round(h * 0.68))

    # ------------------------------------------------------------------ state helpers
    @property
    def lag_player(self) -> int:
        return len(self.lag_shots)

    def acting_player(self) -> int | None:
        """Whose input the screen is waiting for."""
        m = self.match
        if m.phase == Phase.LAG:
            return self.lag_player if self.lag_player < 2 else None
        return m.deciding_player

    def is_computer(self, p: int | None) -> bool:
        return p is not None and p in self.computers

    def current_ball(self) -> str | None:
        m = self.match
        if m.phase == Phase.LAG:
            return ("1", "2")[self.lag_player] if self.lag_player < 2 else None
        return m.ball_to_play

    def _aim_ball_xy(self) -> tuple[float, float] | None:
        b = self.current_ball()
        return None if b is None else self.position.balls.get(b)

    def can_move_ball(self) -> bool:
        m = self.match
        return (
            m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND)
            and not m.pending_rey_choice
            and not self.animating
            and not self.placing
            and not self.is_computer(m.to_move)
        )

    def prepare_turn(self) -> None:
        """Set up the input for whoever acts next (called after every change of the match)."""
        m = self.match
        self.position = m.position
        self.placing = False
        ball = self.current_ball()
        if ball is not None:
            # every turn starts from a fresh aim: nobody sees the previous player's power or
            # spin (in the lag that is the rule: each sets his shot without seeing the other's)
            self.aim.ball = ball
            self.aim.state = AimState()
            self.aim.pull = 0.0
            self.aim.seco_allowed = "seco" in m.allowed_cues() and m.phase != Phase.LAG
            xy = self.position.balls.get(ball)
            if xy is not None:
                self.aim.state.angle = self._default_angle(ball, xy)
        if m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND) and m.needs_placement:
            self.placing = not self.is_computer(m.to_move)
        self.hand_xy = None
        self.refusal = ""

    def _default_angle(self, ball: str, xy: tuple[float, float]) -> float:
        """Aim at the mingo (or the other ball) to start with; straight up the table in the lag."""
        if self.match.phase == Phase.LAG:
            return 90.0
        for target in ("mingo", "1", "2"):
            t = self.position.balls.get(target)
            if target != ball and t is not None:
                return math.degrees(math.atan2(t[1] - xy[1], t[0] - xy[0])) % 360
        return 90.0

    # ------------------------------------------------------------------ actions
    def start_placing(self) -> None:
        if self.can_move_ball():
            self.placing = True

    def place(self, xy: tuple[float, float]) -> bool:
        """Try to put the ball in hand at table point ``xy``; refused places say why."""
        m = self.match
        problem = m.placement_problem(xy)
        if problem is not None:
            self.refusal = _("Not there: {reason}").format(reason=self.placement_reason(xy))
            self.app.sound.play("foul", 0.3)
            return False
        try:
            m.place_ball(xy)
        except IllegalAction as exc:
            self.refusal = refusal_text(exc)
            return False
        self.position = m.position
        self.placing = False
        self.hand_xy = None
        self.refusal = ""
        ball = m.ball_to_play
        if ball is not None:
            self.aim.state.angle = self._default_angle(ball, xy)
        return True

    def placement_reason(self, xy: tuple[float, float]) -> str:
        area = self.match.placement_area()
        if area is not None and not area.contains(xy):
            return _("outside the cabaña")
        if self.table.pocket_at(xy) is not None:
            return _("over a pocket")
        return _("on another ball or a pin")

    def declare(self, option: str) -> None:
        try:
            self.match.declare(option)
        except IllegalAction as exc:
            self.refusal = refusal_text(exc)
            return
        if option == "bricole":
            self.aim.seco_allowed = True

    def choose_break(self, break_first: bool) -> None:
        try:
            self.match.choose_break(break_first)
        except ChapoError as exc:
            self.refusal = refusal_text(exc)
            return
        self.calls = list(self.match.announcements)
        self.save()
        self.prepare_turn()

    def choose_rey(self, spot: str) -> None:
        try:
            self.match.choose_rey_spot(spot)
        except IllegalAction as exc:
            self.refusal = refusal_text(exc)
            return
        self.calls = self.calls + list(self.match.announcements)
        self.save()
        self.prepare_turn()

    def next_partida(self) -> None:
        try:
            self.match.next_partida()
        except ChapoError as exc:
            self.refusal = refusal_text(exc)
            return
        self.calls = list(self.match.announcements)
        self.save()
        self.prepare_turn()

    def rematch(self) -> None:
        m = self.match
        self.match = Match(m.players, m.settings)
        self.lag_shots = []
        self.calls = []
        self.last_verdict = None
        self.trace = {}
        self.save()
        self.prepare_turn()

    def strike(self, shot: Shot) -> None:
        """The acting player struck: run the shot (or store the first lag shot)."""
        m = self.match
        if self.animating or self.placing:
            return
        if m.phase == Phase.LAG:
            self.lag_shots.append(shot)
            if len(self.lag_shots) < 2:
                self.prepare_turn()
                return
            a, b = self.lag_shots
            self.run_shot([a, b], self._lag_done, position=m.position)
            return
        if m.needs_placement:
            return
        if m.options() and m.declared_option is None:
            self.refusal = _("Declare an option first.")
            return
        self.run_shot(shot, lambda result: self._shot_done(shot, result))

    def _lag_done(self, result: Any) -> None:
        a, b = self.lag_shots
        self.lag_shots = []
        if result is None:
            self.prepare_turn()  # (it clears the refusal line: say why afterwards)
            self.refusal = _("The simulation failed; the shot is not counted.")
            return
        try:
            self.match.lag(a, b, result=result)
        except ChapoError as exc:
            self.prepare_turn()
            self.refusal = refusal_text(exc)
            return
        self.calls = list(self.match.announcements)
        self.position = result.final
        self.save()
        self.prepare_turn()

    def _shot_done(self, shot: Shot, result: Any) -> None:
        if result is None:
            self.prepare_turn()  # (it clears the refusal line: say why afterwards)
            self.refusal = _("The simulation failed; the shot is not counted.")
            return
        try:
            v = self.match.shoot(shot, events=result.events, final=result.final)
        except ChapoError as exc:
            self.prepare_turn()
            self.refusal = refusal_text(exc)
            return
        self.last_verdict = v
        self.calls = list(v.announcements)
        if v.chapo:
            self.app.sound.play("chapo")
        elif v.fouls:
            self.app.sound.play("foul")
        self.on_verdict(v)
        self.save()
        self.prepare_turn()

    def on_verdict(self, verdict: Any) -> None:
        """Hook for the demo's captions."""

    # ------------------------------------------------------------------ computer
    def _ai(self, p: int) -> Any:
        if p not in self._ai_players:
            from chapo_game.ai.player import ComputerPlayer

            # one worker process: the decision already runs in a thread of the window
            self._ai_players[p] = ComputerPlayer(self.computers[p], seed=p + 1, workers=1)
        return self._ai_players[p]

    def update(self) -> None:
        super().update()
        if self.animating:
            return
        p = self.acting_player()
        if self.is_computer(p) and self.match.phase not in (
            Phase.PARTIDA_OVER,
            Phase.ENCUENTRO_OVER,
        ):
            if self.thinking is None:
                seat = p if self.match.phase == Phase.LAG else None
                self.thinking = ComputerTurn(self._ai(p), self.match, seat)
            elif self.thinking.ready:
                turn, self.thinking = self.thinking, None
                if turn.error is not None:
                    self.refusal = _("The computer could not decide: {err}").format(
                        err=refusal_text(turn.error)
                    )
                    return
                self.apply_decision(turn.decision)
        self.auto_advance()

    def auto_advance(self) -> None:
        """Between partidas with only computers at the table (demo), go on by itself."""

    def apply_decision(self, d: Any) -> None:
        """Carry out one decision of the computer through the same paths a person uses."""
        m = self.match
        kind = d.kind
        if kind == "lag" and d.shot is not None:
            self.aim.state.angle = d.shot.angle
            self.strike(d.shot)
        elif kind == "break":
            self.choose_break(bool(d.break_first))
        elif kind == "rey_spot" and d.rey_spot is not None:
            self.choose_rey(d.rey_spot)
        elif kind == "next_partida":
            self.next_partida()
        elif kind == "shot" and d.shot is not None:
            if d.placement is not None and m.phase in (
                Phase.SALIDA,
                Phase.REMATADA,
                Phase.BALL_IN_HAND,
            ):
                self.place(tuple(d.placement))
            if d.option and m.options() and m.declared_option is None:
                self.declare(d.option)
            self.aim.state.angle = d.shot.angle
            self.strike(d.shot)

    # ------------------------------------------------------------------ events
    def handle(self, ev: pygame.event.Event) -> None:
        m = self.match
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.push(PauseScene(self.app))
                return
            if ev.key == pygame.K_TAB:
                from ..sheet import ScoreSheetScene

                self.app.push(ScoreSheetScene(self.app, self.match))
                return
        if m.finished:
            for b in self.end_buttons:
                if b.handle(ev):
                    return
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE):
                (self.next_partida if m.phase == Phase.PARTIDA_OVER else self.rematch)()
            return
        if self.animating or self.is_computer(self.acting_player()):
            return
        if m.phase == Phase.LAG_CHOICE:
            for b in self.choice_buttons:
                if b.handle(ev):
                    return
            return
        if m.pending_rey_choice:
            self._rey_event(ev)
            return
        if self.placing:
            self._place_event(ev)
            return
        if m.options() and m.declared_option is None:
            for b in self.option_buttons:
                if b.handle(ev):
                    return
            return
        if self.move_button.handle(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_m and self.can_move_ball():
            self.start_placing()
            return
        self.aim.handle(ev, self.view)

    def _place_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION or (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1):
            self.pointer = ev.pos
            self.hand_xy = None  # the ball follows the pointer again
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.pointer = ev.pos
            if self.view.outer.collidepoint(ev.pos):
                self.place(self.view.to_table(ev.pos))
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE):
            xy = self.hand_xy or self.match.default_placement()
            if xy is not None:
                self.place(xy)
        elif ev.type == pygame.KEYDOWN and ev.key in NUDGE_KEYS:
            self.nudge(*NUDGE_KEYS[ev.key], fine=bool(ev.mod & pygame.KMOD_SHIFT))

    def nudge(self, dx: int, dy: int, fine: bool = False) -> None:
        """Move the ball in hand with the arrow keys (screen directions), kept inside the
        cabaña; a place where it may not go is shown as refused until moved on."""
        m = self.match
        area = m.placement_area()
        start = self.hand_xy or m.default_placement()
        if area is None or start is None:
            return
        step = NUDGE_FINE if fine else NUDGE_STEP
        # screen x runs along the table's y, screen y along its x
        x = min(area.x_max, max(area.x_min, start[0] + dy * step))
        y = min(area.y_max, max(area.y_min, start[1] + dx * step))
        self.hand_xy = (x, y)
        self.pointer = None

    def rey_spot_at(self, pos: tuple[int, int]) -> str | None:
        best, best_d = None, max(14.0, self.view.ball_radius_px() * 1.2)
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
                self.refusal = _("Click one of the highlighted spots.")
            else:
                self.choose_rey(sid)
        elif ev.type == pygame.KEYDOWN and pygame.K_1 <= ev.key <= pygame.K_9:
            choices = self.match.rey_spot_choices()
            i = ev.key - pygame.K_1
            if i < len(choices):
                self.choose_rey(choices[i])

    # ------------------------------------------------------------------ drawing
    def scoreboard_texts(self) -> dict[str, str]:
        """Every text of the score board, as the player reads it (tests read it too)."""
        m = self.match
        out: dict[str, str] = {}
        for p in (0, 1):
            out[f"name{p}"] = m.players[p]
            out[f"score{p}"] = str(m.scores[p])
            out[f"partidas{p}"] = _("Partidas: {n}").format(n=m.partidas_won[p])
            if m.phase not in (Phase.LAG, Phase.LAG_CHOICE):
                out[f"ball{p}"] = _("Ball {b}").format(b=m.ball_of(p))
            else:
                out[f"ball{p}"] = ""
        out["partida"] = _("Partida {n} of {m} · to {t}").format(
            n=m.partida_number, m=m.settings.partidas, t=m.settings.target
        )
        out["turn"] = self.turn_text()
        por = ""
        if m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.PLAY, Phase.BALL_IN_HAND):
            rem = m.remaining(m.to_move)
            if 1 <= rem <= 5:
                por = _("por {n}").format(n=rem)
        out["por"] = por
        return out

    def turn_text(self) -> str:
        m = self.match
        p = self.acting_player()
        if m.phase == Phase.LAG:
            if p is None:
                return _("Lag: both balls are running")
            return _("Lag: {name} sets his shot (ball {b}); the other player looks away").format(
                name=m.players[p], b=("1", "2")[p]
            )
        if m.phase == Phase.LAG_CHOICE:
            return _("{name} won the lag: break or cede?").format(name=m.players[p or 0])
        if m.phase == Phase.PARTIDA_OVER:
            return _("Partida over")
        if m.phase == Phase.ENCUENTRO_OVER:
            return _("Encuentro over")
        if p is None:
            return ""
        if m.pending_rey_choice:
            return _("{name}: choose the rey's spot").format(name=m.players[p])
        ball = m.ball_of(p)
        if m.needs_placement or self.placing:
            cab = _("de salida") if m.hand_cabana == "salida" else _("del mingo")
            return _("{name}: place ball {b} in the cabaña {c}").format(
                name=m.players[p], b=ball, c=cab
            )
        return _("{name} to play, ball {b}").format(name=m.players[p], b=ball)

    def announcement_line(self) -> str:
        if self.refusal:
            return self.refusal
        return "  ·  ".join(announcement_text(a) for a in self.calls)

    def draw_scoreboard(self, surf: pygame.Surface) -> None:
        r = self.top_rect
        f = self.app.fonts
        t = self.scoreboard_texts()
        act = self.acting_player()
        half = r.width // 2
        for p in (0, 1):
            box = pygame.Rect(0, 0, round(r.width * 0.33), r.height - 12)
            box.top = r.y + 6
            if p == 0:
                box.left = r.x + 8
            else:
                box.right = r.right - 8
            on = act == p
            pygame.draw.rect(surf, (40, 54, 70) if on else PANEL, box, border_radius=8)
            pygame.draw.rect(surf, ACCENT if on else PANEL_EDGE, box, 2, border_radius=8)
            name = f.text(t[f"name{p}"], 32, TEXT)
            score = f.text(t[f"score{p}"], 56, ACCENT if on else TEXT)
            sub = f.text("  ·  ".join(x for x in (t[f"ball{p}"], t[f"partidas{p}"]) if x), 22, DIM)
            if p == 0:
                surf.blit(name, (box.x + 14, box.y + 6))
                surf.blit(sub, (box.x + 14, box.bottom - sub.get_height() - 6))
                surf.blit(score, score.get_rect(midright=(box.right - 16, box.centery)))
            else:
                surf.blit(name, name.get_rect(topright=(box.right - 14, box.y + 6)))
                surf.blit(sub, sub.get_rect(bottomright=(box.right - 14, box.bottom - 6)))
                surf.blit(score, score.get_rect(midleft=(box.x + 16, box.centery)))
        mid = f.text(t["partida"], 24, DIM)
        surf.blit(mid, mid.get_rect(midtop=(half, r.y + 6)))
        turn_lines = f.wrap(t["turn"], 24, round(r.width * 0.3))
        y = r.y + 8 + mid.get_height()
        for line in turn_lines[:2]:
            img = f.text(line, 24, TEXT)
            surf.blit(img, img.get_rect(midtop=(half, y)))
            y += img.get_height()
        if t["por"]:
            img = f.text(t["por"], 26, ACCENT)
            surf.blit(img, img.get_rect(midbottom=(half, r.bottom - 2)))

    def draw(self, surf: pygame.Surface) -> None:
        m = self.match
        hide = ()
        ball = self.current_ball()
        if self.placing and ball is not None:
            hide = (ball,)
        self.draw_table(surf, hide=hide)
        self.draw_scoreboard(surf)
        act = self.acting_player()
        human = act is not None and not self.is_computer(act)
        # ball in hand: the area, the ball following the pointer
        area = (
            m.placement_area()
            if m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND)
            else None
        )
        if area is not None and self.placing and not self.animating:
            self._draw_area(surf, area)
            ghost = self.hand_xy
            if ghost is None and self.pointer is not None:
                ghost = self.view.to_table(self.pointer)
            if human and ghost is not None and ball is not None:
                xy = ghost
                ok = m.is_legal_placement(xy)
                self.view.draw_ball(surf, ball, BallDraw(xy), alpha=230 if ok else 120)
                c = self.view.to_screen(xy)
                rp = self.view.ball_radius_px()
                col = GOOD if ok else BAD
                pygame.draw.circle(surf, col, c, rp + 3, 2)
                if not ok:
                    pygame.draw.line(surf, BAD, (c[0] - rp, c[1] - rp), (c[0] + rp, c[1] + rp), 3)
                    pygame.draw.line(surf, BAD, (c[0] - rp, c[1] + rp), (c[0] + rp, c[1] - rp), 3)
        if m.pending_rey_choice and not self.animating:
            self._draw_rey_choices(surf)
        aiming = (
            not self.animating
            and not self.placing
            and ball is not None
            and human
            and m.phase in (Phase.LAG, Phase.SALIDA, Phase.REMATADA, Phase.PLAY, Phase.BALL_IN_HAND)
            and not m.pending_rey_choice
            and not (m.options() and m.declared_option is None)
        )
        if aiming:
            xy = self.position.balls.get(ball)
            if xy is not None:
                if self.app.settings.aiming_guide and m.phase != Phase.LAG:
                    self.view.draw_guide(
                        surf,
                        ball,
                        self.position.balls,
                        self.aim.state.angle,
                        self.position.standing_pins(),
                    )
                self.draw_cue(
                    surf, xy, self.aim.state.angle, self.aim.pull, self.aim.state.cue == "seco"
                )
        if human and not m.finished and m.phase != Phase.LAG_CHOICE:
            self.aim.draw_panel(surf, self.app.fonts)
            if self.can_move_ball():
                self.move_button.draw(surf, self.app.fonts, 24)
        if self.thinking is not None:
            self.draw_thinking(surf, _("The computer is thinking…"))
        if m.phase == Phase.LAG and self.lag_player == 1 and human:
            img = self.app.fonts.text(
                _("{name}'s lag shot is set.").format(name=m.players[0]), 24, DIM
            )
            surf.blit(
                img, img.get_rect(midbottom=(self.view.outer.centerx, self.view.outer.bottom - 8))
            )
        if m.phase == Phase.LAG_CHOICE and human:
            box = self.view.outer.inflate(-self.view.outer.width // 3, -self.view.outer.height // 3)
            panel(surf, box)
            img = self.app.fonts.text(self.turn_text(), 32, ACCENT)
            surf.blit(img, img.get_rect(center=(box.centerx, box.y + box.height // 4)))
            for b in self.choice_buttons:
                b.draw(surf, self.app.fonts, 28)
        if (
            m.options()
            and m.declared_option is None
            and not self.placing
            and human
            and not self.animating
        ):
            # over the far half of the table: the balls in the cabaña stay in sight
            pr = self.view.playing_rect()
            box = pygame.Rect(
                pr.centerx + 10, pr.y + pr.height // 5, pr.width // 2 - 20, pr.height * 3 // 5
            )
            panel(surf, box, 225)
            img = self.app.fonts.text(_("Both balls are inside: declare your shot"), 26, ACCENT)
            surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 14)))
            for b in self.option_buttons:
                b.draw(surf, self.app.fonts, 24)
        elif m.declared_option and not self.animating:
            img = self.app.fonts.text(
                _("Declared: {o}").format(o=_(OPTION_LABELS[m.declared_option]).split(":")[0]),
                24,
                ACCENT,
            )
            surf.blit(img, img.get_rect(topleft=(self.view.outer.x + 12, self.view.outer.y + 8)))
        colour = BAD if self.refusal else TEXT
        self.draw_announcement(surf, self.announcement_line(), colour)
        if m.finished:
            self._draw_end(surf)

    def _draw_area(self, surf: pygame.Surface, area: Any) -> None:
        a = self.view.to_screen((area.x_min, area.y_min))
        b = self.view.to_screen((area.x_max, area.y_max))
        rect = pygame.Rect(
            round(min(a[0], b[0])),
            round(min(a[1], b[1])),
            round(abs(b[0] - a[0])),
            round(abs(b[1] - a[1])),
        )
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        s.fill((120, 230, 140, 40))
        surf.blit(s, rect.topleft)
        pygame.draw.rect(surf, GOOD, rect, 2)

    def _draw_rey_choices(self, surf: pygame.Surface) -> None:
        f = self.app.fonts
        hover = self.rey_spot_at(self.pointer) if self.pointer else None
        for i, sid in enumerate(self.match.rey_spot_choices()):
            c = self.view.to_screen(self.table.spots[sid])
            rp = self.view.ball_radius_px()
            pulse = 2 + (self.app.frame // 10) % 3
            pygame.draw.circle(surf, ACCENT if sid == hover else GOOD, c, rp + pulse, 3)
            img = f.text(str(i + 1), 22, ACCENT)
            surf.blit(img, img.get_rect(center=(c[0] + rp + 10, c[1] - rp - 6)))

    def end_texts(self) -> dict[str, str]:
        """The end-of-partida / end-of-encuentro screen's texts (tests read them too)."""
        m = self.match
        if m.phase == Phase.ENCUENTRO_OVER and m.winner is not None:
            title = _("{name} wins the encuentro!").format(name=m.players[m.winner])
        else:
            pw = m.partida_winner if m.partida_winner is not None else 0
            title = _("{name} wins partida {n}").format(name=m.players[pw], n=m.partida_number)
        rows = m.sheet.partida_rows(m.partida_number)
        last = rows[-1].score if rows else m.scores
        pw2 = m.partidas_won
        return {
            "title": title,
            "score": f"{m.players[0]}  {last[0]} – {last[1]}  {m.players[1]}",
            "partidas": _("Partidas: {a} – {b}").format(a=pw2[0], b=pw2[1]),
        }

    def _draw_end(self, surf: pygame.Surface) -> None:
        dim(surf, 140)
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, round(w * 0.7), round(h * 0.5))
        box.center = (w // 2, round(h * 0.52))
        panel(surf, box)
        f = self.app.fonts
        texts = self.end_texts()
        img = f.text(texts["title"], 48, ACCENT)
        surf.blit(img, img.get_rect(center=(w // 2, box.y + round(box.height * 0.2))))
        img = f.text(texts["score"], 36, TEXT)
        surf.blit(img, img.get_rect(center=(w // 2, box.y + round(box.height * 0.42))))
        img = f.text(texts["partidas"], 28, DIM)
        surf.blit(img, img.get_rect(center=(w // 2, box.y + round(box.height * 0.57))))
        shown = [b for b in self.end_buttons if (b.enabled() or b.name == "menu") and not self.demo]
        bw = round(w * 0.2)
        x0 = w // 2 - (len(shown) * bw + (len(shown) - 1) * 20) // 2
        for i, b in enumerate(shown):
            b.rect = pygame.Rect(x0 + i * (bw + 20), round(h * 0.66), bw, b.rect.height)
            b.draw(surf, f, 28)
