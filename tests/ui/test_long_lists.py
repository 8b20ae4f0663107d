"""A club's list of players is longer than a screen: every player can be reached on the
records screen and picked by name before an encuentro (a page at a time, by the wheel, by the
keys, or by typing part of the name), and a record longer than its panel scrolls — through
the real window, asserting what is drawn."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import texts, type_into

from chapo_game import player_list, players
from chapo_game.names import folded, list_key
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.records import RecordsScene

NAMES = [f"Socio {n:02d}" for n in range(1, 24)] + ["Álvaro", "Ñandú", "Zoe"]


def club(opponents: int = 0) -> player_list.Roster:
    """26 players; Álvaro has a record against ``opponents`` of them and the computer."""
    roster = player_list.Roster()
    members = [roster.add(n) for n in NAMES]
    alvaro = roster.by_name("Álvaro")
    for o in members[:opponents]:
        alvaro["opponents"][o["id"]] = {"name": o["name"], "partidas": [2, 1], "encuentros": [1, 0]}
    for level in (1, 2, 3) if opponents else ():
        alvaro["opponents"][f"computer:{level}"] = {
            "name": "Ordenador",
            "partidas": [level, 4],
            "encuentros": [0, 1],
        }
    players.save(roster)
    return roster


def open_records(app, drive) -> RecordsScene:
    rec = from_menu(app, drive, "records")
    app.step()
    assert isinstance(rec, RecordsScene)
    return rec


def from_menu(app, drive, button: str):
    """The screen the main menu's ``button`` opens."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button(button).rect.center)
    return app.top


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_player_of_a_club_is_reached_on_the_records_screen(app, drive, size):
    app.resize_window(size)
    club()
    rec = open_records(app, drive)
    seen: list[str] = []
    for _ in range(len(NAMES)):
        seen += [b.label() for b in rec.pager.shown if b.label() not in seen]
        if not rec.button("players:next").enabled():
            break
        drive.click(rec.button("players:next").rect.center)
    assert sorted(seen, key=list_key) == seen
    assert seen == sorted(NAMES, key=list_key)
    drive.click(rec.button("player:Zoe").rect.center)
    assert "Zoe" in texts(app)
    assert len(rec.pager.shown) < len(NAMES)  # it did take pages


def test_the_list_starts_at_the_first_name_in_spanish_order_lit_as_chosen(app, drive):
    club()
    rec = open_records(app, drive)
    assert [b.label() for b in rec.pager.shown][:3] == ["Álvaro", "Ñandú", "Socio 01"]
    assert rec.pager.shown[0].selected() and not rec.pager.shown[1].selected()
    assert rec.player()["name"] == "Álvaro" and "Álvaro" in texts(app)


def test_spanish_order_puts_accents_with_their_letter_and_n_tilde_after_n():
    names = ["Zoë", "Ñandú", "Nuria", "ana", "Álvaro", "Óscar", "Núñez", "Bob"]
    order = sorted(names, key=list_key)
    assert order == ["Álvaro", "ana", "Bob", "Núñez", "Nuria", "Ñandú", "Óscar", "Zoë"]
    index = {n: folded(n) for n in names}
    assert player_list.matching(index, "NU") == ["Nuria", "Núñez"]
    assert player_list.matching(index, "nandu") == ["Ñandú"]
    assert player_list.matching(index, "") == names


def test_the_wheel_over_the_list_moves_it_a_row_and_the_keys_reach_every_page(app, drive):
    club()
    rec = open_records(app, drive)
    n = rec.pager.per_page
    assert f"1–{n} de {len(NAMES)}" in texts(app)  # where in the list the page is
    top = rec.pager.shown[0].label()
    drive.move(rec.pager.shown[0].rect.center)
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert rec.pager.shown[0].label() != top and rec.pager.first == 1
    app.step()
    assert f"2–{n + 1} de {len(NAMES)}" in texts(app)
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert rec.pager.shown[0].label() == top
    drive.move((1, 1))  # off every button: the keys light from the top
    nxt = rec.button("players:next")
    while not nxt.hover:
        drive.key(pygame.K_DOWN)
    first_page = [b.label() for b in rec.pager.shown]
    drive.key(pygame.K_RETURN)
    assert [b.label() for b in rec.pager.shown] != first_page
    assert nxt.hover  # the light stays on Next: Enter again turns on
    drive.key(pygame.K_RETURN)
    assert rec.pager.first == 2 * rec.pager.per_page or not nxt.enabled()
    while nxt.enabled():
        drive.key(pygame.K_RETURN)
    app.step()  # the last page: Next greyed by its own press keeps the light's white edge
    from chapo_game.ui.palette import TEXT

    assert app.screen.get_at((nxt.rect.x, nxt.rect.centery))[:3] == TEXT
    drive.key(pygame.K_UP)  # and the keys go on from it
    assert rec.button("players:prev").hover


