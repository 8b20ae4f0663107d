"""The end-of-partida panel over the dimmed table, and its lines rendered ahead while a
celebration covers it.

Why ahead: the frame that ends a partida opens its celebration, whose banner covers the
panel's whole place (:meth:`~..celebrate.CelebrationScene.banner_rect`); drawn in that frame
under it, the panel's five lines (each fitted to its box, then rendered) took 6-8 ms, a third
of that frame's drawing at 1920×1080 (20-29 ms under Xvfb; 14-21 without them), for nothing
seen. Under a celebration the panel is left bare (its buttons laid out, unseen), and the
celebration renders a line of it at each of its frames (:meth:`EndPanel.end_ahead`): the
panel's first frame after it draws them from the text cache.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from chapo_game.i18n import shown_name

from ... import textcut
from ...page import end_panel_rect, held_size, held_width
from ...widgets import ACCENT, DIM, TEXT, dim, panel
from ..celebrate import CelebrationScene
from ..end_row import END_TEXT, lay_out_end_row
from .state import GameState

#: A line of the panel: its words, their size and colour, and where its centre goes.
EndLine = tuple[str, int, tuple[int, int, int], tuple[int, int]]


class EndPanel(GameState):
    """Draws the end-of-partida panel, and renders its lines ahead under a celebration."""

    def draw_end(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        # all but the caption bar: the calls on the shot that ended it stay readable (dimmed,
        # "12 para Tomás" was 2.6:1 on the bar)
        dim(surf.subsurface(pygame.Rect(0, 0, w, self.bottom_rect.y)), 140)
        f = self.app.fonts
        box = end_panel_rect((w, h), f)  # upright its words as large as held across, as fit
        panel(surf, box, 255)
        shown = [b for b in self.end_buttons if (b.enabled() or b.name == "menu") and not self.demo]
        # in the panel's lower part, whatever its shape, their words at one size on one line;
        # laid out under a banner too: a click there is the banner's, not a button's elsewhere
        top, most = box.y + round(box.height * 0.78), held_width(f, 0.2)
        size = lay_out_end_row(shown, box, f, most, top, held_size(f, END_TEXT))
        if isinstance(self.app.top, CelebrationScene):
            return  # its banner covers the whole box: the lines are rendered ahead meanwhile
        for words, fitted, colour, centre in self.end_lines(box):
            f.draw(surf, words, fitted, colour, center=centre)
        for b in shown:
            b.draw(surf, f, size)

    def end_lines(self, box: pygame.Rect) -> Iterator[EndLine]:
        """The panel's lines in ``box``, each fitted as it comes: the title, the score, the
        partidas, and how each player played the partida just ended."""
        f = self.app.fonts
        texts, room = self.end_texts(), box.width - 2 * f.px(24)
        # the players' lines at one size, the smaller either needs (a long name's came smaller)
        small, line = held_size(f, 22), f.line_height(held_size(f, 22))
        stats = min(f.fit(texts[k], small, room, line, 1)[0] for k in ("stats0", "stats1"))
        for key, size, colour, at in (
            ("title", held_size(f, 48), ACCENT, 0.15),
            ("score", held_size(f, 36), TEXT, 0.34),
            ("partidas", held_size(f, 28), DIM, 0.47),
            ("stats0", stats, DIM, 0.6),  # how each played the partida just ended
            ("stats1", stats, DIM, 0.68),
        ):
            fitted, (words,) = f.fit(texts[key], size, room, f.line_height(size), 1)
            if key in ("stats0", "stats1"):  # a long name gives way, never the figures
                name = shown_name(self.match.players[key == "stats1"])
                fitted, words = textcut.figures_kept(f, texts[key], name, size, room)
            yield words, fitted, colour, (box.centerx, box.y + round(box.height * at))

    def end_ahead(self) -> Iterator[None]:
        """The panel's lines fitted and rendered one a step, as they will be drawn: a
        celebration over the panel takes a step at each of its frames."""
        f = self.app.fonts
        for words, size, colour, _centre in self.end_lines(end_panel_rect(self.app.size, f)):
            f.text(words, size, colour)
            f.lift(words, size)
            yield
