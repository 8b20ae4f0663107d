"""A slow machine's stall: the window catches the shot up (up to 12 sixtieths in a frame) and the
sounds of the stretch it jumped over are not all started on one sample."""

from __future__ import annotations

from collections import Counter

from chapo_game.position import Position
from chapo_game.shot import Shot
from chapo_game.table import get_table
from chapo_game.ui.scenes.game import GameScene

T = get_table()
TABLE_SOUNDS = ("cue", "ball", "cushion", "pin", "pocket")


def chapo_heard(app, drive, play_match, behind: int) -> list[tuple[int, str, float]]:
    """A chapó played with every window frame ``behind`` sixtieths of a second late (the
    pacer's catch-up on a PC drawing 60/``behind`` frames a second); the frame, name and
    volume of every sound started through the mixer's seam, :meth:`Sound.play`."""
    pos = Position.initial(T, {"1": (0.4, 0.5), "2": (0.3, 2.6)}).with_ball(
        "mingo", (T.width / 2 - 0.05, 1.0)
    )
    app.fast_forward = 1  # not the tests' 30 sixtieths a frame
    g = GameScene(app, match=play_match(pos))
    app.push(g)
    drive.steps(2)
    heard: list[tuple[int, str, float]] = []
    play = app.sound.play

    def noted(name, *args, **kw):
        out = play(name, *args, **kw)
        if name in TABLE_SOUNDS:  # not the chapó's fanfare, a call of its own
            heard.append((app.frame, name, app.sound.played[-1][1]))
        return out

    app.sound.play = noted
    app.pacer.behind = behind  # what Pacer.count leaves after a frame of behind/60 s
    g.strike(Shot.make("1", 60.0, 8.0))
    drive.until(lambda: g.last_verdict is not None)
    assert g.last_verdict.chapo  # the shot this test is about
    return heard


def test_a_stalled_frame_starts_a_few_sounds_not_the_stretch_it_jumped(app, drive, play_match):
    """Frames of 200 ms (the most the pacer catches up): a chapó's frame started the cue, the
    ball, five pins and their knocks on one sample, each lowered to fit the lot within full
    scale. Now the loudest of each kind, at most three, and the break still heard whole."""
    heard = chapo_heard(app, drive, play_match, behind=12)
    per_frame = Counter(f for f, _n, _v in heard)
    assert max(per_frame.values()) <= 3
    for frame in per_frame:  # never two of a kind on one sample
        names = [n for f, n, _v in heard if f == frame]
        assert len(names) == len(set(names))
    assert {"cue", "ball", "pin"} <= {n for _f, n, _v in heard}


def test_at_full_speed_every_sound_of_a_chapo_is_heard(app, drive, play_match):
    """At 60 frames a second nothing is merged: the five pins are each heard."""
    heard = chapo_heard(app, drive, play_match, behind=1)
    assert [n for _f, n, _v in heard].count("pin") >= 5
