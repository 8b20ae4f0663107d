"""The README as PyPI shows it: the project's description, read by setup.py at build time.

A file of its own, free of setuptools, so that a test can read it on any Python.
"""

from __future__ import annotations

import re


def absolute_links(text: str, home: str) -> str:
    """The README's links and images into the repository (``docs/RULES.md``,
    ``docs/screenshots/game.png``) made absolute against ``home``, the project's page: on
    PyPI, which shows the README as the project's description, a relative one leads nowhere.
    Web links and anchors (``#changelog``) are left as they are."""

    def absolute(m: re.Match[str]) -> str:
        bang, words, target = m.group(1), m.group(2), m.group(3)
        if re.match(r"[a-z][a-z0-9+.-]*:|#", target):
            return m.group(0)
        kind = "raw" if bang else "blob"  # an image is the file itself, a link its page
        return f"{bang}[{words}]({home}/{kind}/main/{target.removeprefix('./')})"

    return re.sub(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)", absolute, text)
