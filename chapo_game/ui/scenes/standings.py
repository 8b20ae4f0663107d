"""The club's standings, for its big screen (the demo shows them as it starts on a club's
screen and between two encuentros): the top players, by encuentros won against people or in
the standings order chosen on the records screen — read off the frame loop, and only again
when the list of players changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game import player_tables, players
from chapo_game.i18n import _, ngettext
from chapo_game.settings import STANDINGS_ORDERS

from ..fonts import ELLIPSIS
from ..memo import Memo
from ..offloop import OffLoop
from ..page import across_share
from ..widgets import ACCENT, DIM, TEXT, panel, side_width

STANDINGS_SHOWN = 8  # the top of the standings: what a big screen shows legibly
#: The most rows shown when members are level at the cut (8th): all of them, up to this; more
#: and the level ones are named on the records screen, one row saying how many they are.
STANDINGS_ROOM = 10

Standing = tuple[str, str, str]  # place ("3." or "7=" shared), name, the figures after it
#: A standing as said on the screen: the words before the name, the name, the words after it
#: (kept apart so that a long name gives way on a narrow screen, never the figures).
Row = tuple[str, str, str]
#: Where the name goes in a row's words while they are set (a name holds no control character).
NAME_MARK = "\x00"


class Table(list[Row]):
    """The standings' rows, and the order they rank by (said under the title)."""

    order: str = "encuentros"


def club_order(records_order: str) -> str:
    """The order the big screen ranks by: the standings order chosen on the records screen,
    by encuentros won while it lists by name — a championship is decided by encuentros."""
    return records_order if records_order in STANDINGS_ORDERS else "encuentros"


def club_table(order: str = "encuentros") -> list[tuple[str, str, dict[str, Any]]]:
    """The top of the standings in ``order``: each ranked player's place as written, name and
    record, from the list read again only when it changed (:func:`players.load_now`: the demo
    runs for hours and the list changes only when someone plays). Members level at 8th are all
    shown, up to :data:`STANDINGS_ROOM` rows — the 8th place went to one of two equals by name;
    more, and none of them is (a last row says how many). Nothing while fewer than two rank."""
    places = [
        r for r in player_tables.ranked(players.load_now().players, order) if r[0] is not None
    ]
    if len(places) < 2:
        return []
    labels = player_tables.place_labels(places)
    ranks = [k for k, _p in places if k is not None and k <= STANDINGS_SHOWN]
    rows = [(lab, p["name"], p) for lab, (_k, p) in zip(labels, places, strict=True)]
    top = rows[: len(ranks)]  # (ranked: the places ascend)
    if len(top) > STANDINGS_ROOM:
        cut = ranks[-1]
        level = ranks.count(cut)
        top = top[: len(ranks) - level]
        top.append((f"{cut}=", "", {"level": level}))
    return top


def figures(order: str, p: dict[str, Any]) -> str:
    """The words after a ranked name: the figure it is ranked by first, then the next one
    that tells equals apart — each against people where the order counts only them."""
    if order == "points":
        return ngettext(
            "{points} points per shot · {n} shot",
            "{points} points per shot · {n} shots",
            p["shots"],
        ).format(points=player_tables.per_shot_text(p["points"], p["shots"]), n=p["shots"])
    pw, pl = player_tables.against_people(p, "partidas")
    if order == "partidas":
        return _("partidas {won}–{lost} · {points} points per shot").format(
            won=pw, lost=pl, points=player_tables.per_shot_text(p["points"], p["shots"])
        )
    ew, el = player_tables.against_people(p, "encuentros")
    return _("encuentros {won}–{lost} · partidas {pw}–{pl}").format(won=ew, lost=el, pw=pw, pl=pl)


def order_caption(order: str) -> str:
    """Under the title: what the standings rank by, and what they leave out."""
    if order == "points":
        return _("By points per shot, over every shot")
    if order == "partidas":
        return _("By partidas won · the computer's partidas not counted")
    return _("By encuentros won · the computer's encuentros not counted")


