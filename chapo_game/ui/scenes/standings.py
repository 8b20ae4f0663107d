"""The club's standings, for its big screen (the demo shows them as it starts on a club's
screen and between two encuentros): the top players who have played a partida, by partidas
won, as the records screen orders them — read off the frame loop, and only again when the list
of players changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game import players
from chapo_game.i18n import _

from ..fonts import ELLIPSIS
from ..offloop import OffLoop
from ..widgets import ACCENT, DIM, TEXT, panel, side_width

STANDINGS_SHOWN = 8  # the top of the standings: what a big screen shows legibly

Standing = tuple[int, str, int, int, str]  # place, name, partidas won and lost, points a shot
#: A standing as said on the screen: the words before the name, the name, the words after it
#: (kept apart so that a long name gives way on a narrow screen, never the figures).
Row = tuple[str, str, str]
#: Where the name goes in a row's words while they are set (a name holds no control character).
NAME_MARK = "\x00"


def club_table() -> list[Standing]:
    """The top of the standings, from the list read again only when it changed
    (:func:`players.load_now`): the demo runs for hours and the list changes only when
    someone plays."""
    played = [p for p in players.load_now().players if sum(p["partidas"])]
    top = players.ranked(played, "partidas")[:STANDINGS_SHOWN] if len(played) > 1 else []
    return [
        (k, p["name"], *p["partidas"], players.per_shot_text(p["points"], p["shots"]))
        for k, p in top
    ]


def club_rows() -> list[Row]:
    """The club's standings, for its big screen between two encuentros of the demo: the top
    players who have played a partida, by partidas won (as the records screen orders them);
    nothing while fewer than two have played. Each row's name apart from its other words.
    The row says what was won, as a record's head to head does ("partidas 5–1"): on a
    championship night "ganadas 1" read as an encuentro won, and a player whose encuentro was
    abandoned after his first partida stood level with the winners of theirs, unexplained."""
    line = _("{rank}. {name}: partidas {won}–{lost} · {points} points per shot")
    rows: list[Row] = []
    for k, name, won, lost, points in club_table():
        words = line.format(rank=k, name=NAME_MARK, won=won, lost=lost, points=points)
        before, _mark, after = words.partition(NAME_MARK)
        rows.append((before, name, after))
    return rows


def club_standings() -> list[str]:
    """The standings' rows as one line each (:func:`club_rows`; tests read them so)."""
    return ["".join(row) for row in club_rows()]


class StandingsRead(OffLoop):
    """The standings read off the frame loop while the end panel shows: a club's list of 200
    players (6 MB) takes half a second to read, a visible halt on the big screen. ``after``:
    the check of the files at start (:class:`..start_check.StartCheck`), waited for first — it sets
    a damaged list aside and says so, where reading it first had set it aside unsaid."""

    def __init__(self, after: OffLoop | None = None) -> None:
        self.after = after
        super().__init__()

    def work(self) -> list[Row]:
        if self.after is not None:
            self.after.wait()
        return club_rows()


def draw_standings(surf: pygame.Surface, fonts: Any, standings: list[Row]) -> None:
    """Over the demo's table: the club's standings, large, for the room — centred on the
    table, clear of the side panel (with large text the panel is wider, and the box cut the
    start off its values: "ey: 5", "ateral: 2"); every row at one size (:func:`set_rows`)."""
    w, h = surf.get_size()
    f = fonts
    room = w - side_width(w, f)
    box = pygame.Rect(0, 0, min(round(w * 0.7), room - 2 * f.px(16)), round(h * 0.72))
    box.center = (room // 2, round(h * 0.5))
    panel(surf, box, 255)
    title = f.draw(
        surf, _("The club's standings"), 44, ACCENT, midtop=(box.centerx, box.y + f.px(18))
    )
    rows = pygame.Rect(box.x + f.px(30), title.bottom + f.px(16), 0, 0)
    rows.size = (box.width - 2 * f.px(30), box.bottom - f.px(18) - rows.y)
    step = rows.height // STANDINGS_SHOWN
    size, texts = set_rows(f, tuple(standings), rows.width, step)
    for i, text in enumerate(texts):
        f.draw(surf, text, size, TEXT if i else ACCENT, topleft=(rows.x, rows.y + i * step))
    note = _("Every record is under Players and records, on the menu.")
    f.draw(surf, note, 20, DIM, midbottom=(box.centerx, box.bottom - f.px(8)))


#: Rows set lately (:func:`set_rows`): the standings stand ten seconds, drawn every frame.
_SET: dict[tuple[Any, ...], tuple[int, list[str]]] = {}
#: The shortest a name is cut to before the rows are made smaller instead ("Socio 103 Ló…").
NAME_KEPT = "Socio 103 Ló"


def set_rows(f: Any, rows: tuple[Row, ...], width: int, step: int) -> tuple[int, list[str]]:
    """One size for every row and each row's words at it: the largest, from 30 down to the
    floor, at which every row is whole in ``width`` and a ``step`` high; where none is, the
    largest at which the longest names, cut, keep :data:`NAME_KEPT`'s width — a long name
    gives way, never the figures. Each row had been fitted alone: a 40-letter name made its
    row smaller than the others, and the place, partidas and points of a long one were cut
    ("… perdidas 999 12,34 t…")."""
    key = (id(f), f.unit, f.floor, rows, width, step)
    if key not in _SET:
        if len(_SET) > 8:
            _SET.clear()
        sizes = [z for z in range(30, f.floor - 1, -2) if f.line_height(z) <= step] or [f.floor]

        def fit(z: int, name: Callable[[str], str]) -> bool:
            return all(f.font(z).size(a + name(n) + b)[0] <= width for a, n, b in rows)

        def cut(n: str) -> str:
            return n if len(n) <= len(NAME_KEPT) else NAME_KEPT + ELLIPSIS

        size = next((z for z in sizes if fit(z, str)), None)
        if size is None:
            size = next((z for z in sizes if fit(z, cut)), sizes[-1])
        _SET[key] = (size, [f.shorten_head(a + n, b, size, width) for a, n, b in rows])
    return _SET[key]
