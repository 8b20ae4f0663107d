"""The screens under an overlay (the pause, the score sheet, a question, naming a kept
position, the drills) are drawn once and put back as one picture while nothing under them
changes (:mod:`chapo_game.ui.beneath`): every frame the same picture, to the pixel and to the
texts logged, as drawing them again would give — and drawn again after anything that changes
them (a setting, the window, work landing off the loop), or at every frame while they move."""

from __future__ import annotations

import threading

import pygame
import pytest
from ui_screens import (
    encuentro_over,
    match_json,
    open_scene,
    partida_over,
    pause_saved,
    play_aiming,
    records_with,
    resume_two,
    rey_choice,
)

from chapo_game import i18n
from chapo_game.ui import counting
from chapo_game.ui.beneath import Beneath
from chapo_game.ui.scenes.celebrate import (
    CelebrationScene,
    Moment,
    celebrate,
    encuentro_moment,
)
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.demo import DemoScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.onscreen_keyboard import KeyboardScene
from chapo_game.ui.scenes.pause import PauseScene
from chapo_game.ui.scenes.players import ComputerSetupScene, NamesScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.sheet import ScoreSheetScene
from chapo_game.ui.widgets import dim


def picture(app) -> tuple[bytes, list[tuple]]:
    """The window's pixels and the texts logged for the frame just drawn."""
    logged = [(d.text, tuple(d.rect), d.layer, d.kind) for d in app.fonts.drawn]
    return pygame.image.tobytes(app.screen, "RGB"), logged


def drawn_anew(app, monkeypatch) -> tuple[bytes, list[tuple]]:
    """The same frame drawn the old way: every screen of the stack drawn again."""
    with monkeypatch.context() as m:
        m.setattr(Beneath, "key", staticmethod(lambda app, below: None))
        app.draw()
        return picture(app)


def settle(app) -> None:
    """A guide's path or lag hint asked for is worked out (it is drawn as it lands)."""
    for s in app.scenes:
        for helps in (getattr(s, "cue_path", None), getattr(s, "lag_hint", None)):
            assert helps is None or helps.cache.wait()


def kept_frame(app, drive, monkeypatch) -> tuple[bytes, list[tuple]]:
    """One more frame, which must put the kept picture back, not draw the screens under the
    top one; what it showed is what drawing them again shows."""
    drive.steps(1)
    settle(app)
    drive.steps(1)  # the first frame with nothing under way keeps its picture
    painted = app.beneath.painted
    drive.steps(1)
    assert app.beneath.painted == painted, "the screens under the overlay were drawn again"
    shown = picture(app)
    assert shown == drawn_anew(app, monkeypatch), "the kept picture is not the game's"
    return shown


def paused_game(app, drive) -> GameScene:
    """A game waiting for a person's shot, paused by Esc."""
    play_aiming(app)
    g = app.top
    drive.steps(1)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    return g


def test_the_game_under_the_pause_is_drawn_once_while_the_pause_stands(app, drive):
    """A pause left up in a bar for an hour drew the whole frozen game 60 times a second."""
    play_aiming(app)
    g = app.top
    drive.steps(1)
    settle(app)
    drive.steps(1)
    calls = []
    real = g.draw
    g.draw = lambda surf: (calls.append(1), real(surf))[1]
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    drive.steps(30)
    assert len(calls) == 1


def test_the_pause_dims_the_game_once_too(app, drive, monkeypatch):
    """The dimming over the game is in the kept picture: not laid again at every frame."""
    from chapo_game.ui import beneath
    from chapo_game.ui.scenes import pause

    laid = []
    for module in (pause, beneath):
        real = module.dim
        monkeypatch.setattr(
            module, "dim", lambda surf, a, real=real: (laid.append(a), real(surf, a))
        )
    paused_game(app, drive)
    kept_frame(app, drive, monkeypatch)
    assert laid, "the game was never dimmed"
    laid.clear()
    drive.steps(30)
    assert laid == [150]  # once: the picture kept again after the test's own drawing anew


