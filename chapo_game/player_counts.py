"""A finished partida (or an encuentro conceded) counted into both players' records.

Each partida is counted once: its key (the encuentro's id and the partida's number) is
remembered in the list's ``counted``, so a partida resumed after a crash is never counted
twice.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .player_list import Roster
from .rules.scoring import is_chapo
from .rules.sheet import CONCEDED


@dataclass(frozen=True)
class Seat:
    """Who sat at one side of the table: a player of the list (``pid``), a guest (no record)
    or the computer at a level."""

    name: str
    pid: str | None = None
    level: int | None = None

    def key(self) -> str | None:
        return f"computer:{self.level}" if self.level is not None else self.pid


def figures(rows: list[Any], seat: int) -> tuple[int, int, int, int]:
    """A seat's shots, points, fouls and chapós over score-sheet rows (a turn lost to the
    shot clock, or the row of an encuentro conceded, is no stroke: it scored nothing, and it
    is not counted as a shot)."""
    mine = [r for r in rows if r.player == seat and not r.timed_out and not conceded(r)]
    return (
        len(mine),
        sum(r.points for r in mine),
        sum(1 for r in mine if r.foul),
        sum(1 for r in mine if chapo_made(r)),
    )


def chapo_made(row: Any) -> bool:
    """Whether a score-sheet row is a chapó of its shooter's (all five down in a foul shot is
    none: before contact, it is the opponent's)."""
    return not row.foul and is_chapo(row.pins_down)


def conceded(row: Any) -> bool:
    """The row an encuentro conceded ends with (an abandono: no stroke, nothing scored)."""
    return row.phase == CONCEDED


def count_partida(
    roster: Roster,
    key: str,
    seats: tuple[Seat, Seat],
    rows: list[Any],
    winner: int,
    encuentro_winner: int | None = None,
    head_start: tuple[int, int] = (0, 0),
    *,
    target: int,
) -> bool:
    """Add one finished partida to both players' records (``rows``: its score-sheet rows;
    ``encuentro_winner`` when it also ended the encuentro; ``head_start``: the points each
    seat started from; ``target``: the points it was played to, the encuentro's rules', kept
    with a best partida so it is judged by them, :func:`beats`). False if already counted. A
    partida won from a head start of one's own is no best partida: "won in 4 shots, 22–0"
    was 15 points given and 7 scored."""
    listed = first_count(roster, key, seats)
    if listed is None:
        return False
    left = bool(rows) and conceded(rows[-1])  # won because the other left: not played out
    for seat, p in listed:
        shots, points, fouls, chapos = figures(rows, seat)
        p["shots"] += shots
        p["points"] += points
        p["fouls"] += fouls
        p["chapos"] += chapos
        won = winner == seat
        p["partidas"][0 if won else 1] += 1
        if encuentro_winner is not None:
            p["encuentros"][0 if encuentro_winner == seat else 1] += 1
        name, opp = line_against(roster, p, seats[1 - seat])
        if opp is not None:
            opp["partidas"][0 if won else 1] += 1
            if encuentro_winner is not None:
                opp["encuentros"][0 if encuentro_winner == seat else 1] += 1
        score = list(rows[-1].score) if rows else [0, 0]
        if won and not left and not head_start[seat] and beats(shots, target, p["best"]):
            p["best"] = {
                "shots": shots,
                "target": target,
                "score": [score[seat], score[1 - seat]],
                "opponent": name,
                "date": time.strftime("%Y-%m-%d"),
                "chapo": ended_by_chapo(rows, seat),
            }
    return True


def ended_by_chapo(rows: list[Any], seat: int) -> bool:
    """Whether ``seat`` won the partida of ``rows`` by a chapó, its last shot: his own, or the
    one the other's ball made before touching a ball, given to him («¡Chapó! La partida para
    Luis»). Kept with his best partida, whose "1 tiro, a 40, 30–0" read as a partida not won
    (and "3 tiros, a 40, 15–4", won by the other's chapó, as well)."""
    if not rows:
        return False
    last = rows[-1]
    return chapo_made(last) if last.player == seat else last.foul == "chapo_before_contact"


