"""A finished partida counted into the players' list off the frame loop.

A club's fullest list (200 players who have all met, 5 MB) takes about half a second to read,
change and write under its lock, and seconds on a slow bar PC or a share: counted on the frame
loop, the window froze at every partida's end. The game counts it here instead; until the
count is done the partida stays marked uncounted in the save, so a window killed meanwhile
counts it at its next chance (the list's id list skips one already counted). What the count
met is taken in on the frame loop (:func:`poll`, every frame, whatever screen is on top: the
celebration of the partida covers the game while it counts).

The count starts one frame late, once the frame that ended the partida is drawn: that frame
opens the celebration, whose first drawing makes many calls that let go of the interpreter,
and a count running beside it took it back at each — the frame took 220 ms instead of 50.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from chapo_game import player_list, players
from chapo_game.file_lock import BUSY

from .offloop import OffLoop

#: The counts not yet taken in (only the frame loop's thread touches it).
_RUNNING: list[Counting] = []
#: How many times a count tries again while another window keeps the list busy (each try waits
#: :data:`~chapo_game.file_lock.LOCK_WAIT_S` for it: a minute in all). Off the frame loop the
#: waiting costs the window nothing; a count still refused stays uncounted in the save.
BUSY_TRIES = 12


class Counting(OffLoop):
    """One change of the list (:func:`players.update`) made on a worker thread; ``result``
    is its :class:`players.Updated`, ``error`` what it raised. ``done`` is called with it on
    the frame loop once it is over (:meth:`take`)."""

    def __init__(
        self, change: Callable[[player_list.Roster], bool], done: Callable[[Counting], None]
    ) -> None:
        self.change = change
        self.done = done
        self.taken = False
        self.polls = 0  # the frames it has waited to start (:func:`poll`)
        self.stopping = threading.Event()  # no more tries: the window waits for it
        _RUNNING.append(self)
        super().__init__(start=False)

    def work(self) -> players.Updated[bool]:
        """The change, tried again while another window keeps the list busy (never made
        without the lock: :func:`players.update`) — until it is taken, or the window waits
        for it (quitting, the records screen: one wait for the lock at most)."""
        for _ in range(BUSY_TRIES):
            updated = players.update(self.change)
            failure = updated.failure
            if failure is None or failure.reason != BUSY or self.stopping.is_set():
                break
        return updated

    def take(self, wait: bool = False) -> bool:
        """Once the count is over (``wait``: waited for, its last try), ``done`` is called,
        once; whether it has been."""
        if not self.taken and (wait or self.ready):
            self.stopping.set()
            self.wait()
            self.taken = True
            if self in _RUNNING:
                _RUNNING.remove(self)
            self.done(self)
        return self.taken


def poll() -> None:
    """The window's every frame, before it is drawn: every count that is over taken in, and
    those made in an earlier frame started (one made this frame starts at the next)."""
    for count in list(_RUNNING):
        count.polls += 1
        if count.polls > 1:
            count.begin()
        count.take()


def running() -> bool:
    """A count not yet taken in: what it meets, taken in, may change any screen (the window
    keeps no picture of the screens under an overlay meanwhile)."""
    return bool(_RUNNING)


def wait_all() -> None:
    """Every count still running waited for and taken in: what is read of the list next
    holds them (the records screen opened right after a partida showed the list without
    it)."""
    for count in list(_RUNNING):
        count.take(wait=True)
