"""Test-wide set-up: everything headless, user folders under a temporary directory."""

from __future__ import annotations

import os

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
