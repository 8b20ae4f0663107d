"""Keeping the encuentro: saved to its slot after every change (:mod:`chapo_game.saves`), and
each finished partida counted in the players' records (:mod:`chapo_game.player_counts`)."""

from __future__ import annotations

import dataclasses
import functools
import math
from pathlib import Path
from typing import Any

from chapo_game import player_list, record, saves
from chapo_game.errors import ChapoError
from chapo_game.i18n import _, translations
from chapo_game.physics import Simulator
from chapo_game.player_counts import Seat, count_conceded, count_partida, seat_ids
from chapo_game.position import Position
from chapo_game.rules.match import Phase
from chapo_game.shot import Shot, within_tip

from ...aim import MIN_POWER, AimState
from ...counting import Counting
from ...playback import shown
from ...replay import record_of
from ...save_texts import SaveTexts
from ...widgets import ACCENT
from ..conceding import rematch_refused
from ..player_setup import told
from .state import GameState


def clean_uncounted(value: Any, partida: int) -> tuple[tuple[int, int], ...]:
    """A saved ``uncounted`` entry made safe: (partida, winner) pairs of partidas up to
    ``partida``, a winner 0 or 1 (anything else in a hand-edited file is left uncounted)."""
    if not isinstance(value, list):
        return ()
    return tuple(
        (v[0], v[1])
        for v in value
        if isinstance(v, list) and len(v) == 2 and all(type(x) is int for x in v)
        and 1 <= v[0] <= partida and v[1] in (0, 1)
    )  # fmt: skip


