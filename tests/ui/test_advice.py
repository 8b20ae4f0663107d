"""The maestro's advice (H, or the Consejo button): the shot the computer's strongest level
would play, set on the player's own cue and said in the caption bar — in practice, against the
computer at its lowest level, and in every match with its setting."""

from __future__ import annotations

import math

import pygame
import pytest
from ui_screens import open_game, settings_row, texts

from chapo_game import i18n
from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import PIN_IDS, get_table
from chapo_game.ui.drills import practice_match
from chapo_game.ui.powerbar import power_to_speed
from chapo_game.ui.scenes.advice import SETTLE_SECONDS
from chapo_game.ui.scenes.practice import PracticeScene

T = get_table()


def practice(app, drive) -> PracticeScene:
    """The practice screen on its first drill (the rey off the mingo), drawn once."""
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    return p


def advise(scene, drive, how: str = "key"):
    """Ask as the player does, and let the frame loop run until the advice is set."""
    if how == "key":
        drive.key(pygame.K_h)
    else:
        drive.click(scene.advice_button.rect.center)
    turn = scene.advice_turn
    if turn is not None:  # (a quick search, :func:`conftest.quick_maestro`, may be in already)
        assert scene.advice_line() in (
            "El maestro estudia la mesa…",
            "The maestro studies the table…",
        )
        turn.wait(120)
        drive.steps(1)
    assert scene.advice_turn is None and (scene.advised is not None or scene.advice_failed)
    scene.advice_landed -= SETTLE_SECONDS  # its half second's settling passed (its own test)


def test_practice_advice_sets_the_cue_and_its_shot_does_what_it_says(app, drive):
    p = practice(app, drive)
    assert p.advice_ready()
    before = p.position
    advise(p, drive)
    d = p.advised
    assert d is not None and d.intended.ball == "1"
    said = p.advice_line()
    assert said.startswith("Consejo: ") and "mingo" in said  # the drill's ball first
    # the cue as the player sees it: the maestro's aim, speed, tip and cue
    shot, want = p.aim.shot(), d.intended
    assert shot.angle == pytest.approx(want.angle)
    assert power_to_speed(p.aim.state.power) == pytest.approx(want.speed, abs=1e-6)
    assert (shot.side, shot.vertical, shot.cue) == (want.side, want.vertical, want.cue)
    assert d.pins, "the maestro plays the drill for pins"
    # struck as it is set, the shot fells the pins the advice said it would
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    down = {q for q in PIN_IDS if before.pins[q].standing and not p.position.pins[q].standing}
    assert down == set(d.pins)
    assert p.advice_line() == ""  # the advice was for the table before the shot


@pytest.mark.usefixtures("quick_maestro")
def test_the_button_and_english(app, drive):
    app.apply_settings(app.settings.with_(language="en"))
    try:
        p = PracticeScene(app)
        app.push(p)
        drive.steps(1)
        assert p.advice_button.label() == "Advice (H)"
        assert p.caption_rect().right < p.advice_button.rect.x  # the caption clear of it
        advise(p, drive, how="click")
        assert p.advice_line().startswith("Advice: ")
    finally:
        app.apply_settings(app.settings.with_(language="es"))
        i18n.set_language("es")


def test_an_advice_for_a_table_that_changed_meanwhile_is_dropped(app, drive):
    p = practice(app, drive)
    drive.key(pygame.K_h)
    turn = p.advice_turn
    drive.key(pygame.K_3)  # the player takes the mingo while the maestro thinks
    assert p.ball == "mingo"
    angle = p.aim.state.angle
    turn.wait(120)
    drive.steps(2)
    assert p.advised is None and p.aim.state.angle == angle and p.advice_line() == ""


def test_no_advice_for_the_mingo_or_in_edit():
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": None})
    assert practice_match(pos, "mingo") is None
    assert practice_match(pos, "2") is None  # off the table
    m = practice_match(pos, "1")
    assert m is not None and m.ball_to_play == "1" and m.legal_first_targets() == ("mingo",)


