"""Every screen of buttons used from a keyboard alone, through real key events: the arrows move
one lit button, Enter or Space presses it, and the pointer moves the same light (a club's
keyboard, a big screen across the room, nobody at the mouse)."""

from __future__ import annotations

import math

import pygame
import pytest
from ui_screens import open_game, texts

from chapo_game import settings as settings_mod
from chapo_game.position import Position
from chapo_game.rules.match import Match, MatchSettings, Phase
from chapo_game.table import get_table
from chapo_game.ui.palette import TEXT
from chapo_game.ui.scenes.confirm import ConfirmScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene
from chapo_game.ui.scenes.players import NamesScene
from chapo_game.ui.scenes.settings import SettingsScene
from chapo_game.ui.widgets import FILL_CHOSEN, FILL_CHOSEN_LIT, FILL_LIT

T = get_table()


def lit(app, buttons) -> list[str]:
    """The buttons drawn lit on the screen now: the white edge and a lit fill (a chosen
    button's gold fill is not the light)."""
    app.step()
    out = []
    for b in buttons:
        if not b.rect.width:
            continue
        edge = app.screen.get_at((b.rect.x, b.rect.centery))[:3]
        fill = app.screen.get_at((b.rect.x + 6, b.rect.y + 6))[:3]
        if edge == TEXT and fill in (FILL_LIT, FILL_CHOSEN_LIT):  # the light is white
            out.append(b.name)
    return out


def chosen(app, buttons) -> list[str]:
    app.step()
    fills = (FILL_CHOSEN, FILL_CHOSEN_LIT)
    return [b.name for b in buttons if app.screen.get_at((b.rect.x + 6, b.rect.y + 6))[:3] in fills]


def test_the_main_menu_is_used_from_the_keyboard(app, drive):
    app.reset_to(MenuScene(app))
    m = app.top
    drive.move((5, 5))  # the pointer away from every button
    assert lit(app, m.buttons) == []
    drive.key(pygame.K_DOWN)
    # nothing is saved, so "resume" cannot be pressed and the light skips it
    assert not m.button("resume").enabled()
    assert lit(app, m.buttons) == ["two_players"]
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_TAB)
    assert lit(app, m.buttons) == ["vs_computer"]
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    drive.key(pygame.K_UP)
    drive.key(pygame.K_UP)  # round from the first live button to the last
    assert lit(app, m.buttons) == ["quit"]
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, NamesScene)


def test_the_light_leaves_resume_once_nothing_is_left_to_resume(app, drive):
    """Resume lit, the saved encuentros all deleted behind the menu, Esc back to it: Resume
    came back greyed but still lit, and Enter did nothing. The light goes to the first
    button that can be pressed."""
    saved = [True]
    app.reset_to(MenuScene(app))
    m = app.top
    m.button("resume").enabled = lambda: saved[0]
    drive.move((5, 5))
    drive.key(pygame.K_DOWN)
    assert lit(app, m.buttons) == ["resume"]
    saved[0] = False  # the last one deleted on the screen it opens
    assert lit(app, m.buttons) == ["two_players"]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, NamesScene)


def test_the_first_key_lights_the_top_button_whichever_way(app, drive):
    """↑ first came in at the bottom: on the menu that is "Quit", and ↑ Enter left the game."""
    app.reset_to(MenuScene(app))
    m = app.top
    drive.move((5, 5))
    drive.key(pygame.K_UP)
    assert lit(app, m.buttons) == ["two_players"]
    drive.key(pygame.K_RETURN)
    assert app.running and isinstance(app.top, NamesScene)


def test_the_pointer_and_the_keys_move_one_light(app, drive):
    app.reset_to(MenuScene(app))
    m = app.top
    drive.move(m.button("practice").rect.center)
    assert lit(app, m.buttons) == ["practice"]
    drive.key(pygame.K_DOWN)  # from where the pointer is
    assert lit(app, m.buttons) == ["vs_computer"]
    drive.key(pygame.K_SPACE)
    assert app.top.__class__.__name__ == "ComputerSetupScene"


