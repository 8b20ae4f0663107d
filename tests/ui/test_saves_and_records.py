"""Saved encuentros that are never lost, and the players' records, through the real window:
one slot per pair and mode, a question before a slot is replaced or deleted, the resume screen,
records counted as partidas end, the records screen, CSV export, the level remembered."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from pathlib import Path

import pygame
import pytest
from ui_screens import ana_wins_the_partida, texts, type_into

from chapo_game import (
    i18n,
    player_check,
    player_counts,
    player_list,
    players,
    record,
    save_index,
    saves,
)
from chapo_game import settings as settings_mod
from chapo_game.position import Position
from chapo_game.rules.match import Match, Phase
from chapo_game.rules.sheet import SheetRow
from chapo_game.table import get_table
from chapo_game.ui.launch import offer_resume
from chapo_game.ui.replay import said_now
from chapo_game.ui.save_indexer import SaveIndexer
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.looking import LookingScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene
from chapo_game.ui.scenes.players import ComputerSetupScene, NamesScene
from chapo_game.ui.scenes.records import RecordsScene
from chapo_game.ui.scenes.resume import ResumeScene

T = get_table()


def menu(app):
    app.reset_to(MenuScene(app))
    app.step()
    return app.top


def start_two(app, drive, a: str, b: str):
    drive.click(menu(app).button("two_players").rect.center)
    names = app.top
    assert isinstance(names, NamesScene)
    type_into(drive, names.fields[0], a)
    type_into(drive, names.fields[1], b)
    drive.click(names.button("start").rect.center)
    return app.top


def saved_then_renamed(app, drive, pair: tuple[str, str], old: str, new: str) -> dict:
    """An encuentro of ``pair`` lagged and saved, then ``old`` renamed ``new`` on the list."""
    g = start_two(app, drive, *pair)
    lag_and_leave(app, drive, g)
    roster = players.load()
    who = roster.by_name(old)
    assert who is not None and roster.rename(who["id"], new)
    players.save(roster)
    return who


def lag_and_leave(app, drive, g: GameScene) -> None:
    """Both lag shots with the keyboard (the encuentro is saved), then back to the menu."""
    for _ in range(2):
        drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)


def _as_a_new_run(monkeypatch, index: bool, app=None) -> None:
    """Nothing known in memory, as at a new start; ``index`` False: no index either (a save
    of a version before it, never shown in the saves list since). ``app``: its window's
    reader a new one, as at a start, that has not read the folder yet."""
    if app is not None:
        app.indexer.finish()  # the window before closed: its index's write ended (App.quit)
        assert app.indexer.wait()  # the reader replaced has done reading, not left running
        app.indexer = SaveIndexer()
    monkeypatch.setattr(save_index, "_SUMMARIES", {})
    monkeypatch.setattr(save_index, "_INDEX_READ", [None])
    saves.forget_listing()  # (nor the folder listed: the files written by hand are in it)
    if not index:
        (saves.saves_dir() / saves.INDEX).unlink(missing_ok=True)


#: Files written by Chapó 0.2.0 itself (a club's season, made with its window and its code).
FROM_0_2 = Path(__file__).parent.parent / "from_0_2_0"


def test_an_encuentro_begun_on_0_2_0_is_not_written_over_the_pairs_other(app, drive, monkeypatch):
    """0.2.0 named Eva and Íñigo's save by a key that kept the accents; played on here, it
    moves to this version's name, where a machine kept on 0.2.0 does not find it and begins
    the pair another encuentro under the old name. Resumed here, that one was written over
    the first (17–24 in partida 1, gone); each is now kept, and both are listed. (0.2.0's own
    files: the first 0.2.0 wrote, the second 0.2.0 began after this version had moved it.)"""
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    old_name = folder / "two-eva-inigo-80d9cfa4.json"  # as 0.2.0 names the pair's slot
    for made in ("eva-inigo-17-24.json", "eva-inigo-begun-on-0.2.0.json"):
        shutil.copy(FROM_0_2 / made, old_name)
        os.utime(old_name, (time.time() + 5, time.time() + 5))  # the newest: listed first
        _as_a_new_run(monkeypatch, index=False, app=app)
        drive.click(menu(app).button("resume").rect.center)
        read_off_loop(app)  # the page's, asked of the window's reader
        drive.click(app.top.button("resume0").rect.center)
        assert isinstance(app.top, GameScene)
        app.top.save()  # as after its next shot
    kept = {s.path.name: s.scores for s in saves.list_slots().slots}
    assert sorted(kept.values()) == [(0, 0), (17, 24)] and kept[old_name.name] == (0, 0)


def test_encuentros_of_other_pairs_are_all_kept_and_listed_with_score_and_date(app, drive):
    for a, b in (("Ana", "Luis"), ("Eva", "Pau")):
        g = start_two(app, drive, a, b)
        assert isinstance(g, GameScene) and g.match.players == (a, b)
        lag_and_leave(app, drive, g)
    assert sorted(s.players for s in saves.list_slots().slots) == [("Ana", "Luis"), ("Eva", "Pau")]
    drive.click(menu(app).button("resume").rect.center)
    assert isinstance(app.top, ResumeScene)
    shown = texts(app)
    assert "Eva – Pau" in shown and "Ana – Luis" in shown
    # with the rules it keeps: which partida of how many, to how many tantos
    details = [t for t in shown if t.startswith("0–0 en la partida 1 de 3, a 30 · partidas 0–0 ·")]
    assert len(details) == 2
    drive.click(app.top.button("resume1").rect.center)  # the older one: Ana and Luis
    g = app.top
    assert isinstance(g, GameScene) and g.match.players == ("Ana", "Luis")
    assert g.match.phase in (Phase.LAG_CHOICE, Phase.LAG)


def test_a_player_renamed_since_is_resumed_by_his_new_name(app, drive):
    """Saved as "pepe", renamed "Pepe Ortiz" in the list of players: the saves list, the score
    board, the end panel and the score sheet of the resumed encuentro all said "pepe" (his
    records, kept by id, were right). Resumed, he is "Pepe Ortiz" everywhere."""

    pepe = saved_then_renamed(app, drive, ("pepe", "Luis"), "pepe", "Pepe Ortiz")
    drive.click(menu(app).button("resume").rect.center)
    assert "Pepe Ortiz – Luis" in texts(app)
    drive.click(app.top.button("resume0").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.match.players == ("Pepe Ortiz", "Luis")
    assert g.player_ids[0] == pepe["id"]


def test_a_new_encuentro_of_the_same_pair_asks_before_it_replaces_the_saved_one(app, drive):
    """The question says the saved encuentro's rules, as the saves list does: a club that
    set partidas to 40, best of 5, since read nothing saying it went on to 30, best of 3."""
    g = start_two(app, drive, "Ana", "Luis")
    lag_and_leave(app, drive, g)
    saved = saves.list_slots().slots[0].payload
    app.apply_settings(app.settings.with_(target=40, encuentro_length=5))
    ask = start_two(app, drive, "luis", "ANA")  # the same pair, the other way round
    assert isinstance(ask, ConfirmScene)
    assert any("Hay un encuentro guardado entre Ana y Luis" in t for t in texts(app))
    # the rules it keeps and the partidas won, as the saves list
    assert "(0–0 en la partida 1 de 3, a 30, partidas 0–0)" in " ".join(texts(app))
    drive.click(ask.button("back").rect.center)
    assert isinstance(app.top, NamesScene)
    assert saves.list_slots().slots[0].payload == saved  # untouched
    drive.click(app.top.button("start").rect.center)
    drive.click(app.top.button("replace").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.match.phase == Phase.LAG
    assert (g.match.settings.target, g.match.settings.partidas) == (40, 5)  # the new settings'
    assert saves.list_slots().slots == []  # the old one is gone, the new one not yet played


def test_the_question_over_a_saved_encuentro_takes_enter_as_resume_it(app, drive):
    """A keyboard at a club: Enter on the question did nothing until an arrow lit a choice.
    "Resume it" is lit and Enter takes it — the choice that loses nothing."""
    g = start_two(app, drive, "Ana", "Luis")
    lag_and_leave(app, drive, g)
    ask = start_two(app, drive, "Ana", "Luis")
    assert isinstance(ask, ConfirmScene) and ask.enter_choice() is ask.button("resume")
    drive.key(pygame.K_RETURN)
    resumed = app.top
    assert isinstance(resumed, GameScene) and resumed.match.players == ("Ana", "Luis")
    assert len(saves.list_slots().slots) == 1  # nothing replaced


def test_deleting_a_saved_encuentro_asks_first(app, drive):
    g = start_two(app, drive, "Ana", "Luis")
    lag_and_leave(app, drive, g)
    drive.click(menu(app).button("resume").rect.center)
    drive.click(app.top.button("delete0").rect.center)
    assert isinstance(app.top, ConfirmScene)
    drive.click(app.top.button("keep").rect.center)
    assert len(saves.list_slots().slots) == 1
    drive.click(app.top.button("delete0").rect.center)
    drive.click(app.top.button("delete").rect.center)
    assert saves.list_slots().slots == []
    assert "No hay ningún encuentro guardado." in texts(app)


def test_a_partida_won_from_a_head_start_of_ones_own_is_counted_but_no_best_partida(app, drive):
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    g = ana_wins_the_partida(app, drive, (ana["id"], luis["id"]), head_start=(15, 0))
    assert g.match.partida_winner == 0
    # her figures add up to her 30: the 15 she was given are said with the rest
    stats = g.end_texts()["stats0"]
    assert stats.startswith("Ana: 1 tiro · ") and " · 15 tantos de ventaja · " in stats
    assert "ventaja" not in g.end_texts()["stats1"]
    i18n.set_language("en")  # as the break's call says it
    try:
        assert " · a 15-point head start · " in g.end_texts()["stats0"]
    finally:
        i18n.set_language("es")
    a = players.load().by_id(ana["id"])
    assert a["partidas"] == [1, 0] and a["best"] is None


def test_a_finished_partida_goes_into_both_records_and_the_records_screen_shows_them(app, drive):
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    g = ana_wins_the_partida(app, drive, (ana["id"], luis["id"]))
    assert g.match.phase == Phase.PARTIDA_OVER and g.match.partida_winner == 0
    back = players.load()
    a, b = back.by_id(ana["id"]), back.by_id(luis["id"])
    assert a["partidas"] == [1, 0] and b["partidas"] == [0, 1]
    assert a["shots"] == 1 and a["points"] == g.match.sheet.partida_rows(1)[0].points
    assert a["opponents"][luis["id"]]["partidas"] == [1, 0]
    # the records screen, through the menu
    drive.click(g.end_buttons[-1].rect.center)  # ends the celebration over the end panel
    assert app.top is g
    drive.click(g.end_buttons[-1].rect.center)  # Menu
    drive.click(app.top.button("records").rect.center)
    rec = app.top
    assert isinstance(rec, RecordsScene)
    drive.click(rec.button("player:Ana").rect.center)
    shown = texts(app)
    assert "Partidas: ganadas 1, perdidas 0" in shown
    target = g.match.settings.target  # the encuentro's, kept with it
    assert any(t.startswith(f"Mejor partida: 1 tiro, a {target},") for t in shown)
    day = time.strftime("%d/%m/%Y")  # the day as the saves list writes it, in Spanish
    assert any(t.startswith("Mejor partida:") and t.endswith(f"({day})") for t in shown)
    assert "Luis: encuentros 0–0, partidas 1–0" in shown
    # CSV export
    drive.click(rec.button("export").rect.center)
    (csv_path,) = (players.config_dir() / "exports").glob("records-*.csv")
    assert csv_path.read_text("utf-8").splitlines()[1].startswith("Ana;0;0;1;0;1;7;7,00;")
    said = [d for d in app.fonts.drawn if d.text.startswith("Marcas escritas en")]
    assert len(said) == 1 and not said[0].rect.colliderect(rec.box())  # clear of the panel
    assert all(not said[0].rect.colliderect(b.rect) for b in rec.buttons)
    # shown as standings, exported as standings: each with his place
    drive.click(rec.button("order").rect.center)  # by encuentros: none finished yet
    drive.click(rec.button("order").rect.center)
    assert rec.order == "partidas"
    drive.click(rec.button("export").rect.center)
    (newest,) = set((players.config_dir() / "exports").glob("records-*.csv")) - {csv_path}
    table = [line.split(";") for line in newest.read_text("utf-8-sig").splitlines()]
    assert [(row[0], row[-1]) for row in table[:3]] == [
        ("player", "place"),
        ("Ana", "1"),
        ("Luis", "2"),
    ]


def test_a_player_removed_and_added_again_gets_the_partidas_of_a_saved_encuentro(app, drive):
    """An encuentro saved with Ana's old id, Ana since removed and added again (a new id):
    the partida goes into the Ana on the list, not to an id nobody has."""
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    old_id = ana["id"]
    roster.remove(old_id)
    again = roster.add("Ana")
    players.save(roster)
    assert again["id"] != old_id
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    from ui_screens import match_json

    m = match_json(players=["Ana", "Luis"], phase="play", position=pos.to_json(), scores=[29, 3])
    menu(app)
    g = GameScene(app, match=m, player_ids=[old_id, luis["id"]])
    app.push(g)
    g.aim.state.angle, g.aim.state.power = 90.0, 0.7
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating and g.counting is None)  # counted off the loop
    assert g.match.partida_winner == 0
    back = players.load()
    assert back.by_id(again["id"])["partidas"] == [1, 0]
    assert back.by_id(luis["id"])["opponents"][again["id"]]["partidas"] == [0, 1]


def test_a_seat_never_takes_the_other_seats_player(app, play_match):
    """Ana removed, Luis renamed "Ana": the encuentro saved with both must not count Luis on
    both sides (a win, a loss and a line against himself)."""
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    roster.remove(ana["id"])
    roster.rename(luis["id"], "Ana")
    menu(app)
    g = GameScene(app, match=play_match(Position.initial(T)), player_ids=[ana["id"], luis["id"]])
    seats = g.seats(roster)
    assert seats[1].pid == luis["id"] and seats[0].pid != luis["id"]


def test_a_player_is_added_and_renamed_on_the_records_screen(app, drive):
    drive.click(menu(app).button("records").rect.center)
    rec = app.top
    type_into(drive, rec.new_field, "Pepe")
    drive.click(rec.button("add").rect.center)
    assert players.load().names() == ["Pepe"]
    drive.click(rec.button("rename").rect.center)
    type_into(drive, rec.field, "José")
    drive.key(pygame.K_RETURN)
    assert players.load().names() == ["José"]
    assert "José" in texts(app)
    # a name another player has: refused, naming him (it said "empty or another player's")
    type_into(drive, rec.new_field, "Ana")
    drive.click(rec.button("add").rect.center)
    drive.click(rec.button("player:José").rect.center)
    drive.click(rec.button("rename").rect.center)
    type_into(drive, rec.field, "ana")
    drive.key(pygame.K_RETURN)
    assert sorted(players.load().names()) == ["Ana", "José"]
    assert rec.note == "Ana ya está en la lista: elija otro nombre.", rec.note


def test_a_player_is_removed_from_the_records_screen_after_a_question(app, drive):
    """A club's list fills and keeps names nobody plays under: one goes, once the screen has
    asked; the others' head-to-head lines against him stay."""
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    seats = (player_counts.Seat("Ana", ana["id"]), player_counts.Seat("Luis", luis["id"]))
    rows = [SheetRow(1, 1, 0, "Ana", "1", "play", 30, None, 0, None, (), (), (30, 0))]
    player_counts.count_partida(roster, "e1:1", seats, rows, winner=0, target=30)
    players.save(roster)
    drive.click(menu(app).button("records").rect.center)
    rec = app.top
    drive.click(rec.button("player:Luis").rect.center)
    drive.click(rec.button("remove").rect.center)
    assert isinstance(app.top, ConfirmScene)
    assert any("¿Quitar a Luis de la lista?" in t for t in texts(app))
    drive.click(app.top.button("keep").rect.center)  # kept: nothing changes
    assert app.top is rec and players.load().names() == ["Ana", "Luis"]
    drive.click(rec.button("remove").rect.center)
    drive.click(app.top.button("delete").rect.center)
    assert app.top is rec and players.load().names() == ["Ana"]
    assert "Luis ya no está en la lista." in texts(app)
    assert rec.player()["name"] == "Ana" and "Luis" not in [b.label() for b in rec.pager.shown]
    kept = players.load().by_name("Ana")
    assert kept["opponents"][luis["id"]]["name"] == "Luis"  # her history against him stays
    # said as a removed player's: a "Luis" added again had a second line of the same name
    drive.click(rec.button("player:Ana").rect.center)
    assert any(t.startswith("Luis (ya no está en la lista): encuentros") for t in texts(app))


