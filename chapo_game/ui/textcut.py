"""Labels cut to a width on one line of the smallest text, remembered: a button's label is
asked for at every frame, and cutting one letter at a time, measuring each, cost a page of
long kept drills 12–15 ms of its 16.7 ms frame."""

from __future__ import annotations

import functools

from .fonts import ELLIPSIS, Fonts


@functools.lru_cache(maxsize=1024)
def middle(fonts: Fonts, unit: float, floor: int, text: str, width: int) -> str:
    """``text`` cut in its middle to ``width`` at the smallest text, both ends kept (a club's
    kept drills differ at their ends). ``unit`` and ``floor``: the window's size and text
    setting, so a resize or large text cuts anew."""
    font, head, tail = fonts.font(floor), text[: len(text) // 2], text[len(text) // 2 :]
    while (head or tail) and font.size(head.rstrip() + ELLIPSIS + tail.lstrip())[0] > width:
        head, tail = (head[:-1], tail) if len(head) >= len(tail) else (head, tail[1:])
    return head.rstrip() + ELLIPSIS + tail.lstrip()


@functools.lru_cache(maxsize=1024)
def head_given_way(fonts: Fonts, unit: float, floor: int, head: str, tail: str, width: int) -> str:
    """:meth:`Fonts.shorten_head` at the smallest text, remembered (as :func:`middle`)."""
    return fonts.shorten_head(head, tail, floor, width)