def test_settings_light_one_row_and_the_arrows_cycle_it(app, drive):
    app.reset_to(MenuScene(app))
    app.push(SettingsScene(app))
    s = app.top
    assert lit(app, s.buttons) == ["language"]  # the keyboard starts on the first row
    drive.move(s.button("target").rect.center)
    # it lit two rows at once: the keyboard's and the pointer's
    assert lit(app, s.buttons) == ["target"]
    drive.key(pygame.K_RIGHT)
    assert s.button("target").label() == "Partida a 40 tantos"
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_LEFT)
    assert s.button("target").label() == "Partida a 20 tantos"
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert s.button("encuentro").label() == "Encuentro: al mejor de 5"
    assert settings_mod.load().encuentro_length == 5
    drive.key(pygame.K_UP)
    drive.key(pygame.K_UP)
    drive.key(pygame.K_UP)  # round to the last button: Back
    assert lit(app, s.buttons) == ["back"]
    drive.key(pygame.K_RIGHT)  # the arrows that cycle a row do nothing on Back
    assert app.top is s
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, MenuScene)


def test_the_arrows_cycle_every_row_of_the_settings_the_first_one_too(app, drive):
    """→ on the row the keyboard starts on, the language, ended the game (a KeyError: the row
    was asked for ends only stepped rows have); every row now goes round either way."""
    app.reset_to(MenuScene(app))
    app.push(SettingsScene(app))
    s = app.top
    drive.key(pygame.K_RIGHT)
    assert s.button("language").label() == "Language: English"
    drive.key(pygame.K_LEFT)
    assert s.button("language").label() == "Idioma: Español"
    for i, (name, _label, _fn) in enumerate(s.rows):
        s.focus.index = i
        before = s.button(name).label()
        drive.key(pygame.K_RIGHT)
        drive.key(pygame.K_LEFT)
        assert app.top is s and s.button(name).label() == before, name


def test_the_quit_question_takes_the_lit_choice(app, drive):
    app.reset_to(MenuScene(app))
    drive.move((5, 5))
    drive.key(pygame.K_ESCAPE)
    q = app.top
    assert isinstance(q, ConfirmScene)
    assert lit(app, q.buttons) == ["quit"]
    drive.key(pygame.K_RIGHT)
    assert lit(app, q.buttons) == ["back"]
    assert "Intro o Esc: Volver" in [d.text for d in app.fonts.drawn]  # both keys take Back
    drive.key(pygame.K_RETURN)
    assert app.running and isinstance(app.top, MenuScene)


def test_settings_over_an_encuentro_say_it_keeps_its_rules(app, drive):
    m = Match(("Ana", "Luis"), MatchSettings(target=30, partidas=3, ball1_pocket_value=2))
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=m)
    app.push(g)
    app.step()
    drive.key(pygame.K_ESCAPE)
    p = app.top
    assert isinstance(p, PauseScene)
    drive.click(p.button("settings").rect.center)
    s = app.top
    assert isinstance(s, SettingsScene)
    drive.click(s.button("target").rect.center)
    assert app.settings.target == 40
    drive.steps(1)
    shown = " ".join(d.text for d in app.fonts.drawn)
    assert "Este encuentro sigue con sus reglas (partida a 30 tantos, al mejor de 3," in shown
    assert "valen para el próximo; las demás, ya." in shown
    # the three rows the encuentro's rules keep are marked beside them, and only they
    marks = [d.rect for d in app.fonts.drawn if d.text == "próximo encuentro"]
    rows = {n: s.button(n).rect for n in ("target", "encuentro", "ball1", "shot_clock")}
    beside = {
        n
        for n, r in rows.items()
        for m in marks
        if m.left > r.right and r.top <= m.centery <= r.bottom
    }
    assert beside == {"target", "encuentro", "ball1"} and len(marks) == 3
    assert all(pygame.Rect((0, 0), app.size).contains(m) for m in marks)
    assert g.match.settings.target == 30
    # an encuentro of one partida says so, not "al mejor de 1"
    g.match = Match(("Ana", "Luis"), MatchSettings(target=30, partidas=1, ball1_pocket_value=2))
    s.playing = g.match.settings
    drive.steps(1)
    shown = " ".join(d.text for d in app.fonts.drawn)
    assert "(partida a 30 tantos, una sola partida," in shown
    # from the main menu there is no encuentro to name
    app.reset_to(MenuScene(app))
    app.push(SettingsScene(app))
    drive.steps(1)
    assert "Este encuentro" not in " ".join(d.text for d in app.fonts.drawn)


def lag_choice_match() -> Match:
    d = Match(("Ana", "Luis")).to_json()
    d.update(phase="lag_choice", lag_winner=0)
    return Match.from_json(d)


