"""A question's box is as tall as what it says: the quit question's one line stood in a box of
42 % of the window, two thirds of it empty above and below the words."""

from __future__ import annotations

import pytest
from ui_screens import SCREENS, texts, window_in

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_quit_questions_box_fits_its_words_and_buttons(app, size, lang):
    with window_in(app, lang, size):
        SCREENS["quit_question"](app)
        app.step([])
        ask, box = app.top, app.top.box()
        top = len(app.scenes) - 1
        drawn = [d for d in app.fonts.drawn if d.layer == top and d.kind == "text" and d.text]
        question = next(d for d in drawn if d.text == ask.question())
        assert question.text in texts(app)
        for d in drawn:
            assert box.contains(d.rect), (d.text, d.rect, box)
        assert all(box.contains(b.rect) for b in ask.buttons)
        f = app.fonts
        assert question.rect.top - box.top <= f.px(48), (question.rect, box)  # no empty top
        assert box.height <= round(size[1] * 0.3)  # was 42 % of the window
