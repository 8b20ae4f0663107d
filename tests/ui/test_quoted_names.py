"""A quoted name is never parted over two lines where it fits one: the keep question's
buttons read 'As “My / position 2”' and 'Replace “My / position 1”' at every window size (and
'Rename “My position 1”' beside them); the question over a kept drill names it whole."""

from __future__ import annotations

import pytest
from ui_screens import open_scene, window_in

from chapo_game import i18n
from chapo_game.ui.linebreaks import parts_quote, quotes_whole
from chapo_game.ui.scenes.confirm import ask_delete
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
def test_the_keep_questions_keep_the_kept_name_on_one_line(app, size, lang):
    with window_in(app, lang, size):
        p = PracticeScene(app)
        open_scene(app, p)
        p.ask_keep()
        app.step([])
        ask = app.top
        # as "My position 1", under a name…, back
        assert ask is not p and len(ask.buttons) == 3
        on = ask.buttons[0].rect
        drawn = [d for d in app.fonts.drawn if d.layer == len(app.scenes) - 1]
        lines = [d.text for d in drawn if d.kind == "text" and on.contains(d.rect)]
        assert not parts_quote(lines), (size, lines)
        assert any(" 1" in line for line in lines), lines  # whole, no "…"
        app.pop()
        p.keep_as(i18n._("My position") + " 1")
        p.ask_keep()
        app.fonts.drawn.clear()
        app.step([])
        ask = app.top
        # under a name…, replace, rename, delete, back: the name said once, in the question
        assert ask is not p and len(ask.buttons) == 5
        top = ask.buttons[0].rect.y
        lines = [d.text for d in app.fonts.drawn if ask.box().contains(d.rect) and d.rect.y < top]
        assert not parts_quote(lines), (size, lines)
        assert any(" 1" in line for line in lines), lines


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_kept_drill_played_is_named_whole_in_the_keep_question(app, size):
    """Playing a kept drill, each of three buttons of five in a row named it: at 1920×1080 a
    name of 21 letters read "Reemplazar «Corte largo de…»" and "Renombrar «Corte largo
    de…»" (only "Borrar «Corte largo del mingo»" whole). The question names it once, whole,
    and its buttons say what they do with it, each whole."""
    name = "Corte largo del mingo"
    with window_in(app, "es", size):
        p = PracticeScene(app)
        open_scene(app, p)
        p.keep_as(name)
        p.ask_keep()
        app.step([])
        ask = app.top
        drawn = [d for d in app.fonts.drawn if d.kind == "text"]
        for b in ask.buttons:
            shown = " ".join(d.text for d in drawn if b.rect.contains(d.rect))
            assert shown == b.label(), (size, shown)  # whole: nothing cut with "…"
        box = ask.box()
        said = " ".join(
            d.text for d in drawn if box.contains(d.rect) and d.rect.bottom < ask.buttons[0].rect.y
        )
        assert f"«{name}»" in said, said


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1080, 1920)], ids=str)
def test_a_question_of_many_lines_keeps_the_name_whole(app, size, lang):
    """A question may take five lines, and only a label of two kept its quotation whole: "¿Borrar
    la posición guardada «Corte / largo del mingo»?" parted a name that fits a line."""
    name = "Corte largo del mingo"
    with window_in(app, lang, size):
        p = PracticeScene(app)
        open_scene(app, p)
        question = i18n._("Delete the kept position “{name}”? It cannot be undone.")
        ask_delete(app, lambda: question.format(name=name), lambda: None)
        app.fonts.drawn.clear()
        app.step([])
        ask = app.top
        top = ask.buttons[0].rect.y
        lines = [d.text for d in app.fonts.drawn if ask.box().contains(d.rect) and d.rect.y < top]
        assert any(name in line for line in lines), (size, lines)
