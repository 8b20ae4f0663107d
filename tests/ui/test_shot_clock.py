"""The shot clock (carom 001 art. 8.7, setting "Tiempo por tiro") in the window: set in the
settings, counted down in the shooter's box, red in the last ten seconds, ticking in the last
five, the turn passed at nought with the referee's call; standing still where it must."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import settings_row

from chapo_game import settings as settings_mod
from chapo_game.position import Position
from chapo_game.table import get_table
from chapo_game.ui.palette import ACCENT, BAD, DIM
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.shot_clock import MAX_STEP, ShotClock, clock_text

T = get_table()
POS = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})


class FakeTime:
    """The clock's time source, moved by the test: each frame ``step`` seconds later."""

    def __init__(self, step: float = 0.2) -> None:
        self.now, self.step = 1000.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def open_game(app, match, computers=None, limit=30) -> tuple[GameScene, FakeTime]:
    app.apply_settings(app.settings.with_(shot_clock=limit))
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=match, computers=computers)
    t = FakeTime()
    g.clock_time = t
    app.push(g)
    app.step()
    return g, t


def run_seconds(app, seconds: float, step: float = 0.2) -> None:
    for _ in range(round(seconds / step)):
        app.step([])


def board_clock(app, g) -> tuple[str, tuple[int, int, int]] | None:
    """The clock as drawn in the score board this frame (its text), with its colour."""
    label = g.clock_label()
    texts = [d.text for d in app.fonts.drawn if g.top_rect.contains(d.rect)]
    if label is None:
        assert not any(":" in s and s.replace(":", "").isdigit() for s in texts)
        return None
    assert label[0] in texts
    return label


def caption(app, g) -> str:
    bar = g.caption_rect()
    return " ".join(d.text for d in app.fonts.drawn if bar.contains(d.rect))


def test_the_setting_cycles_no_limit_30_60_and_is_saved(app, drive):
    assert app.settings.shot_clock == 0
    row = settings_row(app, "shot_clock")
    s = app.top
    assert row.label() == "Tiempo por tiro: sin límite"
    drive.click(row.rect.center)
    assert app.settings.shot_clock == 30 and row.label() == "Tiempo por tiro: 30 s"
    assert settings_mod.load_checked().settings.shot_clock == 30  # saved at once
    drive.click(row.rect.center)
    drive.click(row.rect.center)
    assert app.settings.shot_clock == 0
    # every row, the new one included, stands inside the window at its smallest size
    for b in s.buttons:
        assert pygame.Rect((0, 0), app.size).contains(b.rect)


def test_the_clock_counts_down_turns_red_ticks_and_passes_the_turn(app, play_match):
    g, _t = open_game(app, play_match(POS))
    assert board_clock(app, g) == ("0:30", ACCENT) and caption(app, g) == ""
    run_seconds(app, 20.4)
    assert board_clock(app, g) == ("0:10", BAD)  # the last ten seconds in red
    assert caption(app, g) == "Ana: quedan 10 s para tirar"  # the referee's warning
    app.sound.played.clear()
    run_seconds(app, 9.0)
    # 0:05, 0:04, … 0:01: each of the last five seconds ticks as it is shown
    assert g.match.to_move == 0 and [n for n, _v in app.sound.played].count("tick") == 5
    run_seconds(app, 1.0)
    m = g.match
    assert m.to_move == 1 and m.ball_to_play == "2"  # the turn passed: Luis plays
    assert m.position == POS and m.scores == (0, 0)  # no shot, nothing scored
    assert "Tiempo: Ana no tiró en 30 s; pierde el turno" in caption(app, g)
    assert g.scoreboard_texts()["turn"] == "Juega Luis, bola 2"
    assert "foul" in [n for n, _v in app.sound.played]
    row = m.sheet.rows[-1]
    assert (row.name, row.points, row.foul) == ("Ana", 0, None)
    app.step()
    assert board_clock(app, g) == ("0:30", ACCENT)  # Luis's own thirty seconds


def test_the_clock_stands_still_under_the_pause_menu(app, drive, play_match):
    g, _t = open_game(app, play_match(POS))
    run_seconds(app, 5.0)
    left = g.shot_clock.left
    drive.key(pygame.K_ESCAPE)  # the pause menu: the game under it does not advance
    assert app.top is not g
    run_seconds(app, 30.0)  # past the 25 s left: a clock that ran would have passed the turn
    drive.key(pygame.K_ESCAPE)
    assert app.top is g and g.match.to_move == 0
    assert left - g.shot_clock.left <= MAX_STEP + 0.2 + 1e-9


