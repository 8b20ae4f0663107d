"""The settings screen on a club's screen hung in portrait (1080×1920, 960×1280): its rows
take the height, larger and their words larger, rather than the 4:3 block centred in it with
half the screen empty above and below; lying across, the screen is as it was."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import open_scene, screen_of, window_in

from chapo_game.i18n import _
from chapo_game.ui.scenes.settings import SettingsScene
from chapo_game.ui.widgets import button_height

UPRIGHT = [(1080, 1920), (960, 1280)]  # 720×1280 is a 960×1280 window (MIN_SIZE)


def rows_drawn(app, scene):
    """Each row's words as drawn (the language row's first), and the rows' buttons."""
    app.step()
    layer = app.scenes.index(scene)
    labels = {b.label(): b for b in scene.focusable()}
    drawn = [d for d in app.fonts.drawn if d.layer == layer and d.text in labels]
    return drawn, scene.focusable()


@pytest.fixture
def upright_app(request):
    """The window at a portrait size, as the game opens at it."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    a = App(size=request.param, settings=Settings(), audio=False)
    pygame.event.clear()
    yield a
    a.quit()


@pytest.mark.parametrize("upright_app", UPRIGHT, ids=lambda s: f"{s[0]}x{s[1]}", indirect=True)
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("playing", [False, True], ids=["menu", "encuentro"])
def test_the_settings_rows_take_a_portrait_screens_height(upright_app, lang, playing):
    """The rows run from under the title to the keys' words at the foot (they stood in the
    middle 45 % of it), each row a third higher at least than a 4:3 screen's as wide and its words
    larger; every word whole in the window, none over another, and a click on a row's +
    steps it."""
    from conftest import Driver

    from chapo_game.rules.settings import MatchSettings

    app, drive = upright_app, Driver(upright_app)
    w, h = app.size
    with window_in(app, lang, (w, h)):
        scene = SettingsScene(app, MatchSettings() if playing else None)
        open_scene(app, scene)
        drawn, rows = rows_drawn(app, scene)
        span = rows[-1].rect.bottom - rows[0].rect.top
        assert span >= 0.7 * h, (span, h)
        assert rows[0].rect.height >= 1.3 * round(button_height((w, h), 0.075) * 0.8)
        first = rows[0].label()  # its words as the 4:3 block drew them (size 28), and now
        (now,) = [d.rect for d in drawn if d.text == first]
        was = app.fonts.draw(pygame.Surface((w, h)), first, 28, (255, 255, 255), topleft=(0, 0))
        assert now.height >= 1.3 * was.height, (now, was)
        layer = app.scenes.index(scene)
        everything = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
        window = pygame.Rect(0, 0, w, h)
        assert [(d.text, d.rect) for d in everything if not window.contains(d.rect)] == []
        for i, a in enumerate(everything):
            for b in everything[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (a.text, b.text)
        target = app.settings.target
        drive.click(scene.button("target+").rect.center)
        assert app.settings.target > target


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_over_an_encuentro_the_note_stands_clear_of_the_portrait_rows(app, size, lang):
    """The note saying the encuentro keeps its rules stands nearly a line over the first
    row, under the title: on a portrait screen it sat 4–5 px over the row, crowded."""
    from chapo_game.rules.settings import MatchSettings

    with screen_of(app, lang, size):
        scene = SettingsScene(app, MatchSettings())
        open_scene(app, scene)
        app.step()
        layer = app.scenes.index(scene)
        drawn = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
        first = scene.buttons[0].rect
        (title,) = [d.rect for d in drawn if d.text == _("Settings")]
        note = [d.rect for d in drawn if title.bottom <= d.rect.top and d.rect.bottom <= first.top]
        assert len(note) == 2, note  # the note's two lines, between the title and the rows
        gap = first.top - max(n.bottom for n in note)
        assert gap >= 0.75 * max(n.height for n in note), (note, first)  # nearly a line


@pytest.mark.parametrize("upright_app", UPRIGHT[:1], ids=lambda s: f"{s[0]}x{s[1]}", indirect=True)
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("playing", [False, True], ids=["menu", "encuentro"])
def test_large_text_makes_the_portrait_rows_words_larger(upright_app, lang, playing):
    """Large text on a portrait screen: the rows' words a fifth larger at least, every row's
    on one line and all at one size, the rows inside the window (the rows were the same with
    large text on as off)."""
    from chapo_game.rules.settings import MatchSettings

    app = upright_app
    w, h = app.size
    heights = {}
    with window_in(app, lang, (w, h)):
        for large in (False, True):
            app.apply_settings(app.settings.with_(large_text=large))
            scene = SettingsScene(app, MatchSettings() if playing else None)
            open_scene(app, scene)
            drawn, rows = rows_drawn(app, scene)
            assert sorted(d.text for d in drawn) == sorted(b.label() for b in rows)  # one line
            assert all(r.rect.contains(d.rect) for r in rows for d in drawn if d.text == r.label())
            assert all(pygame.Rect(0, 0, w, h).contains(r.rect) for r in rows)
            heights[large] = {d.rect.height for d in drawn if d.text.isascii()}
        assert min(heights[True]) >= 1.2 * max(heights[False]), heights


@pytest.mark.parametrize(
    "upright_app, said",
    [((960, 1280), "en ventanas verticales desde 1080 de ancho"), ((1024, 768), "1152×648")],
    ids=["upright", "across"],
    indirect=["upright_app"],
)
def test_large_text_left_idle_names_the_window_it_needs(upright_app, said):
    """Large text set where the window has no room for it says where it works: on an upright
    720×1280 screen a width (an upright 1080×1920 has it), where the row named 1152×648, a
    size no portrait screen has; across, the landscape size, as before."""
    from chapo_game.ui.scenes.setting_labels import large_text_label

    app = upright_app
    with window_in(app, "es", app.size):
        app.apply_settings(app.settings.with_(large_text=True))
        row = large_text_label(app)
        assert said in row and row.startswith("Texto grande: sí"), row
        assert app.fonts.floor == 20  # idle here, as the row says
