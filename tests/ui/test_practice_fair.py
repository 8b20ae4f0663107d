"""Practice keeps its word: a drill's goal is met only by a shot legal in a game, once a
stroke; Restore and Undo never leave balls on one another nor the cue on the wrong ball; a kept
position is only a kept position, whatever its file is called."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pygame
from test_practice import caption
from ui_screens import choose_drill

from chapo_game import i18n, kept_positions
from chapo_game.ai.start import free_start
from chapo_game.position import Position, position_problems
from chapo_game.table import get_table
from chapo_game.ui.drills import drills, start_angle
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.widgets import TEXT

T = get_table()


def practice(app, drive, drill: str | None = None) -> PracticeScene:
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    drive.steps(1)
    if drill is not None:
        choose_drill(app, drive, p, [n for n, _pos in p.drill_list].index(drill))
    return p


def strike(drive, p: PracticeScene, key: int = pygame.K_SPACE) -> None:
    drive.key(key)
    drive.until(lambda: not p.animating)
    drive.steps(1)


def test_a_drill_shot_that_would_be_a_foul_in_a_game_meets_no_goal_and_says_which(app, drive):
    """The salida's bank onto the mingo: with the taco it meets the goal; with the seco cue
    it is 000 foul 8 (the seco meets a ball before a cushion) and the caption says so ("Goal
    met: 1 of 1" was shown for it)."""
    p = practice(app, drive, "The salida")
    p.aim.state.angle = free_start(T, p.position, "1", None, p.drill_match)
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo cumplido: 1 de 1 ")
    drive.key(pygame.K_u)
    drive.key(pygame.K_x)  # the seco cue
    assert p.aim.state.cue == "seco"
    strike(drive, p)
    said = caption(app, p)
    assert said.startswith("Objetivo no cumplido, falta en partida (con el taco seco")
    assert "): 1 de 2 " in said


def test_repeat_says_the_verdict_again_but_adds_nothing_to_the_tally(app, drive):
    """R plays the very same stroke: the physics gives the same result, so counting it pumped
    the session's tally up with one key ("2 of 2", "3 of 3" …)."""
    p = practice(app, drive)
    p.aim.state.angle -= 8  # the cut that sends the mingo into the rey
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo cumplido: 1 de 1 ")
    for _ in range(2):
        strike(drive, p, pygame.K_r)
        assert caption(app, p).startswith("Objetivo cumplido: 1 de 1 (repetición: no cuenta) ")
    assert p.tally["Rey off the mingo"] == (1, 1)
    drive.key(pygame.K_u)  # a new stroke from the drill counts
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo cumplido: 2 de 2 ")


def test_the_rey_drill_is_a_cut_not_the_cue_as_offered(app, drive):
    """Space with the cue as offered (straight at the mingo) met "Cut the mingo into the rey"
    (it took the rey and two laterals): now it sends the mingo past the cross."""
    p = practice(app, drive)
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo no cumplido (el rey sigue en pie): 0 de 1 ")


def test_restore_never_puts_a_ball_on_another(app, drive):
    """A ball resting where a missing ball is restored to: the missing one goes beside it
    (it went exactly on it — ball 1 vanished under ball 2 and no shot could be played)."""
    p = practice(app, drive, "The salida")
    assert p.position.balls["2"] is None  # the salida: ball 2 is off the table
    where_2_goes = (T.width * 0.7, T.length * 0.15)
    p.position = p.position.with_ball("1", where_2_goes)
    drive.click(p.button_named("restore").rect.center)
    balls = p.position.balls
    assert balls["1"] == where_2_goes and balls["2"] is not None and balls["mingo"] is not None
    assert next(position_problems(p.position, T), None) is None
    strike(drive, p)
    assert "simulación" not in caption(app, p)


def _screen(p: PracticeScene, ball: str) -> tuple[int, int]:
    x, y = p.view.to_screen(p.position.balls[ball])
    return round(x), round(y)


def test_undo_while_a_ball_is_held_puts_it_back_and_no_drop_follows(app, drive):
    """U under a drag popped the press's own undo step: the ball could then be dropped on
    another (no history left to refuse it) and the table could be neither played nor kept.
    U puts the ball back where it was taken and ends the drag (it did nothing, a while):
    the rest of the drag, let go on the mingo, drops nothing."""
    p = practice(app, drive)
    drive.click(p.button_named("edit").rect.center)
    before = p.position
    b1, mingo = _screen(p, "1"), _screen(p, "mingo")
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b1, button=1))
    drive.move((b1[0] + 5, b1[1] + 5), buttons=(1, 0, 0))
    drive.key(pygame.K_u)
    assert p.grab is None and p.position == before and p.history == []  # back, its step gone
    drive.move(mingo, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mingo, button=1))
    assert p.grab is None and p.position == before  # nothing dropped on the mingo
    assert next(position_problems(p.position, T), None) is None


