"""The on-screen keyboard over the players screen: a finger cancels a rename (the keys have no
Esc, and the screen said "Esc leaves it as it was"), and the list of players shows whole rows
above the keys (at 1280×720 the last one peeked out cut in half just over them). Driven by
fingers as a touch screen delivers them (:func:`test_touch_targets.tap`)."""

from __future__ import annotations

import pytest
from test_long_lists import club, open_records
from test_onscreen_keyboard import taps
from test_onscreen_keyboard_enter import keyboard, renaming_by_finger
from test_touch_targets import tap
from ui_screens import window_in

from chapo_game import players

SIZES = [(1280, 720), (960, 540), (1080, 1920), (720, 1280)]


def drawn_on(app, scene, text: str):
    """Where ``text`` is drawn by ``scene`` (its layer of the window) at the last frame."""
    layer = app.scenes.index(scene)
    return [d.rect for d in app.fonts.drawn if d.layer == layer and d.text == text]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_finger_cancels_a_rename_and_the_screen_says_how(app, drive, lang):
    """Rename, the keys up: the hint names the keys' Intro and the Cancel beside the box, in
    sight over the keys; a tap on Cancel leaves the name as it was, and the keys go."""
    with window_in(app, lang, (1280, 720)):
        records, kb = renaming_by_finger(app, drive)
        taps(app, kb, *"ana")
        app.step()
        enter, cancel = ("Intro", "Cancelar") if lang == "es" else ("Enter", "Cancel")
        said = f"{enter} keeps the new name · {cancel} leaves it as it was"
        if lang == "es":
            said = f"{enter} guarda el nombre nuevo · {cancel} lo deja como estaba"
        assert drawn_on(app, records, said), "the hint says the finger's way"
        (at,) = drawn_on(app, records, cancel)
        assert not at.colliderect(kb.foot) and app.screen.get_rect().contains(at)
        tap(app, at.center)
        app.step()
        assert app.top is records and not records.renaming
        assert [p["name"] for p in players.load().players] == ["Jose"]
        assert drawn_on(app, records, "Jose") and not drawn_on(app, records, cancel)
        assert records.new_field.focus  # typing finds a player again


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("box", ["find", "rename"])
def test_the_players_list_shows_whole_rows_above_the_keys(app, drive, size, box):
    """With the keys up (finding a player, or renaming one) every name drawn lies whole above
    them, the one chosen (low on the page) among them; the keys put away, the list is as long
    as before."""
    app.resize_window(size)
    club()
    records = open_records(app, drive)
    full = records.pager.per_page
    chosen = records.pager.shown[-2]  # low on the page: under the keys' top
    tap(app, chosen.rect.center)
    name = chosen.label()
    field = records.new_field
    if box == "rename":
        tap(app, records.button("rename").rect.center)
        field = records.field
    tap(app, field.rect.center)
    kb = keyboard(app)
    app.step()
    layer = app.scenes.index(records)
    chips = [b.label() for b in records.pager.shown]
    seen = [d for d in app.fonts.drawn if d.layer == layer and d.text in chips]
    assert name in [d.text for d in seen], "the chosen player is in sight"
    for b in records.pager.shown + records.pager.controls():
        assert b.rect.bottom <= kb.foot.top, f"{b.label()} cut by the keys"
    for d in seen:
        assert d.rect.bottom <= kb.foot.top
    taps(app, kb, "done")
    app.step()
    assert app.top is records and records.pager.per_page == full