def test_a_record_longer_than_its_panel_scrolls_to_its_last_line(app, drive):
    app.resize_window((960, 540))
    club(opponents=20)
    rec = open_records(app, drive)
    drive.click(rec.button("player:Álvaro").rect.center)
    app.step()
    shown = texts(app)
    last = "Nivel 3 (maestro): encuentros 0–1, partidas 3–4"
    assert last not in shown and "Hay más abajo (rueda, Av Pág)" in shown
    assert "Hay más arriba (rueda, Re Pág)" not in shown
    for _ in range(10):
        drive.key(pygame.K_PAGEDOWN)
    shown = texts(app)
    assert last in shown and "Hay más abajo (rueda, Av Pág)" not in shown
    assert "Hay más arriba (rueda, Re Pág)" in shown
    assert "Encuentros: ganados 0, perdidos 0" not in shown  # scrolled off the top
    # the wheel over the panel, and a click on the "more above" line, scroll back
    drive.move(rec.box().center)
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step()
    (up,) = [r for k, r in rec.more.items() if k < 0]
    for _ in range(10):
        if -1 not in rec.more:
            break
        drive.click(rec.more[-1].center)
        app.step()
    assert up.width and "Encuentros: ganados 0, perdidos 0" in texts(app)


def test_a_player_is_picked_by_typing_part_of_his_name(app, drive):
    club()
    setup = from_menu(app, drive, "vs_computer")
    field = setup.fields[0]
    assert field.value == "Jugador 1" and setup.pager.paged  # all, a page at a time
    type_into(drive, field, "nan")
    app.step()
    assert [b.label() for b in setup.shown_chips] == ["Ñandú"]
    drive.click(setup.shown_chips[0].rect.center)
    assert field.value == "Ñandú"
    assert len(setup.shown_chips) > 1  # a name picked: the list is whole again
    drive.key(pygame.K_BACKSPACE)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.step()
    assert setup.shown_chips == []
    assert "Ñandx aún no está en la lista de jugadores: el nombre entra en ella al empezar." in (
        texts(app)
    )


def test_the_last_name_of_a_club_is_picked_from_the_last_page_of_names(app, drive):
    club()
    setup = from_menu(app, drive, "two_players")
    for _ in range(len(NAMES)):
        if any(b.label() == "Zoe" for b in setup.shown_chips):
            break
        drive.click(setup.pager.next.rect.center)
    (zoe,) = [b for b in setup.shown_chips if b.label() == "Zoe"]
    drive.click(zoe.rect.center)
    assert setup.fields[0].value == "Zoe" and setup.fields[1].focus


def test_a_club_s_saved_encuentros_are_paged_by_the_wheel_and_the_keys(app, drive):
    """Ten saved encuentros: the wheel and Page Down turn the saves list's pages, and
    Enter on a lit Next keeps the light on Next as the page turns."""
    from ui_screens import match_json

    from chapo_game import saves
    from chapo_game.ui.scenes.resume import ResumeScene

    for n in range(10):
        m = match_json(players=[f"Socio {n:02d}", "Zoe"], phase="play", scores=[n, 0])
        saves.save({"kind": "encuentro", "computers": {}, "match": m.to_json()})
    scene = from_menu(app, drive, "resume")
    assert isinstance(scene, ResumeScene) and scene.has_next()
    assert "1 / 3" in texts(app)  # four saves a page, under the box that finds a name
    first = [slot.path for slot, *_ in scene.rows]
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.page == 1 and [slot.path for slot, *_ in scene.rows] != first
    app.step()
    assert "2 / 3" in texts(app)
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.page == 0
    drive.key(pygame.K_PAGEDOWN)
    assert scene.page == 1
    drive.key(pygame.K_PAGEUP)
    nxt = scene.button("next")
    while not nxt.hover:
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert scene.page == 1 and scene.button("next").hover
    # on to the last page, of two rows: the light stays on Next (now spent), never on a
    # row's Resume that a third Enter would press
    drive.key(pygame.K_RETURN)
    drive.key(pygame.K_RETURN)
    assert app.top is scene and scene.page == 2 and len(scene.rows) == 2
    assert scene.focus.lit(scene.buttons) is scene.button("next")