def test_removing_a_player_with_a_saved_encuentro_says_it_would_count_for_no_record(
    app, drive, play_match
):
    """Removed, a player's saved encuentro still resumes and plays, its results kept for
    nobody: the question never said so."""
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    menu(app)
    pos = Position.initial(T, {"1": (0.5, 0.5), "2": (1.0, 2.0)})
    g = GameScene(app, match=play_match(pos), player_ids=[ana["id"], luis["id"]])
    g.save()
    drive.click(menu(app).button("records").rect.center)
    rec = app.top
    drive.click(rec.button("player:Luis").rect.center)
    drive.click(rec.button("remove").rect.center)
    said = " ".join(texts(app))
    assert "Tiene un encuentro guardado: no contaría para ninguna marca." in said, said


def test_removing_a_player_reads_his_saves_not_the_clubs_every_one(app, drive, play_match):
    """The question before a player is removed counts his saved encuentros: it read every
    save of the club to find them (300 long ones, 7 s on the frame loop the first time)."""
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    menu(app)
    pos = Position.initial(T, {"1": (0.5, 0.5), "2": (1.0, 2.0)})
    GameScene(app, match=play_match(pos), player_ids=[ana["id"], luis["id"]]).save()
    for i in range(8):
        m = Match((f"Socio {i}", "Zoe")).to_json()
        saves.save({"kind": "encuentro", "computers": {}, "match": m})
    monkeypatch = pytest.MonkeyPatch()
    _as_a_new_run(monkeypatch, index=False, app=app)  # saved by an earlier version: nothing known
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    try:
        drive.click(menu(app).button("records").rect.center)
        rec = app.top
        drive.click(rec.button("player:Luis").rect.center)
        drive.click(rec.button("remove").rect.center)
        assert type(app.top) is LookingScene  # read off the loop first
        assert any(t.startswith("Buscando los encuentros guardados de Luis") for t in texts(app))
        read_off_loop(app)
    finally:
        monkeypatch.undo()
    assert "Tiene un encuentro guardado: no contaría para ninguna marca." in " ".join(texts(app))
    assert read == [] and len(off_loop) == 9  # none on the frame loop


def test_removing_a_player_counts_every_save_that_counts_for_him_and_only_those(
    app, drive, monkeypatch
):
    """The question before a player is removed counted the saves holding his id among those
    named after him: one under a name he had before, one of a version that kept no ids
    (counted for him by his name, typed "Luís"), one against the computer under his old name
    — each counted for him as a partida ends, each left counting for nobody by the removal —
    went unsaid. It counts what the removal touches: every save whose seats the records give
    him, read by the seats' own rule; the same saves count for nobody once he is removed."""
    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    menu(app)

    def saved(names: tuple[str, str], ids: list, computers: dict | None = None) -> None:
        match = Match(names).to_json()
        payload = {"kind": "encuentro", "computers": computers or {}, "match": match}
        assert saves.save({**payload, "player_ids": ids}) is None

    saved(("Ana", "Luis"), [ana["id"], luis["id"]])  # by his id, under his name
    saved(("Ana", "Luisito"), [ana["id"], luis["id"]])  # by his id, under a name he had
    saved(("Luís", "Eva"), [None, None])  # no ids kept: by his name, as typed
    saved(("Luisito", "Ordenador"), [luis["id"], None], {"1": 2})  # against the computer
    saved(("Eva", "Pau"), [None, None])  # not his
    _as_a_new_run(monkeypatch, index=False, app=app)  # an older version's saves: nothing known

    def counting_for(pid: str) -> int:
        """The saves whose partidas, as they end, the records count for this player (his
        seat's player found, and on the list)."""
        now = players.load()
        seats = [GameScene.from_slot(app, slot).seats(now) for slot in saves.list_slots().slots]
        return sum(pid in (s.pid for s in two if now.by_id(s.pid) is not None) for two in seats)

    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    drive.click(menu(app).button("records").rect.center)
    rec = app.top
    drive.click(rec.button("player:Luis").rect.center)
    drive.click(rec.button("remove").rect.center)
    read_off_loop(app)
    assert read == []  # not one read on the frame loop to count them
    said = " ".join(texts(app))
    assert "Tiene 4 encuentros guardados: no contarían para ninguna marca." in said, said
    assert counting_for(luis["id"]) == 4 and counting_for(ana["id"]) == 2
    drive.click(app.top.button("delete").rect.center)
    assert players.load().names() == ["Ana"]
    assert counting_for(luis["id"]) == 0  # the four the question named count for nobody
    assert counting_for(ana["id"]) == 2  # and no other seat changed


