"""The referee's words: every piece a call is made of, in English (the gettext msgid) and in
Spanish, and the small grammar that joins them ("el rey y dos laterales", "la bola 2 y el
mingo entran en tronera").

Why here and not only in the ``.po`` catalogues: the referee's calls are part of its verdict
(``chapo sim`` prints ``text_es`` and ``text_en``), so the rules package must say them without
the window. The Spanish below is the source of truth; ``python -m chapo_game.i18n`` copies it
into the Spanish catalogue, and a test checks that the catalogue says exactly the same, so the
window (which translates through gettext) and the verdict never disagree.

Every text goes through a :class:`Words` object — ``gettext(msgid)`` and
``ngettext(singular, plural, n)``, the interface of :mod:`gettext`'s translation objects — so one
phrase builder serves both the referee's own :class:`RefereeWords` and the window's catalogue.
Both languages have two plural forms, chosen by ``n != 1`` (the catalogues' ``Plural-Forms``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

#: The catalogues' plural rule (Spanish and English alike): singular for exactly one.
PLURAL_FORMS = "nplurals=2; plural=(n != 1);"

Message = str | tuple[str, str]

#: English msgid (or (singular, plural) pair) -> Spanish text (or pair).
SPANISH: dict[Message, str | tuple[str, str]] = {}


def msg(en: str, es: str) -> str:
    """Register a message of the referee; returns its msgid."""
    SPANISH[en] = es
    return en


def plural(en: tuple[str, str], es: tuple[str, str]) -> tuple[str, str]:
    """Register a message with a singular and a plural form; returns the msgid pair."""
    SPANISH[en] = es
    return en


def plural_index(n: int) -> int:
    """Which form ``n`` takes under :data:`PLURAL_FORMS`."""
    return 0 if n == 1 else 1


class Words(Protocol):
    """What a call needs to be said in one language (a :mod:`gettext` translation object fits)."""

    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


class RefereeWords:
    """The referee's own words in ``"es"`` or ``"en"`` (from :data:`SPANISH`), for the verdict's
    texts and the command line; the window uses the gettext catalogues instead."""

    def __init__(self, lang: str = "es") -> None:
        self.lang = "es" if lang == "es" else "en"

    def gettext(self, message: str, /) -> str:
        if self.lang == "es":
            out = SPANISH[message]
            assert isinstance(out, str)
            return out
        return message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        forms = SPANISH[(singular, plural)] if self.lang == "es" else (singular, plural)
        assert isinstance(forms, tuple)
        return forms[plural_index(n)]


# --------------------------------------------------------------------------- names
BALL_NAMES: dict[str, str] = {
    "1": msg("ball 1", "la bola 1"),
    "2": msg("ball 2", "la bola 2"),
    "mingo": msg("the mingo", "el mingo"),
}
_REY = msg("the rey", "el rey")
_LATERALS = plural(("one lateral", "{count} laterals"), ("un lateral", "{count} laterales"))
NUMBERS: dict[int, str] = {
    2: msg("two", "dos"),
    3: msg("three", "tres"),
    4: msg("four", "cuatro"),
    5: msg("five", "cinco"),
}
_AND = msg("{first} and {last}", "{first} y {last}")
#: The names a player gets when none is typed. A call, a save or a verdict keeps the name in
#: the language it was made in; said in another, "Jugador 1" reads "Player 1" there.
DEFAULT_NAMES: tuple[str, ...] = (
    msg("Player 1", "Jugador 1"),
    msg("Player 2", "Jugador 2"),
    msg("Computer", "Ordenador"),
)


def player_name(name: str, w: Words) -> str:
    """A player's name as said in ``w``'s language: a default name (in either language) in
    that language, any other name as it is."""
    for en in DEFAULT_NAMES:
        if name in (en, SPANISH[en]):
            return w.gettext(en)
    return name


#: The computer's seat inside a sentence. As a label (the board, the sheet's columns) it is
#: "Ordenador"; in a sentence it takes its article, as Spanish wants: "Falta del ordenador",
#: "Juega el ordenador" — it read "Falta de Ordenador", "Nada para Ordenador".
_THE_COMPUTER = msg("the computer", "el ordenador")


def said_name(name: str, w: Words) -> str:
    """A player's name as a sentence says it: the computer with its article ("el ordenador",
    "the computer"; :func:`tidy_said` joins it to the words before it), any other name as
    :func:`player_name` gives it."""
    if name in (DEFAULT_NAMES[2], SPANISH[DEFAULT_NAMES[2]]):
        return w.gettext(_THE_COMPUTER)
    return player_name(name, w)


#: Spanish joins "de" and "a" with the article after it: "de el ordenador" is "del ordenador".
_CONTRACTIONS = (("de el ordenador", "del ordenador"), ("a el ordenador", "al ordenador"))
#: Where a sentence begins, so that a name said there takes a capital. Not "(": the game's
#: brackets hold an aside mid-sentence ("Revancha: un encuentro nuevo (el ordenador ganó el
#: anterior 2–1)…"), never a sentence of their own.
_SENTENCE_ENDS = (". ", "! ", "? ", "· ", "\n", "¡", "¿", "«", '"')


def tidy_said(text: str, w: Words) -> str:
    """A sentence made with :func:`said_name`: the Spanish contractions ("del ordenador", "al
    ordenador") and a capital where the name begins the sentence ("El ordenador sale…",
    "The computer breaks…")."""
    said = w.gettext(_THE_COMPUTER)
    if said not in text:
        return text
    for loose, joined in _CONTRACTIONS:
        text = text.replace(f" {loose}", f" {joined}")
    head = capfirst(said)
    if text.startswith(said):
        text = head + text[len(said) :]
    for end in _SENTENCE_ENDS:
        text = text.replace(end + said, end + head)
    return text


#: How a ``cabana`` param reads inside a call: the glossary's names, the same in both languages.
CABANA_WORDS: dict[str, str] = {"salida": "de salida", "mingo": "del mingo"}


def capfirst(text: str) -> str:
    """A phrase at the head of a call: its first letter upper-case ("el mingo" -> "El mingo")."""
    return text[:1].upper() + text[1:]


def number(n: int, w: Words) -> str:
    """Two to five as words ("dos laterales"); other counts as digits."""
    return w.gettext(NUMBERS[n]) if n in NUMBERS else str(n)


def join(items: Sequence[str], w: Words) -> str:
    """ "a", "a y b", "a, b y c" (or "and")."""
    if len(items) <= 1:
        return "".join(items)
    return w.gettext(_AND).format(first=", ".join(items[:-1]), last=items[-1])


def ball(ball_id: str, w: Words) -> str:
    """A ball as said aloud: "la bola 1", "el mingo" (an unknown id as it is)."""
    return w.gettext(BALL_NAMES[ball_id]) if ball_id in BALL_NAMES else str(ball_id)


def balls(ids: Iterable[str], w: Words) -> str:
    """Several balls, in the table's order: "la bola 2 y el mingo"."""
    order = [b for b in BALL_NAMES if b in set(ids)]
    return join([ball(b, w) for b in order], w)


def pins(ids: Iterable[str], w: Words) -> str:
    """Pins as a referee counts them (art. 7 values the rey and the number of laterals, not
    which ones): "el rey", "un lateral", "el rey y dos laterales"."""
    ids = set(ids)
    n = len([p for p in ids if p != "rey"])
    parts = [w.gettext(_REY)] if "rey" in ids else []
    if n:
        parts.append(w.ngettext(*_LATERALS, n).format(count=number(n, w)))
    return join(parts, w)
