"""The controls screen (F1 anywhere, Controles in the pause menu): every row in sight, the
buttons named by the labels the table shows, and back to the screen it was opened over."""

from __future__ import annotations

import pygame
from ui_screens import texts

from chapo_game import i18n
from chapo_game.ui.scenes.controls import ControlsScene
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.pause import PauseScene


def test_f1_opens_the_controls_over_the_menu_and_closes_them(app, drive):
    app.reset_to(MenuScene(app))
    app.step()
    assert "F1: controles · F11: pantalla completa" in texts(app)
    drive.key(pygame.K_F1)
    assert isinstance(app.top, ControlsScene)
    shown = texts(app)
    assert "Controles" in shown and "Apuntar" in shown
    assert "W A S D mueven la suela; C la centra." in shown
    assert any("«Efecto»" in t for t in shown)  # named as the spin panel is labelled
    drive.key(pygame.K_F1)
    assert isinstance(app.top, MenuScene)


def test_the_menu_says_the_keys_while_a_notice_holds_its_foot(app, drive):
    """A session without sound (or with a damaged file) shows its notice at the foot of the
    menu all along: the keys are then said in the top corner, clear of it and of the title."""
    app.notes.append("Sin sonido: no se encontró ningún dispositivo de audio (SDL: dsp).")
    app.reset_to(MenuScene(app))
    app.step()
    drawn = {d.text: d.rect for d in app.fonts.drawn if d.kind == "text"}
    keys = drawn["F1: controles · F11: pantalla completa"]
    notice = next(r for t, r in drawn.items() if t.startswith("Sin sonido"))
    title = drawn["Chapó"]
    assert app.screen.get_rect().contains(keys)
    assert not keys.colliderect(notice) and not keys.colliderect(title)


def test_the_controls_open_from_the_pause_menu_and_go_back_to_it(app, drive):
    app.reset_to(GameScene(app, names=["Ana", "Luis"]))
    app.step()
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    drive.click(pause.button("controls").rect.center)
    assert isinstance(app.top, ControlsScene)
    drive.key(pygame.K_ESCAPE)
    assert app.top is pause
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_F1)  # and from the table itself
    assert isinstance(app.top, ControlsScene)
    drive.click(app.top.button("back").rect.center)
    assert isinstance(app.top, GameScene)


def test_every_row_is_in_sight_and_clear_of_the_back_button_in_both_languages():
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    for lang, size in (("es", (960, 540)), ("en", (960, 540)), ("es", (1920, 1080))):
        a = App(size=size, settings=Settings(language=lang), audio=False)
        try:
            a.push(ControlsScene(a))
            a.step()
            scene = a.top
            page_down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0)
            shown = 0
            for turn in range(len(scene.pages())):  # every row on a page of its own (a small
                a.fonts.drawn.clear()  # window takes two pages)
                a.step([page_down] if turn else [])
                shown += len(scene.drawn_rows)
                buttons = [b.rect for b in scene.buttons]
                top_layer = len(a.scenes) - 1
                words = [d for d in a.fonts.drawn if d.kind == "text" and d.layer == top_layer]
                words = [d for d in words if not any(r.contains(d.rect) for r in buttons)]
                screen = a.screen.get_rect()
                assert len(words) > 3 * len(scene.drawn_rows)  # the action and its ways
                for d in words:
                    assert screen.contains(d.rect), (lang, d.text)
                    assert not any(d.rect.colliderect(r) for r in buttons), (lang, d.text)
                for upper, lower in zip(scene.drawn_rows, scene.drawn_rows[1:], strict=False):
                    assert upper.bottom <= lower.top
                top = min(r.top for r in buttons)
                assert scene.drawn_rows[-1].bottom <= top, lang  # no row runs behind Back
            assert shown == len(scene.rows), (lang, size)
        finally:
            a.quit()


