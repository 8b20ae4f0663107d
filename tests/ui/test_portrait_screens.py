"""The screens round the table on a club's screen hung in portrait (1080x1920, 1200x1920) or
a window barely taller than wide (1000x1100): every word where the player reads it, nothing
over the drawing of the table, and the window's height used rather than left in bands."""

from __future__ import annotations

import math

import pygame
import pytest

from chapo_game.ui.scenes.menu import Backdrop, MenuScene

TALL = [(1000, 1100), (1024, 1280), (1080, 1920), (1200, 1920)]
WIDE = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("large", [False, True], ids=["text", "large_text"])
@pytest.mark.parametrize("size", TALL + WIDE, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_menus_buttons_leave_the_backdrops_pockets_in_sight(app, size, large):
    """Every pixel of the four pockets of the menu's backdrop shows as the backdrop drew it:
    at 1000x1100 the panel of buttons ran the whole length of the upright table's cloth,
    hardly wider than it, and covered half of each pocket."""
    app.apply_settings(app.settings.with_(large_text=large))
    app.resize_window(size)
    app.reset_to(MenuScene(app))
    app.step()
    alone = pygame.Surface(size)
    backdrop = Backdrop()
    backdrop.draw(alone)
    view = backdrop.view
    r = view.table.pocket_radius * view.scale * 1.22  # the leather rim, as drawn
    for xy in view.table.pockets.values():
        cx, cy = view.to_screen(xy)
        covered = [
            (x, y)
            for x in range(math.floor(cx - r), math.ceil(cx + r) + 1)
            for y in range(math.floor(cy - r), math.ceil(cy + r) + 1)
            if math.hypot(x - cx, y - cy) <= r and app.screen.get_at((x, y)) != alone.get_at((x, y))
        ]
        assert not covered, (size, large, xy, covered[:3])
    # and the buttons stay on the cloth, all ten in the window
    cloth = view.playing_rect()
    for b in app.top.buttons:
        assert cloth.contains(b.rect), (size, b.name)


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("to_move", [0, 1])
def test_with_large_text_on_a_portrait_screen_the_board_keeps_both_players_partidas_won(
    app, drive, size, to_move
):
    """Large text on a 1080-wide portrait screen: the shooter's box said "Bola 1  por 3", his
    partidas won left out, while the other box said them. Both lines whole now, "por 3" beside
    the shooter's, nothing over a score, and the turn's line between the boxes whole too."""
    from ui_screens import LONG, match_json, open_game

    from chapo_game.position import Position
    from chapo_game.table import get_table

    t = get_table()
    app.apply_settings(app.settings.with_(large_text=True))
    app.resize_window(size)
    pos = Position.initial(t, {"1": (0.4, 0.6), "2": (1.0, 2.4)})
    m = match_json(phase="play", position=pos.to_json(), scores=[27, 27], to_move=to_move)
    g = open_game(app, m)
    drive.post()
    drawn = [d for d in app.fonts.drawn if d.kind == "text" and g.top_rect.contains(d.rect)]
    said = [d.text for d in drawn]
    for n in (1, 2):
        assert f"Bola {n}  ·  Partidas ganadas: 0" in said, (n, said)
    assert f"Juega {LONG[to_move]}, bola {to_move + 1}" in said
    assert "por 3" in said
    assert not any("…" in s for s in said)
    for i, a in enumerate(drawn):
        for b in drawn[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.text, b.text)


CLUB = (
    "Ana",
    "Luis",
    "Carmen",
    "Pepe",
    "Lola",
    "Rosa",
    "Miguel",
    "Teresa",
    "Andrés",
    "Begoña",
    "Íñigo",
    "Paco",
    "Nieves",
    "Óscar",
    "Elena",
    "Tomás",
    "Marta",
    "Jesús",
    "Pilar",
    "Ramón",
    "Sara",
    "Xabier",
    "Aitor",
    "Iker",
    "Nerea",
    "Unai",
    "Ainhoa",
    "Julia",
    "Alba",
    "Maximiliano Ñúñez",
    "Wenceslao Wöhlke",
    "Javier Ortega",
)


def drawn_now(app) -> tuple[list, list]:
    """The texts and the buttons' boxes on the top screen's layer at the last frame."""
    top = len(app.scenes) - 1
    mine = [d for d in app.fonts.drawn if d.layer == top]
    return [d for d in mine if d.kind == "text"], [d for d in mine if d.kind == "box"]


@pytest.mark.parametrize("screen", ["names", "computer"])
@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920), (1000, 1100)], ids=str)
def test_a_portrait_setup_screen_lists_a_clubs_players_on_one_page(app, drive, screen, size):
    """A club's 32 players on the list, the setup screen at a portrait size: every name is
    there to pick on the one page, at a button's height — each share of the window's height
    grew with it, so the names were rows 106 px high, twelve a page (eight against the
    computer), and the name boxes stood 270 px apart. Nothing overlaps, all in the window."""
    from chapo_game import player_list, players
    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.players import ComputerSetupScene, NamesScene

    roster = player_list.Roster()
    for name in CLUB:
        roster.add(name)
    players.save(roster)
    app.resize_window(size)
    app.reset_to(MenuScene(app))
    scene = (NamesScene if screen == "names" else ComputerSetupScene)(app)
    app.push(scene)
    drive.move((5, 5))
    words, boxes = drawn_now(app)
    said = [d.text for d in words]
    assert all(name in said for name in CLUB), [n for n in CLUB if n not in said]
    start = next(b for b in scene.buttons if b.name == "start").rect
    for chip in scene.shown_chips:
        assert chip.rect.height <= start.height
    window = pygame.Rect((0, 0), size)
    for i, a in enumerate(words + boxes):
        assert window.contains(a.rect), a.text
        for b in (words + boxes)[i + 1 :]:
            inside = a.kind != b.kind and (a.rect.contains(b.rect) or b.rect.contains(a.rect))
            assert inside or not a.rect.colliderect(b.rect), (a.text, b.text)
    fields = [f.rect for f in scene.fields]
    if len(fields) == 2:  # the second name's label and box right under the first's
        assert fields[1].top - fields[0].bottom < 2 * fields[0].height


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920), (1000, 1100)], ids=str)
def test_practices_drills_on_a_portrait_screen_are_buttons_of_the_usual_height(app, drive, size):
    """Practice's drills opened at a portrait size: each drill a button about as high as the
    side panel's Tirar, Back right under the last row — on 1080×1920 the drills were rows
    125 px high and Back hung under an empty half of the box. Every name whole, none over
    another."""
    from conftest import practice_from_menu

    app.resize_window(size)
    p = practice_from_menu(app)
    drive.click(p.button_named("drill").rect.center)
    chooser = app.top
    words, boxes = drawn_now(app)
    shot = next(b for b in p.aim.buttons if b.name == "strike").rect
    rows = [b.rect for b in chooser.drills]
    assert all(r.height <= shot.height * 1.1 for r in rows), (shot, rows)
    assert chooser.back.rect.top - max(r.bottom for r in rows) < 2 * shot.height
    said = [d.text for d in words]
    assert all(b.label() in said and "…" not in b.label() for b in chooser.drills), said
    window = pygame.Rect((0, 0), size)
    for i, a in enumerate(boxes):
        assert window.contains(a.rect)
        assert not any(a.rect.colliderect(b.rect) for b in boxes[i + 1 :])


