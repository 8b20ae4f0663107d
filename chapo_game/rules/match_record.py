"""The encuentro's JSON round trip: :meth:`MatchRecord.to_json` writes the whole state as a
versioned record, :meth:`MatchRecord.from_json` reads it back, refusing a damaged one by the
name of its bad field.

Kept apart from the play because a save is read by other rules than a shot: every field is
checked as a hand-edited file may have it, and the record's bytes must not change when the
play's code does (a saved encuentro resumes as it was left).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Self

from .. import jsonio
from ..errors import InputError
from ..position import Position
from ..table import MINGO_SPOT_IDS, PIN_IDS
from .calls.announcement import Announcement, named
from .lag import LagOutcome
from .match_state import MatchState, seat
from .respot import AUX_SPOTS
from .settings import OPTIONS, MatchSettings, Phase
from .sheet import ScoreSheet
from .verdict import Verdict

#: Version of :meth:`MatchRecord.to_json`; :meth:`MatchRecord.from_json` refuses other versions.
RECORD_VERSION = 1
RECORD_FORMAT = "chapo-match"


class MatchRecord(MatchState):
    """The match's record: written and read back to the identical state."""

    def to_json(self, sheet: bool = True) -> dict[str, Any]:
        """The whole encuentro as versioned JSON; :meth:`from_json` restores the identical
        state (scores, phase, position, next player, pending choices, sheet). ``sheet`` False:
        its rows left out (an empty list), for a saver that encodes each row once."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "players": list(self.players),
            "settings": self.settings.to_json(),
            "phase": self.phase.value,
            "position": self.position.to_json(),
            "to_move": self.to_move,
            "balls": list(self._balls),
            "scores": list(self._scores),
            "partidas_won": list(self._partidas_won),
            "partida_number": self.partida_number,
            "first_breaker": self.first_breaker,
            "breaker": self.breaker,
            "lag_winner": self.lag_winner,
            "lags": [lg.to_json() for lg in self.lags],
            "declared_option": self.declared_option,
            "pin_homes": {p: self.pin_homes[p] for p in PIN_IDS},
            "mingo_waiting": self.mingo_waiting,
            "rey_choices": list(self._rey_choices),
            "rey_chooser": self._rey_chooser,
            "partida_winner": self.partida_winner,
            "winner": self.winner,
            "announcements": [a.to_json() for a in self.announcements],
            "last_verdict": None if self.last_verdict is None else self.last_verdict.to_json(),
            "sheet": self.sheet.to_json() if sheet else [],
        }

    def dumps(self) -> str:
        """The record as JSON text, keys sorted: the same encuentro gives the same bytes."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def loads(cls, text: str) -> Self:
        """A record from JSON text, read by the guarded reader (:mod:`chapo_game.jsonio`)."""
        return cls.from_json(jsonio.loads(text, "match", jsonio.SAVE_LIMITS))

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """Load a record written by :meth:`to_json`; raises :class:`InputError` naming the bad
        field (wrong format or version included)."""
        if not isinstance(data, dict):
            raise InputError("match", "expected a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise InputError("format", f"not a Chapó match record (expected {RECORD_FORMAT!r})")
        if data.get("version") != RECORD_VERSION:
            raise InputError(
                "version",
                f"unsupported version {data.get('version')!r} (expected {RECORD_VERSION})",
            )
        try:
            settings = MatchSettings.from_json(data["settings"])
            m = cls(tuple(data["players"]), settings)
            m.phase = Phase(data["phase"])
            m.position = Position.from_json(data["position"], m.table)
            m._load_turns(data)
            m._load_spots(data)
            m._load_said(data)
        except InputError:
            raise
        except KeyError as exc:  # a field the record lacks, named as the others are
            raise InputError(f"match.{exc.args[0]}", "missing") from None
        except (TypeError, ValueError) as exc:
            raise InputError("match", f"damaged record ({type(exc).__name__}: {exc})") from None
        return m

    def _load_turns(self, data: Any) -> None:
        """:meth:`from_json`'s whose turn and the count: the player to move, the balls' seats,
        scores, partidas, who breaks and the lags (each refused by its field's name)."""
        self.to_move = seat(data["to_move"], "to_move")
        balls = tuple(data["balls"])
        if sorted(balls) != ["1", "2"]:
            raise InputError("balls", "expected the two player balls")
        self._balls = (balls[0], balls[1])
        self._scores = _two_counts(data["scores"], "scores")
        self._partidas_won = _two_counts(data["partidas_won"], "partidas_won")
        self.partida_number = int(data["partida_number"])
        self.first_breaker = _opt_player(data["first_breaker"], "first_breaker")
        self.breaker = _opt_player(data["breaker"], "breaker")
        self.lag_winner = _opt_player(data["lag_winner"], "lag_winner")
        self.lags = jsonio.read_items(data["lags"], "lags", LagOutcome.from_json)

    def _load_spots(self, data: Any) -> None:
        """:meth:`from_json`'s pending choices and spots: the declared option, the pins'
        homes, the mingo's waiting spot, the rey's choices and their chooser."""
        opt = data["declared_option"]
        if opt is not None and opt not in OPTIONS:
            raise InputError("declared_option", f"unknown option {opt!r}")
        self.declared_option = opt
        homes = dict(data["pin_homes"])
        if set(homes) != set(PIN_IDS) or not all(h in self.table.spots for h in homes.values()):
            raise InputError("pin_homes", "expected a spot for each of the five pins")
        self.pin_homes = homes
        waiting = data["mingo_waiting"]
        if waiting is not None and waiting not in MINGO_SPOT_IDS:
            raise InputError("mingo_waiting", f"not a mingo spot: {waiting!r}")
        self.mingo_waiting = waiting
        choices = tuple(data["rey_choices"])
        if not all(c in AUX_SPOTS for c in choices):
            raise InputError("rey_choices", "expected auxiliary spots")
        self._rey_choices = choices
        self._rey_chooser = _opt_player(data["rey_chooser"], "rey_chooser")

    def _load_said(self, data: Any) -> None:
        """:meth:`from_json`'s outcome and words: the winners, the announcements and the last
        verdict (each seat named as it is called now), the score sheet."""
        self.partida_winner = _opt_player(data["partida_winner"], "partida_winner")
        self.winner = _opt_player(data["winner"], "winner")
        self.announcements = [
            named(a, self.players)
            for a in jsonio.read_items(
                data["announcements"], "announcements", Announcement.from_json
            )
        ]
        lv = data["last_verdict"]
        self.last_verdict = None if lv is None else Verdict.from_json(lv)
        if self.last_verdict is not None:  # its calls too name each seat as it is called now
            said = tuple(named(a, self.players) for a in self.last_verdict.announcements)
            self.last_verdict = replace(self.last_verdict, announcements=said)
        self.sheet = ScoreSheet.from_json(self.players, data["sheet"])


def _two_counts(v: Any, name: str) -> list[int]:
    """A pair of whole counts, one a seat (scores, partidas won): a hand-edited record with
    one or three read as a pair and failed later, at the first score drawn (IndexError)."""
    counts = [int(x) for x in v]
    if len(counts) != 2 or min(counts) < 0:
        raise InputError(name, f"expected two whole numbers, 0 or more, got {v!r}")
    return counts


def _opt_player(v: Any, name: str) -> int | None:
    """A seat or ``None`` (who breaks, who won, before anyone has)."""
    return None if v is None else seat(v, name)
