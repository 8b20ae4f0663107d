"""The docs name the tests that show what they say: every test they name exists — and every
file, module, command option, make target and code name they cite is there to be found.

Why: docs/RULES.md named a test by a name it no longer had (renamed when its call changed),
so a reader checking an article found nothing to run. A docs audit then found the same drift
waiting in what the names of tests do not cover: a refactoring that renames a module, drops
an option or removes a dead function leaves the README, docs/ and the changelog's unreleased
section naming it, and nothing failed. The README's bounds of the command line's counts said
"`--soak` and `--shots` counted" where the commands refuse above 1,000,000 and 100,000."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import inspect
import io
import pkgutil
import re
from pathlib import Path

import chapo_game
from chapo_game.cli import build_parser, main
from chapo_game.commands.bounds import whole_number

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
NAMED = re.compile(r"`(?:[\w/]+\.py::)?(test_\w+)(?:\[[^\]]*\])?`")
#: File name endings a dotted word in the docs may be rather than a module's attribute.
EXTENSIONS = {"py", "json", "md", "csv", "yml", "spec", "po", "mo", "png", "wav", "desktop"}


def unreleased() -> str:
    """The changelog's section for what main holds now (older sections tell of what was)."""
    text = (ROOT / "CHANGELOG.md").read_text("utf-8")
    sections = re.split(r"^## ", text, flags=re.M)
    return sections[1]


def texts() -> dict[str, str]:
    """Each document a reader of main takes as true now, by name."""
    out = {doc.name: doc.read_text("utf-8") for doc in DOCS}
    out["CHANGELOG.md (unreleased)"] = unreleased()
    return out


def spans() -> list[tuple[str, str]]:
    """(document, code) for every code span of every document, and every line of its code
    blocks (a block's backticks taken as spans paired every span after it wrongly)."""
    out = []
    for name, text in texts().items():
        blocks = re.findall(r"^```.*?^```", text, flags=re.M | re.S)
        out += [(name, line) for block in blocks for line in block.splitlines()[1:-1]]
        prose = re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)
        out += [(name, " ".join(s.split())) for s in re.findall(r"`([^`]+)`", prose)]
    return out


def defined_tests() -> set[str]:
    found = set()
    for path in (ROOT / "tests").rglob("*.py"):
        found.update(re.findall(r"^\s*def (test_\w+)", path.read_text("utf-8"), flags=re.M))
        found.add(path.stem)  # a whole test file named by its module
    return found


def test_every_test_the_docs_name_exists():
    defined = defined_tests()
    missing = [
        f"{doc}: {name}"
        for doc, text in texts().items()
        for name in NAMED.findall(text)
        if name not in defined
    ]
    assert missing == []


def test_every_test_file_the_docs_name_exists():
    named = {m for text in texts().values() for m in re.findall(r"(tests/[\w/]+\.py)", text)}
    assert named and sorted(n for n in named if not (ROOT / n).is_file()) == []


def test_every_file_and_folder_of_the_checkout_the_docs_name_exists():
    """``chapo_game/physics/final_audit.py``, ``packaging/chapo.spec``, ``assets/``…"""
    tops = r"(?:chapo_game|packaging|assets|docs|\.github)/"
    named = {
        (doc, m.rstrip("/.,"))
        for doc, s in spans()
        for m in re.findall(rf"(?<![\w/.~]){tops}[\w/.\-]*", s)
    }
    assert len(named) > 10
    assert sorted(f"{doc}: {p}" for doc, p in named if not there(p)) == []


#: Files the docs name that are the team's shared tools beside the checkout, not in it.
BESIDE = {"../shared/tools/same_shots.py", "same_shots.py", "pooltool_shot.py"}


def test_every_python_file_the_docs_name_by_a_short_path_exists():
    """``rules/match.py``, ``pin_lying.py``: a file named from inside the package, or by its
    name alone, is one of the checkout's. The check above reads only paths from the top: when
    ``physics/collide.py`` went (5c915809), docs/PHYSICS.md named `collide.py` until 6780d02a
    mended it, and a module that this morning's splits removed would have gone unnoticed too."""
    files = [p.relative_to(ROOT).as_posix() for p in ROOT.glob("*.py")]
    for top in ("chapo_game", "tests", "packaging"):
        files += [p.relative_to(ROOT).as_posix() for p in (ROOT / top).rglob("*.py")]
    named = {(doc, m) for doc, s in spans() for m in re.findall(r"(?<![\w/.~-])[\w./]*\w\.py\b", s)}
    assert len(named) > 40
    missing = [
        f"{doc}: {m}"
        for doc, m in named
        if m not in BESIDE and not any(f == m or f.endswith(f"/{m}") for f in files)
    ]
    assert sorted(missing) == []


def there(path: str) -> bool:
    """In the checkout, or for the package's own files in the package imported: the build
    makes ``chapo_game/assets`` (from ``assets/``), so an sdist has it only where installed."""
    installed = Path(chapo_game.__file__).resolve().parent.parent
    return (ROOT / path).exists() or (
        path.startswith("chapo_game/") and (installed / path).exists()
    )


