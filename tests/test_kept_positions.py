"""Practice positions kept as files: written so that they read back, in the position format
`chapo sim` reads, named and ordered as a Spanish list; a damaged file kept aside with one
line, never deleted; a hand-written file joins the drills."""

from __future__ import annotations

from pathlib import Path

import pytest

from chapo_game import kept_positions
from chapo_game.position import Position
from chapo_game.table import get_table

T = get_table()
POS = Position.initial(T, {"1": (0.4, 0.6)}).with_ball("mingo", (0.7, 1.0))


def test_a_kept_position_reads_back_the_same_under_the_next_free_name():
    assert kept_positions.load_all(T) == ([], [])
    name = kept_positions.next_name("Mi posición")
    assert name == "Mi posición 1"
    kept, why = kept_positions.save(POS, name, T)
    assert why == "" and kept is not None and kept.path.name == "Mi posición 1.json"
    assert kept_positions.next_name("Mi posición") == "Mi posición 2"
    (back,), problems = kept_positions.load_all(T)
    assert problems == [] and back.name == "Mi posición 1" and back.position == POS
    moved = POS.with_ball("1", (0.5, 0.6))
    kept_positions.save(moved, name, T)  # over it
    (back,), _ = kept_positions.load_all(T)
    assert back.position == moved
    kept_positions.delete(back)
    kept_positions.delete(back)  # gone already: no harm
    assert kept_positions.load_all(T) == ([], [])


def test_a_position_that_would_not_read_back_is_not_kept():
    r = T.ball_radius
    overlapping = POS.with_ball("2", (0.4 + r, 0.6))
    kept, why = kept_positions.save(overlapping, "Mala", T)
    assert kept is None and "overlap" in why
    assert not (kept_positions.folder() / "Mala.json").exists()


def test_a_hand_written_file_joins_and_a_damaged_one_is_kept_aside_in_order():
    folder = kept_positions.folder()
    folder.mkdir(parents=True)
    (folder / "ñandú.json").write_text('{"balls": {"1": [0.5, 0.4]}}', "utf-8")
    (folder / "Álvaro.json").write_text('{"balls": {"1": [0.5, 0.4], "2": [0.5, 0.4]}}', "utf-8")
    (folder / "nada.json").write_text('{"balls": {"1": [0.5, 0.4]}}', "utf-8")
    (folder / "carpeta.json").mkdir()  # a folder of that name is not a position: left be
    kept, problems = kept_positions.load_all(T)
    assert [k.name for k in kept] == ["nada", "ñandú"]  # ñ after n
    folder_said, problem = problems  # the folder said too (test_what_is_no_file_is_said)
    assert (folder_said.name, folder_said.kept) == ("carpeta", None)
    assert problem.name == "Álvaro" and "overlap" in problem.reason
    assert list(folder.glob("Álvaro.json.damaged-*")) == [problem.kept]
    assert not (folder / "Álvaro.json").exists()
    assert (folder / "carpeta.json").is_dir()


def test_kept_positions_are_listed_with_their_numbers_in_order():
    """The chooser listed "Mi posición 1, 10, 11, 12, 2, 3…": the game numbers the positions
    it keeps, and they run 1, 2 … 12 (names in Spanish order otherwise, Álvaro among the A's)."""
    names = ["Mi posición 10", "Mi posición 2", "Zoe", "Álvaro 3", "Mi posición 1", "Alvaro 12"]
    assert sorted(names, key=kept_positions.list_key) == [
        "Álvaro 3",
        "Alvaro 12",
        "Mi posición 1",
        "Mi posición 2",
        "Mi posición 10",
        "Zoe",
    ]


def test_a_name_with_a_superscript_or_leading_zeros_sorts_without_failing():
    """ "Tiro 1²" (a file written by hand) stopped Practice from opening: "²" is a digit to
    Python but no number; "x 7" and "x 007" keep one order whatever the folder lists first."""
    names = ["Tiro 1²", "x 007", "x 7", "Tiro 1"]
    assert sorted(names, key=kept_positions.list_key) == ["Tiro 1", "Tiro 1²", "x 007", "x 7"]
    assert sorted(reversed(names), key=kept_positions.list_key) == sorted(
        names, key=kept_positions.list_key
    )


def test_a_damaged_file_whose_name_is_near_the_longest_is_still_kept_aside():
    """120 "ñ" are 240 bytes: with ".json" a legal name, with ".damaged-<stamp>" too long."""
    folder = kept_positions.folder()
    folder.mkdir(parents=True)
    stem = "ñ" * 120
    (folder / f"{stem}.json").write_text('{"balls": {"1": [0.5, 0.4], "2": [0.5, 0.4]}}', "utf-8")
    kept, (problem,) = kept_positions.load_all(T)
    assert kept == [] and problem.name == stem and problem.kept is not None
    assert not (folder / f"{stem}.json").exists()
    assert problem.kept.read_text("utf-8").startswith('{"balls"')
    assert ".damaged-" in problem.kept.name and problem.kept.name.startswith("ñ" * 100)
    assert len(problem.kept.name.encode()) <= 255