def test_practice_offers_no_button_for_the_mingo(app, drive):
    p = PracticeScene(app)
    app.push(p)
    drive.key(pygame.K_3)
    assert p.ball == "mingo" and not p.advice_ready()
    drive.key(pygame.K_h)
    assert p.advice_turn is None


def test_h_for_the_mingo_or_a_ball_off_the_table_says_why_no_advice_comes(app, drive):
    """F1 lists H in practice, and with the mingo to play (or ball 2 off the table) it did
    nothing and said nothing (as with the ball played pocketed): it now says why, in the
    player's language."""
    p = practice(app, drive)
    drive.key(pygame.K_3)
    drive.key(pygame.K_h)
    assert p.advice_turn is None
    assert app.notice == "El maestro aconseja la bola 1 o la 2: pulse 1 o 2 para jugar una."
    drive.key(pygame.K_1)
    p.position = Position.initial(T, {"1": None, "2": (0.4, 0.5)})  # as a pocketed ball leaves it
    drive.key(pygame.K_h)
    assert p.ball == "1" and p.advice_turn is None
    assert app.notice == "La bola 1 no está en la mesa: E edita la posición, para ponerla."
    i18n.set_language("en")
    try:
        drive.key(pygame.K_3)
        drive.key(pygame.K_h)
        assert app.notice == "The maestro advises ball 1 or 2: press 1 or 2 to play one."
    finally:
        i18n.set_language("es")


@pytest.mark.usefixtures("quick_maestro")
def test_against_the_computer_at_level_1_the_advice_is_offered(app, drive, play_match):
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 2.0)})
    g = open_game(app, play_match(pos), computers={1: 1})
    assert g.advice_ready()
    shown = pygame.Surface(app.size)
    g.draw(shown)
    assert g.caption_rect().right < g.advice_button.rect.x < g.pause_button.rect.x
    advise(g, drive, how="click")
    assert g.hint_text().startswith("Consejo: ")
    assert math.isclose(g.aim.state.angle, g.advised.intended.angle)


@pytest.mark.parametrize("computers", [{}, {1: 2}, {1: 3}])
def test_no_advice_between_people_or_against_a_stronger_computer(app, drive, play_match, computers):
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 2.0)})
    g = open_game(app, play_match(pos), computers=computers)
    angle = g.aim.state.angle
    assert not g.advice_ready()
    drive.key(pygame.K_h)
    assert g.advice_turn is None and g.aim.state.angle == angle
    assert g.caption_rect().right < g.pause_button.rect.x  # the caption reaches the pause
    assert g.caption_rect().right > g.advice_button.rect.x


@pytest.mark.usefixtures("quick_maestro")
def test_the_advised_aim_is_held_until_a_click_on_the_table(app, drive):
    """A mouse on its way to the Strike button crosses the table: the advised aim stays; a
    click on the table gives the aim back to the pointer."""
    p = practice(app, drive)
    advise(p, drive)
    angle, power = p.aim.state.angle, p.aim.state.power
    cloth = p.view.to_screen((T.width * 0.8, T.length * 0.8))
    drive.move(cloth)
    assert p.aim.state.angle == angle and p.aim.held
    drive.click(p.aim.buttons[0].rect.center)  # Tirar: the advised shot, at its power
    assert p.animating and p.playback is not None
    assert p.last_shot is not None and p.last_shot[1].angle == pytest.approx(angle)
    assert power_to_speed(power) == pytest.approx(p.last_shot[1].speed)
    drive.until(lambda: not p.animating)
    assert not p.aim.held  # the table changed: the pointer aims again
    p.position = p.position.with_ball("2", (T.width * 0.3, T.length * 0.6))  # a ball to hit
    drive.steps(1)
    advise(p, drive)
    drive.click(cloth)
    assert not p.aim.held and p.aim.state.angle != pytest.approx(p.advised.intended.angle)
    elsewhere = p.view.to_screen((T.width * 0.2, T.length * 0.9))
    before = p.aim.state.angle
    drive.move(elsewhere)
    assert p.aim.state.angle != pytest.approx(before)


