"""The rules pages' diagrams on a club's screen hung in portrait: the table stands upright,
as the game shows it there (the head at the foot), where that draws it at least as large —
laid across, a 1080×1920 page had the cabaña de salida on the left, unlike the table the
player then plays on, between two empty bands. On a window barely taller than wide the table
stays across, larger so."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import screen_of, window_in

from chapo_game.ui.rules_diagrams import draw_diagram
from chapo_game.ui.scenes import rules_screen
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.rules_screen import RulesScene


def each_page(app, drive):
    """The rules screen's pages turned by Next, each drawn: (scene, what its diagram drew
    — the table and its box as seen, on the screen)."""
    drawn: list[pygame.Surface] = []  # each diagram as the screen drew it

    def drawing(*args: object) -> pygame.Surface:
        drawn.append(draw_diagram(*args))
        return drawn[-1]

    app.reset_to(MenuScene(app))
    r = RulesScene(app)
    app.push(r)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules_screen, "draw_diagram", drawing)
        for _page in range(len(r.pages)):
            drive.post()
            if r.pages[r.page][2] != "glossary":
                seen = drawn[-1].get_bounding_rect().move(r.diagram_area.topleft)
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


@pytest.mark.parametrize("size", [(720, 1280), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_on_a_real_720x1280_screen_the_rules_tables_stand_upright_in_both_languages(
    app, drive, size, lang
):
    """At 720×1280 (a screen narrower than the smallest window: the game fullscreen on it) the
    Spanish pages' tables lay across where the English ones stood upright: the salida page's
    words, set at 40, left its table too little height. Now every page's table stands, taller
    than wide, under its words, in both languages."""
    from chapo_game.ui.rules_diagrams import MAGNIFIED

    with screen_of(app, lang, size):
        for r, seen in each_page(app, drive):
            assert r.upright, (lang, r.page)
            if r.pages[r.page][2] not in MAGNIFIED:
                assert seen.height > 1.5 * seen.width, (r.page, seen)
            assert seen.bottom <= min(b.rect.top for b in r.buttons), r.page


@pytest.mark.parametrize("size", [(720, 1280), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("large", [False, True], ids=["usual", "large"])
def test_on_a_portrait_screen_the_glossary_fills_the_page(app, drive, size, lang, large):
    """The glossary's entries run down the page in one column, their words larger than across
    a 1280×720 window, from under the title to over the buttons (two narrow columns at 26
    filled the top third of a 1080×1920 page); every word inside the window, none over
    another."""
    with screen_of(app, lang, size):
        app.apply_settings(app.settings.with_(large_text=large))
        r = RulesScene(app)
        app.push(r)
        while r.page < len(r.pages) - 1:
            drive.click(r.button("next").rect.center)
        assert r.pages[r.page][2] == "glossary"
        terms = r.placed_terms
        w, h = size
        assert len({t.x for t in terms}) == 1  # one column
        span = max(t.bottom for t in terms) - min(t.top for t in terms)
        assert span >= 0.55 * h, (span, h)
        assert max(t.bottom for t in terms) <= min(b.rect.top for b in r.buttons)
        layer = app.scenes.index(r)
        drawn = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
        body = [d for d in drawn if any(t.contains(d.rect) for t in terms)]
        first = r.glossary_rows()[0][0]
        (now,) = [d.rect for d in body if d.text == first]
        was = app.fonts.draw(pygame.Surface(size), first, 26, (255, 255, 255), topleft=(0, 0))
        assert now.height > 1.2 * was.height, (now, was)  # 26: the columns' size at most
        window = pygame.Rect(0, 0, w, h)
        assert all(window.contains(d.rect) for d in drawn)
        for i, a in enumerate(body):
            assert not any(a.rect.colliderect(b.rect) for b in body[i + 1 :]), a.text