class GameKeeping(GameState):
    """Saving to the slot and counting partidas; ``player_ids`` link the seats to the list of
    players (None: a guest or the computer)."""

    demo: bool
    player_ids: list[str | None]
    encuentro_id: str
    loaded_from: Path | None
    #: The slot this window holds while it plays the encuentro (:func:`saves.take`).
    claimed: Path | None = None
    #: The partidas ended that the records could not take yet (a full disk, a read-only
    #: folder, another window holding the list): (partida, winner), kept in the save and
    #: counted with the next partida that ends, or when the encuentro is resumed.
    uncounted: tuple[tuple[int, int], ...] = ()
    #: An abandono not yet in the records (at the lag it has no partida in :attr:`uncounted`,
    #: and its save was deleted at once: lost when the list could not be written). The save
    #: stays meanwhile; its last row says the abandono, so a resume counts it.
    abandono_due: bool = False
    #: The count of those partidas running off the frame loop (:meth:`count_partida`).
    counting: Counting | None = None
    #: The last save failed: the file on disk, if any, is older than the table.
    save_failed: bool = False

    @functools.cached_property
    def save_texts(self) -> SaveTexts:
        """The rows and strokes saved, as encoded once each (:meth:`save`)."""
        return SaveTexts()

    def payload(self, texts: SaveTexts | None = None) -> dict[str, Any]:
        """The encuentro as saved; with ``texts``, its rows and strokes as encoded once each
        (:mod:`...save_texts`: the save after every shot encodes that shot's alone)."""
        match = self.match.to_json(sheet=texts is None)
        if texts is not None:
            match["sheet"] = texts.rows(self.match.sheet.rows)
        return {
            "kind": record.ENCUENTRO_KIND,
            "computers": {str(k): v for k, v in self.computers.items()},
            "match": match,
            "player_ids": list(self.player_ids),
            "encuentro_id": self.encuentro_id,
            "strokes": self.strokes.to_json() if texts is None else texts.strokes(self.strokes),
            **({"uncounted": [list(u) for u in self.uncounted]} if self.uncounted else {}),
            **({"lag": lag} if (lag := self.lag_kept()) else {}),
        }

    def lag_kept(self) -> dict[str, Any] | None:
        """The lag's two strokes while its winner chooses, kept with the save: the score sheet
        has no row for the lag, and an encuentro resumed there had lost its replay (V)."""
        rec = self.replay_record
        if self.match.phase != Phase.LAG_CHOICE or rec is None or len(rec.shots) != 2:
            return None
        return {"position": rec.position.to_json(), "shots": [s.to_json() for s in rec.shots]}

    def take_lag(self, saved: Any) -> None:
        """The lag's replay made again from its kept strokes (:meth:`lag_kept`), the physics
        being deterministic; a hand-edited one loses the replay, never the encuentro."""
        if self.match.phase != Phase.LAG_CHOICE or not isinstance(saved, dict):
            return
        try:
            pos = Position.from_json(saved["position"], self.table)
            shots = tuple(Shot.from_json(s) for s in saved["shots"])
            result = Simulator(self.table).simulate(pos, list(shots), frames=True, trace=True)
        except (ChapoError, KeyError, TypeError, ValueError, ArithmeticError):
            return
        rec = record_of(pos, shots, shown(result, self.table)) if len(shots) == 2 else None
        if rec is not None:
            said, label = self.replay_said(), (lambda: _("The lag"))  # as titled when played
            self.replay_record = dataclasses.replace(rec, label=label, said=said)

    def said_again(self) -> None:
        """The bar's calls once the rey's spot the last shot left is chosen, kept for its replay
        (V, its sheet row, resumed): it ended on «Ana elige el punto auxiliar del rey»."""
        for row in self.match.sheet.rows[-1:]:  # (none before a position set by hand)
            self.strokes.said_after(row, self.calls)
        rec = self.replay_record
        self.replay_record = rec and dataclasses.replace(rec, said=self.replay_said())

    def release(self) -> None:
        """Gone from the window (:func:`..base.released`, after :meth:`close` saved it):
        another window may play the encuentro now — once its partida is counted (its slot
        left then, while still held, if that finished the encuentro)."""
        self.take_count(wait=True)
        super().release()  # type: ignore[misc]
        if self.claimed is not None:
            saves.let_go(self.claimed)
            self.claimed = None
            self.app.indexer.keep()  # its last save's summary, off the frame loop

    def close(self) -> None:
        """Leaving mid-shot (to the menu, or the window closed): the shot is finished, judged
        and saved (:meth:`TableScene.close`); one that ended the partida or the encuentro is
        said over the screen the player goes to — an encuentro won or lost out of sight left
        the saves with no word, and the menu simply had nothing to resume."""
        rows = len(self.match.sheet.rows)
        super().close()  # type: ignore[misc]
        self.take_count(wait=True)  # the window closed right after a partida still counts it
        if self.demo:
            return
        if len(self.match.sheet.rows) == rows:
            # the seconds he used (a resume gave him a full clock), and his aim
            clock = self.clock_due() and self.shot_clock.used > 0  # type: ignore[attr-defined]
            aim = self.aim_kept()
            if clock or aim is not None:
                self.save(clock=clock, aim=aim)
            return
        ended = [a for a in self.calls if a.key in ("encuentro_won", "partida_won")]
        if ended:
            said = ended[-1].text(translations())
            played = _("The shot you left was played out: {call}.").format(call=said)
            self.app.notify(played, ACCENT)  # news, not an error

    def aim_kept(self) -> dict[str, Any] | None:
        """The cue as a player left it mid-turn (aim, power, spin, cue), for the save: a resume
        set the offered shot on it again, his aim lost. None where no person aims now."""
        m = self.match
        over = m.phase in (Phase.LAG, Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER)
        if over or self.placing or m.pending_rey_choice or not self.human_to_act():
            return None
        return dataclasses.asdict(self.aim.state)

    def take_aim(self, saved: Any) -> None:
        """A kept aim (:meth:`aim_kept`) back on the cue, where it reads whole and a person
        aims now (a hand-edited one loses the aim, never the encuentro)."""
        if not isinstance(saved, dict) or self.aim_kept() is None:
            return
        try:
            angle, power = float(saved["angle"]), float(saved["power"])
            side, vertical = within_tip(float(saved["side"]), float(saved["vertical"]))
            cue = saved["cue"] if saved["cue"] in ("taco", "seco") else "taco"
        except (KeyError, TypeError, ValueError, OverflowError):
            return
        if not (math.isfinite(angle) and MIN_POWER <= power <= 1.0):
            return
        self.aim.state = AimState(angle % 360.0, power, side, vertical, cue)
        self.aim.held = True  # the pointer leaves it be until a click, as after Undo
        self.aim.saved = dataclasses.replace(self.aim.state)  # said as the saved aim

    def save(self, clock: bool = False, aim: dict[str, Any] | None = None) -> None:
        """After every change; a finished encuentro leaves its slot free. ``clock``: with the
        seconds the player to shoot has used of his shot clock (leaving mid-turn); ``aim``:
        with the cue as he left it (:meth:`aim_kept`)."""
        if self.demo:
            return
        if self.match.phase == Phase.ENCUENTRO_OVER and not self.pending():
            # a finished encuentro's save that stays would be offered to resume: said (one
            # whose last partida the records could not take stays, to be counted on resume)
            at = self.loaded_from
            done = saves.destination(self.match.players, self.computers, self.encuentro_id, at)
            for path in {done, self.loaded_from or done}:
                self.app.report_write(saves.delete(path), "delete game")
            return
        payload = self.payload(self.save_texts)
        if clock:
            payload["clock_used"] = round(self.shot_clock.used, 3)  # type: ignore[attr-defined]
        if aim is not None:
            payload["aim"] = aim
        failure = saves.save(payload, self.loaded_from)
        if failure is None and not (self.loaded_from and record.exists(self.loaded_from)):
            self.loaded_from = None  # moved to its slot (else still kept where it was resumed)
        self.save_failed = failure is not None  # the pause says saved only when it is
        self.app.report_write(failure, "game")

    def pending(self) -> bool:
        """Whether something ended is not in the records yet: a partida or an abandono."""
        return bool(self.uncounted) or self.abandono_due

    def seats(self, roster: player_list.Roster) -> tuple[Seat, Seat]:
        """Who sat where, for the records: the seat's player of the list, found by name when
        the encuentro has no id for him — or an id no longer on the list (a player removed
        and added again has a new one: his partidas go to him, not to nobody) — never the
        player of the other seat (one renamed to the removed one's name)."""
        ids = seat_ids(roster, self.match.players, self.player_ids, self.computers)
        a, b = (Seat(n, ids[i], self.computers.get(i)) for i, n in enumerate(self.match.players))
        return (a, b)

    def count_on_resume(self) -> None:
        """The partidas the records could not take as they ended are counted when the
        encuentro is resumed — once: the list remembers what it counted; a finished
        encuentro counted so leaves its slot, as it would have then."""
        if self.uncounted or self.match.phase in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER):
            self.count_partida()
            if self.match.phase == Phase.ENCUENTRO_OVER:
                self.save()  # :meth:`save` decides: counted, the slot goes; else it stays

    def count_partida(self) -> None:
        """The partida just ended, and any the records could not take before
        (:attr:`uncounted`), into both players' records, once each. When the list cannot be
        written they stay uncounted, in the save — a finished encuentro's save was deleted all
        the same, and a partida whose count failed before the next was lost.

        The count runs off the frame loop (:class:`~..counting.Counting`: a club's fullest
        list froze the window 1.5 s at every partida's end); until it is done the partidas
        stay uncounted in the save, so one the window never finished counting (killed,
        another window keeping the list busy) is counted at the next chance, never lost."""
        self.take_count(wait=True)  # one count at a time, each knowing what the last did
        m = self.match
        due = list(self.uncounted)
        if m.partida_winner is not None and (m.partida_number, m.partida_winner) not in due:
            due.append((m.partida_number, m.partida_winner))
        left = m.conceded_by  # an abandono: the encuentro counted apart, partidas or none
        if self.demo or not (due or left is not None):
            return
        over = m.winner if m.phase == Phase.ENCUENTRO_OVER and left is None else None
        given = m.settings.head_start
        # taken now, on the frame loop: the worker reads nothing the game goes on changing
        rows = {n: m.sheet.partida_rows(n) for n, _w in due}
        last, eid = m.partida_number, self.encuentro_id

        def count(r: player_list.Roster) -> bool:
            # counted into the list as it is now (read under the lock): what another window
            # counted meanwhile stays counted
            done = [
                count_partida(
                    r, f"{eid}:{n}", self.seats(r), rows[n], w,
                    over if n == last else None, given, target=m.settings.target,
                )
                for n, w in due
            ]  # fmt: skip
            if left is not None:
                done.append(count_conceded(r, f"{eid}:conceded", self.seats(r), 1 - left))
            return any(done)

        self.uncounted = tuple(due)  # until the list has them
        self.abandono_due = left is not None  # and the abandono too, partidas or none
        self.counting = Counting(count, self.took)

    def take_count(self, wait: bool = False) -> None:
        """The partidas' count taken in if it is over (``wait``: waited for)."""
        if self.counting is not None:
            self.counting.take(wait)

    def counted_to_leave(self) -> bool:
        """Whether the partidas are counted, the count waited for (tried once more if the
        list had refused it) — else a refusal said: a rematch taken with partidas uncounted
        saved the new encuentro over the finished one's slot, and counted them with the new
        encuentro's id and score sheet; the won encuentro, never."""
        if self.counting is None and self.pending():
            self.count_partida()  # refused before (another window kept the list busy)
        self.take_count(wait=True)
        if self.pending():
            self.refusal = lambda: rematch_refused(self.abandono_due, not self.save_failed)
        return not self.pending()

    def took(self, running: Counting) -> None:
        """The partidas' count is over (on the frame loop): what it met is said, the partidas
        it took are no longer uncounted, and the encuentro saved so — a finished one's slot
        left. One not taken (a full disk, another window keeping the list busy) stays
        uncounted in the save."""
        if self.counting is running:
            self.counting = None
        if running.error is not None:  # never raised into the frame loop: counted next time
            return
        if told(self.app, running.result).failure is None:
            self.uncounted, self.abandono_due = (), False
            self.save()
