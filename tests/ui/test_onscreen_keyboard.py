"""The game's own on-screen keyboard: a bar's touch screen with no keyboard had no way to type a
name (a finger's tap on a name's box met a box waiting for keys). Driven by fingers as a touch
screen delivers them (:func:`test_touch_targets.tap`: each FINGER event with the mouse event
SDL makes of it, ``touch=True``)."""

from __future__ import annotations

import pygame
import pytest
from test_long_lists import club, open_records
from test_touch_targets import tap
from ui_screens import window_in

from chapo_game import players
from chapo_game.ui.palette import ACCENT
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.onscreen_keyboard import KeyboardScene
from chapo_game.ui.touch import FINGER


def name_screen(app, which: str = "two_players"):
    app.reset_to(MenuScene(app))
    app.step()
    tap(app, app.top.button(which).rect.center)
    return app.top


def taps(app, kb: KeyboardScene, *names: str) -> None:
    for name in names:
        tap(app, kb.key(name).rect.center)


def test_a_finger_types_inigo_and_he_plays_under_his_name(app, drive):
    """A finger on the first name's box: the keys come up, Mayús on over the default name
    (typed over, as a key replaces it); Í, ñ, i, g, o type "Íñigo"; Hecho puts the keys away
    and Empezar plays under his name, which the list of players then holds."""
    names = name_screen(app)
    tap(app, names.fields[0].rect.center)
    kb = app.top
    assert isinstance(kb, KeyboardScene) and kb.field is names.fields[0] and kb.shift
    assert kb.key("í").label() == "Í" and kb.key("ñ").label() == "Ñ"
    taps(app, kb, "í", "ñ", "i", "g", "o")
    assert names.fields[0].value == "Íñigo"
    taps(app, kb, "done")
    assert app.top is names
    tap(app, names.button("start").rect.center)
    app.step()
    assert isinstance(app.top, GameScene)
    assert list(app.top.match.players) == ["Íñigo", "Jugador 2"]
    assert "Íñigo" in players.load().names()


def test_the_keys_type_as_a_real_key_does_the_boxs_rules_hold(app, drive):
    """The box's own rules: 40 characters at most (the 41st said in red), Borrar erases a
    letter, Mayús for one capital, a space then a capital again."""
    names = name_screen(app)
    tap(app, names.fields[1].rect.center)
    kb = app.top
    taps(app, kb, "shift")  # off: "jugador 2" typed over in small letters
    taps(app, kb, *"ana", "space", "l")
    assert names.fields[1].value == "ana L"  # after a space: a capital
    taps(app, kb, "erase", "m", "shift", "x", "y")
    assert names.fields[1].value == "ana MXy"  # Mayús for one letter
    taps(app, kb, *"a" * 41)
    assert len(names.fields[1].value) == 40 and names.fields[1].overflowed


def test_a_finger_keeps_a_practice_position_under_a_name_of_its_own(app, drive):
    """Keeping a position under a name needed keys (Guardar posición kept "Mi posición 1"
    without them): the proposed name, selected whole, is typed over by the keys."""
    from test_practice_coach import T, practice

    from chapo_game import kept_positions

    p = practice(app)
    tap(app, p.keep_button.rect.center)
    tap(app, app.top.button("named").rect.center)
    naming = app.top
    tap(app, naming.field.rect.center)
    kb = app.top
    assert isinstance(kb, KeyboardScene) and kb.lift == 0
    taps(app, kb, *"rey", "space", *"solo", "done")
    tap(app, naming.button("keep").rect.center)
    assert app.top is p
    assert [k.name for k in kept_positions.load_all(T)[0]] == ["Rey Solo"]


def test_a_mouse_click_opens_no_keyboard(app, drive):
    """A keyboard's user clicks into a name's box with the mouse: the screen as it was."""
    names = name_screen(app)
    drive.click(names.fields[1].rect.center)
    app.step()
    assert app.top is names and names.fields[1].focus


