"""The players' file as its reader takes it: what a list and a player must hold, the values of
the list as a whole set back to their defaults, and the players refused left out by name.

Its payload is ``{"kind": "players", "players": [<player>...], "computer_level": 1-3,
"counted": [<partida key>...]}``. A player is ``{"id", "name", "shots", "points", "fouls",
"chapos", "partidas": [won, lost], "encuentros": [won, lost], "best": <best partida> | null,
"opponents": {<key>: {"name", "partidas": [won, lost], "encuentros": [won, lost]}}}``: an
opponent's key is the other player's id, or ``computer:<level>`` — the record against the
computer by level. A player and a head-to-head line may hold ``"conceded": [won, lost]``, the
encuentros of theirs that ended by an abandono
(:func:`~chapo_game.player_counts.count_conceded`): absent where none is known — none
conceded, or a record kept before they were counted (a line's were not, at first: the player's
alone). The best partida is the won partida that made the most of its target a shot
(``{"shots", "target", "score", "opponent", "date"}``: :func:`~chapo_game.player_counts.beats`;
a record kept before the target was, has none).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from . import record
from .errors import InputError, quote

KIND = "players"
MAX_PLAYERS = 500  # the most a players.json may hold and still be read
MAX_COUNT = 10**9
LEVELS = (1, 2, 3)
#: the head-to-head keys of the computer, one per level (the records read the level back)
COMPUTER_KEYS = frozenset(f"computer:{n}" for n in LEVELS)
DEFAULT_LEVEL = 2


def mended_list(payload: Any) -> tuple[Any, list[str]]:
    """``payload`` — a list that passes :func:`check_list` — with each value of the list as a
    whole that its reader refuses back to its default, and why: a computer's level of 9 or a
    damaged record of partidas counted set the whole club's list aside, every player with it.
    Of the partidas counted, the keys that are text are kept (a partida whose key is lost
    could be counted again if its encuentro is still saved: one partida, not every record)."""
    mends = []
    level = payload.get("computer_level")
    if type(level) is not int or level not in LEVELS:
        mends.append(f"computer_level: {quote(level)} is not 1-3; {DEFAULT_LEVEL} taken")
        payload = {**payload, "computer_level": DEFAULT_LEVEL}
    counted = payload.get("counted", [])
    if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
        mends.append("counted: expected a list of partida keys; the keys that are text kept")
        kept = [c for c in counted if isinstance(c, str)] if isinstance(counted, list) else []
        payload = {**payload, "counted": kept}
    return payload, mends


#: hold (names are printable), so no name reads as a place.
PLACE_MARK = "\x1f"


def left_out_name(p: Any, i: int) -> str:
    """How a player left out of the list is named: his name; a name the list refuses, its
    printable part cut to the longest name (a 60-character name was named "players[5]", a
    place in a file no club reads); no name at all, his place counted from 1 after
    :data:`PLACE_MARK`, which no name holds (said by the window as the list's n.º 6 — "#6"
    was also a name the list takes)."""
    name = p.get("name") if isinstance(p, dict) else None
    if not isinstance(name, str):
        return f"{PLACE_MARK}{i + 1}"
    shown = " ".join("".join(c for c in name if c.isprintable()).split())
    if not shown:
        return f"{PLACE_MARK}{i + 1}"
    cut = record.MAX_NAME_CHARS
    return shown if len(shown) <= cut else shown[: cut - 1].rstrip() + "…"


def salvaged(payload: Any) -> tuple[Any, list[tuple[str, str]]]:
    """``payload`` — a list that passes :func:`check_list` — less the players its reader
    refuses (:func:`check_player`), and for each one left out its name (or place in the list)
    and why."""
    kept, refused = [], []
    ids: set[str] = set()
    names: set[str] = set()
    for i, p in enumerate(payload["players"]):
        try:
            check_player(p, f"players[{i}]", ids, names)
        except InputError as exc:
            refused.append((left_out_name(p, i), str(exc)))
            continue
        kept.append(p)
    return {**payload, "players": kept}, refused


# ---------------------------------------------------------------------- checking the file
def _count(value: Any, at: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise InputError(at, f"expected a whole number from 0 to {MAX_COUNT}, got {quote(value)}")
    return value


def _pair(value: Any, at: str) -> None:
    if not isinstance(value, list) or len(value) != 2:
        raise InputError(at, "expected [won, lost]")
    for i, v in enumerate(value):
        _count(v, f"{at}[{i}]")


def _target(value: Any, at: str) -> None:
    """A partida's target: a partida to 0 points was never won in so many shots."""
    if type(value) is not int or not 1 <= value <= MAX_COUNT:
        raise InputError(at, f"expected a target from 1 to {MAX_COUNT} points, got {quote(value)}")


def check_name(value: Any, at: str) -> None:
    if not isinstance(value, str) or not value.strip() or len(value) > record.MAX_NAME_CHARS:
        raise InputError(at, f"expected a name of 1 to {record.MAX_NAME_CHARS} characters")
    if not value.isprintable():
        raise InputError(at, f"text {quote(value)} holds a control character")


def _date(value: Any, at: str) -> None:
    try:
        ok = isinstance(value, str) and date.fromisoformat(value).isoformat() == value
    except ValueError:
        ok = False
    if not ok:
        raise InputError(at, f"expected a day as YYYY-MM-DD, got {quote(value)}")


