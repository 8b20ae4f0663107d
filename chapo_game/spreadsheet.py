"""What a CSV file needs for a club's spreadsheet to read it as written: UTF-8's byte-order
mark (without it Excel on Windows reads "Peña" as "PeÃ±a"), the list separator and decimal
mark of the language it is written in (:data:`DIALECTS`), and free text that can never run as
a formula (a cell starting ``=``, ``+``, ``-`` or ``@`` is one to Excel and LibreOffice). Used
by the records export and the score sheet."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any, TextIO

from .fileio import first_free

#: Put before a CSV file's text: UTF-8's byte-order mark.
EXCEL_MARK = "\ufeff"
#: Each language's list separator and decimal mark, as its spreadsheets read a CSV file: Excel
#: takes the separator from the region's settings, and in Spain it is ";" — a comma-separated
#: file opened there showed each row in one cell, and "6.54" is not a number there.
DIALECTS: dict[str, tuple[str, str]] = {"es": (";", ","), "en": (",", ".")}


def csv_writer(out: TextIO, lang: str) -> Any:
    """A CSV writer with ``lang``'s list separator (:data:`DIALECTS`; English's otherwise)."""
    separator, _mark = DIALECTS.get(lang, DIALECTS["en"])
    return csv.writer(out, delimiter=separator, lineterminator="\n")


def number(x: float, lang: str, places: int = 2) -> str:
    """``x`` with ``places`` decimals and ``lang``'s decimal mark, as its spreadsheet reads a
    number."""
    _separator, mark = DIALECTS.get(lang, DIALECTS["en"])
    return f"{x:.{places}f}".replace(".", mark)


def as_text(cell: str) -> str:
    """``cell`` as a spreadsheet cell that stays text: one that would start a formula is
    quoted with ``'``."""
    return f"'{cell}" if cell[:1] in ("=", "+", "-", "@") else cell


def unused_csv(folder: Path, stem: str) -> Path:
    """``folder/stem.csv``, or ``stem-2.csv``… when that is taken: a new file for each save
    (two score sheets saved in one second wrote over each other)."""
    return first_free(lambda n: folder / (f"{stem}.csv" if n == 1 else f"{stem}-{n}.csv"))