def test_the_computers_level_is_chosen_by_name_and_remembered(app, drive):
    drive.click(menu(app).button("vs_computer").rect.center)
    setup = app.top
    assert isinstance(setup, ComputerSetupScene) and setup.level == player_check.DEFAULT_LEVEL
    drive.click(setup.button("level3").rect.center)
    assert setup.level == 3 and setup.button("level3").selected()
    drive.click(setup.button("start").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.computers == {1: 3}
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    drive.click(app.top.button("vs_computer").rect.center)
    again = app.top
    assert again.level == 3 and again.button("level3").selected()
    assert not again.button("level2").selected()


def test_the_question_over_a_saved_encuentro_names_the_computers_level_it_keeps(app, drive):
    """Level 1 chosen over an encuentro saved against level 3: "Reanudarlo" resumes level 3,
    so the question says so (it named only "Ordenador", and level 3 came back unsaid)."""
    drive.click(menu(app).button("vs_computer").rect.center)
    drive.click(app.top.button("level3").rect.center)
    drive.click(app.top.button("start").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.computers == {1: 3}
    g.save()
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    drive.click(app.top.button("vs_computer").rect.center)
    drive.click(app.top.button("level1").rect.center)
    drive.click(app.top.button("start").rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    said = " ".join(texts(app))
    assert "y Ordenador (nivel 3: maestro)" in said, said
    drive.click(ask.button("resume").rect.center)
    assert isinstance(app.top, GameScene) and app.top.computers == {1: 3}


def test_a_damaged_list_of_players_is_kept_aside_and_said_on_the_menu(app):
    path = players.players_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", "utf-8")
    offer_resume(app)
    app.take_start_notices(wait=True)  # the check runs off the frame loop
    (kept,) = path.parent.glob("players.json.damaged-*")
    assert app.message == f"No se pudo leer la lista de jugadores; se ha apartado como {kept.name}."
    assert not path.exists()


@pytest.mark.parametrize("damage", ["whole", "every_player"])
def test_a_damaged_list_of_players_says_where_the_last_daily_copy_is(app, drive, damage):
    """A club's list that could not be read took every record from sight with no word of the
    copy kept in backups/ the day before: the menu names its day and what to do with it. So
    does a list whose every player is refused (their figures written as text by a script):
    it said "the others are kept" of none, and named no copy."""
    r = player_list.Roster()
    r.add("Ana")
    assert players.save(r, today="2026-11-30") is None  # the first list: nothing to copy
    r.add("Luis")
    assert players.save(r, today="2026-12-01") is None  # Ana's list copied first
    path = players.players_path()
    doc = json.loads(path.read_text("utf-8"))
    if damage == "whole":
        doc["payload"]["players"] = {"Ana": 1}  # the list as a whole, not one player of it
    else:
        for p in doc["payload"]["players"]:
            p["shots"] = str(p["shots"])
    path.write_text(json.dumps(doc), "utf-8")
    offer_resume(app)
    app.take_start_notices(wait=True)
    (kept,) = path.parent.glob("players.json.damaged-*")
    assert app.message == (
        f"No se pudo leer la lista de jugadores; se ha apartado como {kept.name}. La lista tal "
        "como estaba antes de los cambios del 2026-12-01 está en backups/: cópiela sobre "
        "players.json con el juego cerrado."
    )
    copy = players.backups_dir() / "players-2026-12-01.json"
    assert [
        p["name"] for p in record.load(copy, player_check.check_payload).payload["players"]
    ] == ["Ana"]


def test_a_damaged_list_is_said_at_start_and_a_kept_position_when_practice_sets_it(app, drive):
    """The players' list found damaged is said at start; a kept practice position is read
    only when Practice sets it (a coach's thousand were read at every start and every
    opening of Practice), and one found damaged then is said, kept aside, and left out."""
    from chapo_game import kept_positions
    from chapo_game.ui.scenes.practice import PracticeScene

    folder = kept_positions.folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Mi posición 1.json").write_bytes(b"\x00\xff junk")
    path = players.players_path()
    path.write_text("{not json", "utf-8")
    offer_resume(app)
    app.take_start_notices(wait=True)
    assert app.message.startswith("No se pudo leer la lista de jugadores; se ha apartado como")
    assert (folder / "Mi posición 1.json").exists()
    drive.click(menu(app).button("practice").rect.center)
    practice = app.top
    assert isinstance(practice, PracticeScene) and len(practice.drill_list) == 7
    drive.click(practice.button_named("drill").rect.center)
    chooser = app.top
    button = chooser.drills[6]
    while button not in chooser.pager.shown:
        drive.click(chooser.pager.next.rect.center)
    drive.click(button.rect.center)
    (kept,) = folder.glob("Mi posición 1.json.damaged-*")
    assert app.notice == (
        f"No se pudo leer la posición guardada «Mi posición 1»; se ha apartado como {kept.name}."
    )
    assert app.top is practice and len(practice.drill_list) == 6 and practice.drill_index == 0


def test_a_player_who_played_under_his_name_is_offered_to_pick_next_time(app, drive):
    """The band under the name field: empty at first, it says what it is for; once Ana has
    played, her name is there, and a click puts it in the field."""
    hint = (
        "Quien juega con su nombre queda aquí, para elegirlo con un clic (o con las flechas "
        "e Intro)."
    )
    drive.click(menu(app).button("vs_computer").rect.center)
    assert hint in texts(app) and "O elija un jugador:" not in texts(app)
    type_into(drive, app.top.fields[0], "Ana")
    drive.click(app.top.button("start").rect.center)
    assert isinstance(app.top, GameScene)
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    drive.click(app.top.button("vs_computer").rect.center)
    setup = app.top
    app.step()
    assert hint not in texts(app) and "O elija un jugador:" in texts(app)
    type_into(drive, setup.fields[0], "")
    (chip,) = [b for b in setup.shown_chips if b.name == "pick:Ana"]
    drive.click(chip.rect.center)
    assert setup.fields[0].value == "Ana"


def test_a_name_with_a_small_letter_is_offered_to_the_plain_letter_typed(app, drive):
    """José Mª is on the list; his friend types "jose ma", as most keyboards and fingers do.
    The band under the name offered nobody, and said jose ma was not on the list yet: a new
    player would have been made beside him, his record split in two."""
    roster = player_list.Roster()
    roster.add("José Mª")
    players.save(roster)
    drive.click(menu(app).button("two_players").rect.center)
    setup = app.top
    type_into(drive, setup.fields[1], "jose ma")
    app.step()
    assert "José Mª" in texts(app)
    assert [b.name for b in setup.shown_chips] == ["pick:José Mª"]


def test_an_encuentro_saved_in_spanish_names_its_default_players_in_english(app, drive):
    """The default names are saved as said ("Jugador 1", "Ordenador"); in English the list,
    the scoreboard and the calls say "Player 1" and "Computer" (a typed name never changes)."""
    from chapo_game.i18n import set_language

    drive.click(menu(app).button("vs_computer").rect.center)
    drive.click(app.top.button("start").rect.center)  # the name left as offered
    g = app.top
    assert isinstance(g, GameScene) and g.match.players == ("Jugador 1", "Ordenador")
    drive.key(pygame.K_SPACE)  # the lag shot: the encuentro is saved
    drive.until(lambda: g.match.phase != Phase.LAG and not g.animating)
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    try:
        set_language("en")
        drive.click(menu(app).button("resume").rect.center)
        assert "Player 1 – Computer (level 2: club player)" in texts(app)
        drive.click(app.top.button("resume0").rect.center)
        g = app.top
        assert isinstance(g, GameScene) and g.match.players == ("Jugador 1", "Ordenador")
        board = g.scoreboard_texts()
        assert (board["name0"], board["name1"]) == ("Player 1", "Computer")
        assert "Jugador" not in board["turn"] and "Ordenador" not in board["turn"]
    finally:
        set_language("es")


def test_a_best_partida_against_a_default_name_reads_in_the_window_s_language():
    """A best partida won against the computer in Spanish was kept as "Ordenador": in English
    the record says "Computer", as the score board would; a typed name is never touched."""
    from chapo_game.i18n import set_language
    from chapo_game.ui.scenes.record_lines import record_lines

    p = player_list.new_player("Ana")
    p["best"] = {"shots": 4, "score": [30, 12], "opponent": "Ordenador", "date": "2026-12-01"}
    set_language("en")
    try:
        texts_en = [t for t, _size, _colour in record_lines(p)]
    finally:
        set_language("es")
    assert "Best partida: won in 4 shots, 30–12 against the computer (2026-12-01)" in texts_en
    p["best"]["opponent"] = "Ordenadora"
    assert any("contra Ordenadora (" in t for t, _s, _c in record_lines(p))


def test_a_save_damaged_after_it_was_listed_is_said_and_kept_aside_when_resumed(app, drive):
    g = start_two(app, drive, "Ana", "Luis")
    lag_and_leave(app, drive, g)
    drive.click(menu(app).button("resume").rect.center)
    assert isinstance(app.top, ResumeScene) and len(app.top.slots) == 1
    path = app.top.slots[0].path
    read_off_loop(app)  # the list's own reading done: the frame loop's resume reads the file
    # (else, on a busy machine, the reader found it damaged first, and set it aside, and the
    # click said both "ya no está" and the setting aside)
    path.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind"', "utf-8")
    drive.click(app.top.button("resume0").rect.center)
    assert isinstance(app.top, ResumeScene)  # no game from a damaged file
    (kept,) = path.parent.glob(path.name + ".damaged-*")
    assert app.notice == f"No se pudo leer un encuentro guardado; se ha apartado como {kept.name}."
    assert not path.exists()
    assert "No hay ningún encuentro guardado." in texts(app)  # the list read again


def test_a_save_damaged_before_the_list_is_opened_is_said_as_it_is_set_aside(app, drive):
    """A save spoilt while the game runs (after the start's check) was set aside by the list
    unsaid: "Continuar" opened on «No hay ningún encuentro guardado» and the encuentro seemed
    lost. The list says it was kept aside, and under what name."""
    g = start_two(app, drive, "Ana", "Luis")
    lag_and_leave(app, drive, g)
    (path,) = saves.slot_files()
    path.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind"', "utf-8")
    drive.click(menu(app).button("resume").rect.center)
    read_off_loop(app)
    assert isinstance(app.top, ResumeScene) and not app.top.slots
    (kept,) = path.parent.glob(path.name + ".damaged-*")
    assert app.notice == f"No se pudo leer un encuentro guardado; se ha apartado como {kept.name}."
    assert "No hay ningún encuentro guardado." in texts(app)


@pytest.mark.parametrize(
    ("case", "said"),
    [
        ("unreadable", "No se pudo leer un encuentro guardado; se ha dejado donde estaba."),
        ("read_only", "No se pudo leer un encuentro guardado; se ha dejado donde estaba."),
    ],
    ids=["unreadable", "read_only"],
)
def test_a_save_the_list_cannot_read_nor_move_is_said_and_left_where_it_is(
    app, drive, monkeypatch, case, said
):
    """A save of another account (mode 000), or a damaged one in a read-only folder, left
    the saves list without a word: Ana and Luis's encuentro was simply not there, and the
    window said nothing of why (only the ones it could move aside, or a newer version's,
    were said). Now the list says it could not be read and is left where it is — once a
    session: it was said again at every opening of the list and every new encuentro of Ana's,
    while another file found so later is still said."""
    import errno

    from chapo_game import file_aside

    for pair in (("Ana", "Luis"), ("Eva", "Pepe")):
        saves.save({"kind": "encuentro", "computers": {}, "match": Match(pair).to_json()})
    path, other = sorted(saves.slot_files(), key=lambda p: "ana-luis" not in p.name)
    locked = {str(path)}

    def spoil(p) -> None:
        if case == "unreadable":  # (written again: another account's, say, since it was read)
            p.write_bytes(p.read_bytes())
            locked.add(str(p))
        else:
            p.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind"', "utf-8")

    if case == "unreadable":
        real_access, real_open = os.access, open
        monkeypatch.setattr(
            os, "access", lambda p, *a, **k: os.fspath(p) not in locked and real_access(p, *a, **k)
        )

        def refusing_open(p, *args, **kwargs):
            if os.fspath(p) in locked:
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(p))
            return real_open(p, *args, **kwargs)

        monkeypatch.setattr("builtins.open", refusing_open)
    else:
        spoil(path)

        def read_only(p):
            raise OSError(errno.EROFS, "Read-only file system", str(p))

        monkeypatch.setattr(file_aside, "move_aside", read_only)
    before = path.read_bytes() if case == "read_only" else None
    _as_a_new_run(monkeypatch, index=False, app=app)
    drive.click(menu(app).button("resume").rect.center)
    read_off_loop(app)
    assert isinstance(app.top, ResumeScene)
    assert [s.players for s in app.top.slots] == [("Eva", "Pepe")]
    assert app.notice == said
    assert path.exists() and not list(path.parent.glob("*.damaged-*"))
    if before is not None:
        assert path.read_bytes() == before
    spoil(other)  # a second file this session: said alone (Ana's, read again, not again)
    drive.click(menu(app).button("resume").rect.center)
    read_off_loop(app)
    assert app.notice == said and not app.top.slots
    app.notice_frames = 0  # its time over
    assert isinstance(start_two(app, drive, "Ana", "Eva"), GameScene)  # Ana's file read again
    assert app.notice_frames == 0


def test_no_save_is_read_at_start_and_a_damaged_one_is_said_when_the_list_shows_it(
    app, drive, monkeypatch
):
    """A club's three hundred abandoned long encuentros took 7 s to check at every start, and
    the window's frames ran at 250 ms meanwhile (the check shared the interpreter with them).
    The start reads no save: the menu is up at full rate, its Resume lit by a look at the
    folder; a damaged save is set aside and said when the saves list first shows it."""
    from chapo_game import record

    for i in range(3):
        saves.save(
            {"kind": "encuentro", "computers": {}, "match": Match((f"S{i}", "Zoe")).to_json()}
        )
    p = record.save_path()
    p.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind"', "utf-8")
    _as_a_new_run(monkeypatch, index=False, app=app)  # saved by an earlier version: nothing known
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    app.reset_to(MenuScene(app))
    offer_resume(app)
    app.take_start_notices(wait=True)
    app.step()
    assert read == off_loop == [] and app.message is None and p.exists()
    drive.click(app.top.button("resume").rect.center)
    read_off_loop(app)  # the page's, asked of the window's reader
    assert isinstance(app.top, ResumeScene) and len(off_loop) == 4 and not p.exists()
    assert read == []  # none on the frame loop
    (kept,) = p.parent.glob(p.name + ".damaged-*")
    assert app.notice == f"No se pudo leer un encuentro guardado; se ha apartado como {kept.name}."
    assert [s.players[0] for s in app.top.slots] == ["S2", "S1", "S0"]


def test_a_check_at_start_that_fails_is_one_line_on_the_menu(app, monkeypatch):
    def broken() -> saves.Listing:
        raise OSError("the disk went away")

    monkeypatch.setattr(saves, "folder_problems", broken)
    app.reset_to(MenuScene(app))
    offer_resume(app)
    app.take_start_notices(wait=True)
    assert (
        app.message
        == "No se pudieron revisar los encuentros guardados (un error del sistema: the disk "
        "went away)."
    )
    app.step()
    assert app.message in texts(app)


def three_members(app, drive, also: str = ""):
    """The records screen over Ana (2 partidas won, 3 lost, 4,00 a shot), Luis (5–1, 3,00)
    and Eva (2–1, 7,50), and ``also`` a member who has played nothing."""
    roster = player_list.Roster()
    for name, won, lost, points, shots in (
        ("Ana", 2, 3, 40, 10),
        ("Luis", 5, 1, 30, 10),
        ("Eva", 2, 1, 90, 12),
    ):
        roster.add(name).update(partidas=[won, lost], points=points, shots=shots)
    if also:
        roster.add(also)
    players.save(roster)
    drive.click(menu(app).button("records").rect.center)
    return app.top


def test_the_records_list_is_also_the_clubs_standings(app, drive):
    """Orden: by name, then by encuentros won, by partidas won, by points per shot — each
    place numbered with the figure it is ranked by, equals by name."""
    rec = three_members(app, drive)
    listed = lambda: [b.label() for b in rec.pager.shown]  # noqa: E731
    assert rec.button("order").label() == "Orden: nombre" and listed() == ["Ana", "Eva", "Luis"]
    drive.click(rec.button("order").rect.center)
    assert rec.button("order").label() == "Orden: encuentros ganados"
    assert listed() == ["Ana", "Eva", "Luis"]  # no encuentro finished: nobody placed yet
    drive.click(rec.button("order").rect.center)
    assert rec.button("order").label() == "Orden: partidas ganadas"
    assert listed() == ["1. Luis · 5", "2. Eva · 2", "3. Ana · 2"]  # Eva lost fewer
    assert "1. Luis · 5" in texts(app)
    drive.click(rec.button("order").rect.center)
    assert listed() == ["1. Eva · 7,50", "2. Ana · 4,00", "3. Luis · 3,00"]
    drive.click(rec.button("order").rect.center)
    assert listed() == ["Ana", "Eva", "Luis"]
    drive.click(rec.button("order").rect.center)
    drive.click(rec.button("order").rect.center)
    drive.click(rec.button("back").rect.center)
    assert settings_mod.load().records_order == "partidas"  # kept for the next visit
    drive.click(menu(app).button("records").rect.center)
    assert app.top.button("order").label() == "Orden: partidas ganadas"
    assert app.top.pager.shown[0].label() == "1. Luis · 5"


def test_a_players_record_says_his_place_and_how_equals_are_told_apart(app, drive):
    """Eva and Ana have both won 2 partidas, yet stood 2nd and 3rd with nothing to say why:
    in a standings order the record says the place and the rule for equals."""
    rec = three_members(app, drive, also="Pepe")
    drive.click(rec.button("player:Ana").rect.center)
    assert not any(t.startswith("Puesto") for t in texts(app))  # by name: no place
    drive.click(rec.button("order").rect.center)  # by encuentros: none finished
    drive.click(rec.button("player:Ana").rect.center)
    assert "Aún no está en esta clasificación: no ha jugado contra personas" in texts(app)
    drive.click(rec.button("order").rect.center)
    drive.click(rec.button("player:Ana").rect.center)
    said = (
        "Puesto 3 de 3 por partidas ganadas contra personas (en caso de empate, delante quien "
        "perdió menos)"
    )
    assert said in texts(app)
    drive.click(rec.button("order").rect.center)
    drive.click(rec.button("player:Pepe").rect.center)  # no shot yet: after the ranked
    assert "Aún no está en esta clasificación: no ha jugado" in texts(app)
    drive.click(rec.button("player:Eva").rect.center)
    said = "Puesto 1 de 3 por tantos por tiro (en caso de empate, delante quien tiró más)"
    assert said in texts(app)


def test_the_record_shown_and_remove_follow_the_names_the_search_lists(app, drive):
    """Typing "on" listed Ramón and Toni while the panel still showed Alberto, and Remove
    offered to delete him, whom the list did not show; after Toni was removed the panel went
    back to Alberto."""
    roster = player_list.Roster()
    for n in ("Alberto", "Ramón", "Toni"):
        roster.add(n)
    players.save(roster)
    drive.click(menu(app).button("records").rect.center)
    rec = app.top
    assert rec.player()["name"] == "Alberto"
    type_into(drive, rec.new_field, "on")
    assert [b.label() for b in rec.pager.shown] == ["Ramón", "Toni"]
    assert rec.player()["name"] == "Ramón" and "Ramón" in texts(app)
    drive.click(rec.button("player:Toni").rect.center)
    drive.click(rec.button("remove").rect.center)
    drive.click(app.top.button("delete").rect.center)  # the question: yes, remove him
    assert [b.label() for b in rec.pager.shown] == ["Ramón"]
    assert rec.player()["name"] == "Ramón"  # a listed one, never the hidden Alberto
    type_into(drive, rec.new_field, "zzz")
    assert rec.player() is None and not rec.button("remove").enabled()


def test_the_saves_search_box_takes_the_keys_every_box_takes(app, drive):
    """Ctrl+A then a new search replaces the old one, Ctrl+Backspace clears a word: the box
    of the saves list answers the keys the name boxes do."""
    from chapo_game.rules.match import Match

    for i in range(12):
        saves.save(
            {
                "kind": "encuentro",
                "computers": {},
                "match": Match((f"Socio {i:02d}", f"Invitado {i:02d}")).to_json(),
            }
        )
    saves.save({"kind": "encuentro", "computers": {}, "match": Match(("Íñigo", "Marta")).to_json()})
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert scene.searching()
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="socio 03"))
    drive.until(lambda: not scene.to_read)  # the saves not shown yet read a few a frame
    assert len(scene.slots) == 1
    drive.key(pygame.K_a, pygame.KMOD_LCTRL)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="marta"))
    assert scene.search.value == "marta"
    assert [s.players for s in scene.slots] == [("Íñigo", "Marta")]
    drive.key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL)
    assert scene.search.value == "" and len(scene.listed) == 13


