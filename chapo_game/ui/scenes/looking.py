"""A new encuentro's question waiting for the saves no index knows yet, read off the loop.

Why: a player renamed since his encuentro was saved is found by the list's ids in the saves'
summaries (:func:`chapo_game.saves.find_renamed`); after an upgrade, the saves of the version
before the index are known of none until each is read once. Read on the frame loop there, a
club's three hundred long encuentros froze the window 7.5 s; the window's reader
(:class:`~..save_indexer.SaveIndexer`) reads them off the loop, and this says so meanwhile,
with how far it has got and a way back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from chapo_game.i18n import _, shown_name

from .confirm import ConfirmScene


class LookingScene(ConfirmScene):
    """ "Looking for …": until the reader is done, then ``then`` (the question, or the
    encuentro) in its place; Back (or Esc) does nothing. ``words(n, m)``: what it is looking
    for, with ``n`` of the ``m`` saves read; by default, a saved encuentro of ``names``."""

    def __init__(
        self,
        app: Any,
        names: Sequence[str],
        then: Callable[[], None],
        words: Callable[[int, int], str] | None = None,
    ) -> None:
        self.then = then
        p, q = (shown_name(n) for n in [*names, "", ""][:2])
        reader = app.indexer

        def between(n: int, m: int) -> str:
            return _(
                "Looking for a saved encuentro between {p} and {q} among the saves of an "
                "earlier version ({n} of {m} read)…"
            ).format(p=p, q=q, n=n, m=m)

        said = words or between
        super().__init__(
            app,
            lambda: said(min(reader.read, reader.found), reader.found),
            [("back", lambda: _("Back"), lambda: None)],
        )
        reader.hurry()

    def moving(self) -> bool:
        return True  # drawn as the count goes up

    def update(self) -> None:
        if not self.app.indexer.busy():
            self.app.pop()
            self.then()
