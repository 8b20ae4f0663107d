"""The club's standings on the demo's big screen, with a club's real names: up to 40 letters
("Socio 103 López de la Fuente y Fernández") beside short ones ("Peña")."""

from __future__ import annotations

import itertools

import pytest

LONG = (
    "Socio 103 López de la Fuente y Fernández",
    "María de los Ángeles Fernández-Villaverd",
    "W" * 40,
)
SHORT = ("Iñaki O'Donnell", "Peña", "Jean-Luc d'Artagnan", "Ana-Belén Núñez", "Mª Ángeles")


def club_of_long_names(won: int) -> None:
    from chapo_game import player_list, players

    roster = player_list.Roster()
    for i, name in enumerate(LONG + SHORT):
        roster.add(name).update(partidas=[won - i, 999], points=1234, shots=100)
    players.save(roster)


def drawn_rows(app, size: tuple[int, int], large: bool) -> list:
    from chapo_game.ui.scenes import standings

    app.apply_settings(app.settings.with_(large_text=large))
    app.resize_window(size)
    app.fonts.drawn.clear()
    standings.draw_standings(app.screen, app.fonts, standings.club_rows("partidas"))
    return [d for d in app.fonts.drawn if d.text[:1].isdigit()]


@pytest.mark.parametrize(
    ("size", "large", "won"),
    [((1366, 768), True, 120), ((1920, 1080), False, 120), ((1920, 1080), True, 12345)],
)
def test_every_standing_is_set_at_one_size_and_a_long_name_gives_way_to_the_figures(
    app, size, large, won
):
    """Each row was fitted alone: a 40-letter name made its row smaller than the rest (three
    sizes in one table at 1366×768 with large text), and with a long record the figures were
    cut instead of the name ("… perdidas 999 12,34 t…")."""
    club_of_long_names(won)
    rows = drawn_rows(app, size, large)
    assert len(rows) == 8
    # one size for the whole table: the rows a step apart, each as tall under its top (an
    # accented capital rises above the line, so the bottoms are compared)
    bottoms = [d.rect.bottom for d in rows]
    assert len({b - a for a, b in itertools.pairwise(bottoms)}) == 1, bottoms
    for d in rows:
        assert d.text.endswith("–999 · 12,34 tantos por tiro"), d.text
        assert d.rect.width <= round(size[0] * 0.7)
    names = [d.text.split(". ", 1)[1].rsplit(": partidas ", 1)[0] for d in rows]
    for name in SHORT:  # only a name too long gives way
        assert name in names


def test_the_standings_lines_still_read_as_one_sentence():
    from chapo_game import player_list, players
    from chapo_game.ui.scenes import standings

    roster = player_list.Roster()
    roster.add("Ana").update(partidas=[5, 1], points=10, shots=4)
    roster.add("Luis: el de Soria").update(partidas=[2, 1], points=9, shots=4)
    players.save(roster)
    assert standings.club_standings("partidas") == [
        "1. Ana: partidas 5–1 · 2,50 tantos por tiro",
        "2. Luis: el de Soria: partidas 2–1 · 2,25 tantos por tiro",
    ]
    assert standings.club_rows("partidas")[1] == (
        "2. ",
        "Luis: el de Soria",
        ": partidas 2–1 · 2,25 tantos por tiro",
    )