@pytest.mark.usefixtures("quick_maestro")
def test_at_the_salida_the_advice_places_the_ball_and_sets_the_shot(app, drive, new_salida):
    g = open_game(app, new_salida(), computers={1: 1})
    assert g.placing and g.match.needs_placement and g.advice_ready()
    advise(g, drive)
    d, m = g.advised, g.match
    assert d is not None and d.placement is not None
    assert m.position.balls["1"] == pytest.approx(d.placement)  # placed where he would
    assert not g.placing and g.can_move_ball()  # and it may be picked up again (M)
    assert g.aim.state.angle == pytest.approx(d.intended.angle) and g.aim.held
    assert g.hint_text().startswith("Consejo: ")
    drive.key(pygame.K_m)  # picked up and put back elsewhere: the advice was for that place
    assert g.placing
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_RETURN)
    assert not g.placing and g.advice_line() == "" and not g.aim.held


@pytest.mark.usefixtures("quick_maestro")
def test_with_options_on_offer_the_advised_option_is_lit_and_its_shot_kept(app, drive):
    from conftest import match_in_play

    pos = Position.initial(T, {"1": None, "2": (0.4, 0.3)}).with_ball("mingo", (1.0, 0.5))
    g = open_game(app, match_in_play(pos, "ball_in_hand"), computers={1: 1})
    advise(g, drive)
    d, m = g.advised, g.match
    assert m.options() and m.declared_option is None and d.option in m.options()
    lit = g.option_buttons[g.choice_focus.index]
    assert lit.name == d.option and lit.hover  # lit, and Enter declares what the maestro would
    assert [b.name for b in g.option_buttons if b.hover] == [d.option]
    label = {"pasar": "Pasar", "no_pasar": "No pasar", "bricole": "Bricole"}[d.option]
    said = label.lower()  # mid-sentence: no capital
    assert g.hint_text().startswith(f"Consejo (declare {said}): ")
    drive.key(pygame.K_RETURN)
    assert m.declared_option == d.option
    assert g.aim.state.angle == pytest.approx(d.intended.angle) and g.aim.held
    # what was declared stays in sight beside the advice (the advice had hidden it)
    assert g.hint_text().startswith(f"Ana declara {said}  ·  Consejo: ")
    assert "(declare" not in g.hint_text() and "bricole a" not in g.hint_text()


@pytest.mark.usefixtures("quick_maestro")
def test_the_screen_aiming_again_drops_the_advice(app, drive):
    """Ball 1 chosen again (or Restore on a table as set): the cue is the screen's again, so the
    advice no longer holds it nor is said."""
    p = practice(app, drive)
    advise(p, drive)
    drive.key(pygame.K_1)
    assert not p.aim.held and p.advice_line() == ""
    before = p.aim.state.angle
    drive.move(p.view.to_screen((T.width * 0.2, T.length * 0.9)))
    assert p.aim.state.angle != pytest.approx(before)  # the pointer aims again


@pytest.mark.usefixtures("quick_maestro")
def test_undo_back_to_the_advised_table_does_not_bring_the_advice_back(app, drive):
    p = practice(app, drive)
    advise(p, drive)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_u)
    assert p.position == p.drill_list[0][1]  # the table the advice was for
    drive.steps(1)
    assert p.advice_line() == "" and p.advised is None  # the cue holds the shot struck, as
    assert p.aim.held and p.aim.shot() == p.last_shot[1]  # Undo sets it, not the advice


@pytest.mark.usefixtures("quick_maestro")
def test_undo_over_an_advice_for_the_later_table_keeps_the_shot_undone(app, drive):
    """Advice asked after a shot, then Undo: the advice (for the table undone) is dropped at
    once and the shot struck stays held on the cue — the advice's drop, a frame later, had
    let the pointer take it."""
    p = practice(app, drive)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    struck = p.last_shot[1]
    advise(p, drive)
    drive.key(pygame.K_u)
    drive.steps(1)
    assert p.advised is None and p.aim.held and p.aim.shot() == struck
    drive.move(p.view.to_screen((T.width * 0.2, T.length * 0.9)))
    assert p.aim.shot() == struck


