"""The main menu, over the table at its starting position."""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Hashable
from typing import Any

import pygame

from chapo_game import saves
from chapo_game.i18n import _
from chapo_game.position import Position
from chapo_game.table import get_table

from ..beneath import buttons_key
from ..draw.balls import BallDraw
from ..draw.cloth import POCKET_RIM
from ..draw.geometry import stands_upright
from ..draw.pins import PinDraw
from ..draw.view import TableView
from ..memo import Memo
from ..page import held_size, held_width
from ..touch import began_on
from ..widgets import ACCENT, BAD, DIM, TEXT, Button, dim, layout_column, panel
from .base import BaseScene
from .confirm import ConfirmScene
from .controls import ControlsScene
from .demo import DemoScene
from .players import ComputerSetupScene, NamesScene
from .practice import PracticeScene
from .records import RecordsScene
from .resume import ResumeScene
from .rules_screen import RulesScene
from .settings import SettingsScene
from .tutorial import TutorialScene


def ai_available() -> bool:
    """The computer player exists once ``chapo_game.ai.player`` (ComputerPlayer) is built."""
    try:
        return importlib.util.find_spec("chapo_game.ai.player") is not None
    except ModuleNotFoundError:
        return False


TITLE_BAND = 0.2  # of the window's height: the title and subtitle, above the table
NOTE_BAND = 0.06  # ... and under it, the notice line (a damaged file, a failed write)