def test_every_module_the_docs_run_with_python_m_exists_and_takes_the_options_given():
    """``python -m chapo_game.ai.leave_study --positions 50 --workers 2``: the module is there
    and its source reads each option named (the module's own parser, built in its main)."""
    problems = []
    runs = [(doc, s) for doc, s in spans() if s.startswith("python -m ")]
    runs = [(doc, s) for doc, s in runs if s.split()[2] not in HISTORICAL]
    assert len(runs) > 5
    for doc, s in runs:
        module = s.split()[2]
        spec = importlib.util.find_spec(module)
        if spec is None or spec.origin is None:
            problems.append(f"{doc}: no module {module}")
            continue
        origin = Path(spec.origin)
        source = origin.with_name("__main__.py") if origin.name == "__init__.py" else origin
        code = source.read_text("utf-8")
        problems += [
            f"{doc}: {module} has no {opt}"
            for opt in re.findall(r"(?<![\w-])(--[a-z][\w-]*)", s)
            if f'"{opt}"' not in code and module != "chapo_game" and opt != "--help"
        ]
    assert problems == []


def options_of(parser: argparse.ArgumentParser) -> dict[str | None, set[str]]:
    """The window's options (under None) and each sub-command's."""
    out: dict[str | None, set[str]] = {None: set()}
    for action in parser._actions:
        out[None].update(action.option_strings)
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out[name] = {o for a in sub._actions for o in a.option_strings}
    return out


def test_every_option_the_docs_give_a_chapo_command_exists():
    """``chapo physics --pin-shots 400``: physics takes --pin-shots."""
    known = options_of(build_parser()[0])
    problems = []
    commands = [(doc, s) for doc, s in spans() if re.match(r"chapo( |$)", s)]
    assert len(commands) > 10
    for doc, s in commands:
        words = s.split()
        sub = words[1] if len(words) > 1 and words[1] in known else None
        allowed = known[None] | known[sub]
        given = set(re.findall(r"(?<![\w-])(--[a-z][\w-]*)", s))
        problems += [f"{doc}: chapo {sub or ''} {opt}" for opt in sorted(given - allowed)]
    assert problems == []


def test_every_make_target_the_docs_name_exists():
    makefile = (ROOT / "Makefile").read_text("utf-8")
    targets = set(re.findall(r"^([\w-]+):", makefile, flags=re.M))
    named = {(doc, t) for doc, s in spans() for t in re.findall(r"(?<![\w-])make ([a-z][\w-]*)", s)}
    assert len(named) > 5
    assert sorted(f"{doc}: make {t}" for doc, t in named if t not in targets) == []


def modules() -> dict[str, list[object]]:
    """Every module of the package, imported, by its last name (``levels``: chapo_game.ai.
    levels); ``__main__`` is left out: importing it starts the game."""
    out: dict[str, list[object]] = {}
    for info in pkgutil.walk_packages(chapo_game.__path__, "chapo_game."):
        if info.name.endswith("__main__"):
            continue
        out.setdefault(info.name.rsplit(".", 1)[1], []).append(importlib.import_module(info.name))
    return out


def resolves(obj: object, names: list[str]) -> bool:
    """Whether ``obj.names…`` is there: a submodule before an attribute of its package (the
    function ``rules.judge`` stands in front of the module ``rules.judge``), and on a module
    a field of one of its classes (``params.cushion_model``, a PhysicsParams' field)."""
    for name in names:
        if inspect.ismodule(obj):
            try:
                obj = importlib.import_module(f"{obj.__name__}.{name}")
                continue
            except ModuleNotFoundError:
                pass
            if not hasattr(obj, name):
                owners = [c for c in vars(obj).values() if inspect.isclass(c)]
                return any(name in getattr(c, "__dataclass_fields__", {}) for c in owners)
        if not hasattr(obj, name):
            return False
        obj = getattr(obj, name)
    return True


#: Names the docs cite as they were in a commit of the past, not in main.
HISTORICAL = {"chapo_game.ai.leave_fit"}  # docs/AI.md: a leave fitted and dropped (d0c5284)


def test_every_code_name_the_docs_cite_by_its_module_exists():
    """``chapo_game.record.check_encuentro``, ``headroom.collect_positions``,
    ``ui.power.LagHint.start_speed``: the module has it (a removed or renamed function left
    the docs naming it)."""
    mods = modules()
    problems, cited = [], 0
    for doc, s in spans():
        for dotted in re.findall(r"(?<![\w.])([a-z_]\w*(?:\.\w+)+)", s):
            first, *rest = dotted.split(".")
            if rest[-1] in EXTENSIONS or dotted in HISTORICAL:
                continue
            if first != "chapo_game" and first not in mods:
                continue
            cited += 1
            if first == "chapo_game":
                found = resolves(importlib.import_module("chapo_game"), rest)
            else:
                found = any(resolves(m, rest) for m in mods[first])
            if not found:
                problems.append(f"{doc}: {dotted}")
    assert cited > 20
    assert problems == []


