"""The saves folder's index (``saves/.summaries``) damaged or replaced: the saves list opens at
once and lists every save, read again from the saves themselves (the index is only a cache)."""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path

import pytest

from chapo_game import save_index, saves
from chapo_game.rules.match import Match
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.resume import ResumeScene


def _three_saves(monkeypatch) -> Path:
    """Three saved encuentros, the index as a new run finds it (nothing known in memory)."""
    for name in ("Ana", "Luis", "Marta"):
        payload = {"kind": "encuentro", "computers": {}, "match": Match((name, "Zoe")).to_json()}
        assert saves.save(payload) is None
    monkeypatch.setattr(save_index, "_SUMMARIES", {})
    monkeypatch.setattr(save_index, "_INDEX_READ", [None])
    return saves.saves_dir() / saves.INDEX


def _open_list(app, drive) -> float:
    """The menu's Resume clicked: the seconds the click's frame took."""
    app.reset_to(MenuScene(app))
    app.step()
    began = time.monotonic()
    drive.click(app.top.button("resume").rect.center)
    return time.monotonic() - began


def _listed(app) -> list[str]:
    assert isinstance(app.top, ResumeScene)
    assert app.indexer.wait()  # the page's saves, read off the loop
    app.step()  # and taken in
    return sorted(slot.players[0] for slot, *_ in app.top.rows)


@pytest.mark.parametrize("damage", ["truncated", "garbage", "folder"])
def test_a_damaged_index_lists_every_save_again(app, drive, monkeypatch, damage):
    index = _three_saves(monkeypatch)
    if damage == "folder":
        index.mkdir()
    else:
        index.write_bytes(b'{"files":{"two-ana' if damage == "truncated" else os.urandom(500))
    assert _open_list(app, drive) < 2.0
    assert _listed(app) == ["Ana", "Luis", "Marta"]
    drive.click(app.top.button("back").rect.center)  # the list left: the index written
    assert damage == "folder" or b'"files"' in index.read_bytes()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_in_the_index_place_is_never_opened(app, drive, monkeypatch):
    """A FIFO named ``.summaries`` froze the window at the saves list for ever: the index was
    opened to be read, and opening a FIFO waits for a writer (SIGTERM did not end it). Here a
    writer comes after 3 s, should the list wait for one, so that the old code fails rather
    than hangs."""
    index = _three_saves(monkeypatch)
    os.mkfifo(index)
    done = threading.Event()

    def writer_after_a_while() -> None:
        deadline = time.monotonic() + 3.0
        while not done.wait(0.05):
            if time.monotonic() < deadline:
                continue
            try:  # a reader waiting on the FIFO: it gets an empty read and goes on
                os.close(os.open(index, os.O_WRONLY | os.O_NONBLOCK))
            except OSError as exc:
                if exc.errno != errno.ENXIO:  # ENXIO: nobody reading
                    raise

    helper = threading.Thread(target=writer_after_a_while, daemon=True)
    helper.start()
    try:
        took = _open_list(app, drive)
    finally:
        done.set()
        helper.join(5)
    assert took < 2.0, f"the saves list waited {took:.1f} s on the FIFO"
    assert _listed(app) == ["Ana", "Luis", "Marta"]
    drive.click(app.top.button("back").rect.center)  # the index written in the FIFO's place
    assert index.is_file() and b'"files"' in index.read_bytes()
