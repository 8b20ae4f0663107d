"""A chapó struck in practice is named after the shot: "Pins down: 5; 30 points in all" said
nothing of it, where the drill's goal ("… all five, chapó") and a game (the partida at once)
do. Played as a learner played it in the window at 1280×720: the ball-2 cut drill, the pointer
where ball 1 should meet it, six steps of power, Space."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import choose_drill

from chapo_game import i18n
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene


def caption(app, p: PracticeScene) -> str:
    bar, button = p.bottom_rect, p.advice_button.rect
    return " ".join(
        d.text for d in app.fonts.drawn if bar.contains(d.rect) and not button.contains(d.rect)
    )


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "Pins down: 5, chapó; "), ("es", "Palos derribados: 5, chapó; ")]
)
def test_all_five_pins_down_in_practice_are_said_a_chapo(app, drive, lang, said):
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    choose_drill(app, drive, p, [n for n, _pos in p.drill_list].index("Cut ball 2 into the cross"))
    try:
        i18n.set_language(lang)
        drive.move((425, 389))  # where ball 1 should meet ball 2: the cut into the cross
        for _ in range(6):
            drive.key(pygame.K_UP)
        drive.key(pygame.K_SPACE)
        assert p.animating
        drive.until(lambda: not p.animating)
        drive.steps(1)
        assert not any(pin.standing for pin in p.position.pins.values())
        assert said in caption(app, p), caption(app, p)  # was "Pins down: 5; 30 points in all"
    finally:
        i18n.set_language("es")
