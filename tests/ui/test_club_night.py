"""A club's championship night, as its organiser and players check it: the club's standings
on the demo's big screen, and the records exported from the records screen read with Python's
csv module, say what the records screen says."""

from __future__ import annotations

import csv
import io
import time
from types import SimpleNamespace

import pygame
from ui_screens import texts

from chapo_game import player_counts, player_list, players
from chapo_game.ui.palette import PANEL_EDGE
from chapo_game.ui.scenes.menu import MenuScene

#: One shot of five points by the seat that won.
ROWS = [
    SimpleNamespace(
        player=0, phase="play", timed_out=False, points=5, foul=None, pins_down=(), score=(5, 0)
    )
]


def records_of(app, drive, name: str):
    """Menu → Jugadores y marcas, ``name``'s record chosen: the records screen."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    rec = app.top
    drive.click(rec.button(f"player:{name}").rect.center)
    return rec


def export_read(drive, rec) -> list[dict[str, str]]:
    """Exportar CSV pressed, and the file written read back."""
    drive.click(rec.button("export").rect.center)
    (path,) = (players.config_dir() / "exports").glob("records-*.csv")
    return list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig")), delimiter=";"))


def exported(app, drive) -> list[dict[str, str]]:
    """Menu → Jugadores y marcas → Exportar CSV, and the file written read back."""
    return export_read(drive, records_of(app, drive, "José"))


def test_the_exported_head_to_head_names_the_computer_and_lists_it_as_the_screen_does(app, drive):
    """José played Zoë, and the computer at level 2 in a visitor's English window (the record
    kept its name as "Computer"): the Spanish screen says "Nivel 2 (jugador de club)" under
    "Contra el ordenador", after the people; the export said "Computer", before Zoë."""
    roster = player_list.Roster()
    jose, zoe = roster.add("José"), roster.add("Zoë")
    me = player_counts.Seat("José", jose["id"])
    player_counts.count_partida(
        roster, "e1:1", (me, player_counts.Seat("Computer", None, 2)), ROWS, 0, 0, target=30
    )
    player_counts.count_partida(
        roster, "e2:1", (me, player_counts.Seat("Zoë", zoe["id"])), ROWS, 0, 0, target=30
    )
    players.save(roster)
    rows = exported(app, drive)
    shown = texts(app)
    assert shown.index("Cara a cara") < shown.index("Contra el ordenador")
    against = [(r["opponent"], r["computer_level"]) for r in rows if r["player"] == "José"][1:]
    assert against == [("Zoë", ""), ("Ordenador", "2")]
    # no abandono known (none counted, or a record kept before they were): empty, not 0
    ends = {(r["encuentros_won_by_concession"], r["encuentros_lost_by_concession"]) for r in rows}
    assert ends == {("", "")}


def test_the_clubs_standings_say_the_won_and_lost_are_partidas(app):
    """Iñaki won his encuentro; Óscar won the first partida of his, then his opponent had to
    leave and it was abandoned. The big screen said "1. Iñaki: ganadas 1, perdidas 0" and
    "1. Óscar: ganadas 1, perdidas 0": read as encuentros won, the second was wrong."""
    from chapo_game.ui.scenes.demo import DemoScene

    roster = player_list.Roster()
    roster.add("Iñaki").update(encuentros=[1, 0], partidas=[1, 0], points=23, shots=2)
    roster.add("Óscar").update(partidas=[1, 0], points=32, shots=1)
    players.save(roster)
    app.apply_settings(app.settings.with_(records_order="partidas"))  # the big screen's order
    app.reset_to(MenuScene(app))
    d = DemoScene.for_club(app, club=True)
    app.push(d)
    for _ in range(2000):  # the standings are read beside the screen
        app.step([])
        if d.reading is None:
            break
    app.step([])
    assert d.showing_standings()
    shown = texts(app)
    assert "1= Iñaki: partidas 1–0 · 11,50 tantos por tiro" in shown
    assert "1= Óscar: partidas 1–0 · 32,00 tantos por tiro" in shown
    # on an ultra-wide screen 70 % of the window's width hung past both rails (2408 px wide
    # over a 2160 px table at 3440×1440): the panel keeps to the table, as the end panel does
    app.resize_window((2560, 1080))
    app.step([])
    table = d.view.outer
    rows = [r for r in app.fonts.drawn if r.text.startswith(("1= ", "Clasificación"))]
    assert len(rows) == 3 and all(table.contains(r.rect) for r in rows), (table, rows)
    surf = pygame.display.get_surface()
    room = d.table_area  # left of the side panel
    edge = [x for x in range(room.left, room.right) if surf.get_at((x, 540))[:3] == PANEL_EDGE]
    assert edge and table.left < min(edge) and max(edge) < table.right, (edge, table)


def test_the_exported_best_partida_says_to_what_against_whom_and_when_after_a_rename(app, drive):
    """José's record on the screen: "Mejor partida: 1 tiro, a 20, 5–0 contra Begoña
    Ruiz (…)" once Begoña is renamed mid-evening; the export gave the shots and the score
    alone, so a club's sheet could not say to what target, against whom, nor when. Begoña's,
    kept before the target was, says none (and none is made up in the file)."""
    roster = player_list.Roster()
    jose, bego = roster.add("José"), roster.add("Begoña")
    seats = (player_counts.Seat("José", jose["id"]), player_counts.Seat("Begoña", bego["id"]))
    player_counts.count_partida(roster, "e1:1", seats, ROWS, 0, 0, target=20)
    bego["best"] = {"shots": 6, "score": [22, 3], "opponent": "José", "date": "2026-11-20"}
    players.save(roster)
    rec = records_of(app, drive, "Begoña")
    assert "Mejor partida: ganada en 6 tiros, 22–3 contra José (20/11/2026)" in texts(app)
    drive.click(rec.button("rename").rect.center)
    drive.key(pygame.K_END)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=" Ruiz"))
    drive.key(pygame.K_RETURN)
    drive.click(rec.button("player:José").rect.center)
    day = time.strftime("%d/%m/%Y")
    assert f"Mejor partida: 1 tiro, a 20, 5–0 contra Begoña Ruiz ({day})" in texts(app)
    rows = export_read(drive, rec)
    mine = rows[[r["player"] for r in rows].index("José")]
    assert (mine["best_partida_score"], mine["best_partida_opponent"]) == ("5–0", "Begoña Ruiz")
    assert mine["best_partida_date"] == time.strftime("%Y-%m-%d")
    assert (mine["best_partida_shots"], mine["best_partida_target"]) == ("1", "20")
    hers = rows[[r["player"] for r in rows].index("Begoña Ruiz")]
    assert (hers["best_partida_shots"], hers["best_partida_target"]) == ("6", "")


def test_a_best_partida_won_by_a_chapo_says_so_on_the_screen_and_in_the_export(app, drive):
    """Iñaki won a partida to 40 by a chapó on his 8th shot, at 30–12: his record said
    "Mejor partida: 8 tiros, a 40, 30–12", a partida to 40 that read as not won, and the
    export the same. Both now say the chapó; Ana's best, won at her target, says none. Luis's,
    won at 15–4 by the chapó Ana's ball made before touching a ball («¡Chapó! La partida para
    Luis»), says it too (it read «a 40, 15–4»)."""
    roster = player_list.Roster()
    inaki, ana, luis = roster.add("Iñaki"), roster.add("Ana"), roster.add("Luis")
    seats = (player_counts.Seat("Iñaki", inaki["id"]), player_counts.Seat("Ana", ana["id"]))
    five = ("rey", "lateral_head", "lateral_foot", "lateral_left", "lateral_right")
    chapo = SimpleNamespace(**{**vars(ROWS[0]), "points": 30, "pins_down": five, "score": (30, 12)})
    player_counts.count_partida(roster, "e1:1", seats, ROWS[:1] * 7 + [chapo], 0, target=40)
    won = SimpleNamespace(**{**vars(ROWS[0]), "points": 40, "score": (40, 3)})
    player_counts.count_partida(roster, "e1:2", seats[::-1], ROWS * 7 + [won], 0, target=40)
    before_contact = {"player": 1, "points": 0, "foul": "chapo_before_contact", "score": (15, 4)}
    foul = SimpleNamespace(**{**vars(ROWS[0]), **before_contact, "pins_down": five})
    seats = (player_counts.Seat("Luis", luis["id"]), player_counts.Seat("Ana", ana["id"]))
    player_counts.count_partida(roster, "e2:1", seats, ROWS * 3 + [foul], 0, target=40)
    players.save(roster)
    rec = records_of(app, drive, "Luis")
    day = time.strftime("%d/%m/%Y")
    assert f"Mejor partida: 3 tiros, a 40, por chapó, 15–4 contra Ana ({day})" in texts(app)
    drive.click(rec.button("player:Iñaki").rect.center)
    assert f"Mejor partida: 8 tiros, a 40, por chapó, 30–12 contra Ana ({day})" in texts(app)
    rows = {r["player"]: r for r in export_read(drive, rec) if not r["opponent"]}
    assert rows["Luis"]["best_partida_by_chapo"] == "1"
    assert (rows["Iñaki"]["best_partida_score"], rows["Iñaki"]["best_partida_by_chapo"]) == (
        "30–12",
        "1",
    )
    assert (rows["Ana"]["best_partida_score"], rows["Ana"]["best_partida_by_chapo"]) == (
        "40–3",
        "0",
    )
