"""Practice's editor turns a pin that is down: the wheel over it, or R (Shift+R the other
way) on the pin the keys hold or the pointer is over, 15° a notch about its base; or the
**Girar palo** button, at the caption bar's right end, on the pin last touched.

A touch screen has neither wheel nor key, and a finger has no pointer resting over the pin: the
button turns the down pin last pressed, dragged or turned (a tap lays a pin down, the next
taps on the button turn it).

Why: a pin tapped down always lay out from the pins' cross, so a coach could not set up a
position from a real game, where a pin lies across a ball's path or points at a pocket. What
is turned is the pin's ``direction``: drawn so, kept so in a saved position, played so.

A pin turned to lie through a ball, another pin or past a cushion's nose is allowed, as a
lying pin dragged or a ball dropped on one is (docs/POSITION.md, "Not refused": the engine
plays such positions as given); a pin leaning on a ball that no longer holds it up once
turned lies flat (:func:`.practice_table.free_covered_pins`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cached_property
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.physics.geom import seg_dist
from chapo_game.position import Position
from chapo_game.table import PIN_IDS, Table

from ..draw.balls import BallDraw
from ..draw.pins import PinDraw
from ..playback import position_balls, position_pins
from ..widgets import Button
from .practice_hints import PIN_TURN
from .practice_table import free_covered_pins

#: Degrees a pin turns for a notch of the wheel or a press of R.
TURN_STEP = 15.0


def turned(pos: Position, t: Table, pid: str, degrees: float) -> Position:
    """``pos`` with the down pin ``pid`` turned ``degrees`` about its base (counter-clockwise
    on the table's axes), its direction kept in [0, 360)."""
    st = pos.pins[pid]
    way = ((st.direction or 0.0) + degrees) % 360.0
    return free_covered_pins(pos.with_pin(pid, replace(st, direction=way)), t)


def only_turned(before: Position, after: Position, pid: str) -> bool:
    """Whether ``after`` is ``before`` with pin ``pid`` turned (or let fall flat by it)
    alone: turns in a row are one step for Undo, not one a notch."""
    if before.balls != after.balls or before.pins.keys() != after.pins.keys():
        return False
    for p, st in before.pins.items():
        now = after.pins[p]
        if p == pid:
            now = replace(now, direction=st.direction, fall=st.fall)
        if now != st:
            return False
    return True


def down_pin_at(pos: Position, view: Any, t: Table, at: tuple[int, int]) -> str | None:
    """The pin lying on the cloth under the pointer ``at``: within reach of its body, base to
    head (the wheel is turned over what is seen, not a 12 mm base); ``None`` if none."""
    reach = max(10.0, view.ball_radius_px() * 0.5)
    best: tuple[float, str] | None = None
    for pid in PIN_IDS:
        st = pos.pins[pid]
        if st.standing or st.pocket is not None:
            continue
        x0, y0, x1, y1 = st.axis(t.pin_height)
        a, b = view.to_screen((x0, y0)), view.to_screen((x1, y1))
        d = seg_dist(at[0], at[1], a[0], a[1], b[0], b[1])
        if d <= reach and (best is None or d < best[0]):
            best = (d, pid)
    return best[1] if best else None


class PinTurner:
    """The editor's turning of a down pin (mixed into the practice screen)."""

    # set up by PracticeScene
    app: Any
    position: Position
    table: Table
    view: Any
    grab: tuple[str, str] | None
    grab_by_keys: bool
    history: list
    summary: Any
    trace: dict
    refused: str
    kept_note: Any
    pin_dirs: dict[str, float]
    turn_pointer: tuple[int, int] | None = None  # where the pointer was last heard (editing)
    wheel_pin: str | None = None  # the pin the wheel turns while the pointer stays still
    touched_pin: str | None = None  # the pin last pressed, dragged or turned (the button's)
    edit: bool
    animating: bool
    shot_left: Position | None
    playback: Any
    quats: dict
    # the editor's own (declared, not defined: a body here would stand in for the real one
    # wherever this class came first in a screen's bases)
    remember: Callable[[], None]
    drop_void_step: Callable[[], bool]
    edits: Callable[[Callable[[], None]], None]

    def current_draw(self) -> tuple[dict[str, BallDraw | None], dict[str, PinDraw]]:
        """The table at rest, each down pin lying the way it is played: the last shot's frames
        say where a pin lies only while it lies as that shot left it. A pin the shot felled,
        then turned, tapped up and down again (laid out from the cross) or undone to another
        shot's, was drawn the way the frames had left it, and played its own way."""
        if self.playback is not None and self.playback.frame() is not None:
            return super().current_draw()  # type: ignore[misc]
        left = self.shot_left.pins if self.shot_left is not None else {}
        pins = self.position.pins
        dirs = {k: d for k, d in self.pin_dirs.items() if left.get(k) == pins[k]}
        return position_balls(self.position, self.quats), position_pins(self.position, dirs)

    def turn_target(self) -> str | None:
        """The pin R and the wheel turn: the one held if it is down, else the one the wheel
        is turning while the pointer has not moved (turned about its base, its head leaves a
        pointer that took it there, and the next notches set the power), else the down pin
        under the pointer."""
        if self.grab is not None:
            kind, gid = self.grab
            st = self.position.pins[gid] if kind == "pin" else None
            return gid if st is not None and not st.standing and st.pocket is None else None
        wheeled = self.position.pins.get(self.wheel_pin or "")
        if wheeled is not None and not wheeled.standing and wheeled.pocket is None:
            return self.wheel_pin  # turned about its base, its head may have left the pointer
        if self.turn_pointer is None:
            return None
        return down_pin_at(self.position, self.view, self.table, self.turn_pointer)

    def down_touched(self) -> str | None:
        """The pin last pressed, dragged or turned, if it is down on the cloth."""
        st = self.position.pins.get(self.touched_pin or "")
        return (
            self.touched_pin if st is not None and not st.standing and st.pocket is None else None
        )

    @cached_property
    def turn_button(self) -> Button:
        """**Girar palo**: a finger's wheel. It turns what R would, else the down pin last
        touched — the finger that pressed the button is over no pin."""
        return Button(
            lambda: _("Turn pin"),
            lambda: self.turn_by(-TURN_STEP, self.turn_target() or self.down_touched()),
            name="turn_pin",
            enabled=lambda: (self.turn_target() or self.down_touched()) is not None,
        )

    def turn_buttons(self) -> list[Button]:
        """The caption bar's buttons while editing: **Girar palo** while a pin lies on the
        cloth (greyed until one is touched)."""
        if not self.edit or self.animating:
            return []
        down = (st for st in self.position.pins.values() if not st.standing)
        return [self.turn_button] if any(st.pocket is None for st in down) else []

    def turn_event(self, ev: pygame.event.Event) -> bool:
        """The wheel over a down pin (or on the one held) and R / Shift+R turn it, as does the
        **Girar palo** button (True: the event was used); the wheel elsewhere is the power's,
        as it was."""
        if any(b.handle(ev) for b in self.turn_buttons()):
            return True
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            if ev.pos != self.turn_pointer:
                self.wheel_pin = None  # the pointer moved: the wheel is over what it is over
            self.turn_pointer = ev.pos
            return False
        if ev.type == pygame.MOUSEWHEEL and ev.y:
            notches = -ev.y if getattr(ev, "flipped", False) else ev.y
            self.wheel_pin = self.turn_target() if self.grab is None else None
            return self.turn_by(-notches * TURN_STEP)  # away from the hand: clockwise
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            back = bool(ev.mod & pygame.KMOD_SHIFT)
            return self.turn_by(TURN_STEP if back else -TURN_STEP)
        return False

    def turn_by(self, degrees: float, pid: str | None = None) -> bool:
        """Turn ``pid``, by default the :meth:`turn_target` pin, ``degrees`` (counter-clockwise
        as the table is seen: the view is the table's axes transposed); False if there is
        none."""
        pid = pid or self.turn_target()
        if pid is None:
            return False
        self.edits(lambda: self._turn(pid, degrees))
        return True

    def _turn(self, pid: str, degrees: float) -> None:
        """One turn: a step for Undo unless it goes on turning the same pin (a piece held
        has its step already)."""
        self.touched_pin = pid
        last = self.history[-1].position if self.history else None
        if self.grab is None and (last is None or not only_turned(last, self.position, pid)):
            self.remember()
        self.position = turned(self.position, self.table, pid, degrees)
        if self.grab is None:
            self.drop_void_step()  # turned back round to where it was: no step
        self.summary, self.trace, self.refused, self.kept_note = "", {}, "", None

    def turn_hint(self) -> str:
        """The caption's words while a down pin is held or under the pointer: how to turn it
        (the general line has no room for it, and it is wanted just then), in the words of
        the hand that holds it."""
        if self.turn_target() is None:
            return ""
        if self.grab is not None and self.grab_by_keys:  # the keyboard's words to its player
            return _(
                "A pin that is down: R turns it 15° (Shift+R the other way); the arrows move "
                "it, Space stands it up, Enter puts it down."
            )
        return PIN_TURN.said(self.app.pointer.by_finger)
