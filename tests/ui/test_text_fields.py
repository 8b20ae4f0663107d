"""The name and search boxes, through the real window: a default name is typed over, not
appended to; the keys a desktop box has (Ctrl+A, Ctrl+Backspace, End, Ctrl+V) do what they do
there; and the selection is drawn where the player sees it."""

from __future__ import annotations

import pygame
from ui_screens import listed_in_large_text, texts

from chapo_game import player_list, players
from chapo_game.ui import textfield
from chapo_game.ui.scenes.game import GameScene
from chapo_game.ui.scenes.menu import MenuScene
from chapo_game.ui.scenes.players import ComputerSetupScene, NamesScene

#: A name as long as a box takes (40 characters): the records keep as many.
LONGEST = "Maximiliano Bartolomé Echeverría Ugarte "


def open_screen(app, drive, button: str):
    app.reset_to(MenuScene(app))
    app.step()
    drive.click(app.top.button(button).rect.center)
    return app.top


def typed(drive, text: str) -> None:
    drive.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_a_name_typed_at_once_replaces_the_default_name(app, drive):
    """The screen opens with "Jugador 1" lit: a player who types his name gets his name, not
    "Jugador 1Marta" kept in the records as a player."""
    names = open_screen(app, drive, "two_players")
    assert isinstance(names, NamesScene)
    typed(drive, "Mar")
    typed(drive, "ta")
    drive.key(pygame.K_TAB)
    typed(drive, "Luis")
    drive.click(names.button("start").rect.center)
    assert isinstance(app.top, GameScene)
    assert app.top.match.players == ("Marta", "Luis")


def test_backspace_clears_a_default_name_and_a_click_into_one_selects_it(app, drive):
    setup = open_screen(app, drive, "vs_computer")
    assert isinstance(setup, ComputerSetupScene)
    field = setup.fields[0]
    drive.key(pygame.K_BACKSPACE)
    assert field.value == ""
    typed(drive, "Eva")
    drive.key(pygame.K_BACKSPACE)  # a name of one's own loses a letter, as before
    assert field.value == "Ev"
    names = open_screen(app, drive, "two_players")
    drive.click(names.fields[1].rect.center)
    typed(drive, "Juan")
    assert [f.value for f in names.fields] == ["Jugador 1", "Juan"]


def test_the_desktop_keys_select_delete_a_word_keep_and_paste(app, drive, monkeypatch):
    names = open_screen(app, drive, "two_players")
    field = names.fields[0]
    typed(drive, "Ana María")
    drive.key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL)
    assert field.value == "Ana "
    drive.key(pygame.K_a, pygame.KMOD_LCTRL)
    typed(drive, "Pilar")
    assert field.value == "Pilar"
    drive.key(pygame.K_a, pygame.KMOD_LCTRL)
    drive.key(pygame.K_END)  # kept, to be mended at its end
    typed(drive, "!")
    assert field.value == "Pilar!"
    monkeypatch.setattr(textfield, "clipboard_text", lambda: "Rocío\tGómez\nsecond line")
    drive.key(pygame.K_a, pygame.KMOD_LCTRL)
    drive.key(pygame.K_v, pygame.KMOD_LCTRL)
    assert field.value == "RocíoGómez"  # its first line, no tab
    monkeypatch.setattr(textfield, "clipboard_text", lambda: "x" * 40)
    drive.key(pygame.K_v, pygame.KMOD_LCTRL)
    assert len(field.value) == field.max_len


def test_end_keeps_a_default_name_to_be_mended(app, drive):
    """End (or the right arrow) on the lit "Jugador 1" keeps it: what is typed next is added,
    and Backspace takes one letter (the review found the name selected again at every key)."""
    names = open_screen(app, drive, "two_players")
    field = names.fields[0]
    drive.key(pygame.K_END)
    assert not field.selected
    drive.key(pygame.K_BACKSPACE)
    assert field.value == "Jugador "
    typed(drive, "7")
    assert field.value == "Jugador 7"
    names = open_screen(app, drive, "two_players")
    drive.key(pygame.K_RIGHT)
    typed(drive, " B")
    assert names.fields[0].value == "Jugador 1 B"


