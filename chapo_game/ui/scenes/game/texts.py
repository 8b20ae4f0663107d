"""What the game screen says: the referee's calls and refusals in the player's language, the
score board's texts, the turn line, the computer's intent and the end-of-partida texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chapo_game import player_counts, player_tables
from chapo_game.errors import ChapoError
from chapo_game.i18n import N_, _, ngettext, said, said_name, shown_name
from chapo_game.rules.errors import (
    IllegalPlacement,
    IllegalReySpot,
    IllegalShot,
    MatchFinished,
    OptionNotOffered,
    WrongPhase,
)
from chapo_game.rules.match import Match, Phase
from chapo_game.rules.referee import is_por
from chapo_game.shot import Shot

from ...calls import ToldCalls, calls_told
from ...intents import Intent, intent_text
from ...lag_marks import gaps_said, lag_gaps
from ...option_texts import declared_said
from ...replay import Words, said_now
from ..celebrate import encuentro_title, unplayed_lines
from ..sheet_replay import shot_title
from .hints import how_to_act
from .state import GameState


def seat_name(m: Match, p: int) -> str:
    """Player ``p``'s name as the screen shows it (a default name in the screen's language)."""
    return shown_name(m.players[p])


def seat_said(m: Match, p: int) -> str:
    """Player ``p``'s name inside a sentence (the computer with its article: "Juega el
    ordenador", not "Juega Ordenador"); the sentence goes through :func:`said`."""
    return said_name(m.players[p])


#: What the window says when the referee refuses a request, by the refusal's type (most
#: specific first). The referee's own messages are one-line English for logs and the command
#: line; a player reads these, in his language.
REFUSALS: tuple[tuple[type[Exception], str], ...] = (
    (MatchFinished, N_("The partida is over: nothing more is played in it.")),
    (IllegalPlacement, N_("The ball in hand may not go there.")),
    (OptionNotOffered, N_("That option is not on offer now.")),
    (IllegalReySpot, N_("The rey may not go there: choose one of the highlighted spots.")),
    (IllegalShot, N_("That shot is not allowed now.")),
    (WrongPhase, N_("That is not possible at this moment of the game.")),
    (ChapoError, N_("That is not allowed now.")),
)


def refusal_text(exc: BaseException) -> str:
    """A refusal of the referee as the player reads it (translated, no internal names)."""
    for kind, msgid in REFUSALS:
        if isinstance(exc, kind):
            return _(msgid)
    return _("Something went wrong; the game is unchanged.")


def refusal_said(exc: BaseException) -> Words:
    """:func:`refusal_text` said in the language of whenever it is read: one read in Spanish
    stayed Spanish in red under an English window after the language was changed."""
    return lambda: refusal_text(exc)


