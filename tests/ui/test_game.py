"""The game screen driven through the real event loop: aim and strike, ball in hand, the rey's
spot, the lag, pause, save and resume."""

from __future__ import annotations

import math

import pygame
import pytest
from ui_screens import open_game

from chapo_game import i18n, record, saves
from chapo_game.physics import Simulator
from chapo_game.position import Position
from chapo_game.rules.match import Match, Phase
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.aim import AimState
from chapo_game.ui.palette import GOOD
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene
from chapo_game.ui.widgets import ACCENT

T = get_table()


def caption(app, scene) -> str:
    """The text drawn in the caption bar under the table (not the pause button's)."""
    bar = scene.caption_rect()
    return " ".join(d.text for d in app.fonts.drawn if bar.contains(d.rect))


def test_aim_and_strike_with_the_mouse_shows_the_referee_result(app, drive, play_match):
    # ball 1 straight behind the mingo, the mingo straight behind the pins' cross
    pos = Position.initial(T, {"1": (T.width / 2, 0.75), "2": (0.3, 2.4)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    g = open_game(app, play_match(pos))
    before = g.scoreboard_texts()
    assert before["turn"] == "Juega Ana, bola 1"
    mingo = g.view.to_screen(pos.balls["mingo"])
    drive.move(mingo)  # aim by pointing
    assert abs(g.aim.state.angle - 90.0) < 1.0
    # press, pull back away from the aim, release: the strike
    drive.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(mingo[0]), round(mingo[1])), button=1)
    )
    back = (round(mingo[0] - 0.75 * g.aim.full_pull_px(g.view)), round(mingo[1]))
    drive.move(back, buttons=(1, 0, 0))
    assert abs(g.aim.state.power - 0.75) < 0.01 and g.aim.pull > 0.2
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1))
    assert g.animating
    drive.until(lambda: not g.animating)
    after = g.scoreboard_texts()
    m = g.match
    assert len(m.sheet) == 1
    row = m.sheet.partida_rows(1)[0]
    assert row.points > 0 and row.pins_down  # the mingo drove into the pins
    assert after["score0"] == str(row.score[0]) != before["score0"]
    assert after["turn"] == "Juega Luis, bola 2"
    assert f"{row.points} para Ana" in g.announcement_line()


def test_keyboard_fine_aim_and_strike(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    a0 = g.aim.state.angle
    drive.key(pygame.K_LEFT)
    assert abs((g.aim.state.angle - a0) % 360 - 1.0) < 1e-9
    drive.key(pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert abs((g.aim.state.angle - a0) % 360 - 0.9) < 1e-9
    drive.key(pygame.K_UP)
    drive.key(pygame.K_SPACE)
    assert g.animating
    drive.until(lambda: not g.animating)
    assert g.match.to_move == 1


def test_while_the_balls_roll_strike_is_greyed_and_strikes_nothing(app, drive, play_match):
    """Between two people the side panel stays up while the shot runs (it shows what was
    played); its Strike button is then disabled, drawn greyed, and a click on it is lost."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    assert strike.enabled()
    drive.key(pygame.K_UP)
    drive.click(strike.rect.center)
    assert g.animating and not strike.enabled()
    shown = [d for d in app.fonts.drawn if d.text == "Tirar"]
    assert shown  # still in sight, greyed
    drive.click(strike.rect.center)  # nothing happens: one shot, not two
    drive.until(lambda: not g.animating)
    assert len(g.match.sheet) == 1 and g.match.to_move == 1 and strike.enabled()


def test_ball_in_hand_follows_pointer_and_illegal_places_are_refused(app, drive, new_salida):
    g = open_game(app, new_salida())
    assert g.placing and g.match.needs_placement
    outside = g.view.to_screen((T.width / 2, T.length / 2 - 0.3))  # beyond the cabaña string
    drive.click(outside)
    assert g.match.position.balls["1"] is None
    assert g.announcement_line().startswith("Ahí no: fuera de la cabaña")
    inside = (T.width * 0.3, T.length * 0.15)
    drive.move(g.view.to_screen(inside))
    assert g.pointer is not None  # the ghost ball follows the pointer
    drive.click(g.view.to_screen(inside))
    placed = g.match.position.balls["1"]
    assert placed is not None and abs(placed[0] - inside[0]) < 0.01
    assert not g.placing


def test_a_ball_placed_with_a_click_keeps_the_offered_line_while_the_hand_rests_on_it(
    app, drive, new_salida
):
    """After a click placed the ball in hand the cue pointed at the offered line; the hand's
    least stir on the ball (3 px) turned it towards a cushion. A pointer on the ball points
    nowhere; off it, the cue follows it again."""
    g = open_game(app, new_salida())
    inside = g.view.to_screen((T.width * 0.3, T.length * 0.15))
    drive.move(inside)
    drive.click(inside)
    assert not g.placing
    offered = g.aim.state.angle
    drive.move((inside[0] + 3, inside[1] - 2))
    assert g.aim.state.angle == offered
    drive.move((inside[0] + 60, inside[1]))
    assert abs(g.aim.state.angle - offered) > 5


def test_a_new_ball_in_hand_appears_under_the_pointer_not_where_the_last_one_was(
    app, drive, play_match
):
    """The screen hears the pointer only while it waits for a person, so what it heard last
    may be from the player's previous turn — a ball he placed in the other cabaña. A new
    turn (prepare_turn, after every shot) starts from where the pointer is now."""
    pos = Position.initial(T, {"1": (1.0, 0.4)})
    g = open_game(app, play_match(pos, phase="rematada", to_move=1))
    old = (T.width * 0.6, T.length * 0.9)  # where he placed ball 2 in the cabaña del mingo
    drive.move(g.view.to_screen(old))
    assert g.hand_ghost() is not None
    g.match.place_ball(old)
    # ... the partida goes on; now he has ball 2 in hand in the cabaña de salida
    g.match = play_match(pos.with_ball("2", None), phase="ball_in_hand", to_move=1)
    now = g.view.to_screen((T.width * 0.3, T.length * 0.15))
    pygame.mouse.set_pos(now)
    pygame.event.clear()  # the pointer moved while the computer played: nobody heard it
    g.prepare_turn()
    app.step()
    assert g.placing
    ghost = g.hand_ghost()
    assert ghost is not None and math.dist(g.view.to_screen(ghost), now) < 2
    assert g.match.is_legal_placement(ghost)
    pygame.mouse.set_pos((2, 2))  # off the table: shown where Enter would place it
    pygame.event.clear()
    g.prepare_turn()
    assert g.hand_ghost() == g.start_xy and g.match.is_legal_placement(g.start_xy)


def test_with_the_pointer_off_the_table_the_ball_in_hand_is_shown_where_enter_places_it(
    app, drive, new_salida
):
    """A keyboard player sees the ball before he moves it: at the spot Enter takes."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=new_salida())
    app.push(g)
    drive.move((2, 2))  # the pointer on the window's corner, off the table
    spot = g.start_xy
    centre = tuple(round(c) for c in g.view.to_screen(spot))
    rp = round(g.view.ball_radius_px())
    ring = [app.screen.get_at((centre[0] + rp + k, centre[1]))[:3] for k in range(6)]
    assert g.placing and g.match.position.balls["1"] is None
    assert GOOD in ring  # the green ring of a ball that may go there
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] == spot


def test_enter_places_the_ball_in_hand_where_it_is_shown_under_the_pointer(app, drive, new_salida):
    """The ghost under the pointer is where Enter puts the ball, as the arrows move it on
    from there; it used to go to the offered place instead, somewhere the player was not
    shown. A ghost where the ball may not go (red, over the rail) leaves Enter to take the
    offered place rather than refuse a player who is not using the mouse."""
    g = open_game(app, new_salida())
    shown = (T.width * 0.8, T.length * 0.1)
    drive.move(g.view.to_screen(shown))
    ghost = g.hand_ghost()
    assert ghost is not None and math.dist(ghost, shown) < 0.005
    assert math.dist(ghost, g.start_xy) > 0.1 and g.match.is_legal_placement(ghost)
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] == ghost

    g = open_game(app, new_salida())
    rail = g.view.to_screen((T.width * 0.5, -0.04))  # on the head rail, inside the frame
    drive.move(rail)
    assert g.hand_ghost() is not None and not g.match.is_legal_placement(g.hand_ghost())
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] == g.start_xy


