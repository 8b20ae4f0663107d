"""Two windows on one settings folder (a club's two tables, or a member opening the game again
while the demo runs), through the real window: what one window writes, the other does not
write over without a word."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
from conftest import Driver
from test_practice import caption
from ui_screens import settings_row, texts

from chapo_game import file_lock, kept_positions, saves
from chapo_game.position import Position
from chapo_game.rules.match import Phase
from chapo_game.table import get_table
from chapo_game.ui.app import App
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()
ROOT = Path(__file__).resolve().parents[2]
THEIRS = Position.initial(T, {"1": (0.4, 0.6)}).with_ball("mingo", (0.7, 1.0))


def test_a_position_kept_as_new_never_writes_over_one_the_other_window_kept_meanwhile(app, drive):
    """Both windows' questions offered "Mi posición 1"; the other window's member answered
    first, and this one's answer wrote over his position — both captions said "Guardada como
    «Mi posición 1»", and one of the two positions was gone. Now the later one is kept as the
    next free name, and its caption says which."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    drive.click(p.keep_button.rect.center)
    assert isinstance(app.top, ConfirmScene)
    assert "Como «Mi posición 1»" in " ".join(d.text for d in app.fonts.drawn)
    kept_positions.save(THEIRS, "Mi posición 1", T)  # the other window, while this one asks
    drive.key(pygame.K_RETURN)  # "As “Mi posición 1”"
    drive.steps(1)
    by_name = {k.name: k.position for k in kept_positions.load_all(T)[0]}
    assert by_name.get("Mi posición 1") == THEIRS, "the other window's position was written over"
    assert by_name.get("Mi posición 2") == p.position
    assert "Guardada como «Mi posición 2»" in caption(app, p)
    assert p.kept_now() is not None and p.kept_now().name == "Mi posición 2"


def test_the_name_proposed_under_con_un_nombre_taken_meanwhile_is_refused_not_written_over(
    app, drive
):
    """«Con un nombre…» proposes the next "Mi posición n"; the other window kept a position
    under that name while this one's box was open: Enter is refused in words, and the other
    window's position stays as it was."""
    from chapo_game.ui.scenes.practice_naming import NamingScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("named").rect.center)
    box = app.top
    assert isinstance(box, NamingScene) and box.field.value == "Mi posición 1"
    kept_positions.save(THEIRS, "Mi posición 1", T)  # the other window, while this one asks
    drive.key(pygame.K_RETURN)  # the name as proposed
    drive.steps(1)
    assert app.top is box
    said = " ".join(d.text for d in app.fonts.drawn)
    assert "Ya hay una posición «Mi posición 1»: escriba otro nombre." in said
    assert {k.name: k.position for k in kept_positions.load_all(T)[0]} == {"Mi posición 1": THEIRS}


#: The other window, started when no settings had been saved yet, sets partidas to 40.
OTHER_WINDOW = """
from chapo_game import settings
mine = settings.load()
assert settings.save(mine.with_(target=40)) is None
"""


def test_two_windows_opened_before_any_settings_were_saved_keep_each_others_change():
    """A club's first evening: two windows opened on a folder with no settings yet; one set
    partidas to 40, then the other turned on large text — and wrote its whole view, the
    partidas back to 30. Each window's first save now writes only what it changed."""
    cfg = Path(os.environ["CHAPO_CONFIG_DIR"])
    assert not (cfg / "settings.json").exists()
    app = App(size=(1280, 720), audio=False)  # reads the settings as the game starts
    try:
        drive = Driver(app)
        app.reset_to(MenuScene(app))
        drive.steps(1)
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        subprocess.run([sys.executable, "-c", OTHER_WINDOW], env=env, check=True, timeout=60)
        drive.click(settings_row(app, "large_text").rect.center)
        assert app.settings.large_text
        on_disk = json.loads((cfg / "settings.json").read_text("utf-8"))
        assert on_disk["large_text"] is True
        assert on_disk["target"] == 40, "the other window's change was written over"
    finally:
        app.quit()


