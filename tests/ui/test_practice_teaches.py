"""Practice teaches: no drill opens aimed at its own answer, the maestro's advised shots are
counted apart from the player's own tries, and the advice says the stroke in words."""

from __future__ import annotations

import pygame
from test_advice import advise
from test_practice import caption
from test_practice_fair import practice, strike

from chapo_game.table import get_table
from chapo_game.ui.drills import GOALS

T = get_table()


def test_no_drill_opens_aimed_at_its_own_answer(app, drive):
    """The bricole drill opened on the game's own bricole start: Space at once gave "Objetivo
    cumplido: 1 de 1", the drill solved by the screen. Struck as it opens, each ready-made
    drill's first aim misses its goal (the physics is deterministic): the player must find
    the shot."""
    app.fast_forward = 30
    missed = {}
    for name in GOALS:
        p = practice(app, drive, name)
        strike(drive, p)
        (met, made, tried, _foul, _count), _pos = p.verdict
        missed[name] = (not met, made, tried)
        assert caption(app, p).startswith("Objetivo no cumplido"), (name, caption(app, p))
    assert missed == {name: (True, 0, 1) for name in GOALS}


def test_the_maestros_shot_is_said_apart_and_not_counted_as_the_players(app, drive):
    """The advised shot struck as set counted as a try and a success of the player's own
    ("Objetivo cumplido: 1 de 1"), unmarked. It is said as the maestro's and left out of the
    tally — set on the cue again by Undo too; the player's own tries are counted."""
    app.fast_forward = 30
    p = practice(app, drive)  # the rey off the mingo
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo no cumplido: 0 de 1 ")
    drive.key(pygame.K_u)
    advise(p, drive)
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo cumplido: 0 de 1 (con consejo: no cuenta) ")
    drive.key(pygame.K_u)  # the maestro's stroke on the cue again, as struck
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo cumplido: 0 de 1 (con consejo: no cuenta) ")
    drive.key(pygame.K_u)
    drive.key(pygame.K_LEFT)  # a degree off it: the player's own try
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo ")
    assert "consejo" not in caption(app, p) and p.tally["Rey off the mingo"][1] == 2