def test_a_pointer_resting_where_the_ball_may_not_go_shows_it_where_enter_places_it(
    app, drive, new_salida
):
    """The pointer often rests on the rail below the table, where the player clicked the
    menu's last button. Until it moves, the ball in hand is shown at the offered place,
    where Enter puts it, not as a refused ghost on the rail; moved, it follows the pointer
    and says where it may not go."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=new_salida())
    rail = g.view.to_screen((T.width * 0.5, -0.04))
    app.push(g)
    pygame.mouse.set_pos(rail)
    pygame.event.clear()
    g.prepare_turn()  # the turn starts with the pointer there
    app.step()
    assert g.pointer is not None and g.view.outer.collidepoint(g.pointer)
    assert g.hand_ghost() == g.start_xy
    drive.move((rail[0] + 20, rail[1]))  # the mouse moves: the ghost follows it, refused
    assert not g.match.is_legal_placement(g.hand_ghost())
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] == g.start_xy
    # a click where the pointer rests is the mouse in use: refused there, and shown there
    g = GameScene(app, match=new_salida())
    app.push(g)
    pygame.mouse.set_pos(rail)
    pygame.event.clear()
    g.prepare_turn()
    assert g.hand_ghost() == g.start_xy
    drive.click(rail)
    assert g.match.position.balls["1"] is None
    assert not g.match.is_legal_placement(g.hand_ghost())


@pytest.mark.parametrize(
    "place, strike", [(pygame.K_RETURN, pygame.K_SPACE), (pygame.K_KP_ENTER, pygame.K_KP_ENTER)]
)
def test_enter_then_space_plays_a_legal_salida(app, drive, new_salida, place, strike):
    """The start the window offers is a legal shot: from the middle of the cabaña the mingo
    lies straight behind the pin cross, and that first aim was a foul (pins before any ball).
    The keypad's Enter is Enter here too (it placed nothing)."""
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=new_salida())
    app.push(g)
    drive.move((2, 2))
    drive.key(place)  # place the ball where it is shown
    xy = g.match.position.balls["1"]
    assert xy is not None and abs(xy[0] - T.width / 2) > 0.2  # off the pin axis
    mingo = g.match.position.balls["mingo"]
    assert (
        abs(g.aim.state.angle - math.degrees(math.atan2(mingo[1] - xy[1], mingo[0] - xy[0]))) < 0.01
    )
    drive.key(strike)  # strike at the power shown
    assert g.animating
    drive.until(lambda: not g.animating)
    row = g.match.sheet.partida_rows(1)[0]
    assert row.foul is None and row.phase == "salida"
    assert g.scoreboard_texts()["turn"].startswith("Luis")  # the rematada is Luis's


def test_ball_in_hand_on_another_ball_is_refused(app, drive, play_match):
    # rematada: ball 2 in hand in the cabaña del mingo, where the mingo stands
    pos = Position.initial(T, {"1": (0.5, 0.4)})
    g = open_game(app, play_match(pos, phase="rematada", to_move=1))
    assert g.placing
    drive.click(g.view.to_screen(T.spots["mingo_normal"]))
    assert g.match.position.balls["2"] is None
    assert "sobre otra bola o un palo" in g.announcement_line()


