"""Numbers on the command line: parsed without surprises, and each within stated bounds.

``type=int`` would hand a 5,000-digit argument to ``int`` (and quote it whole in the error);
``type=float`` reads ``1e999`` as infinity. These parse a number of at most
:data:`MAX_NUMBER_CHARS` characters, and :func:`check_range` refuses one outside its bounds
with one line (``--games: must be at most 10000, got 20000``) — the command line's exit
status 2 either way.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Callable

from ..errors import InputError, one_line, quoted_arg, refused_number

MAX_NUMBER_CHARS = 40


#: How a number is written on the command line: plain digits (``int`` and ``float`` also read
#: ``1_0`` as 10 and other scripts' digits, ``٩٠`` as 90), and for a real number a point, an
#: exponent, or ``inf``/``nan`` (which the option's own check then refuses, saying why).
WRITTEN = {
    int: re.compile(r"[+-]?[0-9]+"),
    float: re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?|[+-]?(inf|nan)", re.I),
}


def _parser(kind: type, words: str) -> Callable[[str], float]:
    """An argparse ``type`` reading ``kind`` from at most MAX_NUMBER_CHARS characters."""

    def parse(text: str) -> float:
        try:
            if len(text) > MAX_NUMBER_CHARS or not WRITTEN[kind].fullmatch(text.strip()):
                raise ValueError
            return kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {words}, got {quoted_arg(text)}") from None

    parse.__name__ = kind.__name__
    return parse


#: argparse ``type``: a whole number written in at most MAX_NUMBER_CHARS characters.
whole_number = _parser(int, "a whole number")
#: argparse ``type``: a number in at most MAX_NUMBER_CHARS characters — not necessarily finite
#: (the field's own check says what is wrong with ``inf``).
real_number = _parser(float, "a number")


#: Where a parse notes the options given (:class:`StoreOnce`).
GIVEN = "_chapo_given"


def note_once(
    parser: argparse.ArgumentParser, namespace: argparse.Namespace, dest: str, option: str | None
) -> None:
    """Note ``dest`` given on ``namespace``; an option given a second time is refused."""
    noted = namespace.__dict__.setdefault(GIVEN, set())
    if option is not None and dest in noted:
        parser.error(f"{option}: given more than once")
    noted.add(dest)


class StoreOnce(argparse._StoreAction):
    """An option's value, refused when the option comes twice: ``--speed 3 --speed 4`` played
    4 m/s without a word, where the JSON reader refuses a key given twice. The options given
    are noted on the result, so that one given at its default value is still known given."""

    def __call__(self, parser, namespace, values, option_string=None):  # type: ignore[no-untyped-def]
        note_once(parser, namespace, self.dest, option_string)
        super().__call__(parser, namespace, values, option_string)


class StoreTrueOnce(argparse._StoreTrueAction):
    """A switch, refused when it comes twice, as an option's value is (:class:`StoreOnce`):
    ``--json --json`` was taken where ``--speed 3 --speed 3`` was not."""

    def __call__(self, parser, namespace, values, option_string=None):  # type: ignore[no-untyped-def]
        note_once(parser, namespace, self.dest, option_string)
        super().__call__(parser, namespace, values, option_string)


def given(args: argparse.Namespace, unset: dict[str, object]) -> list[str]:
    """The options of ``unset`` (dest -> its value when not given) that the command line gave,
    as ``--name``: options a command would not read, to be refused rather than ignored — at
    their default value too (``--soak 1 --games 10`` was taken, ``--games 3`` refused)."""
    noted = getattr(args, GIVEN, set())
    return [
        f"--{k.replace('_', '-')}"
        for k, v in unset.items()
        if k in noted or getattr(args, k, v) != v
    ]


def check_range(option: str, value: float, low: float, high: float) -> None:
    """Refuse ``value`` outside ``low..high`` (inclusive) naming the option."""
    if isinstance(value, float) and not math.isfinite(value):
        raise InputError(option, f"must be a finite number, got {value}")
    if value < low:
        raise InputError(option, f"must be at least {_num(low)}, got {refused_number(value, low)}")
    if value > high:
        raise InputError(option, f"must be at most {_num(high)}, got {refused_number(value, high)}")


def _num(v: float) -> str:
    return str(v) if isinstance(v, int) else f"{v:g}"


#: What looks like a negative number after an option (``--angle -1e3``, ``--side -.2``,
#: ``--angle -inf``, ``--size -1280x720``): argparse's own pattern knows only ``-1`` and
#: ``-1.5``, and takes ``-1e3`` for an unknown option (and says "expected one argument").
NEGATIVE_NUMBER = re.compile(
    r"^-(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan|\d+x\d+)$", re.IGNORECASE
)


class OneLineParser(argparse.ArgumentParser):
    """argparse prints usage plus the error; we want one line naming the problem, exit 2 —
    one line even when the error quotes an argument holding a newline. An option given twice
    is refused (:class:`StoreOnce`)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._negative_number_matcher = NEGATIVE_NUMBER
        self.register("action", None, StoreOnce)
        self.register("action", "store", StoreOnce)
        self.register("action", "store_true", StoreTrueOnce)

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(one_line(f"{self.prog}: {message}") + "\n")
        raise SystemExit(2)
