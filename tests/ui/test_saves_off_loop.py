"""A save spoilt since it was listed said, and kept aside, when it is looked for."""

from __future__ import annotations

import pytest
from test_saves_and_records import (
    lag_and_leave,
    saved_then_renamed,
    start_two,
)

from chapo_game import saves
from chapo_game.ui.scenes.game import GameScene

DAMAGED = "No se pudo leer un encuentro guardado; se ha apartado como {name}."


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