def test_a_clubs_many_saves_are_found_by_typing_part_of_a_name(app, drive):
    """More saves than a page: a box finds a pair's encuentro (case and accents aside);
    with a page or fewer the box is not there and the list starts higher."""
    from chapo_game.rules.match import Match

    def keep(a: str, b: str) -> None:
        saves.save({"kind": "encuentro", "computers": {}, "match": Match((a, b)).to_json()})

    keep("Ana", "Luis")
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert not scene.searching() and "Buscar jugador:" not in texts(app)
    drive.click(scene.button("back").rect.center)
    for i in range(12):
        keep(f"Socio {i:02d}", f"Invitado {i:02d}")
    keep("Íñigo", "Marta")
    keep("José Mª", "Pilar")
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert scene.searching() and "Buscar jugador:" in texts(app)
    assert len(scene.listed) == 15 and scene.has_next()
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="inig"))
    drive.until(lambda: not scene.to_read)
    assert [s.players for s in scene.slots] == [("Íñigo", "Marta")] and not scene.has_next()
    assert "Íñigo – Marta" in texts(app)
    for _ in range(4):
        drive.key(pygame.K_BACKSPACE)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="zz"))
    assert scene.slots == []
    assert "Ningún encuentro guardado tiene un jugador cuyo nombre contenga «zz»." in texts(app)
    drive.key(pygame.K_a, pygame.KMOD_LCTRL)  # "Mª" found by the letters typed for it
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="jose ma"))
    app.step()
    assert [s.players for s in scene.slots] == [("José Mª", "Pilar")]
    assert "José Mª – Pilar" in texts(app)
    drive.key(pygame.K_a, pygame.KMOD_LCTRL)
    drive.key(pygame.K_BACKSPACE)
    drive.key(pygame.K_DOWN)  # the keys still light the rows' buttons
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, GameScene)