def test_options_are_offered_when_both_balls_are_inside(app, drive, play_match):
    pos = Position.initial(T, {"2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = open_game(app, play_match(pos, phase="ball_in_hand", to_move=0))
    drive.click(g.view.to_screen((0.7, 0.2)))
    assert g.match.options() == ("pasar", "no_pasar", "bricole")
    # the balls the question is about are marked under it, as the guided first game marks
    # them: the cabaña shaded and each ball inside ringed (the question stood over plain cloth)
    from chapo_game.ui.widgets import BAD

    drive.steps(1)
    for ball in ("2", "mingo"):
        x, y = g.view.to_screen(g.match.position.balls[ball])
        ring = round(x) + g.view.ball_radius_px() + 4, round(y)
        assert BAD in [app.screen.get_at((ring[0] + d, ring[1]))[:3] for d in (-2, -1, 0, 1)]
    drive.key(pygame.K_SPACE)  # no shot before declaring
    assert not g.animating
    drive.click(g.option_buttons[2].rect.center)
    assert g.match.declared_option == "bricole"
    assert g.aim.seco_allowed


def test_rey_spot_choice_highlights_and_takes_a_click(app, drive, rey_to_choose):
    m = rey_to_choose()
    assert m.pending_rey_choice
    g = open_game(app, m)
    assert g.scoreboard_texts()["turn"] == "Ana: elija el punto del rey"
    n = len(g.match.rey_spot_choices())
    said = f"Pulse uno de los puntos marcados, o la tecla de su número (1 a {n})."
    drive.steps(1)  # how to choose is said from the start (only after a click that chose none)
    assert said in [c.text for c in g.placed_calls]
    drive.click(g.view.to_screen((0.2, 0.3)))  # nowhere near a spot
    assert g.match.pending_rey_choice
    assert g.announcement_line() == said  # the keys too (it named the mouse alone)
    g.refusal = ""
    drive.key(pygame.K_9)  # a number with no spot: it said nothing at all
    assert g.match.pending_rey_choice and g.announcement_line() == said
    # the shot's calls stay in sight beside how to choose (they were replaced by it), and
    # the side panel strikes nothing meanwhile: its Strike is greyed
    drive.steps(1)
    shown = [c.text for c in g.placed_calls]
    assert said in shown and any(t.startswith("La bola 1 derriba el rey") for t in shown), shown
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    assert not strike.enabled()
    spot = g.match.rey_spot_choices()[1]
    drive.click(g.view.to_screen(T.spots[spot]))
    assert not g.match.pending_rey_choice
    assert g.match.position.pins["rey"].xy == T.spots[spot]
    assert g.scoreboard_texts()["turn"] == "Juega Luis, bola 2"
    drive.steps(1)  # who put it where, said: it was only seen by who watched the table
    shown = [c.text for c in g.placed_calls]
    assert any(t.startswith("Ana pone el rey en el punto auxiliar hacia ") for t in shown), shown


def test_lag_at_one_computer_then_break_choice(app, drive):
    g = open_game(app, Match(("Ana", "Luis")))
    assert g.scoreboard_texts()["turn"].startswith("Derecho de salida: Ana")
    # what a lag is, and how a shot is struck, said where the calls go: the first-timer is
    # told nowhere else (a match said nothing of how to strike: a pull towards the ball was
    # tried, and struck nothing)
    assert caption(app, g) == (
        "A la banda del fondo y de vuelta: quien deje su bola más cerca de la banda de salida "
        "elige quién sale. Para tirar: pulse en la mesa, arrastre hacia atrás y suelte (o "
        "arriba/abajo para la fuerza, y Espacio)."
    )
    offered = g.aim.state.power
    g.aim.state.power = 0.45
    g.aim.state.side = 0.3
    drive.key(pygame.K_SPACE)
    # the first shot is kept hidden: nothing runs, the second player starts from the lag
    # offered to everyone, not from Ana's power and spin
    assert not g.animating and g.match.phase == Phase.LAG
    assert g.scoreboard_texts()["turn"].startswith("Derecho de salida: Luis")
    assert g.aim.ball == "2" and g.aim.state.angle == 90.0
    assert (g.aim.state.power, g.aim.state.side) == (offered, 0.0) != (0.45, 0.3)
    app.step()
    # and how it is won and struck, for whoever lags second (the computer, lagging first,
    # left a newcomer told only that its shot was set)
    assert caption(app, g) == (
        "Ana ya ha preparado su tiro. A la banda del fondo y de vuelta: gana quien deje su "
        "bola más cerca de la banda de salida. Para tirar: pulse en la mesa, arrastre hacia "
        "atrás y suelte (o arriba/abajo, y Espacio)."
    )
    g.aim.state.power = 0.41
    drive.key(pygame.K_SPACE)
    assert g.animating
    drive.until(lambda: not g.animating)
    assert g.match.phase == Phase.LAG_CHOICE, g.announcement_line()
    winner = g.match.lag_winner
    drive.click(g.choice_buttons[1].rect.center)  # cede
    assert g.match.phase == Phase.SALIDA and g.match.to_move == 1 - winner


def test_a_lag_played_at_once_runs_up_the_table_and_back_to_the_cabana_string(app, drive):
    """Two people who press Space at once in the lag: each ball runs to the foot cushion and
    back to about where it started (a lag, not one lost short of the foot cushion), and as
    both played the same shot they tie and play it again."""
    g = open_game(app, Match(("Ana", "Luis")))
    offered = g.aim.state.power
    assert g.aim.state.angle == 90.0 and offered > AimState().power
    drive.key(pygame.K_SPACE)
    assert g.aim.ball == "2" and g.aim.state.power == offered  # the same start, not Ana's
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    lag = g.match.lags[0]
    assert lag.lost == (None, None), lag
    for d in lag.distance:
        assert d is not None and abs(d + T.ball_radius - T.cabana_salida_y) < 0.06, lag
    assert lag.repeat == "equal" and g.match.phase == Phase.LAG
    # the caption says how to break the tie, and it is true: a little harder wins it
    app.step()
    assert caption(app, g) == (
        "Para ganar el derecho de salida, gradúe la fuerza: un poco más fuerte queda más "
        "cerca de la banda de salida. Igual distancia: se repite"
    )
    drive.key(pygame.K_UP, pygame.KMOD_SHIFT)  # Ana: a touch more power
    drive.key(pygame.K_SPACE)
    drive.key(pygame.K_SPACE)  # Luis: the power offered again
    drive.until(lambda: not g.animating)
    assert g.match.phase == Phase.LAG_CHOICE and g.match.lag_winner == 0, g.match.lags[-1]


def test_pause_and_resume(app, drive, new_salida):
    g = open_game(app, new_salida())
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    drive.click(g.view.to_screen((0.5, 0.3)))  # clicks go to the pause menu, not the table
    assert g.match.position.balls["1"] is None
    drive.click(app.top.button("resume").rect.center)
    assert app.top is g
    drive.click(g.view.to_screen((0.5, 0.3)))
    assert g.match.position.balls["1"] is not None


def test_the_mouse_alone_pauses_sees_the_score_sheet_and_leaves_the_game(app, drive, play_match):
    """A touch screen has no Esc or Tab: the game's own Pausa button opens the pause menu,
    which opens the score sheet too; the calls stay clear of the button."""
    from chapo_game.ui.scenes.sheet import ScoreSheetScene

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    app.step()
    button = g.pause_button
    assert button.label() == "Pausa" and g.bottom_rect.contains(button.rect)
    assert g.placed_calls and all(c.rect.right < button.rect.x for c in g.placed_calls)
    drive.click(button.rect.center)
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [b.label() for b in pause.buttons]
    assert labels == [
        "Continuar",
        "Hoja de marcaciones",
        "Reglas",
        "Controles",
        "Ajustes",
        "Abandonar el encuentro",
        "Salir al menú",
    ]
    drive.click(pause.button("sheet").rect.center)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and sheet.match is g.match
    drive.key(pygame.K_ESCAPE)
    assert app.top is pause
    drive.click(pause.button("quit_to_menu").rect.center)
    assert isinstance(app.top, MenuScene)


def test_saved_after_every_shot_and_resumed_identically(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    assert not saves.any_saved()
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    assert saves.any_saved()
    state = g.match.to_json()
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    assert isinstance(app.top, MenuScene)
    # a fresh start: the menu offers to resume, and resuming gives the identical state
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App
    from chapo_game.ui.launch import offer_resume

    app2 = App(size=(1280, 720), settings=Settings(), audio=False)
    app2.push(MenuScene(app2))
    offer_resume(app2)
    app2.take_start_notices(wait=True)  # the check runs off the frame loop
    app2.step()
    resume = app2.top.button("resume")
    assert resume.enabled()
    pos_ = resume.rect.center
    for ev in (pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos_, button=1),):
        pygame.event.post(ev)
    app2.step()
    # the saved encuentros are listed: this one, with its players and score
    pos_ = app2.top.button("resume0").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos_, button=1))
    app2.step()
    g2 = app2.top
    assert isinstance(g2, GameScene)
    assert g2.match.to_json() == state
    assert g2.scoreboard_texts() == g.scoreboard_texts()


