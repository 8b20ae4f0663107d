"""A club's 1080×1920 screen is a 1920×1080 one held upright, as wide in inches: the rules',
the sheet's and the keys' help's (F1) titles and buttons, and the settings' keys' line, are
drawn on it at least as large as held across (by the width alone they were sized as at
720×1280: the rules' title 32 px high, not 55; their buttons 53 px high, not 70; the keys'
line 14 px, not 24)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from test_long_lists import club, open_records
from test_touch_targets import tap
from ui_screens import LONG, SCREENS, open_scene, screen_of, window_in

from chapo_game import i18n
from chapo_game.i18n import _
from chapo_game.ui.page import end_panel_rect, held_button_height
from chapo_game.ui.scenes.controls import ControlsScene

UPRIGHT, ACROSS = (1080, 1920), (1920, 1080)
#: the screens, and the keys' help (F1), which the screens' list has not
SHOWN = {**SCREENS, "controls": lambda app: open_scene(app, ControlsScene(app))}


def shown(
    app, name: str, lang: str, size: tuple[int, int], head: Callable[[], str]
) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Where the text ``head`` says (in ``lang``; its first line, if wrapped) and the buttons
    are drawn on the top screen of ``name`` at ``size``, and the top screen's width there
    (the celebration's banner's)."""
    with screen_of(app, lang, size):
        # the settings already in ``lang`` (the size held across measured second), screen_of
        # leaves the words as the last block left them: Spanish
        i18n.set_language(lang)
        SHOWN[name](app)
        app.step([])
        layer = len(app.scenes) - 1
        drawn = [d for d in app.fonts.drawn if d.layer == layer]
        said = head()
        # the longest text ``said`` begins with: the end panel's title, not its winner's
        # name in the score bar
        text = max(
            (d for d in drawn if d.kind == "text" and len(d.text) >= 8 and said.startswith(d.text)),
            key=lambda d: len(d.text),
        )
        return text.rect, [d.rect for d in drawn if d.kind == "box"]


def seen(
    app, name: str, lang: str, size: tuple[int, int], head: Callable[[], str]
) -> tuple[int, int]:
    """The height of the text ``head`` says and of the screen's lowest button (:func:`shown`)."""
    text, boxes = shown(app, name, lang, size, head)
    return text.height, max(boxes, key=lambda r: r.bottom).height


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(
    ("name", "head"),
    [
        ("rules_first", lambda: _("The table and the game")),
        ("sheet", lambda: _("Score sheet — partida {n}").format(n=1)),
        ("settings", lambda: _("Up/Down: a row. Left/Right or Enter: change it. Esc: back.")),
        (
            "settings_in_match",
            lambda: _("Up/Down: a row. Left/Right or Enter: change it. Esc: back."),
        ),
        ("controls", lambda: _("Controls")),
        ("menu", lambda: _("Spanish pin billiards (billar de palos)")),
        ("quit_question", lambda: _("Quit the game?")),
        ("pause", lambda: _("Quit to menu")),
        (
            "pause_saved",
            lambda: _("Encuentro saved: on the menu, “Resume a saved encuentro” plays it on."),
        ),
        ("resume", lambda: _("Saved encuentros")),
        ("names", lambda: _("Who is playing?")),
        ("computer", lambda: _("Against the computer")),
        ("records", lambda: _("Players and records")),
    ],
    ids=[
        "rules",
        "sheet",
        "settings_keys",
        "match_settings_keys",
        "keys_help",
        "menu",
        "quit_question",
        "pause",
        "pause_saved",
        "saves_list",
        "two_players",
        "against_the_computer",
        "records",
    ],
)
def test_upright_titles_and_buttons_are_as_large_as_held_across(app, lang, name, head):
    """The title (or keys' line) and the buttons at 1080×1920 no smaller than at 1920×1080."""
    text, button = seen(app, name, lang, UPRIGHT, head)
    text_across, button_across = seen(app, name, lang, ACROSS, head)
    assert text >= text_across, (head, text, text_across)
    assert button >= button_across, (button, button_across)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(
    ("name", "head"),
    [
        ("partida_over", lambda: _("{name} wins partida {n}").format(name=LONG[0], n=1)),
        ("celebration", lambda: _("Partida for {name}").format(name=LONG[0])),
    ],
    ids=["end_panel", "celebration"],
)
def test_upright_the_end_panels_words_are_as_large_as_its_width_lets(app, lang, name, head):
    """The end panel, and the won partida's banner where it lies, stand over the table, 756 px
    wide at 1080×1920: their titles are drawn as held across where that fits, else as wide as
    the panel lets them (the banner's was 44 px high across 573 px of it, the panel's 32,
    where 1920×1080 draws them 77 and 58 px high), the panel's buttons as high as there."""
    across, buttons_across = shown(app, name, lang, ACROSS, head)
    text, buttons = shown(app, name, lang, UPRIGHT, head)
    box = end_panel_rect(app.size, app.fonts)
    assert text.height >= across.height or text.width >= box.width * 0.9, (text, box)
    high = max((r.height for r in buttons), default=0)
    assert high >= max((r.height for r in buttons_across), default=0), buttons


