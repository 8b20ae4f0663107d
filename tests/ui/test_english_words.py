"""The game in English as an English-speaking club player reads it: one name for one thing
on every screen (a partida is a partida in practice too, as in the settings and the score
sheet), and the English catalogue saying what the code says — the code's msgid is the English,
so a catalogue that quietly said something else ("aficionado" shown as "amateur") left the
code's word, the tests and the reviewer reading a text no player saw."""

from __future__ import annotations

import pygame
from test_club_standings_fair import club_demo_standings, nine_members
from test_practice import caption
from test_practice_fair import practice, strike
from test_taught_values import rules_page, shown
from ui_screens import tutorial_skipped_to, window_in

from chapo_game import i18n
from chapo_game.events import Event
from chapo_game.ui.drill_misses import miss_said
from chapo_game.ui.drills import DRILL_GOALS
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.settings import SettingsScene


def test_the_english_catalogue_says_what_the_code_says():
    """Every English msgstr is its msgid (each plural form its own): the English is written
    once, in the code, where the tests and the reviewer read it."""
    entries = i18n.parse_po(i18n.po_path("en").read_text(encoding="utf-8"))
    differ = {k: v for k, v in entries.items() if k and v != k}
    assert differ == {}


def test_a_drill_foul_says_partida_not_game_in_english(app, drive):
    """The seco cue straight at the mingo in the salida drill: the verdict said "a foul in a
    game" and "In a game: 1 for the opponent", where every other screen says partida."""
    with window_in(app, "en", (1280, 720)):
        p = practice(app, drive, "The salida")
        drive.key(pygame.K_x)
        strike(drive, p)
        said = caption(app, p)
    assert said.startswith("Goal missed, a foul in a partida (")
    assert said.endswith(" In a partida: 1 for the opponent")


def test_members_tied_at_the_cut_are_said_tied_in_english(app):
    """Five members tied for 8th on the club's big screen: the row said "8= 5 members level",
    a word-for-word "empatados"; a club player reads "tied"."""
    with window_in(app, "en", (1280, 720)):
        nine_members(5)
        shown = club_demo_standings(app)
    assert "8= 5 members tied: see Players and records" in shown


def test_a_drills_miss_says_the_part_of_the_goal_it_lacked_in_english():
    """ "Goal missed: 0 of 1" alone: the rey felled by ball 1 itself in "Rey off the mingo", or
    ball 2 met first in the salida, read as any other miss."""
    rey_by_ball_1 = [
        Event(0.0, "strike", {"ball": "1"}),
        Event(0.1, "ball_ball", {"a": "1", "b": "mingo"}),
        Event(0.2, "pin_down", {"pin": "rey", "by": "1", "ball": "1"}),
    ]
    ball_2_first = [Event(0.1, "ball_ball", {"a": "2", "b": "1"})]
    rey = DRILL_GOALS["Rey off the mingo"].missed("1", rey_by_ball_1, 5)
    salida = DRILL_GOALS["The salida"].missed("1", ball_2_first, 0)
    assert rey is not None and salida is not None
    try:
        i18n.set_language("en")
        said = miss_said(rey), miss_said(salida)
    finally:
        i18n.set_language("es")
    assert said == (
        "the rey fell, but not knocked by the mingo",
        "ball 1 met ball 2 first, not the mingo",
    )


def test_the_rules_first_page_says_what_its_chapo_words_are_in_english(app, drive, english):
    """The first page, an English player's first reading, named the rey, the laterals, the
    partida and the encuentro bare, and the cabañas only as the diagram's labels, though the
    next pages play "from the cabaña de salida" in every line: he went to the last page's
    glossary to learn that a partida is a game and a cabaña the quarter at each end."""
    said = rules_page(app, drive, 0)
    assert "the rey (the king pin) in the centre and four laterals (side pins)" in said
    assert "is a cabaña: the cabaña de salida at the head, the cabaña del mingo at" in said
    assert "A partida (a game) is played to 30 points and the encuentro (the match)" in said


def test_the_tutorial_says_what_the_rematada_and_the_cabana_are(app, drive, english):
    """The step titled "The rematada" said "the other player answers", and its verdict "a good
    rematada": nowhere that the rematada is the reply; the ball in hand's step put the ball
    "inside the shaded cabaña", the word met there first, and not said to be a name."""
    tutorial_skipped_to(app, drive, "place")
    assert "the shaded cabaña (the quarter of the table at each end)" in shown(app)
    tutorial_skipped_to(app, drive, "rematada")
    assert "The rematada is the other player's reply to the salida:" in shown(app)


def test_the_settings_say_what_a_partida_an_encuentro_and_the_maestro_are(app, drive, english):
    """An English player comes to the settings first, to switch the language, and meets there
    «Partida to 30 points», «Encuentro: best of 3» and «Maestro's advice» with nothing saying
    what they are: beside the rows, the lit one's word is now said, by the pointer or keys —
    in the Rules glossary's words, at the rules the rows set (the screen had sentences of its
    own saying the same in other words)."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("settings").rect.center)
    s = app.top
    assert isinstance(s, SettingsScene)
    drive.move(s.button("target").rect.center)
    drive.key(pygame.K_RIGHT)  # to 40: the meaning says the partida the row now sets
    assert "Partida — a game: the first to 40 points wins it, or a chapó at once." in shown(app)
    drive.key(pygame.K_DOWN)
    said = shown(app)
    assert "Encuentro — the match: best of 3 partidas between two players." in said
    assert "Partida —" not in said
    drive.move(s.button("match_advice").rect.center)
    said = shown(app)
    assert "Maestro — the computer at its strongest, level 3; its advice is asked with H." in said
    assert "Its advice comes in Practice, against level 1" in said
    drive.move(s.button("volume").rect.center)
    assert "maestro" not in shown(app)