def test_undo_back_to_the_drill_as_set_gives_back_its_ball_and_first_aim(app, drive):
    """Ball 1 dragged off the table (the cue went to the mingo), then undone: the drill is
    as set and its goal said, and the cue is on ball 1 again, where the drill aims it (it
    stayed on the mingo, pointing away, and a shot from there was never judged)."""
    p = practice(app, drive, "The salida")
    start = p.position
    drive.click(p.button_named("edit").rect.center)
    b1 = _screen(p, "1")
    off = p.view.to_screen((p.position.balls["1"][0], -0.3))  # beyond the head cushion
    off = (round(off[0]), round(off[1]))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b1, button=1))
    drive.move(off, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=off, button=1))
    assert p.position.balls["1"] is None and p.ball == "mingo"
    drive.click(p.button_named("edit").rect.center)
    drive.key(pygame.K_u)
    assert p.position == start and p.ball == "1" and p.aim.ball == "1"
    assert p.aim.state.angle == start_angle("The salida", T, start, "1")
    assert p.button_named("ball").label() == "Bola: 1"


def test_the_drill_button_says_when_its_position_has_been_edited(app, drive):
    """After the editor has moved ball 2, the button still said "Ejercicio: La salida" over a
    table no longer that drill, its goal gone: it says "(modificado)", a shot after it too,
    until Undo is back at the drill as set or a drill is set again. Opening and closing the
    editor with nothing changed changes nothing."""
    p = practice(app, drive, "The salida")
    label = p.button_named("drill").label
    assert label() == "Ejercicio: La salida"
    drive.click(p.button_named("edit").rect.center)
    drive.click(p.button_named("edit").rect.center)  # nothing moved
    assert label() == "Ejercicio: La salida"
    drive.click(p.button_named("edit").rect.center)
    drive.key(pygame.K_1)  # ball 1 taken by its key, nudged, put down
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_RETURN)
    drive.click(p.button_named("edit").rect.center)
    assert label() == "Ejercicio: La salida (modificado)"
    drive.steps(1)
    assert any(d.text == "Ejercicio: La salida (modificado)" for d in app.fonts.drawn)
    strike(drive, p)
    assert label() == "Ejercicio: La salida (modificado)"
    drive.key(pygame.K_u)
    drive.key(pygame.K_u)
    drive.key(pygame.K_u)
    assert label() == "Ejercicio: La salida"
    strike(drive, p)  # a shot from the drill as set is the drill's
    assert label() == "Ejercicio: La salida"
    strike(drive, p)
    drive.key(pygame.K_e)  # Undo in the editor is no edit: the shot undone, nothing changed
    drive.key(pygame.K_u)
    drive.key(pygame.K_e)
    assert label() == "Ejercicio: La salida"
    strike(drive, p)
    drive.key(pygame.K_e)  # a drop refused back where it was (ball 1 onto the mingo) is no edit
    b1, b2 = _screen(p, "1"), _screen(p, "mingo")
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b1, button=1))
    drive.move(b2, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b2, button=1))
    drive.key(pygame.K_e)
    assert p.position == p.shot_left and label() == "Ejercicio: La salida"
    drive.click(p.button_named("restore").rect.center)  # Restore is one: the pins stood up
    assert p.position.pins == p.drill_list[p.drill_index][1].pins
    assert label() == "Ejercicio: La salida (modificado)"


def test_a_kept_position_named_like_a_ready_made_drill_is_only_a_kept_position(app, drive):
    """Files a club drops in are listed by their names, never looked up in the catalogue
    ("Undo" read "Deshacer") nor taken for a ready-made drill (one called "The salida" had
    that drill's goal, tally and first aim)."""
    salida = dict(drills(T))["The salida"]
    for name in ("The salida", "Undo", "La salida"):
        kept, why = kept_positions.save(salida, name, T)
        assert kept is not None, why
    p = practice(app, drive)
    drive.click(p.button_named("drill").rect.center)
    labels = [b.label() for b in app.top.drills]
    assert labels.count("La salida") == 1 and "The salida" in labels and "Undo" in labels
    assert "Deshacer" not in labels
    assert "La salida (guardada)" in labels  # kept under the drill's Spanish name: told apart
    drive.key(pygame.K_ESCAPE)
    i = len(p.builtin) + [k.name for k in p.kept].index("The salida")
    choose_drill(app, drive, p, i)
    assert p.button_named("drill").label() == "Ejercicio: The salida"
    assert p.position == salida and p.fresh_drill() == ""
    assert "La salida: desde la cabaña" not in caption(app, p)  # no drill's goal
    strike(drive, p)
    assert "Objetivo" not in caption(app, p) and p.tally == {}


