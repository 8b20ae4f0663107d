"""The pause overlay: Esc during a game or practice, or the game's Pausa button."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from chapo_game import fileio, saves
from chapo_game.i18n import _
from chapo_game.rules.settings import MatchSettings

from ..beneath import buttons_key
from ..draw.geometry import stands_upright
from ..page import held_button_height, held_size, held_width
from ..palette import BAD
from ..widgets import ACCENT, TEXT, Button, dim, layout_column, panel
from .base import BaseScene
from .conceding import ask_who_leaves, can_concede
from .confirm import ConfirmScene
from .controls import ControlsScene
from .rules_screen import RulesScene
from .settings import SettingsScene
from .sheet import ScoreSheetScene

TITLE_SHARE = 0.21  # of the window's height (a 4:3 window's as wide, if taller): the title's
# room (and the saved line); on a portrait screen the panel's title stood 400 px over Continuar


class PauseScene(BaseScene):
    """Esc during a game: resume, rules, quit to menu (the game is saved after every shot).
    ``playing``: the rules of the encuentro on the table, for the settings screen to name."""

    overlay = True
    veil = 150  # the screens under it dimmed (kept so with them: :mod:`..beneath`)
    keys_move_focus = True
    closes_on_escape = True
    held_buttons = True  # upright, as large as held across (:mod:`..page`), as the panel is

    def __init__(
        self, app: Any, playing: MatchSettings | None = None, match: Any = None, host: Any = None
    ) -> None:
        """``match``: the encuentro being played, whose score sheet the menu opens; ``host``:
        the game screen, whose shots the sheet can show again."""
        super().__init__(app)
        self.match, self.host, self.playing = match, host, playing
        self.saved = self.on_disk()  # once: a club's folder may be a slow network share
        self.unsaved = self.save_failed()
        sheet = [
            Button(
                lambda: _("Score sheet"),
                lambda: app.push(ScoreSheetScene(app, match, host)),
                name="sheet",
            )
        ]
        self.buttons = [
            Button(lambda: _("Resume"), app.pop, name="resume"),
            *(sheet if match is not None else []),
            Button(lambda: _("Rules"), self.rules, name="rules"),
            Button(lambda: _("Controls"), lambda: app.push(ControlsScene(app)), name="controls"),
            Button(
                lambda: _("Settings"),
                lambda: app.push(SettingsScene(app, playing)),
                name="settings",
            ),
            *(self.concede_button() if can_concede(host) else []),
            Button(lambda: _("Quit to menu"), self.quit_to_menu, name="quit_to_menu"),
        ]
        self.resize()

    def concede_button(self) -> list[Button]:
        """ "Concede the encuentro" (abandono): a player who must leave loses it, counted
        (:mod:`.conceding`) — keeping the save left it counted for nobody."""
        act = lambda: ask_who_leaves(self.app, self.host, self.saved)  # noqa: E731
        return [Button(lambda: _("Concede the encuentro"), act, name="concede")]

    def on_disk(self) -> bool:
        """The encuentro on the table is on disk to resume as it stands: quitting loses
        nothing (players who left by "Quit to menu" thought the game lost, nothing said it was
        kept) — its slot, or the file it was resumed from, written by its last save (after a
        failed one the file on disk is older than the table)."""
        host = self.saving_host()
        if host is None or host.save_failed:
            return False
        loaded = host.loaded_from
        files = [saves.slot_path(self.match.players, host.computers), *([loaded] if loaded else [])]
        return any(fileio.is_file(p) for p in files)

    def save_failed(self) -> bool:
        """The encuentro's last save failed: the file on disk, if any, is older than the table."""
        host = self.saving_host()
        return host is not None and host.save_failed

    def saving_host(self) -> Any:
        """The game screen of an encuentro that is saved (not the demo's), or ``None``."""
        host = self.host
        if self.match is None or host is None or host.demo:
            return None
        return host

    def quit_to_menu(self) -> None:
        """To the menu; an encuentro whose last save failed is saved once more first, and left
        unsaved only after a question (it was thrown away without a word: a failed save's red
        line had gone by 8 s before, and the menu then had nothing to resume)."""
        if self.unsaved:
            self.host.save()
            self.unsaved = self.save_failed()
        if not self.unsaved:
            self.app.to_menu()
            return
        self.app.push(
            ConfirmScene(
                self.app,
                lambda: _(
                    "This encuentro could not be saved. Leave it all the same? What was not "
                    "saved is lost."
                ),
                [
                    ("leave", lambda: _("Leave without saving"), self.app.to_menu),
                    ("back", lambda: _("Back"), lambda: None),
                ],
                enter="back",
            )
        )

    def rules(self) -> None:
        self.app.push(RulesScene(self.app, self.playing))

    def resize(self) -> None:
        """The title and the buttons (five to seven: the score sheet, conceding) centred
        together; on a window standing upright as large as on the screen held across (at
        1080×1920 «Pausa» was 33 px high and the buttons 53, where 1920×1080 has 59 and 76)."""
        w, h = self.app.size
        bh = held_button_height((w, h), 0.07)
        title, gap = held_button_height((w, h), TITLE_SHARE), bh // 3
        column = len(self.buttons) * (bh + gap) - gap
        top = (h - title - column) // 2 + title
        layout_column(self.buttons, w // 2, top, held_width(self.app.fonts, 0.26), bh, gap)

    def panel_rect(self) -> pygame.Rect:
        """The panel around the title and every button."""
        w, h = self.app.size
        first, last = self.buttons[0].rect, self.buttons[-1].rect
        top = first.y - held_button_height((w, h), TITLE_SHARE)
        bottom = last.bottom + held_button_height((w, h), 0.035)
        upright = (w - held_width(self.app.fonts, 0.34)) // 2
        left = upright if stands_upright((w, h)) else round(w * 0.33)
        return pygame.Rect(left, top, w - 2 * left, bottom - top)

    def still_key(self) -> Hashable:
        """What it shows under the score sheet or a question (:mod:`..beneath`): it changes
        only by its own input, which it does not hear there."""
        return buttons_key(self.buttons), self.focus.index, self.saved, self.unsaved

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, self.veil)
        self.draw_over(surf)

    def draw_over(self, surf: pygame.Surface) -> None:
        """What it draws over the screens under it, dimmed (by :meth:`draw`, or already in
        their kept picture)."""
        w, h = surf.get_size()
        box = self.panel_rect()
        panel(surf, box)
        f = self.app.fonts
        at = (w // 2, box.y + held_button_height((w, h), 0.06))
        f.draw(surf, _("Paused"), held_size(f, 56), ACCENT, center=at)
        if self.saved:
            line = _("Encuentro saved: on the menu, “Resume a saved encuentro” plays it on.")
            self.draw_state(surf, box, line, TEXT)
        elif self.unsaved:
            line = _("Not saved: the last save failed, and leaving would lose what it missed.")
            self.draw_state(surf, box, line, BAD)
        super().draw(surf)

    def draw_state(
        self, surf: pygame.Surface, box: pygame.Rect, line: str, colour: tuple[int, int, int]
    ) -> None:
        """Whether the encuentro is on disk, in two lines at most under the title."""
        f, size = self.app.fonts, surf.get_size()
        high = held_button_height(size, 0.09)
        room = pygame.Rect(box.x, 0, box.width, high).inflate(-f.px(20), 0)
        room.bottom = self.buttons[0].rect.y - held_button_height(size, 0.01)
        size, rows = f.fit(line, held_size(f, 24), room.width, room.height, max_lines=2)
        f.draw_lines(surf, rows, size, colour, room)
