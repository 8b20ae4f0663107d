"""Legible at every size: the main screens rendered at 960×540, 1280×720 and 1920×1080, every
text at least 14 px high at 1280×720 (in proportion elsewhere), inside the window, over no
other text or button, and never over the table's rails or diamonds. The window's own size:
never below 960×540, and F11 or a resize keep it on the desktop."""

from __future__ import annotations

import pygame
import pytest
from ui_screens import SCREENS

from chapo_game.ui import display
from chapo_game.ui.scenes.menu import MenuScene

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def show(app, size, name):
    app.resize_window(size)
    assert app.size == size
    SCREENS[name](app)
    app.step([])
    drawn = list(app.fonts.drawn)
    thinking = getattr(app.top, "thinking", None)
    if thinking is not None:  # the computer's decision: let it end with the test
        thinking.wait()
    return drawn


def table_view(scene):
    view = getattr(scene, "view", None)
    if view is None and hasattr(scene, "backdrop"):
        view = scene.backdrop.view
    return view


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_text_is_legible_and_clear_of_the_rails_and_of_other_text(app, size):
    for name in SCREENS:
        drawn = show(app, size, name)
        top = max(d.layer for d in drawn)
        texts = [d for d in drawn if d.kind == "text" and d.layer == top and d.text.strip()]
        boxes = [d.rect for d in drawn if d.kind == "box" and d.layer == top]
        assert texts, name
        least = 14 * min(size[0] / 1280, size[1] / 720)
        window = pygame.Rect(0, 0, *size)
        for t in texts:
            assert t.rect.height >= least, (name, t.text, t.rect)
            assert window.contains(t.rect), (name, t.text, t.rect)
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (name, a.text, b.text)
            inside = [box for box in boxes if box.contains(a.rect)]
            for box in boxes:
                assert box in inside or not box.colliderect(a.rect), (name, a.text, box)
        scene = app.top
        view = table_view(scene)
        if view is None or getattr(scene, "overlay", False):
            continue
        cloth, outer = view.playing_rect(), view.outer
        for r, what in [(t.rect, t.text) for t in texts] + [(b, "button") for b in boxes]:
            assert cloth.contains(r) or not outer.colliderect(r), (name, what, r, cloth)


def test_the_window_may_be_as_small_as_960x540_and_no_smaller(app):
    app.resize_window((960, 540))
    assert app.size == (960, 540)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=800, h=450, size=(800, 450))])
    assert app.size == (960, 540)


def test_f11_and_back_puts_the_window_back_on_the_desktop(app):
    app.resize_window((960, 540))
    desk = display.desktop_size()
    pygame.display.set_window_position((desk[0] - 100, desk[1] - 80))  # dragged to a corner
    app.reset_to(MenuScene(app))
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    app.step([f11])
    assert app.fullscreen and app.size == desk
    app.step([f11])
    assert not app.fullscreen and app.size == (960, 540)
    x, y = pygame.display.get_window_position()
    assert x >= 0 and x + 960 <= desk[0] and y >= 0 and y + 540 <= desk[1]
    assert (x, y) == ((desk[0] - 960) // 2, (desk[1] - 540) // 2)  # centred


def test_going_fullscreen_puts_the_window_at_the_desktops_corner_first(app, monkeypatch):
    """With no window manager (a club's screen running the game alone; Xvfb) SDL leaves the
    desktop-sized window where the smaller one was, its right and bottom off the screen: seen
    under Xvfb from the settings' Pantalla completa and from F11. The window is moved to the
    corner before it goes fullscreen (moved after, SDL ignores it). The dummy driver puts a
    fullscreen window at the corner by itself, so this follows the calls."""
    calls: list[tuple] = []
    real_move, real_mode = pygame.display.set_window_position, pygame.display.set_mode
    monkeypatch.setattr(
        pygame.display, "set_window_position", lambda p: (calls.append(("move", p)), real_move(p))
    )
    monkeypatch.setattr(
        pygame.display,
        "set_mode",
        lambda size, flags=0: (calls.append(("mode", flags)), real_mode(size, flags))[1],
    )
    app.toggle_fullscreen()
    assert app.fullscreen and calls[:2] == [("move", (0, 0)), ("mode", pygame.FULLSCREEN)]


def test_a_resized_window_is_moved_back_inside_the_desktop(app):
    desk = display.desktop_size()
    app.resize_window((960, 540))
    pygame.display.set_window_position((desk[0] - 50, 10))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=980, h=560, size=(980, 560))])
    x, _y = pygame.display.get_window_position()
    assert x + app.size[0] <= desk[0]