def test_a_kept_caption_follows_a_language_change(app, drive):
    """ "Guardada como …" stayed in Spanish on a table switched to English."""
    p = practice(app, drive)
    p.keep_as("Mía")
    drive.steps(1)
    assert "Guardada como «Mía»" in caption(app, p)
    try:
        app.apply_settings(app.settings.with_(language="en"))
        drive.steps(1)
        assert "Kept as “Mía”" in caption(app, p)
    finally:
        app.apply_settings(app.settings.with_(language="es"))


def test_deleting_is_asked_in_words_that_suit_a_position_and_an_encuentro(app, drive):
    """ "¿Borrar la posición guardada …?" was answered "Borrarlo / Conservarlo" (a position is
    feminine, an encuentro masculine): the buttons say "Borrar" and "Conservar"."""
    p = practice(app, drive)
    p.keep_as("Mía")
    p.ask_delete()
    drive.steps(1)
    assert app.top.button("delete").label() == "Borrar"
    assert app.top.button("keep").label() == "Conservar"
    # Keep lit at once, its key said: Enter did nothing, and nothing said which it took
    shown = [d.text for d in app.fonts.drawn]
    assert app.top.button("keep").hover and any("Intro o Esc: Conservar" in t for t in shown), shown
    drive.key(pygame.K_RETURN)
    assert app.top is p and (kept_positions.folder() / "Mía.json").is_file()


def test_a_removed_ball_comes_back_by_its_key_in_edit_mode(app, drive):
    """The docstring promised a removed ball's button to bring it back; there was none, and
    Restore, the only way, also stood every pin up again."""
    p = practice(app, drive, "The salida")
    assert p.position.balls["2"] is None
    drive.click(p.button_named("edit").rect.center)
    knocked = p.position.with_pin("rey", replace(p.position.pins["rey"], standing=False))
    p.position = knocked
    drive.key(pygame.K_2)
    assert p.position.balls["2"] is not None and not p.position.pins["rey"].standing
    assert next(position_problems(p.position, T), None) is None
    drive.key(pygame.K_u)
    assert p.position == knocked  # undone like any edit


def test_a_refused_drop_says_why_and_r_plays_nothing_while_editing(app, drive):
    """A ball dropped on another went back with no word, as if dragging were broken; R
    played the last shot while editing, its caption hidden under the edit's."""
    p = practice(app, drive)
    strike(drive, p)
    drive.key(pygame.K_u)
    drive.click(p.button_named("edit").rect.center)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= p.bottom_rect.top)
    assert "(1, 2, 3 o el botón «Bola» la devuelven)" in said
    b1, mingo = _screen(p, "1"), _screen(p, "mingo")
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b1, button=1))
    drive.move(mingo, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mingo, button=1))
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= p.bottom_rect.top)
    assert "Ahí no: sobre el mingo. Busque un sitio libre." in said  # which, not "or a pocket"
    before = p.position
    drive.key(pygame.K_r)
    assert not p.animating and p.position == before


def test_no_ball_comes_back_nor_repeat_plays_under_a_drag_or_while_editing(app, drive):
    """2 pressed with ball 1 held over the mingo saved the table as it was mid-drag, and the
    refused drop went back to it — one ball on another; the Repeat button played the last
    shot while editing (the R key no longer did). A refused drop's words go with Undo."""
    p = practice(app, drive, "The salida")
    strike(drive, p)
    drive.key(pygame.K_u)
    drive.click(p.button_named("edit").rect.center)
    assert not p.button_named("repeat").enabled()
    drive.click(p.button_named("repeat").rect.center)
    assert not p.animating
    b1, mingo = _screen(p, "1"), _screen(p, "mingo")
    before = p.position
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b1, button=1))
    drive.move(mingo, buttons=(1, 0, 0))
    drive.key(pygame.K_2)  # held: no ball comes back now
    assert p.position.balls["2"] is None
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mingo, button=1))
    assert p.position == before and p.refused
    assert next(position_problems(p.position, T), None) is None
    drive.key(pygame.K_2)
    assert p.position.balls["2"] is not None and not p.refused
    drive.key(pygame.K_u)
    assert p.position == before and not p.refused


