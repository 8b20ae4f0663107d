"""The game as a club installs it: the wheel built from the source, installed *without* ``-e``
into a fresh virtual environment, and the headless demo run from there with every sound,
catalogue and the icon loaded from the installed package.

Kept lean for ``make test``: the fresh environment has no pip of its own (the test's pip
installs the wheel into it with ``--python``), and the libraries the game needs (pygame-ce,
pymunk, platformdirs) are not downloaded again but seen through a ``.pth`` file naming this
environment's site-packages. The game itself comes only from the wheel: the test checks that
the package it ran from is inside the fresh environment, and runs it outside the checkout.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pygame
import pytest

from chapo_game import __version__, i18n
from chapo_game.ui.sound_gen import SOUNDS

ROOT = Path(__file__).resolve().parent.parent
#: what a source checkout holds that is not the source (never copied into the build)
NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".ruff_cache",
    "screens",
)


def build_wheel(tmp: Path) -> Path:
    """``pip wheel`` of a clean copy of the checkout (a stale ``build/`` or the in-place asset
    copy of an editable install must not leak into the wheel)."""
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=NOT_SOURCE)
    shutil.rmtree(src / "chapo_game" / "assets", ignore_errors=True)
    out = tmp / "wheels"
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(src)]
    subprocess.run(cmd, check=True, capture_output=True, text=True)
    (wheel,) = out.glob("chapo_game-*.whl")
    return wheel


def fresh_venv(tmp: Path, wheel: Path) -> Path:
    """A new venv with the wheel installed (not editable); returns its ``bin`` folder."""
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    py = bindir / "python"
    site = subprocess.run(
        [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    here = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site) / "test-dependencies.pth").write_text("\n".join(sorted(here)) + "\n")
    # --force-reinstall: a chapo-game the new environment sees through that .pth (an editable
    # install), or through PYTHONPATH with a checkout's egg-info, would make pip skip the wheel
    cmd = [sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps"]
    cmd += ["--force-reinstall", "--no-index", str(wheel)]
    subprocess.run(cmd, check=True, capture_output=True)
    return bindir


def package_tree() -> set[str]:
    """Every file of the source's ``chapo_game/``, whatever its kind: a data file added there
    (a drill's table, a font) reaches a player only if pyproject.toml's package-data names it
    (setuptools takes no other data file from this layout), and only *.py files were expected,
    so a wheel without it passed. Byte code and the in-place copy of ``assets/`` are not
    source."""
    package = ROOT / "chapo_game"
    return {
        p.relative_to(ROOT).as_posix()
        for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and not p.is_relative_to(package / "assets")
    }


def expected_wheel_files() -> set[str]:
    assets = {
        "chapo_game/assets/" + p.relative_to(ROOT / "assets").as_posix()
        for p in (ROOT / "assets").rglob("*")
        if p.is_file()
    }
    mos = {
        f"chapo_game/locale/{lang}/LC_MESSAGES/chapo.{ext}"
        for lang in i18n.LANGUAGES
        for ext in ("mo", "po")
    }
    return assets | mos | package_tree()


def translated(lang: str) -> int:
    cat = i18n.parse_po(i18n.po_path(lang).read_text("utf-8"))
    return sum(1 for k, v in cat.items() if k and v)


@pytest.mark.slow
def test_the_wheel_installs_without_e_and_the_demo_loads_every_asset(tmp_path):
    wheel = build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    package_files = {n for n in names if not n.startswith("chapo_game-")}
    assert package_files == expected_wheel_files()
    meta = zipfile.ZipFile(wheel).read(f"chapo_game-{__version__}.dist-info/METADATA").decode()
    assert "Name: chapo-game" in meta
    assert f"Version: {__version__}" in meta
    assert "License-Expression: MIT" in meta
    assert f"chapo_game-{__version__}.dist-info/licenses/LICENSE" in names

    bindir = fresh_venv(tmp_path, wheel)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "CHAPO_", "VIRTUAL"))}
    env |= {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env |= {"CHAPO_CONFIG_DIR": str(tmp_path / "config"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    version = subprocess.run(
        [str(bindir / "chapo"), "--version"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert version.stdout.strip() == f"chapo {__version__}"

    shot = tmp_path / "demo.png"
    cmd = [str(bindir / "python"), "-m", "chapo_game", "--demo", "--frames", "90", "--verbose"]
    run = subprocess.run(
        [*cmd, "--screenshot", str(shot)], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    report = dict(
        line.removeprefix("chapo: ").split(": ", 1) if ": " in line else (line, "")
        for line in run.stderr.splitlines()
        if line.startswith("chapo: ")
    )
    assert "files missing from the installation" not in report, run.stderr
    assert report["version"] == __version__
    package = Path(report["package"])
    assert package.is_relative_to(tmp_path / "venv"), package  # the wheel's copy, not the checkout

    sounds = re.fullmatch(r"(\d+) of (\d+) loaded \((.*)\); audio device: (\w+)", report["sounds"])
    assert sounds is not None, report["sounds"]
    assert sounds[1] == sounds[2] == str(len(SOUNDS))
    assert sorted(sounds[3].split(", ")) == sorted(SOUNDS)
    assert sounds[4] == "dummy"  # decoded by SDL's mixer, not only read
    expected = ", ".join(f"{lang} ({translated(lang)} messages)" for lang in i18n.LANGUAGES)
    assert report["catalogues"] == expected
    assert report["icon"] == "chapo-128.png loaded"

    # what the player would see: the demo's table, drawn in full
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    # sampled every 8 px: about 160 colours whatever frame the lag is at (a blank frame: 1; on
    # a 16 px grid the count sat at 50-52, on the edge of the bound, as the balls moved)
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 8) for y in range(0, 720, 8)}
    assert len(colours) > 100
    r, g, b = img.get_at((400, 560))[:3]  # the cloth between the cross and a corner pocket
    assert b > r and b > g
