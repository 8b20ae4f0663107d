"""The helps drawn while a player aims, for every screen with the table in it (a part of
:class:`~.tablescene.TableScene`, through :class:`~.watching.Watching`): the lag's line and
speed, the aiming guide's line, ghost ball and the object ball's and cue ball's ways
(:mod:`..guides`, :mod:`..simpaths`), the fouls it foresees, and the fixed aim's note — each
label on a chip that hides no ball or pin and crosses no line, cue or other chip.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

import pygame

from chapo_game.i18n import N_, _, decimal
from chapo_game.shot import Shot

from ..draw.cue import launch_angle
from ..draw.stick import CUE_LENGTH, cue_band
from ..guides import LAG_COLOUR, Guides, draw_path, guide_foul
from ..hand_words import HandWords
from ..labels import chip_beside, edges, label_beside
from ..lag_words import lag_lost_said
from ..option_texts import push_said
from ..palette import BAD, TEXT
from ..simpaths import SimPaths, warned
from ..widgets import panel

Vec = tuple[float, float]

#: How opaque a label's chip is over the table. A chip finds no free place on a crowded table
#: or in large text and then lies over the fewest balls and pins: at 200 of 255 a ball under
#: it lit it so that a foul's red read 3.4:1 (2.8 to a protanope); at 240 it is 5.9:1, 4.8 to
#: every eye (Machado 2009), even over white, and the cloth still shows a little through it.
CHIP_ALPHA = 240

#: The fixed aim's note. With the mouse a press pulls along the fixed aim and only a click
#: frees it (told "press on the table to aim again", a player pressed on the ball he meant
#: and struck along the old line); a finger aims where it touches.
FIXED = HandWords(
    N_("Aim fixed: press on the table to aim again; the arrows turn it."),
    N_("Aim fixed: click on the table to aim again; the arrows turn it."),
)
#: The same note for a resumed encuentro's aim, said as the saved one.
SAVED = HandWords(
    N_("Aim as it was saved: press on the table to aim again; the arrows turn it."),
    N_("Aim as it was saved: click on the table to aim again; the arrows turn it."),
)


def shown_paths(sim: Any) -> list[tuple[list[Vec], bool]]:
    """The simulated paths the guide draws (table points) and whether each ends in a ring:
    the cue ball's after contact (a ring only where it stops), and a bank's way on from its
    cushion (a ring where it meets a ball or stops)."""
    if sim is None:
        return []
    out = [(list(sim.path), sim.stops)] if sim.path else []
    return out + ([(list(sim.bank.points), sim.bank.ends)] if sim.bank is not None else [])


class AimHelps:
    """What helps a player aim; :class:`~.tablescene.TableScene` sets the fields."""

    app: Any
    view: Any
    position: Any
    lag_hint: Any
    cue_path: Any
    chips: list[pygame.Rect]  # the labels' chips drawn this frame, which later ones avoid
    draw_cue: Any  # :meth:`~.tablescene.TableScene.draw_cue`

    def cue_segment(self, ball: str, angle: float) -> tuple[Vec, Vec] | None:
        """Where the cue lies on the screen while ``ball`` is aimed at ``angle``: from the
        ball back along the aim, a cue's length (the label of a help must not sit under it)."""
        xy = self.position.balls.get(ball)
        if xy is None:
            return None
        a = math.radians(angle)
        back = (xy[0] - CUE_LENGTH * math.cos(a), xy[1] - CUE_LENGTH * math.sin(a))
        return self.view.to_screen(xy), self.view.to_screen(back)

    def draw_aim_helps(
        self,
        surf: pygame.Surface,
        ball: str,
        aim: Any,
        guides: Guides,
        lag: bool = False,
        forbidden: Mapping[str, str] | None = None,
        fouls: tuple[str, ...] = ("short", "sunk", "off"),
    ) -> None:
        """What helps the player aim, as ``guides`` allow: in the lag, the hinted shot's line
        (up the table and back to where it stops) and its speed on the power bar; otherwise
        the object ball's line and the cue ball's path after contact. A standing pin the line
        meets first, a ball of ``forbidden`` (ball -> why it may not be met first: inside the
        cabaña with ball in hand, any ball straight on after pasar or bricole), or, of the
        simulated shot's ``fouls``, a ball too soft to reach any ("short"), dropping into a
        pocket untouched ("sunk") or a ball sent off the table ("off") is marked, its foul
        said. Then the cue, over them — under them in the lag, whose ball comes back along
        the cue: the ring where it stops lay half under it."""
        self.chips = []
        st = aim.state
        aim.hint_speed = None
        if lag:
            self._draw_lag_helps(surf, ball, aim, guides)
            return
        drawn: tuple[tuple[Vec, Vec], ...] = ()  # the lines drawn
        shot = aim.shot()  # once a frame: the simulated paths, the line and the push read it
        sim = self.guide_simulation(shot, st.power, guides, fouls)
        # drawn first, so that no label lies under them (a bank's dots crossed the foul's chip)
        paths = shown_paths(sim) if guides.cue_path else []
        for pts, ring in paths:
            draw_path(surf, self.view, pts, end_ring=ring)
        screen = [[self.view.to_screen(p) for p in pts] for pts, _ring in paths]
        on_paths = [seg for pts in screen for seg in pairwise(pts)]
        if guides.aim_line:
            lines = (sim, forbidden or {}, fouls, on_paths)
            drawn = self._draw_aim_line(surf, ball, shot, st.angle, *lines)
        self.draw_fixed_note(surf, ball, aim, (*drawn, *on_paths))
        self.draw_cue_of(surf, ball, aim)

    def guide_simulation(
        self, shot: Shot, power: float, guides: Guides, fouls: tuple[str, ...]
    ) -> SimPaths | None:
        """The simulated paths the guide draws for ``shot`` (worked out off the loop; a near
        aim's meanwhile, ``None`` until one lands), or ``None`` where none runs: neither the
        cue ball's path nor a foul to foresee is shown, or the stroke at ``power`` is too soft
        to strike. The tutorial's aim step is judged on the very same."""
        from ..aim import MIN_POWER

        if (guides.cue_path or (guides.aim_line and fouls)) and power >= MIN_POWER:
            return self.cue_path.paths(self.position, shot)
        return None

    def _draw_aim_line(
        self,
        surf: pygame.Surface,
        ball: str,
        shot: Shot,
        angle: float,
        sim: SimPaths | None,
        forbidden: Mapping[str, str],
        fouls: tuple[str, ...],
        on_paths: list[tuple[Vec, Vec]],
    ) -> tuple[tuple[Vec, Vec], ...]:
        """The guide's line for ``shot`` (the simulated ``sim`` where there is one) and, where
        it ends on a foul, the foul said on a chip clear of the cue at ``angle`` and of
        ``on_paths``: the lines drawn."""
        pos = self.position
        pins = pos.standing_pins()
        met, seen = None if sim is None else sim.met, warned(sim, fouls)
        way = launch_angle(shot, self.cue_path.params)  # the side's squirt in it
        push = push_said(self.table, pos, shot)  # whatever the line meets
        crossed = push is not None or seen.fouled()  # a foul wherever the line ends
        end = self.view.draw_guide(
            surf, ball, pos.balls, way, pins, forbidden, met, crossed, seen.course
        )
        why = guide_foul(end, push, forbidden, seen, ball)
        if why:
            self.draw_foul_warning(surf, why, end.ghost, ball, angle, pins, (), on_paths)
        return end.drawn

    def _draw_lag_helps(self, surf: pygame.Surface, ball: str, aim: Any, guides: Guides) -> None:
        """The lag's helps: the cue first, then, as ``guides`` allow, the hinted shot's line up
        the table and back, and its speed on a chip (a line that loses the lag drawn as a
        foul, its reason said)."""
        pos, st = self.position, aim.state
        self.draw_cue_of(surf, ball, aim)
        advice = self.lag_hint.advice(pos, ball, st.angle) if guides.lag_hint else None
        if advice is not None:
            # a line that meets the mingo or a pin, or leaves the table, loses the lag:
            # drawn as a foul, never as the speed to play (it was, in green)
            colour = LAG_COLOUR if advice.lost is None else BAD
            draw_path(surf, self.view, list(advice.path), colour, outline=colour == BAD)
            end = self.view.to_screen(advice.stop)
            r = self.view.ball_radius_px()
            label = _("lag: {v} m/s").format(v=decimal(advice.speed, 2))
            if advice.lost is not None:  # on a chip, as a foul's warning: the red line
                label = lag_lost_said(advice.lost)  # struck through it
                way = [self.view.to_screen(p) for p in advice.path]
                pins = pos.standing_pins()
                self.draw_foul_warning(surf, label, end, ball, st.angle, pins, way)
            else:
                aim.hint_speed = advice.speed
                img = self.app.fonts.text(label, 20, colour)
                cue = self.cue_segment(ball, st.angle)
                at = label_beside(end, r, img.get_size(), cue)
                self.app.fonts.draw(surf, label, 20, colour, **at)
        self.draw_fixed_note(surf, ball, aim)

    def draw_cue_of(self, surf: pygame.Surface, ball: str, aim: Any) -> None:
        """The cue behind ``ball`` as ``aim`` sets it, pulled back as far as it is pulled."""
        xy, st = self.position.balls.get(ball), aim.state
        if xy is not None:
            self.draw_cue(surf, xy, st.angle, aim.pull, st.cue == "seco", ball)

    def draw_foul_warning(
        self,
        surf: pygame.Surface,
        label: str,
        ghost: Vec,
        ball: str,
        angle: float,
        pins: Mapping[str, Vec],
        way: Sequence[Vec] = (),
        also: Sequence[tuple[Vec, Vec]] = (),
    ) -> None:
        """``label`` beside the crossed ghost ball, on a chip hiding no ball or standing pin and
        crossing neither the cue nor the line drawn to the ghost — the straight one, or the
        screen points of ``way`` (the lag's, there and back) — nor the screen segments
        ``also`` (the paths drawn)."""
        balls = self.in_sight(pins)
        start = self.view.to_screen(self.position.balls[ball])
        lines = [*pairwise(list(way) or [start, ghost]), *also]
        r = self.view.ball_radius_px()
        self.draw_chip(surf, label, BAD, ghost, r, balls, lines, (ball, angle))

    def draw_fixed_note(self, surf: pygame.Surface, ball: str, aim: Any, drawn: Any = ()) -> None:
        """While the aim is held, beside the cue ball clear of the cue, the line ahead and the
        ``drawn`` lines (screen segments: the guide's, the paths'): a click frees it — unseen,
        a player takes his next click for a re-aim. A resumed encuentro's aim is said as the
        saved one (it read "fixed" as if the player had clicked)."""
        xy = self.position.balls.get(ball)
        pushed = aim.pushed == aim.state.angle  # still the aim the push was released at
        if not (aim.held or pushed) or aim.busy() or xy is None:
            return
        saved = aim.held and aim.saved is not None and aim.state.angle == aim.saved.angle
        note = (SAVED if saved else FIXED).said(self.app.pointer.by_finger)
        if pushed:  # a drag towards the aim, taken for a shot that never came
            note = _("Nothing struck: pull back, away from where the cue points, and release.")
        c = self.view.to_screen(xy)
        a = math.radians(aim.state.angle)
        ahead = self.view.to_screen((xy[0] + 0.6 * math.cos(a), xy[1] + 0.6 * math.sin(a)))
        gap, things = 2 * self.view.ball_radius_px(), self.in_sight(self.position.standing_pins())
        lines = [(c, ahead), *drawn]
        self.draw_chip(surf, note, TEXT, c, gap, things, lines, (ball, aim.state.angle))

    def in_sight(self, pins: Mapping[str, Vec]) -> list[Vec]:
        """The screen points a chip must hide none of: every ball, and ``pins`` (the fixed
        aim's note hid a lateral)."""
        things = [*self.position.balls.values(), *pins.values()]
        return [self.view.to_screen(xy) for xy in things if xy is not None]

    def draw_chip(
        self,
        surf: pygame.Surface,
        label: str,
        colour: tuple[int, int, int],
        at: Vec,
        gap: float,
        balls: list[Vec],
        lines: list[tuple[Vec, Vec]],
        aimed: tuple[str, float],
    ) -> None:
        """``label`` on a dark chip ``gap`` beside the screen point ``at``, hiding none of
        ``balls`` nor crossing ``lines``, the cue of the ball ``aimed`` (ball, angle) or the
        chips drawn before it this frame (the fixed aim's note lay over a foul's warning),
        where the table has room (:func:`chip_beside`)."""
        cue = self.cue_segment(*aimed)
        lines = [*lines, *cue_band(cue, self.view.scale)] if cue is not None else lines
        lines += [e for c in self.chips for e in edges(c)]
        f, pad, r = self.app.fonts, self.app.fonts.px(6), self.view.ball_radius_px()
        img = f.text(label, 20, colour)
        size = (img.get_width() + 2 * pad, img.get_height() + pad)
        chip = chip_beside(at, gap + pad, size, balls, r, lines, self.view.playing_rect())
        panel(surf, chip, CHIP_ALPHA)
        f.draw(surf, label, 20, colour, center=chip.center)
        self.chips.append(chip)
