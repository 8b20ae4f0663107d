"""What the practice editor shows of a pin lying on the cloth: the ring round the one held,
and round the one a press would take, rings the whole pin, base to head, as it rings a
standing pin's knob."""

from __future__ import annotations

import pygame
from ui_screens import T

from chapo_game.ui.palette import TEXT
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.practice_rings import POINTED


def editing(app, drive) -> PracticeScene:
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.key(pygame.K_e)
    return p


def rey_laid_down(drive, p) -> None:
    """The rey taken by P and laid down by Space: it lies along +y, towards the foot."""
    drive.key(pygame.K_p)
    assert p.grab == ("pin", "rey")
    drive.key(pygame.K_SPACE)
    assert not p.position.pins["rey"].standing


def ring_beyond_the_head(app, p, colour) -> bool:
    """A pixel of the ring's ``colour`` just past the rey's head, along the pin: a ring round
    the whole pin crosses there; one round its base alone does not reach it."""
    st = p.position.pins["rey"]
    base = p.view.to_screen(st.xy)
    dx, dy = p.view.dir_to_screen(st.direction)
    head = T.pin_height * p.view.scale
    for k in range(round(head) + 2, round(head) + 11):  # short of the foot lateral's knob
        x, y = round(base[0] + dx * k), round(base[1] + dy * k)
        got = tuple(app.screen.get_at((x, y)))[:3]
        if sum(abs(a - b) for a, b in zip(got, colour, strict=True)) < 8:
            return True
    return False


def test_the_ring_round_a_down_pin_held_rings_it_head_and_all(app, drive):
    """Held, a down pin had its standing knob's ring round its base: half the pin out of
    it, the white light on the cloth beside it. The ring takes in the whole pin."""
    p = editing(app, drive)
    rey_laid_down(drive, p)
    drive.steps(1)
    assert ring_beyond_the_head(app, p, TEXT)


def test_a_down_pin_under_the_pointer_is_ringed_and_none_elsewhere(app, drive):
    """Nothing showed which pin a press would take, or the wheel turn — a down pin is taken
    by any of its length. Under the pointer, its ring (fainter than the held one's); moved
    off onto bare cloth, none."""
    p = editing(app, drive)
    rey_laid_down(drive, p)
    drive.key(pygame.K_RETURN)  # put down where it lies
    assert p.grab is None
    st = p.position.pins["rey"]
    base = p.view.to_screen(st.xy)
    dx, dy = p.view.dir_to_screen(st.direction)
    mid = T.pin_height * p.view.scale * 0.6
    drive.move((base[0] + dx * mid, base[1] + dy * mid))  # over its body, off its base
    assert ring_beyond_the_head(app, p, POINTED)
    drive.move(p.view.to_screen((0.3, 1.0)))  # bare cloth
    assert not ring_beyond_the_head(app, p, POINTED)
