"""The score sheet's chart (:mod:`.sheet`): both scores shot by shot, each player's line in
his colour and width, the target marked, a legend naming whose line is whose."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game.i18n import shown_name

from ..fonts import Fonts
from ..memo import Memo
from ..page import held_size
from ..widgets import DIM
from .sheet_head import small_size
from .sheet_layout import score_heads

#: Each seat's colour and chart line: no ball's colour (his ball changes each partida, art. 11);
#: told apart by width too.
PLAYER_COLOURS, LINE_WIDTHS = ((86, 180, 233), (255, 140, 90)), (5, 2)
#: Under the shots (a portrait window), the plot's height over its width: a score climbing
#: over the shots reads across, as on paper; the share of a tall sheet stood it on end.
CHART_ASPECT = 0.5


#: The charts last laid out, by what they are drawn from (:func:`_laid_out`): a long
#: partida's every shot was walked again at every frame the sheet showed (2,000 shots: 4 ms).
_LAID: Memo[tuple[tuple[Any, ...], Any]] = Memo(8)


def _laid_out(key: tuple[Any, ...], rows: tuple[Any, ...], work: Any) -> Any:
    """``work()`` for ``rows`` (and what ``key`` says), kept for a few charts: the sheet
    shows one at a time. The rows are known by their ids, and kept with what was laid out
    from them, so no other row can take an id while it is kept (hashing a row walks it)."""
    return _LAID.get((*key, tuple(map(id, rows))), lambda: (rows, work()))[1]


def _high(rows: tuple[Any, ...], target: int) -> int:
    """The highest score of the partida, the target's if none is past it."""
    return _laid_out(("high", target), rows, lambda: max([target, *[max(x.score) for x in rows]]))


def _lines(
    plot: pygame.Rect, rows: tuple[Any, ...], head_start: tuple[int, int], top: float
) -> list[list[tuple[float, float]]]:
    """Each player's line through the plot: from the partida's head start, in steps — each
    shot a column, a score rising where the shot that made it starts (a slope rose over the
    other's turn)."""

    def lay() -> list[list[tuple[float, float]]]:
        n = max(1, len(rows))
        out = []
        for p in (0, 1):
            v = [head_start[p], *(row.score[p] for row in rows)]
            step = [(k // 2, v[(k + 1) // 2]) for k in range(2 * len(v) - 1)]
            out.append(
                [
                    (plot.x + plot.width * i / n, plot.bottom - plot.height * y / top)
                    for i, y in step
                ]
            )
        return out

    return _laid_out(("lines", tuple(plot), tuple(head_start), top), rows, lay)


def draw_chart(
    surf: pygame.Surface, fonts: Fonts, r: pygame.Rect, match: Any, rows: list[Any]
) -> pygame.Rect:
    """Both scores shot by shot: the legend above the plot, the target's value in the
    gutter left of it, and headroom over the highest score, so a winner past the target
    runs into neither. Returns the plot's rectangle. An encuentro conceded at the lag has no
    chart: no shot was played, and its one row (the abandono, at 0–0) drew Luis's line
    falling from a head start he was never given to 0 — a fall nobody made."""
    if match.conceded_unplayed:  # an empty plot, its target and legend, said nothing either
        return pygame.Rect(r.topleft, (0, 0))
    f = fonts
    target = match.settings.target
    # the legend and the target as large as held across: at 1080×1920 they were 14 px words
    # under 30 px rows
    legend, mark = small_size(f), held_size(f, 20)
    legend_h = f.line_height(legend) + f.px(6)
    shots = tuple(rows)  # compared by identity first: the same rows, the same chart
    high = _high(shots, target)
    gutter = f.font(mark).size(str(high))[0]
    plot = pygame.Rect(r.x + gutter + f.px(8), r.y + legend_h, 0, r.height - legend_h)
    plot.width = r.right - plot.x
    x = plot.x
    # the names, smaller to fit, or as the score columns head them (initials) rather than
    # cut ("María José F…" beside "Luis Alberto…")
    room = plot.width // 2 - f.px(30)
    names = (shown_name(match.players[0]), shown_name(match.players[1]))
    heads = score_heads(names, lambda s: f.fit_line(s, legend, room) is not None)
    size = min(f.fit_line(h, legend, room) or f.floor for h in heads)
    for p in (0, 1):  # told apart by width too: white and yellow are one to a tritanope
        y = r.y + legend_h // 2
        end, at = x + f.px(held_size(f, 18)), x + f.px(held_size(f, 24))  # the line, the name
        pygame.draw.line(surf, PLAYER_COLOURS[p], (x, y), (end, y), LINE_WIDTHS[p])
        name = f.shorten(heads[p], size, room)
        lab = f.draw(surf, name, size, PLAYER_COLOURS[p], midleft=(at, r.y + legend_h // 2))
        x = max(lab.right, plot.centerx) + f.px(12)
    pygame.draw.rect(surf, (30, 36, 44), plot)
    pygame.draw.rect(surf, (70, 84, 98), plot, 1)  # under the lines: one at 0 still shows
    top = high * 1.1
    ty = plot.bottom - plot.height * target / top
    pygame.draw.line(surf, (90, 100, 110), (plot.x, ty), (plot.right, ty), 1)
    f.draw(surf, str(target), mark, DIM, midright=(plot.x - f.px(6), round(ty)))
    for p, pts in enumerate(_lines(plot, shots, match.settings.head_start, top)):
        if len(pts) > 1:
            pygame.draw.lines(surf, PLAYER_COLOURS[p], False, pts, LINE_WIDTHS[p])
    return plot
