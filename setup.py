"""Build step that puts the top-level ``assets/`` folder inside the package.

``assets/`` (sounds, icons, the desktop entry) is the only copy of the assets in the repository.
The game reads them through ``importlib.resources`` as ``chapo_game/assets/...``, so every build
copies the folder there:

* a wheel (``make dist``, ``pip install .``, ``pipx install .``): into the wheel's build tree;
* an editable install (``make run``, ``make test``): into the source tree, the way compiled
  extensions are built in place; ``chapo_game/assets/`` is git-ignored and the Makefile
  re-installs when a file under ``assets/`` changes.

Everything else about the distribution is declared in ``pyproject.toml``.
"""

from __future__ import annotations

import importlib.util
import shutil
import tomllib
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SOURCE = ROOT / "assets"
INSIDE_PACKAGE = Path("chapo_game", "assets")


def copy_assets(dest: Path) -> list[Path]:
    """Make ``dest`` an exact copy of ``assets/`` (a file removed there disappears here too)."""
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(SOURCE, dest, ignore=shutil.ignore_patterns(*LEFTOVERS))
    return sorted(p for p in dest.rglob("*") if p.is_file())


#: What a working tree may hold in assets/ that is no asset: caches, an editor's backups, a
#: file manager's notes (they went into the wheel).
LEFTOVERS = ("__pycache__", "*.py[cod]", "*~", "*.swp", ".DS_Store", "Thumbs.db")


class BuildPyWithAssets(build_py):
    """``build_py`` plus the copy of ``assets/`` into ``chapo_game/assets``."""

    def run(self) -> None:
        if not self.editable_mode:  # a build tree left by the last build (`pipx install
            # --force .` reuses ./build) kept the modules removed since: they were installed
            shutil.rmtree(Path(self.build_lib) / "chapo_game", ignore_errors=True)
        super().run()
        if self.editable_mode:
            copy_assets(ROOT / INSIDE_PACKAGE)
            self._asset_outputs: list[Path] = []
        else:
            self._asset_outputs = copy_assets(Path(self.build_lib) / INSIDE_PACKAGE)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        extra = [str(p) for p in getattr(self, "_asset_outputs", [])]
        return [*super().get_outputs(include_bytecode), *extra]


def long_description() -> str:
    """The README, its links made absolute against the project's ``Homepage``."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        home = tomllib.load(f)["project"]["urls"]["Homepage"].rstrip("/")
    spec = importlib.util.spec_from_file_location(
        "readme_links", ROOT / "packaging" / "readme_links.py"
    )
    assert spec is not None and spec.loader is not None
    links = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(links)
    return links.absolute_links((ROOT / "README.md").read_text("utf-8"), home)


if __name__ == "__main__":  # the build backend runs this file; tests import it
    setup(
        cmdclass={"build_py": BuildPyWithAssets},
        long_description=long_description(),
        long_description_content_type="text/markdown",
    )
