"""A club's demo opens on the club's standings, the lag waiting behind them: what the screen says
around them while they stand."""

from __future__ import annotations

import pygame

from chapo_game import player_list, players
from chapo_game.rules.match import Phase
from chapo_game.ui.scenes.demo import STANDINGS_FRAMES, DemoScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.widgets import ACCENT


def texts(app) -> list[str]:
    return [t.text for t in app.fonts.drawn]


def left_box_edge(app, d: DemoScene) -> tuple[int, int, int]:
    """The colour of the top edge of the left player's box on the score board (lit: the
    accent)."""
    f, r = app.fonts, d.top_rect
    return tuple(app.screen.get_at((r.x + f.px(8) + f.px(60), r.y + f.px(6))))[:3]


def club_demo_standing(app) -> DemoScene:
    """A club's demo opened from the menu, its first frame with the club's standings (two
    players who have played) drawn over the waiting lag."""
    roster = player_list.Roster()
    for name, won in (("Ana", 3), ("Luis", 7)):
        roster.add(name).update(partidas=[won, 1], encuentros=[won, 1], points=10 * won, shots=won)
    players.save(roster)
    app.reset_to(MenuScene(app))
    d = DemoScene.for_club(app, club=True)
    app.push(d)
    for _ in range(2000):  # the standings, read beside the screen
        app.step([])
        if d.reading is None:
            break
    app.step([])
    return d


def test_the_opening_standings_say_no_lag_until_the_lag_is_played(app):
    """Under the standings a club's screen opens on, the caption bar taught the lag ("Derecho
    de salida: las dos bolas a la vez…") and the board said the maestro was setting up his lag
    shot, his box lit — for the ten seconds in which nothing moved. While they stand the board
    says what comes next and lights nobody; the lag's lines come with the lag."""
    d = club_demo_standing(app)
    shown = texts(app)
    assert d.showing_standings() and "Clasificación del club" in shown
    # the lag named only as what comes next: no lag under way, no break, no salida
    assert [t for t in shown if "salida" in t.lower()] == ["A continuación: el derecho de salida"]
    assert left_box_edge(app, d) != ACCENT
    for _ in range(STANDINGS_FRAMES + 10):  # the first frame after them: the lag set up
        app.step([])
        if not d.showing_standings():
            break
    assert not d.showing_standings() and d.match.phase == Phase.LAG
    shown = texts(app)
    assert "A continuación: el derecho de salida" not in shown
    assert any(t.startswith("Derecho de salida: las dos bolas a la vez") for t in shown)
    assert any(t.startswith("Derecho de salida: Maestro") for t in shown)
    assert left_box_edge(app, d) == ACCENT


def test_a_demo_left_for_the_menu_lets_go_of_its_pictures(app):
    """The demo keeps the whole window's picture while it stands still (the club's standings,
    the end of a partida), and the score board's and the side panel's with the background
    under the board: left by a passer-by's key, it held them all (about 70 MB at 4K) until
    the cycle collector came by, which never counts their pixels — a club's 4K screen grew by
    tens of MB each time. The menu shown, the demo holds none of them."""
    d = club_demo_standing(app)
    kept = [d.still_picture, d.board_kept, *d.demo_kept]
    assert d.showing_standings() and all(k._image is not None for k in kept)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step()
    assert isinstance(app.top, MenuScene)
    assert [k._image for k in kept] == [None] * 4 and [k._key for k in kept] == [None] * 4
