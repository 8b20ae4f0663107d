"""What an installation needs besides the game: the package's own files read through
importlib.resources, the user folder (platformdirs, the one-time move, the override), the
version, and the Linux desktop entry."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from chapo_game import __version__, cli, desktop, i18n, paths, record, resources
from chapo_game.ui.sound_gen import SOUNDS

ROOT = Path(__file__).resolve().parent.parent


# ------------------------------------------------------------------ the package's files
def test_every_asset_the_game_reads_is_the_top_level_assets_folder():
    """The package copy (made by setup.py) is byte for byte the source of truth."""
    source = sorted(p for p in (ROOT / "assets").rglob("*") if p.is_file())
    assert len(source) >= len(SOUNDS) + len(resources.ICON_SIZES) + 1
    for p in source:
        parts = p.relative_to(ROOT / "assets").parts
        assert resources.read_asset(*parts) == p.read_bytes(), p


def test_every_sound_and_catalogue_is_in_the_package():
    assert all(resources.sound_bytes(n)[:4] == b"RIFF" for n in SOUNDS)
    for status in resources.catalogue_status(i18n.LANGUAGES):
        cat = i18n.parse_po(i18n.po_path(status.lang).read_text("utf-8"))
        assert status.messages == sum(1 for k, v in cat.items() if k and v)


def test_a_missing_resource_is_named():
    with pytest.raises(resources.MissingResource, match=r"chapo_game/assets/sounds/gong\.wav"):
        resources.sound_bytes("gong")
    assert resources.catalogue_status(("fr",)) == [resources.CatalogueStatus("fr", None)]
    assert resources.CatalogueStatus("fr", None).line() == "fr missing"


def test_a_missing_catalogue_leaves_english_and_is_listed(monkeypatch):
    monkeypatch.setattr(resources, "catalogue", lambda lang: resources.asset("nowhere.mo"))
    i18n._catalogue.cache_clear()  # an installation without it: a run that never read it
    try:
        i18n.set_language("es")
        assert i18n._("Two players") == "Two players"
        assert i18n.missing_catalogues() == ["es"]
    finally:
        monkeypatch.undo()
        i18n.set_language("es")
    assert i18n.missing_catalogues() == []
    assert i18n._("Two players") == "Dos jugadores"


# ------------------------------------------------------------------ the user folder
def test_chapo_config_dir_overrides_everything(tmp_path, monkeypatch):
    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(tmp_path / "club"))
    assert paths.config_dir() == tmp_path / "club"


@pytest.mark.skipif(sys.platform != "linux", reason="platformdirs' Linux rule")
def test_on_linux_the_folder_stays_where_it_was(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("CHAPO_CONFIG_DIR")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    (tmp_path / "xdg" / "chapo").mkdir(parents=True)
    assert paths.config_dir() == tmp_path / "xdg" / "chapo" == paths.legacy_config_dir()
    assert (tmp_path / "xdg" / "chapo").is_dir()
    assert capsys.readouterr().err == ""
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.config_dir() == tmp_path / "home" / ".config" / "chapo"


def test_old_folder_moves_once_to_the_platform_folder(tmp_path, monkeypatch, capsys):
    """As on Windows or macOS, where versions before 0.2 used ~/.config/chapo."""
    monkeypatch.delenv("CHAPO_CONFIG_DIR")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "dot-config"))
    new = tmp_path / "Library" / "Application Support" / "chapo"
    monkeypatch.setattr(paths, "platform_config_dir", lambda: new)
    old = tmp_path / "dot-config" / "chapo"
    old.mkdir(parents=True)
    (old / "settings.json").write_text('{"language": "en"}', "utf-8")
    (old / "encuentro.json").write_text("{}", "utf-8")

    assert paths.config_dir() == new
    assert not old.exists()
    assert (new / "settings.json").read_text("utf-8") == '{"language": "en"}'
    assert sorted(p.name for p in new.iterdir()) == ["encuentro.json", "settings.json"]
    assert capsys.readouterr().err == f"chapo: moved your settings and saves from {old} to {new}\n"
    # an old folder appearing again later is never merged over the new one
    old.mkdir()
    (old / "settings.json").write_text("{}", "utf-8")
    assert paths.move_legacy(old, new) is False
    assert (new / "settings.json").read_text("utf-8") == '{"language": "en"}'
    assert (old / "settings.json").exists()


def test_no_move_when_the_folders_are_the_same_or_absent(tmp_path):
    assert paths.move_legacy(tmp_path / "a", tmp_path / "a") is False
    assert paths.move_legacy(tmp_path / "missing", tmp_path / "new") is False
    assert not (tmp_path / "new").exists()


def test_settings_and_saves_use_the_one_config_folder(tmp_path, monkeypatch):
    from chapo_game import settings

    monkeypatch.setenv("CHAPO_CONFIG_DIR", str(tmp_path))
    assert settings.settings_path().parent == record.save_path().parent == tmp_path


# ------------------------------------------------------------------ the version
def test_chapo_version(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out == f"chapo {__version__}\n"


def test_saves_carry_the_version_and_older_saves_still_load(tmp_path):
    p = tmp_path / "enc.json"
    record.save({"kind": "encuentro"}, p)
    assert json.loads(p.read_text("utf-8"))["chapo_version"] == __version__
    p.write_text(json.dumps({"format": record.FORMAT, "version": 1, "payload": {"n": 1}}), "utf-8")
    assert record.load(p).payload == {"n": 1}  # written by 0.1, which had no chapo_version


def test_the_distribution_takes_its_version_from_the_package():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "version" in meta["project"]["dynamic"]
    assert meta["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "chapo_game.__version__"}
    changes = (ROOT / "CHANGELOG.md").read_text("utf-8")
    assert f"## {__version__}" in changes  # the changelog names the version being shipped
    assert "(CHANGELOG.md)" in (ROOT / "README.md").read_text("utf-8")


# ------------------------------------------------------------------ the desktop entry
def test_desktop_install_and_uninstall_leave_nothing_behind(tmp_path):
    base = tmp_path / "share"
    (base / "applications").mkdir(parents=True)
    (base / "applications" / "other.desktop").write_text("[Desktop Entry]\n", "utf-8")
    written = desktop.install(base, ["/opt/my clubs/chapo", "--demo"])
    assert written[0] == base / "applications" / "chapo.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read_string(written[0].read_text("utf-8"))
    e = entry["Desktop Entry"]
    assert e["Exec"] == '"/opt/my clubs/chapo" --demo'
    assert (e["Name"], e["Icon"], e["Type"], e["StartupWMClass"]) == (
        "Chapó",
        "chapo",
        "Application",
        "chapo",
    )
    assert "Game" in e["Categories"].split(";")
    for n in resources.ICON_SIZES:
        icon = base / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "chapo.png"
        assert icon.read_bytes() == resources.icon_png(n)
    assert desktop.uninstall(base) == written
    assert sorted(str(p.relative_to(base)) for p in base.rglob("*")) == [
        "applications",
        "applications/other.desktop",
    ]
    assert desktop.uninstall(base) == []


def test_an_uninstall_stopped_by_an_icon_keeps_the_entry_that_lists_the_folders(
    tmp_path, monkeypatch
):
    """The entry went first: an icon that could not be removed then left an install without
    the list of the folders it made, and the next uninstall left them behind."""
    base = tmp_path / "share"
    written = desktop.install(base, ["chapo"])
    stuck = written[3]
    real = Path.unlink

    def unlink(self, *a, **k):
        if self == stuck:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *a, **k)

    with monkeypatch.context() as m:
        m.setattr(Path, "unlink", unlink)
        with pytest.raises(desktop.CannotWrite, match="could not remove"):
            desktop.uninstall(base)
    assert written[0].is_file() and stuck.is_file()
    assert desktop.uninstall(base) == [written[0], *written[3:]]
    assert list(base.rglob("*")) == []


def test_an_install_touches_the_icon_themes_folder_for_the_desktops_icon_cache(tmp_path):
    """A desktop whose icon cache predates the icons showed the entry without one."""
    base = tmp_path / "share"
    hicolor = base / "icons" / "hicolor"
    hicolor.mkdir(parents=True)
    for n in resources.ICON_SIZES:  # the size folders were there already
        (hicolor / f"{n}x{n}" / "apps").mkdir(parents=True)
    os.utime(hicolor, (1_000_000, 1_000_000))
    desktop.install(base, ["chapo"])
    assert hicolor.stat().st_mtime > 1_000_000


def test_a_desktop_uninstall_with_nothing_installed_touches_no_folder(tmp_path):
    """Empty applications/ and icons/ folders the desktop made went, while it said "nothing
    to remove": only a folder a removed file leaves empty is the game's to remove."""
    base = tmp_path / "share"
    folders = [base / "applications", base / "icons" / "hicolor" / "48x48" / "apps"]
    for f in folders:
        f.mkdir(parents=True)
    assert desktop.uninstall(base) == []
    assert all(f.is_dir() for f in folders)


