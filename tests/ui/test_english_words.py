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
from ui_screens import window_in

from chapo_game import i18n


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