#: Counts bounded by something other than a figure the README can give: the seeds (2**63 - 1,
#: a bound nobody meets) and the workers (the machine's cores, as the README says).
UNSTATED = {"--seed", "--workers"}


def bounded_counts() -> dict[str, tuple[str | None, int]]:
    """Each whole-number option of ``chapo`` with a fixed most, found by giving it 10**30:
    {option: (sub-command, the most it takes)}."""
    parser = build_parser()[0]
    found: dict[str, tuple[str | None, int]] = {}
    subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for sub, p in [(None, parser), *subs.choices.items()]:
        for action in p._actions:
            if action.type is not whole_number or action.nargs is not None:
                continue
            opt = action.option_strings[0]
            argv = ([sub] if sub else []) + [opt, str(10**30)]
            most = re.search(r"must be at most (\d+)", said(argv))
            if most and opt not in UNSTATED:
                found[opt] = (sub, int(most.group(1)))
    return found


def said(argv: list[str]) -> str:
    """What ``chapo argv`` says on stderr, refused with status 2 (a count refused at once:
    never played)."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(argv) == 2, argv
    return err.getvalue()


def test_the_readme_gives_every_bound_of_the_command_line_as_the_commands_refuse_it():
    """ "Every number has bounds (`--frames` ≤ 1,000,000, …)": each count the commands bound is
    there, with the bound they refuse above."""
    readme = (ROOT / "README.md").read_text("utf-8")
    sentence = readme[readme.index("Every number has bounds") :]
    sentence = sentence[: sentence.index("±3600°)")]
    stated = {
        opt: int(most.replace(",", ""))
        for opts, most in re.findall(r"((?:`--[\w-]+`(?:,| and)?\s*)+)≤ ([\d,]+)", sentence)
        for opt in re.findall(r"`(--[\w-]+)`", opts)
    }
    bounds = bounded_counts()
    assert len(bounds) >= 8
    assert stated == {opt: most for opt, (_, most) in bounds.items()}


def test_the_json_readers_limits_are_the_ones_position_md_gives():
    """docs/POSITION.md says what the guarded reader refuses: its own figures, the larger count
    of a save and of the list of players too (it gave 200,000 for every document)."""
    from chapo_game import jsonio

    text = " ".join((ROOT / "docs" / "POSITION.md").read_text("utf-8").split())
    position, save, players = jsonio.POSITION_LIMITS, jsonio.SAVE_LIMITS, jsonio.PLAYERS_LIMITS
    assert position.max_bytes == 1 << 20 and "1 MiB for a position" in text
    assert f"deeper than {position.max_depth} levels" in text
    assert f"longer than {position.max_number_chars} characters" in text
    assert f"more than {position.max_containers:,} objects and arrays" in text
    assert save.max_containers == players.max_containers
    assert f"{save.max_containers:,} in a save or the list of players" in text


def test_the_physics_example_runs_and_simulates_the_shot_it_shows():
    """docs/PHYSICS.md's first lines of code, run as a reader would paste them: they called
    ``simulate(position, shot_or_[shot, shot], …)`` on a table, position and shot never made."""
    text = (ROOT / "docs" / "PHYSICS.md").read_text("utf-8")
    code = re.search(r"^```python\n(.*?)^```", text, flags=re.M | re.S).group(1)
    scope: dict[str, object] = {}
    exec(compile(code, "docs/PHYSICS.md", "exec"), scope)
    result = scope["result"]
    assert [e.type for e in result.events][:3] == ["strike", "ball_pin", "pin_down"]
    assert result.duration > 1.0


def test_the_buttons_the_readme_names_in_bold_are_the_games_own_words():
    """README's controls and modes name the game's buttons in bold, in the Spanish a player
    sees: each is one of the Spanish catalogue's words, alone or before the key or value the
    button adds ("**Taco seco (X)**" for "Taco seco (X): no"). "**Repetir (R)**" named the
    button "Repetir tiro", and the quit question's "**Salir**" its "Salir del juego". Left
    out: a paragraph's title (ending in a full stop) and what has no letters (−, +, 2,20)."""
    from chapo_game import i18n

    po = (ROOT / "chapo_game" / "locale" / "es" / "LC_MESSAGES" / "chapo.po").read_text("utf-8")
    words = [s for v in i18n.parse_po(po).values() for s in ([v] if isinstance(v, str) else v)]
    text = (ROOT / "README.md").read_text("utf-8")
    sections = re.split(r"^## ", text, flags=re.M)
    named = [
        " ".join(b.split())
        for sec in sections
        if sec.startswith(("Controls", "Modes"))
        for b in re.findall(r"\*\*([^*]+)\*\*", sec)
    ]
    buttons = [b for b in named if not b.endswith(".") and re.search(r"[^\W\d_]", b)]
    assert len(buttons) >= 25
    unknown = [
        b for b in buttons if not any(w == b or w.startswith((f"{b} (", f"{b}:")) for w in words)
    ]
    assert unknown == []