def test_a_pull_under_way_is_let_go_when_the_advice_is_asked(app, drive):
    """A press on the table (a pull begun), H, then the release while the maestro thinks:
    the advised shot is not wrecked by the pull's next movement (power went to nothing)."""
    from conftest import match_in_play

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, match_in_play(pos), computers={1: 1})
    at = g.view.to_screen((T.width * 0.6, T.length * 0.5))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    assert g.aim.dragging
    drive.key(pygame.K_h)
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    g.advice_turn.wait(120)
    drive.steps(1)
    advised = g.aim.shot()
    assert g.advised is not None and advised.angle == pytest.approx(g.advised.intended.angle)
    far = (at[0] + 80, at[1] + 60)
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(80, 60), buttons=(1, 0, 0)))
    assert g.aim.shot() == advised and not g.animating


def test_a_pull_let_go_over_the_replay_button_while_the_maestro_thinks_opens_nothing(app, drive):
    """A pull dragged onto the Replay button, H, then the release there: neither a stroke nor
    the replay — the table stands while the maestro thinks."""
    from conftest import match_in_play

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = open_game(app, match_in_play(pos), computers={1: 1})
    g.strike(Shot.make("1", 80.0, 3.0))
    drive.until(lambda: g.match.to_move == 0 and not g.animating and g.lining_up is None)
    drive.steps(1)
    assert g.can_replay()
    at = g.view.to_screen((T.width * 0.6, T.length * 0.5))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    to = g.watch_button.rect.center
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0)))
    drive.key(pygame.K_h)
    assert g.advice_thinking()
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    assert app.top is g and not g.animating
    g.advice_turn.wait(120)
    drive.steps(1)
    assert g.advised is not None and app.top is g


def test_a_table_the_referee_would_not_play_is_said(app, drive):
    p = practice(app, drive)
    p.position = p.position.with_ball("mingo", p.position.balls["1"])  # dragged onto ball 1
    drive.key(pygame.K_h)
    assert p.advice_turn is None
    # why, and what to do: "no advice" alone left a learner asking again and again
    assert p.advice_line() == (
        "El maestro no ve ningún tiro desde aquí. El árbitro no jugaría esta mesa (bolas una "
        "sobre otra, o una bola en una tronera): arréglela con «Editar posición» (E)."
    )


@pytest.mark.usefixtures("quick_maestro")
def test_asked_again_on_the_same_table_the_advice_comes_at_once(app, drive):
    """After Undo (or the cue taken back), the same table gets the same advice without the
    maestro thinking again: a player repeating a shot asks for it every time."""
    p = practice(app, drive)
    advise(p, drive)
    first = p.advised
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_u)
    drive.key(pygame.K_h)
    assert p.advice_turn is None and p.advised is first and p.aim.held
    assert p.aim.state.angle == pytest.approx(first.intended.angle)
    assert p.advice_line().startswith("Consejo: ")


@pytest.mark.usefixtures("quick_maestro")
def test_the_setting_offers_the_advice_in_every_match(app, drive, play_match):
    """Players at home learning together: "Consejo del maestro: en todas las partidas"."""
    from chapo_game import settings as settings_mod

    row = settings_row(app, "match_advice")
    assert row.label() == "Consejo del maestro: contra el nivel 1"
    drive.click(row.rect.center)
    assert row.label() == "Consejo del maestro: en todas las partidas"
    assert settings_mod.load_checked().settings.match_advice is True  # saved at once
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 2.0)})
    g = open_game(app, play_match(pos))  # two people
    assert g.advice_ready()
    advise(g, drive)
    assert g.hint_text().startswith("Consejo: ")
    app.apply_settings(app.settings.with_(match_guides=False))  # the guides off: no advice
    assert not g.advice_ready()