def test_break_or_cede_and_the_declared_option_are_chosen_with_the_keys(app, drive, play_match):
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=lag_choice_match())
    app.push(g)
    drive.move((5, 5))
    assert lit(app, g.choice_buttons) == []
    drive.key(pygame.K_RETURN)  # nothing lit: Enter lights the first choice, takes none
    assert lit(app, g.choice_buttons) == ["break"] and g.match.phase == Phase.LAG_CHOICE
    drive.key(pygame.K_RIGHT)
    assert lit(app, g.choice_buttons) == ["cede"]
    drive.key(pygame.K_RETURN)
    assert g.match.phase == Phase.SALIDA and g.match.to_move == 1  # Luis breaks

    # both balls inside the cabaña: the option is declared by keys too
    pos = Position.initial(T, {"2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=play_match(pos, phase="ball_in_hand", to_move=0))
    app.push(g)
    app.step()
    drive.click(g.view.to_screen((0.7, 0.2)))
    assert g.match.options() == ("pasar", "no_pasar", "bricole")
    drive.move((5, 5))
    drive.key(pygame.K_SPACE)  # nothing lit: Space lights the first option
    assert lit(app, g.option_buttons) == ["pasar"] and g.match.declared_option is None
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_UP)
    assert lit(app, g.option_buttons) == ["pasar"]
    drive.key(pygame.K_UP)  # round to the last
    assert lit(app, g.option_buttons) == ["bricole"]
    drive.key(pygame.K_SPACE)
    assert g.match.declared_option == "bricole"


def test_against_the_computer_the_level_is_chosen_with_the_keys_while_the_name_is_typed(app, drive):
    from chapo_game.ui.scenes.players import ComputerSetupScene

    app.reset_to(MenuScene(app))
    c = ComputerSetupScene(app)
    app.push(c)
    drive.move((5, 5))
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=" X"))  # Space types, presses nothing
    assert c.field.value == " X" and app.top is c  # in place of the default name
    drive.key(pygame.K_SPACE)
    assert app.top is c and lit(app, c.buttons) == []
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    # the light and the choice look different: level 3 lit, level 2 (remembered) chosen
    assert lit(app, c.buttons) == ["level3"] and chosen(app, c.buttons) == ["level2"]
    drive.key(pygame.K_RETURN)
    assert c.level == 3 and app.top is c  # Enter pressed the lit level, not Start
    assert chosen(app, c.buttons) == ["level3"]
    drive.move((6, 5))  # the pointer moves, over nothing: nothing lit, Enter starts
    drive.key(pygame.K_RETURN)
    g = app.top
    assert isinstance(g, GameScene)
    assert g.match.players == ("X", "Ordenador") and g.computers == {1: 3}


def test_typing_a_name_takes_the_keys_from_a_lit_button(app, drive):
    """↓ lit "Ventaja", then a name typed and Enter: Enter turned the head start round (to
    "Ana +5", and on at every later Enter) while two controls looked lit. Typing takes the
    light off; Enter goes on to the next name."""
    app.reset_to(MenuScene(app))
    n = NamesScene(app)
    app.push(n)
    drive.move((5, 5))
    drive.key(pygame.K_DOWN)
    assert lit(app, n.buttons) == ["head"]
    head = n.button("head").label()
    for ch in "Ana":
        drive.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert lit(app, n.buttons) == []
    drive.key(pygame.K_RETURN)
    assert n.button("head").label() == head and n.fields[1].focus  # on to the second name


def test_players_and_records_are_browsed_with_the_keys(app, drive):
    from ui_screens import records_with

    r = records_with(app, drive, "Ana", "Luis")
    assert chosen(app, r.buttons) == ["player:Ana"] and lit(app, r.buttons) == []
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    assert lit(app, r.buttons) == ["player:Luis"]
    drive.key(pygame.K_RETURN)
    assert chosen(app, r.buttons) == ["player:Luis"]
    assert "Luis" in [d.text for d in app.fonts.drawn]  # his record is the one shown
    drive.key(pygame.K_UP)
    drive.key(pygame.K_UP)  # round to the last button: Back
    assert lit(app, r.buttons) == ["back"]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, MenuScene)


def test_the_end_of_learn_to_play_is_left_with_the_keys(app, drive):
    from chapo_game.ui.scenes import tutorial as tut_scene
    from chapo_game.ui.tutorial import STEPS

    app.reset_to(MenuScene(app))
    t = tut_scene.TutorialScene(app)
    app.push(t)
    app.step()
    for _ in STEPS:
        drive.click(t.nav[1].rect.center)  # skip every step
    assert t.over
    drive.move((5, 5))
    # how a game is won, which no step said (with the settings' target and length)
    said = " ".join(texts(app))
    assert "Gana la partida quien llegue antes a 30 tantos, o de golpe con un chapó" in said
    assert "Encuentro: al mejor de 3 partidas." in said
    drive.key(pygame.K_RIGHT)
    assert lit(app, t.end_buttons) == ["again"]
    drive.key(pygame.K_RIGHT)
    assert lit(app, t.end_buttons) == ["play"]
    drive.key(pygame.K_RIGHT)
    assert lit(app, t.end_buttons) == ["end_menu"]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, MenuScene)