def test_a_desktop_install_that_cannot_finish_says_why_and_leaves_nothing_half_done(
    tmp_path, capsys, monkeypatch
):
    """A file where the icons' folder goes: one line naming it, exit 1, and neither the icons
    written before it nor a menu entry without its icon are left (the entry was written
    first, then the icons one by one, and the error came out as a traceback)."""
    base = tmp_path / "share"
    blocker = base / "icons" / "hicolor" / f"{resources.ICON_SIZES[-1]}x{resources.ICON_SIZES[-1]}"
    blocker.parent.mkdir(parents=True)
    blocker.write_text("in the way", "utf-8")
    (base / "applications").mkdir()  # there before, empty: it stays
    monkeypatch.setenv("XDG_DATA_HOME", str(base))
    assert cli.main(["desktop", "install"]) == 1  # the place failed, not the input: 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("chapo: desktop: could not install under ") and str(blocker) in err
    # nothing it made is left, not even the empty folders of the icons it had written
    assert sorted(base.rglob("*")) == [
        base / "applications",
        base / "icons",
        blocker.parent,
        blocker,
    ]


def test_a_relative_xdg_data_home_is_ignored_as_the_spec_asks(monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert desktop.data_home() == Path.home() / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", "/abs/share")
    assert desktop.data_home() == Path("/abs/share")


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [("/usr/bin/chapo", "/usr/bin/chapo"), ("/a b/c", '"/a b/c"'), ('/x"$y', '"/x\\"\\$y"')],
)
def test_exec_arguments_are_quoted_as_the_desktop_spec_asks(arg, quoted):
    assert desktop.quote_exec_arg(arg) == quoted