def test_damaged_save_is_kept_aside_with_a_message(app):
    from chapo_game.ui.launch import offer_resume

    p = record.save_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text('{"format": "chapo-save", "version": 1, "payload": {"kind": "encuentro"', "utf-8")
    offer_resume(app)
    app.take_start_notices(wait=True)  # no save is read at start: the list reads it
    from chapo_game.ui.scenes.resume import ResumeScene

    app.push(ResumeScene(app))
    assert app.indexer.wait()  # the page's saves, read off the frame loop
    app.step()  # and what it found said
    assert not p.exists()
    kept = list(p.parent.glob("encuentro.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text("utf-8").startswith('{"format"')
    assert (
        app.notice == f"No se pudo leer un encuentro guardado; se ha apartado como {kept[0].name}."
    )
    app.reset_to(MenuScene(app))
    app.step()
    assert not app.top.button("resume").enabled()


def test_score_sheet_on_tab(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.key(pygame.K_TAB)
    from chapo_game.ui.scenes.sheet import ScoreSheetScene

    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    assert [r.shot for r in sheet.rows()] == [1]
    drive.key(pygame.K_TAB)
    assert app.top is g


def test_touch_gestures_aim_and_strike(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    w, h = app.size

    def finger(kind, xy):
        return pygame.event.Event(
            kind, touch_id=1, finger_id=0, x=xy[0] / w, y=xy[1] / h, dx=0.0, dy=0.0, pressure=1.0
        )

    target = g.view.to_screen(pos.balls["mingo"])
    drive.post(finger(pygame.FINGERDOWN, target))  # touching the target aims at it
    want = math.degrees(math.atan2(pos.balls["mingo"][1] - 0.6, pos.balls["mingo"][0] - 0.4))
    assert abs(g.aim.state.angle - want % 360) < 1.0
    dx, dy = g.view.dir_to_screen(g.aim.state.angle)
    back = (target[0] - dx * 0.2 * g.view.scale, target[1] - dy * 0.2 * g.view.scale)
    drive.post(finger(pygame.FINGERMOTION, back))
    drive.post(finger(pygame.FINGERUP, back))
    assert g.animating


def test_the_keypads_number_chooses_the_rey_spot_as_the_rows_does(app, drive):
    """The controls page says "1 – 4"; the keypad's 1 did nothing, not even the hint."""
    from ui_screens import SCREENS

    SCREENS["rey_choice"](app)
    g = app.top
    first = g.match.rey_spot_choices()[0]
    drive.key(pygame.K_KP_1)
    assert not g.match.pending_rey_choice
    assert g.match.position.pins["rey"].xy == T.spots[first]


def test_on_a_small_touch_screen_a_finger_20_px_off_a_rey_spot_chooses_it(drive):
    """A 14 px reach at 1024×600 was a spot to hunt for with a finger."""
    from ui_screens import SCREENS

    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    app = App(size=(1024, 600), settings=Settings(), audio=False)
    drive.app = app
    try:
        SCREENS["rey_choice"](app)
        g = app.top
        spot = g.match.rey_spot_choices()[2]
        x, y = g.view.to_screen(T.spots[spot])
        assert g.rey_spot_at((round(x + 12), round(y + 16))) == spot
    finally:
        app.quit()


def test_a_second_finger_or_a_bumped_mouse_is_not_the_pointer_while_a_finger_pulls(
    app, drive, play_match
):
    """A friend's finger put down while the player pulled back swung the cue to it, and its
    lift fired a full-power shot; a bumped mouse did the same. The first finger down is the
    pointer until it is lifted; the shot is the one it pulled."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    w, h = app.size

    def finger(kind, xy, fid=0):
        return pygame.event.Event(
            kind, touch_id=1, finger_id=fid, x=xy[0] / w, y=xy[1] / h, dx=0.0, dy=0.0
        )

    target = g.view.to_screen(pos.balls["mingo"])
    drive.post(finger(pygame.FINGERDOWN, target))
    aimed = g.aim.state.angle
    dx, dy = g.view.dir_to_screen(aimed)
    back = (target[0] - dx * 0.05 * g.view.scale, target[1] - dy * 0.05 * g.view.scale)
    drive.post(finger(pygame.FINGERMOTION, back))
    pulled, meant = g.aim.state.power, g.aim.shot()
    assert 0.0 < pulled < 0.5
    struck = []
    g.aim.on_strike = lambda shot, play=g.aim.on_strike: (struck.append(shot), play(shot))
    friend = (w * 0.7, h * 0.8)
    drive.post(finger(pygame.FINGERDOWN, friend, fid=1))
    drive.post(finger(pygame.FINGERMOTION, friend, fid=1))
    drive.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, h // 2), rel=(-40, 0), buttons=(0,) * 3)
    )
    assert (g.aim.state.angle, g.aim.state.power) == (aimed, pulled)
    drive.post(finger(pygame.FINGERUP, friend, fid=1))
    assert not g.animating and g.aim.state.power == pulled
    drive.post(finger(pygame.FINGERUP, back))
    assert g.animating and struck == [meant]


def test_a_hand_resting_on_the_screen_lifted_after_a_tap_clicks_nothing_on_the_next_screen(
    app, drive, play_match
):
    """A hand rested on the table while the other tapped Pausa; lifted, it clicked "Salir al
    menú" under it and the partida was left. The resting finger is the pointer: the tap is
    not seen, and the lift is the resting finger's own release; once it is up, a tap acts."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6)})))
    w, h = app.size

    def finger(kind, xy, fid):
        return pygame.event.Event(
            kind, touch_id=1, finger_id=fid, x=xy[0] / w, y=xy[1] / h, dx=0.0, dy=0.0
        )

    pause = g.pause_button.rect.center
    g.open_pause()
    app.step()
    rest = next(b for b in app.top.buttons if b.name == "quit_to_menu").rect.center
    app.pop()
    drive.post(finger(pygame.FINGERDOWN, rest, 1))
    drive.post(finger(pygame.FINGERDOWN, pause, 0), finger(pygame.FINGERUP, pause, 0))
    assert app.top is g
    drive.post(finger(pygame.FINGERUP, rest, 1))
    assert app.top is g and not g.animating
    drive.post(finger(pygame.FINGERDOWN, pause, 0), finger(pygame.FINGERUP, pause, 0))
    assert isinstance(app.top, PauseScene)


def test_a_finger_pulls_back_from_beside_the_ball_with_the_aim_a_tap_fixed(app, drive, play_match):
    """A tap on the mingo fixed the aim; a finger then put down a few pixels behind the cue
    ball (not on it) swung the cue round to itself, and its pull became a push. The fixed aim
    stays while the finger pulls back, and the shot goes where the tap aimed."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    w, h = app.size

    def finger(kind, xy):
        return pygame.event.Event(
            kind, touch_id=1, finger_id=0, x=xy[0] / w, y=xy[1] / h, dx=0.0, dy=0.0
        )

    target = g.view.to_screen(pos.balls["mingo"])
    drive.post(finger(pygame.FINGERDOWN, target), finger(pygame.FINGERUP, target))
    aimed = g.aim.state.angle
    assert g.aim.held and not g.animating
    dx, dy = g.view.dir_to_screen(aimed)
    ball = g.view.to_screen(pos.balls["1"])
    off = g.view.ball_radius_px() + 3
    beside = (ball[0] - dx * off, ball[1] - dy * off)  # just off the ball, behind it
    drive.post(finger(pygame.FINGERDOWN, beside))
    assert g.aim.state.angle == aimed
    back = (beside[0] - dx * 60, beside[1] - dy * 60)
    drive.post(finger(pygame.FINGERMOTION, back), finger(pygame.FINGERUP, back))
    assert g.animating and g.aim.state.angle == aimed
    # and a second tap elsewhere aims anew
    g2 = open_game(app, play_match(pos))
    drive.post(finger(pygame.FINGERDOWN, target), finger(pygame.FINGERUP, target))
    other = g2.view.to_screen((1.0, 2.4))
    drive.post(finger(pygame.FINGERDOWN, other), finger(pygame.FINGERUP, other))
    want = math.degrees(math.atan2(2.4 - 0.6, 1.0 - 0.4)) % 360
    assert g2.aim.held and abs(g2.aim.state.angle - want) < 1.0
    # an aim held elsewhere (the advice's, Undo's, a resume's): a finger put on the mingo,
    # away from the cue ball, aims there and pulls back from it, as on a fresh turn
    g3 = open_game(app, play_match(pos))
    g3.aim.state.angle, g3.aim.held = (aimed + 50) % 360, True
    drive.post(finger(pygame.FINGERDOWN, target))
    assert abs(g3.aim.state.angle - aimed) < 1.0
    back = (target[0] - dx * 60, target[1] - dy * 60)
    drive.post(finger(pygame.FINGERMOTION, back), finger(pygame.FINGERUP, back))
    assert g3.animating and abs(g3.aim.state.angle - aimed) < 1.0


def test_a_lift_the_window_never_saw_leaves_no_finger_holding_the_pointer(app):
    """A finger down, then the window loses the focus (its lift goes elsewhere): the next
    finger is the pointer, as the mouse is."""
    from chapo_game.ui.touch import OnePointer

    one = OnePointer()

    def finger(kind, fid):
        return pygame.event.Event(kind, touch_id=1, finger_id=fid, x=0.5, y=0.5, dx=0, dy=0)

    assert one.to_mouse(finger(pygame.FINGERDOWN, 0), (100, 100)).pos == (50, 50)
    assert one.to_mouse(finger(pygame.FINGERDOWN, 1), (100, 100)) is None
    app.pointer.finger = (1, 0)
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert app.pointer.finger is None
    one.let_go()
    assert one.to_mouse(finger(pygame.FINGERDOWN, 1), (100, 100)).button == 1


def test_a_lift_never_seen_leaves_no_finger_holding_the_pointer_for_good(app, drive, play_match):
    """A finger's lift the window never got (a system gesture took it; Wayland drops its
    cancel) left every other finger and the mouse unseen for good. A finger SDL no longer
    counts, or still for three seconds, gives way to the next press; what it held is let go
    (a pull half pulled gives its power back)."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    w, h = app.size
    now = [100.0]
    app.pointer.clock = lambda: now[0]

    def finger(kind, xy, fid):
        return pygame.event.Event(
            kind, touch_id=1, finger_id=fid, x=xy[0] / w, y=xy[1] / h, dx=0.0, dy=0.0
        )

    before = g.aim.state.power
    target = g.view.to_screen(pos.balls["mingo"])
    dx, dy = g.view.dir_to_screen(g.aim.state.angle)
    drive.post(finger(pygame.FINGERDOWN, target, 0))
    back = (target[0] - dx * 40, target[1] - dy * 40)
    drive.post(finger(pygame.FINGERMOTION, back, 0))  # pulled, and its lift is lost
    assert g.aim.dragging and g.aim.state.power != before
    now[0] += 1.0
    drive.post(finger(pygame.FINGERDOWN, (w // 2, h // 2), 1))  # a second finger: not yet
    assert app.pointer.finger == (1, 0)
    now[0] += 2.5
    pause = g.pause_button.rect.center
    drive.post(finger(pygame.FINGERDOWN, pause, 2), finger(pygame.FINGERUP, pause, 2))
    assert app.top is g and app.pointer.finger is None  # the still finger let go; the tap
    assert not g.aim.dragging and g.aim.state.power == before  # takes nothing: the lost pull
    drive.post(finger(pygame.FINGERDOWN, pause, 2), finger(pygame.FINGERUP, pause, 2))
    assert isinstance(app.top, PauseScene)  # the next tap is seen, and acts
    drive.key(pygame.K_ESCAPE)
    # SDL says the finger is gone: at once, for the mouse too
    drive.post(finger(pygame.FINGERDOWN, target, 3))
    app.pointer.still_down = lambda f: False
    drive.click(pause)
    assert isinstance(app.top, PauseScene)


def test_a_pull_held_still_keeps_its_finger_and_a_lift_in_the_same_batch_is_not_lost(
    app, drive, play_match
):
    """A finger SDL still counts, held still over the power for seconds, is not let go when a
    palm lands; and a player's lift that SDL had already counted, waiting in the same batch
    behind a friend's press, still strikes (the friend's press took the shot away)."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    w, h = app.size
    now = [100.0]
    app.pointer.clock = lambda: now[0]
    app.pointer.still_down = lambda f: True

    def finger(kind, xy, fid):
        return pygame.event.Event(
            kind, touch_id=1, finger_id=fid, x=xy[0] / w, y=xy[1] / h, dx=0.0, dy=0.0
        )

    target = g.view.to_screen(pos.balls["mingo"])
    dx, dy = g.view.dir_to_screen(g.aim.state.angle)
    back = (target[0] - dx * 40, target[1] - dy * 40)
    drive.post(finger(pygame.FINGERDOWN, target, 0), finger(pygame.FINGERMOTION, back, 0))
    pulled, meant = g.aim.state.power, g.aim.shot()
    now[0] += 8.0
    palm = (w * 0.7, h * 0.8)
    drive.post(finger(pygame.FINGERDOWN, palm, 1))
    assert app.pointer.finger == (1, 0) and g.aim.dragging and g.aim.state.power == pulled
    app.pointer.still_down = lambda f: False  # SDL has counted the lift already
    struck = []
    g.aim.on_strike = lambda shot, play=g.aim.on_strike: (struck.append(shot), play(shot))
    drive.post(finger(pygame.FINGERDOWN, palm, 2), finger(pygame.FINGERUP, back, 0))
    assert struck == [meant] and g.animating


def test_a_press_held_when_the_window_lost_the_focus_clicks_nothing_on_its_release(
    app, drive, play_match
):
    """A drag begun on the table, the focus lost and regained, let go over Pausa: the pause
    menu opened, a click nobody made. But a press let go outside, unseen, leaves SDL counting
    the button down: it drops the click that brings the player back and sends its release
    alone (seen under Xvfb, the power bar dragged, then another window activated) — that
    release is the click on the spin face or Tirar, which did nothing; and a drag then begun
    (its press sensed on the desktop) begins where it began."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6)})))
    pause = g.pause_button.rect.center
    app.pointer.dropped.stuck = lambda: False  # held all the time: SDL counts it down rightly
    down = [False]  # the desktop's button
    app.pointer.dropped.pressed = lambda: down[0]
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=g.view.outer.center, button=1))
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pause, button=1))
    assert app.top is g
    bar = g.aim.power_rect
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.midbottom, button=1))
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.center, rel=(0, -9), buttons=(1,)))
    set_power = g.aim.state.power
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))  # let go over the other window
    app.pointer.dropped.stuck = lambda: True
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.midtop, rel=(0, -9), buttons=(1,)))
    assert not g.aim.bar_drag and g.aim.state.power == set_power  # the bar stays as set
    face = g.aim.spin_rect  # the spin is set by a press: its click, as Tirar's, is whole
    right = (face.right - 3, face.centery)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=right, button=1))
    assert g.aim.state.side > 0.5 and not g.aim.spin_drag
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.midbottom, button=1))
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    drive.post(pygame.event.Event(pygame.WINDOWENTER))  # the pointer back over the window
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.center, rel=(0, -9), buttons=(1,)))
    down[0] = True  # pressed there: SDL drops it
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.midtop, rel=(0, -9), buttons=(1,)))
    assert g.aim.state.power > 0.9  # the bar follows from where the drag began
    down[0] = False  # let go over Pausa: the drag's end, no click there
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pause, button=1))
    assert app.top is g and not g.aim.bar_drag
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.midbottom, button=1))
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    drive.post(pygame.event.Event(pygame.WINDOWENTER))
    strike = g.aim.buttons[0].rect.center
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=strike, button=1))
    assert g.animating  # Tirar clicked: the shot at the power set