def test_one_player_cannot_take_both_seats_nor_the_computer_s_name(app, drive):
    """Ana against ana would win and lose every partida of one record; a person named
    Ordenador against the computer would be told apart from it by nothing. Start says why
    and starts nothing; changing a name clears the line."""
    from chapo_game.ui.scenes.game import GameScene

    club()
    setup = from_menu(app, drive, "two_players")
    for field, name in zip(setup.fields, ("Ana", " ana "), strict=True):
        type_into(drive, field, name)
    drive.click(setup.button("start").rect.center)
    assert app.top is setup
    assert "Los dos jugadores necesitan nombres distintos." in texts(app)
    drive.key(pygame.K_BACKSPACE)
    app.step()
    assert "Los dos jugadores necesitan nombres distintos." not in texts(app)
    assert "El derecho de salida decide quién juega la bola 1 y quién sale." in texts(app)
    setup = from_menu(app, drive, "vs_computer")
    type_into(drive, setup.fields[0], "ordenador")
    drive.key(pygame.K_RETURN)
    assert app.top is setup
    assert "ordenador es el nombre del ordenador: escriba otro." in texts(app)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="Rita"))  # the refused name is typed over
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, GameScene) and app.top.match.players == ("Rita", "Ordenador")


def test_names_of_one_player_are_alike_but_for_case_accents_and_language():
    from chapo_game.ui.guest_names import is_guest, same_player
    from chapo_game.ui.scenes.player_setup import name_clash

    assert is_guest("jugador  1") and is_guest("PLAYER 2") and is_guest("ordenador")
    assert not is_guest("Jugadora") and not is_guest("Ana")

    assert same_player("José  Luis", "jose luis") and same_player("Jugador 1", "Player 1")
    assert not same_player("Jugador 1", "Jugador 2") and not same_player("Ana", "Anabel")
    assert not same_player("José Peña", "José Pena")  # two surnames: the ñ is a letter
    assert name_clash(["José Peña", "José Pena"]) == "" and name_clash(["Ángel", "angel"]) != ""
    assert name_clash(["Jugador 1", "Jugador 2"]) == ""
    assert name_clash(["Computer", "Ordenador"], 1) != ""
    assert name_clash(["Ana", "Ordenador"], 1) == "" and name_clash(["Ordenador", "Ana"], 0) == ""


def full_club() -> player_list.Roster:
    roster = player_list.Roster()
    for n in range(player_list.FULL):
        roster.add(f"Socio {n:03d}")
    players.save(roster)
    return roster


def test_a_full_list_of_players_takes_no_more_and_stays_readable(app, drive):
    """A player added past the reader's bound made the whole list unreadable: at the next
    start it was kept aside as damaged and every record went out of sight."""
    roster = full_club()
    assert roster.add("Uno más") is None and roster.add("socio 007") is not None
    rec = open_records(app, drive)
    type_into(drive, rec.new_field, "Uno más")
    drive.click(rec.button("add").rect.center)
    assert "La lista admite 200 jugadores como mucho." in texts(app)
    back = players.load()
    assert back.problem is None and len(back.players) == player_list.FULL


def test_a_new_name_on_a_full_list_plays_without_a_record_and_is_told_so(app, drive):
    from chapo_game.ui.scenes.game import GameScene

    full_club()
    setup = from_menu(app, drive, "vs_computer")
    type_into(drive, setup.fields[0], "Uno más")
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, GameScene) and app.top.player_ids == [None, None]
    assert app.notice == "La lista de jugadores está llena (200): Uno más juega sin marcas."
    back = players.load()
    assert back.problem is None and back.by_name("Uno más") is None


