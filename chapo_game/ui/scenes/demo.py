"""Demo mode for clubs: the computer plays both sides at real speed, with the score board, the
referee's calls and short captions that teach the rules as they happen. Partidas and encuentros
follow one another, and as it starts on a club's screen and between two encuentros the club's
standings are shown (:mod:`.standings`). Any key, click or touch returns to the menu; on a
club's screen any screen left alone comes back to it (:mod:`.club_screen`). Nothing is saved.

The caption bar says, after every shot, the referee's calls of it — what fell, what was
pocketed, what each is worth, the points or the foul and its reason (issue 10) — and, before a
special shot (lag, salida, rematada, ball in hand), a line that teaches it.
"""

from __future__ import annotations

import secrets
from collections.abc import Hashable
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.match import Phase
from chapo_game.rules.words import capfirst

from ..beneath import Beneath
from ..kept_area import KeptArea
from .celebrate import Moment, celebrate, moments
from .demo_panel import DemoPanel
from .opening import LEVEL_NAMES
from .standings import Row, StandingsRead, draw_standings

PAUSE_FRAMES = 180  # 3 s on the end-of-partida screen before the next one
STANDINGS_FRAMES = 600  # then, after an encuentro, 10 s of the club's standings
DEMO_SEEDS = 1 << 30  # a club's demo starts on one of so many seeds
#: The demo replays by itself a chapó and any shot knocking this many pins: at three (seven
#: points, the maestro's everyday shot) one shot in five was replayed, a sixth of the screen's
#: time spent on replays each twice the shot's length.
BIG_SHOT_PINS = 4


def big_shot(v: Any) -> bool:
    """A shot worth seeing again: a chapó, or four pins down in a scoring shot."""
    return bool(v.chapo) or (not v.fouls and len(v.pins_down) >= BIG_SHOT_PINS)


#: The levels of the demo's encuentros in turn: the maestro against a club player, then two
#: club players — a close encuentro, with the misses and fouls of a club's chapó (on a club's
#: screen the maestro won every encuentro and nobody fouled, which the bar did not believe).
DEMO_LEVELS: tuple[tuple[int, int], ...] = ((3, 2), (2, 2))


def seat_names(levels: tuple[int, int]) -> tuple[str, str]:
    """The demo's two computers named by their levels ("Maestro" against "Jugador de club";
    "Jugador de club A" and "B" when alike): as "Ordenador A" and "B" a bar could not tell
    which was the maestro, nor that the next encuentro's two were club players."""
    a, b = (capfirst(_(LEVEL_NAMES[n])) for n in levels)
    if a != b:
        return a, b
    return _("{name} A").format(name=a), _("{name} B").format(name=b)


