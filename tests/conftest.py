"""Test-wide set-up: everything headless, user folders under a temporary directory."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import threading
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

#: The run's bytecode folder, made by the process that starts the run (not its workers).
_BYTECODE: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """The run's Python processes compile the game once, not each for itself: with
    ``PYTHONDONTWRITEBYTECODE`` set (as on the team's machines) nothing compiled was kept, and
    each of the suite's 40-odd runs of ``chapo``, pip and the wheel's fresh environment, and
    each worker, compiled the whole package again (0.4 s of a 0.75 s ``chapo --frames 2``).
    The bytecode goes to a folder of the run's own (``PYTHONPYCACHEPREFIX``, which the workers
    and every subprocess inherit), never beside the sources, and is removed with the run."""
    if "PYTHONPYCACHEPREFIX" in os.environ or not sys.dont_write_bytecode:
        return  # bytecode already kept (a worker of this run, or a machine that keeps it)
    _BYTECODE.append(tempfile.mkdtemp(prefix="chapo-tests-bytecode-"))
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = _BYTECODE[0]
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


def pytest_unconfigure(config: pytest.Config) -> None:
    """The folder removed once the workers are done; nothing written after (pygame's exit
    imported a module of its own, which made the folder anew)."""
    for folder in _BYTECODE:
        sys.dont_write_bytecode = True
        shutil.rmtree(folder, ignore_errors=True)


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