def test_a_head_start_is_given_on_the_setup_screens_and_starts_every_partida(app, drive):
    """Ventaja: Ana gives Luis ten points; against the maestro, Marta takes five (the
    computer lagging first: she sits in seat 1)."""
    drive.click(menu(app).button("two_players").rect.center)
    names = app.top
    type_into(drive, names.fields[0], "Ana")
    type_into(drive, names.fields[1], "Luis")
    head = names.button("head")
    assert head.label() == "Ventaja: ninguna"
    for _ in range(5):
        drive.click(head.rect.center)
    assert head.label() == "Ventaja: Luis +10" and "Ventaja: Luis +10" in texts(app)
    drive.click(names.button("start").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.match.settings.head_start == (0, 10)
    # in the lag, Luis's box says what he starts with: it showed 0 until the break
    app.step()
    t = g.scoreboard_texts()
    assert (t["ball1"], t["given1"], t["score1"]) == ("", "Ventaja: +10 en la salida", "0")
    assert "Ventaja: +10 en la salida  ·  Partidas ganadas: 0" in texts(app)
    drive.key(pygame.K_UP, pygame.KMOD_SHIFT)  # Ana a touch harder: she wins the lag
    drive.key(pygame.K_SPACE)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.click(g.choice_buttons[0].rect.center)  # she breaks
    assert g.match.scores == (0, 10) and g.scoreboard_texts()["score1"] == "10"
    app.step()
    assert any("Luis empieza con 10 tantos de ventaja" in t for t in texts(app))
    # from the break on it is in his score, and said where a score is checked: the score
    # sheet's head and the partida's figures at its end (beside the ball, the partidas won
    # and a "por" it did not fit the board even on a club's screen: it came and went)
    t = g.scoreboard_texts()
    assert (t["ball0"], t["ball1"], t["given0"], t["given1"]) == ("Bola 1", "Bola 2", "", "")
    assert "Bola 2  ·  Partidas ganadas: 0" in texts(app)
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    drive.click(menu(app).button("vs_computer").rect.center)
    setup = app.top
    type_into(drive, setup.field, "Marta")
    drive.click(setup.button("seat").rect.center)  # the computer lags first
    drive.click(setup.button("head").rect.center)
    assert setup.button("head").label() == "Ventaja: Marta +5"
    drive.click(setup.button("start").rect.center)
    g = app.top
    assert isinstance(g, GameScene) and g.match.players == ("Ordenador", "Marta")
    assert g.match.settings.head_start == (0, 5)


def test_a_click_off_the_names_leaves_them_the_keys(app, drive):
    """Typing a name, a click on Ventaja (or the level, or nothing) must not take the keys
    away from the name being typed."""
    drive.click(menu(app).button("two_players").rect.center)
    names = app.top
    type_into(drive, names.fields[1], "Lu")
    drive.click(names.button("head").rect.center)
    drive.click((2, 2))
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="is"))
    assert names.fields[1].value == "Luis" and names.fields[1].focus
    assert not names.fields[0].focus
    drive.click(menu(app).button("vs_computer").rect.center)
    setup = app.top
    type_into(drive, setup.field, "Mar")
    drive.click(setup.button("level3").rect.center)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="ta"))
    assert setup.field.value == "Marta" and setup.level == 3


def test_with_a_page_of_saves_space_presses_the_lit_button_as_on_every_screen(app, drive):
    from chapo_game.rules.match import Match

    saves.save({"kind": "encuentro", "computers": {}, "match": Match(("Ana", "Luis")).to_json()})
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert isinstance(scene, ResumeScene) and not scene.searching()
    drive.move((1, 1))
    drive.key(pygame.K_DOWN)  # lights the first row's Resume
    drive.key(pygame.K_SPACE)
    assert isinstance(app.top, GameScene) and app.top.match.players == ("Ana", "Luis")


def test_the_pause_menu_says_the_encuentro_is_saved_where_it_is(app, drive):
    """ "Quit to menu" said nothing: two players in a bar left thinking the game lost. Once the
    encuentro is on disk the pause menu says so and where it is resumed; practice says nothing."""
    from chapo_game.ui.scenes.pause import PauseScene

    said = "Encuentro guardado: en el menú, «Continuar un encuentro guardado» lo reanuda."
    g = start_two(app, drive, "Ana", "Luis")
    assert isinstance(g, GameScene)
    g.save()
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.step()
    assert said in " ".join(texts(app))
    drive.key(pygame.K_ESCAPE)
    saves.delete(saves.slot_path(g.match.players, g.computers))  # not on disk: not said
    drive.key(pygame.K_ESCAPE)
    app.step()
    assert said not in " ".join(texts(app))


def test_the_pause_menu_does_not_say_saved_after_a_save_that_failed(app, drive, monkeypatch):
    """A full disk: the file on disk is the encuentro as it stood before, not as it stands —
    the line said "saved" all the same."""
    from chapo_game.fileio import WriteFailure

    said = "Encuentro guardado: en el menú, «Continuar un encuentro guardado» lo reanuda."
    g = start_two(app, drive, "Ana", "Luis")
    g.save()
    path = saves.slot_path(g.match.players, g.computers)
    monkeypatch.setattr(saves, "save", lambda *a, **k: WriteFailure(path, "disk full", True))
    g.save()
    drive.key(pygame.K_ESCAPE)
    app.step()
    assert said not in " ".join(texts(app))


def test_quit_to_menu_asks_before_leaving_an_encuentro_that_could_not_be_saved(
    app, drive, monkeypatch
):
    """A save failed once, its red line gone by; "Salir al menú" then threw the encuentro
    away without a word. The pause says it is not saved, and leaving tries once more and then
    asks: Enter and Esc stay; "Salir sin guardar" leaves."""
    from chapo_game.fileio import WriteFailure
    from chapo_game.ui.scenes.confirm import ConfirmScene

    g = start_two(app, drive, "Ana", "Luis")
    path = saves.slot_path(g.match.players, g.computers)
    real = saves.save
    monkeypatch.setattr(saves, "save", lambda *a, **k: WriteFailure(path, "disk full", True))
    g.save()
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert "Sin guardar: el último guardado falló, y al salir se perdería lo que no se guardó." in (
        " ".join(texts(app))
    )
    drive.click(pause.button("quit_to_menu").rect.center)
    assert isinstance(app.top, ConfirmScene)
    assert "Este encuentro no se pudo guardar." in " ".join(texts(app))
    drive.key(pygame.K_RETURN)
    assert app.top is pause and g in app.scenes
    drive.click(pause.button("quit_to_menu").rect.center)
    drive.click(app.top.button("leave").rect.center)
    assert isinstance(app.top, MenuScene) and not path.exists()
    # the disk mended: leaving saves, and asks nothing
    g = start_two(app, drive, "Ana", "Luis")
    g.save()
    drive.key(pygame.K_ESCAPE)
    monkeypatch.setattr(saves, "save", real)
    drive.click(app.top.button("quit_to_menu").rect.center)
    assert isinstance(app.top, MenuScene) and path.exists()


