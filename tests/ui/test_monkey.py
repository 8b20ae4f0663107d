"""The window's monkey (``make monkey``) plays every kind of gesture and reports, with its
screen, whatever escapes the event loop."""

from __future__ import annotations

import pytest

from chapo_game.ui import monkey
from chapo_game.ui.scenes.menu import MenuScene


def test_a_short_monkey_meets_no_error_and_leaves_the_menu(app):
    report = monkey.run(app, seed=3, frames=2500)
    assert report.error is None, report.trace
    assert report.steps >= 2500
    assert report.screens - {"MenuScene"}, report.screens  # it got somewhere
    assert report.line().startswith("monkey seed 3: ") and "no error" in report.line()


def test_an_escaping_error_is_reported_with_its_screen(app, monkeypatch):
    def broken(self, ev):
        raise RuntimeError("a screen that breaks")

    monkeypatch.setattr(MenuScene, "handle", broken)
    report = monkey.run(app, seed=1, frames=200)
    assert report.error == "RuntimeError: a screen that breaks (on MenuScene)"
    assert "a screen that breaks" in (report.trace or "")
    assert report.line().startswith("monkey seed 1: FAILED after ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--size", "0x0"], "monkey: --size: expected WIDTHxHEIGHT, got '0x0'"),
        (["--seconds", "0"], "monkey: --seconds: must be more than 0"),
        (["--lang", "fr"], "monkey: --lang: es or en, got 'fr'"),
    ],
)
def test_bad_arguments_are_one_line_and_status_2(args, message, capsys):
    assert monkey.main(args) == 2
    assert capsys.readouterr().err == message + "\n"
