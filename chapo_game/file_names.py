"""Names of the user's files: a new name no other file has, a name cut to what a file
system stores, a player's name as a file's name may carry it.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path


def first_free(path_for: Callable[[int], Path]) -> Path:
    """The first of ``path_for(1)``, ``path_for(2)``… that names no file: a new name, never
    another's. A folder that cannot be searched gives the name reached; the write or move that
    follows says why it failed."""
    return path_for(first_free_number(path_for))


def first_free_number(path_for: Callable[[int], Path]) -> int:
    """The ``n`` of :func:`first_free`."""
    n = 1
    try:
        while path_for(n).exists():
            n += 1
    except OSError:
        pass
    return n


#: The longest file name most file systems take, in bytes (``NAME_MAX`` of ext4, APFS, NTFS).
NAME_BYTES = 255


def name_within(name: str, tail: str, limit: int = NAME_BYTES) -> str:
    """``name + tail`` with ``name`` cut, letter by letter, until the whole fits in ``limit``
    bytes as the file system stores it: a kept position named with 120 accented letters was a
    legal file whose ``.damaged-…`` name was not, so it could never be set aside."""
    while name and len(os.fsencode(name + tail)) > limit:
        name = name[:-1]
    return name + tail


def slug(name: str) -> str:
    """A name as a file's name may carry it: ASCII letters, digits and dashes, 16 at most
    (a saved encuentro's slot, a score sheet's CSV)."""
    ascii_ = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_.lower()).strip("-")[:16] or "x"