def test_a_press_outside_the_window_is_not_put_back_inside_it(app, drive, play_match):
    """SDL stuck (a press let go unseen), the pointer last over the power bar, then gone to the
    title bar or another window and pressed there: nothing is pressed in the window (the bar
    began a drag, following a pointer that was not over it); back over the window, a press
    there is put back where it is."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6)})))
    bar = g.aim.power_rect
    down = [False]  # the desktop's button
    app.pointer.dropped.stuck, app.pointer.dropped.pressed = (lambda: True), (lambda: down[0])
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=g.view.outer.center, button=1))
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    drive.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.midbottom, rel=(0, 1), buttons=()))
    drive.post(pygame.event.Event(pygame.WINDOWLEAVE))
    down[0] = True  # pressed on the title bar
    app.step()
    assert not g.aim.bar_drag
    down[0] = False
    drive.post(pygame.event.Event(pygame.WINDOWENTER))
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.midbottom, rel=(0, 1), buttons=()))
    down[0] = True  # pressed over the bar: SDL drops it, it is put back there
    app.step()
    assert g.aim.bar_drag


def test_against_the_computer_its_turns_are_played_off_the_frame_loop(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    m = play_match(pos, to_move=1)  # the computer (player 1) is to play
    app.reset_to(MenuScene(app))
    g = GameScene(app, computers={1: 1}, match=m)
    app.push(g)
    app.step()
    assert g.thinking is not None  # deciding in a worker thread; the window keeps drawing
    drive.until(lambda: g.animating, limit=20000)
    drive.until(lambda: not g.animating)
    assert len(g.match.sheet) == 1 and g.match.sheet.partida_rows(1)[0].player == 1
    assert g.match.to_move == 0 and g.thinking is None


def test_each_encuentro_against_the_computer_is_its_own_and_a_resumed_one_plays_on_alike(app):
    """One seed for every encuentro gave the maestro the same lag and the same salida, to
    the pixel, in every new encuentro and rematch; a save keeps its encuentro's draws, so a
    resumed position plays as it would have."""
    app.reset_to(MenuScene(app))
    a = GameScene(app, names=["Ana", "Ordenador"], computers={1: 3})
    b = GameScene(app, names=["Ana", "Ordenador"], computers={1: 3})

    def lag(g: GameScene) -> Shot:
        return g._ai(1).decide(g.match, 1).shot  # its lag as struck (its hand errs)

    first = lag(a)
    assert first != lag(b)  # two new encuentros
    a.rematch()
    assert lag(a) != first  # a rematch is another encuentro
    a.save()
    slot = saves.find(a.match.players, a.computers)[0]
    assert slot is not None and lag(GameScene.from_slot(app, slot)) == lag(a)
    # a draw of its that failed is drawn afresh at that table alone: once the table moves on
    # (the lag played again, the balls met), its draws are the encuentro's own, as the save's
    a.computer_failed(1)
    assert lag(a) != lag(GameScene.from_slot(app, slot))
    a.match.lag(Shot.make("1", 0.0, 2.0), Shot.make("2", 180.0, 2.0), Simulator(T))
    assert a.match.phase == Phase.LAG and len(a.match.lags) == 1
    a.save()
    slot = saves.find(a.match.players, a.computers)[0]
    assert slot is not None and lag(GameScene.from_slot(app, slot)) == lag(a)


def test_closing_the_window_mid_shot_still_judges_and_saves_it(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    app.fast_forward = 1
    drive.key(pygame.K_SPACE)
    drive.steps(3)
    assert g.animating
    drive.post(pygame.event.Event(pygame.QUIT))
    assert not app.running
    saved = saves.list_slots().slots[0].payload
    assert saved is not None
    assert len(Match.from_json(saved["match"]).sheet) == 1


def test_pause_freezes_a_rolling_shot(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    app.fast_forward = 1
    drive.key(pygame.K_SPACE)
    drive.steps(10)
    assert g.animating
    drive.key(pygame.K_ESCAPE)
    frozen = g.playback.index
    drive.steps(20)
    assert g.playback.index == frozen
    drive.key(pygame.K_ESCAPE)  # Esc again resumes
    drive.steps(5)
    assert g.playback.index > frozen


def test_arrow_keys_nudge_the_ball_in_hand_inside_the_cabana(app, drive, new_salida):
    g = open_game(app, new_salida())
    start = g.start_xy  # where the ball is offered (and shown with the pointer off the table)
    drive.key(pygame.K_RIGHT)  # screen right = up the table (table y)
    assert g.hand_xy is not None
    assert abs(g.hand_xy[1] - (start[1] + 0.01)) < 1e-9 and g.hand_xy[0] == start[0]
    drive.key(pygame.K_DOWN, pygame.KMOD_SHIFT)  # finer: 2 mm across the table (table x)
    assert abs(g.hand_xy[0] - (start[0] + 0.002)) < 1e-9
    area = g.match.placement_area()
    for _ in range(80):  # pushed against the cabaña string it stays inside
        drive.key(pygame.K_RIGHT)
    assert g.hand_xy[1] == area.y_max and g.match.is_legal_placement(g.hand_xy)
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] == g.position.balls["1"]
    placed = g.match.position.balls["1"]
    assert placed is not None and abs(placed[1] - area.y_max) < 1e-9


def test_arrow_keys_onto_another_ball_are_shown_refused(app, drive, play_match):
    # rematada: ball 2 in hand in the cabaña del mingo; the mingo on its spot
    pos = Position.initial(T, {"1": (0.5, 0.4)})
    g = open_game(app, play_match(pos, phase="rematada", to_move=1))
    mingo = T.spots["mingo_normal"]
    g.hand_xy = (mingo[0], mingo[1] - 0.1)
    for _ in range(6):  # 6 cm closer: now overlapping the mingo
        drive.key(pygame.K_RIGHT)
    assert not g.match.is_legal_placement(g.hand_xy)
    # drawn as refused: a red ring around the ghost ball
    c = g.view.to_screen(g.hand_xy)
    rp = g.view.ball_radius_px()
    ring = app.screen.get_at((round(c[0]), round(c[1] - rp - 3)))
    from chapo_game.ui.widgets import BAD

    assert ring[:3] == BAD, ring
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["2"] is None
    assert g.announcement_line().startswith("Ahí no")
    drive.key(pygame.K_RIGHT)  # still on the mingo: still refused
    assert g.announcement_line().startswith("Ahí no")
    for _ in range(8):  # moved on, to a place it may go: no longer said refused
        drive.key(pygame.K_LEFT)
    assert g.match.is_legal_placement(g.hand_xy)
    assert not g.announcement_line().startswith("Ahí no")
    g.hand_xy = (mingo[0], mingo[1] - 0.01)  # by the pointer: the same
    drive.key(pygame.K_RETURN)
    assert g.announcement_line().startswith("Ahí no")
    drive.move(g.view.to_screen((mingo[0], mingo[1] - 0.12)))
    assert not g.announcement_line().startswith("Ahí no")


def test_moving_the_ball_in_hand_keeps_what_else_was_said(app, drive):
    """A good place clears a refused place's "Ahí no" — and nothing else: why H gave no advice
    went at a pixel of the mouse."""
    import ui_screens

    ui_screens.SCREENS["salida_placing"](app)
    g = app.top
    app.step()
    p = g.view.to_screen((T.width * 0.3, T.length * 0.15))
    drive.move(p)
    drive.key(pygame.K_h)
    said = g.announcement_line()
    assert said and not said.startswith("Ahí no")
    drive.move((p[0] + 1, p[1]))
    assert g.announcement_line() == said


def test_referee_refusals_are_shown_translated(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    g.declare("pasar")  # no option is on offer in open play: the referee refuses
    drive.steps(1)
    assert g.announcement_line() == "Esa opción no se ofrece ahora."
    from chapo_game import i18n

    try:
        app.apply_settings(app.settings.with_(language="en"))
        g.declare("pasar")
        drive.steps(1)
        assert g.announcement_line() == "That option is not on offer now."
        g.choose_rey("aux_head")  # no rey spot to choose
        assert g.announcement_line() == "That is not possible at this moment of the game."
    finally:
        i18n.set_language("es")


def test_m_picks_the_placed_ball_up_where_it_was_and_arrows_move_it_from_there(
    app, drive, new_salida
):
    g = open_game(app, new_salida())
    spot = (T.width * 0.25, T.length * 0.1)
    drive.click(g.view.to_screen(spot))
    placed = g.match.position.balls["1"]
    assert placed is not None and not g.placing
    drive.key(pygame.K_m)
    assert g.placing
    # still in sight where it was: ball 1's ivory around its centre, not the cloth
    c = g.view.to_screen(placed)
    r = g.view.ball_radius_px()
    ring = [(c[0] + 0.6 * r * math.cos(a), c[1] + 0.6 * r * math.sin(a)) for a in (0.5, 2.1, 3.7)]
    assert all(min(app.screen.get_at((round(x), round(y)))[:3]) > 140 for x, y in ring)
    drive.key(pygame.K_RIGHT)
    assert g.hand_xy == (placed[0], placed[1] + 0.01)
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] == (placed[0], placed[1] + 0.01)


def test_arrow_keys_move_the_ball_in_hand_on_from_under_the_pointer(app, drive, new_salida):
    g = open_game(app, new_salida())
    under = (T.width * 0.8, T.length * 0.05)
    drive.move(g.view.to_screen(under))
    pointed = g.view.to_table(g.pointer)
    steps = []
    for _ in range(10):
        before = g.hand_xy or pointed
        drive.key(pygame.K_DOWN)
        steps.append(math.dist(before, g.hand_xy))
    # ten presses, ten equal 1 cm steps from where the ball was shown
    assert all(abs(s - 0.01) < 1e-9 for s in steps), steps
    assert abs(g.hand_xy[0] - (pointed[0] + 0.1)) < 1e-9 and g.hand_xy[1] == pointed[1]


def test_between_partidas_the_score_board_lights_nobody(app):
    """At the end of a partida the panel names the winner; the board beside it lights neither
    player (lit, the loser who breaks next looked like the winner): both scores in the plain
    white, not the gold of whose turn it is (dimmed under the panel, so by hue)."""
    from ui_screens import partida_over

    partida_over(app)
    app.step([])
    for score in ("32", "16"):
        rect = next(d.rect for d in app.fonts.drawn if d.layer == 1 and d.text == score)
        pixels = {
            tuple(app.screen.get_at((x, y)))[:3]
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        }
        r, g, b = max(pixels, key=sum)  # the digits' brightest pixel
        assert r - b < 20 and r > 60, (score, (r, g, b))


def test_with_every_straight_line_blocked_space_plays_a_bricole(app, drive, play_match):
    """The mingo and ball 2 both straight behind the pin cross: the cue starts on a bank
    off a side cushion, at the power it needs (shown on the bar), and Space plays it clean."""
    pos = Position.initial(T, {"1": (T.width / 2, 0.9), "2": (T.width / 2, 2.5)}).with_ball(
        "mingo", (T.width / 2, 1.95)
    )
    g = open_game(app, play_match(pos))
    assert abs(g.aim.state.angle - 90.0) > 10 and g.aim.state.power != AimState().power
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    row = g.match.sheet.partida_rows(1)[0]
    assert row.foul is None, row.foul


def test_the_demo_shows_no_pause_button_and_a_click_there_leaves_it(app, drive):
    from chapo_game.ui.scenes.demo import DemoScene

    app.reset_to(MenuScene(app))
    d = DemoScene(app, levels=(1, 1))
    app.push(d)
    app.step()
    bar = [t.text for t in app.fonts.drawn if d.bottom_rect.contains(t.rect)]
    assert "Pausa" not in bar
    drive.click(d.pause_button.rect.center)
    assert isinstance(app.top, MenuScene)


def test_the_pause_panel_holds_its_title_and_every_button_at_every_size(app):
    for size in ((960, 540), (1280, 720), (1920, 1080), (1024, 768)):
        app.resize_window(size)
        assert app.size == size
        for match in (None, Match(("Ana", "Luis"))):
            pause = PauseScene(app, None, match)
            box = pause.panel_rect()
            assert len(pause.buttons) == (6 if match else 5)
            screen = pygame.Rect((0, 0), size)
            assert screen.contains(box)
            for b in pause.buttons:
                assert box.contains(b.rect.inflate(8, 8)), (size, b.name, b.rect, box)


def test_the_pause_button_is_not_left_lit_after_the_pause_menu(app, drive, play_match):
    """Pause clicked, then Resume on the pause menu: the caption bar's Pause kept its lit
    outline (drawn under the menu too) with the pointer nowhere near it, as if it had the
    keys. The screen that opens over the game takes the pointer: nothing below stays lit."""
    from chapo_game.ui.scenes.pause import PauseScene

    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    drive.move(g.pause_button.rect.center)
    assert g.pause_button.hover
    drive.click(g.pause_button.rect.center)
    pause = app.top
    assert isinstance(pause, PauseScene) and not g.pause_button.hover
    drive.click(pause.button("resume").rect.center)
    assert app.top is g and not g.pause_button.hover


def test_a_drag_of_the_power_bar_ended_under_the_pause_menu_is_over_on_return(
    app, drive, play_match
):
    """The power bar dragged, Esc, the button let go over the pause menu, Resume: the power
    then followed the pointer with no button held. What the aim held is let go when a screen
    covers the table; and no button is left lit."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    bar = g.aim.power_rect
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.midbottom, button=1))
    drive.move((bar.centerx, bar.centery), buttons=(1, 0, 0))
    assert g.aim.bar_drag
    drive.key(pygame.K_ESCAPE)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    drive.key(pygame.K_ESCAPE)  # resumed
    power = g.aim.state.power
    drive.move((bar.centerx, bar.top + 2))  # no button held
    assert not g.aim.bar_drag and g.aim.state.power == power
    assert not [b.name for b in g.pointer_buttons() if b.hover]


