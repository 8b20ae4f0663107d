"""The README's screenshots (`python -m chapo_game.ui.screenshots`): three pictures of the real
window, played in a throw-away folder that is removed afterwards, the user's own untouched."""

from __future__ import annotations

import os
import tempfile

import pygame

from chapo_game.ui import screenshots


def test_the_screenshots_are_written_and_their_folder_goes(tmp_path, monkeypatch):
    made: list[str] = []
    real = tempfile.mkdtemp

    def mkdtemp(**kw):
        made.append(real(dir=tmp_path, **kw))
        return made[-1]

    monkeypatch.setattr(tempfile, "mkdtemp", mkdtemp)
    user = os.environ["CHAPO_CONFIG_DIR"]
    written = screenshots.write_all(tmp_path / "shots", (960, 540))
    assert [p.name for p in written] == ["menu.png", "game.png", "practice.png"]
    for p in written:
        img = pygame.image.load(str(p))
        assert img.get_size() == (960, 540)
        colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 960, 40) for y in (270, 400)}
        assert len(colours) > 3  # a picture, not a blank
    assert len(made) == 1 and not os.path.exists(made[0])
    assert os.environ["CHAPO_CONFIG_DIR"] == user