def test_a_refused_drop_says_what_the_held_piece_may_not_go_on(app, drive):
    """A pin dropped on the rey is refused as a pin's drop, naming the rey ("sobre el rey");
    a ball dropped on a standing pin is taken and knocks it down, so a ball's words never name
    pins."""
    p = practice(app, drive)
    drive.click(p.button_named("edit").rect.center)
    pins = p.position.pins
    lateral = tuple(round(c) for c in p.view.to_screen(pins["lateral_head"].xy))
    rey = tuple(round(c) for c in p.view.to_screen(pins["rey"].xy))
    before = p.position
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=lateral, button=1))
    drive.move(rey, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rey, button=1))
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= p.bottom_rect.top)
    assert p.position == before and "Ahí no: sobre el rey. Busque un sitio libre." in said
    b1 = _screen(p, "1")
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b1, button=1))
    drive.move(rey, buttons=(1, 0, 0))
    drive.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rey, button=1))
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= p.bottom_rect.top)
    assert not p.refused and not p.position.pins["rey"].standing and "Ahí no" not in said


def test_keeping_the_position_while_editing_says_so(app, drive):
    """Guardar posición in edit mode kept the position, but "Guardada como …" showed only once
    the player left edit mode: the edit's instructions covered it. Said at once; the next
    press on the table gives the instructions back."""
    p = practice(app, drive)
    drive.click(p.button_named("edit").rect.center)
    drive.click(p.keep_button.rect.center)
    drive.key(pygame.K_RETURN)  # as "Mi posición 1"
    drive.steps(1)
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= p.bottom_rect.top)
    assert p.edit and "Guardada como «Mi posición 1»" in said
    drive.click(p.view.to_screen((0.3, 2.0)))  # a press on the cloth, on nothing
    said = " ".join(d.text for d in app.fonts.drawn if d.rect.top >= p.bottom_rect.top)
    assert "Guardada como" not in said and "(1, 2, 3 o el botón «Bola» la devuelven)" in said


def test_the_buttons_on_top_are_reached_with_tab(app, drive):
    """The drills, Restore and Keep were the mouse's alone (the arrows and Enter aim and
    strike). Tab lights a button on top and Enter presses it; another key puts the light
    out, and Enter strikes again."""
    from chapo_game.ui.scenes.drill_chooser import DrillChooser

    p = practice(app, drive)
    drive.move((5, 5))
    bar = [*p.tool_buttons, p.keep_button]
    drill = next(b for b in bar if b.name == "drill")
    for _ in range(len(bar)):
        drive.key(pygame.K_TAB)
        if drill.hover:
            break
    assert drill.hover and sum(b.hover for b in bar) == 1
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, DrillChooser) and not p.animating
    drive.key(pygame.K_ESCAPE)
    assert app.top is p and not any(b.hover for b in bar)
    drive.key(pygame.K_RETURN)  # the light went out under the chooser: Enter strikes
    assert p.animating and app.top is p
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_TAB)
    drive.key(pygame.K_TAB)
    second = next(b for b in bar if b.hover)
    drive.key(pygame.K_LSHIFT)  # Shift comes as a key of its own before Shift+Tab
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert [b.hover for b in bar].index(True) == bar.index(second) - 1  # back one
    drive.key(pygame.K_LEFT)  # aiming: the light goes out
    assert not any(b.hover for b in bar)
    drive.key(pygame.K_TAB)
    drive.move(p.view.to_screen(p.position.balls["mingo"]))  # the pointer aims: out too
    drive.key(pygame.K_RETURN)
    assert p.animating and app.top is p  # Enter strikes (it pressed an unseen light)


def test_a_position_is_edited_with_the_keys_alone(app, drive):
    """Editing was the mouse's alone. 1, 2, 3 take a ball, P a pin; the arrows move it (1 cm,
    Shift 2 mm), Space lays a held pin down or stands it up, Enter puts it down — refused on
    another ball, as a drop is; U undoes the move."""
    p = practice(app, drive)
    drive.move((5, 5))
    drive.key(pygame.K_e)
    assert p.edit and p.position.balls["2"] is None  # the first drill has no ball 2
    drive.key(pygame.K_2)  # brought back
    start = p.position.balls["2"]
    assert start is not None and p.grab is None
    drive.key(pygame.K_2)  # taken, and ringed
    assert p.grab == ("ball", "2")
    for _ in range(5):
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RIGHT, pygame.KMOD_SHIFT)
    drive.key(pygame.K_RETURN)
    moved = p.position.balls["2"]
    assert p.grab is None and math.dist(moved, start) > 0.04, (start, moved)
    assert p.refused == "" and next(position_problems(p.position, T), None) is None
    drive.key(pygame.K_u)
    assert p.position.balls["2"] == start  # one undo step for the whole move
    # onto ball 1: refused, and held there to be moved on (it went back to where it was
    # taken, every arrow press lost); another key's piece says the refusal too; U undoes
    drive.key(pygame.K_2)
    one = p.position.balls["1"]
    p.position = p.position.with_ball("2", (one[0] + 0.01, one[1]))  # as the arrows would
    drive.key(pygame.K_RETURN)
    assert p.refused == "ball" and p.grab == ("ball", "2")
    assert p.position.balls["2"] == (one[0] + 0.01, one[1])
    drive.key(pygame.K_3)  # the mingo taken: ball 2 put down, refused, back where it was
    assert p.refused == "ball" and p.position.balls["2"] == start and p.grab == ("ball", "mingo")
    drive.key(pygame.K_u)  # the mingo let go with the step that took it
    assert p.grab is None and p.position.balls["2"] == start
    # a pin: taken with P, laid down with Space, put down with Enter
    drive.key(pygame.K_p)
    kind, pin = p.grab
    assert kind == "pin" and p.position.pins[pin].standing
    drive.key(pygame.K_SPACE)
    drive.key(pygame.K_RETURN)
    assert not p.position.pins[pin].standing and p.grab is None


