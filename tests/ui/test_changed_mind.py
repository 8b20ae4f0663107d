"""A player who changes his mind: at each moment of a partida, the detours a person takes —
the pause and back, the settings (language, text size), the window resized or put in full
screen and back, the rules, the controls, the score sheet, Undo's keys — leave the window
showing what it showed before, and what it shows agrees with the referee's match.

Crash-free input is the monkey's (:mod:`chapo_game.ui.monkey`); these look for the wrong
states that do not crash. Each moment is built through the referee's record format and the
window's own events (one simulated shot, for the foul), so the whole matrix runs in seconds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from ui_screens import LONG, T, encuentro_won, match_json, sheet_rows

from chapo_game import i18n
from chapo_game.position import PinState, Position
from chapo_game.rules.match import Match
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene

CABANA_SPOT = (T.width * 0.3, T.length * 0.15)  # inside the cabaña de salida
MIDDLE = (T.width / 2, T.length * 0.5)  # the rey's spot: outside every cabaña


def opened(app, drive, m: Match) -> GameScene:
    """The game over the menu on ``m``, its first frame drawn."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m)
    app.push(g)
    drive.steps(1)
    return g


# ---------------------------------------------------------------------- the moments
def lag_second(app, drive) -> GameScene:
    """The lag: the first player has set his shot, the second sets his."""
    g = opened(app, drive, Match(LONG))
    drive.key(pygame.K_SPACE)
    hint = lambda: g.lag_hint.advice(g.position, g.aim.ball, g.aim.state.angle)  # noqa: E731
    drive.until(lambda: hint() is not None)  # its speed mark, worked out off the frame loop
    return g


def lag_choice(app, drive) -> GameScene:
    """The lag's winner to break or cede, the first choice lit by the keys."""
    g = opened(app, drive, match_json(phase="lag_choice", breaker=None, first_breaker=None))
    drive.key(pygame.K_RETURN)
    return g


def salida(app, drive) -> GameScene:
    """Ball 1 in hand, the pointer over the cabaña de salida."""
    g = opened(app, drive, match_json(phase="salida", position=Position.initial(T).to_json()))
    drive.move(g.view.to_screen(CABANA_SPOT))
    return g


def salida_refused(app, drive) -> GameScene:
    """Ball 1 in hand, clicked where it may not go."""
    g = salida(app, drive)
    drive.click(g.view.to_screen(MIDDLE))
    return g


def picked_up(app, drive) -> GameScene:
    """Ball 1 placed, picked up again (M) and moved by the keys."""
    g = salida(app, drive)
    drive.click(g.view.to_screen(CABANA_SPOT))
    drive.key(pygame.K_m)
    drive.key(pygame.K_RIGHT)
    return g


def rematada(app, drive) -> GameScene:
    """Ball 2 in hand from the cabaña del mingo, clicked where it may not go."""
    pos = Position.initial(T, {"1": (0.5, 1.2)})
    g = opened(app, drive, match_json(phase="rematada", to_move=1, position=pos.to_json()))
    drive.click(g.view.to_screen(MIDDLE))
    return g


