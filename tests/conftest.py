"""Test-wide set-up: everything headless, user folders under a temporary directory."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """No test reads or writes the real user's settings or saved encuentro."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(base / "config"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "xdg-data"))


@pytest.fixture(autouse=True)
def _spanish_first() -> None:
    """Every test starts in Spanish, the game's default: a test that ended with an English
    window left the next tests in the same worker reading English sentences."""
    from chapo_game import i18n

    i18n.set_language("es")


@pytest.fixture(autouse=True)
def _no_save_reader_left() -> Iterator[None]:
    """Every window's save reader (:mod:`chapo_game.ui.save_indexer`) done before the next
    test: one left reading (a saves list opened at a test's end starts one) looked up the
    saves folder of the next test, and its files counted as that test's (a count flaked)."""
    yield
    indexer = sys.modules.get("chapo_game.ui.save_indexer")  # (no window, no reader)
    if indexer is None:
        return
    for thread in threading.enumerate():
        if thread.name == indexer.WORKER_NAME:
            thread.join(30)
            assert not thread.is_alive(), "a save reader still reading after 30 s"
