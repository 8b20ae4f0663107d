"""A long session keeps what a player uses of it, not the whole afternoon: practice's Undo goes
back a bounded number of steps (a practice afternoon of 2,000 shots kept every one)."""

from __future__ import annotations

import json

import pygame

from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.practice import PracticeScene
from chapo_game.ui.scenes.practice_undo import UNDO_STEPS


def test_undo_goes_back_the_last_hundred_steps_and_forgets_the_older(app, drive):
    """A shot, then more edits than Undo keeps (balls 1 and 2 taken by their keys in turn and
    each moved 2 mm, Shift+↓): Undo pressed as often as it keeps steps goes back through the
    edits to the table the shot left, and there greys — the shot before them is forgotten,
    not kept for ever. (Restore pressed over and over made them: it keeps one step now.)"""
    assert UNDO_STEPS == 100  # as the README says
    app.reset_to(MenuScene(app))
    p = PracticeScene(app)
    app.push(p)
    app.step()
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not p.animating)
    left = p.position  # as the shot left it
    undo = p.button_named("undo")
    drive.key(pygame.K_e)
    down = [key_event(pygame.K_DOWN, pygame.KMOD_LSHIFT)]
    for i in range(UNDO_STEPS):  # the ball taken puts the other, moved, down: a step each
        drive.post(key_event(pygame.K_1 + i % 2), *down)
    drive.key(pygame.K_RETURN)  # the last put down
    assert p.grab is None and p.position != left
    assert len(p.history) == UNDO_STEPS  # the shot's step went: it had been kept with them
    for _ in range(UNDO_STEPS):
        assert undo.enabled()
        drive.key(pygame.K_u)
    assert p.position == left
    assert not undo.enabled()  # greyed: nothing older to go back to
    drive.key(pygame.K_u)
    assert p.position == left


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A key pressed, as :meth:`drive.key` posts it (two in one frame here: a fast hand)."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def test_the_save_after_each_shot_encodes_that_shot_alone(app, drive, play_match, monkeypatch):
    """Two players' shots, each struck with Space: the encuentro is saved after every one,
    and each save encoded the whole score sheet and every stroke again — growing with the
    encuentro, on the frame loop (10 ms a shot at 300 shots). Each row and stroke is encoded
    once now, and the file reads back as the encuentro, as before."""
    from ui_screens import open_game

    from chapo_game import saves
    from chapo_game.position import Position
    from chapo_game.rules.sheet import SheetRow
    from chapo_game.table import get_table
    from chapo_game.ui import strokes

    encoded = {"rows": 0, "strokes": 0}
    row_json, stroke_json = SheetRow.to_json, strokes._stroke_json

    def counted_row(row):
        encoded["rows"] += 1
        return row_json(row)

    def counted_stroke(*args):
        encoded["strokes"] += 1
        return stroke_json(*args)

    monkeypatch.setattr(SheetRow, "to_json", counted_row)
    monkeypatch.setattr(strokes, "_stroke_json", counted_stroke)
    t = get_table()
    g = open_game(app, play_match(Position.initial(t, {"1": (0.4, 0.6), "2": (1.0, 2.4)})))
    shots = 6
    for _ in range(shots):
        g.aim.state.power = 0.15  # soft strokes: a long partida's
        drive.key(pygame.K_SPACE)
        drive.until(lambda: not g.animating)
    assert len(g.match.sheet.rows) == len(g.strokes) == shots
    assert encoded == {"rows": shots, "strokes": shots}  # were 21 each: 1 + 2 + … + 6
    saved = json.loads(saves.slot_path(g.match.players, g.computers).read_text("utf-8"))
    assert saved["payload"] == json.loads(json.dumps(g.payload()))


def test_the_score_sheet_of_a_long_partida_lays_its_chart_out_once(app, drive, monkeypatch):
    """A partida of 600 soft shots, its sheet opened with Tab and left open: the chart of both
    scores walked every shot's score at every frame (2,000 shots: 4 ms a frame); it is laid
    out once, and a frame reads only the scores of the rows it shows."""
    from ui_screens import match_json, open_game, sheet_rows

    from chapo_game.rules.sheet import SheetRow
    from chapo_game.ui.scenes.sheet import ScoreSheetScene

    shots = 600
    scores = [(k // 40, k // 45) for k in range(1, shots + 1)]  # to 15 – 13
    g = open_game(app, match_json(phase="play", scores=list(scores[-1]), sheet=sheet_rows(scores)))
    drive.key(pygame.K_TAB)
    assert isinstance(app.top, ScoreSheetScene) and app.top.match is g.match
    read = [0]

    def score(row):
        read[0] += 1
        return row.__dict__["score"]

    monkeypatch.setattr(SheetRow, "score", property(score), raising=False)
    drive.steps(1)  # the chart laid out (again: its rows are read through the counter now)
    read[0] = 0
    frames = 10
    drive.steps(frames)
    # the rows in sight, a few readings each (48 a frame); it was four readings of every row
    assert read[0] / frames < shots / 10
    assert any(d.text.startswith("Tiros ") for d in app.fonts.drawn)  # "Tiros 5xx–600 de 600"
