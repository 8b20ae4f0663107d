"""Writing the user's files safely: atomic writes, and damaged files kept aside.

Settings and the saved encuentro both follow the same rule: a write never leaves a half-written
file (temporary file in the same folder + ``os.replace``), and a file that cannot be used is
never deleted but renamed to ``<name>.damaged-<timestamp>`` so the player can still recover it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder and ``os.replace``: a crash mid-write never
    leaves a half-written file behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def move_aside(p: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged-<timestamp>`` (never overwriting another)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = p.with_name(f"{p.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = p.with_name(f"{p.name}.damaged-{stamp}-{n}")
    os.replace(p, target)
    return target