def test_a_position_kept_says_so_over_a_refusal_from_before(app, drive):
    """The keys' piece let go, refused, under the keep question: the caption kept saying "Ahí
    no…", and the player could not tell the position had been kept."""
    p = practice(app, drive, "The salida")
    drive.key(pygame.K_e)
    p.refused = "ball"  # as the drop under the question left it
    p.keep_as("Tecla")
    assert p.edit_line().startswith("Guardada como «Tecla»"), p.edit_line()


def test_restore_lets_go_of_the_piece_the_keys_hold(app, drive):
    """Ball 2 held by the keys on ball 1, then Restore by Tab and Enter: the overlapping
    position became Undo's step, and a refused drop went back to it — balls on one another."""
    p = practice(app, drive, "The salida")
    drive.move((5, 5))
    drive.key(pygame.K_e)
    drive.key(pygame.K_2)  # brought back
    drive.key(pygame.K_2)  # taken
    one = p.position.balls["1"]
    p.position = p.position.with_ball("2", (one[0] + 0.01, one[1]))  # as the arrows would
    p.restore()
    assert p.grab is None and next(position_problems(p.position, T), None) is None
    drive.key(pygame.K_u)
    assert next(position_problems(p.position, T), None) is None


def test_a_refusal_is_said_when_the_next_key_brings_a_ball_back(app, drive):
    """The mingo taken, moved onto ball 1, then 2 for the removed ball 2: the mingo went back
    with no word (bringing ball 2 back cleared the refusal)."""
    p = practice(app, drive)
    drive.move((5, 5))
    drive.key(pygame.K_e)
    assert p.position.balls["2"] is None
    drive.key(pygame.K_3)
    one = p.position.balls["1"]
    p.position = p.position.with_ball("mingo", (one[0] + 0.01, one[1]))  # as the arrows would
    drive.key(pygame.K_2)
    assert p.refused == "ball" and p.position.balls["2"] is not None


def test_a_kept_position_that_cannot_be_deleted_is_said_and_the_window_goes_on(
    app, drive, monkeypatch
):
    """In a read-only positions folder the deletion raised and closed the window."""
    p = practice(app, drive)
    p.keep_as("Mía")

    def read_only(self, *_a, **_k):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(type(kept_positions.folder()), "unlink", read_only)
    p.ask_delete()
    drive.steps(1)
    drive.click(app.top.button("delete").rect.center)
    assert app.top is p and (kept_positions.folder() / "Mía.json").is_file()
    assert app.notice == ("No se pudo borrar la posición guardada (permiso denegado); sigue ahí.")


def test_a_ball_back_after_a_bracketed_sentence_gets_no_second_stop():
    """ "…sets everything back.). Ball 1 is back in the cabaña de salida." — the bracket closed
    a sentence already ended."""
    from chapo_game.ui.scenes.practice_table import back_said

    said = back_said("Pins down: 2. (Here they stay as the shot left them.)", "1")()
    assert said.startswith("Pins down: 2. (Here they stay as the shot left them.) ")
    assert ".)." not in said
    assert back_said("Pins down: 2", "1")().startswith("Pins down: 2. ")  # a stop where none


def test_each_drills_goal_says_what_is_judged():
    """ "Cut the mingo into the rey: the rey alone is 5 points." read as "only the rey", and a
    shot felling the rey, three laterals and sinking the mingo met it; "the rey and two
    laterals are 7" was met by the rey and a ball sunk, "(alone, 5 points)" and "7 points or
    more (the rey and two laterals)" by more pins, or fewer and a ball sunk. The words now say
    the judged thing."""
    from chapo_game.ui.drills import DRILL_GOALS, GOALS

    i18n.set_language("en")
    try:
        for name, goal in DRILL_GOALS.items():
            said = i18n._(GOALS[name])
            if goal.min_points:  # two laterals and the mingo sunk are 7 too
                assert f"the pocketed balls, {goal.min_points} points or more" in said, name
            if goal.pins_by:  # ball 1 grazing it and running on into the pins met it
                assert "the pins it fells" in said, name
            if goal.pin and goal.pin_by:  # "(alone, 5 points)" read as only the rey again
                assert f"the {goal.pin} felled by the {goal.pin_by}" in said, name
                # laterals felled with it are said, at art. 7's values: "more with laterals"
                # taught that one lateral beside the rey adds (the rey and one lateral are 5)
                assert "alone" not in said and "the same with one lateral;" in said, name
            if goal.pocketed:  # "in the corner" read as one corner
                assert "any pocket" in said, name
    finally:
        i18n.set_language("es")


