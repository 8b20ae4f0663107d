"""What the window says when a file could not be written, in the player's language, and how
a notice over any screen is drawn.

The reasons are the file modules' own words (:mod:`chapo_game.fileio`, :mod:`.file_problems`,
:mod:`.file_lock`: they know no language); they are listed here with ``N_`` so the catalogues
carry them and the window can translate them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..i18n import N_, _
from .fonts import Fonts
from .widgets import BAD, panel

#: Why a save failed, as chapo_game.fileio says it (the window shows the translation).
WRITE_REASONS = (
    N_("the disk is full"),
    N_("the disk quota is exhausted"),
    N_("a folder is in the way"),
    N_("a file is in the way of the folder"),
    N_("permission denied"),
    N_("the disk is read-only"),
    N_("it would be too large to read back"),
    N_("the file there cannot be read, so it is not written over"),
    # the folder a file goes in is a link to a share that is not connected
    # (chapo_game.file_problems.LINK_FOLDER_NOT_THERE)
    N_("the link's folder is not there"),
    # a change of the list of players not written (chapo_game.players.DAMAGED_IN_PLACE)
    N_("the damaged list could not be set aside"),
    # another window held the list of players all the time it was waited for
    # (chapo_game.file_lock.BUSY): a partida's count is tried again, and kept for later
    N_("another window kept the file busy"),
)
WRITE_FAILED = {
    "settings": N_("Could not save the settings ({reason}); the previous file is kept."),
    "game": N_("Could not save the encuentro ({reason}); the previous save is kept."),
    "records": N_("Could not save the records ({reason}); the previous file is kept."),
    "export": N_("Could not write the CSV file ({reason})."),
    "delete game": N_("Could not delete the saved encuentro ({reason}); it is still there."),
    "delete position": N_("Could not delete the kept position ({reason}); it is still there."),
}
#: The same, when there was no earlier file to keep (its first save failed).
FIRST_WRITE_FAILED = {
    "settings": N_("Could not save the settings ({reason}); nothing was written."),
    "game": N_("Could not save the encuentro ({reason}); nothing was written."),
    "records": N_("Could not save the records ({reason}); nothing was written."),
}


def write_failed(what: str, reason: str, had_file: bool = True) -> str:
    """One line: which file (``WRITE_FAILED``'s keys) could not be written, and why."""
    said = WRITE_FAILED[what] if had_file else FIRST_WRITE_FAILED.get(what, WRITE_FAILED[what])
    return _(said).format(reason=reason_said(reason))


def reason_said(reason: str) -> str:
    """Why, in the player's language: one of :data:`WRITE_REASONS` translated; any other is
    the operating system's own words (English, "Input/output error"), said as a system error
    so a Spanish sentence does not carry them bare — kept, for whoever helps the club."""
    if reason in WRITE_REASONS:
        return _(reason)
    return _("a system error: {detail}").format(detail=reason)


def notice_place(
    box: pygame.Rect, avoid: Sequence[pygame.Rect], screen: pygame.Rect, gap: int
) -> pygame.Rect:
    """``box`` where it covers nothing of ``avoid``: as it is, else just above what it would
    cover, else just below, else at the window's top or foot (between a title and a list it
    lay across the title, "Jugadores y marcas"); where every place covers something, the one
    that covers least (it stayed where it was, over the records screen's Orden button)."""
    hit = [r for r in avoid if r.colliderect(box)]
    if not hit:
        return box
    above, below, top, foot = box.copy(), box.copy(), box.copy(), box.copy()
    above.bottom = min(r.top for r in hit) - gap
    below.top = max(r.bottom for r in hit) + gap
    top.top, foot.bottom = screen.top + gap, screen.bottom - gap
    places = (above, below, top, foot)
    for place in places:
        if screen.contains(place) and place.collidelist(list(avoid)) < 0:
            return place

    def covered(place: pygame.Rect) -> int:
        return sum(c.width * c.height for c in (place.clip(r) for r in avoid))

    inside = [p for p in (box, *places) if screen.contains(p)] or [box]
    return min(inside, key=covered)


def draw_notice(
    screen: pygame.Surface,
    fonts: Fonts,
    text: str,
    colour: tuple[int, int, int] = BAD,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Just under the score board, clear of the announcement line and the menu's notice, on
    its own panel, fitted to the window; returns the panel. Where that would cover a text or
    a button of ``avoid`` (a screen's title: it sat on "Ajustes"), just above or below it."""
    w, h = screen.get_size()
    f = fonts
    size, lines = f.fit(text, 24, w - f.px(64), f.line_height(24) * 2)
    box = pygame.Rect(0, 0, max(f.font(size).size(ln)[0] for ln in lines), 0)
    box.height = f.line_height(size) * len(lines)
    box.center = (w // 2, round(h * 0.14))
    box = notice_place(box.inflate(f.px(24), f.px(12)), avoid, screen.get_rect(), f.px(4))
    panel(screen, box)
    f.draw_lines(screen, lines, size, colour, box)
    return box
