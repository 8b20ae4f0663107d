"""When the game itself fails (:mod:`chapo_game.ui.failure`): an exception no screen expected,
injected into a real screen and reached through the real loop and events, ends the window with
a report on disk, one line on stderr and status 1; the encuentro stays as saved after its last
judged stroke and is offered at the next start, whose menu says once where the report is; the
club's demo starts again, a bounded number of times."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pygame
import pytest
from ui_screens import texts

from chapo_game import i18n, saves
from chapo_game.cli import main
from chapo_game.errors import InputError
from chapo_game.ui import failure, launch
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.resume import ResumeScene


def failing(monkeypatch, scene: type, when, exc: BaseException | None = None) -> list[int]:
    """``scene.draw`` raises ``exc`` when ``when(n, scene)`` says so at its n-th call (from 1);
    the calls counted in the list returned."""
    calls = [0]
    drawn = scene.draw

    def draw(self, screen):
        calls[0] += 1
        if when(calls[0], self):
            raise exc if exc is not None else ZeroDivisionError("division by zero")
        return drawn(self, screen)

    monkeypatch.setattr(scene, "draw", draw)
    return calls


def said(capsys) -> list[str]:
    return capsys.readouterr().err.splitlines()


def report_of(line: str) -> Path:
    """The report a stderr line names."""
    path = Path(line.split("report written to ", 1)[1].split("; ")[0])
    assert path.is_file() and path.parent == failure.reports_dir()
    return path


def test_a_failure_on_the_menu_is_one_line_status_1_and_a_report(monkeypatch, capsys):
    failing(monkeypatch, MenuScene, lambda n, _s: n == 5)
    assert main(["--frames", "30"]) == 1  # not 2: no input was wrong
    (line,) = said(capsys)  # one line, no traceback
    assert line.startswith("chapo: the game stopped on an error (ZeroDivisionError: division")
    text = report_of(line).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text and "ZeroDivisionError" in text
    assert "version: " in text and "pygame: pygame-ce" in text and "python: " in text
    assert "screens: MenuScene\n" in text
    assert "settings: language es, window 1280x720, fullscreen False" in text
    assert "encuentro: none\n" in text
    assert "your encuentro" not in line  # none was under way: nothing said of one


def test_a_referee_error_out_of_a_screen_is_a_failure_not_bad_input(monkeypatch, capsys):
    """A ``ChapoError`` that no screen caught is a bug of the window, not bad input (2)."""
    failing(monkeypatch, MenuScene, lambda n, _s: n == 2, InputError("balls.1", "off the table"))
    assert main(["--frames", "5"]) == 1
    (line,) = said(capsys)
    assert "(InputError: balls.1: off the table); report written to" in line


def test_a_failure_before_any_screen_is_reported_too(monkeypatch, capsys):
    def broken(self, app):
        raise RuntimeError("no menu")

    monkeypatch.setattr(MenuScene, "__init__", broken)
    assert main(["--frames", "5"]) == 1
    (line,) = said(capsys)
    assert "screens: none (the window had not started)" in report_of(line).read_text()


def test_interrupts_and_exits_keep_their_meaning(monkeypatch, capsys):
    failing(monkeypatch, MenuScene, lambda n, _s: n == 2, KeyboardInterrupt())
    assert main(["--frames", "5"]) == 130
    assert said(capsys) == [] and not failure.reports_dir().exists()
    failing(monkeypatch, MenuScene, lambda n, _s: True, SystemExit(7))
    with pytest.raises(SystemExit):
        main(["--frames", "5"])
    assert not failure.reports_dir().exists()


def test_a_report_that_cannot_be_written_still_ends_in_one_line(monkeypatch, capsys):
    failure.reports_dir().parent.mkdir(parents=True, exist_ok=True)
    failure.reports_dir().write_text("a file where the folder goes")
    failing(monkeypatch, MenuScene, lambda n, _s: n == 3)
    assert main(["--frames", "5"]) == 1
    (line,) = said(capsys)
    assert line.startswith("chapo: the game stopped on an error (ZeroDivisionError")
    assert "no report could be written (" in line


def test_a_failure_inside_the_failure_handling_still_ends_in_one_line(monkeypatch, capsys):
    def broken(*_a, **_k):
        raise RuntimeError("the report failed too")

    failing(monkeypatch, MenuScene, lambda n, _s: n == 2)
    monkeypatch.setattr(failure, "report_text", broken)
    monkeypatch.setattr(failure, "encuentro_kept", broken)
    assert main(["--frames", "5"]) == 1
    (line,) = said(capsys)
    assert line.endswith("no report could be written (RuntimeError)")
    monkeypatch.setattr(failure, "_exception_said", broken)  # the very last resort
    failing(monkeypatch, MenuScene, lambda n, _s: n == 2)
    assert main(["--frames", "5"]) == 1
    assert said(capsys) == ["chapo: the game stopped on an error; no report could be written"]


def test_an_exception_whose_message_fails_is_still_reported(monkeypatch, capsys):
    class Unsayable(Exception):
        def __str__(self) -> str:
            raise ValueError("no words")

    failing(monkeypatch, MenuScene, lambda n, _s: n == 2, Unsayable())
    assert main(["--frames", "5"]) == 1
    (line,) = said(capsys)
    assert "(Unsayable); report written to" in line and report_of(line).is_file()


def test_a_window_that_cannot_even_load_is_one_line(monkeypatch, capsys):
    """Past the window's own guard (pygame missing or broken): one line, status 1."""
    from chapo_game.commands import game

    def broken(args):
        raise ImportError("No module named 'pygame'")

    monkeypatch.setattr(game, "run", broken)
    assert main(["--frames", "5"]) == 1
    (line,) = said(capsys)
    assert line.startswith("chapo: the game stopped on an error (ImportError: No module named")


