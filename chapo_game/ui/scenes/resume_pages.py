"""The saves list's reading: the files ordered by their times (nothing read), the page's saves
not known yet and the next page's read off the frame loop by the window's reader (the rows
come as they are read), and for the search the others a few a frame — a club's 3,000 saves
were all read before the list showed a row, then a page's at once (100–200 ms a frame)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from chapo_game import players, saves

from ..damaged import said_saves
from ..focus import ButtonFocus
from ..widgets import Button, TextField
from .resume_words import holds


class SavesPages:
    """The reading part of :class:`.resume.ResumeScene`."""

    #: How long a frame may spend reading saves for the search (s): at least one is read.
    READ_S = 0.008
    #: The page whose next has been asked for ahead.
    looked_at = -1
    #: The page's files the window's reader is reading for it (their rows come as they are).
    coming: tuple[Path, ...] | list[Path] = ()

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
        """The page's rows read off the loop come in; the search goes on through the saves
        not read yet, a few a frame; else the next page's are asked for ahead, off the loop
        (read here, a page first turned to read its four to six long saves at once: 100 ms
        with a club's, 240 ms a save of 2,000 shots)."""
        if self.coming:
            self.arrived()
        if not self.to_read:
            if self.page != self.looked_at:  # a page turned to: the next read ahead
                self.looked_at = self.page
                first = (self.page + 1) * self.per_page()
                ahead = [
                    p for p in self.listed[first : first + self.per_page()] if p not in self.briefs
                ]
                if ahead:
                    self.app.indexer.want(ahead, soon=False)
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
        """The page's saves that are read; the others are asked of the window's reader, off
        the loop (:class:`~..save_indexer.SaveIndexer`), and come as they are read
        (:meth:`arrived`)."""
        first = self.page * self.per_page()
        page = self.listed[first : first + self.per_page()]
        unread = [p for p in page if p not in self.briefs]
        if unread and unread != self.coming:
            self.app.indexer.want(unread)
        self.coming = unread
        return [self.briefs[p] for p in page if p in self.briefs]

    def arrived(self) -> None:
        """The page's saves the reader has read since, into the rows. Those it is done with
        and still does not know leave the list: set aside as damaged, gone, or kept for a
        newer version (the reader has said them); any other is looked at here, found so at
        once, and said (:meth:`read`)."""
        done = not self.app.indexer.busy()
        got = saves.known(self.coming)
        if got:
            self.briefs.update(got)
            self.coming = [p for p in self.coming if p not in got]
        elif done:
            left, self.coming = self.coming, []
            listed = set(saves.newest_first())
            gone = {p for p in left if p not in listed}
            self.paths = [p for p in self.paths if p not in gone]
            self.listed = [p for p in self.listed if p not in gone]
            self.read([p for p in left if p in listed])
        else:
            return
        self.page = min(self.page, max(0, (len(self.listed) - 1) // self.per_page()))
        self.resize()
