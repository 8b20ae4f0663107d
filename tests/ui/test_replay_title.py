"""The replay's title is set once as its words change: only its running time is set anew as
the replay runs (the whole line was fitted and set every frame, and its texts of one frame
each emptied the window's cache of rendered text every few seconds)."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import practice_struck

from chapo_game.ui.face import Face
from chapo_game.ui.scenes.replay import ReplayScene


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
        drive.steps(3)
        set_now: list[str] = []
        render = Face.render
        monkeypatch.setattr(
            Face, "render", lambda face, s, colour: set_now.append(s) or render(face, s, colour)
        )
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