def options(app, drive) -> GameScene:
    """Both other balls in the cabaña: an option to declare, the first lit by the keys."""
    pos = Position.initial(T, {"1": (0.7, 0.2), "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = opened(app, drive, match_json(phase="ball_in_hand", position=pos.to_json()))
    drive.key(pygame.K_DOWN)
    return g


def declared(app, drive) -> GameScene:
    """An option declared (no pasar, by the keys)."""
    g = options(app, drive)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    return g


def rey_spot(app, drive) -> GameScene:
    """The rey's spot to choose, after a click that chose none."""
    pos = Position.initial(T, {"1": T.spots["center"], "2": (0.3, 2.3)})
    pins = {**pos.pins, "rey": PinState((0.75, 1.5), False)}
    d = match_json(phase="play", position=Position(dict(pos.balls), pins).to_json()).to_json()
    d.update(rey_choices=["aux_head", "aux_foot", "aux_left", "aux_right"], rey_chooser=0)
    g = opened(app, drive, Match.from_json(d))
    drive.key(pygame.K_9)
    return g


def aiming(app, drive) -> GameScene:
    """Open play, the aim turned and the power set by the keys."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = opened(app, drive, match_json(phase="play", position=pos.to_json(), scores=[3, 5]))
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_UP)
    return g


def foul(app, drive) -> GameScene:
    """A foul just called: ball 1 sent into the head cushion, meeting no ball."""
    g = aiming(app, drive)
    g.aim.state.angle, g.aim.state.power = 270.0, 0.3
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    assert g.last_verdict is not None and g.last_verdict.fouls
    return g


def partida_over(app, drive) -> GameScene:
    """A partida won, Next partida lit by the keys."""
    rows = sheet_rows([(5, 0), (5, 7), (14, 7), (14, 9), (23, 9), (23, 16), (32, 16)])
    m = match_json(
        phase="partida_over", scores=[32, 16], partidas_won=[1, 0], partida_winner=0, sheet=rows
    )
    g = opened(app, drive, m)
    drive.key(pygame.K_RETURN)
    return g


def encuentro_over(app, drive) -> GameScene:
    """The encuentro won, the first choice lit by the keys."""
    g = opened(app, drive, encuentro_won(sheet=sheet_rows([(5, 0), (5, 7), (32, 7)])))
    drive.key(pygame.K_RETURN)
    return g


MOMENTS: dict[str, Callable[..., GameScene]] = {
    f.__name__: f
    for f in (
        # (the salida in hand is in the refused one, and under the keys in the picked-up one)
        *(lag_second, lag_choice, salida_refused, picked_up, rematada, options),
        *(declared, rey_spot, aiming, foul, partida_over, encuentro_over),
    )
}


# ---------------------------------------------------------------------- what is shown
def shown(app, g: GameScene) -> dict[str, Any]:
    """What the player sees of the game (and what Enter or Space would take), a frame drawn."""
    app.step()
    layer = app.scenes.index(g)
    buttons = (*g.option_buttons, *g.choice_buttons, *g.end_buttons)
    m = g.match
    return {
        "on top": app.top is g,
        "match": m.to_json(),
        "board": g.scoreboard_texts(),
        "bar": g.announcement_line(),
        "hint": g.hint_text(),
        "placing": g.placing,
        "ball in hand": g.hand_ghost() if g.placing else None,
        "lit": [b.name for b in buttons if b.hover],
        "enter takes": getattr(g.choice_focus.focused(buttons_waited(g)), "name", None),
        "cue": (g.aim.ball, dataclasses.astuple(g.aim.state)),
        "drawn": [d.text for d in app.fonts.drawn if d.layer == layer and d.kind == "text"],
    }


def buttons_waited(g: GameScene) -> list:
    """The choice the game waits for, if any: what the keys' light is on."""
    m = g.match
    if m.finished:
        return g.end_buttons
    if m.phase.value == "lag_choice":
        return g.choice_buttons
    return g.option_buttons if g.option_asked() else []


def agrees(g: GameScene, seen: dict[str, Any]) -> None:
    """What is shown agrees with the referee's match: the scores and names drawn, the turn
    said, the ball in hand in hand only while it is to be placed (or picked up again), the
    choice shown lit the one Enter takes."""
    m, board = g.match, seen["board"]
    assert (board["score0"], board["score1"]) == (str(m.scores[0]), str(m.scores[1]))
    for p in (0, 1):
        assert board[f"name{p}"] in seen["drawn"]
    assert board["turn"] in " ".join(seen["drawn"])  # (wrapped, maybe)
    hand = m.phase.value in ("salida", "rematada", "ball_in_hand")
    assert seen["placing"] == (hand and (m.needs_placement or g.hand_xy is not None))
    lit_by_keys = [b.name for b in buttons_waited(g) if b.hover and b.keys_light]
    if seen["enter takes"] is not None:  # the choice Enter takes is the one shown lit
        assert lit_by_keys == [seen["enter takes"]], (lit_by_keys, seen["enter takes"])


# ---------------------------------------------------------------------- the detours
def through_pause(drive, app, *then: Callable[[], None]) -> None:
    """Esc, the pause's buttons ``then`` pressed, back to the game (Esc until it is on top)."""
    drive.key(pygame.K_ESCAPE)
    for step in then:
        step()
    for _back in range(4):
        if isinstance(app.top, GameScene):
            return
        drive.key(pygame.K_ESCAPE)


def press(drive, app, name: str) -> Callable[[], None]:
    """A click on the top screen's button ``name``, when it comes to it."""
    return lambda: drive.click(app.top.button(name).rect.center)


def setting(drive, app, row: str) -> None:
    """The pause's settings, row ``row`` clicked, and back."""
    through_pause(drive, app, press(drive, app, "settings"), press(drive, app, row))


def resize(drive, size: tuple[int, int]) -> None:
    w, h = size
    drive.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=size))