def test_a_questions_choices_are_written_at_one_size_however_long_a_name(app, drive):
    """With a long kept name, "Como «Mi posición 2»" stood large and wrapped beside
    "Reemplazar «Ejercicio de corte:…»" and "Borrar «…»", each at its own smaller size."""
    p = practice(app, drive)
    long = "Ejercicio de corte: el rey por la banda con efecto contrario, versión larga de Íñigo"
    p.keep_as(long)
    p.ask_keep()
    drive.steps(1)
    q = app.top
    boxes = [b.rect for b in q.buttons]
    texts = [d for d in app.fonts.drawn if d.kind == "text"]
    heights = {d.rect.height for d in texts if any(r.contains(d.rect) for r in boxes)}
    assert len(heights) == 1, heights


def test_repeat_after_an_edit_keeps_the_edit_for_undo(app, drive):
    """R after the table was edited played the last shot from where it was struck, and the
    edited table was in no step of Undo: the edit was lost. Undo now comes back to it."""
    app.fast_forward = 30
    p = practice(app, drive)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_e)
    drive.key(pygame.K_2)  # ball 2 taken up by the keys (brought back if it was off)
    for _ in range(10):
        drive.key(pygame.K_LEFT)
    drive.key(pygame.K_RETURN)  # and put down
    drive.key(pygame.K_e)
    edited = p.position
    drive.key(pygame.K_r)
    drive.until(lambda: not p.animating)
    seen = []
    while p.button_named("undo").enabled():
        drive.key(pygame.K_u)
        seen.append(p.position)
    assert edited in seen
    assert seen[0] == p.last_shot[0]  # the first step: before the repeated shot, as before


def test_a_table_kept_as_a_new_drill_repeats_no_shot_of_the_last_one(app, drive):
    """Kept under a new name, the table became that drill (the button said its name) while
    R played the last drill's shot from the last drill's table, and Undo went back through
    it. Kept over itself, the edits stay to undo."""
    app.fast_forward = 30
    p = practice(app, drive)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    table = p.position
    p.keep_as("Mía")
    assert p.drill_said(p.drill_index) == "Mía"
    assert not p.button_named("repeat").enabled() and not p.button_named("undo").enabled()
    assert not p.can_replay()
    drive.key(pygame.K_r)
    drive.until(lambda: not p.animating)
    assert p.position == table
    drive.key(pygame.K_e)  # an edit, then kept over itself: Undo still has the edit
    drive.key(pygame.K_2)
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_RETURN)
    drive.key(pygame.K_e)
    p.keep_as("Mía")
    assert p.button_named("undo").enabled()
    drive.key(pygame.K_u)
    assert p.position == table


def test_replacing_a_kept_position_whose_file_name_is_not_utf8_writes_over_it(app, drive):
    """A kept file named in another encoding ("Posici\\xf3n.json") is shown by a mended name;
    Replace wrote a second file under that name, beside it, instead of over it."""
    import os

    folder = kept_positions.folder()
    folder.mkdir(parents=True, exist_ok=True)
    start = Position.initial(T, {"1": (0.4, 0.6)})
    with open(os.fsencode(folder) + b"/Posici\xf3n.json", "w", encoding="utf-8") as fh:
        json.dump(start.to_json(), fh)
    p = practice(app, drive)
    i = next(i for i, (n, _pos) in enumerate(p.drill_list) if n.startswith("Posici"))
    p.set_drill(i)
    p.position = p.position.with_ball("1", (0.5, 0.5))
    p.keep_over()
    kept, problems = kept_positions.load_all(T)
    assert problems == [] and len(kept) == 1
    assert kept[0].position.balls["1"] == (0.5, 0.5)


def test_a_new_name_sorting_into_the_kept_drills_place_still_forgets_its_shots(app, drive):
    """Playing "Zeta" and keeping the table as "Alfa": the new name sorted into Zeta's place
    in the list, the drill's index did not change, and R played Zeta's shot under Alfa."""
    app.fast_forward = 30
    p = practice(app, drive)
    p.keep_as("Zeta")
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    assert p.button_named("repeat").enabled()
    p.keep_as("Alfa")
    assert p.drill_said(p.drill_index) == "Alfa"
    assert not p.button_named("repeat").enabled() and not p.button_named("undo").enabled()