#: 40 characters, the most a name's box takes: two surnames, wide letters
TYPED = "María José Fernández-Villaverde Ulloa Ñú"


def typed_name(app, name: str, size: tuple[int, int]) -> tuple[pygame.Rect, str, pygame.Rect]:
    """Where the name typed (as keys type it) into the lit box of the set-up ``name`` is
    drawn at ``size``, what of it shows, and the box."""
    with screen_of(app, "es", size):
        SHOWN[name](app)
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=TYPED)])
        field = app.top.fields[0]
        drawn = [d for d in app.fonts.drawn if d.kind == "text" and d.text.endswith("|")]
        return drawn[-1].rect, drawn[-1].text, field.rect


@pytest.mark.parametrize("name", ["names", "computer"])
def test_upright_a_typed_name_is_as_large_as_held_across(app, name):
    """At 1080×1920 the set-up's labels and buttons are drawn as at 1920×1080, and the name
    typed into its box was not (27 px where they are 48): it is as large now, in its box, its
    end and the caret shown, its start given up to an ellipsis where it is too long."""
    assert len(TYPED) == 40
    across, _said, _box = typed_name(app, name, ACROSS)
    text, said, box = typed_name(app, name, UPRIGHT)
    assert text.height >= across.height, (text, across)
    assert box.contains(text), (box, text)
    assert said.endswith("Ñú|"), said
    assert said == f"{TYPED}|" or said.startswith("…"), said


def record_seen(app, size: tuple[int, int]) -> tuple[int, int, int]:
    """At ``size``, on the records screen (:data:`SCREENS`): the height of a name's row, of
    the player's name heading his record, and of the record's smallest line."""
    with screen_of(app, "es", size):
        SHOWN["records"](app)
        app.step([])
        records, layer = app.top, len(app.scenes) - 1
        texts = [d for d in app.fonts.drawn if d.layer == layer and d.kind == "text"]
        inside = [d for d in texts if records.box().contains(d.rect)]
        head = max(d.rect.height for d in inside if d.text == LONG[0])
        least = min(d.rect.height for d in inside if d.text != LONG[0])
        return records.chips[0].rect.height, head, least


def test_upright_the_names_and_the_record_are_as_large_as_held_across(app):
    """At 1080×1920 the names stood in a column 281 px wide beside the record's panel, in
    rows drawn as at 720×1280, the record's lines likewise: they are as large as at
    1920×1080 now, the names in rows across the width over the record."""
    across = record_seen(app, ACROSS)
    upright = record_seen(app, UPRIGHT)
    assert all(u >= a for u, a in zip(upright, across, strict=True)), (upright, across)


def test_upright_the_records_are_reached_by_the_mouse_the_keys_and_a_finger(app, drive):
    """At 1080×1920, a club's records: a click on a name shows his record, a finger's tap on
    Rename opens its box and Cancel in the record's panel, the keys light Back and Enter
    leaves; each button pressed as high as held across."""
    high = held_button_height(ACROSS, 0.07)
    with window_in(app, "es", UPRIGHT):
        club()
        records = open_records(app, drive)
        zoe = next(b for b in records.chips if b.label() == "Zoe")
        drive.click(zoe.rect.center)
        heads = [d for d in app.fonts.drawn if d.text == "Zoe"]
        assert any(records.box().contains(d.rect) for d in heads)
        rename = records.button("rename")
        assert rename.rect.height >= high
        tap(app, rename.rect.center)
        assert records.renaming and records.box().contains(records.field.rect)
        tap(app, records.cancel.rect.center)
        assert not records.renaming
        for _k in range(len(records.buttons) + 1):
            if records.focus.lit(records.buttons) is records.button("back"):
                break
            drive.key(pygame.K_UP)
        back = records.button("back")
        assert records.focus.lit(records.buttons) is back and back.rect.height >= high
        drive.key(pygame.K_RETURN)
        assert app.top is not records


