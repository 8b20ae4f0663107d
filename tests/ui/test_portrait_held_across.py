"""A club's 1080×1920 screen is a 1920×1080 one held upright, as wide in inches: the rules',
the sheet's and the keys' help's (F1) titles and buttons, and the settings' keys' line, are
drawn on it at least as large as held across (by the width alone they were sized as at
720×1280: the rules' title 32 px high, not 55; their buttons 53 px high, not 70; the keys'
line 14 px, not 24)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from ui_screens import SCREENS, open_scene, screen_of

from chapo_game import i18n
from chapo_game.i18n import _
from chapo_game.ui.scenes.controls import ControlsScene

UPRIGHT, ACROSS = (1080, 1920), (1920, 1080)
#: the screens, and the keys' help (F1), which the screens' list has not
SHOWN = {**SCREENS, "controls": lambda app: open_scene(app, ControlsScene(app))}


def seen(
    app, name: str, lang: str, size: tuple[int, int], head: Callable[[], str]
) -> tuple[int, int]:
    """The height of the text ``head`` says (in ``lang``; its first line, if wrapped) and of
    the screen's lowest button, as drawn on the top screen of ``name`` at ``size``."""
    with screen_of(app, lang, size):
        # the settings already in ``lang`` (the size held across measured second), screen_of
        # leaves the words as the last block left them: Spanish
        i18n.set_language(lang)
        SHOWN[name](app)
        app.step([])
        layer = len(app.scenes) - 1
        drawn = [d for d in app.fonts.drawn if d.layer == layer]
        said = head()
        text = next(
            d.rect
            for d in drawn
            if d.kind == "text" and len(d.text) >= 8 and said.startswith(d.text)
        )
        button = max((d.rect for d in drawn if d.kind == "box"), key=lambda r: r.bottom)
        return text.height, button.height


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(
    ("name", "head"),
    [
        ("rules_first", lambda: _("The table and the game")),
        ("sheet", lambda: _("Score sheet — partida {n}").format(n=1)),
        ("settings", lambda: _("Up/Down: a row. Left/Right or Enter: change it. Esc: back.")),
        (
            "settings_in_match",
            lambda: _("Up/Down: a row. Left/Right or Enter: change it. Esc: back."),
        ),
        ("controls", lambda: _("Controls")),
        ("menu", lambda: _("Spanish pin billiards (billar de palos)")),
        ("quit_question", lambda: _("Quit the game?")),
        ("pause", lambda: _("Quit to menu")),
        (
            "pause_saved",
            lambda: _("Encuentro saved: on the menu, “Resume a saved encuentro” plays it on."),
        ),
        ("resume", lambda: _("Saved encuentros")),
    ],
    ids=[
        "rules",
        "sheet",
        "settings_keys",
        "match_settings_keys",
        "keys_help",
        "menu",
        "quit_question",
        "pause",
        "pause_saved",
        "saves_list",
    ],
)
def test_upright_titles_and_buttons_are_as_large_as_held_across(app, lang, name, head):
    """The title (or keys' line) and the buttons at 1080×1920 no smaller than at 1920×1080."""
    text, button = seen(app, name, lang, UPRIGHT, head)
    text_across, button_across = seen(app, name, lang, ACROSS, head)
    assert text >= text_across, (head, text, text_across)
    assert button >= button_across, (button, button_across)
