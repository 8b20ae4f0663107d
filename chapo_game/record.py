"""Save and resume the encuentro in progress.

The window saves after every shot so that a power cut or a closed window loses nothing; the next
start offers to resume. The file is written atomically (temporary file + ``os.replace``). A file
that cannot be read back (truncated, hand-edited, from an incompatible version) is never deleted:
it is moved aside to ``<name>.damaged-<timestamp>`` and the caller gets one clear line to show,
then starts fresh.

The payload is the caller's JSON object (the window stores the referee's ``Match.to_json()`` plus
names and mode); this module only adds a format tag and version.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .fileio import atomic_write_text, move_aside
from .settings import config_dir

FORMAT = "chapo-save"
VERSION = 1
SAVE_NAME = "encuentro.json"


@dataclass(frozen=True)
class Loaded:
    """What :func:`load` found: the payload, or ``None`` with an optional one-line ``message``
    (set when a damaged file was moved aside)."""

    payload: dict[str, Any] | None
    message: str | None = None
    moved_to: Path | None = None


def save_path() -> Path:
    return config_dir() / SAVE_NAME


def save(payload: dict[str, Any], path: Path | None = None) -> Path:
    """Write the encuentro in progress atomically; return the path."""
    p = path or save_path()
    doc = {"format": FORMAT, "version": VERSION, "payload": payload}
    atomic_write_text(p, json.dumps(doc, indent=1, sort_keys=True) + "\n")
    return p


def clear(path: Path | None = None) -> None:
    """Forget the saved encuentro (finished, or the player chose a new one)."""
    p = path or save_path()
    with contextlib.suppress(FileNotFoundError):
        p.unlink()


def exists(path: Path | None = None) -> bool:
    return (path or save_path()).is_file()


def load(path: Path | None = None, validate: Any = None) -> Loaded:
    """Read the saved encuentro.

    ``validate(payload)`` may raise any exception to say the payload is unusable (e.g. the
    referee refusing the match JSON); the file is then treated as damaged as well.
    """
    p = path or save_path()
    if not p.is_file():
        return Loaded(None)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ValueError("not a Chapó save file")
        if doc.get("version") != VERSION:
            raise ValueError(f"unsupported save version {doc.get('version')!r}")
        payload = doc.get("payload")
        if not isinstance(payload, dict):
            raise ValueError("the save has no encuentro in it")
        if validate is not None:
            validate(payload)
    except Exception as exc:  # anything unreadable is "damaged": keep it aside, start fresh
        moved = move_aside(p)
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Loaded(None, message=f"{reason}", moved_to=moved)
    return Loaded(payload)