def beats(shots: int, target: int, best: dict[str, Any] | None) -> bool:
    """Whether a partida won to ``target`` in ``shots`` of one's own is better than the ``best``
    kept, as a club player judges it: by the points of its target a shot made, ``target /
    shots`` — fewer shots alone kept a win to 20 in 6 over one to 40 in 9 (3,33 a shot against
    4,44) for a club that plays to both. The target, not the score: a win is the target
    reached, however far past it the last shot went, and a chapó's win is what it is, the
    partida won — its whole target, at the shots it took, whatever the score then stood at.
    Compared cross-multiplied, whole numbers: 20 in 6 and 40 in 12 are even, and an even one
    leaves the best kept, the first to get there. A best kept before the target was (no
    ``target``) is taken as played to this partida's: nothing says to what it was, and so it
    is judged by shots, as it was when kept, until a better one takes its place."""
    if best is None:
        return True
    kept_target = best.get("target", target)
    return target * best["shots"] > kept_target * shots


def count_conceded(roster: Roster, key: str, seats: tuple[Seat, Seat], winner: int) -> bool:
    """An encuentro conceded (:meth:`~chapo_game.rules.match.Match.concede`) into both
    players' records: won by ``winner``, lost by the other, and kept apart as an abandono
    (``"conceded": [won, lost]``, shown beside the encuentros), in their head-to-head lines
    too: «Contra Luis: encuentros 1–0» read the same whether Luis lost at the table or walked
    away at 2–8. Its partida in play, if any, is counted by :func:`count_partida` with no
    encuentro. False if already counted."""
    listed = first_count(roster, key, seats)
    if listed is None:
        return False
    for seat, p in listed:
        at = 0 if winner == seat else 1
        p["encuentros"][at] += 1
        p.setdefault("conceded", [0, 0])[at] += 1
        _name, opp = line_against(roster, p, seats[1 - seat])
        if opp is not None:
            opp["encuentros"][at] += 1
            opp.setdefault("conceded", [0, 0])[at] += 1
    return True


def first_count(
    roster: Roster, key: str, seats: tuple[Seat, Seat]
) -> list[tuple[int, dict[str, Any]]] | None:
    """The seats' players on the list, each (seat, record), with ``key`` marked counted — or
    ``None`` when it was already: a partida or an encuentro is counted once, however many
    times the window that ended it asks (a resume, a retry after a failed write)."""
    if key in roster.counted:
        return None
    roster.counted.append(key)
    found = [(seat, roster.by_id(seats[seat].pid)) for seat in (0, 1)]
    return [(seat, p) for seat, p in found if p is not None]


def line_against(
    roster: Roster, p: dict[str, Any], other: Seat
) -> tuple[str, dict[str, Any] | None]:
    """The other seat's name as the list has it now, and ``p``'s head-to-head line against
    him (made if new; ``None`` for a guest, who is nobody in particular). The name is the
    list's: an encuentro saved before a rename carries the old one, which wrote it back over
    the rename (head to head and best partida)."""
    listed = roster.by_id(other.pid) if other.pid is not None else None
    name = listed["name"] if listed is not None else other.name
    if other.key() is None:
        return name, None
    opp = p["opponents"].setdefault(
        other.key(), {"name": name, "partidas": [0, 0], "encuentros": [0, 0]}
    )
    opp["name"] = name
    return name, opp


def seat_ids(
    roster: Roster, names: Sequence[str], ids: Sequence[str | None], computers: Any
) -> list[str | None]:
    """Whose records an encuentro's partidas count for, seat by seat: the seat's player of the
    list, found by name when the encuentro has no id for him — or an id no longer on the list
    (a player removed and added again has a new one: his partidas go to him, not to nobody) —
    never the player of the other seat (one renamed to the removed one's name); a computer's
    seat, nobody's. One rule for the count as a partida ends and for the question before a
    player is removed: the question counted only the saves holding his id, and missed those
    that counted for him by name."""
    out = list(ids)
    for i, name in enumerate(names):
        if i not in computers and roster.by_id(out[i]) is None:
            found = roster.by_name(name)
            if found is not None and found["id"] != out[1 - i]:
                out[i] = found["id"]
    return out