def test_repeat_after_undo_leaves_one_step_to_undo(app, drive):
    """Shot, Undo, then R: the table Undo had brought back was taken for an edit and kept
    twice, so the second U after R did nothing."""
    app.fast_forward = 30
    p = practice(app, drive)
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    drive.key(pygame.K_u)
    drive.key(pygame.K_r)
    drive.until(lambda: not p.animating)
    steps = 0
    while p.button_named("undo").enabled():
        drive.key(pygame.K_u)
        steps += 1
    assert steps == 1


def test_a_drills_goal_is_said_of_ball_1_and_a_kept_position_keeps_no_verdict(app, drive):
    """With ball 2 or the mingo picked the goal stood under the table, though that shot is
    judged by nothing; and a position kept as a new drill went on saying the old drill's
    "Objetivo no cumplido"."""
    p = practice(app, drive, "Cut ball 2 into the cross")
    assert caption(app, p).startswith("Corte la bola 2 hacia la cruz")
    drive.key(pygame.K_2)
    drive.steps(1)
    assert caption(app, p).startswith("El objetivo del ejercicio se juzga en un tiro de la bola 1")
    drive.key(pygame.K_1)
    strike(drive, p)
    assert p.verdict is not None
    p.keep_as("Mi posición 1")
    drive.steps(1)
    assert p.verdict is None and not caption(app, p).startswith("Objetivo")


def test_a_long_goal_takes_both_caption_lines_rather_than_be_cut(app, drive):
    """Large text at 1280×720 cut the cut drill's goal ("…los cinco, ch…") to leave the hint
    a line of its own: the goal, first, takes both lines whole."""
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window((1280, 720))
    p = practice(app, drive, "Cut ball 2 into the cross")
    drive.steps(1)
    bar = p.caption_rect()
    said = [d.text for d in app.fonts.drawn if bar.contains(d.rect) and d.text]
    assert " ".join(said).endswith("los cinco, chapó.") and not any("…" in s for s in said), said


def test_delete_takes_a_held_ball_off_and_the_ball_button_brings_one_back(app, drive):
    """No key took a ball off the table (the arrows stop at the cushion), and the mouse had
    no way to bring one back but Restore, which stood every pin up again too."""
    p = practice(app, drive)
    drive.move((5, 5))
    strike(drive, p)  # a shot: its words and its trace, of the table before any edit
    assert p.summary and p.trace
    drive.key(pygame.K_e)
    drive.key(pygame.K_1)  # taken
    assert p.grab == ("ball", "1")
    drive.key(pygame.K_DELETE)
    assert p.position.balls["1"] is None and p.grab is None
    assert not p.summary and not p.trace  # as a drag off the table leaves them
    drive.key(pygame.K_u)  # one undo step puts it back
    assert p.position.balls["1"] is not None
    p.set_drill(0)  # the drill as set again: ball 1 to play, no ball 2
    assert not p.edit  # a drill set is there to be played: the editor opened again
    drive.key(pygame.K_e)
    knocked = p.position.with_pin("rey", replace(p.position.pins["rey"], standing=False))
    p.position = knocked.with_ball("1", None)  # a pin edited down, ball 1 dragged off
    assert p.position.balls["2"] is None  # the first drill has no ball 2
    ball = p.button_named("ball")
    while p.position.balls["1"] is None:
        drive.click(ball.rect.center)  # on round the balls, bringing back those off
    assert p.position.balls["2"] is not None  # brought back on the way
    assert not p.position.pins["rey"].standing  # the edit kept: no Restore


def test_long_kept_names_are_told_apart_in_the_drill_chooser(app, drive):
    """Large text at 1366×768: four kept drills read "Posición de entrenamiento del club n…"
    alike. Too long for its button, a name takes two lines or is cut in its middle, its end
    kept: each button says its own name."""
    for n in (9, 10, 11, 12):
        name = f"Posición de entrenamiento del club número {n}"
        kept, why = kept_positions.save(Position.initial(T), name, T)
        assert kept is not None, why
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window((1366, 768))
    p = practice(app, drive)
    drive.click(p.button_named("drill").rect.center)
    chooser = app.top
    while not any("número" in b.name for b in chooser.pager.shown):
        drive.click(chooser.pager.next.rect.center)
    app.step()
    kept = [b for b in chooser.pager.shown if "número" in b.name]
    # what each button says, its lines (if it takes two) read top to bottom
    said = [
        " ".join(d.text for d in app.fonts.drawn if b.rect.contains(d.rect) and d.text)
        for b in kept
    ]
    assert len(set(said)) == len(said) == len(kept), said
    assert all(s.endswith(("9", "10", "11", "12")) for s in said), said


