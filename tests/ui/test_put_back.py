"""A player who changes his mind about where his ball in hand goes, or about what he holds in
the practice editor: what he picked up goes back where it came from, by the key or the button
that picked it up, and stays his to pick up again until the shot is struck.
"""

from __future__ import annotations

import pygame
from ui_screens import T, open_game

SPOT = (T.width * 0.25, T.length * 0.1)  # inside the cabaña de salida
ELSEWHERE = (T.width * 0.7, T.length * 0.2)  # inside it too, well away


def ivory_at(app, g, xy: tuple[float, float]) -> bool:
    """Ball 1's ivory drawn round ``xy`` (three points inside its edge), not the cloth."""
    import math

    c = g.view.to_screen(xy)
    r = g.view.ball_radius_px()
    ring = [(c[0] + 0.6 * r * math.cos(a), c[1] + 0.6 * r * math.sin(a)) for a in (0.5, 2.1, 3.7)]
    return all(min(app.screen.get_at((round(x), round(y)))[:3]) > 140 for x, y in ring)


def placed_and_picked_up(app, drive, new_salida):
    """Ball 1 placed by a click, picked up again (M) and carried to the other side of the
    cabaña under the pointer."""
    g = open_game(app, new_salida())
    drive.click(g.view.to_screen(SPOT))
    placed = g.match.position.balls["1"]
    assert placed is not None and not g.placing
    drive.key(pygame.K_m)
    drive.move(g.view.to_screen(ELSEWHERE))
    assert g.placing and ivory_at(app, g, ELSEWHERE)  # the ball shown under the pointer
    return g, placed


def test_m_again_puts_the_ball_picked_up_back_where_it_was(app, drive, new_salida):
    """M picked the placed ball up; M again did nothing, and the ball, on the pointer, had to
    be placed again by hand where the player guessed it had been. M again puts it back: the
    ball where it was, the aim as it was, nothing carried."""
    g, placed = placed_and_picked_up(app, drive, new_salida)
    angle = g.aim.state.angle
    said = " ".join(d.text for d in app.fonts.drawn)
    assert "M la devuelve a donde estaba" in said  # the way back is said while it is carried
    drive.key(pygame.K_m)
    assert not g.placing and g.match.position.balls["1"] == placed
    assert g.aim.state.angle == angle
    drive.move(g.view.to_screen(ELSEWHERE))  # the pointer no longer carries it
    assert ivory_at(app, g, placed) and not ivory_at(app, g, ELSEWHERE)
    drive.key(pygame.K_m)  # and M picks it up again, as before
    assert g.placing


def test_the_move_button_puts_the_ball_back_while_it_is_carried(app, drive, new_salida):
    """With the mouse: the button that picked the ball up says, while it is carried, that it
    puts it back, and a click on it does (it was greyed: the mouse's way back was none)."""
    g, placed = placed_and_picked_up(app, drive, new_salida)
    assert g.move_button.enabled() and g.move_button.label() == "Devolver la bola (M)"
    drive.click(g.move_button.rect.center)
    assert not g.placing and g.match.position.balls["1"] == placed
    assert g.move_button.label() == "Mover la bola (M)"
    drive.click(g.move_button.rect.center)  # and it picks it up again
    assert g.placing


def test_the_ball_in_hand_can_be_picked_up_again_until_the_shot_is_struck(app, drive, new_salida):
    """Placed, then the spin, the power and the aim set: the ball is still the player's to
    move, by the keys and by the button, until he strikes — never after."""
    g = open_game(app, new_salida())
    drive.click(g.view.to_screen(SPOT))
    placed = g.match.position.balls["1"]
    for key in (pygame.K_w, pygame.K_UP, pygame.K_LEFT):
        drive.key(key)
    stroke = (g.aim.state.vertical, g.aim.state.power, g.aim.state.angle)
    drive.key(pygame.K_m)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    moved = g.match.position.balls["1"]
    assert not g.placing and moved == (placed[0] + 0.01, placed[1])
    assert (g.aim.state.vertical, g.aim.state.power) == stroke[:2]  # his spin and power kept
    drive.click(g.move_button.rect.center)
    drive.click(g.view.to_screen(ELSEWHERE))
    assert g.match.position.balls["1"] != moved and not g.placing
    drive.key(pygame.K_SPACE)  # struck: nothing to pick up any more
    drive.key(pygame.K_m)
    assert not g.placing
    drive.until(lambda: not g.animating)  # then the rematada: ball 2's to place
    stopped = g.match.position.balls["1"]
    drive.key(pygame.K_m)
    assert g.current_ball() == "2" and g.match.position.balls["1"] == stopped


def editing(app):
    """Practice over the menu, the editor open (E)."""
    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.practice import PracticeScene

    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode=""))
    app.step()
    assert p.edit
    return p