def test_only_the_newest_reports_are_kept(monkeypatch, capsys):
    folder = failure.reports_dir()
    folder.mkdir(parents=True)
    for k in range(25):  # a demo that failed all day
        old = folder / f"chapo-error-20200101-0000{k:02d}.txt"
        old.write_text("old")
        os.utime(old, (1_577_836_800 + k, 1_577_836_800 + k))
    failing(monkeypatch, MenuScene, lambda n, _s: n == 2)
    assert main(["--frames", "5"]) == 1
    new = report_of(said(capsys)[0])
    kept = failure.reports(folder)
    assert len(kept) == failure.KEEP_REPORTS == 20 and kept[-1] == new
    assert kept[0].name == "chapo-error-20200101-000006.txt"  # the six oldest are gone


def click(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step()


def start_salida(app, drive, new_salida) -> GameScene:
    """A salida played with the keys (the encuentro saved after it), ball 2 placed for the
    rematada (saved again)."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=new_salida())
    app.push(g)
    drive.move((2, 2))
    drive.key(pygame.K_RETURN)  # ball 1 placed where shown
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    assert len(g.match.sheet.rows) == 1
    drive.key(pygame.K_RETURN)  # ball 2 placed for the rematada
    assert not g.placing
    return g


def test_a_failure_mid_shot_keeps_the_encuentro_of_the_last_stroke_and_offers_it_next_start(
    app, drive, new_salida, monkeypatch, capsys
):
    start_salida(app, drive, new_salida)
    (path,) = saves.slot_files()
    before = path.read_bytes()
    failing(monkeypatch, GameScene, lambda _n, s: s.animating)  # the rematada rolling

    def start(first: bool):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
        return app

    assert failure.run_window(start, frames=600) == 1
    (line,) = said(capsys)
    assert line.endswith("; your encuentro is saved")
    text = report_of(line).read_text(encoding="utf-8")
    assert "screens: MenuScene > GameScene\n" in text
    assert "encuentro: two players, 1 strokes in play: kept, saved after its last" in text
    assert "Ana" not in text and "Luis" not in text  # nobody named in a report
    assert path.read_bytes() == before  # neither half-written nor the rolling shot's
    # the next start: the menu says once where the report is, and offers the encuentro
    nxt = launch.open_app(argparse.Namespace())
    try:
        nxt.take_start_notices(wait=True)
        nxt.step([])
        notice = f"Chapó se cerró por un error la última vez. El informe está en {report_of(line)}."
        assert nxt.message == notice and notice in " ".join(texts(nxt))  # in two lines
        click(nxt, nxt.top.button("resume").rect.center)
        assert isinstance(nxt.top, ResumeScene) and len(nxt.top.slots) == 1
        click(nxt, nxt.top.button("resume0").rect.center)
        resumed = nxt.top
        assert isinstance(resumed, GameScene) and resumed.match.players == ("Ana", "Luis")
        assert len(resumed.match.sheet.rows) == 1  # the salida; the rematada to play again
    finally:
        nxt.quit()
    again = launch.open_app(argparse.Namespace(lang="en"))
    try:
        assert again.message is None  # said once
    finally:
        again.quit()


def test_the_next_start_notice_speaks_english_on_request(capsys):
    failure.reports_dir().mkdir(parents=True)
    (failure.reports_dir() / failure.UNSEEN).write_text("chapo-error-20261205-101010.txt")
    app = launch.open_app(argparse.Namespace(lang="en"))
    try:
        app.step([])
        where = failure.reports_dir() / "chapo-error-20261205-101010.txt"
        notice = f"Chapó closed on an error last time. The report is in {where}."
        assert app.message == notice and notice in " ".join(texts(app))
    finally:
        app.quit()
        i18n.set_language("es")


def test_the_clubs_demo_starts_again_after_a_failure_and_goes_on(monkeypatch, capsys):
    calls = failing(monkeypatch, DemoScene, lambda n, _s: n == 10)
    assert main(["--demo", "--frames", "60"]) == 0
    (line,) = said(capsys)
    assert line.startswith("chapo: the demo stopped on an error (ZeroDivisionError")
    assert line.endswith("; started again (1 of 3 in 10 minutes)")
    assert "screens: MenuScene > DemoScene" in report_of(line).read_text()
    assert calls[0] == 60  # the 50 frames left drawn by the demo started again


def test_the_demo_started_again_says_so_to_who_leaves_it(monkeypatch, capsys):
    """The demo started again in the same run: the menu under it said "Chapó se cerró por un
    error la última vez" to whoever left the demo, though nothing had closed."""
    failing(monkeypatch, DemoScene, lambda n, _s: n == 10)
    apps = []

    def start(first: bool):
        apps.append(launch.open_app(argparse.Namespace(demo=True), first))
        if not first:  # someone at the club presses a key to play
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
        return apps[-1]

    assert failure.run_window(start, frames=40, demo=True) == 0
    (line,) = said(capsys)
    menu = apps[-1]
    assert isinstance(menu.top, MenuScene)
    notice = (
        "La demostración se detuvo por un error y volvió a empezar. "
        f"El informe está en {report_of(line)}."
    )
    assert menu.message == notice and notice in " ".join(texts(menu))


def test_a_demo_failing_again_and_again_ends_after_three_restarts(monkeypatch, capsys):
    failing(monkeypatch, DemoScene, lambda n, _s: n % 5 == 0)
    assert main(["--demo", "--frames", "600"]) == 1
    lines = said(capsys)
    assert len(lines) == 4
    assert all(lines[k - 1].endswith(f"started again ({k} of 3 in 10 minutes)") for k in (1, 2, 3))
    assert "started again" not in lines[-1] and len(failure.reports(failure.reports_dir())) == 4


def test_the_demo_bound_counts_the_last_ten_minutes_only(monkeypatch, capsys):
    """Failures eleven minutes apart never end the demo; four within ten minutes do."""
    failing(monkeypatch, DemoScene, lambda n, _s: n % 3 == 0)
    now = [0.0]

    def clock() -> float:
        now[0] += 660.0
        return now[0]

    start = lambda first: launch.open_app(argparse.Namespace(demo=True), first)  # noqa: E731
    assert failure.run_window(start, frames=31, demo=True, clock=clock) == 0
    assert len(said(capsys)) == 10  # every third frame failed, the demo started again
