"""What flashes, pulses or moves by itself on the screen, measured on the real frames (WCAG 2.x
general and red flash thresholds, :mod:`flashes`).

Why: clubs show the demo on big screens all day and some players are photosensitive. The flash
counts guard what was measured (none of the animations flashes).
"""

from __future__ import annotations

import flashes
import pygame
from ui_screens import partida_over, rey_choice

from chapo_game.settings import Settings
from chapo_game.ui.app import App
from chapo_game.ui.scenes.celebrate import FRAMES, CelebrationScene, Moment


def big_screen_app(**settings: object) -> App:
    """At 1024×768, the size WCAG's 341×256 area is given for; frames at 60 a second as the
    tests' window plays them (:class:`~chapo_game.ui.pace.Pacer`, one sixtieth a frame)."""
    return App(size=(1024, 768), settings=Settings(**settings), audio=False)  # type: ignore[arg-type]


def chapo_over_the_end_panel(app: App) -> CelebrationScene:
    """A chapó's celebration (the most confetti, a saturated red among it) over a partida's
    end, as the game opens it."""
    partida_over(app)
    app.step()
    c = CelebrationScene(app, Moment("chapo", "¡Chapó!", "Los cinco palos: gana la partida."))
    app.push(c)
    c.start()
    return c


def test_the_measure_counts_a_flash_it_is_shown():
    """The measure itself: a white box a fifth of the area on the dark background, on and off
    every 5 frames, is six flashes a second; a saturated red one every 7 frames, over four."""
    surf = pygame.Surface((1024, 768))
    frames = []
    for i in range(120):
        surf.fill((16, 20, 26))
        if (i // 5) % 2:
            pygame.draw.rect(surf, (255, 255, 255), (100, 100, 200, 150))
        if (i // 7) % 2:
            pygame.draw.rect(surf, (230, 20, 20), (600, 400, 300, 250))
        frames.append(flashes.measure(surf))
    c = flashes.count(frames)
    assert c.general == 6 and 4 <= c.red < 5


def test_a_chapo_celebration_flashes_no_more_than_three_times_a_second():
    app = big_screen_app()
    try:
        chapo_over_the_end_panel(app)
        measured = flashes.record(app, FRAMES + 10)  # its 2.5 s and the end panel after it
        c = flashes.count(measured)
        assert c.general <= 3 and c.red <= 3 and c.whole <= 3, str(c)
        assert c.jump < 0.1, str(c)  # no area so much as one transition in a frame
    finally:
        app.quit()


def test_the_rey_spots_pulse_flashes_no_more_than_three_times_a_second():
    app = big_screen_app()
    try:
        rey_choice(app)
        c = flashes.count(flashes.record(app, 90))
        assert c.general <= 3 and c.red <= 3 and c.jump < 0.1, str(c)
    finally:
        app.quit()
