"""Celebrations: a chapó, a won partida and the encuentro's end each get their own sound and a
short animation (a banner over the end panel, falling confetti in the colours of the moment; the
banner alone with "Reducir movimiento") over the table, about two and a half seconds; any key or
click ends one early.

A celebration is a screen over the game (an overlay): while it plays the game is frozen, so
in the demo the next partida waits for it, and a replay queued under it comes after it.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Collection, Hashable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame

from chapo_game.i18n import _, said, said_name
from chapo_game.rules.match import Phase

from ..page import end_panel_rect, held_size
from ..widgets import ACCENT, PRESS_KEYS, TEXT, panel
from .base import Scene

FRAMES = 150  # 2.5 s at 60 frames per second

#: confetti colours per kind of moment
COLOURS = {
    "chapo": [(255, 215, 90), (255, 245, 200), (230, 60, 60), (255, 170, 40)],
    "partida": [(120, 200, 255), (255, 255, 255), (255, 215, 90)],
    "encuentro": [(255, 215, 90), (120, 230, 140), (120, 200, 255), (240, 110, 200)],
}
SOUND = {"chapo": "chapo", "partida": "partida", "encuentro": "encuentro"}
#: Nothing to prepare under a celebration (an empty iterator: shared, it stays empty).
NOTHING_AHEAD: Iterator[object] = iter(())


@dataclass(frozen=True)
class Moment:
    """What is celebrated: ``kind`` (chapo, partida, encuentro), a title and a line under it,
    and the seat it is for (``None``: not known, celebrated as any)."""

    kind: str
    title: str
    line: str
    seat: int | None = None

    def quiet(self, computers: Collection[int]) -> bool:
        """Whether it is told without fanfare or confetti: the computer's over the one person
        at the window (``computers``: the seats it plays) — "¡El ordenador gana el
        encuentro!" came with the fanfare and the confetti of a win, to the one who lost."""
        return len(computers) == 1 and self.seat in computers


def moments(verdict: Any, match: Any) -> list[Moment]:
    """The moments one shot gives, in the order they are shown: a chapó first, then the
    encuentro's end, else the partida's."""
    out: list[Moment] = []
    names = match.players
    if verdict.chapo:
        who = match.partida_winner if match.partida_winner is not None else verdict.shooter
        line = said(_("All five pins: {name} wins the partida.").format(name=said_name(names[who])))
        out.append(Moment("chapo", _("Chapó!"), line, who))
    if match.phase == Phase.ENCUENTRO_OVER:
        out.append(encuentro_moment(match))
    elif match.phase == Phase.PARTIDA_OVER and not out:
        w = match.partida_winner
        out.append(
            Moment(
                "partida",
                said(_("Partida for {name}").format(name=said_name(names[w]))),
                _("{a} to {b}").format(a=match.scores[w], b=match.scores[1 - w]),
                w,
            )
        )
    return out


def encuentro_moment(match: Any) -> Moment:
    """The encuentro's end: its winner, and the partidas — and, when the other player left,
    that it was an abandono (the winner read from the match: one conceded may end level);
    one conceded before any partida was played has no partidas to say."""
    names, won = match.players, match.partidas_won
    w = match.winner if match.winner is not None else (0 if won[0] > won[1] else 1)
    line = _("Partidas {a} – {b}").format(a=won[w], b=won[1 - w])
    if match.conceded_by is not None:
        left = said_name(names[match.conceded_by])
        if match.conceded_unplayed:  # "Partidas 0 – 0" read as an encuentro played to nil
            line = said(_("Conceded before it began: {name} left").format(name=left))
        else:
            line = said(_("{partidas} · conceded: {name} left").format(partidas=line, name=left))
    title = said(_("{name} wins the encuentro!").format(name=said_name(names[w])))
    return Moment("encuentro", title, line, w)


def encuentro_title(match: Any) -> str:
    """The end panel's title: who won the encuentro, and by an abandono when the other left."""
    name = said_name(match.players[match.winner])
    if match.conceded_by is None:
        return said(_("{name} wins the encuentro!").format(name=name))
    other = said_name(match.players[match.conceded_by])
    return said(_("{name} wins the encuentro: {other} conceded").format(name=name, other=other))


def unplayed_lines(match: Any) -> tuple[str, str]:
    """The end panel's score and partidas lines of an encuentro conceded before any partida
    was played: who left and when, and that nothing was played — its "Ana 0 – 0 Luis" and
    "Partidas: Ana 0 – 0 Luis" read as an encuentro played to nil."""
    name = said_name(match.players[match.conceded_by])
    left = said(_("{name} left before it began").format(name=name))
    return left, _("No partida was played")


def celebrate(
    app: Any,
    shown_moments: list[Moment],
    computers: Collection[int] = (),
    ahead: Iterator[object] = NOTHING_AHEAD,
) -> list[CelebrationScene]:
    """Open the celebrations of ``shown_moments`` (:func:`moments`) over the screen, the
    first to be shown on top; the computer's (it plays ``computers``' seats) over the one
    person at the window told quietly (:meth:`Moment.quiet`). ``ahead``: what the screen
    under them shows once they are gone, prepared a step at each of their frames (the end
    panel's lines: :meth:`~.game.end_panel.EndPanel.end_ahead`)."""
    shown = [CelebrationScene(app, m, m.quiet(computers), ahead) for m in shown_moments]
    for scene in reversed(shown):
        app.push(scene)
    if shown:
        shown[0].start()
    return shown


