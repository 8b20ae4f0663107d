"""The saves list's reading: the files ordered by their times (nothing read), and every save
not known yet read off the frame loop by the window's reader — the page's first, then the next
page's, and for the search all the others — the rows coming as they are read. A club's 3,000
saves were all read before the list showed a row, then a page's at once (100–200 ms a frame);
the search then read the others on the frame loop, a few a frame (frames of 31 ms, up to 110,
for the 23 s it took to look through 3,000)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from chapo_game import saves
from chapo_game.names import folded

from ..focus import ButtonFocus
from ..memo import Memo
from ..widgets import Button, TextField
from .resume_words import holds


class SavesPages:
    """The reading part of :class:`.resume.ResumeScene`."""

    #: The page whose next has been asked for ahead.
    looked_at = -1
    #: The page's files the window's reader is reading for it (their rows come as they are).
    coming: tuple[Path, ...] | list[Path] = ()
    #: How many files the reader had checked when the list last took in what it read.
    seen = 0

    # set up by ResumeScene
    app: Any
    page: int
    paths: list[Path]
    listed: list[Path]
    briefs: dict[Path, saves.Slot]
    to_read: set[Path]
    search: TextField
    rows: list[tuple[saves.Slot, pygame.Rect, Button, Button]]
    focus: Any
    #: Whether a save's names hold the search's text, by (file, text): the list is narrowed
    #: again at each save the reader brings in, and 3,000 saves' names folded again each time
    #: were most of a frame.
    matches: Memo[bool]

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
        """What the window's reader has read since, for the page or the search, comes in (the
        frame loop reads no save) — and a file listed as known that it found changed since
        (:meth:`refresh`); with nothing left to search, the next page's are asked for
        ahead (read here, a page first turned to read its four to six long saves at once:
        100 ms with a club's, 240 ms a save of 2,000 shots)."""
        news = self.app.indexer.checked_since(self.seen)
        self.seen += len(news)
        waited = [p for p in news if p in self.to_read or p in self.coming or p in self.briefs]
        if waited:
            self.arrived(waited)
        if not self.to_read and self.page != self.looked_at:  # a page turned to: the next
            self.looked_at = self.page
            first = (self.page + 1) * self.per_page()
            ahead = [
                p for p in self.listed[first : first + self.per_page()] if p not in self.briefs
            ]
            if ahead:
                self.app.indexer.want(ahead, soon=False)

    def release(self) -> None:
        """Leaving: what the list read is kept in the folder's index for the next run (written
        off the frame loop: the club's 3,000 files listed and the index rewritten)."""
        self.app.indexer.keep()

    def refresh(self) -> None:
        """The files again, ordered by their times as last listed (nothing read, the folder
        listed only if it changed: :func:`chapo_game.saves.listed`), and the page laid out;
        the saves not known are asked of the reader (a save damaged since is said as it sets
        it aside). The reader's mark first: a file it checks meanwhile is taken in after. The
        reader passes through the folder again, off the loop: a save changed where it lies
        (spoilt by hand, its folder unchanged) leaves the list as it is set aside."""
        self.seen = self.app.indexer.checked()
        self.app.indexer.start()
        self.paths = saves.newest_first()
        self.briefs = saves.known(self.paths)
        self.filter()

    def filter(self) -> None:
        """The search box's text (when it is offered) applied: every file without text; with
        it, the read ones whose names hold it, and the others asked of the reader
        (:meth:`update` takes them in as they are read)."""
        # with the box, Space and ← → type into it; without, they move and press as anywhere
        keys = ButtonFocus.beside_typing() if self.searching() else ButtonFocus()
        self.focus.steps, self.focus.press = keys.steps, keys.press
        part = self.sought()
        unread = [p for p in self.paths if part and p not in self.briefs]
        self.to_read = set(unread)
        if unread:  # after the page's
            self.app.indexer.want(unread, soon=False)
        self.pace()
        self.narrow()

    def narrow(self) -> None:
        """The files listed: those whose names hold the search's text, of those read."""
        part = self.sought()
        before = self.listed
        self.listed = [p for p in self.paths if not part or self.holds(p, part)]
        if self.listed != before or not self.rows:
            self.page = min(self.page, max(0, (len(self.listed) - 1) // self.per_page()))
            self.resize()

    def sought(self) -> str:
        """The search's text, folded as names are compared ("" without the box)."""
        return folded(self.search.value) if self.searching() else ""

    def holds(self, path: Path, part: str) -> bool:
        """Whether the save of ``path`` is read and one of its players' names holds ``part``."""
        brief = self.briefs.get(path)
        return brief is not None and self.matches.get((path, part), lambda: holds(brief, part))

    def pace(self) -> None:
        """The reader hurried while the search waits for it (300 saves looked through in 6 s
        at its pace beside the frame loop, 1 s so), calm again once it has them."""
        if self.to_read:
            self.app.indexer.hurry()
        elif self.app.indexer.hurried:
            self.app.indexer.calm()

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

    def arrived(self, paths: list[Path]) -> None:
        """The files the list waited for that the reader has checked since: those it knows now
        into the list, the page's into its rows; those it still does not know leave the list
        — set aside as damaged, gone, or kept for a newer version (the reader has said them)."""
        got = saves.known(paths)
        self.briefs.update(got)
        done = set(paths)
        self.to_read -= done
        self.pace()
        lost = done - set(got)
        if lost:
            self.paths = [p for p in self.paths if p not in lost]
        page = any(p in done for p in self.coming)
        self.coming = [p for p in self.coming if p not in done]
        before = self.listed
        self.narrow()
        if page and self.listed == before:  # its rows, which narrowing leaves as they were
            self.resize()
