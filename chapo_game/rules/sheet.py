"""The score sheet (hoja de marcaciones, carom 001 art. 11): every shot of the encuentro."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

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
)


@dataclass(frozen=True)
class SheetRow:
    """One shot: its number within the partida, who played, in which phase, the points it gave
    the shooter, the foul (code, points for the opponent, rule), and the running score after it
    (``score[0]`` for player 0, ``score[1]`` for player 1)."""

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

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["pins_down"] = list(self.pins_down)
        d["pocketed"] = list(self.pocketed)
        d["score"] = list(self.score)
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> SheetRow:
        return SheetRow(
            partida=int(d["partida"]),
            shot=int(d["shot"]),
            player=int(d["player"]),
            name=str(d["name"]),
            ball=str(d["ball"]),
            phase=str(d["phase"]),
            points=int(d["points"]),
            foul=d["foul"],
            foul_points=int(d["foul_points"]),
            rule=d["rule"],
            pins_down=tuple(d.get("pins_down", ())),
            pocketed=tuple(d.get("pocketed", ())),
            score=(int(d["score"][0]), int(d["score"][1])),
        )


@dataclass
class ScoreSheet:
    """The rows in order. ``players`` are the two names (for the CSV header comment)."""

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

    def to_csv(self) -> str:
        """CSV with a header row; ``pins_down`` and ``pocketed`` joined with ``+``."""
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_COLUMNS)
        for r in self.rows:
            w.writerow(
                [
                    r.partida,
                    r.shot,
                    r.player,
                    r.name,
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
                ]
            )
        return buf.getvalue()

    def to_json(self) -> list[dict[str, Any]]:
        return [r.to_json() for r in self.rows]

    @staticmethod
    def from_json(players: tuple[str, str], rows: Iterable[dict[str, Any]]) -> ScoreSheet:
        return ScoreSheet(players, [SheetRow.from_json(r) for r in rows])
