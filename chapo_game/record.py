"""Save and resume the encuentro in progress.

The window saves after every shot so that a power cut or a closed window loses nothing; the next
start offers to resume. The file is written atomically (temporary file + ``os.replace``); a write
that fails is reported, never raised, and the previous file stays (:mod:`chapo_game.fileio`). A
file that cannot be resumed (truncated, hand-edited, from an incompatible version, or describing
a match that could not go on) is never deleted: it is moved aside to
``<name>.damaged-<timestamp>`` and the caller gets one clear line to show, then starts fresh.

The document is ``{"format": "chapo-save", "version": 1, "chapo_version": "<the game's
version>", "payload": {...}}``; ``chapo_version`` says which version of the game wrote it (for
the player, and for a later version's migration; reading does not depend on it). For the encuentro
in progress the payload is ``{"kind": "encuentro", "computers": {"<seat>": <level>},
"match": <Match.to_json()>}``; :func:`check_encuentro` checks all of it — seats and levels,
names, scores, and the invariants of the match's phase — so that whatever loads can be resumed.
The window adds what only it uses — ``player_ids``, ``encuentro_id`` and ``strokes`` (each
shot's position and stroke, and the calls said after its own, for its replay:
:mod:`chapo_game.ui.strokes`) — and reads them leniently: a bad one loses a link or a replay,
never the encuentro.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from . import __version__, jsonio
from .errors import InputError, one_line, quote
from .file_aside import keep_aside
from .file_problems import missing_said
from .fileio import WriteFailure, is_file, remove_or_report, unreadable, write_or_report
from .names import same_name
from .paths import config_dir
from .position import parse_position, position_problems, repair_position, validate_position
from .rules.match import Match, MatchSettings
from .rules.settings import SHOOTING_PHASES, Phase
from .table import get_table
from .temp_files import remove_stale_temp_files

FORMAT = "chapo-save"
VERSION = 1
SAVE_NAME = "encuentro.json"
ENCUENTRO_KIND = "encuentro"
#: The computer player's levels (``chapo_game.ai.levels.LEVELS``; a test keeps them equal —
#: the save format must not import the computer player).
COMPUTER_LEVELS: tuple[int, ...] = (1, 2, 3)
#: A player's name as the window lets one type it is at most 16 characters.
MAX_NAME_CHARS = 40
#: Sanity bounds of a saved match (the window offers targets 20–50 and encuentros of 1–5).
MAX_TARGET = 500
MAX_PARTIDAS = 99
#: No partida reaches this many points: the target is at most MAX_TARGET, one shot adds < 30.
MAX_SCORE = MAX_TARGET + 100


@dataclass(frozen=True)
class Loaded:
    """What :func:`load` found: the payload, or ``None`` with an optional one-line ``message``
    (set when a damaged file was moved aside). ``repaired`` lists what loading mended (a ball a
    few micrometres into another, say) without refusing the file."""

    payload: dict[str, Any] | None
    message: str | None = None
    moved_to: Path | None = None
    repaired: tuple[str, ...] = field(default=())
    #: Written by a newer version of Chapó: not damaged, so left where it is, for that
    #: version (set aside as damaged, the newer version no longer found it).
    newer: bool = False
    #: There, but this account may not read it (another account's, mode 000): not damaged,
    #: and nothing tried to move it — it was said "damaged; could not be moved".
    unread: bool = False
    #: The file read: a file left where it is (:attr:`newer`, :attr:`unread`, or damaged in a
    #: folder it cannot be moved out of) is found again at every listing and every new
    #: encuentro, and the window says it once a session by its path
    #: (:meth:`chapo_game.ui.save_indexer.SaveIndexer.say`).
    path: Path | None = None
    #: A saved encuentro's referee state as its check built it (:func:`load_encuentro`): a
    #: resumed encuentro plays on it rather than parse its score sheet a second time.
    match: Any = field(default=None, compare=False, repr=False)


def save_path() -> Path:
    return config_dir() / SAVE_NAME


class Encoded:
    """A JSON array whose items are already encoded by :func:`encode`: a long encuentro's
    score-sheet rows and strokes are encoded once each, as they are played, and written as
    they are at every later save (:mod:`chapo_game.ui.save_texts`) — encoding them all again
    after every shot took the frame 10 ms at 300 shots, 35 ms at 1,000."""

    __slots__ = ("texts",)

    def __init__(self, texts: list[str]) -> None:
        self.texts = texts


def encode(value: Any) -> str:
    """``value`` as :func:`save` writes it: compact, keys sorted, ASCII; an :class:`Encoded`
    array in it is written as its items were encoded, not walked again (the same text)."""
    arrays: list[str] = []
    nonce = os.urandom(8).hex()  # no text of a player's can hold the mark by chance

    def mark(o: Any) -> str:
        if not isinstance(o, Encoded):
            raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
        arrays.append("[" + ",".join(o.texts) + "]")
        return f"\x00{nonce}:{len(arrays) - 1}\x00"

    text = json.dumps(value, separators=(",", ":"), sort_keys=True, default=mark)
    for i, array in enumerate(arrays):
        text = text.replace(json.dumps(f"\x00{nonce}:{i}\x00"), array, 1)
    return text


def save(
    payload: dict[str, Any], path: Path | None = None, limits: jsonio.Limits | None = None
) -> WriteFailure | None:
    """Write the encuentro in progress atomically. A failure (full disk, a folder in the way,
    no permission, a document larger than :func:`load` reads within ``limits``) is returned
    and said on stderr, never raised; the previous save is kept.

    Written compact: it is written on the window's frame after every shot, and ``json`` encodes
    without indentation in C — four times faster than indented, which for a long encuentro's
    strokes is the difference between a frame and a visible stall (``chapo bench``'s
    ``save_ms``); the rows and strokes given as :class:`Encoded` are not encoded again."""
    p = path or save_path()
    doc = {"format": FORMAT, "version": VERSION, "chapo_version": __version__, "payload": payload}
    text = encode(doc) + "\n"
    lim = limits or jsonio.SAVE_LIMITS
    # each object or list opens with a brace or a bracket: a text with fewer of them (those
    # in strings counted too) cannot hold too many — walked only when it might (it takes as
    # long as the writing; a long encuentro is saved after every shot)
    opened = text.count("{") + text.count("[")
    fits = opened <= lim.max_containers or readable_text(text, lim)
    return write_or_report(p, text, lim.max_bytes, fits)


def readable_text(text: str, limits: jsonio.Limits) -> bool:
    """:func:`readable_shape` of the document ``text`` encodes (:class:`Encoded` arrays in it
    as their items read)."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return readable_shape(doc, limits)