def dragged_away(drive, p) -> tuple[float, float]:
    """Ball 1 pressed and dragged 40 cm, the button still down; where it was taken from."""
    start = p.position.balls["1"]
    at = lambda xy: tuple(round(c) for c in p.view.to_screen(xy))  # noqa: E731
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(start), button=1))
    drive.move(at((start[0] + 0.4, start[1] + 0.1)), buttons=(1, 0, 0))
    assert p.grab == ("ball", "1") and p.position.balls["1"] != start
    return start


def test_esc_over_a_drag_in_the_editor_puts_the_ball_back_where_it_was_taken(app, drive):
    """A ball dragged half-way, then Esc: the pause menu opened and, back from it, the ball
    lay where the drag had reached, put down for good. What is held goes back where it was
    taken when a screen opens over the editor — the drag was never finished."""
    from chapo_game.ui.scenes.pause import PauseScene

    p = editing(app)
    steps = len(p.history)
    start = dragged_away(drive, p)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert p.grab is None and p.position.balls["1"] == start and len(p.history) == steps
    drive.key(pygame.K_ESCAPE)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drive.pointer, button=1))
    assert app.top is p and p.position.balls["1"] == start


def test_keys_held_ball_goes_back_when_a_screen_opens_over_the_editor(app, drive):
    """Taken by its key and moved by the arrows, then F1 (the controls): back where it was
    taken, as U puts it, not left where the arrows had got to."""
    p = editing(app)
    start = p.position.balls["1"]
    drive.key(pygame.K_1)
    for _ in range(5):
        drive.key(pygame.K_RIGHT)
    assert p.grab == ("ball", "1") and p.position.balls["1"] != start
    drive.key(pygame.K_F1)
    drive.key(pygame.K_F1)
    assert app.top is p and p.grab is None and p.position.balls["1"] == start


def test_u_under_a_drag_puts_the_ball_back_and_the_drag_moves_nothing_more(app, drive):
    """U (Ctrl+Z) did nothing while the mouse held a ball; now it puts it back where it was
    taken, and the rest of that drag, and its release, move nothing."""
    p = editing(app)
    steps = len(p.history)
    start = dragged_away(drive, p)
    drive.key(pygame.K_z, pygame.KMOD_CTRL)
    assert p.grab is None and p.position.balls["1"] == start and len(p.history) == steps
    away = tuple(round(c) for c in p.view.to_screen((start[0] + 0.2, start[1] + 0.3)))
    drive.move(away, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1))
    assert p.position.balls["1"] == start and p.grab is None


def options_asked(app):
    """Ball 1 in hand, placed, both other balls inside the cabaña: the option asked."""
    from ui_screens import match_json

    from chapo_game.position import Position

    pos = Position.initial(T, {"1": (0.7, 0.2), "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = open_game(app, match_json(phase="ball_in_hand", position=pos.to_json()))
    assert g.option_asked()
    return g


def option_button(g, name: str):
    return next(b for b in g.option_buttons if b.name == name)


def test_a_declared_option_is_taken_back_by_its_button_and_declared_again(app, drive):
    """One click on the question declared the option for good: a misclick on pasar, and the
    player who meant bricole had to play, or foul, a shot he never chose. Until he strikes,
    the button beside the declaration in the caption bar asks the question again."""
    g = options_asked(app)
    assert g.retract_button not in g.bar_buttons()  # nothing declared: nothing to change
    drive.click(option_button(g, "pasar").rect.center)
    assert g.match.declared_option == "pasar" and not g.option_asked()
    drive.steps(1)
    said = [d.text for d in app.fonts.drawn]
    assert "Cambiar opción (O)" in said  # shown, beside "… declara pasar"
    assert g.retract_button in g.bar_buttons()
    drive.click(g.retract_button.rect.center)
    assert g.match.declared_option is None and g.option_asked()
    drive.steps(1)
    said = [d.text for d in app.fonts.drawn]
    assert "Declare su tiro: pasar, no pasar o bricole" in said  # the question again
    assert "Cambiar opción (O)" not in said
    drive.click(option_button(g, "bricole").rect.center)
    assert g.match.declared_option == "bricole"


def test_o_takes_the_option_back_and_the_keys_declare_again_until_the_shot(app, drive):
    """The same by the keys: O asks again, the arrows and Enter declare; once the shot is
    struck, O changes nothing."""
    g = options_asked(app)
    drive.key(pygame.K_RETURN)  # lights the first option
    drive.key(pygame.K_RETURN)  # declares it
    assert g.match.declared_option == "pasar"
    drive.key(pygame.K_o)
    assert g.match.declared_option is None and g.option_asked()
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert g.match.declared_option == "no_pasar"
    g.aim.state.power = 0.2
    drive.key(pygame.K_SPACE)  # struck
    assert g.animating
    drive.key(pygame.K_o)
    assert g.match.declared_option == "no_pasar"
    drive.until(lambda: not g.animating)
    assert g.match.sheet.rows[-1].option == "no_pasar"
