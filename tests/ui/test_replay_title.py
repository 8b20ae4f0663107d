"""The replay's title is set once as its words change: only its running time is set anew as
the replay runs (the whole line was fitted and set every frame, and its texts of one frame
each emptied the window's cache of rendered text every few seconds)."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_screens import demo_replaying, practice_struck

from chapo_game.table import get_table
from chapo_game.ui.face import Face
from chapo_game.ui.scenes.replay import ReplayScene

T = get_table()


def texts_set(monkeypatch) -> list[str]:
    """Every text the window sets (renders) from now on, in order."""
    set_now: list[str] = []
    render = Face.render
    monkeypatch.setattr(
        Face, "render", lambda face, s, colour: set_now.append(s) or render(face, s, colour)
    )
    return set_now


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_running_replay_sets_only_its_time_each_frame(app, drive, monkeypatch, lang):
    from chapo_game import i18n

    app.apply_settings(app.settings.with_(language=lang))
    try:
        p = practice_struck(app, drive, 0.7)
        drive.until(lambda: not p.animating)
        drive.key(pygame.K_v)
        r = app.top
        assert isinstance(r, ReplayScene)
        app.fast_forward = 1  # the replay's own frames (the fixture hurries it)
        drive.steps(3)
        set_now = texts_set(monkeypatch)
        before = r.clock.at
        drive.steps(30)
        assert r.clock.at == before + 30  # it ran, a recorded frame each window frame
        times = [f"{n / 60:.2f}".replace(".", "," if lang == "es" else ".") for n in range(600)]
        assert set_now and all(s in times for s in set_now), set_now[:3]
        # the title reads as a whole, where it always was, its time the replay's
        top = len(app.scenes) - 1
        title = [d for d in app.fonts.drawn if d.layer == top and d.text == r.title()]
        assert len(title) == 1 and r.host.top_rect.contains(title[0].rect)
        said = "s de" if lang == "es" else "s of"
        assert f"{times[int(r.clock.at)]} {said} " in title[0].text
        # paused, nothing at all is set
        drive.key(pygame.K_SPACE)
        set_now.clear()
        drive.steps(10)
        assert set_now == []
    finally:
        i18n.set_language("es")


def test_the_demos_replay_title_on_the_score_board_sets_only_its_time(app, drive, monkeypatch):
    """The demo replays a big shot by itself, its title in the score board's middle: the
    board fitted and set the whole title anew every frame (1.4 ms of its 1.5 ms at 1920×1080);
    now only the time's figures are set as it runs, and the title reads as before."""
    _d, r = demo_replaying(app, drive)
    app.fast_forward = 1  # the replay's own frames (the fixture hurries it): still running
    drive.steps(2)
    set_now = texts_set(monkeypatch)
    before = r.clock.at
    drive.steps(30)
    assert r.clock.at > before and app.top is r  # it ran
    # slowed around the pins, at times between the recorded frames: any time's figures
    assert set_now and all(re.fullmatch(r"\d+,\d\d", s) for s in set_now), set_now[:3]
    top = len(app.scenes) - 1
    mid = [d for d in app.fonts.drawn if d.layer == top and r.host.top_rect.contains(d.rect)]
    title = " ".join(x.text for x in mid[-2:])  # its two lines, under the partida's
    assert title == r.title() and len(mid) >= 3  # as before, under the partida's line