def test_with_large_text_the_rows_take_pages_and_none_runs_off_the_window(drive):
    """Large text cannot shrink below its floor: the last rows ran off the window's foot and
    Back was drawn over "El consejo del maestro". They now take two pages, turned by the page
    button or Page Down, each row on one of them in sight and clear of the buttons."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    for lang, size in (("es", (1920, 1080)), ("en", (3840, 2160)), ("es", (1280, 720))):
        a = App(size=size, settings=Settings(language=lang, large_text=True), audio=False)
        try:
            a.push(ControlsScene(a))
            a.step()
            scene = a.top
            pages = scene.pages()
            assert len(pages) == 2 and scene.page_button in scene.buttons, (lang, size)
            # the two buttons centred as a pair (Back was centred and the other hung off it)
            pair = scene.back.rect.union(scene.page_button.rect)
            assert abs(pair.centerx - size[0] // 2) <= 1, (pair, size)
            seen = []
            page_down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0)
            for turn in range(len(pages)):
                a.fonts.drawn.clear()
                a.step([page_down] if turn else [])
                label = {
                    "es": ("Página 1 de 2 ›", "Página 2 de 2 ‹"),
                    "en": ("Page 1 of 2 ›", "Page 2 of 2 ‹"),
                }[lang][turn]
                assert label in [d.text for d in a.fonts.drawn]
                seen.append(len(scene.drawn_rows))
                for row in scene.drawn_rows:
                    assert a.screen.get_rect().contains(row) and row.bottom <= scene.back.rect.top
            a.step([page_down])
            assert sum(seen) == len(scene.rows) and scene.page == 0  # round to the first again
            # → and ← turn them too, as the rules' pages turn (→ lit Back instead)
            right, left = (
                pygame.event.Event(pygame.KEYDOWN, key=k, mod=0)
                for k in (pygame.K_RIGHT, pygame.K_LEFT)
            )
            a.step([right])
            assert scene.page == 1 and not scene.back.hover
            a.step([left])
            assert scene.page == 0
        finally:
            a.quit()


def test_large_text_turned_on_while_the_controls_are_open_lays_them_out_again():
    """The rows stayed wrapped for the small text they were fitted at, drawn large over the
    next column; and the last row of a page touched Back."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    a = App(size=(1920, 1080), settings=Settings(language="en"), audio=False)
    try:
        a.push(ControlsScene(a))
        a.step()
        a.apply_settings(a.settings.with_(large_text=True))
        a.fonts.drawn.clear()
        a.step()
        scene = a.top
        assert len(scene.pages()) == 2
        lefts = sorted(
            {d.rect.left for d in a.fonts.drawn if d.text in ("Mouse or finger", "Keys")}
        )
        for d in a.fonts.drawn:  # each text inside its column
            if d.kind == "text" and scene.table_area().top + 5 < d.rect.top < scene.back.rect.top:
                nxt = [x for x in lefts if x > d.rect.left + 2]
                assert not nxt or d.rect.right <= nxt[0], d.text
        assert scene.drawn_rows[-1].bottom < scene.back.rect.top - 2
    finally:
        a.quit()
        i18n.set_language("es")  # the language is the process's: the next tests read Spanish


def test_the_controls_pages_are_even_and_the_wheel_turns_them():
    """At 2560×1080 with large text the rows split 14 and 1, and the wheel did nothing: the
    pages now hold as many rows as they can share, and the wheel turns them (no further round
    than the last)."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    a = App(size=(2560, 1080), settings=Settings(language="es", large_text=True), audio=False)
    try:
        a.push(ControlsScene(a))
        a.step()
        scene = a.top
        sizes = [len(p) for p in scene.pages()]
        assert len(sizes) == 2 and max(sizes) - min(sizes) <= 3, sizes
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        a.step([wheel])
        assert scene.page == 1 and "Página 2 de 2 ‹" in [
            d.text for d in a.fonts.drawn
        ]  # back: no page after it
        a.step([wheel])
        assert scene.page == 1
        a.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
        assert scene.page == 0
    finally:
        a.quit()


def test_at_the_common_window_sizes_every_row_is_on_one_page():
    """At 1920×1080 the English rows took 866 px of 817 at the least size and split into two
    half-empty pages: the rows now close up and the columns share the width as the words need
    before a second page is taken."""
    from chapo_game.settings import Settings
    from chapo_game.ui.app import App

    for lang in ("es", "en"):
        for size in ((1280, 720), (1920, 1080)):
            a = App(size=size, settings=Settings(language=lang), audio=False)
            try:
                a.push(ControlsScene(a))
                a.step()
                scene = a.top
                assert len(scene.pages()) == 1 and scene.buttons == [scene.back], (lang, size)
                assert len(scene.drawn_rows) == len(scene.rows), (lang, size)
                assert scene.drawn_rows[-1].bottom <= scene.back.rect.top, (lang, size)
            finally:
                a.quit()


def test_the_arrow_keys_are_named_alike_on_every_english_screen():
    """The tutorial's first step said "(or Left/Right)", its next "(or up/down, then Space)",
    practice "(or left/right)", the game "(or Up/Down, then Space)": in English the keys are
    named as keys are, with capitals, wherever they are named by their direction."""
    import re

    from chapo_game.i18n import LOCALE_DIR

    po = (LOCALE_DIR / "en" / "LC_MESSAGES" / "chapo.po").read_text(encoding="utf-8")
    said = re.findall(r'^msgstr "(.*)"$', po, flags=re.M)
    assert any("Up/Down" in s for s in said) and any("Left/Right" in s for s in said)
    assert [s for s in said if re.search(r"\b(up/down|left/right)\b", s)] == []
