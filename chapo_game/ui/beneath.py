"""The screens under an overlay drawn once and put back as one picture while nothing under it
changes (:class:`Beneath`).

Why: an overlay (the pause, the score sheet, a question) was drawn over the whole frozen game
at every frame — the table, its balls, the score board, the side panel, the call bar — 1.5–2 ms
of the score sheet's 3.7 at 1920×1080 for a picture that did not change, all the while a pause
stood up in a bar for an hour. Only the top screen hears input and advances, so the screens
under it change only by what reaches them from outside their own update: the window (its size,
fullscreen, whether it is in front or seen), the settings changed from the pause (language,
large text, reduced motion…), work finished off the frame loop (a partida's count, a guide's
path, the computer's or the maestro's search), or time itself (the thinking arc, the rey's
pulsing rings). The window's part is in the key here; each screen's own part is its
``still_key()``: what its picture depends on, or ``None`` where it may change by itself (it
moves, or waits on work off the loop) — then it is drawn at every frame, as before. A screen
without ``still_key`` is never kept: only screens that say what they depend on are. The
overlay's dimming (its ``veil``, which its ``draw`` lays before its ``draw_over``: a quarter
of a pause's frame left at 1920×1080) is kept in the picture too.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from .. import i18n
from . import counting
from .kept_area import KeptArea
from .widgets import TextField, dim

if TYPE_CHECKING:
    from .scenes.base import Scene


def buttons_key(buttons: Sequence[Any]) -> tuple[Hashable, ...]:
    """What ``buttons`` show: label, greyed, chosen, lit (pointer or keys), place — asked
    anew, as their drawing asks: a button's ``enabled`` may read the disk (Resume: a saved
    encuentro still there)."""
    return tuple(
        (b.label(), b.enabled(), b.selected(), b.hover, b.keys_light, tuple(b.rect))
        for b in buttons
    )


def fields_key(fields: Sequence[TextField]) -> tuple[Hashable, ...]:
    """What text boxes show: the text, lit or not (its caret), selected whole, the note of
    letters typed past the end, and where — typed into from the on-screen keys over them."""
    return tuple((t.value, t.focus, t.selected, t.overflowed, tuple(t.rect)) for t in fields)


def window_key(app: Any) -> Hashable:
    """What any screen's picture depends on from outside it: the settings (language, large
    text, the guides…), the language itself and the window — fullscreen, in front, seen, the
    fonts' unit and floor."""
    f = app.fonts
    window = (app.fullscreen, app.in_front, app.seen, f.unit, f.floor, f.large)
    return app.settings, i18n.language(), window


class Beneath:
    """The last picture of the screens under the top overlay, with the texts they logged."""

    def __init__(self) -> None:
        self.kept = KeptArea()
        self.painted = 0  # how many times the screens under an overlay were drawn (tests)

    def draw(self, app: Any, start: int) -> None:
        """The window's screens from ``start`` up drawn on ``app.screen``: those under the top
        one put back as kept where :meth:`key` holds, the top one drawn."""
        surf, scenes = app.screen, app.scenes[start:]
        below = scenes[:-1]

        def paint() -> None:
            self.painted += 1
            for i, s in enumerate(below, start):
                app.fonts.layer = i
                s.draw(surf)

        over = bool(scenes) and scenes[-1].overlay
        key = self.key(app, below) if over else None
        veil = scenes[-1].veil if key is not None else None
        if key is None:
            self.kept.forget()  # nothing held from a stack gone, nor 8 MB at 1920×1080
            if below:
                paint()
        else:
            kept = paint if veil is None else lambda: (paint(), dim(surf, veil))
            self.kept.draw(surf, app.fonts, surf.get_rect(), (key, veil), kept, layered=True)
        if scenes:
            app.fonts.layer = len(app.scenes) - 1
            # an overlay's dimming is in the kept picture: only what it draws over it
            (scenes[-1].draw if veil is None else scenes[-1].draw_over)(surf)

    @staticmethod
    def key(app: Any, below: Sequence[Scene]) -> Hashable | None:
        """Everything the screens ``below`` are drawn from that can change while they are
        covered, or ``None`` where they may change by themselves (or cannot say)."""
        if not below or counting.running():  # a count taken in may change any screen
            return None
        own = []
        for s in below:
            got = s.still_key()
            if got is None:
                return None
            own.append(got)
        # the screens themselves (compared as themselves): another stack is another picture
        return tuple(below), tuple(own), window_key(app)

    def forget(self) -> None:
        self.kept.forget()
