"""Practice teaches: no drill opens aimed at its own answer, the maestro's advised shots are
not counted as the player's own tries, the advice says the stroke in words, and the controls
page says what practice's screen has and does."""

from __future__ import annotations

import pygame
from test_advice import advise
from test_practice import caption
from test_practice_fair import practice, strike
from ui_screens import texts

from chapo_game import i18n
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.drills import GOALS
from chapo_game.ui.scenes.controls import ControlsScene
from chapo_game.ui.stroke_words import stroke_words

T = get_table()


def test_no_drill_opens_aimed_at_its_own_answer(app, drive):
    """The bricole drill opened on the game's own bricole start: Space at once gave "Objetivo
    cumplido: 1 de 1", the drill solved by the screen. Struck as it opens, each ready-made
    drill's first aim misses its goal (the physics is deterministic): the player must find
    the shot, told by the verdict what it lacked."""
    app.fast_forward = 30
    missed, said = {}, {}
    for name in GOALS:
        p = practice(app, drive, name)
        strike(drive, p)
        (met, made, tried, _foul, _count, _miss), _pos = p.verdict
        missed[name] = (not met, made, tried)
        said[name] = caption(app, p)
        assert said[name].startswith("Objetivo no cumplido"), (name, said[name])
    assert missed == {name: (True, 0, 1) for name in GOALS}
    # and each says what the shot lacked ("Objetivo no cumplido: 0 de 1" alone left the
    # newcomer to guess), or the foul a partida would call
    assert {name: text.split(": 0 de 1")[0] for name, text in said.items()} == {
        "Rey off the mingo": "Objetivo no cumplido (el rey sigue en pie)",
        "The salida": "Objetivo no cumplido (la bola 1 rozó un palo antes de tocar el mingo)",
        "Bricole from the cabaña": "Objetivo no cumplido, falta en partida (declaró bricole y la"
        " bola tocó bola antes que la banda del fondo)",
        "Pocket the mingo": "Objetivo no cumplido (el mingo se quedó en la mesa)",
        "Cut ball 2 into the cross": "Objetivo no cumplido (0 tantos con la bola 2, se pedían 7)",
        "The mingo through the cross": "Objetivo no cumplido (2 tantos con el mingo, se pedían 7)",
    }


def test_the_maestros_shot_is_said_apart_and_not_counted_as_the_players(app, drive):
    """The advised shot struck as set counted as a try and a success of the player's own
    ("Objetivo cumplido: 1 de 1"), unmarked. It is said as the maestro's and left out of the
    tally — set on the cue again by Undo too; the player's own tries are counted."""
    app.fast_forward = 30
    p = practice(app, drive)  # the rey off the mingo
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo no cumplido (el rey sigue en pie): 0 de 1 ")
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


def test_the_advice_says_its_stroke_in_words_on_one_line(app, drive):
    """The caption said the plan alone ("Consejo: primero el mingo, a por el rey"), the
    maestro's power and spin only set on the side panel: it says the stroke too, whole on its
    line under the drill's goal at 1280×720 (drawn as one text: neither wrapped nor cut)."""
    p = practice(app, drive)
    advise(p, drive)
    drive.steps(1)
    said = p.advice_line()
    assert said == "Consejo: primero el mingo, a por el chapó; 8,00 m/s, efecto alto"
    assert stroke_words(p.advised.intended) == "8,00 m/s, efecto alto"
    drawn = [d.text for d in app.fonts.drawn if p.bottom_rect.contains(d.rect)]
    assert said in drawn and GOALS["Rey off the mingo"] != said


def test_a_stroke_is_said_in_club_words_in_both_languages():
    """The speed as the power bar says it, the spin where the tip is off centre."""
    hard_high = Shot.make("1", 0.0, 8.0, side=-0.3, vertical=0.4)
    assert stroke_words(hard_high) == "8,00 m/s, efecto alto a la izquierda"
    assert stroke_words(Shot.make("1", 0.0, 2.5, vertical=-0.2)) == "2,50 m/s, efecto bajo"
    assert stroke_words(Shot.make("1", 0.0, 0.5, side=0.02)) == "0,500 m/s"
    assert stroke_words(Shot.make("1", 0.0, 3.0, cue="seco")) == "3,00 m/s, taco seco"
    i18n.set_language("en")
    try:
        assert stroke_words(hard_high) == "8.00 m/s, top-left spin"
    finally:
        i18n.set_language("es")


def test_the_controls_page_names_every_practice_button_and_the_editors_words(app, drive):
    """F1 over practice listed edit, repeat, undo, trace and ball, not Ejercicio, Reponer,
    Guardar posición nor Consejo; and said "Espacio tumba un palo o lo planta" where the
    editor's own caption says "Espacio derriba o levanta un palo"."""
    p = practice(app, drive)
    drive.click(p.button_named("edit").rect.center)
    drive.steps(1)
    space = "Espacio derriba o levanta un palo"
    assert space in caption(app, p)
    drive.key(pygame.K_F1)
    assert isinstance(app.top, ControlsScene)
    shown = " ".join(texts(app))  # rows wrap: their words, in order
    named = ("ejercicio, bola, reponer", "«Guardar posición» y «Consejo (H)»", "1 2 3, H;")
    assert all(n in shown for n in named) and space in shown and "tumba un palo" not in shown
