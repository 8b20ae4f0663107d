"""The club's standings on a championship night: ranked on what members did against people
(the computer's partidas stay in each record, under their heading), by encuentros won on the
big screen, members level at the cut all shown, and a removed player's head to head marked in
the CSV as on the screen."""

from __future__ import annotations

from typing import Any

from ui_screens import texts

from chapo_game import player_list, player_tables, players
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.menu import MenuScene


def member(roster: player_list.Roster, name: str, **record: Any) -> dict[str, Any]:
    p = roster.add(name)
    p.update(record)
    return p


def line(name: str, partidas: list[int], encuentros: list[int]) -> dict[str, Any]:
    return {"name": name, "partidas": partidas, "encuentros": encuentros}


def club_demo(app) -> DemoScene:
    """The club's screen as ``chapo --demo`` opens it, its standings read (beside the screen)."""
    app.reset_to(MenuScene(app))
    d = DemoScene.for_club(app, club=True)
    app.push(d)
    for _ in range(2000):
        app.step([])
        if d.reading is None:
            break
    return d


def club_demo_standings(app) -> list[str]:
    """The club's screen as ``chapo --demo`` opens it: its standings, read, then drawn."""
    d = club_demo(app)
    app.step([])
    assert d.showing_standings()
    return texts(app)


def a_night_with_the_computer() -> None:
    """Ana beat level 1 three encuentros running (6 partidas to none), and played no member;
    Luis beat Eva in the one encuentro between members."""
    roster = player_list.Roster()
    member(
        roster,
        "Ana",
        partidas=[6, 0],
        encuentros=[3, 0],
        points=60,
        shots=20,
        opponents={"computer:1": line("Ordenador", [6, 0], [3, 0])},
    )
    luis = member(roster, "Luis", partidas=[2, 1], encuentros=[1, 0], points=30, shots=20)
    eva = member(roster, "Eva", partidas=[1, 2], encuentros=[0, 1], points=20, shots=20)
    luis["opponents"] = {eva["id"]: line("Eva", [2, 1], [1, 0])}
    eva["opponents"] = {luis["id"]: line("Luis", [1, 2], [0, 1])}
    players.save(roster)


def test_beating_the_computer_does_not_climb_the_clubs_big_screen(app):
    """Ana stood first on the club's screen, "partidas 6–0", for beating level 1: the standings
    rank by encuentros won against people, and say so under the title."""
    a_night_with_the_computer()
    shown = club_demo_standings(app)
    assert "Por encuentros ganados · sin contar los jugados contra el ordenador" in shown
    assert "1. Luis: encuentros 1–0 · partidas 2–1" in shown
    assert "2. Eva: encuentros 0–1 · partidas 1–2" in shown
    assert not any("Ana" in t for t in shown)


def test_the_records_order_ranks_members_on_partidas_against_people(app, drive):
    """The records' Orden button: by encuentros, then by partidas — Ana, who only played the
    computer, is not placed; her record still says what she won against it."""
    a_night_with_the_computer()
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    rec = app.top
    order = rec.button("order")
    drive.click(order.rect.center)
    assert order.label() == "Orden: encuentros ganados"
    assert [b.label() for b in rec.pager.shown] == ["1. Luis · 1", "2. Eva · 0", "Ana"]
    drive.click(order.rect.center)
    assert order.label() == "Orden: partidas ganadas"
    assert [b.label() for b in rec.pager.shown] == ["1. Luis · 2", "2. Eva · 1", "Ana"]
    drive.click(rec.button("player:Ana").rect.center)
    shown = texts(app)
    assert "Aún no está en esta clasificación: no ha jugado contra personas" in shown
    assert "Contra el ordenador" in shown
    assert any(t.endswith("encuentros 3–0, partidas 6–0") for t in shown)