@pytest.mark.parametrize(
    ("away", "back"),
    [
        (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED),
        (pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED),
        (pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN),
    ],
)
def test_the_clock_stands_still_while_the_window_is_not_in_front(
    app, drive, play_match, away, back
):
    """A message popping up over the game, or the game minimised: no turn lost meanwhile."""
    g, _t = open_game(app, play_match(POS))
    run_seconds(app, 5.0)
    left = g.shot_clock.left
    drive.post(pygame.event.Event(away))
    run_seconds(app, 30.0)  # past the 25 s left: a clock that ran would have passed the turn
    assert g.match.to_move == 0 and g.shot_clock.left == left
    assert board_clock(app, g) == (clock_text(g.shot_clock.seconds_left), DIM)  # standing, grey
    drive.post(pygame.event.Event(back))
    run_seconds(app, 2.0)
    assert 1.5 < left - g.shot_clock.left <= 2.0 + MAX_STEP + 1e-9
    assert board_clock(app, g) is not None


def test_a_pull_held_when_the_time_runs_out_does_not_strike_for_the_next_player(
    app, drive, play_match
):
    g, _t = open_game(app, play_match(POS))
    at = g.view.to_screen(POS.balls["2"])
    press = (round(at[0]), round(at[1]))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=press, button=1))
    run_seconds(app, 30.2)
    assert g.match.to_move == 1  # the time ran out with the cue pulled back
    back = (press[0] - 200, press[1])
    drive.move(back, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1))
    assert not g.animating and len(g.match.sheet) == 1  # only the lost turn


def test_no_clock_at_the_salida_nor_for_the_computer_nor_without_the_setting(
    app, play_match, new_salida
):
    g, _t = open_game(app, new_salida())
    run_seconds(app, 31.0)  # a 30 s clock would have run out (30.2 s: the test above)
    assert board_clock(app, g) is None and len(g.match.sheet) == 0  # a set opening shot
    g, _t = open_game(app, play_match(POS, to_move=1), computers={1: 1})
    app.step()
    assert board_clock(app, g) is None and not g.clock_running()  # the computer's turn
    g, _t = open_game(app, play_match(POS), limit=0)
    run_seconds(app, 31.0)
    assert board_clock(app, g) is None and g.match.to_move == 0  # no limit set


def test_the_clock_reads_as_a_clock():
    assert [clock_text(s) for s in (30, 9, 60, 0)] == ["0:30", "0:09", "1:00", "0:00"]
    c = ShotClock()
    c.reset(30)
    assert c.advance(0.0) is None and c.seconds_left == 30
    assert c.advance(10.0) is None and c.used == MAX_STEP  # a long gap counts as one step
    c.hold()
    assert c.advance(50.0) is None and c.used == MAX_STEP  # held: the gap is not counted