def test_on_a_real_display_the_window_is_no_larger_than_the_desktop():
    assert display.window_size((3000, 2000), (1920, 1080), fit=True) == (1920, 1080)
    assert display.window_size((800, 400), (1920, 1080), fit=True) == (960, 540)
    assert display.window_size((3000, 2000), (1920, 1080), fit=False) == (3000, 2000)


def test_a_caption_on_two_lines_breaks_evenly_not_leaving_a_word_alone(app):
    """The lag's caption against the computer does not fit one line of the score board at
    1280×720; filled greedily it left ``1)`` alone on the second line, and merely balanced it
    split ``Jugador / 1``. Both lines now carry words, of about the same width, and a number
    stays with the word it counts."""
    from chapo_game.rules.match import Match
    from chapo_game.ui.scenes.game import GameScene

    app.reset_to(MenuScene(app))
    g = GameScene(app, match=Match(("Jugador 1", "Ordenador")), computers={1: 1})
    app.push(g)
    app.step([])
    caption = "Derecho de salida: Jugador 1 prepara su tiro (bola 1)"
    drawn = [d for d in app.fonts.drawn if d.kind == "text"]
    first = next(i for i, d in enumerate(drawn) if caption.startswith(d.text))
    lines = [drawn[first], drawn[first + 1]]
    assert " ".join(d.text for d in lines) == caption
    assert all(len(d.text.split()) >= 3 for d in lines)
    assert not lines[1].text[0].isdigit()  # a number stays with its word: "Jugador 1", "bola 1"
    widths = [d.rect.width for d in lines]
    assert min(widths) > 0.6 * max(widths)


def test_a_number_is_never_the_first_word_of_a_line():
    from chapo_game.ui.linebreaks import unbreakable_words

    assert unbreakable_words("Juega Jugador 2, bola 1") == ["Juega", "Jugador 2,", "bola 1"]
    assert unbreakable_words("(ball 1); then 2½ lengths") == ["(ball 1);", "then 2½ lengths"]
    assert unbreakable_words("30 a 16") == ["30", "a 16"]  # nothing before it to stay with
    # a value with its label: the demo's "Mingo en tronera:" above a lone "3" on a 4K screen
    assert unbreakable_words("Mingo en tronera: 3") == ["Mingo", "en", "tronera: 3"]
    # a list of numbers whole: the demo's values at 3440×1440 left "9" alone on a line
    assert unbreakable_words("laterales: 5, 7, 9") == ["laterales: 5, 7, 9"]
    # two messages joined: the dot ends a line, never starts one ("· Desde la banda…")
    assert unbreakable_words("en tronera · La salida") == ["en", "tronera ·", "La", "salida"]
    # the calls' own, its spaces after the dot kept with the next word
    assert unbreakable_words("cede?  ·  Desde") == ["cede?  ·", " Desde"]
    # the demo's names end in a letter: "14 for Computer / A" was split at a line's end
    assert unbreakable_words("14 for Computer A · Computer B wins") == [
        "14",
        "for",
        "Computer A ·",
        "Computer B",
        "wins",
    ]
    assert unbreakable_words("dos · A lateral") == ["dos ·", "A", "lateral"]  # an article