def test_the_end_of_learn_to_play_offers_a_game_against_the_computer(app, drive):
    """The closing panel offered only to start again or the menu: a learner had to find the
    game. Its middle button opens the game against the computer, Back going to the menu."""
    from chapo_game.ui.scenes import tutorial as tut_scene
    from chapo_game.ui.scenes.players import ComputerSetupScene

    app.reset_to(MenuScene(app))
    t = tut_scene.TutorialScene(app)
    app.push(t)
    t.go_to(len(t_steps()))
    app.step()
    assert t.over
    play = next(b for b in t.end_buttons if b.name == "play")
    drive.click(play.rect.center)
    assert isinstance(app.top, ComputerSetupScene)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_the_end_of_learn_to_play_says_a_single_partida_as_such(app):
    """An encuentro of one partida read "al mejor de 1" ("best of 1 partidas")."""
    from chapo_game.ui.scenes import tutorial as tut_scene

    app.apply_settings(app.settings.with_(encuentro_length=1))
    app.reset_to(MenuScene(app))
    t = tut_scene.TutorialScene(app)
    app.push(t)
    t.go_to(len(t_steps()))
    app.step()
    said = " ".join(texts(app))
    assert "Encuentro: una sola partida." in said and "al mejor de 1" not in said


def t_steps() -> list:
    from chapo_game.ui.tutorial import STEPS

    return list(STEPS)


def test_the_score_sheet_pages_with_the_keys_and_tab_still_closes_it(app, drive):
    import ui_screens

    from chapo_game.ui.scenes.sheet import ScoreSheetScene

    ui_screens.partida_over(app)
    g = app.top
    d = g.match.to_json()
    d.update(partida_number=2)  # a second partida begun: the first is a page back
    g.match = Match.from_json(d)
    app.push(ScoreSheetScene(app, g.match))
    s = app.top
    drive.move((5, 5))
    assert s.partida == 2
    drive.key(pygame.K_RIGHT)  # "Previous partida" is the first button that can be pressed
    assert lit(app, s.buttons) == ["prev"]
    drive.key(pygame.K_RETURN)
    assert s.partida == 1
    drive.key(pygame.K_TAB)
    assert app.top is g


@pytest.mark.parametrize("option", ["pasar", "no_pasar", "bricole"])
def test_an_option_played_at_once_from_the_keys_keeps_it(app, drive, play_match, option):
    """Enter places the ball in hand, the keys declare the option, Space plays the start the
    window offers: a bank off the foot cushion for pasar and bricole, a soft roll for no
    pasar — never the foul of a straight shot at a ball inside the cabaña."""
    pos = Position.initial(T, {"2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=play_match(pos, phase="ball_in_hand", to_move=0))
    app.push(g)
    drive.move((5, 5))
    drive.key(pygame.K_RETURN)
    assert g.match.position.balls["1"] is not None and not g.placing
    for _ in range(("pasar", "no_pasar", "bricole").index(option) + 1):
        drive.key(pygame.K_DOWN)
    assert lit(app, g.option_buttons) == [option]
    drive.key(pygame.K_RETURN)
    assert g.match.declared_option == option
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    row = g.match.sheet.rows[-1]
    assert row.foul is None, row.foul
    assert g.scoreboard_texts()["turn"].startswith("Juega Luis")


def test_the_keypad_enter_starts_the_next_partida(app, drive):
    """At the end of a partida with nothing lit, a first Enter lights the next partida and a
    second begins it; the keypad's Enter is the same key to a player (it did nothing there)."""
    import ui_screens

    ui_screens.partida_over(app)
    g = app.top
    drive.move((5, 5))
    assert lit(app, g.end_buttons) == []
    # nothing lit, and said (it was not: the break and the options said it, this panel not)
    assert "Pulse un botón, o elija con las flechas e Intro." in " ".join(texts(app))
    drive.key(pygame.K_KP_ENTER)
    assert lit(app, g.end_buttons) == ["next_partida"] and g.match.partida_number == 1
    drive.key(pygame.K_KP_ENTER)
    assert g.match.partida_number == 2 and g.match.phase == Phase.SALIDA


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN])
def test_a_key_over_the_encuentros_end_takes_no_rematch_unseen(app, drive, key):
    """The encuentro won, its celebration up: a Space meant to end the confetti, then one more
    from habit, leave the result on the screen with the score sheet lit (the habit's third
    press opens it); only a press on Rematch, lit by the arrows, starts another encuentro."""
    from types import SimpleNamespace

    import ui_screens

    from chapo_game.ui.scenes.celebrate import CelebrationScene, moments

    ui_screens.encuentro_over(app)
    g = app.top
    drive.move((5, 5))
    moment = moments(SimpleNamespace(chapo=False, shooter=0), g.match)[-1]
    assert moment.kind == "encuentro"
    app.push(CelebrationScene(app, moment))
    drive.key(key)  # ends the celebration
    assert app.top is g and g.match.phase == Phase.ENCUENTRO_OVER
    drive.key(key)
    assert g.match.phase == Phase.ENCUENTRO_OVER and lit(app, g.end_buttons) == ["sheet"]
    assert g.end_texts()["title"]  # the result is still said
    drive.key(key)
    assert app.top is not g and g.match.phase == Phase.ENCUENTRO_OVER  # the sheet, over it
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_RIGHT)
    assert app.top is g and lit(app, g.end_buttons) == ["rematch"]
    g.replay_record = object()  # as if the winning shot could be watched again (V)
    drive.key(key)
    assert g.match.phase == Phase.LAG
    # the new encuentro starts with nothing drawn lit (the buttons are the same ones: the
    # next break-or-cede showed "Salir" lit, and the first arrow seemed to do nothing) and
    # nothing of the last one to replay
    assert not any(b.hover for b in [*g.end_buttons, *g.choice_buttons, *g.option_buttons])
    assert g.replay_record is None and not g.can_replay()