def overlapping(words: list, boxes: list) -> list[tuple[str, str]]:
    """The pairs of things drawn over each other (a button's words inside its box aside)."""
    both = words + boxes
    out = []
    for i, a in enumerate(both):
        for b in both[i + 1 :]:
            inside = a.kind != b.kind and (a.rect.contains(b.rect) or b.rect.contains(a.rect))
            if not inside and a.rect.colliderect(b.rect):
                out.append((a.text, b.text))
    return out


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=str)
def test_the_records_on_a_portrait_screen_list_a_club_on_one_page(app, drive, size):
    """A club's 32 players on the players and records screen hung in portrait: every name on
    the one page (24 a page, an empty band under the record's panel and the buttons), the
    record's panel as tall as the list; nothing over anything else, all in the window."""
    from ui_screens import records_with

    app.resize_window(size)
    r = records_with(app, drive, *CLUB)
    words, boxes = drawn_now(app)
    said = [d.text for d in words]
    assert all(name in said for name in CLUB), [n for n in CLUB if n not in said]
    assert not overlapping(words, boxes)
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(d.rect) for d in words + boxes)
    assert r.box().bottom >= r.new_field.rect.bottom  # the record beside the list, as long


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=str)
def test_the_saved_encuentros_on_a_portrait_screen_fill_its_height(app, drive, size):
    """Thirteen saved encuentros at a portrait size: all on the one page, with no search
    box (it is offered when they take more than a page) — ten or twelve a page were shown,
    the search box above them, and a band of empty window under the last."""
    from ui_screens import match_json, open_scene

    from chapo_game import saves
    from chapo_game.ui.scenes.resume import ResumeScene

    for i in range(13):
        m = match_json(players=[f"Ana {i}", f"Luis {i}"], phase="play", scores=[i, 3])
        saves.save({"kind": "encuentro", "computers": {}, "match": m.to_json()})
    app.resize_window(size)
    open_scene(app, ResumeScene(app))
    drive.move((5, 5))
    words, boxes = drawn_now(app)
    said = [d.text for d in words]
    assert all(f"Ana {i} – Luis {i}" in said for i in range(13)), said
    assert "Buscar jugador:" not in said
    assert not overlapping(words, boxes)
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(d.rect) for d in words + boxes)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920), (1000, 1100)], ids=str)
def test_the_rules_pages_on_a_portrait_screen_are_in_larger_words(app, drive, size, lang):
    """Each rules page turned with Next on a portrait screen: its words at least a fiftieth
    of the window's width high — at the landscape's size they were 17 px high on a club's
    1080-wide screen, six lines of small print between two empty bands. The words stay clear
    of the diagram and the buttons, whole."""
    from test_portrait_rules_tables import each_page
    from ui_screens import window_in

    with window_in(app, lang, size):
        for r, _seen in each_page(app, drive):
            words, boxes = drawn_now(app)
            (title,) = [d for d in words if d.text == r.pages[r.page][0]()]
            body = [d for d in words if d.rect.y > title.rect.bottom]
            body = [d for d in body if not any(b.rect.contains(d.rect) for b in boxes)]
            assert all(d.rect.height >= size[0] / 50 for d in body), (r.page, body[0])
            buttons = min(b.rect.top for b in boxes)
            for d in body:
                assert "…" not in d.text
                assert not d.rect.colliderect(r.diagram_area), (r.page, d.text)
                assert d.rect.bottom < buttons
            assert r.diagram_area.bottom < buttons


