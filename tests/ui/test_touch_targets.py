"""A touch screen with no keyboard: tap targets a finger can hit (at 1920×1080 on a 24"
screen a finger's 9 mm is 34 px, and a line of small text that is tapped, not a button, was
less), and the words a finger needs. Driven by fingers, each with the mouse events SDL makes
of it (``touch=True``: the window drops them), as a touch screen delivers them."""

from __future__ import annotations

import pygame
from test_long_lists import club, open_records
from test_sheet_replay import same_shot, two_shots

from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.replay import ReplayScene
from chapo_game.ui.scenes.sheet import ScoreSheetScene

FINGER_PX = 34  # 9 mm at 1920×1080 on a 24" screen


def tap(app, xy) -> None:
    """A finger put down at ``xy`` and lifted there."""
    w, h = app.size
    pos = (round(xy[0]), round(xy[1]))
    for kind, mouse in (
        (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN),
        (pygame.FINGERUP, pygame.MOUSEBUTTONUP),
    ):
        finger = dict(touch_id=1, finger_id=0, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0)
        pygame.event.post(pygame.event.Event(kind, **finger))
        pygame.event.post(pygame.event.Event(mouse, pos=pos, button=1, touch=True))
        app.step()


def test_a_score_sheet_row_is_a_finger_high_and_a_tap_low_on_it_watches_its_shot(
    app, drive, play_match
):
    """A one-line row of the score sheet was 31 px at 1920×1080: a finger on the lower part
    of the first shot's row watched the second shot."""
    app.resize_window((1920, 1080))
    g, first = two_shots(app, drive, play_match)
    tap(app, g.pause_button.rect.center)
    tap(app, app.top.button("sheet").rect.center)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    app.step()
    assert all(rect.height >= FINGER_PX for _row, rect in sheet.row_rects)
    row, rect = sheet.row_rects[0]
    assert row.shot == 1
    tap(app, (rect.x + 40, rect.y + FINGER_PX - 2))
    assert isinstance(app.top, ReplayScene) and same_shot(app.top.record, first)


def test_a_finger_just_below_the_records_more_line_scrolls_the_record(app, drive):
    """The "more below" line under a long record was 24 px high at 1920×1080: a finger a
    little off its words scrolled nothing."""
    app.resize_window((1920, 1080))
    club(opponents=30)
    rec = open_records(app, drive)
    tap(app, rec.button("player:Álvaro").rect.center)
    app.step()
    assert 1 in rec.more and rec.skip == 0
    words = app.fonts.text("x", 22, (0, 0, 0)).get_height()  # the line's own height
    below = rec.more[1]
    tap(app, (below.x + 20, below.centery + words // 2 + 3))  # off its words, on its line
    assert rec.skip > 0 and rec.more[1].height >= FINGER_PX


def test_the_controls_page_tells_a_finger_every_way_it_has(app, drive):
    """Opened by a tap on the menu's "F1: controls" line, the page's mouse-or-finger column
    said nothing for fullscreen and the page itself (F11 and F1 only: keys a touch screen
    lacks), and named only the wheel for turning a pin that is down."""
    from ui_screens import texts

    from chapo_game.ui.scenes.controls import ControlsScene

    app.reset_to(MenuScene(app))
    app.step()
    tap(app, app.top.keys_rect.center)
    assert isinstance(app.top, ControlsScene)
    app.step()
    said = " ".join(texts(app))
    assert "«Ajustes», «Pantalla completa»" in said
    assert "«Controles» en el menú de pausa" in said
    assert "«Girar palo»" in said