def test_a_click_on_the_celebrations_banner_presses_no_button_under_it(app, drive):
    """The banner covers the end panel, its buttons too: a click on it ends the confetti and
    nothing else (over "Revancha" it started a rematch unseen); a click beside it goes on to
    what is there."""
    from types import SimpleNamespace

    import ui_screens

    from chapo_game.ui.scenes.celebrate import FRAMES, CelebrationScene, moments

    ui_screens.encuentro_over(app)
    g = app.top
    app.step()  # the end panel laid out: its buttons have their places
    rematch = next(b for b in g.end_buttons if b.name == "rematch").rect.center
    c = CelebrationScene(app, moments(SimpleNamespace(chapo=False, shooter=0), g.match)[-1])
    c.frame = FRAMES // 2
    app.push(c)
    assert c.banner_rect().collidepoint(rematch)
    drive.click(rematch)
    assert app.top is g and g.match.phase == Phase.ENCUENTRO_OVER
    c = CelebrationScene(app, moments(SimpleNamespace(chapo=False, shooter=0), g.match)[-1])
    c.frame = FRAMES // 2
    app.push(c)
    drive.click(g.pause_button.rect.center)  # beside the banner: the pause opens
    assert app.top is not g and not isinstance(app.top, CelebrationScene)


def test_fullscreen_toggled_with_the_keys_keeps_the_lit_row(app, drive):
    """A window changing mode sends a pointer motion that moved nothing (rel 0, 0): the lit
    row went dark, and ← did nothing, ↓ started again at the top."""
    from ui_screens import settings_row

    app.reset_to(MenuScene(app))
    row = settings_row(app, "fullscreen")
    s = app.top
    while lit(app, s.buttons) != ["fullscreen"]:
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    fullscreen = app.settings.fullscreen
    drive.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert lit(app, s.buttons) == ["fullscreen"] and row.hover
    drive.key(pygame.K_RETURN)
    assert app.settings.fullscreen != fullscreen
    drive.move((7, 9))  # the pointer itself moved: the light follows it, as before
    assert lit(app, s.buttons) == []


