"""The user's files: a failed write is reported and loses nothing, temporary files of dead
writers are cleaned at start, and a hostile settings file never stops the game."""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from chapo_game import file_aside, fileio, record, temp_files
from chapo_game import settings as settings_mod
from chapo_game.settings import Settings


def _config() -> Path:
    p = Path(os.environ["CHAPO_CONFIG_DIR"])
    p.mkdir(parents=True, exist_ok=True)
    return p


def _names(cfg: Path) -> list[str]:
    """The files in the config folder but the settings' lock file (an empty file every save
    is made under, never removed: the operating system's lock goes with its holder)."""
    return sorted(p.name for p in cfg.iterdir() if p.name != ".settings.json.lock")


def _failing_disk(*_args, **_kwargs):
    raise OSError(errno.EIO, "Input/output error")


def _disk_full(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_first_save_that_fails_says_nothing_was_written(monkeypatch, capsys):
    """The first save of a file failing said "the previous file is kept", of a file that had
    never been: stderr and the window say nothing was written."""
    from chapo_game.ui.write_notices import write_failed

    cfg = _config()
    assert not (cfg / "settings.json").exists()
    with monkeypatch.context() as m:
        m.setattr(os, "replace", _disk_full)
        failed = settings_mod.save(Settings(language="es", target=20))
    assert failed is not None and not failed.had_file
    err = capsys.readouterr().err.splitlines()
    assert err == ["chapo: could not save settings.json (the disk is full); nothing was written"]
    said = write_failed("settings", failed.reason, failed.had_file)
    assert (
        said == "No se pudieron guardar los ajustes (el disco está lleno); no se ha escrito nada."
    )
    assert _names(cfg) == []  # no temp file either


def test_a_rare_system_error_is_said_in_spanish_around_the_systems_words(monkeypatch):
    """A write refused for a reason the game has no words for (a failing disk: EIO) put the
    operating system's English bare inside the Spanish sentence: "(Input/output error)"."""
    from chapo_game.ui.write_notices import write_failed

    _config()
    with monkeypatch.context() as m:
        m.setattr(os, "replace", _failing_disk)
        failed = settings_mod.save(Settings(target=20))
    assert failed is not None and failed.reason == "Input/output error"
    assert write_failed("settings", failed.reason, failed.had_file) == (
        "No se pudieron guardar los ajustes (un error del sistema: Input/output error); "
        "no se ha escrito nada."
    )


@pytest.mark.parametrize("where", ["fsync", "replace", "write"])
def test_a_full_disk_is_reported_and_the_previous_files_stay(where, monkeypatch, capsys):
    cfg = _config()
    assert settings_mod.save(Settings(language="en", target=40)) is None
    assert record.save({"kind": "encuentro", "n": 1}) is None
    before = {p.name: p.read_bytes() for p in cfg.iterdir()}
    real = os.fdopen

    def fdopen(fd, *args, **kwargs):
        fh = real(fd, *args, **kwargs)
        fh.write = _disk_full
        return fh

    with monkeypatch.context() as m:
        if where == "write":
            m.setattr(os, "fdopen", fdopen)
        else:
            m.setattr(os, where, _disk_full)
        failed = settings_mod.save(Settings(language="es", target=20))
        failed_save = record.save({"kind": "encuentro", "n": 2})
    assert failed is not None and failed.reason == "the disk is full"
    assert failed_save is not None and failed_save.path.name == "encuentro.json"
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "chapo: could not save settings.json (the disk is full); the previous file is kept",
        "chapo: could not save encuentro.json (the disk is full); the previous file is kept",
    ]
    assert {p.name: p.read_bytes() for p in cfg.iterdir()} == before  # no temp file either
    assert settings_mod.load() == Settings(language="en", target=40)


@pytest.mark.parametrize("name", ["settings.json", "encuentro.json"])
def test_a_folder_in_the_way_is_reported_not_raised(name, capsys):
    cfg = _config()
    (cfg / name).mkdir()
    (cfg / name / "keep.txt").write_text("mine", "utf-8")
    failure = (
        settings_mod.save(Settings())
        if name == "settings.json"
        else record.save({"kind": "encuentro"})
    )
    assert failure is not None and failure.reason == "a folder is in the way"
    assert capsys.readouterr().err.count("\n") == 1
    assert (cfg / name / "keep.txt").read_text("utf-8") == "mine"
    assert _names(cfg) == [name]
    # and loading says it, leaves the folder where it is and goes on as if there were no
    # file (taken silently for none, a club's list was shown empty without a word)
    if name == "settings.json":
        loaded = settings_mod.load_checked()
        assert loaded.problem == "a folder is in the way" and loaded.moved_to is None
    else:
        back = record.load_encuentro()
        assert back.payload is None and back.message == "a folder is in the way"
        assert back.moved_to is None
    assert (cfg / name / "keep.txt").read_text("utf-8") == "mine"


def test_a_config_path_that_is_a_file_is_said_plainly(tmp_path, monkeypatch, capsys):
    """CHAPO_CONFIG_DIR naming a file: the save says a file is in the way of the folder (it
    said "File exists")."""
    blocker = tmp_path / "cfg"
    blocker.write_text("not a folder", "utf-8")
    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(blocker))
    failure = settings_mod.save(Settings())
    assert failure is not None and failure.reason == "a file is in the way of the folder"
    assert blocker.read_text("utf-8") == "not a folder"