def full_screen_and_back(drive) -> None:
    """F11 twice, and the pointer motion that moved nothing the window sends as it changes
    mode (SDL sends it at rel 0, 0; posted here too, whatever the video driver does)."""
    drive.key(pygame.K_F11)
    drive.key(pygame.K_F11)
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))


DETOURS: dict[str, Callable[[Any, Any], None]] = {
    "pause and back": lambda app, drive: through_pause(drive, app),
    "rules and back": lambda app, drive: through_pause(drive, app, press(drive, app, "rules")),
    "controls and back (F1)": lambda app, drive: (drive.key(pygame.K_F1), drive.key(pygame.K_F1)),
    "score sheet and back (Tab)": lambda app, drive: (
        drive.key(pygame.K_TAB),
        drive.key(pygame.K_TAB),
    ),
    "full screen and back (F11)": lambda app, drive: full_screen_and_back(drive),
    "window resized and back": lambda app, drive: (
        resize(drive, (1024, 700)),
        resize(drive, (1280, 720)),
    ),
    "English and back": lambda app, drive: (
        setting(drive, app, "language"),
        setting(drive, app, "language"),
    ),
    "large text and back": lambda app, drive: (
        setting(drive, app, "large_text"),
        setting(drive, app, "large_text"),
    ),
    "Undo's keys (none in a match)": lambda app, drive: (
        drive.key(pygame.K_u),
        drive.key(pygame.K_z, pygame.KMOD_CTRL),
    ),
}


@pytest.mark.parametrize("moment", MOMENTS)
def test_every_detour_leaves_the_window_as_it_was(app, drive, moment):
    """The matrix: each moment of a partida × each detour a player takes and comes back
    from. What he sees afterwards is what he saw before, and it agrees with the match."""
    g = MOMENTS[moment](app, drive)
    before = shown(app, g)
    agrees(g, before)
    for detour, go in DETOURS.items():
        go(app, drive)
        after = shown(app, g)
        agrees(g, after)
        changed = [k for k in before if before[k] != after[k]]
        said = {k: (before[k], after[k]) for k in changed}
        if "drawn" in said:  # only what differs of the texts drawn
            b, a = said["drawn"]
            said["drawn"] = ([t for t in b if t not in a], [t for t in a if t not in b])
        assert not changed, f"{moment} × {detour}: {said}"


REFUSED = {
    "salida, a click outside the cabaña": salida_refused,
    "rematada, a click outside the cabaña": rematada,
    "the rey's spot, a key with no spot": rey_spot,
}


