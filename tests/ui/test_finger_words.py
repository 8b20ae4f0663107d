"""The playing hints speak to the hand on the pointer: practice told a touch screen's player to
"apunte con el ratón (o izquierda/derecha)…", with neither a mouse nor keys before him. After a
finger's touch it says the finger's way; after the mouse moves, the mouse's again."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import open_scene, window_in

from chapo_game.ui.scenes.practice import PracticeScene

SIZES = [(1280, 720), (1920, 1080), (1080, 1920)]
#: What the hint says of each hand, in each language.
WORDS = {"es": {"finger": "dedo", "mouse": "ratón"}, "en": {"finger": "finger", "mouse": "mouse"}}


def caption(app, p) -> str:
    """The caption bar's words as drawn this frame."""
    app.fonts.drawn.clear()
    app.step([])
    bar = p.caption_rect()
    return " ".join(d.text for d in app.fonts.drawn if d.kind == "text" and bar.contains(d.rect))


def tap(app, drive, xy: tuple[int, int]) -> None:
    """A finger put down at ``xy`` and lifted, as a touch screen sends it."""
    w, h = app.size
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        at = {"x": xy[0] / w, "y": xy[1] / h, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
        drive.post(pygame.event.Event(kind, touch_id=1, finger_id=0, **at))


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", SIZES, ids=str)
def test_practice_says_the_fingers_way_after_a_touch(app, drive, size, lang):
    words = WORDS[lang]
    with window_in(app, lang, size):
        p = PracticeScene(app)
        open_scene(app, p)
        assert words["mouse"] in caption(app, p)
        tap(app, drive, p.caption_rect().center)  # on the bar: no aim, no button
        said = caption(app, p)
        assert words["finger"] in said and words["mouse"] not in said, said
        drive.move((size[0] // 2, size[1] // 2))
        said = caption(app, p)
        assert words["mouse"] in said and words["finger"] not in said, said
