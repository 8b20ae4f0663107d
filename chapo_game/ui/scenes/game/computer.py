"""The computer at the table: its decisions, computed in a worker thread, played through the
screen's own actions.
"""

from __future__ import annotations

import hashlib
from typing import Any

from chapo_game.i18n import _
from chapo_game.rules.match import Match, Phase

from ...calls import calls_told
from ...deciding import DecisionTurn
from .hand_watch import HAND_PHASES
from .state import GameState
from .texts import refusal_text

#: Added to a computer player's seed after one of its decisions or shots failed.
RETRY_SEED_STEP = 7919
#: Frames the computer's cue lies on its line before it strikes (0.6 s at 60 frames a
#: second): a player settling on the shot, and time for the watcher to see the aim.
LINE_UP_FRAMES = 36
#: Frames a ball in hand the computer has just put down (or an option it has just declared)
#: stands ringed in its cabaña, its option said, before the cue comes to it (1 s): a player
#: puts the ball down, then settles over it.
#: Ball and cue came at once, and struck 0.6 s later, where it had put it was gone.
PLACED_FRAMES = 60
#: The referee's calls on the last shot stand this long before the computer acts on the next
#: turn (its plan then takes their place): read at 15 characters a second, the pace subtitles
#: are written for, never less than 2 s nor more than 5 s. Without it a person's own shot,
#: his foul or the lag he lost was said for a frame, the computer's next decision ready
#: before anyone could read it; at 20 a second a player's 9 points stood 1.9 s.
READ_CHARS_PER_SECOND = 15.0
READ_SECONDS = (2.0, 5.0)


def reading_frames(text: str, floor: bool = True) -> float:
    """Frames (at 60 a second) to read ``text``; none for nothing said. ``floor``: at least
    the 2 s a glance takes (calls added to ones already up are read at their own length)."""
    if not text:
        return 0.0
    lo, hi = READ_SECONDS
    return 60.0 * min(hi, max(lo if floor else 0.0, len(text) / READ_CHARS_PER_SECOND))


