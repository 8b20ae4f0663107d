"""The one guarded reader for every JSON document the program takes.

Positions (``chapo sim --position``), settings, saved encuentros and match records all come
from files a user can edit, truncate, replace by ``/dev/zero`` or nest a hundred thousand levels
deep. Python's own ``json`` trusts its input: it reads a file whole, recurses once per level,
keeps the last of two equal keys, and hands back numbers of any size that later overflow
(``float(10**400)``) or trip the 4,300-digit limit of ``int``. Everything here turns each of
those into one :class:`~chapo_game.errors.InputError` line, so a caller has a single exception to
catch and a single line to show:

* **size**: at most ``limits.max_bytes`` are ever read (``read(limit + 1)``: one byte more says
  the document is too long without reading the rest of an endless stream);
* **depth** and **containers**: nesting deeper than ``max_depth`` and more than
  ``max_containers`` objects and arrays are refused (the C scanner's ``RecursionError`` on
  absurd nesting, and ``MemoryError``, become the same line);
* **numbers**: a number literal longer than ``max_number_chars`` characters is refused before it
  is converted (so no ``int`` of 5,000 digits, no ``float(10**400)`` overflow). ``NaN``,
  ``Infinity`` and ``1e400`` read as non-finite floats: every schema refuses them naming its
  own field (``balls.1[0]: must be a finite number``), which says more than a parser could;
* **duplicate keys** are refused: a document that says two things about one field says nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from .errors import InputError, cut, one_line


@dataclass(frozen=True)
class Limits:
    """How much of a document is accepted. The defaults suit every document the program reads;
    only the byte size differs from one kind of file to the next."""

    max_bytes: int
    max_depth: int = 32
    max_containers: int = 200_000
    max_number_chars: int = 40


#: A position or shot file: a few hundred bytes in practice.
POSITION_LIMITS = Limits(max_bytes=1 << 20)
#: settings.json: a dozen fields.
SETTINGS_LIMITS = Limits(max_bytes=64 << 10)
#: A saved encuentro or match record: the whole score sheet of a long encuentro is ~100 KB.
#: A shot takes about 1.1 KB and 30 objects and lists (its sheet row and its stroke, kept for
#: the replay), so the bytes bind first: about 7,000 shots in one encuentro.
SAVE_LIMITS = Limits(max_bytes=8 << 20, max_containers=400_000)
#: players.json at its fullest (:data:`.player_list.FULL`): 200 players with 40-character names
#: who have each played all the others and the computer at every level — about 122,000
#: objects and lists in 25 MB.
PLAYERS_LIMITS = Limits(max_bytes=32 << 20, max_containers=400_000)


class _Counter:
    """Counts the objects the parser builds (the arrays are counted after parsing)."""

    def __init__(self, what: str, limits: Limits) -> None:
        self.what = what
        self.limits = limits
        self.objects = 0

    def object_pairs(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        self.objects += 1
        if self.objects > self.limits.max_containers:
            raise InputError(self.what, f"more than {self.limits.max_containers} JSON objects")
        out = dict(pairs)
        if len(out) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    raise InputError(self.what, f"duplicate key {json.dumps(key)}")
                seen.add(key)
        return out

    def number(self, kind: type) -> Callable[[str], Any]:
        def parse(text: str) -> Any:
            most = self.limits.max_number_chars
            if len(text) > most:
                raise InputError(self.what, f"number {text[:12]}... longer than {most} characters")
            return kind(text)

        return parse


def loads(text: str | bytes, what: str, limits: Limits = POSITION_LIMITS) -> Any:
    """Parse one JSON document; :class:`InputError` naming ``what`` on anything wrong."""
    if isinstance(text, bytes):
        text = decode(text, what)
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > limits.max_bytes:
        raise InputError(what, f"larger than {limits.max_bytes} bytes")
    counter = _Counter(what, limits)
    try:
        data = json.loads(
            text,
            object_pairs_hook=counter.object_pairs,
            parse_int=counter.number(int),
            parse_float=counter.number(float),
        )
    except json.JSONDecodeError as exc:
        raise InputError(
            what, f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise InputError(what, f"nested deeper than {limits.max_depth} levels") from None
    except MemoryError:
        raise InputError(what, "too large to read") from None
    check_shape(data, what, limits)
    return data


def check_shape(data: Any, what: str, limits: Limits) -> None:
    """Depth and container count of parsed data, walked a level at a time without recursion;
    only the containers are visited (a long save holds ten numbers and strings for each of
    its objects, and looking at each was a fifth of its reading time)."""
    level = [data] if isinstance(data, (dict, list)) else []
    depth = containers = 0
    while level:
        depth += 1
        containers += len(level)
        if depth > limits.max_depth:
            raise InputError(what, f"nested deeper than {limits.max_depth} levels")
        if containers > limits.max_containers:
            raise InputError(what, f"more than {limits.max_containers} JSON objects and arrays")
        below: list[Any] = []
        for value in level:
            children = value.values() if isinstance(value, dict) else value
            # (a tuple of types, not ``dict | list``: a fifth faster over a full players' list)
            below.extend([c for c in children if isinstance(c, (dict, list))])
        level = below


def decode(raw: bytes, what: str) -> str:
    """UTF-8 text (a leading byte-order mark is allowed), or one line saying where it is not."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(what, f"not UTF-8 text (byte {exc.start})") from None