@pytest.mark.parametrize("moment", REFUSED)
def test_a_refusal_is_read_in_the_language_chosen_since(app, drive, moment):
    """A refusal said in Spanish ("Ahí no: fuera de la cabaña", how the rey's spot is chosen)
    stayed Spanish in red under an English window once the language was changed from the
    pause: it is said as the window would say it had English been chosen first."""
    g = REFUSED[moment](app, drive)
    assert g.announcement_line() and g.refusal
    setting(drive, app, "language")
    assert app.settings.language == "en"
    got = shown(app, g)
    english = REFUSED[moment](app, drive)  # the same moment, English from the start
    expected = shown(app, english)
    assert got["bar"] == expected["bar"] and got["hint"] == expected["hint"]
    assert got["drawn"] == expected["drawn"]
    i18n.set_language("es")


@pytest.mark.parametrize("moment", ["lag_choice", "options", "partida_over", "encuentro_over"])
def test_full_screen_and_back_keeps_the_keys_light_shown(app, drive, moment):
    """The window back from full screen sends a pointer motion that moved nothing: it put out
    the choice the keys had lit (break, pasar, Next partida), though Enter still took it — a
    choice made unseen."""
    g = MOMENTS[moment](app, drive)
    lit = [b for b in buttons_waited(g) if b.hover]
    assert len(lit) == 1 and lit[0].keys_light
    full_screen_and_back(drive)
    assert [b for b in buttons_waited(g) if b.hover] == lit  # still drawn lit


def test_full_screen_and_back_leaves_the_ball_in_hand_where_the_keys_put_it(app, drive):
    """Picked up and moved by the arrows, the ball in hand went back to the offered place
    when the window came back from full screen (its pointer motion moved nothing), and the
    next Enter put it there."""
    g = picked_up(app, drive)
    moved_to = g.hand_ghost()
    assert g.placing and g.hand_xy == moved_to
    full_screen_and_back(drive)
    assert g.hand_ghost() == moved_to
    drive.key(pygame.K_RETURN)
    assert not g.placing and g.match.position.balls["1"] == pytest.approx(moved_to)


@pytest.mark.parametrize("moment", [m for m in MOMENTS if not m.startswith("lag")])
def test_quit_and_resume_at_any_moment_plays_on_from_the_same_table(app, drive, moment):
    """Quit to the menu at that moment and resume: the same match, score board, caption and
    cue. What is of the moment only goes: a refusal, the keys' light, a ball picked up again
    but not put down (it is where it was placed), the ghost under a pointer now elsewhere."""
    g = MOMENTS[moment](app, drive)
    g.save()  # as the action that led here saved it (the moments are built, not played)
    before = shown(app, g)
    through_pause(drive, app, press(drive, app, "quit_to_menu"))
    assert isinstance(app.top, MenuScene)
    if moment == "encuentro_over":  # nothing to resume: its save went with it
        assert not app.top.button("resume").enabled()
        return
    drive.click(app.top.button("resume").rect.center)
    drive.click(app.top.button("resume0").rect.center)
    assert isinstance(app.top, GameScene) and app.top is not g
    after = shown(app, app.top)
    kept = ("match", "cue") if moment == "picked_up" else ("match", "board", "hint", "cue")
    changed = {k: (before[k], after[k]) for k in kept if before[k] != after[k]}
    assert not changed, f"{moment}: {changed}"


def test_while_the_balls_roll_every_detour_leaves_the_shot_rolling_as_it_was(app, drive):
    """The balls rolling (played at the window's own pace): each detour, and back, finds the
    same shot still rolling, said as rolling, with nothing of it judged yet."""
    g = aiming(app, drive)
    app.fast_forward = 1
    drive.key(pygame.K_SPACE)
    assert g.animating
    still = ("on top", "match", "board", "bar", "hint", "cue")
    before = shown(app, g)
    for detour, go in DETOURS.items():
        go(app, drive)
        after = shown(app, g)
        assert g.animating, f"the shot ended during {detour}: make it longer"
        changed = {k: (before[k], after[k]) for k in still if before[k] != after[k]}
        assert not changed, f"rolling × {detour}: {changed}"
