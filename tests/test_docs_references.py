"""The docs name the tests that show what they say: every test they name exists.

Why: docs/RULES.md named a test by a name it no longer had (renamed when its call changed),
so a reader checking an article found nothing to run."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
NAMED = re.compile(r"`(?:[\w/]+\.py::)?(test_\w+)(?:\[[^\]]*\])?`")


def defined_tests() -> set[str]:
    found = set()
    for path in (ROOT / "tests").rglob("*.py"):
        found.update(re.findall(r"^\s*def (test_\w+)", path.read_text("utf-8"), flags=re.M))
        found.add(path.stem)  # a whole test file named by its module
    return found


def test_every_test_the_docs_name_exists():
    defined = defined_tests()
    missing = [
        f"{doc.name}: {name}"
        for doc in DOCS
        for name in NAMED.findall(doc.read_text("utf-8"))
        if name not in defined
    ]
    assert missing == []


def test_every_test_file_the_docs_name_exists():
    named = {m for doc in DOCS for m in re.findall(r"(tests/[\w/]+\.py)", doc.read_text("utf-8"))}
    assert named and sorted(n for n in named if not (ROOT / n).is_file()) == []
