"""The score sheet (hoja de marcaciones, carom 001 art. 11): every shot of the encuentro, with
its breakdown — what fell and what was pocketed, what each was worth, the foul and its reason —
kept as the shot's calls, so the window and the CSV say it in words."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .. import jsonio
from ..errors import InputError, quote
from ..spreadsheet import as_text, csv_writer
from ..table import BALL_IDS, PIN_IDS
from .calls.announcement import Announcement, named
from .settings import OPTIONS
from .words import RefereeWords, player_name

CSV_COLUMNS: tuple[str, ...] = (
    "partida",
    "shot",
    "player",
    "name",
    "ball",
    "phase",
    "points",
    "foul",
    "foul_points",
    "rule",
    "pins_down",
    "pocketed",
    "score_0",
    "score_1",
    "off_table",
    "pins_points",
    "pocketed_points",
    "breakdown",
    "option",
)

#: The phase of the row an encuentro conceded ends with (an abandono: no stroke, nothing
#: scored). Conceded at the lag, before any shot, the row is numbered shot 0, as the head
#: starts are in the CSV, and has no ball (the lag had not given one): its "shot 1, ball 1"
#: was a shot that never was.
CONCEDED = "conceded"


@dataclass(frozen=True)
class SheetRow:
    """One shot: its number within the partida, who played, in which phase, the points it gave
    the shooter, the foul (code, points for the opponent, rule), and the running score after it
    (``score[0]`` for player 0, ``score[1]`` for player 1). The breakdown: ``pins_points`` and
    ``pocketed_points`` (what ``points`` is made of; 0 in a foul shot), ``off_table``, and
    ``calls``, the referee's calls of the shot itself (what fell, what was pocketed, the points
    or the foul with its reason) — :meth:`breakdown` says them in a language. ``option``: the
    ball-in-hand option the shot was declared and judged under (guide 4), or ``None``."""

    partida: int
    shot: int
    player: int
    name: str
    ball: str
    phase: str
    points: int
    foul: str | None
    foul_points: int
    rule: str | None
    pins_down: tuple[str, ...] = ()
    pocketed: tuple[str, ...] = ()
    score: tuple[int, int] = (0, 0)
    off_table: tuple[str, ...] = ()
    pins_points: int = 0
    pocketed_points: int = 0
    calls: tuple[Announcement, ...] = ()
    option: str | None = None

    @property
    def timed_out(self) -> bool:
        """A turn lost to the shot clock (carom 001 art. 8.7), not a shot: no stroke was
        played, so a player's records do not count it among his shots."""
        return any(a.key == "time_out" for a in self.calls)

    def breakdown(self, lang: str = "es") -> str:
        """The shot in words: "El rey y dos laterales: 7 · 7 para Ana"."""
        return " · ".join(a.message(lang) for a in self.calls)

    def to_json(self) -> dict[str, Any]:
        out = {
            "partida": self.partida,
            "shot": self.shot,
            "player": self.player,
            "name": self.name,
            "ball": self.ball,
            "phase": self.phase,
            "points": self.points,
            "foul": self.foul,
            "foul_points": self.foul_points,
            "rule": self.rule,
            "pins_down": list(self.pins_down),
            "pocketed": list(self.pocketed),
            "score": list(self.score),
            "off_table": list(self.off_table),
            "pins_points": self.pins_points,
            "pocketed_points": self.pocketed_points,
            "calls": [{"key": a.key, "params": dict(a.params)} for a in self.calls],
        }
        if self.option is not None:  # (a row with none reads as it did before options were kept)
            out["option"] = self.option
        return out

    @staticmethod
    def from_json(d: dict[str, Any]) -> SheetRow:
        """Read back from a save; the ids the figures and the breakdown count are checked
        (a hand-edited ``"pins_down": [["rey"]]`` passed and stopped the end of a partida)."""
        if d["player"] not in (0, 1) or isinstance(d["player"], bool):
            raise InputError("sheet", f"player {quote(d['player'])} is not 0 or 1")
        for key, known in (("pins_down", PIN_IDS), ("pocketed", BALL_IDS), ("off_table", BALL_IDS)):
            ids = d.get(key, ())
            if not isinstance(ids, list | tuple) or not all(
                isinstance(i, str) and i in known for i in ids
            ):
                raise InputError(f"sheet.{key}", f"{quote(ids)} is not a list of ids")
        if d.get("option") not in (None, *OPTIONS):
            raise InputError("sheet.option", f"{quote(d['option'])} is not an option or null")
        for key in ("foul", "rule"):
            if d[key] is not None and not isinstance(d[key], str):
                raise InputError(f"sheet.{key}", f"{quote(d[key])} is not a text or null")
        score = d["score"]
        if not isinstance(score, list | tuple) or len(score) != 2:
            raise InputError("sheet.score", f"{quote(score)} is not two scores")
        return SheetRow(
            partida=_whole(d["partida"], "partida", 1, SCORE_MOST),
            # 0: an abandono at the lag, before any shot (:data:`CONCEDED`)
            shot=_whole(d["shot"], "shot", int(d["phase"] != CONCEDED), SCORE_MOST),
            player=int(d["player"]),
            name=str(d["name"]),
            ball=str(d["ball"]),
            phase=str(d["phase"]),
            points=_whole(d["points"], "points", 0, SHOT_MOST),
            foul=d["foul"],
            foul_points=_whole(d["foul_points"], "foul_points", 0, SHOT_MOST),
            rule=d["rule"],
            pins_down=tuple(d.get("pins_down", ())),
            pocketed=tuple(d.get("pocketed", ())),
            score=(
                _whole(score[0], "score", 0, SCORE_MOST),
                _whole(score[1], "score", 0, SCORE_MOST),
            ),
            off_table=tuple(d.get("off_table", ())),
            pins_points=_whole(d.get("pins_points", 0), "pins_points", 0, SHOT_MOST),
            pocketed_points=_whole(d.get("pocketed_points", 0), "pocketed_points", 0, SHOT_MOST),
            calls=tuple(Announcement.from_json(a) for a in d.get("calls", ())),
            option=d.get("option"),
        )


