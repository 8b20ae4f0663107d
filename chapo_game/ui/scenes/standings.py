"""The club's standings, for its big screen (the demo shows them as it starts on a club's
screen and between two encuentros): the top players who have played a partida, by partidas
won, as the records screen orders them — read off the frame loop, and only again when the list
of players changed."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game import players
from chapo_game.i18n import _

from ..offloop import OffLoop
from ..widgets import ACCENT, DIM, TEXT, panel, side_width

STANDINGS_SHOWN = 8  # the top of the standings: what a big screen shows legibly

Standing = tuple[int, str, int, int, str]  # place, name, partidas won and lost, points a shot


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


def club_standings() -> list[str]:
    """The club's standings, for its big screen between two encuentros of the demo: the top
    players who have played a partida, by partidas won (as the records screen orders them);
    nothing while fewer than two have played."""
    line = _("{rank}. {name}: {won} won, {lost} lost · {points} points per shot")
    return [
        line.format(rank=k, name=name, won=won, lost=lost, points=points)
        for k, name, won, lost, points in club_table()
    ]


class StandingsRead(OffLoop):
    """The standings read off the frame loop while the end panel shows: a club's list of 200
    players (6 MB) takes half a second to read, a visible halt on the big screen. ``after``:
    the check of the files at start (:class:`.resume.StartCheck`), waited for first — it sets
    a damaged list aside and says so, where reading it first had set it aside unsaid."""

    def __init__(self, after: OffLoop | None = None) -> None:
        self.after = after
        super().__init__()

    def work(self) -> list[str]:
        if self.after is not None:
            self.after.wait()
        return club_standings()


def draw_standings(surf: pygame.Surface, fonts: Any, standings: list[str]) -> None:
    """Over the demo's table: the club's standings, large, for the room — centred on the
    table, clear of the side panel (with large text the panel is wider, and the box cut the
    start off its values: "ey: 5", "ateral: 2")."""
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
    for i, text in enumerate(standings):
        size, lines = f.fit(text, 30, rows.width, step, max_lines=1)
        f.draw(surf, lines[0], size, TEXT if i else ACCENT, topleft=(rows.x, rows.y + i * step))
    note = _("Every record is under Players and records, on the menu.")
    f.draw(surf, note, 20, DIM, midbottom=(box.centerx, box.bottom - f.px(8)))