def test_a_player_renamed_is_typed_over_or_mended(app, drive):
    roster = player_list.Roster()
    roster.add("Pepe")
    players.save(roster)
    rec = open_screen(app, drive, "records")
    drive.click(rec.button("rename").rect.center)
    assert rec.field.value == "Pepe" and rec.field.selected
    typed(drive, "José")
    drive.key(pygame.K_RETURN)
    assert players.load().names() == ["José"]
    drive.click(rec.button("rename").rect.center)
    drive.key(pygame.K_RIGHT)
    typed(drive, " Luis")
    drive.key(pygame.K_RETURN)
    assert players.load().names() == ["José Luis"]


def test_the_selection_is_drawn_behind_the_name_until_typed_over(app, drive):
    names = open_screen(app, drive, "two_players")
    field = names.fields[0]

    def colours_along_the_name() -> set[tuple[int, ...]]:
        app.step()
        y = field.rect.centery - app.fonts.px(6)  # above the letters' middle, between strokes
        xs = range(field.rect.x + app.fonts.px(12), field.rect.x + app.fonts.px(80), 2)
        return {tuple(app.screen.get_at((x, y)))[:3] for x in xs}

    assert textfield.SELECTION in colours_along_the_name()
    typed(drive, "M")
    assert field.value == "M" and textfield.SELECTION not in colours_along_the_name()


def test_enter_after_the_first_name_goes_to_the_second_then_starts(app, drive):
    """Typed as a form is: a name, Enter, the other name, Enter — not a game started with
    "Jugador 2" by the first Enter."""
    names = open_screen(app, drive, "two_players")
    typed(drive, "Ana")
    drive.key(pygame.K_RETURN)
    assert app.top is names and names.fields[1].focus and names.fields[1].selected
    typed(drive, "Luis")
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, GameScene) and app.top.match.players == ("Ana", "Luis")
    names = open_screen(app, drive, "two_players")
    drive.click(names.fields[1].rect.center)
    typed(drive, "Eva")
    drive.key(pygame.K_RETURN)  # the second name: the first keeps its default, and it starts
    assert isinstance(app.top, GameScene) and app.top.match.players == ("Jugador 1", "Eva")


def test_tab_goes_round_the_names_and_every_button_as_on_a_desktop_form(app, drive):
    """Tab from the last name lights the buttons in turn, Enter presses the lit one, and
    Shift+Tab comes back: Tab went only from one name to the other, and Start was the
    arrows' alone. The name typed keeps its search while a button is lit."""
    names = open_screen(app, drive, "two_players")
    typed(drive, "Ana")
    drive.key(pygame.K_TAB)
    typed(drive, "Luis")
    drive.key(pygame.K_TAB)
    lit = [b.name for b in names.focusable() if b.hover]
    assert lit == [names.focusable()[0].name] and names.fields[1].focus
    seen = []
    for _ in range(len(names.focusable())):
        seen.append(next(b.name for b in names.focusable() if b.hover))
        drive.key(pygame.K_TAB)
    assert seen[-3:] == ["head", "start", "back"]
    assert names.fields[0].focus and not any(b.hover for b in names.focusable())
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # back round: the last button
    assert [b.name for b in names.focusable() if b.hover] == ["back"]
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert [b.name for b in names.focusable() if b.hover] == ["start"]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, GameScene) and app.top.match.players == ("Ana", "Luis")
    setup = open_screen(app, drive, "vs_computer")  # one name: Tab goes on to the levels
    drive.key(pygame.K_TAB)
    assert [b.name for b in setup.focusable() if b.hover][:1] == [setup.focusable()[0].name]


