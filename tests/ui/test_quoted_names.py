"""A quoted name is never parted over two lines where it fits one: the keep question's
buttons read 'As “My / position 2”' and 'Replace “My / position 1”' at every window size (and
'Rename “My position 1”' beside them)."""

from __future__ import annotations

import pytest
from ui_screens import open_scene, window_in

from chapo_game import i18n
from chapo_game.ui.linebreaks import parts_quote, quotes_whole
from chapo_game.ui.scenes.practice import PracticeScene

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def test_a_quotation_is_one_word_where_it_fits():
    words = ["As", "“My", "position 2”", "now"]
    assert quotes_whole(words, lambda w: True) == ["As", "“My position 2”", "now"]
    assert quotes_whole(words, lambda w: False) == words  # too long for a line: it may part
    assert quotes_whole(["Como", "«Mi", "posición 2»"], lambda w: True) == [
        "Como",
        "«Mi posición 2»",
    ]
    assert quotes_whole(["“Mine”", "and", "“yours"], lambda w: True) == ["“Mine”", "and", "“yours"]
    assert parts_quote(["As “My", "position 2”"]) and not parts_quote(["As", "“My position 2”"])


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_keep_questions_buttons_keep_the_kept_name_on_one_line(app, size, lang):
    with window_in(app, lang, size):
        p = PracticeScene(app)
        open_scene(app, p)
        p.keep_as(i18n._("My position") + " 1")
        p.ask_keep()
        app.step([])
        ask = app.top
        # under a name…, replace, rename, delete, back
        assert ask is not p and len(ask.buttons) == 5
        for b in ask.buttons[1:4]:
            lines = [line for line, _rect in b._cache[2]]
            assert not parts_quote(lines), (size, lines)
            assert any(" 1" in line or " 2" in line for line in lines), lines  # whole, no "…"