def test_the_dot_joining_two_calls_keeps_its_spaces_on_both_sides(app, drive, play_match):
    """A replay's end said «7 para Luis  · El mingo entra en tronera», the two spaces after
    the dot closed up to one by the wrap (the calls are joined by "  ·  "): lopsided."""
    from chapo_game.position import Position
    from chapo_game.table import get_table
    from chapo_game.ui.scenes.game import GameScene
    from chapo_game.ui.scenes.menu import MenuScene
    from chapo_game.ui.scenes.replay import ReplayScene

    f = app.fonts
    assert f.wrap("7 para Luis  ·  El mingo", 22, 2000) == ["7 para Luis  ·  El mingo"]
    two = f.wrap("7 para Luis  ·  El mingo entra", 22, f.font(22).size("7 para Luis  ·  El")[0])
    assert two == ["7 para Luis  ·  El", "mingo entra"]
    assert f.wrap("7 para Luis  ·  El", 22, f.font(22).size("7 para Luis  ·")[0]) == [
        "7 para Luis",
        "El",
    ]
    t = get_table()  # a foul and the mingo pocketed: the replay's end says three calls
    pos = Position.initial(t, {"1": (t.width / 2, 0.75), "2": (0.3, 2.4)})
    app.reset_to(MenuScene(app))
    g = GameScene(app, match=play_match(pos))
    app.push(g)
    app.step()
    g.aim.state.angle, g.aim.state.power = 88.0, 0.8
    drive.key(pygame.K_SPACE)
    drive.until(lambda: not g.animating)
    drive.key(pygame.K_v)
    assert isinstance(app.top, ReplayScene)
    drive.key(pygame.K_END)
    # the replay's end now shows each call as its own chip, as the game's bar: no dot at all
    said = [d.text for d in f.drawn if d.rect.y > g.bottom_rect.y]
    calls = [a.text_es for a in g.match.last_verdict.announcements]
    assert len(calls) >= 2 and all(c in said for c in calls), said
    assert not any("·" in s for s in said), said


def test_a_line_never_ends_with_the_dot_that_joins_two_messages(app):
    """The demo's caption ended a line "… and the mingo into a pocket ·" above "The break: …":
    where the break falls between two messages it parts them, and the dot goes."""
    f = app.fonts
    first = "Maestro: the mingo first, then two laterals, and the mingo into a pocket"
    text = f"{first} · The break: ball 1 in hand from the cabaña de salida, at the mingo."
    width = f.font(20).size(first + " ·")[0] + 2  # the first message and its dot fit, no more
    lines = f.wrap(text, 20, width)
    assert lines[0] == first
    assert not any(line.endswith("·") or line.startswith("·") for line in lines)
    assert f.wrap("a · b", 20, 1000) == ["a · b"]  # on one line it stays
    assert f.wrap("a ·", 20, 1000) == ["a ·"]  # at the paragraph's end it is not a break's


def test_a_unit_stays_with_its_number_and_a_two_word_term_stays_whole():
    """The settings' note broke "ball 1 pocketed 2 / points" ("tronera 2 / tantos"), and the
    declare button "short of the línea / media"."""
    from chapo_game.ui.linebreaks import unbreakable_words

    assert unbreakable_words("tronera 2 tantos; a 1,2 m/s") == ["tronera 2 tantos;", "a 1,2 m/s"]
    assert unbreakable_words("pocketed 2 points.") == ["pocketed 2 points."]
    assert unbreakable_words("short of the línea media,") == ["short", "of", "the", "línea media,"]
    assert unbreakable_words("2 tantos; 3 largos") == ["2 tantos;", "3 largos"]  # not after ";"
    assert unbreakable_words("0,347 m/s · 0,1 largos") == ["0,347 m/s ·", "0,1 largos"]  # nor "·"
    assert unbreakable_words("la línea de salida") == ["la", "línea", "de", "salida"]


@pytest.mark.parametrize("size", [20, 28, 40])
def test_an_accented_capital_does_not_push_a_word_below_its_line(app, size):
    """Spanish names start with Á, Í, Ó, Ñ (Álvaro, Íñigo, Óscar): drawn at the same place as
    "Begoña", such a name sits on the same baseline, its accent above the box (SDL_ttf gives
    it a taller image with the baseline lower: it sat 3 px below its neighbours)."""
    f = app.fonts
    bottoms = []
    for word in ("A", "Á", "Í", "Ñ", "B"):
        surf = pygame.Surface((200, 100), pygame.SRCALPHA)
        f.draw(surf, word, size, (255, 255, 255), topleft=(10, 40))
        bottoms.append(surf.get_bounding_rect().bottom)
    assert len(set(bottoms)) == 1, bottoms


