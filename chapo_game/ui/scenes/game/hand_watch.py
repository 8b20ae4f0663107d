"""The computer's ball in hand as the person across the table sees it: the cabaña it places the
ball in shaded while it thinks, then the ball it put there ringed, standing a moment before its
cue comes to it (:data:`~.computer.PLACED_FRAMES`), with each ball it may not meet first
crossed, as a person's own are.

Why: the header said "El ordenador coloca la bola 1 en la cabaña de salida" over a table with
no cabaña and no ball for as long as it thought and its calls were read; then ball and cue came
at once and struck 0.6 s later. Where it had put its ball, and that both other balls stood in
the cabaña (the reason for the option it declared), went by in a blink.
"""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.rules.match import Phase

from ...draw.marks import mark_forbidden, placed_mark, shade_area
from ...option_texts import balls_inside

HAND_PHASES = (Phase.SALIDA, Phase.REMATADA, Phase.BALL_IN_HAND)


def marks_inside(m: Any, cue: str) -> bool:
    """Whether the balls inside the cabaña are crossed, a person's or the computer's: not
    under pasar or bricole, whose shot goes round them, nor with the seco cue."""
    return m.declared_option in (None, "no_pasar") and cue != "seco"


def computer_in_hand(g: Any) -> bool:
    """The computer plays a ball in hand and has not struck it yet: to place, or placed."""
    m = g.match
    return bool(
        m.phase in HAND_PHASES
        and not g.animating
        and not m.pending_rey_choice
        and g.is_computer(g.acting_player())
        and m.placement_area() is not None
    )


def draw_computer_hand(g: Any, surf: pygame.Surface) -> None:
    """The cabaña shaded; the ball once placed, ringed green while it stands there alone;
    the balls inside crossed where its shot may not meet them first (not under pasar or
    bricole, whose shot goes round them, nor with the seco cue)."""
    if not computer_in_hand(g):
        return
    m = g.match
    shade_area(surf, g.view, m.placement_area())
    ball = g.current_ball()
    xy = m.position.balls.get(ball) if ball is not None else None
    if xy is None:  # still in its hand: where it goes is all there is to see
        return
    if g.computer_placing():
        placed_mark(surf, g.view.to_screen(xy), g.view.ball_radius_px() + 3, True)
    if marks_inside(m, g.aim.struck()[2]):
        mark_forbidden(surf, g.view, m.position, balls_inside(m, ball))
