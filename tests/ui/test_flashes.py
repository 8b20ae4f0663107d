"""What flashes, pulses or moves by itself on the screen, measured on the real frames (WCAG 2.x
general and red flash thresholds, :mod:`flashes`), and the setting "Reducir movimiento" that
stills what moves for show: the celebrations' confetti and the rey's spots' pulse.

Why: clubs show the demo on big screens all day and some players are photosensitive; others
cannot bear motion they did not start. The flash counts guard what was measured (none of the
animations flashes); the setting is what a player who needs stillness turns on.
"""

from __future__ import annotations

import flashes
import pygame
from ui_screens import celebration, partida_over, rey_choice, settings_row

from chapo_game import settings as settings_mod
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
    app.fast_forward = 1  # the celebration's own frames, each measured (the fixture hurries it)
    c = CelebrationScene(app, Moment("chapo", "¡Chapó!", "Los cinco palos: gana la partida."))
    app.push(c)
    c.start()
    return c


def boxes(white: bool, red: bool) -> flashes.Frame:
    """The measure of the dark background with the white box, the red one, both or neither."""
    surf = pygame.Surface((1024, 768))
    surf.fill((16, 20, 26))
    if white:
        pygame.draw.rect(surf, (255, 255, 255), (100, 100, 200, 150))
    if red:
        pygame.draw.rect(surf, (230, 20, 20), (600, 400, 300, 250))
    return flashes.measure(surf)


def test_the_measure_counts_a_flash_it_is_shown():
    """The measure itself: a white box a fifth of the area on the dark background, on and off
    every 5 frames, is six flashes a second; a saturated red one every 7 frames, over four.
    (The 120 frames are four pictures, each measured once: a picture measures alike each time.)"""
    measured = {(w, r): boxes(w, r) for w in (False, True) for r in (False, True)}
    frames = [measured[(i // 5) % 2 == 1, (i // 7) % 2 == 1] for i in range(120)]
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


def test_reduce_motion_is_a_setting_off_at_first_and_saved(app, drive):
    assert app.settings.reduce_motion is False
    row = settings_row(app, "reduce_motion")
    assert row.label() == "Reducir movimiento: no"
    drive.click(row.rect.center)
    assert app.settings.reduce_motion and row.label() == "Reducir movimiento: sí"
    assert settings_mod.load_checked().settings.reduce_motion is True  # saved at once
    s = app.top
    w, h = app.size
    for b in s.buttons:  # the new row, like every row, inside the window
        assert b.rect.left >= 0 and b.rect.right <= w and b.rect.top >= 0 and b.rect.bottom <= h
    app.apply_settings(app.settings.with_(language="en"))
    assert row.label() == "Reduce motion: on"


def frames_outside(app: App, box: pygame.Rect, n: int) -> list[bytes]:
    """The window's pixels outside ``box`` (the banner) on each of ``n`` frames."""
    out = []
    for _i in range(n):
        app.step()
        shot = app.screen.copy()
        shot.fill((0, 0, 0), box)
        out.append(pygame.image.tobytes(shot, "RGB"))
    return out


def test_with_reduce_motion_a_celebration_is_its_banner_alone(app, drive):
    """No confetti falls around the banner: the window outside it stands still all through
    the celebration; the banner says what it said, and the sound still plays."""
    drive.click(settings_row(app, "reduce_motion").rect.center)
    c = chapo_over_the_end_panel(app)
    still = frames_outside(app, c.banner_rect(), 60)
    assert all(f == still[0] for f in still)
    top = len(app.scenes) - 1
    said = [d.text for d in app.fonts.drawn if d.layer == top and d.kind == "text"]
    assert "¡Chapó!" in said
    assert app.sound.played[-1][0] == "chapo"


def test_without_reduce_motion_the_confetti_falls(app):
    celebration(app)
    c = app.top
    moving = frames_outside(app, c.banner_rect(), 10)
    assert len(set(moving)) > 1


def test_with_reduce_motion_the_rey_spots_stand_still(app):
    """The spots' rings still drawn, numbered, at one size: without the setting they pulse."""
    rey_choice(app)
    pulsing = []
    for _i in range(30):
        flashes.sixtieth(app)
        pulsing.append(pygame.image.tobytes(app.screen, "RGB"))
    assert len(set(pulsing)) > 1
    app.apply_settings(app.settings.with_(reduce_motion=True))
    shown = []
    for _i in range(40):
        flashes.sixtieth(app)
        shown.append(pygame.image.tobytes(app.screen, "RGB"))
    assert all(f == shown[0] for f in shown)
    top = len(app.scenes) - 1
    numbers = {d.text for d in app.fonts.drawn if d.layer == top and d.kind == "text"}
    assert {"1", "2", "3", "4"} <= numbers
