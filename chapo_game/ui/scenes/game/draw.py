"""Drawing the game screen: the ball in hand and its cabaña, the aim and cue, the choices
(break, option, rey's spot), the side panel and the caption bar; the boards are in
:mod:`.board`.

Text goes only where it cannot cover the table's rails: the score board, the side panel, the
caption bar under the table, or panels over the cloth.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.rules.match import Phase

from ...calls import (
    SIZES,
    PlacedCall,
    calls_told,
    draw_calls,
    rows_fitting,
    rows_needed,
    told_items,
)
from ...draw.balls import BallDraw
from ...draw.marks import mark_forbidden, placed_mark, shade_area
from ...fonts import ELLIPSIS
from ...guides import guides_for, simulated_fouls
from ...lag_marks import draw_lag_gaps, free_spot, lag_gap_marks, lag_gaps_said, small_questions
from ...option_texts import balls_inside, first_ball_fouls
from ...replay import said_now
from ...widgets import ACCENT, BAD, GOOD, TEXT, button_height, panel
from .hand_watch import HAND_PHASES, draw_computer_hand, marks_inside
from .options import draw_question, option_box
from .state import GameState
from .texts import seat_name


@functools.lru_cache(maxsize=16)
def overflows(
    fonts: Any, width: int, items: tuple[tuple[str, str], ...], rows: int, scale: tuple
) -> bool:
    """Whether the call bar's ``items`` need more than ``rows`` rows at the least size —
    asked at every frame of the same calls, and wrapping them all took 0.7 ms a frame
    (``scale``: the fonts' unit and floor, which change what fits)."""
    return rows_needed(fonts, width, items, SIZES[-1]) > rows


class GameDrawing(GameState):
    """The game screen drawn over the table: ball in hand, aim, choices, panels, captions."""

    def draw_scene(self, surf: pygame.Surface, live: bool = True) -> None:
        """The whole screen; without what changes at every frame while the computer thinks
        (``live``: :meth:`~.thinking.ThinkingPicture.draw_live`), which is drawn over the
        kept rest then — nothing under it is drawn after it."""
        m = self.match
        ball = self.current_ball()
        self.draw_table(surf, hide=(ball,) if self.placing and ball is not None else ())
        self.draw_scoreboard(surf)
        human = self.human_to_act()
        self._draw_turn(surf, human)
        if live:
            self.draw_live(surf)
        if m.phase == Phase.LAG_CHOICE:  # the gaps on the table, under the choice's panel
            draw_lag_gaps(surf, self.view, self.app.fonts, m, self.position)
            if human:  # (the computer's win: the gaps shown while it chooses)
                self._draw_lag_choice(surf)
        if self._choosing_option() and human:
            self._draw_options(surf)
        self.placed_calls = self.draw_call_bar(surf)
        for b in self.bar_buttons():  # pause, the advice's, the declared option's change
            b.draw(surf, self.app.fonts, 22)
        if m.finished:
            self.draw_end(surf)

    def _draw_turn(self, surf: pygame.Surface, human: bool) -> None:
        """What the shot to come shows on the table: the ball in hand (a person's or the
        computer's), the rey's spots to choose, the aim, and a person's side panel."""
        m = self.match
        if m.phase in HAND_PHASES and self.placing and not self.animating:
            self._draw_hand(surf, human)
        elif human and (self._aiming() or self._choosing_option()) and m.hand_cabana is not None:
            self._draw_inside(surf)  # under the options' question too: the balls it is about
        else:
            draw_computer_hand(self, surf)  # where it places its ball, and what it may not meet
        if m.pending_rey_choice and not self.animating:
            self._draw_rey_choices(surf)
        if (human and self._aiming()) or (self.lining_up and not self.computer_placing()):
            self._draw_aim(surf)
        if human and not m.finished and m.phase != Phase.LAG_CHOICE:
            self.aim.draw_panel(surf, self.app.fonts)
            if self.can_move_ball() or self.repicked():
                self.move_button.draw(surf, self.app.fonts, 24)

    def draw_call_bar(self, surf: pygame.Surface) -> list[PlacedCall]:
        """The caption bar: what holds for the shot now (the hint) and the referee's calls,
        one chip each in the order he said them, wrapped between calls; a refusal instead
        is one line, in red, over the hint."""
        hint, calls = self.hint_text(), self.calls_now()
        refusal = "" if self.animating else self.refusal  # the shot struck: old news
        if refusal and calls and self.match.pending_rey_choice:  # the shot's calls stay in sight
            hint, refusal = said_now(refusal), ""
        if refusal or not calls:
            colour = BAD if refusal else TEXT
            said = said_now(refusal) or calls_told(calls)
            self.draw_caption(surf, [(said, colour), (hint, ACCENT)])
            return []
        f = self.app.fonts
        bar = self.caption_rect()
        hinted = [(hint, "hint")] if hint else []
        rows = rows_fitting(f, bar)
        # a player is told first what to do; a demo's onlooker reads the shot's calls, then
        # the rule they lead to (before them, the rule read as the shot's). Where not all fits,
        # the news first: the how-to left both lags lost out of the bar, "lag again" unsaid
        told = told_items(calls)
        items = [*hinted, *told]
        if self.demo or overflows(f, bar.width, tuple(items), rows, (f.unit, f.floor)):
            items = [*told, *hinted]
        return draw_calls(surf, f, bar, items, max_rows=rows)

    def _aiming(self) -> bool:
        m = self.match
        return (
            not self.animating
            and not self.placing
            and self.current_ball() is not None
            and m.phase in (Phase.LAG, *HAND_PHASES, Phase.PLAY)
            and not m.pending_rey_choice
            and not self.option_asked()
        )

    def _choosing_option(self) -> bool:
        return bool(self.option_asked() and not self.placing and not self.animating)

    def _draw_hand(self, surf: pygame.Surface, human: bool) -> None:
        """The cabaña's area and the ball following the pointer, ringed red where refused."""
        m = self.match
        area = m.placement_area()
        ball = self.current_ball()
        if area is None:
            return
        shade_area(surf, self.view, area)
        xy = self.hand_ghost()
        if not human or xy is None or ball is None:
            return
        ok = m.is_legal_placement(xy)
        self.view.draw_ball(surf, ball, BallDraw(xy), alpha=230 if ok else 120)
        c = self.view.to_screen(xy)
        placed_mark(surf, c, self.view.ball_radius_px() + 3, ok)

    def _draw_inside(self, surf: pygame.Surface) -> None:
        """Placed, the ball in hand is played from the cabaña still shaded, each ball inside it
        ringed and crossed wherever the cue points, as the guided first game marks them (once
        placed, the shading went and a ball inside was marked only while the line met it); not
        under pasar or bricole, whose shot goes round them."""
        m = self.match
        area = m.placement_area()
        if area is not None:
            shade_area(surf, self.view, area)
        if marks_inside(m, self.aim.struck()[2]):
            mark_forbidden(surf, self.view, m.position, balls_inside(m, self.current_ball() or ""))

    def _draw_aim(self, surf: pygame.Surface) -> None:
        m = self.match
        ball = self.current_ball()
        xy = self.position.balls.get(ball) if ball is not None else None
        if xy is None or ball is None:
            return
        helps = guides_for(self.app.settings, self.computers, match=True)
        if self.lining_up is not None:  # the computer's line only: its path is its own affair
            helps = replace(helps, cue_path=False, lag_hint=False)
        lag, forbidden = m.phase == Phase.LAG, self.foul_first_balls()
        # touching no ball is no foul after no pasar; the computer's line is its own affair
        fouls = simulated_fouls(m.declared_option) if self.lining_up is None else ()
        self.draw_aim_helps(surf, ball, self.aim, helps, lag, forbidden, fouls)

    def foul_first_balls(self) -> dict[str, str]:
        """The balls the shooter's ball may not meet first, with the foul each would be, as the
        referee rules: with ball in hand those inside its cabaña (art. 12,
        ``Match.legal_first_targets``), or any ball straight on once pasar or bricole is
        declared (guide 4; none before); with the seco cue, any (000 foul 8). A push (art. 15)
        is the referee's own test, said by the guide whatever the line meets
        (:meth:`~..watching.Watching.draw_aim_helps`)."""
        ball = self.current_ball()
        if self.option_asked() or ball is None:
            return {}
        return first_ball_fouls(self.match, ball, self.aim.struck()[2] == "seco")

    def lag_choice_box(self) -> pygame.Rect:
        """Where the lag's winner is asked to break or cede: where it hides neither ball nor
        its line and distance. Over the foot end after a good lag (both balls by the head
        cushion), over the head end if both ran long; after a long lag (both balls mid-table)
        a smaller question wherever the table is free of them, the foot end first, then
        nearest the middle; failing that, wherever it covers only the lines (the balls and
        their distances in sight); only if none fits, in the middle over them (it says both
        distances itself). The table upright, the foot end is the top one, the head end the
        bottom one, and the question is as wide as the table and a fifth of its length."""
        pr, upright = self.view.playing_rect(), self.view.upright
        if upright:
            box = pr.inflate(-pr.width // 6, 0)
            box.height, box.centery = pr.height // 5, pr.centery
        else:
            box = pr.inflate(-pr.width // 3, -pr.height // 3)
        marks = lag_gap_marks(self.view, self.app.fonts, self.match, self.position)
        if not marks:
            return box
        gap = self.app.fonts.px(10)
        ends = (
            (box.move(0, pr.y + gap - box.y), box.move(0, pr.bottom - gap - box.bottom))
            if upright
            else (box.move(pr.right - gap - box.right, 0), box.move(pr.x + gap - box.x, 0))
        )
        for moved in ends:
            if moved.collidelist(marks) < 0:
                return moved
        area = pr.inflate(-2 * gap, -2 * gap)
        balls = lag_gap_marks(self.view, self.app.fonts, self.match, self.position, lines=False)
        for keep in (marks, balls):  # every mark in sight, else the balls and their distances
            for small in small_questions(pr, upright):
                free = free_spot(area, small, keep, upright)
                if free is not None:
                    return free
        return box

    def place_lag_choice(self, box: pygame.Rect) -> None:
        """The break and cede buttons inside the question, wherever it stands (each frame:
        where it stands follows the balls): in its lower part, above its bottom edge."""
        bh = button_height(self.app.size)
        margin = self.app.fonts.px(14)
        y = min(box.y + round(box.height * 0.72), box.bottom - margin - bh // 2)
        for i, b in enumerate(self.choice_buttons):
            b.rect = pygame.Rect(0, 0, round(box.width * 0.42), bh)
            x = box.centerx + (i * 2 - 1) * round(box.width * 0.23)
            b.rect.center = (x, y)

    def _draw_lag_choice(self, surf: pygame.Surface) -> None:
        f = self.app.fonts
        box = self.lag_choice_box()
        self.place_lag_choice(box)
        panel(surf, box, 255)  # opaque: the cross's pins showed through its words
        line = pygame.Rect(box.x, 0, box.width, f.line_height(24)).inflate(-f.px(24), 0)
        said = lag_gaps_said(self.match)  # on two lines where one would cut it (large text)
        if said and f.fit(said, 24, line.width, line.height, max_lines=1)[1] != [said]:
            line.height *= 2
        line.y = min(box.y + box.height // 2, self.choice_buttons[0].rect.y - f.px(10) - line.h)
        title = pygame.Rect(box.x, box.y, box.width, line.y - box.y).inflate(-f.px(24), 0)
        name = seat_name(self.match, self.acting_player() or 0)
        ask = _("{name}: break or cede?").format(name=name)
        size, lines = f.fit(ask, 32, title.width, title.height)
        if lines[-1].endswith(ELLIPSIS) and ask.startswith(name):  # the name gives way, the
            size, lines = f.floor, [f.shorten_head(name, ask[len(name) :], f.floor, title.width)]
        f.draw_lines(surf, lines, size, ACCENT, title)  # question stays ("¿sale o…" was cut)
        self._draw_lag_gaps(surf, line)
        for b in self.choice_buttons:
            b.draw(surf, f, 28)

    def _draw_lag_gaps(self, surf: pygame.Surface, line: pygame.Rect) -> None:
        """After the lag: how far each ball stopped from the head cushion, in the panel."""
        text = lag_gaps_said(self.match)
        if not text:
            return
        f = self.app.fonts
        size, rows = f.fit(text, 24, line.width, line.height)
        f.draw_lines(surf, rows, size, TEXT, line)

    def _draw_options(self, surf: pygame.Surface) -> None:
        draw_question(surf, self.app.fonts, self.option_box(), self.option_buttons)

    def option_box(self) -> pygame.Rect:
        return option_box(self.view, self.app.fonts, button_height(self.app.size))

    def _draw_rey_choices(self, surf: pygame.Surface) -> None:
        f = self.app.fonts
        hover = self.rey_spot_at(self.pointer) if self.pointer else None
        rp = self.view.ball_radius_px()
        for i, sid in enumerate(self.match.rey_spot_choices()):
            c = self.view.to_screen(self.table.spots[sid])
            # a ring 2 to 4 px out of the ball, pulsing twice a second: too small to flash, it
            # stands still at 3 with "Reducir movimiento" (it pulses as long as nobody chooses)
            pulse = 3 if self.app.settings.reduce_motion else 2 + (self.app.pacer.played // 10) % 3
            # the spot under the pointer by its width, not only its colour (ACCENT and GOOD
            # were one to a protanope before GOOD took its blue); the numbers in the text's
            # colour (3.6:1 in ACCENT)
            lit = sid == hover
            pygame.draw.circle(surf, ACCENT if lit else GOOD, c, rp + pulse, 6 if lit else 2)
            at = (c[0] + rp + f.px(10), c[1] - rp - f.px(6))
            f.draw(surf, str(i + 1), 22, TEXT, center=at)
