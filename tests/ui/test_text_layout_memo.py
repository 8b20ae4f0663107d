"""Text laid out once, not every frame: a screen drawn again measures no glyph again, and what
it shows is what it showed (:mod:`chapo_game.ui.memo`)."""

from __future__ import annotations

import ui_screens

from chapo_game.ui import face
from chapo_game.ui.fonts import Fonts
from chapo_game.ui.memo import Memo


def count_measures(monkeypatch) -> list[str]:
    """Every text measured from now on (:meth:`Face.size`, what wrapping and fitting ask)."""
    seen: list[str] = []
    size = face.Face.size

    def counted(self, s: str) -> tuple[int, int]:
        seen.append(s)
        return size(self, s)

    monkeypatch.setattr(face.Face, "size", counted)
    return seen


def test_the_demos_next_frame_measures_no_text_and_shows_what_it_would_afresh(
    app, drive, monkeypatch
):
    """The demo's side panel wrapped its eight values again at every frame: 64 measures of
    glyphs a frame, two fifths of what the demo cost a club's screen left on all day."""
    ui_screens.demo_rolling(app)  # (no thought of the computer's ends between two draws)
    drive.steps(5)
    seen = count_measures(monkeypatch)
    drive.steps(1)
    assert seen == []
    remembered = sorted((d.text, tuple(d.rect)) for d in app.fonts.drawn)
    assert "Rey: 5" in {t for t, _ in remembered}  # the panel's values are on the screen
    app.fonts._clear()  # the same frame laid out afresh
    app.draw()
    assert seen  # (measured, this time)
    assert sorted((d.text, tuple(d.rect)) for d in app.fonts.drawn) == remembered


def test_a_wrap_is_the_same_remembered_and_not_changed_by_its_reader():
    fonts = Fonts((1280, 720))
    text = "Rey + 1, 2, 3 laterales: 5, 7, 9 · y la bola 1 en tronera vale 2"
    first = fonts.wrap(text, 22, 160)
    assert len(first) > 1 and all(fonts.font(22).size(ln)[0] <= 160 for ln in first)
    first.append("a reader's own line")  # a caller's list is its own
    assert fonts.wrap(text, 22, 160) == first[:-1]
    assert fonts.wrap(text, 22, 600) != first[:-1]  # another width, laid out again


def test_a_memo_computes_each_answer_once_and_starts_again_past_its_limit():
    memo: Memo[int] = Memo(3)
    asked: list[int] = []

    def square(n: int):
        return lambda: asked.append(n) or n * n

    assert [memo.get(n, square(n)) for n in (1, 2, 3, 1, 2, 3)] == [1, 4, 9, 1, 4, 9]
    assert asked == [1, 2, 3]
    assert memo.get(4, square(4)) == 16 and len(memo) == 1  # a clock's every second: bounded
    assert memo.get(1, square(1)) == 1 and asked == [1, 2, 3, 4, 1]
