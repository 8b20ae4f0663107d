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
        (["--size", "0x0"], "monkey: --size: 0x0 is outside 960x540 .. 7680x4320"),
        (["--size", "10x10"], "monkey: --size: 10x10 is outside 960x540 .. 7680x4320"),
        (["--size", "big"], "monkey: --size: expected WIDTHxHEIGHT, got 'big'"),
        (["--seconds", "0"], "monkey: --seconds: from 1 to 86400, got 0.0"),
        # nan ran no frame and passed; inf never ended
        (["--seconds", "nan"], "monkey: --seconds: from 1 to 86400, got nan"),
        (["--seconds", "inf"], "monkey: --seconds: from 1 to 86400, got inf"),
        (["--lang", "fr"], "monkey: --lang: es or en, got 'fr'"),
    ],
)
def test_bad_arguments_are_one_line_and_status_2(args, message, capsys):
    assert monkey.main(args) == 2
    assert capsys.readouterr().err == message + "\n"


def test_the_command_plays_a_club_in_a_folder_of_its_own_and_leaves_no_litter(
    tmp_path, monkeypatch, capsys
):
    """`python -m chapo_game.ui.monkey`: its folder starts with the club's thirty players,
    never the user's, and is removed after a run with no error (twenty runs had left twenty
    folders in /tmp)."""
    import tempfile

    from chapo_game import players

    made: list[str] = []
    seen: list[int] = []
    real_mkdtemp, real_run = tempfile.mkdtemp, monkey.run

    def mkdtemp(**kw):
        made.append(real_mkdtemp(dir=tmp_path, **kw))
        return made[-1]

    def run(app, seed, frames=None, seconds=None):
        seen.append(len(players.load().players))
        return real_run(app, seed, frames=30)

    monkeypatch.setattr(tempfile, "mkdtemp", mkdtemp)
    monkeypatch.setattr(monkey, "run", run)
    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(tmp_path / "user"))
    assert monkey.main(["--seconds", "1", "--seed", "5"]) == 0
    assert seen == [len(monkey.CLUB)] and len(made) == 1
    assert "no error" in capsys.readouterr().out
    assert not (tmp_path / made[0]).exists() and not (tmp_path / "user").exists()
