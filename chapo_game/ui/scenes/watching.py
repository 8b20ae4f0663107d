"""Watching a shot and aiming with help, for every screen with the table in it (a part of
:class:`~.tablescene.TableScene`): the replay of the last shot (V or the side panel's button),
fast-forward while the balls roll (hold F or the button: 4×, the same recorded frames, so the
same outcome), and the helps drawn while a player aims (:mod:`..guides`, :mod:`..power`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise
from typing import Any

import pygame

from chapo_game.i18n import _, decimal

from ..draw.cue import CUE_LENGTH, cue_band, launch_angle
from ..guides import LAG_COLOUR, Guides, draw_path, guide_foul, lag_lost_said
from ..labels import chip_beside, label_beside
from ..option_texts import push_said
from ..palette import BAD, TEXT
from ..replay import ShotRecord
from ..simpaths import warned
from ..touch import began_on
from ..widgets import Button, panel
from .replay import ReplayScene

FAST = 4  # fast-forward: recorded frames played per window frame

Vec = tuple[float, float]


class Watching:
    """Replay, fast-forward and the aiming helps; :class:`~.tablescene.TableScene` sets the
    fields."""

    app: Any
    view: Any
    position: Any
    replay_record: ShotRecord | None
    fast_held: set[str]
    holding = False  # the button's press began as a hold (its release is no tap to replay)
    watch_button: Button
    lag_hint: Any
    cue_path: Any
    animating: bool  # a shot is being played (TableScene's property)
    bar_buttons: Callable[[], list[Button]]  # the caption bar's buttons (TableScene's)

    # ------------------------------------------------------------------ watching
    def _watch_label(self) -> str:
        if self.animating:
            return _("Fast ×4 (hold F)")
        return _("Replay (V)")

    def replay_meant(self) -> Any:
        """What the shot about to run is meant to do, for its replay (None: nothing said;
        :attr:`..replay.ShotRecord.meant`)."""
        return None

    def can_replay(self) -> bool:
        return self.replay_record is not None and not self.animating

    def open_replay(self, auto: bool = False) -> None:
        """The last shot again, from its recorded frames, on a screen over this one."""
        if self.can_replay():
            assert self.replay_record is not None
            self.app.push(ReplayScene(self.app, self, self.replay_record, auto=auto))

    def fast_factor(self) -> int:
        """Frames played per window frame for a person's fast-forward: the button or F held —
        F as the keyboard holds it now, so that F held through several shots (a demo's watcher)
        hurries each of them, its KEYDOWN long past."""
        held = bool(self.fast_held) or pygame.key.get_pressed()[pygame.K_f]
        return FAST if held else 1

    def hurries(self) -> bool:
        """Something fast-forward hurries now: the balls rolling (the game adds the computer
        lining up its shot)."""
        return self.animating

    def covered(self) -> None:
        """A screen opened over this one (pause, score sheet, replay) gets F's release and the
        button's: both holds are let go here (the button's, left on, swallowed the next click
        on return), and F still down on return is read from the keyboard."""
        self.fast_held.discard("key")
        self.fast_held.discard("button")
        self.holding = False
        for b in self.pointer_buttons():  # the pointer is on the screen over it now: none
            b.hover = False  # stays lit (Pause did, under the pause menu and after it)
        tab = getattr(self, "tab_focus", None)  # nor Tab's light, put out unseen: Enter
        if tab is not None:  # pressed it on return instead of striking
            tab.index = None
        aim = getattr(self, "aim", None)
        if aim is not None:  # a drag of the power bar, the spin or a pull is over there too
            aim.let_go()
        drop = getattr(self, "drop_grab", None)
        if drop is not None:  # a ball or pin held in the editor is let go where it is
            drop()

    def pointer_buttons(self) -> list[Button]:
        """The buttons the pointer lights on this screen (and Tab, over practice's and the
        tutorial's buttons on top)."""
        aim = getattr(self, "aim", None)
        keep = getattr(self, "keep_button", None)
        return [
            *self.bar_buttons(),
            self.watch_button,
            *(aim.buttons if aim is not None else ()),
            *getattr(self, "tool_buttons", ()),
            *getattr(self, "nav", ()),
            *([keep] if keep is not None else []),
        ]

    def watch_event(self, ev: pygame.event.Event) -> bool:
        """F held or the button held: fast-forward while the balls roll; V or the button:
        the replay of the last shot. True when the event was used."""
        if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key == pygame.K_f:
            if ev.type == pygame.KEYUP:
                self.fast_held.discard("key")
            elif self.hurries():
                self.fast_held.add("key")
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_v and self.can_replay():
            self.open_replay()
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.fast_held.discard("button")
            if self.holding:  # the end of a hold that hurried the shot, not a tap to replay it
                self.holding = False
                return True
        if getattr(getattr(self, "aim", None), "dragging", False):
            return False  # a pull-back released over the button is a strike, not a replay
        on = self.watch_button.rect.collidepoint(getattr(ev, "pos", (-1, -1)))
        if not on or getattr(ev, "button", 1) != 1 or not (self.animating or self.can_replay()):
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and self.animating:
            self.fast_held.add("button")
            self.holding = True
            return True
        if ev.type == pygame.MOUSEBUTTONUP and self.can_replay():
            if not began_on(self.watch_button.rect):  # a drag let go over it: no replay
                return False
            self.open_replay()
            return True
        return ev.type == pygame.MOUSEBUTTONDOWN

    def watch_shown(self) -> bool:
        """Whether the replay / fast-forward button is there: something to replay or hurry."""
        return self.animating or self.replay_record is not None

    def draw_watch(self, surf: pygame.Surface) -> None:
        """The replay / fast-forward button, when it is there (:meth:`watch_shown`)."""
        if self.watch_shown():
            # lit while it hurries: the button held, or F (pressed now or held since a shot ago)
            self.watch_button.hover = self.animating and self.fast_factor() > 1
            self.watch_button.draw(surf, self.app.fonts, 22)

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
        said."""
        from ..aim import MIN_POWER

        pos = self.position
        st = aim.state
        aim.hint_speed = None
        if lag:
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
            return
        sim, drawn = None, ()  # the shot's simulated paths (off the loop); the lines drawn
        shot = aim.shot()  # once a frame: the simulated paths, the line and the push read it
        if (guides.cue_path or (guides.aim_line and fouls)) and st.power >= MIN_POWER:
            sim = self.cue_path.paths(pos, shot)
        if guides.aim_line:
            forbidden = forbidden or {}
            pins = pos.standing_pins()
            met, seen = None if sim is None else sim.met, warned(sim, fouls)
            way = launch_angle(shot, self.cue_path.params)  # the side's squirt in it
            push = push_said(self.table, pos, shot)  # whatever the line meets
            crossed = push is not None or seen.fouled()  # a foul wherever the line ends
            end = self.view.draw_guide(
                surf, ball, pos.balls, way, pins, forbidden, met, crossed, seen.course
            )
            why, drawn = guide_foul(end, push, forbidden, seen, ball), end.drawn
            if why:
                self.draw_foul_warning(surf, why, end.ghost, ball, st.angle, pins)
        path = sim.path if guides.cue_path and sim is not None and sim.path else ()
        if path:
            draw_path(surf, self.view, path, end_ring=sim.stops)  # a ring only where it stops
        self.draw_fixed_note(surf, ball, aim, drawn, path)

    def draw_foul_warning(
        self,
        surf: pygame.Surface,
        label: str,
        ghost: Vec,
        ball: str,
        angle: float,
        pins: Mapping[str, Vec],
        way: Sequence[Vec] = (),
    ) -> None:
        """``label`` beside the crossed ghost ball, on a chip hiding no ball or standing pin and
        crossing neither the cue nor the line drawn to the ghost — the straight one, or the
        screen points of ``way`` (the lag's, there and back)."""
        balls = self.in_sight(pins)
        start = self.view.to_screen(self.position.balls[ball])
        lines = list(pairwise(list(way) or [start, ghost]))
        r = self.view.ball_radius_px()
        self.draw_chip(surf, label, BAD, ghost, r, balls, lines, (ball, angle))

    def draw_fixed_note(
        self, surf: pygame.Surface, ball: str, aim: Any, drawn: Any = (), path: Any = ()
    ) -> None:
        """While the aim is held, beside the cue ball clear of the cue, the line ahead, the
        guide's ``drawn`` lines and the cue ball's ``path`` (table points, put on the screen
        only then): a click frees it — unseen, a player takes his next click for a re-aim."""
        xy = self.position.balls.get(ball)
        if not aim.held or aim.busy() or xy is None:
            return
        note = _("Aim fixed: a click on the table aims again.")
        c = self.view.to_screen(xy)
        a = math.radians(aim.state.angle)
        ahead = self.view.to_screen((xy[0] + 0.6 * math.cos(a), xy[1] + 0.6 * math.sin(a)))
        gap, things = 2 * self.view.ball_radius_px(), self.in_sight(self.position.standing_pins())
        lines = [(c, ahead), *drawn, *pairwise([self.view.to_screen(p) for p in path])]
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
        ``balls`` nor crossing ``lines`` or the cue of the ball ``aimed`` (ball, angle), where
        the table has room (:func:`chip_beside`)."""
        cue = self.cue_segment(*aimed)
        lines = [*lines, *cue_band(cue, self.view.scale)] if cue is not None else lines
        f, pad, r = self.app.fonts, self.app.fonts.px(6), self.view.ball_radius_px()
        img = f.text(label, 20, colour)
        size = (img.get_width() + 2 * pad, img.get_height() + pad)
        chip = chip_beside(at, gap + pad, size, balls, r, lines, self.view.playing_rect())
        panel(surf, chip, 200)
        f.draw(surf, label, 20, colour, center=chip.center)
