"""The list of players shared by two windows, through the real window: a partida another
window counted stays counted whatever this one changes (the records screen's add, rename and
remove, a partida ending here), and the screen shows the list as written; a name the list
cannot keep is refused and said; a player typed another way than the list spells him is the
listed one, his saved encuentro asked about."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from ui_screens import ana_wins_the_partida, texts, type_into

from chapo_game import file_lock, player_list, players, saves
from chapo_game.rules.match import Match, Phase
from chapo_game.table import get_table
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.game import GameScene, keeping
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.players import NamesScene
from chapo_game.ui.scenes.records import RecordsScene

T = get_table()
ROOT = Path(__file__).resolve().parents[2]

#: Another window's game: Eva beats Pau, counted into the list.
OTHER_WINDOW = """
import sys
from chapo_game import player_counts, players
def count(r):
    eva, pau = r.by_name("Eva"), r.by_name("Pau")
    seats = (player_counts.Seat("Eva", eva["id"]), player_counts.Seat("Pau", pau["id"]))
    return player_counts.count_partida(r, "other:1", seats, [], 0, target=30)
print("ready", flush=True)
sys.exit(0 if players.update(count).failure is None else 1)
"""


def other_window() -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-c", OTHER_WINDOW]
    return subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, text=True)


def the_other_window_counts() -> None:
    run = other_window()
    out, _err = run.communicate(timeout=60)
    assert run.returncode == 0 and out.strip() == "ready"


def club() -> dict[str, str]:
    roster = player_list.Roster()
    ids = {n: roster.add(n)["id"] for n in ("Ana", "Eva", "Luis", "Pau")}
    assert players.save(roster) is None
    return ids


def records(app, drive) -> RecordsScene:
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    assert isinstance(app.top, RecordsScene)
    return app.top


def add_carmen(app, drive, rec) -> None:
    type_into(drive, rec.new_field, "Carmen")
    drive.click(rec.button("add").rect.center)


def rename_pau(app, drive, rec) -> None:
    drive.click(rec.button("player:Pau").rect.center)
    drive.click(rec.button("rename").rect.center)
    type_into(drive, rec.field, "Pablo")
    drive.key(pygame.K_RETURN)


def remove_luis(app, drive, rec) -> None:
    drive.click(rec.button("player:Luis").rect.center)
    drive.click(rec.button("remove").rect.center)
    drive.click(app.top.button("delete").rect.center)


@pytest.mark.parametrize(
    ("action", "names"),
    [
        (add_carmen, ["Ana", "Carmen", "Eva", "Luis", "Pau"]),
        (rename_pau, ["Ana", "Eva", "Luis", "Pablo"]),
        (remove_luis, ["Ana", "Eva", "Pau"]),
    ],
)
def test_a_partida_another_window_counted_stays_whatever_the_records_screen_changes(
    app, drive, action, names
):
    """The screen read the list when it opened and wrote that copy back at its next change:
    Eva's partida, counted meanwhile by another window, was gone."""
    club()
    rec = records(app, drive)
    the_other_window_counts()
    action(app, drive, rec)
    assert app.top is rec
    back = players.load()
    assert back.names() == names
    assert back.by_name("Eva")["partidas"] == [1, 0]
    assert "other:1" in back.counted
    drive.click(rec.button("player:Eva").rect.center)  # the screen shows what was written
    assert "Partidas: ganadas 1, perdidas 0" in texts(app)


def test_a_partida_ended_here_keeps_the_one_another_window_counted_meanwhile(
    app, drive, monkeypatch
):
    """Another window counts Eva's partida while this one counts Ana's: both stay counted
    (this window wrote back the list it had read before the other's write)."""
    ids = club()
    real = keeping.count_partida
    running: list[subprocess.Popen] = []

    def meanwhile(roster, *args, **kwargs):
        other = other_window()
        running.append(other)
        assert other.stdout.readline().strip() == "ready"
        with contextlib.suppress(subprocess.TimeoutExpired):  # it waits its turn, or is done
            other.wait(timeout=1.5)
        return real(roster, *args, **kwargs)

    monkeypatch.setattr(keeping, "count_partida", meanwhile)  # where the game looks it up
    g = ana_wins_the_partida(app, drive, (ids["Ana"], ids["Luis"]))
    assert g.match.phase == Phase.PARTIDA_OVER and g.match.partida_winner == 0
    (other,) = running
    assert other.wait(timeout=60) == 0
    other.stdout.close()
    back = players.load()
    assert back.by_name("Ana")["partidas"] == [1, 0]
    assert back.by_name("Eva")["partidas"] == [1, 0]


def test_a_name_the_list_cannot_keep_is_refused_on_the_records_screen(app, drive):
    """ "Zoë" with a zero-width space was added, and the next start set the whole list
    aside."""
    club()
    rec = records(app, drive)
    type_into(drive, rec.new_field, "Zoë\u200b")
    drive.click(rec.button("add").rect.center)
    assert "Ese nombre lleva un carácter que la lista de jugadores no puede guardar." in texts(app)
    back = players.load()
    assert back.problem is None and back.names() == ["Ana", "Eva", "Luis", "Pau"]


def test_a_player_typed_another_way_is_the_listed_one_and_his_saved_encuentro_is_asked_about(
    app, drive
):
    roster = player_list.Roster()
    roster.add("María")
    roster.add("Luis")
    assert players.save(roster) is None
    payload = {"kind": "encuentro", "computers": {}, "match": Match(("María", "Luis")).to_json()}
    assert saves.save(payload) is None
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("two_players").rect.center)
    names = app.top
    assert isinstance(names, NamesScene)
    type_into(drive, names.fields[0], "maria")
    type_into(drive, names.fields[1], "Luis")
    drive.click(names.button("start").rect.center)
    assert isinstance(app.top, ConfirmScene)  # the saved María–Luis would go: asked first
    drive.click(app.top.button("replace").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.match.players == ("María", "Luis")
    g.save()
    assert [s.players for s in saves.list_slots().slots] == [("María", "Luis")]
    assert players.load().names() == ["Luis", "María"]


def test_why_a_change_of_the_list_was_not_written_is_said_in_the_player_s_language(app):
    from chapo_game.ui.write_notices import WRITE_REASONS, write_failed

    assert players.DAMAGED_IN_PLACE in WRITE_REASONS
    said = write_failed("records", players.DAMAGED_IN_PLACE)
    assert "(la lista dañada no se pudo apartar)" in said, said
    busy = write_failed("records", file_lock.BUSY)  # another window kept the list all the while
    assert "(otra ventana tenía el archivo ocupado)" in busy, busy