def test_a_written_file_keeps_its_permissions_or_takes_the_umasks(tmp_path):
    """The temporary file is private (0600); what replaces the user's file is not: a new file
    gets what the umask gives, a rewritten one keeps the mode it had."""
    fresh = tmp_path / "fresh.json"
    fileio.atomic_write_text(fresh, "{}")
    mask = os.umask(0o022)
    os.umask(mask)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~mask
    shared = tmp_path / "shared.json"
    shared.write_text("{}", "utf-8")
    shared.chmod(0o664)
    fileio.atomic_write_text(shared, '{"a": 1}')
    assert shared.stat().st_mode & 0o777 == 0o664 and shared.read_text("utf-8") == '{"a": 1}'


def _aged(paths) -> None:
    """Written longer ago than another machine's write could still be going on."""
    old = time.time() - temp_files.WRITE_GRACE_S - 1
    for p in paths:
        os.utime(p, (old, old))


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_stale_temporary_files_are_removed_at_start_and_live_ones_kept():
    cfg = _config()
    dead = _dead_pid()
    stale = [
        cfg / f".settings.json.{dead}.ab12cd.tmp",
        cfg / f".encuentro.json.{dead}.zz_9q.tmp",
        cfg / ".encuentro.json.oldname.tmp",  # written before the pid was in the name
    ]
    kept = [
        cfg / f".settings.json.{os.getpid()}.live1.tmp",  # a writer still at work
        cfg / ".settings.json.recent.tmp",  # no pid: younger than STALE_AFTER_S
        cfg / ".notes.json.x.tmp",  # not ours
        cfg / "settings.json.damaged-20240101-000000",  # never deleted
    ]
    for p in stale + kept:
        p.write_text("x", "utf-8")
    old = time.time() - temp_files.STALE_AFTER_S - 10
    os.utime(stale[2], (old, old))
    _aged(stale[:2])
    settings_mod.load_checked()
    record.load_encuentro()
    assert sorted(p.name for p in cfg.iterdir()) == sorted(p.name for p in kept)


def test_a_writer_killed_mid_save_leaves_a_temp_file_that_the_next_start_removes():
    cfg = _config()
    code = textwrap.dedent(
        """
        import os, sys, time
        from chapo_game import settings
        os.replace = lambda *a: (print("writing", flush=True), time.sleep(60))
        settings.save(settings.Settings())
        """
    )
    for _ in range(3):
        child = subprocess.Popen(
            [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=os.environ
        )
        assert child.stdout is not None and child.stdout.readline() == "writing\n"
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert len(list(cfg.glob(".settings.json.*.tmp"))) == 3
    _aged(cfg.glob(".settings.json.*.tmp"))
    assert settings_mod.load_checked().settings == Settings()
    assert _names(cfg) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 30_000 + "]" * 30_000, "nested deeper than"),
        ('{"language": "en", "language": "es"}', 'duplicate key "language"'),
        ('{"volume": ' + "9" * 5000 + "}", "longer than 40 characters"),
        (" " * (settings_mod.jsonio.SETTINGS_LIMITS.max_bytes + 1), "larger than"),
        ('{"target": 30.0}', "target = 30.0 is not allowed"),
        ('{"volume": NaN}', "volume = NaN is not allowed"),
        ('{"target": 0, "volume": 9, "muted": 1, "language": "xx"}', "target = 0 is not allowed; "),
    ],
)
def test_hostile_settings_files_are_kept_aside_and_the_game_starts(text, words):
    cfg = _config()
    (cfg / "settings.json").write_text(text, "utf-8")
    loaded = settings_mod.load_checked()
    assert loaded.settings == Settings()
    assert loaded.problem is not None and words in loaded.problem
    assert len(loaded.problem) < 200 and "\n" not in loaded.problem
    assert loaded.moved_to is not None and loaded.moved_to.read_text("utf-8") == text
    if "allowed" in words:  # read, so what was valid is written back
        assert settings_mod.load_checked() == settings_mod.LoadedSettings(Settings())
    else:
        assert not (cfg / "settings.json").exists()


def test_a_damaged_settings_file_behind_a_link_is_kept_aside_as_it_was(tmp_path):
    """A club's settings kept on a share, the config folder's file a link to it: the "copy"
    set aside was a second link to the same file, and the mended settings written through the
    link replaced what it held — the damaged value gone."""
    cfg = _config()
    share = tmp_path / "share"
    share.mkdir()
    text = '{"language": "en", "target": 31, "volume": 0.3}'
    (share / "settings.json").write_text(text, "utf-8")
    (cfg / "settings.json").symlink_to(share / "settings.json")
    loaded = settings_mod.load_checked()
    assert loaded.problem is not None and "target = 31" in loaded.problem
    assert loaded.moved_to is not None and not loaded.moved_to.is_symlink()
    assert loaded.moved_to.read_text("utf-8") == text  # what was there, the 31 with it
    assert settings_mod.load_checked().settings.language == "en"  # the valid values kept


