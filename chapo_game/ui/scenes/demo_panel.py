"""The demo's side panel: the values reminded for people watching (art. 7) and the "DEMO —
press any key" tag at its foot, where a player's "move the ball" button is in a game. Apart
from :mod:`.demo`, which plays the encuentros and shows the club's standings."""

from __future__ import annotations

from functools import cached_property

import pygame

from chapo_game.i18n import N_, _

from ..kept_area import KeptArea
from ..widgets import ACCENT, TEXT
from .game import GameScene

#: The tag at the panel's foot: a club's big screen may be a touch screen with no keyboard,
#: and a touch leaves the demo as a key does.
TAG = N_("DEMO — press a key or touch the screen to play")


class DemoPanel(GameScene):
    """The demo's side panel, drawn over the game screen's."""

    def side_panel_lines(self) -> tuple[str, ...]:
        """The values, reminded in the side panel for people watching (art. 7)."""
        b1 = self.match.settings.ball1_pocket_value
        return (
            _("Values"),
            _("Rey: 5"),
            _("Lateral: 2"),
            _("Rey + 1, 2, 3 laterals: 5, 7, 9"),
            _("Chapó (all five): the partida"),
            _("Mingo pocketed: 3"),
            _("Ball 1 pocketed: {n}").format(n=b1),  # bare numbers, as the lines above
            _("Ball 2 pocketed: {n}").format(n=2),
        )

    @cached_property
    def demo_kept(self) -> tuple[KeptArea, KeptArea]:
        """The values' and the tag's last pictures (:meth:`draw`)."""
        return KeptArea(), KeptArea()

    def release(self) -> None:
        """Gone from the window: the values' and the tag's pictures go (laid out again in
        one frame if the demo comes back)."""
        for kept in self.demo_kept:
            kept.forget()
        super().release()

    def draw_scene(self, surf: pygame.Surface, live: bool = True) -> None:
        """The game, then the values and the tag, each put back as it was drawn while its
        words and what lies under them hold (:mod:`..kept_area`): the values were laid out
        and drawn again at every frame, a fifth of the demo's drawing. (In the game's picture
        kept while the computer thinks, ``live``: :meth:`draw_live` is drawn over them, clear
        of both.)"""
        super().draw_scene(surf, live)
        kept = self.demo_kept
        lines, box, tag = self.side_panel_lines(), self.side_box(0.02, 0.52), self.tag_box()
        f = self.app.fonts
        key = (lines, f.unit, f.floor)
        kept[0].draw(surf, f, box, key, lambda: self.draw_values(surf, lines, box), under=True)
        key = (_(TAG), f.unit, f.floor)
        kept[1].draw(surf, f, tag, key, lambda: self.draw_tag(surf, tag), under=True)

    def draw_values(self, surf: pygame.Surface, lines: tuple[str, ...], box: pygame.Rect) -> None:
        """A reminder of the values in the side panel, for people watching."""
        f = self.app.fonts
        gap = f.px(8)
        for head, size in ((28, 22), (22, 20)):  # smaller if the panel is short
            blocks = [
                (f.wrap(line, head if i == 0 else size, box.width), head if i == 0 else size)
                for i, line in enumerate(lines)
            ]
            tall = sum(len(b) * f.line_height(sz) + gap for b, sz in blocks)
            if tall <= box.height:
                break
        y = box.y
        for i, (block, sz) in enumerate(blocks):
            for part in block:
                if y + f.line_height(sz) > box.bottom:
                    break
                f.draw(surf, part, sz, ACCENT if i == 0 else TEXT, topleft=(box.x, y))
                y += f.line_height(sz)
            y += gap

    def draw_tag(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        """ "DEMO — press any key", also over its automatic replays (whose own controls
        would only have left the demo): the replay asks its host for it
        (:meth:`.watching.Watching.draw_tag`)."""
        f = self.app.fonts
        size, rows = f.fit(_(TAG), 24, box.width, box.height, 3)
        f.draw_lines(surf, rows, size, ACCENT, box)

    def layout(self) -> None:
        """The tag takes three lines at most; where the move button's slot holds fewer (large
        text: "pulse cualquier tecla par…"), the watch button moves up to make room."""
        super().layout()
        f = self.app.fonts
        room = self.tag_box().height
        need = 3 * f.line_height(24)
        if need > room:
            self.watch_button.rect.y -= need - room

    def tag_box(self) -> pygame.Rect:
        """Where "DEMO — press any key" goes: the foot of the side panel, under the replay /
        fast-forward button, in the slot a player's "move the ball" button has in a game (no
        one places a ball by hand in the demo). Always there, whether or not the button is
        shown, so the tag never jumps."""
        pad = self.app.fonts.px(6)
        top = self.watch_button.rect.bottom + pad
        side = self.side_rect
        return pygame.Rect(side.x + 2 * pad, top, side.width - 4 * pad, side.bottom - pad - top)