def test_typing_part_of_a_name_finds_its_record_and_adds_a_new_one(app, drive):
    """On the records screen the box finds as well as adds: "ñan" leaves Ñandú to click;
    a name nobody has says so, and Add player adds it (then the whole list is back, the new
    player chosen and in sight)."""
    club()
    rec = open_records(app, drive)
    assert "Buscar o añadir jugador:" in texts(app)
    drive.click(rec.button("add").rect.center)  # nothing typed yet: it says so
    assert "Escriba primero el nombre del jugador nuevo en la casilla." in texts(app)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="ñ"))  # the box has the keys
    app.step()
    assert rec.new_field.value == "ñ"
    assert "Escriba primero el nombre del jugador nuevo en la casilla." not in texts(app)
    type_into(drive, rec.new_field, "ñan")
    app.step()
    assert [b.label() for b in rec.pager.shown] == ["Ñandú"] and not rec.pager.paged
    drive.click(rec.button("player:Ñandú").rect.center)
    assert rec.player()["name"] == "Ñandú" and "Ñandú" in texts(app)
    drive.click((rec.box().centerx, rec.box().bottom - 4))  # a click on nothing in particular
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert rec.new_field.value == "ñanx" and rec.new_field.focus  # the one box keeps the keys
    type_into(drive, rec.new_field, "Wenceslao")
    app.step()
    assert rec.pager.shown == []
    area = rec.list_place[0]  # said where the names would be
    said = " ".join(d.text for d in app.fonts.drawn if area.contains(d.rect))
    assert said == "Ningún nombre contiene «Wenceslao»: «Añadir jugador» lo añade."
    drive.click(rec.button("add").rect.center)
    app.step()
    assert rec.player()["name"] == "Wenceslao" and rec.new_field.value == ""
    assert len(rec.pager.items) == len(NAMES) + 1
    assert rec.button("player:Wenceslao") in rec.pager.shown  # on the last page, in sight


def test_renaming_from_the_keys_types_into_the_name_alone(app, drive):
    """The find box has the keys from the start; Rename (reached by the keys) hands them to
    the name being changed, and back to the box after, so nothing typed goes into both."""
    club()
    rec = open_records(app, drive)
    drive.move((1, 1))  # the pointer off every button: the keys alone from here
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="zo"))
    drive.key(pygame.K_DOWN)  # lights the one name left
    drive.key(pygame.K_RETURN)
    assert rec.player()["name"] == "Zoe" and rec.new_field.focus
    rename = rec.button("rename")
    while not rename.hover:
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert rec.renaming and rec.field.value == "Zoe"
    # how a rename ends is said under the box (nothing showed that Enter keeps it)
    drive.steps(1)
    assert "Intro guarda el nombre nuevo · Esc lo deja como estaba" in texts(app)
    drive.key(pygame.K_END)  # kept, to add to it
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=" Pi"))
    assert rec.field.value == "Zoe Pi" and rec.new_field.value == "zo"
    drive.key(pygame.K_RETURN)
    assert players.load().by_name("Zoe Pi") is not None and not rec.renaming
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))
    assert rec.new_field.value == "zoe" and rec.field.value == "Zoe Pi"


def test_a_default_name_typed_in_lower_case_keeps_no_record(app, drive):
    """ "jugador 2" is the default name however it is typed: it joins no list of players."""
    setup = from_menu(app, drive, "two_players")
    type_into(drive, setup.fields[0], "Ana")
    type_into(drive, setup.fields[1], "jugador 2")
    drive.click(setup.button("start").rect.center)
    assert players.load().names() == ["Ana"]


def test_the_records_screen_adds_no_default_name(app, drive):
    rec = open_records(app, drive)
    type_into(drive, rec.new_field, "jugador 1")
    drive.click(rec.button("add").rect.center)
    assert players.load().names() == []
    assert "jugador 1 es un nombre por defecto: no guarda marcas." in texts(app)
    type_into(drive, rec.new_field, "Ana")
    drive.click(rec.button("add").rect.center)
    drive.click(rec.button("rename").rect.center)
    type_into(drive, rec.field, "Player 2")
    drive.key(pygame.K_RETURN)
    assert players.load().names() == ["Ana"]
    assert "Player 2 es un nombre por defecto: no guarda marcas." in texts(app)


