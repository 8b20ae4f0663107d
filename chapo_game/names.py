"""Players' names: how they are tidied, ordered and told apart — shared by the list of players
and by the saved encuentros' check (which the list builds on, so it cannot import the list)."""

from __future__ import annotations

import re
import unicodedata


def tidy(name: str) -> str:
    """A name as typed, its spacing tidied: no space at either end, one between words."""
    return " ".join(name.split())


def kept(name: str, most: int) -> str:
    """A name as the list keeps it: tidied, at most ``most`` characters, and no space left at
    its end by the cut (cut after tidying, "José María de la Fuente y Fernández del Río" was
    kept as "… del " with a space at its end, which no name box can type)."""
    return tidy(tidy(name)[:most])


def folded(name: str) -> str:
    """A name as it is searched: case, accents and spacing aside ("alvaro" finds Álvaro), and
    a letter written small as the letter ("jose ma" finds José Mª: the compatibility form —
    under the canonical one, "ª" stayed a sign of its own that no plain letter typed found)."""
    marks = unicodedata.normalize("NFKD", tidy(name).casefold())
    return "".join(ch for ch in marks if not unicodedata.combining(ch))


def name_key(name: str) -> str:
    """The order of a Spanish list of names: case and accents aside, so Álvaro stands with
    the A's rather than after Zoë, and ñ after every n (Núñez before Ñandú)."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", name.casefold()):
        if ch == "\u0303" and out and out[-1] == "n":
            out[-1] = "n\U0010ffff"  # the tilde of ñ: after every other letter following n
        elif not unicodedata.combining(ch):
            out.append(ch)
    return "".join(out)


def list_key(name: str) -> tuple[tuple[tuple[int, int | str], ...], str]:
    """The order of a list of names on the screen: :func:`name_key`'s, with numbers as numbers
    — "Socio 2" before "Socio 10", "Mi posición 2" before "Mi posición 10" (they listed 1,
    10, 11, 2); the name itself last, so that "x 7" and "x 007" keep one order."""
    parts = re.split(r"([0-9]+)", name)  # only ASCII digits are numbers: "²" is text
    return (
        tuple(
            (0, int(part)) if k % 2 else (1, name_key(part)) for k, part in enumerate(parts) if part
        ),
        name,
    )


def same_name(name: str) -> str:
    """What makes two names one player's: case, accents and spacing aside ("Maria" typed
    without its accent is María), but not the tilde of ñ — Peña and Pena are two surnames:
    the list's own order key (:func:`name_key`), which keeps ñ apart, of the tidied name."""
    return name_key(tidy(name))