def search_seen(app, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """At ``size``, on the saved encuentros with twenty saves (the box that finds a player
    offered): where "Soc" typed into it is drawn, the box, and the list's first row."""
    from chapo_game.ui.scenes.resume import ResumeScene

    with screen_of(app, "es", size):
        scene = ResumeScene(app)
        open_scene(app, scene)
        app.step([pygame.event.Event(pygame.TEXTINPUT, text="Soc")])
        assert app.indexer.wait()
        app.step([])
        (typed,) = [d.rect for d in app.fonts.drawn if d.kind == "text" and d.text == "Soc|"]
        return typed, scene.search.rect, scene.rows[0][1]


def test_upright_the_saves_search_is_as_large_as_held_across_and_clear_of_the_list(app):
    """The saved encuentros' title, rows and buttons were drawn as held across at 1080×1920,
    and what is typed into the box that finds a player was not (27 px beside a 55-px
    title); held as high as the buttons, the box met the list's first row."""
    from ui_screens import match_json

    from chapo_game import saves

    for n in range(20):
        m = match_json(players=[f"Socio {n:02d}", "Zoe"], phase="play", scores=[n, 0])
        saves.save({"kind": "encuentro", "computers": {}, "match": m.to_json()})
    across, _box, _row = search_seen(app, ACROSS)
    typed, box, row = search_seen(app, UPRIGHT)
    assert typed.height >= across.height, (typed, across)
    assert box.contains(typed) and box.bottom < row.top, (box, typed, row)


def club_of(n: int) -> None:
    """``n`` players on the list: more than a page of the set-up's names, upright too."""
    from chapo_game import player_list, players

    roster = player_list.Roster()
    for k in range(n):
        roster.add(f"Socio {k:02d}")
    players.save(roster)


def chips_seen(app, name: str, size: tuple[int, int]) -> tuple[int, ...]:
    """At ``size``, on the set-up ``name`` with 60 players: a name's button's width, height
    and gap to the next, and the heights of its words, of "O elija un jugador:" and of the
    pager's "1–n de 60"."""
    with screen_of(app, "es", size):
        club_of(60)
        SHOWN[name](app)
        app.step([])
        scene, layer = app.top, len(app.scenes) - 1
        high = {d.text: d.rect.height for d in app.fonts.drawn if d.layer == layer}
        first, second = scene.shown_chips[:2]
        span = scene.pager.span()
        assert span.endswith("de 60"), span
        words = (high[first.label()], high[_("Or pick a player:")], high[span])
        return (first.rect.width, first.rect.height, second.rect.x - first.rect.right, *words)


@pytest.mark.parametrize("name", ["names", "computer"])
def test_upright_the_players_to_pick_and_the_pagers_line_are_as_large_as_held_across(app, name):
    """At 1080×1920 the names to pick stood four a row 248 px wide, 7 px apart, and the
    pager's "1–45 de 60" was 14 px high beside names drawn 26: the names are as wide and as
    far apart as at 1920×1080 now (three a row), the pager's line as large."""
    across = chips_seen(app, name, ACROSS)
    upright = chips_seen(app, name, UPRIGHT)
    assert all(u >= a for u, a in zip(upright, across, strict=True)), (upright, across)


@pytest.mark.parametrize("name", ["names", "computer"])
def test_upright_the_players_are_picked_by_the_mouse_a_finger_and_the_keys(app, drive, name):
    """At 1080×1920, 60 players: a click on a name puts it in the lit box, Next turns the
    page to the names after it, a finger's tap on one of those picks it, and the keys light
    a name and Enter picks it."""
    with window_in(app, "es", UPRIGHT):
        club_of(60)
        SHOWN[name](app)
        app.step([])
        scene = app.top
        field = scene.fields[-1]
        drive.click(scene.shown_chips[1].rect.center)
        assert scene.fields[0].value == "Socio 01"
        per_page = scene.pager.per_page
        drive.click(scene.pager.next.rect.center)
        assert scene.shown_chips[0].label() == f"Socio {per_page:02d}"
        scene.light_field(len(scene.fields) - 1)
        tap(app, scene.shown_chips[2].rect.center)
        assert field.value == f"Socio {per_page + 2:02d}"
        scene.light_field(0)
        drive.key(pygame.K_DOWN)
        lit = scene.focus.lit(scene.focusable())
        assert lit in scene.shown_chips, lit
        drive.key(pygame.K_RETURN)
        assert scene.fields[0].value == lit.label()


@pytest.mark.parametrize(
    ("name", "head"),
    [
        ("pause", lambda: _("Quit to menu")),
        ("sheet", lambda: _("Score sheet — partida {n}").format(n=1)),
    ],
    ids=["pause", "sheet"],
)
def test_upright_at_720x1280_buttons_are_as_wide_as_held_across(app, name, head):
    """A 720×1280 tablet (narrower than the smallest window: the game fills it) draws its
    words as 1280×720 does, and its buttons as wide, so far as 94 % of its width lets them:
    sized from its width alone, whose scale stops at 960×540's, they were three quarters as
    wide round the same words (the sheet's 173 px, 230 across)."""
    _text, across = shown(app, name, "es", (1280, 720), head)
    _text, upright = shown(app, name, "es", (720, 1280), head)
    widest, widest_across = max(r.width for r in upright), max(r.width for r in across)
    assert widest >= min(widest_across, round(720 * 0.94)) - 1, (widest, widest_across)
