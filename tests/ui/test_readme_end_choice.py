"""What the README's controls say the first Enter lights at an encuentro's end is what it
lights: the README said "the score sheet", written before the end panel offered the replay of
the shot that ended it first (a learner reading the help met **Repetición** lit, not the sheet)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
from ui_screens import ana_wins_the_partida

from chapo_game.rules.match import Phase
from chapo_game.ui.scenes.game import GameScene

README = Path(__file__).parents[2] / "README.md"


def readme() -> str:
    return re.sub(r"\s+", " ", README.read_text("utf-8"))


def ana_wins_the_encuentro(app, drive) -> GameScene:
    """Ana, at 29 of 30 in an encuentro of one partida, drives the mingo into the pins."""
    g = ana_wins_the_partida(app, drive, partidas=1)
    assert g.match.phase == Phase.ENCUENTRO_OVER
    return g


def test_the_first_enter_at_an_encuentros_end_lights_what_the_readme_says(app, drive):
    g = ana_wins_the_encuentro(app, drive)
    if app.top is not g:
        drive.key(pygame.K_SPACE)  # a press that ends the celebration takes nothing
    assert app.top is g and not any(b.hover for b in g.end_buttons)
    drive.key(pygame.K_RETURN)
    (lit,) = [b for b in g.end_buttons if b.hover]
    assert lit.name == "replay" and lit.label() == "Repetición (V)"
    said = readme()
    assert "at an encuentro's end **Repetición**" in said  # it said "the score sheet"
    assert "never **Revancha**" in said
