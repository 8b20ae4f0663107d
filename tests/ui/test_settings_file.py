"""A damaged settings file: one clear line on the menu, the file kept aside, the valid values
kept, and the game starts (issue 4 item 8's rule for saves, applied to the settings too)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from chapo_game import settings as settings_mod
from chapo_game.ui.app import App
from chapo_game.ui.scenes.menu import MenuScene


def _config() -> Path:
    p = Path(os.environ["CHAPO_CONFIG_DIR"])
    p.mkdir(parents=True, exist_ok=True)
    return p


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"language": "en", "volume": ', "unreadable"),
        ("[1, 2, 3]", "not a JSON object"),
        ('{"language": "en", "volume": 7, "colour": "red"}', "volume = 7 is not allowed"),
        ('{"shot_clock": 45}', "shot_clock = 45 is not allowed"),
        ('{"shot_clock": 30.0}', "shot_clock = 30.0 is not allowed"),
        ('{"records_order": "elo"}', 'records_order = "elo" is not allowed'),
        ('{"records_order": ["name"]}', 'records_order = ["name"] is not allowed'),
    ],
)
def test_damaged_settings_are_kept_aside_and_reported(text: str, words: str, capsys) -> None:
    cfg = _config()
    (cfg / "settings.json").write_text(text, encoding="utf-8")
    app = App(audio=False)
    try:
        app.push(MenuScene(app))
        app.step([])
        kept = sorted(cfg.glob("settings.json.damaged-*"))
        assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
        said = "Algunos ajustes no eran válidos y vuelven a su valor por defecto; el archivo se ha"
        if words == "unreadable":  # nothing of it could be read: every setting defaulted
            said = "No se pudo leer el archivo de ajustes; se usan los valores iniciales y el"
        elif app.settings.language == "en":
            said = "Some settings could not be used and are back to their defaults; the file was"
        assert app.message is not None and app.message.startswith(said)
        assert app.message.endswith(f" {kept[0].name}.")
        err = capsys.readouterr().err  # why, for whoever looks after the machine
        assert err.count("\n") == 1 and words in err and kept[0].name in err
        written = cfg / "settings.json"  # what was valid, kept for the next start too
        if words != "unreadable":
            assert settings_mod.load_checked() == settings_mod.LoadedSettings(app.settings)
        else:
            assert not written.exists()
        if text.startswith('{"language": "en", "volume": 7'):
            # the valid value is kept, the bad one falls back to the default
            assert app.settings.language == "en"
            assert app.settings.volume == settings_mod.Settings().volume
    finally:
        app.quit()


def test_good_settings_load_silently_and_save_atomically() -> None:
    cfg = _config()
    s = settings_mod.Settings(
        language="en", target=40, volume=0.3, shot_clock=60, records_order="points"
    )
    settings_mod.save(s)
    assert json.loads((cfg / "settings.json").read_text(encoding="utf-8"))["target"] == 40
    assert not list(cfg.glob(".settings.json.*.tmp"))
    loaded = settings_mod.load_checked()
    assert loaded.settings == s and loaded.problem is None and loaded.moved_to is None


#: Files written by Chapó 0.2.0 itself (a club's season, made with its window and its code).
FROM_0_2 = Path(__file__).parent.parent / "from_0_2_0"


def test_a_setting_changed_leaves_a_file_chapo_0_2_0_takes() -> None:
    """0.2.0 calls a settings file holding a setting it lacks damaged: it sets it aside and
    says so at every start. A club that keeps one old machine on the shared folder changed a
    setting on a new one and the old one said so at its next start, after each change: the
    file holds only 0.2.0's settings until a newer one (large text) is turned on."""
    import pygame
    from ui_screens import settings_row

    cfg = _config()
    made = (FROM_0_2 / "settings.json").read_text(encoding="utf-8")  # English, to 40, clock 30
    (cfg / "settings.json").write_text(made, encoding="utf-8")
    app = App(size=(960, 540), audio=False)
    try:
        app.push(MenuScene(app))
        for name in ("target", "large_text"):
            row = settings_row(app, name)
            app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row.rect.center, button=1)])
            on_disk = json.loads((cfg / "settings.json").read_text(encoding="utf-8"))
            if name == "target":
                assert on_disk.keys() == json.loads(made).keys() and on_disk["target"] == 50
        assert on_disk["large_text"] is True and "reduce_motion" not in on_disk
    finally:
        app.quit()


def test_lang_on_the_command_line_is_for_that_run_only() -> None:
    """``chapo --lang en`` speaks English that run; changing another setting does not write
    English into the file (the next plain start spoke English: the flag had become the
    setting). A language chosen on the settings screen is written: it is the player's."""
    import pygame
    from ui_screens import settings_row

    cfg = _config()
    (cfg / "settings.json").write_text('{"language": "es", "target": 30}', encoding="utf-8")
    app = App(size=(960, 540), audio=False, language="en")
    try:
        app.push(MenuScene(app))
        row = settings_row(app, "target")
        assert row.label() == "Partida to 30 points"  # this run speaks English
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row.rect.center, button=1)])
        on_disk = json.loads((cfg / "settings.json").read_text(encoding="utf-8"))
        assert on_disk["target"] != 30 and on_disk["language"] == "es"
        assert row.label().startswith("Partida to ")  # still English
        lang = next(b for b in app.top.buttons if b.name == "language")
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=lang.rect.center, button=1)])
        assert json.loads((cfg / "settings.json").read_text(encoding="utf-8"))["language"] == "es"
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=lang.rect.center, button=1)])
        assert json.loads((cfg / "settings.json").read_text(encoding="utf-8"))["language"] == "en"
    finally:
        app.quit()


def test_valid_settings_not_written_back_are_said(monkeypatch) -> None:
    """A damaged settings file is set aside and its valid values written back; when that write
    fails (a full disk), the menu says so beside the damage — the next start would not have
    them, and nothing said why."""
    from chapo_game.fileio import WriteFailure

    cfg = _config()
    (cfg / "settings.json").write_text('{"language": "es", "volume": 7}', encoding="utf-8")
    monkeypatch.setattr(
        settings_mod,
        "save",
        lambda s, newer=None: WriteFailure(cfg / "settings.json", "the disk is full"),
    )
    app = App(audio=False)
    try:
        assert app.message is not None
        assert app.message.startswith("Algunos ajustes no eran válidos")
        assert app.message.endswith(
            " · No se pudieron volver a guardar los ajustes válidos (el disco está lleno); se "
            "usan hasta que se cierre el juego."
        )
    finally:
        app.quit()