@pytest.mark.parametrize("size", [20, 28, 40])
def test_stacked_lines_keep_an_accent_inside_their_box(app, size):
    """A line slot makes room for an accented capital: "Álvaro Ñúñez" fitted in a box as tall
    as its lines keeps its accents inside it (set on the box's top, they rose above it and
    were clipped in a button), and a plain name beside it sits on the same baseline."""
    f = app.fonts
    box = pygame.Rect(10, 30, 300, f.line_height(size) * 2)
    bottoms = []
    for lines in (["Álvaro Ñúñez", "Íñigo"], ["Alvaro Nunez", "Inigo"]):
        surf = pygame.Surface((320, 200), pygame.SRCALPHA)
        f.draw_lines(surf, lines, size, (255, 255, 255), box, align="left")
        ink = surf.get_bounding_rect()
        assert box.contains(ink), (lines, ink, box)
        bottoms.append(ink.bottom)
    assert bottoms[0] == bottoms[1]


def test_a_word_wider_than_its_box_is_shortened_not_spilled(app):
    """A name of one long word ("MMMM…", 24 letters typed) in a button too narrow for it even at
    the smallest size is one line ending in "…" inside the box: it was given the word whole
    and an empty second line, so it rose to the top and ran over the button's edges."""
    f = app.fonts
    for text in ("M" * 24, "W" * 40, "Ana " + "W" * 40 + " Pérez"):
        size, lines = f.fit(text, 26, 238, 2 * f.line_height(20), max_lines=2)
        assert all(lines), (text, lines)
        assert all(f.font(size).size(ln)[0] <= 238 for ln in lines), (text, lines)
        assert lines[-1].endswith("…"), (text, lines)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_an_accented_name_on_the_score_board_stays_inside_its_box(app, size):
    """ "Óscar Ébano" on the score board: the accents rose over the box's top edge (the name
    was set on the edge, its accents above it); both names sit inside their boxes, on one
    baseline with a name without accents."""
    from ui_screens import open_game

    from chapo_game.rules.match import Match

    app.resize_window(size)
    g = open_game(app, Match(("Óscar Ébano", "Ana Ruiz")))
    pad = app.fonts.px(6)
    boxes = [d for d in app.fonts.drawn if d.text in ("Óscar Ébano", "Ana Ruiz")]
    assert len(boxes) == 2
    bottoms = {}
    for d in boxes:
        surf = pygame.Surface(d.rect.size, pygame.SRCALPHA)
        surf.blit(app.fonts.text(d.text, 32), (0, 0))
        ink = surf.get_bounding_rect().move(d.rect.topleft)
        assert ink.top >= g.top_rect.y + pad + 2, (d.text, ink, g.top_rect)  # under the edge
        bottoms[d.text] = ink.bottom
    assert bottoms["Óscar Ébano"] == bottoms["Ana Ruiz"]  # one baseline


def test_the_speed_under_the_power_bar_is_whole_at_the_smallest_window_in_english(app):
    """At 960×540 in English the lag's hundredths were cut: "1.97 m/s · 3.7 lengt…"; the line
    has the side panel's width, not the spin face's."""
    from chapo_game.rules import Match
    from chapo_game.ui.scenes.game import GameScene

    app.apply_settings(app.settings.with_(language="en"))
    try:
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
        g = GameScene(app, match=Match(("Ana", "Luis")))
        app.reset_to(g)
        app.step()
        g.aim.hint_speed, g.aim.state.power = 1.97, 0.6
        app.fonts.drawn.clear()
        g.aim.draw_panel(app.screen, app.fonts)
        said = [d.text for d in app.fonts.drawn if " m/s · " in d.text]
        assert len(said) == 1 and said[0].endswith(" lengths") and "…" not in said[0]
        assert said[0].split(" m/s")[0].count(".") == 1 and len(said[0].split(" ")[0]) == 4
    finally:
        app.apply_settings(app.settings.with_(language="es"))


