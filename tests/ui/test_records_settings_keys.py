"""The records and settings screens do what the keys ask: Enter after typing a name takes the
name (never a button the light was left on), a note goes once it is no longer true, the volume
stops at its ends, and the full-screen row says the window as it is."""

from __future__ import annotations

import json

import pygame
from test_keyboard import lit
from ui_screens import records_with

from chapo_game import players, settings
from chapo_game.settings import Settings
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.records import RecordsScene
from chapo_game.ui.scenes.settings import SettingsScene


def records(app, drive, *names: str) -> RecordsScene:
    return records_with(app, drive, *names)


def typed(drive, text: str) -> None:
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_enter_after_typing_takes_the_name_not_the_button_the_light_was_on(app, drive):
    """ "Pena" chosen by the keys, then "zz" typed: the names narrowed under the light, which
    landed on Rename, and Enter opened the rename box — Pena was renamed "Luis" with his record.
    Typing puts the light out; Enter adds the typed name."""
    r = records(app, drive, "Pena", "Rita")
    drive.key(pygame.K_DOWN)
    assert lit(app, r.buttons) == ["player:Pena"]
    typed(drive, "Lucía")
    assert lit(app, r.buttons) == []
    drive.key(pygame.K_RETURN)
    assert not r.renaming and app.top is r
    assert sorted(p["name"] for p in players.load().players) == ["Lucía", "Pena", "Rita"]
    assert r.player()["name"] == "Lucía"


def test_a_note_goes_once_another_player_is_shown(app, drive):
    """ "Pena is shown; Add player adds 'Peña'" stayed under every player chosen after it."""
    r = records(app, drive, "Pena", "Rita")
    typed(drive, "Peña")
    drive.key(pygame.K_RETURN)
    assert r.note.startswith("Se muestra a Pena")
    drive.click(next(b for b in r.buttons if b.name == "add").rect.center)  # Peña added
    assert r.player()["name"] == "Peña" and r.note == ""
    drive.click(next(b for b in r.buttons if b.name == "player:Rita").rect.center)
    assert r.player()["name"] == "Rita"
    r.export()
    assert r.note.startswith("Marcas escritas en")
    drive.click(next(b for b in r.buttons if b.name == "player:Pena").rect.center)
    assert r.note == ""


def test_the_arrows_stop_the_volume_at_silence_and_at_full(app, drive):
    """One ← too many at 0 % went to 100 %; a click on the row still goes round."""
    app.apply_settings(app.settings.with_(volume=0.1))
    app.reset_to(MenuScene(app))
    s = SettingsScene(app)
    app.push(s)
    s.focus.index = [name for name, _l, _f in s.rows].index("volume")
    for _ in range(3):
        drive.key(pygame.K_LEFT)
    assert app.settings.volume == 0.0
    app.apply_settings(app.settings.with_(volume=0.9))
    for _ in range(3):
        drive.key(pygame.K_RIGHT)
    assert app.settings.volume == 1.0
    drive.click(s.buttons[s.focus.index].rect.center)
    assert app.settings.volume == 0.0
    # a hand-edited 75 %: + went to 90 % (75 rounded to 80 first); one tenth either way now
    app.apply_settings(app.settings.with_(volume=0.75))
    drive.key(pygame.K_RIGHT)
    assert app.settings.volume == 0.8
    app.apply_settings(app.settings.with_(volume=0.75))
    drive.key(pygame.K_LEFT)
    assert app.settings.volume == 0.7


def test_started_with_fullscreen_the_row_says_so_and_nothing_else_saves_it(tmp_path):
    """`chapo --fullscreen`: the row said "no" and its first click changed nothing to see but
    saved full screen for every later start; changing the volume left full screen."""
    from chapo_game.ui.app import App

    a = App(size=(1280, 720), fullscreen=True, audio=False)
    try:
        a.reset_to(MenuScene(a))
        s = SettingsScene(a)
        a.push(s)
        a.step()
        row = s.buttons[[name for name, _l, _f in s.rows].index("fullscreen")]
        assert row.label() == "Pantalla completa: sí" and a.fullscreen
        a.apply_settings(a.settings.with_(volume=0.3))  # another row: the window stays
        assert a.fullscreen
        saved = json.loads(settings.settings_path().read_text("utf-8"))
        assert saved["volume"] == 0.3 and saved["fullscreen"] is False  # the run's flag only
        row.action()  # chosen: the window leaves full screen, and that is kept
        assert not a.fullscreen and row.label() == "Pantalla completa: no"
        assert json.loads(settings.settings_path().read_text("utf-8"))["fullscreen"] is False
        row.action()
        assert a.fullscreen
        assert json.loads(settings.settings_path().read_text("utf-8"))["fullscreen"] is True
    finally:
        a.quit()
    assert Settings().fullscreen is False


def test_the_step_signs_sit_in_the_middle_of_their_buttons(app):
    """Set on its line, the "−" sat at the font's maths axis, 3–4 px below the middle of the
    settings' step buttons at 1280×720 (and "+" beside it): each sign's ink is now centred."""
    from ui_screens import settings_row

    settings_row(app, "target")
    scene = app.top
    signs = [b for b in scene.buttons if b.name.endswith(("-", "+"))]
    assert len(signs) >= 4
    for b in signs:
        inside = app.screen.subsurface(b.rect.inflate(-8, -8))
        # the ink: the sign's pixels, brighter than the button's fill
        fill = inside.get_at((2, 2))
        bright = [
            (x, y)
            for y in range(inside.get_height())
            for x in range(inside.get_width())
            if sum(inside.get_at((x, y))[:3]) > sum(fill[:3]) + 150
        ]
        assert bright, b.name
        ys = [y for _x, y in bright]
        xs = [x for x, _y in bright]
        middle_y = (min(ys) + max(ys) + 1) / 2
        middle_x = (min(xs) + max(xs) + 1) / 2
        assert abs(middle_y - inside.get_height() / 2) <= 1, (b.name, middle_y)
        assert abs(middle_x - inside.get_width() / 2) <= 1.5, (b.name, middle_x)