#: Bounds a saved row's figures are read within: far above any shot (a chapó with every ball
#: pocketed is under 40) and any score (a partida is at most 500), far below what the list of
#: players refuses — a hand-edited ``"points": -50`` or ``1e30`` was read, counted into the
#: players' records, and the list then refused itself and left the player out.
SHOT_MOST, SCORE_MOST = 100, 10_000


def _whole(value: Any, key: str, least: int, most: int) -> int:
    """A row's figure: a whole number (not ``true``, ``2.9`` nor ``"7"``) from ``least`` to
    ``most``."""
    if type(value) is not int or not least <= value <= most:
        raise InputError(f"sheet.{key}", f"{quote(value)} is not a whole number {least}–{most}")
    return value


@dataclass
class ScoreSheet:
    """The rows in order. ``players`` are the two names, as the encuentro names them (the CSV
    has no header of its own: each row names its shooter)."""

    players: tuple[str, str] = ("Jugador 1", "Jugador 2")
    rows: list[SheetRow] = field(default_factory=list)

    def add(self, row: SheetRow) -> None:
        self.rows.append(row)

    def partida_rows(self, partida: int) -> list[SheetRow]:
        return [r for r in self.rows if r.partida == partida]

    def next_shot_number(self, partida: int) -> int:
        return len(self.partida_rows(partida)) + 1

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.rows)

    def to_csv(self, lang: str = "es", given: Sequence[Announcement] = ()) -> str:
        """CSV with a header row; ``pins_down``, ``pocketed`` and ``off_table`` joined with
        ``+``; ``breakdown`` is the shot's calls in ``lang`` (the game's language by default),
        and the list separator ``lang``'s spreadsheets read (``;`` in Spanish).
        A default name is written in ``lang`` ("Ordenador" saved in Spanish is "Computer" in
        English). Names and the breakdown are written so that no spreadsheet runs them as a formula
        (:func:`~chapo_game.spreadsheet.as_text`). New columns are only ever added at the end.

        ``given``: the head starts (``Match.head_start_calls``); each partida opens with a row
        for each, shot 0 and phase ``head_start`` — a first shot's score of 10 for a player who
        made nothing was written with nothing to say where it came from. An encuentro
        conceded at the lag has none (no partida began, nothing was given: its abandono's
        "0–0" came after "Luis empieza con 10 tantos"), its one row shot 0 with no ball."""
        buf = io.StringIO()
        w = csv_writer(buf, lang)  # separated as ``lang``'s spreadsheets read it
        w.writerow(CSV_COLUMNS)
        words = RefereeWords(lang)
        start = [0, 0]  # the score each partida starts from
        for a in given:
            start[a.params["player"]] = a.params["points"]
        partida = None
        for r in self.rows:
            if r.partida != partida and r.shot:  # a partida begun: opened by its head starts
                for a in given:
                    name = as_text(player_name(self.players[a.params["player"]], words))
                    w.writerow(head_start_cells(a, r.partida, start, name, lang))
            partida = r.partida
            w.writerow(
                [
                    r.partida,
                    r.shot,
                    r.player,
                    as_text(player_name(r.name, words)),
                    r.ball,
                    r.phase,
                    r.points,
                    r.foul or "",
                    r.foul_points,
                    r.rule or "",
                    "+".join(r.pins_down),
                    "+".join(r.pocketed),
                    r.score[0],
                    r.score[1],
                    "+".join(r.off_table),
                    r.pins_points,
                    r.pocketed_points,
                    as_text(r.breakdown(lang)),
                    r.option or "",
                ]
            )
        return buf.getvalue()

    def to_json(self) -> list[dict[str, Any]]:
        return [r.to_json() for r in self.rows]

    @staticmethod
    def from_json(players: tuple[str, str], rows: Any) -> ScoreSheet:
        """Read back from a save, each row naming its shooter, and in its calls each seat, by
        the name the encuentro gives that seat now (:func:`.calls.announcement.named`): a player
        renamed since the save was two players on one sheet."""
        read = jsonio.read_items(rows, "sheet", SheetRow.from_json, "a list of rows")
        return ScoreSheet(players, [renamed(r, players) for r in read])


def head_start_cells(
    a: Announcement, partida: int, start: Sequence[int], name: str, lang: str
) -> list[Any]:
    """The CSV row of head start ``a`` (given to ``name``) at the head of ``partida``
    (:meth:`ScoreSheet.to_csv`): shot 0, phase ``head_start``, the score both start from."""
    cells = {
        **dict.fromkeys(("foul_points", "pins_points", "pocketed_points"), 0),
        "partida": partida,
        "shot": 0,
        "player": a.params["player"],
        "name": name,
        "phase": "head_start",
        "points": start[a.params["player"]],
        "score_0": start[0],
        "score_1": start[1],
        "breakdown": as_text(a.message(lang)),
    }
    return [cells.get(c, "") for c in CSV_COLUMNS]


def renamed(row: SheetRow, players: tuple[str, str]) -> SheetRow:
    """``row`` with its shooter and the seats its calls name as ``players`` name them."""
    calls = tuple(named(a, players) for a in row.calls)
    if row.name == players[row.player] and calls == row.calls:
        return row
    return replace(row, name=players[row.player], calls=calls)