class DemoScene(DemoPanel):
    demo = True

    def __init__(self, app: Any, levels: tuple[int, int] | None = None, seed: int = 0) -> None:
        self.seed = seed  # the computers' seeds: another encuentro, other seeds (ai_seed)
        self.encuentros = 0
        self.pairs = DEMO_LEVELS if levels is None else (levels,)  # the levels, in turn
        # the club's standings before the first lag (:meth:`for_club`); set before the game
        # screen is made, which asks the board's texts (:meth:`turn_text`)
        self.opening = False
        super().__init__(
            app, names=list(seat_names(self.pairs[0])), computers=dict(enumerate(self.pairs[0]))
        )
        self.caption = self.phase_caption()
        self.wait = 0
        self.standings: list[Row] = []  # shown after an encuentro, when the club has played
        self.reading: StandingsRead | None = None  # the standings, read during the end panel
        self.replay_due = False  # a big shot, replayed when the demo is next in front
        self.after_replay: list[Moment] = []  # the encuentro's end, celebrated after it
        self.still_picture = KeptArea()  # the window while it stands still in front (draw)

    @classmethod
    def for_club(cls, app: Any, club: bool = False) -> DemoScene:
        """The demo a club starts: seeded afresh, so no two runs of a day play alike. With
        ``club`` (``chapo --demo``, a club's screen) any screen left alone goes back to it
        (:func:`.club_screen.club_return`); a home player who watched it once is not followed
        by it. On a club's screen it opens on the club's standings: shown only between two
        encuentros, they were never seen on an evening when passers-by kept starting the demo
        afresh."""
        app.club_demo = app.club_demo or club
        demo = cls(app, seed=secrets.randbelow(DEMO_SEEDS))
        if app.club_demo:
            demo.opening, demo.reading = (
                True,
                StandingsRead(app.start_check, app.settings.records_order),
            )
        return demo

    def held(self, before: int) -> bool:
        """Whether the demo still stands: ``before`` frames (the end panel; none as it opens),
        then the standings being read, if asked (:class:`StandingsRead`) — the screen stays
        until they are in — and shown for :data:`STANDINGS_FRAMES`; none to show (fewer than
        two players have played, or the list is unreadable), it goes on at once. Counted in
        time, as a shot is: a slow machine's 8 frames a second showed the standings' ten
        seconds for seventy."""
        step = self.app.pacer.behind
        if self.reading is not None and self.wait + step >= before:
            if not self.reading.ready:
                return True
            self.standings, self.reading = self.reading.result or [], None
        self.wait += step
        if self.wait < before + (STANDINGS_FRAMES if self.standings else 0):
            return True
        self.wait, self.standings = 0, []
        return False

    def ai_seed(self, p: int) -> int:
        """Each encuentro's own seeds: with the same seeds the same lag, the same shots and
        the same winner came back encuentro after encuentro (a club's screen looped)."""
        return p + 1 + 2 * (self.seed + self.encuentros)

    def rematch(self) -> None:
        self.encuentros += 1  # the seeds drawn again (rematch clears the seats' players)
        self.computers = dict(enumerate(self.pairs[self.encuentros % len(self.pairs)]))
        super().rematch()

    def rematch_names(self) -> tuple[str, str]:
        return seat_names((self.computers[0], self.computers[1]))

    def phase_caption(self) -> str:
        m = self.match
        if m.phase == Phase.LAG:
            return _("The lag: both balls run at once; nearest the head cushion chooses.")
        # the breaker's ball: ball 1 in the first partida, ball 2 in the second (art. 11)
        ball = m.ball_to_play
        if m.phase == Phase.SALIDA:
            return _(
                "The break: ball {ball} in hand from the cabaña de salida, at the mingo."
            ).format(ball=ball)
        if m.phase == Phase.REMATADA:
            if m.hand_cabana == "salida":  # art. 11's exceptions: both other balls in there
                return _("The reply: ball {ball} in hand from the cabaña de salida.").format(
                    ball=ball
                )
            return _("The reply: ball {ball} in hand from the cabaña del mingo.").format(ball=ball)
        if m.phase == Phase.BALL_IN_HAND and m.options():  # none outside to play at
            return _("Ball in hand, every other ball inside: pasar, no pasar or bricole.")
        if m.phase == Phase.BALL_IN_HAND:
            return _("Ball in hand: from the cabaña, at a ball outside it.")
        return ""

    def moving(self) -> bool:
        """A big screen left to itself plays on, never at the idle rate — unless minimised:
        nobody sees it then, and playing on held two-thirds of a core of the club's machine.
        (Behind another window it plays on: a second screen may still show it.)"""
        return pygame.display.get_active()

    def on_verdict(self, v: Any) -> None:
        """A big shot is replayed by itself — once its celebration, if it won something, has
        been shown over the table as the shot left it (not over the replay's first frame)."""
        super().on_verdict(v)
        self.replay_due = big_shot(v)

    def celebrate(self, verdict: Any) -> None:
        """A chapó that ends the encuentro: "¡Chapó!", its replay, and only then the
        encuentro's banner — shown before the replay, the replay read as the encuentro's."""
        shown = moments(verdict, self.match)
        if self.replay_due:
            shown, self.after_replay = shown[:1], shown[1:]
        celebrate(self.app, shown, ahead=self.end_ahead())

    def update(self) -> None:
        if not pygame.display.get_active():
            return  # minimised: it waits where it was, and goes on when restored
        if self.opening:
            self.opening = self.held(0)  # the club's standings first, the lag waiting
            if self.opening:
                return
        if self.replay_due:  # the demo is in front again: the celebration is over
            self.replay_due = False
            self.open_replay(auto=True)
            return
        if self.after_replay:  # the replay is over
            celebrate(self.app, self.after_replay, ahead=self.end_ahead())
            self.after_replay = []
            return
        super().update()

    def prepare_turn(self) -> None:
        super().prepare_turn()
        if hasattr(self, "caption"):
            self.caption = self.phase_caption()

    def auto_advance(self) -> None:
        m = self.match
        if m.phase not in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER):
            self.wait = 0
            return
        if self.wait == 0 and m.phase == Phase.ENCUENTRO_OVER:
            self.reading = StandingsRead(order=self.app.settings.records_order)
        if self.held(PAUSE_FRAMES):
            return
        if m.phase == Phase.PARTIDA_OVER:
            self.next_partida()
        else:
            self.rematch()

    def still_key(self) -> Hashable:
        """Its picture under a celebration (:mod:`...beneath`): its :meth:`moving` keeps the
        full frame rate while it is shown, so the game's own test said it never rested, and
        the table, the board and the dimmed end panel under the banner were drawn again at
        every frame (14 ms of a 4K frame, 19 under Xvfb). Its celebrations come when the
        partida is over, and nothing of it moves by itself then, nor while the club's
        standings open it (the lag waits for them; its computer has not begun thinking)."""
        if self.animating or self.thinking is not None or not (self.opening or self.match.finished):
            return None
        return self.shown_key()

    def showing_standings(self) -> bool:
        return bool(self.standings) and self.wait >= (0 if self.opening else PAUSE_FRAMES)

    def handle(self, ev: pygame.event.Event) -> None:
        """F and V, and the button that says them, hurry the shot and replay it, as in a
        game (a club's touch screen has no keys: the button held left the demo instead); any
        other key or click leaves the demo for the menu."""
        if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in (pygame.K_f, pygame.K_v):
            self.watch_event(ev)
            return
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.on_watch(ev):
            self.watch_event(ev)
            return
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):  # a finger comes as the mouse
            self.app.to_menu()

    def open_replay(self, auto: bool = False) -> None:
        """V or the button: the replay closes by itself at its end, as the demo's own do (a
        manual one waited for a hand the club's screen does not have, and the demo stood)."""
        super().open_replay(auto=True)

    def on_watch(self, ev: pygame.event.Event) -> bool:
        """A press or release of the left button on the replay / fast-forward button, drawn;
        or the release that ends its hold wherever the finger slid to (3 px below it, the
        hold left the demo)."""
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.holding:
            return True
        return self.watch_shown() and ev.button == 1 and self.watch_button.rect.collidepoint(ev.pos)

    def draw(self, surf: pygame.Surface) -> None:
        """The game and the standings over it, put back as one picture while it stands
        still in front (:meth:`still_key`): the end panel's 3 s and the standings' 10 s
        drew the whole window again at every frame, the table dimmed under them each time
        (12 ms of a 4K frame, 18 under Xvfb: the 60 Hz missed for 13 s of each encuentro's
        end)."""
        still = Beneath.key(self.app, [self]) if self.app.top is self else None
        key = None if still is None else (still, self.match.phase, self.showing_standings())
        self.still_picture.draw(
            surf, self.app.fonts, surf.get_rect(), key, lambda: self.draw_all(surf)
        )  # (nothing held while it plays: :class:`~..kept_area.KeptArea`)

    def release(self) -> None:
        """Gone from the window (a passer-by's key): the window's picture it stood still
        with goes at once (33 MB at 4K); a demo started again draws its first frame afresh
        anyway (a new match, a new picture)."""
        self.still_picture.forget()
        super().release()

    def draw_all(self, surf: pygame.Surface) -> None:
        """The game, and the club's standings over it while they are shown."""
        super().draw(surf)
        if self.showing_standings():
            draw_standings(surf, self.app.fonts, self.standings)

    def hint_text(self) -> str:
        """The caption that teaches the rule at play, under the referee's calls — none while
        the club's standings open the demo: under them the bar taught a lag nobody was
        playing, for the ten seconds they stand."""
        if self.opening:
            return ""
        return " · ".join(t for t in (super().hint_text(), self.caption) if t)

    def turn_text(self) -> str:
        """While the club's standings open the demo, what comes after them: the board said
        "Derecho de salida: Maestro prepara su tiro", lit, over ten seconds in which nothing
        moved."""
        if self.opening:
            return _("Next: the lag")
        return super().turn_text()

    def board_now(self) -> tuple[dict[str, str], int | None]:
        """Nobody's box lit while the opening standings stand: nobody is at the table."""
        texts, act = super().board_now()
        return texts, None if self.opening else act