def read_limited(stream: BinaryIO, what: str, limit: int) -> bytes:
    """At most ``limit`` bytes of ``stream``; one byte more means the input is too long, and the
    rest (possibly endless, like ``/dev/zero``) is never read."""
    try:
        raw = stream.read(limit + 1)
    except MemoryError:
        raise InputError(what, "too large to read") from None
    except OSError as exc:
        raise InputError(what, f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > limit:
        raise InputError(what, f"larger than {limit} bytes")
    return raw


def read_stream(stream: BinaryIO, what: str, limits: Limits) -> Any:
    """A JSON document from an open binary stream (e.g. ``sys.stdin.buffer``)."""
    return loads(decode(read_limited(stream, what, limits.max_bytes), what), what, limits)


#: How much of a file's name a message shows.
PATH_SHOWN = 200


def read_file(path: str | Path, what: str, limits: Limits, *, source: str | None = None) -> Any:
    """A JSON document from a file; a missing file, a folder or an unreadable one is the same
    kind of one-line :class:`InputError` as bad content. Problems with the file itself name
    ``source`` (e.g. the option ``--position``) when given, problems inside it name ``what``."""
    shown = cut(one_line(str(path)), PATH_SHOWN)  # a 5,000-letter path made a 5,000-letter line
    field = source or what
    if not str(path):  # "no such file: " named nothing
        raise InputError(field, "empty file name")
    try:
        with open(path, "rb") as fh:
            raw = read_limited(fh, what, limits.max_bytes)
    except FileNotFoundError:
        raise InputError(field, f"no such file: {shown}") from None
    except IsADirectoryError:
        raise InputError(field, f"is a folder, not a file: {shown}") from None
    except PermissionError:
        raise InputError(field, f"permission denied: {shown}") from None
    except OSError as exc:
        raise InputError(field, f"cannot read {shown}: {exc.strerror or exc}") from None
    return loads(decode(raw, what), what, limits)


T = TypeVar("T")


def read_items(
    items: Any, key: str, parse: Callable[[Any], T], expected: str = "a list"
) -> list[T]:
    """Each of a record's list ``items`` (its field ``key``) read by ``parse``, what is wrong
    named where it is: a lag without its winner read "match.winner: missing", and an unknown
    call "match.unknown announcement key …: missing"."""
    if not isinstance(items, list):
        raise InputError(key, f"expected {expected}")
    out = []
    for i, item in enumerate(items):
        try:
            out.append(parse(item))
        except InputError as exc:  # "sheet.points" of row 3 is "sheet[3].points"
            inner = exc.field.removeprefix(key).lstrip(".")
            raise InputError(f"{key}[{i}]{'.' if inner else ''}{inner}", exc.problem) from None
        except KeyError as exc:  # a field it lacks, or a key the rules do not know
            what = str(exc.args[0]) if exc.args else "?"
            if isinstance(item, dict) and what.isidentifier() and what not in item:
                raise InputError(f"{key}[{i}].{what}", "missing") from None
            raise InputError(f"{key}[{i}]", what) from None
        except (TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"{key}[{i}]", str(exc) or type(exc).__name__) from None
    return out
