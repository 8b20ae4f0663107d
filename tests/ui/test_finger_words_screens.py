"""The other screens speak to a finger as to a finger: after a tap the rey's spot, practice's
editor, a down pin, the score sheet and the empty list of players still said "click" ("con
un clic") and named keys a touch screen has not got. After a finger's touch they say a tap;
after the mouse moves, the mouse's words as before. The reference pages (the controls, the
rules) say no "click" at all: their words are for both hands."""

from __future__ import annotations

import re

import pygame
import pytest
from test_finger_words import caption, says_each_hands_way, tap
from ui_screens import SCREENS, open_game, open_scene, window_in

from chapo_game import i18n
from chapo_game.position import Position
from chapo_game.rules.errors import IllegalReySpot
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.scenes.controls import ControlsScene
from chapo_game.ui.scenes.game.texts import refusal_text
from chapo_game.ui.scenes.players import NamesScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()
SIZE = (1920, 1080)
#: A word that tells the hand to click, in either language.
CLICK = re.compile(r"\bclic(k|ks|ked)?\b", re.IGNORECASE)
#: Over a screen's title: no button, no field, no row.
TOP = (SIZE[0] // 2, 10)


def drawn(app) -> str:
    """Every text drawn on the window this frame."""
    app.fonts.drawn.clear()
    app.step([])
    return " ".join(d.text for d in app.fonts.drawn if d.kind == "text")


def words(says: tuple[str, str]) -> dict[str, str]:
    """A screen's words to each hand, as :func:`says_each_hands_way` takes them."""
    return {"finger": says[0], "mouse": says[1]}


def heard_by_each_hand(app, drive, says: tuple[str, str], at=TOP) -> None:
    """After a finger's touch (the test's, at ``at``) the window says ``says[0]``, the
    finger's words, and not ``says[1]``, the mouse's; after the mouse moves to ``at``, the
    mouse's and not the finger's."""
    said = drawn(app)
    assert says[0] in said and says[1] not in said, said
    drive.move(at)
    said = drawn(app)
    assert says[1] in said and says[0] not in said, said


#: What each screen says to each hand, by language: (the finger's words, the mouse's). The
#: rey's spot, the score sheet and the editor name the keys to the mouse; a down pin, the
#: wheel (a finger has the "Turn pin" button).
SAYS = {
    "rey": {
        "es": ("Toque uno de los puntos marcados.", "o la tecla de su número"),
        "en": ("Tap one of the highlighted spots.", "or press its number"),
    },
    "edit": {"es": ("toque un palo", "pulse un palo"), "en": ("tap a pin", "click a pin")},
    "down_pin": {
        "es": ("tóquelo para levantarlo", "la rueda"),
        "en": ("tap it to stand it up", "the wheel"),
    },
    "sheet": {
        "es": ("Toque un tiro para verlo de nuevo.", "flechas arriba y abajo"),
        "en": ("Tap a shot to watch it again.", "Click a shot"),
    },
    "list": {
        "es": ("para elegirlo con un toque.", "con un clic"),
        "en": ("to be picked with a tap.", "with a click"),
    },
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_reys_spot_is_chosen_by_a_tap_after_a_touch(app, drive, lang):
    with window_in(app, lang, SIZE):
        SCREENS["rey_choice"](app)
        g = app.top
        says_each_hands_way(app, drive, g, words(SAYS["rey"][lang]))  # the bar: no spot
        assert g.match.pending_rey_choice


@pytest.mark.parametrize("lang", ["es", "en"])
def test_practices_editor_and_a_down_pin_speak_of_taps_after_a_touch(app, drive, lang):
    with window_in(app, lang, SIZE):
        p = PracticeScene(app)
        open_scene(app, p)
        tap(app, drive, next(b for b in p.tool_buttons if b.name == "edit").rect.center)
        assert p.edit and SAYS["edit"][lang][0] in caption(app, p)
        says_each_hands_way(app, drive, p, words(SAYS["edit"][lang]))
        at = p.view.to_screen(p.position.pins["lateral_left"].xy)
        tap(app, drive, at)  # knocked down
        assert not p.position.pins["lateral_left"].standing
        heard_by_each_hand(app, drive, SAYS["down_pin"][lang], at)  # the mouse over it too


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_score_sheet_says_a_tap_watches_a_shot_after_a_touch(app, drive, play_match, lang):
    with window_in(app, lang, SIZE):
        g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
        g.strike(Shot.make("1", 80.0, 3.0))
        drive.until(lambda: not g.animating)
        drive.key(pygame.K_TAB)  # the sheet, its shot to be watched again
        tap(app, drive, TOP)
        heard_by_each_hand(app, drive, SAYS["sheet"][lang])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_empty_list_of_players_says_a_tap_picks_after_a_touch(app, drive, lang):
    with window_in(app, lang, SIZE):
        open_scene(app, NamesScene(app))
        tap(app, drive, TOP)
        heard_by_each_hand(app, drive, SAYS["list"][lang])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_controls_and_the_rules_say_no_click_to_a_finger(app, drive, lang):
    """The pages a finger reads for every way to play: the controls' middle column is both
    hands' ("Mouse or finger"), the rules' rey's spot chosen by either."""
    with window_in(app, lang, SIZE):
        open_scene(app, ControlsScene(app))
        tap(app, drive, TOP)
        said = drawn(app)
        assert not CLICK.findall(said), said
        assert ("Pulse uno de los puntos marcados." if lang == "es" else "Press one of") in said
        SCREENS["rules_respot"](app)
        tap(app, drive, TOP)
        said = drawn(app)
        assert not CLICK.findall(said) and ("pulsando" in said or "pressing" in said), said


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_refused_rey_spot_names_no_hand(lang):
    i18n.set_language(lang)
    assert not CLICK.findall(refusal_text(IllegalReySpot("aux_head")))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_options_question_says_a_tap_on_its_button_after_a_touch(app, drive, lang):
    """A declared option was asked with "the arrows and Enter choose too" after a tap: a
    touch screen has neither; its buttons are the way."""
    said = {
        "es": ("Declare el tiro antes de tirar: toque su botón.", "flechas e Intro"),
        "en": ("Declare the shot before striking: tap its button.", "arrows and Enter"),
    }[lang]
    with window_in(app, lang, SIZE):
        SCREENS["options"](app)
        says_each_hands_way(app, drive, app.top, words(said))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_demos_tag_says_a_touch_plays_and_a_tap_leaves_for_the_menu(app, drive, lang):
    """A club's big screen may be a touch screen with no keyboard: the tag said only "press
    any key", though a touch leaves the demo too."""
    from chapo_game.ui.scenes.demo import DemoScene
    from chapo_game.ui.scenes.menu import MenuScene

    with window_in(app, lang, SIZE):
        d = DemoScene(app, levels=(1, 1))
        app.push(d)
        said = drawn(app)
        assert ("toque la pantalla" if lang == "es" else "touch the screen") in said, said
        tap(app, drive, TOP)
        drive.steps(2)
        assert isinstance(app.top, MenuScene)