@pytest.mark.usefixtures("quick_maestro")
def test_asked_again_on_the_table_it_set_up_the_advice_is_the_same(app, drive, new_salida):
    """At the salida the advice places the ball; H again on that table (or once the advised
    option is declared) gives the same shot back, not a second search's other answer."""
    g = open_game(app, new_salida(), computers={1: 1})
    advise(g, drive)
    first = g.advised
    drive.key(pygame.K_h)
    assert g.advice_turn is None and g.advised is first
    from conftest import match_in_play

    pos = Position.initial(T, {"1": None, "2": (0.4, 0.3)}).with_ball("mingo", (1.0, 0.5))
    g = open_game(app, match_in_play(pos, "ball_in_hand"), computers={1: 1})
    advise(g, drive)
    first = g.advised
    drive.key(pygame.K_RETURN)  # the advised option declared
    drive.key(pygame.K_h)
    assert g.advice_turn is None and g.advised is first
    assert g.aim.state.angle == pytest.approx(first.intended.angle)


def test_a_search_for_a_table_since_changed_does_not_hold_up_the_next(app, drive):
    p = practice(app, drive)
    drive.key(pygame.K_h)
    stale = p.advice_turn
    assert stale is not None and p.advice_button.label() == "Pensando…"
    drive.key(pygame.K_e)  # edit: the table is not the one asked about any more
    drive.key(pygame.K_e)
    p.position = p.position.with_ball("1", (0.5, 0.5))
    assert p.advice_button.label() == "Consejo (H)" and p.advice_button.enabled()
    drive.key(pygame.K_h)
    assert p.advice_turn is not None and p.advice_turn is not stale
    p.advice_turn.wait(120)
    stale.wait(120)
    drive.steps(1)
    assert p.advised is not None and p.advice_line().startswith("Consejo: ")


def test_a_search_for_a_changed_table_is_stopped_not_left_running(app, drive):
    """Abandoned searches would pile up beside the frame loop (and the computer's own): the
    table changed, the search stops at its next simulation."""
    from chapo_game.ai.meter import Abandoned

    p = practice(app, drive)
    drive.key(pygame.K_h)
    turn = p.advice_turn
    p.position = p.position.with_ball("1", (0.5, 0.5))
    drive.steps(1)
    assert p.advice_turn is None
    turn.wait(10)
    assert turn.ready and isinstance(turn.error, Abandoned)
    assert p.advised is None and p.advice_line() == ""


def test_leaving_the_screen_stops_the_search(app, drive):
    from chapo_game.ai.meter import Abandoned

    p = practice(app, drive)
    drive.key(pygame.K_h)
    turn = p.advice_turn
    app.to_menu()
    turn.wait(10)
    assert turn.ready and isinstance(turn.error, Abandoned)


@pytest.mark.usefixtures("quick_maestro")
def test_practice_advises_with_the_settings_value_of_ball_1(app, drive):
    """A club on the 000 variant counts ball 1 pocketed as 1 point: the search too."""
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (1.0, 2.0)})
    assert practice_match(pos, "1", 1).settings.ball1_pocket_value == 1
    p = practice(app, drive)
    advise(p, drive)
    app.apply_settings(app.settings.with_(ball1_pocket_value=1))
    drive.steps(1)
    assert p.advice_line() == "" and not p.aim.held  # asked under the other value


@pytest.mark.parametrize("drill", ["The salida", "Bricole from the cabaña", "Rey off the mingo"])
def test_a_drills_advice_plays_for_its_goal(app, drive, drill):
    """In a drill whose goal is a rule of the game (the salida: the mingo first; both balls in
    the cabaña: the foot cushion first), the maestro advises under that rule, and in any drill
    he plays for its goal over points: his shot, struck as set, meets the goal (in open play he
    advised a straight shot at the mingo, and the bricole drill said "Objetivo no cumplido";
    searching for points alone, in "Rey off the mingo" he knocked two laterals and sank ball 1
    where the drill asks for the rey off the mingo) — said as his, not the player's try."""
    p = practice(app, drive)
    p.set_drill([name for name, _pos in p.drill_list].index(drill))
    drive.steps(1)
    advise(p, drive)
    assert p.advised is not None and p.aim.held
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(1)
    assert (
        p.verdict is not None
        and p.verdict[0][0]
        and p.goal_lines("")[0][0] == "Objetivo cumplido: 0 de 0 (con consejo: no cuenta)"
    )


