"""A player with only a mouse: the aim stays where a click fixed it while the pointer crosses
the table to the side panel, and what the panel offers while the ball in hand is placed or an
option is asked either works or is shown greyed."""

from __future__ import annotations

import pygame
import pytest
from test_finger_words import tap
from ui_screens import open_game, texts

from chapo_game.position import Position
from chapo_game.table import get_table

T = get_table()
HELD_NOTE = "Puntería fija: haga clic en la mesa para apuntar de nuevo; las flechas la giran."


def test_a_click_fixes_the_aim_while_the_pointer_goes_to_the_panel(app, drive, play_match):
    """Pointed at ball 2, the pointer then crossed the table to the power bar and the Strike
    button, and the cue followed it all the way: a full hit became a thin cut. A click fixes
    the aim (and the panel says so); the power bar and Strike play it; a click on the table
    aims again."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    target = g.view.to_screen(g.position.balls["2"])
    drive.move(target)
    aimed = g.aim.state.angle
    assert HELD_NOTE not in texts(app)
    drive.click(target)
    assert HELD_NOTE in " ".join(texts(app))
    # on the table beside the ball: under the panel's buttons Replay and Move covered it
    note = next(d.rect for d in app.fonts.drawn if d.text == HELD_NOTE)
    assert g.view.playing_rect().contains(note)
    bar = g.aim.power_rect
    for x in range(round(target[0]), bar.centerx, 40):  # across the table to the panel
        drive.move((x, bar.centery + (x % 80)))
    assert g.aim.state.angle == aimed
    drive.click((bar.centerx, bar.bottom - bar.height * 0.3))
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    drive.move(strike.rect.center)
    drive.click(strike.rect.center)
    assert g.animating and g.playback is not None
    assert g.playback.shots.angle == pytest.approx(aimed)
    drive.until(lambda: not g.animating)
    assert HELD_NOTE not in " ".join(texts(app))  # a shot struck frees the aim


def test_a_click_on_a_fixed_aim_aims_at_the_pointer_again(app, drive, play_match):
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    ball = g.view.to_screen(g.position.balls["1"])
    drive.click((ball[0] + 120, ball[1]))
    fixed = g.aim.state.angle
    drive.move((ball[0], ball[1] + 120))
    assert g.aim.state.angle == fixed and g.aim.held
    drive.click((ball[0], ball[1] + 120))
    assert g.aim.state.angle != fixed and not g.aim.held
    drive.move((ball[0] - 120, ball[1]))
    assert g.aim.state.angle != fixed  # the pointer aims again
    assert HELD_NOTE not in " ".join(texts(app))


def test_the_fixed_aims_note_tells_the_mouse_to_click_and_a_finger_to_press(app, drive, play_match):
    """Told "pulse en la mesa para apuntar de nuevo", a mouse player pressed on the ball he
    meant and pulled: a press pulls along the fixed aim, only a click frees it. The mouse is
    told to click; a finger, which aims where it touches, still to press."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    ball = g.view.to_screen(g.position.balls["1"])
    spot = (round(ball[0] + 120), round(ball[1]))
    tap(app, drive, spot)
    drive.steps(1)
    shown = " ".join(texts(app))
    assert g.aim.held and HELD_NOTE not in shown
    assert "Puntería fija: pulse en la mesa para apuntar de nuevo" in shown
    drive.click(spot)  # the mouse frees it, and fixes it again
    drive.click(spot)
    shown = " ".join(texts(app))
    assert g.aim.held and HELD_NOTE in shown and "pulse en la mesa" not in shown


def test_a_push_towards_the_aim_strikes_nothing_and_says_so(app, drive, play_match):
    """Pressed on the table and dragged forward, towards where the cue points, then released:
    nothing was struck, the power went back, and the only word was the fixed aim's note (the
    drag read as a click). It now says that a shot is a pull back, and leaves the aim be."""
    said = "No ha habido tiro: arrastre hacia atrás, lejos de donde apunta el taco, y suelte."
    g = open_game(app, play_match(Position.initial(T, {"1": (0.71, 0.6), "2": (1.0, 2.4)})))
    ball = g.view.to_screen(g.position.balls["1"])
    drive.move((ball[0], ball[1] - 100))  # the cue points up the screen, at the pointer
    aimed, power = g.aim.state.angle, g.aim.state.power
    press = (round(ball[0]), round(ball[1] - 60))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=press, button=1))
    ahead = (press[0], press[1] - 80)  # further along the aim: a push, not a pull
    drive.move(ahead, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=ahead, button=1))
    app.step()
    assert not g.animating and g.aim.state.power == power
    assert said in " ".join(texts(app)) and HELD_NOTE not in " ".join(texts(app))
    assert not g.aim.held and g.aim.state.angle == pytest.approx(aimed, abs=1.0)
    drive.click((ball[0] + 120, ball[1]))  # a click: the note goes, the aim is fixed
    assert said not in " ".join(texts(app)) and HELD_NOTE in " ".join(texts(app))
    # said only while the aim it was released at stands: another aim, and the words go
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=press, button=1))
    drive.move(ahead, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=ahead, button=1))
    app.step()
    assert said in " ".join(texts(app))
    g.aim.state.angle += 5.0  # Undo, another drill or the next turn sets another aim
    app.step()
    assert said not in " ".join(texts(app))


