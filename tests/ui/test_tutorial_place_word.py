"""The tutorial's ball in hand: a refused place's word goes once the ball is shown where it may
be put down. "Not there: outside the cabaña." stayed in red over a ball moved into the cabaña,
read as said of the place it was now shown at."""

from __future__ import annotations

import pygame
from ui_screens import tutorial_skipped_to

from chapo_game.table import get_table
from chapo_game.ui.scenes.tutorial import TutorialScene

T = get_table()
REFUSED = "Not there: outside the cabaña."


def top(app, t: TutorialScene) -> list[str]:
    app.fonts.drawn.clear()
    app.step()
    return [d.text for d in app.fonts.drawn if t.top_rect.contains(d.rect)]


def refused_outside(app, drive, t: TutorialScene) -> None:
    drive.click(t.view.to_screen((T.width / 2, T.length * 0.6)))  # mid-table: outside
    assert t.step.key == "place" and REFUSED in top(app, t)


def test_the_word_goes_when_the_pointer_brings_the_ball_into_the_cabana(app, drive, english):
    t = tutorial_skipped_to(app, drive, "place")
    refused_outside(app, drive, t)
    drive.move(t.view.to_screen((T.width / 2, T.length * 0.4)))  # still outside: still said
    assert REFUSED in top(app, t)
    drive.move(t.view.to_screen((T.width * 0.3, T.length * 0.12)))  # in the cabaña
    assert REFUSED not in top(app, t)  # it stayed, in red, over the ball shown there
    assert t.step.key == "place"  # shown there, not put down: a click or Enter does that


def test_the_word_goes_when_the_arrows_bring_the_ball_into_the_cabana(app, drive, english):
    t = tutorial_skipped_to(app, drive, "place")
    refused_outside(app, drive, t)
    drive.key(pygame.K_DOWN)  # from where it is shown, into the cabaña it is moved in
    assert REFUSED not in top(app, t)
    drive.key(pygame.K_RETURN)
    assert t.step.key != "place"  # put down where it was shown