@pytest.mark.usefixtures("quick_maestro")
def test_a_key_pressed_as_the_advice_places_the_ball_does_not_strike(app, drive, new_salida):
    """Ball in hand, H pressed, and Enter pressed to place the ball as the advice arrived and
    placed it: the Enter struck the maestro's shot, unseen. For half a second after a searched
    advice changes the table no stroke is struck (the Strike button greyed meanwhile); then
    it is. A time, not frames: the window's rate falls while the maestro thinks."""
    now = [100.0]
    g = open_game(app, new_salida(), computers={1: 1})
    g.advice_clock = lambda: now[0]
    drive.key(pygame.K_h)
    g.advice_turn.wait(120)
    drive.steps(1)  # the advice is set: the ball placed, the shot on the cue
    assert g.advised is not None and not g.placing
    strike = next(b for b in g.aim.buttons if b.name == "strike")
    drive.key(pygame.K_RETURN)
    drive.key(pygame.K_SPACE)
    drive.steps(60)  # frames alone do not end it
    assert not g.animating and g.match.phase.value == "salida" and not strike.enabled()
    # and the key held back is said (it did nothing and said nothing: "the key failed")
    assert app.notice == "El tiro del maestro está en el taco: pulse de nuevo para tirar."
    now[0] += SETTLE_SECONDS
    assert strike.enabled()
    drive.key(pygame.K_SPACE)
    assert g.animating


@pytest.mark.usefixtures("quick_maestro")
def test_a_pull_released_while_the_advice_settles_strikes_nothing_and_leaves_nothing(app, drive):
    """Released while the advice was settling, a pull struck nothing — and left the cue drawn
    pulled back with the pulled power: it now gives back the power set before and draws the
    cue at rest."""
    p = practice(app, drive)
    advise(p, drive)
    p.aim.state.power = 0.42
    p.advice_landed = p.advice_clock()  # as if it had just landed
    ball = p.view.to_screen(p.position.balls["1"])
    d = p.view.dir_to_screen(p.aim.state.angle)
    start = (round(ball[0] + 60 * d[0]), round(ball[1] + 60 * d[1]))
    back = (round(start[0] - 150 * d[0]), round(start[1] - 150 * d[1]))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drive.move(back, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1))
    assert not p.animating and p.aim.pull == 0.0 and p.aim.state.power == 0.42


def test_with_no_ball_to_hit_the_maestro_says_he_has_no_advice(app, drive):
    """The mingo sunk and no ball 2, practice left ball 1 alone on the table: the advice set
    the cue at a bare cushion at 8 m/s and called it the maestro's shot."""
    p = practice(app, drive)
    p.position = p.position.with_ball("mingo", None).with_ball("2", None)
    drive.steps(1)
    drive.key(pygame.K_h)
    drive.steps(1)
    assert p.advice_turn is None and p.advised is None
    assert p.advice_line() == (
        "El maestro no ve ningún tiro desde aquí. No hay en la mesa otra bola a la que tirar: "
        "«Editar posición» (E) pone una."
    )


def test_enter_declares_the_lit_option_while_the_advice_settles(app, drive):
    """The advice sets its option lit: Enter then declared it — but for half a second after
    it landed Enter was held back as a stroke, and said "pulse de nuevo para tirar"."""
    import ui_screens

    ui_screens.SCREENS["options"](app)
    g = app.top
    app.step()
    assert g.option_asked()
    g.choice_focus.light_named(g.option_buttons[0].name, g.option_buttons)
    g.choice_focus.show(g.option_buttons)
    g.advice_landed = g.advice_clock()  # as the advice leaves it
    drive.key(pygame.K_RETURN)
    assert g.match.declared_option is not None  # declared, as without the advice
    assert "pulse de nuevo" not in (app.notice or "")