def test_a_pull_that_strikes_nothing_gives_back_the_power_set_before_it(app, drive, play_match):
    """A pull on the table ended by a screen opening (Tab, Esc) left the half-pulled power:
    the lag's offered 1,97 m/s became 0,63. A pull that strikes nothing — ended so, or
    let go short of a stroke — gives back the power set before it."""
    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    g.aim.state.power = 0.5
    ball = g.view.to_screen(g.position.balls["1"])
    start = (round(ball[0] + 100), round(ball[1]))
    drive.move(start)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drive.move((start[0] - 40, start[1]), buttons=(1, 0, 0))
    assert g.aim.state.power != 0.5  # the pull sets it while it lasts
    drive.key(pygame.K_TAB)  # the score sheet over it: the pull is over
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    drive.key(pygame.K_ESCAPE)
    assert app.top is g and g.aim.state.power == 0.5 and not g.animating
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drive.move((start[0] - 2, start[1]), buttons=(1, 0, 0))  # short of a stroke
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] - 2, start[1]), button=1))
    assert g.aim.state.power == 0.5 and not g.animating


def test_leaving_during_the_shot_that_wins_the_encuentro_says_so_on_the_menu(app, drive):
    """Esc and "Salir al menú" while the winning shot rolled: it was played out unseen, the
    encuentro left the saves and the menu said nothing — it simply had nothing to resume."""
    from chapo_game.rules import MatchSettings

    m = Match(("Ana", "Luis"), MatchSettings(target=20, partidas=1))
    d = m.to_json()
    straight = Position.initial(T, {"1": (T.width / 2, 0.75)}).with_ball(
        "mingo", (T.width / 2, 1.05)
    )
    d.update(
        phase="play",
        to_move=0,
        breaker=0,
        first_breaker=0,
        lag_winner=0,
        scores=[18, 0],
        position=straight.to_json(),
        announcements=[],
    )
    g = open_game(app, Match.from_json(d))
    g.aim.state.angle = 90.0  # the mingo through the cross: the rey and two laterals, 7
    app.fast_forward = 1
    drive.key(pygame.K_SPACE)
    drive.steps(3)
    assert g.animating
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.button("quit_to_menu").rect.center)
    assert isinstance(app.top, MenuScene)
    assert app.notice == "El tiro que dejó en juego se terminó: Ana gana el encuentro (1–0)."
    assert app.notice_colour == ACCENT  # news, not the error colour
    assert saves.list_slots().slots == []
    drive.steps(1)
    assert app.notice_rect.width > 0  # shown over the menu


