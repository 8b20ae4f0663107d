"""The list of players as the game holds it: each player's record, found by id or by name,
added, removed and renamed (:class:`Roster`); the names it takes.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import record
from .errors import InputError
from .names import folded, kept, list_key, same_name, tidy
from .player_check import DEFAULT_LEVEL, KIND, check_name

#: The most the list takes. Every pair of players who met keeps a head-to-head record, so the
#: file grows with the square of the list: 200 players who have all met, with the longest
#: names, fill about 25 MB (:data:`.jsonio.PLAYERS_LIMITS` reads up to 32).
FULL = 200
KEEP_COUNTED = 1000  # partida keys remembered against double counting


def matching(folded_names: dict[str, str], typed: str) -> list[str]:
    """The names that hold what is being typed (all of them while nothing is), from a map of
    each name to its :func:`folded` form (folded once, searched at every key)."""
    part = folded(typed)
    return [n for n, f in folded_names.items() if part in f]


def acceptable(name: str) -> bool:
    """Whether the list's reader takes this name (:func:`.player_check.check_name`, the very
    check): a name it refused — an invisible zero-width space, say — set the whole list aside
    at the next start."""
    try:
        check_name(name, "name")
    except InputError:
        return False
    return True


def new_player(name: str) -> dict[str, Any]:
    return {
        "id": secrets.token_hex(4),
        "name": name,
        "shots": 0,
        "points": 0,
        "fouls": 0,
        "chapos": 0,
        "partidas": [0, 0],
        "encuentros": [0, 0],
        "best": None,
        "opponents": {},
    }


@dataclass
class Roster:
    """The players, the computer's level, the partidas already counted; ``problem`` says
    what was wrong when the file was damaged, and ``moved_to`` where it was kept aside."""

    players: list[dict[str, Any]] = field(default_factory=list)
    computer_level: int = DEFAULT_LEVEL
    counted: list[str] = field(default_factory=list)
    problem: str | None = None
    moved_to: Path | None = None
    newer: bool = False  # the file is a newer version's: left as it is, never written over
    unread: bool = False  # there, but this account may not read it: not damaged, left as it is
    #: The players its reader refused and left out, by name (``players[i]`` where the name
    #: itself was bad): the others kept, the file as it was set aside (:func:`.players.load`).
    left_out: tuple[str, ...] = ()
    #: Whether a value of the list as a whole was back to its default
    #: (:func:`.player_check.mended_list`).
    mended: bool = False

    def by_id(self, pid: str | None) -> dict[str, Any] | None:
        return next((p for p in self.players if p["id"] == pid), None)

    def by_name(self, name: str) -> dict[str, Any] | None:
        """The player of that name, however its case and accents were typed (:func:`same_name`);
        where a list from before holds both "María" and "Maria", the one spelt as typed."""
        exact = tidy(name).casefold()
        key = same_name(name)
        return next((p for p in self.players if p["name"].casefold() == exact), None) or next(
            (p for p in self.players if same_name(p["name"]) == key), None
        )

    def names(self) -> list[str]:
        return sorted((p["name"] for p in self.players), key=list_key)

    def add(self, name: str) -> dict[str, Any] | None:
        """The player of that name, created if new (names are unique, case and accents
        ignored: :func:`same_name`); None
        when the list is full (:data:`FULL`): a list larger than its reader accepts would be
        kept aside as damaged at the next start, every record out of sight — and None for a
        name its reader refuses (:func:`acceptable`), for the same reason."""
        name = kept(name, record.MAX_NAME_CHARS)
        found = self.by_name(name)
        if found is not None:
            return found
        if len(self.players) >= FULL or not acceptable(name):
            return None
        p = new_player(name)
        self.players.append(p)
        return p

    def remove(self, pid: str) -> bool:
        """Take a player off the list, his record with him (False: no such player). The
        others' head-to-head lines against him are their history and stay, under his name;
        an encuentro saved with him plays on without counting for him — unless a player of his
        name is on the list again when a partida of it ends: then it counts for that one."""
        p = self.by_id(pid)
        if p is None:
            return False
        self.players.remove(p)
        return True

    def rename(self, pid: str, name: str) -> bool:
        """False when the name is empty, another player's or one the list's reader refuses
        (:func:`acceptable`). The others' head-to-head lines against him take the new name too
        (they went on saying the old one, in the CSV as well), and so do their best partidas
        won against him: a name is mended for a typo, and the screen showed both spellings."""
        name = kept(name, record.MAX_NAME_CHARS)
        other = self.by_name(name)
        p = self.by_id(pid)
        if p is None or not acceptable(name) or (other is not None and other is not p):
            return False
        old, p["name"] = p["name"], name
        for q in self.players:  # the head-to-head lines against him say his name as it is
            if pid in q["opponents"]:
                q["opponents"][pid]["name"] = name
                best = q["best"]
                if best is not None and best.get("opponent") == old:
                    best["opponent"] = name
        return True

    def to_payload(self) -> dict[str, Any]:
        return {
            "kind": KIND,
            "players": self.players,
            "computer_level": self.computer_level,
            "counted": self.counted[-KEEP_COUNTED:],
        }
