"""What the on-screen keyboard (:mod:`.onscreen_keyboard`) asks of the screen under it: the box
lit for typing (and the button that confirms what is typed in it, the screen's own
:meth:`.base.Scene.typed_confirm`).

Why: a box lit after Intro (the first name's, then the second's) is the screen's to choose,
and the keys follow it; and the button that takes the name (Empezar, Guardar, Añadir jugador)
lay under the keys at 1280×720 — the keyboard shows it on its own top when it does.
"""

from __future__ import annotations

from typing import Any

from ..textfield import TextField


def lit_field(scene: Any) -> TextField | None:
    """The box of ``scene`` that has the keys (a screen's boxes are its attributes, alone or
    in a list), or None."""
    for value in vars(scene).values():
        boxes = value if isinstance(value, list) else [value]
        for box in boxes:
            if isinstance(box, TextField) and box.focus:
                return box
    return None