def test_a_finger_tap_the_window_did_not_send_opens_no_keyboard_later(app, drive):
    """A tap a screen was handed outside the window's loop (a test's, another window's) is no
    box of the next event's: the mouse moved after it opens no keyboard (a finger's tap, noted
    in a class of its own, stood till the next event, whoever's: the mouse's move opened it)."""
    names = name_screen(app)
    up = pygame.event.Event(
        pygame.MOUSEBUTTONUP, button=1, pos=names.fields[0].rect.center, touch=True, finger=True
    )
    names.handle(up)  # handed straight to the screen
    drive.move((5, 5))
    app.step()
    assert app.top is names and names.fields[0].focus


def test_a_real_key_puts_the_keys_away_and_types(app, drive):
    """A keyboard turned up (or the system's own on-screen one): its key closes the game's
    keys and types into the box; Esc only puts them away; a tap elsewhere too, and is the
    screen's (another name's box tapped gets the keys at once)."""
    names = name_screen(app)
    tap(app, names.fields[0].rect.center)
    assert isinstance(app.top, KeyboardScene)
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    assert app.top is names and names.fields[0].value == "B"
    tap(app, names.fields[0].rect.center)
    drive.key(pygame.K_ESCAPE)
    assert app.top is names and names.fields[0].value == "B"
    tap(app, names.fields[0].rect.center)
    tap(app, names.fields[1].rect.center)
    kb = app.top
    assert isinstance(kb, KeyboardScene) and kb.field is names.fields[1]
    tap(app, (app.size[0] // 2, 5))  # the title
    assert app.top is names


@pytest.mark.parametrize("size", [(1280, 720), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_keys_are_a_finger_wide_and_leave_the_box_in_sight(app, drive, size, lang):
    """Every key at least a finger's 9 mm both ways, side by side, in the window; the box
    typed into drawn whole above them, its lit edge where the player reads it — the name
    boxes in their place, the records' box (at the foot of its column across) lifted onto the
    keys."""
    with window_in(app, lang, size):
        names = name_screen(app)
        tap(app, names.fields[1].rect.center)
        looked_at = [app.top]
        club()
        records = open_records(app, drive)
        tap(app, records.new_field.rect.center)
        looked_at.append(app.top)
        for kb in looked_at:
            assert isinstance(kb, KeyboardScene)
            rects = [b.rect for b in kb.keys.values()]
            least = app.fonts.px(FINGER)
            assert all(r.width >= least and r.height >= least for r in rects)
            assert all(app.screen.get_rect().contains(r) for r in rects)
            assert not any(r.collidelist([o for o in rects if o is not r]) >= 0 for r in rects)
        # the records' box, at the foot of its column across, lifted; upright it stands at the
        # screen's top, above the keys
        assert looked_at[0].lift == 0 and (looked_at[1].lift < 0) == (size == (1280, 720))
        kb = looked_at[1]
        box = kb.shown_box()
        assert box.collidelist(rects) < 0 and app.screen.get_rect().contains(box)
        assert box.bottom <= min(r.top for r in rects)
        assert tuple(app.screen.get_at((box.centerx, box.top))[:3]) == ACCENT
        taps(app, kb, "shift", "z")
        app.step()
        assert records.new_field.value == "z"
        assert tuple(app.screen.get_at((box.centerx, box.top))[:3]) == ACCENT


def test_a_finger_finds_a_saved_encuentro_by_a_name(app, drive):
    """The saves' search box (offered past a page of saves) took keys alone: a finger's tap
    on it gets the game's keys, and what they type narrows the list."""
    from chapo_game import saves
    from chapo_game.rules.match import Match

    for pair in [(f"Socio {i:02d}", f"Invitado {i:02d}") for i in range(12)] + [("Íñigo", "Marta")]:
        saves.save({"kind": "encuentro", "computers": {}, "match": Match(pair).to_json()})
    scene = name_screen(app, "resume")
    assert scene.searching()
    tap(app, scene.search.rect.center)
    kb = app.top
    assert isinstance(kb, KeyboardScene) and kb.field is scene.search
    taps(app, kb, "shift", *"marta", "done")
    drive.until(lambda: not scene.to_read)  # the saves not shown yet read a few a frame
    assert scene.search.value == "marta"
    assert [s.players for s in scene.slots] == [("Íñigo", "Marta")]