def test_the_end_of_a_partida_is_told_over_the_table_not_the_middle_of_the_window(app):
    """Centred on the window, the end panel overhung the table's right rail and the gap
    before the side panel at 2560×1080; its words and buttons are centred with it. As wide
    as 70 % of the window it still hung past both rails at 2560×1080, and in portrait it was
    960 px high over a 508 px table, its buttons below the table."""
    from ui_screens import SCREENS

    from chapo_game.ui.page import end_panel_rect

    for size in ((2560, 1080), (1280, 720)):
        app.resize_window(size)
        SCREENS["partida_over"](app)
        app.step([])
        g = app.scenes[0] if not hasattr(app.top, "table_area") else app.top
        centre = g.table_area.centerx
        title = next(d.rect for d in app.fonts.drawn if "gana la partida" in d.text)
        assert abs(title.centerx - centre) <= 2, (size, title.centerx, centre)
        buttons = [b.rect for b in g.end_buttons if b.rect.width]
        assert abs((buttons[0].left + buttons[-1].right) / 2 - centre) <= 2
    for size in ((2560, 1080), (3440, 1440), (1080, 1920)):  # and no larger than the table
        app.resize_window(size)
        SCREENS["partida_over"](app)
        app.step([])
        g = next(s for s in app.scenes if hasattr(s, "view"))
        box = end_panel_rect(app.size, app.fonts)
        assert g.view.outer.contains(box), (size, box, g.view.outer)
        assert all(box.contains(b.rect) for b in g.end_buttons if b.enabled())


def test_on_a_portrait_screen_the_buttons_stay_inside_their_panels(app):
    """At 1080×1920 the buttons took 6.5 % of the window's height (Tirar 120 px high): the
    options' Bricole hung below its question, the tutorial's last buttons below their panel."""
    from ui_screens import SCREENS

    from chapo_game.ui.scenes.game.options import option_box
    from chapo_game.ui.scenes.tutorial_draw import end_layout

    app.resize_window((1080, 1920))
    SCREENS["options"](app)
    app.step([])
    g = app.top
    box = option_box(g.view, app.fonts, g.option_buttons[0].rect.height)
    assert all(box.contains(b.rect) for b in g.option_buttons), [b.rect for b in g.option_buttons]
    assert max(b.rect.height for b in g.aim.buttons) < 80
    assert g.pause_button.rect.height < 80 and g.top_rect.height < 120  # the bars too
    SCREENS["tutorial_done"](app)
    app.step([])
    t = app.top
    panel = end_layout(t.view.playing_rect(), app, 10)[0]  # (upright: across its width)
    assert all(panel.contains(b.rect) for b in t.end_buttons)


def test_the_options_question_leaves_the_cross_and_the_far_cushion_in_sight(app):
    """The question stands over the far half clear of the pins' cross, as tall as what it
    holds: a box of two thirds of the table's width covered the foot lateral and half the
    foot cushion that pasar and bricole are played off."""
    from ui_screens import SCREENS

    from chapo_game.position import standard_pins
    from chapo_game.ui.scenes.game.options import option_box

    for large in (False, True):
        app.apply_settings(app.settings.with_(large_text=large))
        for size in ((1280, 720), (800, 600), (1920, 1080), (1080, 1920)):
            app.resize_window(size)
            SCREENS["options"](app)
            app.step([])
            g = app.top
            box = option_box(g.view, app.fonts, g.option_buttons[0].rect.height)
            assert all(box.contains(b.rect) for b in g.option_buttons), (size, large)
            r = g.view.pin_radius_px()
            for pin in standard_pins(g.view.table).values():
                x, y = g.view.to_screen(pin.xy)
                spot = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
                assert not box.colliderect(spot), (size, large, pin)
            assert box.height <= g.view.playing_rect().height * 0.6, (size, large)


