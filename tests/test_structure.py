"""The package's shape: no import circle anywhere, layers that depend one way, screens that
import no way back to the menu, and window modules small enough to read at once.

The import graph is read from the source (every ``import`` statement, including those inside
functions: a late import is still a dependency), so these tests need no import of the game.
"""

from __future__ import annotations

import ast
import functools
import graphlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "chapo_game"

#: Each layer may import only the layers listed for it (and the shared data modules).
LAYERS = {
    "ui": {"ai", "rules", "physics"},
    "ai": {"rules", "physics"},
    "rules": set(),
    "physics": set(),
}
#: Lines a module of the window package may have: one screenful or two, read at once.
UI_MODULE_LINES = 300


def module_files(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package at ``root``."""
    out: dict[str, Path] = {}
    for p in sorted(root.rglob("*.py")):
        parts = list(p.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = p
    return out


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (relative imports resolved)."""
    mods = module_files(root)
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                deps.update(a.name for a in node.names if a.name in mods)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for a in node.names:
                    if f"{target}.{a.name}" in mods:
                        deps.add(f"{target}.{a.name}")
                    elif target in mods:
                        deps.add(target)
        deps.discard(name)
        graph[name] = deps
    return graph


@functools.cache
def project_graph() -> dict[str, set[str]]:
    return import_graph(ROOT)


def import_circle(graph: dict[str, set[str]]) -> list[str] | None:
    try:
        tuple(graphlib.TopologicalSorter(graph).static_order())
    except graphlib.CycleError as exc:
        return list(exc.args[1])
    return None


def test_no_import_circle_anywhere_in_chapo_game():
    circle = import_circle(project_graph())
    assert circle is None, " -> ".join(circle or ())


def test_the_circle_check_finds_a_circle_through_a_late_import(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .sub import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from .. import a\n")
    assert sorted(set(import_circle(import_graph(pkg)) or ())) == ["pkg.a", "pkg.sub.b"]
    (pkg / "sub" / "b.py").write_text("def f():\n    return 1\n")
    assert import_circle(import_graph(pkg)) is None


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_layers_depend_one_way(layer):
    """ui -> ai -> rules, physics -> table (and the shared data modules)."""
    graph = project_graph()
    wrong = []
    for mod, deps in graph.items():
        if not mod.startswith(f"chapo_game.{layer}"):
            continue
        for d in deps:
            other = d.split(".")[1] if d.count(".") else ""
            if other in LAYERS and other != layer and other not in LAYERS[layer]:
                wrong.append(f"{mod} imports {d}")
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("layer", "library"),
    [("rules", "pygame"), ("rules", "pymunk"), ("physics", "pygame"), ("ai", "pygame")],
)
def test_the_model_layers_import_no_window_library(layer, library):
    """The referee reads only positions and the event log: no pygame, no pymunk; the physics
    and the computer player draw nothing."""
    users = []
    for path in (ROOT / layer).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            if any(n.split(".")[0] == library for n in names):
                users.append(path.name)
    assert not users, users


def test_the_base_scene_module_imports_no_screen():
    graph = project_graph()
    base = "chapo_game.ui.scenes.base"
    screens = [d for d in graph[base] if d.startswith("chapo_game.ui.scenes")]
    assert screens == []
    # and no screen imports the window or the menu's module back
    for mod, deps in graph.items():
        if mod.startswith("chapo_game.ui.scenes") and mod != "chapo_game.ui.scenes.menu":
            assert "chapo_game.ui.app" not in deps, mod
            assert "chapo_game.ui.scenes.menu" not in deps, mod


def test_window_modules_are_small_enough_to_read_at_once():
    long = {
        str(p.relative_to(ROOT.parent)): n
        for p in (ROOT / "ui").rglob("*.py")
        if (n := len(p.read_text("utf-8").splitlines())) > UI_MODULE_LINES
    }
    assert not long, long


def test_a_shot_is_built_only_through_its_checked_maker():
    """``Shot(...)`` bare, outside ``shot.py``, skips the checks of ``Shot.make`` — the angle
    taken into [0, 360) among them: the computer's stroke and refinements built shots with a
    bare ``% 360``, which gives 360.0 itself for a hair under 0."""
    bare = [
        f"{p.relative_to(ROOT.parent)}:{node.lineno}"
        for p in sorted(ROOT.rglob("*.py"))
        if p.name != "shot.py"
        for node in ast.walk(ast.parse(p.read_text("utf-8")))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Shot"
    ]
    assert not bare, bare
