"""From the end of an encuentro to the next one, as two players at one computer take it: the
habit of every partida's end (a click where Next partida stood, Enter twice) takes no rematch
unseen."""

from __future__ import annotations

import pygame
import ui_screens
from test_keyboard import lit
from ui_screens import texts

from chapo_game.rules.match import Phase
from chapo_game.ui.scenes.sheet import ScoreSheetScene


def named(g, name: str):
    return next(b for b in g.end_buttons if b.name == name)


def test_the_habit_of_a_partidas_end_takes_no_rematch(app, drive):
    """Where Next partida stood at each partida's end, and what its two Enters took, is the
    score sheet at the encuentro's end: the result stays; Rematch is one the player goes to."""
    ui_screens.partida_over(app)
    app.step()
    next_at = named(app.top, "next_partida").rect.center
    ui_screens.encuentro_over(app)
    g = app.top
    app.step()
    title = g.end_texts()["title"]
    drive.click(next_at)  # the partida's habit, by the mouse
    assert isinstance(app.top, ScoreSheetScene) and g.match.phase == Phase.ENCUENTRO_OVER
    drive.key(pygame.K_ESCAPE)
    assert app.top is g
    drive.move((5, 5))
    drive.key(pygame.K_RETURN)  # by the keys: the first Enter lights, the second takes
    assert lit(app, g.end_buttons) == ["sheet"]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, ScoreSheetScene) and g.match.phase == Phase.ENCUENTRO_OVER
    drive.key(pygame.K_ESCAPE)
    app.step()
    assert title in " ".join(texts(app))  # the result is still on the screen
    drive.key(pygame.K_RIGHT)  # Rematch is there for one who means it
    assert lit(app, g.end_buttons) == ["rematch"]
    drive.key(pygame.K_RETURN)
    assert g.match.phase == Phase.LAG