@pytest.mark.parametrize("large", [False, True], ids=["text", "large_text"])
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920), (1000, 1100)], ids=str)
def test_the_controls_on_a_portrait_screen_fill_it_with_larger_words(app, size, lang, large):
    """F1 on a portrait screen: every control on the one page, the rows in words large
    enough to reach down most of the way to Back — at the landscape's sizes (24 down) they
    took the top half of a 1080×1920 screen and left the rest empty. Every word whole, none
    under Back, all in the window."""
    from ui_screens import window_in

    from chapo_game.ui.scenes.controls import ControlsScene
    from chapo_game.ui.scenes.menu import MenuScene

    app.apply_settings(app.settings.with_(large_text=large))
    with window_in(app, lang, size):
        app.reset_to(MenuScene(app))
        c = ControlsScene(app)
        app.push(c)
        app.step()
        words, _boxes = drawn_now(app)
        assert c.buttons == [c.back]  # no page button: one page
        top, back = c.table_area().top, c.back.rect.top
        assert c.drawn_rows[-1].bottom - top > 0.75 * (back - top), c.drawn_rows[-1]
        window = pygame.Rect((0, 0), size)
        for d in words:
            assert "…" not in d.text and window.contains(d.rect)
            assert d.rect.bottom <= back or c.back.rect.contains(d.rect), d.text
