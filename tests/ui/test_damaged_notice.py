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
    assert menu_notice([], ["Sin sonido"]) == "Sin sonido"
    assert menu_notice([], []) is None


def test_stderr_names_a_damaged_file_in_words_not_by_its_internal_kind(capsys, tmp_path):
    """It read "chapo: settings_unread damaged (…); kept as not moved"."""
    from chapo_game.ui import damaged

    damaged.report(damaged.Damaged("settings_unread", "truncated", None))
    damaged.report(damaged.Damaged("position", "bad", tmp_path / "a.json.damaged-1", "Tres"))
    assert capsys.readouterr().err.splitlines() == [
        "chapo: settings file damaged (truncated); left where it is (it could not be moved)",
        "chapo: kept position Tres damaged (bad); set aside as a.json.damaged-1",
    ]