def test_a_name_with_two_surnames_is_taken_whole_and_shown_by_its_end(app, drive):
    """Spanish names run long: the box takes as many characters as the records keep (it took
    16, so "José Luis Martínez Ruiz" could not be typed, then 24, so a club's "María José
    Fernández-Villaverde" played, was kept and ranked as "María José Fernández-Vil"); where
    the box is narrower than the name, its end is shown, where the typing goes."""
    names = open_screen(app, drive, "two_players")
    typed(drive, "María José Fernández-Villaverde")
    drive.key(pygame.K_TAB)
    typed(drive, "Luis")
    drive.click(names.button("start").rect.center)
    assert app.top.match.players == ("María José Fernández-Villaverde", "Luis")
    assert "María José Fernández-Villaverde" in players.load().names()
    app.step()
    assert "María José Fernández-Villaverde" in texts(app)  # whole on the board at 1280×720
    names = open_screen(app, drive, "two_players")
    field = names.fields[0]
    field.rect.width = app.fonts.px(200)  # a narrow box
    typed(drive, "María del Carmen Ortega")
    app.step()
    shown = field.shown(app.fonts)
    assert shown.startswith("…") and shown.endswith("Ortega|")
    assert app.fonts.font(32).size(shown)[0] <= field.rect.width - 2 * app.fonts.px(12)


def test_letters_typed_past_the_longest_name_are_said_not_lost_unsaid(app, drive):
    """A name longer than a box takes stopped without a sign ("Maximiliano Fernandez-Vi"):
    the box now says, above it and in red, how many characters it takes, until a letter is
    erased."""
    names = open_screen(app, drive, "two_players")
    typed(drive, LONGEST + "de la Torre")
    field = names.fields[0]
    assert field.value == LONGEST
    app.step()
    note = [d for d in app.fonts.drawn if d.text == "40 caracteres como máximo"]
    assert len(note) == 1 and note[0].rect.bottom <= field.rect.top
    drive.key(pygame.K_BACKSPACE)
    assert not [d for d in app.fonts.drawn if d.text == "40 caracteres como máximo"]
    typed(drive, "x")  # fits again: nothing to say
    assert field.value == LONGEST[:-1] + "x"
    assert not [d for d in app.fonts.drawn if d.text == "40 caracteres como máximo"]


def test_the_characters_note_never_covers_the_boxs_label(app, drive):
    """In "Buscar o añadir jugador:" at the smallest window the red "40 caracteres como
    máximo" was drawn over the label: where the two do not both fit above the box, the note
    takes the label's place; where they do (the names' boxes), both show."""
    app.resize_window((960, 540))
    for button, label in (("records", "Buscar o añadir jugador:"), ("two_players", None)):
        screen = open_screen(app, drive, button)
        typed(drive, LONGEST + "de la Torre")
        app.step()
        drawn = app.fonts.drawn
        note = [d for d in drawn if d.text == "40 caracteres como máximo"]
        assert len(note) == 1, button
        others = [d for d in drawn if d is not note[0] and d.kind == "text"]
        assert not [d for d in others if d.rect.colliderect(note[0].rect)], button
        if label is None:  # the names' boxes: their labels stay
            assert [d for d in drawn if d.text.startswith("Jugador 1") and d.kind == "text"]
        else:
            assert not [d for d in drawn if d.text == label]
            drive.key(pygame.K_BACKSPACE)
            assert [d for d in app.fonts.drawn if d.text == label], "the label comes back"
        del screen


def test_saved_names_are_laid_out_so_that_each_is_read_whole(app, drive):
    """With large text four names a row cut "Maximiliano Bartolo…" where a row of three
    had room for every name whole."""
    long = ("Maximiliano Bartolomé Echeverría", "Wenceslao Wöhlke-Iturriaga")
    listed_in_large_text(app, (*long, "Ana", "Luis"))
    names = open_screen(app, drive, "two_players")
    app.step()
    shown = [d.text for b in names.shown_chips for d in app.fonts.drawn if b.rect.contains(d.rect)]
    assert "Maximiliano Bartolomé Echeverría" in shown and not any("…" in t for t in shown), shown
    app.resize_window((1280, 720))
    app.apply_settings(app.settings.with_(large_text=False))
    names = open_screen(app, drive, "two_players")
    assert names.pager.cols == 4  # short enough: four a row, as before
