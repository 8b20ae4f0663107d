"""Two windows on one settings folder (a club's two tables, or a member opening the game again
while the demo runs), through the real window: what one window writes, the other does not
write over without a word."""

from __future__ import annotations

import pygame
from test_practice import caption

from chapo_game import kept_positions
from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()
THEIRS = Position.initial(T, {"1": (0.4, 0.6)}).with_ball("mingo", (0.7, 1.0))


def test_a_position_kept_as_new_never_writes_over_one_the_other_window_kept_meanwhile(app, drive):
    """Both windows' questions offered "Mi posición 1"; the other window's member answered
    first, and this one's answer wrote over his position — both captions said "Guardada como
    «Mi posición 1»", and one of the two positions was gone. Now the later one is kept as the
    next free name, and its caption says which."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    drive.click(p.keep_button.rect.center)
    assert isinstance(app.top, ConfirmScene)
    assert "Como «Mi posición 1»" in " ".join(d.text for d in app.fonts.drawn)
    kept_positions.save(THEIRS, "Mi posición 1", T)  # the other window, while this one asks
    drive.key(pygame.K_RETURN)  # "As “Mi posición 1”"
    drive.steps(1)
    by_name = {k.name: k.position for k in kept_positions.load_all(T)[0]}
    assert by_name.get("Mi posición 1") == THEIRS, "the other window's position was written over"
    assert by_name.get("Mi posición 2") == p.position
    assert "Guardada como «Mi posición 2»" in caption(app, p)
    assert p.kept_now() is not None and p.kept_now().name == "Mi posición 2"
