"""Where a line of the window's text may break: between words, but never before a number
(``bola 1``, ``Jugador 2`` stay on one line, as Spanish typesetting keeps them), nor before the
letter that ends a name (``Ordenador A``), nor before the ``·`` that joins two messages, nor
between a number and its unit (``2 tantos``) or inside a two-word Chapó term (``línea
media``)."""

from __future__ import annotations

import re
from collections.abc import Callable

#: A number as a word of its own: ``1``, ``30``, ``2½``, ``1,2``, ``1)``, ``1);``.
NUMBER = re.compile(r"[0-9½]+(?:[.,][0-9]+)*[).,:;]*")
#: Trailing punctuation a word may carry (``tantos).``).
PUNCTUATION = ").,:;"
#: Units that stay with the number before them ("bola 1 en tronera 2 / tantos" read as two
#: things): points, lengths, distances, speeds, times.
UNITS = frozenset(
    {"tanto", "tantos", "point", "points", "largo", "largos", "length", "lengths", "cm", "mm",
     "m", "m/s", "s", "%"}
)  # fmt: skip
#: Chapó terms of two words a line never splits: "short of the línea / media".
TERMS = frozenset({("línea", "media")})

#: A capital letter as a word of its own, ending a name: ``Ordenador A``, ``Computer B``.
LETTER = re.compile(r"[A-ZÁÉÍÓÚÑ][).,:;]*")

#: The quotation marks that open a quoted name, and the mark that closes each (English, Spanish).
QUOTES = {"“": "”", "«": "»"}

#: What joins two messages on one line ("… en tronera · La salida: …"): never a line's start.
SEPARATOR = "·"


def unbreakable_words(para: str) -> list[str]:
    """The words of ``para`` a line may break between: a number (``1``, ``2½``, ``3)``) stays
    with the word before it (not after a clause's end), as Spanish typesetting keeps ``bola 1``
    or ``Jugador 2`` on one line, and a value its label (``Mingo en tronera: 3`` took two lines
    on a club's 4K screen); so does the ``·`` between two messages (a line began "· Desde
    la banda…"), a unit with its number and a two-word term whole; after the ``·`` a number
    begins a line ("0,347 m/s · 0,1 largos" was one word, cut in a narrow panel); a list of
    numbers stays whole ("Rey + 1, 2, 3 laterales: 5, 7, 9" left the 9 alone on a line of the
    demo's values at 3440×1440)."""
    words: list[str] = []
    before = ""  # the word before, as written
    for w in _spaced_after_separators(para.split(" ")):
        held = _held(before, w)
        before = w.lstrip(" ")
        if held and words and words[-1]:
            words[-1] = f"{words[-1]} {w}"
        elif w == SEPARATOR and any(words):  # over the spaces before it: "a  ·  b" keeps them
            k = max(i for i, word in enumerate(words) if word)
            words[k:] = [" ".join([*words[k:], w])]
        elif words and words[-1] and words[-1][-1] not in ".,;" + SEPARATOR and NUMBER.fullmatch(w):
            words[-1] = f"{words[-1]} {w}"
        elif words and words[-1][:1].isupper() and words[-1][-1:].isalpha() and LETTER.fullmatch(w):
            words[-1] = f"{words[-1]} {w}"  # "14 for Computer / A": the demo's names split
        else:
            words.append(w)
    return words


def _held(before: str, w: str) -> bool:
    """Whether ``w`` stays with ``before``, the word before it as written, whatever that word
    ends with: a unit with its number, a number after the one before it in a list, a
    two-word term whole."""
    bare = w.strip(" ").rstrip(PUNCTUATION).casefold()
    if NUMBER.fullmatch(before) and (bare in UNITS or (before[-1] == "," and NUMBER.fullmatch(w))):
        return True
    return (before.casefold(), bare) in TERMS


def _spaced_after_separators(parts: list[str]) -> list[str]:
    """``parts`` (a paragraph split at each space) with the spaces after a ``·`` kept on the
    word after it, as those before it are kept on it: "a  ·  b" was drawn "a  · b",
    lopsided."""
    out: list[str] = []
    spaces = 0
    for w in parts:
        if out and out[-1].endswith(SEPARATOR) and (w == "" or spaces):
            if w == "":
                spaces += 1
                continue
            w, spaces = " " * spaces + w, 0
        out.append(w)
    return out


def line_end(line: str) -> str:
    """A line broken before its paragraph's end, without the ``·`` it may end with: the
    break itself now parts the two messages (the demo's caption ended a line "… into a
    pocket ·")."""
    if line.endswith(SEPARATOR) and line.rstrip(SEPARATOR).rstrip() != "":
        return line[: -len(SEPARATOR)].rstrip()
    return line


def quotes_whole(words: list[str], fits: Callable[[str], bool]) -> list[str]:
    """``words`` with each quotation (“My position 2”, «Mi posición 2») made one word where it
    ``fits`` a line: the keep question's buttons read ``As “My / position 2”`` and ``Replace
    “My / position 1”``, the name parted over two lines. A quotation too long for one line
    breaks between its words as any text does."""
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        opener = next((q for q in QUOTES if q in word), None)
        end = i
        if opener is not None and QUOTES[opener] not in word[word.index(opener) :]:
            end = next((j for j in range(i + 1, len(words)) if QUOTES[opener] in words[j]), i)
        whole = " ".join(words[i : end + 1])
        if end > i and fits(whole):
            out.append(whole)
            i = end + 1
        else:
            out.append(word)
            i += 1
    return out


def has_quote(s: str) -> bool:
    """Whether ``s`` opens a quotation."""
    return any(q in s for q in QUOTES)


def parts_quote(lines: list[str]) -> bool:
    """Whether a quotation opens on one of ``lines`` and closes on a later one."""
    return any(ln.count(q) != ln.count(QUOTES[q]) for ln in lines for q in QUOTES)
