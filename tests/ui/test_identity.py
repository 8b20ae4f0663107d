"""The window's title, icon and class; the sounds' report and the notice of missing files; the
icon files against their generator."""

from __future__ import annotations

import io
import os
import struct

import pygame
import pytest

from chapo_game import resources
from chapo_game.settings import Settings
from chapo_game.ui import icon_gen, identity
from chapo_game.ui.app import App
from chapo_game.ui.app_id import HINTS
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.sound import Sound
from chapo_game.ui.sound_gen import SOUNDS
from chapo_game.ui.widgets import BAD


def test_the_window_has_its_title_icon_and_class(app):
    assert pygame.display.get_caption()[0] == "Chapó — billar de palos"  # Spanish by default
    assert app.icon_problem is None
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "chapo"  # the desktop entry's StartupWMClass
    assert app.message is None  # nothing missing: no notice


def test_the_windows_title_follows_the_language(app):
    """The title bar and the task bar say the game in the player's language: in English the
    window read "Chapó — billar de palos"; changed back, it is Spanish again."""
    app.apply_settings(app.settings.with_(language="en"))
    assert pygame.display.get_caption()[0] == "Chapó — pin billiards"
    app.apply_settings(app.settings.with_(language="es"))
    assert pygame.display.get_caption()[0] == "Chapó — billar de palos"


def test_the_sound_report_lists_every_sound_loaded():
    rep = Sound(enabled=True).report
    assert sorted(rep.loaded) == sorted(SOUNDS) and rep.missing == ()
    assert rep.device == "dummy"
    assert rep.line().startswith(f"sounds: {len(SOUNDS)} of {len(SOUNDS)} loaded (")
    assert Sound(enabled=False).report.device is None


REAL_SOUND_BYTES = resources.sound_bytes


def _without(name: str, broken: bytes | None = None):
    real = REAL_SOUND_BYTES

    def fake(n: str) -> bytes:
        if n != name:
            return real(n)
        if broken is None:
            raise resources.MissingResource(f"chapo_game/assets/sounds/{n}.wav")
        return broken

    return fake


def test_a_missing_or_damaged_sound_is_reported(monkeypatch):
    monkeypatch.setattr(resources, "sound_bytes", _without("pin"))
    rep = Sound(enabled=False).report
    assert "pin" not in rep.loaded and rep.missing == (("pin", "not in the installation"),)
    assert "missing: pin (not in the installation)" in rep.line()
    monkeypatch.setattr(resources, "sound_bytes", _without("ball", b"RIFF\x00\x00"))
    rep = Sound(enabled=True).report
    assert [n for n, _ in rep.missing] == ["ball"] and "ball" not in Sound().sounds
    assert rep.missing[0][1].startswith("unreadable")


def test_missing_files_are_said_on_the_menu_and_stderr(monkeypatch, capsys):
    monkeypatch.setattr(resources, "sound_bytes", _without("pocket"))
    a = App(size=(1280, 720), settings=Settings(), audio=False)
    try:
        assert a.message == (
            "Faltan archivos de la instalación: sounds/pocket.wav. Vuelva a instalar el juego."
        )
        assert "files missing from the installation: sounds/pocket.wav" in capsys.readouterr().err
        a.push(MenuScene(a))
        a.step([])
        assert _notice_pixels(a.screen) > 100  # the red line at the foot of the menu
    finally:
        a.quit()


def _notice_pixels(surf: pygame.Surface) -> int:
    """Pixels of the menu's notice colour (BAD) in the band where the notice is written."""
    w, h = surf.get_size()
    band = range(round(h * 0.93), round(h * 0.97))
    return sum(
        1
        for y in band
        for x in range(0, w, 2)
        if all(abs(c - t) < 30 for c, t in zip(surf.get_at((x, y))[:3], BAD, strict=True))
    )


def test_without_missing_files_the_menu_has_no_notice(app):
    app.push(MenuScene(app))
    app.step([])
    assert _notice_pixels(app.screen) == 0


def test_the_verbose_report_names_what_was_loaded(app):
    lines = identity.load_report(Sound(enabled=False).report, None)
    keys = [ln.split(": ", 1)[0] for ln in lines]
    assert keys == [
        "version",
        "package",
        "pygame",
        "sounds",
        "catalogues",
        "icon",
        "settings and saves",
    ]
    assert lines[2] == f"pygame: pygame-ce {pygame.version.ver}, SDL " + ".".join(
        str(n) for n in pygame.get_sdl_version()
    )
    assert lines[4] == "catalogues: " + ", ".join(
        s.line() for s in resources.catalogue_status(("es", "en"))
    )
    assert lines[5] == "icon: chapo-128.png loaded"


# ------------------------------------------------------------------ the icon files
def _pixels(data: bytes) -> tuple[tuple[int, int], bytes]:
    img = pygame.image.load(io.BytesIO(data), "x.png")
    return img.get_size(), pygame.image.tobytes(img, "RGBA")


def test_committed_icons_are_what_the_generator_draws(tmp_path):
    made = {p.name: p.read_bytes() for p in icon_gen.generate(tmp_path)}
    for n in resources.ICON_SIZES:
        size, pixels = _pixels(resources.icon_png(n))
        assert size == (n, n)
        assert _pixels(made[f"chapo-{n}.png"]) == (size, pixels)


@pytest.mark.parametrize("n", [32, 256])
def test_the_icon_shows_the_rey_on_the_cloth_inside_the_rail(n):
    img = pygame.image.load(io.BytesIO(resources.icon_png(n)), "x.png")
    assert img.get_at((0, 0)).a == 0  # transparent corners: a rounded tile
    r, g, b, _ = img.get_at((n // 2, n // 2))
    assert r > 150 and g < 90 and b < 90  # the rey's red crown in the middle
    r, g, b, _ = img.get_at((round(n * 0.2), n // 2))
    assert b > r and b > 100  # cloth between the rail and the pins


def test_ico_and_icns_hold_every_png_they_declare():
    ico = resources.read_asset("icons", "chapo.ico")
    reserved, kind, count = struct.unpack("<3H", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icon_gen.ICO_SIZES))
    for i, n in enumerate(icon_gen.ICO_SIZES):
        w, _h, _c, _r, _p, bits, size, at = struct.unpack("<4B2H2I", ico[6 + 16 * i : 22 + 16 * i])
        assert (w or 256, bits) == (n, 32)
        assert _pixels(ico[at : at + size])[0] == (n, n)
    icns = resources.read_asset("icons", "chapo.icns")
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    at, found = 8, []
    while at < len(icns):
        kind, length = icns[at : at + 4], struct.unpack(">I", icns[at + 4 : at + 8])[0]
        found.append((kind, _pixels(icns[at + 8 : at + length])[0]))
        at += length
    assert found == [(k, (n, n)) for k, n in icon_gen.ICNS_TYPES]


def test_the_window_class_is_the_games_whatever_the_program_is_called():
    """With ``DISPLAY`` set, pygame names the window's class after the program when it is
    imported (``__main__.py`` for ``python -m chapo_game``, ``-c`` here), and the game's own
    name, set after, kept that: the desktop did not match the window to its entry. A class the
    player set himself is kept."""
    import subprocess
    import sys

    probe = (
        "import os, chapo_game.ui.app, pygame; "
        "print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_APP_ID'])"
    )
    env = {k: v for k, v in os.environ.items() if k not in HINTS}
    env["DISPLAY"] = ":9999"  # pygame only looks for it; nothing connects
    out = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["chapo", "chapo"]
    env["SDL_VIDEO_X11_WMCLASS"] = "club-kiosk"
    out = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["club-kiosk", "chapo"]
