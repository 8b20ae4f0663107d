"""The referee's calls read as a referee says them, in both languages (art. 14 dentro/libre,
art. 12 ball in hand), while their params stay plain ids for the record."""

from __future__ import annotations

import pytest

from chapo_game.rules.calls.announcement import Announcement


@pytest.mark.parametrize(
    ("key", "ball", "es", "en"),
    [
        (
            "dentro",
            "mingo",
            "El mingo, en la línea: dentro (no se puede tocar primero)",
            "The mingo, on the string: inside (not to be hit first)",
        ),
        (
            "libre",
            "1",
            "La bola 1, en la línea: libre (se puede tocar primero)",
            "Ball 1, on the string: free (may be hit first)",
        ),
        (
            "dentro",
            "2",
            "La bola 2, en la línea: dentro (no se puede tocar primero)",
            "Ball 2, on the string: inside (not to be hit first)",
        ),
    ],
)
def test_art14_dentro_libre_name_the_ball(key: str, ball: str, es: str, en: str) -> None:
    a = Announcement(key, {"ball": ball})
    assert (a.text_es, a.text_en) == (es, en)
    assert a.to_json()["params"] == {"ball": ball}


def test_art12_ball_in_hand_names_the_cabana() -> None:
    a = Announcement("ball_in_hand", {"name": "Luis", "ball": "2", "cabana": "mingo"})
    assert a.text_es == "Luis: bola 2 en mano en la cabaña del mingo"
    assert a.text_en == "Luis: ball 2 in hand in the cabaña del mingo"


@pytest.mark.parametrize(
    ("name", "es", "en"),
    [
        ("Jugador 1", "7 para Jugador 1", "7 for Player 1"),  # a call made in Spanish
        ("Player 2", "7 para Jugador 2", "7 for Player 2"),  # and one made in English
        ("Ordenador", "7 para el ordenador", "7 for the computer"),  # in a sentence: its article
        ("Computer", "7 para el ordenador", "7 for the computer"),
        ("Jugador 10", "7 para Jugador 10", "7 for Jugador 10"),  # a typed name stays
        ("Ana", "7 para Ana", "7 for Ana"),
    ],
)
def test_a_default_name_is_said_in_the_language_of_the_call(name: str, es: str, en: str) -> None:
    a = Announcement("points", {"player": 0, "name": name, "points": 7})
    assert (a.text_es, a.text_en) == (es, en)
    assert a.to_json()["params"]["name"] == name  # the record keeps what it was given


@pytest.mark.parametrize(
    ("key", "params", "es", "en"),
    [
        (
            "foul.no_ball_touched",
            {"points": 1, "opponent_name": "Ana"},
            "Falta del ordenador: no tocó ninguna bola. 1 para Ana",
            "Foul by the computer: touched no ball. 1 for Ana",
        ),
        (
            "break",
            {"ball": "2"},
            "El ordenador sale con la bola 2",
            "The computer breaks with ball 2",
        ),
        (
            "lag_lost.off_table",
            {},
            "La bola del ordenador salió del billar",
            "The computer's ball left the table",
        ),
    ],
)
def test_the_computer_is_named_with_its_article_in_a_call(key, params, es, en) -> None:
    """Spanish names the computer with its article, joined to "de" ("Falta del ordenador") and
    capitalised where it begins the call: it read "Falta de Ordenador", "Nada para
    Ordenador", "Ordenador sale con la bola 2" — a person's name, not a machine."""
    a = Announcement(key, {"player": 1, "name": "Ordenador", **params})
    assert (a.text_es, a.text_en) == (es, en)


def test_sim_says_the_default_names_in_english_too(tmp_path, capsys) -> None:
    import json

    from chapo_game.cli import main

    pos = tmp_path / "p.json"
    pos.write_text(json.dumps({"balls": {"1": [0.71, 0.6], "2": [0.3, 2.3], "mingo": [0.71, 1.0]}}))
    argv = ["sim", "--position", str(pos), "--ball", "1", "--angle", "90", "--speed", "7"]
    assert main([*argv, "--phase", "play"]) == 0
    calls = json.loads(capsys.readouterr().out)["verdict"]["announcements"]
    said = [(c["text_es"], c["text_en"]) for c in calls if c["key"] == "points"]
    assert said == [("7 para Jugador 1", "7 for Player 1")]


def test_the_computer_inside_brackets_keeps_its_small_letter() -> None:
    """A bracket is an aside mid-sentence, not a sentence's start: "(el ordenador ganó…)" — the
    rematch's hint read "(El ordenador ganó el anterior 2–1)"; after a sentence's end, "¡" or
    "¿" the name is still capitalised, and "de el" is still joined."""
    from chapo_game.rules.words import RefereeWords, tidy_said

    w = RefereeWords("es")
    assert tidy_said("Revancha (el ordenador ganó 2–1).", w) == "Revancha (el ordenador ganó 2–1)."
    assert (
        tidy_said("Fin. el ordenador sale · el ordenador", w)
        == "Fin. El ordenador sale · El ordenador"
    )
    assert (
        tidy_said("¿el ordenador? Falta de el ordenador", w) == "¿El ordenador? Falta del ordenador"
    )
