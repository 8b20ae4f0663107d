"""A pin knocked far from the cross stays in sight in a replay with the close-up on: the close-up
chose its corner, and gave way, for the balls alone, and a salida's foul ("knocked down one
lateral before touching a ball") ended with the lateral lying under the close-up — the call
said a pin was down and the replay showed none down anywhere."""

from __future__ import annotations

import pygame
from ui_screens import salida_close_up

from chapo_game.shot import Shot
from chapo_game.ui.playback import frame_pins

#: Where the ball is placed in the cabaña de salida (m) and the shot, as played in the window:
#: its line runs through the head lateral, which flies to a foot corner — the corner the balls
#: cross least.
PLACE = (0.541216457960644, 0.41044722719141324)
SHOT = Shot.make("1", 85.62523771904456, 3.6915)


def test_a_pin_knocked_down_is_never_hidden_under_the_close_up(app, drive, new_salida):
    app.apply_settings(app.settings.with_(large_text=True))  # as played: the table smaller
    g, r = salida_close_up(app, drive, new_salida(), PLACE, SHOT)
    assert r.zoom
    assert g.match.last_verdict.announcements[0].key.startswith("foul.")
    drive.key(pygame.K_END)  # the end, where the foul is said
    lying = [p for p in frame_pins(r.record.frames[-1]).values() if not p.standing]
    assert lying, r.zoom_rect()
    for pin in lying:
        at = tuple(round(c) for c in g.view.to_screen(pin.xy))
        with_it = app.screen.get_at(at)
        drive.key(pygame.K_z)  # the same frame without the close-up
        assert app.screen.get_at(at) == with_it, (pin, r.zoom_rect())
        drive.key(pygame.K_z)
