"""Aiming and striking: mouse, keyboard and touch produce the same :class:`~chapo_game.shot.Shot`.

Mouse / touch: point at the table to aim (the cue follows the pointer once clear of where a click
elsewhere left it: :func:`.touch.aiming`); press and pull back away from the aim to set the
power, release to strike. A click without pulling back strikes nothing: it fixes the aim (the
pointer can then cross the table to the side panel — it turned the cue on its way there), and
a click while the aim is fixed aims at the pointer again; an aim set for the player (the
advice, Undo) is fixed the same way.
Full power is a long pull (half the table's height on the screen, whatever the window's
size), with Shift held counting a quarter as much: the soft shots Chapó lives on, set finely.
The power bar, marked in table lengths (how far that speed runs on this cloth, from the
physics: :mod:`.power`), shows the lag's hinted speed; dragged, then Space, Enter or the
"Strike" button plays. Keyboard: Left/Right turn the aim (Shift for fine, Ctrl for very fine
steps), Up/Down change the power, Space/Enter strike. Spin: click the ball face in the side
panel where the tip should meet the ball (W/A/S/D move it, C centres it). The seco cue button
appears when a bricole is allowed.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..i18n import _
from ..shot import Shot, within_tip
from ..table import Table, get_table
from .aim_keys import MIN_POWER, TipKeys, set_by_key, tip_by_key
from .aim_panel import draw_aim_panel, place_panel
from .draw.geometry import TableGeometry
from .fonts import Fonts
from .power import power_for_speed
from .powerbar import power_to_speed
from .pull import MAX_PULL, full_pull_px, pulled_power
from .touch import Rest, aiming
from .widgets import PRESS_KEYS, Button

WHEEL_POWER = 0.0025  # power a notch of the mouse wheel adds or takes: 1 % of the speed


@dataclass
class AimState:
    angle: float = 90.0
    power: float = 0.5  # 1.2 m/s
    side: float = 0.0
    vertical: float = 0.0
    cue: str = "taco"


class AimControl:
    """Owns the aim of one shot; calls ``on_strike(shot)`` when the player strikes."""

    def __init__(
        self,
        ball: str,
        ball_xy: Callable[[], tuple[float, float] | None],
        on_strike: Callable[[Shot], None],
        busy: Callable[[], bool] = lambda: False,
    ) -> None:
        """``busy``: the balls are rolling — the Strike and seco buttons are shown, greyed,
        with what was played, and strike nothing."""
        self.ball, self.busy = ball, busy
        self.ball_xy = ball_xy
        self.on_strike = on_strike
        self.table: Table = get_table()  # the power scale's lengths are of this table
        self.hint_speed: float | None = None  # marked on the power bar (the lag's hint)
        self.tip_keys = TipKeys()
        self.last_drag: tuple[int, int] | None = None
        self.state = AimState()
        self.seco_allowed = False
        self.dragging = False  # pulling back on the table
        self.held = False  # aim fixed (a click, advice, Undo): the pointer leaves it till a click
        #: the aim a resumed encuentro was saved with, said so while the cue still holds it
        self.saved: AimState | None = None
        self.drag_start: tuple[int, int] | None = None
        self.pull = 0.0  # m, for drawing the cue while pulling
        #: The aim a drag towards it was released at: it struck nothing, said while the aim
        #: stays there (a new drill, Undo or another turn moves it: the words go with it)
        self.pushed: float | None = None
        self.power_before = self.state.power  # when a pull began: given back if it strikes nothing
        self.bar_drag = self.spin_drag = False
        self.power_rect, self.spin_rect, self.text_room = pygame.Rect(0, 0, 0, 0), pygame.Rect(), 0
        self.speed_rows = 1  # the speed under the power bar: one line, or two (large text)
        self.buttons = [
            Button(lambda: _("Strike"), self.strike, name="strike", enabled=lambda: not busy()),
            Button(
                lambda: (
                    _("Seco cue (X): on") if self.state.cue == "seco" else _("Seco cue (X): off")
                ),
                self.toggle_seco,
                name="seco",
                enabled=lambda: self.seco_allowed and not busy(),
            ),
        ]

    # ------------------------------------------------------------------ layout
    def layout(self, side: pygame.Rect, fonts: Fonts, bottom: int | None = None) -> None:
        """Place the panel controls inside the side panel rectangle, top to bottom: the spin
        face, the power bar, the buttons, each below its label (all in proportion to the
        panel, so they fit at every window size); the face and the bar smaller where the
        buttons would reach past ``bottom`` (large text: Taco seco lay under Replay)."""
        d = min(side.width - round(side.width * 0.2), round(side.height * 0.2))
        bar = round(side.height * 0.24)
        over = place_panel(self, side, fonts, d, bar) - (bottom or side.bottom)
        if over > 0:
            k = max(0.4, 1.0 - over / (d + bar))
            place_panel(self, side, fonts, round(d * k), round(bar * k))

    # ------------------------------------------------------------------ actions
    def strike(self) -> bool:
        """Play the shot as set (False: refused, too soft or the table busy)."""
        if self.state.power < MIN_POWER or self.busy():
            return False
        shot = self.shot()
        self.dragging, self.pull, self.held = False, 0.0, False  # the next turn's pointer aims
        self.pushed = None
        self.on_strike(shot)
        return True

    def let_go(self) -> None:
        """No pull nor drag under way: what held one was ended elsewhere, its release unseen
        (a pull so ended left the half-pulled power: the lag's offered 1,97 m/s became 0,63)."""
        if self.dragging:
            self.state.power = self.power_before
        self.dragging = self.bar_drag = self.spin_drag = False
        self.pull = 0.0

    def toggle_seco(self) -> None:
        if self.seco_allowed:
            self.state.cue = "taco" if self.state.cue == "seco" else "seco"

    def aim_at(self, view: TableGeometry, pos: tuple[int, int]) -> None:
        """The cue points at the pointer — not from a pointer on the ball itself, where a hand
        that has just placed it rests: its least stir turned the offered line anywhere."""
        xy = self.ball_xy()
        if xy is None:
            return
        bx, by = view.to_screen(xy)
        if math.hypot(pos[0] - bx, pos[1] - by) <= max(2.0, view.ball_radius_px()):
            return
        self.state.angle = view.angle_of(pos[0] - bx, pos[1] - by)

    def by_ball(self, view: TableGeometry, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the cue ball or beside it (three radii, a finger's width)."""
        xy = self.ball_xy()
        if xy is None:
            return False
        reach = max(3.0 * view.ball_radius_px(), 30.0)
        return math.dist(pos, view.to_screen(xy)) <= reach

    def set_spin_from(self, pos: tuple[int, int]) -> None:
        r = self.spin_rect.width / 2
        cx, cy = self.spin_rect.center
        side = (pos[0] - cx) / r
        vert = -(pos[1] - cy) / r
        self.state.side, self.state.vertical = within_tip(side, vert)

    def set_power_from(self, pos: tuple[int, int]) -> None:
        """The power where the bar was clicked, from the softest stroke that strikes: at its
        foot the bar set 0.007, which Strike and Space then refused without a word while the
        guide drew a ghost ball on the mingo 0.6 m away."""
        r = self.power_rect
        self.state.power = max(MIN_POWER, min(1.0, (r.bottom - pos[1]) / max(1, r.height)))

    # ------------------------------------------------------------------ events
    def handle(self, ev: pygame.event.Event, view: TableGeometry) -> bool:
        """True when the event was used."""
        if any(b.handle(ev) for b in self.buttons):
            return True
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        if self.panel_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return self._press(ev, view)
        if ev.type == pygame.MOUSEMOTION:
            if self.dragging and self.drag_start is not None:
                self.drag_to(view, ev.pos)
            elif view.outer.collidepoint(ev.pos) and not self.held and aiming(ev):
                self.aim_at(view, ev.pos)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.dragging:
            self._release(ev, view)
            return True
        return False

    def _press(self, ev: pygame.event.Event, view: TableGeometry) -> bool:
        """A press on the table starts a pull (True); off it, nothing."""
        if not view.outer.collidepoint(ev.pos):
            return False
        if getattr(ev, "finger", False) and not (self.held and self.by_ball(view, ev.pos)):
            # a finger aims where it touches; beside the ball, a fixed aim (a tap's,
            # the advice's, Undo's) stays while it pulls (the cue swung round to it)
            self.held = False
            self.aim_at(view, ev.pos)
        self.dragging, self.pushed = True, None
        self.drag_start = self.last_drag = ev.pos
        self.pull, self.power_before = 0.0, self.state.power
        return True

    def _release(self, ev: pygame.event.Event, view: TableGeometry) -> None:
        """A pull let go: a strike if pulled far enough; else a push the wrong way (said), a
        tap or a click (the aim fixed there, or freed to the pointer)."""
        self.dragging = False
        if self.pull / MAX_PULL >= MIN_POWER and self.strike():
            return
        self.state.power = self.power_before  # no shot: the power set before stands
        Rest.at = None  # the aim's own click: the pointer aims from here (touch.Rest)
        start = self.drag_start or ev.pos  # a drag, not a click: pushed the wrong way
        if self.pull < 1e-9 and math.dist(start, ev.pos) > 2 * view.ball_radius_px():
            self.pushed = self.state.angle  # said; the aim left as it was (fixed or freed)
        elif getattr(ev, "finger", False):  # a tap: the aim fixed there (no pointer to follow)
            self.aim_at(view, ev.pos)
            self.held = True
        else:
            self.held = not self.held  # a click fixes the aim, or frees it to the pointer
            if not self.held:
                self.aim_at(view, ev.pos)
        self.pull = 0.0

    def panel_event(self, ev: pygame.event.Event) -> bool:
        """The spin face and the power bar, pressed or dragged, and the tip's keys (True when
        the event was theirs): the game takes them while the ball in hand is placed or an
        option asked.
        The wheel sets the power finely, a notch a :data:`WHEEL_POWER` — a pixel of the bar
        is 4 % of the speed at 960×540, 8 % of a lag's run."""
        if ev.type == pygame.KEYDOWN:  # W A S D and C: the tip, where the keys aim nothing
            return tip_by_key(self.state, self.tip_keys, ev.key)
        if ev.type == pygame.MOUSEWHEEL and ev.y:
            step = WHEEL_POWER * (-ev.y if getattr(ev, "flipped", False) else ev.y)
            self.state.power = max(MIN_POWER, min(1.0, self.state.power + step))
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.spin_rect.collidepoint(ev.pos):
                self.spin_drag = True
                self.set_spin_from(ev.pos)
                return True
            if self.power_rect.inflate(20, 10).collidepoint(ev.pos):
                self.bar_drag = True
                self.set_power_from(ev.pos)
                return True
        elif ev.type == pygame.MOUSEMOTION and (self.spin_drag or self.bar_drag):
            (self.set_spin_from if self.spin_drag else self.set_power_from)(ev.pos)
            return True
        elif (
            ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and (self.spin_drag or self.bar_drag)
        ):
            self.spin_drag = self.bar_drag = False
            return True
        return False

    full_pull_px = staticmethod(full_pull_px)  # what the tests pull to strike a given speed

    def drag_to(self, view: TableGeometry, pos: tuple[int, int]) -> None:
        """The pointer moved while pulling back: the power follows the pull along the aim,
        each movement counting a quarter with Shift held (fine control)."""
        fine = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        last = self.last_drag or pos
        power = pulled_power(view, self.state.angle, self.pull, last, pos, fine)
        self.last_drag = pos
        self.state.power = power
        self.pull = power * MAX_PULL

    def _key(self, ev: pygame.event.Event) -> bool:
        if ev.key in PRESS_KEYS:
            self.strike()
        elif ev.key == pygame.K_x:
            self.toggle_seco()
        elif not tip_by_key(self.state, self.tip_keys, ev.key):
            return set_by_key(self.state, ev)
        return True

    def shot(self) -> Shot:
        """The shot as set now, as it would be played (the aiming guide simulates the same)."""
        side, vertical, cue = self.struck()
        st = self.state
        return Shot.make(self.ball, st.angle, power_to_speed(st.power), side, vertical, cue)

    def set_shot(self, shot: Shot) -> None:
        """Set the cue to ``shot``: its aim, the power that plays its speed, its spin, its cue."""
        st = self.state
        st.angle, st.power = shot.angle, power_for_speed(shot.speed, power_to_speed)
        st.side, st.vertical, st.cue = shot.side, shot.vertical, shot.cue

    def struck(self) -> tuple[float, float, str]:
        """Where the tip meets the ball (side, vertical) and with which cue, as the shot will
        be played: a seco cue, where it is allowed, strikes the centre."""
        st = self.state
        if st.cue == "seco" and self.seco_allowed:
            return 0.0, 0.0, "seco"
        return st.side, st.vertical, "taco"

    # ------------------------------------------------------------------ drawing
    def draw_panel(self, surf: pygame.Surface, fonts: Fonts) -> None:
        draw_aim_panel(self, surf, fonts)
