"""A club's demo opens on the club's standings, the lag waiting behind them: what the screen says
around them while they stand."""

from __future__ import annotations

from chapo_game import players
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


def test_the_opening_standings_say_no_lag_until_the_lag_is_played(app):
    """Under the standings a club's screen opens on, the caption bar taught the lag ("Derecho
    de salida: las dos bolas a la vez…") and the board said the maestro was setting up his lag
    shot, his box lit — for the ten seconds in which nothing moved. While they stand the board
    says what comes next and lights nobody; the lag's lines come with the lag."""
    roster = players.Roster()
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