class GameTexts(GameState):
    """Every text the game screen shows, as the player reads it (tests read them too)."""

    @property
    def intent(self) -> str:
        """What the computer's shot now lining up or running is meant to do, in the window's
        language of the moment (a language changed mid-shot is followed)."""
        if self.intending is None:
            return ""
        decision = self.intending
        meant = said(intent_text(decision, seat_said(self.match, decision.player)))
        if decision.miscue and self.lining_up is None:  # struck: the hand, not the plan
            return _("Miscue! {intent}").format(intent=meant)
        return meant

    def thinking_said(self) -> str:
        """While the computer decides: in the demo, which of its two ("Maestro está
        pensando…", not "El ordenador" for both)."""
        p = self.acting_player()
        if self.demo and p is not None:
            return _("{name} is thinking…").format(name=seat_name(self.match, p))
        return _("The computer is thinking…")

    def scoreboard_texts(self) -> dict[str, str]:
        """Every text of the score board, as the player reads it (tests read it too)."""
        m = self.match
        out: dict[str, str] = {}
        for p in (0, 1):
            out[f"name{p}"] = seat_name(m, p)
            out[f"score{p}"] = str(m.scores[p])
            out[f"partidas{p}"] = _("Partidas won: {n}").format(n=m.partidas_won[p])
            given = m.settings.head_start[p]
            lag = m.phase in (Phase.LAG, Phase.LAG_CHOICE)
            out[f"ball{p}"] = "" if lag else _("Ball {b}").format(b=m.ball_of(p))
            # before the break, when it is counted from (beside a score of 0, a bare "Ventaja:
            # 10" read as the points forgotten); from the break on it is in the score, said at
            # the break, on the score sheet and in the partida's figures at its end — beside
            # the ball, the partidas won and a "por" it did not fit even on a club's screen
            out[f"given{p}"] = (
                _("Head start: +{n} at the break").format(n=given) if lag and given else ""
            )
        out["partida"] = _("Partida {n} of {m} · to {t}").format(
            n=m.partida_number, m=m.settings.partidas, t=m.settings.target
        )
        out["turn"] = said(self.turn_text())  # "El ordenador coloca…" (:func:`seat_said`)
        por = ""
        if m.phase in (Phase.SALIDA, Phase.REMATADA, Phase.PLAY, Phase.BALL_IN_HAND):
            rem = m.remaining(m.to_move)
            if is_por(rem):
                por = _("por {n}").format(n=rem)
        out["por"] = por
        return out

    def turn_text(self) -> str:
        m = self.match
        p = self.acting_player()
        if m.phase == Phase.LAG:
            if p is None:
                return _("Lag: both balls are running")
            if self.computers:  # the computer does not peek: nobody needs to look away
                return _("Lag: {name} sets up the shot (ball {b})").format(
                    name=seat_said(m, p), b=("1", "2")[p]
                )
            return _("Lag: {name} sets up the shot (ball {b}); the other player looks away").format(
                name=seat_said(m, p), b=("1", "2")[p]
            )
        if m.phase == Phase.LAG_CHOICE:
            return _("{name} won the lag").format(name=seat_said(m, p or 0))
        if m.phase == Phase.PARTIDA_OVER:
            return _("Partida over")
        if m.phase == Phase.ENCUENTRO_OVER:
            return _("Encuentro over")
        if p is None:
            return ""
        # a person is asked ("Ana: place ..."); the computer is described ("Ordenador places ..."):
        # nobody tells the computer what to do
        asked = p not in self.computers
        if m.pending_rey_choice:
            if asked:
                return _("{name}: choose the rey's spot").format(name=seat_said(m, p))
            return _("{name} chooses the rey's spot").format(name=seat_said(m, p))
        ball = m.ball_of(p)
        if m.needs_placement or self.placing:
            cab = _("de salida") if m.hand_cabana == "salida" else _("del mingo")
            if asked:
                return _("{name}: place ball {b} in the cabaña {c}").format(
                    name=seat_said(m, p), b=ball, c=cab
                )
            return _("{name} places ball {b} in the cabaña {c}").format(
                name=seat_said(m, p), b=ball, c=cab
            )
        if self.animating:  # struck: "to play" read as if the shot were still to come
            return _("{name}'s shot, ball {b}: the balls are running").format(
                name=seat_said(m, p), b=ball
            )
        return _("{name} to play, ball {b}").format(name=seat_said(m, p), b=ball)

    def hint_text(self) -> str:
        """The caption bar's second line, under the calls: what holds for the shot now."""
        m = self.match
        intent = self.intent  # the computer lining up or playing its shot: what it is for
        declared = None if m.finished else m.declared_option
        option = [declared_said(declared, m.players[m.to_move])] if declared else []
        if intent:  # with the option it declared (unsaid, its pasar could not be checked),
            # but once: its no pasar roll says it ("Ana declara no pasar · Ana: no pasar, …")
            rolls = declared == "no_pasar" and self.intending.family == "no_pasar"
            return "  ·  ".join([*([] if rolls else option), intent])
        said = []
        if self.clock_label() is not None and self.shot_clock.warning:
            # the referee's warning (carom 8.7), where the player reads the calls
            s = self.shot_clock.seconds_left
            warning = ngettext("{name}: {s} s left to shoot", "{name}: {s} s left to shoot", s)
            said.append(warning.format(name=seat_name(m, m.to_move), s=s))
        said += option
        advice = self.advice_line()  # the maestro's advice, after the warning, never hidden
        if advice:
            return "  ·  ".join([*said, advice])
        if said:
            return "  ·  ".join(said)  # the warning, the option declared
        return how_to_act(self)

    def replay_label(self, shots: Sequence[Shot]) -> Words:
        """Who plays the shot about to run (its replay's title): the match knows now, and
        it is said in the language of whenever the replay is watched."""
        m = self.match
        if m.phase == Phase.LAG:
            return lambda: _("The lag")
        ball = m.ball_to_play
        if ball is None:
            return ""
        name, p = m.players[m.to_move], m.partida_number
        n = m.sheet.next_shot_number(p)  # the row the shot about to run will have
        return lambda: shot_title(name, ball, p, n)

    def replay_meant(self) -> tuple[Intent, str] | None:
        """The computer's intent for the shot about to run, and its seat's name (a person's
        shot says none)."""
        intent = Intent.of(self.intending)
        if intent is None:
            return None
        return intent, self.match.players[self.intending.player]

    def replay_said(self) -> Words:
        """The referee's calls on the shot just played (its replay's last word); after a lag,
        where each ball stopped as well — its replay ended on "¿sale o cede?" with the
        distances that decided it nowhere in sight."""
        calls = list(self.calls)
        lagged = any(c.key.startswith("lag_") for c in calls)
        gaps = lag_gaps(self.match) if lagged else []
        return ToldCalls(tuple(calls), (lambda: gaps_said(gaps)) if gaps else None)

    def calls_now(self) -> list[Any]:
        """The calls the bar shows: none while the computer's coming shot is said (not the
        last shot's) nor while a shot rolls (the last one's read as this one's), and the
        options' question gone once one is declared (it stood beside "Declarado: Pasar")."""
        if self.intent or self.animating:
            return []
        asked = self.match.declared_option is None
        return [c for c in self.calls if asked or c.key != "options"]

    def announcement_line(self) -> str:
        """The refusal or the calls as one line (tests read it: what the bar says)."""
        return said_now(self.refusal) or calls_told(self.calls)

    def end_texts(self) -> dict[str, str]:
        """The end-of-partida / end-of-encuentro screen's texts (tests read them too)."""
        m = self.match
        if m.phase == Phase.ENCUENTRO_OVER and m.winner is not None:
            title = encuentro_title(m)  # "… por abandono de Luis" when he left
        else:
            pw = m.partida_winner if m.partida_winner is not None else 0
            won = _("{name} wins partida {n}").format(name=seat_said(m, pw), n=m.partida_number)
            title = said(won)
        rows = m.sheet.partida_rows(m.partida_number)
        last = rows[-1].score if rows else m.scores
        pw2 = m.partidas_won
        score = f"{seat_name(m, 0)}  {last[0]} – {last[1]}  {seat_name(m, 1)}"
        whole = m.phase == Phase.ENCUENTRO_OVER and m.partida_number > 1
        if whole:
            # the last partida's score, said as such; the figures are the whole encuentro's,
            # under its partidas (they were the last partida's, and read as the encuentro's)
            score = _("Partida {n}: {score}").format(n=m.partida_number, score=score)
            rows = list(m.sheet.rows)
        # in the score's order, each beside his name: the celebration just before said them
        # winner first ("Partidas 1 – 0"), and a bare "0 – 1" read as the other way round
        partidas = _("Partidas: {name0}  {a} – {b}  {name1}").format(
            name0=seat_name(m, 0), a=pw2[0], b=pw2[1], name1=seat_name(m, 1)
        )
        if m.conceded_unplayed:  # "Ana 0 – 0 Luis" twice: read as an encuentro played to nil
            score, partidas = unplayed_lines(m)
        return {
            "title": title,
            "score": score,
            "partidas": partidas,
            "stats0": partida_stats(m, rows, 0, whole),
            "stats1": partida_stats(m, rows, 1, whole),
        }