def club_rows(order: str = "encuentros") -> Table:
    """The club's standings, for its big screen between two encuentros of the demo: the top
    players in ``order``, each row saying the figure it ranks by ("encuentros 3–1"): on a
    championship night "ganadas 1" read as an encuentro won. Each row's name apart from its
    other words; members level in a place share it ("7="). The computer's partidas and
    encuentros are not counted (:func:`player_tables.against_people`): a member climbed the club's
    standings by beating level 1."""
    line = _("{rank} {name}: {figures}")
    rows = Table()
    rows.order = order
    for place, name, p in club_table(order):
        if not name:  # more level at the cut than the screen has rows for
            words = ngettext(
                "{rank} {n} member tied: see Players and records",
                "{rank} {n} members tied: see Players and records",
                p["level"],
            ).format(rank=place, n=p["level"])
            rows.append((words, "", ""))
            continue
        words = line.format(rank=place, name=NAME_MARK, figures=figures(order, p))
        before, _mark, after = words.partition(NAME_MARK)
        rows.append((before, name, after))
    return rows


def club_standings(order: str = "encuentros") -> list[str]:
    """The standings' rows as one line each (:func:`club_rows`; tests read them so)."""
    return ["".join(row) for row in club_rows(order)]


class StandingsRead(OffLoop):
    """The standings read off the frame loop while the end panel shows: a club's list of 200
    players (6 MB) takes half a second to read, a visible halt on the big screen. ``after``:
    the check of the files at start (:class:`..start_check.StartCheck`), waited for first — it sets
    a damaged list aside and says so, where reading it first had set it aside unsaid."""

    def __init__(self, after: OffLoop | None = None, order: str = "encuentros") -> None:
        self.after = after
        self.order = club_order(order)
        super().__init__()

    def work(self) -> Table:
        if self.after is not None:
            self.after.wait()
        return club_rows(self.order)


def draw_standings(surf: pygame.Surface, fonts: Any, standings: list[Row]) -> None:
    """Over the demo's table: the club's standings, large, for the room — centred on the
    table, clear of the side panel (with large text the panel is wider, and the box cut the
    start off its values: "ey: 5", "ateral: 2"); every row at one size (:func:`set_rows`).
    On an ultra-wide window as wide as on a 16:9 one as tall (:func:`.page.across_width`):
    70 % of 3440 px hung past both rails."""
    w, h = surf.get_size()
    f = fonts
    room = w - side_width(w, f)
    wide = across_share((w, h), 0.7)
    box = pygame.Rect(0, 0, min(wide, room - 2 * f.px(16)), round(h * 0.72))
    box.center = (room // 2, round(h * 0.5))
    panel(surf, box, 255)
    title = f.draw(
        surf, _("The club's standings"), 44, ACCENT, midtop=(box.centerx, box.y + f.px(18))
    )
    order = standings.order if isinstance(standings, Table) else "encuentros"
    caption = f.shorten(order_caption(order), 22, box.width - 2 * f.px(30))
    said = f.draw(surf, caption, 22, DIM, midtop=(box.centerx, title.bottom + f.px(4)))
    rows = pygame.Rect(box.x + f.px(30), said.bottom + f.px(12), 0, 0)
    rows.size = (box.width - 2 * f.px(30), box.bottom - f.px(18) - rows.y)
    step = rows.height // max(STANDINGS_SHOWN, len(standings))
    size, texts = set_rows(f, tuple(standings), rows.width, step)
    for i, text in enumerate(texts):
        f.draw(surf, text, size, TEXT if i else ACCENT, topleft=(rows.x, rows.y + i * step))
    note = _("Every record is under Players and records, on the menu.")
    f.draw(surf, note, 20, DIM, midbottom=(box.centerx, box.bottom - f.px(8)))


#: Rows set lately (:func:`set_rows`): the standings stand ten seconds, drawn every frame.
_SET: Memo[tuple[int, list[str]]] = Memo(9)
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
    return _SET.get(key, lambda: _fitted_rows(f, rows, width, step))


def _fitted_rows(f: Any, rows: tuple[Row, ...], width: int, step: int) -> tuple[int, list[str]]:
    """:func:`set_rows`'s answer, worked out."""
    sizes = [z for z in range(30, f.floor - 1, -2) if f.line_height(z) <= step] or [f.floor]

    def fit(z: int, name: Callable[[str], str]) -> bool:
        return all(f.font(z).size(a + name(n) + b)[0] <= width for a, n, b in rows)

    def cut(n: str) -> str:
        return n if len(n) <= len(NAME_KEPT) else NAME_KEPT + ELLIPSIS

    size = next((z for z in sizes if fit(z, str)), None)
    if size is None:
        size = next((z for z in sizes if fit(z, cut)), sizes[-1])
    return size, [f.shorten_head(a + n, b, size, width) for a, n, b in rows]
