"""The saves folder, and a save as the lists read it: where the slots' files lie and each one
of them, what in the folder is no save, a saved encuentro (:class:`Slot`) and its summary —
what the folder's listing (:mod:`chapo_game.save_listing`), the summaries and their index
(:mod:`chapo_game.save_index`) and the slots (:mod:`chapo_game.saves`) all stand on. Nothing
here keeps anything between two questions.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import file_problems, record
from .errors import readable
from .fileio import is_file
from .names import same_name
from .paths import config_dir

SAVES_DIR = "saves"
TWO_PLAYERS = "two"
VS_COMPUTER = "computer"


def saves_dir() -> Path:
    return config_dir() / SAVES_DIR


def mode_of(computers: dict[Any, Any]) -> str:
    return VS_COMPUTER if computers else TWO_PLAYERS


def slot_key(names: tuple[str, str] | list[str], computers: dict[Any, Any]) -> str:
    """The same for the same two players in either seat and mode: their names folded as the
    list of players folds them (:func:`same_name`: case, accents, spacing and Unicode
    form aside, the ñ kept) — "Maria" typed is María there, and her saved encuentro here."""
    folded = sorted(same_name(n) for n in names)
    return f"{mode_of(computers)}:{folded[0]}|{folded[1]}"


def clean_ids(value: Any) -> list[str | None]:
    """A saved ``player_ids`` entry made safe: two short ids or None each (anything else in a
    hand-edited file only loses the link to the records, never the encuentro)."""
    if not isinstance(value, list) or len(value) != 2:
        return [None, None]
    return [v if isinstance(v, str) and v.isalnum() and len(v) <= 32 else None for v in value]


@dataclass(frozen=True)
class Slot:
    """A saved encuentro as the resume screen lists it."""

    path: Path
    payload: dict[str, Any]
    saved: float  # when it was last saved (seconds since the epoch)
    #: The referee's match its check built, read whole
    #: (:func:`chapo_game.save_index.load_slot`): taken once by the game that resumes it
    #: (:meth:`take_match`).
    checked: list[Any] = field(default_factory=list, compare=False, repr=False)

    def take_match(self) -> Any:
        """The match the slot's check built, once (a second resume of this slot parses its
        own: the first plays on, and changes, this one); ``None`` when there is none. Parsing
        a 2,000-shot score sheet a second time was 15 % of a long save's resume."""
        return self.checked.pop() if self.checked else None

    @property
    def match(self) -> dict[str, Any]:
        return self.payload["match"]

    @property
    def players(self) -> tuple[str, str]:
        a, b = self.match["players"]
        return (a, b)

    @property
    def computers(self) -> dict[int, int]:
        return {int(k): int(v) for k, v in self.payload.get("computers", {}).items()}

    @property
    def player_ids(self) -> list[str | None]:
        """The seats' links to the list of players (:func:`clean_ids`)."""
        return clean_ids(self.payload.get("player_ids"))

    @property
    def key(self) -> str:
        return slot_key(self.players, self.computers)

    @property
    def scores(self) -> tuple[int, int]:
        a, b = self.match["scores"]
        return (a, b)

    @property
    def partidas_won(self) -> tuple[int, int]:
        a, b = self.match["partidas_won"]
        return (a, b)

    @property
    def partida(self) -> int:
        return int(self.match["partida_number"])

    @property
    def finished(self) -> bool:
        """An encuentro over whose last partida the records have not taken yet (the window
        closed while it was counted, or the list could not be written): the slot stays until
        it is counted (resumed, it is)."""
        return self.match.get("phase") == "encuentro_over"

    @property
    def winner(self) -> int | None:
        w = self.match.get("winner")
        return w if w in (0, 1) else None

    @property
    def format(self) -> tuple[int, int]:
        """The encuentro's partidas and each partida's target, as it keeps them (the settings
        changed since are the next encuentro's)."""
        settings = self.match["settings"]
        return int(settings["partidas"]), int(settings["target"])


@dataclass(frozen=True)
class Listing:
    """Every slot that loads, newest first, and one line for each file that did not (moved
    aside as ``<name>.damaged-<timestamp>``)."""

    slots: list[Slot]
    problems: list[record.Loaded] = field(default_factory=list)


def slot_files() -> list[Path]:
    files = []
    with contextlib.suppress(OSError):
        files = sorted(p for p in saves_dir().glob("*.json") if p.is_file())
    legacy = record.save_path()
    return [*files, legacy] if is_file(legacy) else files


def each_slot_file() -> Iterator[Path]:
    """:func:`slot_files` one at a time, unsorted: the legacy save, then the folder's."""
    legacy = record.save_path()
    if is_file(legacy):
        yield legacy
    with contextlib.suppress(OSError), os.scandir(saves_dir()) as entries:
        for entry in entries:
            if entry.name.endswith(".json") and entry.is_file():
                yield Path(entry.path)


def not_saves() -> list[record.Loaded]:
    """Each ``*.json`` in the saves folder that is no file (a folder, a FIFO, a link to no
    file), as one that could not be read, named, and left where it is (nothing damaged, or
    moved): they vanished from the list unsaid, and a folder among good saves was said as
    every save unread. Told by its type alone: a FIFO is never opened (reading it waits)."""
    found = []
    with contextlib.suppress(OSError):
        for path in sorted(saves_dir().glob("*.json")):
            why = file_problems.not_a_file(path)
            if why is not None:
                found.append(
                    record.Loaded(None, message=f"{readable(path.name)}: {why}", unread=True)
                )
    return found


def folder_problems() -> list[record.Loaded]:
    """What a look at the saves folder finds wrong without reading a save: the folder that
    cannot be read (or a file in its place), and each ``*.json`` that is no file."""
    unread = file_problems.missing_said(saves_dir() / "slot.json")
    if unread is not None:
        return [record.Loaded(None, message=unread)]
    return not_saves()


def summary(slot: Slot) -> Slot:
    """The slot with only what the list shows (:class:`Slot`'s properties read nothing
    else): a long encuentro's payload is about a megabyte in memory, its summary a few
    hundred bytes."""
    m = slot.match
    said = ("players", "scores", "partidas_won", "partida_number", "phase", "winner")
    brief = {k: m[k] for k in said if k in m}
    brief["settings"] = {k: m["settings"][k] for k in ("partidas", "target")}
    kept = {k: slot.payload[k] for k in ("computers", "player_ids") if k in slot.payload}
    return Slot(slot.path, {**kept, "match": brief}, slot.saved)  # ids: the names of now
