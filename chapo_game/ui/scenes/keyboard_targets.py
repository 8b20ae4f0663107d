"""What the on-screen keyboard (:mod:`.onscreen_keyboard`) asks of the screen under it: the box
lit for typing, and the button that confirms what is typed in it.

Why: a box lit after Intro (the first name's, then the second's) is the screen's to choose,
and the keys follow it; and the button that takes the name (Empezar, Guardar, Añadir jugador)
lay under the keys at 1280×720 — the keyboard shows it on its own top when it does.
"""

from __future__ import annotations

from typing import Any

from ..textfield import TextField
from ..widgets import Button


def lit_field(scene: Any) -> TextField | None:
    """The box of ``scene`` that has the keys (a screen's boxes are its attributes, alone or
    in a list), or None."""
    for value in vars(scene).values():
        boxes = value if isinstance(value, list) else [value]
        for box in boxes:
            if isinstance(box, TextField) and box.focus:
                return box
    return None


def confirm_of(scene: Any, field: TextField) -> Button | None:
    """The button of ``scene`` that takes what ``field`` holds (its ``typed_confirm``), or
    None: a search box's list narrows as it is typed, nothing to confirm."""
    ask = getattr(scene, "typed_confirm", None)
    return ask(field) if ask is not None else None