def test_out_of_a_rule_the_seco_cue_aimed_at_a_ball_is_said_the_foul_before_the_shot(app, drive):
    """The seco cue must meet a cushion before any ball (000 foul 8) in open play too: in the
    rey drill (played under no rule) the guide drew the seco's hit on the mingo as fair, and
    the caption then called the foul ("falta en partida (con el taco seco…"). The guide now
    says it before the shot, as a game's does (docs/RULES.md, art. 10); with the taco, nothing."""
    seco = "Falta: con taco seco, la bola debe dar en banda antes que en ninguna bola"
    p = practice(app, drive)
    assert p.drill_match() is None  # a drill under no rule: its guide was left unmarked

    def warned() -> list[str]:
        p.cue_path.paths(p.position, p.aim.shot())
        p.cue_path.cache.wait()
        drive.steps(1)
        return [d.text for d in app.fonts.drawn if d.text.startswith("Falta")]

    assert warned() == []  # the taco's cut off the mingo, as offered: fair
    drive.key(pygame.K_x)
    assert p.aim.state.cue == "seco"
    assert warned() == [seco]
    strike(drive, p)  # and the referee calls it so
    assert caption(app, p).startswith("Objetivo no cumplido, falta en partida (con el taco seco")
    drive.key(pygame.K_x)  # the taco again, from where the balls stopped: no foul said
    assert not [w for w in warned() if w == seco]


def test_a_drill_foul_is_named_at_the_end_of_its_replay(app, drive):
    """The caption names a drill's foul on its verdict line, and under it only "En partida: 1
    para el contrario"; the replay (V) shows no verdict line, and ended on those words alone:
    a foul without its reason, the one thing a player watching it again wanted to know."""
    from chapo_game.ui.scenes.replay import ReplayScene

    p = practice(app, drive, "The salida")
    drive.key(pygame.K_x)  # the seco cue, straight at the mingo: a foul in a game
    strike(drive, p)
    assert caption(app, p).endswith(" En partida: 1 para el contrario")  # named above it
    drive.key(pygame.K_v)
    r = app.top
    assert isinstance(r, ReplayScene)
    drive.key(pygame.K_END)  # the end, where what the shot came to is said
    app.fonts.drawn.clear()
    drive.steps(1)
    shown = " ".join(d.text for d in app.fonts.drawn if r.host.bottom_rect.contains(d.rect))
    assert "Falta en partida (con el taco seco" in shown
    assert "1 para el contrario" in shown


def test_while_a_shot_rolls_the_caption_says_nothing_of_the_last_one(app, drive):
    """Struck again from where the last shot left the balls, the caption went on saying that
    shot's verdict and points ("Objetivo cumplido: 1 de 1", "Palos derribados: 3; 7 tantos
    en total … R lo repite") all the while the new one rolled, as if they were its own."""
    p = practice(app, drive)
    p.aim.state.angle -= 8  # the cut that sends the mingo into the rey
    strike(drive, p)
    assert caption(app, p).startswith("Objetivo cumplido: 1 de 1 Palos derribados: ")
    drive.key(pygame.K_SPACE)  # the next shot, from where the balls lie
    assert p.animating
    drive.steps(1)
    rolling = caption(app, p)
    assert "Objetivo" not in rolling and "Palos derribados" not in rolling, rolling
    assert rolling.startswith("Práctica: apunte con el ratón"), rolling  # how to play, as before


def undo_lit(app, p: PracticeScene) -> bool:
    """Whether Deshacer is drawn lit on the screen now: its label in the bright text colour
    (a greyed one is drawn dim), its edge left out."""
    app.step()
    r = p.button_named("undo").rect.inflate(-8, -8)
    return any(
        app.screen.get_at((x, y))[:3] == TEXT
        for x in range(r.x, r.right)
        for y in range(r.y, r.bottom)
    )


def test_restore_again_over_the_table_it_restored_keeps_no_step_for_undo(app, drive):
    """The salida (ball 2 off), Restore pressed twice: the second press left the table as it
    was and still kept a step, so the first Deshacer did nothing the pupil could see, the
    button still lit. Now one Deshacer takes the salida back and the button greys (and
    choosing the salida again keeps no step either)."""
    p = practice(app, drive, "The salida")
    salida = p.position
    assert salida.balls["2"] is None and not undo_lit(app, p)
    for _ in range(2):
        drive.click(p.button_named("restore").rect.center)
    restored = p.position
    assert restored.balls["2"] is not None and undo_lit(app, p)
    drive.key(pygame.K_u)
    assert p.position == salida and not undo_lit(app, p)
    choose_drill(app, drive, p, p.drill_index)  # the salida chosen again keeps none either
    assert p.position == salida and not undo_lit(app, p)