def _linked_players(tmp_path: Path, text: str) -> tuple[Path, Path]:
    """The players' list on a share, the config folder's ``players.json`` a link to it."""
    from chapo_game import players

    share = tmp_path / "share"
    share.mkdir()
    (share / "players.json").write_text(text, "utf-8")
    link = players.players_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(share / "players.json")
    return link, share / "players.json"


def test_a_damaged_list_behind_a_link_is_kept_aside_and_the_link_stays(tmp_path):
    """A club's list on a share, linked into the config folder, found damaged: the link
    itself was moved aside, and the next list was written into the config folder as a file
    of its own — the machine had left the share. Now the share's file is what is kept aside
    (beside the link, where the window says it is), and the next change goes to the share."""
    from chapo_game import players

    link, real = _linked_players(tmp_path, "{ not json")
    broken = players.load()
    assert broken.players == [] and broken.moved_to is not None
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert broken.moved_to.parent == link.parent and not broken.moved_to.is_symlink()
    assert broken.moved_to.read_text("utf-8") == "{ not json"  # the damage, as it was
    assert not real.exists()  # not read again at the next start
    assert players.update(lambda ro: ro.add("Ana")).failure is None
    assert link.is_symlink() and players.load().names() == ["Ana"]
    assert "Ana" in real.read_text("utf-8")  # on the share, for every machine


def test_damaged_settings_behind_a_link_across_file_systems_keep_the_link(tmp_path, monkeypatch):
    """Settings that cannot be read at all, on another file system than the config folder
    (no rename across): copied beside the link, then removed from the share; the link stays."""
    cfg = _config()
    share = tmp_path / "share"
    share.mkdir()
    (share / "settings.json").write_text("[1, 2", "utf-8")
    (cfg / "settings.json").symlink_to(share / "settings.json")

    with monkeypatch.context() as m:
        m.setattr(os, "rename", _rename_within_folders())
        loaded = settings_mod.load_checked()
    assert loaded.moved_to is not None and loaded.moved_to.read_text("utf-8") == "[1, 2"
    assert (cfg / "settings.json").is_symlink() and not (share / "settings.json").exists()
    assert settings_mod.save(Settings(language="es")) is None
    assert json.loads((share / "settings.json").read_text("utf-8"))["language"] == "es"


def test_a_damaged_linked_file_on_a_read_only_share_is_left_with_no_copy(tmp_path, monkeypatch):
    """The share's file cannot be removed (read-only): it is left where it is, as a file in a
    read-only folder is, and the copy made beside the link goes — one more at every start."""
    cfg = _config()
    link, real = _linked_players(tmp_path, "{ not json")
    unlink = os.unlink

    across = _rename_within_folders()

    def read_only(path, *args, **kwargs):
        if Path(path).parent == real.parent:
            raise OSError(errno.EROFS, "Read-only file system")
        return unlink(path, *args, **kwargs)

    def rename(src, dst):
        if Path(src).parent == real.parent:
            raise OSError(errno.EROFS, "Read-only file system")
        return across(src, dst)

    with monkeypatch.context() as m:
        m.setattr(os, "rename", rename)
        m.setattr(os, "unlink", read_only)
        assert file_aside.keep_aside(link) is None
    assert link.is_symlink() and real.read_text("utf-8") == "{ not json"
    assert not list(cfg.glob("*.damaged-*")) and not list(real.parent.glob("*.damaged-*"))


def _rename_within_folders():
    """``os.rename`` as between two file systems: within one folder it renames, across
    folders it fails (``EXDEV``), as from a share into the config folder."""
    rename = os.rename

    def within(src, dst):
        if Path(src).parent != Path(dst).parent:
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        return rename(src, dst)

    return within


def test_a_list_written_on_the_share_while_the_damaged_one_is_copied_stays(tmp_path, monkeypatch):
    """Across file systems the share's damaged list was copied beside the link, then removed
    by its name: a list another machine wrote there in between (its own damaged list set
    aside a moment sooner, a partida counted into a new one) was what was removed. It is
    renamed aside on the share first, in one step; the name is free for that list at once."""
    link, real = _linked_players(tmp_path, "{ not json")
    copy = shutil.copy2

    def copied_while_written(src, dst, **kwargs):
        out = copy(src, dst, **kwargs)
        real.write_text("the other machine's list", "utf-8")  # written meanwhile
        return out

    with monkeypatch.context() as m:
        m.setattr(os, "rename", _rename_within_folders())
        m.setattr(shutil, "copy2", copied_while_written)
        kept = file_aside.keep_aside(link)
    assert kept is not None and kept.parent == link.parent
    assert kept.read_text("utf-8") == "{ not json"
    assert real.read_text("utf-8") == "the other machine's list"
    assert link.is_symlink() and not list(real.parent.glob("*.damaged-*"))


def test_a_damaged_linked_file_with_no_room_beside_the_link_is_set_aside_on_the_share(
    tmp_path, monkeypatch
):
    """No room for the copy beside the link (a full disk): the share's file is kept aside
    where it is, under its ``.damaged-`` name; it was left in place, read again at every
    start, and no change of the list could be written."""
    link, real = _linked_players(tmp_path, "{ not json")

    def full(src, dst, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "rename", _rename_within_folders())
        m.setattr(shutil, "copy2", full)
        kept = file_aside.keep_aside(link)
    assert kept is not None and kept.parent == real.parent and kept.name.startswith(real.name)
    assert kept.read_text("utf-8") == "{ not json" and not real.exists()
    assert link.is_symlink() and not list(link.parent.glob("*.damaged-*"))


