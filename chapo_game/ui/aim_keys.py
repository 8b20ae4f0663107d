"""The aim set from the keyboard: the side arrows turn it, up and down set the power, W A S D
move the tip and C centres it (Shift finer, Ctrl finest) — a pure change of the aim's state,
so a club's keyboard sets every shot the pointer can."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ..shot import MAX_TIP_OFFSET, within_tip
from .keyrepeat import turn_gain

#: Below this power a release is not a shot; the softest the keys set, so that it strikes (at 0
#: Space struck nothing).
MIN_POWER = 0.03
#: W A S D: the tip's move, in tenths of the ball's radius (side, vertical).
TIP_KEYS = {
    pygame.K_a: (-0.1, 0.0),
    pygame.K_d: (0.1, 0.0),
    pygame.K_w: (0.0, 0.1),
    pygame.K_s: (0.0, -0.1),
}


def step_of(mods: int) -> float:
    """A key's step: 1 (degrees), Shift 0.1, Ctrl 0.01."""
    return 0.01 if mods & pygame.KMOD_CTRL else 0.1 if mods & pygame.KMOD_SHIFT else 1.0


def turn_of(ev: pygame.event.Event) -> float:
    """Degrees a side arrow's KEYDOWN ``ev`` turns the aim: its step, whole degrees growing
    while the key is held (:func:`.keyrepeat.turn_gain`); Shift's and Ctrl's fine steps
    never grow, for they are there to aim to a hair."""
    step = step_of(ev.mod)
    return step * turn_gain(ev) if step == 1.0 else step


def set_by_key(st: Any, ev: pygame.event.Event) -> bool:
    """Change the aim state ``st`` (angle, power, side, vertical) as KEYDOWN ``ev`` asks;
    whether it was one of these keys (W A S D: :class:`TipKeys`)."""
    key, step = ev.key, step_of(ev.mod)
    power_step = 0.05 if step == 1.0 else 0.01
    if key == pygame.K_LEFT:
        st.angle = (st.angle + turn_of(ev)) % 360
    elif key == pygame.K_RIGHT:
        st.angle = (st.angle - turn_of(ev)) % 360
    elif key == pygame.K_UP:
        st.power = min(1.0, st.power + power_step)
    elif key == pygame.K_DOWN:
        st.power = max(MIN_POWER, st.power - power_step)
    else:
        return False
    return True


def tip_by_key(st: Any, tips: TipKeys, key: int) -> bool:
    """W A S D move the tip of aim state ``st`` (:class:`TipKeys`), C centres it; whether it
    was one of these keys. Asked while the ball in hand is placed, an option asked or
    practice's position edited too, as the spin face's click is: there W A S D did nothing,
    though the controls page names them for spin."""
    if key in TIP_KEYS:
        tips.press(st, key)
    elif key == pygame.K_c:
        st.side = st.vertical = 0.0
    else:
        return False
    return True


def _within(x: float, limit: float) -> float:
    return max(-limit, min(limit, x))


def _room(a: float) -> float:
    """How far the other part of the tip may go with this one at ``a``: to the face's rim."""
    return math.sqrt(max(0.0, MAX_TIP_OFFSET**2 - a * a))


class TipKeys:
    """W A S D move the tip in tenths of the ball's radius — not pixels of the face: the same
    keys, the same shot at any window size (read back from the face, 960×540 struck 0.179
    where 1280×720 0.201). A key moves its own part of the tip (side for A D, follow or draw
    for W S); where that would leave the face the other part gives way along the rim, and the
    keys remember what it was, to give it back on the way home. Drawn in anew along the tip's
    own direction at every step, the top spin shrank unasked as D slid the tip round the rim,
    A no longer undid D (W×5, D×4, A×4 ended at side -0.026, top 0.468), and S added side."""

    def __init__(self) -> None:
        self.wanted: tuple[float, float] | None = None  # the parts the keys were keeping
        self.drawn: tuple[float, float] | None = None  # the tip as the keys last set it

    def press(self, st: Any, key: int) -> None:
        """Move the tip of aim state ``st`` as W A S D ``key`` asks."""
        now = (st.side, st.vertical)
        # kept only while nothing else moved the tip since (a click on the face, C, Undo)
        side, vertical = self.wanted if self.wanted and self.drawn == now else now
        dx, dy = TIP_KEYS[key]
        if dx:
            side = _within(round(now[0] + dx, 3), MAX_TIP_OFFSET)
            s, v = side, _within(vertical, _room(side))
        else:
            vertical = _within(round(now[1] + dy, 3), MAX_TIP_OFFSET)
            s, v = _within(side, _room(vertical)), vertical
        self.wanted = (side, vertical)
        st.side, st.vertical = within_tip(s, v)
        self.drawn = (st.side, st.vertical)
