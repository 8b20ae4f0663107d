"""The README's screenshots (`python -m chapo_game.ui.screenshots`): three pictures of the real
window, played in a throw-away folder that is removed afterwards, the user's own untouched."""

from __future__ import annotations

import os
import tempfile

import pygame
import pytest

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


@pytest.mark.parametrize("size", ["1x1", "100x100", "abc"])
def test_the_screenshots_tool_refuses_a_size_the_window_cannot_take(size, tmp_path, capsys):
    """``--size 1x1`` was drawn at 960×540 without a word, as the window's least size."""
    from chapo_game.ui import screenshots

    with pytest.raises(SystemExit) as ended:
        screenshots.main([str(tmp_path / "out"), "--size", size])
    err = capsys.readouterr().err
    assert ended.value.code == 2 and err.count("\n") == 1 and "--size" in err, err
    assert not (tmp_path / "out").exists()
