"""Practice teaches: no drill opens aimed at its own answer, the maestro's advised shots are
counted apart from the player's own tries, and the advice says the stroke in words."""

from __future__ import annotations

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