def test_enter_in_the_find_box_shows_the_player_found_and_adds_only_a_new_name(app, drive):
    """Typing "luc" found Lucía, and Enter then added a player "luc" beside her; "Maria"
    typed without its accent became a second María. Enter shows the player whose name is what
    was typed however accented (the box emptied), or the one whose name holds it (the box
    keeping it, with Add player to add it: "Luis" may be new beside José Luis); where several
    hold it, it says so and adds nothing; only a name nobody holds is added (Add player adds
    what was typed where it is no player's however accented: Peña and Pena are two)."""
    roster = club()
    for name in ("Lucía", "María Peña"):
        roster.add(name)
    players.save(roster)
    rec = open_records(app, drive)
    for typed, shown, kept in (
        ("luc", "Lucía", "luc"),
        ("MARÍA PEÑA", "María Peña", ""),
        ("pena", "María Peña", "pena"),
    ):
        type_into(drive, rec.new_field, typed)
        drive.key(pygame.K_RETURN)
        assert rec.player()["name"] == shown and rec.new_field.value == kept
    said = " ".join(t for t in texts(app) if "Se muestra" in t or "nuevo." in t)
    assert said == "Se muestra a María Peña; «Añadir jugador» añade «pena» como jugador nuevo."
    assert len(players.load().players) == len(NAMES) + 2
    type_into(drive, rec.new_field, "Marta Pena")  # nobody's: Enter adds it
    drive.key(pygame.K_RETURN)
    type_into(drive, rec.new_field, "Maria Pena")  # found as María Peña, added by its button
    drive.click(rec.button("add").rect.center)
    assert rec.player()["name"] == "Maria Pena"
    assert len(players.load().players) == len(NAMES) + 4
    type_into(drive, rec.new_field, "socio 0")
    drive.key(pygame.K_RETURN)
    said = " ".join(t for t in texts(app) if "«" in t or "añadirlo" in t)
    assert (
        said == "9 nombres contienen «socio 0»: elija uno, o pulse «Añadir jugador» para añadirlo."
    )
    assert len(players.load().players) == len(NAMES) + 4
    type_into(drive, rec.new_field, "Alvaro")  # Álvaro's, typed plainly: not a second one
    drive.click(rec.button("add").rect.center)
    assert rec.player()["name"] == "Álvaro" and len(players.load().players) == len(NAMES) + 4
    assert "Álvaro ya está en la lista." in texts(app)


def test_a_name_nobody_holds_is_said_whole_in_the_smallest_window(app, drive):
    """ "Ningún nombre contiene «…»: «Añadir jugador» lo añade." was cut after two lines at
    960×540 ("…lo añ…") over an empty list: it takes the list's room."""
    club()
    app.resize_window((960, 540))
    rec = open_records(app, drive)
    type_into(drive, rec.new_field, "MMMMMMMMMMM WWWWWWWWWWWW")
    app.step()
    area = rec.list_place[0]
    said = " ".join(d.text for d in app.fonts.drawn if area.contains(d.rect))
    assert said == "Ningún nombre contiene «MMMMMMMMMMM WWWWWWWWWWWW»: «Añadir jugador» lo añade."


def test_after_a_delete_the_keys_light_the_next_encuentros_resume_not_its_delete(app, drive):
    """Deleting the last page's only encuentro from the keys turned back a page with another
    encuentro's Delete lit: one more Enter asked to delete that one too. The light goes to the
    Resume of the encuentro shown in the deleted one's place."""
    from ui_screens import match_json

    from chapo_game import saves

    for n in range(9):  # four a page: the ninth alone on the third page
        m = match_json(players=[f"Socio {n:02d}", "Zoe"], phase="play", scores=[n, 0])
        saves.save({"kind": "encuentro", "computers": {}, "match": m.to_json()})
    scene = from_menu(app, drive, "resume")
    drive.move((1, 1))  # the keys alone from here
    drive.key(pygame.K_PAGEDOWN)
    drive.key(pygame.K_PAGEDOWN)
    assert scene.page == 2 and len(scene.rows) == 1
    last = scene.rows[0][0]
    while not scene.button("delete0").hover:
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    question = app.top
    while not question.button("delete").hover:  # "Borrar"
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert last.path not in [s.path for s in saves.list_slots().slots]
    app.step()
    assert scene.page == 1 and len(scene.rows) == 4
    lit = [b for b in scene.buttons if b.hover]
    assert [b.name for b in lit] == ["resume3"]  # the encuentro before it, to resume
    drive.key(pygame.K_RETURN)
    assert not isinstance(app.top, type(scene)) and len(saves.list_slots().slots) == 8