@pytest.mark.usefixtures("quick_maestro")
def test_after_the_advised_shot_the_cue_has_the_players_own_power_and_spin_again(app, drive):
    """The maestro's power stayed on the cue: after his 8 m/s shot pocketed the drill's
    ball, the next aim pointed at a cushion at 8 m/s, and Space struck a hard foul. Once the
    advised shot is played, the power and spin the player had before it are back."""
    p = practice(app, drive)
    st = p.aim.state
    st.power, st.side, st.vertical = 0.4, 0.1, -0.2
    own = (st.power, st.side, st.vertical, st.cue)
    advise(p, drive)
    advised = (st.power, st.side, st.vertical, st.cue)
    assert advised[:3] != own[:3]  # the maestro's on the cue
    drive.key(pygame.K_SPACE)
    drive.steps(1)
    assert p.animating and (st.power, st.side, st.vertical, st.cue) == advised  # as played
    drive.until(lambda: not p.animating)
    drive.steps(2)
    assert (st.power, st.side, st.vertical, st.cue) == own


@pytest.mark.usefixtures("quick_maestro")
def test_a_power_the_player_set_after_the_advice_is_his_and_stays(app, drive):
    """Changed by the player after the advice came, the power is his own: kept."""
    p = practice(app, drive)
    advise(p, drive)
    st = p.aim.state
    st.power = 0.55
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.steps(2)
    assert st.power == 0.55


@pytest.mark.usefixtures("quick_maestro")
def test_with_every_way_blocked_the_maestro_says_so_and_sets_no_foul_on_the_cue(app, drive):
    """Ball 1 frozen on the head cushion, ball 2 touching it along the cushion and the mingo
    touching it in front: the search finds no shot and falls back on a blind 1.5 m/s push
    into the mingo. The advice set it on the cue as "Consejo: el taco está puesto para el tiro
    del maestro", and struck it was a retaque, a foul taught as the maestro's shot."""
    p = practice(app, drive)
    r, cx = T.ball_radius, T.width / 2
    p.position = Position.initial(T, {"1": (cx, r), "2": (cx - 2 * r - 5e-4, r)}).with_ball(
        "mingo", (cx, 3 * r + 5e-4)
    )
    drive.steps(1)
    own = (p.aim.state.power, p.aim.state.side, p.aim.state.vertical, p.aim.state.cue)
    drive.key(pygame.K_h)
    p.advice_turn.wait(120)
    drive.steps(1)
    assert p.advice_turn is None and p.advised is None and not p.aim.held
    assert p.advice_line() == (
        "El maestro no ve ningún tiro desde aquí. No ve ninguna bola que merezca la pena "
        "jugar: juegue a lo seguro."
    )
    st = p.aim.state
    assert (st.power, st.side, st.vertical, st.cue) == own  # the player's cue, untouched


def test_the_caption_says_when_the_cue_no_longer_holds_the_advice(app, drive):
    """Advised, then the aim turned by the arrows or aimed anew by a click on the table: the
    caption still read "Consejo: primero el mingo, a por el chapó" over a cue aimed at a bare
    cushion, and a learner struck it for the maestro's chapó. It says the cue no longer holds
    the advice, and H sets it again (at once: the same table)."""
    p = practice(app, drive)
    advise(p, drive)
    said = p.advice_line()
    assert said == "Consejo: primero el mingo, a por el chapó; 8,00 m/s, efecto alto"
    drive.key(pygame.K_LEFT)
    changed = f"{said} (el taco ya no lo tiene: H lo vuelve a poner)"
    assert p.advice_line() == changed
    drive.key(pygame.K_h)  # the same table: the advice again, at once
    assert p.advice_turn is None and p.advice_line() == said
    drive.click(p.view.to_screen((T.width * 0.8, T.length * 0.8)))
    assert not p.aim.held and p.advice_line() == changed
    drive.steps(1)
    assert any("(el taco ya no lo tiene" in t for t in texts(app))  # drawn, as said
