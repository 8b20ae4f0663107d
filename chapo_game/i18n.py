"""Translations: gettext catalogues under ``chapo_game/locale/<lang>/LC_MESSAGES/chapo.po``.

Message ids are English; Spanish is the default language. The compiled ``.mo`` files are
committed next to the ``.po`` sources because a fresh machine has no ``msgfmt``; this module has
a small pure-Python compiler (:func:`compile_po`) and a test checks that each ``.mo`` is exactly
what its ``.po`` compiles to (plural entries included). ``python -m chapo_game.i18n``
re-extracts the ``_()``, ``N_()`` and ``ngettext()`` strings of the window and the referee's
words (:mod:`chapo_game.rules.words`), merges them into both catalogues (keeping existing
translations; the referee's Spanish always from the referee) and recompiles.

Plurals: both catalogues declare ``Plural-Forms: nplurals=2; plural=(n != 1);`` and
:func:`ngettext` picks the form, e.g. "un lateral" / "dos laterales".
"""

from __future__ import annotations

import ast
import gettext
import struct
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

from . import resources
from .resources import DOMAIN
from .rules.words import PLURAL_FORMS

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES: tuple[str, ...] = ("es", "en")
DEFAULT_LANGUAGE = "es"

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
_listeners: list[Callable[[str], None]] = []
_missing: set[str] = set()

#: A catalogue entry: a msgid, or (msgid, msgid_plural) for a message with plural forms.
Msgid = str | tuple[str, str]
#: Its translation: a msgstr, or the tuple of msgstr[0], msgstr[1], ...
Msgstr = str | tuple[str, ...]


def set_language(lang: str) -> None:
    """Switch every later ``_()`` call to ``lang`` (unknown languages fall back to Spanish).

    The catalogue comes from the installed package (:mod:`chapo_game.resources`); a missing one
    leaves the English message ids on screen and is listed by :func:`missing_catalogues`."""
    global _current, _language
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    try:
        _current = _catalogue(lang)
        _missing.discard(lang)
    except (resources.MissingResource, OSError):
        _current = gettext.NullTranslations()
        _missing.add(lang)
    _language = lang
    for fn in list(_listeners):
        fn(lang)


@cache
def _catalogue(lang: str) -> gettext.GNUTranslations:
    """``lang``'s catalogue, parsed once a run (an installed catalogue does not change under
    a running game): a language switched back and forth in the settings, or every window a
    test opens, parsed its 860 messages again (2–3 ms each time). A missing one raises and
    is not kept: it is looked for again at the next switch."""
    return resources.translations(lang)


def on_language(fn: Callable[[str], None]) -> None:
    """Call ``fn`` with the new language at every :func:`set_language` (once, however often
    it is asked): what is said outside the frames — the window's title — follows it."""
    if fn not in _listeners:
        _listeners.append(fn)


def language() -> str:
    return _language


#: The decimal mark each language writes in the window (files, JSON and the command line
#: keep the point): 2,20 m/s in Spanish, as a Spanish club writes it.
DECIMAL_MARKS = {"es": ",", "en": "."}


def decimal(x: float, places: int) -> str:
    """``x`` with ``places`` decimals and the current language's decimal mark."""
    return f"{x:.{places}f}".replace(".", DECIMAL_MARKS.get(_language, "."))


#: How each language writes a day in the window: day first in Spanish, as a Spanish club
#: writes it; in English the year first, which no reader takes for a month.
DATE_FORMATS = {"es": "{d:02d}/{m:02d}/{y}", "en": "{y}-{m:02d}-{d:02d}"}


def date_text(iso: str) -> str:
    """A day kept as ``YYYY-MM-DD`` as the current language writes it (anything else as is:
    a hand-edited record loses only its look). The saves list and the records said one day
    two ways."""
    try:
        y, m, d = (int(part) for part in iso.split("-"))
    except ValueError:
        return iso
    return DATE_FORMATS.get(_language, DATE_FORMATS["en"]).format(y=y, m=m, d=d)


