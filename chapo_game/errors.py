"""Error types shared by every layer.

Bad input (command-line arguments, JSON positions, shots, settings, save files) is reported as
one line naming the field and the problem; the command line turns it into exit status 2.
"""

from __future__ import annotations


class ChapoError(Exception):
    """Base of every error the game raises on purpose."""


class InputError(ChapoError, ValueError):
    """Bad input: ``field`` names what is wrong (``balls.1``, ``speed``), ``problem`` says how.

    The message is always one line: a file name or a value quoted from the input may hold a
    newline or a control character, which :func:`one_line` shows escaped."""

    #: A field named from the input's own keys (``balls.<key>``) is cut in the message: an
    #: unknown key of half a million letters made a line of half a megabyte.
    FIELD_LIMIT = 120

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(one_line(f"{cut(field, self.FIELD_LIMIT)}: {problem}"))


class CannotRun(ChapoError):
    """What was asked was fine, but this machine cannot do it (no screen to open the window
    on): exit status 1, not the 2 of bad input."""


class CannotWrite(CannotRun):
    """A place the program was asked to write could not be written (a full disk, a read-only
    folder, a file where a folder goes): the input was fine, so the command line's exit status
    is 1, not the 2 of bad input."""


def one_line(text: str) -> str:
    """``text`` with every line break and control character escaped (``\\n``, ``\\x00``,
    ``\\u2028``), so what is quoted from user input can never add a line to a message; other
    characters (accents, ñ) stay as they are."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text
    )


def readable(text: str) -> str:
    """``text`` as it can be drawn and printed: a file name that is not UTF-8 reaches Python
    with its bytes as lone surrogates, which no font renders (a notice naming such a file
    ended the game); each becomes the replacement character."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        try:
            raw = text.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            raw = text.encode("utf-8", "replace")
        return raw.decode("utf-8", "replace")


def quote(value: object, limit: int = 40) -> str:
    """A value from the input as JSON, on one line and cut to ``limit`` characters: a message
    quotes what was wrong without repeating a megabyte of it."""
    import json

    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return cut(one_line(text), limit)


def quoted_arg(text: str, limit: int = 24) -> str:
    """A command-line argument quoted as refused, shortened; escaped once (``one_line``
    already writes a byte that is no character as ``\\udcff``: ``repr`` doubled its
    backslash)."""
    return "'" + cut(one_line(text), limit).replace("'", "\\'") + "'"


def cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, "..." marking the cut."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def refused_number(value: float, bound: float) -> str:
    """A number refused for breaking ``bound``, as short as it reads but never rounded onto
    (or inside) that bound: "0.1 m/s is out of range 0.1-10" was said of 0.09999999, "at most
    3600, got 3600" of 3600.0000001. A whole number is said whole."""
    if isinstance(value, int):
        return str(value)
    if float(f"{value:g}") == value:
        return f"{value:g}"
    for digits in range(3, 18):
        said = f"{value:.{digits}g}"
        if (float(said) > bound) == (value > bound) and float(said) != bound:
            return said
    return repr(float(value))