def test_an_encuentro_deleted_or_finished_leaves_nothing_behind_in_the_saves_folder(app, drive):
    """Each pair of players that ever met left a hidden lock file in ``saves/``, never removed:
    a club's members, over a season, hundreds of them. A slot's lock now goes with its save,
    the encuentro deleted from the list or won."""
    from test_saves_and_records import lag_and_leave, menu, start_two
    from ui_screens import ana_wins_the_partida

    lag_and_leave(app, drive, start_two(app, drive, "Eva", "Pau"))
    assert [p.name for p in saves.saves_dir().iterdir() if p.suffix == ".lock"]  # while saved
    drive.click(menu(app).button("resume").rect.center)
    drive.click(app.top.button("delete0").rect.center)
    drive.click(app.top.button("delete").rect.center)
    assert "No hay ningún encuentro guardado." in texts(app)
    assert sorted(os.listdir(saves.saves_dir())) == []
    claimed = saves.take(["Ana", "Luis"], {})  # as a new encuentro opens (opening.open_game)
    g = ana_wins_the_partida(app, drive, partidas=1)
    g.claimed = claimed
    assert g.match.phase == Phase.ENCUENTRO_OVER
    menu(app)  # back to the menu: the window lets the slot go
    assert sorted(os.listdir(saves.saves_dir())) == []


def test_a_lock_deleted_under_a_window_that_had_opened_it_is_taken_on_the_new_file(monkeypatch):
    """The lock file goes as its holder lets go: a window that had opened it a moment before
    and locks it after holds a file no longer there, and must not count as holding the slot
    — another window may have made a new lock file of that name. It takes that one's."""
    lock = saves.saves_dir() / ".slot.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    stale = os.open(lock, os.O_RDWR | os.O_CREAT)  # opened, then deleted by its holder
    os.unlink(lock)
    real = file_lock._open_lock
    opened = iter([stale])
    monkeypatch.setattr(file_lock, "_open_lock", lambda p: (next(opened, None) or real(p)[0], ""))
    held = file_lock.hold(lock)
    assert held is not None and held.fd is not None
    assert lock.exists() and os.path.samestat(os.fstat(held.fd), os.stat(lock))
    monkeypatch.setattr(file_lock, "_open_lock", real)
    assert file_lock.hold(lock) is None or os.name != "posix"  # held: a second taker is refused
    held.release()


#: The other window, holding the settings' lock (a slow share's write) until it is killed.
SETTINGS_HOLDER = """
import time
from chapo_game import file_lock, settings
with file_lock.locked(settings.lock_path()):
    print("held", flush=True)
    time.sleep(60)
"""


def test_a_settings_change_the_other_window_keeps_busy_is_refused_in_one_line_then_saved(
    monkeypatch,
):
    """The other window held the settings' lock past the wait: this one's change was written
    without it — over whatever the holder was writing, or to be undone by it. Now it is
    refused in one line over the screen, the file left as it was; the window keeps what was
    chosen, and its next save writes it."""
    from chapo_game import settings

    monkeypatch.setattr(file_lock, "LOCK_WAIT_S", 0.3)
    cfg = Path(os.environ["CHAPO_CONFIG_DIR"])
    settings.save(settings.Settings())
    before = (cfg / "settings.json").read_text("utf-8")
    app = App(size=(1280, 720), audio=False)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    holder = subprocess.Popen(
        [sys.executable, "-c", SETTINGS_HOLDER], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        drive = Driver(app)
        app.reset_to(MenuScene(app))
        drive.steps(1)
        assert holder.stdout.readline().strip() == "held"
        drive.click(settings_row(app, "large_text").rect.center)
        assert app.settings.large_text  # the window keeps its view
        assert (cfg / "settings.json").read_text("utf-8") == before
        assert "otra ventana" in app.notice, app.notice
        holder.kill()
        holder.wait(timeout=30)
        app.pop()
        drive.click(settings_row(app, "mute").rect.center)
        on_disk = json.loads((cfg / "settings.json").read_text("utf-8"))
        assert on_disk["large_text"] is True and on_disk["muted"] is True
    finally:
        holder.kill()
        holder.wait(timeout=30)
        holder.stdout.close()
        app.quit()
