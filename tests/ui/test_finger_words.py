"""The playing hints speak to the hand on the pointer: practice told a touch screen's player to
"apunte con el ratón (o izquierda/derecha)…", the game to "click in the cabaña", the tutorial
that "a key or a click goes on", with neither a mouse nor keys before him. After a finger's
touch they say the finger's way; after the mouse moves, the mouse's again."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import SCREENS, open_game, open_scene, window_in

from chapo_game.rules.match import Match
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui import tutorial as tut
from chapo_game.ui.lengths import table_lengths
from chapo_game.ui.powerbar import power_to_speed
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.tutorial import TutorialScene

SIZES = [(1280, 720), (1920, 1080), (1080, 1920)]
#: What the hint says of each hand, in each language.
WORDS = {"es": {"finger": "dedo", "mouse": "ratón"}, "en": {"finger": "finger", "mouse": "mouse"}}


def caption(app, p) -> str:
    """The caption bar's words as drawn this frame."""
    app.fonts.drawn.clear()
    app.step([])
    bar = p.caption_rect()
    return " ".join(d.text for d in app.fonts.drawn if d.kind == "text" and bar.contains(d.rect))


def tap(app, drive, xy: tuple[int, int]) -> None:
    """A finger put down at ``xy`` and lifted, as a touch screen sends it."""
    w, h = app.size
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        at = {"x": xy[0] / w, "y": xy[1] / h, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
        drive.post(pygame.event.Event(kind, touch_id=1, finger_id=0, **at))


def each_hands_caption(app, drive, scene, then=lambda: None) -> tuple[str, str]:
    """``scene``'s caption after a tap on its bar (no aim, no button, the ball kept in hand)
    and ``then`` (played by the keys), and after a move of the mouse."""
    tap(app, drive, scene.caption_rect().center)
    then()
    by_finger = caption(app, scene)
    drive.pointer = None  # a move from elsewhere, where the last one left it or not
    drive.move((app.size[0] // 2, app.size[1] // 2))
    return by_finger, caption(app, scene)


def says_each_hands_way(app, drive, scene, words: dict[str, str], then=lambda: None) -> None:
    """After a tap (:func:`each_hands_caption`) ``scene``'s caption says ``words["finger"]``
    and not the mouse's; after a move of the mouse, the mouse's and not the finger's."""
    by_finger, by_mouse = each_hands_caption(app, drive, scene, then)
    assert words["finger"] in by_finger and words["mouse"] not in by_finger, by_finger
    assert words["mouse"] in by_mouse and words["finger"] not in by_mouse, by_mouse


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", SIZES, ids=str)
def test_practice_says_the_fingers_way_after_a_touch(app, drive, size, lang):
    with window_in(app, lang, size):
        p = PracticeScene(app)
        open_scene(app, p)
        assert WORDS[lang]["mouse"] in caption(app, p)
        says_each_hands_way(app, drive, p, WORDS[lang])


#: What the ball in hand's hint says to each hand (the mouse's names the keys too).
PLACE_WORDS = {
    "es": {"finger": "toque", "mouse": "flechas"},
    "en": {"finger": "tap", "mouse": "click"},
}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_ball_in_hand_is_placed_by_a_tap_after_a_touch(app, drive, new_salida, size, lang):
    with window_in(app, lang, size):
        g = open_game(app, new_salida())
        assert PLACE_WORDS[lang]["mouse"] in caption(app, g)
        says_each_hands_way(app, drive, g, PLACE_WORDS[lang])
        assert g.placing  # the taps on the bar placed nothing


#: The game's hints that named keys to a finger: the lag (to the first and to the second to
#: lag), break or cede, the end's panel. Each is said to a finger, and the keys' words only
#: to the mouse (and keyboard) hand.
GAME_WORDS = {
    "lag": {
        "es": [
            {"finger": "arrastre el dedo hacia atrás y", "mouse": "(o arriba/abajo para la fuerza"},
            {"finger": "arrastre el dedo hacia atrás y", "mouse": "(o arriba/abajo, y Espacio)"},
        ],
        "en": [
            {"finger": "drag your finger back and lift", "mouse": "(or Up/Down for the power"},
            {"finger": "drag your finger back and lift", "mouse": "(or Up/Down, then Space)"},
        ],
    },
    "lag_choice": {
        "es": [{"finger": "ceder: sale Wenceslao Wöhlke.", "mouse": "las flechas e Intro."}],
        "en": [{"finger": "cede: Wenceslao Wöhlke plays it.", "mouse": "The arrows and Enter"}],
    },
    "partida_over": {
        "es": [{"finger": "Toque un botón.", "mouse": "o elija con las flechas e Intro."}],
        "en": [{"finger": "Tap a button.", "mouse": "or choose with the arrows and Enter."}],
    },
}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("screen", list(GAME_WORDS))
def test_the_games_hints_name_no_key_to_a_finger(app, drive, screen, lang):
    """The second to lag was told "(o arriba/abajo, y Espacio)" whatever his hand, the break's
    choice and the end's panel "las flechas e Intro"; after a touch they say the finger's way
    alone, after the mouse moves the keys again."""
    with window_in(app, lang, (1280, 720)):
        if screen == "lag":  # the first to lag, then the second
            g = open_game(app, Match(("Ana", "Luis")))
        else:
            SCREENS[screen](app)
            g = app.top
        for i, said in enumerate(GAME_WORDS[screen][lang]):
            if i:  # the first's lag shot set: the second's turn
                g.strike(Shot.make("1", 90.0, 2.0))
            phase, lags = g.match.phase, g.lag_player
            by_finger, by_mouse = each_hands_caption(app, drive, g)
            assert said["finger"] in by_finger and said["mouse"] not in by_finger, by_finger
            assert said["mouse"] in by_mouse, by_mouse
            assert app.top is g and (g.match.phase, g.lag_player) == (phase, lags)  # (the tap)


#: How the tutorial's passed step says it goes on, to each hand.
GO_ON = {
    "es": {"finger": "Toque la pantalla para seguir.", "mouse": "Tecla o clic para seguir."},
    "en": {"finger": "Tap to go on.", "mouse": "Press a key or click to go on."},
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_tutorial_says_a_tap_goes_on_after_a_touch(app, drive, lang):
    with window_in(app, lang, (1280, 720)):
        t = TutorialScene(app)
        t.index = [s.key for s in tut.STEPS].index("power")
        t.start_step()
        open_scene(app, t)

        def pass_the_step() -> None:  # by the keys: a tap meanwhile would go on at once
            while table_lengths(power_to_speed(t.aim.state.power), 0.0, get_table()) < 1.2:
                drive.key(pygame.K_UP)  # a table length or more: the step passes
            drive.key(pygame.K_SPACE)
            drive.until(lambda: not t.animating)
            assert t.lingering and t.step.key == "spin", t.message

        says_each_hands_way(app, drive, t, GO_ON[lang], pass_the_step)


#: What the tutorial's aim, power, lag, ball-in-hand and options steps say to each hand: the
#: mouse's words name the pointer and the keys, a touch screen's player has neither.
STEP_WORDS = {
    "aim": {
        "es": {"finger": "Toque la mesa y deslice el dedo", "mouse": "Mueva el puntero"},
        "en": {"finger": "slide your finger", "mouse": "Move the pointer"},
    },
    "power": {
        "es": {"finger": "arrástrelo hacia atrás y levántelo", "mouse": "arriba/abajo"},
        "en": {"finger": "drag your finger back and lift it", "mouse": "Up/Down"},
    },
    "place": {
        "es": {"finger": "toque donde deba quedar", "mouse": "Mueva el puntero"},
        "en": {"finger": "tap where it goes in the shaded cabaña", "mouse": "Move the pointer"},
    },
    "lag": {
        "es": {"finger": "mientras arrastra el dedo", "mouse": "arriba/abajo con Mayús"},
        "en": {"finger": "as you drag your finger back", "mouse": "Up/Down with Shift"},
    },
    "options": {
        "es": {"finger": "Toque un botón", "mouse": "las flechas e Intro"},
        "en": {"finger": "Tap a button", "mouse": "the arrows and Enter"},
    },
}


@pytest.mark.parametrize("step", list(STEP_WORDS))
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_tutorials_steps_speak_to_a_finger_after_a_touch(app, drive, lang, step):
    """The aim step told a touch screen's player to "move the pointer (or Left/Right)", the
    power step to strike with "Up/Down, then Space", the ball in hand "the arrows … Enter",
    the lag to judge it finer with "Up/Down with Shift", the options "X: the seco cue"."""
    with window_in(app, lang, (1280, 720)):
        t = TutorialScene(app)
        t.index = [s.key for s in tut.STEPS].index(step)
        t.start_step()
        open_scene(app, t)
        says_each_hands_way(app, drive, t, STEP_WORDS[step][lang])
        assert t.step.key == step  # the tap on the caption bar struck and placed nothing
