"""Practice's drills: choosing one (every drill in sight); the goal said under the table while
the drill's position is as set, and after a shot of ball 1 from it whether the goal was met —
judged by the referee in the drill's game situation, so a foul meets none — with the tally of
this session ("Objetivo cumplido: 3 de 5"), so a player sees his drill improve without
counting; and what a shot would have scored in a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import _, ngettext, translations
from chapo_game.position import Position
from chapo_game.rules import judge, words
from chapo_game.rules.calls.sanction import foul_reason
from chapo_game.rules.fouls import Foul
from chapo_game.rules.judge import ShotContext
from chapo_game.rules.match import Match
from chapo_game.rules.placement import cabana_area
from chapo_game.rules.referee import standing_calls
from chapo_game.rules.scoring import pin_value, pocket_value
from chapo_game.shot import Shot
from chapo_game.table import PIN_IDS, Table

from ..aim import AimState
from ..draw.marks import shade_area
from ..drill_list import Drills
from ..drills import DRILL_GOALS, SITUATIONS, goal, practice_match
from ..option_texts import first_ball_fouls, open_play_fouls
from ..widgets import ACCENT, TEXT
from .drill_chooser import DrillChooser
from .practice_hints import NO_BALL, STRIKE
from .practice_table import first_ball
from .practice_verdict import Line, Verdict, verdict_line


class DrillGoals:
    """The goals part of the practice screen."""

    # set up by PracticeScene
    app: Any
    table: Table
    drill_index: int
    drill_list: Drills
    usable_drill: Callable[[int], int]  # KeptPositions' (a stub here would come first)
    drill_said: Callable[[int], str]  # KeptPositions'
    builtin: list[tuple[str, Position]]
    position: Position
    history: list[Any]
    last_shot: Any
    replay_record: Any
    #: the drill's match, built once per table: its position (by identity), the ball, value
    #: and drill it was built for, and the match (:meth:`drill_match`)
    _drill_match: tuple[Position, tuple[str, Any, int], Match | None] | None = None
    grab: Any
    ball: str
    aim: Any
    view: Any
    animating: bool

    def _set(self, pos: Position) -> None: ...
    def offer_aim(self) -> None: ...

    def init_goals(self) -> None:
        self.tally: dict[str, tuple[int, int]] = {}  # drill: (goals met, shots), this session
        # ((met, made, tried, foul, why not counted), the position it is about)
        self.verdict: tuple[Verdict, Position] | None = None
        self.drill_judgement: Any = None  # the referee's on the drill's last shot
        self.edited = False  # the position edited since the drill was set (drill_label)
        self.held_from: Position | None = None  # the table when the piece held was taken

    def choose_drill(self) -> None:
        """Every drill in sight, to pick one (:class:`.DrillChooser`)."""
        names = [self.drill_list.name(i) for i in range(len(self.drill_list))]  # none read
        chooser = DrillChooser(self.app, names, self.drill_said, self.drill_index, self.set_drill)
        self.app.push(chooser)

    def next_drill(self) -> None:
        self.set_drill((self.drill_index + 1) % len(self.drill_list))

    def set_drill(self, i: int) -> None:
        i = self.usable_drill(i)  # a kept one damaged since it was listed: said, left out
        self.drill_index, self.grab, self.edited = i, None, False  # nothing of the last stays
        # a drill is chosen to be played: the editor closes, the goal said and Tirar lit
        self.edit, self.refused, self.kept_note = False, "", None
        self._set(self.drill_list[self.drill_index][1])
        self.forget_shots()
        self.ball = self.aim.ball = first_ball(self.position)
        self.aim.state = AimState()  # a drill starts from a plain cue, not the last one's
        self.offer_aim()

    def forget_shots(self) -> None:
        """Another drill: Undo, Repeat, the replay and the verdict keep nothing of the last
        one's shots (Undo went back into it under the new one's name; Repeat played its shot;
        a position kept as a new drill went on saying the old one's "Objetivo no cumplido")."""
        self.history, self.last_shot, self.replay_record = [], None, None
        self.verdict = None

    def drill_key(self) -> str:
        """The ready-made drill's name, by which its goal, first aim and situation are found;
        "" for a kept position, whatever its file is called (one called "The salida" took the
        ready-made salida's goal and tally)."""
        name, _start = self.drill_list[self.drill_index]
        return name if self.drill_index < len(self.builtin) else ""

    def edits(self, act: Callable[[], Any]) -> None:
        """``act``, an edit of the table (the editor's, Restore's): if it changes the
        position, the drill's is edited (:meth:`drill_label`). Shots and Undo are not edits;
        a piece dragged is one once put down (a drop refused back where it was is none)."""
        before = self.position if self.grab is None else self.held_from
        act()
        if self.grab is not None:  # a piece held: an edit once put down where it was not
            self.held_from = before
            return
        self.edited |= self.position != before

    def drill_label(self) -> str:
        """The drill button's words: the drill set, and "edited" once an edit (:meth:`edits`)
        has changed its position, until the drill is set again or Undo is back at its start
        (it named the drill over a table edited into something else, its goal gone)."""
        name = self.drill_said(self.drill_index)
        if self.position == self.drill_list[self.drill_index][1]:
            self.edited = False
        if self.edited:
            return _("Drill: {name} (edited)").format(name=name)
        return _("Drill: {name}").format(name=name)

    def fresh_drill(self) -> str:
        """The ready-made drill's name while its position is as it was set (no shot, edit or
        move)."""
        key = self.drill_key()
        return key if key and self.position == self.drill_list[self.drill_index][1] else ""

    def judge_goal(self, before: Position, shot: Shot, result: Any, uncounted: str = "") -> None:
        """After a shot: if it was ball 1's from the drill as set, whether it met the goal — a
        shot the referee would call a foul in the drill's situation (the seco cue meeting a
        ball first, a pin before the ball) meets none. ``uncounted``: "" for the player's own
        new stroke; a repeat of the same one (R, "repeat") or the maestro's advised shot
        struck as set ("advice") says its verdict but adds nothing to the session's tally."""
        name, start = self.drill_key(), self.drill_list[self.drill_index][1]
        self.verdict = None
        if not name or before != start or shot.ball != "1":
            return
        # the referee's own context for the drill's situation, as the maestro's advice has it
        m = practice_match(before, "1", self.app.settings.ball1_pocket_value, SITUATIONS.get(name))
        if m is None:
            return
        j = judge(self.table, before, shot, result.events, result.final, m.shot_context())
        self.drill_judgement = j  # what the shot's summary says it gives
        miss = DRILL_GOALS[name].missed("1", result.events, j.points_shooter)
        met = j.foul is None and miss is None
        made, tried = self.tally.get(name, (0, 0))
        if not uncounted:
            made, tried = made + met, tried + 1
            self.tally[name] = (made, tried)
        said = (met, made, tried, j.foul, uncounted, miss)
        self.verdict = (said, self.position)  # said when drawn

    def drill_match(self) -> Match | None:
        """Ball 1 to play from a drill as set, played under a rule of the game (the salida, a
        bricole from the cabaña): the drill's situation as the referee holds it; else None.
        Built once per table (it is drawn every frame): a position is never changed in
        place, a new one replaces it."""
        value = self.app.settings.ball1_pocket_value
        at = (self.ball, value, self.drill_index)
        kept = self._drill_match
        if kept is None or kept[0] is not self.position or kept[1] != at:
            situation = SITUATIONS.get(self.fresh_drill()) if self.ball == "1" else None
            m = practice_match(self.position, "1", value, situation) if situation else None
            self._drill_match = kept = (self.position, at, m)
        return kept[2]

    def draw_drill_rule(self, surf: pygame.Surface) -> dict[str, str]:
        """In a drill played under a rule, its cabaña shaded as a game shades it, and what the
        guide says of each ball met first, as a game's guide says it (returned; else, open
        play's: the seco cue's): the bricole drill's text leans on a cabaña never shown, and a
        ball straight on read as a fair hit that the verdict then called a foul."""
        m, seco = self.drill_match(), self.aim.struck()[2] == "seco"
        if m is None:
            return open_play_fouls(self.position, self.ball, seco)
        area = m.placement_area() or cabana_area(self.table, "salida")
        shade_area(surf, self.view, area)
        return first_ball_fouls(m, "1", seco)

    def no_ball(self) -> bool:
        """Every ball is off the table (dragged off while editing): nothing to strike."""
        return all(xy is None for xy in self.position.balls.values())

    def idle_hint(self) -> str:
        """What the caption says when nothing else is to be said: how to strike, or, with no
        ball on the table, how to bring one back (it invited a shot Space did nothing for)."""
        if self.no_ball():
            return NO_BALL.said(self.app.pointer.by_finger)
        return STRIKE.said(self.app.pointer.by_finger)

    def goal_lines(self, below: str) -> list[Line]:
        """The caption: the goal while the drill is as set, the last shot's verdict while the
        balls are where it left them, then ``below`` (what the shot scored, or the hint); while
        a shot rolls, the goal and the hint (the last shot's words read as the rolling one's)."""
        if self.animating:
            below = self.idle_hint()
        fresh = self.fresh_drill()
        top: Line = (goal(fresh), ACCENT) if fresh else ("", ACCENT)
        if fresh and self.ball != "1":  # its shot is judged by nothing: said, not left to guess
            said = _("The drill's goal is judged on a shot of ball 1 (key 1 or the Ball button).")
            top = (said, ACCENT)
        shown = not self.animating and self.verdict is not None  # its balls where it left them
        if not fresh and shown and self.verdict[1] == self.position:
            top = verdict_line(*self.verdict[0])
        return [top, (below, TEXT)]

    def shot_points(self, down: list[str], pocketed: list[str]) -> int:
        ball1 = self.app.settings.ball1_pocket_value
        return pin_value(down) + sum(pocket_value(b, ball1) for b in pocketed)

    def summary_of(
        self, before: Position, shot: Shot | None, result: Any
    ) -> tuple[Callable[[bool], str], bool]:
        """What the last shot did, said in the language of the moment (:meth:`shot_summary`)
        — told whether a drill's verdict line is said above it, naming the foul (the caption),
        or not (the replay, which has no verdict line: it ended on "1 for the opponent", the
        foul unnamed); out of a drill, the foul a referee would call in open play as well —
        the guide warned of a push, say, and after the shot nothing was said of it. And
        whether it left pins down or the mingo sunk (:func:`as_left` says so on the practice
        screen, not in the replay, which offers neither R nor Undo)."""
        final = result.final
        down = [p for p in PIN_IDS if before.pins[p].standing and not final.pins[p].standing]
        pocketed = [e["ball"] for e in result.events if e.type == "pocketed"]
        foul, given = None, 0
        j = self.drill_judgement if self.verdict is not None else None  # a drill's, as judged
        if j is None and shot is not None and shot.ball in ("1", "2"):
            ball1 = self.app.settings.ball1_pocket_value
            ctx = ShotContext(0 if shot.ball == "1" else 1, shot.ball, ball1_pocket_value=ball1)
            j = judge(self.table, before, shot, result.events, final, ctx)
        if j is not None:
            foul, given = j.foul, j.points_opponent
        played = shot.ball if shot is not None else None
        left = bool(down) or ("mingo" in pocketed and played != "mingo")
        why = standing_calls(j) if j is not None else []  # a pin seen up, counted down
        return (
            lambda verdict_above: (
                self.shot_summary(down, pocketed, foul, given, verdict_above)
                + "".join(f" · {a.text(translations())}" for a in why)
            ),
            left,
        )

    def shot_summary(
        self,
        down: list[str],
        pocketed: list[str],
        foul: Foul | None = None,
        given: int = 0,
        said_above: bool = False,
    ) -> str:
        """What the shot would score in a game (pins and pocketed balls, as if legal), or the
        foul it would be there and what it would give the opponent (``said_above``: which foul
        is said on the drill's verdict line; under it a drill's foul read "2 points in all",
        as if they were the player's)."""
        if foul is not None and said_above:
            return _("In a partida: {n} for the opponent").format(n=given)
        if foul is not None:
            reason = foul_reason(foul.code, foul.params, translations())
            text = _("A foul in a partida ({reason}): {n} for the opponent")
            return text.format(reason=reason, n=given)
        points = self.shot_points(down, pocketed)
        chapo = len(down) == len(PIN_IDS)  # all five named, as the goals name them: a partida
        parts = [_("Pins down: 5, chapó") if chapo else _("Pins down: {n}").format(n=len(down))]
        if pocketed:
            balls = words.balls(pocketed, translations())  # "la bola 1", not a bare "1"
            parts.append(_("pocketed: {balls}").format(balls=balls))
        parts.append(ngettext("{p} point in all", "{p} points in all", points).format(p=points))
        return "; ".join(parts)


def as_left() -> str:
    """Said after a shot that knocked pins or sank the mingo: practice leaves them so (the
    Rules say a game puts them back, and a learner was left with nothing to hit, not told
    the way out). Undo is the way back to the table before the shot: "Restore balls and
    pins", said here once, stands the pins and brings the balls to a game's spots, not a
    drill's — the mingo went to its spot and ball 2 came onto a drill without one."""
    return " " + _(
        "(Pins and balls stay as the shot left them: Repeat shot (R) plays it again, Undo puts "
        "the table back as it was.)"
    )