def test_encuentros_won_are_told_apart_by_partidas_then_points_per_shot():
    """Level on encuentros won and lost: the better partidas difference first, then more points
    per shot; level on all of it, they share the place."""
    roster = player_list.Roster()
    member(roster, "Ana", encuentros=[2, 1], partidas=[5, 4], points=10, shots=10)
    member(roster, "Luis", encuentros=[2, 1], partidas=[6, 3], points=10, shots=10)
    member(roster, "Eva", encuentros=[2, 1], partidas=[5, 4], points=20, shots=10)
    member(roster, "Pepe", encuentros=[2, 1], partidas=[5, 4], points=20, shots=10)
    member(roster, "Toni", encuentros=[3, 0], partidas=[6, 0], points=1, shots=10)
    places = player_tables.ranked(roster.players, "encuentros")
    assert [(k, p["name"]) for k, p in places] == [
        (1, "Toni"),
        (2, "Luis"),
        (3, "Eva"),
        (3, "Pepe"),
        (5, "Ana"),
    ]
    assert player_tables.place_labels(places) == ["1.", "2.", "3=", "3=", "5."]


def nine_members(level_at_eighth: int) -> None:
    """Seven members one encuentro apart, then ``level_at_eighth`` level for 8th."""
    roster = player_list.Roster()
    for i in range(7):
        member(roster, f"Socio {i + 1}", encuentros=[20 - i, 0], partidas=[40 - 2 * i, 0])
    for i in range(level_at_eighth):
        member(roster, f"Zoe {i + 1}", encuentros=[1, 5], partidas=[2, 10], points=5, shots=5)
    players.save(roster)


def test_two_members_level_at_eighth_are_both_on_the_big_screen(app):
    """The top eight left one of two members level at 8th off, chosen by name (Zoe 2): both
    are shown, each "8=", and the places they share say so."""
    nine_members(2)
    shown = club_demo_standings(app)
    assert "7. Socio 7: encuentros 14–0 · partidas 28–0" in shown
    assert "8= Zoe 1: encuentros 1–5 · partidas 2–10" in shown
    assert "8= Zoe 2: encuentros 1–5 · partidas 2–10" in shown


def test_more_level_at_the_cut_than_the_screen_holds_are_counted_not_cut_by_name(app):
    """Five level at 8th: ten rows would not hold them all, and none is chosen by name — one
    row says how many share the place."""
    nine_members(5)
    shown = club_demo_standings(app)
    assert "7. Socio 7: encuentros 14–0 · partidas 28–0" in shown
    assert not any(t.startswith("8= Zoe") for t in shown)
    assert "8= 5 socios empatados: véase «Jugadores y marcas»" in shown


def test_the_csv_marks_a_removed_players_head_to_head_line(app, drive):
    """Luis removed, a new Luis added: Ana's two head-to-head rows were both "Luis" in the file
    where the screen says which one left the list."""
    roster = player_list.Roster()
    ana = member(roster, "Ana", partidas=[3, 1], encuentros=[1, 0], points=9, shots=9)
    old = member(roster, "Luis", partidas=[1, 2], encuentros=[0, 1], points=3, shots=9)
    ana["opponents"][old["id"]] = line("Luis", [2, 1], [1, 0])
    roster.remove(old["id"])
    new = member(roster, "Luis", partidas=[1, 1], points=3, shots=9)
    ana["opponents"][new["id"]] = line("Luis", [1, 0], [0, 0])
    new["opponents"][ana["id"]] = line("Ana", [0, 1], [0, 0])
    players.save(roster)
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    rec = app.top
    assert "Luis (ya no está en la lista): encuentros 1–0, partidas 2–1" in texts(app)
    drive.click(rec.button("export").rect.center)
    (path,) = (players.config_dir() / "exports").glob("records-*.csv")
    rows = [r.split(";") for r in path.read_text("utf-8-sig").splitlines()]
    at = rows[0].index("opponent")
    against = sorted((r[0], r[at], r[3], r[4]) for r in rows[1:] if r[at])
    assert against == [
        ("Ana", "Luis", "1", "0"),
        ("Ana", "Luis (ya no está en la lista)", "2", "1"),
        ("Luis", "Ana", "0", "1"),
    ]
