"""The referee's calls as the window shows them: a short sequence of separate calls, each in
its own chip, in the order the referee says them, wrapped between calls (never in the middle
of one while it fits a row), coloured by what they are (issue 10).

Used by the caption bar under the table (the game and the demo) and the score sheet's
breakdown; the texts come from :meth:`~chapo_game.rules.calls.announcement.Announcement.text` with
the current catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from ..i18n import _, said, said_name, translations
from ..rules.calls.announcement import Announcement
from .fonts import MIN_TEXT, Fonts
from .memo import Memo
from .palette import ACCENT, BAD, CHIP, GOOD, TEXT

#: Colour of a call by what it says.
KIND_COLOURS: dict[str, tuple[int, int, int]] = {
    "foul": BAD,
    "score": GOOD,
    "end": ACCENT,
    "info": TEXT,
    "hint": ACCENT,  # not a call: what holds for the shot now (the window's own line)
}
_SCORE = {"points", "chapo"}
_END = {"partida_won", "encuentro_won", "por"}

#: Font sizes tried, largest first (at the 1280×720 scale; 20 is the window's floor).
SIZES: tuple[int, ...] = (28, 26, 24, 22, 20)
GAP = 10  # pixels between two calls, at a 720-pixel window
PAD = 7  # pixels inside a chip, left and right


def call_kind(a: Announcement) -> str:
    if a.key.startswith("foul.") or a.key == "time_out":  # a turn lost is shown as a foul is
        return "foul"
    if a.key in _SCORE and a.params.get("points", 1):  # "Nada para …" is no score
        return "score"
    if a.key in _END:
        return "end"
    return "info"


def calls_said(calls: Iterable[Announcement]) -> str:
    """The referee's calls on a shot as one line in the window's language: how a replay ends,
    whether opened after the shot or from the score sheet."""
    tr = translations()
    return "  ·  ".join(a.text(tr) for a in calls)


def told_items(calls: Iterable[Announcement]) -> list[tuple[str, str]]:
    """(text, kind) of each call in the current language, the lag's won told as what
    happened: its question ("¿sale o cede?") is the lag's panel's, put to a person once there
    — the bar asked it too, and put it to the computer, as if the person were to answer — and
    a replay or the score sheet ended on it, though nothing could be chosen there. Its name is
    said as every call says it: the computer with its article, a default name in the window's
    language (it read "Ordenador ganó el derecho de salida" under the top bar's "El ordenador
    ganó…", and "Ordenador won the lag" in English)."""
    tr = translations()
    return [
        (
            said(_("{name} won the lag").format(name=said_name(a.params["name"])))
            if a.key == "lag_won"
            else a.text(tr),
            call_kind(a),
        )
        for a in calls
    ]


def calls_told(calls: Iterable[Announcement]) -> str:
    """:func:`told_items` as one line."""
    return "  ·  ".join(text for text, _k in told_items(calls))


@dataclass(frozen=True)
class ToldCalls:
    """A shot's calls as its replay ends, said in the language of the moment: called, the one
    line (a record's words, :data:`..replay.Words`); :meth:`items`, the calls one by one, which
    the replay lays out as the game's bar does. Handed over as one line, the replay wrapped it
    at any space: "… 11 for" ended a row and "Player 1" began the next."""

    calls: tuple[Announcement, ...]
    #: what follows the calls, as one more item ("" none): after a lag, where each ball stopped
    more: Callable[[], str] | None = None

    def items(self) -> list[tuple[str, str]]:
        extra = self.more() if self.more is not None else ""
        return told_items(self.calls) + ([(extra, "info")] if extra else [])

    def __call__(self) -> str:
        extra = self.more() if self.more is not None else ""
        return " · ".join(filter(None, (calls_told(self.calls), extra)))


def flow(widths: Sequence[int], gap: int, width: int) -> list[list[int]]:
    """Greedy rows of item indexes: items in order, a new row when the next does not fit."""
    rows: list[list[int]] = []
    used = 0
    for i, w in enumerate(widths):
        if rows and used + gap + w <= width:
            rows[-1].append(i)
            used += gap + w
        else:
            rows.append([i])
            used = w
    return rows


@dataclass(frozen=True)
class PlacedCall:
    """A call as drawn: its text, kind, the chip's rectangle and the text's pixel height
    (``text_height`` is read by the tests only: that the chips stay legible)."""

    text: str
    kind: str
    rect: pygame.Rect
    text_height: int


def row_height(fonts: Fonts, size: int) -> int:
    return fonts.line_height(size) + fonts.px(4)


def caption_bar_height(size: tuple[int, int], fonts: Fonts) -> int:
    """The caption bar's height under the table: 7.5 % of a 4:3 window's, and with large
    text room for three rows of calls at its least size (a rematada's second call was left
    out, or cut mid-sentence, on a club's big screen)."""
    bar = round(min(size[1], size[0] * 0.75) * 0.075)
    if fonts.floor > MIN_TEXT:
        bar = max(bar, 3 * row_height(fonts, SIZES[-1]) + fonts.px(6))
    return bar


def rows_fitting(fonts: Fonts, rect: pygame.Rect) -> int:
    """How many rows of calls ``rect`` holds at their least size (two at least)."""
    return max(2, rect.height // row_height(fonts, SIZES[-1]))


#: The calls' chips and their places, kept by what they depend on — the texts, the room, the
#: faces' sizes (the window's scale and large text's floor): the caption bar measured each chip
#: again every frame, a glyph render per chip (37 µs each), though its calls change once a shot.
_PIECES: Memo[tuple[tuple[tuple[str, str], ...], tuple[int, ...], tuple[int, ...]]] = Memo(200)
_LAYOUTS: Memo[tuple[int, tuple[tuple[str, str, tuple[int, int, int, int]], ...]]] = Memo(200)


def _pieces(
    fonts: Fonts, items: Sequence[tuple[str, str]], size: int, width: int
) -> tuple[list[tuple[str, str]], list[int], list[int]]:
    """:func:`_measured_pieces`, once for the same calls, size and width at the same scale."""
    key = (fonts.unit, fonts.floor, tuple(items), size, width)
    pieces, widths, of = _PIECES.get(key, lambda: _measured_pieces(fonts, items, size, width))
    return list(pieces), list(widths), list(of)


def _measured_pieces(
    fonts: Fonts, items: Sequence[tuple[str, str]], size: int, width: int
) -> tuple[tuple[tuple[str, str], ...], tuple[int, ...], tuple[int, ...]]:
    """The chips at ``size``: one per call, or several for a call longer than a whole row
    (wrapped at words into even parts — the only case a call is split: filled greedily, the
    score sheet read "… before touching a ball. 2 for / Ana"), each chip's width, and the call
    each chip is of."""
    pad = fonts.px(PAD)
    pieces, of = [], []
    for n, (text, kind) in enumerate(items):
        for part in fonts.wrap(text, size, width - 2 * pad, balanced=True):
            pieces.append((part, kind))
            of.append(n)
    widths = tuple(fonts.font(size).size(t)[0] + 2 * pad for t, _k in pieces)
    return tuple(pieces), widths, tuple(of)


def _cut_short(
    fonts: Fonts,
    pieces: list[tuple[str, str]],
    of: list[int],
    kept: list[int],
    size: int,
    width: int,
) -> dict[int, str]:
    """The last piece kept of a call whose next pieces are left out, ended with "…" and as
    many of the words left out as fit in ``width`` (its row's room from the piece's start):
    cut after "están dentro de la cabaña", a call named the other cabaña than the one it
    meant, and nothing showed that a word was missing."""
    if not kept or kept[-1] + 1 >= len(pieces) or of[kept[-1] + 1] != of[kept[-1]]:
        return {}  # nothing kept, or the last kept ends its call
    last = kept[-1]
    rest = " ".join(t for (t, _k), n in zip(pieces[last:], of[last:], strict=True) if n == of[last])
    return {last: fonts.shorten(rest, size, width - 2 * fonts.px(PAD))}


def rows_needed(fonts: Fonts, width: int, items: Sequence[tuple[str, str]], size: int) -> int:
    """How many rows the calls take at ``size`` in a strip ``width`` pixels wide."""
    _p, widths, _of = _pieces(fonts, items, size, width)
    return max(1, len(flow(widths, fonts.px(GAP), width)))


def layout_calls(
    fonts: Fonts,
    rect: pygame.Rect,
    items: Sequence[tuple[str, str]],
    max_rows: int,
    sizes: Sequence[int] = SIZES,
) -> tuple[int, list[tuple[str, str, pygame.Rect]]]:
    """:func:`_laid_out_calls`, once for the same calls in the same place at the same scale
    (each caller's own rectangles)."""
    key = (fonts.unit, fonts.floor, tuple(rect), tuple(items), max_rows, tuple(sizes))
    size, placed = _LAYOUTS.get(key, lambda: _laid_out_calls(fonts, rect, items, max_rows, sizes))
    return size, [(text, kind, pygame.Rect(box)) for text, kind, box in placed]


def _laid_out_calls(
    fonts: Fonts,
    rect: pygame.Rect,
    items: Sequence[tuple[str, str]],
    max_rows: int,
    sizes: Sequence[int],
) -> tuple[int, tuple[tuple[str, str, tuple[int, int, int, int]], ...]]:
    """Where each call goes in ``rect``: the largest of ``sizes`` whose rows fit both the
    height and ``max_rows``; at the smallest size the rows that still do not fit are left out
    from the end (what happened and its sanction come first; the turn's calls last, and the
    score board says whose turn it is anyway) — a call cut between its rows ends in "…"."""
    gap = fonts.px(GAP)
    for size in sizes:
        pieces, widths, of = _pieces(fonts, items, size, rect.width)
        rows = flow(widths, gap, rect.width)
        line_h = row_height(fonts, size)
        if (len(rows) * line_h <= rect.height and len(rows) <= max_rows) or size == sizes[-1]:
            break
    rows = rows[: max(1, min(max_rows, rect.height // line_h))]
    # the last piece kept is cut to the room left on its row (an even part of a call may start
    # it after another call: cut to the whole row's width, it ran past the bar's end)
    room = rect.width - sum(widths[i] + gap for i in (rows[-1][:-1] if rows else []))
    cut = _cut_short(fonts, pieces, of, [i for row in rows for i in row], size, room)
    top = rect.y + (rect.height - len(rows) * line_h) // 2
    placed = []
    for r, row in enumerate(rows):
        x = rect.x
        for i in row:
            text = cut.get(i, pieces[i][0])
            w = fonts.font(size).size(text)[0] + 2 * fonts.px(PAD) if i in cut else widths[i]
            chip = pygame.Rect(x, top + r * line_h, w, line_h - fonts.px(3))
            placed.append((text, pieces[i][1], tuple(chip)))
            x += w + gap
    return size, tuple(placed)


def draw_chip(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int] = CHIP) -> None:
    """The dark rounded chip a call is drawn on — and any word over the table that must read
    on cloth, tint and lines alike (the rules' diagrams)."""
    pygame.draw.rect(surf, colour, box, border_radius=max(3, box.height // 4))


def draw_calls(
    surf: pygame.Surface,
    fonts: Fonts,
    rect: pygame.Rect,
    items: Sequence[tuple[str, str]],
    max_rows: int = 2,
    chip: tuple[int, int, int] = CHIP,
    sizes: Sequence[int] = SIZES,
) -> list[PlacedCall]:
    """Draw the calls as chips in ``rect``; returns what was drawn, where (tests read it)."""
    size, placed = layout_calls(fonts, rect, items, max_rows, sizes)
    out: list[PlacedCall] = []
    pad = fonts.px(PAD)
    for text, kind, box in placed:
        draw_chip(surf, box, chip)
        r = fonts.draw(surf, text, size, KIND_COLOURS[kind], midleft=(box.x + pad, box.centery))
        out.append(PlacedCall(text, kind, box, r.height))
    return out
