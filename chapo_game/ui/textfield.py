"""A one-line text box for a name or a search, with the keys a desktop box has.

Why more than append and Backspace: the name screens open with a default name ("Jugador 1") in
the lit box, and a player who typed his name got "Jugador 1Marta" — which the records then kept
as a player. A box's text can now be *selected whole*, as a desktop box selects what Tab moves
into: the first key typed replaces it, Backspace or Delete clears it. End or → keeps it to be
mended at its end. Ctrl+A selects it, Ctrl+Backspace deletes the last word, Ctrl+V pastes the
clipboard's first line.
"""

from __future__ import annotations

import pygame

from chapo_game import record
from chapo_game.i18n import _

from .fonts import Fonts
from .palette import ACCENT, BAD, DIM

TEXT_SIZE = 32
NOTE_SIZE = 18  # the red "40 characters at most"
#: The longest name a box takes: as long as the records keep (the board, the sheet and the
#: lists fit or shorten what they show). At 24 a club's member with two surnames
#: ("María José Fernández-Villaverde", 31) was entered, kept and ranked as "…Fernández-Vil".
NAME_CHARS = record.MAX_NAME_CHARS
SELECTION = (52, 86, 128)  # behind a text selected whole
BOX, EDGE = (30, 38, 48), (70, 84, 98)
ERASE_KEYS = (pygame.K_BACKSPACE, pygame.K_DELETE)
KEEP_KEYS = (pygame.K_END, pygame.K_RIGHT)


def without_last_word(value: str) -> str:
    """What Ctrl+Backspace leaves: the text less its last word and the spaces after it."""
    kept = value.rstrip()
    return kept[: kept.rfind(" ") + 1]


def pasted(text: str) -> str:
    """The clipboard as one line of a name: its first line, without control characters."""
    line = text.replace("\r", "\n").split("\n")[0] if text else ""
    return "".join(ch for ch in line if ch.isprintable())


def clipboard_text() -> str:
    """The clipboard's text, or nothing where the system offers none (a dummy video driver)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


class FingerTap:
    """The box a finger has just tapped, till the window gives it the game's on-screen
    keyboard (:func:`.scenes.onscreen_keyboard.keyboard_for_taps`): a finger's tap had met a box
    waiting for keys a touch screen has not got. A mouse's click sets nothing."""

    field: TextField | None = None


def click_focus(fields: list[TextField], ev: pygame.event.Event) -> TextField | None:
    """A click in one of a screen's ``fields`` gives it the keys and takes them from the
    others; a click anywhere else (a button, a name in a list) leaves the keys where they
    were, so typing goes on in the box it went to. Returns the box clicked, if any; a
    finger's (:func:`.touch.touch_to_mouse`) is offered the on-screen keyboard."""
    if ev.type != pygame.MOUSEBUTTONUP or ev.button != 1:
        return None
    hit = next((f for f in fields if f.rect.collidepoint(ev.pos)), None)
    if hit is not None:
        for f in fields:
            f.focus = f is hit
        if getattr(ev, "finger", False):
            FingerTap.field = hit
    return hit


class TextField:
    """A one-line text box: click to focus (:func:`click_focus`), type, Backspace deletes
    (see the module's note)."""

    def __init__(self, value: str, max_len: int = NAME_CHARS, selected: bool = False) -> None:
        self.value = value
        self.max_len = max_len
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus = False
        self.selected = False  # the whole text, replaced by what is typed
        self.overflowed = False  # typing went past max_len: said until a letter is erased
        #: what is typed is drawn at: a held layout's screen (the set-up's) grows it as its
        #: labels and buttons grow upright (it stayed 32, 27 px at 1080×1920, beside 48-px
        #: buttons' words)
        self.text_size = TEXT_SIZE
        if selected:
            self.select_all()

    def select_all(self) -> None:
        self.selected = bool(self.value)

    def put(self, text: str) -> None:
        """Type ``text`` at the end, or in place of the text selected whole."""
        base = "" if self.selected else self.value
        whole = base + text
        self.value, self.selected = whole[: self.max_len], False
        self.overflowed = len(whole) > self.max_len  # else the letters vanished unsaid

    def handle(self, ev: pygame.event.Event) -> bool:
        """A key or text for the lit box (True: taken); clicks are :func:`click_focus`'s."""
        if not self.focus:
            return False
        if ev.type == pygame.TEXTINPUT:
            self.put(ev.text)
            return True
        if ev.type != pygame.KEYDOWN:
            return False
        ctrl = bool(getattr(ev, "mod", 0) & pygame.KMOD_CTRL)
        if ev.key in ERASE_KEYS:
            self.overflowed = False
            if self.selected:
                self.value = ""
            elif ev.key == pygame.K_BACKSPACE:
                self.value = without_last_word(self.value) if ctrl else self.value[:-1]
            self.selected = False
            return True
        if ev.key in KEEP_KEYS and self.selected:
            self.selected = False  # the text kept, to be mended at its end
            return True
        if ctrl and ev.key == pygame.K_a:
            self.select_all()
            return True
        if ctrl and ev.key == pygame.K_v:
            self.put(pasted(clipboard_text()))
            return True
        return False

    def shown(self, fonts: Fonts) -> str:
        """The text as the box shows it: its end, where typing goes, when it is wider than the
        box (a name of two surnames in a narrow window), the start given up to an ellipsis."""
        room = self.rect.width - 2 * fonts.px(12)
        caret = "|" if self.focus else ""
        return fonts.shorten_start(self.value + caret, self.text_size, room)

    def draw(
        self,
        surf: pygame.Surface,
        fonts: Fonts,
        label: str = "",
        label_size: int = 22,
        gap: int = 2,
    ) -> None:
        """The box, and its ``label`` above it; what was typed past the end is said in red
        above the box's right end, or in the label's place where the two would meet (it was
        drawn over "Buscar o añadir jugador:")."""
        pygame.draw.rect(surf, BOX, self.rect, border_radius=6)
        pygame.draw.rect(surf, ACCENT if self.focus else EDGE, self.rect, 2, border_radius=6)
        left = (self.rect.x + fonts.px(12), self.rect.centery)
        text = self.shown(fonts)
        if self.selected and self.focus and self.value:
            box = fonts.text(text.removesuffix("|"), self.text_size).get_rect(midleft=left)
            pygame.draw.rect(surf, SELECTION, box.inflate(fonts.px(4), fonts.px(2)))
        fonts.draw(surf, text, self.text_size, midleft=left)
        above = self.rect.y - fonts.px(gap)
        note = ""
        if self.overflowed and self.focus:
            pygame.draw.rect(surf, BAD, self.rect, 2, border_radius=6)
            note = _("{n} characters at most").format(n=self.max_len)
        label_w = fonts.text(label, label_size).get_width() if label else 0
        note_w = fonts.text(note, NOTE_SIZE).get_width() if note else 0
        both = label_w + fonts.px(12) + note_w <= self.rect.width  # side by side above the box
        if label and (not note or both):
            fonts.draw(surf, label, label_size, DIM, bottomleft=(self.rect.x, above))
        if note:  # at the box's right end, or in the label's place
            place = (
                {"bottomright": (self.rect.right, above)}
                if both
                else {"bottomleft": (self.rect.x, above)}
            )
            fonts.draw(surf, note, NOTE_SIZE, BAD, **place)
