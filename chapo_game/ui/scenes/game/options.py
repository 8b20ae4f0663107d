"""The ball-in-hand options' question (pasar, no pasar, bricole) as the game and the tutorial ask
it: its buttons, the box they stand in over the table's far half (the balls in the cabaña stay in
sight), its drawing, and the choice answered by pointer or keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from chapo_game.i18n import _
from chapo_game.table import normal_spot_of

from ...draw.view import TableView
from ...focus import ButtonFocus
from ...option_texts import OPTION_LABELS
from ...touch import window_moved_nothing
from ...widgets import ACCENT, PRESS_KEYS, Button, draw_alike, panel

OPTIONS = ("pasar", "no_pasar", "bricole")


def option_buttons(declare: Callable[[str], None]) -> list[Button]:
    """One button an option, each declaring its own."""
    return [
        Button((lambda o=o: _(OPTION_LABELS[o])), (lambda o=o: declare(o)), name=o) for o in OPTIONS
    ]


def question_room(fonts: Any) -> int:
    """The height the question takes over the buttons: two lines of it, and margins."""
    return 2 * fonts.line_height(26) + fonts.px(24)


def option_height(fonts: Any, button_h: int) -> int:
    """An option's button: a window's button, or two lines of the smallest text if taller —
    the option is the rule the player chooses by, and at large text on a 1366×768 screen one
    line cut all three short ("Pasar: cruzar la línea media antes de t…")."""
    return max(button_h, 2 * fonts.line_height(fonts.floor) + fonts.px(8))


def option_box(view: TableView, fonts: Any, button_h: int) -> pygame.Rect:
    """Over the far half of the table, clear of the pins' cross and no taller than the
    question and its buttons: a player deciding pasar or bricole sees the cross and the way
    to the foot cushion (a box of two thirds of the table's width covered the foot lateral,
    and half the foot cushion, with empty room). The table upright, the far half is the top
    one: the box across the table's width, in the band above the foot lateral."""
    pr = view.playing_rect()
    gap = fonts.px(10)
    lateral = view.to_screen(view.table.spots[normal_spot_of("lateral_foot")])
    height = question_room(fonts) + 3 * option_height(fonts, button_h) + 2 * fonts.px(12)
    height += fonts.px(14)
    if view.upright:
        bottom = round(lateral[1] - view.pin_radius_px()) - 2 * gap  # a clear band above it
        box = pygame.Rect(pr.x + gap, 0, pr.width - 2 * gap, min(height, bottom - pr.y - gap))
        box.centery = (pr.y + bottom) // 2
        return box
    left = round(lateral[0] + view.pin_radius_px()) + 2 * gap  # a clear band beside the pin
    box = pygame.Rect(left, 0, pr.right - gap - left, min(height, pr.height - 2 * gap))
    box.centery = pr.centery
    return box


def lay_out(buttons: list[Button], box: pygame.Rect, fonts: Any, height: int) -> None:
    """The buttons one under the other, under the question."""
    gap = fonts.px(12)
    height = option_height(fonts, height)
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(0, 0, box.width - 2 * gap, height)
        b.rect.midtop = (box.centerx, box.y + question_room(fonts) + i * (height + gap))


def draw_question(
    surf: pygame.Surface, fonts: Any, box: pygame.Rect, buttons: list[Button]
) -> None:
    """The box, the question over its buttons, the buttons."""
    panel(surf, box, 225)
    head = pygame.Rect(box.x, box.y, box.width, buttons[0].rect.y - box.y)
    head = head.inflate(-fonts.px(16), 0)
    title = _("Declare your shot: pasar, no pasar or bricole")
    size, lines = fonts.fit(title, 26, head.width, head.height)
    fonts.draw_lines(surf, lines, size, ACCENT, head)
    draw_alike(surf, fonts, buttons, 24)


def choose_with(
    focus: ButtonFocus, ev: pygame.event.Event, buttons: list[Button], enter_lights: bool = False
) -> bool:
    """A choice the screen waits for (break or cede, the declared option, the next partida),
    by pointer or keys: the arrows move the lit button, Enter or Space presses it. The aim is
    not live meanwhile, so its arrows are free. ``enter_lights``: with nothing lit, Enter or
    Space lights the first choice that can be taken and a second press takes it. Before, it
    did nothing, so a keyboard player saw no answer; taking a choice he had not yet seen lit
    would be worse (his Space may have been meant for the shot just played)."""
    if window_moved_nothing(ev):
        return False  # the keys' light stays shown where Enter takes it
    unlit = focus.focused(buttons) is None
    if enter_lights and unlit and ev.type == pygame.KEYDOWN and ev.key in PRESS_KEYS:
        focus.light_first(buttons)
        return True
    if focus.handle(ev, buttons):
        return True
    return any([b.handle(ev) for b in buttons])  # every button sees the pointer move


def put_out(focus: ButtonFocus, buttons: list[Button]) -> None:
    """No option lit, by the keys or the pointer: a light that stayed where nothing showed it
    let Enter or Space declare an option the player no longer saw lit."""
    focus.index = None
    for b in buttons:
        b.hover = False