def test_a_ball_in_hand_placed_and_an_option_declared_go_when_the_time_runs_out(
    app, drive, play_match
):
    pos = Position.initial(T, {"2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g, _t = open_game(app, play_match(pos, phase="ball_in_hand", to_move=0))
    drive.click(g.view.to_screen((0.7, 0.2)))  # placed in the cabaña: both others inside
    drive.click(g.option_buttons[2].rect.center)
    assert g.match.declared_option == "bricole" and g.match.position.balls["1"] is not None
    run_seconds(app, 20.4)  # the warning, and what was declared still in sight beside it
    assert g.hint_text() == "Ana: quedan 10 s para tirar  ·  Ana declara bricole"
    run_seconds(app, 9.8)
    m = g.match
    assert m.to_move == 1 and m.declared_option is None
    assert m.position.balls["1"] is None  # back in Ana's hand, the table as her turn found it
    assert not g.placing and not g._choosing_option()  # Luis plays his ball where it lies
    assert board_clock(app, g) == ("0:30", ACCENT)


def test_the_clock_stands_while_the_maestro_thinks_and_his_advice_stays_under_the_warning(
    app, drive, play_match
):
    """The maestro's search is the computer's time, not the player's: the clock stands still
    (grey) while it runs — it took up to ten of a 30-second clock. The referee's warning is
    said before the advice, which stays in sight (it was replaced, so the player never read
    what the shot was for); in the last second it is "queda 1 s", not "quedan"."""
    g, _t = open_game(app, play_match(POS), computers={1: 1})
    run_seconds(app, 2.0)
    drive.key(pygame.K_h)
    frames, angle = 0, g.aim.state.angle
    while g.advice_turn is not None:
        assert g.clock_label() == ("0:28", DIM)
        # nor does the table move for him meanwhile: no aim, no stroke on time not counted
        app.step(
            [
                pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
                for k in (pygame.K_LEFT, pygame.K_SPACE)
            ]
        )
        assert not g.animating
        assert g.aim.state.angle == angle or g.advice_turn is None  # (unless the advice landed)
        frames += 1
    assert frames > 1 and g.shot_clock.seconds_left == 28
    drive.steps(1)
    advice = caption(app, g)
    assert advice.startswith("Consejo: ") and g.clock_label() == ("0:28", ACCENT)
    run_seconds(app, 18.2)
    said = g.hint_text()
    assert said == "Ana: quedan 10 s para tirar  ·  " + advice
    run_seconds(app, 9.0)
    assert g.hint_text().startswith("Ana: queda 1 s para tirar  ·  Consejo: ")


def test_a_limit_changed_in_the_middle_of_a_turn_is_the_next_turns(app, play_match):
    """Going to 60 s from the pause menu's settings with 12 s left gave a full minute, and
    back to 30 s a fresh half minute: the clock was reset by any change. The turn keeps the
    limit it began with (a lowered one would otherwise pass it at once); "no limit" stops the
    clock at once, and the next turn has the limit set."""
    g, _t = open_game(app, play_match(POS))
    run_seconds(app, 18.0)
    assert board_clock(app, g) == ("0:12", ACCENT)
    for limit in (60, 30, 60):
        app.apply_settings(app.settings.with_(shot_clock=limit))
        app.step([])
        assert board_clock(app, g)[0] in ("0:12", "0:11"), limit  # still this turn's 30 s
    run_seconds(app, 12.0)
    assert g.match.to_move == 1  # the turn's own 30 s ran out
    app.step()
    assert board_clock(app, g) == ("1:00", ACCENT)  # the next player has the minute set
    run_seconds(app, 5.0)
    app.apply_settings(app.settings.with_(shot_clock=0))
    app.step([])
    assert board_clock(app, g) is None  # switched off: at once
    app.apply_settings(app.settings.with_(shot_clock=30))
    app.step([])
    assert board_clock(app, g) is None  # and on again only from the next turn


def test_a_pull_under_way_when_the_time_runs_out_leaves_the_next_player_a_fresh_cue(
    app, play_match
):
    """Power 0.9 set, a little pull under way, the time out: the next player's cue came up at
    0.9 — the pull let go wrote the last player's power onto the new turn's fresh aim."""
    from chapo_game.ui.aim import AimState

    g, _t = open_game(app, play_match(POS))
    g.aim.state.power = 0.9
    ball = g.view.to_screen(POS.balls["1"])
    start = (round(ball[0] + 100), round(ball[1]))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(start[0] - 5, start[1]), rel=(-5, 0), buttons=(1, 0, 0)
            )
        ]
    )
    assert g.aim.dragging
    run_seconds(app, 31.0)
    assert g.match.to_move == 1 and not g.aim.dragging
    assert g.aim.state.power == AimState().power


def test_quitting_to_the_menu_and_resuming_keeps_the_seconds_used(app, drive, play_match):
    """Pause, "Quit to menu", then "Resume a saved encuentro": the player to shoot came back
    with the whole clock again — a slow player's way to refill it."""
    from chapo_game import saves

    g, _t = open_game(app, play_match(POS))
    g.save()  # as after every shot
    run_seconds(app, 11.0)
    assert board_clock(app, g)[0] == "0:19"
    app.to_menu()  # the pause menu's Quit to menu
    slot = saves.find(g.match.players, g.computers)[0]
    assert slot is not None
    back = GameScene.from_slot(app, slot)
    back.clock_time = FakeTime()
    app.reset_to(back)
    app.step()
    assert board_clock(app, back)[0] == "0:19"  # it said 0:30
    run_seconds(app, 20.0)
    assert back.match.to_move == 1  # his time ran out where it would have


@pytest.mark.parametrize("seat", [0, 1])
def test_the_seconds_left_are_near_the_scores_size_beside_it(app, play_match, seat):
    """Across a bar the countdown, drawn as small as the line under the name, was lost
    beside the score's large figures: it stands beside the score, most of its size, clear
    of the name."""
    g, _t = open_game(app, play_match(POS, to_move=seat))
    run_seconds(app, 5.0)
    drawn = {d.text: d.rect for d in app.fonts.drawn if g.top_rect.contains(d.rect)}
    clock, score = drawn["0:25"], drawn[str(g.match.scores[seat])]
    name = drawn[g.match.players[seat]]
    assert clock.height >= 0.6 * score.height
    assert abs(clock.centery - score.centery) <= score.height // 4
    assert not clock.colliderect(name) and not clock.colliderect(score)


def test_the_clock_keeps_real_time_at_the_window_s_slowest_rate(app, play_match):
    """Left alone over his shot, the player's window draws four frames a second (``pace``):
    each a quarter of a second's wait after the frame's own work, 0.26 s. The clock counted
    no more than a quarter of a second a frame, and a 30-second clock passed the turn after
    31.2 s (a minute's after 62.4)."""
    g, t = open_game(app, play_match(POS))
    t.step = 0.26
    frames = 0
    while g.match.to_move == 0 and frames < 200:
        app.step([])
        frames += 1
    assert 30.0 <= frames * t.step < 30.0 + t.step