def test_while_the_ball_in_hand_is_placed_spin_and_power_are_set_and_strike_is_greyed(
    app, drive, play_match
):
    """The panel looked ready while the ball in hand was placed: Strike lit, and clicks on the
    spin face or the power bar did nothing and said nothing."""
    pos = Position.initial(T, {"1": None, "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos, "ball_in_hand"))
    assert g.placing
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    assert not strike.enabled()
    face = g.aim.spin_rect
    drive.click((face.centerx, face.bottom - face.height // 5))  # draw
    assert g.aim.state.vertical < -0.3
    bar = g.aim.power_rect
    drive.click((bar.centerx, bar.top + bar.height // 4))
    assert g.aim.state.power == pytest.approx(0.75, abs=0.05)
    assert g.placing and g.match.position.balls["1"] is None  # nothing placed meanwhile
    drive.click(g.view.to_screen((T.width / 2, T.length * 0.15)))
    assert not g.placing and strike.enabled()
    assert g.aim.state.vertical < -0.3  # kept for the shot
    assert g.aim.state.power == pytest.approx(0.75, abs=0.05)  # his, not the start's


def test_a_power_set_during_the_question_is_kept_once_an_option_is_declared(app, drive, play_match):
    """Declared, the cue is set on the option's start shot: its angle, and its power only
    where the player had set none — a play-tester's 40 % became the start's 2 m/s."""
    pos = Position.initial(T, {"1": (0.7, 0.2), "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    plain = open_game(app, play_match(pos, "ball_in_hand"))
    plain.declare("pasar")
    offered = plain.aim.state.power
    g = open_game(app, play_match(pos, "ball_in_hand"))
    bar = g.aim.power_rect
    drive.click((bar.centerx, bar.bottom - bar.height * 0.2))
    mine = g.aim.state.power
    assert abs(mine - offered) > 0.1  # the two can be told apart
    g.declare("pasar")
    assert g.match.declared_option == "pasar" and g.aim.state.power == mine


def test_while_an_option_is_asked_the_ball_in_hand_can_be_moved_again(app, drive, play_match):
    """Both other balls inside the cabaña: the question is asked. "Mover la bola" looked ready
    and did nothing until an option was declared; Strike looked ready too."""
    pos = Position.initial(T, {"1": (0.7, 0.2), "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = open_game(app, play_match(pos, "ball_in_hand"))
    assert g.match.options() and g.match.declared_option is None and not g.placing
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    assert not strike.enabled()
    drive.move(g.move_button.rect.center)
    drive.click(g.move_button.rect.center)
    assert g.placing
    drive.click(g.view.to_screen((T.width * 0.75, T.length * 0.12)))
    assert not g.placing and g.match.declared_option is None  # asked again from there
    assert g.match.position.balls["1"] == pytest.approx((T.width * 0.75, T.length * 0.12), abs=0.01)


def test_the_wheel_sets_the_power_finely_even_while_the_ball_is_placed(app, drive, play_match):
    """At 960×540 a pixel of the power bar is 4 % of the speed: the lag's 2,20 m/s could not
    be set with the mouse (2,16 or 2,25). A notch of the wheel is 1 %."""
    from chapo_game.ui.aim import WHEEL_POWER
    from chapo_game.ui.powerbar import power_to_speed

    pos = Position.initial(T, {"1": None, "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos, "ball_in_hand"))
    g.aim.state.power = 0.5
    before = power_to_speed(0.5)

    def reading() -> str:
        return next(t for t in texts(app) if " m/s · " in t).split(" m/s")[0]

    said = [reading()]
    for _ in range(4):
        drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        said.append(reading())
    assert len(set(said)) == 5, said  # every notch is seen: "1,20", "1,21", …
    from chapo_game.ui.aim import MIN_POWER
    from chapo_game.ui.stroke import speed_text

    notches = [MIN_POWER + k * WHEEL_POWER for k in range(int((1 - MIN_POWER) / WHEEL_POWER))]
    read = [speed_text(power_to_speed(p), 0.0, T).split(" m/s")[0] for p in notches]
    assert len(set(read)) == len(read), "a notch that changes nothing seen"
    assert g.aim.state.power == pytest.approx(0.5 + 4 * WHEEL_POWER)
    assert power_to_speed(g.aim.state.power) / before == pytest.approx(1.04, abs=0.01)
    drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert g.aim.state.power == pytest.approx(0.5 + 3 * WHEEL_POWER)
    assert g.placing  # the ball in hand is still to be placed


def test_a_power_set_while_placing_stays_through_the_placing_and_the_declaration(
    app, drive, play_match
):
    """Kept when the ball was placed, the player's power was then taken for the start's own
    and replaced when he declared (0.5175 became 0.6773, 2,58 m/s)."""
    pos = Position.initial(T, {"1": None, "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = open_game(app, play_match(pos, "ball_in_hand"))
    assert g.placing
    for _ in range(7):
        drive.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    mine = g.aim.state.power
    drive.click(g.view.to_screen((0.7, 0.2)))
    assert not g.placing and g.match.options() and g.aim.state.power == mine
    g.declare("pasar")
    assert g.match.declared_option == "pasar" and g.aim.state.power == mine


def test_an_option_lit_then_left_for_the_spin_face_is_not_declared_by_space(app, drive, play_match):
    """Pointed at Bricole (lit), then a click on the spin face: nothing was drawn lit, yet
    Space declared bricole."""
    pos = Position.initial(T, {"1": (0.7, 0.2), "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = open_game(app, play_match(pos, "ball_in_hand"))
    bricole = g.option_buttons[2]
    drive.move(bricole.rect.center)
    assert bricole.hover
    face = g.aim.spin_rect
    drive.click((face.centerx, face.bottom - face.height // 5))
    assert not any(b.hover for b in g.option_buttons)
    drive.key(pygame.K_SPACE)
    assert g.match.declared_option != "bricole"


@pytest.mark.parametrize("angle", range(0, 360, 30))
def test_the_fixed_aims_note_stays_clear_of_the_cue_and_its_shadow(app, drive, play_match, angle):
    """The note kept clear of the cue's axis only: the cue's width and its shadow, drawn below
    and right, ran across its first letter."""
    from chapo_game.ui.draw.stick import cue_band

    g = open_game(app, play_match(Position.initial(T, {"1": (0.45, 0.9), "2": (0.3, 2.6)})))
    g.aim.state.angle, g.aim.held = float(angle), True
    drive.steps(1)
    note = next(d.rect for d in app.fonts.drawn if d.text == HELD_NOTE)
    chip = note.inflate(2 * app.fonts.px(6), app.fonts.px(6))
    segment = g.cue_segment("1", float(angle))
    assert not any(chip.clipline(a, b) for a, b in cue_band(segment, g.view.scale))


@pytest.mark.parametrize("angle", range(0, 360, 45))
def test_the_fixed_aims_note_hides_no_pin_and_no_ball(app, drive, play_match, angle):
    """By the cross, the note sat over a lateral: it kept clear of the cue ball and its line
    only, not of the pins and the other balls."""
    pos = Position.initial(T, {"1": (0.6, 1.22), "2": (0.85, 1.25)})
    g = open_game(app, play_match(pos))
    g.aim.state.angle, g.aim.held = float(angle), True
    drive.steps(1)
    note = next(d.rect for d in app.fonts.drawn if d.text == HELD_NOTE)
    chip = note.inflate(2 * app.fonts.px(6), app.fonts.px(6))
    r = g.view.ball_radius_px()
    things = [*g.position.standing_pins().values(), *(b for b in g.position.balls.values() if b)]
    for xy in things:
        x, y = g.view.to_screen(xy)
        assert not chip.colliderect(pygame.Rect(x - r // 2, y - r // 2, r, r)), (angle, xy)


def test_the_fixed_aims_note_crosses_none_of_the_guides_lines(app, drive, play_match):
    """Beside a cut at the mingo, the note lay over the object ball's line: it kept clear of
    the line ahead of the cue ball only."""
    pos = Position.initial(T, {"1": (0.68, 2.008), "2": (0.12, 0.12)})
    g = open_game(app, play_match(pos.with_ball("mingo", (0.381, 1.741))))
    shown = []
    draw_guide = g.view.draw_guide
    g.view.draw_guide = lambda *a, **k: shown.append(draw_guide(*a, **k)) or shown[-1]
    g.aim.state.angle, g.aim.state.power, g.aim.held = 219.544, 0.3, True
    g.cue_path.paths(g.position, g.aim.shot())  # worked out off the loop: waited for here
    g.cue_path.cache.wait()
    drive.steps(2)
    note = next(d.rect for d in app.fonts.drawn if d.text == HELD_NOTE)
    chip = note.inflate(2 * app.fonts.px(6), app.fonts.px(6))
    assert shown and len(shown[-1].drawn) >= 2  # the line to the mingo, and the mingo's
    assert not any(chip.clipline(a, b) for a, b in shown[-1].drawn)


@pytest.mark.parametrize("large", [False, True])
def test_the_fixed_aims_note_finds_a_clear_place_farther_out_when_none_is_near(app, drive, large):
    """Wide, with large text, the note found every place beside the cue ball over a pin or
    a line, and took the least bad: over the cross's head lateral, in the drill that teaches
    the rey off the mingo. It now looks farther out before it hides anything."""
    from chapo_game.ai.geometry import angle_to
    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.practice import PracticeScene

    app.apply_settings(app.settings.with_(large_text=large))
    app.resize_window((1366, 768))
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    shown = []
    draw_guide = p.view.draw_guide
    p.view.draw_guide = lambda *a, **k: shown.append(draw_guide(*a, **k)) or shown[-1]
    towards = angle_to(p.position.balls["1"], p.position.balls["mingo"])
    r = p.view.ball_radius_px()
    for turn in range(0, 360, 10):
        p.aim.state.angle, p.aim.held = towards + turn, True
        p.cue_path.paths(p.position, p.aim.shot())  # worked out off the loop: waited for
        p.cue_path.cache.wait()
        drive.steps(2)
        note = next(d.rect for d in app.fonts.drawn if d.text == HELD_NOTE)
        chip = note.inflate(2 * app.fonts.px(6), app.fonts.px(6))
        things = p.in_sight(p.position.standing_pins())
        assert not any(chip.inflate(2 * r, 2 * r).collidepoint(q) for q in things), turn
        assert not any(chip.clipline(a, b) for a, b in shown[-1].drawn), turn


def test_the_fixed_aims_note_never_lies_over_a_fouls_warning(app, drive):
    """Ball in hand, the aim fixed on the head lateral: the note "Puntería fija…" covered the
    red "Falta: un palo en el camino…" — the warning that matters. Aimed from many places at
    each pin of the cross, the two chips never meet."""
    from chapo_game.ai.geometry import angle_to
    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.practice import PracticeScene

    app.resize_window((1280, 720))
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    warning = "Falta: un palo en el camino, antes de dar bola"
    met = 0
    for x in (0.25, 0.45, 0.7, 0.95, 1.15):
        for y in (0.35, 0.6, 0.85):
            p.position = Position.initial(T, {"1": (x, y), "2": (0.12, 2.7)}).with_ball(
                "mingo", (1.3, 2.7)
            )
            for pin in ("lateral_head", "lateral_left", "rey"):
                p.aim.state.angle = angle_to((x, y), p.position.pins[pin].xy)
                p.aim.state.power, p.aim.held = 0.5, True
                p.cue_path.paths(p.position, p.aim.shot())
                p.cue_path.cache.wait()
                drive.steps(2)
                shown = {d.text: d.rect for d in app.fonts.drawn}
                if warning not in shown or HELD_NOTE not in shown:
                    continue
                met += 1
                pad = app.fonts.px(6)
                a, b = (shown[t].inflate(2 * pad, pad) for t in (warning, HELD_NOTE))
                assert not a.colliderect(b), ((x, y), pin)
    assert met >= 20  # both said, side by side, in most of the places


def test_a_click_at_the_foot_of_the_power_bar_sets_a_stroke_that_strikes(app, drive, play_match):
    """At its foot the bar set a power below the softest stroke: Strike did nothing and said
    nothing, while the guide drew the ghost ball on a ball the shot could never reach."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    bar = g.aim.power_rect
    drive.click((bar.centerx, bar.bottom - 1))
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    drive.move(strike.rect.center)
    drive.click(strike.rect.center)
    assert g.animating and g.playback is not None