def test_starting_a_game_between_known_players_leaves_the_list_as_it_was(app, drive):
    """The list was written back unchanged at every start of a game (a club's players.json
    rewritten, its backup rolled, a few megabytes each time); it is written when a new name
    joins it or the computer's level changes, and only then."""
    g = start_two(app, drive, "Ana", "Luis")  # two new names: written
    assert isinstance(g, GameScene)
    path = players.players_path()
    assert {p["name"] for p in players.load().players} == {"Ana", "Luis"}
    first = path.stat().st_mtime_ns
    os.utime(path, ns=(first - 10**9, first - 10**9))  # a second older: a write would show
    g = start_two(app, drive, "Luis", "ana")  # the same two: nothing to write
    assert isinstance(g, GameScene) and g.match.players == ("Luis", "Ana")
    assert path.stat().st_mtime_ns == first - 10**9
    g = start_two(app, drive, "Ana", "Eva")  # a new one: written
    assert path.stat().st_mtime_ns != first - 10**9
    assert {p["name"] for p in players.load().players} == {"Ana", "Luis", "Eva"}


OTHER_WINDOW = """
import sys
from chapo_game import saves
held = saves.take(["Ana", "Luis"], {})
print("held" if held else "refused", flush=True)
sys.stdin.read()  # plays on until the test closes its input
"""