def test_a_held_arrow_keeps_turning_the_aim_and_a_tap_turns_it_once(app, drive, play_match):
    """Held for eight seconds, Left turned the aim by one degree: the window repeats no key
    (Enter held must not strike again), so the arrows repeat by themselves once held."""
    from chapo_game.ui.keyrepeat import DELAY, INTERVAL, ArrowRepeat

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, match=play_match(pos))
    app.reset_to(MenuScene(app))
    app.push(g)
    now, held = [0.0], {pygame.K_LEFT}
    app.arrows = ArrowRepeat(clock=lambda: now[0], down=lambda key: key in held)
    start = g.aim.state.angle
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    app.step()
    assert g.aim.state.angle == pytest.approx(start + 1)  # the press itself
    for _ in range(round((DELAY + 10 * INTERVAL) / INTERVAL)):  # held a second
        now[0] += INTERVAL
        app.step()
    turned = g.aim.state.angle - start
    assert turned == pytest.approx(18)  # twenty steps a second, growing after half a second
    held.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0))
    for _ in range(10):
        now[0] += INTERVAL
        app.step()
    assert g.aim.state.angle - start == pytest.approx(turned)  # let go: it stops
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
    held.add(pygame.K_RETURN)
    assert app.arrows.more([enter]) == [enter]
    now[0] += 1.0
    assert app.arrows.more([]) == []  # Enter held strikes once, never again by itself


def test_a_held_side_arrow_turns_faster_the_longer_it_is_held_and_shift_stays_fine(app, play_match):
    """Left held turned the aim a degree a repeat: a right angle took 4.8 s. Now its step
    grows after half a second held, a degree each fifth of a second up to six: a right angle
    in 1.7 s. A press is still one degree, and Shift's tenth stays a tenth however long."""
    from chapo_game.ui.keyrepeat import ArrowRepeat

    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, match=play_match(pos))
    app.reset_to(MenuScene(app))
    app.push(g)
    now = [0.0]
    app.arrows = ArrowRepeat(clock=lambda: now[0], down=lambda key: True)
    pygame.event.clear()

    def held(mod: int, seconds: float) -> float:
        """How far Left, pressed with ``mod`` and held ``seconds`` at 60 frames a second,
        turns the aim (degrees)."""
        pygame.key.set_mods(mod)  # what the repeats read, as the keyboard holds it now
        start = g.aim.state.angle
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=mod))
        app.step()
        for _ in range(round(seconds * 60)):
            now[0] += 1 / 60
            app.step()
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=mod))
        app.step()
        return round((g.aim.state.angle - start) % 360, 6)

    try:
        assert held(0, 0) == 1  # a press: exactly a degree
        assert held(0, 1.65) < 90 <= held(0, 1.72)  # a right angle in 1.7 s held (4.8 s before)
        # a tenth a repeat, held nearly 3 s: the press and 52 repeats (0.4 s to 2.95 s; at a
        # degree and more each, as unshifted, it would be over 200)
        assert held(pygame.KMOD_SHIFT, 2.97) == pytest.approx(0.1 * (1 + 52))
    finally:
        pygame.key.set_mods(0)


def test_a_held_arrow_cycles_no_setting_and_turns_no_page_by_itself(app, drive):
    """Held Right on "Pantalla completa" flipped it twelve times a second (and saved each)."""
    from chapo_game.ui.scenes.rules_screen import RulesScene

    app.reset_to(MenuScene(app))
    app.push(SettingsScene(app))
    s = app.top
    drive.move(s.button("target").rect.center)
    drive.key(pygame.K_RIGHT)
    assert s.button("target").label() == "Partida a 40 tantos"
    held = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", repeat=True)
    drive.post(held, held, held)
    assert s.button("target").label() == "Partida a 40 tantos"  # a row steps once a press
    app.push(RulesScene(app))
    r = app.top
    drive.key(pygame.K_RIGHT)
    assert r.page == 1
    drive.post(held, held)
    assert r.page == 1  # a page a press


def test_the_softest_power_the_keys_set_still_strikes(app, drive, play_match):
    """Down held to the bottom of the bar left power 0, where Space did nothing, unsaid."""
    pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    g = GameScene(app, match=play_match(pos))
    app.reset_to(MenuScene(app))
    app.push(g)
    for _ in range(30):
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_SPACE)
    assert g.animating


def test_the_spin_keys_set_the_same_tip_at_every_window_size(app, drive, play_match):
    """W A S D moved the tip a tenth of the ball through a pixel of the spin face and back:
    D D D W W A struck side 0.179 at 960×540 and 0.201 at 1280×720, and the ball stopped 6 cm
    apart. Now the tenths are the ball's, whatever the face's size."""
    from ui_screens import open_game

    keys = [pygame.K_d, pygame.K_d, pygame.K_d, pygame.K_w, pygame.K_w, pygame.K_a]
    tips = set()
    for size in ((960, 540), (1280, 720), (1366, 768), (1920, 1080)):
        app.resize_window(size)
        pos = Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
        g = open_game(app, play_match(pos))
        for k in keys:
            drive.key(k)
        tips.add((g.aim.state.side, g.aim.state.vertical))
    assert tips == {(0.2, 0.2)}


