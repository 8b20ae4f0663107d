"""Plural forms through gettext (issue 10): the catalogues declare ``Plural-Forms``, the
pure-Python ``.mo`` compiler writes plural entries the way :mod:`gettext` reads them, and
:func:`chapo_game.i18n.ngettext` picks the form for the current language."""

from __future__ import annotations

import gettext
import io
import textwrap
from pathlib import Path

import pytest

from chapo_game import i18n

PO = textwrap.dedent(
    """\
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

    msgid "one lateral"
    msgid_plural "{count} laterals"
    msgstr[0] "un lateral"
    msgstr[1] "{count} laterales"

    msgid "Untranslated"
    msgid_plural "Untranslated ones"
    msgstr[0] ""
    msgstr[1] ""

    msgid "Spin"
    msgstr "Efecto"
    """
)


def test_parse_po_reads_plural_entries():
    cat = i18n.parse_po(PO)
    assert cat[("one lateral", "{count} laterals")] == ("un lateral", "{count} laterales")
    assert cat["Spin"] == "Efecto"
    assert "Plural-Forms: nplurals=2" in cat[""]


def test_compiled_plural_entries_are_read_by_gettext():
    tr = gettext.GNUTranslations(io.BytesIO(i18n.compile_po(PO)))
    assert tr.ngettext("one lateral", "{count} laterals", 1) == "un lateral"
    assert tr.ngettext("one lateral", "{count} laterals", 2) == "{count} laterales"
    assert tr.ngettext("one lateral", "{count} laterals", 0) == "{count} laterales"
    assert tr.gettext("Spin") == "Efecto"
    # an untranslated plural entry is left out, as msgfmt does: the English forms come back
    assert tr.ngettext("Untranslated", "Untranslated ones", 3) == "Untranslated ones"


def test_render_then_parse_keeps_every_entry():
    entries = {("a ball", "{n} balls"): ("una bola", "{n} bolas"), "Spin": "Efecto"}
    text = i18n.render_po("es", entries)
    assert f'"Plural-Forms: {i18n.PLURAL_FORMS}\\n"' in text
    back = i18n.parse_po(text)
    assert {k: v for k, v in back.items() if k} == entries


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_both_catalogues_declare_their_plural_forms(lang):
    header = i18n.parse_po(i18n.po_path(lang).read_text("utf-8"))[""]
    assert f"Plural-Forms: {i18n.PLURAL_FORMS}" in header


def test_ngettext_follows_the_language():
    try:
        i18n.set_language("es")
        assert i18n.ngettext("one lateral", "{count} laterals", 1) == "un lateral"
        assert i18n.ngettext("one lateral", "{count} laterals", 4) == "{count} laterales"
        i18n.set_language("en")
        assert i18n.ngettext("one lateral", "{count} laterals", 4) == "{count} laterals"
    finally:
        i18n.set_language("es")


def test_extraction_finds_ngettext_pairs(tmp_path: Path):
    src = tmp_path / "scene.py"
    src.write_text(
        'label = ngettext("{n} shot", "{n} shots", n)\n'
        'other = i18n.ngettext("{n} foul", "{n} fouls", k)\n'
        'title = _("Score sheet")\n',
        encoding="utf-8",
    )
    assert i18n.extract([src]) == [
        ("{n} shot", "{n} shots"),
        ("{n} foul", "{n} fouls"),
        "Score sheet",
    ]


def test_the_window_writes_decimals_with_each_languages_mark():
    """2,20 m/s in Spanish, as a Spanish club writes it; 2.20 in English."""
    try:
        i18n.set_language("es")
        assert i18n.decimal(2.2, 2) == "2,20" and i18n.decimal(-0.05, 1) == "-0,1"
        assert i18n.decimal(96.4, 0) == "96"
        i18n.set_language("en")
        assert i18n.decimal(2.2, 2) == "2.20"
    finally:
        i18n.set_language("es")


def test_no_message_formats_a_number_itself():
    """A figure in a message is given already written (:func:`i18n.decimal`): a format
    spec such as {v:.2f} in a message would write the English point in Spanish."""
    import re

    specs = [m for m in i18n.all_msgids() if re.search(r"\{\w*:[^}]*[fg]\}", str(m))]
    assert specs == []


def test_the_spanish_game_speaks_to_the_player_as_usted_throughout():
    """The menus, the referee's questions and the captions say "Escriba", "apunte", "su
    bola"; the guided first game once said "Mueve", "tu bola", "mantén F". One voice: these
    second-person (tú) words appear in no Spanish message."""
    import re

    tu = re.compile(
        r"\b(tu|tus|ti|contigo|mantén|conoces|tirarías|apuntas|toques|déjala|prueba otra vez)\b",
        re.IGNORECASE,
    )
    cat = i18n.parse_po(i18n.po_path("es").read_text("utf-8"))
    said = [v for k, v in cat.items() if k for v in ((v,) if isinstance(v, str) else v)]
    assert [s for s in said if tu.search(s)] == []


def test_a_day_is_written_one_way_in_each_language():
    """The saves list and the records wrote the same day "01/12/2026" and "2026-12-01"."""
    from chapo_game import i18n

    try:
        i18n.set_language("es")
        assert i18n.date_text("2026-12-01") == "01/12/2026"
        i18n.set_language("en")
        assert i18n.date_text("2026-12-01") == "2026-12-01"
        assert i18n.date_text("yesterday") == "yesterday"  # a hand-edited record, as it is
    finally:
        i18n.set_language("es")


def test_every_character_the_game_says_has_a_glyph_in_its_font(monkeypatch):
    """The window's font has no arrows: "↑ ↓" in a hint were drawn as two empty boxes. Every
    character of every message, in both languages, is one the font draws (keys are named in
    words: "the up and down arrows", "las flechas arriba y abajo")."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 30)
    missing = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
    chars: set[str] = set()
    for lang in ("es", "en"):
        cat = i18n.parse_po(i18n.po_path(lang).read_text("utf-8"))
        for k, v in cat.items():
            for text in (k if isinstance(k, tuple) else (k,)) + (
                (v,) if isinstance(v, str) else tuple(v)
            ):
                chars.update(text)
    drawn = lambda ch: pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA")  # noqa: E731
    boxes = sorted(
        ch for ch in chars if ch.isprintable() and not ch.isspace() and drawn(ch) == missing
    )
    assert boxes == []