def test_a_remembered_cut_keeps_no_closed_windows_fonts_alive(app):
    """The cuts were remembered by an lru_cache keyed on the fonts: every window's fonts,
    with their pictures, stayed in memory for good."""
    import gc
    import weakref

    from chapo_game.ui import textcut
    from chapo_game.ui.fonts import Fonts

    fonts = Fonts((1280, 720))
    said = textcut.middle(fonts, "Posición de entrenamiento del club número 12", 150)
    assert said.endswith("12") and "…" in said
    assert textcut.middle(fonts, "Posición de entrenamiento del club número 12", 150) is said
    gone = weakref.ref(fonts)
    del fonts
    gc.collect()
    assert gone() is None


def test_the_window_manager_is_told_the_smallest_window(app):
    """A drag of the window's edge below 960×540 made the game open a new window at the
    minimum (it vanished and came back, the drag cut off): the window manager now stops it."""
    import warnings

    from chapo_game.ui import display

    app.resize_window((1100, 700))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == display.MIN_SIZE


@pytest.mark.parametrize("size", [(1080, 1920), (960, 1080), (1280, 1024)], ids=str)
def test_on_a_narrow_window_a_rules_page_puts_its_text_over_a_table_across_the_window(app, size):
    """Side by side, a portrait window's rules page had its table in the right half, a third
    of the window's width, beside a narrow column of text, with half the page empty."""
    from chapo_game.table import get_table
    from chapo_game.ui.draw.geometry import TableGeometry

    app.resize_window(size)
    for name in ("rules_first", "rules_respot", "rules_fouls"):
        drawn = show(app, size, name)
        table = TableGeometry(get_table(), app.top.diagram_area).outer
        assert table.width >= 0.7 * size[0], (name, table, size)  # side by side: 0.55
        words = [d.rect for d in drawn if d.kind == "text" and d.rect.width > size[0] * 0.5]
        assert words, name  # the page's text, in lines across the window
        assert all(r.bottom <= table.top for r in words), (name, words, table)
        assert all(b.rect.top >= table.bottom for b in app.top.buttons), name


def test_on_a_wide_window_a_rules_page_keeps_its_text_beside_the_table(app):
    drawn = show(app, (1920, 1080), "rules_first")
    area = app.top.diagram_area
    words = [d.rect for d in drawn if d.kind == "text" and d.rect.top > 200 and d.rect.right < 960]
    assert words and all(r.right < area.left for r in words)


@pytest.mark.parametrize("size", [(1080, 1920), (960, 1080)], ids=str)
def test_on_a_narrow_window_the_score_sheets_chart_is_under_the_shots(app, size):
    """Beside the shots, a portrait window's chart was a strip 250 px wide and 1500 px high,
    the rows a quarter of the sheet and the rest of it empty."""
    drawn = show(app, size, "sheet")
    s = app.top
    plot = s.plot
    assert plot.width >= 0.8 * s.box.width, (plot, s.box)
    assert plot.height <= plot.width, plot
    top = max(d.layer for d in drawn)
    shots = [d.rect for d in drawn if d.layer == top and d.text.startswith("Maximiliano")]
    assert shots and all(r.bottom < plot.top for r in shots)


@pytest.mark.parametrize("size", [(1080, 1920), (1200, 1920)], ids=str)
def test_on_a_portrait_window_the_score_sheets_chart_reads_across(app, size):
    """Under 7 shots at 1080×1920 the chart was 0.7 as high as wide (45 % of the sheet, the
    rows' room mostly empty): its plot is now twice as wide as high at most as tall, at the
    sheet's foot, the shots' rows given the rest — every row whole over it."""
    drawn = show(app, size, "sheet")
    s = app.top
    plot = s.plot
    assert plot.height <= 0.52 * plot.width, plot
    assert plot.bottom <= s.box.bottom and plot.width >= 0.8 * s.box.width
    assert s.rows_rect.height >= 0.5 * s.box.height, (s.rows_rect, s.box)
    top = max(d.layer for d in drawn)
    shots = [d for d in drawn if d.layer == top and d.text.startswith("Maximiliano ")]
    assert len([d for d in shots if " · " in d.text and d.rect.bottom < plot.top]) == 4


