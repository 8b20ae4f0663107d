"""The saves list's reading: the files ordered by their times (nothing read), the page shown
read, the next read ahead one a frame, and for the search the others a few a frame — a club's
3,000 saves were all read before the list showed a row."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from chapo_game import players, saves

from ..focus import ButtonFocus
from ..widgets import Button, TextField
from .resume_words import holds, said_saves


class SavesPages:
    """The reading part of :class:`.resume.ResumeScene`."""

    #: How long a frame may spend reading saves for the search (s): at least one is read.
    READ_S = 0.008
    #: The page that has been drawn (the next is read ahead only after it was).
    looked_at = -1

    # set up by ResumeScene
    app: Any
    page: int
    paths: list[Path]
    listed: list[Path]
    briefs: dict[Path, saves.Slot]
    to_read: list[Path]
    search: TextField
    rows: list[tuple[saves.Slot, pygame.Rect, Button, Button]]
    focus: Any

    # ResumeScene's (declared, not defined: a body here would stand in for the real one)
    per_page: Callable[[], int]
    searching: Callable[[], bool]
    resize: Callable[[], None]

    @property
    def slots(self) -> list[saves.Slot]:
        """The summaries of the files listed that have been read (the page's, those the search
        has gone through)."""
        return [self.briefs[p] for p in self.listed if p in self.briefs]

    def update(self) -> None:
        """The search goes on through the saves not read yet, a few a frame; else the next
        page's are read ahead, one a frame (a page first turned to read its four to six long
        saves at once: a quarter of a second)."""
        if not self.to_read:
            if self.page != self.looked_at:  # a page turned to: drawn first, read ahead after
                self.looked_at = self.page
                return
            first = (self.page + 1) * self.per_page()
            ahead = [
                p for p in self.listed[first : first + self.per_page()] if p not in self.briefs
            ]
            if ahead:
                self.read(ahead[:1])
            return
        began = time.perf_counter()
        while self.to_read and time.perf_counter() - began < self.READ_S:
            self.read([self.to_read.pop(0)])
        self.narrow()
        if not self.to_read:
            saves.keep_index()  # all read: for the next run

    def release(self) -> None:
        """Leaving: what the list read is kept in the folder's index for the next run."""
        saves.keep_index()

    def refresh(self) -> None:
        """The files again, ordered by their times (nothing read), and the page laid out:
        its saves read (only those changed since they were last checked); a save damaged
        since is said as it is set aside, not unsaid."""
        self.paths = saves.newest_first()
        self.briefs = saves.known(self.paths)
        self.filter()

    def read(self, paths: list[Path]) -> None:
        """Read the summaries of ``paths``; one damaged or gone leaves the list (said)."""
        listing = saves.summaries(paths)
        self.briefs.update((s.path, s) for s in listing.slots)
        gone = set(paths) - {s.path for s in listing.slots}
        if gone:
            self.paths = [p for p in self.paths if p not in gone]
            self.listed = [p for p in self.listed if p not in gone]
        said_saves(self.app, listing.problems)

    def filter(self) -> None:
        """The search box's text (when it is offered) applied: every file without text; with
        it, the read ones whose names hold it, the others to read (:meth:`update`)."""
        # with the box, Space and ← → type into it; without, they move and press as anywhere
        keys = ButtonFocus.beside_typing() if self.searching() else ButtonFocus()
        self.focus.steps, self.focus.press = keys.steps, keys.press
        part = players.folded(self.search.value) if self.searching() else ""
        self.to_read = [p for p in self.paths if part and p not in self.briefs]
        self.narrow()

    def narrow(self) -> None:
        """The files listed: those whose names hold the search's text, of those read."""
        part = players.folded(self.search.value) if self.searching() else ""
        before = self.listed
        self.listed = [
            p for p in self.paths if not part or (p in self.briefs and holds(self.briefs[p], part))
        ]
        if self.listed != before or not self.rows:
            self.page = min(self.page, max(0, (len(self.listed) - 1) // self.per_page()))
            self.resize()

    def page_slots(self) -> list[saves.Slot]:
        """The page's saves, read now where they are not yet (one damaged leaves the list, and
        the page is filled from the next)."""
        while True:
            first = self.page * self.per_page()
            page = self.listed[first : first + self.per_page()]
            unread = [p for p in page if p not in self.briefs]
            if not unread:
                return [self.briefs[p] for p in page]
            self.read(unread)
            self.page = min(self.page, max(0, (len(self.listed) - 1) // self.per_page()))