def test_settings_that_cannot_be_written_back_leave_no_copy_each_start(monkeypatch):
    """Mended settings that cannot be written back (a full disk): the file stays as it was,
    to be read again, and no copy is left — one more ``.damaged-`` file came at every start."""
    cfg = _config()
    (cfg / "settings.json").write_text('{"target": 0}', "utf-8")
    with monkeypatch.context() as m:
        m.setattr(os, "replace", _disk_full)
        for _start in range(3):
            loaded = settings_mod.load_checked()
            assert loaded.moved_to is None and loaded.not_written is not None
    assert _names(cfg) == ["settings.json"]
    assert (cfg / "settings.json").read_text("utf-8") == '{"target": 0}'


def test_a_crashed_first_save_or_keeping_leaves_nothing_behind_at_the_next_listing():
    """The file a crashed first save of a new slot was writing never came to exist, so its
    temporary file was never swept (only names already there were)."""
    from chapo_game import kept_positions, saves
    from chapo_game.table import get_table

    _config()
    dead = _dead_pid()
    folders = (saves.saves_dir(), kept_positions.folder())
    stale = [f / f".two-a-b-1234.json.{dead}.xyz.tmp" for f in folders]
    live = [f / f".two-c-d-5678.json.{os.getpid()}.abc.tmp" for f in folders]
    for p in stale + live:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("{", "utf-8")
    _aged(stale)
    saves.list_summaries()
    kept_positions.load_all(get_table())
    assert not any(p.exists() for p in stale) and all(p.exists() for p in live)


def test_a_csv_name_is_found_even_where_the_folder_cannot_be_searched(monkeypatch, tmp_path):
    """The score sheet's name is looked for before writing: a folder that cannot be searched
    raised out of the save and ended the game; the write, which reports it, goes ahead."""
    from chapo_game.file_names import first_free
    from chapo_game.spreadsheet import csv_names

    (tmp_path / "sheet-1.csv").write_text("x", "utf-8")
    assert first_free(csv_names(tmp_path, "sheet-1")) == tmp_path / "sheet-1-2.csv"

    def denied(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "exists", denied)
    assert first_free(csv_names(tmp_path, "sheet-1")) == tmp_path / "sheet-1.csv"


