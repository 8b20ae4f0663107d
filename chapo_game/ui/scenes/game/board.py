"""The game screen's score board above the table (the end-of-partida panel: :mod:`.end_panel`).

Every text is fitted to its box (a long name is shortened, the turn line wraps onto two lines
and gets smaller down to the legible floor), so nothing overlaps at any window size.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import pygame

from chapo_game.rules.match import Phase

from ... import textcut
from ...draw.style import BALL_COLOURS
from ...fonts import ACCENTED
from ...kept_area import KeptArea
from ...replay_title import Running
from ...widgets import ACCENT, DIM, PANEL, PANEL_EDGE, TEXT
from .state import GameState

#: The shot clock's seconds in the shooter's box: most of the score's 56.
CLOCK_SIZE = 40


class GameBoards(GameState):
    """Draws the score board."""

    def board_now(self) -> tuple[dict[str, str], int | None]:
        """The board's texts (scores, partidas won…) and whose turn it is — nobody's between
        partidas: lit there, the loser who breaks next looked like the winner beside the panel
        that names the winner."""
        m = self.match
        return self.scoreboard_texts(), None if m.finished else self.acting_player()

    @cached_property
    def board_kept(self) -> KeptArea:
        """The score board's last picture (:meth:`draw_scoreboard`)."""
        return KeptArea()

    def release(self) -> None:
        """Gone from the window (:func:`..base.released`): the board's picture goes, and the
        window's background its key holds (33 MB at 4K, held by it alone once the next
        screen keeps another); drawn again in one frame if the screen comes back."""
        self.board_kept.forget()
        super().release()  # type: ignore[misc]

    def draw_scoreboard(
        self, surf: pygame.Surface, turn: str | Running | None = None, board: Any = None
    ) -> bool:
        """:meth:`paint_scoreboard`, or its picture put back while all it shows holds (the
        key: :mod:`...kept_area`); a replay's board (``turn``, ``board``) is painted. Drawn,
        always (:meth:`.watching.Watching.draw_scoreboard`)."""
        kept = self.board_kept
        if turn is not None or board is not None or self.top_rect.colliderect(self.table_area):
            kept.forget()
            self.paint_scoreboard(surf, turn, board)
            return True
        f = self.app.fonts
        texts, act = now = self.board_now()
        dots = (self._ball_dot(0), self._ball_dot(1), self.match.to_move, self.small_size())
        key = (tuple(texts.items()), act, self.clock_label(), dots, (f.unit, f.floor))
        key += (self.background(),)  # the window's background under the board (its identity)
        kept.draw(surf, f, self.top_rect, key, lambda: self.paint_scoreboard(surf, board=now))
        return True

    def paint_scoreboard(
        self, surf: pygame.Surface, turn: str | Running | None = None, board: Any = None
    ) -> None:
        """The two players' boxes and, between them, the partida and whose turn it is
        (``turn``: another line in its place, a demo's replay title, its running time set
        alone as it runs; ``board``: the board as :meth:`board_now` gave it when a replayed
        shot was struck)."""
        r = self.top_rect
        f = self.app.fonts
        texts, act = board or self.board_now()
        t = dict(texts)
        if turn is not None:  # the room made for a running title: at its widest time
            t["turn"] = turn.template(f, 24) if isinstance(turn, Running) else turn
        pad = f.px(6)
        inner = f.px(14)
        small = self.small_size()
        boxes = []
        share = self.box_share(t, act, pad, small)
        for p in (0, 1):
            box = pygame.Rect(0, 0, round(r.width * share), r.height - 2 * pad)
            box.top = r.y + pad
            if p == 0:
                box.left = r.x + f.px(8)
            else:
                box.right = r.right - f.px(8)
            boxes.append(box)
            self._draw_box(surf, p, box, t, act == p, (pad, inner, small))
        mid = pygame.Rect(boxes[0].right + pad, r.y + pad // 2, 0, 0)
        mid.width = boxes[1].left - pad - mid.x
        top = f.draw(surf, t["partida"], small, DIM, midtop=(mid.centerx, mid.y))
        mid.top = top.bottom
        mid.height = r.bottom - pad // 2 - mid.top
        self._draw_middle_line(surf, turn if isinstance(turn, Running) else t["turn"], mid)

    def _draw_box(
        self,
        surf: pygame.Surface,
        p: int,
        box: pygame.Rect,
        t: dict[str, str],
        on: bool,
        spacing: tuple[int, int, int],
    ) -> None:
        """Player ``p``'s box (``on``: his turn, lit): his name, score, ball, partidas, the
        shot clock beside the score and "por N" — the left box from its left edge, the right
        one mirrored. ``spacing``: the board's pad, the box's inner margin, the small size."""
        f = self.app.fonts
        pad, inner, small = spacing
        pygame.draw.rect(surf, (40, 54, 70) if on else PANEL, box, border_radius=8)
        pygame.draw.rect(surf, ACCENT if on else PANEL_EDGE, box, 2, border_radius=8)
        score_img = f.text(t[f"score{p}"], 56, ACCENT if on else TEXT)
        clock = self.clock_label() if on else None
        room = self._box_room(p, box.width, t, on)
        name = f.shorten(t[f"name{p}"], 32, room)
        por = t["por"] if p == self.match.to_move else ""
        dot = self._ball_dot(p)
        sub_size, sub = self._sub_fitted(self._sub_parts(t, p), room, dot is not None, por)
        beside = score_img.get_width() + 2 * inner  # from the box's edge to the clock
        colour = ACCENT if on else TEXT
        # room above the name for an accented capital (Óscar Ébano): it rose over the edge
        y = box.y + pad // 2 + f.lift(ACCENTED, 32)
        if p == 0:
            f.draw(surf, name, 32, TEXT, topleft=(box.x + inner, y))
            x = box.x + inner
            if dot:
                x = self._draw_dot(surf, dot, x, box.bottom - pad, f.line_height(small), 1)
            s = f.draw(surf, sub, sub_size, DIM, bottomleft=(x, box.bottom - pad))
            if por:
                s = f.draw(surf, por, small, ACCENT, bottomleft=(s.right + inner, s.bottom))
            if clock:
                at = (box.right - beside, box.centery)
                f.draw(surf, clock[0], CLOCK_SIZE, clock[1], midright=at)
            f.draw(surf, t["score0"], 56, colour, midright=(box.right - inner, box.centery))
        else:
            f.draw(surf, name, 32, TEXT, topright=(box.right - inner, y))
            s = f.draw(surf, sub, sub_size, DIM, bottomright=(box.right - inner, box.bottom - pad))
            if dot:
                left = self._draw_dot(surf, dot, s.left - pad, s.bottom, f.line_height(small), -1)
                left += pad  # the dot's own edge: one gap beside it, as on the left
                s = pygame.Rect(left, s.y, s.right - left, s.height)
            if por:
                s = f.draw(surf, por, small, ACCENT, bottomright=(s.left - inner, s.bottom))
            if clock:
                at = (box.x + beside, box.centery)
                f.draw(surf, clock[0], CLOCK_SIZE, clock[1], midleft=at)
            f.draw(surf, t["score1"], 56, colour, midleft=(box.x + inner, box.centery))

    def _draw_middle_line(
        self, surf: pygame.Surface, turn: str | Running, mid: pygame.Rect
    ) -> None:
        """Between the boxes, under the partida: whose turn it is (or the line in its place)
        on up to two lines; a demo's running replay title with its time set alone."""
        f = self.app.fonts
        if isinstance(turn, Running):
            turn.draw(surf, f, mid, TEXT, 24)
            return
        size, lines = f.fit(turn, 24, mid.width, mid.height, max_lines=2)
        f.draw_lines(surf, lines, size, TEXT, mid)

    def _box_room(self, p: int, width: int, t: dict[str, str], on: bool) -> int:
        """The room in player ``p``'s box ``width`` wide for his name and the line under it:
        what the score and, in the lit box, the shot clock leave."""
        f = self.app.fonts
        inner = f.px(14)
        score = f.text(t[f"score{p}"], 56, ACCENT if on else TEXT).get_width()
        clock = self.clock_label() if on else None
        # the seconds left beside the score, near its size: read across a bar, where the
        # small line under the name was lost beside the score's large figures
        tick = f.text(clock[0], CLOCK_SIZE, clock[1]).get_width() + inner if clock else 0
        return width - score - 3 * inner - tick

    def _lines_whole(self, t: dict[str, str], act: int | None, width: int) -> bool:
        """Whether the line under each name, boxes ``width`` wide, keeps all its parts."""
        for p in (0, 1):
            parts = self._sub_parts(t, p)
            por = t["por"] if p == self.match.to_move else ""
            room = self._box_room(p, width, t, act == p)
            dot = self._ball_dot(p) is not None
            if self._sub_fitted(parts, room, dot, por)[1] != "  ·  ".join(parts):
                return False
        return True

    def box_share(self, t: dict[str, str], act: int | None, pad: int, small: int) -> float:
        """Each player's box's share of the board's width: a third, or less where the turn's
        line between them would be cut on its two lines (large text at 1366×768 cut "… el
        otro jugador no m…" beside boxes with room to spare between name and score) — or
        more, where the line under a name would leave out its partidas won and the turn's
        line still fits between (large text on a 1080-wide portrait screen: the shooter's
        box said "Bola 1  por 3", the other's "Bola 2  ·  Partidas ganadas: 0")."""
        r, f = self.top_rect, self.app.fonts
        height = r.height - pad - f.line_height(small)  # under the partida's line

        def turn_fits(share: float) -> bool:
            width = r.width - 2 * (f.px(8) + round(r.width * share) + pad)
            return textcut.whole(f, t["turn"], 24, width, height)

        if turn_fits(0.33) and not self._lines_whole(t, act, round(r.width * 0.33)):
            for share in (0.35, 0.37):
                if not turn_fits(share):
                    break
                if self._lines_whole(t, act, round(r.width * share)):
                    return share
        for share in (0.33, 0.31, 0.29):
            if turn_fits(share):
                return share
        return 0.29

    def small_size(self) -> int:
        """The board's small lines (the partida, the line under each name): larger in the
        demo, read across a club's room, where the partidas won were its smallest text."""
        return 28 if self.demo else 22

    @staticmethod
    def _sub_parts(t: dict[str, str], p: int) -> list[str]:
        """The line under a name, most needed first: in play his ball and the partidas he
        won; in the lag, the head start he will break with (the partidas won are none yet)."""
        return [x for x in (t[f"ball{p}"], t[f"given{p}"], t[f"partidas{p}"]) if x]

    def _sub_fitted(self, parts: list[str], room: int, dot: bool, por: str) -> tuple[int, str]:
        """The line under a name at the size that leaves the score clear, beside the ball's
        dot and the "por" it shares the line with (at 960×540 "Ventaja: 10 desde la salida ·
        Partidas ganadas: 0" ran into the score's figures); where even the floor's size is
        too large, the last parts are left out whole rather than one cut mid-word."""
        f = self.app.fonts
        small = self.small_size()
        line = f.line_height(small)
        used = (dot_radius(line) * 2 + f.px(6) if dot else 0) + (
            f.font(small).size(por)[0] + f.px(14) if por else 0  # as drawn: a gap, inner
        )
        room = max(1, room - used)
        for k in range(len(parts), 1, -1):  # measured as drawn, its "  ·  " and all
            sub = "  ·  ".join(parts[:k])
            size = f.fit_line(sub, small, room)
            if size is not None:
                return size, sub
        if not parts:
            return small, ""
        size, lines = f.fit(parts[0], small, room, line, max_lines=1)
        return size, lines[0]

    def _ball_dot(self, p: int) -> str | None:
        """The ball whose colour is drawn beside a player's "Ball n" (once the lag is over):
        on a club's screen across the bar, "Bola 2" alone did not say which ball is his."""
        m = self.match
        if m.phase in (Phase.LAG, Phase.LAG_CHOICE):
            return None
        ball = m.ball_of(p)
        return ball if ball in BALL_COLOURS else None

    def _draw_dot(
        self, surf: pygame.Surface, ball: str, x: int, bottom: int, line: int, way: int
    ) -> int:
        """A disc of ``ball``'s colour on the line ending at ``bottom``, starting at ``x``
        and drawn to the right (``way`` 1) or the left (-1); where the text goes next."""
        r = dot_radius(line)
        gap = self.app.fonts.px(6)
        cx = x + way * r
        cy = bottom - line // 2
        pygame.draw.circle(surf, BALL_COLOURS[ball], (cx, cy), r)
        pygame.draw.circle(surf, (20, 20, 20), (cx, cy), r, 1)
        return cx + way * (r + gap)


def dot_radius(line: int) -> int:
    """The radius of the ball's dot on a line ``line`` pixels high."""
    return max(4, round(line * 0.34))
