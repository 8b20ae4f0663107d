"""A play-tester with the mouse alone: the settings' rows of several values step down as well
as up (a − and a + at their ends, the wheel over them), "Salir del juego" asks before the game
closes, and the replay's play button says what it does at the end ("Ver de nuevo")."""

from __future__ import annotations

import pygame
from ui_screens import shot_replay, texts

from chapo_game import settings as settings_mod
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.settings import SettingsScene


def open_settings(app, drive) -> SettingsScene:
    """The settings screen, opened as a player does: a click on the menu's Ajustes."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("settings").rect.center)
    s = app.top
    assert isinstance(s, SettingsScene)
    return s


def wheel(drive, y: int) -> None:
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def test_the_volume_goes_down_by_its_minus_and_stops_at_silence(app, drive):
    """By a click alone the volume went only up (70, 80, 90, 100, then 0 %): turning the sound
    down passed through full volume."""
    s = open_settings(app, drive)
    assert app.settings.volume == 0.7
    shown = texts(app)
    assert "Volumen: 70\u00a0%" in shown
    assert shown.count("−") == shown.count("+") == 4  # target, encuentro, shot clock, volume
    row, less, more = s.button("volume"), s.button("volume-"), s.button("volume+")
    assert less.rect.right < row.rect.left and more.rect.left > row.rect.right  # its two ends
    assert less.rect.centery == row.rect.centery == more.rect.centery
    drive.click(less.rect.center)
    assert app.settings.volume == 0.6 and "Volumen: 60\u00a0%" in texts(app)
    assert settings_mod.load().volume == 0.6  # saved at once
    for _ in range(6):
        drive.click(less.rect.center)
    assert app.settings.volume == 0.0 and "Volumen: 0\u00a0%" in texts(app)
    assert not less.enabled()  # spent, dimmed: silence never goes round to full volume
    drive.click(less.rect.center)
    assert app.settings.volume == 0.0
    drive.click(more.rect.center)
    assert app.settings.volume == 0.1 and "Volumen: 10\u00a0%" in texts(app)
    # the keys as they were: ← → step the lit row, the light goes over rows, never a − or +
    drive.move(row.rect.center)
    drive.key(pygame.K_LEFT)
    assert app.settings.volume == 0.0
    # Sonido, Pantalla completa, Texto grande, Reducir movimiento, Volver, round to the first
    for _ in range(6):
        drive.key(pygame.K_DOWN)
    assert [b.name for b in s.buttons if b.hover] == ["language"]


def test_every_row_of_several_values_steps_back_by_its_minus_as_left_does(app, drive):
    s = open_settings(app, drive)
    drive.click(s.button("target-").rect.center)
    assert app.settings.target == 20 and "Partida a 20 tantos" in texts(app)
    drive.click(s.button("target+").rect.center)
    drive.click(s.button("target+").rect.center)
    assert app.settings.target == 40 and "Partida a 40 tantos" in texts(app)
    drive.click(s.button("encuentro-").rect.center)
    assert app.settings.encuentro_length == 1 and "Encuentro: una sola partida" in texts(app)
    # at an end its − stops, dimmed: "−" at 20 tantos went round to 50
    drive.click(s.button("encuentro-").rect.center)
    assert app.settings.encuentro_length == 1 and not s.button("encuentro-").enabled()
    drive.click(s.button("shot_clock-").rect.center)  # no limit is the first value
    assert app.settings.shot_clock == 0 and "Tiempo por tiro: sin límite" in texts(app)
    drive.click(s.button("shot_clock").rect.center)  # a click on the row still steps it on
    assert app.settings.shot_clock == 30
    assert settings_mod.load().target == 40
    names = {b.name for b in s.buttons}  # rows of two values are a click each: no − or +
    assert not names & {f"{n}{e}" for n in ("language", "ball1", "mute") for e in "-+"}


def test_the_wheel_over_a_row_of_several_values_steps_it_both_ways(app, drive):
    s = open_settings(app, drive)
    drive.move(s.button("volume").rect.center)
    wheel(drive, -1)
    assert app.settings.volume == 0.6 and "Volumen: 60\u00a0%" in texts(app)
    wheel(drive, 1)
    wheel(drive, 1)
    assert app.settings.volume == 0.8
    drive.move(s.button("target+").rect.center)  # over the row's + too
    wheel(drive, -1)
    assert app.settings.target == 20 and "Partida a 20 tantos" in texts(app)
    drive.move(s.button("mute").rect.center)  # a row of two values: the wheel leaves it be
    wheel(drive, -1)
    assert app.settings.muted is False and app.settings.volume == 0.8


def test_the_menus_quit_button_asks_first_and_back_keeps_the_game(app, drive):
    """One click on "Salir del juego" closed the game: on a bar's PC a stray click ended the
    session. It asks what Esc asks; Volver keeps the game open."""
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button("quit").rect.center)
    assert app.running and isinstance(app.top, ConfirmScene)
    assert "¿Salir del juego?" in texts(app)
    drive.click(app.top.button("back").rect.center)
    assert app.running and isinstance(app.top, MenuScene)


def test_the_replays_play_button_says_watch_again_at_the_end(app, drive):
    """At the end the button said "Seguir" and started the replay again: it says so now."""
    r = shot_replay(app)
    app.push(r)
    app.step()
    play = r.button("pause")
    assert "Pausa" in texts(app)
    drive.click(play.rect.center)
    assert r.clock.paused and not r.clock.at_end and "Seguir" in texts(app)
    app.apply_settings(app.settings.with_(language="en"))
    app.step()
    assert "Continue" in texts(app)
    app.apply_settings(app.settings.with_(language="es"))
    drive.click(play.rect.center)
    drive.until(lambda: r.clock.at_end)
    app.step()
    assert "Ver de nuevo" in texts(app) and "Seguir" not in texts(app)
    app.apply_settings(app.settings.with_(language="en"))
    app.step()
    assert "Watch again" in texts(app)
    app.fast_forward = 1  # a recorded frame a window frame, from here on
    drive.click(play.rect.center)  # it does what it says: the shot from its start
    assert r.clock.at <= 1 and not r.clock.paused and "Pause" in texts(app)