def test_a_position_kept_under_a_name_near_the_longest_is_written(monkeypatch):
    """The temporary file beside it was ``.<name>.<pid>.<8 letters>.tmp``: 21 bytes over a
    245-byte name, so it could not be kept (nor kept over) at all. Cut, it keeps ``.json``,
    by which the sweep of a crashed writer's leftovers knows it."""
    import tempfile

    from chapo_game import temp_files

    made = []
    real = tempfile.mkstemp
    monkeypatch.setattr(tempfile, "mkstemp", lambda **k: made.append(real(**k)) or made[-1])
    stem = "ñ" * 120
    kept, why = kept_positions.save(POS, stem, T)
    temp = Path(made[0][1]).name
    assert len(temp.encode()) <= 255 and temp_files._TEMP.match(temp)["name"].endswith(".json")
    assert why == "" and kept is not None and kept.path.name == f"{stem}.json"
    kept, why = kept_positions.save(POS.with_ball("1", (0.5, 0.6)), stem, T)  # over it
    assert why == ""
    (back,), _ = kept_positions.load_all(T)
    assert back.position == POS.with_ball("1", (0.5, 0.6))
    assert [p.name for p in kept_positions.folder().iterdir()] == [f"{stem}.json"]


@pytest.mark.parametrize("blocked", ["file", "dangling link"])
def test_a_positions_folder_that_cannot_be_read_is_said_not_passed_over(blocked, tmp_path, capsys):
    """``positions/`` a file, or a link to a club's share that is not connected: practice
    showed the ready-made drills alone, and neither the start nor practice said why the kept
    ones were gone. Now it is said in one line, and nothing is moved or written."""
    from chapo_game.table import get_table
    from chapo_game.ui.damaged import positions_damage, said

    where = kept_positions.folder()
    where.parent.mkdir(parents=True, exist_ok=True)
    if blocked == "file":
        where.write_text("not a folder", "utf-8")
    else:
        where.symlink_to(tmp_path / "share" / "positions", target_is_directory=True)
    kept, unread = kept_positions.load_all(get_table())
    assert kept == [] and len(unread) == 1 and unread[0].kept is None
    found = positions_damage(unread)
    assert [f.kind for f in found] == ["positions_unread"]
    assert said(found[0]) == (
        "No se pudieron leer las posiciones guardadas (un archivo o una carpeta en su sitio, o "
        "una carpeta que no se puede leer); se han dejado donde estaban."
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "kept positions not read" in err
    assert where.is_symlink() if blocked != "file" else where.read_text("utf-8") == "not a folder"


def test_what_is_no_file_under_a_positions_name_is_said_never_opened(capsys):
    """A folder, a FIFO or a link to no file named ``*.json`` in ``positions/`` was left out
    of practice without a word: each is now a kept position that could not be read, named,
    left where it is — the FIFO never opened (reading it waits for a writer for ever)."""
    import os
    import threading

    from chapo_game.ui.damaged import positions_damage, said

    if not hasattr(os, "mkfifo"):
        pytest.skip("needs FIFOs")
    folder = kept_positions.folder()
    folder.mkdir(parents=True)
    (folder / "buena.json").write_text('{"balls": {"1": [0.5, 0.4]}}', "utf-8")
    (folder / "carpeta.json").mkdir()
    os.mkfifo(folder / "tubo.json")
    (folder / "enlace.json").symlink_to(folder.parent / "share" / "enlace.json")
    got: list = []
    loader = threading.Thread(target=lambda: got.append(kept_positions.load_all(T)), daemon=True)
    loader.start()
    loader.join(30)
    assert not loader.is_alive(), "the positions' loading waited on the FIFO"
    ((kept, problems),) = got
    assert [k.name for k in kept] == ["buena"]
    assert [(u.name, u.reason, u.kept, u.unread) for u in problems] == [
        ("carpeta", "a folder is in the way", None, True),
        (
            "enlace",
            f"it is a link to a file that is not there: {folder.parent}/share/enlace.json",
            None,
            True,
        ),
        ("tubo", "it is a FIFO, not a file", None, True),
    ]
    capsys.readouterr()
    found = positions_damage(problems)
    assert capsys.readouterr().err.splitlines()[2] == (
        "chapo: kept position tubo not read (it is a FIFO, not a file); left where it is"
    )
    assert (
        said(found[2]) == "No se pudo leer la posición guardada «tubo»; se ha dejado donde estaba."
    )
    assert (folder / "tubo.json").exists() and (folder / "carpeta.json").is_dir()


def test_a_name_typed_is_refused_only_when_it_cannot_name_a_file_or_is_taken():
    """A coach's name is any text but the characters no file name takes, a leading dot, or
    another kept position's name (case, accents and spacing aside); a rename may keep its own
    name in other letters, and moves the file, the old one gone."""
    mine, _ = kept_positions.save(POS, "El rey solo", T)
    assert mine is not None
    kept, _ = kept_positions.load_all(T)
    problem = lambda name, own=None: kept_positions.name_problem(name, kept, own)  # noqa: E731
    assert problem("Bola pegada a la banda, 2ª") == ""
    assert problem("   ") == "empty"
    assert problem("a/b") == problem("a\\b") == problem("¿y?") == "character"
    assert problem(".oculta") == "dot"
    assert problem("el  rey solo") == problem("El Rey Sólo") == "taken"
    assert problem("El Rey Solo", kept[0]) == ""  # its own, in other letters
    renamed, why = kept_positions.rename(kept[0], "El rey, solo", T)
    assert why == "" and renamed is not None
    assert sorted(p.name for p in kept_positions.folder().iterdir()) == ["El rey, solo.json"]
    assert [k.position for k in kept_positions.load_all(T)[0]] == [POS]