def test_on_a_wide_window_the_score_sheets_chart_is_beside_the_shots(app):
    show(app, (1920, 1080), "sheet")
    s = app.top
    assert s.plot.left > s.box.centerx and s.plot.height > s.box.height * 0.7


def test_on_a_portrait_screen_the_menus_buttons_are_no_taller_than_a_4_3_windows(app):
    """At 1080×1920 the rules' Anterior / Siguiente / Volver were 125 px high, the pause
    panel's buttons 134 px under a title standing 400 px over them, a question's Volver 134.
    None is taller than on the screen held across (1920×1080, a share of 0.07 of its 1080
    px): the rules', the sheet's, the pause's and the questions' are as high as there (70,
    65 and 76 px, test_portrait_held_across), the others as a 4:3 window's as wide; the
    pause's title no further over Continuar than held across (0.21 of 1080 px, its title
    and saved line drawn as large as there)."""
    names = ["rules_first", "sheet", "pause", "pause_saved", "resume", "names", "computer"]
    names += ["records"]  # names and actions 115 and 134 px high
    # (the settings' rows take the height with their words larger: test_portrait_settings)
    for name in [*names, "quit_question"]:
        show(app, (1080, 1920), name)
        buttons = [b.rect for b in app.top.buttons if b.rect.width]
        assert buttons, name
        assert max(r.height for r in buttons) <= round(1080 * 0.07), (name, buttons)
    show(app, (1080, 1920), "pause")
    p = app.top
    assert p.buttons[0].rect.top - p.panel_rect().top <= round(1080 * 0.21) + 1


def test_on_a_portrait_screen_the_settings_title_and_keys_stand_by_their_rows(app):
    """At 1080×1920 the centred rows stood 700 px under the title «Ajustes», and the keys'
    line was folded into the 270-px column beside them, with 700 px free under Volver."""
    drawn = show(app, (1080, 1920), "settings")
    s = app.top
    first, back = s.focusable()[0].rect, s.focusable()[-1].rect
    said = {d.text: d.rect for d in drawn if d.kind == "text"}
    title = said["Ajustes"]
    assert 0 < first.top - title.bottom <= round(1080 * 0.75 * 0.08), (title, first)
    keys = [r for t, r in said.items() if t.startswith("Arriba/abajo")]
    assert len(keys) == 1, keys  # on one line, under Volver, across the rows' width
    assert back.bottom < keys[0].top < back.bottom + 60 and back.left <= keys[0].left
    drawn = show(app, (1280, 720), "settings")  # a landscape one's as it was: beside the rows
    said = {d.text: d.rect for d in drawn if d.kind == "text"}
    assert said["Ajustes"].centery == 72
    keys = [r for t, r in said.items() if t.startswith("Arriba/abajo")]
    assert keys and all(r.right < app.top.focusable()[0].rect.left for r in keys)


def test_an_ultra_wide_windows_setup_screens_keep_to_a_16_9_one_centred(app):
    """At 3440×1440 a saved encuentro's name stood 2000 px from its «Continuar», the record's
    panel was 2100 px wide and the settings' rows 1500 (at 2560×1080 alike): each screen's
    words and buttons now keep to a 16:9 window as tall, in the middle of the ultra-wide one."""
    w, h = size = (2560, 1080)
    across = round(h * 16 / 9)
    middle = pygame.Rect((w - across) // 2, 0, across, h)
    for name in ("resume", "records", "settings", "computer"):
        drawn = show(app, size, name)
        top = max(d.layer for d in drawn)
        parts = [d for d in drawn if d.layer == top and (d.kind == "box" or d.text.strip())]
        assert len(parts) > 5, name
        for d in parts:
            assert middle.contains(d.rect), (name, d.text, d.rect, middle)