def partida_stats(m: Match, rows: list[Any], p: int, whole: bool = False) -> str:
    """How a player played the partida just ended (or, ``whole``, the encuentro: ``rows`` of
    its score sheet, and said so — under "Partida 2: 22 – 30" a bar player read the
    encuentro's figures as that partida's): his shots (a turn lost to the clock is none),
    points a shot, the points the opponent's fouls gave him (shots × points a shot fell short
    of the score by them, and the sum read as wrong), his head start in every partida (a
    partida won to 30 from 15 given added up to 15), chapós and fouls."""
    shots, points, fouls, chapos = player_counts.figures(rows, p)
    given = sum(r.foul_points for r in rows if r.player != p and r.foul)
    parts = [ngettext("{n} shot", "{n} shots", shots).format(n=shots)]
    if shots:  # no average of no shots (a partida won by the other's first shot)
        parts.append(_("{x} points per shot").format(x=player_tables.per_shot_text(points, shots)))
    if head := m.settings.head_start[p] * len({r.partida for r in rows}):
        parts.append(
            ngettext("a {n}-point head start", "a {n}-point head start", head).format(n=head)
        )
    if given:
        parts.append(
            ngettext(
                "{n} point from the opponent's fouls", "{n} points from the opponent's fouls", given
            ).format(n=given)
        )
    if chapos:
        parts.append(ngettext("{n} chapó", "{n} chapós", chapos).format(n=chapos))
    parts.append(ngettext("{n} foul", "{n} fouls", fouls).format(n=fouls))
    who = _("{name}, in the encuentro").format(name=seat_name(m, p)) if whole else seat_name(m, p)
    return f"{who}: " + " · ".join(parts)
