"""The records' list of players uses the window's room: its rows were a share of the window's
height alone, so a window taller than 16:9 (1280×1024, 1920×1200, a portrait screen) drew
rows much higher than their names and paged the list at six or seven names with room left
for more; a 16:9 window of any size keeps the page it had (everything on it scales alike)."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import records_with

from chapo_game.ui.page import held_size

ROW = 43  # a row at the 1280×720 scale (0.06 of its height: chapo_game.ui.pager.ROW)

NAMES = ["Maximiliano Ñúñez Wöhlke", *(f"Socio {n:02d}" for n in range(1, 40))]


@pytest.mark.parametrize(
    "size",
    [(960, 540), (1280, 720), (1920, 1080), (2560, 1440), (1280, 1024), (1920, 1200), (1080, 1920)],
)
def test_the_records_page_holds_the_names_its_room_fits_and_turns_through_all(app, drive, size):
    app.resize_window(size)
    rec = records_with(app, drive, *NAMES)
    app.step()
    f, pager = app.fonts, rec.pager
    shown = [b.rect for b in pager.shown]
    rows = sorted({r.y for r in shown})  # upright the names stand in columns
    pitch = rows[1] - rows[0]
    # each name's row as high as on a 16:9 window at the same size of text, no higher (upright
    # the names are drawn as large as held across: held_size)
    assert {r.height for r in shown} == {min(r.height for r in shown)}
    row = f.px(held_size(f, ROW))
    assert shown[0].height <= row + 1, (shown[0].height, row)
    # the page holds every row its room fits: no name's room left empty above Previous
    assert pager.prev.rect.y - shown[-1].bottom < pitch
    if size[0] * 9 == size[1] * 16:  # six a page, two thirds of a seventh's room left empty
        assert pager.per_page == 7
    assert all(r.bottom <= pager.prev.rect.y and app.screen.get_rect().contains(r) for r in shown)
    # the names drawn whole (the long one on two lines where need be), the span said
    drawn = " ".join(d.text for d in f.drawn)
    assert "…" not in drawn
    n = pager.per_page
    assert f"1–{n} de 40" in drawn
    if size == (1280, 1024):  # 42 % taller than 1280×720 with the same text: more names
        assert n >= 8
    # Next turns through every name once, in order, the span following; Previous back
    seen: list[str] = []
    while True:
        page = [b.label() for b in pager.shown]
        seen += page
        first = len(seen) - len(page) + 1
        assert f"{first}–{len(seen)} de 40" in " ".join(d.text for d in f.drawn)
        if not pager.next.enabled():
            break
        drive.click(pager.next.rect.center)
    assert seen == NAMES
    while pager.prev.enabled():
        drive.click(pager.prev.rect.center)
    assert [b.label() for b in pager.shown] == NAMES[:n]
    drive.key(pygame.K_ESCAPE)
