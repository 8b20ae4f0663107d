"""The window under a failing machine, driven by real pygame events: a simulation that fails,
a position a few micrometres impossible, a full disk, a save that cannot be resumed — each
said in one line while the game goes on, nothing lost."""

from __future__ import annotations

import errno
import json
import os
import threading

import pygame
import pytest

from chapo_game import record, saves
from chapo_game import settings as settings_mod
from chapo_game.i18n import set_language
from chapo_game.physics import Simulator
from chapo_game.position import Position, validate_position
from chapo_game.table import get_table
from chapo_game.ui.app import App
from chapo_game.ui.background import WORKER_NAME
from chapo_game.ui.launch import offer_resume
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.resume import ResumeScene

T = get_table()
START = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
FAILED = "La simulación falló; el tiro no cuenta."


def _open(app, match) -> GameScene:
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=match)
    app.push(g)
    app.step()
    return g


def _shoot(drive, g: GameScene) -> None:
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)


def _red_pixels(surf: pygame.Surface, box: pygame.Rect) -> int:
    """Pixels of the notice's red (widgets.BAD) inside ``box``."""
    from chapo_game.ui.widgets import BAD

    return sum(
        1
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if tuple(surf.get_at((x, y)))[:3] == BAD
    )


def _disk_full(*_a, **_k):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_simulation_is_one_line_and_the_same_player_plays_again(
    app, drive, play_match, monkeypatch, capsys
):
    set_language("es")
    g = _open(app, play_match(START))
    before = g.match.to_json()
    for worker in threading.enumerate():  # an earlier screen's guide, still working it out,
        if worker.name == WORKER_NAME:  # would count among this shot's calls
            worker.join(10.0)
    real = Simulator.simulate
    calls = []

    def fails_once(self, position, shot, **kwargs):
        if threading.current_thread().name == WORKER_NAME:  # the guide's look at the aim
            return real(self, position, shot, **kwargs)
        calls.append(shot)
        if len(calls) == 1:
            raise RuntimeError("injected failure")
        return real(self, position, shot, **kwargs)

    monkeypatch.setattr(Simulator, "simulate", fails_once)
    _shoot(drive, g)
    assert g.announcement_line() == FAILED
    assert g.match.to_json() == before  # nothing of the shot counts
    assert g.position == g.match.position == START  # the table shows the position before it
    assert capsys.readouterr().err == (
        "chapo: the simulation failed: RuntimeError('injected failure')\n"
    )
    _shoot(drive, g)  # the same player strikes again: this time it is played and judged
    assert len(calls) == 2 and len(g.match.sheet) == 1
    assert g.announcement_line() != FAILED


def test_a_match_position_micrometres_impossible_never_sticks_the_game(app, drive, play_match):
    set_language("es")
    m = play_match(START)
    r = T.ball_radius
    # as if a shot had ended with balls 1 and 2 57 µm into each other
    m.position = START.with_ball("2", (0.4 + 2 * r - 57e-6, 0.6))
    g = _open(app, m)
    _shoot(drive, g)  # the simulator refuses the impossible start...
    assert g.announcement_line() == FAILED and len(g.match.sheet) == 0
    validate_position(g.match.position, T)  # ...and the window mended it
    assert saves.list_slots().slots[0].payload["match"]["position"] == g.match.position.to_json()
    _shoot(drive, g)  # so the next shot is played
    assert len(g.match.sheet) == 1


def test_a_full_disk_during_a_game_is_said_in_one_line_and_the_game_goes_on(
    app, drive, play_match, monkeypatch, capsys
):
    set_language("es")
    g = _open(app, play_match(START))
    g.save()
    slot = saves.slot_path(g.match.players, g.computers)
    saved = slot.read_bytes()
    with monkeypatch.context() as m:
        m.setattr(os, "replace", _disk_full)
        _shoot(drive, g)
    assert len(g.match.sheet) == 1  # the shot is judged and kept in memory
    assert app.notice == (
        "No se pudo guardar el encuentro (el disco está lleno); se conserva la copia anterior."
    )
    assert capsys.readouterr().err == (
        f"chapo: could not save {slot.name} (the disk is full); the previous file is kept\n"
    )
    assert slot.read_bytes() == saved  # the previous save, intact
    assert [p.name for p in slot.parent.iterdir()] == [slot.name]
    # the notice is drawn over the game for a while, then goes
    box = app.notice_rect
    assert app.notice_frames > 0 and box is not None and _red_pixels(app.screen, box) > 50
    drive.steps(app.notice_frames + 1)
    assert app.notice_frames == 0 and _red_pixels(app.screen, box) == 0


def test_a_settings_change_on_a_full_disk_is_said_and_the_old_file_stays(monkeypatch, capsys):
    settings_mod.save(settings_mod.Settings(language="en"))
    before = settings_mod.settings_path().read_bytes()
    app = App(size=(1280, 720), audio=False)
    try:
        app.reset_to(MenuScene(app))
        with monkeypatch.context() as m:
            m.setattr(os, "replace", _disk_full)
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
        assert app.fullscreen  # the change is made for this session
        assert app.notice == (
            "Could not save the settings (the disk is full); the previous file is kept."
        )
        assert capsys.readouterr().err.count("\n") == 1
        assert settings_mod.settings_path().read_bytes() == before
    finally:
        app.quit()


