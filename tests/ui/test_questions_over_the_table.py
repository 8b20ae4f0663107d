"""The question asked over the table after the lag (break or cede) hides what lies under it:
the pins of the cross showed through its words as dark rings ("From the head cushion…" was
written over a lateral)."""

from __future__ import annotations

import pygame
from ui_screens import open_game

from chapo_game.rules.match import Match, Phase
from chapo_game.ui.palette import PANEL


def lag_question(app, drive):
    """A lag played with the keys, the game then asking its winner to break or cede."""
    g = open_game(app, Match(("Ana", "Luis")))
    drive.key(pygame.K_SPACE)  # Ana lags at the power offered, Luis a little softer: both
    drive.key(pygame.K_DOWN)  # balls back near the cabaña string, the question over the
    drive.key(pygame.K_DOWN)  # foot end, where the cross is
    drive.key(pygame.K_SPACE)
    drive.until(lambda: g.match.phase == Phase.LAG_CHOICE and not g.animating)
    return g


def colours_of_the_panel(app, box: pygame.Rect, buttons: list) -> set[tuple[int, int, int]]:
    """Every colour of the question's panel, inside its border and outside its buttons, in a
    frame drawn without words (whatever the words cover could show through elsewhere)."""
    fonts = app.fonts
    words = fonts.draw, fonts.draw_lines
    fonts.draw = fonts.draw_lines = lambda *a, **k: pygame.Rect(0, 0, 0, 0)
    try:
        app.step()
    finally:
        fonts.draw, fonts.draw_lines = words
    keep_out = [b.rect.inflate(6, 6) for b in buttons]
    inside = box.inflate(-8, -8)
    seen = set()
    for x in range(inside.left, inside.right, 2):
        for y in range(inside.top, inside.bottom, 2):
            if not any(r.collidepoint(x, y) for r in keep_out):
                seen.add(tuple(app.screen.get_at((x, y)))[:3])
    return seen


def test_the_break_or_cede_question_hides_the_pins_under_it(app, drive):
    g = lag_question(app, drive)
    box = g.lag_choice_box()
    pins = [g.view.to_screen(p.xy) for p in g.position.pins.values()]
    assert any(box.collidepoint(p) for p in pins)  # the cross is under the question
    assert colours_of_the_panel(app, box, g.choice_buttons) == {PANEL}
