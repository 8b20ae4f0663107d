"""Practice's edit mode: drag any ball or pin, click a pin to knock it down or stand it up,
drag a ball off the table to remove it and press its key (1, 2, 3) to bring it back; or all
of it by keys (:meth:`PositionEditor.key_edit`)."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pygame

from chapo_game.position import Position, position_problems, standard_pins
from chapo_game.rules.geometry import nearest_free
from chapo_game.shot import Shot
from chapo_game.table import BALL_IDS, PIN_IDS, Table

from ..digits import digit
from ..replay import said_now
from .game.input import NUDGE_KEYS
from .practice_hints import EDIT
from .practice_table import (
    brought_back,
    felled_note,
    free_covered_pins,
    next_pin,
    nudged_piece,
    refusal,
    refusal_said,
    start_spot,
    tapped,
)
from .practice_turn import PinTurner, down_pin_at
from .practice_undo import UndoSteps


class PositionEditor(PinTurner, UndoSteps):
    """The edit-mode part of the practice screen (turning a down pin: its base)."""

    def edit_line(self) -> str:
        """The caption while editing: how to edit, or why the last drop was refused (by what
        was held), or where the position was just kept (it went unseen under the how)."""
        if self.refused:  # a ball on a standing pin is taken: the pin falls
            return refusal_said(self.refused, self.refused_on)
        if self.kept_note is not None:
            return said_now(self.kept_note)
        if hint := self.turn_hint():  # a down pin held or under the pointer: how to turn it
            return hint
        return EDIT.said(self.app.pointer.by_finger)

    # set up by PracticeScene
    position: Position
    summary: Any  # replay.Words: a text, or a function that says it now
    ball: str
    grab: tuple[str, str] | None
    grab_moved = False  # what is held moved since it was taken (a pin let go unmoved: a tap)
    refused = ""  # what a refused drop held ("ball", "pin"), said until the next action
    refused_on: tuple[str, str] = ("", "")  # and what it was put on (:func:`refusal`)
    kept_note: Any
    grab_by_keys = False  # what is held was taken by a key (the pointer's drag holds its own)
    grab_offset = (0.0, 0.0)  # from the pointer to the centre of the piece it holds (m)
    view: Any
    table: Table
    trace: dict

    def remember(self, shot: Shot | None = None) -> None: ...

    def _set(self, pos: Position) -> None: ...

    def offer_aim(self) -> None: ...

    def select_ball(self, b: str) -> None: ...

    def next_ball(self, bring: bool = False) -> None:
        """The next ball to play, in turn; by the Ball button (``bring``) while editing, a ball
        off the table is brought back by it (the mouse had no way to bring one back but
        Restore, which stood every pin up again)."""
        i = BALL_IDS.index(self.ball)
        for k in range(1, 4):
            b = BALL_IDS[(i + k) % 3]
            if bring and self.edit and self.grab is None:
                self.bring_back(b)  # nothing for a ball on the table
            if self.position.balls.get(b) is not None:
                self.select_ball(b)
                return

    def _hit(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """What a press takes: a ball first, drawn over the pins (a pin under a ball was taken
        instead of it), then a pin not in a pocket — a down one by any of its length, as the
        wheel turns it (only its base took it: its head, 45 mm out, could not be pressed)."""
        v = self.view
        rp = v.ball_radius_px()
        for bid in BALL_IDS:
            xy = self.position.balls.get(bid)
            if xy is not None:
                sx, sy = v.to_screen(xy)
                if math.hypot(pos[0] - sx, pos[1] - sy) <= max(rp, 12):
                    return ("ball", bid)
        for pid in PIN_IDS:
            if self.position.pins[pid].pocket is not None:
                continue  # in a pocket, out of sight: Restore stands it up again
            sx, sy = v.to_screen(self.position.pins[pid].xy)
            if math.hypot(pos[0] - sx, pos[1] - sy) <= max(10, rp * 0.5):
                return ("pin", pid)
        down = down_pin_at(self.position, v, self.table, pos)
        return ("pin", down) if down is not None else None

    def bring_back(self, b: str) -> None:
        """A ball removed from the table comes back by its key, at the free place nearest where
        a game starts it (Restore was the only way, and it stood every pin up again too)."""
        if self.position.balls.get(b) is not None or self.grab is not None:
            return  # not under a drag: its drop is refused back to the table as the press found it
        self.remember()
        self.position = brought_back(self.position, self.table, b)
        self.summary, self.trace, self.refused, self.kept_note = "", {}, "", None

    def restore(self) -> None:
        """Every ball back on the table (where one is missing) and the five pins on their
        spots (a pin a ball now covers lies down); a piece the keys hold let go first. Over a
        table already so, no step (the first Undo after it did nothing to be seen) and no word
        (a pin lying under a ball was said to go down again at every press)."""
        self.drop_grab()  # (a held piece's place, on a ball, is Undo's step)
        t, balls = self.table, dict(self.position.balls)
        for b in BALL_IDS:
            if balls.get(b) is None:  # the nearest free place: a ball there was hidden under it
                balls[b] = nearest_free(t, start_spot(t, b), balls)
        pos = Position(balls, standard_pins(t))
        freed = free_covered_pins(pos, t)
        if freed != self.position:
            self._set(freed)
            if (note := felled_note(pos, freed)) is not None:  # said in the editor and out
                self.summary = self.kept_note = note
        self.offer_aim()

    def key_edit(self, ev: pygame.event.Event) -> bool:
        """Editing by keys (True: the key was used): 1, 2, 3 take a ball on the table (or bring
        a removed one back), P takes the next pin; the arrows move what is held 1 cm (Shift
        2 mm), Space stands a held pin up or lays it down, Delete takes a held ball off the
        table, Enter puts it down — refused, as a drop is, on another ball or over a pocket.
        (Editing was the mouse's alone.)"""
        if ev.type != pygame.KEYDOWN:
            return False
        held = self.grab
        if held is not None and not self.grab_by_keys:
            return False  # under a drag the keys take nothing: the pointer holds it
        if (n := digit(ev.key)) in (1, 2, 3) or ev.key == pygame.K_p:
            self._take_by_key(ev.key, n, held)
            return True
        return held is not None and self._held_key(ev, *held)

    def _take_by_key(self, key: int, n: int | None, held: tuple[str, str] | None) -> None:
        """1, 2, 3 or P: what is held is put down and the ball or next pin taken (a removed
        ball brought back; a ball's key again only puts it down)."""
        self.drop_grab(released=False)
        if key == pygame.K_p:
            take = next_pin(self.position, held)
        else:
            b = BALL_IDS[n - 1]
            if self.position.balls.get(b) is None:
                said = self.refused if held else ""  # the piece this key put down was
                self.bring_back(b)  # refused: still said (an older refusal goes)
                self.refused = said
                return
            take = None if held == ("ball", b) else ("ball", b)  # its key again: put down
        if take is not None:  # (a refusal of the piece just put down stays said)
            self.remember()
            self.grab, self.grab_moved, self.kept_note = take, True, None
            self.grab_by_keys = True

    def _held_key(self, ev: pygame.event.Event, kind: str, gid: str) -> bool:
        """Delete, the arrows, Space and Enter on the held ball or pin (True: the key was
        used)."""
        if ev.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and kind == "ball":
            self.position = self.position.with_ball(gid, None)  # off, as a drag off takes it
            self.grab = None  # (no key took one off: the arrows stop at the cushion)
            self.summary, self.trace, self.refused = "", {}, ""  # the last shot's: of before
            if gid == self.ball:
                self.next_ball()
            return True
        if ev.key in NUDGE_KEYS:
            self.refused = ""  # moving on from a refused place
            fine = bool(ev.mod & pygame.KMOD_SHIFT)
            self.position = nudged_piece(self.position, self.view, kind, gid, ev.key, fine)
            return True
        if ev.key == pygame.K_SPACE and kind == "pin":
            self.position = self.position.with_pin(gid, tapped(self.position.pins[gid], self.table))
            return True
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.dropped()[1]:
                self.refused_on = refusal(self.position, self.table, kind, gid)
                self.refused = kind  # held where it is, to be moved on (a drop sent it back
                return True  # to where it was taken, every arrow press lost)
            self.drop_grab(released=False)
            return True
        return False

    def _edit_event(self, ev: pygame.event.Event) -> None:
        t = self.table
        if self.key_edit(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.drop_grab()  # one held still (its release lost) is let go before another
            self.grab, self.refused, self.kept_note = self._hit(ev.pos), "", None
            self.grab_by_keys = False
            self.grab_moved = False
            if self.grab is not None:
                self.remember()
                self.grab_offset = self._offset(ev.pos, *self.grab)
        elif ev.type == pygame.MOUSEMOTION and (self.grab is None or self.grab_by_keys):
            pass  # the pointer does not move what the keys hold
        elif ev.type == pygame.MOUSEMOTION and not ev.buttons[0]:
            self.drop_grab()  # its release went to another screen (the pause menu over it)
        elif ev.type == pygame.MOUSEMOTION:
            assert self.grab is not None
            self.grab_moved = True
            kind, gid = self.grab
            px, py = self.view.to_table(ev.pos)  # where it was taken stays under the pointer
            xy = (px + self.grab_offset[0], py + self.grab_offset[1])
            if kind == "ball":
                r = t.ball_radius
                inside = -r <= xy[0] <= t.width + r and -r <= xy[1] <= t.length + r
                clamped = (min(max(xy[0], r), t.width - r), min(max(xy[1], r), t.length - r))
                self.position = self.position.with_ball(gid, clamped if inside else None)
                if not inside and gid == self.ball:
                    self.next_ball()
            else:
                rp = t.pin_radius  # a pin stands wholly inside the cushions
                xy = (min(max(xy[0], rp), t.width - rp), min(max(xy[1], rp), t.length - rp))
                old = self.position.pins[gid]
                self.position = self.position.with_pin(gid, replace(old, xy=xy))
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.grab is not None:
            self.drop_grab(released=True)

    def _offset(self, pos: tuple[int, int], kind: str, gid: str) -> tuple[float, float]:
        """From the pointer to the centre of the piece it took: the first move put the centre
        under the pointer, a ball taken at its edge jumping 4 cm (a pin 3 cm) before it moved
        as the hand did — a coach's millimetres lost."""
        xy = self.position.balls.get(gid) if kind == "ball" else self.position.pins[gid].xy
        px, py = self.view.to_table(pos)
        return (xy[0] - px, xy[1] - py) if xy is not None else (0.0, 0.0)

    def dropped(self) -> tuple[Position, bool]:
        """The table as putting the held piece down here leaves it — a ball dropped on a
        standing pin knocks it down — and whether that is refused: on another ball it is (a pin
        hid under a ball, and the position could be neither played nor kept)."""
        dropped = free_covered_pins(self.position, self.table)
        return dropped, next(position_problems(dropped, self.table), None) is not None

    def drop_grab(self, released: bool = False) -> None:
        """The ball or pin held is let go where it is: by the button's release, or by leaving
        the editor with it still held (it stayed on the pointer, in later drills too, and
        could be left on another ball). A pin pressed and ``released`` unmoved is a tap that
        stands it up or lays it down; let go otherwise (Esc over it) it stays as it was."""
        if self.grab is None:
            return
        kind, gid = self.grab
        if kind == "pin":  # Girar palo's pin (.practice_turn): a finger is over no pin then
            self.touched_pin = gid
        if kind == "pin" and not self.grab_moved and released:
            self.position = self.position.with_pin(gid, tapped(self.position.pins[gid], self.table))
        dropped, bad = self.dropped()
        bad = bad and bool(self.history)
        self.refused = kind if bad else ""  # said under the table: it went back with no word
        if bad:
            self.refused_on = refusal(self.position, self.table, kind, gid)
            dropped = self.history[-1].position
        elif (note := felled_note(self.position, dropped)) is not None:
            self.kept_note = note
        self.position = dropped
        if not self.drop_void_step():
            self.summary = ""  # the last shot's caption is about another position now
        self.grab = None
        self.trace = {}
