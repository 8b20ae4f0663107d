"""The on-screen keyboard finished: Intro does what Enter does on the screen (the next name,
Empezar, Guardar), the screen's button that takes the name is in sight over the keys (at
1280×720 they covered Empezar and Guardar: a finger tapped Hecho first, then the button), and
the box typed into is the box — a tap on it keeps a name selected whole, to be mended. Driven
by fingers as a touch screen delivers them (:func:`test_touch_targets.tap`)."""

from __future__ import annotations

import pytest
from test_onscreen_keyboard import name_screen, taps
from test_touch_targets import tap
from ui_screens import window_in

from chapo_game import player_list, players
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.onscreen_keyboard import KeyboardScene

SIZES = [(1280, 720), (1920, 1080), (1024, 768), (1080, 1920)]


def keyboard(app) -> KeyboardScene:
    kb = app.top
    assert isinstance(kb, KeyboardScene)
    return kb


def renaming_by_finger(app, drive, name: str = "Jose"):
    """The players screen, ``name`` alone in the list, its Rename tapped and then its box:
    the keys up over it: (the players screen, the keyboard)."""
    from test_long_lists import open_records

    roster = player_list.Roster()
    roster.add(name)
    players.save(roster)
    records = open_records(app, drive)
    tap(app, records.button("rename").rect.center)
    tap(app, records.field.rect.center)
    return records, keyboard(app)


def seen_on_keys(app, label: str):
    """Where ``label`` is drawn on the keyboard's layer, clear of every key: what a finger taps."""
    app.step()
    kb, top = keyboard(app), len(app.scenes) - 1
    keys = [b.rect for b in kb.keys.values()]
    shown = [
        d.rect
        for d in app.fonts.drawn
        if d.layer == top and d.kind == "text" and d.text == label and d.rect.collidelist(keys) < 0
    ]
    assert shown, f"{label!r} not in sight over the keys"
    assert app.screen.get_rect().contains(shown[0])
    return shown[0]


def test_intro_goes_on_to_the_second_name_and_then_starts(app, drive):
    """Intro on the first name lights the second (the keys follow it, Mayús on over the
    default name); Intro there starts, under both names, with no keyboard left behind."""
    names = name_screen(app)
    tap(app, names.fields[0].rect.center)
    taps(app, keyboard(app), *"jos", "é", "enter")
    kb = keyboard(app)
    assert kb.field is names.fields[1] and kb.shift and names.fields[1].focus
    taps(app, kb, *"ana", "enter")
    app.step()
    assert isinstance(app.top, GameScene)
    assert list(app.top.match.players) == ["José", "Ana"]
    assert not any(isinstance(s, KeyboardScene) for s in app.scenes)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_empezar_is_in_sight_over_the_keys_and_a_tap_on_it_starts(app, drive, size, lang):
    """Wherever the keys cover Empezar, it is shown on their top, the name box clear of it
    and of the keys; a finger's tap on it starts the encuentro."""
    with window_in(app, lang, size):
        names = name_screen(app)
        tap(app, names.fields[1].rect.center)
        taps(app, keyboard(app), "ñ", "o", "ñ", "o")
        start = names.button("start").label()
        at = seen_on_keys(app, start)
        kb = keyboard(app)
        assert kb.shown_box().collidelist([b.rect for b in kb.key_buttons()]) < 0
        tap(app, at.center)
        app.step()
        assert isinstance(app.top, GameScene)
        assert list(app.top.match.players) == [names.fields[0].value, "Ñoño"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_position_is_kept_from_the_keys_by_guardar_or_intro(app, drive, size):
    """Practice naming: Guardar in sight over the keys (or in its place, uncovered, where the
    window leaves room) keeps the position under the name typed; Intro keeps it too."""
    from test_practice_coach import T, practice

    from chapo_game import kept_positions

    app.resize_window(size)
    for last in ("button", "enter"):
        p = practice(app)
        tap(app, p.keep_button.rect.center)
        tap(app, app.top.button("named").rect.center)
        naming = app.top
        tap(app, naming.field.rect.center)
        kb = keyboard(app)
        taps(app, kb, *"rey", "space", "ñ" if last == "enter" else "á")
        if last == "enter":
            taps(app, kb, "enter")
        else:
            keep = naming.button("keep")
            covered = keep.rect.colliderect(kb.foot)
            tap(app, seen_on_keys(app, keep.label()).center if covered else keep.rect.center)
        assert app.top is p, (naming.said, naming.field.value)
    kept = [k.name for k in kept_positions.load_all(T)[0]]
    assert sorted(kept) == ["Rey Á", "Rey Ñ"]


def test_a_tap_on_the_box_keeps_a_name_to_mend_it(app, drive):
    """Renaming "Jose": the name comes selected whole, and a finger has no End nor → to keep
    it — Borrar erased it all. A tap on the box keeps it, the caret at its end: Borrar, é,
    and the Rename shown over the keys makes him José."""
    records, kb = renaming_by_finger(app, drive)
    assert records.field.selected
    tap(app, kb.shown_box().center)
    assert keyboard(app) is kb and not records.field.selected
    app.step()
    assert "Jose|" in [d.text for d in app.fonts.drawn if d.kind == "text"]  # the caret
    taps(app, kb, "erase", "é")
    assert records.field.value == "José"
    tap(app, seen_on_keys(app, records.button("rename").label()).center)
    app.step()
    assert players.load().names() == ["José"]


def test_the_players_box_lifted_is_the_box_a_finger_taps(app, drive):
    """The records' search box, lifted onto the keys at 1280×720: a tap on it stays with the
    keys (it put them away before, the box under them), and what is typed then is in it;
    Añadir jugador over the keys adds the name."""
    from test_long_lists import open_records

    records = open_records(app, drive)
    tap(app, records.new_field.rect.center)
    kb = keyboard(app)
    assert kb.lift < 0
    tap(app, kb.shown_box().center)
    assert keyboard(app) is kb
    taps(app, kb, *"maría")
    tap(app, seen_on_keys(app, records.button("add").label()).center)
    app.step()
    assert "María" in players.load().names()
