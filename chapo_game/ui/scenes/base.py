"""What every screen is, and how the window goes from one screen to another.

A screen is a :class:`Scene`; the window keeps them on a :class:`SceneStack`: the top one gets
the input and advances, overlays (pause, score sheet) are drawn over the screens below them.
This module imports no screen: a screen that opens another imports that one, and the way back
to the main menu is the ``home`` factory the window gives the stack, so no import ever runs
from a screen back up to the menu or the window.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..focus import ButtonFocus
from ..page import held_size
from ..touch import Press
from ..widgets import Button, draw_alike

if TYPE_CHECKING:
    from ..textfield import TextField


class Scene(Protocol):
    """A screen: what the window and the other screens ask of every one. A screen class
    inherits it (:class:`BaseScene` does), so each question below has its answer declared,
    the default here where a screen has nothing to say."""

    #: drawn over the screen below it (pause, score sheet, a question, the keys)
    overlay: bool = False
    #: paints every pixel of the window: nothing under it is drawn, nor the window cleared
    opaque: bool = False
    #: an overlay's dimming (alpha) of the screens under it, kept with their picture
    #: (:mod:`..beneath`); such an overlay draws only what is over it (``draw_over``)
    veil: int | None = None
    #: the self-playing demo: any key or click leaves it (a celebration over it too)
    demo: bool = False
    #: its buttons, whose pictures go with it (:func:`released`); a banner has none
    buttons: Sequence[Button] = ()

    def handle(self, ev: pygame.event.Event) -> None: ...

    def update(self) -> None: ...

    def draw(self, surf: pygame.Surface) -> None: ...

    def resize(self) -> None: ...

    def moving(self) -> bool:
        """Whether the screen changes with no input (the window's frame rate)."""
        return False

    def covered(self) -> None:
        """Another screen opened over this one, or the finger that held the pointer is gone
        unseen: what it held from the keys or the pointer is let go (most hold nothing)."""

    def release(self) -> None:
        """Gone from the window: its window-sized pictures let go at once (:func:`released`);
        most screens hold none."""

    def close(self) -> None:
        """The window goes to the menu or closes: a shot still rolling is finished and saved,
        a search under way stopped (most screens have nothing under way)."""

    def still_key(self) -> Hashable | None:
        """Everything the screen's picture is drawn from, while an overlay covers it: the
        picture is kept while it holds (:mod:`..beneath`); ``None``: it may change by itself,
        or cannot say, and is drawn again each frame."""
        return None

    def typed_confirm(self, field: TextField) -> Button | None:
        """The button that takes what ``field`` holds, shown on the on-screen keys; ``None``:
        nothing to confirm (a search box narrows its list as it is typed)."""
        return None

    def keys_cover(self, top: int | None) -> None:
        """Where the on-screen keys' top lies (``None``: put away), for a screen that lays a
        list out around them (:meth:`.records.RecordsScene.keys_cover`); others ignore it."""


def released(scene: Scene, kept: list[Scene]) -> None:
    """A screen gone from the window (unless ``kept`` still holds it) lets go of its
    window-sized pictures at once (:meth:`Scene.release`): left to the cycle collector, which
    never counts their pixels, a club's demo at 4K grew by about 55 MB each time a passer-by
    left it and it came back."""
    if scene not in kept:
        scene.release()
        for b in scene.buttons:
            b.forget()


class SceneStack:
    """The screens open in the window, the top one in front; ``home`` builds the main menu."""

    def __init__(self, home: Callable[[Any], Scene]) -> None:
        self.home = home
        self.scenes: list[Scene] = []
        self.running = True

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Open ``scene`` over the top one, which is told it is covered (:meth:`Scene.covered`):
        what it held from the keys is released over there, out of its sight."""
        if self.top is not None:
            self.top.covered()
        Press.forget()
        self.scenes.append(scene)

    def pop(self) -> None:
        """Close the top screen; closing the last one ends the program."""
        if self.scenes:
            released(self.scenes.pop(), self.scenes)
        if not self.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        Press.forget()
        if self.scenes:
            released(self.scenes.pop(), [scene, *self.scenes])
        self.scenes.append(scene)

    def reset_to(self, scene: Scene) -> None:
        Press.forget()
        gone, self.scenes = self.scenes, [scene]
        for s in gone:
            released(s, self.scenes)

    def find(self, kind: type) -> object | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    def to_menu(self) -> None:
        """Close every screen (a shot still rolling is finished and saved) and show the menu."""
        self.close_all()
        self.reset_to(self.home(self))

    def close_all(self) -> None:
        for s in self.scenes:
            s.close()


class BaseScene(Scene):
    """A screen with buttons: they get the events first and are drawn last. A screen of
    buttons alone (``keys_move_focus``) is also used from the keyboard: the arrows or Tab
    move a lit focus over its buttons, Enter or Space presses it (:class:`ButtonFocus`);
    screens with a text field or keys of their own leave it off."""

    closes_on_escape = False  # Esc goes back to the screen below
    keys_move_focus = False
    button_text = 30  # the buttons' text size (a screen of many rows asks for less)
    buttons_alike = False  # one row of choices: every label at one size (:func:`draw_alike`)
    #: the buttons' words as large, on a window standing upright, as on the screen held
    #: across (:func:`~..page.held_size`), where the screen makes its buttons as large
    held_buttons = False

    def __init__(self, app: Any) -> None:
        self.app = app
        self.buttons: list[Button] = []
        self.focus = ButtonFocus()

    def handle(self, ev: pygame.event.Event) -> None:
        if self.closes_on_escape and ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        before = self.focusable()
        used = self.keys_move_focus and self.focus.handle(ev, before)
        if used or any(b.handle(ev) for b in self.buttons):
            self.relist()
            self.focus.follow(self.focus.lit(before), self.focusable())  # same button lit

    def focusable(self) -> list[Button]:
        """What the keys' light goes over (a screen with names to pick adds them)."""
        return self.buttons

    def relist(self) -> None:
        """Rebuild :attr:`buttons` after a button acted (a page of a list turned); the keys'
        light then stays on the button it was on. Most screens' buttons never change."""

    def update(self) -> None:
        pass

    def resize(self) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        if self.keys_move_focus:
            self.focus.show(self.focusable())  # also after the buttons were rebuilt (a new page)
        f = self.app.fonts
        size = held_size(f, self.button_text) if self.held_buttons else self.button_text
        for row in self.button_rows():
            draw_alike(surf, f, row, size)

    def button_rows(self) -> list[list[Button]]:
        """The buttons in the groups drawn each at one text size, the largest every label in
        it fits (:func:`draw_alike`): all together on a row of choices (``buttons_alike``),
        else each at its own."""
        return [self.buttons] if self.buttons_alike else [[b] for b in self.buttons]

    def button(self, name: str) -> Button:
        """The button named ``name`` (tests click it by name)."""
        for b in self.buttons:
            if b.name == name:
                return b
        raise KeyError(name)
