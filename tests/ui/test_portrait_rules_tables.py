"""The rules pages' diagrams on a club's screen hung in portrait: the table stands upright,
as the game shows it there (the head at the foot), where that draws it at least as large —
laid across, a 1080×1920 page had the cabaña de salida on the left, unlike the table the
player then plays on, between two empty bands. On a window barely taller than wide the table
stays across, larger so."""

from __future__ import annotations

import pytest
from ui_screens import window_in

from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.rules_screen import RulesScene


def each_page(app, drive):
    """The rules screen's pages turned by Next, each drawn: (scene, what its diagram drew
    — the table and its box as seen, on the screen)."""
    app.reset_to(MenuScene(app))
    r = RulesScene(app)
    app.push(r)
    for _page in range(len(r.pages)):
        drive.post()
        if r.pages[r.page][2] != "glossary":
            assert r._diagram is not None
            seen = r._diagram[1].get_bounding_rect().move(r.diagram_area.topleft)
            yield r, seen
        drive.click(r.button("next").rect.center)


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_on_a_portrait_screen_the_rules_tables_stand_upright(app, drive, size, lang):
    """Every page's table stands upright, taller than wide (the magnified cross's box beside
    it), under the words and over the buttons, using the height (nearly half of it at least)
    — all alike: at 1200×1920 the long pages' tables, a little smaller upright, lay across
    between upright ones, a table turning from page to page."""
    from chapo_game.ui.rules_diagrams import MAGNIFIED

    with window_in(app, lang, size):
        h = size[1]
        upright = []
        for r, seen in each_page(app, drive):
            if not r.upright:
                continue
            upright.append(r.page)
            layer = app.scenes.index(r)
            drawn = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
            (title,) = [d.rect for d in drawn if d.text == r.pages[r.page][0]()]
            words = [d.rect for d in drawn if d.rect.y > title.bottom]
            words = [d for d in words if not any(b.rect.contains(d) for b in r.buttons)]
            body = [d for d in words if not d.colliderect(seen)]
            assert body and all(d.bottom <= seen.top for d in body), r.page  # words over it
            if r.pages[r.page][2] not in MAGNIFIED:
                assert seen.height > 1.5 * seen.width, (r.page, seen)
            assert seen.height >= 0.45 * h, (r.page, seen)  # the page's height used
            assert all(b.rect.top >= seen.bottom for b in r.buttons), r.page
        assert upright == [0, 1, 2, 3, 4, 5]


def test_on_a_window_barely_taller_than_wide_the_rules_tables_stay_across(app, drive):
    """At 960×1080 an upright table would be drawn smaller than across the window."""
    app.resize_window((960, 1080))
    for r, seen in each_page(app, drive):
        assert not r.upright and seen.width > seen.height, r.page
