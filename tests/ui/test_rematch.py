"""From the end of an encuentro to the next one, as two players at one computer take it: the
habit of every partida's end (a click where Next partida stood, Enter twice) takes no rematch
unseen, and the lag a rematch begins with says why it is lagged again."""

from __future__ import annotations

import pygame
import ui_screens
from test_keyboard import lit
from ui_screens import LONG, texts

from chapo_game.rules.match import Phase
from chapo_game.ui.scenes.sheet import ScoreSheetScene


def named(g, name: str):
    return next(b for b in g.end_buttons if b.name == name)


def test_the_habit_of_a_partidas_end_takes_no_rematch(app, drive):
    """Where Next partida stood at each partida's end, and what its two Enters took, is the
    score sheet at the encuentro's end: the result stays; Rematch is one the player goes to."""
    ui_screens.partida_over(app)
    app.step()
    next_at = named(app.top, "next_partida").rect.center
    ui_screens.encuentro_over(app)
    g = app.top
    app.step()
    title = g.end_texts()["title"]
    drive.click(next_at)  # the partida's habit, by the mouse
    assert isinstance(app.top, ScoreSheetScene) and g.match.phase == Phase.ENCUENTRO_OVER
    drive.key(pygame.K_ESCAPE)
    assert app.top is g
    drive.move((5, 5))
    drive.key(pygame.K_RETURN)  # by the keys: the first Enter lights, the second takes
    assert lit(app, g.end_buttons) == ["sheet"]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, ScoreSheetScene) and g.match.phase == Phase.ENCUENTRO_OVER
    drive.key(pygame.K_ESCAPE)
    app.step()
    assert title in " ".join(texts(app))  # the result is still on the screen
    drive.key(pygame.K_RIGHT)  # Rematch is there for one who means it
    assert lit(app, g.end_buttons) == ["rematch"]
    drive.key(pygame.K_RETURN)
    assert g.match.phase == Phase.LAG


def test_a_rematchs_lag_says_why_it_is_lagged_again(app, drive):
    """The rematch's lag says it is a new encuentro, with the last one's result, and that an
    encuentro begins with the lag (art. 11); once the first lag shot is set it says no more,
    and a first encuentro's lag never says it."""
    ui_screens.encuentro_over(app)
    g = app.top
    app.step()
    drive.click(named(g, "rematch").rect.center)
    assert g.match.phase == Phase.LAG
    app.step()
    shown = " ".join(texts(app))
    assert "Revancha: un encuentro nuevo" in shown
    assert f"{LONG[0]} ganó el anterior 1–0" in shown
    assert "todo encuentro empieza con el derecho de salida" in shown
    drive.key(pygame.K_SPACE)  # the first lag shot set: the second player's hint
    app.step()
    assert g.lag_player == 1 and "Revancha" not in " ".join(texts(app))
    ui_screens.open_game(app, ui_screens.Match(("Ana", "Luis")))
    assert app.top.match.phase == Phase.LAG and "Revancha" not in " ".join(texts(app))


def test_a_rematch_against_the_computer_says_why_to_the_person_lagging_second(app, drive):
    """The computer in the first seat lags first, at once: the person, lagging second, is the
    one told why the rematch begins with a lag."""
    ui_screens.encuentro_over(app)
    m = app.top.match
    g = ui_screens.open_game(app, m, computers={0: 1})
    drive.click(named(g, "rematch").rect.center)
    assert g.match.phase == Phase.LAG
    drive.until(lambda: g.lag_player == 1)  # the computer's lag shot set
    app.step()
    assert "Revancha: un encuentro nuevo" in " ".join(texts(app))


def test_a_rematch_after_the_computer_won_names_it_in_lower_case_inside_the_brackets(app, drive):
    """The computer won the last encuentro: the rematch's lag said "un encuentro nuevo (El
    ordenador ganó el anterior 1–0)", a capital in the middle of the sentence (the name after
    an opening bracket was taken for the start of one); in English "(The computer won…)"."""
    from chapo_game.rules.words import SPANISH

    computer = SPANISH["Computer"]
    m = ui_screens.encuentro_won(players=[computer, "Ana"])
    g = ui_screens.open_game(app, m, computers={0: 1})
    drive.click(named(g, "rematch").rect.center)
    drive.until(lambda: g.lag_player == 1)  # the computer's lag shot set: the person's turn
    app.step()
    shown = " ".join(texts(app))
    assert "(el ordenador ganó el anterior 1–0)" in shown, shown
    with ui_screens.window_in(app, "en", (1280, 720)):
        app.step()
        assert "(the computer won the last one 1–0)" in " ".join(texts(app))
