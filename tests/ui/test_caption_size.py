"""The caption's words are one size whether it says one text or two: practice's hint alone (a
kept position has no goal) was drawn at 30, its two lines balanced at half the bar's width, and
at 26 under a drill's goal, so it changed size from one shot to the next."""

from __future__ import annotations

import pytest
from ui_screens import open_scene, window_in

from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.widgets import ACCENT, TEXT

SIZES = [(1280, 720), (1920, 1080), (1080, 1920)]


def drawn_sizes(app, p, lines) -> tuple[set[int], list]:
    """The text sizes the caption ``lines`` are drawn at (each line's image matched against
    the text rendered at each size), and what was drawn."""
    app.fonts.drawn.clear()
    p.draw_caption(app.screen, lines)
    got = [d for d in app.fonts.drawn if d.kind == "text"]
    sizes = {
        next(z for z in range(40, 9, -1) if app.fonts.text(d.text, z).get_size() == d.rect.size)
        for d in got
    }
    return {app.fonts.font(z).size("M")[1] for z in sizes}, got


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_hint_is_one_size_alone_or_under_a_goal(app, size, lang):
    with window_in(app, lang, size):
        p = PracticeScene(app)
        open_scene(app, p)
        app.step([])
        bar = p.caption_rect()
        hint = p.idle_hint()
        alone, got = drawn_sizes(app, p, [("", ACCENT), (hint, TEXT)])
        assert all(bar.contains(d.rect) for d in got), (bar, got)
        under, got = drawn_sizes(app, p, [("Objetivo: el rey", ACCENT), (hint, TEXT)])
        assert all(bar.contains(d.rect) for d in got), (bar, got)
        assert len(alone) == 1 and alone == under, (alone, under)
        longer = f"{hint} {hint[: len(hint) // 4]}"  # a line and a quarter
        sizes, got = drawn_sizes(app, p, [("", ACCENT), (longer, TEXT)])
        assert len(got) == 2 and all(bar.contains(d.rect) for d in got), (bar, got)
        assert got[0].rect.width > bar.width * 3 // 4, got  # filled, not balanced at half
        assert sizes == under, (sizes, under)