def test_a_player_found_ends_a_rename_and_a_list_from_before_keeps_both_spellings(app, drive):
    """A rename of Ana under way, Enter on a name found showed Luis with "Anita" still in the
    rename box — and the next Enter renamed Luis. A list from before this rule holding both
    "María" and "Maria" gives each his own record (the one spelt as typed)."""
    roster = club()
    roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    rec = open_records(app, drive)
    drive.click(rec.button("player:Ana").rect.center)
    drive.click(rec.button("rename").rect.center)
    type_into(drive, rec.field, "Anita")
    type_into(drive, rec.new_field, "LUIS")  # the keys to the find box, the rename unfinished
    drive.click(rec.button("add").rect.center)  # already in the list: shown
    assert rec.player()["name"] == "Luis" and not rec.renaming and rec.new_field.focus
    drive.key(pygame.K_RETURN)  # the find box is empty: it says so, and renames nobody
    names = players.load().names()
    assert "Anita" not in names and {"Ana", "Luis"} <= set(names)
    old = player_list.Roster()
    maria, maria2 = old.add("María"), old.add("Zoe")
    maria2["name"] = "Maria"  # as a list written before names were one however accented
    assert old.by_name("Maria") is maria2 and old.by_name("MARÍA") is maria
    assert old.by_name("MARIA") is maria2  # spelt as typed, case aside


def test_the_last_page_of_a_list_holds_what_is_left_not_names_already_seen(app, drive):
    """25 players, six a page: Next went 1–6 … 19–24, then "20–25 of 25", five names of the
    page before again; the saves list's last page held what was left, and so does this."""
    roster = player_list.Roster()
    names = [f"Socio {n:02d}" for n in range(25)]
    for n in names:
        roster.add(n)
    players.save(roster)
    rec = from_menu(app, drive, "records")
    per = rec.pager.per_page
    seen: list[str] = []
    while True:
        seen += [b.label() for b in rec.pager.shown]
        if not rec.pager.next.enabled():
            break
        drive.click(rec.pager.next.rect.center)
    assert seen == names  # each name once, in order
    assert rec.pager.span() == f"{25 - 25 % per + 1}–25 de 25"
    drive.click(rec.pager.prev.rect.center)
    assert [b.label() for b in rec.pager.shown] == names[25 - 25 % per - per : 25 - 25 % per]


def test_a_standings_record_is_read_whole_with_large_text_and_to_its_last_line(app, drive):
    """Large text at 1280×720 cut the place line's tie-break and the list's figures ("3.
    Maximiliano Bartolomé Echeverr…" with no partidas), and in a standings order the record
    stopped one line short of its last: the place line was not counted."""
    roster = club(opponents=20)
    long_name = "Maximiliano Bartolomé Echeverría"
    for k, p in enumerate(roster.players):
        p["partidas"] = [k % 7 + 1, 3]
    roster.rename(roster.by_name("Socio 03")["id"], long_name)
    players.save(roster)
    app.apply_settings(app.settings.with_(large_text=True, records_order="partidas"))
    app.resize_window((1280, 720))
    rec = open_records(app, drive)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="Maxi"))  # found: its chip in sight
    app.step()
    chip = next(b for b in rec.buttons if b.name == f"player:{long_name}")
    drawn = [d.text for d in app.fonts.drawn if chip.rect.contains(d.rect) and d.text]
    assert drawn and drawn[-1].endswith(" · 3"), drawn  # its figure, the name cut instead
    for _ in range(4):
        drive.key(pygame.K_BACKSPACE)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="Álv"))
    app.step()
    drive.click(rec.button("player:Álvaro").rect.center)
    last = "Nivel 3 (maestro): encuentros 0–1, partidas 3–4"
    for _ in range(12):
        drive.key(pygame.K_PAGEDOWN)
    box = rec.box()
    shown = [d.text for d in app.fonts.drawn if box.contains(d.rect)]
    assert last in shown and "Hay más abajo (rueda, Av Pág)" not in shown
    for _ in range(12):
        drive.key(pygame.K_PAGEUP)
    shown = [d.text for d in app.fonts.drawn if box.contains(d.rect)]
    assert not [s for s in shown if s.endswith("…")], shown  # the place line on two lines


def test_tab_and_shift_tab_move_the_light_on_the_records_screen(app, drive):
    """Tab moved the light on every screen but this one, where a name can be typed."""
    club()
    rec = open_records(app, drive)
    drive.move((1, 1))
    drive.key(pygame.K_TAB)
    first = [b.name for b in rec.buttons if b.hover]
    drive.key(pygame.K_TAB)
    second = [b.name for b in rec.buttons if b.hover]
    assert len(first) == len(second) == 1 and first != second
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert [b.name for b in rec.buttons if b.hover] == first
    assert rec.new_field.value == ""  # Tab typed nothing