class Backdrop:
    """The table at its starting position, dimmed, behind the menu; the title above it."""

    def __init__(self) -> None:
        self._picture: Memo[pygame.Surface] = Memo(1)  # by the window's size: window-sized
        self.view = TableView(get_table(), pygame.Rect(0, 0, 100, 100))

    def release(self) -> None:
        self._picture.clear()
        self.view.release()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        area = pygame.Rect(0, round(h * TITLE_BAND), w, round(h * (1 - TITLE_BAND - NOTE_BAND)))
        inner = area.inflate(-w // 20, -h // 40)
        self.view = TableView(get_table(), inner, stands_upright(size))

    def draw(self, surf: pygame.Surface) -> None:
        size = surf.get_size()
        surf.blit(self._picture.get(size, lambda: self.picture(size)), (0, 0))

    def picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The whole backdrop at ``size``, laid out for it: drawn once, put back each frame."""
        self.layout(size)
        view = self.view
        t = view.table
        img = pygame.Surface(size)
        img.fill((16, 20, 26))
        img.blit(view.static_surface(), view.outer.topleft)
        pos = Position.initial(t, {"1": (t.width * 0.3, t.length * 0.12)})
        for pid, p in pos.pins.items():
            view.draw_pin(img, pid, PinDraw(p.xy, p.standing))
        for bid, xy in pos.on_table().items():
            view.draw_ball(img, bid, BallDraw(xy))
        dim(img, 165)
        return img


def pocket_rect(view: TableView, xy: tuple[float, float]) -> pygame.Rect:
    """The square round a pocket as drawn on ``view``, its leather rim included."""
    r = math.ceil(view.table.pocket_radius * view.scale * POCKET_RIM)
    cx, cy = view.to_screen(xy)
    return pygame.Rect(round(cx) - r, round(cy) - r, 2 * r, 2 * r)


class MenuScene(BaseScene):
    keys_move_focus = True
    #: on a window standing upright, the title, the column and its words as large as on the
    #: screen held across (:mod:`..page`): at 1080×1920 «Chapó» was 57 px high and the
    #: buttons' words 14, where 1920×1080 draws them 102 and 25
    held_buttons = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.backdrop = Backdrop()
        self.on_top, self.coverings = True, 0  # under a question: the how-manieth
        self.resumable: Memo[bool] = Memo(4)  # under a question: Resume's answer, kept
        self.buttons = [
            Button(
                lambda: _("Resume a saved encuentro"),
                self.resume,
                name="resume",
                enabled=self.can_resume,
            ),
            Button(lambda: _("Two players"), self.two_players, name="two_players"),
            Button(lambda: _("Practice"), self.practice, name="practice"),
            Button(
                lambda: _("Against the computer"),
                self.vs_computer,
                name="vs_computer",
                enabled=ai_available,
            ),
            # the way in for a newcomer by the ways to play (eighth of ten, under Settings,
            # it was found last)
            Button(lambda: _("Learn to play"), self.tutorial, name="tutorial"),
            Button(lambda: _("Rules"), self.rules, name="rules"),
            Button(lambda: _("Demo"), self.start_demo, name="demo"),
            Button(lambda: _("Players and records"), self.records, name="records"),
            Button(lambda: _("Settings"), self.settings, name="settings"),
            Button(lambda: _("Quit"), self.ask_to_quit, name="quit"),
        ]
        # the keys' line at the foot is also the mouse's way to the controls page: it was
        # reached only by F1, or from a game's pause menu (a player who never touches the
        # keys read "F1: controls" on the menu and had no way to open them)
        self.keys_rect: pygame.Rect | None = None  # where the line was last drawn
        self.keys_hover = False
        self.resize()

    def release(self) -> None:
        """Gone from the window (:func:`.base.released`): its window-sized backdrop goes."""
        self.backdrop.release()

    def resize(self) -> None:
        """The buttons in a column over the backdrop's cloth, never over its rails."""
        w, h = self.app.size
        self.backdrop.layout((w, h))
        cloth = self.column_room()
        n = len(self.buttons)
        bh = min(round(h * 0.065), int(cloth.height / (n + (n - 1) * 0.25)))
        gap = (cloth.height - n * bh) // max(1, n - 1) if n > 1 else 0
        gap = min(gap, bh // 2)
        top = cloth.centery - (n * bh + (n - 1) * gap) // 2
        layout_column(self.buttons, w // 2, top, self.column_width(), bh, gap)

    def column_width(self) -> int:
        """The buttons' width: 0.3 of a window lying across, as wide as held across upright."""
        return held_width(self.app.fonts, 0.3)

    def column_room(self) -> pygame.Rect:
        """Where the column of buttons goes: the backdrop's cloth, or, where its panel would
        reach over the corner pockets, the cloth between them — on a table standing upright
        in a window barely taller than wide (1000×1100) the cloth is hardly wider than the
        column, and the panel covered half of each of the four pockets."""
        f = self.app.fonts
        view = self.backdrop.view
        cloth = view.playing_rect().inflate(0, -2 * f.px(10))
        half = self.column_width() // 2 + f.px(14)  # the panel's, as drawn
        centre_x = self.app.size[0] // 2
        rims = [pocket_rect(view, xy) for xy in view.table.pockets.values()]
        if not any(r.left < centre_x + half and r.right > centre_x - half for r in rims):
            return cloth
        clear = f.px(12) + f.px(6)  # the panel's margin round the column, and a gap
        top = max(r.bottom for r in rims if r.centery < cloth.centery) + clear
        bottom = min(r.top for r in rims if r.centery > cloth.centery) - clear
        return pygame.Rect(cloth.x, top, cloth.width, bottom - top)

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.ask_to_quit()
            return
        if self.keys_link(ev):
            return
        super().handle(ev)

    def keys_link(self, ev: pygame.event.Event) -> bool:
        """The pointer over the keys' line lights it; a click on it opens the controls page
        (True: the click was used)."""
        at = self.keys_rect
        if ev.type == pygame.MOUSEMOTION:
            self.keys_hover = at is not None and at.collidepoint(ev.pos)
            return False
        clicked = ev.type == pygame.MOUSEBUTTONUP and ev.button == 1
        if clicked and at is not None and at.collidepoint(ev.pos) and began_on(at):
            self.keys_hover = False
            self.app.push(ControlsScene(self.app))
            return True
        return False

    def can_resume(self) -> bool:
        """Whether Resume is lit: at each frame of the menu, from the saves folder's listing
        (:func:`chapo_game.saves.listed`: the folder itself looked at once a second, listed
        again only when it changed — it was listed at every frame, on a slow share a stall of
        each); under a question (Quit the game?) once as it opens, and again only when a
        notice comes (the reader set a save aside), never at each of its frames."""
        if self.on_top:
            return saves.any_saved()
        return self.resumable.get((self.coverings, self.app.message), saves.any_saved)

    def covered(self) -> None:
        """A question (or a screen) opened over the menu (:meth:`can_resume`)."""
        self.on_top, self.coverings = False, self.coverings + 1

    def update(self) -> None:
        """The keys' light leaves a button greyed meanwhile (Resume, once the last saved
        encuentro was deleted behind it) for the first that can be pressed: it stayed lit,
        and Enter did nothing. On top again: Resume looks at the folder again."""
        self.on_top = True
        lit = self.focus.lit(self.buttons)
        if lit is not None and not lit.enabled():
            self.focus.light_first(self.buttons)

    def still_key(self) -> Hashable:
        """What it shows under the question before the game closes (:mod:`..beneath`): its
        buttons, and the notice, which the saves checked off the loop at start may still add
        to."""
        return buttons_key(self.buttons), self.focus.index, self.app.message

    def ask_to_quit(self) -> None:
        """Esc or the Quit button asks before the game closes: Esc is also how every other
        screen goes back, and one press too many, or a stray click on a bar's or club's PC,
        should not end the session. Enter quits, Esc again stays (nothing is lost either way:
        encuentros are saved as played). On a club's screen (``--demo``) Enter stays: Esc, Esc
        and Space from a passer-by ended the demo for the night."""
        self.app.push(
            ConfirmScene(
                self.app,
                lambda: _("Quit the game?"),
                [
                    ("quit", lambda: _("Quit"), self.app.quit),
                    ("back", lambda: _("Back"), lambda: None),  # closing it is all there is
                ],
                enter="back" if self.app.club_demo else "quit",
            )
        )

    def draw(self, surf: pygame.Surface) -> None:
        self.backdrop.draw(surf)
        w, h = surf.get_size()
        f = self.app.fonts
        title = f.draw(surf, "Chapó", held_size(f, 96), ACCENT, midtop=(w // 2, round(h * 0.01)))
        sub = _("Spanish pin billiards (billar de palos)")
        f.draw(surf, sub, held_size(f, 28), TEXT, midtop=(w // 2, title.bottom))
        # the buttons on a panel of their own: between two of them the table's pin cross
        # peeked out, three pins and two spots, read as a stray mark
        column = self.buttons[0].rect.unionall([b.rect for b in self.buttons[1:]])
        panel(surf, column.inflate(2 * f.px(14), 2 * f.px(12)), 245)
        super().draw(surf)
        if self.app.message:
            band = pygame.Rect(0, round(h * (1 - NOTE_BAND)), w, round(h * NOTE_BAND))
            band = band.inflate(-2 * f.px(20), 0)
            size, lines = f.fit(self.app.message, 24, band.width, band.height)
            f.draw_lines(surf, lines, size, BAD, band)
        # where the keys are told, for who never opens the README: in the top corner while a
        # notice holds the foot (a session without sound would never have seen them)
        keys, size = _("F1: controls · F11: fullscreen"), held_size(f, 20)
        colour = TEXT if self.keys_hover else DIM  # lit under the pointer, as a button is
        if self.app.message:
            at = f.draw(surf, keys, size, colour, topright=(w - f.px(16), f.px(10)))
        else:
            at = f.draw(surf, keys, size, colour, bottomright=(w - f.px(16), h - f.px(10)))
        self.keys_rect = at.inflate(2 * f.px(6), 2 * f.px(4))  # a finger's room round it

    # actions
    def resume(self) -> None:
        self.app.push(ResumeScene(self.app))

    def records(self) -> None:
        self.app.push(RecordsScene(self.app))

    def two_players(self) -> None:
        self.app.push(NamesScene(self.app))

    def practice(self) -> None:
        self.app.push(PracticeScene(self.app))

    def vs_computer(self) -> None:
        self.app.push(ComputerSetupScene(self.app))

    def start_demo(self) -> None:
        self.app.push(DemoScene.for_club(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        self.app.push(RulesScene(self.app))

    def tutorial(self) -> None:
        self.app.push(TutorialScene(self.app))
