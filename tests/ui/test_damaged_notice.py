"""What the menu says of files it could not use: one plain sentence, true to what was done."""

from __future__ import annotations

from pathlib import Path

from chapo_game.ui.damaged import Damaged, menu_notice, said, said_together

KEPT = Path("/cfg/saves/a.json.damaged-20261202-010000")


def test_one_file_is_named_with_where_it_went():
    assert said(Damaged("save", "malformed JSON", KEPT)) == (
        f"No se pudo leer un encuentro guardado; se ha apartado como {KEPT.name}."
    )
    # a read-only folder: it could not be moved, and the sentence says it stays (the same
    # file is found at the next start)
    assert said(Damaged("players", "malformed JSON", None)) == (
        "No se pudo leer la lista de jugadores; se ha dejado donde estaba."
    )
    assert said(Damaged("settings_unread", "unreadable", KEPT)).startswith(
        "No se pudo leer el archivo de ajustes; se usan los valores iniciales"
    )


def test_several_files_are_one_sentence_counting_like_files_together():
    found = [
        Damaged("settings", "volume = 9 is not allowed", KEPT),
        Damaged("save", "x", KEPT),
        Damaged("save", "y", KEPT),
        Damaged("players", "z", KEPT),
    ]
    assert said_together(found) == (
        "No se pudieron usar 4 archivos y se han apartado, con «.damaged» y la hora añadidos a "
        "su nombre: los ajustes, 2 encuentros guardados y la lista de jugadores."
    )
    # one of them could not be moved: the sentence says those stay where they were
    found[1] = Damaged("save", "x", None)
    assert said_together(found) == (
        "No se pudieron usar 4 archivos; no todos se pudieron apartar, y esos se han dejado "
        "donde estaban: los ajustes, 2 encuentros guardados y la lista de jugadores."
    )
    # the list of players among them, with a daily copy: where the copy is is said too (the
    # list came up empty, and only a list damaged alone said where its copy was)
    found = [Damaged("save", "x", KEPT), Damaged("players", "z", KEPT, backup_day="2026-12-03")]
    assert said_together(found).endswith(
        "un encuentro guardado y la lista de jugadores. La lista tal como estaba antes de los "
        "cambios del 2026-12-03 está en backups/: cópiela sobre players.json con el juego "
        "cerrado."
    )
    assert menu_notice([], ["Sin sonido"]) == "Sin sonido"
    assert menu_notice([], []) is None


def test_stderr_names_a_damaged_file_in_words_not_by_its_internal_kind(capsys, tmp_path):
    """It read "chapo: settings_unread damaged (…); kept as not moved"."""
    from chapo_game.ui import damaged

    damaged.report(damaged.Damaged("settings", "truncated", None))
    # a file this user may not read is not damaged, and its move was never tried
    damaged.report(damaged.Damaged("settings_unread", "unreadable (permission denied)", None))
    damaged.report(damaged.Damaged("position", "bad", tmp_path / "a.json.damaged-1", "Tres"))
    kept = tmp_path / "players.json.damaged-1"
    damaged.report(damaged.Damaged("players_some", "players[1].shots: -1", kept, "Luis", count=1))
    assert capsys.readouterr().err.splitlines() == [
        "chapo: settings file damaged (truncated); left where it is (it could not be moved)",
        "chapo: settings file not read (unreadable (permission denied)); left where it is",
        "chapo: kept position Tres damaged (bad); set aside as a.json.damaged-1",
        # "players list Luis damaged": the title names who was left out, not the file
        "chapo: players list damaged, left out: Luis (players[1].shots: -1); set aside as "
        "players.json.damaged-1",
    ]