def _exec_args(value: str) -> list[str]:
    """An ``Exec`` value read as the Desktop Entry Specification reads it (GLib does so): the
    string's escapes first (``\\\\`` is one backslash), then the quoting (inside double
    quotes a backslash escapes ``"`$\\``), arguments split on spaces outside quotes."""
    text, i = "", 0
    while i < len(value):  # the string type's escapes
        if value[i] == "\\" and i + 1 < len(value):
            text += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}[value[i + 1]]
            i += 2
        else:
            text += value[i]
            i += 1
    args, cur, quoted, i = [], "", False, 0
    while i < len(text):
        ch = text[i]
        if quoted and ch == "\\":
            assert text[i + 1] in '"`$\\', text  # anything else is refused
            cur, i = cur + text[i + 1], i + 2
            continue
        if ch == '"':
            quoted = not quoted
        elif ch == " " and not quoted:
            args.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    return [*args, cur]


@pytest.mark.parametrize("path", ["/usr/bin/chapo", "/a b/c", '/tmp/we$ird`dir/"x"\\y/chapo'])
def test_the_entrys_exec_key_reads_back_as_the_command(path):
    """A program under a folder named with ``$`` or a backquote: the quoting's backslashes were
    not doubled for the key's string type, and GLib (GNOME's menus) refused the key — the
    entry never showed, though ``desktop-file-validate`` passed it."""
    entry = desktop.desktop_entry([path, "--demo"])
    (line,) = [ln for ln in entry.splitlines() if ln.startswith("Exec=")]
    assert _exec_args(line.removeprefix("Exec=")) == [path, "--demo"]


