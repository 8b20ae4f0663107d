"""The calls under a replay's end, as a player watching a shot again reads them: each call
whole, as the game's own bar shows them — a learner read "11 for" at one row's end and
"Player 1" at the next's, the calls having been handed to the replay as one line wrapped at any
space."""

from __future__ import annotations

import pygame
import pytest
from conftest import Driver, match_in_play
from ui_screens import open_game

from chapo_game import i18n
from chapo_game.i18n import translations
from chapo_game.position import Position
from chapo_game.settings import Settings
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.app import App
from chapo_game.ui.scenes.replay import ReplayScene
from chapo_game.ui.scenes.sheet import ScoreSheetScene

T = get_table()
#: Ana's ball 1 straight into the pins before any ball: a foul, its ball pocketed after — two
#: calls, the first longer than half the bar ("… before touching a ball. 7 for Luis").
INTO_THE_PINS = Shot.make("1", 69.3, 3.0)


def foul_into_the_pins(app: App, drive: Driver):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, match_in_play(pos))
    g.strike(INTO_THE_PINS)
    drive.until(lambda: not g.animating)
    drive.steps(2)
    calls = g.match.last_verdict.announcements
    assert len(calls) >= 2 and calls[0].key.startswith("foul.")
    return g, calls


def calls_under_the_replay(app: App, g) -> list[str]:
    """The texts drawn in the bar under the table, right of the time bar, at the replay's end."""
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.clock.at_end
    return [
        d.text
        for d in app.fonts.drawn
        if d.kind == "text"
        and d.rect.top >= g.bottom_rect.top
        and d.rect.x > replay.time_rect.right
        and g.bottom_rect.contains(d.rect)
    ]


@pytest.mark.parametrize(
    ("size", "lang", "large"),
    [
        ((1280, 720), "es", False),
        ((1280, 720), "en", True),
        ((960, 540), "en", False),
        ((960, 540), "es", True),
    ],
)
def test_each_call_under_the_replays_end_is_drawn_whole(size, lang, large):
    app = App(size=size, settings=Settings(language=lang, large_text=large), audio=False)
    app.fast_forward = 30
    try:
        drive = Driver(app)
        g, calls = foul_into_the_pins(app, drive)
        drive.key(pygame.K_v)
        drive.key(pygame.K_END)
        drive.steps(1)
        tr = translations()
        # every call, whole and in order, each its own text (none broken inside itself)
        assert calls_under_the_replay(app, g) == [a.text(tr) for a in calls]
    finally:
        app.quit()
        i18n.set_language("es")


def test_the_score_sheets_replay_ends_on_whole_calls_too(app, drive):
    g, calls = foul_into_the_pins(app, drive)
    drive.key(pygame.K_TAB)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    _row, rect = sheet.row_rects[0]
    drive.click(rect.center)
    drive.key(pygame.K_END)
    drive.steps(1)
    assert calls_under_the_replay(app, g) == [a.text_es for a in calls]