def test_players_left_out_are_named_and_the_others_said_kept():
    """One bad value in a club's list: the sentence said the whole list was set aside, and
    pointed to a copy in backups/; the others are now kept, and those left out named."""
    from chapo_game.player_list import Roster, new_player
    from chapo_game.ui.damaged import players_damage

    kept = [new_player("Luis")]  # (every player left out is the whole list's sentence)
    some = Roster(kept, problem="players[3].shots: …", moved_to=KEPT, left_out=("Ana Peña",))
    assert said_together(players_damage(some)) == (
        "Se ha dejado fuera un jugador que la lista no pudo leer (Ana Peña); los demás se "
        f"conservan, y la lista tal como estaba se ha apartado como {KEPT.name}."
    )
    from chapo_game.player_check import PLACE_MARK

    nameless = Roster(
        kept, problem="x", moved_to=KEPT, left_out=("Ana Peña", f"{PLACE_MARK}6", "#3")
    )
    said = said_together(players_damage(nameless))
    assert "(Ana Peña, el n.º 6 de la lista y #3)" in said, said  # "#3": a name, not a place
    many = Roster(kept, problem="x", moved_to=None, left_out=("A", "B", "C", "D", "E"))
    assert said_together(players_damage(many)) == (
        "Se dejan fuera 5 jugadores que la lista no pudo leer (A, B, C y 2 más); la lista se "
        "ha dejado donde estaba y no se anota nada en ella."
    )


def test_a_notice_with_no_free_place_covers_the_least_it_can():
    """On a crowded screen every place covered something, and the notice stayed where it
    was, over the records screen's Orden button: it now takes the place that covers least."""
    import pygame

    from chapo_game.ui.write_notices import notice_place

    screen = pygame.Rect(0, 0, 1280, 720)
    box = pygame.Rect(440, 80, 400, 40)
    button = pygame.Rect(450, 85, 380, 30)  # under the box as it is: nearly all of it
    above_row = pygame.Rect(440, 50, 400, 8)  # a thin line where "above" would go
    below_row = pygame.Rect(0, 120, 1280, 600)  # the list fills everything below
    place = notice_place(box, [button, above_row, below_row], screen, 4)
    assert place.top == 4 and place.collidelist([button, above_row, below_row]) < 0  # the top
    title = pygame.Rect(0, 0, 1280, 40)  # and the window's top taken too: the least covered
    place = notice_place(box, [button, above_row, below_row, title], screen, 4)
    assert place.bottom <= button.top - 4 + 1 and place.colliderect(above_row)


def test_a_notice_over_the_records_screen_leaves_its_title_in_sight(app, drive):
    """Between the title and the list, the notice lay across "Jugadores y marcas"."""
    from ui_screens import listed_in_large_text

    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.records import RecordsScene

    listed_in_large_text(app, ("Ana", "Luis", "Eva", "Pepe"))
    app.reset_to(MenuScene(app))
    app.push(RecordsScene(app))
    app.step([])
    app.notify(
        "No se pudieron guardar las marcas: /home/usuario/.config/chapo/players.json: Permiso "
        "denegado (el disco es de solo lectura)"
    )
    app.step([])
    title = next(d.rect for d in app.fonts.drawn if d.text == "Jugadores y marcas")
    assert app.notice_rect is not None and not app.notice_rect.colliderect(title)


def test_a_newer_save_beside_unreadable_ones_is_counted_and_said_left_as_it_is():
    """A save of a newer Chapó beside another account's: "2 files could not be used; not all
    could be set aside…: a saved encuentro" — one of two counted, of files nothing tried to
    move. Now both are counted and said left where they are."""
    found = [
        Damaged("save_newer", "written by a newer version (save version 9)", None),
        Damaged("save_file_unread", "Permission denied", None),
    ]
    assert said_together(found) == (
        "No se pudieron usar 2 archivos (escritos por una versión más reciente de Chapó, o que "
        "no se pueden leer); se han dejado donde estaban: 2 encuentros guardados."
    )
    found.append(Damaged("players_newer", "newer", None))
    assert said_together(found).endswith(": 2 encuentros guardados y la lista de jugadores.")
    found.append(Damaged("save", "malformed JSON", KEPT))  # one set aside: said as before
    assert said_together(found).startswith("No se pudieron usar 4 archivos; no todos se")


