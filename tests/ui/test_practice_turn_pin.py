"""A coach turns a pin that is down in practice's editor — the wheel over it, or R (Shift+R
back) on the pin held or under the pointer — so it lies the way it fell in a real game: drawn,
kept and played that way. Driven through real pygame events as he would."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pygame
import pytest

from chapo_game import kept_positions
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()
HINT = "Palo derribado: la rueda, R o «Girar palo» lo gira 15°"
KEYS_HINT = "Palo derribado: R lo gira 15° (Mayús+R al revés); las flechas lo mueven"


def practice(app, drive, pos: Position | None = None) -> PracticeScene:
    """Practice from the menu (on ``pos`` if given), in the editor."""
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    if pos is not None:
        p.position = pos
    app.step()
    drive.click(p.button_named("edit").rect.center)
    assert p.edit
    return p


def at(p: PracticeScene, xy) -> tuple[int, int]:
    return tuple(round(c) for c in p.view.to_screen(xy))


def wheel(drive, notches: int) -> None:
    """``notches`` of the wheel, away from the hand (positive) or towards it, one by one."""
    for _ in range(abs(notches)):
        drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if notches > 0 else -1))


def lies(p: PracticeScene, pin: str) -> float:
    d = p.position.pins[pin].direction
    assert d is not None and not p.position.pins[pin].standing
    return d % 360


def same_way(a: float, b: float) -> bool:
    return abs((a - b + 180) % 360 - 180) < 1e-6


def shown(app) -> str:
    return " ".join(d.text for d in app.fonts.drawn if d.layer == len(app.scenes) - 1)


def ivory(app, p: PracticeScene, xy) -> bool:
    return min(app.screen.get_at(at(p, xy))[:3]) > 150


def test_the_wheel_over_a_down_pin_turns_it_as_drawn_and_kept(app, drive):
    """A pin tapped down always lay out from the cross (the left lateral towards the left
    cushion) and the wheel over it set the cue's power. Now each notch turns it 15°
    (away from the hand: clockwise as seen), the power stays, the caption says how; it is
    drawn, and kept, lying the way it was turned."""
    p = practice(app, drive)
    base = p.position.pins["lateral_left"].xy
    drive.click(at(p, base))  # tapped down: lies out from the cross, 180°
    assert same_way(lies(p, "lateral_left"), 180.0)
    assert HINT in shown(app)  # the pointer is still over it: how to turn it is said
    power = p.aim.state.power
    wheel(drive, 6)  # 90° clockwise as seen: from pointing up the screen to its right (+y)
    assert same_way(lies(p, "lateral_left"), 90.0)
    assert p.aim.state.power == power
    drive.steps(1)
    assert same_way(p.current_draw()[1]["lateral_left"].direction, 90.0)
    head = (base[0], base[1] + 0.035)
    assert ivory(app, p, head) and not ivory(app, p, (base[0] - 0.035, base[1]))
    wheel(drive, -1)  # back a notch
    assert same_way(lies(p, "lateral_left"), 105.0)
    drive.move((5, 5))  # off the pin: the wheel is the power's again, as it was
    wheel(drive, 1)
    assert same_way(lies(p, "lateral_left"), 105.0) and p.aim.state.power > power
    assert HINT not in shown(app)
    drive.click(p.keep_button.rect.center)
    drive.click(app.top.button("new").rect.center)
    (kept,) = list(kept_positions.folder().iterdir())
    data = json.loads(kept.read_text())
    assert same_way(data["pins"]["lateral_left"]["direction"], 105.0)


def test_a_finger_alone_lays_a_pin_down_and_turns_it(app, drive):
    """A touch screen has no wheel and no R: a pin tapped down lay out from the cross for
    good. **Girar palo**, at the caption bar's right end while a pin lies on the cloth, turns
    the pin last touched 15° a tap (one step for Undo, as the wheel's notches); it is greyed
    until a down pin has been touched. Fingers only, each with the mouse events SDL makes
    of it (``touch=True``: dropped), as a touch screen delivers them."""
    w, h = app.size

    def tap(xy) -> None:
        pos = (round(xy[0]), round(xy[1]))
        for kind, mouse in (
            (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN),
            (pygame.FINGERUP, pygame.MOUSEBUTTONUP),
        ):
            drive.post(
                pygame.event.Event(
                    kind, touch_id=1, finger_id=0, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0
                ),
                pygame.event.Event(mouse, pos=pos, button=1, touch=True),
            )

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    tap(p.button_named("edit").rect.center)
    assert p.edit and "Girar palo" not in shown(app)  # every pin standing: nothing to turn
    tap(at(p, p.position.pins["lateral_left"].xy))  # tapped down: out from the cross, 180°
    assert same_way(lies(p, "lateral_left"), 180.0)
    assert p.turn_button in p.bar_buttons() and "Girar palo" in shown(app)
    for _ in range(6):
        tap(p.turn_button.rect.center)
    assert same_way(lies(p, "lateral_left"), 90.0)  # clockwise as seen, as the wheel's
    assert p.position.pins["lateral_left"].xy == T.spots["left"]
    tap(p.button_named("undo").rect.center)  # the six taps were one step
    assert same_way(lies(p, "lateral_left"), 180.0)
    tap(p.button_named("undo").rect.center)
    assert p.position.pins["lateral_left"].standing


def test_the_turn_button_is_greyed_till_a_down_pin_is_touched(app, drive):
    """A shot left pins lying, none touched in the editor since: the button is there and
    greyed (a tap on it turns nothing) until one of them is pressed or dragged."""
    p = practice(app, drive)
    pos = p.position
    p.position = pos.with_pin("rey", replace(pos.pins["rey"], standing=False, direction=0.0))
    drive.move((5, 5))
    assert p.turn_button in p.bar_buttons() and not p.turn_button.enabled()
    drive.click(p.turn_button.rect.center)
    assert same_way(lies(p, "rey"), 0.0)


def test_r_turns_the_pin_the_keys_hold(app, drive):
    """A keyboard player takes a pin (P), lays it down (Space) and turns it: R 15°
    clockwise as seen, Shift+R back; R on a standing pin, or with nothing to turn, does
    nothing (in the editor it repeated nothing either)."""
    p = practice(app, drive)
    while p.grab != ("pin", "lateral_right"):
        drive.key(pygame.K_p)
    drive.key(pygame.K_r)  # standing: nothing to turn
    assert p.position.pins["lateral_right"].standing
    drive.key(pygame.K_SPACE)
    assert same_way(lies(p, "lateral_right"), 0.0)  # out from the cross, towards +x
    assert KEYS_HINT in shown(app)  # in the keys' words: no wheel, no drag
    drive.key(pygame.K_r)
    assert same_way(lies(p, "lateral_right"), 345.0)
    for _ in range(3):
        drive.key(pygame.K_r, pygame.KMOD_LSHIFT)
    assert same_way(lies(p, "lateral_right"), 30.0)
    drive.key(pygame.K_RETURN)
    assert p.grab is None and same_way(lies(p, "lateral_right"), 30.0)


def test_turns_in_a_row_are_one_step_for_undo(app, drive):
    """Ten notches of the wheel are one turn: one Undo takes the pin back to where it lay
    before them, the next stands it up (the tap)."""
    p = practice(app, drive)
    drive.click(at(p, p.position.pins["lateral_foot"].xy))
    was = lies(p, "lateral_foot")
    wheel(drive, 10)
    assert same_way(lies(p, "lateral_foot"), was - 150.0)
    drive.key(pygame.K_u)
    assert same_way(lies(p, "lateral_foot"), was)
    drive.key(pygame.K_u)
    assert p.position.pins["lateral_foot"].standing


def test_a_shot_meets_the_pin_as_it_was_turned(app, drive, monkeypatch):
    """The left lateral down, out from the cross, leaves a gap ball 1 passes along; turned
    across that path (towards the rey) the physics receives it so and the ball meets it. A
    pin the shot left down, turned, is drawn as turned (the last shot's frames had said
    where it lay)."""
    seen: list[Position] = []
    simulate = Simulator.simulate

    def spy(self, position, *a, **k):
        seen.append(position)
        return simulate(self, position, *a, **k)

    monkeypatch.setattr(Simulator, "simulate", spy)
    xl, yl = T.spots["left"]
    start = Position.initial(T, {"1": (xl + 0.04, 0.5)})
    p = practice(app, drive, start)
    drive.click(at(p, (xl, yl)))  # tapped down: towards the left cushion
    wheel(drive, 12)  # 180°: towards the rey, across the gap
    assert same_way(lies(p, "lateral_left"), 0.0)
    drive.click(p.button_named("edit").rect.center)
    p.aim.state.angle, p.aim.state.power = 90.0, 0.5
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    played = seen[-1].pins["lateral_left"]
    assert not played.standing and same_way(played.direction, 0.0)
    events = p.replay_record.events if p.replay_record else ()
    met = [e for e in events if e.type == "ball_pin" and e.get("pin") == "lateral_left"]
    assert met, "ball 1 passed the pin by"
    # the shot left it down: turned, it is drawn as turned, not as the shot's frames left it
    drive.click(p.button_named("edit").rect.center)
    now = p.position.pins["lateral_left"]
    tip = (now.xy[0] + 0.5 * 0.045 * now.way[0], now.xy[1] + 0.5 * 0.045 * now.way[1])
    drive.move(at(p, tip))
    wheel(drive, 3)
    drive.steps(1)
    drawn = p.current_draw()[1]["lateral_left"].direction
    assert same_way(drawn, lies(p, "lateral_left"))
    assert same_way(lies(p, "lateral_left"), (now.direction or 0.0) - 45.0)


def test_a_pin_turned_through_a_ball_is_allowed_as_a_lying_pin_is(app, drive):
    """A lying pin through a ball is a position the engine plays as given (docs/POSITION.md,
    "Not refused"; the editor lets a lying pin be dragged, or a ball dropped, onto one): a
    pin turned into a ball is too, with no refusal said, and the shot from it is played."""
    xl, yl = T.spots["left"]
    start = Position.initial(T, {"1": (0.3, 0.5), "2": (xl, yl + 0.05)})
    p = practice(app, drive, start)
    drive.click(at(p, (xl, yl)))
    wheel(drive, 6)  # 180° → 90°: into ball 2
    pin = p.position.pins["lateral_left"]
    assert same_way(lies(p, "lateral_left"), 90.0)
    assert math.dist(pin.axis(T.pin_height)[2:], p.position.balls["2"]) < T.ball_radius
    assert "No ahí" not in shown(app) and not p.refused
    drive.click(p.button_named("edit").rect.center)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    assert "La simulación falló" not in shown(app)


@pytest.mark.parametrize("notches", [1, -1])
def test_a_pin_standing_under_the_pointer_is_not_turned(app, drive, notches):
    """The wheel over a standing pin is the power's, as it was: a standing pin has no way
    it lies."""
    p = practice(app, drive)
    drive.move(at(p, p.position.pins["rey"].xy))
    power = p.aim.state.power
    wheel(drive, notches)
    assert p.position.pins["rey"].standing and p.aim.state.power != power


def test_a_down_pin_is_taken_by_its_head_as_by_its_base(app, drive):
    """The caption over a down pin says to drag it or click it, and the wheel turns it
    anywhere along it; a press took it only at its base — at its head, 45 mm out, it took
    nothing. Dragged by its head, its base keeps its distance from the hand; clicked there,
    it stands up."""
    p = practice(app, drive)
    base = p.position.pins["lateral_left"].xy
    drive.click(at(p, base))
    head = (base[0] - 0.04, base[1])  # lying out from the cross, towards the left cushion
    drive.move(at(p, head))
    assert HINT in shown(app)
    to = (head[0], head[1] + 0.1)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(p, head), button=1))
    drive.move(at(p, to), buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(p, to), button=1))
    moved = p.position.pins["lateral_left"]
    assert not moved.standing and math.dist(moved.xy, (base[0], base[1] + 0.1)) < 0.005
    drive.click(at(p, (moved.xy[0] - 0.04, moved.xy[1])))
    assert p.position.pins["lateral_left"].standing


def test_a_pin_a_shot_felled_tapped_up_and_down_is_drawn_as_it_lies(app, drive):
    """A pin the last shot knocked down, tapped up and down again, lies out from the cross
    (as it is played) but was drawn the way the shot's last frame had left it."""
    xl, _yl = T.spots["left"]
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    p.position = Position.initial(T, {"1": (xl, 0.5)})
    app.step()
    p.aim.state.angle, p.aim.state.power = 90.0, 0.6
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    felled = p.position.pins["lateral_left"]
    assert not felled.standing and "lateral_left" in p.pin_dirs
    drive.click(p.button_named("edit").rect.center)
    drive.click(at(p, felled.xy))
    drive.click(at(p, felled.xy))
    laid = lies(p, "lateral_left")
    assert not same_way(laid, p.pin_dirs["lateral_left"])  # the frames' way is another
    assert same_way(p.current_draw()[1]["lateral_left"].direction, laid)


def test_the_wheel_goes_on_turning_a_pin_taken_by_its_head(app, drive):
    """Played in the window: the wheel over a down pin's head turned it a notch or two, then
    the head (turned about the base) had left the still pointer and the next notches set the
    cue's power instead. The pin the wheel turns stays the wheel's while the pointer does not
    move; a move off it gives the wheel back to the power."""
    p = practice(app, drive)
    base = p.position.pins["lateral_left"].xy
    drive.click(at(p, base))  # down, lying out from the cross towards the left cushion
    drive.move(at(p, (base[0] - 0.04, base[1])))  # over its head
    was, power = lies(p, "lateral_left"), p.aim.state.power
    wheel(drive, 12)  # half a turn
    assert same_way(lies(p, "lateral_left"), was - 180.0)
    assert p.aim.state.power == power
    drive.steps(1)
    assert HINT in shown(app)  # still said: the wheel still turns it
    drive.move((5, 5))  # away: the wheel is the power's again
    wheel(drive, 1)
    assert same_way(lies(p, "lateral_left"), was - 180.0) and p.aim.state.power > power