def readable_shape(doc: Any, limits: jsonio.Limits) -> bool:
    """Whether :func:`load` would take ``doc``'s depth and count of objects and lists: only
    its size was checked, and a list of players grown past the count was written, then set
    aside whole at the next start. (As long to walk as to write: asked of long texts only.)"""
    try:
        jsonio.check_shape(doc, "", limits)
    except InputError:
        return False
    return True


def clear(path: Path | None = None) -> WriteFailure | None:
    """Forget the saved encuentro (finished, or the player chose a new one); what stopped it
    (:func:`~chapo_game.fileio.remove_or_report`) is returned for the window to say."""
    return remove_or_report(path or save_path())


def exists(path: Path | None = None) -> bool:
    return is_file(path or save_path())


def load(
    path: Path | None = None,
    validate: Callable[[dict[str, Any]], Any] | None = None,
    limits: jsonio.Limits | None = None,
) -> Loaded:
    """Read a saved document through the guarded reader, within ``limits`` (a save's, if
    none are given).

    ``validate(payload)`` may raise any exception to say the payload is unusable (e.g. the
    referee refusing the match JSON); the file is then treated as damaged as well. When it
    returns a dict, that dict replaces the payload (a mended copy).
    """
    p = path or save_path()
    remove_stale_temp_files(p.parent, (p.name,))
    if not is_file(p):  # none, or a folder that cannot be entered, or a folder in the way
        return Loaded(None, message=missing_said(p), path=p)
    try:
        doc = jsonio.read_file(p, p.name, limits or jsonio.SAVE_LIMITS)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ValueError("not a file Chapó wrote")  # (saves and the players list alike)
        version = doc.get("version")
        if type(version) is int and version > VERSION:
            why = f"written by a newer version (save version {version})"
            return Loaded(None, message=why, newer=True, path=p)
        if version != VERSION:
            raise ValueError(f"unsupported save version {quote(version)}")
        payload = doc.get("payload")
        if not isinstance(payload, dict):
            raise ValueError("nothing is saved in it (no payload)")
        if validate is not None:
            checked = validate(payload)
            if isinstance(checked, dict):
                payload = checked
    except Exception as exc:  # anything unusable is "damaged": keep it aside, start fresh
        reason = one_line(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        moved = keep_aside(p)
        unread = moved is None and unreadable(p)
        return Loaded(None, message=reason, moved_to=moved, unread=unread, path=p)
    return Loaded(payload, path=p)


def load_encuentro(path: Path | None = None) -> Loaded:
    """The saved encuentro, checked by :func:`check_encuentro` (mended where a few micrometres
    were wrong; what was mended is in ``repaired`` and said on stderr)."""
    mends: list[str] = []
    built: list[Match] = []

    def validate(payload: dict[str, Any]) -> dict[str, Any]:
        checked, found, match = _checked_encuentro(payload)
        mends.extend(found)
        built.append(match)
        return checked

    loaded = load(path, validate)
    if loaded.payload is None:
        return loaded
    loaded = replace(loaded, match=built[-1])
    if mends:
        sys.stderr.write(f"chapo: saved game mended on loading: {'; '.join(mends)}\n")
        return replace(loaded, repaired=tuple(mends))
    return loaded


# ---------------------------------------------------------------------- the encuentro payload
def check_encuentro(payload: Any) -> tuple[dict[str, Any], list[str]]:
    """Check a saved encuentro completely; return it (position mended, see
    :func:`~chapo_game.position.repair_position`) and what was mended. Raises
    :class:`InputError` naming the first problem: a payload that passes can be resumed."""
    checked, mends, _match = _checked_encuentro(payload)
    return checked, mends


def _checked_encuentro(payload: Any) -> tuple[dict[str, Any], list[str], Match]:
    """:func:`check_encuentro`, and the match its check built (the payload's, as mended)."""
    if not isinstance(payload, dict):
        raise InputError("payload", "expected a JSON object")
    if payload.get("kind") != ENCUENTRO_KIND:
        raise InputError("kind", "not an encuentro in progress")
    computers = payload.get("computers", {})
    check_computers(computers)
    data = payload.get("match")
    if not isinstance(data, dict):
        raise InputError("match", "missing")
    check_texts(data, "match")
    data, mends = _mended_position(data)
    match = Match.from_json(data)
    check_match(match, data)
    # the settings as the rules read them: a value the record left out is the rules' default,
    # and whoever reads the record next (the saves list) finds it there, not a missing key
    data = {**data, "settings": match.settings.to_json()}
    return {**payload, "computers": computers, "match": data}, mends, match


def check_computers(computers: Any) -> None:
    """``{"<seat>": <level>}``: seats "0"/"1", levels 1–3, whole numbers."""
    if not isinstance(computers, dict):
        raise InputError("computers", "expected an object of seat -> level")
    for seat, level in computers.items():
        if seat not in ("0", "1"):
            raise InputError("computers", f"seat {quote(seat)} is not 0 or 1")
        if type(level) is not int or level not in COMPUTER_LEVELS:
            raise InputError(f"computers.{seat}", f"level {quote(level)} is not 1, 2 or 3")


def check_texts(data: Any, where: str) -> None:
    """Every text in the record printable (no NUL, no line break, no lone surrogate: the
    window cannot draw them); names non-empty and short. The texts are first looked at
    without naming their places (a long encuentro holds about 60,000 values: naming each
    took half of its reading time); only a record with a bad text is walked again to say
    where it is."""
    if _has_bad_text(data):
        _name_bad_text(data, where)  # raises, naming the place (unless a false alarm)
    players = data.get("players") if isinstance(data, dict) else None
    if not isinstance(players, list) or len(players) != 2:
        raise InputError(f"{where}.players", "expected two names")
    for i, name in enumerate(players):
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_CHARS:
            raise InputError(
                f"{where}.players[{i}]", f"expected a name of 1 to {MAX_NAME_CHARS} characters"
            )
    if same_name(players[0]) == same_name(players[1]):
        # the window never seats one player twice: he would win and lose each partida of
        # his own record, and his head to head would hold a line against himself
        raise InputError(f"{where}.players", f"{quote(players[0])} in both seats")


def _has_bad_text(data: Any) -> bool:
    """Whether any text (value or key) in ``data`` may not be printable, looked at in one
    pass of the C JSON encoder rather than value by value: written without ASCII escapes, a
    text that is not printable either stays so in the dump or becomes one of the escapes
    below. A literal backslash before ``n`` also matches: a false alarm only sends the
    record to the exact walk of :func:`_name_bad_text`."""
    dump = json.dumps(data, ensure_ascii=False)
    return not dump.isprintable() or _ESCAPED_CONTROL.search(dump) is not None


#: What ``json.dumps`` writes for a control character: ``\n`` ``\r`` ``\t`` ``\b``
#: ``\f`` and ``\u00XX`` (the other C0 characters).
_ESCAPED_CONTROL = re.compile(r"\\[nrtbf]|\\u00")


def _name_bad_text(data: Any, where: str) -> None:
    """Raise :class:`InputError` at the first text that is not printable, naming its place."""
    stack: list[tuple[Any, str]] = [(data, where)]
    while stack:
        value, at = stack.pop()
        if isinstance(value, str):
            if not value.isprintable():
                raise InputError(at, f"text {quote(value)} holds a control character")
        elif isinstance(value, dict):
            for k, v in value.items():
                stack.append((k, f"{at} (a key)"))
                stack.append((v, f"{at}.{k}"))
        elif isinstance(value, list):
            stack.extend((v, f"{at}[{i}]") for i, v in enumerate(value))


def _mended_position(data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The record with its position mended when it is a few micrometres wrong (the rest of
    what can be wrong with it is for :meth:`Match.from_json` to say)."""
    try:
        table = get_table(MatchSettings.from_json(data.get("settings")).profile)
        pos = parse_position(data.get("position"), table)
    except InputError:
        return data, []
    if next(position_problems(pos, table), None) is None:
        return data, []
    mended, mends = repair_position(pos, table)
    validate_position(mended, table)  # still wrong: refused with the first problem left
    return {**data, "position": mended.to_json()}, mends


def check_match(match: Match, data: dict[str, Any]) -> None:
    """The invariants a match must keep to be played on (``data`` is its record): two scores
    and two partida counts in range, the partida number that follows from them, and what each
    phase needs — the lag winner who chooses, the breaker, the ball to play, the chooser of the
    rey's spot, the winner of a finished partida."""
    _check_numbers(match, data)
    _check_standing(match)
    _check_phase(match, data)


def _check_numbers(match: Match, data: dict[str, Any]) -> None:
    """The settings within bounds; two scores and two partida counts, whole and in range."""
    s = match.settings
    if s.target > MAX_TARGET or s.partidas > MAX_PARTIDAS:
        raise InputError("settings", f"a partida to {s.target}, best of {s.partidas}: too long")
    for key in ("scores", "partidas_won"):
        values = data.get(key)
        if (
            not isinstance(values, list)
            or len(values) != 2
            or any(type(v) is not int or not 0 <= v <= MAX_SCORE for v in values)
        ):
            raise InputError(key, f"expected two whole numbers from 0 to {MAX_SCORE}")


def _check_standing(match: Match) -> None:
    """The encuentro's standing adds up: its winner, the partidas won, the partida's number,
    the scores of a live partida (below the target; nothing but the head start before the
    first shot)."""
    s = match.settings
    phase = match.phase
    live = phase not in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER)
    won = match.partidas_won
    to_win = s.partidas_to_win
    # an abandono (Match.concede) ends it short of the partidas, at the lag with none played:
    # its save, kept while the records could not take it, was refused as not adding up
    left = match.conceded_by
    if phase == Phase.ENCUENTRO_OVER:
        short = left is not None and match.winner == 1 - left  # won by the one who stayed
        if (
            match.winner is None
            or (won[match.winner] < to_win and not short)
            or won[1 - match.winner] >= to_win
        ):
            raise InputError("winner", "the encuentro is over but its winner does not add up")
    elif max(won) >= to_win:
        raise InputError("partidas_won", f"{won} already decides the encuentro")
    finished = sum(won) if not live else sum(won) + 1
    lag = left is not None and match.partida_number == finished + 1  # conceded before a shot
    if match.partida_number != finished and not lag:
        raise InputError(
            "partida_number", f"{match.partida_number} does not follow from partidas won {won}"
        )
    if live and max(match.scores) >= s.target:
        raise InputError("scores", f"{match.scores} reach the target {s.target} in a live partida")
    before = (0, 0) if phase in (Phase.LAG, Phase.LAG_CHOICE) else s.head_start
    if phase in (Phase.LAG, Phase.LAG_CHOICE, Phase.SALIDA) and match.scores != before:
        raise InputError("scores", f"{match.scores} before the first shot of the partida")


def _check_phase(match: Match, data: dict[str, Any]) -> None:
    """What the phase needs: the lag winner who chooses, the breaker, the ball to play on the
    table, the rey's chooser only with a choice pending, a declared option on offer, the
    winner of a finished partida."""
    phase = match.phase
    if phase == Phase.LAG_CHOICE and match.lag_winner is None:
        raise InputError("lag_winner", "missing: nobody could choose to break")
    if phase == Phase.PARTIDA_OVER and (match.breaker is None or match.first_breaker is None):
        raise InputError("breaker", "missing: the next partida's breaker follows from it")
    if phase in SHOOTING_PHASES:
        if match.breaker is None or match.first_breaker is None:
            raise InputError("breaker", "missing in a partida under way")
        if phase == Phase.PLAY and match.position.balls.get(match.ball_to_play) is None:
            raise InputError("position", f"ball {match.ball_to_play} to play is not on the table")
    elif match.pending_rey_choice:
        raise InputError("rey_choices", f"a choice of the rey's spot in phase {phase.value}")
    if match.pending_rey_choice and data.get("rey_chooser") is None:
        raise InputError("rey_chooser", "missing for the pending choice of the rey's spot")
    if match.declared_option is not None and match.declared_option not in match.options():
        raise InputError("declared_option", f"{match.declared_option!r} is not on offer")
    if phase == Phase.PARTIDA_OVER and match.partida_winner is None:
        raise InputError("partida_winner", "missing in a finished partida")