def test_a_file_where_the_config_folder_should_be_is_said_as_files_not_read(tmp_path, monkeypatch):
    """The config folder a file: the menu said "3 files could not be used; not all could be set
    aside…", of files that do not exist and that nothing tried to move. Now that they could
    not be read, why, and that they are left where they are."""
    from chapo_game import players
    from chapo_game import settings as settings_mod
    from chapo_game.saves import list_slots
    from chapo_game.ui.damaged import players_damage, save_damage, settings_damage

    blocked = tmp_path / "chapo"
    blocked.write_text("not a folder", "utf-8")
    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(blocked))
    found = [
        *settings_damage(settings_mod.load_checked()),
        *(save_damage(p) for p in list_slots().problems),
        *players_damage(players.load()),
    ]
    assert [f.kind for f in found] == ["settings_unread", "save_unread", "players_unread"]
    assert said_together(found) == (
        "No se pudieron leer 3 archivos (un archivo o una carpeta en su sitio, una carpeta que "
        "no se puede leer, o archivos que esta cuenta no puede leer); se han dejado donde "
        "estaban: los ajustes, los encuentros guardados y la lista de jugadores."
    )
    assert blocked.read_text("utf-8") == "not a folder"


def test_a_link_to_a_list_that_is_not_there_is_said_at_start_and_left(tmp_path, capsys):
    """The club's list on a share that is not connected, ``players.json`` a link to it: the
    list came up empty and nothing said why. Now one line says so, and the link stays — a
    change fails (said) until the share is back, then is written through the link."""
    import os

    from chapo_game import players
    from chapo_game import settings as settings_mod
    from chapo_game.ui.damaged import players_damage, settings_damage

    gone = tmp_path / "share" / "players.json"
    link = players.players_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(gone)
    found = players_damage(players.load())
    assert [f.kind for f in found] == ["players_link_unread"]
    assert said(found[0]) == (
        f"La lista de jugadores es un enlace a {gone}, que no está (¿está conectada su carpeta "
        "compartida?); el enlace se ha dejado como estaba."
    )
    assert capsys.readouterr().err.splitlines() == [
        f"chapo: players list not read (it is a link to a file that is not there: {gone}); "
        "left where it is"
    ]
    # the settings on the same share: one sentence for both, saying what they are
    (link.parent / "settings.json").symlink_to(gone.parent / "settings.json")
    both = [*settings_damage(settings_mod.load_checked()), *found]
    assert said_together(both) == (
        "No se pudieron leer 2 archivos (un enlace a un archivo que no está, un archivo o una "
        "carpeta en su sitio, o una carpeta que no se puede leer); se han dejado donde estaban: "
        "los ajustes y la lista de jugadores."
    )
    done = players.update(lambda ro: ro.add("Ana"))  # the share still not there
    assert done.failure is not None and "link" in done.failure.reason
    assert os.readlink(link) == str(gone) and not gone.parent.exists()
    gone.parent.mkdir()  # connected: written through the link, and nothing more to say
    done = players.update(lambda ro: ro.add("Ana"))
    assert done.failure is None and players_damage(done.roster) == []
    assert os.readlink(link) == str(gone) and players.load().names() == ["Ana"]


def test_a_link_left_dangling_by_the_game_setting_its_file_aside_says_so(tmp_path, capsys):
    """A club's list on a share found damaged: the game moved the share's file beside the
    link and left the link pointing at nothing. The next start asked whether the shared
    folder was connected — it was; the game had moved the file. Now it says the list was set
    aside, and where; the settings the same. The share question stays for a share that is
    not there."""
    import shutil

    from chapo_game import players
    from chapo_game import settings as settings_mod
    from chapo_game.ui.damaged import players_damage, settings_damage

    share = tmp_path / "share"
    share.mkdir()
    (share / "players.json").write_text("{ not json", "utf-8")
    (share / "settings.json").write_text("[1, 2", "utf-8")
    link = players.players_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(share / "players.json")
    (link.parent / "settings.json").symlink_to(share / "settings.json")
    kept = players.load().moved_to
    kept_settings = settings_mod.load_checked().moved_to
    assert kept is not None and kept_settings is not None
    capsys.readouterr()

    # the next start, nothing saved meanwhile: both links point at nothing
    found = players_damage(players.load())
    assert [f.kind for f in found] == ["players_link_aside"]
    assert said(found[0]) == (
        f"La lista de jugadores a la que apunta el enlace, {share / 'players.json'}, estaba "
        f"dañada y se ha apartado como {kept.name}; el enlace se ha dejado como estaba, y el "
        "próximo cambio escribe una lista nueva a través de él."
    )
    assert capsys.readouterr().err.splitlines() == [
        "chapo: players list damaged (it is a link to a file that is not there: "
        f"{share / 'players.json'}, its file set aside before); set aside as {kept.name}"
    ]
    settings_found = settings_damage(settings_mod.load_checked())
    assert [f.kind for f in settings_found] == ["settings_link_aside"]
    assert said(settings_found[0]) == (
        f"El archivo de ajustes al que apunta el enlace, {share / 'settings.json'}, estaba "
        f"dañado y se ha apartado como {kept_settings.name}; se usan los valores iniciales, el "
        "enlace se ha dejado como estaba, y el próximo cambio de un ajuste escribe un archivo "
        "nuevo a través de él."
    )
    assert said_together([*settings_found, *found]) == (
        "No se pudieron usar 2 archivos y se han apartado, con «.damaged» y la hora añadidos a "
        "su nombre: los ajustes y la lista de jugadores."
    )
    # the share not connected (its folder gone): the copy does not say why, the question does
    shutil.rmtree(share)
    found = players_damage(players.load())
    assert [f.kind for f in found] == ["players_link_unread"]
    assert "¿está conectada su carpeta compartida?" in said(found[0])
    assert [f.kind for f in settings_damage(settings_mod.load_checked())] == ["settings_unread"]
    # with no room beside the link its file stayed set aside on the share: said by its path
    on_share = share / "players.json.damaged-20260301-000000"
    aside = Damaged("players_link_aside", "x", on_share, str(share / "players.json"))
    assert f"se ha apartado como {on_share};" in said(aside)