def check_player(p: Any, at: str, ids: set[str], names: set[str]) -> None:
    """Raise :class:`InputError` naming what is wrong with one player of the list (``at``:
    where he stands in it); ``ids`` and ``names`` are the players' before him, his added when
    he passes (two of one id or one name would be one player)."""
    if not isinstance(p, dict):
        raise InputError(at, "expected an object")
    pid = p.get("id")
    if not isinstance(pid, str) or not pid.isalnum() or len(pid) > 32 or pid in ids:
        raise InputError(f"{at}.id", f"{quote(pid)} is not a unique short id")
    check_name(p.get("name"), f"{at}.name")
    folded = p["name"].casefold()
    if folded in names:  # the list finds a player by name: two would be one
        raise InputError(f"{at}.name", f"{quote(p['name'])} is in the list twice")
    for k in ("shots", "points", "fouls", "chapos"):
        _count(p.get(k), f"{at}.{k}")
    _pair(p.get("partidas"), f"{at}.partidas")
    _pair(p.get("encuentros"), f"{at}.encuentros")
    if "conceded" in p:  # written once an encuentro of his was conceded
        _pair(p["conceded"], f"{at}.conceded")
    if "best" not in p:  # the records and their CSV read it: null when none yet
        raise InputError(f"{at}.best", "missing (null when no partida was won)")
    best = p.get("best")
    if best is not None and (not isinstance(best, dict) or not isinstance(best.get("score"), list)):
        raise InputError(f"{at}.best", "expected the best partida or null")
    if best is not None:
        _count(best.get("shots"), f"{at}.best.shots")
        _pair(best.get("score"), f"{at}.best.score")
        if (
            "target" in best
        ):  # kept since the best partida is judged by it (:func:`~chapo_game.player_counts.beats`)
            _target(best["target"], f"{at}.best.target")
        if "opponent" in best:
            check_name(best["opponent"], f"{at}.best.opponent")
        if "date" in best:
            _date(best["date"], f"{at}.best.date")
        if "chapo" in best and type(best["chapo"]) is not bool:  # kept since it is said
            raise InputError(
                f"{at}.best.chapo", f"expected true or false, got {quote(best['chapo'])}"
            )
    _check_opponents(p.get("opponents"), f"{at}.opponents")
    ids.add(pid)
    names.add(folded)


def _check_opponents(opponents: Any, at: str) -> None:
    """Raise :class:`InputError` naming what is wrong with a player's head-to-head lines."""
    if not isinstance(opponents, dict):
        raise InputError(at, "expected an object")
    for key, o in opponents.items():
        if _plain_line(key, o):
            continue  # what the checks below take, asked at once (a full list: 40,000 lines)
        if key.startswith("computer:") and key not in COMPUTER_KEYS:
            raise InputError(at, f"{quote(key)} is not a computer level 1-3")
        if not isinstance(o, dict):
            raise InputError(f"{at}.{key}", "expected an object")
        check_name(o.get("name"), f"{at}.{key}.name")
        _pair(o.get("partidas"), f"{at}.{key}.partidas")
        _pair(o.get("encuentros"), f"{at}.{key}.encuentros")
        if "conceded" in o:  # written once an encuentro between them was conceded
            _pair(o["conceded"], f"{at}.{key}.conceded")


def _plain_line(key: str, o: Any) -> bool:
    """Whether a head-to-head line is one the checks of :func:`check_player` take, asked in one
    expression of exact types: a club's fullest list holds 40,000 lines, each checked on
    every read and before every write, and the call for each value was a fifth of a
    partida's count. False sends the line through those checks, which name what is wrong
    (a type they take that this does not — a subclass — passes there), and a line with the
    abandonos of :func:`~chapo_game.player_counts.count_conceded`, few in any list, which
    they check too."""
    if type(o) is not dict or "conceded" in o:
        return False
    name, won_lost, enc = o.get("name"), o.get("partidas"), o.get("encuentros")
    return (
        (key in COMPUTER_KEYS or not key.startswith("computer:"))
        and type(name) is str
        and 0 < len(name) <= record.MAX_NAME_CHARS
        and name.isprintable()
        and not name.isspace()
        and type(won_lost) is list
        and len(won_lost) == 2
        and type(enc) is list
        and len(enc) == 2
        and type(won_lost[0]) is int
        and type(won_lost[1]) is int
        and type(enc[0]) is int
        and type(enc[1]) is int
        and 0 <= won_lost[0] <= MAX_COUNT
        and 0 <= won_lost[1] <= MAX_COUNT
        and 0 <= enc[0] <= MAX_COUNT
        and 0 <= enc[1] <= MAX_COUNT
    )


def check_list(payload: Any) -> None:
    """Raise :class:`InputError` naming what is wrong with the list as a whole — all but each
    player (:func:`check_player`)."""
    if not isinstance(payload, dict) or payload.get("kind") != KIND:
        raise InputError("kind", "not a list of players")
    players = payload.get("players")
    if not isinstance(players, list) or len(players) > MAX_PLAYERS:
        raise InputError("players", f"expected a list of at most {MAX_PLAYERS} players")


def check_payload(payload: Any) -> dict[str, Any]:
    """Raise :class:`InputError` naming the first problem; a payload that passes is usable
    as it is (nothing to mend: :func:`mended_list` leaves it unchanged)."""
    check_list(payload)
    _same, mends = mended_list(payload)
    if mends:
        raise InputError("players list", mends[0])
    ids: set[str] = set()
    names: set[str] = set()
    for i, p in enumerate(payload["players"]):
        check_player(p, f"players[{i}]", ids, names)
    return payload
