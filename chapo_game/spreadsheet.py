"""What a CSV file needs for a club's spreadsheet to read it as written: UTF-8's byte-order
mark (without it Excel on Windows reads "Peña" as "PeÃ±a"), the list separator and decimal
mark of the language it is written in (:data:`DIALECTS`), and free text that can never run as
a formula (a cell starting ``=``, ``+``, ``-`` or ``@`` is one to Excel and LibreOffice). Used
by the records export and the score sheet."""

from __future__ import annotations

import csv
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from .file_names import slug
from .temp_files import remove_stale_temp_files

#: Put before a CSV file's text: UTF-8's byte-order mark.
EXCEL_MARK = "\ufeff"
#: Each language's list separator and decimal mark, as its spreadsheets read a CSV file: Excel
#: takes the separator from the region's settings, and in Spain it is ";" — a comma-separated
#: file opened there showed each row in one cell, and "6.54" is not a number there.
DIALECTS: dict[str, tuple[str, str]] = {"es": (";", ","), "en": (",", ".")}


def dialect(lang: str) -> tuple[str, str]:
    """``lang``'s list separator and decimal mark (:data:`DIALECTS`; English's otherwise)."""
    return DIALECTS.get(lang, DIALECTS["en"])


def csv_writer(out: TextIO, lang: str) -> Any:
    """A CSV writer with ``lang``'s list separator."""
    return csv.writer(out, delimiter=dialect(lang)[0], lineterminator="\n")


def number(x: float, lang: str, places: int = 2) -> str:
    """``x`` with ``places`` decimals and ``lang``'s decimal mark, as its spreadsheet reads a
    number."""
    return f"{x:.{places}f}".replace(".", dialect(lang)[1])


def as_text(cell: str) -> str:
    """``cell`` as a spreadsheet cell that stays text: one that would start a formula is
    quoted with ``'``."""
    return f"'{cell}" if cell[:1] in ("=", "+", "-", "@") else cell


def csv_names(folder: Path, stem: str) -> Callable[[int], Path]:
    """The names a new CSV may take, ``folder/stem.csv`` then ``stem-2.csv``…: a new file for
    each save (two score sheets saved in one second wrote over each other), written by
    :func:`~chapo_game.fileio.write_new`. The temporary files a crash left in the folder go
    first, as the saves' do."""
    remove_stale_temp_files(folder, (), suffix=".csv")
    return lambda n: folder / (f"{stem}.csv" if n == 1 else f"{stem}-{n}.csv")


def sheet_stem(names: tuple[str, str] | list[str]) -> str:
    """A score sheet's file name before ``.csv``: ``sheet-ana-luis-20261203-081551``, the
    players and when (by the time alone, a club's folder of sheets said nothing of whose)."""
    a, b = (slug(n) for n in names)
    return f"sheet-{a}-{b}-{now_stamp()}"


def records_stem() -> str:
    """The records' export file name before ``.csv``: ``records-20261203-081551``, when (one
    ``records.csv`` for every export wrote last month's over with this month's)."""
    return f"records-{now_stamp()}"


def now_stamp() -> str:
    """The local time in a file name, sorting as it runs: ``20261203-081551``."""
    return time.strftime("%Y%m%d-%H%M%S")
