"""A club's night, as its organiser checks it: the records exported from the records screen
read with Python's csv module say what the screen says."""

from __future__ import annotations

import csv
import io
from types import SimpleNamespace

from ui_screens import texts

from chapo_game import players
from chapo_game.ui.scenes.menu import MenuScene

#: One shot of five points by the seat that won.
ROWS = [SimpleNamespace(player=0, timed_out=False, points=5, foul=None, pins_down=(), score=(5, 0))]


def exported(app, drive) -> list[dict[str, str]]:
    """Menu → Jugadores y marcas → Exportar CSV, and the file written read back."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    rec = app.top
    drive.click(rec.button("player:José").rect.center)
    drive.click(rec.button("export").rect.center)
    (path,) = (players.config_dir() / "exports").glob("records-*.csv")
    return list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig")), delimiter=";"))


def test_the_exported_head_to_head_names_the_computer_and_lists_it_as_the_screen_does(app, drive):
    """José played Zoë, and the computer at level 2 in a visitor's English window (the record
    kept its name as "Computer"): the Spanish screen says "Nivel 2 (jugador de club)" under
    "Contra el ordenador", after the people; the export said "Computer", before Zoë."""
    roster = players.Roster()
    jose, zoe = roster.add("José"), roster.add("Zoë")
    me = players.Seat("José", jose["id"])
    players.count_partida(roster, "e1:1", (me, players.Seat("Computer", None, 2)), ROWS, 0, 0)
    players.count_partida(roster, "e2:1", (me, players.Seat("Zoë", zoe["id"])), ROWS, 0, 0)
    players.save(roster)
    rows = exported(app, drive)
    shown = texts(app)
    assert shown.index("Cara a cara") < shown.index("Contra el ordenador")
    against = [(r["opponent"], r["computer_level"]) for r in rows if r["player"] == "José"][1:]
    assert against == [("Zoë", ""), ("Ordenador", "2")]
