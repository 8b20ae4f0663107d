"""Catalogues, settings file, save file and generated sounds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import wave

import pytest

from chapo_game import i18n, record, resources
from chapo_game import settings as settings_mod
from chapo_game.events import make
from chapo_game.settings import Settings
from chapo_game.ui import sound_gen
from chapo_game.ui.sound import Sound


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_committed_mo_is_the_compiled_po(lang):
    po = i18n.po_path(lang).read_text("utf-8")
    assert i18n.mo_path(lang).read_bytes() == i18n.compile_po(po)


def test_every_visible_string_is_in_both_catalogues():
    ids = i18n.all_msgids()
    assert len(ids) > 100
    for lang in i18n.LANGUAGES:
        cat = i18n.parse_po(i18n.po_path(lang).read_text("utf-8"))
        missing = [k for k in ids if not cat.get(k)]
        assert missing == [], (lang, missing[:5])


def test_every_character_of_both_catalogues_has_a_glyph_in_the_window_font():
    """The window draws with pygame's own font, which has no arrows (← ↑): a text that uses
    a character it lacks shows an empty box where the player reads it."""
    import pygame.freetype

    pygame.freetype.init()
    font = pygame.freetype.Font(None, 24)
    for lang in i18n.LANGUAGES:
        cat = i18n.parse_po(i18n.po_path(lang).read_text("utf-8"))
        texts = [*cat, *(v if isinstance(v, str) else "".join(v) for v in cat.values())]
        chars = {c for t in texts for c in t if c.isprintable()}
        lacking = sorted(c for c in chars if font.get_metrics(c)[0] is None)
        assert lacking == [], (lang, lacking)


def test_language_switch_translates_through_gettext():
    try:
        i18n.set_language("es")
        assert i18n._("Two players") == "Dos jugadores"
        assert i18n._("Both balls knocked pins: lag again") == "Las dos derribaron palos: se repite"
        i18n.set_language("en")
        assert i18n._("Two players") == "Two players"
    finally:
        i18n.set_language("es")


def test_settings_live_in_the_config_dir_and_bad_values_fall_back(tmp_path, monkeypatch):
    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(tmp_path / "cfg"))
    assert settings_mod.load() == Settings()
    settings_mod.save(Settings(language="en", volume=0.3))
    assert (tmp_path / "cfg" / "settings.json").is_file()
    assert settings_mod.load() == Settings(language="en", volume=0.3)
    (tmp_path / "cfg" / "settings.json").write_text(
        json.dumps({"language": "fr", "target": 30, "volume": 7, "fullscreen": "yes"}), "utf-8"
    )
    assert settings_mod.load() == Settings()
    monkeypatch.delenv("CHAPO_CONFIG_DIR")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert settings_mod.config_dir() == tmp_path / "xdg" / "chapo"


def test_a_config_dir_given_with_a_tilde_is_the_home_folders(tmp_path, monkeypatch):
    # a club's launcher that quotes the variable ('CHAPO_CONFIG_DIR=~/chapo-club') passes
    # the tilde as it is: the files went to a folder named "~" under wherever it started
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("CHAPO_CONFIG_DIR", "~/chapo-club")
    assert settings_mod.config_dir() == tmp_path / "chapo-club"
    settings_mod.save(Settings(language="en"))
    assert (tmp_path / "chapo-club" / "settings.json").is_file()


def test_save_is_atomic_and_round_trips(tmp_path):
    p = tmp_path / "enc.json"
    record.save({"kind": "encuentro", "n": 1}, p)
    record.save({"kind": "encuentro", "n": 2}, p)
    assert record.load(p).payload == {"kind": "encuentro", "n": 2}
    assert [x.name for x in tmp_path.iterdir()] == ["enc.json"]  # no temporary left behind


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{not json",
        '{"format": "other"}',
        '{"format": "chapo-save", "version": 0}',
        '{"format": "chapo-save", "version": "2"}',
    ],
)
def test_damaged_save_moved_aside_never_deleted(tmp_path, text):
    p = tmp_path / "enc.json"
    p.write_text(text, "utf-8")
    got = record.load(p)
    assert got.payload is None and got.message
    assert "\n" not in got.message
    assert not p.exists()
    assert got.moved_to is not None and got.moved_to.read_text("utf-8") == text
    assert got.moved_to.name.startswith("enc.json.damaged-")


def test_a_save_of_a_newer_version_is_left_where_it_is(tmp_path):
    """Not damaged: a newer version's, which would no longer find it set aside."""
    p = tmp_path / "enc.json"
    text = '{"format": "chapo-save", "version": 99, "payload": {"kind": "encuentro"}}'
    p.write_text(text, "utf-8")
    got = record.load(p)
    assert got.payload is None and got.newer and got.moved_to is None
    assert got.message == "written by a newer version (save version 99)"
    assert p.read_text("utf-8") == text and [x.name for x in tmp_path.iterdir()] == ["enc.json"]


def test_committed_sounds_are_what_the_generator_makes(tmp_path):
    made = sound_gen.generate(tmp_path)
    assert sorted(p.name for p in made) == sorted(f"{n}.wav" for n in sound_gen.SOUNDS)
    for p in made:
        assert p.read_bytes() == resources.sound_bytes(p.stem)  # as shipped, installed or not
        with wave.open(str(p)) as w:
            assert w.getnframes() > 0 and w.getframerate() == sound_gen.RATE


def test_sound_volume_follows_impact_speed_setting_and_mute():
    s = Sound(volume=0.5, enabled=False)
    # two frames' slices: a tenth of a second apart in one, a stall's jump keeps the louder
    s.for_events([make(0.1, "ball_ball", a="1", b="2", speed=0.3)])
    s.for_events([make(0.2, "ball_ball", a="1", b="2", speed=3.0)])
    soft, hard = s.played[-2][1], s.played[-1][1]
    assert 0 < soft < hard == 0.5
    s.muted = True
    s.play("cushion", 3.0)
    assert s.played[-1] == ("cushion", 0.0)


def test_the_asset_generators_write_only_into_a_checkout(tmp_path, capsys):
    """From a wheel, the generators' ``assets`` path is inside site-packages: refuse there."""
    installed = tmp_path / "site-packages" / "assets" / "sounds"
    assert sound_gen.run_generator(sound_gen.generate, installed, "sound_gen") == 2
    assert "is not a checkout's assets folder" in capsys.readouterr().err
    assert not installed.parent.exists()
    checkout = tmp_path / "chapo"
    (checkout / "assets").mkdir(parents=True)
    (checkout / "pyproject.toml").write_text("")
    assert sound_gen.run_generator(sound_gen.generate, checkout / "assets" / "sounds", "x") == 0
    assert len(list((checkout / "assets" / "sounds").glob("*.wav"))) == len(sound_gen.SOUNDS)


@pytest.mark.parametrize("module", ["sound_gen", "icon_gen"])
def test_the_asset_generators_refuse_arguments_in_one_line(module):
    """They take none: a mistyped option (``--out DIR``) is refused, not silently ignored while
    the checkout's assets are rewritten; ``--help`` says what they do."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    run = subprocess.run(
        [sys.executable, "-m", f"chapo_game.ui.{module}", "--out", "elsewhere"],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "unrecognized arguments: --out elsewhere" in run.stderr
    helped = subprocess.run(
        [sys.executable, "-m", f"chapo_game.ui.{module}", "--help"],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert helped.returncode == 0 and "no arguments" in helped.stdout
