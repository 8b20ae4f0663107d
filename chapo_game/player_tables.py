"""The players' records as tables: ordered by name or as a club's standings, their places,
and the CSV of them that a club opens in its spreadsheet.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Callable, Sequence
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from .fileio import WriteFailure, write_new, write_or_report
from .i18n import decimal
from .names import list_key
from .paths import config_dir
from .player_check import COMPUTER_KEYS
from .player_list import Roster
from .rules.words import RefereeWords, msg, player_name
from .spreadsheet import EXCEL_MARK, as_text, csv_names, csv_writer, number, records_stem

CSV_COLUMNS = (
    "player",
    "encuentros_won",
    "encuentros_lost",
    "partidas_won",
    "partidas_lost",
    "shots",
    "points",
    "points_per_shot",
    "fouls",
    "fouls_per_shot",
    "chapos",
    "best_partida_shots",
    "best_partida_target",  # the points it was played to; empty for one kept before it was
    "best_partida_score",
    # 1 where it was won by a chapó ("30–0" to 40), 0 where not, empty for one kept before
    # it was said
    "best_partida_by_chapo",
    "best_partida_opponent",  # whom the best partida was won against, as the screen says
    "best_partida_date",  # and when (year-month-day: every spreadsheet reads it as a date)
    "opponent",
    "computer_level",  # the opponent's level where he is the computer (1-3), else empty
    # a player's row: what the standings rank (:func:`against_people`), where the columns
    # above hold the computer's too; a head-to-head row: empty (its opponent is the row's)
    "encuentros_vs_people_won",
    "encuentros_vs_people_lost",
    "partidas_vs_people_won",
    "partidas_vs_people_lost",
    # of the encuentros won and lost (a player's, or against the row's opponent), those that
    # ended by an abandono: empty where none is known (a record kept before they were counted)
    "encuentros_won_by_concession",
    "encuentros_lost_by_concession",
    "place",  # in the standings the file was written in (shared by equals), else empty
)


def per_shot(n: int, shots: int) -> float:
    """``n`` a shot to the hundredth, a half rounded up as a scorer writes it: 34 points in
    16 shots are 2,13 (``round`` gave 2,12, a half going to the even digit)."""
    if not shots:
        return 0.0
    exact = Decimal(n) / Decimal(shots)
    return float(exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def per_shot_text(n: int, shots: int) -> str:
    """So many a shot, as every screen shows it: "6,54" (two decimals, the language's mark)."""
    return decimal(per_shot(n, shots), 2)


def points_a_shot(p: dict[str, Any]) -> float:
    """A player's points per shot over his record."""
    return per_shot(p["points"], p["shots"])


def against_people(p: dict[str, Any], what: str) -> tuple[int, int]:
    """A player's ``what`` ("partidas" or "encuentros") won and lost less those against the
    computer (his head-to-head lines against it, by level): the club's standings rank members
    on what they did against people — a member climbed them by beating level 1. Guests count
    (a person at the club's table); the computer's stay in his record, under their heading."""
    won, lost = p[what]
    for key, o in p["opponents"].items():
        if key in COMPUTER_KEYS:
            won, lost = won - o[what][0], lost - o[what][1]
    return max(0, won), max(0, lost)


def _by_encuentros(q: dict[str, Any]) -> tuple[Any, ...]:
    """Encuentros won (fewer lost among equals), then partidas won less lost, then points per
    shot — as a championship's table tells equals apart — all but the last against people."""
    (ew, el), (pw, pl) = against_people(q, "encuentros"), against_people(q, "partidas")
    return (-ew, el, -(pw - pl), -points_a_shot(q), list_key(q["name"]))


def _by_partidas(q: dict[str, Any]) -> tuple[Any, ...]:
    won, lost = against_people(q, "partidas")
    return (-won, lost, list_key(q["name"]))


#: How each order of the records screen (:data:`~chapo_game.settings.RECORDS_ORDERS`) lists
#: the players: by name, or as a club's standings — encuentros won (:func:`_by_encuentros`),
#: partidas won (fewer lost first among equals), both against people (:func:`against_people`),
#: or points per shot over every shot (more shots first; the record keeps no shots by
#: opponent, and a shot's points are the player's own whoever sat across).
_ORDER_KEYS: dict[str, Callable[[dict[str, Any]], tuple[Any, ...]]] = {
    "name": lambda q: (list_key(q["name"]),),
    "encuentros": _by_encuentros,
    "partidas": _by_partidas,
    "points": lambda q: (-points_a_shot(q), -q["shots"], list_key(q["name"])),
}


def ordered(people: list[dict[str, Any]], order: str = "name") -> list[dict[str, Any]]:
    """The players in ``order`` (one of :data:`~chapo_game.settings.RECORDS_ORDERS`); equals
    stand by name."""
    return sorted(people, key=_ORDER_KEYS[order])


def has_standing(p: dict[str, Any], order: str) -> bool:
    """Whether a player has anything to be ranked by in ``order``: a member who has not played
    a partida (or taken a shot) is not 44th at 0,00 points a shot, he is not in it yet."""
    if order in ("encuentros", "partidas"):  # against people: not by playing the computer
        return sum(against_people(p, order)) > 0
    if order == "points":
        return p["shots"] > 0
    return True


def ranked(people: list[dict[str, Any]], order: str) -> list[tuple[int | None, dict[str, Any]]]:
    """The players in a standings ``order``, each with his place: equals by what the order
    ranks (not by name) share it, and the next place is counted past them (1, 2, 2, 4), as
    sports tables do — two members with the same record are not first and second. Those with
    nothing to rank by (:func:`has_standing`) follow, by name, with no place (None)."""

    def standing(q: dict[str, Any]) -> tuple[Any, ...]:
        return _ORDER_KEYS[order](q)[:-1]  # the order's key less the name

    out: list[tuple[int | None, dict[str, Any]]] = []
    for k, p in enumerate(ordered([q for q in people if has_standing(q, order)], order), 1):
        same = bool(out) and standing(out[-1][1]) == standing(p)
        out.append((out[-1][0] if same else k, p))
    return out + [(None, p) for p in ordered([q for q in people if not has_standing(q, order)])]


def place_labels(places: Sequence[tuple[int | None, Any]]) -> list[str]:
    """Each place of :func:`ranked` as a table writes it: "3." alone, "7=" shared — two members
    level at 7th read "7." twice, as if one of them were misprinted; none: empty."""
    shared = shared_places(places)
    return ["" if k is None else f"{k}=" if k in shared else f"{k}." for k, _p in places]


def shared_places(places: Sequence[tuple[int | None, Any]]) -> set[int]:
    """The places of :func:`ranked` that more than one player holds."""
    count = Counter(k for k, _p in places if k is not None)
    return {k for k, n in count.items() if n > 1}


def head_to_head_order(line: tuple[str, dict[str, Any]]) -> tuple[Any, ...]:
    """A record's head-to-head lines as the records screen lists them: the people by name,
    then the computer by level — the export had "Ordenador" sorted among the people, between
    Luis and Pilar, where the screen shows it under its own heading after them."""
    key, o = line
    machine = key.startswith("computer:")
    return (machine, "" if machine else list_key(o["name"]), key)


#: A head-to-head line against a player no longer on the list, in the CSV as on the screen
#: (the same words as the records screen's, in the file's language).
REMOVED = msg("{name} (removed)", "{name} (ya no está en la lista)")


def records_csv(roster: Roster, lang: str = "es", order: str = "name") -> str:
    """One row per player (``opponent`` empty), then one per player and opponent (head to head,
    the computer by level: its rows, all named "Ordenador", differ by ``computer_level``), same
    columns; separated and with decimals as ``lang``'s spreadsheets read them. The computer is
    named in ``lang``, as the score sheet's CSV names it: a partida played in English stored it
    as "Computer", and the Spanish file said "Computer" where the screen said "Nivel 2".

    The players come in ``order``, the records screen's: a club that exports its standings
    gets them as it saw them, each with his ``place`` (:func:`ranked`; empty by name, and for
    a member with nothing to rank by yet). The best partida says to what target it was
    played, whom it was won against and when, as the screen does: the file gave its shots and
    score alone, and 6 shots to 20 read as better than 9 to 40."""
    out = io.StringIO()
    w = csv_writer(out, lang)
    w.writerow(CSV_COLUMNS)
    words = RefereeWords(lang)
    listed = (
        ranked(roster.players, order)
        if order != "name"
        else [(None, p) for p in ordered(roster.players)]
    )
    for place, p in listed:
        best = p["best"] or {}
        score = "–".join(str(v) for v in best.get("score", []))  # "20-5" read as a date
        w.writerow(
            [
                as_text(p["name"]),
                *p["encuentros"],
                *p["partidas"],
                p["shots"],
                p["points"],
                number(points_a_shot(p), lang),
                p["fouls"],
                number(per_shot(p["fouls"], p["shots"]), lang),
                p["chapos"],
                best.get("shots", ""),
                best.get("target", ""),
                score,
                int(best["chapo"]) if "chapo" in best else "",
                as_text(player_name(best["opponent"], words)) if "opponent" in best else "",
                best.get("date", ""),
                "",
                "",
                *against_people(p, "encuentros"),
                *against_people(p, "partidas"),
                *by_concession(p),
                "" if place is None else place,
            ]
        )
    here = {p["id"] for p in roster.players}
    for _place, p in listed:
        for key, o in sorted(p["opponents"].items(), key=head_to_head_order):
            who = player_name(o["name"], words)
            if key not in here and key not in COMPUTER_KEYS:  # a removed player's line, marked
                # as the screen marks it: beside a new member of his name, two rows alike
                who = words.gettext(REMOVED).format(name=who)
            w.writerow(
                [
                    as_text(p["name"]),
                    *o["encuentros"],
                    *o["partidas"],
                    *[""] * 12,  # a player's row's figures and best partida
                    as_text(who),
                    key.removeprefix("computer:") if key.startswith("computer:") else "",
                    *[""] * 4,  # against people: a player's row's
                    *by_concession(o),
                    "",  # place: a player's row's
                ]
            )
    return out.getvalue()


def by_concession(record: dict[str, Any]) -> list[int | str]:
    """A record's (a player's or a head-to-head line's) encuentros won and lost by an
    abandono, as the CSV writes them: empty where none are known, not 0 — a record kept
    before they were counted may hold some."""
    return list(record.get("conceded", ("", "")))


def export_csv(
    roster: Roster, path: Path | None = None, lang: str = "es", order: str = "name"
) -> tuple[Path, WriteFailure | None]:
    """Write the records in ``order`` to a new ``exports/records-<time>.csv`` in the config
    folder (atomically), with UTF-8's byte-order mark: without it Excel on Windows read "Peña"
    as "PeÃ±a"."""
    text = EXCEL_MARK + records_csv(roster, lang, order)
    if path is not None:
        return path, write_or_report(path, text)
    return write_new(csv_names(config_dir() / "exports", records_stem()), text)