def open_sheet_over_pause(app, drive) -> None:
    pause_saved(app)
    drive.steps(1)
    drive.click(app.top.button("sheet").rect.center)
    assert isinstance(app.top, ScoreSheetScene)


def open_sheet_over_game(app, drive) -> None:
    partida_over(app)
    drive.steps(1)
    drive.key(pygame.K_TAB)
    assert isinstance(app.top, ScoreSheetScene)


def open_quit_over_pause(app, drive) -> None:
    pause_saved(app)
    app.top.unsaved = True  # its last save failed, and fails again: leaving asks first
    app.top.host.save_failed = True
    app.top.host.save = lambda **kw: None
    drive.steps(1)
    drive.click(app.top.button("quit_to_menu").rect.center)
    assert isinstance(app.top, ConfirmScene)


def open_quit_question(app, drive) -> None:
    app.reset_to(MenuScene(app))
    drive.steps(1)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)


def practice_tool(app, drive, name: str) -> None:
    p = PracticeScene(app)
    app.reset_to(MenuScene(app))
    app.push(p)
    drive.steps(1)
    button = p.keep_button if name == "keep" else p.button_named(name)
    drive.click(button.rect.center)
    assert app.top is not p and app.top.overlay


def question_over_records(app, drive) -> None:
    r = records_with(app, drive, "Ana", "Luis")
    drive.click(r.button("player:Luis").rect.center)
    drive.click(r.button("remove").rect.center)
    assert isinstance(app.top, ConfirmScene)


def question_over_resume(app, drive) -> None:
    resume_two(app)
    drive.steps(1)
    drive.until(lambda: not app.top.moving())  # the page read off the loop
    drive.click(app.top.button("delete0").rect.center)
    assert isinstance(app.top, ConfirmScene)


def keys_over_names(app, drive, setup=NamesScene) -> NamesScene:
    """The on-screen keys up over the names' first box, as a finger's tap there opens them."""
    n = setup(app)
    open_scene(app, n)
    drive.steps(1)
    n.light_field(0)
    app.push(KeyboardScene(app, n.fields[0], n))
    return n


def chapo_over_encuentro(app, drive) -> None:
    """A chapó that ended the encuentro: its celebration over the encuentro's, over the game."""
    encuentro_over(app)
    drive.steps(1)
    m = app.top.match
    chapo = Moment("chapo", "¡Chapó!", "Los cinco palos")
    celebrate(app, [chapo, encuentro_moment(m)])
    assert isinstance(app.scenes[-2], CelebrationScene)


def demo_partida_over(app, drive) -> DemoScene:
    """The demo's partida won, its end panel up."""
    d = DemoScene(app, levels=(1, 1))
    d.match = match_json(
        phase="partida_over", scores=[32, 16], partidas_won=[1, 0], partida_winner=0
    )
    open_scene(app, d)
    drive.steps(1)
    return d


def test_the_demos_end_panel_and_standings_are_drawn_once_while_they_stand(app, drive, monkeypatch):
    """The demo's end panel (3 s) and the club's standings after it (10 s) stand still in
    front: the whole window was drawn again at every frame, the table dimmed each time (18 ms
    of a 4K frame under Xvfb). Drawn once, put back as they were drawn."""
    ends = []
    draw_end = DemoScene.draw_end
    monkeypatch.setattr(DemoScene, "draw_end", lambda s, surf: (ends.append(1), draw_end(s, surf)))
    d = demo_partida_over(app, drive)
    drive.steps(3)
    assert len(ends) == 1
    assert picture(app) == drawn_anew(app, monkeypatch)
    d.standings, d.wait = [("1.", "Ana", ": encuentros 3–0"), ("2.", "Luis", ": 1–2")], 180
    drive.steps(3)
    assert len(ends) == 3  # once for the standings, and once drawn anew above
    shown = picture(app)
    assert any("Ana" in t for t, *_ in shown[1]), shown[1]
    assert shown == drawn_anew(app, monkeypatch)