def test_the_launcher_is_the_chapo_script_next_to_this_python():
    """``make install-desktop`` runs ``.venv/bin/chapo``, so the entry starts that one."""
    assert desktop.launcher_command() == [str(Path(sys.executable).with_name("chapo"))]


# ------------------------------------------------------------------ the standalone app
#: From an sdist (which carries the tests) there is no Makefile nor workflow, and the game
#: is imported from where the packager installed it: these look at a checkout only.
IN_CHECKOUT = (ROOT / "Makefile").is_file() and (ROOT / ".github").is_dir()
FROM_CHECKOUT = Path(cli.__file__).resolve().parent.parent == ROOT


@pytest.mark.skipif(not (IN_CHECKOUT and FROM_CHECKOUT), reason="a checkout's editable install")
def test_the_app_spec_refuses_to_freeze_the_checkout_instead_of_the_wheel(monkeypatch):
    """`python -m PyInstaller` from the checkout imports its chapo_game/, which has no assets in
    a fresh clone: the app came out without sounds or icon and its start-up check still passed.
    Here (an editable install) chapo_game *is* the checkout's, so the spec must stop."""
    hooks = type(sys)("PyInstaller.utils.hooks")
    hooks.collect_data_files = hooks.collect_submodules = lambda *a, **k: []
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, type(sys)(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    built = []
    spec = ROOT / "packaging" / "chapo.spec"
    namespace = {"SPECPATH": str(spec.parent), "__file__": str(spec)}
    for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[step] = lambda *a, _step=step, **k: built.append(_step)
    with pytest.raises(SystemExit, match=r"imported from the checkout .*python -P -m PyInstaller"):
        exec(compile(spec.read_text("utf-8"), str(spec), "exec"), namespace)
    assert built == []


@pytest.mark.skipif(not IN_CHECKOUT, reason="the Makefile and workflow are a checkout's")
def test_make_app_and_the_app_workflow_run_pyinstaller_from_the_installed_wheel():
    makefile = (ROOT / "Makefile").read_text("utf-8")
    workflow = (ROOT / ".github" / "workflows" / "app.yml").read_text("utf-8")
    assert "$(APP_PY) -P -m PyInstaller" in makefile
    assert "python -P -m PyInstaller" in workflow and "python -m PyInstaller" not in workflow


def test_the_description_on_pypi_has_no_link_that_leads_nowhere():
    """PyPI shows the README as the project's description, where a relative link (the
    screenshot, docs/RULES.md, packaging/chapo.spec) leads nowhere: the build makes each
    absolute against the project's page; web links and anchors stay."""
    import re

    links = _script_module("links", "packaging/readme_links.py")
    home = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["urls"]
    shown = links.absolute_links((ROOT / "README.md").read_text("utf-8"), home["Homepage"])
    targets = re.findall(r"!?\[[^\]]*\]\(([^)\s]+)\)", shown)
    assert targets and all(t.startswith(("https://", "#")) for t in targets), targets
    assert f"({home['Homepage']}/raw/main/docs/screenshots/game.png)" in shown
    assert f"({home['Homepage']}/blob/main/docs/RULES.md)" in shown
    assert "[pipx](https://pipx.pypa.io)" in shown  # a web link as it was


def test_the_bench_runs_this_very_program_again_in_the_standalone_app_too(monkeypatch, capsys):
    """In the standalone application ``sys.executable`` is the ``chapo`` command itself, which
    takes no ``-m``: ``chapo bench`` stopped with a traceback after the physics. Its children
    are now started as that program's own commands, which its parser takes."""
    from chapo_game.cli import build_parser
    from chapo_game.ui import bench

    assert bench.this_program("--frames", "1") == [
        sys.executable,
        "-m",
        "chapo_game",
        "--frames",
        "1",
    ]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    child = bench.this_program("bench", bench.WINDOW_CHILD)
    assert child == [sys.executable, "bench", "--window-child"]
    parser, _commands = build_parser()
    assert parser.parse_args(child[1:]).window_child
    with pytest.raises(SystemExit):
        parser.parse_args(["bench", "--help"])
    shown = capsys.readouterr().out
    assert "--step-shots" in shown and "--window-child" not in shown  # not offered to people


@pytest.mark.skipif(sys.platform != "linux", reason="the window's title is X11's")
def test_the_standalone_app_takes_a_utf8_text_locale_where_python_would():
    """``python`` replaces the plain C locale (no LANG, or a LANG the system lacks) by C.UTF-8
    for text; the frozen interpreter did not, X11 refused the window's UTF-8 title, and the
    app's window said "pygame window". Its entry script now takes C.UTF-8 as python does."""
    import locale

    app = _script_module("chapo_app", "packaging/chapo_app.py")
    before = locale.setlocale(locale.LC_CTYPE)
    try:
        try:
            locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
        except locale.Error:
            pytest.skip("this system has no C.UTF-8 locale")
        locale.setlocale(locale.LC_CTYPE, "C")
        app.utf8_text_locale()
        assert locale.setlocale(locale.LC_CTYPE) == "C.UTF-8"
    finally:
        locale.setlocale(locale.LC_CTYPE, before)


def test_a_desktop_install_on_a_new_account_is_undone_to_the_empty_home(tmp_path, monkeypatch):
    """On a home with no ~/.local/share yet (a new club account, the game pip-installed in a
    venv), install made ~/.local/share (0755) and uninstall left ~/.local/share and ~/.local
    behind: the home was not as before. Now the base is made 0700 (XDG spec) and listed."""
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)  # the user's own, untouched
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert cli.main(["desktop", "install"]) == 0
    base = home / ".local" / "share"
    assert (base / "applications" / "chapo.desktop").is_file()
    assert base.stat().st_mode & 0o777 == 0o700
    assert cli.main(["desktop", "uninstall"]) == 0
    assert sorted(p.relative_to(home).as_posix() for p in home.rglob("*")) == ["saves"]


