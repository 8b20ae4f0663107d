"""The referee's calls read as a referee says them, in both languages (art. 14 dentro/libre,
art. 12 ball in hand), while their params stay plain ids for the record."""

from __future__ import annotations

import pytest

from chapo_game.rules.announcements import Announcement


@pytest.mark.parametrize(
    ("key", "ball", "es", "en"),
    [
        ("dentro", "mingo", "El mingo: dentro", "The mingo: inside"),
        ("libre", "1", "La bola 1: libre", "Ball 1: free"),
        ("dentro", "2", "La bola 2: dentro", "Ball 2: inside"),
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