def partida_celebrated_in_the_demo(app, drive) -> None:
    """The demo's partida won, its celebration up: the demo keeps the full frame rate while
    it is shown (its ``moving``), and the game under the banner was drawn at every frame."""
    d = demo_partida_over(app, drive)
    celebrate(app, [Moment("partida", "¡Partida!", "Maestro gana la partida")])
    assert d.moving() and isinstance(app.top, CelebrationScene)


OVERLAYS = {
    "pause": lambda app, drive: paused_game(app, drive),
    "sheet_over_game": open_sheet_over_game,
    "sheet_over_pause": open_sheet_over_pause,
    "question_over_pause": open_quit_over_pause,
    "quit_question_over_menu": open_quit_question,
    "naming_over_practice": lambda app, drive: practice_tool(app, drive, "keep"),
    "drills_over_practice": lambda app, drive: practice_tool(app, drive, "drill"),
    # these four were drawn again at every frame: they did not say what they depend on
    "question_over_records": question_over_records,
    "question_over_resume": question_over_resume,
    "keys_over_names": keys_over_names,
    "keys_over_computer_setup": lambda app, drive: keys_over_names(app, drive, ComputerSetupScene),
    "chapo_over_encuentro": chapo_over_encuentro,
    "partida_celebrated_in_the_demo": partida_celebrated_in_the_demo,
}