def translations() -> gettext.NullTranslations:
    """The current language's catalogue (``gettext``/``ngettext``), e.g. to say a referee's
    call with :meth:`~chapo_game.rules.calls.announcement.Announcement.text`."""
    return _current


def shown_name(name: str) -> str:
    """A player's name in the current language: "Jugador 1" saved in Spanish reads "Player 1"
    in English (the default names only; a typed name is never touched)."""
    from .rules.words import player_name

    return player_name(name, _current)


def said_name(name: str) -> str:
    """A player's name as a sentence of the current language says it: the computer with its
    article ("el ordenador"); join the sentence with :func:`said`."""
    from .rules.words import said_name as said_in

    return said_in(name, _current)


def said(text: str) -> str:
    """A sentence made with :func:`said_name`, its Spanish contractions made ("del ordenador")
    and the name capitalised where it begins the sentence."""
    from .rules.words import tidy_said

    return tidy_said(text, _current)


def missing_catalogues() -> list[str]:
    """Languages asked for whose catalogue is not in the installation."""
    return sorted(_missing)


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for ``n`` in the current language (the catalogue's
    ``Plural-Forms``): ``ngettext("{n} point", "{n} points", n).format(n=n)``."""
    return _current.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated where shown)."""
    return message


set_language(DEFAULT_LANGUAGE)


# --------------------------------------------------------------------------- .po handling
def _unquote(s: str) -> str:
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"bad .po string: {s!r}")
    return ast.literal_eval(s)


def parse_po(text: str) -> dict[Msgid, Msgstr]:
    """The entries of a .po file: msgid -> msgstr, and (msgid, msgid_plural) -> (msgstr[0],
    msgstr[1], ...) for plural entries. The header is the entry of msgid ``""``. No message
    contexts: we use none."""
    out: dict[Msgid, Msgstr] = {}
    cur: dict[str, str] = {}
    target = ""

    def flush() -> None:
        if "msgid" in cur and any(k.startswith("msgstr") for k in cur):
            if "msgid_plural" in cur:
                n = len([k for k in cur if k.startswith("msgstr[")])
                out[(cur["msgid"], cur["msgid_plural"])] = tuple(
                    cur.get(f"msgstr[{i}]", "") for i in range(n)
                )
            else:
                out[cur["msgid"]] = cur.get("msgstr", "")
        cur.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith('"'):
            if target:
                cur[target] += _unquote(line)
            continue
        keyword, _sep, rest = line.partition(" ")
        if keyword == "msgid":
            flush()
        if keyword in ("msgid", "msgid_plural", "msgstr") or keyword.startswith("msgstr["):
            cur[keyword] = _unquote(rest)
            target = keyword
    flush()
    return out


def _translated(value: Msgstr) -> bool:
    return all(value) if isinstance(value, tuple) else bool(value)


