"""What a frame drawn again costs: nothing measured again (a text's size is FreeType's layout
of the large text, 37 µs a text), and its texts where they were (the frames themselves are
compared pixel for pixel before and after outside the suite: a moving guide's frames differ
from one draw to the next anyway)."""

from __future__ import annotations

import functools

import pygame
import pygame.freetype
import pytest
import ui_screens

from chapo_game.ui import calls, face, fonts
from chapo_game.ui.calls import layout_calls


def count_layouts(monkeypatch) -> list[str]:
    """Every text FreeType lays out from now on, in faces made from now on."""
    seen: list[str] = []

    class Counted(pygame.freetype.Font):
        def get_rect(self, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            seen.append(text)
            return super().get_rect(text, *args, **kwargs)

    monkeypatch.setattr(face.pygame.freetype, "Font", Counted)
    # faces of their own, made from now on (the run's are kept: :func:`face.face`)
    monkeypatch.setattr(fonts, "face", functools.lru_cache(maxsize=48)(face.Face))
    return seen


@pytest.mark.parametrize(
    "name", ["sheet", "play_aiming", "pause", "names", "records", "partida_over", "demo"]
)
def test_a_screen_drawn_again_measures_no_text_and_shows_the_same(app, drive, monkeypatch, name):
    """The score sheet measured 14 texts at every frame (its column of players and phases,
    each shot's calls), a game's score board 2, a name field 2, the demo's caption 13."""
    ui_screens.SCREENS[name](app)
    seen = count_layouts(monkeypatch)
    app.fonts._clear()  # laid out again, in faces made again: each measure counted
    app.draw()
    drawn = sorted((d.text, tuple(d.rect)) for d in app.fonts.drawn)
    assert seen  # (measured, the first time)
    seen.clear()
    app.draw()
    assert seen == []
    assert sorted((d.text, tuple(d.rect)) for d in app.fonts.drawn) == drawn


def test_calls_laid_out_again_are_the_same_and_each_callers_own(app):
    """The caption's calls are laid out once; a caller moving its chips moves no other's."""
    f = app.fonts
    items = [("Falta: retaque", "foul"), ("2 para Luis", "score"), ("Turno de Ana", "info")]
    rect = pygame.Rect(0, 0, 260, 120)
    size, placed = layout_calls(f, rect, items, 3)
    assert len({box.y for _t, _k, box in placed}) > 1  # (wrapped onto rows)
    was = [(t, k, tuple(box)) for t, k, box in placed]
    placed[0][2].move_ip(50, 50)
    again = layout_calls(f, rect, items, 3)
    assert again[0] == size and [(t, k, tuple(box)) for t, k, box in again[1]] == was
    calls._LAYOUTS.clear()
    calls._PIECES.clear()
    assert layout_calls(f, rect, items, 3) == again  # laid out afresh: the same


def board_pixels(app, g) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(g.top_rect), "RGB")


def test_the_score_board_is_drawn_once_and_put_back_until_it_changes(app, drive, monkeypatch):
    """The score board's boxes and texts were drawn again at every frame of every game (a
    third of the demo's drawing); its picture is put back, the same pixels and texts, until
    what it shows changes — the language here, the window's size."""
    from chapo_game.ui.scenes.game.board import GameBoards

    ui_screens.SCREENS["play_aiming"](app)
    g = app.top
    boxes: list[int] = []
    paint = GameBoards._draw_box

    def counted(self, surf, p, *args):  # type: ignore[no-untyped-def]
        boxes.append(p)
        return paint(self, surf, p, *args)

    monkeypatch.setattr(GameBoards, "_draw_box", counted)
    drive.steps(2)
    boxes.clear()
    drive.steps(3)
    assert boxes == []  # put back, not drawn
    kept, texts = board_pixels(app, g), ui_screens.texts(app)
    g.board_kept.forget()  # drawn afresh: the same
    app.draw()
    assert boxes == [0, 1]
    assert board_pixels(app, g) == kept and ui_screens.texts(app) == texts
    assert set(ui_screens.LONG) <= set(texts)  # (the board's names among the texts logged)
    with ui_screens.window_in(app, "en", (1920, 1080)):
        boxes.clear()
        drive.steps(2)
        assert boxes == [0, 1]  # drawn again once, at the new size and in English
        assert any("Ball 1" in t for t in ui_screens.texts(app))


def test_the_demos_values_are_drawn_once_and_put_back_while_they_hold(app, drive, monkeypatch):
    """The demo's side panel laid out and drew its eight values and its tag at every frame,
    all day on a club's screen; they are put back, the same pixels and texts, until the words
    or what lies under them change."""
    from chapo_game.ui.fonts import Fonts

    ui_screens.SCREENS["demo_rolling"](app)
    demo = app.top
    written: list[str] = []
    draw = Fonts.draw

    def counted(self, surf, s, *args, **kw):  # type: ignore[no-untyped-def]
        written.append(s)
        return draw(self, surf, s, *args, **kw)

    monkeypatch.setattr(Fonts, "draw", counted)
    drive.steps(2)
    written.clear()
    drive.steps(2)
    assert "Rey: 5" not in written and "Valores" not in written  # put back, not drawn
    box = demo.side_box(0.02, 0.52)
    kept, texts = pygame.image.tobytes(app.screen.subsurface(box), "RGB"), ui_screens.texts(app)
    assert {"Valores", "Rey: 5"} <= set(texts)  # (logged as drawn all the same)
    for area in demo.demo_kept:
        area.forget()  # drawn afresh: the same
    app.draw()
    assert "Rey: 5" in written
    assert pygame.image.tobytes(app.screen.subsurface(box), "RGB") == kept
    assert ui_screens.texts(app) == texts
    with ui_screens.window_in(app, "en", (1280, 720)):
        drive.steps(1)
        assert "Values" in ui_screens.texts(app)


@pytest.mark.parametrize("driver, hint", [("x11", "0"), ("wayland", None), ("windows", None)])
def test_on_x11_the_window_is_put_on_the_screen_by_x_not_through_an_opengl_texture(
    monkeypatch, driver, hint
):
    """SDL's default on X11 drew each frame through an OpenGL texture: 4.8 ms a 1280×720 frame
    under software GL, most of what the club's demo cost; X's own image takes 0.16 ms, the
    same pixels. Elsewhere (Wayland has no other way) SDL's choice stays."""
    from chapo_game.ui import display

    env: dict[str, str] = {}
    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    display.plain_framebuffer(env)
    assert env.get(display.FRAMEBUFFER_HINT) == hint
    env = {display.FRAMEBUFFER_HINT: "opengl"}  # the user's own choice is kept
    display.plain_framebuffer(env)
    assert env == {display.FRAMEBUFFER_HINT: "opengl"}


def test_the_window_opened_asks_for_x11s_own_framebuffer(app, monkeypatch):
    """The hint is set before the window is made (SDL reads it at the first one)."""
    from chapo_game.ui import display

    monkeypatch.setenv(display.FRAMEBUFFER_HINT, "")  # (the test's own environment undone after)
    monkeypatch.delenv(display.FRAMEBUFFER_HINT)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    app.resize_window((1280, 720))
    assert display.os.environ.get(display.FRAMEBUFFER_HINT) == "0"