@pytest.mark.parametrize("name", OVERLAYS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_overlay_over_its_kept_backdrop_is_the_picture_drawn_anew(
    app, drive, monkeypatch, name, size
):
    app.resize_window(size)
    OVERLAYS[name](app, drive)
    kept_frame(app, drive, monkeypatch)


def keys_over_records_search(app, drive):
    """The on-screen keys over the records screen's box that finds or adds a player."""
    r = records_with(app, drive, "Ana", "Luis")
    drive.steps(1)
    r.new_field.focus = True
    app.push(KeyboardScene(app, r.new_field, r))
    return r.new_field


@pytest.mark.parametrize(
    "typed_into",
    [lambda app, drive: keys_over_names(app, drive).fields[0], keys_over_records_search],
    ids=["names", "records"],
)
def test_what_the_on_screen_keys_type_shows_in_the_kept_picture(
    app, drive, monkeypatch, typed_into
):
    """The keys type into the box under them, and that screen is updated under them (the
    records' list narrowed to the names that hold it): each letter is drawn, then kept."""
    field = typed_into(app, drive)
    before = kept_frame(app, drive, monkeypatch)
    drive.click(app.top.keys["l"].rect.center)
    assert field.value.lower().endswith("l")
    after = kept_frame(app, drive, monkeypatch)
    assert after != before


def test_a_setting_changed_from_the_pause_shows_under_it(app, drive, monkeypatch):
    """Language and large text changed on the settings screen opened from the pause: the
    game under the pause is in the new words and sizes once back."""
    paused_game(app, drive)
    before = kept_frame(app, drive, monkeypatch)
    drive.click(app.top.button("settings").rect.center)
    settings = app.top
    for row in ("language", "large_text", "back"):
        drive.click(settings.button(row).rect.center)
    assert isinstance(app.top, PauseScene) and app.settings.language == "en"
    try:
        after = kept_frame(app, drive, monkeypatch)
        assert after != before
    finally:
        i18n.set_language("es")


@pytest.mark.parametrize(
    "change",
    [
        {"language": "en"},
        {"large_text": True},
        {"aiming_guide": False},
        {"match_guides": False},
    ],
)
def test_a_setting_changed_while_the_pause_stands_is_drawn(app, drive, monkeypatch, change):
    """A setting changed with the pause in front (as F11 changes one there): the kept
    picture, drawn for the old one, is not put back."""
    paused_game(app, drive)
    before = kept_frame(app, drive, monkeypatch)
    try:
        app.apply_settings(app.settings.with_(**change))
        after = kept_frame(app, drive, monkeypatch)
    finally:
        i18n.set_language("es")
    assert after != before


def test_the_window_resized_under_the_pause_redraws_the_game(app, drive, monkeypatch):
    paused_game(app, drive)
    before = kept_frame(app, drive, monkeypatch)
    drive.post(pygame.event.Event(pygame.VIDEORESIZE, w=1440, h=810, size=(1440, 810)))
    assert app.size == (1440, 810)
    after = kept_frame(app, drive, monkeypatch)
    assert after[0] != before[0]


def test_fullscreen_under_the_pause_redraws_the_game(app, drive, monkeypatch):
    paused_game(app, drive)
    kept_frame(app, drive, monkeypatch)
    painted = app.beneath.painted
    drive.key(pygame.K_F11)
    assert app.settings.fullscreen
    assert app.beneath.painted == painted + 1
    kept_frame(app, drive, monkeypatch)


def test_the_shot_clock_greys_under_the_pause_when_the_window_loses_the_keys(
    app, drive, monkeypatch
):
    """The board's seconds turn grey while the window is not in front: under the pause
    too, though the game does not advance there."""
    app.apply_settings(app.settings.with_(shot_clock=30))
    g = paused_game(app, drive)
    before = kept_frame(app, drive, monkeypatch)
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert not app.in_front and g.clock_label() is not None
    after = kept_frame(app, drive, monkeypatch)
    assert after[0] != before[0]


def test_a_guide_worked_out_off_the_loop_lands_under_the_pause(app, drive, monkeypatch):
    """A path being worked out when the pause came up is drawn when it lands: the game is
    drawn at every frame until then, and kept again after."""
    g = paused_game(app, drive)
    kept_frame(app, drive, monkeypatch)
    go = threading.Event()
    g.cue_path.cache.get(("a path being worked out",), lambda: go.wait(10))
    painted = app.beneath.painted
    drive.steps(3)
    assert app.beneath.painted == painted + 3
    go.set()
    assert g.cue_path.cache.wait()
    kept_frame(app, drive, monkeypatch)


def test_a_count_running_off_the_loop_keeps_no_picture(app, drive, monkeypatch):
    paused_game(app, drive)
    kept_frame(app, drive, monkeypatch)
    monkeypatch.setattr(counting, "_RUNNING", [object()])
    monkeypatch.setattr(counting, "poll", lambda: None)
    painted = app.beneath.painted
    drive.steps(3)
    assert app.beneath.painted == painted + 3


def test_the_rey_spots_keep_pulsing_under_the_pause(app, drive, monkeypatch):
    """The rings round the rey's spots pulse by the clock, under the pause too: that game
    is drawn at every frame, each as drawn anew, and the rings move."""
    rey_choice(app)
    drive.steps(1)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    # the game seen through the veil alone: the pause's column of buttons (seven with
    # "Abandonar el encuentro") covers the rings at the table's middle, and the test saw
    # them move only where a gap between two buttons fell over them
    monkeypatch.setattr(PauseScene, "draw", lambda self, surf: dim(surf, self.veil))
    shown = []
    for _ in range(3):
        painted = app.beneath.painted
        app.pacer.played += 10
        drive.steps(1)
        assert app.beneath.painted == painted + 1
        shown.append(picture(app))
        assert shown[-1] == drawn_anew(app, monkeypatch)
    assert len({s[0] for s in shown}) == 3


def test_the_computer_thinking_under_the_pause_is_drawn_at_every_frame(app, drive):
    g = GameScene(app, names=["Ordenador", "Ana"], computers={0: 1})  # it lags first
    app.reset_to(MenuScene(app))
    app.push(g)
    drive.until(lambda: g.thinking is not None)
    app.push(PauseScene(app))
    painted = app.beneath.painted
    drive.steps(4)
    assert app.beneath.painted == painted + 4
