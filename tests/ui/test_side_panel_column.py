"""The side panel's buttons stand in one column: Tirar and Taco seco were 2 px narrower each
side than Mover la bola and Repetición under them (6 px in large text), a ragged edge."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import open_game

from chapo_game.ui.widgets import PANEL_EDGE


def seen_edges(surf: pygame.Surface, side: pygame.Rect, y: int) -> tuple[int, int]:
    """The leftmost and rightmost column of a button's edge on row ``y`` of the side panel."""
    xs = [x for x in range(side.x + 3, side.right - 3) if surf.get_at((x, y))[:3] == PANEL_EDGE]
    return min(xs), max(xs)


@pytest.mark.parametrize("large", [False, True])
def test_strike_seco_and_move_the_ball_stand_in_one_column(app, drive, new_salida, large):
    app.apply_settings(app.settings.with_(large_text=large))
    g = open_game(app, new_salida())
    drive.click(g.view.to_screen((0.7, 0.3)))  # ball 1 placed in the cabaña de salida
    drive.move(g.view.to_screen((0.7, 2.0)))  # the pointer on the cloth: no button lit
    assert not g.placing
    buttons = [*g.aim.buttons, g.move_button]
    assert [b.label() for b in buttons] == ["Tirar", "Taco seco (X): no", "Mover la bola (M)"]
    edges = {seen_edges(app.screen, g.side_rect, b.rect.centery) for b in buttons}
    assert len(edges) == 1, edges
