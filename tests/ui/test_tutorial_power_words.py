"""The tutorial's power step says how far a try was off, not only which way: every miss was
"a little harder" or "a little softer", so the first try, struck at the soft power the step
opens on (0.3 table lengths when 1 to 1½ are asked), read to a learner as nearly right."""

from __future__ import annotations

import pygame
from ui_screens import go_on, tutorial_skipped_to

from chapo_game.table import get_table
from chapo_game.ui.lengths import table_lengths
from chapo_game.ui.scenes.tutorial import TutorialScene


def lengths(t: TutorialScene) -> float:
    shot = t.aim.shot()
    return table_lengths(shot.speed, shot.vertical, get_table())


def said_after_a_try(app, drive, t: TutorialScene) -> str:
    """Space strikes; the step's word on the try, as drawn in the top bar once it is over."""
    go_on(drive, t)
    drive.key(pygame.K_SPACE)
    assert t.animating
    drive.until(lambda: not t.animating)
    drive.steps(1)
    top = [d.text for d in app.fonts.drawn if t.top_rect.contains(d.rect)]
    assert t.message in top
    return t.message


def test_a_try_far_off_is_told_much_harder_or_softer_one_near_a_little(app, drive, english):
    t = tutorial_skipped_to(app, drive, "power")
    assert lengths(t) < 0.5  # the soft power the step opens on
    said = said_after_a_try(app, drive, t)
    assert t.step.key == "power"
    assert said.endswith("table lengths: much harder."), said  # was "a little harder"

    while lengths(t) < 0.75:  # just short of the 1 to 1½ asked
        drive.key(pygame.K_UP, pygame.KMOD_SHIFT)
    assert lengths(t) < 1.0
    said = said_after_a_try(app, drive, t)
    assert said.endswith("table lengths: a little harder."), said

    while lengths(t) < 3.0:  # twice what is asked, and more
        drive.key(pygame.K_UP)
    said = said_after_a_try(app, drive, t)
    assert said.endswith("table lengths: much softer."), said  # was "a little softer"
