"""A player's record read beside the club's standings: a place shared with an equal said so
(the list shows "2=", the record said "Puesto 2 de 3"), and what was played against people —
what the standings rank — said apart when the computer's encuentros and partidas are in the
totals."""

from __future__ import annotations

from ui_screens import texts

from chapo_game import i18n, player_list, players
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.records import RecordsScene


def records(app, drive, roster: player_list.Roster) -> RecordsScene:
    players.save(roster)
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("records").rect.center)
    assert isinstance(app.top, RecordsScene)
    return app.top


def order(app, drive, label: str) -> None:
    """Orden pressed until it reads ``label``."""
    for _ in range(4):
        if app.top.button("order").label() == label:
            return
        drive.click(app.top.button("order").rect.center)
    raise AssertionError(label)


def test_a_shared_place_is_said_shared_in_the_record(app, drive):
    roster = player_list.Roster()
    for name, won, lost in (("Ana", 2, 1), ("Luis", 5, 1), ("Eva", 2, 1)):
        roster.add(name).update(partidas=[won, lost], points=10, shots=10)
    rec = records(app, drive, roster)
    order(app, drive, "Orden: partidas ganadas")
    assert [b.label() for b in rec.pager.shown] == ["1. Luis · 5", "2= Ana · 2", "2= Eva · 2"]
    drive.click(rec.button("player:Eva").rect.center)
    app.step()
    said = (
        "Puesto 2 (compartido) de 3 por partidas ganadas contra personas (en caso de empate, "
        "delante quien perdió menos)"
    )
    assert said in " ".join(texts(app))  # on two lines
    drive.click(rec.button("player:Luis").rect.center)
    app.step()
    assert any(t.startswith("Puesto 1 de 3 por partidas") for t in texts(app))  # alone
    try:
        app.apply_settings(app.settings.with_(language="en"))
        drive.click(rec.button("player:Ana").rect.center)
        app.step()
        assert "Place 2 (shared) of 3 by partidas won against people" in " ".join(texts(app))
    finally:
        i18n.set_language("es")


def played_the_computer(roster: player_list.Roster) -> dict:
    """Ana: 5 encuentros won, 2 lost, 12 partidas won, 6 lost — of them 3–0 and 7–1 against
    level 1, the rest against Luis."""
    ana = roster.add("Ana")
    luis = roster.add("Luis")
    ana.update(encuentros=[5, 2], partidas=[12, 6], points=10, shots=10)
    ana["opponents"] = {
        "computer:1": {"name": "Ordenador", "encuentros": [3, 0], "partidas": [7, 1]},
        luis["id"]: {"name": "Luis", "encuentros": [2, 2], "partidas": [5, 5]},
    }
    luis.update(encuentros=[2, 2], partidas=[5, 5], points=10, shots=10)
    luis["opponents"] = {ana["id"]: {"name": "Ana", "encuentros": [2, 2], "partidas": [5, 5]}}
    return ana


def test_the_record_says_what_was_played_against_people_beside_totals_with_the_computer(app, drive):
    """The headline "Encuentros: ganados 5, perdidos 2" held the 3 won against level 1, while
    the standings beside it (encuentros won against people) placed Ana on 2: the record now
    says the against-people figures the standings rank, when the computer's are in the
    totals, and says nothing more when they are not."""
    roster = player_list.Roster()
    played_the_computer(roster)
    rec = records(app, drive, roster)
    order(app, drive, "Orden: encuentros ganados")
    drive.click(rec.button("player:Ana").rect.center)
    app.step()
    shown = texts(app)
    assert "Encuentros: ganados 5, perdidos 2" in shown
    assert "Contra personas: encuentros 2–2 · partidas 5–5" in shown
    drive.click(rec.button("player:Luis").rect.center)
    app.step()
    assert not any(t.startswith("Contra personas") for t in texts(app))  # the same figures
    try:
        app.apply_settings(app.settings.with_(language="en"))
        drive.click(rec.button("player:Ana").rect.center)
        app.step()
        assert "Against people: encuentros 2–2 · partidas 5–5" in texts(app)
    finally:
        i18n.set_language("es")
