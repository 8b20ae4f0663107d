"""Labels cut to a width on one line of the smallest text, remembered: a button's label is
asked for at every frame, and cutting one letter at a time, measuring each, cost a page of
long kept drills 12–15 ms of its 16.7 ms frame. Remembered by the fonts that measured them
(weakly: a window closed takes its fonts and its cuts with it), and by the window's size and
text setting, so a resize or large text cuts anew."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from .fonts import ELLIPSIS, Fonts

#: The cuts each fonts object has made, by what was cut.
_CUTS: weakref.WeakKeyDictionary[Fonts, dict[tuple, str]] = weakref.WeakKeyDictionary()
#: How many a fonts object keeps before it starts again.
KEPT = 1024


def _remembered(fonts: Fonts, key: tuple, cut: Callable[[], str]) -> str:
    kept = _CUTS.setdefault(fonts, {})
    key = (fonts.unit, fonts.floor, *key)
    if key not in kept:
        if len(kept) >= KEPT:
            kept.clear()
        kept[key] = cut()
    return kept[key]


def whole(fonts: Fonts, text: str, size: int, width: int, height: int, lines: int = 2) -> bool:
    """Whether :meth:`Fonts.fit` holds ``text`` whole in ``width``×``height`` (smaller, on up
    to ``lines`` lines), not cut with an ellipsis."""
    return not fonts.fit(text, size, width, height, lines)[1][-1].endswith(ELLIPSIS)


def middle(fonts: Fonts, text: str, width: int) -> str:
    """``text`` cut in its middle to ``width`` at the smallest text, both ends kept (a club's
    kept drills differ at their ends)."""

    def cut() -> str:
        font, head, tail = fonts.font(fonts.floor), text[: len(text) // 2], text[len(text) // 2 :]
        while (head or tail) and font.size(head.rstrip() + ELLIPSIS + tail.lstrip())[0] > width:
            head, tail = (head[:-1], tail) if len(head) >= len(tail) else (head, tail[1:])
        return head.rstrip() + ELLIPSIS + tail.lstrip()

    return _remembered(fonts, ("middle", text, width), cut)


def head_given_way(fonts: Fonts, head: str, tail: str, width: int) -> str:
    """:meth:`Fonts.shorten_head` at the smallest text, remembered."""
    cut = lambda: fonts.shorten_head(head, tail, fonts.floor, width)  # noqa: E731
    return _remembered(fonts, ("head", head, tail, width), cut)


def figures_kept(fonts: Fonts, text: str, name: str, size: int, width: int) -> tuple[int, str]:
    """``text``, a line of what is said of the player ``name``, on one line in ``width``: as
    :meth:`Fonts.fit` sets it (smaller first), but where even the smallest text cannot hold
    it, the name gives way, never what follows it — the end panel cut "…7 tantos por faltas
    del contrario · 2…", the fouls, after a name of 40 characters."""
    fitted, lines = fonts.fit(text, size, width, fonts.line_height(size), max_lines=1)
    cut = text.find(name) + len(name)
    if not lines[0].endswith(ELLIPSIS) or not name or cut < len(name):
        return fitted, lines[0]
    return fitted, head_given_way(fonts, text[:cut], text[cut:], width)