def other_window():
    """Another process (a second window of the club's PC) that plays Ana and Luis's
    encuentro while its input is open; its first line says whether it had the slot."""
    import subprocess
    import sys

    proc = subprocess.Popen(
        [sys.executable, "-c", OTHER_WINDOW],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    return proc, proc.stdout.readline().strip()


def test_an_encuentro_played_in_another_window_is_neither_resumed_nor_replaced_here(app, drive):
    """Two windows on one settings folder both resumed Ana and Luis's save and wrote their
    own shots over each other's. The one that comes second is told, and opens nothing."""
    lag_and_leave(app, drive, start_two(app, drive, "Ana", "Luis"))
    saved = saves.list_slots().slots[0].payload
    proc, said = other_window()
    try:
        assert said == "held"
        drive.click(menu(app).button("resume").rect.center)
        drive.click(app.top.button("resume0").rect.center)
        playing_there = "El encuentro entre Ana y Luis se está jugando en otra ventana."
        assert isinstance(app.top, ResumeScene) and app.notice == playing_there
        drive.click(app.top.button("delete0").rect.center)  # nor deleted under it
        assert isinstance(app.top, ResumeScene) and app.notice == playing_there
        names = start_two(app, drive, "Ana", "Luis")  # nor a new one in its place
        assert isinstance(names, NamesScene) and app.notice == playing_there
        assert saves.list_slots().slots[0].payload == saved
    finally:
        proc.communicate("")
    drive.click(menu(app).button("resume").rect.center)  # that window closed: it resumes here
    drive.click(app.top.button("resume0").rect.center)
    assert isinstance(app.top, GameScene)
    proc, said = other_window()  # and now the other window is told
    proc.communicate("")
    assert said == "refused"
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    proc, said = other_window()  # back at the menu here, it is free again
    proc.communicate("")
    assert said == "held"


def newer(path) -> str:
    """The file as a newer version of Chapó would write it (its save format's version 99)."""
    doc = json.loads(path.read_text("utf-8"))
    doc["version"] = 99
    path.write_text(json.dumps(doc), "utf-8")
    return path.read_text("utf-8")


def test_a_save_of_a_newer_version_is_left_for_it_and_never_written_over(app, drive):
    """A club's machines share one folder but not one version: an older one set a newer
    one's saved encuentro aside as damaged, and a new encuentro of the same players would
    then have written over its place. Nothing opens for them, and the names screen says why
    over its buttons at every Empezar; the file itself is said once a session — the notice
    said it again at every Empezar of theirs. Another such file found later is said."""
    lag_and_leave(app, drive, start_two(app, drive, "Ana", "Luis"))
    (path,) = [s.path for s in saves.list_slots().slots]
    text = newer(path)
    offer_resume(app)
    app.take_start_notices(wait=True)
    assert app.message is None  # no save is read at start: the list reads it, and says it
    drive.click(menu(app).button("resume").rect.center)
    read_off_loop(app)
    left = (
        "Un encuentro guardado lo escribió una versión más reciente de Chapó; se deja como está, "
        "para esa versión."
    )
    assert app.notice == left
    assert not app.top.rows and "No hay ningún encuentro guardado." in texts(app)
    assert not menu(app).button("resume").enabled()  # nothing to resume here
    kept = (
        "Un encuentro entre {} se guardó con una versión más reciente de Chapó; se conserva "
        "para esa versión."
    )
    app.notice_frames = 0  # its time over
    names = start_two(app, drive, "Ana", "Luis")
    assert isinstance(names, NamesScene) and kept.format("Ana y Luis") in texts(app)
    drive.click(names.button("start").rect.center)  # again: why, still; no notice
    assert app.top is names and kept.format("Ana y Luis") in texts(app)
    assert app.notice_frames == 0
    assert path.read_text("utf-8") == text and list(path.parent.glob("*.damaged-*")) == []
    saves.slot_path(["Eva", "Pepe"], {}).write_text(text, "utf-8")  # another file: said
    start_two(app, drive, "Eva", "Pepe")
    assert app.notice_frames > 0 and app.notice == left and kept.format("Eva y Pepe") in texts(app)


def test_a_list_of_players_of_a_newer_version_is_left_as_it_is(app, drive):
    lag_and_leave(app, drive, start_two(app, drive, "Ana", "Luis"))
    path = players.players_path()
    text = newer(path)
    offer_resume(app)
    app.take_start_notices(wait=True)
    assert app.message.startswith("La lista de jugadores la escribió una versión más reciente")
    g = start_two(app, drive, "Eva", "Pau")  # new names: the list is not written over
    assert isinstance(g, GameScene)
    assert path.read_text("utf-8") == text and list(path.parent.glob("*.damaged-*")) == []


def test_the_saves_list_reads_no_save_on_the_frame_loop_and_remembers_them_next_run(
    app, drive, monkeypatch
):
    """A club's 300 (or 3,000) saves: the list read every one whole before it showed a row;
    then the page shown, on the frame loop (a page of long saves: 100 ms; turning pages
    quickly, 195 ms a frame). It orders them by their files' times, shows at once what is
    known, and the window's reader reads the others off the loop — the page's first, then the
    next page's — the rows coming as they are read; what it read is kept in the folder's
    index: the next run reads none."""
    import os

    for i in range(12):
        saves.save(
            {"kind": "encuentro", "computers": {}, "match": Match((f"S{i:02d}", "Zoe")).to_json()}
        )
        os.utime(saves.slot_path([f"S{i:02d}", "Zoe"], {}), (1e9 + i, 1e9 + i))
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert isinstance(scene, ResumeScene)
    per = scene.per_page()
    assert 1 < per < 6 and len(scene.listed) == 12
    newest = [saves.slot_path([f"S{i:02d}", "Zoe"], {}) for i in range(11, -1, -1)]
    read_off_loop(app)
    assert off_loop[:per] == newest[:per]  # the page's first
    assert [s.players[0] for s, *_ in scene.rows] == [f"S{i:02d}" for i in range(11, 11 - per, -1)]
    for _ in range(3):
        drive.key(pygame.K_PAGEDOWN)
    drive.key(pygame.K_PAGEUP)
    assert read == []  # not one on the frame loop
    assert sorted(off_loop) == sorted(newest)  # each once, off it
    drive.click(scene.button("back").rect.center)  # what it read written in the index
    monkeypatch.setattr(save_index, "_SUMMARIES", {})  # as a new run: only the index is left
    monkeypatch.setattr(save_index, "_INDEX_READ", [None])
    drive.click(menu(app).button("resume").rect.center)
    app.step([])
    assert read == [] and len(off_loop) == 12 and len(app.top.rows) == per


def test_a_player_who_won_only_from_a_head_start_is_not_told_she_never_won():
    """Begoña won both her partidas from a head start, which no best partida counts: her
    record said "Partidas: ganadas 2" over "Mejor partida: aún no ha ganado ninguna"."""
    from chapo_game.ui.scenes.record_lines import record_lines

    p = player_list.new_player("Begoña")
    p.update(shots=20, points=31, partidas=[2, 0], encuentros=[2, 0])
    said = [t for t, _size, _colour in record_lines(p)]
    assert "Mejor partida: ninguna ganada sin ventaja" in said
    assert not any("aún no ha ganado" in t for t in said)
    p.update(partidas=[0, 1])
    assert "Mejor partida: aún no ha ganado ninguna" in [t for t, _s, _c in record_lines(p)]


def test_a_saved_encuentro_that_cannot_be_deleted_is_said_and_stays_listed(app, drive, monkeypatch):
    """In a read-only saves folder the row went from the list with no word, and the
    encuentro came back at the next visit."""
    g = start_two(app, drive, "Ana", "Luis")
    lag_and_leave(app, drive, g)
    drive.click(menu(app).button("resume").rect.center)

    def read_only(self, *_a, **_k):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(type(saves.saves_dir()), "unlink", read_only)
    drive.click(app.top.button("delete0").rect.center)
    drive.click(app.top.button("delete").rect.center)
    assert isinstance(app.top, ResumeScene) and len(saves.list_slots().slots) == 1
    assert app.notice == ("No se pudo borrar el encuentro guardado (permiso denegado); sigue ahí.")
    assert app.top.button("delete0") is not None  # still listed


def test_a_new_encuentro_after_a_rename_asks_about_the_one_saved_under_the_old_name(app, drive):
    """Luis renamed Luisa: a new Ana–Luisa encuentro started beside the saved Ana–Luis one with
    no question, the list showed two "Ana – Luisa" rows, and resuming the older wrote it over
    the newer. The saved one is found by the players' ids and asked about."""
    saved_then_renamed(app, drive, ("Ana", "Luis"), "Luis", "Luisa")
    ask = start_two(app, drive, "Ana", "Luisa")
    assert isinstance(ask, ConfirmScene)
    assert any("Hay un encuentro guardado entre Ana y Luisa" in t for t in texts(app))
    drive.click(ask.button("resume").rect.center)
    resumed = app.top
    assert isinstance(resumed, GameScene) and resumed.match.lags  # the saved one, lagged
    assert len(saves.list_slots().slots) == 1


def both_renamed(app, drive) -> None:
    """Ana and Luis's encuentro saved, then Luis renamed Luisa and Ana renamed Anabel."""
    saved_then_renamed(app, drive, ("Ana", "Luis"), "Luis", "Luisa")
    roster = players.load()
    ana = roster.by_name("Ana")
    assert ana is not None and roster.rename(ana["id"], "Anabel")
    players.save(roster)


def others_saved(n: int) -> None:
    """``n`` encuentros of other (guest) pairs saved."""
    for i in range(n):
        match = Match((f"S{i}", "Zoe")).to_json()
        saves.save(
            {"kind": "encuentro", "computers": {}, "match": match, "player_ids": [None, None]}
        )


def counted_reads(monkeypatch, off_loop: list | None = None) -> list:
    """Every save read whole on the frame loop from now on, by its path (a list that grows);
    those the window's reader reads off the loop go to ``off_loop``."""
    read: list = []
    load = record.load_encuentro

    def counted(path=None):
        on_loop = threading.current_thread() is threading.main_thread()
        (read if on_loop else off_loop if off_loop is not None else []).append(path)
        return load(path)

    monkeypatch.setattr(record, "load_encuentro", counted)
    return read


def read_off_loop(app) -> None:
    """The window's reader done with the saves no index knew (off the frame loop), and the
    frame that takes in what it read."""
    assert app.indexer.wait()
    app.step()


@pytest.mark.parametrize("index", [False, True], ids=["pre_index_save", "indexed_at_save"])
def test_a_new_encuentro_after_both_players_were_renamed_asks_about_their_saved_one(
    app, drive, monkeypatch, index
):
    """Ana renamed Anabel and Luis renamed Luisa: neither name now is in their save's file
    name, and a save never shown in the list was not looked at — a new Anabel–Luisa
    encuentro began beside it (resuming the older later wrote over the newer). A save this
    version writes is in the index from its writing; an older one is read once."""
    both_renamed(app, drive)
    _as_a_new_run(monkeypatch, index, app=app)
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    ask = start_two(app, drive, "Anabel", "Luisa")
    if not index:  # the save no index knows: read off the loop first, the question waiting
        assert type(ask) is LookingScene and read == []
        read_off_loop(app)
        ask = app.top
    assert type(ask) is ConfirmScene
    assert any("Hay un encuentro guardado entre Anabel y Luisa" in t for t in texts(app))
    assert len(read) == 1  # the slot found, read whole
    assert len(off_loop) == (0 if index else 1)  # unknown: once, off the loop
    drive.click(ask.button("resume").rect.center)
    assert isinstance(app.top, GameScene) and app.top.match.lags
    assert len(saves.list_slots().slots) == 1


def test_the_first_new_encuentro_after_an_upgrade_waits_for_the_old_saves_off_the_loop(
    app, drive, monkeypatch
):
    """A club's saves of a version before the index, and two listed players starting a new
    encuentro soon after the start: every save was read on the frame loop to look for theirs
    (300 long ones: the window frozen 7.5 s). The window's reader reads them off the loop; the
    question says it is looking meanwhile, its frames drawn, and Back starts nothing; asked
    again once they are read, it reads none of them."""
    both_renamed(app, drive)
    others_saved(3)
    _as_a_new_run(monkeypatch, index=False, app=app)
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    for pause in ("PAUSE_S", "HURRIED_S"):  # a club's slow reading
        monkeypatch.setattr(SaveIndexer, pause, 0.2, raising=False)
    looking = start_two(app, drive, "Anabel", "Luisa")
    assert type(looking) is LookingScene and read == []
    assert app.indexer.hurried  # someone waits: read with a shorter pause
    assert any("Buscando un encuentro guardado entre Anabel y Luisa" in t for t in texts(app))
    drive.steps(3)  # the window goes on drawing, reading nothing itself
    assert read == [] and app.top is looking
    drive.click(looking.button("back").rect.center)  # not now: nothing started
    assert isinstance(app.top, NamesScene) and read == []
    assert app.indexer.wait()
    assert read == [] and len(off_loop) == 4 and saves.unknown() == []
    assert (saves.saves_dir() / saves.INDEX).is_file()  # written when the last was read
    drive.click(app.top.button("start").rect.center)
    assert type(app.top) is ConfirmScene and len(read) == 1  # the slot found; no other read


def test_the_clubs_demo_reads_an_older_versions_saves_into_the_index(monkeypatch):
    """A club that runs the demo all day never had the saves of the version before the index
    read (the window read them only when left alone, and the demo never is): the saves list,
    and the first new encuentro of two listed players, read them later. The window's reader
    reads them off the loop from the start, under the demo too."""
    import argparse

    from chapo_game.ui import launch
    from chapo_game.ui.scenes.demo import DemoScene

    others_saved(4)
    _as_a_new_run(monkeypatch, index=False)
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    app = launch.open_app(argparse.Namespace(demo=True, size=(1280, 720)))
    try:
        for _ in range(400):
            app.step()
            if not saves.unknown():
                break
            time.sleep(0.01)
        assert isinstance(app.top, DemoScene)
        assert saves.unknown() == [] and read == [] and len(off_loop) == 4
        assert app.indexer.wait() and (saves.saves_dir() / saves.INDEX).is_file()
    finally:
        app.quit()


def test_saves_nothing_is_known_of_are_read_once_to_find_a_renamed_pair(app, monkeypatch):
    """A club's saves of versions before the index: the first question after a double rename
    reads each once and keeps it in the index; the next run's reads none of them."""
    roster = players.load()
    ids = [roster.add(n)["id"] for n in ("Eva", "Pau")]
    players.save(roster)
    others_saved(5)
    _as_a_new_run(monkeypatch, index=False, app=app)
    read = counted_reads(monkeypatch)
    assert saves.find_renamed(ids, {}, ["Eva", "Pau"]) == (None, [])
    assert len(read) == 5
    _as_a_new_run(monkeypatch, index=True, app=app)
    assert saves.find_renamed(ids, {}, ["Eva", "Pau"]) == (None, [])
    assert len(read) == 5  # all in the index now


def test_an_encuentro_whose_end_the_records_could_not_take_stays_saved_to_count(
    app, drive, monkeypatch
):
    """A full disk or a read-only folder as an encuentro ended: its save was deleted all the
    same, and the result was lost for good — the list unchanged, nothing left to count it
    from. The save now stays, the failure said; resumed, the partida is counted, once, and
    the slot goes."""
    ana, luis, g = ana_wins_with_the_list_full(
        app, drive, monkeypatch, partidas_won=[1, 0], partida_number=2
    )
    assert g.match.phase == Phase.ENCUENTRO_OVER
    assert "No se pudieron guardar las marcas" in app.notice
    assert players.load().by_id(ana["id"])["partidas"] == [0, 0]
    (slot,) = saves.list_slots().slots  # kept, to be counted
    resumed = GameScene.from_slot(app, slot)
    assert resumed.match.phase == Phase.ENCUENTRO_OVER
    drive.until(lambda: resumed.counting is None)  # counted off the frame loop
    back = players.load()
    assert back.by_id(ana["id"])["partidas"] == [1, 0]
    assert back.by_id(luis["id"])["partidas"] == [0, 1]
    assert saves.list_slots().slots == []  # counted: the finished encuentro leaves its slot
    again = GameScene.from_slot(app, slot)  # its copy read again: nothing counted twice
    drive.until(lambda: again.counting is None)
    assert players.load().by_id(ana["id"])["partidas"] == [1, 0]


def test_a_finished_encuentro_not_yet_counted_is_listed_as_such_and_counted_from_the_list(
    app, drive, monkeypatch
):
    """An encuentro won while its last partida could not be counted (the window closed while
    the count waited, the list of players busy or full) stays saved to be counted; the saves
    list showed it as one to resume, its score and "partida 2 of 3", and nothing told a club
    it was over and missing from the records. It now says so, and its button counts it."""
    ana, _luis, g = ana_wins_with_the_list_full(
        app, drive, monkeypatch, partidas_won=[1, 0], partida_number=2
    )
    assert g.match.phase == Phase.ENCUENTRO_OVER and g.uncounted
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert isinstance(scene, ResumeScene)
    assert any(
        "Terminado: ganó Ana 2–0 · sin contar en las marcas · guardado el" in t for t in texts(app)
    )
    assert scene.button("resume0").label() == "Contar"
    drive.click(scene.button("resume0").rect.center)
    resumed = app.top
    assert isinstance(resumed, GameScene) and resumed.match.phase == Phase.ENCUENTRO_OVER
    drive.until(lambda: resumed.counting is None)
    assert players.load().by_id(ana["id"])["partidas"] == [1, 0]  # in the records now
    assert saves.list_slots().slots == []  # counted: its slot is gone
    assert not menu(app).button("resume").enabled()


def test_a_second_failure_is_said_after_the_first_not_over_it(app):
    """At an encuentro's end in a read-only folder, "the records could not be saved" was
    replaced at once by "the saved encuentro could not be deleted"."""
    from chapo_game.ui.widgets import ACCENT

    app.notify("No se pudieron guardar las marcas.")
    app.notify("No se pudo borrar el encuentro guardado.")
    assert (
        app.notice == "No se pudieron guardar las marcas. No se pudo borrar el encuentro guardado."
    )
    app.notify("Otra cosa.")  # the last two
    assert app.notice == "No se pudo borrar el encuentro guardado. Otra cosa."
    app.notify("Otra cosa.")  # said again: once
    assert app.notice == "Otra cosa."
    app.notify("Guardado.", ACCENT)  # news is said alone, and a failure after it too
    app.notify("Falló.")
    assert app.notice == "Falló."


def test_a_folder_where_the_list_or_the_settings_should_be_is_said_at_start(app):
    """A folder named players.json (or settings.json) was taken for no file: the records
    screen said the club had no players yet, the settings went back to their defaults, and
    nothing was said until the first write failed."""
    path = players.players_path()
    path.mkdir(parents=True)
    offer_resume(app)
    app.take_start_notices(wait=True)  # the check runs off the frame loop
    assert app.message == (
        "No se pudo leer la lista de jugadores (un archivo o una carpeta en su sitio, o una "
        "carpeta que no se puede leer); se ha dejado donde estaba."
    )
    assert path.is_dir()  # left where it is, never moved nor written over
    cfg = settings_mod.settings_path()
    cfg.mkdir()
    loaded = settings_mod.load_checked()
    assert loaded.problem == "a folder is in the way" and loaded.moved_to is None
    assert cfg.is_dir()


def test_a_partida_the_records_could_not_take_is_counted_later_even_once_play_went_on(
    app, drive, monkeypatch
):
    """The list could not be written as a partida ended (a full disk, another window holding
    it): once "Next partida" was pressed, that partida was never counted. It is kept in the
    save and counted when the records can take it — here, when the encuentro is resumed."""
    seen = []

    def go_on(g: GameScene) -> None:
        seen.append((g.match.phase, g.uncounted))
        g.next_partida()  # play goes on, the list still full

    ana, luis, g = ana_wins_with_the_list_full(app, drive, monkeypatch, then=go_on)
    assert seen == [(Phase.PARTIDA_OVER, ((1, 0),))]
    assert g.match.phase != Phase.PARTIDA_OVER
    assert players.load().by_id(ana["id"])["partidas"] == [0, 0]
    (slot,) = saves.list_slots().slots
    assert slot.payload["uncounted"] == [[1, 0]]
    resumed = GameScene.from_slot(app, slot)
    drive.until(lambda: resumed.counting is None)  # counted off the frame loop
    assert resumed.uncounted == ()
    assert players.load().by_id(ana["id"])["partidas"] == [1, 0]
    assert players.load().by_id(luis["id"])["partidas"] == [0, 1]


def ana_wins_with_the_list_full(app, drive, monkeypatch, then=None, **match):
    """Ana (29 of 30) wins the partida with a shot while the list of players cannot be
    written (a full disk), and ``then(game)`` is done before it can again; ``match``: more
    of the match record. Ana's and Luis's entries on the list, and the game."""
    from ui_screens import match_json

    roster = player_list.Roster()
    ana, luis = roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    m = match_json(
        players=["Ana", "Luis"], phase="play", position=pos.to_json(), scores=[29, 3], **match
    )
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m, player_ids=[ana["id"], luis["id"]])
    app.push(g)
    g.aim.state.angle, g.aim.state.power = 90.0, 0.7
    with monkeypatch.context() as mp:
        players_list_full(mp)
        drive.key(pygame.K_SPACE)
        drive.until(lambda: not g.animating and g.counting is None)  # counted off the loop
        if then is not None:
            then(g)  # still full
    return ana, luis, g


