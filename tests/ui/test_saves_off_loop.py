"""A club's hundreds of saves never read, nor their folder listed, on the frame loop: the
saves list's search, the new encuentro's and the removal's questions, the quit question; and a
save spoilt since it was listed said, and kept aside, when it is looked for."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pygame
import pytest
from test_saves_and_records import (
    _as_a_new_run,
    counted_reads,
    lag_and_leave,
    menu,
    saved_then_renamed,
    start_two,
)
from ui_screens import texts

from chapo_game import player_list, players, saves
from chapo_game.rules.match import Match
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.resume import ResumeScene

DAMAGED = "No se pudo leer un encuentro guardado; se ha apartado como {name}."


def older_saves(n: int) -> None:
    """``n`` encuentros of guest pairs (S0000–Zoe, S0001–Zoe...) saved by a version before
    the index: nothing in memory or in the folder knows them."""
    first = {"kind": "encuentro", "computers": {}, "player_ids": [None, None]}
    assert saves.save({**first, "match": Match(("S0000", "Zoe")).to_json()}) is None
    text = saves.slot_path(["S0000", "Zoe"], {}).read_text("utf-8")
    for i in range(1, n):
        path = saves.slot_path([f"S{i:04d}", "Zoe"], {})
        path.write_text(text.replace('"S0000"', f'"S{i:04d}"'), "utf-8")


def folder_looks(monkeypatch) -> list[str]:
    """The threads that list the saves folder from now on, one name a listing (grows)."""
    looks: list[str] = []
    scandir = os.scandir

    def counted(path=".", *rest):
        if Path(path) == saves.saves_dir():
            looks.append(threading.current_thread().name)
        return scandir(path, *rest)

    monkeypatch.setattr(os, "scandir", counted)
    return looks


def on_loop(looks: list[str]) -> list[str]:
    return [t for t in looks if t == threading.main_thread().name]


def test_the_saves_search_reads_no_save_on_the_frame_loop(app, drive, monkeypatch):
    """A club's 300 saves of a version before the index, and a name typed in the saves
    list's box: the saves not read yet were read on the frame loop, a few a frame (3,000: 23 s
    of frames of 31 ms, up to 110). The window's reader reads them; the list fills in as they
    come, and the frame loop reads none of them nor lists their folder."""
    older_saves(300)
    _as_a_new_run(monkeypatch, index=False, app=app)
    monkeypatch.setattr(app.indexer, "PAUSE_S", 0.0)  # (a test's pace)
    off_loop: list = []
    read = counted_reads(monkeypatch, off_loop)
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert isinstance(scene, ResumeScene) and scene.searching()
    looks = folder_looks(monkeypatch)  # (opening the list ordered the files by their times)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="s0123"))
    assert any(t.startswith("Revisados ") and t.endswith(" de 300…") for t in texts(app))
    # the reader done first, on its own time: counted in frames, a busy host's reader (two
    # test workers on two cores) could still be reading after 3,000 quick frames
    assert app.indexer.wait()
    drive.until(lambda: not scene.to_read)  # the list takes in what it checked, a few a frame
    assert read == [] and on_loop(looks) == []
    assert len(off_loop) >= 300  # each, off the loop
    app.step()
    assert [s.players for s in scene.slots] == [("S0123", "Zoe")]
    assert "S0123 – Zoe" in texts(app)
    drive.key(pygame.K_BACKSPACE)  # "s012": ten now, all read already
    assert len(scene.slots) == 10 and not scene.to_read and read == []
    assert app.indexer.wait()  # (no reader left reading into the next test's folder)


def test_a_new_encuentro_asks_the_reader_not_the_folder_for_older_saves(app, drive, monkeypatch):
    """The question before a new encuentro of two listed players listed the saves folder on
    the frame loop to see whether saves no index knew were left (3,000 files on a slow disk:
    a stall at every new encuentro). The window's reader, done with the folder since the
    window began, answers: no listing of the folder for that on the loop."""
    roster = player_list.Roster()
    roster.add("Ana"), roster.add("Luis")
    players.save(roster)
    older_saves(300)
    _as_a_new_run(monkeypatch, index=False, app=app)
    monkeypatch.setattr(app.indexer, "PAUSE_S", 0.0)  # (a test's pace)
    app.indexer.start()  # the window's start
    assert app.indexer.wait()
    asked: list[str] = []
    unknown = saves.unknown

    def counted() -> list:
        asked.append(threading.current_thread().name)
        return unknown()

    monkeypatch.setattr(saves, "unknown", counted)
    g = start_two(app, drive, "Ana", "Luis")
    assert isinstance(g, GameScene) and asked == []
    lag_and_leave(app, drive, g)
    drive.click(menu(app).button("records").rect.center)
    drive.click(app.top.button("player:Luis").rect.center)
    drive.click(app.top.button("remove").rect.center)
    assert isinstance(app.top, ConfirmScene)  # asked at once, nothing looked for first
    assert "Tiene un encuentro guardado: no contaría para ninguna marca." in " ".join(texts(app))
    assert asked == []


def test_the_quit_question_looks_at_the_saves_folder_once(app, drive, monkeypatch):
    """Esc on the menu asks "¿Salir del juego?" over it; every frame of the question looked
    at the saves folder again for the menu's Resume beneath it. It looks once as the question
    opens; Resume stays lit beneath."""
    older_saves(3)
    scene = menu(app)
    looks = folder_looks(monkeypatch)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and "¿Salir del juego?" in texts(app)
    drive.steps(30)
    assert len(on_loop(looks)) <= 1
    assert scene.button("resume").enabled()
    drive.key(pygame.K_ESCAPE)  # stays: the menu on top looks again
    assert isinstance(app.top, MenuScene)
    saves.delete(saves.slot_path(["S0000", "Zoe"], {}))
    for i in (1, 2):
        saves.delete(saves.slot_path([f"S{i:04d}", "Zoe"], {}))
    app.step()
    assert not scene.button("resume").enabled()


@pytest.mark.parametrize("renamed", [False, True], ids=["same_names", "one_renamed"])
def test_a_save_spoilt_since_it_was_kept_is_said_when_a_new_encuentro_looks_for_it(
    app, drive, renamed
):
    """Ana and Luis's saved encuentro spoilt on disk (a share's failure) after it was saved:
    a new Ana–Luis encuentro (or Ana–Luisa, Luis renamed since) set it aside without a word
    and began as if nothing had been kept. It is still set aside, never deleted, and said."""
    if renamed:
        saved_then_renamed(app, drive, ("Ana", "Luis"), "Luis", "Luisa")
    else:
        lag_and_leave(app, drive, start_two(app, drive, "Ana", "Luis"))
    (path,) = saves.slot_files()
    text = path.read_text("utf-8")
    path.write_text(text[: len(text) // 2], "utf-8")
    g = start_two(app, drive, "Ana", "Luisa" if renamed else "Luis")
    assert isinstance(g, GameScene)  # nothing left to resume: the new one begins
    (kept,) = path.parent.glob(path.name + ".damaged-*")
    assert kept.read_text("utf-8") == text[: len(text) // 2]
    assert app.notice == DAMAGED.format(name=kept.name)
