"""The saves' index written off the frame loop when a game or the saves list is left: written
there, a club's 3,000 saves were listed and the whole index rewritten in the frame that left
(130 ms at the list's Back; at a game's Menu, beside the menu's own listing) — and written
whole all the same when the window closes at once after."""

from __future__ import annotations

import json
import threading

import pygame
from test_saves_and_records import menu, start_two
from test_saves_listed_once import known_club
from test_saves_off_loop import folder_looks, on_loop
from ui_screens import texts

from chapo_game import fileio, saves
from chapo_game.ui.save_indexer import WORKER_NAME
from chapo_game.ui.scenes.resume import ResumeScene


def index_writes(monkeypatch, gate: threading.Event | None = None) -> list[str]:
    """The threads that write the saves' index from now on, one name a write (grows);
    ``gate``: each write waits for it first (a write still under way when the window closes)."""
    writes: list[str] = []
    write = fileio.atomic_write_text

    def counted(path, *rest, **kw):
        if path == saves.saves_dir() / saves.INDEX:
            writes.append(threading.current_thread().name)
            if gate is not None:
                assert gate.wait(10)
        return write(path, *rest, **kw)

    monkeypatch.setattr(fileio, "atomic_write_text", counted)
    return writes


def lagged(app, drive, monkeypatch):
    """Ana and Luis's encuentro among a club's saves, both lag shots played (it is saved,
    its summary not yet in the index), the pause menu open over it."""
    known_club(app, monkeypatch, 40)
    g = start_two(app, drive, "Ana", "Luis")
    for _ in range(2):
        drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.key(pygame.K_ESCAPE)
    return app.top.button("quit_to_menu").rect.center


def indexed() -> set[str]:
    """The saves the index on disk names (it must parse: never half-written)."""
    return set(json.loads((saves.saves_dir() / saves.INDEX).read_text("utf-8"))["files"])


def test_leaving_a_game_writes_the_index_off_the_frame_loop(app, drive, monkeypatch):
    """Menu from a game: the index is written, its save's summary in it, by the window's
    writer; the frame loop writes nothing and lists no folder (the menu's Resume listed it
    once, the save having changed it: the listing now has the window's own save in)."""
    where = lagged(app, drive, monkeypatch)
    looks, writes = folder_looks(monkeypatch), index_writes(monkeypatch)
    drive.click(where)
    assert on_loop(writes) == [] and on_loop(looks) == []
    app.indexer.finish()
    assert writes and saves.slot_path(["Ana", "Luis"], {}).name in indexed()


def test_leaving_the_saves_list_writes_the_index_off_the_frame_loop(app, drive, monkeypatch):
    """Back from the saves list with summaries learned since the index was written (a save
    of a version before it, read for the list): written by the window's writer, not in the
    frame of Back, and the folder not listed there."""
    known_club(app, monkeypatch, 40)
    older = saves.slot_path(["T0000", "Zoe"], {})
    older.write_text(saves.slot_path(["S0000", "Zoe"], {}).read_text("utf-8"), "utf-8")
    saves.forget_listing()
    assert saves.learn(older) is None  # read, as the reader does: the index is behind
    gate, unknown = threading.Event(), saves.unknown
    monkeypatch.setattr(saves, "unknown", lambda: (gate.wait(10), unknown())[1])  # reader held
    drive.click(menu(app).button("resume").rect.center)
    scene = app.top
    assert isinstance(scene, ResumeScene)
    looks, writes = folder_looks(monkeypatch), index_writes(monkeypatch)
    drive.click(scene.button("back").rect.center)
    assert on_loop(writes) == [] and on_loop(looks) == []
    app.indexer.finish()
    gate.set()
    assert app.indexer.wait()
    assert writes and older.name in indexed()


def test_the_window_closed_at_once_after_leaving_a_game_leaves_the_index_whole(
    app, drive, monkeypatch
):
    """Menu from a game, then the window closed at once, the index's write still under way
    (held until something waits for it): the close waits for it — a writer left running dies
    with the process, the summaries it held lost — and the index on disk is whole and holds
    the encuentro just left."""
    where = lagged(app, drive, monkeypatch)
    gate = threading.Event()
    writes = index_writes(monkeypatch, gate)
    join = threading.Thread.join

    def waited(thread: threading.Thread, timeout: float | None = None) -> None:
        gate.set()  # the write goes on once the window waits for it
        join(thread, timeout)

    monkeypatch.setattr(threading.Thread, "join", waited)
    drive.click(where)
    app.step()  # the writer starts the frame after, and is held
    assert app.running and not gate.is_set()
    drive.post(pygame.event.Event(pygame.QUIT))
    try:
        assert not app.running and writes == [WORKER_NAME]
        assert saves.slot_path(["Ana", "Luis"], {}).name in indexed()
    finally:
        gate.set()  # (a writer left held is let go before the next test)


def test_the_saves_list_opens_while_the_index_is_written(app, drive, monkeypatch):
    """The index's writer held the listing's lock for its whole write: the saves list,
    opened meanwhile, asked that lock for its page's summaries on the frame loop and waited
    for the disk (a slow share's seconds). Only taking what it writes is under that lock now:
    with the write held mid-way the list opens and shows the game just left, and the index
    then written is whole and holds it."""
    where = lagged(app, drive, monkeypatch)
    gate, reached = threading.Event(), threading.Event()
    writers: list[threading.Thread] = []
    write = fileio.atomic_write_text

    def held(path, *rest, **kw):
        if path == saves.saves_dir() / saves.INDEX and not writers:
            writers.append(threading.current_thread())
            reached.set()
            gate.wait(15)
        return write(path, *rest, **kw)

    monkeypatch.setattr(fileio, "atomic_write_text", held)
    drive.click(where)
    app.step()  # the writer starts the frame after
    try:
        assert reached.wait(10)  # (the writer's own time: mid-write now)
        drive.click(app.top.button("resume").rect.center)
        assert isinstance(app.top, ResumeScene) and "Ana – Luis" in texts(app)
        assert writers[0].is_alive() and not gate.is_set()  # the list did not wait for it
    finally:
        gate.set()
    app.indexer.finish()
    assert app.indexer.wait()
    assert saves.slot_path(["Ana", "Luis"], {}).name in indexed()
