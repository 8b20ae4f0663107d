"""Entry script of the standalone application (what PyInstaller freezes; see ``chapo.spec``).

It is the ``chapo`` command, with what only a frozen program needs: worker processes of the
computer player start through ``freeze_support`` (Windows and macOS spawn them by running this
executable again), a windowed build, which has no console, gets somewhere to write, and on
Linux the text locale ``python`` itself would have taken (:func:`utf8_text_locale`).
"""

import contextlib
import locale
import multiprocessing
import os
import sys

#: The locales ``python`` replaces by C.UTF-8 for text at start-up (PEP 538).
PLAIN_LOCALES = ("C", "POSIX")


def utf8_text_locale() -> None:
    """Take C.UTF-8 for text when the system's locale is the plain C one, as ``python`` does
    and the frozen interpreter does not. With no LANG (a club's demo started by a service or
    ``.xinitrc``) or a LANG naming a locale the system lacks, X11 refused the window's UTF-8
    title: the window, its taskbar entry and the window switcher said "pygame window" (the
    game from a wheel said «Chapó — billar de palos»). Linux only: the title is X11's."""
    if sys.platform.startswith("linux") and locale.setlocale(locale.LC_CTYPE) in PLAIN_LOCALES:
        with contextlib.suppress(locale.Error):  # a system without C.UTF-8 stays as it was
            locale.setlocale(locale.LC_CTYPE, "C.UTF-8")


if __name__ == "__main__":
    multiprocessing.freeze_support()
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 -- lives as long as the program
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    utf8_text_locale()
    from chapo_game.cli import entry

    entry()
