"""Practice's drill goals: the goal said under the table while the drill's position is as set,
and after a shot of ball 1 from it whether the goal was met, with the tally of this session
("Objetivo cumplido: 3 de 5"), so a player sees his drill improve without counting; and what a
shot would have scored in a game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chapo_game.i18n import _, ngettext, translations
from chapo_game.position import Position
from chapo_game.rules import words
from chapo_game.rules.scoring import pin_value, pocket_value
from chapo_game.shot import Shot

from ..drills import goal, goal_met
from ..widgets import ACCENT, BAD, GOOD, TEXT

Line = tuple[str, tuple[int, ...]]


def verdict_line(met: bool, made: int, tried: int) -> Line:
    """A drill's verdict on the last shot, in the window's language of the moment."""
    text = _("Goal met: {made} of {tried}") if met else _("Goal missed: {made} of {tried}")
    return text.format(made=made, tried=tried), GOOD if met else BAD


class DrillGoals:
    """The goals part of the practice screen."""

    # set up by PracticeScene
    app: Any
    drill_index: int
    drill_list: list[tuple[str, Position]]
    position: Position

    def init_goals(self) -> None:
        self.tally: dict[str, tuple[int, int]] = {}  # drill: (goals met, shots), this session
        self.verdict: tuple[tuple[bool, int, int], Position] | None = None  # (met, made, tried)

    def fresh_drill(self) -> str:
        """The drill's name while its position is as it was set (no shot, edit or move)."""
        name, start = self.drill_list[self.drill_index]
        return name if self.position == start else ""

    def judge_goal(self, before: Position, shot: Shot, events: Sequence[Any], points: int) -> None:
        """After a shot: if it was ball 1's from the drill as set, whether it met the goal."""
        name, start = self.drill_list[self.drill_index]
        met = goal_met(name, events, points) if before == start and shot.ball == "1" else None
        self.verdict = None
        if met is None:
            return
        made, tried = self.tally.get(name, (0, 0))
        made, tried = made + met, tried + 1
        self.tally[name] = (made, tried)
        self.verdict = ((met, made, tried), self.position)  # said when drawn, in its language

    def goal_lines(self, below: str) -> list[Line]:
        """The caption: the goal while the drill is as set, the last shot's verdict while the
        balls are where it left them, then ``below`` (what the shot scored, or the hint)."""
        fresh = self.fresh_drill()
        top: Line = (goal(fresh), ACCENT) if fresh else ("", ACCENT)
        if not fresh and self.verdict is not None and self.verdict[1] == self.position:
            top = verdict_line(*self.verdict[0])
        return [top, (below, TEXT)]

    def shot_points(self, down: list[str], pocketed: list[str]) -> int:
        ball1 = self.app.settings.ball1_pocket_value
        return pin_value(down) + sum(pocket_value(b, ball1) for b in pocketed)

    def shot_summary(self, down: list[str], pocketed: list[str]) -> str:
        """What the shot would score in a game (pins and pocketed balls, as if legal)."""
        points = self.shot_points(down, pocketed)
        parts = [_("Pins down: {n}").format(n=len(down))]
        if pocketed:
            balls = words.balls(pocketed, translations())  # "la bola 1", not a bare "1"
            parts.append(_("pocketed: {balls}").format(balls=balls))
        parts.append(ngettext("{p} point in all", "{p} points in all", points).format(p=points))
        return "; ".join(parts)