class CelebrationScene(Scene):
    """One moment's banner and confetti over the frozen game."""

    overlay = True

    def moving(self) -> bool:
        return True

    def __init__(
        self, app: Any, moment: Moment, quiet: bool = False, ahead: Iterator[object] = NOTHING_AHEAD
    ) -> None:
        self.app = app
        self.moment = moment
        self.quiet = quiet  # the banner alone: no fanfare, no confetti (the person lost)
        # what the screen under it shows once it is gone, a step a frame (celebrate())
        self.ahead = ahead
        self.frame = 0
        self.started = False
        # seeded by a checksum of the kind, the same in every run: hash() of a string is
        # salted per process, and the confetti fell differently each time the game started
        rng = random.Random(zlib.crc32(moment.kind.encode()) & 0xFFFF)
        palette = COLOURS[moment.kind]
        n = 140 if moment.kind != "partida" else 80
        self.bits = [
            (
                rng.random(),  # x, fraction of the width
                -rng.random() * 0.6,  # start height, fraction above the top
                0.004 + rng.random() * 0.006,  # fall per frame, fraction of the height
                rng.uniform(0, 2 * math.pi),  # sway phase
                rng.choice(palette),
            )
            for _ in range(n)
        ]

    def start(self) -> None:
        """Its sound, once, when it comes to the front."""
        if not self.started:
            self.started = True
            if not self.quiet:
                self.app.sound.play(SOUND[self.moment.kind])

    def done(self) -> None:
        """Put away: its fanfare dies away with it (it played on over the game, and under
        the next one)."""
        self.app.sound.fade(SOUND[self.moment.kind])
        if self.app.top is self:
            self.app.pop()
            nxt = self.app.top
            if isinstance(nxt, CelebrationScene):
                nxt.start()

    def handle(self, ev: pygame.event.Event) -> None:
        """A key or a click ends the celebration and does what it would have done without it
        (a click on the Pause button beside it pauses; in the demo any key leaves it), so it
        never costs a click — except a click on the banner, which covers the end panel and its
        buttons, and Enter and Space in a game: pressed to end the confetti, they must not also
        take the choice under it unseen."""
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            # a click on the banner only ends it: the end panel's buttons lie under it, unseen
            on_banner = ev.type == pygame.MOUSEBUTTONUP and self.banner_rect().collidepoint(ev.pos)
            self.done()
            top = self.app.top
            if top is self or top is None or isinstance(top, CelebrationScene):
                return
            # in the demo any key or click leaves it
            if (on_banner or (ev.type == pygame.KEYDOWN and ev.key in PRESS_KEYS)) and not top.demo:
                return
            top.handle(ev)

    def update(self) -> None:
        self.start()
        next(self.ahead, None)  # not in the frame that opens it: the shot's end is drawn there
        # its 2.5 s in time, as a shot is (Pacer); hurried as a shot's playback is by the
        # app's fast-forward (tests, screenshots, the monkey: 1 in a player's window)
        self.frame += self.app.pacer.behind * self.app.fast_forward
        if self.frame >= FRAMES:
            self.done()

    def resize(self) -> None:
        pass

    def still_key(self) -> Hashable:
        """What it shows under the celebration over it (a chapó's over the encuentro's end,
        :mod:`...beneath`): its moment at its frame, which stands still while covered (only
        the top screen advances) — the game and it were drawn again at every frame."""
        return self.moment, self.frame

    def banner_rect(self) -> pygame.Rect:
        """The end panel's place (:func:`~..page.end_panel_rect`), hidden whole from the
        first frame until the banner gives way to it (grown from the middle, it left the
        panel's lines showing around it, and flashed the panel between two celebrations)."""
        return end_panel_rect(self.app.size, self.app.fonts)

    def draw(self, surf: pygame.Surface) -> None:
        if not (self.app.settings.reduce_motion or self.quiet):  # (Ajustes: the banner alone)
            self.draw_confetti(surf)
        self.draw_banner(surf)

    def draw_confetti(self, surf: pygame.Surface) -> None:
        """The bits falling over the whole window, swaying and turning: 140 of them for 2.5 s.
        Measured, they never flash (no 341×256 area's luminance moves by 0.04 in a frame), but
        they are motion nobody asked for, left out with "Reducir movimiento"."""
        w, h = surf.get_size()
        for x, y0, fall, phase, colour in self.bits:
            y = (y0 + fall * self.frame) * h
            if -10 < y < h:
                sx = x * w + math.sin(phase + self.frame * 0.12) * w * 0.01
                size = max(3, round(h * 0.008))
                tilt = abs(math.cos(phase + self.frame * 0.2))
                rect = pygame.Rect(0, 0, size, max(2, round(size * 1.6 * tilt)))
                rect.center = (round(sx), round(y))
                pygame.draw.rect(surf, colour, rect)

    def draw_banner(self, surf: pygame.Surface) -> None:
        box = self.banner_rect()
        # opaque: the end-of-partida panel's title must not show through; its words from the
        # first frame (held back a fifth of a second, the empty box looked like a glitch)
        panel(surf, box, 255)
        f = self.app.fonts
        inner = box.inflate(-2 * f.px(20), -f.px(12))
        # the title and its line together, in the middle of the banner
        # (upright as large as held across, where the width lets them: :mod:`..page`)
        big, title = f.fit(self.moment.title, held_size(f, 64), inner.width, inner.height // 2, 1)
        small, line = f.fit(self.moment.line, held_size(f, 36), inner.width, inner.height // 3, 1)
        gap, th, lh = f.px(16), f.line_height(big), f.line_height(small)
        top = inner.centery - (th + gap + lh) // 2
        f.draw_lines(surf, title, big, ACCENT, pygame.Rect(inner.x, top, inner.width, th))
        below = pygame.Rect(inner.x, top + th + gap, inner.width, lh)
        f.draw_lines(surf, line, small, TEXT, below)
