"""A long session keeps what a player uses of it, not the whole afternoon: practice's Undo goes
back a bounded number of steps (a practice afternoon of 2,000 shots kept every one)."""

from __future__ import annotations

import pygame

from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.practice_edit import UNDO_STEPS


def test_undo_goes_back_the_last_hundred_steps_and_forgets_the_older(app, drive):
    """A shot, then more edits than Undo keeps (Restore, pressed over and over): Undo pressed
    as often as it keeps steps goes back through the edits to the table the shot left, and
    there greys — the shot before them is forgotten, not kept for ever."""
    assert UNDO_STEPS == 100  # as the README says
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    left = p.position  # as the shot left it
    restore, undo = p.button_named("restore"), p.button_named("undo")
    for _ in range(UNDO_STEPS):
        drive.click(restore.rect.center)
    assert len(p.history) == UNDO_STEPS  # the shot's step went: it had been kept with them
    for _ in range(UNDO_STEPS):
        assert undo.enabled()
        drive.key(pygame.K_u)
    assert p.position == left
    assert not undo.enabled()  # greyed: nothing older to go back to
    drive.key(pygame.K_u)
    assert p.position == left
