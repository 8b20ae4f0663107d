"""Translations: gettext catalogues under ``chapo_game/locale/<lang>/LC_MESSAGES/chapo.po``.

Message ids are English; Spanish is the default language. The compiled ``.mo`` files are
committed next to the ``.po`` sources because a fresh machine has no ``msgfmt``; this module has
a small pure-Python compiler (:func:`compile_po`) and a test checks that each ``.mo`` is exactly
what its ``.po`` compiles to. ``python -m chapo_game.i18n`` re-extracts the ``_()`` strings of
the window, merges them into both catalogues (keeping existing translations) and recompiles.
"""

from __future__ import annotations

import ast
import gettext
import struct
import sys
from collections.abc import Callable
from pathlib import Path

DOMAIN = "chapo"
LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES: tuple[str, ...] = ("es", "en")
DEFAULT_LANGUAGE = "es"

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
_listeners: list[Callable[[str], None]] = []


def set_language(lang: str) -> None:
    """Switch every later ``_()`` call to ``lang`` (unknown languages fall back to Spanish)."""
    global _current, _language
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    _current = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)
    _language = lang
    for fn in list(_listeners):
        fn(lang)


def language() -> str:
    return _language


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _current.gettext(message)


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


def parse_po(text: str) -> dict[str, str]:
    """msgid -> msgstr of a .po file (no plurals or contexts: we use neither)."""
    out: dict[str, str] = {}
    msgid: str | None = None
    msgstr: str | None = None
    target = ""

    def flush() -> None:
        nonlocal msgid, msgstr
        if msgid is not None and msgstr is not None:
            out[msgid] = msgstr
        msgid = msgstr = None

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgid "):
            flush()
            msgid, target = _unquote(line[6:]), "id"
        elif line.startswith("msgstr "):
            msgstr, target = _unquote(line[7:]), "str"
        elif line.startswith('"'):
            if target == "id" and msgid is not None:
                msgid += _unquote(line)
            elif target == "str" and msgstr is not None:
                msgstr += _unquote(line)
    flush()
    return out


def compile_po(text: str) -> bytes:
    """The GNU .mo bytes for a .po text (what ``msgfmt`` would produce, untranslated entries
    left out, keys sorted)."""
    catalog = {k: v for k, v in parse_po(text).items() if v or k == ""}
    keys = sorted(catalog)
    ids = [k.encode("utf-8") for k in keys]
    strs = [catalog[k].encode("utf-8") for k in keys]
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


def extract(paths: list[Path]) -> list[str]:
    """Every string literal passed to ``_()`` or ``N_()`` in the given Python files, in order of
    first appearance."""
    seen: dict[str, None] = {}
    for p in paths:
        tree = ast.parse(p.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                seen.setdefault(node.args[0].value, None)
    return list(seen)


def source_files() -> list[Path]:
    root = Path(__file__).parent
    return sorted((root / "ui").rglob("*.py"))


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def render_po(lang: str, entries: dict[str, str]) -> str:
    head = (
        f"# Chapó — {lang} messages. Source of truth for the compiled .mo next to it.\n"
        'msgid ""\n'
        'msgstr ""\n'
        '"Content-Type: text/plain; charset=UTF-8\\n"\n'
        f'"Language: {lang}\\n"\n\n'
    )
    body = "".join(f"msgid {_quote(k)}\nmsgstr {_quote(v)}\n\n" for k, v in entries.items() if k)
    return head + body


def referee_templates() -> dict[str, str]:
    """The referee's call templates: English msgid -> the referee's own Spanish text (the
    window translates the calls through the catalogue like every other string)."""
    from .rules.announcements import TEMPLATES

    return {en: es for en, es in TEMPLATES.values()}


def all_msgids() -> list[str]:
    ids = extract(source_files())
    return ids + [k for k in referee_templates() if k not in ids]


def update_catalogues() -> list[str]:
    """Merge the extracted ids into both catalogues, recompile; return ids lacking Spanish."""
    ids = all_msgids()
    referee = referee_templates()
    missing: list[str] = []
    for lang in LANGUAGES:
        old = parse_po(po_path(lang).read_text(encoding="utf-8")) if po_path(lang).exists() else {}
        entries = {}
        for k in ids:
            v = old.get(k, "")
            if lang == "en" and not v:
                v = k
            if lang == "es" and not v and k in referee:
                v = referee[k]
            if not v:
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