def test_a_rematch_plays_by_the_settings_said_to_be_for_the_next_encuentro(app, drive):
    """The settings screen over an encuentro says its partida, encuentro and ball 1 rows are
    for the next encuentro; Revancha is it, and it played the last one's rules again ("Partida
    1 de 1" where the settings said three). The players' head start stays theirs."""
    import ui_screens

    ui_screens.encuentro_over(app)  # an encuentro of one partida to 30
    g = app.top
    old = g.match.settings
    app.apply_settings(app.settings.with_(target=20, encuentro_length=3, ball1_pocket_value=1))
    drive.move((5, 5))
    drive.click(next(b for b in g.end_buttons if b.name == "rematch").rect.center)
    new = g.match.settings
    assert (new.target, new.partidas, new.ball1_pocket_value) == (20, 3, 1)
    assert new.head_start == old.head_start and g.match.phase == Phase.LAG
    drive.steps(1)
    assert "Partida 1 de 3 · a 20" in [d.text for d in app.fonts.drawn]
    # saved from its first shot, as a new encuentro: two Enters over the end left a 0–0
    # encuentro nobody played in the saves list
    assert saves.list_slots().slots == []


def test_a_placed_ball_in_hand_and_a_declared_option_are_saved_at_once(app, drive, play_match):
    """Quit and resume after placing the ball in hand and declaring pasar: the ball was back
    at the offer and the option undeclared (a player could take back a declared option)."""
    inside = Position.initial(T, {"1": None, "2": (0.3, 0.4)}).with_ball("mingo", (1.1, 0.5))
    g = open_game(app, play_match(inside, phase="ball_in_hand"))
    assert g.match.needs_placement and g.match.options()  # both other balls inside
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_RETURN)  # placed with the keys
    placed = g.match.position.balls["1"]
    assert placed is not None
    saved = Match.from_json(saves.list_slots().slots[0].payload["match"])
    assert saved.position.balls["1"] == placed and saved.declared_option is None
    g.declare("pasar")
    saved = Match.from_json(saves.list_slots().slots[0].payload["match"])
    assert saved.declared_option == "pasar" and saved.position.balls["1"] == placed