def test_an_entry_never_names_a_folder_above_the_home_for_removal(tmp_path, monkeypatch):
    """The listed folders are read back from a file the user may edit: above ``base`` only
    folders inside the home are the install's."""
    home = tmp_path / "home"
    base = home / ".local" / "share"
    (base / "applications").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    entry = base / "applications" / "chapo.desktop"
    entry.write_text(f"{desktop.MADE_KEY}=applications;.;..;../..;../../..;/etc;\n", "utf-8")
    assert desktop.made_folders(entry, base) == [base / "applications", base, home / ".local"]


def test_a_desktop_uninstall_keeps_an_empty_folder_the_desktop_had_before(tmp_path):
    """An empty applications/ the desktop had made before the game was installed went with
    the game's entry: the install now lists the folders it made, and only those go."""
    base = tmp_path / "share"
    (base / "applications").mkdir(parents=True)
    desktop.install(base, ["chapo"])
    made = desktop.made_folders(base / "applications" / "chapo.desktop", base)
    assert base / "applications" not in made and base / "icons" in made
    desktop.uninstall(base)
    assert sorted(str(p.relative_to(base)) for p in base.rglob("*")) == ["applications"]


def test_a_desktop_installed_twice_still_uninstalls_the_folders_the_first_install_made(tmp_path):
    """Installed again (an upgrade), every folder was there already, the entry listed none,
    and uninstall left the empty icons/ and applications/ folders behind."""
    base = tmp_path / "share"
    desktop.install(base, ["chapo"])
    desktop.install(base, ["chapo"])
    desktop.uninstall(base)
    assert list(base.rglob("*")) == []