class ComputerSeats(GameState):
    """The computer's seats: each of its turns is decided off the frame loop and carried out
    through the same actions a person uses."""

    _ai_players: dict[int, Any]
    #: The seats whose draw failed, and the table (its digest) it failed at (:meth:`_drawn`).
    _failed_at: dict[int, str]
    thinking: DecisionTurn | None
    calls_reading: float = 0.0  # frames left to read the calls before the computer acts
    _calls_read: list[Any] | None = None  # the calls (the list itself) whose reading counted

    def _ai(self, p: int) -> Any:
        if p not in self._ai_players:
            from chapo_game.ai.player import ComputerPlayer

            # one worker process: the decision already runs in a thread of the window
            self._ai_players[p] = ComputerPlayer(self.computers[p], seed=self.ai_seed(p), workers=1)
        self._drawn(p)
        return self._ai_players[p]

    def _drawn(self, p: int) -> None:
        """Seat ``p`` back on the encuentro's own draws once the table its draw failed at has
        moved on (:meth:`computer_failed`). A save keeps no failure: the other seed kept for
        good made the computer of a resumed encuentro choose other shots than it would have."""
        failed = self._failed_at.get(p)
        if failed is not None and failed != table_digest(self.match):
            del self._failed_at[p]
            self._ai_players[p].seed = self.ai_seed(p)

    def ai_seed(self, p: int) -> int:
        """The seed of seat ``p``'s hand and search: the encuentro's own, drawn from its id
        (kept in its save), so a resumed position plays as it would have — and a new
        encuentro, a rematch too, is not the last one again (one seed for every encuentro
        gave the maestro the same lag and the same salida, to the pixel, every time)."""
        return p + 1 + 2 * encuentro_number(self.encuentro_id)

    def update(self) -> None:
        super().update()
        if self.animating:
            return
        self.count_reading()
        self.end_tapped_hurry()
        if self.lining_up is not None:
            self.line_up()
            return
        p = self.acting_player()
        if self.computer_to_act():
            if self.thinking is None:
                seat = p if self.match.phase == Phase.LAG else None
                # begun at the next frame: the frame that judged the last shot draws its calls,
                # board and celebration anew, and the search, started in it, took the
                # interpreter from it (a shot's end: 24 ms median, up to 41-69, at 1920×1080)
                self.thinking = DecisionTurn(self._ai(p), self.match, seat, start=False)
            elif not self.thinking.begun:
                self.thinking.begin()
            elif self.thinking.ready and self.calls_reading <= 0:
                turn, self.thinking = self.thinking, None
                if turn.error is not None:
                    err = turn.error  # said in the language of whenever it is read
                    self.refusal = lambda: _("The computer could not decide: {err}").format(
                        err=refusal_text(err)
                    )
                    self.computer_failed(p)
                    return
                self.apply_decision(turn.result)
        self.auto_advance()

    def release(self) -> None:
        """Gone from the window: the computer's search under way is stopped. Nobody is left
        to read it, and left running, each game left mid-thought slowed the next (three at
        once on a club's two cores)."""
        self.stop_turn()
        super().release()  # type: ignore[misc]

    def stop_turn(self) -> None:
        """The computer's turn under way given up: its search stopped, its cue taken off its
        line, its plan unsaid. The encuentro conceded from the pause while it lined up went
        on to its stroke all the same: the shot rolled over the end's panel and the referee's
        refusal ("the partida is over") took the abandono's place in the bar; conceded while
        it thought, "the computer is thinking…" stood over the end."""
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
        self.lining_up = self.intending = None

    def end_tapped_hurry(self) -> None:
        """A person to act, nothing rolling: a tap of F (or of the button) that hurried the
        computer's turn is over with it. Its shot's end puts the latch out; a turn of the
        computer with no shot of its own (the rey's spot chosen, the turn then the person's)
        left it on, and the person's own next shot ran at ×4, the button lit, unasked."""
        if self.human_to_act():
            self.fast_held.pop("tap", None)

    def count_reading(self) -> None:
        """New calls (each shot, choice or resume sets a new list) start their reading
        time; it runs down while the computer thinks, faster with fast-forward held. Calls
        already up are not read again: after the rey's spot is chosen the shot's calls stand,
        and only what the choice added is timed (the whole bar was read twice over). Timed as
        the bar tells them (:func:`~...calls.calls_told`)."""
        if self.calls is not self._calls_read:
            # the very calls still up (not equal ones: a new shot's may say the same words;
            # the ids hold, as the list read is kept)
            up = {id(c) for c in self._calls_read or ()}
            stand = [c for c in self.calls if id(c) in up]
            new = [c for c in self.calls if id(c) not in up]
            more = reading_frames(calls_told(new), floor=not stand)
            # what is left of reading the calls still up, no more (gone ones: not read now)
            left = min(max(0.0, self.calls_reading), reading_frames(calls_told(stand)))
            self._calls_read = self.calls
            self.calls_reading = min(60.0 * READ_SECONDS[1], left + more)
        elif self.calls_reading > 0:
            self.calls_reading -= self.app.fast_forward * self.app.pacer.behind * self.fast_factor()

    def computer_failed(self, p: int | None) -> None:
        """A decision or a shot of the computer failed: its next one at this table is drawn with
        another seed — the same draw would fail the same way, and the demo would stand still
        for ever. ``None`` (the lag): every computer seat."""
        for seat in [p] if p is not None else list(self.computers):
            player = self._ai_players.get(seat)
            if player is not None:
                player.seed += RETRY_SEED_STEP
                self._failed_at[seat] = table_digest(self.match)

    def moving(self) -> bool:
        """A shot rolling, the computer's turn (its thinking arc turns, its shot follows),
        the rey's spots pulsing."""
        m = self.match
        computer = self.is_computer(self.acting_player()) and not m.finished
        return bool(super().moving() or self.thinking or computer or m.pending_rey_choice)  # type: ignore[misc]

    def auto_advance(self) -> None:
        """Between partidas with only computers at the table (demo), go on by itself."""

    def apply_decision(self, d: Any) -> None:
        """Carry out one decision of the computer through the same paths a person uses."""
        m = self.match
        kind = d.kind
        if kind == "lag" and d.shot is not None:
            self.aim.state.angle = d.shot.angle
            self.strike(d.shot)
        elif kind == "break":
            self.choose_break(bool(d.break_first))
        elif kind == "rey_spot" and d.rey_spot is not None:
            self.choose_rey(d.rey_spot)
        elif kind == "next_partida":
            self.next_partida()
        elif kind == "shot" and d.shot is not None:
            placed = d.placement is not None and m.phase in HAND_PHASES
            if placed:
                placed = self.place(tuple(d.placement))
            declared = bool(d.option and self.option_asked())
            if declared:
                self.declare(d.option)
            # it lines up on what it means (the guide shows its intent, not a foul its hand
            # will make of it), and its hand's error shows as the stroke's (line_up)
            self.aim.state.angle = (d.intended or d.shot).angle
            self.aim.state.cue = d.shot.cue  # the cue drawn as the one it strikes with
            self.intending = d  # said while it lines up and runs (GameTexts)
            # the ball it put down, or the option it declared, stand in sight before the cue
            settle = PLACED_FRAMES if placed or declared else 0
            self.lining_up = (d.shot, LINE_UP_FRAMES + settle)

    def computer_to_act(self) -> bool:
        """The computer's turn, in a partida under way: it reads the calls, searches, chooses
        or lines up (its line-up's frames are its own: :attr:`lining_up`)."""
        over = self.match.phase in (Phase.PARTIDA_OVER, Phase.ENCUENTRO_OVER)
        return self.is_computer(self.acting_player()) and not over

    def hurries(self) -> bool:
        """The balls rolling, or the computer's turn before its stroke — its reading of the
        calls, its search and its line-up, one stretch for the side button: Fast ×4 all
        through it (a tap keeps the rest of the turn hurried). Its search did not count: the
        button read «Repetición» for the second between the reading and the line-up (for the
        whole search when no calls were read; not there at all before a first shot), and a
        press meant for Fast opened the shot before's replay over the computer's turn. A
        partida over is nobody's turn: its last shot's replay is what the button offers."""
        return self.animating or self.lining_up is not None or self.computer_to_act()

    def computer_placing(self) -> bool:
        """The ball in hand the computer has just put down, or the option it has just declared,
        stands in sight, ringed, its cue not yet on it (:data:`PLACED_FRAMES`)."""
        return self.lining_up is not None and self.lining_up[1] > LINE_UP_FRAMES

    def line_up(self) -> None:
        """A frame of the computer's cue on its line (drawn with the aim's helps); then the
        stroke. Fast-forward (F held) hurries it as it hurries the rolling balls."""
        assert self.lining_up is not None
        shot, frames = self.lining_up
        left = frames - self.app.fast_forward * self.app.pacer.behind * self.fast_factor()
        if left > 0:
            self.lining_up = (shot, left)
            return
        self.lining_up = None
        self.aim.state.angle = shot.angle  # the cue as it went
        self.strike(shot)
        if not self.animating:  # refused before it ran: nothing of it is to be said
            self.intending = None


def encuentro_number(encuentro_id: str) -> int:
    """A number of 32 bits that an encuentro's id stands for, the same on every machine and
    run (Python's own ``hash`` of a text changes from run to run)."""
    return int.from_bytes(hashlib.blake2b(encuentro_id.encode(), digest_size=4).digest(), "big")


def table_digest(match: Match) -> str:
    """The match's fingerprint the computer's draws hang on (:func:`chapo_game.ai.referee.digest`;
    imported when first wanted, as the computer player is)."""
    from chapo_game.ai.referee import digest

    return digest(match)