def compile_po(text: str) -> bytes:
    """The GNU .mo bytes for a .po text (what ``msgfmt`` would produce: untranslated entries
    left out, keys sorted; a plural entry is ``msgid NUL msgid_plural`` -> its forms joined by
    NUL, which is how :mod:`gettext` reads them with the header's ``Plural-Forms``)."""
    catalog: dict[bytes, bytes] = {}
    for key, value in parse_po(text).items():
        if not (_translated(value) or key == ""):
            continue
        k = "\0".join(key) if isinstance(key, tuple) else key
        v = "\0".join(value) if isinstance(value, tuple) else value
        catalog[k.encode("utf-8")] = v.encode("utf-8")
    keys = sorted(catalog)
    ids = keys
    strs = [catalog[k] for k in keys]
    n = len(keys)
    header = 7 * 4
    ids_table = header
    strs_table = ids_table + n * 8
    data_start = strs_table + n * 8
    offsets: list[tuple[int, int]] = []
    blob = b""
    for b in ids:
        offsets.append((len(b), data_start + len(blob)))
        blob += b + b"\0"
    str_offsets: list[tuple[int, int]] = []
    for b in strs:
        str_offsets.append((len(b), data_start + len(blob)))
        blob += b + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, n, ids_table, strs_table, 0, 0)
    for length, off in offsets:
        out += struct.pack("<2I", length, off)
    for length, off in str_offsets:
        out += struct.pack("<2I", length, off)
    return out + blob


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract(paths: list[Path]) -> list[Msgid]:
    """Every string literal passed to ``_()`` or ``N_()``, and every (singular, plural) pair
    passed to ``ngettext()``, in the given Python files, in order of first appearance."""
    seen: dict[Msgid, None] = {}
    for p in paths:
        tree = ast.parse(p.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            consts = [a.value if isinstance(a, ast.Constant) else None for a in node.args[:2]]
            if name in ("_", "N_") and isinstance(node.func, ast.Name):
                if isinstance(consts[0], str):
                    seen.setdefault(consts[0], None)
            elif (
                name == "ngettext" and len(consts) == 2 and all(isinstance(c, str) for c in consts)
            ):
                seen.setdefault((consts[0], consts[1]), None)  # type: ignore[arg-type]
    return list(seen)


def source_files() -> list[Path]:
    root = Path(__file__).parent
    return sorted((root / "ui").rglob("*.py"))


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def render_po(lang: str, entries: dict[Msgid, Msgstr]) -> str:
    head = (
        f"# Chapó — {lang} messages. Source of truth for the compiled .mo next to it.\n"
        'msgid ""\n'
        'msgstr ""\n'
        '"Content-Type: text/plain; charset=UTF-8\\n"\n'
        f'"Language: {lang}\\n"\n'
        f'"Plural-Forms: {PLURAL_FORMS}\\n"\n\n'
    )
    body = []
    for k, v in entries.items():
        if k == "":
            continue
        if isinstance(k, tuple):
            forms = v if isinstance(v, tuple) else (v, v)
            lines = [f"msgid {_quote(k[0])}", f"msgid_plural {_quote(k[1])}"]
            lines += [f"msgstr[{i}] {_quote(f)}" for i, f in enumerate(forms)]
            body.append("\n".join(lines) + "\n\n")
        else:
            body.append(f"msgid {_quote(k)}\nmsgstr {_quote(str(v))}\n\n")
    return head + "".join(body)


def referee_messages() -> dict[Msgid, Msgstr]:
    """The referee's words (:mod:`chapo_game.rules.words`): English msgid -> its own Spanish.
    The Spanish catalogue takes them as they are, so the window and the verdict say the same."""
    from .rules import calls  # noqa: F401 - registers every call's words
    from .rules.words import SPANISH

    return dict(SPANISH)


def all_msgids() -> list[Msgid]:
    ids = extract(source_files())
    return ids + [k for k in referee_messages() if k not in ids]


def update_catalogues() -> list[Msgid]:
    """Merge the extracted ids into both catalogues (existing translations kept, the referee's
    Spanish always taken from the referee), recompile; return ids lacking Spanish."""
    ids = all_msgids()
    referee = referee_messages()
    missing: list[Msgid] = []
    for lang in LANGUAGES:
        old = parse_po(po_path(lang).read_text(encoding="utf-8")) if po_path(lang).exists() else {}
        entries: dict[Msgid, Msgstr] = {}
        for k in ids:
            v = old.get(k, "")
            if lang == "en":
                v = v if _translated(v) else k
            elif k in referee:
                v = referee[k]
            if not _translated(v):
                missing.append(k)
            entries[k] = v
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        text = render_po(lang, entries)
        po_path(lang).write_text(text, encoding="utf-8")
        mo_path(lang).write_bytes(compile_po(text))
    return missing


if __name__ == "__main__":
    missing = update_catalogues()
    for m in missing:
        print(f"untranslated: {m!r}")
    sys.exit(1 if missing else 0)