def _script_module(name: str, path: str):
    """A script of the checkout that is no module of the game (setup.py, whose ``setup()``
    runs only as the build backend's script; packaging/'s) loaded as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, ROOT / path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_build_leaves_out_leftovers_and_modules_removed_since_the_last(tmp_path, monkeypatch):
    """`pipx install --force .` reuses ./build: a module removed since the last build stayed
    in it and was installed; an editor's backup or a file manager's note in assets/ went into
    the wheel."""
    from setuptools.dist import Distribution

    setup_py = _script_module("chapo_setup", "setup.py")
    source = tmp_path / "assets"
    (source / "sounds").mkdir(parents=True)
    for name in ("sounds/cue.wav", "sounds/cue.wav~", ".DS_Store", "sounds/.cue.wav.swp"):
        (source / name).write_bytes(b"x")
    monkeypatch.setattr(setup_py, "SOURCE", source)
    build = tmp_path / "build"
    stale = build / "chapo_game" / "zz_removed.py"
    stale.parent.mkdir(parents=True)
    stale.write_text("", "utf-8")
    monkeypatch.chdir(ROOT)
    dist = Distribution({"name": "chapo-game", "packages": ["chapo_game"]})
    dist.script_name = str(ROOT / "setup.py")
    cmd = setup_py.BuildPyWithAssets(dist)
    cmd.build_lib, cmd.editable_mode = str(build), False
    cmd.ensure_finalized()
    cmd.run()
    assets = build / "chapo_game" / "assets"
    assert sorted(p.relative_to(assets).as_posix() for p in assets.rglob("*") if p.is_file()) == [
        "sounds/cue.wav"
    ]
    assert not stale.exists() and (build / "chapo_game" / "position.py").exists()


@pytest.mark.skipif(
    not ((ROOT / ".git").exists() and shutil.which("git")), reason="a git checkout's files"
)
def test_the_repository_tracks_no_built_package():
    """Four downloaded wheels (radon and what it needs, for a complexity count) were committed
    at the top of the repository with an unrelated change: every club that clones to `pipx
    install .` got other projects' packages beside the game's files. A wheel or an archive is
    built or downloaded, never source: `make dist` leaves the game's own in the ignored dist/."""
    listed = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], check=True, capture_output=True
    ).stdout.decode("utf-8", "surrogateescape")
    built = (".whl", ".tar.gz", ".tgz", ".zip", ".egg")
    assert [name for name in listed.split("\0") if name.endswith(built)] == []


#: Tracked files that are the repository's own business, left out of the sdist on purpose.
REPOSITORY_ONLY = (".gitignore", ".ci/", "docs/screenshots/notes/")
#: What setuptools puts in every sdist whatever MANIFEST.in says (the packages' own files,
#: checked in the wheel by tests/test_install.py, and the project's metadata).
SDIST_DEFAULTS = (
    "chapo_game/",
    "README.md",
    "LICENSE",
    "MANIFEST.in",
    "pyproject.toml",
    "setup.py",
)


@pytest.mark.skipif(
    not ((ROOT / ".git").exists() and shutil.which("git")), reason="a git checkout's files"
)
def test_the_sdist_carries_every_tracked_file_but_the_repositorys_own(monkeypatch):
    """MANIFEST.in says a packager can run the test suite from the sdist: two tests failed
    there, reading the Makefile and .github/workflows/app.yml, which the README (in the sdist
    too) names for building the app and which the sdist left out. MANIFEST.in is read here as
    setuptools reads it (building the sdist needs a newer setuptools than a test's venv has)."""
    from setuptools.command.egg_info import FileList

    monkeypatch.chdir(ROOT)
    chosen = FileList()
    for line in (ROOT / "MANIFEST.in").read_text("utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            chosen.process_template_line(line)
    carried = {f.replace(os.sep, "/") for f in chosen.files}
    listed = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], check=True, capture_output=True
    ).stdout.decode("utf-8", "surrogateescape")
    left_out = [
        name
        for name in filter(None, listed.split("\0"))
        if name not in carried and not name.startswith((*REPOSITORY_ONLY, *SDIST_DEFAULTS))
    ]
    assert left_out == []
