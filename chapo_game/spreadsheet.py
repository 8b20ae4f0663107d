"""What a CSV file needs for a club's spreadsheet to read it as written: UTF-8's byte-order
mark (without it Excel on Windows reads "Peña" as "PeÃ±a"), and free text that can never
run as a formula (a cell starting ``=``, ``+``, ``-`` or ``@`` is one to Excel and
LibreOffice). Used by the records export and the score sheet."""

from __future__ import annotations

from pathlib import Path

from .fileio import first_free

#: Put before a CSV file's text: UTF-8's byte-order mark.
EXCEL_MARK = "\ufeff"


def as_text(cell: str) -> str:
    """``cell`` as a spreadsheet cell that stays text: one that would start a formula is
    quoted with ``'``."""
    return f"'{cell}" if cell[:1] in ("=", "+", "-", "@") else cell


def unused_csv(folder: Path, stem: str) -> Path:
    """``folder/stem.csv``, or ``stem-2.csv``… when that is taken: a new file for each save
    (two score sheets saved in one second wrote over each other)."""
    return first_free(lambda n: folder / (f"{stem}.csv" if n == 1 else f"{stem}-{n}.csv"))