def test_files_this_account_may_not_read_are_said_not_read_not_damaged(monkeypatch, capsys):
    """Another account's save, list of players and kept positions (mode 000) were left where
    they were, as they should be, but said as damaged files a move had failed on: "damaged
    (…); left where it is (it could not be moved)" on stderr, and on the menu "3 files could
    not be used; not all could be set aside…" — nothing was damaged, and no move was tried.
    Now they are said not read and left, as the settings file of another account is."""
    import errno
    import os

    from chapo_game import kept_positions, player_list, players, record, saves
    from chapo_game.rules.match import Match
    from chapo_game.table import get_table
    from chapo_game.ui.damaged import players_damage, positions_damage, save_damage

    match = Match(("Ana", "Luis")).to_json()
    saves.save({"kind": "encuentro", "computers": {}, "match": match})
    saves.save({"kind": "encuentro", "computers": {}, "match": Match(("Eva", "Pepe")).to_json()})
    players.save(player_list.Roster([player_list.new_player("Ana")]))
    mine = kept_positions.folder() / "mía.json"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text('{"balls": {"1": [0.5, 0.4]}}', "utf-8")
    locked = {str(p) for p in saves.slot_files()} | {str(players.players_path()), str(mine)}
    before = {p: Path(p).read_bytes() for p in locked}
    real_access, real_open = os.access, open

    def access(path, mode, *args, **kwargs):
        return os.fspath(path) not in locked and real_access(path, mode, *args, **kwargs)

    def refusing_open(path, *args, **kwargs):
        if os.fspath(path) in locked:
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, *args, **kwargs)

    capsys.readouterr()
    with monkeypatch.context() as locked_out:
        locked_out.setattr(os, "access", access)
        locked_out.setattr("builtins.open", refusing_open)
        found = [save_damage(p) for p in saves.list_slots().problems]
        found += players_damage(players.load())
        found += positions_damage(kept_positions.load_all(get_table())[1])
    assert [f.kind for f in found] == [
        "save_file_unread",
        "save_file_unread",
        "players_file_unread",
        "position_file_unread",
    ]
    assert said_together(found) == (
        "No se pudieron leer 4 archivos (un archivo o una carpeta en su sitio, una carpeta que "
        "no se puede leer, o archivos que esta cuenta no puede leer); se han dejado donde "
        "estaban: 2 encuentros guardados, la lista de jugadores y una posición guardada."
    )
    assert said(found[2]) == "No se pudo leer la lista de jugadores; se ha dejado donde estaba."
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 4 and all("not read" in line for line in err), err
    assert not any("damaged" in line or "could not be moved" in line for line in err), err
    assert "kept position mía not read" in err[3]
    assert {p: Path(p).read_bytes() for p in locked} == before  # untouched, nothing aside
    assert not list(record.save_path().parent.rglob("*.damaged-*"))