def test_a_settings_folder_that_cannot_be_entered_starts_the_game_with_the_defaults(
    monkeypatch, capsys
):
    """After a ``sudo chapo`` the folder is root's: Python 3.11's ``Path.is_file`` raised
    PermissionError out of the settings' loading and the game ended in a traceback. Stat calls
    inside the folder are refused here as the system would refuse them."""
    from chapo_game import settings
    from chapo_game.cli import main
    from chapo_game.paths import config_dir

    inside = str(config_dir()) + os.sep
    real_stat = os.stat

    def refused(path, *args, **kwargs):
        if os.fspath(path).startswith(inside):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refused)
    assert settings.load_checked().settings == settings.Settings()
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert main(["--frames", "3"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_damaged_files_whose_names_are_not_utf8_are_said_and_the_game_goes_on(capsys, monkeypatch):
    """A damaged save "q\\xff.json" was set aside, then the menu's notice naming it ended the
    game (a lone surrogate no font renders); a kept position's name, the same."""
    from chapo_game.cli import main
    from chapo_game.paths import config_dir

    base = os.fsencode(config_dir())
    for folder, name in ((b"saves", b"q\xff.json"), (b"positions", b"bad\xfe.json")):
        os.makedirs(os.path.join(base, folder), exist_ok=True)
        with open(os.path.join(base, folder, name), "wb") as fh:
            fh.write(b"xx")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from chapo_game.ui.app import App
    from chapo_game.ui.scenes.practice import PracticeScene

    said: list[str] = []
    notify = App.notify
    monkeypatch.setattr(
        App, "notify", lambda self, text, *a: said.append(text) or notify(self, text, *a)
    )
    # the save read off the frame loop from the start, set aside, and said over the menu
    assert main(["--frames", "90"]) == 0
    assert any("q\ufffd.json" in text for text in said), said
    app = App(size=(1280, 720), audio=False)
    practice = PracticeScene(app)  # and the position when Practice sets it
    app.push(practice)
    practice.set_drill(len(practice.builtin))
    app.step()
    assert "bad\ufffd" in (app.notice or "")
    app.quit()
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 2, err  # one line for each
    kept = os.listdir(os.path.join(base, b"saves"))
    assert len(kept) == 1 and kept[0].startswith(b"q\xff.json.damaged-")  # kept, not deleted
    from chapo_game.errors import readable

    assert readable(os.fsdecode(b"q\xff.json")) == "q\ufffd.json"


def test_a_file_this_user_may_not_read_is_left_where_it_is(monkeypatch):
    """A mode-000 settings file or save (another user's) was moved aside as damaged: its
    content was fine, and the settings were in effect dropped. It is said unreadable and left."""
    from chapo_game import record, settings
    from chapo_game.paths import config_dir

    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    settings.save(settings.Settings(volume=0.3))
    save = folder / "encuentro.json"
    save.write_text("{}", "utf-8")
    from chapo_game import kept_positions
    from chapo_game.table import get_table

    mine = kept_positions.folder() / "mía.json"  # a kept practice position too
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text('{"balls": {"1": [0.5, 0.4]}}', "utf-8")
    real_access = os.access
    locked = {str(settings.settings_path()), str(save), str(mine)}

    def access(path, mode, *args, **kwargs):
        if os.fspath(path) in locked:
            return False
        return real_access(path, mode, *args, **kwargs)

    real_open = open

    def refusing_open(path, *args, **kwargs):
        if os.fspath(path) in locked:
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, *args, **kwargs)

    with monkeypatch.context() as locked_out:
        locked_out.setattr(os, "access", access)
        locked_out.setattr("builtins.open", refusing_open)
        loaded = settings.load_checked()
        assert loaded.problem is not None and loaded.moved_to is None
        assert record.load(save).moved_to is None
        kept, (unread,) = kept_positions.load_all(get_table())
        assert kept == [] and unread.name == "mía" and unread.kept is None
    assert settings.load().volume == 0.3 and save.is_file()  # all still there, untouched
    assert mine.is_file()
    assert sorted(p.name for p in folder.iterdir() if "damaged" in p.name) == []


def test_a_newer_versions_settings_are_kept_and_do_not_damage_the_file():
    """A club's machines sharing one folder on two versions: the older one set the whole file
    aside as damaged for a setting it did not know, and wrote it back without it. Now it
    reads what it knows, says nothing is wrong, and keeps the newer one's settings when it
    writes."""
    cfg = _config()
    text = '{"language": "en", "volume": 0.4, "shot_sound": "click", "tables": [1, 2]}'
    (cfg / "settings.json").write_text(text, "utf-8")
    loaded = settings_mod.load_checked()
    assert loaded == settings_mod.LoadedSettings(Settings(language="en", volume=0.4))
    assert settings_mod.save(loaded.settings.with_(volume=0.9)) is None
    on_disk = json.loads((cfg / "settings.json").read_text("utf-8"))
    assert on_disk["volume"] == 0.9 and on_disk["language"] == "en"
    assert on_disk["shot_sound"] == "click" and on_disk["tables"] == [1, 2]
    assert _names(cfg) == ["settings.json"]  # nothing set aside


def test_a_newer_versions_settings_survive_a_repair_and_never_grow_the_file_past_its_reader():
    """A file set aside for a value this version refuses is written back with what was valid
    and with the newer version's settings too (they were dropped); and newer settings that
    would make the file larger than its reader takes are not kept (the next start set the
    whole file aside, every setting back to its default)."""
    cfg = _config()
    (cfg / "settings.json").write_text('{"volume": 7, "language": "en", "later": 1}', "utf-8")
    loaded = settings_mod.load_checked()
    assert loaded.moved_to is not None and loaded.settings.language == "en"
    assert json.loads((cfg / "settings.json").read_text("utf-8"))["later"] == 1
    limit = settings_mod.jsonio.SETTINGS_LIMITS.max_bytes
    big = {"language": "en", "huge": [[0] * 30 for _ in range(limit // 100)]}
    text = json.dumps(big, separators=(",", ":"))
    assert len(text) < limit  # read as it is
    (cfg / "settings.json").write_text(text, "utf-8")
    assert settings_mod.save(settings_mod.load().with_(volume=0.3)) is None
    again = settings_mod.load_checked()
    assert (
        again.problem is None and again.settings.volume == 0.3 and again.settings.language == "en"
    )


#: Another window saving one setting as the game does: it loaded the file when it started.
OTHER_WINDOW = """
from chapo_game import settings
mine = settings.load()
assert settings.save(mine.with_(target=40)) is None
"""


def test_two_windows_each_changing_a_setting_keep_both_changes():
    """A club's two windows on one machine: one turned the volume down while the other, open
    since before, set partidas to 40 — the last to save wrote its whole file, and the volume
    went back up. Each save now writes over the file as it stands only what its window
    changed."""
    cfg = _config()

    def on_disk() -> Settings:  # read as a third window would, leaving this one's view
        return Settings.from_json(json.loads((cfg / "settings.json").read_text("utf-8")))

    assert settings_mod.save(Settings(volume=0.7, target=30)) is None
    mine = settings_mod.load()  # this window, started first
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    subprocess.run([sys.executable, "-c", OTHER_WINDOW], env=env, check=True, timeout=60)
    assert settings_mod.save(mine.with_(volume=0.2)) is None
    assert on_disk() == Settings(volume=0.2, target=40)
    # and this window's next change keeps the other's too (it never set the target itself)
    assert settings_mod.save(mine.with_(volume=0.2, muted=True)) is None
    assert on_disk() == Settings(volume=0.2, target=40, muted=True)
    assert _names(cfg) == ["settings.json"]


def test_a_file_its_owner_could_not_read_is_readable_once_written_over(tmp_path):
    """A settings file of mode 000 written over kept 000: the game could not read its own
    settings at every later start. The owner's read and write are always kept."""
    locked = tmp_path / "settings.json"
    locked.write_text("{}", "utf-8")
    locked.chmod(0o000)
    fileio.atomic_write_text(locked, '{"a": 1}')
    assert locked.stat().st_mode & 0o777 == 0o600


def _unreadable_here(target: Path):
    real_open = open

    def fake_open(path, *args, **kwargs):
        if Path(path) == target:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    return fake_open


def test_a_file_that_cannot_be_read_is_not_written_over(tmp_path, monkeypatch, capsys):
    """Another user's settings, a save of mode 000: the start said they could not be read and
    left them; the next save replaced them unseen. What cannot be read is not written over."""
    theirs = tmp_path / "settings.json"
    theirs.write_text('{"language": "en"}', "utf-8")
    monkeypatch.setattr(fileio, "open", _unreadable_here(theirs), raising=False)
    failure = fileio.write_or_report(theirs, "{}")
    assert failure is not None and failure.reason == fileio.UNREADABLE
    assert theirs.read_text("utf-8") == '{"language": "en"}'
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "settings.json" in err and "not written over" in err
    assert fileio.write_or_report(tmp_path / "new.json", "{}") is None  # a missing file is no bar


def test_a_deletion_that_fails_is_said_and_one_gone_already_is_not(tmp_path, monkeypatch, capsys):
    kept = tmp_path / "mine.json"
    kept.write_text("{}", "utf-8")
    assert fileio.remove_or_report(tmp_path / "gone.json") is None
    monkeypatch.setattr(Path, "unlink", _failing_disk)
    failure = fileio.remove_or_report(kept)
    assert failure is not None and failure.deleting and kept.exists()
    assert "could not delete mine.json" in capsys.readouterr().err


def test_a_lock_that_cannot_be_made_says_why_not_that_none_was_there(tmp_path, monkeypatch):
    """In a read-only settings folder the warning read "the lock file cannot be opened (No such
    file or directory)": the reason of the read-only retry, not of the refused creation."""
    import errno

    from chapo_game import file_lock

    real = os.open

    def refusing(path, flags, *mode):
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path, flags, *mode)

    monkeypatch.setattr(os, "open", refusing)
    fd, why = file_lock._open_lock(tmp_path / "settings.json.lock")
    assert fd is None and why.startswith("the lock file cannot be opened (")
    assert "ermission" in why and "No such file" not in why, why


def test_a_file_without_the_games_header_is_not_called_a_save(tmp_path):
    """A garbled players list was reported "not a Chapó save file" on stderr: the list and
    the saves share the header, so the words name neither."""
    from chapo_game import record

    p = tmp_path / "players.json"
    p.write_text('{"players": 5}', encoding="utf-8")
    assert record.load(p).message == "not a file Chapó wrote"


def _killed(*_args, **_kwargs):
    raise SystemExit("the power went")  # the process dies as the mended file is written


def test_a_game_killed_while_mending_the_players_list_finds_it_again(monkeypatch):
    """A list with one bad player was moved aside and the others written back: killed
    between the two (a 25 MB write flushed to disk), the next start found no list, showed
    an empty one and said nothing. It is now copied aside and written over in place."""
    from chapo_game import player_list, players

    r = player_list.Roster()
    r.add("Ana")
    r.add("Luis")
    assert players.save(r) is None
    doc = json.loads(players.players_path().read_text())
    doc["payload"]["players"][1]["shots"] = -1  # Luis is left out, Ana kept
    players.players_path().write_text(json.dumps(doc))
    with monkeypatch.context() as m, pytest.raises(SystemExit):
        m.setattr(record, "save", _killed)
        players.load()
    again = players.load()
    assert [p["name"] for p in again.players] == ["Ana"] and again.problem
    kept = sorted(players.players_path().parent.glob("players.json.damaged-*"))
    assert kept and all(json.loads(k.read_text()) == doc for k in kept)  # nothing lost


def test_a_game_killed_while_mending_the_settings_finds_them_again(monkeypatch):
    """Settings with one bad value were moved aside, then the good ones written back: killed
    between the two, the next start silently took every default (the language too)."""
    p = settings_mod.settings_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps({"language": "en", "target": 50, "volume": 7}))
    with monkeypatch.context() as m, pytest.raises(SystemExit):
        m.setattr(settings_mod, "write_or_report", _killed)
        settings_mod.load_checked()
    again = settings_mod.load_checked()
    assert again.settings.language == "en" and again.settings.target == 50 and again.problem
    assert json.loads(p.read_text())["volume"] != 7  # the good ones written back this time
    assert any(p.parent.glob("settings.json.damaged-*"))


def test_a_fresh_temporary_file_of_a_pid_not_here_is_left_for_its_writer():
    """On a folder several machines share, a pid no process here has may be another
    machine's writer: its file, written a moment ago, was deleted, and that machine's change
    (a partida counted) lost at its rename. It is left for a while, then swept."""
    cfg = _config()
    tmp = cfg / f".players.json.{_dead_pid()}.k2j9x0.tmp"
    tmp.write_text("{half of a list", "utf-8")
    temp_files.remove_stale_temp_files(cfg, ("players.json",))
    assert tmp.exists()
    _aged([tmp])
    temp_files.remove_stale_temp_files(cfg, ("players.json",))
    assert not tmp.exists()


class _Clocks:
    """The sweep's two clocks, set by hand: the wall clock jumps, the monotonic one only runs."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.jump, self.ran = 0.0, 0.0
        monkeypatch.setattr(temp_files, "_wall_clock", lambda: time.time() + self.jump)
        monkeypatch.setattr(temp_files, "_monotonic", lambda: 1000.0 + self.ran)
        monkeypatch.setattr(temp_files, "_FIRST_SEEN", {})
        monkeypatch.setattr(time, "time", lambda real=time.time: real() + self.jump)


@pytest.mark.parametrize("pid", [True, False], ids=["dead_pid", "no_pid"])
def test_a_crashs_temp_file_from_before_the_clock_was_set_back_is_swept_by_the_time_seen(
    monkeypatch, pid
):
    """A bar PC's clock hours fast, a power cut mid-save, NTP setting it right at the next
    start: the leftover's time of change was hours ahead, its age by the wall clock below
    zero, and it was kept until the clock caught up. Seen unchanged for the time allowed by a
    clock that never jumps, it goes."""
    cfg = _config()
    tmp = cfg / (f".players.json.{_dead_pid()}.k2j9x0.tmp" if pid else ".players.json.k2j9x0.tmp")
    tmp.write_text("{half of a list", "utf-8")
    clocks = _Clocks(monkeypatch)
    clocks.jump = -3 * 3600.0  # set back by three hours since it was written
    temp_files.remove_stale_temp_files(cfg, ("players.json",))
    assert tmp.exists()  # a moment ago, as far as this run can tell
    clocks.ran = (temp_files.WRITE_GRACE_S if pid else temp_files.STALE_AFTER_S) - 1
    temp_files.remove_stale_temp_files(cfg, ("players.json",))
    assert tmp.exists()
    clocks.ran += 2
    temp_files.remove_stale_temp_files(cfg, ("players.json",))
    assert not tmp.exists()


@pytest.mark.skipif(os.name != "posix", reason="the writer's lock is flock's")
def test_another_machines_write_is_left_whatever_its_clock_says(monkeypatch):
    """Another machine on a shared folder, its clock hours behind this one's (or this one's
    set ahead by hours meanwhile): its temporary file, written now, looked hours old and was
    deleted mid-write — that machine's change lost at its rename. A writer holds its file's
    lock until the rename: held, the file is left whatever the clocks say; let go, swept."""
    import fcntl

    cfg = _config()
    tmp = cfg / f".players.json.{_dead_pid()}.k2j9x0.tmp"  # its pid: no process here
    tmp.write_text("{half of a list", "utf-8")
    clocks = _Clocks(monkeypatch)
    clocks.jump = 5 * 3600.0
    writer = os.open(tmp, os.O_RDONLY)
    try:
        fcntl.flock(writer, fcntl.LOCK_SH)  # as fileio's writer holds it
        for ran in (0.0, temp_files.WRITE_GRACE_S + 1):
            clocks.ran = ran
            assert temp_files.remove_stale_temp_files(cfg, ("players.json",)) == 0
            assert tmp.exists()
    finally:
        os.close(writer)
    assert temp_files.remove_stale_temp_files(cfg, ("players.json",)) == 1  # its writer is gone


@pytest.mark.skipif(os.name != "posix", reason="the writer's lock is flock's")
def test_a_write_holds_its_temp_files_lock_until_its_rename(monkeypatch):
    """The lock of :func:`test_another_machines_write_is_left_whatever_its_clock_says` is taken
    by every write, and held to the rename: a sweep then, by a machine that cannot know the
    pid and whose clock is hours ahead, leaves the file, and the write lands."""
    cfg = _config()
    target = cfg / "players.json"
    clocks = _Clocks(monkeypatch)
    replace = os.replace
    swept = []

    def sweep_then_replace(src, dst):
        with monkeypatch.context() as elsewhere:  # a machine where no process has its pid
            elsewhere.setattr(os, "getpid", lambda: 1)
            elsewhere.setattr(
                os, "kill", lambda pid, sig: (_ for _ in ()).throw(ProcessLookupError)
            )
            clocks.jump, clocks.ran = 5 * 3600.0, temp_files.WRITE_GRACE_S + 1
            swept.append(temp_files.remove_stale_temp_files(cfg, ("players.json",)))
        replace(src, dst)

    monkeypatch.setattr(os, "replace", sweep_then_replace)
    fileio.atomic_write_text(target, '{"a": 1}')
    assert swept == [0] and target.read_text("utf-8") == '{"a": 1}'


def test_a_crashs_temporary_files_in_exports_sheets_and_backups_are_swept(capsys):
    """Only the settings, the list, the saves and the kept positions were swept: a crash's
    temporary file in exports/, sheets/ or backups/ stayed for good."""
    from chapo_game import player_list, players, spreadsheet

    cfg = _config()
    dead = _dead_pid()
    stale = [
        cfg / "exports" / f".records-x.csv.{dead}.q1.tmp",
        cfg / "sheets" / f".sheet-a-b.csv.{dead}.q2.tmp",
        cfg / "backups" / f".players-2026-01-01.json.{dead}.q3.tmp",
    ]
    for p in stale:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("{", "utf-8")
    _aged(stale)
    spreadsheet.csv_names(cfg / "exports", "records-x")
    spreadsheet.csv_names(cfg / "sheets", "sheet-a-b")
    r = player_list.Roster()
    r.add("Ana")
    players.save(r, today="2026-12-01")
    r.add("Luis")
    players.save(r, today="2026-12-02")  # the day's copy is made: the folder swept first
    assert not any(p.exists() for p in stale)


def test_a_days_copy_that_cannot_be_made_is_said_on_stderr(capsys):
    """With backups/ a plain file the day's copy failed silently: the club took it for made."""
    from chapo_game import player_list, players

    cfg = _config()
    r = player_list.Roster()
    r.add("Ana")
    players.save(r, today="2026-12-01")
    (cfg / "backups").write_text("not a folder", "utf-8")
    capsys.readouterr()
    r.add("Luis")
    assert players.save(r, today="2026-12-02") is None  # the list is still saved
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "backups/players-2026-12-02.json" in err
    assert "the day's copy was not made" in err


def test_a_new_csv_never_takes_a_name_written_meanwhile(tmp_path):
    """Two windows exporting in one second each chose the same free name and the second
    write replaced the first's file: the name is claimed as the file is written."""
    from chapo_game.fileio import write_new
    from chapo_game.spreadsheet import csv_names

    names = csv_names(tmp_path, "records-x")
    asked: list[int] = []

    def racing(n: int):  # another window writes the name once it was chosen free here
        asked.append(n)
        if asked.count(1) == 2:
            names(1).write_text("the other window's", "utf-8")
        return names(n)

    first, failure = write_new(racing, "mine")
    assert failure is None and first == tmp_path / "records-x-2.csv"
    assert (tmp_path / "records-x.csv").read_text("utf-8") == "the other window's"
    assert first.read_text("utf-8") == "mine"
    again, _ = write_new(names, "third")
    assert again == tmp_path / "records-x-3.csv"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_linked_file_is_written_through_and_a_dangling_link_is_never_replaced(tmp_path):
    """A club keeping its list on a share links players.json to it: every write replaced the
    link with a file of its own, and with the share not mounted the link was lost for a list
    holding only the player just added."""
    from chapo_game.fileio import write_or_report

    share = tmp_path / "share"
    share.mkdir()
    (share / "players.json").write_text("before", "utf-8")
    link = tmp_path / "players.json"
    link.symlink_to(share / "players.json")
    assert write_or_report(link, "after") is None
    assert link.is_symlink() and (share / "players.json").read_text("utf-8") == "after"
    gone = tmp_path / "unmounted" / "players.json"
    dangling = tmp_path / "settings.json"
    dangling.symlink_to(gone)
    failure = write_or_report(dangling, "mine")
    assert failure is not None and dangling.is_symlink() and not gone.parent.exists()


def test_a_settings_folder_that_cannot_be_read_is_said_at_start(tmp_path, monkeypatch):
    """A file where the settings folder should be (or a folder of another user's): the
    settings fell back to their defaults and the club's list showed empty, without a word."""
    from chapo_game import players
    from chapo_game import settings as settings_mod
    from chapo_game.ui.damaged import players_damage, said, settings_damage

    blocked = tmp_path / "chapo"
    blocked.write_text("not a folder", "utf-8")
    with monkeypatch.context() as m:
        m.setenv("CHAPO_CONFIG_DIR", str(blocked))
        loaded = settings_mod.load_checked()
        roster = players.load()
        assert loaded.problem == roster.problem == "a file is in the way of its folder"
        assert settings_damage(loaded)  # said on the menu, the list as not read, not damaged
        (found,) = players_damage(roster)
        assert found.kind == "players_unread" and said(found).startswith(
            "No se pudo leer la lista de jugadores (un archivo o una carpeta en su sitio"
        )
    assert blocked.read_text("utf-8") == "not a folder"  # nothing written over it
    with monkeypatch.context() as m:
        m.setenv("CHAPO_CONFIG_DIR", str(tmp_path / "new"))  # none yet: nothing to say
        assert settings_mod.load_checked().problem is None and players.load().problem is None


def test_the_copy_a_dangling_link_s_file_was_set_aside_as_is_found_beside_it_or_on_the_share(
    tmp_path,
):
    """What the start says of a link to no file rests on :func:`file_aside.set_aside_from`: the
    newest copy the game set aside, beside the link or (no room there) beside the file on the
    share; none while the folder the link points into is not there (a share not connected: an
    old copy from a list mended once is not why the file is missing)."""
    link, real = _linked_players(tmp_path, "{ not json")
    assert file_aside.set_aside_from(link) is None  # not dangling: nothing set aside
    real.unlink()
    assert file_aside.set_aside_from(link) is None  # dangling, no copy: asked about the share
    older = link.with_name("players.json.damaged-20260101-000000")
    older.write_text("{ old", "utf-8")
    staged = real.with_name("players.json.damaged-20260301-000000")
    staged.write_text("{ not json", "utf-8")
    assert file_aside.set_aside_from(link) == staged  # the newest, on the share
    newest = link.with_name("players.json.damaged-20260301-000000-2")
    newest.write_text("{ not json", "utf-8")
    assert file_aside.set_aside_from(link) == newest
    shutil.rmtree(real.parent)
    assert file_aside.set_aside_from(link) is None
