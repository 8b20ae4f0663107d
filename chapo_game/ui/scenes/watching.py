"""Watching a shot and aiming with help, for every screen with the table in it (a part of
:class:`~.tablescene.TableScene`): the replay of the last shot (V or the side panel's button),
fast-forward while the balls roll or the computer takes its turn (F or the
button held, or tapped to keep it on for the rest of the shot: 4×, the same recorded frames,
so the same outcome); and, by way of
:class:`~.aim_helps.AimHelps`, the helps drawn while a player aims.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from chapo_game.i18n import _

from ..aim import AimControl
from ..focus import TabFocus
from ..replay import ShotRecord
from ..replay_title import Running
from ..touch import began_on
from ..widgets import Button
from .aim_helps import AimHelps
from .replay import ReplayScene

FAST = 4  # fast-forward: recorded frames played per window frame
#: F or the button let go within this many seconds of its press is a tap: it keeps
#: fast-forward on for the rest of the shot (a touch screen's finger taps; only a hold hurried,
#: and a tap did nothing to see), and a second tap turns it off.
TAP = 0.3

Vec = tuple[float, float]


class Watching(AimHelps):
    """Replay, fast-forward and the aiming helps; :class:`~.tablescene.TableScene` sets the
    fields."""

    app: Any
    view: Any
    position: Any
    replay_record: ShotRecord | None
    fast_held: dict[str, float]  # what keeps fast-forward on: "key", "button" held (since
    # when, by fast_clock), "tap" latched it for the rest of the shot (TableScene)
    fast_clock: Callable[[], float] = staticmethod(time.monotonic)  # a tap's time (tests set it)
    holding = False  # the button's press began as a hold (its release is no tap to replay)
    watch_button: Button
    aim: AimControl  # the cue's controls (every screen with the table sets them)
    #: what only some screens have (practice's, the tutorial's): none on the others
    tab_focus: TabFocus | None = None  # Tab's light over the buttons on top
    keep_button: Button | None = None  # practice's Keep position
    tool_buttons: Sequence[Button] = ()  # practice's tools
    nav: Sequence[Button] = ()  # the tutorial's steps
    lag_hint: Any
    cue_path: Any
    animating: bool  # a shot is being played (TableScene's property)
    bar_buttons: Callable[[], list[Button]]  # the caption bar's buttons (TableScene's)

    # ------------------------------------------------------------------ watching
    def _watch_label(self) -> str:
        if self.hurries():
            return _("Fast ×4 (F)")
        return _("Replay (V)")

    def replay_meant(self) -> Any:
        """What the shot about to run is meant to do, for its replay (None: nothing said;
        :attr:`..replay.ShotRecord.meant`)."""
        return None

    def can_replay(self) -> bool:
        return self.replay_record is not None and not self.animating

    def open_replay(self, auto: bool = False) -> None:
        """The last shot again, from its recorded frames, on a screen over this one."""
        if self.can_replay():
            assert self.replay_record is not None
            self.app.push(ReplayScene(self.app, self, self.replay_record, auto=auto))

    def draw_scoreboard(
        self, surf: pygame.Surface, turn: str | Running | None = None, board: Any = None
    ) -> bool:
        """The score board with ``turn`` in its middle line, as ``board`` stood (the demo's
        replay keeps the score in sight); whether one was drawn: a screen without a board
        (practice, the tutorial) draws none, and the replay's title takes the top bar."""
        return False

    def draw_tag(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        """What the screen says in ``box`` over its automatic replay, in place of the replay's
        controls (the demo's tag: :meth:`.demo_panel.DemoPanel.draw_tag`); the other screens
        play no automatic replay, and say nothing."""

    def fast_factor(self) -> int:
        """Frames played per window frame for a person's fast-forward: the button or F held,
        or a tap's latch — F as the keyboard holds it now, so that F held through several
        shots (a demo's watcher) hurries each of them, its KEYDOWN long past."""
        held = bool(self.fast_held) or pygame.key.get_pressed()[pygame.K_f]
        return FAST if held else 1

    def hurries(self) -> bool:
        """Something fast-forward hurries now: the balls rolling (the game adds the computer's
        turn before its stroke)."""
        return self.animating

    def covered(self) -> None:
        """A screen opened over this one (pause, score sheet, replay) gets F's release and the
        button's: both holds are let go here (the button's, left on, swallowed the next click
        on return), and F still down on return is read from the keyboard."""
        self.fast_held.pop("key", None)  # no tap: a tap's latch stays for the rest of the shot
        self.fast_held.pop("button", None)
        self.holding = False
        for b in self.pointer_buttons():  # the pointer is on the screen over it now: none
            b.hover = False  # stays lit (Pause did, under the pause menu and after it)
        if self.tab_focus is not None:  # nor Tab's light, put out unseen: Enter pressed it
            self.tab_focus.index = None  # on return instead of striking
        self.aim.let_go()  # a drag of the power bar, the spin or a pull is over there too
        self.put_back_held()

    def put_back_held(self) -> None:
        """A ball or pin held in practice's editor goes back where it was taken, when a screen
        opens over it (:meth:`covered`); nothing is held on the other screens."""

    def pointer_buttons(self) -> list[Button]:
        """The buttons the pointer lights on this screen (and Tab, over practice's and the
        tutorial's buttons on top)."""
        keep = self.keep_button
        return [
            *self.bar_buttons(),
            self.watch_button,
            *self.aim.buttons,
            *self.tool_buttons,
            *self.nav,
            *([keep] if keep is not None else []),
        ]

    def watch_event(self, ev: pygame.event.Event) -> bool:
        """F or the button held: fast-forward while the balls roll, tapped: for the rest of
        the shot; V or the button: the replay of the last shot. True when the event was used."""
        if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key == pygame.K_f:
            self._fast_key(ev.type == pygame.KEYDOWN)
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_v and self.can_replay():
            self.open_replay()
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._let_go_fast("button", self.watch_button.rect.collidepoint(ev.pos))
            if self.holding:  # the end of a hold that hurried the shot, not a tap to replay it
                self.holding = False
                return True
        if self.aim.dragging:
            return False  # a pull-back released over the button is a strike, not a replay
        return self._button_event(ev)

    def _fast_key(self, down: bool) -> None:
        """F pressed hurries the shot (where there is one to hurry); let go, it stops — or,
        a tap, keeps it on (:meth:`_let_go_fast`)."""
        if not down:
            self._let_go_fast("key")
        elif self.hurries():
            self.fast_held["key"] = self.fast_clock()

    def _let_go_fast(self, what: str, on: bool = True) -> None:
        """F or the button (``what``) let go: the end of its hold; a tap — let go ``on`` the
        button within :data:`TAP` of its press, with the shot still to hurry — turns the latch
        on, or off when it was on. A finger slid off the button before it lifts only holds."""
        since = self.fast_held.pop(what, None)
        tapped = on and since is not None and self.hurries() and self.fast_clock() - since < TAP
        if tapped and self.fast_held.pop("tap", None) is None:
            self.fast_held["tap"] = self.fast_clock()

    def _button_event(self, ev: pygame.event.Event) -> bool:
        """The replay / fast-forward button pressed (held: it hurries the shot, or the
        computer's reading and line-up) or let go (a tap: the replay), when it is there to
        press. While the computer's turn can be hurried it is the fast-forward: a player
        without a keyboard had no F, and the button opened the replay of his own shot."""
        on = self.watch_button.rect.collidepoint(getattr(ev, "pos", (-1, -1)))
        fast = self.hurries()
        if not on or getattr(ev, "button", 1) != 1 or not (fast or self.can_replay()):
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and fast:
            self.fast_held["button"] = self.fast_clock()
            self.holding = True
            return True
        if ev.type == pygame.MOUSEBUTTONUP and not fast:
            if not began_on(self.watch_button.rect):  # a drag let go over it: no replay
                return False
            self.open_replay()
            return True
        return ev.type == pygame.MOUSEBUTTONDOWN

    def watch_shown(self) -> bool:
        """Whether the replay / fast-forward button is there: something to replay or hurry."""
        return self.hurries() or self.replay_record is not None

    def draw_watch(self, surf: pygame.Surface) -> None:
        """The replay / fast-forward button, when it is there (:meth:`watch_shown`)."""
        if self.watch_shown():
            # lit while it hurries: the button held or tapped, or F (pressed now or held since a
            # shot ago, or tapped)
            self.watch_button.hover = self.hurries() and self.fast_factor() > 1
            self.watch_button.draw(surf, self.app.fonts, 22)