def test_h_in_a_match_without_advice_says_where_advice_is_offered(app, drive, play_match):
    """Two people, the guides on: H did nothing at all, and the controls' page reads as if the
    guides were enough. The caption says where the maestro's advice is offered."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    assert not g.advice_ready()
    drive.key(pygame.K_h)
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top)
    assert "En esta partida no hay consejo del maestro" in said
    assert g.advice_turn is None and not g.animating
    i18n.set_language("en")  # a language changed meanwhile: it stayed Spanish
    try:
        drive.steps(1)
        said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top)
        assert "No maestro's advice in this partida" in said, said
    finally:
        i18n.set_language("es")
    # offered in every match since (the settings): the red "no advice" goes, and stayed over
    # the advice H then gave
    app.apply_settings(app.settings.with_(match_advice=True))
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top)
    assert "consejo del maestro" not in said and g.refusal == "", said


def test_h_in_the_lag_says_the_advice_is_for_shots(app, drive):
    """Advice in every match, H in the lag did nothing and said nothing."""
    app.apply_settings(app.settings.with_(match_advice=True))
    g = GameScene(app, match=Match(("Ana", "Luis")))
    app.reset_to(MenuScene(app))
    app.push(g)
    drive.key(pygame.K_h)
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top)
    assert "El maestro aconseja tiros, no el derecho de salida" in said, said
    assert g.advice_turn is None


def test_h_with_the_guides_off_says_the_advice_comes_with_them(app, drive, play_match):
    """Against the computer at level 1 with the guides off, H said advice "is offered against
    the computer at level 1" — the match being played."""
    app.apply_settings(app.settings.with_(aiming_guide=False))
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos), computers={1: 1})
    drive.key(pygame.K_h)
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top)
    assert "El consejo del maestro va con las ayudas: active «Guía de tiro»" in said
    # two people: the guides alone would not bring it, so that is not what is said
    g = open_game(app, play_match(pos))
    drive.key(pygame.K_h)
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= g.bottom_rect.top)
    assert "En esta partida no hay consejo del maestro" in said and "va con las ayudas" not in said


def test_the_options_question_goes_once_an_option_is_declared(app, drive, play_match):
    """ "Declarado: Pasar" stood beside "…; declare pasar, no pasar o bricole", still asking."""
    pos = Position.initial(T, {"1": None, "2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.5))
    g = open_game(app, play_match(pos, phase="ball_in_hand"))
    from chapo_game.rules.calls.announcement import Announcement

    g.calls = [Announcement("options", {"player": 0, "name": "Ana", "balls": ["2", "mingo"]})]
    assert [c.key for c in g.calls_now()] == ["options"]
    g.hand_xy = (T.width / 2, 0.3)
    drive.key(pygame.K_RETURN)  # placed
    g.declare("pasar")
    drive.steps(1)
    assert g.calls_now() == [] and "declare pasar" not in caption(app, g)


def test_the_score_board_shows_each_players_partidas_and_how_many_the_shooter_needs(app):
    """A test audit found the board's partidas and "por" unasserted: each could show the other
    player's or nothing, and every test passed."""
    from ui_screens import match_json, texts

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    m = match_json(
        players=["Ana", "Luis"],
        phase="play",
        position=pos.to_json(),
        scores=[27, 12],
        partidas_won=[1, 0],
    )
    g = open_game(app, m)
    board = g.scoreboard_texts()
    assert (
        board["partidas0"] == "Partidas ganadas: 1" and board["partidas1"] == "Partidas ganadas: 0"
    )
    assert board["por"] == "por 3"  # Ana, to shoot, needs 3 of 30
    shown = texts(app)
    assert "Bola 1  ·  Partidas ganadas: 1" in shown and "Bola 2  ·  Partidas ganadas: 0" in shown
    assert "por 3" in shown


def test_while_a_shot_rolls_the_last_shots_calls_and_a_refusal_are_not_shown(
    app, drive, play_match
):
    """The bar kept the last shot's calls — and a refusal such as the advice's — up while the
    next shot rolled: they read as what the rolling shot had done."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    said = [c.text_es for c in g.calls]
    assert said and all(any(s in d.text for d in app.fonts.drawn) for s in said)
    g.refusal = "No hay consejos del maestro en esta partida"
    drive.steps(1)
    assert any(g.refusal in d.text for d in app.fonts.drawn)
    drive.key(pygame.K_SPACE)  # the next shot
    assert g.animating
    drive.steps(2)
    shown = " ".join(d.text for d in app.fonts.drawn)
    assert not any(s in shown for s in said) and g.refusal not in shown


def test_while_the_balls_run_the_board_says_whose_shot_it_is_not_who_is_to_play(
    app, drive, play_match
):
    """Struck, the board read "Juega Ana, bola 1" until the balls stopped, as if the shot were
    still to come; the lag already said its balls were running."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, play_match(pos))
    assert g.scoreboard_texts()["turn"] == "Juega Ana, bola 1"
    app.fast_forward = 1
    g.strike(Shot.make("1", 60.0, 2.0))
    drive.until(lambda: g.playback is not None and g.playback.ready)
    drive.steps(5)
    assert g.animating
    assert g.scoreboard_texts()["turn"] == "Tiro de Ana, bola 1: las bolas ruedan"
    drive.until(lambda: not g.animating)
    assert "las bolas ruedan" not in g.scoreboard_texts()["turn"]


def test_each_players_ball_is_shown_in_its_colour_beside_its_number(app, drive, play_match):
    """On a club's screen across the bar "Bola 2" alone did not say which ball was whose:
    each box shows a disc of its ball's colour before "Bola n" — none before the lag is over."""
    from chapo_game.ui.draw.style import BALL_COLOURS

    pos = Position.initial(T, {"1": (0.5, 1.0), "2": (0.3, 2.3)})
    open_game(app, play_match(pos, phase="play", to_move=1))
    drive.steps(1)
    for n in ("1", "2"):
        (label,) = [d for d in app.fonts.drawn if d.text.startswith(f"Bola {n}")]
        row = [
            app.screen.get_at((x, label.rect.centery))[:3]
            for x in range(max(0, label.rect.x - 30), label.rect.x)
        ]
        assert BALL_COLOURS[n] in row, n
    lag = open_game(app, Match(("Ana", "Luis")))
    drive.steps(1)
    assert lag.scoreboard_texts()["ball0"] == "" and lag._ball_dot(0) is None


def test_the_line_under_a_name_leaves_the_score_clear_at_every_size(app):
    """ "Ventaja: 10 desde la salida · Partidas ganadas: 0" ran into Luis's score at 960×540:
    the line under a name is fitted to the room the score leaves, in the lag and in play
    (beside his ball's dot and his "por")."""
    from ui_screens import match_json

    from chapo_game.rules.settings import MatchSettings

    given = MatchSettings(target=30, head_start=(0, 10))
    lag = Match(("Begoña", "Luis"), given)
    play = match_json(
        players=["Begoña", "Luis"],
        phase="play",
        to_move=1,
        scores=[3, 25],
        partidas_won=[1, 1],
        settings={**given.to_json(), "partidas": 3},
    )
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app.resize_window(size)
        for m, sub in ((lag, "Ventaja: +10 en la salida"), (play, "Bola 2  ·  Partidas")):
            open_game(app, m)
            app.step()
            drawn = app.fonts.drawn
            line = next(d for d in drawn if d.text.startswith(sub))
            score = next(d for d in drawn if d.text == str(m.scores[1]) and d.rect.x > size[0] / 2)
            assert line.rect.left >= score.rect.right, (size, sub, line.rect, score.rect)
            por = [d for d in drawn if d.text.startswith("por ") and d.rect.x > size[0] / 2]
            assert all(d.rect.left >= score.rect.right + app.fonts.px(6) for d in por), por
            assert por or m is lag
            # whole, or the last parts left out whole: never a word cut short
            assert "…" not in line.text and "ganadas: " + str(m.partidas_won[1]) in line.text
            if size != (960, 540):
                assert line.text.endswith("Partidas ganadas: " + str(m.partidas_won[1]))


def test_leaving_a_game_while_the_computer_thinks_stops_its_search(app, drive):
    """A game left for the menu mid-thought kept its search running: three such games left
    three searches at once on a club's two cores, each slowing the next game's frames."""
    g = GameScene(app, names=["Ordenador", "Ana"], computers={0: 3})  # it lags first
    app.push(g)
    drive.until(lambda: g.thinking is not None)
    turn = g.thinking
    app.to_menu()
    assert turn._stop.is_set() and g.thinking is None
    turn.wait(10.0)
    assert not turn._thread.is_alive()