def test_the_spin_keys_slide_the_tip_round_the_rim_and_back(app, drive, play_match):
    """At the rim, each step drawn the tip in anew: D slid it round, shrinking the top spin
    unasked, and A did not undo D — W×6, D×4, A×4 ended off centre, below the top. The keys
    now remember where they take the tip; a click on the face starts them from the click."""
    from ui_screens import open_game

    g = open_game(app, play_match(Position.initial(T, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    st = g.aim.state
    for k in [pygame.K_w] * 6:
        drive.key(k)
    top = (st.side, st.vertical)
    assert top == (0.0, 0.6)  # the rim
    for k in [pygame.K_d] * 4:
        drive.key(k)
    assert st.side > 0.0 and math.hypot(st.side, st.vertical) == pytest.approx(0.6, abs=0.002)
    for k in [pygame.K_a] * 4:
        drive.key(k)
    assert (st.side, st.vertical) == top
    for k in [pygame.K_d] * 6:  # round to the right side; W then goes back up the rim
        drive.key(k)
    assert (st.side, st.vertical) == (0.6, 0.0)
    drive.key(pygame.K_w)
    assert st.vertical == 0.1 and st.side == pytest.approx(0.59, abs=0.002)
    st.side, st.vertical = 0.424, 0.424  # set by the pointer: S takes follow off, not side
    drive.key(pygame.K_s)
    assert (st.side, st.vertical) == (0.424, 0.324)
    face = g.aim.spin_rect
    drive.click((face.centerx, face.centery))  # the centre, by the pointer
    drive.key(pygame.K_s)
    assert (st.side, st.vertical) == pytest.approx((0.0, -0.1), abs=0.02)


def test_the_caption_says_the_keys_for_the_lag_and_the_ball_in_hand(app, drive, new_salida):
    """A player without a mouse is told, where the mouse's way is said or plain to see, which
    keys strike the lag and place the ball in hand; the computer's placing says nothing."""
    open_game(app, Match(("Ana", "Luis")))
    said = " ".join(texts(app))  # the caption's lines, wrapped
    assert "suelte (o arriba/abajo para la fuerza, y Espacio)." in said
    app.reset_to(MenuScene(app))
    open_game(app, new_salida())
    hint = "Bola en mano: pulse en la cabaña para dejarla (o las flechas la mueven, Intro la deja)."
    assert hint in " ".join(texts(app))
    app.reset_to(MenuScene(app))
    open_game(app, new_salida(), computers={0: 2})
    assert "Bola en mano" not in " ".join(texts(app))


def test_the_caption_says_what_break_and_cede_mean_and_that_the_keys_choose_them(app, drive):
    """Break-or-cede and the options' question open with nothing lit: the caption says the
    arrows and Enter choose too (a player without a mouse saw no way in), and what each
    choice of the lag means."""
    from ui_screens import SCREENS, match_json

    SCREENS["lag_choice"](app)
    app.step()
    said = " ".join(texts(app))
    assert (
        "Hacer la salida: sale Maximiliano Ñúñez; ceder: sale Wenceslao Wöhlke. También "
        "se elige con las flechas e Intro."
    ) in said
    app.reset_to(MenuScene(app))
    SCREENS["options"](app)
    app.step()
    assert "Declare el tiro antes de tirar; también se elige con las flechas e Intro." in " ".join(
        texts(app)
    )
    app.reset_to(MenuScene(app))
    open_game(
        app, match_json(phase="lag_choice", breaker=None, first_breaker=None), computers={0: 2}
    )
    assert "Hacer la salida: " not in " ".join(
        texts(app)
    )  # the computer's choice: nothing to press


def test_the_settings_screen_says_how_the_keys_change_a_row(app, drive):
    """Only the code said that left and right change the lit row: a player without a mouse
    had no way to learn it. The screen says it beside the rows, whole, at every size, and
    the keys do what it says."""

    said = "Arriba/abajo: una fila. Izquierda/derecha o Intro: cambiarla. Esc: volver."
    for size, large in (((960, 540), False), ((1366, 768), True), ((1920, 1080), False)):
        app.resize_window(size)
        app.apply_settings(app.settings.with_(large_text=large))
        app.reset_to(MenuScene(app))
        s = SettingsScene(app)
        app.push(s)
        app.step()
        drawn = [d for d in app.fonts.drawn if d.kind == "text" and d.layer == len(app.scenes) - 1]
        told = [d for d in drawn if d.text and d.text in said]
        assert " ".join(d.text for d in told).split() == said.split(), size
        for d in told:
            assert pygame.Rect((0, 0), size).contains(d.rect)
            assert all(not d.rect.colliderect(b.rect) for b in s.buttons)
    drive.key(pygame.K_DOWN)  # "Partida a 30 tantos" lit
    target = app.settings.target
    drive.key(pygame.K_RIGHT)
    assert app.settings.target != target


def test_the_side_panels_buttons_name_their_keys_and_the_key_does_what_the_click_does(
    app, drive, play_match
):
    """Taco seco and Mover la bola said their keys (X, M) only on the controls screen: a
    player at the keyboard saw a button and no way to it but the mouse."""
    pos = Position.initial(T, {"2": (0.3, 0.3)}).with_ball("mingo", (1.0, 0.4))
    g = open_game(app, play_match(pos, phase="ball_in_hand", to_move=0))
    drive.click(g.view.to_screen((0.7, 0.2)))  # placed: both other balls inside, the question
    drive.click(g.option_buttons[2].rect.center)  # bricole: the seco cue may play it
    seco, move = g.aim.buttons[1], g.move_button
    assert seco.enabled() and move.enabled() and not g.placing
    keys = {b.name: b.label().split("(")[1][0] for b in (seco, move)}
    assert keys == {"seco": "X", "move": "M"}
    drive.key(pygame.key.key_code(keys["seco"].lower()))
    assert g.aim.state.cue == "seco" and "(X)" in seco.label()
    drive.key(pygame.key.key_code(keys["move"].lower()))
    assert g.placing  # the ball in hand follows the pointer again


def test_a_button_greyed_under_the_pointer_shows_no_light(app, drive, play_match):
    """Only the keys' light stays on a button its press greyed: Strike clicked, greyed while
    the shot rolls, kept the pointer's white edge after the pointer had left it."""
    pos = Position.initial(T, {"1": (0.71, 0.9), "2": (0.3, 2.3)})
    g = open_game(app, play_match(pos))
    strike = g.aim.buttons[0]
    drive.move(strike.rect.center)
    drive.click(strike.rect.center)
    assert g.animating and not strike.enabled()
    drive.move((5, 5))
    app.step()
    assert app.screen.get_at((strike.rect.x, strike.rect.centery))[:3] != TEXT
    drive.until(lambda: not g.animating)  # ready again: not lit, the pointer far from it
    app.step()
    assert not strike.hover and app.screen.get_at((strike.rect.x, strike.rect.centery))[:3] != TEXT


def test_against_the_computer_the_setup_says_which_level_brings_the_helps(app, drive):
    """A newcomer who took the level offered (2) had neither the maestro's advice nor his
    ball's path, and nothing said they came with level 1; with the advice on in every partida
    (Settings), or the guides off, it says as much."""
    from chapo_game.ui.scenes.players import ComputerSetupScene

    app.reset_to(MenuScene(app))
    c = ComputerSetupScene(app)
    app.push(c)
    c.level = 2
    app.step()
    said = " ".join(texts(app))
    assert "El consejo del maestro (H) y la trayectoria de su bola vienen con el nivel 1." in said
    drive.click(c.levels[0].rect.center)
    assert "Con este nivel: el consejo del maestro (H) y la trayectoria de su bola tras el " in (
        " ".join(texts(app))
    )
    app.apply_settings(app.settings.with_(match_advice=True))
    drive.click(c.levels[2].rect.center)
    assert "la trayectoria de su bola, solo con el nivel 1." in " ".join(texts(app))
    app.apply_settings(app.settings.with_(match_advice=False, match_guides=False))
    app.step()
    assert "consejo del maestro" not in " ".join(texts(app))


def test_the_end_panels_keys_are_said_only_once_its_buttons_show(app, drive):
    """At a partida's end the caption says the arrows and Enter choose on the end panel; for
    the 2.5 s the won partida's banner covers that panel, it said so under the banner, over
    choices nobody could see (the play-test's screenshot). It says it once the banner is
    gone."""
    from ui_screens import SCREENS

    def every_layer() -> str:
        return " ".join(d.text for d in app.fonts.drawn if d.kind == "text")

    keys = "Pulse un botón, o elija con las flechas e Intro."
    SCREENS["celebration"](app)
    app.step()
    assert "Partida para" in every_layer() and keys not in every_layer()
    drive.key(pygame.K_RETURN)  # ends the banner, and only that
    app.step()
    assert "Partida para" not in every_layer() and keys in every_layer()
