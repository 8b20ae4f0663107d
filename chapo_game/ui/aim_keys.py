"""The aim set from the keyboard: the side arrows turn it, up and down set the power, W A S D
move the tip and C centres it (Shift finer, Ctrl finest) — a pure change of the aim's state,
so a club's keyboard sets every shot the pointer can."""

from __future__ import annotations

from typing import Any

import pygame

from ..shot import MAX_TIP_OFFSET, within_tip

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


def set_by_key(st: Any, key: int, mods: int) -> bool:
    """Change the aim state ``st`` (angle, power, side, vertical) as ``key`` asks; whether it
    was one of these keys (W A S D: :class:`TipKeys`)."""
    step = step_of(mods)
    power_step = 0.05 if step == 1.0 else 0.01
    if key == pygame.K_LEFT:
        st.angle = (st.angle + step) % 360
    elif key == pygame.K_RIGHT:
        st.angle = (st.angle - step) % 360
    elif key == pygame.K_UP:
        st.power = min(1.0, st.power + power_step)
    elif key == pygame.K_DOWN:
        st.power = max(MIN_POWER, st.power - power_step)
    elif key == pygame.K_c:
        st.side = st.vertical = 0.0
    else:
        return False
    return True


class TipKeys:
    """W A S D move the tip in tenths of the ball's radius — not pixels of the face: the same
    keys, the same shot at any window size (read back from the face, 960×540 struck 0.179
    where 1280×720 0.201). Where a step would leave the face, the tip is drawn in to its rim,
    and the keys remember where they were taking it: drawn in anew at each step, the top spin
    shrank unasked as D slid the tip round the rim, and A no longer undid D (W×5, D×4, A×4
    ended at side -0.026, top 0.468)."""

    def __init__(self) -> None:
        self.wanted: tuple[float, float] | None = None  # where the keys were taking the tip

    def press(self, st: Any, key: int) -> None:
        """Move the tip of aim state ``st`` as W A S D ``key`` asks."""
        side, vertical = st.side, st.vertical
        if self.wanted is not None and within_tip(*self.wanted) == (side, vertical):
            side, vertical = self.wanted  # nothing else moved the tip since (a click, C)
        dx, dy = TIP_KEYS[key]
        side = max(-MAX_TIP_OFFSET, min(MAX_TIP_OFFSET, round(side + dx, 3)))
        vertical = max(-MAX_TIP_OFFSET, min(MAX_TIP_OFFSET, round(vertical + dy, 3)))
        self.wanted = (side, vertical)
        st.side, st.vertical = within_tip(side, vertical)
