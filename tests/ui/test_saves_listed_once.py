"""The saves folder listed once, not per question or per frame: the new encuentro's and the
removal's questions, the saves list's opening and the menu's every frame answer from the
folder's listing (:func:`chapo_game.saves.listed`) — a club's 3,000 saves were listed, and
each file looked at, at each of them (85 ms a question; on a slow share, every menu frame) —
and the listing catches up with a save another window wrote, or one deleted by hand, within
the second, by the folder's time of change."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from test_saves_and_records import _as_a_new_run, lag_and_leave, menu, start_two
from test_saves_off_loop import folder_looks, older_saves, on_loop
from ui_screens import texts

from chapo_game import player_list, players, record, save_listing, saves
from chapo_game.rules.match import Match
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.resume import ResumeScene


def file_looks(monkeypatch) -> list[str]:
    """The saves the frame loop looks at (each file's stat) from now on, by name (grows)."""
    looked: list[str] = []
    stat = os.stat

    def counted(path, *rest, **kw):
        p = Path(path)
        on_loop = threading.current_thread() is threading.main_thread()
        if on_loop and p.parent == saves.saves_dir() and p.suffix == ".json":
            looked.append(p.name)
        return stat(path, *rest, **kw)

    monkeypatch.setattr(os, "stat", counted)
    return looked


def known_club(app, monkeypatch, n: int) -> None:
    """``n`` saves, read by the window's reader at its start (off the loop), which lists the
    folder for the window's questions; the folder's once-a-second look left to the menu's test
    (a slow run's second would list it once more)."""
    older_saves(n)
    _as_a_new_run(monkeypatch, index=False, app=app)
    monkeypatch.setattr(app.indexer, "PAUSE_S", 0.0)  # (a test's pace)
    app.indexer.start()  # the window's start
    assert app.indexer.wait()
    monkeypatch.setattr(save_listing, "LOOK_EVERY_S", 3600.0)


def test_the_new_encuentro_and_removal_questions_list_no_folder(app, drive, monkeypatch):
    """Each question listed the club's saves folder and looked at each of its files on the
    frame loop (the new encuentro's twice). Only the pair's own slot is looked at now."""
    roster = player_list.Roster()
    roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    known_club(app, monkeypatch, 40)
    looks, files = folder_looks(monkeypatch), file_looks(monkeypatch)
    g = start_two(app, drive, "Ana", "Luis")
    assert isinstance(g, GameScene)
    own = saves.slot_path(["Ana", "Luis"], {}).name
    assert on_loop(looks) == [] and set(files) <= {own}  # (found, and asked of its version)
    lag_and_leave(app, drive, g)  # their save written: the folder listed again, once
    menu(app)
    looks.clear(), files.clear()
    drive.click(menu(app).button("records").rect.center)
    drive.click(app.top.button("player:Luis").rect.center)
    drive.click(app.top.button("remove").rect.center)
    assert isinstance(app.top, ConfirmScene)
    assert "Tiene un encuentro guardado: no contaría para ninguna marca." in " ".join(texts(app))
    assert on_loop(looks) == [] and files == []


def test_the_saves_list_opens_without_listing_the_folder(app, drive, monkeypatch):
    """Opening the saves list listed the folder and looked at each file (85 ms with 3,000):
    its rows come from the listing and the summaries known, nothing looked at."""
    known_club(app, monkeypatch, 40)
    looks, files = folder_looks(monkeypatch), file_looks(monkeypatch)
    drive.click(menu(app).button("resume").rect.center)
    assert isinstance(app.top, ResumeScene)
    assert "S0039 – Zoe" in texts(app)
    assert on_loop(looks) == [] and files == []


def test_the_menu_looks_at_the_folder_once_a_second_and_sees_what_changed(app, drive, monkeypatch):
    """The menu listed the saves folder at every frame for its Resume button (a slow share
    stalled every frame). Its frames list it no more; a save another window writes, and the
    last one deleted by hand, still light and grey Resume: the folder's time of change,
    looked at (here at every frame) once a second, has the folder listed again — once a
    change, not once a frame."""
    older_saves(3)
    scene = menu(app)
    looks = folder_looks(monkeypatch)
    drive.steps(60)
    assert len(on_loop(looks)) <= 1 and scene.button("resume").enabled()
    monkeypatch.setattr(save_listing, "LOOK_EVERY_S", 0.0)
    kept = {p: p.read_bytes() for p in saves.slot_files()}
    for path in kept:
        path.unlink()  # by hand
    drive.steps(30)
    assert not scene.button("resume").enabled()
    looks.clear()
    drive.steps(30)
    assert on_loop(looks) == []  # unchanged: looked at, not listed
    path, text = next(iter(kept.items()))
    path.write_bytes(text)  # another window's save
    drive.steps(30)
    assert scene.button("resume").enabled() and len(on_loop(looks)) == 1


def test_coming_back_to_the_menu_after_a_game_lists_no_folder(app, drive, monkeypatch):
    """Menu from a game among a club's saves: its first frame listed the folder and looked at
    each file (200 ms with 3,000), the game's save having forgotten the listing, and again a
    second later, the index's write having changed the folder. The window's own writes are in
    the listing now: the frame loop lists nothing and looks at no save — the menu's look at
    the folder made at every frame here — and Resume offers the game just left, the saves
    list shows it and Records counts it."""
    roster = player_list.Roster()
    roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    known_club(app, monkeypatch, 40)
    g = start_two(app, drive, "Ana", "Luis")
    monkeypatch.setattr(save_listing, "LOOK_EVERY_S", 0.0)
    looks, files = folder_looks(monkeypatch), file_looks(monkeypatch)
    lag_and_leave(app, drive, g)
    scene = app.top
    drive.steps(3)
    app.indexer.finish()  # the index written meanwhile (off the loop)
    drive.steps(3)
    own = saves.slot_path(["Ana", "Luis"], {}).name
    assert on_loop(looks) == [] and set(files) <= {own}
    assert scene.button("resume").enabled()
    drive.click(scene.button("records").rect.center)
    drive.click(app.top.button("player:Luis").rect.center)
    drive.click(app.top.button("remove").rect.center)
    assert "Tiene un encuentro guardado: no contaría para ninguna marca." in " ".join(texts(app))
    assert on_loop(looks) == []
    drive.click(menu(app).button("resume").rect.center)
    assert isinstance(app.top, ResumeScene) and "Ana – Luis" in texts(app)
    assert app.indexer.wait()  # (the list's reader done before the next test)


def test_a_save_another_process_writes_after_a_game_is_still_seen(app, drive, monkeypatch):
    """The listing follows this window's own writes rather than being listed again after
    them: a save another process writes after the game was left is still seen once the menu
    looks at the folder — here Eva's, counted when Records asks about removing her."""
    roster = player_list.Roster()
    for name in ("Ana", "Luis", "Eva"):
        roster.add(name)
    players.save(roster)
    lag_and_leave(app, drive, start_two(app, drive, "Ana", "Luis"))
    app.indexer.finish()
    drive.steps(2)
    other = (
        "from chapo_game import players, saves; from chapo_game.rules.match import Match; "
        "eva = players.load().by_name('Eva')['id']; "
        "m = Match(('Eva', 'Pau')).to_json(); "
        "assert saves.save({'kind': 'encuentro', 'computers': {}, "
        "'player_ids': [eva, None], 'match': m}) is None; saves.keep_index()"
    )
    subprocess.run([sys.executable, "-c", other], check=True, timeout=60)
    monkeypatch.setattr(save_listing, "LOOK_EVERY_S", 0.0)  # (the second gone by)
    scene = menu(app)
    drive.click(scene.button("records").rect.center)
    drive.click(app.top.button("player:Eva").rect.center)
    drive.click(app.top.button("remove").rect.center)
    assert "Tiene un encuentro guardado: no contaría para ninguna marca." in " ".join(texts(app))


def test_a_save_another_window_writes_during_this_ones_is_listed_once_the_game_is_left(
    app, drive, monkeypatch
):
    """Another window's save written while this window's own is under way changes the
    folder's time with it, and the listing takes that time in with its own save: the other
    save was not listed — the saves list never showed it — until the folder changed again.
    The window lists the folder afresh off the loop once the game is left: the list shows it."""
    other = saves.slot_path(["Eva", "Pau"], {})
    write = record.save

    def beside(payload, path=None, *rest):
        if not other.exists():  # another window's, under way at the same moment
            brief = {"kind": "encuentro", "computers": {}, "player_ids": [None, None]}
            assert write({**brief, "match": Match(("Eva", "Pau")).to_json()}, other) is None
        return write(payload, path, *rest)

    g = start_two(app, drive, "Ana", "Luis")
    monkeypatch.setattr(record, "save", beside)
    lag_and_leave(app, drive, g)
    monkeypatch.setattr(record, "save", write)
    app.indexer.finish()  # (the writer's listing done: its own time, not frames)
    drive.click(menu(app).button("resume").rect.center)
    assert isinstance(app.top, ResumeScene)
    assert app.indexer.wait()  # the page's unknown save read off the loop
    drive.until(lambda: "Eva – Pau" in texts(app), limit=60)
    assert "Ana – Luis" in texts(app)


def test_a_save_spoilt_in_place_is_read_though_an_index_write_crossed_the_readers_listing(
    app, monkeypatch
):
    """The reader's fresh listing, crossed by this window's own change (its writer's index
    written meanwhile), is not kept; the reader then judged by the listing kept from before,
    where a save spoilt by hand where it lies (the folder's time unchanged) had its old stamp:
    known, never read, set aside or said, and the saves list offered it (a CI run's failure
    of ``test_a_save_damaged_before_the_list_is_opened_is_said_as_it_is_set_aside``)."""
    known_club(app, monkeypatch, 2)
    spoilt = saves.slot_path(["S0001", "Zoe"], {})
    spoilt.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind"', "utf-8")
    look = save_listing._look

    def crossed(*args):
        got = look(*args)
        with save_listing.changing():  # the window's writer: its index written meanwhile
            pass
        return got

    monkeypatch.setattr(save_listing, "_look", crossed)
    assert spoilt in saves.unknown()