def test_a_resumed_turn_keeps_the_aim_the_player_left(app, drive, play_match):
    """Aim turned, power and spin set, then the window left: the resume set the offered shot
    on the cue again, his aim lost. A hand-edited aim loses the aim, never the encuentro."""
    pos = Position.initial(get_table(), {"1": (0.71, 0.9), "2": (0.3, 2.3)})
    g = GameScene(app, match=play_match(pos))
    app.push(g)
    app.step()
    g.save()  # a save to come back to, as after every change
    st = g.aim.state
    st.angle, st.power, st.side, st.vertical = 78.58, 0.55, 0.1, -0.2
    app.to_menu()
    (slot,) = saves.list_slots().slots
    back = GameScene.from_slot(app, slot)
    got = back.aim.state
    assert (got.angle, got.power, got.side, got.vertical) == (78.58, 0.55, 0.1, -0.2)
    assert back.aim.shot() == g.aim.shot()  # the very stroke
    for bad in ({"angle": "x"}, [1, 2], {**slot.payload["aim"], "power": float("nan")}):
        slot.payload["aim"] = bad
        again = GameScene.from_slot(app, slot)
        assert again.aim.state.angle != 78.58  # the offered aim, the encuentro resumed


def test_a_resumed_aim_is_said_as_the_saved_one_until_the_player_aims(app, drive, play_match):
    """Resumed, the cue holds the saved aim until a click; its note said "Puntería fija", as if
    the player had clicked to fix it, the moment the window opened. It says the aim is the
    saved one; a click frees it to the pointer, and a second one fixes it: "Puntería fija"."""
    pos = Position.initial(get_table(), {"1": (0.71, 0.9), "2": (0.3, 2.3)})
    g = GameScene(app, match=play_match(pos))
    app.push(g)
    app.step()
    g.aim.state.angle = 78.58
    g.save(aim=g.aim_kept())
    app.to_menu()
    (slot,) = saves.list_slots().slots
    back = GameScene.from_slot(app, slot)
    app.push(back)
    drive.steps(2)
    saved = (
        "Puntería como se guardó: haga clic en la mesa para apuntar de nuevo; las flechas la giran."
    )
    fixed = "Puntería fija: haga clic en la mesa para apuntar de nuevo; las flechas la giran."
    assert saved in texts(app) and fixed not in texts(app)
    drive.key(pygame.K_w)  # spin set: the aim is still the saved one, nobody clicked
    drive.steps(2)
    assert back.aim.state.vertical > 0.0 and saved in texts(app) and fixed not in texts(app)
    spot = back.view.to_screen((0.9, 1.6))
    drive.click(spot)  # frees it: the cue follows the pointer
    drive.steps(2)
    assert not back.aim.held and saved not in texts(app) and fixed not in texts(app)
    drive.click(spot)  # fixes it where the pointer is
    drive.steps(2)
    assert back.aim.held and fixed in texts(app) and saved not in texts(app)


def test_an_encuentro_resumed_at_break_or_cede_keeps_the_lags_replay(app, drive):
    """The score sheet has no row for the lag: resumed at "¿sale o cede?", V had nothing."""
    from chapo_game.rules.match import Match

    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.push(g)
    app.step()
    drive.key(pygame.K_SPACE)  # Ana at the offered speed, Luis a little softer
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    assert g.match.phase == Phase.LAG_CHOICE and g.replay_record is not None
    live = g.replay_record
    app.to_menu()
    (slot,) = saves.list_slots().slots
    back = GameScene.from_slot(app, slot)
    rec = back.replay_record
    assert rec is not None and rec.shots == live.shots and rec.events == live.events
    assert said_now(rec.label) == said_now(live.label) == "El derecho de salida"  # its title
    slot.payload["lag"] = {"position": "x", "shots": []}  # hand-edited: no replay, resumed
    assert GameScene.from_slot(app, slot).replay_record is None


def test_a_rename_left_with_esc_leaves_no_refusal_standing(app, drive):
    """A rename refused ("Ana ya está en la lista: elija otro nombre.") and then left with
    Esc, as the box says ("Esc lo deja como estaba"), kept the refusal under the record:
    the player, his name as it was, read that his name was refused. Esc ends the rename and
    what it said."""
    drive.click(menu(app).button("records").rect.center)
    rec = app.top
    for name in ("Ana", "Pepe"):
        type_into(drive, rec.new_field, name)
        drive.click(rec.button("add").rect.center)
    drive.click(rec.button("player:Pepe").rect.center)
    drive.click(rec.button("rename").rect.center)
    type_into(drive, rec.field, "ana")
    drive.key(pygame.K_RETURN)
    assert "Ana ya está en la lista: elija otro nombre." in texts(app)
    drive.key(pygame.K_ESCAPE)
    drive.steps(1)
    assert app.top is rec and not rec.renaming
    assert not any("elija otro nombre" in t for t in texts(app)), texts(app)
    assert sorted(players.load().names()) == ["Ana", "Pepe"]


def test_resuming_a_long_saved_encuentro_parses_its_score_sheet_once(
    app, drive, play_match, monkeypatch
):
    """Resuming from the saves list read the save whole and checked it — its score sheet
    parsed into the referee's match — then parsed the sheet again for the game: 15 % of a
    2,000-shot save's resume (314 → 266 ms). The game plays on the match the check built; a
    second resume of the same slot parses its own (the first changes that one)."""
    from ui_screens import open_game

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    for _ in range(3):
        g.aim.state.power = 0.15
        drive.key(pygame.K_SPACE)
        drive.until(lambda: not g.animating)
    rows = len(g.match.sheet.rows)
    assert rows == 3 and saves.slot_path(g.match.players, g.computers).is_file()
    parsed = []
    row_json = SheetRow.from_json

    def counted(data):
        parsed.append(data)
        return row_json(data)

    monkeypatch.setattr(SheetRow, "from_json", staticmethod(counted))
    drive.click(menu(app).button("resume").rect.center)
    assert parsed == []  # the list: summaries only
    drive.click(app.top.button("resume0").rect.center)
    resumed = app.top
    assert isinstance(resumed, GameScene) and len(resumed.match.sheet.rows) == rows
    assert len(parsed) == rows  # once: the check's match is the game's
    (slot,) = saves.list_slots().slots
    first, again = GameScene.from_slot(app, slot), GameScene.from_slot(app, slot)
    assert first.match is not again.match
    assert first.match.to_json() == again.match.to_json() == resumed.match.to_json()


def players_list_full(mp) -> None:
    """Within ``mp`` (a monkeypatch context), the list of players cannot be written: the
    disk is full for it alone, every other file is written as usual."""
    from chapo_game.fileio import WriteFailure

    real = record.save

    def full(payload, path, *a, **k):
        if path == players.players_path():
            return WriteFailure(path, "el disco está lleno", True)
        return real(payload, path, *a, **k)

    mp.setattr(record, "save", full)
