"""Conceding an encuentro (abandono): carom 001 art. 4.3, "un jugador que abandona su lugar
durante un partido pierde el juego", read where Chapó's Reglamento is silent (RULES.md,
reading 22)."""

from __future__ import annotations

import csv
import io

import pytest
from rules_helpers import SPOT, W, down, hit, pin_down, play, pos, started

from chapo_game.errors import InputError
from chapo_game.rules import Match, MatchFinished, Phase
from chapo_game.rules.sheet import CONCEDED


def _salida(m, pins=("rey",)):
    m.place_ball((W / 2, 0.5))
    fin = down(pos((0.4, 1.2), None, mingo=(W / 2, 1.9)), *pins)
    return play(m, fin, hit(0.8, "1", "mingo"), *[pin_down(1.0, p, "mingo") for p in pins])


def test_carom_4_3_who_leaves_mid_partida_loses_it_and_the_encuentro():
    m = started(target=30, partidas=3)
    _salida(m)  # Ana 5 – 0, Luis to play the rematada
    m.concede(0)  # Ana, ahead, must leave
    assert m.phase == Phase.ENCUENTRO_OVER and m.winner == 1 and m.conceded_by == 0
    # the partida in play is the one who stays's, its score left as it stood
    assert m.partida_winner == 1 and m.partidas_won == (0, 1) and m.scores == (5, 0)
    assert [a.key for a in m.announcements] == ["conceded", "encuentro_won"]
    assert not m.conceded_unplayed  # a partida won: its score said
    assert m.announcements[1].text_es == "Luis gana el encuentro (1–0)"
    assert m.announcements[0].text_es == "Abandono: Ana deja el encuentro y lo pierde"
    assert m.deciding_player is None
    last = m.sheet.rows[-1]  # the sheet ends with it: no stroke, no points
    assert (last.phase, last.player, last.points, last.partida) == (CONCEDED, 0, 0, 1)


def test_carom_4_3_conceded_between_partidas_adds_no_partida():
    m = started(target=5, partidas=3)
    _salida(m)  # Ana wins partida 1 (5 of 5)
    assert m.phase == Phase.PARTIDA_OVER and m.partidas_won == (1, 0)
    m.concede(0)
    assert m.winner == 1 and m.partidas_won == (1, 0) and m.phase == Phase.ENCUENTRO_OVER
    said = m.announcements[-1]
    assert (said.key, said.params["partidas"], said.params["opponent_partidas"]) == (
        "encuentro_won",
        0,
        1,
    )


def test_carom_4_3_conceded_at_the_lag():
    m = Match(("Ana", "Luis"))
    m.concede(1)
    assert m.winner == 0 and m.partidas_won == (0, 0) and m.conceded_by == 1
    assert len(m.sheet) == 1 and m.sheet.rows[0].phase == CONCEDED
    # no partida played: "Ana gana el encuentro (0–0)" read as one played to nil
    assert m.conceded_unplayed
    said = m.announcements[-1]
    assert said.text_es == "Ana gana el encuentro: se abandonó antes de empezar"
    assert said.text_en == "Ana wins the encuentro: it was conceded before it began"
    # no shot was struck and the lag gave no ball: its row says none ("shot 1, ball 2"), and
    # reads back so from a save — where a shot 0 that is no abandono is still refused
    assert (m.sheet.rows[0].shot, m.sheet.rows[0].ball) == (0, "")
    assert Match.from_json(m.to_json()).to_json() == m.to_json()
    bad = m.to_json()
    bad["sheet"][0]["phase"] = "play"
    with pytest.raises(InputError, match=r"sheet\[0\]\.shot: 0 is not"):
        Match.from_json(bad)


def test_carom_4_3_a_pending_rey_choice_is_planted_when_the_shooter_leaves():
    m = started()
    m.place_ball((W / 2, 0.5))
    fin = down(pos(SPOT["center"], None, mingo=(W / 2, 2.2)), "rey")
    play(m, fin, hit(0.5, "1", "mingo"), pin_down(0.9, "rey", "1"))
    assert m.pending_rey_choice
    m.concede(0)
    assert not m.pending_rey_choice and m.position.pins["rey"].standing
    assert m.winner == 1


def test_carom_4_3_nothing_after_and_bad_requests_change_nothing():
    m = started()
    snap = m.to_json()
    for bad in (2, -1, True, "0", None):
        with pytest.raises(InputError):
            m.concede(bad)
        assert m.to_json() == snap
    m.concede(1)
    done = m.to_json()
    for action in (lambda: m.concede(0), lambda: m.concede(1), m.next_partida):
        with pytest.raises(MatchFinished):
            action()
        assert m.to_json() == done


def test_carom_4_3_a_conceded_encuentro_reads_back_over_and_conceded():
    m = started()
    _salida(m)
    m.concede(1)
    back = Match.from_json(m.to_json())
    assert back.phase == Phase.ENCUENTRO_OVER and back.conceded_by == 1 and back.winner == 0
    assert back.to_json() == m.to_json()
    with pytest.raises(MatchFinished):  # resumed, it is still over: nothing more to play
        back.concede(0)
    rows = list(csv.DictReader(io.StringIO(m.sheet.to_csv("en"))))
    assert rows[-1]["phase"] == CONCEDED and rows[-1]["name"] == "Luis"
    assert "Conceded: Luis leaves and loses the encuentro" in rows[-1]["breakdown"]
