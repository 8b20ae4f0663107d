"""The computer's turn as the person across the table lives it: what he does while it plays
stays with its turn, never reaching into his own next shot."""

from __future__ import annotations

import pygame
from test_watching import button_picture, frames_a_step
from ui_screens import open_game

from chapo_game.ui.scenes.watching import FAST

F_KEY = {"key": pygame.K_f, "mod": 0, "unicode": "f", "scancode": 0}


def test_f_tapped_while_the_computer_chooses_the_reys_spot_leaves_the_next_shot_alone(
    app, drive, rey_to_choose
):
    """F tapped while the computer's calls were read, before it chose the rey's spot, latched
    fast-forward for "the rest of the shot" — but the computer played none: the person's own
    next shot then ran at ×4 from its first frame, the button lit, unasked. Now the latch goes
    with the computer's turn; his own shot runs at its speed, the button unlit."""
    m = rey_to_choose()  # the computer's seat (Ana's) to choose, then Luis's turn
    g = open_game(app, m, computers={0: 2})
    app.fast_forward = 1
    assert m.pending_rey_choice and g.hurries()  # its calls read, before it chooses
    drive.post(
        pygame.event.Event(pygame.KEYDOWN, **F_KEY), pygame.event.Event(pygame.KEYUP, **F_KEY)
    )
    drive.until(lambda: not g.match.pending_rey_choice, limit=5000)
    drive.until(g.human_to_act)
    drive.move((5, 5))
    drive.key(pygame.K_SPACE)  # Luis strikes, at the power offered
    assert g.animating
    drive.steps(1)
    unlit = button_picture(app, g)
    assert frames_a_step(app, g) == 1
    drive.post(
        pygame.event.Event(pygame.KEYDOWN, **F_KEY), pygame.event.Event(pygame.KEYUP, **F_KEY)
    )
    assert frames_a_step(app, g) == FAST and button_picture(app, g) != unlit  # his own tap