@pytest.mark.parametrize(
    ("computers", "words"),
    [({"1": "x"}, 'level "x"'), ({"1": 99}, "level 99"), ({"a": 1}, 'seat "a"')],
)
def test_a_save_that_would_crash_on_resume_is_kept_aside_and_the_menu_says_so(
    app, play_match, computers, words, capsys
):
    set_language("es")
    payload = {"kind": "encuentro", "computers": computers, "match": play_match(START).to_json()}
    record.save(payload)
    offer_resume(app)
    app.take_start_notices(wait=True)  # no save is read at start: the list reads it
    app.reset_to(MenuScene(app))
    app.push(ResumeScene(app))
    assert app.indexer.wait()  # the page's saves, read off the frame loop
    app.step()  # and what it found said
    kept = list(record.save_path().parent.glob("encuentro.json.damaged-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text("utf-8"))["payload"] == payload
    # the player reads where it went; whoever looks after the machine reads why, on stderr
    said = f"No se pudo leer un encuentro guardado; se ha apartado como {kept[0].name}."
    assert app.notice == said
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and kept[0].name in err
    app.reset_to(MenuScene(app))
    app.step()
    assert not app.top.button("resume").enabled()


def test_a_save_micrometres_wrong_resumes_mended(app, drive, play_match):
    m = play_match(START)
    data = m.to_json()
    data["position"]["balls"]["2"] = [0.4 + 2 * T.ball_radius - 40e-6, 0.6]
    assert saves.save({"kind": "encuentro", "computers": {}, "match": data}) is None
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("resume").rect.center)
    assert app.indexer.wait()  # the page's saves, read off the frame loop
    app.step()
    drive.click(app.top.button("resume0").rect.center)  # the one saved encuentro
    g = app.top
    assert isinstance(g, GameScene)
    validate_position(g.match.position, T)
    _shoot(drive, g)
    assert len(g.match.sheet) == 1


def test_a_screenshot_that_cannot_be_written_at_the_end_is_one_line(capsys, tmp_path, monkeypatch):
    from chapo_game.cli import main

    target = tmp_path / "shot.png"
    target.mkdir()  # checked at start as a folder...
    assert main(["--frames", "1", "--screenshot", str(target)]) == 2
    (tmp_path / "late").mkdir()
    late = tmp_path / "late" / "shot.png"

    def save_fails(*_a):  # ...and a disk that fails only when the frame is written
        raise pygame.error(f"Couldn't open {late}")

    monkeypatch.setattr(pygame.image, "save", save_fails)
    assert main(["--frames", "1", "--screenshot", str(late)]) == 1  # the place, not the input
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("chapo: --screenshot: ") for line in err)
    assert "could not write" in err[1]


def test_the_computer_does_not_repeat_a_shot_whose_simulation_failed(
    app, drive, play_match, monkeypatch
):
    """A failure that comes back with the same shot must not stop the game (or the demo) for
    ever: the computer's next decision is drawn afresh."""
    set_language("es")
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=play_match(START, to_move=1))
    app.push(g)
    real = Simulator.simulate
    failing: list = []

    def this_shot_always_fails(self, position, shot, frames=False, **options):
        if frames and (not failing or shot == failing[0]):
            failing.append(shot)
            raise RuntimeError("this shot cannot be simulated")
        return real(self, position, shot, frames=frames, **options)

    monkeypatch.setattr(Simulator, "simulate", this_shot_always_fails)
    # said once the failure is back from the shot (a background simulation of the same shot
    # — the cue's path — can meet the failing one first, before anything is struck)
    drive.until(lambda: failing and not g.animating and g.announcement_line() == FAILED, 20000)
    drive.until(lambda: len(g.match.sheet) == 1, limit=20000)
    assert len(failing) == 1 and g.match.sheet.partida_rows(1)[0].player == 1


def test_a_save_too_large_to_read_back_is_not_written_and_the_last_one_stays(
    app, drive, play_match, monkeypatch, capsys
):
    """An encuentro whose save has outgrown what the reader accepts (thousands of shots) must
    not be written: at the next start it would be kept aside as damaged, the whole encuentro
    out of reach. The last save that can be read back stays, and the window says why."""
    from chapo_game import jsonio

    set_language("es")
    g = _open(app, play_match(START))
    g.save()
    slot = saves.slot_path(g.match.players, g.computers)
    saved = slot.read_bytes()
    monkeypatch.setattr(jsonio, "SAVE_LIMITS", jsonio.Limits(max_bytes=len(saved) + 100))
    _shoot(drive, g)
    assert len(g.match.sheet) == 1  # the shot is judged and kept in memory
    assert app.notice == (
        "No se pudo guardar el encuentro (sería demasiado grande para leerlo después); "
        "se conserva la copia anterior."
    )
    assert capsys.readouterr().err == (
        f"chapo: could not save {slot.name} (it would be too large to read back); "
        "the previous file is kept\n"
    )
    assert slot.read_bytes() == saved
    assert record.load(slot).payload is not None  # and it is read back whole


def test_a_notice_over_a_screen_covers_neither_its_title_nor_its_buttons(app):
    """A failed save's notice sat on the "Ajustes" title: it goes just above or below what
    it would cover."""
    from ui_screens import SCREENS

    SCREENS["settings"](app)
    app.notify("No se pudo guardar el encuentro (el disco está lleno); se conserva la copia.")
    app.step([])
    box = app.notice_rect
    shown = [d for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
    assert box is not None and any(d.text == "Ajustes" for d in shown)
    assert not [d.text for d in shown if d.rect.colliderect(box) and not box.contains(d.rect)]
    assert app.screen.get_rect().contains(box) and _red_pixels(app.screen, box) > 50
